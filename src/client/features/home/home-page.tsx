import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryStrip } from './components/category-strip';
import { FeaturedItems } from './components/featured-items';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { MapTeaser } from './components/map-teaser';
import { OwnerCta } from './components/owner-cta';
import { TrustPoints } from './components/trust-points';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'), { exact: true });
  return (
    <>
      <Hero />
      <CategoryStrip />
      <FeaturedItems />
      <MapTeaser />
      <HowItWorks />
      <TrustPoints />
      <OwnerCta />
    </>
  );
}
