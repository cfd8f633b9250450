import { describe, expect, it } from 'vitest';
import { adminStrings } from './admin.i18n';
import {
  JOB_TABS,
  jobsApiQuery,
  jobsHref,
  jobsStateFromParams,
  KNOWN_QUEUES,
  paramsFromJobsState,
  queueKeyOf,
} from './jobs-params';

const state = (query: string) => jobsStateFromParams(new URLSearchParams(query));

describe('the Jobs screen’s address', () => {
  it('reads a state, a queue and a page, and writes them back without the defaults', () => {
    const read = state('state=done&queue=refund.send&page=2');
    expect(read).toEqual({ state: 'done', queue: 'refund.send', page: 2 });
    expect(paramsFromJobsState(read).toString()).toBe('state=done&queue=refund.send&page=2');
    expect(jobsApiQuery(read)).toEqual({ state: 'done', queue: 'refund.send', limit: 20, offset: 20 });
  });

  it('is the failed jobs of every queue by default, and reads what is malformed as none', () => {
    expect(state('')).toEqual({ state: 'failed', queue: undefined, page: 1 });
    expect(state('state=lost&queue=Refund%20send&page=-3')).toEqual({
      state: 'failed',
      queue: undefined,
      page: 1,
    });
    expect(jobsHref()).toBe('/admin/jobs');
    expect(jobsHref({ state: 'failed', queue: 'payout.send' })).toBe('/admin/jobs?queue=payout.send');
  });

  it('has a tab for every state, failed first', () => {
    expect(JOB_TABS[0]).toBe('failed');
    expect(new Set(JOB_TABS)).toEqual(new Set(['failed', 'queued', 'running', 'done']));
  });
});

describe('the queues’ names', () => {
  it('gives every known queue a name in both languages, under a key without its dots', () => {
    expect(queueKeyOf('bookings.expire-stale')).toBe('admin.jobs.queues.bookings_expire-stale');
    for (const language of ['ar', 'en'] as const) {
      const names = adminStrings[language].admin.jobs.queues as Record<string, string>;
      expect(Object.keys(names).sort(), language).toEqual(
        KNOWN_QUEUES.map((queue) => queueKeyOf(queue).split('.').at(-1)).sort(),
      );
    }
  });
});
