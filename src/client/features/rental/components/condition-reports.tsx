import type { HandoverRecords } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { PhotoStrip } from './photo-strip';

type ConditionReport = HandoverRecords['stages'][number]['reports'][number];

/**
 * A stage's condition records, oldest first: who added each (as which side, and their name), when
 * in Riyadh time, the note as written and the photos, each a link to the large one.
 */
export function ConditionReports({ reports }: { reports: readonly ConditionReport[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-xs font-semibold text-muted">{t('rental.handover.records')}</h4>
      {reports.length === 0 ? (
        <p className="text-sm text-muted">{t('rental.handover.noRecords')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reports.map((report) => (
            <li key={report.id} className="rounded-xl bg-canvas px-3 py-2.5" data-testid="condition-report">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs text-muted">
                <span>
                  <span className="font-semibold text-ink">{t(`rental.handover.roles.${report.role}`)}</span>
                  {' · '}
                  <bdi>{report.authorName}</bdi>
                </span>
                <time dateTime={report.createdAt}>{formatMoment(report.createdAt, language)}</time>
              </p>
              {report.note && (
                <p
                  dir="auto"
                  className="mt-1.5 whitespace-pre-line break-words text-sm leading-relaxed text-ink/90"
                >
                  {report.note}
                </p>
              )}
              <PhotoStrip photos={report.photos} of="record" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
