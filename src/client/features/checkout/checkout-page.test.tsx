import type { Booking } from '@shared/api-types';
import { getConfig, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { awaitingBooking, refreshAnswer, userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { CheckoutPage } from './checkout-page';
import { leaveFor } from './components/use-pay';
import { RETURN_POLL_DELAYS_MS } from './payment-outcome';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

const terms = (sandbox: boolean) => ({
  serviceFeeBasisPoints: 500,
  commissionBasisPoints: 1000,
  vatBasisPoints: 1500,
  sandbox,
});

function stub(booking: Booking = awaitingBooking(), routes: Parameters<typeof stubApi>[0] = {}) {
  api = stubApi({
    'GET /api/auth/me': { body: { user: userFixture() } },
    'GET /api/bookings/b1': { body: booking },
    'GET /api/payments/terms': { body: terms(true) },
    ...routes,
  });
  return api;
}

function renderCheckout(route = '/bookings/b1/checkout', language: 'ar' | 'en' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/bookings/:id/checkout" element={<CheckoutPage />} />
    </Routes>,
    { route, language },
  );
}

const posts = () => api?.requests.filter((request) => request.method === 'POST').map((r) => r.path) ?? [];

describe('the checkout of a request waiting for payment', () => {
  it('shows the item, the price breakdown from the booking and a Pay button with the total', async () => {
    stub();
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Pay for your request' })).toBeTruthy();
    expect(screen.getByText('Camping tent')).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price details' });
    const line = (label: RegExp | string) => within(price).getByText(label).parentElement?.textContent;
    expect(line(/SAR\s150 × 7 days/)).toMatch(/SAR\s1,050\.00$/);
    expect(line('Discount (10%)')).toMatch(/-SAR\s105\.00$/);
    // 15 % of the 945.00 rental, Ajjir the deemed supplier.
    expect(line('VAT 15% on the rental')).toMatch(/SAR\s141\.75$/);
    expect(line('Ajjir service fee')).toMatch(/SAR\s47\.25$/);
    expect(line('VAT 15% on the service fee')).toMatch(/SAR\s7\.09$/);
    // The deposit is charged with the rental, after its total: the card pays the two.
    expect(line('Rental total')).toMatch(/SAR\s1,141\.09$/);
    expect(line('Refundable deposit')).toMatch(/SAR\s300\.00$/);
    expect(line('To pay now, with the deposit')).toMatch(/SAR\s1,441\.09$/);
    expect(screen.getByRole('button', { name: /Pay SAR\s1,441\.09/ })).toBeTruthy();
    expect(
      screen.getByText(
        'Paid with the rental and held by Ajjir while it runs; back in full once the item is returned and the claim window closes, unless the owner claims for damage.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Cancel by the end of Sunday, March 8, 2099 for a full refund; after that, half comes back.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(09:5\d|10:00)$/);
    for (const method of ['mada', 'Visa', 'Mastercard', 'Apple Pay', 'STC Pay']) {
      expect(screen.getAllByText(method).length).toBeGreaterThan(0);
    }
  });

  it('lists the test cards only when payments go to the sandbox', async () => {
    stub();
    const { unmount } = await renderCheckout();
    expect(await screen.findByText('Test payments: no real money moves')).toBeTruthy();
    expect(screen.getByText('4201 3201 1111 1010')).toBeTruthy();
    expect(screen.getByText('4201 3200 0001 3020')).toBeTruthy();
    expect(screen.getByText('123456')).toBeTruthy();
    unmount();

    stub(awaitingBooking(), { 'GET /api/payments/terms': { body: terms(false) } });
    await renderCheckout();
    await screen.findByRole('button', { name: /Pay SAR/ });
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/payments/terms')).toBe(true));
    expect(screen.queryByText('Test payments: no real money moves')).toBeNull();
  });

  it('starts the checkout with an Idempotency-Key and goes to the gateway’s page', async () => {
    const leave = vi.spyOn(leaveFor, 'page').mockImplementation(() => {});
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/checkout': { body: { url: 'https://pay.example/invoices/x' } },
    });
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Pay SAR/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/invoices/x?lang=en'));
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/checkout'));
    expect(((call?.[1]?.headers ?? {}) as Record<string, string>)['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  });

  it('sends an Arabic reader to the gateway’s page in Arabic, though its address names English', async () => {
    const leave = vi.spyOn(leaveFor, 'page').mockImplementation(() => {});
    // Moyasar's invoice addresses carry ?lang=en (docs/decisions/0049-moyasar-fidelity.md).
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/checkout': { body: { url: 'https://checkout.moyasar.com/invoices/x?lang=en' } },
    });
    const { user } = await renderCheckout('/bookings/b1/checkout', 'ar');
    await user.click(await screen.findByRole('button', { name: /ادفع/ }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://checkout.moyasar.com/invoices/x?lang=ar'),
    );
  });

  it('says the gateway is not answering and lets the renter try again with the same key', async () => {
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/checkout': {
        status: 503,
        body: { code: 'gateway_unavailable', message: 'down' },
      },
    });
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Pay SAR/ }));
    expect(await screen.findByText('The payment service is not answering')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Pay SAR/ }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const keys = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('/checkout'))
      .map(([, init]) => ((init?.headers ?? {}) as Record<string, string>)['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('turns to the lapsed request when the server says the time to pay has passed', async () => {
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/checkout': {
        status: 409,
        body: { code: 'payment_window_closed', message: 'late' },
      },
    });
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Pay SAR/ }));
    expect(await screen.findByRole('heading', { name: 'The time to pay ran out' })).toBeTruthy();
  });

  it('explains a lapsed request and links back to the item with the same days', async () => {
    stub(awaitingBooking({ paymentDueAt: new Date(Date.now() - 1000).toISOString() }));
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'The time to pay ran out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request again' }).getAttribute('href')).toBe(
      '/item/i1?start=2099-03-10&end=2099-03-17',
    );
  });

  it('shows someone else’s booking as not found, and a paid one with a link to it', async () => {
    stub(awaitingBooking({ renterId: 'someone-else' }));
    const { unmount } = await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeTruthy();
    unmount();

    stub(awaitingBooking({ status: 'pending' }));
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'This booking is paid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the booking' }).getAttribute('href')).toBe('/bookings/b1');
  });

  it('speaks the page’s language throughout: the city, the Hijri days and one way of saying the deadline', async () => {
    stub();
    await renderCheckout('/bookings/b1/checkout', 'ar');
    const overview = await screen.findByRole('region', { name: 'حجزك' });
    expect(within(overview).getByText('الرياض')).toBeTruthy();
    expect(within(overview).queryByText('Riyadh')).toBeNull();
    // The full refund holds to the end of Sunday 8 March: said as the booking's page says it.
    expect(
      screen.getByText('الإلغاء حتى نهاية يوم الأحد، ٨ مارس ٢٠٩٩ يعيد لك المبلغ كاملًا، وبعدها يعود نصفه.'),
    ).toBeTruthy();
  });

  it('gives the Hijri days in English on the English checkout', async () => {
    stub();
    await renderCheckout();
    const overview = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(overview).getByText('Riyadh')).toBeTruthy();
    const hijri = within(overview).getAllByText(/ AH$/);
    expect(hijri).toHaveLength(2);
    for (const day of hijri) expect(day.textContent).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('tells a renter back at the checkout that the last attempt was declined, and why, in Arabic', async () => {
    stub(awaitingBooking(), {
      'GET /api/bookings/b1/money': {
        body: {
          payment: {
            id: 'p1',
            status: 'open',
            amount: 114_109,
            refunded: 0,
            method: 'mada',
            last4: '3020',
            message: 'INSUFFICIENT FUNDS',
            paidAt: null,
          },
          refunds: [],
          invoices: [],
        },
      },
    });
    await renderCheckout('/bookings/b1/checkout', 'ar');
    const notice = await screen.findByTestId('last-attempt');
    expect(notice.textContent).toContain('لم تتم محاولة الدفع السابقة');
    expect(notice.textContent).toContain('رفض البنك العملية لعدم كفاية الرصيد.');
    expect(notice.textContent).not.toMatch(/INSUFFICIENT/);
  });

  it('is in Arabic by default, right to left', async () => {
    stub();
    await renderCheckout('/bookings/b1/checkout', 'ar');
    expect(await screen.findByRole('heading', { name: 'الدفع لإتمام الطلب' })).toBeTruthy();
    expect(await screen.findByText('دفع تجريبي: لا تنتقل أي أموال حقيقية')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('coming back from the payment page', () => {
  const back = '/bookings/b1/checkout?returned=1';

  it('says a paid request waits for the owner’s answer, with links to the booking and the invoice', async () => {
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/payment/refresh': { body: refreshAnswer('pending', { status: 'paid' }) },
      'GET /api/bookings/b1/money': {
        body: {
          invoices: [
            {
              id: 'inv1',
              number: 1042,
              kind: 'invoice',
              supply: 'platform',
              total: 114_109,
              issuedAt: '2099-03-01T09:05:00.000Z',
            },
          ],
        },
      },
    });
    await renderCheckout(back);
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeTruthy();
    // The owner may answer all through the pickup day: said as the deadlines elsewhere are, its end.
    expect(screen.getByText(/Fahad has until the end of .*Mar 10, 2099 to answer your request/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the booking' }).getAttribute('href')).toBe('/bookings/b1');
    expect((await screen.findByRole('link', { name: 'View the invoice' })).getAttribute('href')).toBe(
      '/invoices/inv1',
    );
  });

  it('says an instant booking is confirmed', async () => {
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/payment/refresh': { body: refreshAnswer('confirmed', { status: 'paid' }) },
    });
    await renderCheckout(back);
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeTruthy();
  });

  it('waits for the bank, asks again by itself, and offers to check again', async () => {
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/payment/refresh': {
        body: refreshAnswer('awaiting_payment', { status: 'open' }),
      },
    });
    await renderCheckout(back);
    expect(await screen.findByRole('heading', { name: 'We have not heard from the bank yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    // The page asks again after its own delay: that delay, then the usual wait (docs/decisions/0037).
    await waitFor(() => expect(posts().length).toBeGreaterThanOrEqual(2), {
      timeout: RETURN_POLL_DELAYS_MS[0] + getConfig().asyncUtilTimeout,
    });
    expect(posts().every((path) => path === '/api/bookings/b1/payment/refresh')).toBe(true);
  });

  it('says why a payment failed in the page’s language, not the bank’s English, and starts a new checkout for another card', async () => {
    const leave = vi.spyOn(leaveFor, 'page').mockImplementation(() => {});
    stub(awaitingBooking(), {
      'POST /api/bookings/b1/payment/refresh': {
        body: refreshAnswer('awaiting_payment', { status: 'failed', message: 'INSUFFICIENT FUNDS' }),
      },
      'POST /api/bookings/b1/checkout': { body: { url: 'https://pay.example/invoices/y' } },
    });
    const { user } = await renderCheckout(back);
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeTruthy();
    expect(
      screen.getByText(/^The bank declined it for insufficient funds\. Nothing was charged/),
    ).toBeTruthy();
    expect(screen.queryByText(/INSUFFICIENT FUNDS/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/invoices/y?lang=en'));
  });
});
