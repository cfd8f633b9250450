/**
 * "Run again" on a failed job: a confirmation naming the job (what it concerns, why it failed), then
 * POST /api/admin/jobs/{id}/retry. Success is said in a toast as the lists refresh; a job someone
 * ran again first is refused (409 job_not_failed) in the reader's language.
 */
import type { AdminJobRow } from '@shared/api-types';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { formatPlainNumber } from '../admin-format';
import { useRetryJob } from '../api/admin-jobs';
import { JobError, useQueueName } from './job-parts';

export function RetryJobButton({ job }: { job: AdminJobRow }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const queueName = useQueueName();
  const retry = useRetryJob();
  const [asking, setAsking] = useState(false);
  const queue = queueName(job.queue);
  const id = formatPlainNumber(job.id, language);

  const run = () =>
    retry.mutate(job.id, {
      onSuccess: () => {
        setAsking(false);
        toast({ variant: 'success', title: t('admin.jobs.retry.done', { queue }) });
      },
      onError: (error) => {
        setAsking(false);
        toast({
          variant: 'destructive',
          title: t('admin.jobs.retry.failed'),
          description: errorMessage(error),
        });
      },
    });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('admin.jobs.retry.label', { queue, id })}
        onClick={() => setAsking(true)}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('admin.jobs.retry.action')}
      </Button>
      {asking && (
        <ReasonDialog
          title={t('admin.jobs.retry.title', { queue })}
          description={t('admin.jobs.retry.description')}
          confirmLabel={t('admin.jobs.retry.confirm')}
          confirmIcon={<RotateCcw className="size-4" aria-hidden="true" />}
          cancelLabel={t('admin.jobs.retry.cancel')}
          pending={retry.isPending}
          lockWhilePending
          onConfirm={run}
          onOpenChange={(open) => !open && setAsking(false)}
        >
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-canvas p-3 text-sm">
            <dt className="text-muted">{t('admin.jobs.columns.job')}</dt>
            <dd>{t('admin.jobs.jobNumber', { id })}</dd>
            {job.subject && (
              <>
                <dt className="text-muted">{t('admin.jobs.columns.subject')}</dt>
                <dd>
                  <code className="block break-all text-xs rtl:text-end" dir="ltr">
                    {job.subject}
                  </code>
                </dd>
              </>
            )}
            {job.lastError && (
              <>
                <dt className="text-muted">{t('admin.jobs.columns.error')}</dt>
                <dd>
                  <JobError error={job.lastError} />
                </dd>
              </>
            )}
          </dl>
        </ReasonDialog>
      )}
    </>
  );
}
