import type { AdminStats } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { type AdminTestApp, as, createAdminTestApp } from './admin.test-helpers';
import { earnFeesAt } from './admin-payments.test-helpers';

let t: AdminTestApp;
const today = todayInRiyadh();
const day = (n: number) => addDays(today, n);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('answers zeros and "0.00" on a marketplace with no listings or bookings yet', async () => {
    expect((await t.asAdmin({ url: '/api/admin/stats' })).json()).toEqual({
      totalUsers: 2,
      totalItems: 0,
      totalBookings: 0,
      activeBookings: 0,
      totalRevenue: '0.00',
      pendingIssues: 0,
      pendingIssuesBreakdown: { staleRequests: 0, missedHandovers: 0, overdueReturns: 0 },
    });
  });

  it('counts what there is: accounts, listings on offer, bookings, revenue and pending issues', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const blockedOwner = await createUser(db, { suspendedAt: new Date(), suspensionReason: 'Spam' });
    const renter = await createUser(db);
    // On offer: one. Not: paused, removed, or a blocked owner's.
    await createItem(db, owner.id);
    await createItem(db, owner.id, { isAvailable: false });
    await createItem(db, owner.id, { deletedAt: new Date(), isAvailable: false });
    await createItem(db, blockedOwner.id);
    // Each booking on an item of its own, so confirmed and active ones never overlap.
    const book = async (overrides: Parameters<typeof createBooking>[3]) =>
      createBooking(db, await createItem(db, owner.id, { isAvailable: false }), renter.id, overrides);
    await book({ status: 'pending', createdAt: hoursAgo(30), startDate: day(5), endDate: day(6) }); // stale
    await book({ status: 'pending', createdAt: hoursAgo(1), startDate: day(5), endDate: day(6) });
    await book({ status: 'pending', createdAt: hoursAgo(30), startDate: today, endDate: day(1) }); // stale
    await book({ status: 'pending', createdAt: hoursAgo(80), startDate: day(-1), endDate: day(1) });
    await book({ status: 'confirmed', startDate: day(-3), endDate: day(-1) }); // missed hand-over
    await book({ status: 'confirmed', startDate: day(-3), endDate: today });
    await book({ status: 'active', startDate: day(-4), endDate: day(-2) }); // overdue
    await book({ status: 'active', startDate: day(-1), endDate: day(2) });
    // Revenue is Ajjir's fees as the ledger earned them, not what the rentals cost.
    const first = await book({ status: 'completed', completedAt: hoursAgo(50) });
    const second = await book({ status: 'completed', completedAt: hoursAgo(5) });
    await book({ status: 'cancelled' });
    await earnFeesAt(db, first.id, 1005, hoursAgo(50));
    await earnFeesAt(db, second.id, 2003, hoursAgo(5));

    const res = await t.asAdmin({ url: '/api/admin/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // The administrator and the member of the set-up, and the three here.
      totalUsers: 5,
      totalItems: 1,
      totalBookings: 11,
      activeBookings: 2,
      totalRevenue: '30.08',
      pendingIssues: 4,
      pendingIssuesBreakdown: { staleRequests: 2, missedHandovers: 1, overdueReturns: 1 },
    } satisfies AdminStats);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/admin/stats', ...as(t.member.cookie) })).statusCode).toBe(403);
  });
});
