/**
 * The rules that protect data live in the database too: these tests go around
 * the application code and check that PostgreSQL itself refuses bad rows.
 */

import { addDays, MAX_RENTAL_DAYS } from '@shared/bookings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createItem, createUser } from '../test/fixtures';
import { createTestDatabase } from '../test/test-app';
import { type Database, selectRows } from './client';
import { bookings, categories, reviews } from './schema';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** The SQLSTATE of a refused statement (drizzle wraps the driver's error). */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
  return undefined;
}

describe('database constraints', () => {
  it('has the reference categories in every database', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.name).toMatch(/^[A-Z][a-z]+$/);
      expect(row.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(['primary', 'secondary', 'accent', 'other']).toContain(row.color);
    }
  });

  it('refuses a second account with the same email or username in another case', async () => {
    await createUser(database.db, { email: 'Nora@Example.sa', username: 'NoraQ' });
    expect(await sqlState(createUser(database.db, { email: 'nora@example.SA' }))).toBe('23505');
    expect(await sqlState(createUser(database.db, { username: 'noraq' }))).toBe('23505');
  });

  it('refuses a business account without a company name', async () => {
    expect(await sqlState(createUser(database.db, { accountType: 'business' }))).toBe('23514');
  });

  it('refuses a daily rate of zero or less and max days below min days', async () => {
    const owner = await createUser(database.db);
    expect(await sqlState(createItem(database.db, owner.id, { dailyRate: '0' }))).toBe('23514');
    expect(await sqlState(createItem(database.db, owner.id, { dailyRate: '-5' }))).toBe('23514');
    expect(await sqlState(createItem(database.db, owner.id, { minRentalDays: 3, maxRentalDays: 2 }))).toBe(
      '23514',
    );
  });

  it('refuses a booking that ends before it starts', async () => {
    const owner = await createUser(database.db);
    const renter = await createUser(database.db);
    const item = await createItem(database.db, owner.id);
    const refused = createBooking(database.db, item, renter.id, {
      startDate: '2030-02-10',
      endDate: '2030-02-09',
    });
    expect(await sqlState(refused)).toBe('23514');
  });

  it('refuses a request or confirmed booking longer than the platform maximum, and lets a longer one end', async () => {
    const owner = await createUser(database.db);
    const renter = await createUser(database.db);
    const item = await createItem(database.db, owner.id);
    const startDate = '2030-04-01';
    for (const status of ['pending', 'confirmed'] as const) {
      const tooLong = createBooking(database.db, item, renter.id, {
        status,
        startDate,
        endDate: addDays(startDate, MAX_RENTAL_DAYS + 1),
      });
      expect(await sqlState(tooLong), status).toBe('23514');
    }
    const longest = await createBooking(database.db, item, renter.id, {
      status: 'confirmed',
      startDate,
      endDate: addDays(startDate, MAX_RENTAL_DAYS),
    });
    expect(longest.id).toBeTruthy();
    // Made before the limit (a status the check allows), it can still be cancelled.
    const old = await createBooking(database.db, item, renter.id, {
      status: 'declined',
      startDate: '2030-06-01',
      endDate: '2031-06-01',
    });
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, old.id));
  });

  it('refuses a booking without its price, or with one that does not add up', async () => {
    const owner = await createUser(database.db);
    const renter = await createUser(database.db);
    const item = await createItem(database.db, owner.id);
    const unpriced = createBooking(database.db, item, renter.id, {
      totalHalalas: null,
      subtotalHalalas: null,
      discountHalalas: null,
      rentalHalalas: null,
      serviceFeeHalalas: null,
      serviceFeeVatHalalas: null,
      commissionHalalas: null,
      commissionVatHalalas: null,
      ownerEarningHalalas: null,
      discountPercent: null,
      cancellationPolicy: null,
    });
    expect(await sqlState(unpriced)).toBe('23514');
    // The fixture's price is 2 days of 120.00 with its VAT and the fees: 289.80 paid; a halala off is refused.
    expect(await sqlState(createBooking(database.db, item, renter.id, { totalHalalas: 28_981 }))).toBe(
      '23514',
    );
    // The rental's VAT counts in the total, and in the owner's earning only when they charge it, named.
    const priced = { subtotalHalalas: 24_000, rentalHalalas: 24_000, rentalVatHalalas: 3_600 };
    const refused = [
      { ...priced, totalHalalas: 25_380 },
      { ...priced, rentalVatBy: 'none' as const },
      { ...priced, rentalVatBy: 'owner' as const, ownerEarningHalalas: 21_240 + 3_600 },
      {
        ...priced,
        rentalVatBy: 'owner' as const,
        ownerEarningHalalas: 21_240,
        ownerVatNumber: '311111111111113',
        ownerVatName: 'مؤسسة الخيمة',
      },
      { ...priced, ownerVatNumber: '311111111111113', ownerVatName: 'مؤسسة الخيمة' },
    ];
    for (const columns of refused) {
      expect(
        await sqlState(createBooking(database.db, item, renter.id, columns)),
        JSON.stringify(columns),
      ).toBe('23514');
    }
    const owners = await createBooking(database.db, item, renter.id, {
      startDate: '2030-02-10',
      endDate: '2030-02-12',
      rentalVatBy: 'owner',
      ownerEarningHalalas: 21_240 + 3_600,
      ownerVatNumber: '311111111111113',
      ownerVatName: 'مؤسسة الخيمة',
    });
    expect(owners.rentalVatBy).toBe('owner');
    expect(await sqlState(createBooking(database.db, item, renter.id, { cancellationPolicy: null }))).toBe(
      '23514',
    );
  });

  it('refuses overlapping confirmed or active bookings of one item, and only those', async () => {
    const owner = await createUser(database.db);
    const renter = await createUser(database.db);
    const other = await createUser(database.db);
    const item = await createItem(database.db, owner.id);
    await createBooking(database.db, item, renter.id, {
      status: 'confirmed',
      startDate: '2030-03-10',
      endDate: '2030-03-12',
    });
    // The return day is still taken (inclusive ranges).
    const overlapping = createBooking(database.db, item, other.id, {
      status: 'active',
      startDate: '2030-03-12',
      endDate: '2030-03-14',
    });
    expect(await sqlState(overlapping)).toBe('23P01');
    // Pending requests may overlap: the owner chooses among them.
    await createBooking(database.db, item, other.id, {
      status: 'pending',
      startDate: '2030-03-11',
      endDate: '2030-03-13',
    });
    // The next day is free.
    await createBooking(database.db, item, other.id, {
      status: 'confirmed',
      startDate: '2030-03-13',
      endDate: '2030-03-15',
    });
  });

  it('refuses a rating outside 1..5', async () => {
    const reviewer = await createUser(database.db);
    const reviewee = await createUser(database.db);
    const review = (rating: number) =>
      database.db.insert(reviews).values({
        reviewerId: reviewer.id,
        revieweeId: reviewee.id,
        type: 'renter_to_owner',
        rating,
      });
    expect(await sqlState(review(0))).toBe('23514');
    expect(await sqlState(review(6))).toBe('23514');
    await review(5);
  });

  it('loads every extension, and pg_trgm similarity answers (PGlite 0.5.15+ broke this)', async () => {
    const [row] = await selectRows<{ similar: boolean; km: number }>(
      database.db,
      sql`SELECT 'abc' % 'abd' AS similar,
                 round((earth_distance(ll_to_earth(24.7136, 46.6753), ll_to_earth(21.4858, 39.1925)) / 1000)::numeric) AS km`,
    );
    expect(row?.similar).toBe(true);
    // Riyadh to Jeddah is about 850 km as the crow flies.
    expect(Number(row?.km)).toBeGreaterThan(800);
    expect(Number(row?.km)).toBeLessThan(900);
    expect(await selectRows(database.db, sql`SELECT 1 AS one`)).toHaveLength(1);
  });
});
