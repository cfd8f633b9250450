import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(figure('Held until rentals end')).toMatch(/SAR\s850\.50$/);
    expect(figure('Available')).toMatch(/SAR\s425\.25$/);
    expect(figure('On its way')).toMatch(/SAR\s0$/);
    expect(figure('Paid out')).toMatch(/SAR\s1,200$/);
    expect(screen.getByRole('button', { name: /Pay out SAR\s425\.25/ }).hasAttribute('disabled')).toBe(false);

    const payouts = screen.getByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Failed — returned to your balance')).toBeTruthy();
    expect(within(payouts).getByText('Reason: Account closed')).toBeTruthy();
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
          failureReason: null,
          createdAt: '2099-03-01T09:00:00.000Z',
          updatedAt: '2099-03-01T09:00:00.000Z',
        },
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: /Pay out/ }));
    expect(await screen.findByText(/SAR\s425\.25 is on its way to the account ending in 7519/)).toBeTruthy();
    expect(api?.requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/payouts',
      body: {},
    });
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/payouts');
    expect(((call?.[1]?.headers ?? {}) as Record<string, string>)['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  });

  it('checks the IBAN with the shared schema, in each language, and saves a valid one grouped as typed', async () => {
    stub({
      'GET /api/earnings': { body: earningsFixture({ account: null }) },
      'PUT /api/payout-account': {
        body: {
          ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
          holderName: 'Fahad Alotaibi',
          updatedAt: '2099-03-01T09:00:00.000Z',
        },
      },
    });
    const { user, unmount } = await render();
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'sa0380000000608010167518');
    expect((iban as HTMLInputElement).value).toBe('SA03 8000 0000 6080 1016 7518');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('This is not a valid Saudi IBAN: SA followed by 22 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the account holder’s name, 2 to 100 characters.')).toBeTruthy();

    await user.clear(iban);
    await user.type(iban, 'SA0380000000608010167519');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Fahad Alotaibi');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(api?.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        iban: 'SA0380000000608010167519',
        holderName: 'Fahad Alotaibi',
      }),
    );
    unmount();

    stub({ 'GET /api/earnings': { body: earningsFixture({ account: null }) } });
    const arabic = await render('ar');
    await arabic.user.click(await screen.findByRole('button', { name: 'أضف حسابًا بنكيًا' }));
    await arabic.user.type(screen.getByRole('textbox', { name: /رقم الآيبان/ }), 'SA12');
    await arabic.user.click(screen.getByRole('button', { name: 'حفظ الحساب' }));
    expect(await screen.findByText('هذا ليس آيبان سعوديًا صحيحًا: يبدأ بـ SA ويليه ٢٢ رقمًا.')).toBeTruthy();
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
