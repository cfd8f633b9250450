import type { Item } from '@shared/api-types';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useFavorites } from '../api/favorites';

/** The heart toggle of an item: a real button with a pressed state, on a card's photo or the item page. */
export function FavoriteButton({ item, className }: { item: Item; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favorites = useFavorites();
  const active = favorites.isFavorite(item.id);
  const toggle = () => {
    favorites.toggle(item, {
      onError: () => toast({ variant: 'destructive', title: t('favorites.failed') }),
    });
    // Says what happened and leads to the saved items; a visitor's stay in this browser until they sign in.
    toast({
      variant: 'success',
      title: t(active ? 'favorites.removed' : 'favorites.saved'),
      description: !active && !favorites.signedIn ? t('favorites.savedOnDevice') : undefined,
      action: { label: t('favorites.viewAll'), onSelect: () => navigate(paths.favorites()) },
    });
  };
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t(active ? 'favorites.remove' : 'favorites.add', { title: item.title })}
      onClick={(event) => {
        // On a card the whole card is a link: the heart must not follow it.
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      className={cn(
        'tap-target grid size-10 cursor-pointer place-items-center rounded-full bg-surface/90 shadow-card backdrop-blur transition-colors',
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
