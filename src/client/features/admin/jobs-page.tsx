/**
 * /admin/jobs (docs/decisions/0047, "The job queue"): the queues' counts, then the jobs of one state
 * (failed first: what needs an administrator), 20 a page, of every queue or one; state, queue and
 * page are in the address (jobs-params.ts). A failed job can be run again, after a confirmation.
 */
import type { JobStateName } from '@shared/constants';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useJobs, useQueueCounts } from './api/admin-jobs';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { useJobColumns } from './components/job-columns';
import { useQueueName } from './components/job-parts';
import { MoneyRows } from './components/money-rows';
import { QueueSummary } from './components/queue-summary';
import {
  JOB_TABS,
  type JobsListState,
  jobsApiQuery,
  jobsHref,
  jobsStateFromParams,
  KNOWN_QUEUES,
  paramsFromJobsState,
} from './jobs-params';

const ALL = 'all';

export function JobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = jobsStateFromParams(params);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.jobs.title') }));
  const go = (changes: Partial<JobsListState>) =>
    setParams(paramsFromJobsState({ ...state, page: 1, ...changes }), { preventScrollReset: true });

  return (
    <>
      <AdminPageHeader title={t('admin.jobs.title')} description={t('admin.jobs.description')} />
      <QueueSummary showingFailed={state.state === 'failed' && !state.queue} />
      <Tabs value={state.state} onValueChange={(tab) => go({ state: tab as JobStateName })}>
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <TabsList aria-label={t('admin.jobs.statesLabel')} className="md:flex-1">
            {JOB_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`admin.jobs.states.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <QueueFilter queue={state.queue} onChange={(queue) => go({ queue })} />
        </div>
        {JOB_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === state.state && <JobsTable state={state} onAllQueues={() => go({ queue: undefined })} />}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** Every known queue, any other the summary names, and the address's own, in the reader's words. */
function QueueFilter({ queue, onChange }: { queue?: string; onChange: (queue?: string) => void }) {
  const { t } = useTranslation();
  const queueName = useQueueName();
  const counts = useQueueCounts();
  const queues = [
    ...new Set<string>([
      ...KNOWN_QUEUES,
      ...(counts.data ?? []).map((row) => row.queue),
      ...(queue ? [queue] : []),
    ]),
  ];
  return (
    <Field label={t('admin.jobs.queue')} className="md:w-72">
      {(control) => (
        <Select value={queue ?? ALL} onValueChange={(value) => onChange(value === ALL ? undefined : value)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('admin.jobs.allQueues')}</SelectItem>
            {queues.map((each) => (
              <SelectItem key={each} value={each}>
                {queueName(each)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

function JobsTable({ state, onAllQueues }: { state: JobsListState; onAllQueues: () => void }) {
  const { t } = useTranslation();
  const jobs = useJobs(jobsApiQuery(state));
  const columns = useJobColumns(state.state);
  return (
    <AdminList
      query={jobs}
      page={state.page}
      hrefOf={(page) => jobsHref({ ...state, page })}
      pagesLabel={t('admin.jobs.pagesLabel')}
      loadError={t('admin.jobs.loadError')}
      empty={{
        icon: <ListChecks className="size-7" aria-hidden="true" />,
        title: state.queue ? t('admin.jobs.emptyQueue') : t(`admin.jobs.empty.${state.state}`),
        action: state.queue && (
          <Button variant="outline" size="sm" onClick={onAllQueues}>
            {t('admin.jobs.showAllQueues')}
          </Button>
        ),
      }}
    >
      {(rows) => (
        <MoneyRows rows={rows} columns={columns} caption={t(`admin.jobs.captions.${state.state}`)} />
      )}
    </AdminList>
  );
}
