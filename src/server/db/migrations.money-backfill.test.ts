/**
 * Migration 0023 prices the bookings made before payments as priceBreakdown prices a request
 * (docs/decisions/0046-one-money-model.md). Run as a rolling upgrade runs it: a database on the
 * previous release's schema (migrations up to 0020), rows written the way that release and the
 * one before payments wrote them, then the migrator with every migration, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { chargedDays } from '@shared/bookings';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';
import { toHalalas } from '@shared/pricing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceColumnsOf, priceOfBooking } from '../features/bookings/bookings.queries';
import { migrateTo, migrationsUpTo } from '../test/migration-steps';
import { createEmptyDatabase } from '../test/test-app';
import { type Database, selectRows } from './client';
import { bookings } from './schema';

const PREVIOUS = '0020_refund_attempts';

/** A booking as the release before payments wrote it: days × rate in total_cost, nothing else. */
async function legacyBooking(
  database: Database,
  row: {
    item: { id: string; ownerId: string };
    renterId: string;
    startDate: string;
    endDate: string;
    dailyRate: string;
    status?: string;
    cancelledLate?: boolean | null;
  },
): Promise<string> {
  const total = (toHalalas(row.dailyRate) * chargedDays(row.startDate, row.endDate)) / 100;
  const [inserted] = await selectRows<{ id: string }>(
    database.db,
    sql`
    INSERT INTO bookings (item_id, renter_id, owner_id, start_date, end_date, status, daily_rate,
                          total_cost, cancelled_late)
    VALUES (${row.item.id}, ${row.renterId}, ${row.item.ownerId}, ${row.startDate}, ${row.endDate},
            ${row.status ?? 'completed'}, ${row.dailyRate}, ${total.toFixed(2)}, ${row.cancelledLate ?? null})
    RETURNING id`,
  );
  return inserted!.id;
}

let database: Database;
let drop: () => Promise<void>;
let previousFolder: string;
const ids: Record<string, string> = {};
const legacy = [
  // Three days on a strict listing.
  { key: 'strict', dailyRate: '120.00', startDate: '2025-01-10', endDate: '2025-01-13' },
  // Odd halalas: every percentage is rounded (166.65 → 167, 25.05 → 25, 333.30 → 333, 49.95 → 50).
  { key: 'rounding', dailyRate: '33.33', startDate: '2025-02-01', endDate: '2025-02-01' },
  // Exactly half a halala of fee (0.50 → 1), and VAT under half a halala (0.15 → 0).
  { key: 'half', dailyRate: '0.10', startDate: '2025-03-05', endDate: '2025-03-05' },
  // A month at a high rate: 30 days of 99,999.99.
  { key: 'month', dailyRate: '99999.99', startDate: '2025-04-01', endDate: '2025-05-01' },
  // Cancelled late under the 24-hour rule: recorded as it was.
  {
    key: 'cancelled',
    dailyRate: '75.50',
    startDate: '2025-06-10',
    endDate: '2025-06-12',
    status: 'cancelled',
    cancelledLate: true,
  },
] as const;

async function legacyUser(db: Database['db'], name: string): Promise<{ id: string }> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO users (username, email, password_hash, first_name, last_name)
      VALUES (${`legacy_${name}`}, ${`legacy.${name}@example.sa`}, 'x', 'Legacy', ${name}) RETURNING id`,
  );
  return row!;
}

async function legacyItem(
  db: Database['db'],
  ownerId: string,
  cancellationPolicy: string,
  weeklyDiscountPercent: number,
): Promise<{ id: string; ownerId: string }> {
  const [row] = await selectRows<{ id: string; ownerId: string }>(
    db,
    sql`INSERT INTO items (owner_id, category_id, title, description, daily_rate, condition, city,
        cancellation_policy, weekly_discount_percent)
      VALUES (${ownerId}, 1, 'Family tent', 'A six-person tent.', '120.00', 'good', 'Riyadh',
        ${cancellationPolicy}, ${weeklyDiscountPercent})
      RETURNING id, owner_id AS "ownerId"`,
  );
  return row!;
}

beforeAll(async () => {
  ({ database, drop } = await createEmptyDatabase());
  previousFolder = migrationsUpTo(PREVIOUS);
  await migrateTo(database, previousFolder);

  const db = database.db;
  // Written in SQL, as that release's schema has them: columns added since do not exist yet.
  const owner = await legacyUser(db, 'owner');
  const renter = await legacyUser(db, 'renter');
  const strictItem = await legacyItem(db, owner.id, 'strict', 0);
  const flexibleItem = await legacyItem(db, owner.id, 'flexible', 10);
  for (const row of legacy) {
    ids[row.key] = await legacyBooking(database, {
      ...row,
      item: row.key === 'strict' ? strictItem : flexibleItem,
      renterId: renter.id,
    });
  }
  // A request the previous release priced, at other fees and with a discount: left as it is.
  const priced = priceBreakdown(
    {
      dailyRateHalalas: 10_000,
      days: 8,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 0,
      rentalVatBy: 'none',
      depositHalalas: 0,
    },
    { serviceFeeBasisPoints: 700, commissionBasisPoints: 1200 },
  );
  // Written in SQL, as that release wrote it: the columns added since (migration 0025's rental VAT)
  // do not exist yet.
  const columns = priceColumnsOf(priced);
  const [paidFor] = await selectRows<{ id: string }>(
    db,
    sql`
    INSERT INTO bookings (item_id, renter_id, owner_id, start_date, end_date, status, daily_rate,
      total_cost, discount_percent, subtotal_halalas, discount_halalas, rental_halalas,
      service_fee_halalas, service_fee_vat_halalas, commission_halalas, commission_vat_halalas,
      total_halalas, owner_earning_halalas, cancellation_policy)
    VALUES (${flexibleItem.id}, ${renter.id}, ${owner.id}, '2025-07-01', '2025-07-09', 'completed',
      '100.00', ${columns.totalCost}, ${columns.discountPercent}, ${columns.subtotalHalalas},
      ${columns.discountHalalas}, ${columns.rentalHalalas}, ${columns.serviceFeeHalalas},
      ${columns.serviceFeeVatHalalas}, ${columns.commissionHalalas}, ${columns.commissionVatHalalas},
      ${columns.totalHalalas}, ${columns.ownerEarningHalalas}, 'moderate')
    RETURNING id`,
  );
  ids.priced = paidFor!.id;

  await database.migrate();
}, 120_000);

afterAll(async () => {
  await drop();
  rmSync(previousFolder, { recursive: true, force: true });
});

const stored = async (key: string) => {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, ids[key]!));
  return row!;
};

describe('migration 0023, pricing the bookings made before payments', () => {
  it.each(legacy.map((row) => [row.key, row] as const))(
    'prices the %s booking exactly as priceBreakdown does, at the default fees and without a discount',
    async (key, row) => {
      const booking = await stored(key);
      const expected = priceBreakdown(
        {
          dailyRateHalalas: toHalalas(row.dailyRate),
          days: chargedDays(row.startDate, row.endDate),
          weeklyDiscountPercent: 0,
          monthlyDiscountPercent: 0,
          rentalVatBy: 'none',
          depositHalalas: 0,
        },
        DEFAULT_FEE_RATES,
      );
      expect(priceOfBooking(booking)).toEqual(expected);
      // What the previous release reads is untouched.
      expect(booking.totalCost).toBe((expected.subtotal / 100).toFixed(2));
    },
  );

  it('rounds each percentage half up once, to the halala', async () => {
    expect(priceOfBooking(await stored('rounding'))).toMatchObject({
      subtotal: 3333,
      serviceFee: 167,
      serviceFeeVat: 25,
      commission: 333,
      commissionVat: 50,
      total: 3525,
      ownerEarning: 2950,
    });
    expect(priceOfBooking(await stored('half'))).toMatchObject({
      serviceFee: 1,
      serviceFeeVat: 0,
      commission: 1,
      commissionVat: 0,
      total: 11,
      ownerEarning: 9,
    });
  });

  it("binds each to its listing's policy now, and keeps the late flag the 24-hour rule recorded", async () => {
    expect((await stored('strict')).cancellationPolicy).toBe('strict');
    expect((await stored('rounding')).cancellationPolicy).toBe('flexible');
    expect(await stored('cancelled')).toMatchObject({ cancellationPolicy: 'flexible', cancelledLate: true });
  });

  it('leaves a booking already priced as it was', async () => {
    expect(await stored('priced')).toMatchObject({
      cancellationPolicy: 'moderate',
      discountPercent: 10,
      serviceFeeHalalas: 5040,
      commissionHalalas: 8640,
    });
  });

  it('refuses, from now on, a booking written without its price', async () => {
    const strict = await stored('strict');
    const refused = database.db.execute(sql`
      INSERT INTO bookings (item_id, renter_id, owner_id, start_date, end_date, status, daily_rate, total_cost)
      VALUES (${strict.itemId}, ${strict.renterId}, ${strict.ownerId}, '2031-01-01', '2031-01-02',
              'completed', '10.00', '10.00')`);
    await expect(refused).rejects.toThrow();
    const [{ unpriced } = { unpriced: -1 }] = await selectRows<{ unpriced: number }>(
      database.db,
      sql`SELECT count(*)::int AS unpriced FROM bookings WHERE total_halalas IS NULL`,
    );
    expect(unpriced).toBe(0);
  });
});
