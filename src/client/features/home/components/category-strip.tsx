import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { CATEGORY_TILE_CLASSES, CategoryIcon, useCategories } from '../../categories';
import { HomeSection } from './section-heading';

const SKELETON_TILES = 8;

/** Category strip: a tile per category, each leading to /browse?category={id}. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <HomeSection
      id="categories-heading"
      title={t('home.categories.title')}
      subtitle={t('home.categories.subtitle')}
    >
      {categories.isError ? (
        <ErrorState
          error={categories.error}
          title={t('home.categories.error')}
          onRetry={() => categories.refetch()}
        />
      ) : (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-6">
          {categories.isPending
            ? Array.from({ length: SKELETON_TILES }, (_, i) => (
                <li key={i} className="shrink-0">
                  <Skeleton className="h-28 w-32 rounded-2xl sm:w-full" />
                </li>
              ))
            : categories.data.map((category) => (
                <li key={category.id} className="shrink-0 snap-start">
                  <Link
                    to={paths.browse({ category: category.id })}
                    className={cn(
                      'flex h-28 w-32 flex-col justify-between rounded-2xl p-4 ring-1 transition hover:-translate-y-0.5 hover:shadow-card sm:w-full',
                      CATEGORY_TILE_CLASSES[category.color],
                    )}
                  >
                    <CategoryIcon name={category.icon} className="size-7" />
                    <span className="text-sm font-semibold leading-snug">
                      {t(`categories.${category.name.toLowerCase()}`)}
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </HomeSection>
  );
}
