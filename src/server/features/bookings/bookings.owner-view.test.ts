/**
 * What an owner sees of the requests for their items: only those that reached them (paid and put
 * to them, or made before payments), each with what they receive from it as it stands.
 */
import type { Booking, BookingMoney } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { settlement } from '@shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createItem, createSignedInUser } from '../../test/fixtures';
import { payForBooking, requestAndPay } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { lapseUnpaidRequest } from './bookings.service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
let other: Awaited<ReturnType<typeof createSignedInUser>>;
const day = (n: number) => addDays(todayInRiyadh(), n);
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await createSignedInUser(t.app, t.database.db, { firstName: 'Fahad' });
  renter = await createSignedInUser(t.app, t.database.db, { firstName: 'Sara' });
  other = await createSignedInUser(t.app, t.database.db, { firstName: 'Noura' });
});
afterAll(() => t.close());

const newItem = (overrides: Parameters<typeof createItem>[2] = {}) =>
  createItem(t.database.db, owner.user.id, { dailyRate: '100.00', minRentalDays: 1, ...overrides });
const request = async (cookie: string, itemId: string, start: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { itemId, startDate: day(start), endDate: day(start + 1) },
    ...as(cookie),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
};
const act = (cookie: string, id: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, ...as(cookie) });
const listAs = async (cookie: string, side: 'owner' | 'renter') =>
  (await t.app.inject({ url: `/api/bookings?as=${side}`, ...as(cookie) })).json<Booking[]>();

describe('the owner’s rentals', () => {
  it('lists only the requests that reached the owner, each with what the owner receives from it', async () => {
    const item = await newItem();
    const strict = await newItem({ cancellationPolicy: 'strict' });
    const instant = await newItem({ instantBooking: true });

    // Never reached the owner: unpaid now, withdrawn unpaid, left unpaid until it lapsed, and paid
    // for days another renter's instant booking took meanwhile (declined by the system as it was paid).
    const unpaid = await request(renter.cookie, item.id, 3);
    const withdrawn = await request(renter.cookie, item.id, 5);
    expect((await act(renter.cookie, withdrawn.id, 'cancel')).statusCode).toBe(200);
    const abandoned = await request(renter.cookie, item.id, 7);
    await t.database.db.transaction((tx) => lapseUnpaidRequest(tx, abandoned.id, t.app.bookingMoney));
    const late = await request(renter.cookie, instant.id, 9);
    const first = await request(other.cookie, instant.id, 9);
    expect((await payForBooking(t, first.id, other.cookie)).bookingStatus).toBe('confirmed');
    expect((await payForBooking(t, late.id, renter.cookie)).bookingStatus).toBe('declined');

    // Reached the owner: a request waiting for an answer, one declined, one the renter cancelled
    // late under a strict policy (half kept), and one made before payments.
    const waiting = await requestAndPay(t, renter.cookie, {
      itemId: item.id,
      startDate: day(11),
      endDate: day(12),
    });
    const declined = await requestAndPay(t, renter.cookie, {
      itemId: item.id,
      startDate: day(13),
      endDate: day(14),
    });
    expect((await act(owner.cookie, declined.id, 'decline')).statusCode).toBe(200);
    const cancelled = await requestAndPay(t, renter.cookie, {
      itemId: strict.id,
      startDate: day(20),
      endDate: day(21),
    });
    expect((await act(owner.cookie, cancelled.id, 'accept')).statusCode).toBe(200);
    expect((await act(renter.cookie, cancelled.id, 'cancel')).json()).toMatchObject({ cancelledLate: true });
    const legacy = await createBooking(t.database.db, item, renter.user.id, {
      startDate: day(-10),
      endDate: day(-8),
      status: 'completed',
    });

    const ownerList = await listAs(owner.cookie, 'owner');
    const shares = Object.fromEntries(ownerList.map((booking) => [booking.id, booking.ownerShare]));
    expect(shares).toEqual({
      [waiting.id]: waiting.price.ownerEarning,
      [declined.id]: 0,
      [cancelled.id]: settlement(cancelled.price, 5_000).ownerEarning,
      // Paid to the owner directly, before payments went through Ajjir.
      [legacy.id]: legacy.ownerEarningHalalas,
      [first.id]: first.price.ownerEarning,
    });
    expect(settlement(cancelled.price, 5_000).ownerEarning).toBeGreaterThan(0);

    // The renter still sees every request of theirs, paid or not.
    const renterIds = (await listAs(renter.cookie, 'renter')).map((booking) => booking.id);
    for (const booking of [unpaid, withdrawn, abandoned, late, waiting, declined, cancelled]) {
      expect(renterIds).toContain(booking.id);
    }

    // Nor can the owner open one that never reached them, or read its money.
    for (const booking of [unpaid, withdrawn, abandoned, late]) {
      const page = await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) });
      expect(page.statusCode, booking.status).toBe(404);
      const money = await t.app.inject({ url: `/api/bookings/${booking.id}/money`, ...as(owner.cookie) });
      expect(money.statusCode).toBe(404);
    }
    const keptMoney = await t.app.inject({ url: `/api/bookings/${cancelled.id}/money`, ...as(owner.cookie) });
    expect(keptMoney.json<BookingMoney>().ownerEarning).toEqual({
      amount: settlement(cancelled.price, 5_000).ownerEarning,
      state: 'available',
      paidOutAt: null,
      heldFor: null,
      heldUntil: null,
    });
  });
});
