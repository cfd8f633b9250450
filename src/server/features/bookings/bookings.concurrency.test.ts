/**
 * No double booking, ever: many people (or one owner's many clicks) racing
 * for the same days leave exactly one confirmed booking, and every other
 * request gets a clear 409, never a 500. On PostgreSQL the requests really
 * run at once (a pool of 5 connections); on PGlite they take turns.
 */

import { addDays, todayInRiyadh } from '@shared/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser, signIn } from '../../test/fixtures';
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
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id, { instantBooking: true });
    const cookies: string[] = [];
    for (let i = 0; i < RACERS; i++) {
      const renter = await createUser(t.database.db);
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
    const http = tally(answers.map((res) => res.statusCode));
    console.info(
      `instant-booking race on ${process.env.TEST_DB}: ${RACERS} requests, HTTP ${JSON.stringify(http)}`,
    );
    expect(http).toEqual({ 201: 1, 409: RACERS - 1 });
    expect(await statusesOf(item.id)).toEqual({ confirmed: 1 });
  });
});
