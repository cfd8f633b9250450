import type { Item } from '@shared/api-types';
import { formatDailyRate } from '@shared/format';
import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { OwnerContactOrClosed } from '../../blocking';
import { BookingSlot } from '../booking/booking-slot';
import { requirementInEffect } from '../booking/identity-gate';
import { MessageOwnerSlot } from '../booking/message-owner-slot';
import { ItemDiscounts } from './item-discounts';
import { usePolicyWords } from './policy-words';

/** The card's id: the phones' booking bar brings it into view. */
export const BOOKING_CARD_ID = 'booking';

/** The side card: the daily price, how confirming and cancelling work, and the booking and message slots. */
export function BookingCard({ item, isOwner }: { item: Item; isOwner: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const policy = usePolicyWords()(item.cancellationPolicy);
  // Whom the owner lets book (docs/decisions/0062-verified-members.md), said to everyone, visitors too.
  const requirement = requirementInEffect(item);
  return (
    <section
      id={BOOKING_CARD_ID}
      tabIndex={-1}
      aria-labelledby="booking-heading"
      className="scroll-mt-20 rounded-card outline-none bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="booking-heading" className="sr-only">
        {t('itemPage.booking.heading')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink">
          <span className="text-3xl font-bold">{formatDailyRate(item.dailyRate, language)}</span>{' '}
          <span className="text-muted">{t('common.perDay')}</span>
        </p>
        {!item.isAvailable && <Badge variant="warning">{t('itemPage.unavailable')}</Badge>}
      </div>
      <ItemDiscounts item={item} className="mt-3" />
      <ul className="mt-5 flex flex-col gap-2 text-sm text-ink/85">
        <li className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
          {t(
            !item.instantBooking
              ? 'itemPage.booking.ownerConfirms'
              : requirement === 'instant'
                ? 'itemPage.booking.instantForVerified'
                : 'itemPage.booking.instantConfirms',
          )}
        </li>
        {requirement === 'all' && (
          <li className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
            {t('itemPage.booking.verifiedOnly')}
          </li>
        )}
        <li className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
          <span>
            <span className="font-medium text-ink">
              {t('itemPage.policy.named', { name: policy.name })}:{' '}
            </span>
            {policy.rule}
          </span>
        </li>
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        {/* Closed while the viewer and the owner block each other (docs/decisions/0065). */}
        <OwnerContactOrClosed owner={{ id: item.ownerId, name: displayName(item.owner) }} isOwner={isOwner}>
          <BookingSlot item={item} isOwner={isOwner} />
          <MessageOwnerSlot item={item} isOwner={isOwner} />
        </OwnerContactOrClosed>
      </div>
    </section>
  );
}

export function BookingCardSkeleton() {
  return (
    <div className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line" aria-hidden="true">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="mt-5 h-32 w-full rounded-xl" />
      <Skeleton className="mt-5 h-4 w-3/4" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-6 h-12 w-full rounded-xl" />
      <Skeleton className="mt-3 h-12 w-full rounded-xl" />
    </div>
  );
}
