import type { Item } from '@shared/api-types';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFavorites } from '../api/favorites';

/** The heart toggle of an item: a real button with a pressed state, on a card's photo or the item page. */
export function FavoriteButton({ item, className }: { item: Item; className?: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const active = favorites.isFavorite(item.id);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t(active ? 'favorites.remove' : 'favorites.add', { title: item.title })}
      onClick={(event) => {
        // On a card the whole card is a link: the heart must not follow it.
        event.preventDefault();
        event.stopPropagation();
        favorites.toggle(item);
      }}
      className={cn(
        'grid size-10 cursor-pointer place-items-center rounded-full bg-surface/90 shadow-card backdrop-blur transition-colors',
        'hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-colors', active ? 'fill-danger-600 text-danger-600' : 'text-ink')}
      />
    </button>
  );
}
