/**
 * The Jobs screen keeps its state tab, queue and page in the address, as the other admin tables do
 * (docs/decisions/0024): /admin/jobs?state=queued|running|done&queue=&page= (failed, the default, is
 * left out). A malformed value is read as none.
 */
import type { JobStateName } from '@shared/constants';
import { pageFromParam, pageWindow, searchOf } from './admin-params';

/** The tabs, failed first: what needs an administrator. */
export const JOB_TABS = ['failed', 'queued', 'running', 'done'] as const satisfies readonly JobStateName[];

/** Ajjir's queues (the server's `defineJob` calls), as the queue filter lists them. */
export const KNOWN_QUEUES = [
  'refund.send',
  'payout.send',
  'payout.follow',
  'payment.webhook',
  'checkout.lapse',
  'checkout.check',
  'checkout.close',
  'mail.notifications',
  'mail.password-reset',
  'housekeeping.purge',
  'bookings.expire-stale',
  'reviews.publish',
  'payouts.weekly',
  'reconciliation.day',
  'reconciliation.yesterday',
  'photos.forget',
] as const;

/** A queue's name as the API takes it (src/shared/schemas/admin-jobs.ts). */
const QUEUE_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

export interface JobsListState {
  state: JobStateName;
  queue?: string;
  page: number;
}

export function jobsStateFromParams(params: URLSearchParams): JobsListState {
  const state = params.get('state');
  const queue = params.get('queue');
  return {
    state: (JOB_TABS as readonly string[]).includes(state ?? '') ? (state as JobStateName) : 'failed',
    queue: queue && QUEUE_NAME.test(queue) ? queue : undefined,
    page: pageFromParam(params.get('page')),
  };
}

/** Leaves out the defaults (failed, every queue, page 1), in a stable order. */
export function paramsFromJobsState(state: JobsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.state !== 'failed') params.set('state', state.state);
  if (state.queue) params.set('queue', state.queue);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The href of the Jobs screen in this state (failed, every queue, page 1 unless said). */
export const jobsHref = (state: Partial<JobsListState> = {}) =>
  `/admin/jobs${searchOf(paramsFromJobsState({ state: 'failed', page: 1, ...state }))}`;

/** The query of GET /api/admin/jobs for this state. */
export function jobsApiQuery(state: JobsListState) {
  return { state: state.state, queue: state.queue, ...pageWindow(state.page) };
}

/** The key of a queue's readable name: i18next reads a dot as a level, so dots become underscores. */
export const queueKeyOf = (queue: string) => `admin.jobs.queues.${queue.replaceAll('.', '_')}`;
