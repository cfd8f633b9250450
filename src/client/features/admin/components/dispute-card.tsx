/**
 * One dispute in the administrators' queue (docs/decisions/0058-claims-and-disputes.md): the rental
 * and the claim at a glance, how long the dispute has waited and by when it should be decided, both
 * sides in their own words and photos, the rental's hand-over and return records
 * (docs/decisions/0059-handover-and-return-records.md), then the decision form.
 */
import type { DisputeSummary } from '@shared/api-types';
import { formatDayRange, formatHalalas } from '@shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { CaseTiming } from './case-timing';
import { ClaimDecisionForm } from './claim-decision-form';
import { ConditionRecordsDisclosure } from './condition-records';
import { DisputeSides } from './dispute-sides';
import { Fact, RentalFacts, RentalTitle } from './rental-facts';

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
          <RentalTitle booking={booking} id={titleId} level={2} />
          <CaseTiming
            since={claim.disputedAt}
            waited={(duration) => t('admin.disputes.disputedAgo', { duration })}
            decideBy={claim.decideBy}
            now={now}
          />
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
