import type { Booking, NoShowCase } from '@shared/api-types';
import {
  availableActions,
  BOOKING_ACTIONS,
  type BookingAction,
  type BookingActor,
  otherParty,
  todayInRiyadh,
} from '@shared/bookings';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { BookingActions, hintOf, RenterStanding } from '../../bookings';
import { BookingReview } from '../../reviews';
import { useNoShowState } from '../api/no-shows';
import { Card } from './card';
import { HandoverRecordStep } from './handover-record-step';

/**
 * What this side can do about the booking now: the actions the server would accept today (the
 * same buttons and dialogs as everywhere; handing over and returning note the item's condition in
 * their dialogs), a line on what happens next, the renter's standing for
 * an owner deciding, the review once it is returned, and the renter's message. While a no-show case
 * is open, only what the server still accepts (docs/decisions/0060-no-shows.md).
 */
export function NextStepCard({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const today = todayInRiyadh();
  const name = displayName(otherParty(booking, side));
  const noShow = useNoShowState(booking.id, booking.status === 'confirmed');
  const openCase = noShow.data?.case?.outcome === null ? noShow.data.case : null;
  const withheld = withheldBy(openCase, side);
  const hint = openCase ? t('rental.noShow.nextHint') : hintOf(booking, side, { today, name, t, language });
  const actions = availableActions({ ...booking, actor: side, today }).filter(
    (action) => !withheld.includes(action),
  );
  const reviewable =
    booking.status === 'completed' && (booking.review.canReview || booking.review.mine !== null);
  return (
    <Card title={t('rental.page.nextHeading')} testId="next-step">
      <div className="flex flex-col gap-4">
        {hint ? (
          <p className="flex items-start gap-2 text-sm text-ink/90">
            <Info className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
            {hint}
          </p>
        ) : (
          actions.length === 0 &&
          !reviewable && <p className="text-sm text-muted">{t('rental.page.nothingToDo')}</p>
        )}
        {side === 'owner' && booking.status === 'pending' && <RenterStanding renter={booking.renter} />}
        {booking.message && (
          <div className="rounded-xl bg-canvas px-4 py-3 text-sm">
            <p className="text-xs font-medium text-muted">
              {side === 'renter' ? t('rental.page.yourMessage') : t('rental.page.messageFrom')}
            </p>
            <p className="mt-1 whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
              {booking.message}
            </p>
          </div>
        )}
        {reviewable && <BookingReview booking={booking} side={side} />}
        {actions.length > 0 && (
          <BookingActions booking={booking} side={side} RecordStep={HandoverRecordStep} withheld={withheld} />
        )}
      </div>
    </Card>
  );
}

/**
 * What the server refuses while a case is open (no_show_case_open): everything, but for the owner of
 * a reported rental handing it over after all, or cancelling it.
 */
function withheldBy(openCase: NoShowCase | null, side: BookingActor): BookingAction[] {
  if (!openCase) return [];
  const stillOpen: BookingAction[] =
    side === 'owner' && openCase.kind === 'owner_reported' ? ['start', 'cancel'] : [];
  return BOOKING_ACTIONS.filter((action) => !stillOpen.includes(action));
}
