import type { Item } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDailyRate, formatDistance, formatPercent, formatRating } from '@shared/format';
import { CARD_SIZES, photoSrcSet, thumbnailOf } from '@shared/images';
import { MONTHLY_DISCOUNT_DAYS, WEEKLY_DISCOUNT_DAYS } from '@shared/money';
// A listed item's owner is never a closed account (closing removes its listings: decision 0066),
// so the shared name needs no language here, and the home page carries no more than it did.
import { displayName } from '@shared/names';
import { BadgeCheck, BadgePercent, CircleSlash, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ItemImage } from '../../../components/item-image';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { FavoriteButton } from '../../favorites';

/**
 * Photo-first card: picture with the favourite heart, title in its own
 * direction, city (and distance when known), rating, and the daily price in riyal.
 */
export function ItemCard({
  item,
  eager = false,
  priority = false,
}: {
  item: Item;
  /** Above the fold where it is shown: load at once rather than when scrolled near. */
  eager?: boolean;
  /** The page's main picture (the first card of the results): ask for it before the others. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rating = formatRating(item.rating, language);
  const price = formatDailyRate(item.dailyRate, language);
  // The larger of the two and the rental length that gets it (two constants of shared/money.ts:
  // its functions stay out of the home page's script).
  const monthly = item.monthlyDiscountPercent > item.weeklyDiscountPercent;
  const discount = Math.max(item.weeklyDiscountPercent, item.monthlyDiscountPercent);
  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-line">
        <ItemImage
          src={item.images[0] && thumbnailOf(item.images[0])}
          srcSet={item.images[0] && photoSrcSet(item.images[0])}
          sizes={CARD_SIZES}
          alt=""
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={800}
          height={600}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {discount > 0 && (
          // One short line on a phone's narrow card: the discount and the length that gets it.
          <span className="absolute bottom-2 start-2 flex items-center gap-1 whitespace-nowrap rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800 shadow-sm ring-1 ring-inset ring-primary-700/15">
            <BadgePercent className="size-3.5 shrink-0" aria-hidden="true" />
            {t('item.discountFrom', {
              percent: formatPercent(discount, language),
              count: monthly ? MONTHLY_DISCOUNT_DAYS : WEEKLY_DISCOUNT_DAYS,
            })}
          </span>
        )}
      </div>
      {!item.isAvailable && (
        <Badge variant="warning" className="absolute start-3 top-3">
          <CircleSlash className="size-3.5" aria-hidden="true" />
          {t('item.unavailable')}
        </Badge>
      )}
      {/* Above the card's stretched link, so the heart is its own button. */}
      <FavoriteButton item={item} className="absolute end-3 top-3 z-10" />
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-ink sm:text-base" dir="auto">
          <Link
            to={paths.item(item.id)}
            // The link's box covers the whole card: the keyboard focus ring is drawn around that box.
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-primary-600"
          >
            {item.title}
          </Link>
        </h3>
        <p className="flex shrink-0 items-center gap-1 text-sm">
          {rating ? (
            <>
              <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
              <span className="font-medium">{rating}</span>
              <span className="sr-only">{t('item.rating', { rating })}</span>
            </>
          ) : (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
              {t('common.new')}
            </span>
          )}
        </p>
      </div>
      <p className="mt-1 flex items-center gap-1 text-sm text-muted">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span>{cityName(item.city, language)}</span>
        {item.distance !== null && (
          <>
            <span aria-hidden="true">·</span>
            <span className="whitespace-nowrap">{formatDistance(item.distance, language)}</span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span className="flex min-w-0 items-center gap-1 truncate" dir="auto">
          {displayName(item.owner)}
          {item.owner.accountType === 'business' && (
            <BadgeCheck className="size-4 shrink-0 text-primary-700" aria-label={t('common.business')} />
          )}
        </span>
      </p>
      <p className="mt-2 text-ink">
        <span className="text-lg font-bold">{price}</span>{' '}
        <span className="text-sm text-muted">{t('common.perDay')}</span>
      </p>
    </article>
  );
}

export function ItemCardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-card" />
      <Skeleton className="mt-3 h-5 w-4/5" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-3 h-6 w-1/3" />
    </div>
  );
}
