import type { Booking, BookingMoney } from '@shared/api-types';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { BookingPage } from './booking-page';
import { aBooking, OWNER_ID, RENTER_ID, someMoney } from './rental-fixtures';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function serve(userId: string, booking: { status?: number; body?: unknown }, money?: BookingMoney) {
  api = stubApi({
    'GET /api/auth/me': { body: { user: { id: userId, firstName: 'Me', lastName: 'X' } } },
    'GET /api/bookings/b1': booking,
    'GET /api/bookings/b1/money': { body: money ?? someMoney() },
  });
}

const page = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { language, route: '/bookings/b1' },
  );

describe('BookingPage', () => {
  it('shows the renter the item, the owner with a message link, the days and the policy', async () => {
    serve(RENTER_ID, { body: aBooking({ status: 'confirmed' }) }, someMoney({ status: 'confirmed' }));
    await page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Camping tent' })).toBeTruthy();
    expect(screen.getByText('Omar Saleh')).toBeTruthy();
    expect(screen.getByTestId('booking-message-link').getAttribute('href')).toBe('/messages?with=u-owner');
    const dates = screen.getByTestId('rental-dates');
    expect(within(dates).getByText('Tue, Mar 10, 2099')).toBeTruthy();
    expect(within(dates).getAllByText(/ AH$/)).toHaveLength(2);
    expect(within(dates).getByText('3 days')).toBeTruthy();
    const policy = screen.getByTestId('policy');
    expect(within(policy).getByText('Full refund until 24 hours before pickup, then half.')).toBeTruthy();
    // Pickup day 10 March begins at 9 March 21:00 UTC in Riyadh; a day earlier ends the full refund.
    expect(within(policy).getByTestId('policy-deadline').textContent).toBe(
      'Cancel by the end of Sunday, March 8, 2099 for a full refund.',
    );
    expect(
      within(screen.getByTestId('next-step')).getByRole('button', { name: 'Cancel booking' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('payment-line')).toBeTruthy();
  });

  it('says the deposit is settled in person and not held by Ajjir, in both languages', async () => {
    const withDeposit = aBooking({ status: 'confirmed', deposit: '300.00' });
    serve(RENTER_ID, { body: withDeposit }, someMoney({ status: 'confirmed' }));
    const { unmount } = await page('ar');
    const ar = await screen.findByTestId('rental-dates');
    expect(within(ar).getByText('مبلغ التأمين')).toBeTruthy();
    expect(
      within(ar).getByText(
        'يتفق عليه المالك والمستأجر ويُسوّى بينهما مباشرةً عند الاستلام والإرجاع، ولا يحتفظ به أجّر.',
      ),
    ).toBeTruthy();
    expect(within(ar).queryByText(/مسترد/)).toBeNull();
    unmount();
    api?.restore();
    serve(RENTER_ID, { body: withDeposit }, someMoney({ status: 'confirmed' }));
    await page('en');
    const en = await screen.findByTestId('rental-dates');
    expect(within(en).getByText('Deposit')).toBeTruthy();
    expect(
      within(en).getByText(
        'Agreed between owner and renter and settled in person at pickup and return; Ajjir does not hold it.',
      ),
    ).toBeTruthy();
  });

  it('names the city and the deadline in Arabic as the checkout does, the deadline said once', async () => {
    serve(RENTER_ID, { body: aBooking({ status: 'confirmed' }) }, someMoney({ status: 'confirmed' }));
    await page('ar');
    expect(await screen.findByText('الرياض')).toBeTruthy();
    expect(screen.queryByText('Riyadh')).toBeNull();
    expect(screen.getByTestId('policy-deadline').textContent).toBe(
      'الإلغاء حتى نهاية يوم الأحد، ٨ مارس ٢٠٩٩ يعيد المبلغ كاملًا.',
    );
    // The invoice's number in the page's digits; the stored number stays 17.
    expect(await screen.findByText('فاتورة ضريبية رقم ١٧')).toBeTruthy();
  });

  it('shows the deposit while the rental is ahead, and not once the booking ended without one', async () => {
    serve(RENTER_ID, { body: aBooking({ status: 'confirmed', deposit: '300.00' }) });
    const first = await page();
    expect(within(await screen.findByTestId('rental-dates')).getByText('Deposit')).toBeTruthy();
    first.unmount();
    api?.restore();
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      serve(RENTER_ID, { body: aBooking({ status, deposit: '300.00' }) }, someMoney({ status }));
      const shown = await page();
      expect(within(await screen.findByTestId('rental-dates')).queryByText('Deposit')).toBeNull();
      shown.unmount();
      api?.restore();
    }
  });

  it('shows no policy for a booking made before payments, paid to the owner directly', async () => {
    serve(
      RENTER_ID,
      { body: aBooking({ status: 'confirmed' }) },
      someMoney({ status: 'confirmed', payment: null, invoices: [] }),
    );
    await page();
    expect(await screen.findByText(/Booked before payments through Ajjir/)).toBeTruthy();
    expect(screen.queryByTestId('policy')).toBeNull();
  });

  it('sends the renter of an unpaid request to the checkout, with the minutes left', async () => {
    const dueAt = new Date(Date.now() + 12 * 60_000 - 5_000).toISOString();
    serve(
      RENTER_ID,
      { body: aBooking({ status: 'awaiting_payment', paymentDueAt: dueAt }) },
      someMoney({ payment: null }),
    );
    await page();
    const due = await screen.findByTestId('payment-due');
    expect(within(due).getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      '/bookings/b1/checkout',
    );
    expect(within(due).getByText('Time left: 12 minutes')).toBeTruthy();
    // Withdrawing it is still possible: it took no money.
    expect(
      within(screen.getByTestId('next-step')).getByRole('button', { name: 'Cancel request' }),
    ).toBeTruthy();
  });

  it('gives the owner of a request the accept and decline buttons and their earning', async () => {
    serve(
      OWNER_ID,
      { body: aBooking({ status: 'pending', message: 'For a family trip' }) },
      someMoney({
        ownerEarning: { amount: 33187, state: 'pending', paidOutAt: null, heldFor: null, heldUntil: null },
      }),
    );
    await page('ar');
    const next = await screen.findByTestId('next-step');
    expect(within(next).getByRole('button', { name: 'قبول' })).toBeTruthy();
    expect(within(next).getByRole('button', { name: 'رفض' })).toBeTruthy();
    expect(within(next).getByText('For a family trip')).toBeTruthy();
    expect(await screen.findByText('محجوز')).toBeTruthy();
    expect(screen.getByText('سياسة الإلغاء: مرنة')).toBeTruthy();
  });

  it('looks like a missing page for a booking that is not the user’s (404)', async () => {
    serve(RENTER_ID, { status: 404, body: { code: 'not_found' } });
    await page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your rentals' }).getAttribute('href')).toBe('/rentals');
  });

  it('offers a retry when the booking cannot load, then shows it', async () => {
    serve(RENTER_ID, { status: 500, body: { code: 'internal' } });
    const { user } = await page();
    expect(await screen.findByText('We could not load this booking.')).toBeTruthy();
    api?.on('GET /api/bookings/b1', { body: aBooking({ status: 'completed' }) as Booking });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camping tent' })).toBeTruthy();
  });
});
