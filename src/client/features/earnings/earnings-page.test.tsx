import type { EarningLine, PayoutSummary } from '@shared/api-types';
import { formatDate, formatHijriDay, formatMoment, formatWeekday } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_UP_DELAYS_MS } from '../../lib/use-follow-up';
import { stubApi } from '../../test/fetch-stub';
import { earningsFixture, userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { EarningsPage } from './earnings-page';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function stub(routes: Parameters<typeof stubApi>[0] = {}) {
  api = stubApi({
    'GET /api/auth/me': { body: { user: userFixture({ id: 'u-owner', firstName: 'Fahad' }) } },
    'GET /api/earnings': { body: earningsFixture() },
    ...routes,
  });
  return api;
}

const render = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(<EarningsPage />, { route: '/earnings', language });

describe('the earnings page', () => {
  it('shows the four figures, the payouts with their states, and each rental’s line', async () => {
    stub();
    await render();
    const summary = await screen.findByLabelText('Summary');
    const figure = (label: string) => within(summary).getByText(label).parentElement?.textContent;
    expect(figure('Held until rentals have run')).toMatch(/SAR\s850\.50$/);
    expect(figure('Available')).toMatch(/SAR\s425\.25$/);
    expect(figure('On its way')).toMatch(/SAR\s0$/);
    expect(figure('Paid out')).toMatch(/SAR\s1,200$/);
    expect(screen.getByRole('button', { name: /Pay out SAR\s425\.25/ }).hasAttribute('disabled')).toBe(false);

    const payouts = screen.getByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Failed — returned to your balance')).toBeTruthy();
    expect(
      within(payouts).getByText(
        'The bank says this account is closed. Add an active bank account, then ask for the payout again.',
      ),
    ).toBeTruthy();
    expect(within(payouts).getByText('Paid')).toBeTruthy();

    const lines = screen.getByRole('region', { name: 'Earnings by rental' });
    expect(
      within(lines)
        .getByRole('link', { name: /Camping tent/ })
        .getAttribute('href'),
    ).toBe('/bookings/b1');
    expect(within(lines).getByText('Held')).toBeTruthy();
    expect(within(lines).getByText('Available')).toBeTruthy();
    expect(screen.getByText('SA•• •••• •••• •••• •••• 7519')).toBeTruthy();
  });

  it('disables the payout with the reason when nothing is available, or no account is set', async () => {
    stub({ 'GET /api/earnings': { body: earningsFixture({ available: 0 }) } });
    const { unmount } = await render();
    const button = await screen.findByRole('button', { name: /Pay out SAR\s0/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Nothing to pay out yet/)).toBeTruthy();
    unmount();

    stub({ 'GET /api/earnings': { body: earningsFixture({ account: null }) } });
    await render();
    expect((await screen.findByRole('button', { name: /Pay out/ })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Add your bank account (IBAN) first.')).toBeTruthy();
  });

  it('asks for a payout with an Idempotency-Key and says where it goes', async () => {
    stub({
      'POST /api/payouts': {
        body: {
          id: 'po3',
          amount: 42_525,
          status: 'requested',
          ibanLast4: '7519',
          failure: null,
          createdAt: '2099-03-01T09:00:00.000Z',
          updatedAt: '2099-03-01T09:00:00.000Z',
          paidAt: null,
        },
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: /Pay out/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm payout' }),
    );
    expect(await screen.findByText(/SAR\s425\.25 is on its way to the account ending in 7519/)).toBeTruthy();
    expect(api?.requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/payouts',
      body: {},
    });
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/payouts');
    expect(((call?.[1]?.headers ?? {}) as Record<string, string>)['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  });

  it('says a payout returned by the bank plainly, and keeps looking while one is on its way until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payout = (status: PayoutSummary['status']): PayoutSummary => ({
      id: 'po3',
      amount: 42_525,
      status,
      ibanLast4: '7519',
      failure: null,
      createdAt: '2099-03-01T09:00:00.000Z',
      updatedAt: '2099-03-01T09:00:00.000Z',
      paidAt: null,
    });
    const returned = { ...payout('returned'), id: 'po0', failure: 'returned' as const };
    let now = payout('requested');
    try {
      stub({ 'GET /api/earnings': () => ({ body: earningsFixture({ payouts: [now, returned] }) }) });
      await render();
      const payouts = await screen.findByRole('region', { name: 'Payouts' });
      expect(
        within(payouts).getByText('Returned by your bank: the amount is back in your balance'),
      ).toBeTruthy();
      expect(
        within(payouts).getByText(
          'Your bank sent the money back. Check your bank account’s details, then ask for the payout again.',
        ),
      ).toBeTruthy();
      // Requested: a job sends it within moments; the owner reads it as on its way, never as paid.
      expect(within(payouts).getByText('On its way')).toBeTruthy();
      expect(within(payouts).queryByText('Paid')).toBeNull();

      const reads = () => api!.requests.filter((r) => r.path === '/api/earnings').length;
      const before = reads();
      now = payout('sent');
      await vi.advanceTimersByTimeAsync(FOLLOW_UP_DELAYS_MS[0]);
      await waitFor(() => expect(reads()).toBe(before + 1));
      now = payout('paid');
      await vi.advanceTimersByTimeAsync(FOLLOW_UP_DELAYS_MS[0]);
      expect(await within(payouts).findByText('Paid')).toBeTruthy();
      // Nothing on its way any more: no more looks.
      const settled = reads();
      await vi.advanceTimersByTimeAsync(FOLLOW_UP_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
      expect(reads()).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks to confirm a payout first, naming the amount, the masked IBAN and when money usually arrives', async () => {
    stub({ 'POST /api/payouts': { status: 500, body: { code: 'internal' } } });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: /Pay out/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payout' });
    expect(within(dialog).getByText(/SAR\s425\.25/)).toBeTruthy();
    expect(within(dialog).getByText('SA•• •••• •••• •••• •••• 7519')).toBeTruthy();
    expect(within(dialog).getByText('Fahad Alotaibi')).toBeTruthy();
    expect(within(dialog).getByText(/in the bank’s usual transfer time/)).toBeTruthy();
    // Nothing is asked for until it is confirmed; cancelling asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api?.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('asks to confirm in Arabic, right to left, with the amount in Arabic digits', async () => {
    stub();
    const { user } = await render('ar');
    await user.click(await screen.findByRole('button', { name: /حوّل/ }));
    const dialog = await screen.findByRole('dialog', { name: 'تأكيد التحويل' });
    expect(within(dialog).getByText(/٤٢٥٫٢٥/)).toBeTruthy();
    expect(within(dialog).getByText(/خلال مدة التحويل المعتادة لدى البنك/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'تأكيد التحويل' })).toBeTruthy();
  });

  it('says where each rental’s money stands: held, available, in a payout on its way, paid out on its day', async () => {
    const line = (bookingId: string, state: EarningLine['state'], paidOutAt: string | null = null) => ({
      ...earningsFixture().lines[1]!,
      bookingId,
      itemTitle: `Item ${bookingId}`,
      state,
      paidOutAt,
    });
    const lines = [
      line('b1', 'pending'),
      line('b2', 'available'),
      line('b3', 'in_payout'),
      line('b4', 'paid_out', '2099-01-21T09:00:00.000Z'),
    ];
    stub({ 'GET /api/earnings': { body: earningsFixture({ lines }) } });
    const { unmount } = await render();
    const region = await screen.findByRole('region', { name: 'Earnings by rental' });
    const stateOf = (id: string) =>
      within(region)
        .getByRole('link', { name: new RegExp(`Item ${id}`) })
        .querySelector('[data-state]')?.textContent;
    expect(stateOf('b1')).toBe('Held');
    expect(stateOf('b2')).toBe('Available');
    expect(stateOf('b3')).toBe('In a payout on its way');
    expect(stateOf('b4')).toBe(`Paid out on ${formatDate('2099-01-21T09:00:00.000Z', 'en')}`);
    unmount();
    api?.restore();

    stub({ 'GET /api/earnings': { body: earningsFixture({ lines }) } });
    await render('ar');
    const arabic = await screen.findByRole('region', { name: 'مستحقات كل إيجار' });
    expect(within(arabic).getByText('في تحويل جارٍ')).toBeTruthy();
    expect(within(arabic).getByText(`حُوّل في ${formatDate('2099-01-21T09:00:00.000Z', 'ar')}`)).toBeTruthy();
  });

  it('says why a held earning waits and until when: Riyadh time, and the Hijri day beside it in Arabic', async () => {
    const held = (bookingId: string, heldFor: 'rental' | 'claim_window', heldUntil: string) => ({
      ...earningsFixture().lines[0]!,
      bookingId,
      itemTitle: `Item ${bookingId}`,
      bookingStatus: heldFor === 'rental' ? ('active' as const) : ('completed' as const),
      heldFor,
      heldUntil,
    });
    // 21:00 UTC on 17 March is midnight beginning 18 March in Riyadh: said as that day alone.
    const midnight = '2099-03-17T21:00:00.000Z';
    const afternoon = '2099-03-17T12:30:00.000Z';
    const lines = [held('b1', 'rental', midnight), held('b2', 'claim_window', afternoon)];
    stub({ 'GET /api/earnings': { body: earningsFixture({ lines }) } });
    const { unmount } = await render();
    const region = await screen.findByRole('region', { name: 'Earnings by rental' });
    const heldText = (id: string) =>
      within(region)
        .getByRole('link', { name: new RegExp(`Item ${id}`) })
        .querySelector('[data-testid="held-until"]')?.textContent;
    expect(heldText('b1')).toBe(
      `Released once the item is back and the 48-hour claim window has closed: ${formatWeekday(midnight, 'en')} at the earliest`,
    );
    expect(formatWeekday(midnight, 'en')).toBe('Wednesday, March 18, 2099');
    expect(heldText('b2')).toBe(
      `Returned; released when the claim window closes: ${formatMoment(afternoon, 'en')}`,
    );
    unmount();
    api?.restore();

    stub({ 'GET /api/earnings': { body: earningsFixture({ lines }) } });
    await render('ar');
    const arabic = await screen.findByRole('region', { name: 'مستحقات كل إيجار' });
    const arabicText = (id: string) =>
      within(arabic)
        .getByRole('link', { name: new RegExp(`Item ${id}`) })
        .querySelector('[data-testid="held-until"]')?.textContent;
    expect(arabicText('b2')).toBe(
      `أُرجع الغرض، ويُتاح المبلغ حين تنقضي مهلة المطالبات: ${formatMoment(afternoon, 'ar')} (${formatHijriDay('2099-03-17', 'ar')})`,
    );
    expect(arabicText('b1')).toContain('(٤٨ ساعة)');
    expect(arabicText('b1')).toContain(
      `${formatWeekday(midnight, 'ar')} (${formatHijriDay('2099-03-18', 'ar')})`,
    );
  });

  it('gives a failed payout’s reason in Arabic on the Arabic page, never the bank’s English words', async () => {
    stub();
    await render('ar');
    const payouts = await screen.findByRole('region', { name: 'التحويلات' });
    expect(
      within(payouts).getByText(
        'أفاد البنك بأن هذا الحساب مغلق. أضف حسابًا بنكيًا نشطًا ثم اطلب التحويل من جديد.',
      ),
    ).toBeTruthy();
    expect(payouts.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('checks the IBAN with the shared schema, in each language, and saves a valid one grouped as typed', async () => {
    stub({
      'GET /api/earnings': { body: earningsFixture({ account: null }) },
      'PUT /api/payout-account': {
        body: {
          ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
          holderName: 'Fahad Alotaibi',
          updatedAt: '2099-03-01T09:00:00.000Z',
          ibanSince: '2099-03-01T09:00:00.000Z',
          payableFrom: '2099-03-04T09:00:00.000Z',
        },
      },
    });
    const { user, unmount } = await render();
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'sa0380000000608010167518');
    expect((iban as HTMLInputElement).value).toBe('SA03 8000 0000 6080 1016 7518');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    // A wrong check digit is said as such, not as a wrong length.
    expect(
      await screen.findByText(
        'The check digits (the two after SA) do not match the rest of the IBAN. Check the number in your banking app.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Enter the account holder’s name, 2 to 100 characters.')).toBeTruthy();

    await user.clear(iban);
    await user.type(iban, 'SA0380000000608010167519');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Fahad Alotaibi');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    // Nothing is sent before the password is typed again.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(api?.requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Current password/), 'my-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() =>
      expect(api?.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        iban: 'SA0380000000608010167519',
        holderName: 'Fahad Alotaibi',
        currentPassword: 'my-password-1',
      }),
    );
    unmount();

    stub({ 'GET /api/earnings': { body: earningsFixture({ account: null }) } });
    const arabic = await render('ar');
    await arabic.user.click(await screen.findByRole('button', { name: 'أضف حسابًا بنكيًا' }));
    const arabicIban = screen.getByRole<HTMLInputElement>('textbox', { name: /رقم الآيبان/ });
    await arabic.user.type(arabicIban, 'SA١٢');
    expect(arabicIban.value).toBe('SA12');
    await arabic.user.click(screen.getByRole('button', { name: 'حفظ الحساب' }));
    expect(
      await screen.findByText('الآيبان السعودي ٢٤ خانة: SA ثم ٢٢ رقمًا. عدد الخانات المُدخلة: ٤.'),
    ).toBeTruthy();
    await arabic.user.clear(arabicIban);
    await arabic.user.type(arabicIban, 'SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩');
    expect(arabicIban.value).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('asks the password again in a dialog, says a wrong one there, and keeps the account as it was', async () => {
    stub({
      'PUT /api/payout-account': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Invalid input',
          errors: [
            {
              path: 'currentPassword',
              message: 'The current password is not right',
              code: 'current_password_wrong',
            },
          ],
        },
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'SA0380000000608010167519');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await within(dialog).findByText('Type your password.')).toBeTruthy();
    expect(api?.requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Current password/), 'wrong-guess');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await within(dialog).findByText('The current password is not right.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm it’s you' })).toBeTruthy();
  });

  it('explains each hold on the balance, with the new IBAN’s end in both calendars', async () => {
    stub({
      'GET /api/earnings': {
        body: earningsFixture({
          blockers: [
            { kind: 'held', until: null },
            { kind: 'review', until: null },
            { kind: 'new_iban', until: '2099-03-04T09:00:00.000Z' },
            { kind: 'first_rental', until: null },
          ],
        }),
      },
    });
    const { unmount } = await render();
    expect(await screen.findByText('Your balance cannot be paid out yet')).toBeTruthy();
    expect(screen.getByText(/paused your payouts for a review/)).toBeTruthy();
    expect(screen.getByText(/reviewing your bank account/)).toBeTruthy();
    expect(screen.getByText(/first rental has completed/)).toBeTruthy();
    const newIban = screen.getByText(/Payouts to it start on/);
    expect(newIban.textContent).toMatch(/Mar 4, 2099, 12:00\sPM/);
    expect(newIban.textContent).toMatch(/AH/);
    const button = screen.getByRole('button', { name: /Pay out SAR\s425\.25/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('payout-holds');
    unmount();

    stub({
      'GET /api/earnings': {
        body: earningsFixture({ blockers: [{ kind: 'new_iban', until: '2099-03-04T09:00:00.000Z' }] }),
      },
    });
    await render('ar');
    const arabic = await screen.findByText(/يبدأ التحويل إليه في/);
    expect(arabic.textContent).toMatch(/١٤٢٠|١٤٢١|هـ/);
    expect(screen.getByText('رصيدك لا يُحوَّل الآن')).toBeTruthy();
  });

  it('shows an owner with nothing yet an empty state, and still the bank account', async () => {
    stub({
      'GET /api/earnings': {
        body: earningsFixture({
          pending: 0,
          available: 0,
          inTransit: 0,
          paidOut: 0,
          lines: [],
          payouts: [],
          account: null,
        }),
      },
    });
    await render();
    expect(await screen.findByText(/No earnings yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List an item' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a bank account' })).toBeTruthy();
  });
});
