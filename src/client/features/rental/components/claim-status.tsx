import type { Booking, Claim } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatHalalas, formatMoment } from '@shared/format';
import { CircleCheck, Clock, type LucideIcon, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useDeadlineText } from '../claim-moments';
import { ClaimAnswerActions } from './claim-answer-actions';

function Note({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p
      className="flex items-start gap-2 rounded-xl bg-canvas px-3 py-2 text-sm text-ink/90"
      data-testid="claim-next"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

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
    if (side === 'owner') return <Note icon={Clock}>{t('rental.claim.open.owner', { date })}</Note>;
    return (
      <div className="flex flex-col gap-3">
        <Note icon={Clock}>{t('rental.claim.open.renter', { date })}</Note>
        <ClaimAnswerActions booking={booking} claim={claim} />
      </div>
    );
  }
  if (claim.status === 'disputed') {
    return (
      <Note icon={Scale}>
        {t('rental.claim.disputed', { date: claim.decideBy ? deadline(claim.decideBy) : '' })}
      </Note>
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
        <blockquote
          className="ms-6 mt-2 whitespace-pre-line break-words border-s-2 border-primary-300 ps-3 leading-relaxed text-ink/90"
          dir="auto"
          data-testid="claim-decision-reason"
        >
          {claim.decisionReason}
        </blockquote>
      )}
    </div>
  );
}
