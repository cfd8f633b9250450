/**
 * A rental's hand-over and return records, as administrators read them
 * (docs/decisions/0059-handover-and-return-records.md): both stages side by side on wide screens
 * (one above the other on phones), each with who confirmed it and when, the other side's answer
 * (an objection in its own words), and every condition record with its note and photos.
 */
import type { HandoverRecords } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { useConditionRecords } from '../api/admin-handover';
import { Thumbnails } from './dispute-sides';

type StageRecord = HandoverRecords['stages'][number];
type Side = 'owner' | 'renter';
const otherSide = (side: Side): Side => (side === 'owner' ? 'renter' : 'owner');

/**
 * The records behind a native disclosure: read only once opened, so a list of cards does not ask
 * for every rental's records at once.
 */
export function ConditionRecordsDisclosure({
  bookingId,
  defaultOpen = false,
  level = 3,
}: {
  bookingId: string;
  defaultOpen?: boolean;
  /** The summary's heading level, under the card's own; each stage's is one below it. */
  level?: 3 | 4;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
      <summary className="cursor-pointer text-ink marker:text-muted">
        <Heading className="inline font-semibold">{t('admin.disputes.records.title')}</Heading>
      </summary>
      {open && (
        <div className="mt-4">
          <ConditionRecords bookingId={bookingId} stageLevel={level === 3 ? 'h4' : 'h5'} />
        </div>
      )}
    </details>
  );
}

export function ConditionRecords({
  bookingId,
  stageLevel = 'h4',
}: {
  bookingId: string;
  stageLevel?: 'h4' | 'h5';
}) {
  const { t } = useTranslation();
  const records = useConditionRecords(bookingId);
  if (records.isPending) return <RecordsSkeleton />;
  if (records.isError) {
    return (
      <ErrorState
        error={records.error}
        title={t('admin.disputes.records.loadError')}
        onRetry={() => records.refetch()}
      />
    );
  }
  const stages = records.data.stages;
  if (stages.every((stage) => !stage.confirmation && stage.reports.length === 0)) {
    return <p className="text-sm text-muted">{t('admin.disputes.records.empty')}</p>;
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
      {stages.map((stage) => (
        <StageRecords key={stage.stage} record={stage} Heading={stageLevel} />
      ))}
    </div>
  );
}

function StageRecords({ record, Heading }: { record: StageRecord; Heading: 'h4' | 'h5' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.records.${key}`, values);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-canvas p-4 ring-1 ring-line"
    >
      <Heading id={headingId} className="font-semibold text-ink">
        {k(`stages.${record.stage}`)}
      </Heading>
      <Confirmation confirmation={record.confirmation} />
      {record.reports.length > 0 ? (
        <ul aria-label={k('reportsLabel')} className="flex flex-col gap-3">
          {record.reports.map((report) => (
            <Report key={report.id} report={report} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{k('noReports')}</p>
      )}
    </section>
  );
}

function Confirmation({ confirmation }: { confirmation: StageRecord['confirmation'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.records.${key}`, values);
  if (!confirmation) return <p className="text-sm text-muted">{k('notConfirmed')}</p>;
  const when = (at: string) => ({ date: formatMoment(at, language) });
  const other = otherSide(confirmation.by);
  let answer: ReactNode;
  if (confirmation.answer === 'objected') {
    answer = (
      <div className="flex flex-col gap-1 rounded-lg bg-warning-50 p-3 ring-1 ring-warning-700/20 ring-inset">
        <p className="font-semibold text-warning-700">
          {k(`objected.${other}`, when(confirmation.answeredAt ?? confirmation.at))}
        </p>
        {/* The party's own words, in whichever language they wrote: their line breaks kept. */}
        <p className="whitespace-pre-line break-words text-ink" dir="auto">
          {confirmation.objection}
        </p>
      </div>
    );
  } else if (confirmation.answer === 'acknowledged') {
    answer = (
      <p className="text-ink">
        {confirmation.silent
          ? k('silent', when(confirmation.answerDueAt))
          : k(`acknowledged.${other}`, when(confirmation.answeredAt ?? confirmation.answerDueAt))}
      </p>
    );
  } else {
    answer = <p className="text-muted">{k(`waiting.${other}`, when(confirmation.answerDueAt))}</p>;
  }
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-ink">{k(`confirmed.${confirmation.by}`, when(confirmation.at))}</p>
      {confirmation.early && <p className="text-muted">{k('early')}</p>}
      {answer}
    </div>
  );
}

function Report({ report }: { report: StageRecord['reports'][number] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.records.${key}`, values);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-surface p-3 text-sm ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-ink">
          {k(`sides.${report.role}`)}: <bdi>{report.authorName}</bdi>
        </p>
        <time dateTime={report.createdAt} className="text-muted">
          {formatMoment(report.createdAt, language)}
        </time>
      </div>
      {report.note?.trim() && (
        <p className="whitespace-pre-line break-words text-ink" dir="auto">
          {report.note}
        </p>
      )}
      {report.photos.length > 0 && <Thumbnails photos={report.photos} label={k('photos')} />}
    </li>
  );
}

function RecordsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton aria-hidden="true" className="h-32" />
      <Skeleton aria-hidden="true" className="h-32" />
    </div>
  );
}
