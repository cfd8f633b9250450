import type { Booking, BookingMoney } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { formatHalalas, formatPercent } from '@shared/format';
import { settlement } from '@shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { awaitingBooking, weekPrice } from '../../../test/money-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookingActions } from './booking-actions';

/**
 * The owner saying the renter did not come (docs/decisions/0060-no-shows.md): from the day after
 * the pickup day, asked first with what comes back to whom under the listing's policy.
 */

const today = todayInRiyadh();
/** Confirmed, its pickup day two days ago: 7 days at SAR 150, a SAR 300 deposit. */
const missed = (overrides: Partial<Booking> = {}) =>
  awaitingBooking({
    status: 'confirmed',
    startDate: addDays(today, -2),
    endDate: addDays(today, 5),
    paymentDueAt: null,
    cancellationPolicy: 'moderate',
    ...overrides,
  });

const money = (payment: BookingMoney['payment'] | 'paid' = 'paid'): BookingMoney => ({
  bookingId: 'b1',
  status: 'confirmed',
  price: weekPrice,
  payment:
    payment === 'paid'
      ? {
          id: 'p1',
          status: 'paid',
          amount: weekPrice.charged,
          refunded: 0,
          method: null,
          last4: null,
          message: null,
          paidAt: '2099-03-01T09:05:00.000Z',
        }
      : payment,
  refunds: [],
  invoices: [],
  cancelRefund: null,
  deposit: null,
  ownerEarning: null,
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function open(language: 'ar' | 'en', booking: Booking, answer: BookingMoney = money()) {
  api = stubApi({ 'GET /api/bookings/b1/money': { body: answer } });
  const rendered = await renderWithProviders(<BookingActions booking={booking} side="owner" />, { language });
  await rendered.user.click(
    screen.getByRole('button', { name: language === 'en' ? 'Renter did not come' : 'لم يحضر المستأجر' }),
  );
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

const lines = async (dialog: HTMLElement) =>
  (await within(dialog).findAllByRole('listitem')).map((line) => line.textContent?.replace(/\s+/g, ' '));
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('the owner’s no-show dialog', () => {
  it('is not offered on the pickup day itself, nor to the renter', async () => {
    api = stubApi();
    const onTheDay = missed({ startDate: today });
    const { unmount } = await renderWithProviders(<BookingActions booking={onTheDay} side="owner" />, {
      language: 'en',
    });
    expect(screen.queryByRole('button', { name: 'Renter did not come' })).toBeNull();
    unmount();
    await renderWithProviders(<BookingActions booking={missed()} side="renter" />, { language: 'en' });
    expect(screen.queryByRole('button', { name: 'Renter did not come' })).toBeNull();
  });

  it('says what the moderate policy gives back after the pickup day, the deposit and the owner’s part, then posts', async () => {
    const booking = missed();
    const { user, dialog } = await open('en', booking);
    expect(
      within(dialog).getByRole('heading', { name: 'The renter did not come for the pickup?' }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/The booking ends and \u2068Sara Ali\u2069 is told/)).toBeTruthy();
    const half = settlement(weekPrice, 5_000);
    expect(await lines(dialog)).toEqual([
      spaced(
        `The renter gets back ${formatHalalas(half.refund.total, 'en')} (50% of the ${formatHalalas(weekPrice.total, 'en')} rental total) under the cancellation policy.`,
      ),
      spaced(`The deposit comes back in full (${formatHalalas(30_000, 'en')}).`),
      spaced(`You keep ${formatHalalas(half.ownerEarning, 'en')}, after Ajjir’s commission.`),
    ]);
    expect(half.refund.total + half.ownerEarning + half.platformFees + half.vat).toBe(weekPrice.total);

    api?.on('POST /api/bookings/b1/no_show', { body: { ...booking, status: 'cancelled' } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm no-show' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/bookings/b1/no_show', body: undefined },
    ]);
    expect(await screen.findByText('Marked as a no-show')).toBeTruthy();
  });

  it('says in Arabic that the strict policy gives nothing of the rental back', async () => {
    const booking = missed({
      cancellationPolicy: 'strict',
      price: { ...weekPrice, deposit: 0, charged: weekPrice.total },
    });
    const { dialog } = await open('ar', booking);
    expect(within(dialog).getByRole('heading', { name: 'لم يحضر المستأجر للاستلام؟' })).toBeTruthy();
    const all = settlement(weekPrice, 0);
    expect(await lines(dialog)).toEqual([
      spaced(
        `لا يُردّ إلى المستأجر شيء من مبلغ الإيجار (${formatHalalas(weekPrice.total, 'ar')}) حسب سياسة الإلغاء.`,
      ),
      spaced(`تبقى لك ${formatHalalas(all.ownerEarning, 'ar')} بعد خصم عمولة أجّر.`),
    ]);
    expect(within(dialog).getByRole('button', { name: 'تأكيد عدم الحضور' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على الحجز' })).toBeTruthy();
  });

  it('says the flexible policy’s half in Arabic, with the deposit', async () => {
    const { dialog } = await open('ar', missed({ cancellationPolicy: 'flexible' }));
    const half = settlement(weekPrice, 5_000);
    const [back, deposit] = await lines(dialog);
    expect(back).toBe(
      spaced(
        `يُردّ إلى المستأجر ${formatHalalas(half.refund.total, 'ar')} (${formatPercent(50, 'ar')} من مبلغ الإيجار البالغ ${formatHalalas(weekPrice.total, 'ar')}) حسب سياسة الإلغاء.`,
      ),
    );
    expect(deposit).toBe(spaced(`يُردّ مبلغ التأمين كاملًا (${formatHalalas(30_000, 'ar')}).`));
  });

  it('names no amounts for a booking made before payments', async () => {
    const { dialog } = await open('en', missed(), money(null));
    expect(
      await within(dialog).findByText(
        'Booked before payments through Ajjir: nothing comes back through Ajjir.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('listitem')).toBeNull();
  });

  it('keeps the server’s refusal in the dialog', async () => {
    const { user, dialog } = await open('en', missed());
    api?.on('POST /api/bookings/b1/no_show', { status: 409, body: { code: 'no_show_case_open' } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm no-show' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not mark the renter as a no-show');
    expect(alert.textContent).toContain('This booking has an open report');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
