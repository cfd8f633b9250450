/**
 * The money scenarios' kit (docs/decisions/0047-money-architecture.md, "The ledger"): a paid request
 * made through the API with the gateway's sandbox over HTTP, the parties' steps, and the whole
 * account table of a scenario, for the test files that check money scenario by scenario.
 */
import type { Booking, Notification } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { type PriceBreakdown, settlement } from '@shared/money';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../db/client';
import { LEDGER_ACCOUNTS, type LedgerAccount, refunds } from '../db/schema';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { createItem, createSignedInUser } from './fixtures';
import { payForBooking } from './payments';
import type { TestApp } from './test-app';

/** A photo as our uploads name it (POST /api/uploads answers such addresses). */
export const HANDOVER_PHOTO = '/uploads/0123456789abcdef0123456789abcdef.webp';

export type Person = Awaited<ReturnType<typeof createSignedInUser>>;
export type AccountTable = Record<LedgerAccount, number>;

export interface Scenario {
  owner: Person;
  renter: Person;
  booking: Booking;
  price: PriceBreakdown;
}

/** The kit over one test app (`app()`, set in the file's beforeAll). */
export function moneyScenarioKit(app: () => TestApp) {
  const db = () => app().database.db;
  const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
  const day = (n: number) => addDays(todayInRiyadh(), n);
  let mobile = 100;
  /** A Saudi mobile no other owner of this database has (payouts name one). */
  const nextMobile = () => {
    mobile += 1;
    return `0500000${mobile}`;
  };

  /** A new owner (with a Saudi mobile, for payouts) and renter, and the renter's paid request. */
  async function paidRequest(options: {
    startInDays: number;
    /** Days from pickup to return (2 unless said). */
    days?: number;
    policy?: 'flexible' | 'moderate' | 'strict';
    instant?: boolean;
    /** The owner's profile: a business registered for VAT, say. */
    owner?: Parameters<typeof createSignedInUser>[2];
    /** The listing's refundable deposit, in SAR ("500.00"). */
    deposit?: string;
  }): Promise<Scenario> {
    const owner = await createSignedInUser(app().app, db(), {
      firstName: 'Fahad',
      lastName: 'Alharbi',
      phone: nextMobile(),
      city: 'Riyadh',
      ...options.owner,
    });
    const renter = await createSignedInUser(app().app, db());
    const item = await createItem(db(), owner.user.id, {
      dailyRate: '133.35',
      cancellationPolicy: options.policy ?? 'flexible',
      instantBooking: options.instant ?? false,
      deposit: options.deposit ?? null,
    });
    const requested = await app().app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        itemId: item.id,
        startDate: day(options.startInDays),
        endDate: day(options.startInDays + (options.days ?? 2)),
      },
      ...as(renter.cookie),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const booking = requested.json<Booking>();
    await payForBooking(app(), booking.id, renter.cookie);
    await app().drainJobs();
    const price = booking.price;
    if (!price) throw new Error('A new request is priced');
    return { owner, renter, booking, price: price as PriceBreakdown };
  }

  async function act(person: Person, bookingId: string, action: string, reason?: string): Promise<void> {
    // With a deposit, the owner hands over once a photo of the item is on record (docs/decisions/0059).
    if (action === 'start') await addHandoverPhoto(person, bookingId);
    const res = await app().app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/${action}`,
      payload: { reason },
      ...as(person.cookie),
    });
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    await app().drainJobs();
  }

  /** The owner's hand-over photo (one of our uploads' names), as the hand-over dialog adds it. */
  async function addHandoverPhoto(person: Person, bookingId: string): Promise<void> {
    const res = await app().app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/handover/reports`,
      payload: { stage: 'handover', note: 'As listed, clean and complete.', photos: [HANDOVER_PHOTO] },
      ...as(person.cookie),
    });
    expect(res.statusCode, `hand-over photo: ${res.body}`).toBe(201);
  }

  /** The scenario's account table: each account's net movement over its booking's and its owner's payouts' transactions. */
  async function accountTable(scenario: Scenario): Promise<AccountTable> {
    const rows = await selectRows<{ account: LedgerAccount; total: string }>(
      db(),
      sql`SELECT e.account, sum(e.amount_halalas) AS total
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.booking_id = ${scenario.booking.id}
        OR t.payout_id IN (SELECT id FROM payouts WHERE owner_id = ${scenario.owner.user.id})
      GROUP BY e.account`,
    );
    const table = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as AccountTable;
    for (const row of rows) table[row.account] = Number(row.total);
    return table;
  }

  /** A table with every account at zero but those given. */
  const tableOf = (accounts: Partial<AccountTable>): AccountTable => ({
    ...(Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as AccountTable),
    ...accounts,
  });

  /** What the ledger holds once a booking ended with `refundBasisPoints` of it given back by its policy. */
  function settledTable(price: PriceBreakdown, refundBasisPoints: number): Partial<AccountTable> {
    const split = settlement(price, refundBasisPoints);
    return {
      gateway: price.total - split.refund.total,
      owner: -split.ownerEarning,
      platform_fees: -split.platformFees,
      vat: -split.vat,
    };
  }

  async function notificationsOf(person: Person, type: string): Promise<Notification[]> {
    const res = await app().app.inject({ url: '/api/notifications', ...as(person.cookie) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ notifications: Notification[] }>().notifications.filter((each) => each.type === type);
  }

  async function refundsOf(bookingId: string) {
    return db().select().from(refunds).where(eq(refunds.bookingId, bookingId));
  }

  return {
    db,
    as,
    day,
    nextMobile,
    paidRequest,
    act,
    accountTable,
    tableOf,
    settledTable,
    notificationsOf,
    refundsOf,
  };
}
