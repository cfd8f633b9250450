/** Answers of the payment endpoints for component tests: a renter, a booking awaiting payment, an invoice, earnings. */
import type { Booking, Earnings, Invoice, PaymentRefresh, User } from '@shared/api-types';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'u-renter',
    username: 'sara',
    firstName: 'Sara',
    lastName: 'Ali',
    bio: null,
    city: 'Riyadh',
    state: 'Riyadh',
    profilePicture: null,
    accountType: 'individual',
    companyName: null,
    companyWebsite: null,
    taxId: null,
    businessAddress: null,
    rating: '0',
    totalReviews: 0,
    joinedAt: '2025-01-01T00:00:00.000Z',
    verified: { identity: null, phone: null, business: null },
    responsiveness: null,
    email: 'sara@example.com',
    emailConfirmedAt: '2025-01-01T00:00:00.000Z',
    phone: null,
    address: null,
    zipCode: null,
    isAdmin: false,
    suspendedAt: null,
    suspensionReason: null,
    latitude: null,
    longitude: null,
    preferredLanguage: 'ar',
    emailNotifications: true,
    ...overrides,
  };
}

const party = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  accountType: 'individual' as const,
  companyName: null,
  profilePicture: null,
  rating: '0',
  totalReviews: 0,
  verified: { identity: null, phone: null, business: null },
});

/**
 * 7 days at SAR 150 with a 10 % weekly discount: 1,050 − 105 = 945, its VAT 141.75 (Ajjir the
 * deemed supplier), fee 47.25, its VAT 7.09, total 1,141.09.
 */
export const weekPrice = priceBreakdown(
  {
    dailyRateHalalas: 15_000,
    days: 7,
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 0,
    rentalVatBy: 'platform',
    depositHalalas: 30_000,
  },
  DEFAULT_FEE_RATES,
);

/** A request far ahead, waiting for payment for ten more minutes from now. */
export function awaitingBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    itemId: 'i1',
    item: { id: 'i1', title: 'Camping tent', images: [], city: 'Riyadh' },
    renterId: 'u-renter',
    renter: party('u-renter', 'Sara', 'Ali'),
    ownerId: 'u-owner',
    owner: party('u-owner', 'Fahad', 'Alotaibi'),
    startDate: '2099-03-10',
    endDate: '2099-03-17',
    days: 7,
    pickupMethod: 'pickup',
    message: null,
    status: 'awaiting_payment',
    dailyRate: '150.00',
    deposit: '300.00',
    cancelledLate: null,
    statusReason: null,
    price: weekPrice,
    ownerShare: weekPrice.ownerEarning,
    cancellationPolicy: 'flexible',
    paymentDueAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    createdAt: '2099-03-01T09:00:00.000Z',
    updatedAt: '2099-03-01T09:00:00.000Z',
    review: { canReview: false, deadline: null, mine: null },
    ...overrides,
  };
}

export function refreshAnswer(
  bookingStatus: PaymentRefresh['bookingStatus'],
  payment: Partial<NonNullable<PaymentRefresh['payment']>> | null,
): PaymentRefresh {
  return {
    bookingStatus,
    payment: payment && {
      id: 'p1',
      status: 'open',
      amount: weekPrice.total,
      refunded: 0,
      method: 'mada',
      last4: '1010',
      message: null,
      paidAt: null,
      ...payment,
    },
  };
}

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv1',
    number: 1042,
    kind: 'invoice',
    supply: 'platform',
    issuedAt: '2099-03-01T09:05:00.000Z',
    seller: { name: 'Ajjir Company', vatNumber: '300000000000003', address: 'King Fahd Road, Riyadh 12214' },
    issuedBy: null,
    buyerName: 'Sara Ali',
    buyerVatNumber: null,
    reason: null,
    lines: [
      { key: 'rental', amount: weekPrice.rental, vat: weekPrice.rentalVat },
      { key: 'service_fee', amount: weekPrice.serviceFee, vat: weekPrice.serviceFeeVat },
    ],
    totalExclVat: weekPrice.rental + weekPrice.serviceFee,
    vat: weekPrice.rentalVat + weekPrice.serviceFeeVat,
    total: weekPrice.total,
    qr: 'AQ1BamppciBDb21wYW55Ag8zMDAwMDAwMDAwMDAwMDMDFDIwOTktMDMtMDFUMDk6MDU6MDBaBAY5OTkuMzQFBDcuMDk=',
    booking: { id: 'b1', itemTitle: 'Camping tent', startDate: '2099-03-10', endDate: '2099-03-17' },
    correctsNumber: null,
    sample: false,
    ...overrides,
  };
}

export function earningsFixture(overrides: Partial<Earnings> = {}): Earnings {
  return {
    pending: 85_050,
    available: 42_525,
    inTransit: 0,
    paidOut: 120_000,
    lines: [
      {
        bookingId: 'b1',
        itemTitle: 'Camping tent',
        startDate: '2099-03-10',
        endDate: '2099-03-17',
        bookingStatus: 'confirmed',
        amount: 85_050,
        state: 'pending',
        paidOutAt: null,
        commissionInvoiceId: null,
        heldFor: 'rental',
        heldUntil: '2099-03-18T21:00:00.000Z',
      },
      {
        bookingId: 'b2',
        itemTitle: 'Projector',
        startDate: '2099-02-01',
        endDate: '2099-02-04',
        bookingStatus: 'completed',
        amount: 42_525,
        state: 'available',
        paidOutAt: null,
        commissionInvoiceId: 'inv-commission-b2',
        heldFor: null,
        heldUntil: null,
      },
    ],
    payouts: [
      {
        id: 'po2',
        amount: 20_000,
        status: 'failed',
        ibanLast4: '7519',
        failure: 'account_closed',
        createdAt: '2099-02-20T09:00:00.000Z',
        updatedAt: '2099-02-21T09:00:00.000Z',
        paidAt: null,
      },
      {
        id: 'po1',
        amount: 120_000,
        status: 'paid',
        ibanLast4: '7519',
        failure: null,
        createdAt: '2099-01-20T09:00:00.000Z',
        updatedAt: '2099-01-21T09:00:00.000Z',
        paidAt: '2099-01-21T09:00:00.000Z',
      },
    ],
    account: {
      ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
      holderName: 'Fahad Alotaibi',
      updatedAt: '2099-01-01T09:00:00.000Z',
      ibanSince: '2099-01-01T09:00:00.000Z',
      payableFrom: '2099-01-04T09:00:00.000Z',
    },
    blockers: [],
    ...overrides,
  };
}
