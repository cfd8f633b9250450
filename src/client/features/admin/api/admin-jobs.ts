/**
 * The Jobs screen's API (docs/decisions/0047, "The job queue"): the queues' counts, a page of one
 * state's jobs, and running a failed one again. Jobs move on by themselves (a retry's backoff ends,
 * a worker picks one up), so both reads look again while the screen is open.
 */
import type { AdminJobRow, AdminQueueCounts } from '@shared/api-types';
import type { JobStateName } from '@shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getPage, urlOfQueryKey } from '../../../lib/api';
import { auditLogKey } from './audit-log';

export const jobsKey = ['/api/admin/jobs'] as const;
export const queueCountsKey = ['/api/admin/jobs/summary'] as const;

/** How often the open screen asks again (the summary is a grouped count on an index). */
const REFRESH_MS = 15_000;

/** GET /api/admin/jobs/summary: a row per queue holding unfinished jobs. */
export function useQueueCounts() {
  return useQuery<AdminQueueCounts>({ queryKey: queueCountsKey, staleTime: 0, refetchInterval: REFRESH_MS });
}

export interface JobsQuery {
  state: JobStateName;
  queue?: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/jobs: one page of one state's jobs, newest first, and the total. */
export function useJobs(query: JobsQuery) {
  const queryKey = [...jobsKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<AdminJobRow>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * POST /api/admin/jobs/{id}/retry: the job queued again (409 job_not_failed when it is not failed,
 * someone having run it again first). Either way the lists, the counts and the audit log are read again.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<AdminJobRow>('POST', `/api/admin/jobs/${id}/retry`),
    onSettled: () =>
      Promise.all(
        [jobsKey, queueCountsKey, auditLogKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}
