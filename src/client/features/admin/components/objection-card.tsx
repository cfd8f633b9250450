/**
 * One objection to a hand-over or a return in the administrators' queue
 * (docs/decisions/0059-handover-and-return-records.md): the rental (its title opens the booking's
 * money page, where a goodwill refund is given), the stage, who confirmed it and who objected, when,
 * the objection's words, both stages' records, then the resolution form.
 */
import type { ObjectionSummary } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { CaseTiming } from './case-timing';
import { ConditionRecordsDisclosure } from './condition-records';
import { ObjectionResolveForm } from './objection-resolve-form';
import { Fact, RentalFacts, RentalTitle } from './rental-facts';

export function ObjectionCard({ objection, now }: { objection: ObjectionSummary; now: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const wordsId = useId();
  const resolveId = useId();
  const { booking, stage, confirmedBy } = objection;
  const objector = confirmedBy === 'owner' ? 'renter' : 'owner';
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.objections.${key}`, values);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <header className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <RentalTitle booking={booking} id={titleId} level={3} />
          <CaseTiming
            since={objection.objectedAt}
            waited={(duration) => k('objectedAgo', { duration })}
            decideBy={objection.decideBy}
            now={now}
          />
        </div>
        <RentalFacts booking={booking}>
          <Fact term={k('stage')}>{t(`admin.disputes.records.stages.${stage}`)}</Fact>
          <Fact term={k('confirmed')}>
            {k(`by.${confirmedBy}`, { date: formatMoment(objection.confirmedAt, language) })}
          </Fact>
          <Fact term={k('objected')}>
            {k(`by.${objector}`, { date: formatMoment(objection.objectedAt, language) })}
          </Fact>
        </RentalFacts>
        <section aria-labelledby={wordsId} className="rounded-xl bg-canvas p-4 ring-1 ring-line">
          <h4 id={wordsId} className="mb-2 font-semibold text-ink">
            {k(`words.${objector}`)}
          </h4>
          {/* The party's own words, in whichever language they wrote: their line breaks kept. */}
          <p className="whitespace-pre-line break-words text-sm text-ink" dir="auto">
            {objection.objection}
          </p>
        </section>
      </header>
      <div className="border-t border-line p-5 sm:p-6">
        <ConditionRecordsDisclosure bookingId={booking.id} defaultOpen level={4} />
      </div>
      <section aria-labelledby={resolveId} className="border-t border-line bg-canvas/40 p-5 sm:p-6">
        <h4 id={resolveId} className="mb-4 font-semibold text-ink">
          {k('resolve.title')}
        </h4>
        <ObjectionResolveForm bookingId={booking.id} stage={stage} refundable={objection.refundable} />
      </section>
    </article>
  );
}
