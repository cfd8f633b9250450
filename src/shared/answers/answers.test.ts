import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from './admin';
import * as bookings from './bookings';
import * as events from './events';
import * as items from './items';
import * as messages from './messages';
import * as notifications from './notifications';
import * as reviews from './reviews';
import * as search from './search';
import * as site from './site';
import * as users from './users';

const createdAt = new Date('2026-11-26T10:00:00.000Z');

const owner = {
  id: 'u1',
  firstName: 'Sara',
  lastName: 'Alqahtani',
  accountType: 'individual',
  companyName: null,
  companyWebsite: null,
  profilePicture: null,
  rating: '4.80',
  totalReviews: 5,
  joinedAt: createdAt,
  vatRegistered: false,
  verified: { identity: createdAt, phone: null, business: null },
  responsiveness: null,
  email: 'sara@example.com',
};

const item = {
  id: 'i1',
  title: 'Tent',
  description: 'A tent for four',
  dailyRate: '150.00',
  deposit: null,
  categoryId: 1,
  category: { name: 'Camping', slug: 'camping' },
  ownerId: 'u1',
  owner,
  images: ['/uploads/a.webp'],
  address: null,
  city: 'Riyadh',
  state: null,
  zipCode: null,
  latitude: '24.713600',
  longitude: '46.675300',
  condition: 'good',
  minRentalDays: 1,
  maxRentalDays: null,
  pickupOptions: ['pickup'],
  rating: '0.00',
  totalReviews: 0,
  distance: null,
  createdAt,
  isAvailable: true,
  instantBooking: false,
  identityRequirement: 'none',
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 0,
  cancellationPolicy: 'flexible',
  deletedAt: null,
};

const party = {
  id: 'u2',
  firstName: 'Omar',
  lastName: 'Alharbi',
  accountType: 'business',
  companyName: 'Omar Rentals',
  profilePicture: null,
  rating: '4.00',
  totalReviews: 2,
  verified: { identity: null, phone: null, business: null },
  passwordHash: 'secret',
};

const booking = {
  id: 'b1',
  itemId: 'i1',
  item: { id: 'i1', title: 'Tent', images: [], city: 'Riyadh' },
  renterId: 'u2',
  renter: party,
  ownerId: 'u1',
  owner: { ...party, id: 'u1' },
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  days: 2,
  pickupMethod: 'pickup',
  message: null,
  status: 'completed',
  dailyRate: '150.00',
  // Stored, never answered (docs/decisions/0046-one-money-model.md).
  totalCost: '300.00',
  deposit: null,
  cancelledLate: null,
  statusReason: null,
  price: {
    days: 2,
    dailyRate: 15_000,
    subtotal: 30_000,
    discountPercent: 0,
    discount: 0,
    rental: 30_000,
    rentalVat: 4_500,
    rentalVatBy: 'platform',
    serviceFee: 1500,
    serviceFeeVat: 225,
    commission: 3000,
    commissionVat: 450,
    total: 36_225,
    ownerEarning: 26_550,
    deposit: 0,
    charged: 36_225,
  },
  ownerShare: 26_550,
  cancellationPolicy: 'moderate',
  paymentDueAt: null,
  createdAt,
  updatedAt: '2026-11-27 09:30:00+00',
  review: { canReview: false, deadline: null, mine: { rating: 5, comment: null, createdAt } },
  completedAt: createdAt,
};

const notification = {
  id: 'n1',
  type: 'booking_requested',
  data: { bookingId: 'b1', itemTitle: 'Tent', internal: true },
  text: { ar: 'طلب حجز', en: 'Booking request' },
  link: '/bookings/b1',
  readAt: null,
  createdAt,
  mailClaimedAt: createdAt,
};

describe('answer schemas', () => {
  it('encode an item: moments become ISO text, unknown fields are dropped', () => {
    const wire = z.encode(items.item, item as never) as Record<string, unknown>;
    expect(wire.createdAt).toBe('2026-11-26T10:00:00.000Z');
    expect(wire).not.toHaveProperty('deletedAt');
    const wireOwner = wire.owner as Record<string, unknown>;
    expect(wireOwner.joinedAt).toBe('2026-11-26T10:00:00.000Z');
    expect(wireOwner).not.toHaveProperty('email');
    expect(wire.category).toEqual({ name: 'Camping' });
  });

  it('encode a booking, its moments from a Date or from text', () => {
    const wire = z.encode(bookings.booking, booking as never) as Record<string, unknown>;
    expect(wire.createdAt).toBe('2026-11-26T10:00:00.000Z');
    expect(wire.updatedAt).toBe('2026-11-27T09:30:00.000Z');
    expect(wire.startDate).toBe('2026-12-01');
    expect(wire).not.toHaveProperty('completedAt');
    expect(wire).not.toHaveProperty('totalCost');
    expect(wire).toMatchObject({ price: { total: 36_225 }, cancellationPolicy: 'moderate' });
    expect(wire.renter).not.toHaveProperty('passwordHash');
    expect((wire.review as { mine: { createdAt: unknown } }).mine.createdAt).toBe('2026-11-26T10:00:00.000Z');
  });

  it('encode a notification, dropping unknown fields in nested objects too', () => {
    const wire = z.encode(notifications.notification, notification as never) as Record<string, unknown>;
    expect(wire.createdAt).toBe('2026-11-26T10:00:00.000Z');
    expect(wire.readAt).toBeNull();
    expect(wire).not.toHaveProperty('mailClaimedAt');
    expect(wire.data).toEqual({ bookingId: 'b1', itemTitle: 'Tent' });
  });

  it('refuse an answer that does not fit', () => {
    expect(() => z.encode(bookings.booking, { ...booking, dailyRate: 150 } as never)).toThrow();
    // Every booking has its price and policy (migration 0023).
    expect(() => z.encode(bookings.booking, { ...booking, price: null } as never)).toThrow();
    expect(() => z.encode(bookings.booking, { ...booking, cancellationPolicy: null } as never)).toThrow();
  });

  const modules = { admin, bookings, events, items, messages, notifications, reviews, search, site, users };
  const schemas = Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => [`${module}.${name}`, schema] as const),
  );

  it('are all found', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(39);
  });

  it.each(schemas)('%s has a JSON Schema of what goes on the wire', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' })).not.toThrow();
  });
});
