import type { PublicUser } from '@shared/api-types';
import { formatRating } from '@shared/format';
import { isolate } from '@shared/names';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { ReviewList, useUserReviews } from '../../reviews';

/** Reviews a profile shows at once (the API gives at most 50). */
export const PROFILE_REVIEWS = 20;

/** The reviews the person received, as renter and as owner, newest first. */
export function ProfileReviews({ user, isOwn }: { user: PublicUser; isOwn: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reviews = useUserReviews(user.id, PROFILE_REVIEWS);
  return (
    <ReviewList
      heading={t('profile.reviews.heading')}
      rating={formatRating(user.rating, language)}
      total={user.totalReviews}
      countLabel={(count) => t('profile.reviewCount', { count })}
      latestLabel={(count) => t('profile.reviews.latest', { count })}
      reviews={reviews}
      limit={PROFILE_REVIEWS}
      errorTitle={t('profile.reviews.loadError')}
      emptyTitle={
        isOwn
          ? t('profile.reviews.emptyOwn')
          : t('profile.reviews.empty', { name: isolate(displayName(user)) })
      }
      showSide
    />
  );
}
