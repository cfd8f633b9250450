import type { ItemOwner } from '@shared/api-types';
import { formatRating, localeOf } from '@shared/format';
import { BadgeCheck, ChevronRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { ResponsivenessLine, VerifiedBadges } from '../../verification';

/**
 * Who lists the item: picture, name (with the business badge), what their profile proves, rating,
 * member since, how quickly they answer, and their profile.
 */
export function OwnerCard({ owner }: { owner: ItemOwner }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = displayName(owner);
  const rating = formatRating(owner.rating, language);
  const since = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(
    new Date(owner.joinedAt),
  );
  const business = owner.accountType === 'business';
  return (
    <section aria-labelledby="owner-heading" className="rounded-card bg-surface p-5 ring-1 ring-line sm:p-6">
      <h2 id="owner-heading" className="text-sm font-semibold text-muted">
        {t('itemPage.owner.heading')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <UserAvatar user={owner} className="size-14 text-base" />
          <div className="min-w-0 flex-1">
            <h3 className="flex items-center gap-1.5 text-lg font-bold leading-snug">
              <span className="truncate" dir="auto">
                {name}
              </span>
              {business && (
                <BadgeCheck className="size-5 shrink-0 text-primary-700" aria-label={t('common.business')} />
              )}
            </h3>
            {business && (
              <p className="truncate text-sm text-muted">
                <span dir="auto">
                  {owner.firstName} {owner.lastName}
                </span>
              </p>
            )}
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted">
              {rating ? (
                <span className="flex items-center gap-1 text-ink">
                  <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
                  <span className="font-semibold">{rating}</span>
                  <span className="sr-only">{t('item.rating', { rating })}</span>
                  <span className="text-muted">
                    ({t('itemPage.reviewCount', { count: owner.totalReviews })})
                  </span>
                </span>
              ) : (
                <span>{t('itemPage.owner.newMember')}</span>
              )}
              <span aria-hidden="true">·</span>
              <span>{t('itemPage.owner.memberSince', { date: since })}</span>
            </p>
            <ResponsivenessLine value={owner.responsiveness} className="mt-1" />
            <VerifiedBadges verified={owner.verified} className="mt-2" />
          </div>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to={paths.profile(owner.id)}>
            {t('itemPage.owner.viewProfile')}
            <ChevronRight className="flip-rtl size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
