/** What the Jobs table shows, column by column (money-rows.tsx lays them out: a table, or cards on phones). */
import type { AdminJobRow } from '@shared/api-types';
import type { JobStateName } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatPlainNumber } from '../admin-format';
import { JobError, QueueName } from './job-parts';
import { When } from './money-parts';
import type { MoneyColumn } from './money-rows';
import { RetryJobButton } from './retry-job-button';

/** The moment that matters for a job of this state: when it ran out of attempts or finished, else when it is due. */
const momentOf = (job: AdminJobRow, state: JobStateName) =>
  state === 'failed' || state === 'done' ? (job.finishedAt ?? job.runAt) : job.runAt;

export function useJobColumns(state: JobStateName): MoneyColumn<AdminJobRow>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const h = (key: string) => t(`admin.jobs.columns.${key}`);
  const number = (value: number) => formatPlainNumber(value, language);
  const columns: MoneyColumn<AdminJobRow>[] = [
    {
      key: 'job',
      header: h('job'),
      cell: (job) => (
        <div className="flex min-w-40 flex-col gap-0.5">
          <QueueName queue={job.queue} />
          <span className="text-xs text-muted">{t('admin.jobs.jobNumber', { id: number(job.id) })}</span>
        </div>
      ),
    },
    {
      key: 'subject',
      header: h('subject'),
      cell: (job) =>
        job.subject ? (
          <code className="block min-w-36 max-w-56 break-all text-xs rtl:text-end" dir="ltr">
            {job.subject}
          </code>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      key: 'attempts',
      header: h('attempts'),
      numeric: true,
      cell: (job) => (
        <span className="whitespace-nowrap tabular-nums">
          {t('admin.jobs.attempts', { attempts: number(job.attempts), max: number(job.maxAttempts) })}
        </span>
      ),
    },
    {
      key: 'when',
      header: t(`admin.jobs.columns.when.${state}`),
      cell: (job) => <When at={momentOf(job, state)} />,
    },
    {
      // A failed job's last error; another's last word: the error it is retried after, or a note.
      key: 'error',
      header: state === 'failed' ? h('error') : h('message'),
      cell: (job) =>
        job.lastError ? (
          <JobError error={job.lastError} quiet={state !== 'failed'} />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
  if (state !== 'failed') return columns;
  return [...columns, { key: 'action', header: h('action'), cell: (job) => <RetryJobButton job={job} /> }];
}
