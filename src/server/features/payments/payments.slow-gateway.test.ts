/**
 * A gateway that does not answer holds up nothing but the job that called it (docs/decisions/0047,
 * "No call inside a transaction"). A refund's call is held at the sandbox for as long as the test
 * likes; meanwhile unrelated requests, and the owner's next decline, answer as usual. On PGlite a
 * transaction left open around the call would make every one of them wait (it is the only
 * connection); on PostgreSQL the decline would wait on the rows it locked. So a regression shows
 * as a test that never gets its answers, not as a slower figure: nothing here reads a clock.
 */
import type { Booking } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refunds } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { payForBooking, requestForNewItem } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
let bystander: Awaited<ReturnType<typeof createSignedInUser>>;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const db = () => t.database.db;
let nextDay = 20;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  owner = await createSignedInUser(t.app, db(), { firstName: 'Fahad' });
  renter = await createSignedInUser(t.app, db(), { firstName: 'Sara' });
  bystander = await createSignedInUser(t.app, db(), { firstName: 'Noura' });
});
afterAll(() => t.close());

async function paidRequest(): Promise<Booking> {
  const booking = await requestForNewItem(
    t,
    { ownerId: owner.user.id, renterCookie: renter.cookie },
    nextDay,
  );
  nextDay += 3;
  await payForBooking(t, booking.id, renter.cookie);
  await t.drainJobs();
  return booking;
}

const decline = (bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/decline`,
    payload: { reason: null },
    ...as(owner.cookie),
  });

/** What must answer while the gateway holds the first refund's call. */
async function whileHeld(first: Booking, second: Booking): Promise<void> {
  await vi.waitFor(() => expect(t.sandbox.control.held()).toBe(1), { timeout: 20_000 });
  // An unrelated read, a write, and the owner's next decline of another paid booking (whose own
  // refund job waits its turn) all answer.
  const me = await t.app.inject({ url: '/api/auth/me', ...as(bystander.cookie) });
  expect(me.statusCode).toBe(200);
  const read = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    payload: {},
    ...as(bystander.cookie),
  });
  expect(read.statusCode).toBe(200);
  expect((await decline(second.id)).statusCode).toBe(200);
  const [owed] = await db().select().from(refunds).where(eq(refunds.bookingId, first.id));
  expect(owed?.status).toBe('owed');
}

describe('a gateway that does not answer', () => {
  it('holds up only the refund waiting for it', async () => {
    const first = await paidRequest();
    const second = await paidRequest();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.sandbox.control.failNext({ method: 'POST', path: /\/refund$/, until: answered });

    // The decline answers at once: its refund is owed, and its job calls the gateway after commit.
    expect((await decline(first.id)).statusCode).toBe(200);
    const draining = t.drainJobs();
    try {
      await whileHeld(first, second);
    } finally {
      release();
      await draining;
    }
    await t.drainJobs();
    const made = await db().select().from(refunds);
    const ours = made.filter((refund) => [first.id, second.id].includes(refund.bookingId));
    expect(ours.map((refund) => refund.status)).toEqual(['done', 'done']);
    await expectLedgerSound(db());
  });
});
