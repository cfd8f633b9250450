/**
 * /favorites: the items a member saved with the heart, as they are now (the server reads each
 * listing's current price and availability; the page asks again whenever it opens). Visitors keep
 * their hearts in this browser: they sign in first, and FavoritesSync moves those to the account.
 */
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { ItemCard, ItemCardSkeleton } from '../items';
import { useFavoriteItems } from './api/favorites';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-6';
const SKELETON_CARDS = 4;

export function FavoritesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const location = useLocation();
  useDocumentTitle(t('favorites.page.title'));
  if (me.isPending) return <PageLoading />;
  if (!me.data)
    return <Navigate to={paths.signInThenBack(`${location.pathname}${location.search}`)} replace />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="mb-6 sm:mb-8">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-ink sm:text-3xl">
          <Heart className="size-7 text-danger-600" aria-hidden="true" />
          {t('favorites.page.title')}
        </h1>
        <p className="mt-1.5 text-muted">{t('favorites.page.subtitle')}</p>
      </header>
      <SavedItems />
    </div>
  );
}

function SavedItems() {
  const { t } = useTranslation();
  const saved = useFavoriteItems({ fresh: true });
  if (saved.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ItemCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (saved.isError) {
    return (
      <ErrorState error={saved.error} title={t('favorites.page.loadError')} onRetry={() => saved.refetch()} />
    );
  }
  if (saved.data.length === 0) {
    return (
      <EmptyState
        icon={<Heart className="size-7" aria-hidden="true" />}
        title={t('favorites.page.empty')}
        action={
          <Button asChild>
            <Link to={paths.browse()}>{t('common.browseItems')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="saved-count">
      <h2 id="saved-count" className="mb-4 text-sm font-medium text-muted" data-testid="saved-count">
        {t('favorites.page.count', { count: saved.data.length })}
      </h2>
      <ul className={GRID}>
        {saved.data.map((item, index) => (
          <li key={item.id}>
            <ItemCard item={item} eager={index < SKELETON_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}
