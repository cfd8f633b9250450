import type { DisputeQueue } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { formatDayRange, formatHalalas, formatMoment } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { disputeFixture, recordsFixture } from './admin-fixtures';
import { DisputesPage } from './disputes-page';

const QUEUE = 'GET /api/admin/claims';
const DECIDE = 'POST /api/admin/claims/c1/decision';
const HOUR = 3_600_000;

/** As getByText reads a page's text: every space (Intl's no-break ones too) an ordinary one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const queueOf = (...disputes: DisputeQueue['disputes']): DisputeQueue => ({
  disputes,
  total: disputes.length,
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function renderDisputes(routes: Parameters<typeof stubApi>[0], language: Language = 'en') {
  // The objections and the no-shows under the disputes (docs/decisions/0059, 0060): none here.
  api = stubApi({
    'GET /api/admin/objections': { body: { objections: [], total: 0 } },
    'GET /api/admin/no-shows': { body: { cases: [], total: 0 } },
    ...routes,
  });
  const rendered = await renderWithProviders(<DisputesPage />, { route: '/admin/disputes', language });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

const queueReads = () => api?.requests.filter((request) => request.path === '/api/admin/claims').length ?? 0;

describe('the disputes screen', () => {
  it('shows each dispute with both sides, its age and its deadline in Riyadh time, an overdue one marked', async () => {
    const now = Date.now();
    const overdue = disputeFixture({}, now);
    const onTime = disputeFixture(
      { id: 'c2', itemTitle: 'Camping stove', decideBy: new Date(now + 30 * HOUR).toISOString() },
      now,
    );
    await renderDisputes({ [QUEUE]: { body: queueOf(overdue, onTime) } });

    const card = await screen.findByRole('article', { name: 'Family tent' });
    expect(within(card).getByRole('link', { name: 'Family tent' }).getAttribute('href')).toBe(
      '/admin/payments/b-c1',
    );
    expect(within(card).getByRole('link', { name: 'Noura Alharbi' }).getAttribute('href')).toBe(
      '/admin/users/u-owner',
    );
    expect(within(card).getByRole('link', { name: 'Sami Alqahtani' }).getAttribute('href')).toBe(
      '/admin/users/u-renter',
    );
    expect(within(card).getByText(spaced(formatDayRange('2026-04-01', '2026-04-05', 'en')))).toBeTruthy();
    expect(within(card).getByText(spaced(formatHalalas(50_000, 'en')))).toBeTruthy();
    expect(within(card).getByText(spaced(formatHalalas(30_000, 'en'))).parentElement?.textContent).toContain(
      'Damage',
    );
    expect(within(card).getByText('Disputed 4 days ago')).toBeTruthy();
    const late = within(card).getByText(
      spaced(`Overdue: due ${formatMoment(overdue.claim.decideBy!, 'en')}`),
    );
    expect(late.getAttribute('data-overdue')).toBe('true');
    expect(late.className).toContain('text-warning-700');

    const owner = within(card).getByRole('region', { name: 'The owner’s claim' });
    expect(within(owner).getByText('The tent came back with a torn door.')).toBeTruthy();
    const ownerPhoto = within(within(owner).getByRole('list', { name: 'The owner’s photos' })).getByRole(
      'link',
    );
    expect(ownerPhoto.getAttribute('href')).toBe('https://photos.example/c1/torn-door.webp');
    expect(ownerPhoto.getAttribute('target')).toBe('_blank');
    const renter = within(card).getByRole('region', { name: 'The renter’s answer' });
    expect(within(renter).getByText('The door was torn when I picked it up.')).toBeTruthy();
    expect(
      within(within(renter).getByRole('list', { name: 'The renter’s photos' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://photos.example/c1/pickup-1.webp', 'https://photos.example/c1/pickup-2.webp']);

    const later = screen.getByRole('article', { name: 'Camping stove' });
    const deadline = within(later).getByText(
      spaced(`Decide by ${formatMoment(onTime.claim.decideBy!, 'en')}`),
    );
    expect(deadline.getAttribute('data-overdue')).toBeNull();
    expect(screen.getByText('2 disputes waiting for a decision')).toBeTruthy();
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(asked.map((url) => `${url.pathname}${url.search}`).sort()).toEqual([
      '/api/admin/claims?limit=20&offset=0',
      '/api/admin/no-shows?limit=20&offset=0',
      '/api/admin/objections?limit=20&offset=0',
    ]);
  });

  it('reads a dispute’s hand-over and return records once opened: both stages, an objection in its words', async () => {
    const { user } = await renderDisputes({
      [QUEUE]: { body: queueOf(disputeFixture()) },
      'GET /api/bookings/b-c1/handover': { body: recordsFixture() },
    });
    const card = await screen.findByRole('article', { name: 'Family tent' });
    expect(api?.requests.some((request) => request.path.endsWith('/handover'))).toBe(false);
    await user.click(within(card).getByText('Hand-over and return records'));

    const handover = await within(card).findByRole('region', { name: 'Hand-over' });
    expect(
      within(handover).getByText(
        spaced(`Confirmed by the owner on ${formatMoment('2026-04-01T07:00:00.000Z', 'en')}`),
      ),
    ).toBeTruthy();
    expect(
      within(handover).getByText(
        spaced(`Acknowledged by the renter on ${formatMoment('2026-04-01T09:30:00.000Z', 'en')}`),
      ),
    ).toBeTruthy();
    expect(within(handover).getByText('Door zip works; no tears.').getAttribute('dir')).toBe('auto');
    expect(within(handover).getByText(spaced(formatMoment('2026-04-01T06:50:00.000Z', 'en')))).toBeTruthy();
    const photo = within(within(handover).getByRole('list', { name: 'Photos of this record' })).getByRole(
      'link',
    );
    expect(photo.getAttribute('href')).toBe('https://photos.example/r1/door.webp');
    expect(photo.getAttribute('target')).toBe('_blank');

    const back = within(card).getByRole('region', { name: 'Return' });
    expect(
      within(back).getByText(
        spaced(`The renter objected on ${formatMoment('2026-04-05T18:00:00.000Z', 'en')}:`),
      ),
    ).toBeTruthy();
    const words = within(back).getByText('I returned it a day earlier, not on the 5th.');
    expect(words.getAttribute('dir')).toBe('auto');
    expect(within(back).getByText('No condition records.')).toBeTruthy();
  });

  it('says when no dispute is waiting', async () => {
    await renderDisputes({ [QUEUE]: { body: queueOf() } });
    expect(await screen.findByText('No disputes waiting')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the queue cannot be loaded, and reads it again on Retry', async () => {
    let fails = true;
    const { user } = await renderDisputes({
      [QUEUE]: () =>
        fails ? { status: 500, body: { code: 'internal' } } : { body: queueOf(disputeFixture()) },
    });
    expect(await screen.findByText('The disputes could not be loaded.')).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Family tent' })).toBeTruthy();
  });

  it('decides in Arabic digits after a confirmation stating the exact split, and the card leaves the list', async () => {
    let queue = queueOf(disputeFixture());
    const { user } = await renderDisputes(
      {
        [QUEUE]: () => ({ body: queue }),
        [DECIDE]: () => {
          queue = queueOf();
          return { body: { claim: { ...disputeFixture().claim, status: 'settled', kept: 10_000 } } };
        },
      },
      'ar',
    );
    const card = await screen.findByRole('article', { name: 'Family tent' });
    expect(
      within(card).getByText(
        spaced(
          `من ${formatHalalas(0, 'ar')} إلى ${formatHalalas(30_000, 'ar')}، ويُردّ باقي التأمين البالغ ${formatHalalas(50_000, 'ar')} إلى المستأجر.`,
        ),
      ),
    ).toBeTruthy();
    await user.type(within(card).getByRole('textbox', { name: /^ما يُحتجز للمالك/ }), '١٠٠');
    await user.type(
      within(card).getByRole('textbox', { name: /^سبب القرار/ }),
      'الصور لا تثبت أن التمزق حدث أثناء الإيجار',
    );
    await user.click(within(card).getByRole('button', { name: 'متابعة' }));

    const dialog = await screen.findByRole('dialog', { name: 'اعتماد القرار في هذه المطالبة؟' });
    expect(spaced(within(dialog).getByText(/يذهب/).textContent ?? '')).toBe(
      spaced(
        `يذهب ${formatHalalas(10_000, 'ar')} إلى المالك ويُردّ ${formatHalalas(40_000, 'ar')} إلى المستأجر، ويُبلَّغ الطرفان بالسبب المكتوب. لا يمكن التراجع عن ذلك.`,
      ),
    );
    expect(api?.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'اعتماد القرار' }));

    expect(await screen.findByText(/^اعتُمد القرار:/)).toBeTruthy();
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/claims/c1/decision',
        body: { amount: 10_000, reason: 'الصور لا تثبت أن التمزق حدث أثناء الإيجار' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('لا نزاعات بانتظار القرار')).toBeTruthy();
  });

  it('refuses more than was claimed before asking, and shows the server’s refusal on the amount', async () => {
    const { user } = await renderDisputes({
      [QUEUE]: { body: queueOf(disputeFixture()) },
      [DECIDE]: {
        status: 400,
        body: { code: 'validation_failed', errors: [{ path: 'amount', code: 'decision_above_claim' }] },
      },
    });
    const card = await screen.findByRole('article', { name: 'Family tent' });
    const amount = within(card).getByRole('textbox', { name: /^Kept for the owner/ });
    await user.type(amount, '300.01');
    await user.type(
      within(card).getByRole('textbox', { name: /^Reason for the decision/ }),
      'Both sides agree it tore.',
    );
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByText('A decision keeps at most what was claimed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('A decision keeps at most what was claimed.')).toBeTruthy();
    expect(api?.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says a claim was decided meanwhile and reads the list again', async () => {
    let queue = queueOf(disputeFixture());
    const { user } = await renderDisputes({
      [QUEUE]: () => ({ body: queue }),
      [DECIDE]: () => {
        queue = queueOf();
        return { status: 409, body: { code: 'claim_settled', message: 'Claim already settled' } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Family tent' });
    await user.click(within(card).getByRole('button', { name: 'Keep all claimed' }));
    expect(
      (within(card).getByRole('textbox', { name: /^Kept for the owner/ }) as HTMLInputElement).value,
    ).toBe('300.00');
    await user.type(
      within(card).getByRole('textbox', { name: /^Reason for the decision/ }),
      'The photos show the tear.',
    );
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(spaced(dialog.textContent ?? '')).toContain(
      spaced(
        `${formatHalalas(30_000, 'en')} goes to the owner and ${formatHalalas(20_000, 'en')} back to the renter`,
      ),
    );
    const readsBefore = queueReads();
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));

    expect(
      await screen.findByText('This claim was decided meanwhile; the list has been refreshed.'),
    ).toBeTruthy();
    expect(queueReads()).toBeGreaterThan(readsBefore);
    expect(await screen.findByText('No disputes waiting')).toBeTruthy();
  });
});
