/** Small factories for test data: each call makes a distinct, valid row. */

import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { chargedDays } from '@shared/bookings';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';
import { saudiMobileE164 } from '@shared/phones';
import { toHalalas } from '@shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { bookings, items, users } from '../db/schema';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { priceColumnsOf } from '../features/bookings/bookings.queries';

const unique = () => randomBytes(4).toString('hex');

// Every fixture user has this password; it is hashed once per test file, not per user.
export const FIXTURE_PASSWORD = 'fixture-pass-2749';
let fixtureHash: Promise<string> | undefined;
function fixturePasswordHash(): Promise<string> {
  fixtureHash ??= hash(FIXTURE_PASSWORD);
  return fixtureHash;
}

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const suffix = unique();
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.sa`,
      passwordHash: await fixturePasswordHash(),
      firstName: 'Test',
      lastName: `User ${suffix}`,
      city: 'Riyadh',
      // Made before the test, as accounts that confirmed their e-mail (docs/decisions/0062).
      emailConfirmedAt: new Date(),
      ...overrides,
      // Typed as people type it; stored as the database keeps it (users_phone_e164).
      ...(overrides.phone && { phone: saudiMobileE164(overrides.phone) }),
    })
    .returning();
  return user!;
}

export async function createItem(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof items.$inferInsert> = {},
) {
  const [item] = await db
    .insert(items)
    .values({
      ownerId,
      categoryId: 1,
      title: `Family tent ${unique()}`,
      description: 'A six-person tent with poles and pegs.',
      dailyRate: '120.00',
      condition: 'good',
      city: 'Riyadh',
      latitude: '24.713600',
      longitude: '46.675300',
      images: ['/images/demo/camping-1.svg'],
      ...overrides,
    })
    .returning();
  return item!;
}

/**
 * A booking priced as a request is (priceBreakdown at the default fees, no discount) from its daily
 * rate and dates, under the flexible policy unless `overrides` say otherwise.
 */
export async function createBooking(
  db: Db,
  item: { id: string; ownerId: string },
  renterId: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const { dailyRate = '120.00', startDate = '2030-01-10', endDate = '2030-01-12' } = overrides;
  const price = priceBreakdown(
    {
      dailyRateHalalas: toHalalas(dailyRate),
      days: chargedDays(startDate, endDate),
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      rentalVatBy: 'platform',
      depositHalalas: 0,
    },
    DEFAULT_FEE_RATES,
  );
  const [booking] = await db
    .insert(bookings)
    .values({
      itemId: item.id,
      ownerId: item.ownerId,
      renterId,
      startDate,
      endDate,
      dailyRate,
      ...priceColumnsOf(price),
      cancellationPolicy: 'flexible',
      ...overrides,
    })
    .returning();
  return booking!;
}

/** Signs in through the API and answers the session cookie's value, for `cookies: { ajjir_session }`. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = FIXTURE_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (res.statusCode !== 200 || !cookie)
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/** A new user and a signed-in session of theirs. */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(db, overrides);
  return { user, cookie: await signIn(app, user.email) };
}

/** The body of POST /api/items as the listing form sends it (strings, '0' for no position). */
export const itemInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'خيمة بدوية',
  description: 'بيت شعر تقليدي للمخيمات.',
  dailyRate: '250',
  deposit: '500.5',
  categoryId: 1,
  condition: 'excellent',
  images: ['/images/demo/camping-1.svg'],
  city: 'الرياض',
  latitude: '0',
  longitude: '0',
  minRentalDays: '2',
  maxRentalDays: '',
  pickupOptions: ['pickup', 'delivery', 'pickup'],
  ...overrides,
});
