import type { Item } from '@shared/api-types';
import { cityName, regionName } from '@shared/cities';
import { formatDailyRate, formatRating } from '@shared/format';
import { CircleSlash, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { ItemDiscounts } from './item-discounts';

/** Category and availability, the title, the rating and the place; the price too on phones. */
export function ItemHeader({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rating = formatRating(item.rating, language);
  const city = cityName(item.city, language);
  const region = item.state ? regionName(item.state, language) : null;
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="primary">{t(`categories.${item.category.name.toLowerCase()}`)}</Badge>
        {!item.isAvailable && (
          <Badge variant="warning">
            <CircleSlash className="size-3.5" aria-hidden="true" />
            {t('itemPage.unavailable')}
          </Badge>
        )}
      </div>
      {/* The title keeps its own direction (dir="auto") but lines up with the page, like the badges above it. */}
      <h1 className="text-2xl font-bold leading-snug text-ink sm:text-3xl sm:leading-snug">
        <span dir="auto">{item.title}</span>
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {rating ? (
          <a href="#reviews" className="flex items-center gap-1 rounded font-medium text-ink hover:underline">
            <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
            <span aria-hidden="true">{rating}</span>
            <span className="sr-only">{t('item.rating', { rating })}</span>
            <span className="text-muted">({t('itemPage.reviewCount', { count: item.totalReviews })})</span>
          </a>
        ) : (
          <span className="flex items-center gap-1 text-muted">
            <Star className="size-4 text-muted" aria-hidden="true" />
            {t('itemPage.noReviewsYet')}
          </span>
        )}
        <span className="text-muted" aria-hidden="true">
          ·
        </span>
        <span className="flex items-center gap-1 text-muted">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {region && region !== city ? `${city}${t('itemPage.facts.separator')}${region}` : city}
        </span>
      </div>
      <p className="text-ink lg:hidden">
        <span className="text-2xl font-bold">{formatDailyRate(item.dailyRate, language)}</span>{' '}
        <span className="text-muted">{t('common.perDay')}</span>
      </p>
      <ItemDiscounts item={item} className="lg:hidden" />
    </header>
  );
}
