import type { Booking, BookingMoney } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { BookingActions } from './booking-actions';

const party = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'X',
  accountType: 'individual' as const,
  companyName: null,
  profilePicture: null,
  rating: '0',
  totalReviews: 0,
});

const PRICE = {
  days: 2,
  dailyRate: 20000,
  subtotal: 40000,
  discountPercent: 0,
  discount: 0,
  rental: 40000,
  serviceFee: 2000,
  serviceFeeVat: 300,
  commission: 4000,
  commissionVat: 600,
  total: 42300,
  ownerEarning: 35400,
};

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    itemId: 'i1',
    item: { id: 'i1', title: 'Camping tent', images: [], city: 'Riyadh' },
    renterId: 'u-renter',
    renter: party('u-renter', 'Sara'),
    ownerId: 'u-owner',
    owner: party('u-owner', 'Omar'),
    startDate: '2099-03-10',
    endDate: '2099-03-12',
    days: 2,
    pickupMethod: 'pickup',
    message: null,
    status: 'confirmed',
    dailyRate: '200.00',
    totalCost: '400.00',
    deposit: null,
    cancelledLate: null,
    statusReason: null,
    price: PRICE,
    cancellationPolicy: 'moderate',
    paymentDueAt: null,
    createdAt: '2099-03-01T09:00:00.000Z',
    updatedAt: '2099-03-01T09:00:00.000Z',
    review: { canReview: false, deadline: null, mine: null },
    ...overrides,
  };
}

const money = (cancelRefund: BookingMoney['cancelRefund']): BookingMoney => ({
  bookingId: 'b1',
  status: 'confirmed',
  price: PRICE,
  payment: {
    id: 'p1',
    status: 'paid',
    amount: 42075,
    refunded: 0,
    method: 'mada',
    last4: '1010',
    message: null,
    paidAt: '2099-03-01T09:05:00.000Z',
  },
  refunds: [],
  invoices: [],
  cancelRefund,
  ownerEarning: null,
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function openCancel(language: 'ar' | 'en', refund: BookingMoney['cancelRefund'] | 'fails') {
  api = stubApi({
    'GET /api/bookings/b1/money':
      refund === 'fails' ? { status: 500, body: { code: 'internal' } } : { body: money(refund) },
  });
  const { user } = await renderWithProviders(<BookingActions booking={booking()} side="renter" />, {
    language,
  });
  await user.click(
    screen.getByRole('button', { name: language === 'en' ? 'Cancel booking' : 'إلغاء الحجز' }),
  );
  return screen.findByRole('dialog');
}

describe('the renter’s cancel dialog', () => {
  it('says exactly what comes back: part of what was paid', async () => {
    const dialog = await openCancel('en', { amount: 21038, basisPoints: 5000 });
    const line = await within(dialog).findByText(/You will get back/);
    expect(line.textContent).toBe(
      `You will get back ${formatHalalas(21038, 'en')} of ${formatHalalas(42075, 'en')}.`,
    );
    expect(line.closest('[data-refund]')?.getAttribute('data-refund')).toBe('part');
    // Read out with the dialog's description when it opens.
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says when everything comes back, in Arabic', async () => {
    const dialog = await openCancel('ar', { amount: 42075, basisPoints: 10_000 });
    const line = await within(dialog).findByText(/يُسترد المبلغ كاملًا/);
    expect(line.textContent).toBe(`يُسترد المبلغ كاملًا: ${formatHalalas(42075, 'ar')}.`);
    expect(line.closest('[data-refund]')?.getAttribute('data-refund')).toBe('all');
  });

  it('says when nothing comes back, in Arabic', async () => {
    const dialog = await openCancel('ar', { amount: 0, basisPoints: 0 });
    const line = await within(dialog).findByText(/لا يُسترد شيء/);
    expect(line.textContent).toBe(`لا يُسترد شيء من ${formatHalalas(42075, 'ar')} عند الإلغاء الآن.`);
    expect(line.closest('[data-refund]')?.getAttribute('data-refund')).toBe('none');
  });

  it('points to the policy when the amount cannot be worked out, and still lets them cancel', async () => {
    const dialog = await openCancel('en', 'fails');
    expect(await within(dialog).findByText(/We could not work out the refund/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('tells the renter of an unpaid request that nothing is charged, without asking for money', async () => {
    api = stubApi();
    const { user } = await renderWithProviders(
      <BookingActions booking={booking({ status: 'awaiting_payment' })} side="renter" />,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    expect(within(dialog).getByText('Nothing has been paid yet, so nothing is charged.')).toBeTruthy();
    expect(api.requests.filter((request) => request.path.endsWith('/money'))).toHaveLength(0);
  });

  it('keeps the free-or-late notice for a booking made before payments, without asking for money', async () => {
    api = stubApi();
    const { user } = await renderWithProviders(
      <BookingActions booking={booking({ price: null, cancellationPolicy: null })} side="renter" />,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Free cancellation/)).toBeTruthy();
    expect(api.requests.filter((request) => request.path.endsWith('/money'))).toHaveLength(0);
  });
});
