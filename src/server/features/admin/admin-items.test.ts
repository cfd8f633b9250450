import type { AdminItem } from '@shared/api-types';
import { addDays, SYSTEM_STATUS_REASONS, todayInRiyadh } from '@shared/bookings';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, bookingEvents, bookings, items, notifications } from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { type AdminTestApp, createAdminTestApp } from './admin.test-helpers';

let t: AdminTestApp;
const today = todayInRiyadh();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.asAdmin({ url: `/api/admin/items${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as AdminItem[], total: Number(res.headers['x-total-count']) };
};
const remove = (id: string, payload?: object) =>
  t.asAdmin({ method: 'DELETE', url: `/api/admin/items/${id}`, ...(payload && { payload }) });

describe('GET /api/admin/items', () => {
  let lantern: string;
  let paused: string;
  let blockedOwners: string;

  beforeAll(async () => {
    const db = t.database.db;
    const owner = await createUser(db, { accountType: 'business', companyName: 'عدة الخليج' });
    const blocked = await createUser(db, { suspendedAt: new Date(), suspensionReason: 'Spam' });
    const renter = await createUser(db);
    const lanternItem = await createItem(db, owner.id, {
      title: 'Camping lantern',
      description: 'Bright and quiet, runs all night on one charge.',
    });
    lantern = lanternItem.id;
    paused = (await createItem(db, owner.id, { title: 'خيمة كبيرة للرحلات', isAvailable: false })).id;
    blockedOwners = (await createItem(db, blocked.id, { title: 'Pressure washer' })).id;
    await createItem(db, owner.id, { title: 'Removed lantern', deletedAt: new Date(), isAvailable: false });
    // Not over yet: a request, a confirmed booking and a rental under way; over or ended: not counted.
    await createBooking(db, lanternItem, renter.id, {
      status: 'pending',
      startDate: day(3),
      endDate: day(4),
    });
    await createBooking(db, lanternItem, renter.id, {
      status: 'confirmed',
      startDate: day(5),
      endDate: day(6),
    });
    await createBooking(db, lanternItem, renter.id, { status: 'active', startDate: day(-1), endDate: today });
    await createBooking(db, lanternItem, renter.id, {
      status: 'active',
      startDate: day(-5),
      endDate: day(-2),
    });
    await createBooking(db, lanternItem, renter.id, {
      status: 'cancelled',
      startDate: day(8),
      endDate: day(9),
    });
  });

  it('lists every listing not removed, newest first, with owner, category and bookings ahead', async () => {
    const { rows, total } = await list('');
    expect(total).toBe(3);
    expect(rows.map((item) => item.id)).toEqual([blockedOwners, paused, lantern]);
    expect(rows[0]!.owner).toMatchObject({ suspended: true });
    expect(rows[1]).toMatchObject({ isAvailable: false, upcomingBookings: 0 });
    expect(rows[2]).toMatchObject({
      title: 'Camping lantern',
      dailyRate: '120.00',
      city: 'Riyadh',
      images: ['/images/demo/camping-1.svg'],
      createdAt: expect.any(String),
      owner: { accountType: 'business', companyName: 'عدة الخليج', suspended: false },
      category: { id: 1, name: expect.any(String) },
      upcomingBookings: 3,
    });
  });

  it('searches titles and descriptions, Arabic spellings folded, removed listings left out', async () => {
    expect((await list('?search=lantern')).rows.map((item) => item.id)).toEqual([lantern]);
    expect((await list('?search=quiet')).rows.map((item) => item.id)).toEqual([lantern]);
    expect((await list('?search=الخيمه')).rows.map((item) => item.id)).toEqual([paused]);
    expect((await list('?search=washer')).total).toBe(1);
    expect((await list('?search=nothing-like-this')).rows).toEqual([]);
  });

  it('pages with the total in X-Total-Count', async () => {
    const page = await list('?limit=2&offset=2');
    expect(page).toMatchObject({ total: 3, rows: [{ id: lantern }] });
  });
});

describe('DELETE /api/admin/items/{id}', () => {
  it('removes the listing, cancels and declines what is ahead, keeps the rental under way, tells everyone', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const [confirmedRenter, pendingRenter, activeRenter] = await Promise.all([
      createUser(db),
      createUser(db),
      createUser(db),
    ]);
    const item = await createItem(db, owner.id, { title: 'Desert tent' });
    const confirmed = await createBooking(db, item, confirmedRenter.id, {
      status: 'confirmed',
      startDate: day(10),
      endDate: day(12),
    });
    const pending = await createBooking(db, item, pendingRenter.id, {
      status: 'pending',
      startDate: day(20),
      endDate: day(22),
    });
    const active = await createBooking(db, item, activeRenter.id, {
      status: 'active',
      startDate: day(-1),
      endDate: day(2),
    });

    const res = await remove(item.id, { reason: 'Counterfeit goods' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelledBookings: 1, declinedRequests: 1, activeRentals: 1 });

    const [stored] = await db.select().from(items).where(eq(items.id, item.id));
    expect(stored).toMatchObject({ isAvailable: false, deletedAt: expect.any(Date) });
    const statusOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    expect(await statusOf(confirmed.id)).toMatchObject({
      status: 'cancelled',
      statusReason: 'Counterfeit goods',
    });
    expect(await statusOf(pending.id)).toMatchObject({
      status: 'declined',
      statusReason: 'Counterfeit goods',
    });
    expect(await statusOf(active.id)).toMatchObject({ status: 'active', statusReason: null });
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.actorId, t.admin.user.id));
    expect(events.map((e) => `${e.action}:${e.toStatus}`).sort()).toEqual([
      'cancel:cancelled',
      'decline:declined',
    ]);

    const told = async (userId: string) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);
    expect(await told(confirmedRenter.id)).toEqual(['booking_cancelled']);
    expect(await told(pendingRenter.id)).toEqual(['booking_declined']);
    expect(await told(activeRenter.id)).toEqual([]);
    const [ownerNote] = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerNote).toMatchObject({
      type: 'listing_removed',
      data: { itemTitle: 'Desert tent', reason: 'Counterfeit goods' },
      link: '/profile?tab=items',
    });

    const [entry] = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, item.id), eq(adminAuditLog.action, 'item.delete')));
    expect(entry).toMatchObject({
      adminId: t.admin.user.id,
      targetType: 'item',
      targetLabel: 'Desert tent',
      reason: 'Counterfeit goods',
      details: { cancelledBookings: 1, declinedRequests: 1, activeRentals: 1 },
    });

    // Gone from the marketplace and the admin table; a second removal finds nothing.
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(404);
    expect((await list('')).rows.map((row) => row.id)).not.toContain(item.id);
    const again = await remove(item.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: 'Item not found' });
  });

  it('gives Ajjir’s own reason when the administrator gives none, with no body or an empty one', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const renter = await createUser(db);
    for (const payload of [undefined, {}, { reason: '  ' }]) {
      const item = await createItem(db, owner.id);
      const booking = await createBooking(db, item, renter.id, {
        status: 'confirmed',
        startDate: day(1),
        endDate: day(2),
      });
      const res = await remove(item.id, payload);
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(stored).toMatchObject({
        status: 'cancelled',
        statusReason: SYSTEM_STATUS_REASONS.listingRemoved,
      });
      const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, item.id));
      expect(entry!.reason).toBeNull();
    }
  });

  it('leaves bookings that are over alone', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const renter = await createUser(db);
    const item = await createItem(db, owner.id);
    const past = await createBooking(db, item, renter.id, {
      status: 'confirmed',
      startDate: day(-5),
      endDate: day(-3),
    });
    const done = await createBooking(db, item, renter.id, {
      status: 'completed',
      startDate: day(-2),
      endDate: day(-1),
    });
    expect((await remove(item.id)).json()).toEqual({
      cancelledBookings: 0,
      declinedRequests: 0,
      activeRentals: 0,
    });
    const rows = await db.select().from(bookings).where(eq(bookings.itemId, item.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [past.id]: 'confirmed',
      [done.id]: 'completed',
    });
  });

  it('answers 404 for an unknown or malformed id, writing nothing', async () => {
    const before = await t.database.db.select().from(adminAuditLog);
    expect((await remove('5b1f8f9e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(404);
    expect(await t.database.db.select().from(adminAuditLog)).toEqual(before);
  });

  it('writes nothing at all when any part of the removal fails', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const renter = await createUser(db);
    const item = await createItem(db, owner.id, { title: 'Doomed listing' });
    const booking = await createBooking(db, item, renter.id, {
      status: 'pending',
      startDate: day(3),
      endDate: day(4),
    });
    // The audit row is written last: make the database refuse it.
    await db.execute(sql`CREATE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.target_label = 'Doomed listing' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_doomed BEFORE INSERT ON admin_audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_doomed()`);
    try {
      expect((await remove(item.id, { reason: 'Scam' })).statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_doomed ON admin_audit_log`);
      await db.execute(sql`DROP FUNCTION refuse_doomed()`);
    }
    const [stored] = await db.select().from(items).where(eq(items.id, item.id));
    expect(stored).toMatchObject({ deletedAt: null, isAvailable: true });
    expect((await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('pending');
    expect(await db.select().from(notifications).where(eq(notifications.userId, renter.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, owner.id))).toEqual([]);
    expect(await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).toEqual([]);
  });

  it('refuses a reason too long, removing nothing', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id);
    const res = await remove(item.id, { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(stored!.deletedAt).toBeNull();
  });
});
