import type { PublicUser, User } from '@shared/api-types';
import { cityName, regionName } from '@shared/cities';
import { formatRating, localeOf } from '@shared/format';
import { CalendarDays, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

/** The line under the name: rating and reviews (or "new member"), city and region, member since. */
export function ProfileStanding({ user }: { user: PublicUser | User }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rating = formatRating(user.rating, language);
  const since = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(
    new Date(user.joinedAt),
  );
  const city = user.city ? cityName(user.city, language) : null;
  const region = user.state ? regionName(user.state, language) : null;
  const place = city && region && region !== city ? `${city}${t('itemPage.facts.separator')}${region}` : city;
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
      <li className="flex items-center gap-1.5">
        {rating ? (
          <>
            <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
            <span className="font-semibold text-ink" aria-hidden="true">
              {rating}
            </span>
            <span className="sr-only">{t('item.rating', { rating })}</span>
            <span>({t('profile.reviewCount', { count: user.totalReviews })})</span>
          </>
        ) : (
          <>
            <Star className="size-4" aria-hidden="true" />
            {t('profile.newMember')}
          </>
        )}
      </li>
      {place && (
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {place}
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        {t('profile.memberSince', { date: since })}
      </li>
    </ul>
  );
}
