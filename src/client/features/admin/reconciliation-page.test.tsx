import type { Language } from '@shared/constants';
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { reconciliationFixture, reconciliationStateFixture } from './admin-fixtures';
import { formatDateTime } from './admin-format';
import { COMPARING_POLL_MS } from './api/admin-money';
import { ReconciliationPage } from './reconciliation-page';

const GET = 'GET /api/admin/reconciliation';
const COMPARE = 'POST /api/admin/reconciliation/compare';
const COMPARED_AT = '2026-04-10T21:05:00.000Z';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

async function renderDay(routes: Parameters<typeof stubApi>[0], language: Language = 'en') {
  api = stubApi(routes);
  const rendered = await renderWithProviders(<ReconciliationPage />, {
    route: '/admin/reconciliation?day=2026-04-10',
    language,
  });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

describe('the reconciliation page', () => {
  it('says a day has not been compared, asks for it, and looks again until the report is there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state = reconciliationStateFixture();
    const { user } = await renderDay({
      [GET]: () => ({ body: state }),
      [COMPARE]: () => {
        state = reconciliationStateFixture({ comparing: true });
        return { status: 202, body: state };
      },
    });
    expect(await screen.findByText('This day has not been compared with the gateway yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Compare with the gateway' }));
    expect(await screen.findByText(/^Comparing with the payment gateway/)).toBeTruthy();
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/reconciliation/compare', body: { day: '2026-04-10' } },
    ]);

    // The job is done: the next look finds the report, and the looking stops.
    state = reconciliationStateFixture({ report: reconciliationFixture(), comparedAt: COMPARED_AT });
    await vi.advanceTimersByTimeAsync(COMPARING_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Balanced' })).toBeTruthy();
    expect(
      screen.getByText(
        `Compared with the gateway at ${formatDateTime(COMPARED_AT, 'en')}`.replace(/\s/g, ' '),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare again' })).toBeTruthy();
    const reads = api!.requests.filter((request) => request.method === 'GET').length;
    await vi.advanceTimersByTimeAsync(COMPARING_POLL_MS * 3);
    expect(api!.requests.filter((request) => request.method === 'GET').length).toBe(reads);
  });

  it('says why while the gateway cannot be reached, and keeps the last report with the comparison under way', async () => {
    await renderDay({
      [GET]: {
        body: reconciliationStateFixture({
          report: reconciliationFixture(),
          comparedAt: COMPARED_AT,
          comparing: true,
          lastError: 'gateway timed out after 10 s',
        }),
      },
    });
    expect(
      await screen.findByText(
        'The gateway could not be reached; it will be tried again: gateway timed out after 10 s',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Balanced' })).toBeTruthy();
    const again = screen.getByRole('button', { name: 'Compare again' });
    expect(again.hasAttribute('disabled')).toBe(true);
  });

  it('says in Arabic when the day was compared, and that the last comparison failed', async () => {
    const { user } = await renderDay(
      {
        [GET]: {
          body: reconciliationStateFixture({
            report: reconciliationFixture(),
            comparedAt: COMPARED_AT,
            lastError: 'gateway answered 502',
          }),
        },
        [COMPARE]: { status: 202, body: reconciliationStateFixture({ comparing: true }) },
      },
      'ar',
    );
    expect(await screen.findByText(/^آخر مقارنة مع بوابة الدفع: /)).toBeTruthy();
    expect(screen.getByText('تعذّرت آخر مقارنة')).toBeTruthy();
    expect(
      screen.getByText('يمكن إعادة المقارنة للمحاولة مرة أخرى. آخر خطأ: gateway answered 502'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إعادة المقارنة' }));
    await waitFor(() => expect(api?.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(await screen.findByText(/^المقارنة مع بوابة الدفع جارية/)).toBeTruthy();
  });
});

describe('the gateway’s webhook verification', () => {
  const RECEIVED_AT = '2026-04-10T09:15:00.000Z';
  const verification = { webhookId: 'c4bc247d', code: '482913', receivedAt: RECEIVED_AT };

  it.each(['en', 'ar'] as const)(
    'shows the code to enter in the gateway’s dashboard (%s)',
    async (language) => {
      await renderDay(
        { [GET]: { body: reconciliationStateFixture({ webhookVerification: verification }) } },
        language,
      );
      const title =
        language === 'en'
          ? 'The payment gateway asks to verify its webhook'
          : 'بوابة الدفع تطلب تأكيد عنوان الإشعارات (Webhook)';
      const notice = (await screen.findByRole('heading', { name: title })).closest('section');
      expect(notice?.textContent).toContain('482913');
      expect(notice?.textContent).toContain(formatDateTime(RECEIVED_AT, language).replace(/\s/g, ' '));
    },
  );

  it('shows nothing when no code is waiting', async () => {
    await renderDay({ [GET]: { body: reconciliationStateFixture({ webhookVerification: null }) } });
    await screen.findByText('This day has not been compared with the gateway yet');
    expect(screen.queryByText('The payment gateway asks to verify its webhook')).toBeNull();
  });
});
