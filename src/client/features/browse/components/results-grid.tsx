import type { Item } from '@shared/api-types';
import { BROWSE_SKELETONS } from '@shared/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ItemCard, ItemCardSkeleton } from '../../items';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:gap-6';

export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={GRID} aria-busy="true" aria-label={t('common.loading')} role="status">
      {Array.from({ length: BROWSE_SKELETONS }, (_, i) => (
        <ItemCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * The results, and more of them as the page is scrolled to the end (a "Show
 * more" button does the same for keyboards and for people who prefer it).
 */
export function ResultsGrid({
  items,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  items: Item[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingMore) onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);

  return (
    <>
      <ul className={GRID} data-testid="browse-results">
        {items.map((item, index) => (
          <li key={item.id}>
            <ItemCard item={item} eager={index < 4} priority={index === 0} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="mt-10 flex justify-center">
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {t('browse.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
