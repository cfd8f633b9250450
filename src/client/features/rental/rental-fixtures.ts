/** Bookings and their money for the rental feature's tests, as the API answers them. */
import type { Booking, BookingMoney, PriceBreakdownAnswer, RatedBookingParty } from '@shared/api-types';

export const RENTER_ID = 'u-renter';
export const OWNER_ID = 'u-owner';

const party = (id: string, firstName: string, lastName: string): RatedBookingParty => ({
  id,
  firstName,
  lastName,
  accountType: 'individual',
  companyName: null,
  profilePicture: null,
  rating: '4.50',
  totalReviews: 2,
  verified: { identity: null, phone: null, business: null },
});

/**
 * 3 days × 125.00 SAR with the default fees (5 % service fee, 10 % commission, 15 % VAT on each)
 * and 15 % VAT on the rental, Ajjir the deemed supplier (docs/decisions/0050-vat-deemed-supplier.md).
 */
export const PRICE: PriceBreakdownAnswer = {
  days: 3,
  dailyRate: 12500,
  subtotal: 37500,
  discountPercent: 0,
  discount: 0,
  rental: 37500,
  rentalVat: 5625,
  rentalVatBy: 'platform',
  serviceFee: 1875,
  serviceFeeVat: 281,
  commission: 3750,
  commissionVat: 563,
  total: 45281,
  ownerEarning: 33187,
  deposit: 0,
  charged: 45281,
};

let counter = 0;

/** A booking far enough ahead that no action depends on today's date. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  counter += 1;
  return {
    id: 'b1',
    itemId: 'i1',
    item: { id: 'i1', title: 'Camping tent', images: [], city: 'Riyadh' },
    renterId: RENTER_ID,
    renter: party(RENTER_ID, 'Sara', 'Ali'),
    ownerId: OWNER_ID,
    owner: party(OWNER_ID, 'Omar', 'Saleh'),
    startDate: '2099-03-10',
    endDate: '2099-03-13',
    days: 3,
    pickupMethod: 'pickup',
    message: null,
    status: 'pending',
    dailyRate: '125.00',
    deposit: null,
    cancelledLate: null,
    statusReason: null,
    price: PRICE,
    ownerShare: PRICE.ownerEarning,
    cancellationPolicy: 'flexible',
    paymentDueAt: null,
    createdAt: `2099-03-01T09:00:${String(counter % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2099-03-02T10:00:00.000Z',
    review: { canReview: false, deadline: null, mine: null },
    ...overrides,
  };
}

export function someMoney(overrides: Partial<BookingMoney> = {}): BookingMoney {
  return {
    bookingId: 'b1',
    status: 'pending',
    price: PRICE,
    payment: {
      id: 'p1',
      status: 'paid',
      amount: PRICE.total,
      refunded: 0,
      method: 'mada',
      last4: '1010',
      message: null,
      paidAt: '2099-03-01T09:05:00.000Z',
    },
    refunds: [],
    invoices: [
      {
        id: 'inv1',
        number: 17,
        kind: 'invoice',
        supply: 'platform',
        total: PRICE.total,
        issuedAt: '2099-03-01T09:05:00.000Z',
      },
    ],
    cancelRefund: null,
    deposit: null,
    ownerEarning: null,
    ...overrides,
  };
}
