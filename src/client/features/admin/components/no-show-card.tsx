/**
 * One no-show case in the administrators' queue (docs/decisions/0060-no-shows.md): the rental (its
 * title opens the booking's money page), how the case began and when it reached Ajjir's team, how
 * long it has waited and by when it is to be decided, each side's account, then the decision form.
 */
import type { NoShowSummary } from '@shared/api-types';
import { formatDayRange, formatHalalas, formatMoment } from '@shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { CaseTiming } from './case-timing';
import { NoShowDecisionForm } from './no-show-decision-form';
import { NoShowSides } from './no-show-sides';
import { Fact, RentalFacts, RentalTitle } from './rental-facts';

export function NoShowCard({ summary, now }: { summary: NoShowSummary; now: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const decisionId = useId();
  const { case: noShow, booking } = summary;
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.noShows.${key}`, values);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <header className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <RentalTitle booking={booking} id={titleId} level={3} />
          <CaseTiming
            since={noShow.queuedAt}
            waited={(duration) => k('queuedAgo', { duration })}
            decideBy={noShow.decideBy}
            now={now}
          />
        </div>
        <RentalFacts booking={booking}>
          <Fact term={t('admin.disputes.rental')}>
            {formatDayRange(booking.startDate, booking.endDate, language)}
          </Fact>
          <Fact term={t('admin.disputes.deposit')}>{formatHalalas(booking.deposit, language)}</Fact>
          <Fact term={k('kind')}>{k(`kinds.${noShow.kind}`)}</Fact>
          {noShow.queuedAt && <Fact term={k('queued')}>{formatMoment(noShow.queuedAt, language)}</Fact>}
        </RentalFacts>
      </header>
      <div className="border-t border-line p-5 sm:p-6">
        <NoShowSides noShow={noShow} />
      </div>
      <section aria-labelledby={decisionId} className="border-t border-line bg-canvas/40 p-5 sm:p-6">
        <h4 id={decisionId} className="mb-4 font-semibold text-ink">
          {k('decision.title')}
        </h4>
        <NoShowDecisionForm bookingId={booking.id} />
      </section>
    </article>
  );
}
