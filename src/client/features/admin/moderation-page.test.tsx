import type { ModerationCase } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { ModerationPage } from './moderation-page';

const QUEUE = 'GET /api/admin/moderation';
const DECIDE = 'POST /api/admin/moderation/item/i-1/decision';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const listingCase: ModerationCase = {
  targetType: 'item',
  targetId: 'i-1',
  reportCount: 2,
  weight: 3,
  reasons: [
    { reason: 'fraud', count: 1 },
    { reason: 'spam', count: 1 },
  ],
  latestAt: '2026-12-07T09:00:00.000Z',
  lastDecision: null,
  reported: {
    id: 'u-owner',
    firstName: 'Faisal',
    lastName: 'Owner',
    username: 'faisal',
    profilePicture: null,
    identityVerified: false,
    blocked: false,
    closed: false,
    priorActions: 1,
  },
  hidden: { at: '2026-12-07T09:00:00.000Z', reason: 'reports' },
  context: {
    kind: 'item',
    title: 'Camping lantern',
    description: 'Pay me by bank transfer first.',
    image: null,
    city: 'Riyadh',
    dailyRate: '75.00',
    removed: false,
  },
  reports: [
    {
      id: 'r-2',
      reason: 'fraud',
      details: 'Asked me to pay outside Ajjir',
      createdAt: '2026-12-07T09:00:00.000Z',
      weight: 2,
      reporter: { id: 'u-huda', firstName: 'Huda', lastName: 'Reporter', identityVerified: true },
    },
  ],
  actions: ['dismiss', 'restore', 'warn', 'block'],
};

/** A listing an administrator hid, its reports closed: only restoring is left. */
const hiddenCase: ModerationCase = {
  ...listingCase,
  reportCount: 0,
  weight: 0,
  reasons: [],
  latestAt: '2026-12-06T08:00:00.000Z',
  lastDecision: { action: 'hide', note: 'Asks for payment outside Ajjir', at: '2026-12-06T08:00:00.000Z' },
  hidden: { at: '2026-12-06T08:00:00.000Z', reason: 'moderator' },
  reports: [],
  actions: ['restore'],
};

async function renderScreen(
  routes: Parameters<typeof stubApi>[0],
  language: Language = 'en',
  route = '/admin/moderation',
) {
  api = stubApi(routes);
  const answer = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (String(input).startsWith('/api/admin/moderation?') && response.ok) {
      const rows = (await response.clone().json()) as unknown[];
      response.headers.set('x-total-count', String(rows.length));
    }
    return response;
  });
  const rendered = await renderWithProviders(<ModerationPage />, { route, language });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

describe('the moderation queue (docs/decisions/0064)', () => {
  it('shows a reported listing in place, with its member, reasons and reports, in Arabic digits', async () => {
    await renderScreen({ [QUEUE]: { body: [listingCase] } }, 'ar');
    const card = await screen.findByTestId('moderation-case');
    expect(within(card).getByText('Camping lantern')).toBeTruthy();
    expect(within(card).getByText('Faisal Owner')).toBeTruthy();
    expect(within(card).getByText('Asked me to pay outside Ajjir')).toBeTruthy();
    expect(within(card).getByText('مخفي حتى المراجعة (بلاغات)')).toBeTruthy();
    expect(within(card).getByText('الوزن ٣ من ٣')).toBeTruthy();
    expect(within(card).getByText('موثّق (بلاغه بوزن ٢)')).toBeTruthy();
    expect(within(card).queryByRole('radio', { name: /^إخفاء/ })).toBeNull();
    expect(within(card).getByRole('radio', { name: /إعادة الإظهار/ })).toBeTruthy();
  });

  it('asks for a decision and a reason, then sends them and leaves the queue', async () => {
    const { user } = await renderScreen({
      [QUEUE]: { body: [listingCase] },
      [DECIDE]: { body: { targetType: 'item', targetId: 'i-1', action: 'dismiss', closedReports: 2 } },
    });
    const card = await screen.findByTestId('moderation-case');
    await user.click(within(card).getByRole('button', { name: 'Apply decision' }));
    expect(within(card).getByText('Choose a decision.')).toBeTruthy();
    expect(within(card).getByText('Give a reason of at least 3 characters.')).toBeTruthy();
    await user.click(within(card).getByRole('radio', { name: /Dismiss reports/ }));
    await user.type(within(card).getByLabelText(/Reason/), 'Paid through Ajjir, fine');
    api!.on(QUEUE, { body: [] });
    await user.click(within(card).getByRole('button', { name: 'Apply decision' }));
    await waitFor(() =>
      expect(api!.requests.find((r) => r.method === 'POST')?.body).toEqual({
        action: 'dismiss',
        reason: 'Paid through Ajjir, fine',
      }),
    );
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });

  it('lists what is hidden now in its own tab, with the last decision, and offers only to restore', async () => {
    await renderScreen({ [QUEUE]: { body: [hiddenCase] } }, 'ar', '/admin/moderation?view=hidden');
    const card = await screen.findByTestId('moderation-case');
    expect(screen.getByRole('tab', { name: 'المخفي الآن' }).getAttribute('aria-selected')).toBe('true');
    expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('view=hidden'))).toBe(true);
    expect(screen.getByText('محتوى واحد مخفي')).toBeTruthy();
    expect(within(card).getByText('إعلان · لا بلاغات مفتوحة')).toBeTruthy();
    expect(within(card).getByText('أخفاه الفريق')).toBeTruthy();
    expect(within(card).getByText(/تاريخ الإخفاء/)).toBeTruthy();
    expect(within(card).getByText('أُخفي المحتوى')).toBeTruthy();
    expect(within(card).getByText('Asks for payment outside Ajjir')).toBeTruthy();
    expect(within(card).queryByRole('heading', { name: 'البلاغات' })).toBeNull();
    const choices = within(card).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    expect(choices[0]?.textContent).toMatch(/إعادة الإظهار/);
  });

  it('says so when nothing is hidden', async () => {
    await renderScreen({ [QUEUE]: { body: [] } }, 'en', '/admin/moderation?view=hidden');
    expect(await screen.findByText('Nothing is hidden now')).toBeTruthy();
  });
});
