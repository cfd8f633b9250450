/**
 * No double booking, ever: many people (or one owner's many clicks) racing
 * for the same days leave exactly one confirmed booking, and every other
 * request gets a clear answer (a 409, or declined and refunded once paid),
 * never a 500. On PostgreSQL the requests really run at once (a pool of 5
 * connections); on PGlite they take turns.
 */

import type { Booking } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { bookings, payments, refunds } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser, signIn } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { card, checkoutUrl, refreshPayment, TEST_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

const RACERS = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const day = (n: number) => addDays(todayInRiyadh(), n);

/** How many of each: { 200: 1, 409: 49 }. */
function tally(values: (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function statusesOf(itemId: string) {
  const rows = await t.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.itemId, itemId));
  return tally(rows.map((row) => row.status));
}

describe(`${RACERS} requests racing for the same days`, () => {
  it('accepting overlapping requests all at once confirms exactly one', async () => {
    const owner = await createSignedInUser(t.app, t.database.db);
    const item = await createItem(t.database.db, owner.user.id);
    const requests = [];
    for (let i = 0; i < RACERS; i++) {
      const renter = await createUser(t.database.db);
      // Overlapping, not identical: each shares day 10 with every other.
      requests.push(
        await createBooking(t.database.db, item, renter.id, {
          startDate: day(10 - (i % 3)),
          endDate: day(10 + (i % 4)),
        }),
      );
    }
    const answers = await Promise.all(
      requests.map((booking) =>
        t.app.inject({
          method: 'POST',
          url: `/api/bookings/${booking.id}/accept`,
          cookies: { [SESSION_COOKIE]: owner.cookie },
        }),
      ),
    );
    const http = tally(answers.map((res) => res.statusCode));
    console.info(`accept race on ${process.env.TEST_DB}: ${RACERS} requests, HTTP ${JSON.stringify(http)}`);
    expect(http).toEqual({ 200: 1, 409: RACERS - 1 });
    expect(await statusesOf(item.id)).toEqual({ confirmed: 1, declined: RACERS - 1 });
  });

  it('booking the same days on an instant-booking item confirms exactly one', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const item = await createItem(db, owner.id, { instantBooking: true });
    const cookies: string[] = [];
    for (let i = 0; i < RACERS; i++) {
      const renter = await createUser(db);
      cookies.push(await signIn(t.app, renter.email));
    }
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: { itemId: item.id, startDate: day(20 + (i % 2)), endDate: day(22) },
          cookies: { [SESSION_COOKIE]: cookie },
        }),
      ),
    );
    // Unpaid requests hold no days: every one is taken, and waits for its payment.
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 201: RACERS });
    expect(await statusesOf(item.id)).toEqual({ awaiting_payment: RACERS });

    // All pay, then come back at once: the first the app hears of as paid takes the days, every
    // other is declined and refunded in full. (The gateway's pages are paid one after another: the
    // race is the app's, between the returns; fifty browsers' worth of page requests at once only
    // measured how fast this machine is.)
    const ids = answers.map((res) => res.json<Booking>().id);
    for (const [i, id] of ids.entries()) {
      await payOnPage(await checkoutUrl(t, id, cookies[i]!), card(TEST_CARDS.madaApproved), t.sandbox.url);
    }
    const paid = await Promise.all(ids.map((id, i) => refreshPayment(t, id, cookies[i]!)));
    const outcome = tally(paid.map((each) => each.bookingStatus));
    console.info(
      `instant-booking race on ${process.env.TEST_DB}: ${RACERS} paid requests, ${JSON.stringify(outcome)}`,
    );
    expect(outcome).toEqual({ confirmed: 1, declined: RACERS - 1 });
    // The declined requests' refunds are owed; their jobs make them at the gateway.
    await t.drainJobs();
    expect(paid.every((each) => each.payment?.status === 'paid' || each.payment?.status === 'refunded')).toBe(
      true,
    );
    expect(await statusesOf(item.id)).toEqual({ confirmed: 1, declined: RACERS - 1 });

    const rows = await db.select().from(bookings).where(eq(bookings.itemId, item.id));
    const declined = rows.filter((row) => row.status === 'declined');
    expect(new Set(declined.map((row) => row.statusReason))).toEqual(
      new Set(['Another request for these dates was accepted']),
    );
    const refunded = await db
      .select({ bookingId: refunds.bookingId, amount: refunds.amountHalalas, status: refunds.status })
      .from(refunds)
      .where(inArray(refunds.bookingId, ids));
    expect(refunded.map((refund) => refund.bookingId).sort()).toEqual(declined.map((row) => row.id).sort());
    for (const refund of refunded) {
      const booking = declined.find((row) => row.id === refund.bookingId);
      expect(refund).toEqual({ bookingId: booking?.id, amount: booking?.totalHalalas, status: 'done' });
    }
    const charged = await db.select().from(payments).where(inArray(payments.bookingId, ids));
    expect(charged).toHaveLength(RACERS);
    const confirmed = rows.find((row) => row.status === 'confirmed');
    for (const payment of charged) {
      expect(payment.refundedHalalas, payment.bookingId).toBe(
        payment.bookingId === confirmed?.id ? 0 : payment.amountHalalas,
      );
    }
    await expectLedgerSound(db);
  }, 120_000);
});
