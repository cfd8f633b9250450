import type { AdminQueueCounts } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { jobFixture } from './admin-fixtures';
import { JobsPage } from './jobs-page';

const COUNTS: AdminQueueCounts = [
  { queue: 'payout.send', waiting: 2, scheduled: 1, running: 0, failed: 0, oldestWaitingSeconds: 190 },
  { queue: 'refund.send', waiting: 0, scheduled: 0, running: 0, failed: 1, oldestWaitingSeconds: 0 },
  { queue: 'ledger.audit', waiting: 0, scheduled: 3, running: 0, failed: 0, oldestWaitingSeconds: 0 },
];

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

/** The address the page is at, shown beside it so a test can read what the filters wrote. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function renderJobs(route: string, routes: Parameters<typeof stubApi>[0], language: Language = 'en') {
  api = stubApi({ 'GET /api/admin/jobs/summary': { body: COUNTS }, ...routes });
  const rendered = await renderWithProviders(
    <>
      <JobsPage />
      <Address />
    </>,
    { route, language },
  );
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

/** The query strings the page asked GET /api/admin/jobs with, in order. */
const jobQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/jobs')
    .map((url) => url.search);

describe('the Jobs screen', () => {
  it('sums the queues up in words, failed ones standing out, and lists the failed jobs with their errors', async () => {
    const long = `gateway refused the payout: ${'the account holder’s name does not match. '.repeat(5)}`;
    await renderJobs('/admin/jobs', {
      'GET /api/admin/jobs': {
        body: [jobFixture(), jobFixture({ id: 7, queue: 'payout.send', subject: null, lastError: long })],
      },
    });
    const queues = await screen.findByRole('region', { name: 'Queues' });
    expect(await within(queues).findByText('1 job has failed and needs a look.')).toBeTruthy();
    const cards = within(queues).getAllByRole('listitem');
    // Failed ones first, then the most waiting.
    expect(cards.map((card) => card.querySelector('a')?.textContent)).toEqual([
      'Send refundsrefund.send',
      'Send payoutspayout.send',
      // A queue the screen does not know keeps its own name.
      'ledger.audit',
    ]);
    expect(cards[1]?.textContent).toContain('Longest wait: 3 minutes');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/admin/jobs?queue=refund.send');
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe(
      '/admin/jobs?state=queued&queue=payout.send',
    );
    // The failed jobs are listed below already: no link to them.
    expect(within(queues).queryByRole('link', { name: 'See the failed jobs' })).toBeNull();

    expect(screen.getByRole('tab', { name: 'Failed' }).getAttribute('aria-selected')).toBe('true');
    expect(jobQueries()).toEqual(['?state=failed&limit=20&offset=0']);
    const table = screen.getByRole('table', { name: 'Failed jobs, the latest failure first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Send refunds');
    expect(rows[1]?.textContent).toContain('Job 41');
    expect(rows[1]?.textContent).toContain('0b4c5a1e-8d2f-4e6a-9c3b-1a2b3c4d5e6f');
    expect(rows[1]?.textContent).toContain('8 of 8');
    expect(rows[1]?.textContent).toContain('gateway refused the refund: amount exceeds the payment');
    // A long error is cut, with the whole of it a click away.
    const more = within(rows[2]!).getByRole('button', { name: 'Show the whole error' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(rows[2]!).getByText(long.trim()).className).toContain('line-clamp-3');
  });

  it('says when nothing has failed, and what each other state would hold', async () => {
    const { user } = await renderJobs('/admin/jobs', {
      'GET /api/admin/jobs/summary': { body: [] },
      'GET /api/admin/jobs': { body: [] },
    });
    expect(await screen.findByText('No failed jobs: everything that was asked has been done.')).toBeTruthy();
    expect(screen.getByText('Every queue is clear: nothing is waiting, running or failed.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Running' }));
    expect(await screen.findByText('No job is running right now.')).toBeTruthy();
  });

  it('keeps the state and the queue in the address, and asks the API for them', async () => {
    const { user } = await renderJobs('/admin/jobs?state=done&queue=payout.send&page=2', {
      'GET /api/admin/jobs': { body: [] },
    });
    expect((await screen.findByRole('tab', { name: 'Done' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Queue' }).textContent).toContain('Send payouts');
    expect(await screen.findByText('This queue has no jobs in this state.')).toBeTruthy();
    expect(jobQueries()).toEqual(['?state=done&queue=payout.send&limit=20&offset=20']);

    // Another state keeps the queue, from the first page.
    await user.click(screen.getByRole('tab', { name: 'Queued' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/admin/jobs?state=queued&queue=payout.send'),
    );
    await waitFor(() =>
      expect(jobQueries().at(-1)).toBe('?state=queued&queue=payout.send&limit=20&offset=0'),
    );

    // Every queue again: the queue leaves the address.
    await user.click(screen.getByRole('button', { name: 'Show every queue' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/jobs?state=queued'));

    // A queue's card narrows the list to it.
    const queues = screen.getByRole('region', { name: 'Queues' });
    await user.click(within(queues).getByRole('link', { name: /Send refunds/ }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/admin/jobs?queue=refund.send'),
    );
    await waitFor(() =>
      expect(jobQueries().at(-1)).toBe('?state=failed&queue=refund.send&limit=20&offset=0'),
    );
  });

  it('runs a failed job again after a confirmation, says so, and reads the list and the counts again', async () => {
    let failed = [jobFixture()];
    const { user } = await renderJobs('/admin/jobs', {
      'GET /api/admin/jobs': () => ({ body: failed }),
      'POST /api/admin/jobs/41/retry': () => {
        failed = [];
        return { body: jobFixture({ state: 'queued', attempts: 0, finishedAt: null }) };
      },
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Run again: Send refunds, job 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run “Send refunds” again?' });
    expect(within(dialog).getByText('0b4c5a1e-8d2f-4e6a-9c3b-1a2b3c4d5e6f')).toBeTruthy();
    expect(api?.requests.some((request) => request.method === 'POST')).toBe(false);
    const summaries = api!.requests.filter((request) => request.path === '/api/admin/jobs/summary').length;

    await user.click(within(dialog).getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('“Send refunds” runs again within moments.')).toBeTruthy();
    expect(await screen.findByText('No failed jobs: everything that was asked has been done.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/jobs/41/retry', body: undefined },
    ]);
    await waitFor(() =>
      expect(api!.requests.filter((request) => request.path === '/api/admin/jobs/summary').length).toBe(
        summaries + 1,
      ),
    );
  });

  it('says in Arabic when someone ran the job again first (409)', async () => {
    const { user } = await renderJobs(
      '/admin/jobs',
      {
        'GET /api/admin/jobs': { body: [jobFixture()] },
        'POST /api/admin/jobs/41/retry': { status: 409, body: { code: 'job_not_failed', message: 'x' } },
      },
      'ar',
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /^إعادة التشغيل: إرسال المبالغ المستردة/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إعادة التشغيل' }));
    expect(await screen.findByText('تعذّرت إعادة تشغيل المهمة')).toBeTruthy();
    expect(screen.getByText('هذه المهمة لم تفشل، فلا حاجة إلى إعادة تشغيلها.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
