import type { Category } from '@shared/api-types';
import { formatYear } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useCategories } from '../../features/categories/api/get-categories';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../../lib/cn';
import { paths } from '../paths';
import { FLOATING_ACTIONS_ROOM } from './floating-actions';

const POPULAR_CATEGORY_COUNT = 4;

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-primary-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer with real links only: dead links are left out
 * (docs/decisions/0008-spec-departures-foundation.md). */
export function Footer({ roomForFloatingActions = false }: { roomForFloatingActions?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories();
  const signedIn = Boolean(useCurrentUser().data);
  const popular = (categories.data ?? []).slice(0, POPULAR_CATEGORY_COUNT);
  const categoryLink = (category: Category) => ({
    to: paths.browse({ category: category.id }),
    label: t(`categories.${category.name.toLowerCase()}`),
  });
  return (
    // Room below its last line for the floating buttons (floating-actions.tsx), so the page's end
    // can be scrolled clear of them.
    <footer
      className={cn('bg-primary-950 text-primary-100', roomForFloatingActions && FLOATING_ACTIONS_ROOM)}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="md:col-span-2">
          <BrandMark inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <FooterLinks
          title={t('footer.explore')}
          links={[
            { to: paths.browse(), label: t('nav.browse') },
            { to: paths.howItWorks(), label: t('nav.howItWorks') },
            { to: paths.listItem(), label: t('nav.listItem') },
            // Members are signed in already: their saved items instead.
            signedIn
              ? { to: paths.favorites(), label: t('nav.favorites') }
              : { to: paths.auth(), label: t('nav.signIn') },
          ]}
        />
        {popular.length > 0 && <FooterLinks title={t('footer.popular')} links={popular.map(categoryLink)} />}
        {/* The legal pages (docs/decisions/0063-legal-consents.md). */}
        <FooterLinks
          title={t('brand.name')}
          links={[
            { to: paths.terms(), label: t('footer.terms') },
            { to: paths.privacy(), label: t('footer.privacy') },
            { to: paths.contact(), label: t('footer.contact') },
          ]}
        />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-primary-200 sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p>{t('footer.rights', { year: formatYear(new Date(), language) })}</p>
          <p>{t('footer.prices')}</p>
        </div>
      </div>
    </footer>
  );
}
