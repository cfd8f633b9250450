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
  verified: { identity: null, phone: null, business: null },
});

const PRICE = {
  days: 2,
  dailyRate: 20000,
  subtotal: 40000,
  discountPercent: 0,
  discount: 0,
  rental: 40000,
  // Priced under VAT_POLICY=owner-only: no VAT on the rental (what cancelling gives back is apart).
  rentalVat: 0,
  rentalVatBy: 'none' as const,
  serviceFee: 2000,
  serviceFeeVat: 300,
  commission: 4000,
  commissionVat: 600,
  total: 42300,
  ownerEarning: 35400,
  deposit: 0,
  charged: 42300,
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
    deposit: null,
    cancelledLate: null,
    statusReason: null,
    price: PRICE,
    ownerShare: PRICE.ownerEarning,
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
  deposit: null,
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
    // The amount ends in "ر.س." and a sentence's own full stop after it would make "ر.س..".
    expect(line.textContent).toBe(`يُسترد المبلغ كاملًا (${formatHalalas(42075, 'ar')}) عند الإلغاء الآن.`);
    expect(line.textContent).not.toContain('..');
    expect(line.closest('[data-refund]')?.getAttribute('data-refund')).toBe('all');
  });

  it('says what part comes back, in Arabic, the amount inside the sentence', async () => {
    const dialog = await openCancel('ar', { amount: 21038, basisPoints: 5000 });
    const line = await within(dialog).findByText(/من أصل/);
    expect(line.textContent).toBe(
      `يُسترد ${formatHalalas(21038, 'ar')} من أصل ${formatHalalas(42075, 'ar')} عند الإلغاء الآن.`,
    );
    expect(line.textContent).not.toContain('..');
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

  it('does not promise to tell the owner of an unpaid request they never saw, nor ask for a reason for them', async () => {
    for (const language of ['en', 'ar'] as const) {
      api = stubApi();
      const { user, unmount } = await renderWithProviders(
        <BookingActions booking={booking({ status: 'awaiting_payment' })} side="renter" />,
        { language },
      );
      await user.click(
        screen.getByRole('button', { name: language === 'en' ? 'Cancel request' : 'إلغاء الطلب' }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText(
          language === 'en'
            ? 'Omar X has not seen this request: an owner sees a request only once it is paid.'
            : 'لم يصل هذا الطلب إلى Omar X، فالمالك لا يرى الطلب إلا بعد دفعه.',
          { normalizer: (text) => text.replace(/[\u2066-\u2069]/g, '') },
        ),
      ).toBeTruthy();
      expect(within(dialog).queryByText(/We will tell|سنُبلغ/)).toBeNull();
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      unmount();
      api.restore();
    }
  });

  it('tells the renter of a paid request still waiting that the owner will hear of the withdrawal', async () => {
    api = stubApi({ 'GET /api/bookings/b1/money': { body: money({ amount: 42075, basisPoints: 10_000 }) } });
    const { user } = await renderWithProviders(
      <BookingActions booking={booking({ status: 'pending' })} side="renter" />,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    expect(
      within(dialog).getByText('We will tell Omar X that you cancelled your request.', {
        normalizer: (text) => text.replace(/[\u2066-\u2069]/g, ''),
      }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Tell .*Omar.* why/ })).toBeTruthy();
  });

  it('says nothing comes back through Ajjir for a booking made before payments, paid to the owner', async () => {
    api = stubApi({
      'GET /api/bookings/b1/money': { body: { ...money(null), payment: null } },
    });
    const { user } = await renderWithProviders(<BookingActions booking={booking()} side="renter" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    const line = await within(dialog).findByText(/Booked before payments through Ajjir/);
    expect(line.closest('[data-refund]')?.getAttribute('data-refund')).toBe('outside');
    expect(within(dialog).queryByText(/We could not work out the refund/)).toBeNull();
  });
});
