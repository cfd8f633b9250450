import { FEATURED_ITEMS_COUNT } from '@shared/constants';
import { ArrowRight, LayoutGrid, Map as MapIcon, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { ItemCard, ItemCardSkeleton, useItems } from '../../items';
import { HomeSection } from './section-heading';

/** The newest items as featured, with Grid/Map (to the browse views) and View all. */
export function FeaturedItems() {
  const { t } = useTranslation();
  const items = useItems({ limit: FEATURED_ITEMS_COUNT });
  return (
    <HomeSection
      id="featured-heading"
      title={t('home.featured.title')}
      subtitle={t('home.featured.subtitle')}
      action={
        <div className="flex items-center gap-2">
          <nav
            aria-label={t('home.featured.viewLabel')}
            className="flex rounded-xl bg-surface p-1 ring-1 ring-line"
          >
            <Link
              to={paths.browse()}
              className="flex items-center gap-1.5 rounded-lg bg-primary-50 px-3 py-1.5 text-sm font-medium text-primary-800"
            >
              <LayoutGrid className="size-4" aria-hidden="true" />
              {t('home.featured.grid')}
            </Link>
            <Link
              to={paths.browse({ view: 'map' })}
              className="flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-muted hover:text-ink"
            >
              <MapIcon className="size-4" aria-hidden="true" />
              {t('home.featured.map')}
            </Link>
          </nav>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.browse()}>
              {t('home.featured.viewAll')}
              <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      }
    >
      {items.isError ? (
        <ErrorState error={items.error} title={t('home.featured.error')} onRetry={() => items.refetch()} />
      ) : items.isPending ? (
        <div className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4 lg:gap-6" aria-busy="true">
          {Array.from({ length: FEATURED_ITEMS_COUNT }, (_, i) => (
            <ItemCardSkeleton key={i} />
          ))}
        </div>
      ) : items.data.length === 0 ? (
        <EmptyState
          icon={<PackageOpen className="size-7" aria-hidden="true" />}
          title={t('home.featured.empty')}
          action={
            <Button asChild>
              <Link to={paths.listItem()}>{t('nav.listItem')}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4 lg:gap-6" data-testid="featured-items">
          {items.data.slice(0, FEATURED_ITEMS_COUNT).map((item, index) => (
            <li key={item.id}>
              <ItemCard item={item} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
