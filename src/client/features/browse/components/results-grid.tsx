import type { Item } from '@shared/api-types';
import { BROWSE_SKELETONS } from '@shared/constants';
import { isolate } from '@shared/names';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ItemCard, ItemCardSkeleton } from '../../items';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:gap-6';

function Cards({ items, first }: { items: Item[]; first: number }) {
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} eager={first + index < 4} priority={first + index === 0} />
        </li>
      ))}
    </ul>
  );
}

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

/** A search of several words: how many results have all of them (the first ones), and the term. */
export interface AllWords {
  count: number;
  term: string;
}

/** Where the results with only some of the search's words begin, said (docs/search.md, "Some of the words"). */
function SomeWordsNote({ allWords }: { allWords: AllWords }) {
  const { t } = useTranslation();
  const term = isolate(allWords.term);
  return (
    <p className="rounded-card bg-sand-50 px-4 py-3 text-sm text-ink" data-testid="some-words-note">
      {allWords.count === 0 ? t('browse.someWordsNone', { term }) : t('browse.someWordsAfter', { term })}
    </p>
  );
}

/**
 * The results, and more of them as the page is scrolled to the end (a "Show
 * more" button does the same for keyboards and for people who prefer it).
 * With `allWords`, the results with only some of the words follow a note.
 */
export function ResultsGrid({
  items,
  hasMore,
  loadingMore,
  onLoadMore,
  allWords,
}: {
  items: Item[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  allWords?: AllWords;
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

  const split = allWords ? Math.min(allWords.count, items.length) : items.length;
  const whole = items.slice(0, split);
  const some = items.slice(split);
  return (
    <>
      <div className="flex flex-col gap-6" data-testid="browse-results">
        {whole.length > 0 && <Cards items={whole} first={0} />}
        {allWords && some.length > 0 && <SomeWordsNote allWords={allWords} />}
        {some.length > 0 && <Cards items={some} first={whole.length} />}
      </div>
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
