import type { Booking, Claim } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatHalalas, formatMoment } from '@shared/format';
import { CircleCheck, Clock, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useDeadlineText } from '../claim-moments';
import { DecisionQuote, NextNote } from './case-notes';
import { ClaimAnswerActions } from './claim-answer-actions';

/**
 * Where a claim stands and what comes next: the renter's answer and its deadline (with the buttons,
 * for the renter), Ajjir's team deciding a dispute, or how it was settled and what the deposit became.
 */
export function ClaimStatus({
  booking,
  claim,
  side,
}: {
  booking: Booking;
  claim: Claim;
  side: BookingActor;
}) {
  const { t } = useTranslation();
  const deadline = useDeadlineText();
  if (claim.status === 'open') {
    const date = deadline(claim.answerDueAt);
    if (side === 'owner') {
      return (
        <NextNote testId="claim-next" icon={Clock}>
          {t('rental.claim.open.owner', { date })}
        </NextNote>
      );
    }
    return (
      <div className="flex flex-col gap-3">
        <NextNote testId="claim-next" icon={Clock}>
          {t('rental.claim.open.renter', { date })}
        </NextNote>
        <ClaimAnswerActions booking={booking} claim={claim} />
      </div>
    );
  }
  if (claim.status === 'disputed') {
    return (
      <NextNote testId="claim-next" icon={Scale}>
        {t('rental.claim.disputed', { date: claim.decideBy ? deadline(claim.decideBy) : '' })}
      </NextNote>
    );
  }
  return <ClaimOutcome deposit={booking.price.deposit} claim={claim} />;
}

/** A settled claim: what of the deposit went to the owner and came back to the renter, and who settled it. */
function ClaimOutcome({ deposit, claim }: { deposit: number; claim: Claim }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deadline = useDeadlineText();
  const money = (halalas: number) => formatHalalas(halalas, language);
  const kept = claim.kept ?? claim.amount;
  const settledOn = claim.settledAt ? formatMoment(claim.settledAt, language) : '';
  let split: string;
  if (kept === 0) split = t('rental.claim.settled.none', { amount: money(deposit) });
  else if (kept >= deposit) split = t('rental.claim.settled.all', { amount: money(deposit) });
  else split = t('rental.claim.settled.split', { kept: money(kept), back: money(deposit - kept) });
  let how: string;
  if (claim.settledBy === 'silence')
    how = t('rental.claim.settled.bySilence', { date: deadline(claim.answerDueAt) });
  else if (claim.settledBy === 'admin') how = t('rental.claim.settled.byAdmin', { date: settledOn });
  else how = t('rental.claim.settled.byRenter', { date: settledOn });
  return (
    <div
      className="rounded-xl bg-primary-50 px-4 py-3 text-sm"
      data-testid="claim-outcome"
      data-settled-by={claim.settledBy}
    >
      <p className="flex items-start gap-2 font-semibold text-primary-800">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{split}</span>
      </p>
      <p className="mt-1 ps-6 text-ink/80">{how}</p>
      {claim.settledBy === 'admin' && claim.decisionReason && (
        <DecisionQuote testId="claim-decision-reason" className="mt-2">
          {claim.decisionReason}
        </DecisionQuote>
      )}
    </div>
  );
}
