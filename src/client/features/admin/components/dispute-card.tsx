/**
 * One dispute in the administrators' queue (docs/decisions/0058-claims-and-disputes.md): the rental
 * and the claim at a glance, how long the dispute has waited and by when it should be decided, both
 * sides in their own words and photos, the rental's hand-over and return records
 * (docs/decisions/0059-handover-and-return-records.md), then the decision form.
 */
import type { DisputeSummary } from '@shared/api-types';
import { formatDayRange, formatHalalas, formatMoment } from '@shared/format';
import { AlarmClock, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { formatWaited } from '../admin-format';
import { ClaimDecisionForm } from './claim-decision-form';
import { ConditionRecordsDisclosure } from './condition-records';
import { DisputeSides } from './dispute-sides';
import { Fact, RentalFacts } from './rental-facts';

export function DisputeCard({ dispute, now }: { dispute: DisputeSummary; now: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const decisionId = useId();
  const { claim, booking } = dispute;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <header className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={titleId} className="min-w-0 text-lg font-bold text-ink">
            <Link
              to={paths.adminBookingMoney(booking.id)}
              className="text-primary-700 underline-offset-4 hover:underline"
            >
              <bdi>{booking.itemTitle}</bdi>
            </Link>
          </h2>
          <DisputeTiming disputedAt={claim.disputedAt} decideBy={claim.decideBy} now={now} />
        </div>
        <DisputeFacts dispute={dispute} />
      </header>
      <div className="border-t border-line p-5 sm:p-6">
        <DisputeSides claim={claim} />
      </div>
      <div className="border-t border-line p-5 sm:p-6">
        <ConditionRecordsDisclosure bookingId={booking.id} />
      </div>
      <section aria-labelledby={decisionId} className="border-t border-line bg-canvas/40 p-5 sm:p-6">
        <h3 id={decisionId} className="mb-4 font-semibold text-ink">
          {t('admin.disputes.decision.title')}
        </h3>
        <ClaimDecisionForm dispute={dispute} />
      </section>
    </article>
  );
}

/** The parties, the rental's days, the deposit and the claim, as a list of terms. */
function DisputeFacts({ dispute: { claim, booking } }: { dispute: DisputeSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <RentalFacts booking={booking}>
      <Fact term={t('admin.disputes.rental')}>
        {formatDayRange(booking.startDate, booking.endDate, language)}
      </Fact>
      <Fact term={t('admin.disputes.deposit')}>{formatHalalas(booking.deposit, language)}</Fact>
      <Fact term={t('admin.disputes.claimed')}>
        <span className="font-semibold">{formatHalalas(claim.amount, language)}</span>
        {/* On a line of its own: a middle dot beside Arabic-Indic digits reads as a zero. */}
        <span className="block text-muted">{t(`admin.disputes.reasons.${claim.reason}`)}</span>
      </Fact>
    </RentalFacts>
  );
}

/**
 * How long the dispute has waited, and its deadline in Riyadh's time: past it, in the warning
 * colour with its own icon and words, so an overdue dispute does not rely on colour alone.
 */
function DisputeTiming({
  disputedAt,
  decideBy,
  now,
}: {
  disputedAt: string | null;
  decideBy: string | null;
  now: number;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const overdue = decideBy !== null && Date.parse(decideBy) < now;
  const Icon = overdue ? AlarmClock : Clock;
  return (
    <div className="flex flex-col gap-1 text-sm sm:items-end">
      {disputedAt && (
        <span className="text-muted">
          {t('admin.disputes.disputedAgo', {
            duration: formatWaited((now - Date.parse(disputedAt)) / 1000, language),
          })}
        </span>
      )}
      {decideBy && (
        <span
          className={cn(
            'inline-flex items-center gap-1.5',
            overdue
              ? 'rounded-full bg-warning-50 px-2.5 py-0.5 font-semibold text-warning-700 ring-1 ring-warning-700/20 ring-inset'
              : 'text-ink',
          )}
          data-overdue={overdue || undefined}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {t(overdue ? 'admin.disputes.overdue' : 'admin.disputes.decideBy', {
            date: formatMoment(decideBy, language),
          })}
        </span>
      )}
    </div>
  );
}
