import type { AdminUser, AdminUserDetail } from '@shared/api-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { type AdminTestApp, createAdminTestApp } from './admin.test-helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.asAdmin({ url: `/api/admin/users${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as AdminUser[], total: Number(res.headers['x-total-count']) };
};
const usernames = async (query: string) => (await list(query)).rows.map((user) => user.username);

describe('GET /api/admin/users', () => {
  beforeAll(async () => {
    const db = t.database.db;
    // Each account joins a second after the one before: inserted a moment apart, two could share a
    // clock reading (PGlite's is coarse), and newest-first would then depend on their random ids.
    let joined = Date.now();
    const next = () => {
      joined += 1000;
      return new Date(joined);
    };
    await createUser(db, {
      joinedAt: next(),
      username: 'ahmad_q',
      firstName: 'أحمد',
      lastName: 'القحطاني',
      email: 'ahmad@example.sa',
    });
    await createUser(db, {
      joinedAt: next(),
      username: 'gulf_tools',
      firstName: 'Sara',
      lastName: 'Ali',
      accountType: 'business',
      companyName: 'عدة الخليج',
      email: 'Sales@Gulf.example.SA',
    });
    await createUser(db, {
      joinedAt: next(),
      username: 'under_score',
      firstName: 'Mona',
      lastName: 'Saad',
      email: 'mona@example.sa',
    });
    await createUser(db, {
      joinedAt: next(),
      username: 'underxscore',
      firstName: 'Nouf',
      lastName: 'Saad',
      email: 'nouf@example.sa',
    });
    await createUser(db, {
      joinedAt: next(),
      username: 'blocked_one',
      firstName: 'Fahad',
      lastName: 'Blocked',
      suspendedAt: new Date(),
      suspensionReason: 'Spam',
    });
  });

  it('finds accounts by part of a name, Arabic spellings folded, without case', async () => {
    expect(await usernames('?search=احمد')).toEqual(['ahmad_q']);
    expect(await usernames('?search=قحطان')).toEqual(['ahmad_q']);
    expect(await usernames('?search=SAAD')).toEqual(['underxscore', 'under_score']);
  });

  it('finds accounts by company, username and e-mail', async () => {
    expect(await usernames('?search=الخليج')).toEqual(['gulf_tools']);
    expect(await usernames('?search=GULF_TO')).toEqual(['gulf_tools']);
    expect(await usernames('?search=sales@gulf')).toEqual(['gulf_tools']);
  });

  it('takes % and _ in the term as themselves, not as wildcards', async () => {
    expect(await usernames('?search=under_s')).toEqual(['under_score']);
    expect(await usernames('?search=%25')).toEqual([]);
    expect(await usernames('?search=\\')).toEqual([]);
  });

  it('filters blocked and active accounts, and never shows a password', async () => {
    expect(await usernames('?suspended=true')).toEqual(['blocked_one']);
    const active = await list('?suspended=false');
    expect(active.rows.map((user) => user.username)).not.toContain('blocked_one');
    expect(active.total).toBe(6);
    const all = await list('');
    expect(all.total).toBe(7);
    expect(JSON.stringify(all.rows)).not.toMatch(/password|hash/i);
    expect(all.rows[0]).toMatchObject({ username: 'blocked_one', email: expect.any(String), isAdmin: false });
  });

  it('pages newest first, with the total in X-Total-Count', async () => {
    const all = await usernames('?limit=100');
    const first = await list('?limit=3');
    const second = await list('?limit=3&offset=3');
    expect(first.total).toBe(7);
    expect([...first.rows, ...second.rows].map((user) => user.username)).toEqual(all.slice(0, 6));
    expect((await list('?limit=3&offset=6')).rows).toHaveLength(1);
  });

  it('refuses a bad filter or page', async () => {
    for (const query of ['?suspended=maybe', '?limit=0', '?limit=101', '?offset=-1']) {
      expect((await t.asAdmin({ url: `/api/admin/users${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows the account and what it has done', async () => {
    const db = t.database.db;
    const owner = await createUser(db, { phone: '0500000000' });
    const renter = await createUser(db);
    const tent = await createItem(db, owner.id);
    await createItem(db, owner.id, { isAvailable: false });
    await createItem(db, owner.id, { deletedAt: new Date(), isAvailable: false });
    // Two days each: 300.00 and 120.50, less 10 % commission and its 15 % VAT (shared/money.ts).
    await createBooking(db, tent, renter.id, {
      status: 'completed',
      dailyRate: '150.00',
      completedAt: new Date(),
    });
    await createBooking(db, tent, renter.id, {
      status: 'completed',
      dailyRate: '60.25',
      completedAt: new Date(),
    });
    await createBooking(db, tent, renter.id, { status: 'pending' });
    const other = await createItem(db, renter.id);
    await createBooking(db, other, owner.id, { status: 'cancelled' });

    const res = await t.asAdmin({ url: `/api/admin/users/${owner.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminUserDetail;
    expect(detail).toMatchObject({ id: owner.id, phone: '+966500000000', email: owner.email });
    expect(detail).not.toHaveProperty('passwordHash');
    expect(detail.stats).toEqual({
      listings: 2,
      activeListings: 1,
      bookingsAsRenter: 1,
      bookingsAsOwner: 3,
      completedAsOwner: 2,
      earnedAsOwner: '372.14',
    });
  });

  it('answers 404 for an unknown account', async () => {
    const res = await t.asAdmin({ url: '/api/admin/users/5b1f8f9e-0000-4000-8000-000000000000' });
    expect(res.json()).toEqual({ code: 'not_found', message: 'User not found' });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const put = (id: string, payload: object) =>
    t.asAdmin({ method: 'PUT', url: `/api/admin/users/${id}`, payload });
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'user.update')));

  it('saves the dialog’s fields, a new e-mail without the owner’s password, and records old and new', async () => {
    const user = await createUser(t.database.db, { firstName: 'Old', phone: '0500000000', city: 'Riyadh' });
    const res = await put(user.id, {
      firstName: ' Khalid ',
      lastName: 'العتيبي',
      username: 'khalid_new',
      email: 'Khalid.New@Example.SA',
      phone: '',
      address: 'Olaya St',
      city: 'Jeddah',
      accountType: 'business',
      companyName: 'Khalid Rentals',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Khalid',
      lastName: 'العتيبي',
      username: 'khalid_new',
      email: 'khalid.new@example.sa',
      phone: null,
      address: 'Olaya St',
      city: 'Jeddah',
      accountType: 'business',
      companyName: 'Khalid Rentals',
    });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      adminId: t.admin.user.id,
      targetType: 'user',
      targetLabel: 'Khalid Rentals',
    });
    expect(entry!.details).toEqual({
      changes: {
        firstName: { from: 'Old', to: 'Khalid' },
        lastName: { from: user.lastName, to: 'العتيبي' },
        username: { from: user.username, to: 'khalid_new' },
        email: { from: user.email, to: 'khalid.new@example.sa' },
        phone: { from: '+966500000000', to: null },
        address: { from: null, to: 'Olaya St' },
        city: { from: 'Riyadh', to: 'Jeddah' },
        accountType: { from: 'individual', to: 'business' },
        companyName: { from: null, to: 'Khalid Rentals' },
      },
    });
  });

  it('writes nothing when nothing changes', async () => {
    const user = await createUser(t.database.db, { firstName: 'Same' });
    const res = await put(user.id, { firstName: 'Same', email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Same', email: user.email });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('keeps the profile’s rules: a business needs its company, username and e-mail stay unique', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const other = await createUser(db);
    const business = await put(user.id, { accountType: 'business' });
    expect(business.statusCode).toBe(400);
    expect(business.json().errors).toEqual([
      { path: 'companyName', code: 'company_name_required', message: expect.any(String) },
    ]);
    const username = await put(user.id, { username: other.username.toUpperCase() });
    expect(username.statusCode).toBe(409);
    expect(username.json().errors).toEqual([
      { path: 'username', code: 'username_taken', message: expect.any(String) },
    ]);
    const email = await put(user.id, { email: other.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors).toEqual([
      { path: 'email', code: 'email_taken', message: expect.any(String) },
    ]);
    const bad = await put(user.id, { firstName: ' ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ username: user.username, email: user.email, accountType: 'individual' });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses to edit an administrator, oneself included (403 admin_protected)', async () => {
    const otherAdmin = await createUser(t.database.db, { isAdmin: true, firstName: 'Other' });
    for (const id of [otherAdmin.id, t.admin.user.id]) {
      const res = await put(id, { email: 'takeover@example.sa' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('admin_protected');
    }
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, otherAdmin.id));
    expect(stored!.email).toBe(otherAdmin.email);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await put('5b1f8f9e-0000-4000-8000-000000000000', { firstName: 'X' })).statusCode).toBe(404);
  });
});
