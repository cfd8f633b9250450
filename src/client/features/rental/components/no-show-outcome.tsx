import type { Booking, NoShowCase } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatMoment } from '@shared/format';
import type { TFunction } from 'i18next';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { NoShowRefund } from '../../bookings';
import { useDeadlineText } from '../claim-moments';
import { DecisionQuote } from './case-notes';

/**
 * How a case ended, in words for the reader (docs/decisions/0060-no-shows.md): the renter refunded
 * in full (the owner silent, nobody deciding in time, Ajjir's team deciding so, or the owner
 * cancelling), the renter found not to have come (what the policy gives back, to the halala), the
 * rental found to have taken place, or the item handed over after all; then who ended it and when,
 * with the administrator's reason when they decided.
 */
export function NoShowOutcome({
  booking,
  side,
  found,
}: {
  booking: Booking;
  side: BookingActor;
  found: NoShowCase;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deadline = useDeadlineText();
  const closedAt = found.closedAt ?? found.openedAt;
  const decided = found.decisionNote !== null;
  let headline: string;
  switch (found.outcome) {
    case 'renter_no_show':
      headline = t('rental.noShow.outcome.renterNoShow');
      break;
    case 'rental_took_place':
      headline = t('rental.noShow.outcome.tookPlace');
      break;
    case 'handed_over':
      headline = t('rental.noShow.outcome.handedOver');
      break;
    default:
      headline = refundInFull(found, side, t, deadline);
  }
  return (
    <div
      className="flex flex-col gap-2 rounded-xl bg-primary-50 px-4 py-3 text-sm"
      data-testid="no-show-outcome"
      data-outcome={found.outcome}
    >
      <p className="flex items-start gap-2 font-semibold text-primary-800">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{headline}</span>
      </p>
      {found.outcome === 'renter_no_show' && (
        <NoShowRefund booking={booking} side={side} at={new Date(closedAt)} />
      )}
      <p className="ps-6 text-ink/80">
        {t(decided ? 'rental.noShow.outcome.byAdmin' : 'rental.noShow.outcome.closedOn', {
          date: formatMoment(closedAt, language),
        })}
      </p>
      {decided && <DecisionQuote testId="no-show-decision-note">{found.decisionNote}</DecisionQuote>}
    </div>
  );
}

/** Everything back to the renter: said by what ended it, with the deadline that passed when the clock did. */
function refundInFull(
  found: NoShowCase,
  side: BookingActor,
  t: TFunction,
  deadline: (moment: string) => string,
): string {
  if (found.lapse === 'owner_silent') {
    return t(`rental.noShow.outcome.ownerSilent.${side}`, {
      date: deadline(found.ownerAnswerDueAt ?? found.openedAt),
    });
  }
  if (found.lapse === 'undecided') {
    return t(`rental.noShow.outcome.undecided.${side}`, { date: deadline(found.decideBy ?? found.openedAt) });
  }
  // An administrator always gives a reason; a case closed in full without one was the owner cancelling.
  if (found.decisionNote !== null) return t(`rental.noShow.outcome.refundDecided.${side}`);
  return t(`rental.noShow.outcome.cancelled.${side}`);
}
