/**
 * A member's own data and closing their account (docs/decisions/0066-closed-accounts.md): the
 * download's content and that it streams; each thing that keeps an account open refusing the
 * closing in its own words; a closing that keeps bookings, invoices and the ledger reading as they
 * did; two closings at once; a closed member who cannot sign in and shows as a former member.
 */
import type { Review } from '@shared/api-types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import {
  adminAuditLog,
  bookings,
  claims,
  handoverConfirmations,
  invoices,
  items,
  ledgerEntries,
  messages,
  noShowCases,
  payouts,
  refunds,
  reviews,
  users,
} from '../../db/schema';
import {
  createBooking,
  createItem,
  createSignedInUser,
  createUser,
  FIXTURE_PASSWORD,
} from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { moneyScenarioKit, type Person, type Scenario } from '../../test/money-scenarios';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { EXPORT_PAGE_SIZE } from './account-export';

let t: TestApp;
let admin: Person;
const { db, as, paidRequest, act } = moneyScenarioKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  admin = await createSignedInUser(t.app, db(), { isAdmin: true });
});
afterAll(() => t.close());

const exportOf = (cookie: string) => t.app.inject({ url: '/api/account/export', ...as(cookie) });
const close = (
  cookie: string,
  payload: Record<string, unknown> = { currentPassword: FIXTURE_PASSWORD, confirm: true },
) => t.app.inject({ method: 'POST', url: '/api/account/close', payload, ...as(cookie) });
const blockersOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/account/closing', ...as(cookie) })).json<{ blockers: string[] }>()
    .blockers;

/** A rental that ran, the return acknowledged and the claim window closed: nothing left open. */
async function settledRental(): Promise<Scenario> {
  const scenario = await paidRequest({ startInDays: 0 });
  await act(scenario.owner, scenario.booking.id, 'accept');
  await act(scenario.owner, scenario.booking.id, 'start');
  await act(scenario.owner, scenario.booking.id, 'complete');
  await acknowledgeReturn(scenario);
  await t.closeClaimWindows();
  return scenario;
}

/** The renter acknowledges the hand-over and the return the owner confirmed. */
async function acknowledgeReturn(scenario: Scenario) {
  for (const stage of ['handover', 'return']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${scenario.booking.id}/handover/answer`,
      payload: { stage, answer: 'acknowledge' },
      ...as(scenario.renter.cookie),
    });
    expect(res.statusCode, `${stage}: ${res.body}`).toBeLessThan(300);
  }
}

describe('GET /api/account/export', () => {
  it('answers 401 to nobody signed in', async () => {
    const res = await t.app.inject({ url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
  });

  it('downloads everything about the member as one JSON file, privately, never a secret', async () => {
    const member = await createSignedInUser(t.app, db(), {
      firstName: 'Nora',
      lastName: 'Alqahtani',
      phone: '0551234567',
    });
    const other = await createUser(db(), { firstName: 'Khalid' });
    const item = await createItem(db(), member.user.id, { title: 'Camping stove' });
    const theirs = await createItem(db(), other.id);
    const asRenter = await createBooking(db(), theirs, member.user.id, { status: 'completed' });
    const asOwner = await createBooking(db(), item, other.id, { status: 'declined' });
    await db()
      .insert(messages)
      .values([
        { senderId: member.user.id, receiverId: other.id, content: 'Is it still free?' },
        { senderId: other.id, receiverId: member.user.id, content: 'Yes', bookingId: asOwner.id },
      ]);
    await db()
      .insert(reviews)
      .values([
        {
          bookingId: asRenter.id,
          itemId: theirs.id,
          reviewerId: member.user.id,
          revieweeId: other.id,
          type: 'renter_to_owner',
          rating: 5,
          comment: 'Great',
          publishedAt: new Date(),
        },
        {
          bookingId: asRenter.id,
          itemId: theirs.id,
          reviewerId: other.id,
          revieweeId: member.user.id,
          type: 'owner_to_renter',
          rating: 4,
          comment: 'Careful renter',
          publishedAt: new Date(),
        },
      ]);
    await db().execute(sql`INSERT INTO identity_verifications (user_id, level, document, id_hash, verified_name)
      VALUES (${member.user.id}, 'high', 'citizen', 'secret-id-hash-000', 'نورة القحطاني')`);
    await db().execute(sql`INSERT INTO payout_accounts (user_id, iban, holder_name)
      VALUES (${member.user.id}, 'SA0380000000608010167519', 'Nora Alqahtani')`);

    const res = await exportOf(member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ajjir-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.format).toBe('ajjir-member-data');
    expect(data.profile).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      first_name: 'Nora',
      phone: '+966551234567',
    });
    expect(data.listings.map((row: { title: string }) => row.title)).toEqual(['Camping stove']);
    expect(data.bookings.map((row: { id: string; role: string }) => [row.id, row.role]).sort()).toEqual(
      [
        [asRenter.id, 'renter'],
        [asOwner.id, 'owner'],
      ].sort(),
    );
    expect(
      data.messages.map((row: { direction: string; content: string }) => [row.direction, row.content]).sort(),
    ).toEqual([
      ['received', 'Yes'],
      ['sent', 'Is it still free?'],
    ]);
    expect(data.reviewsWritten).toHaveLength(1);
    expect(data.reviewsReceived[0]).toMatchObject({ rating: 4, comment: 'Careful renter' });
    expect(data.identityVerifications[0]).toMatchObject({
      verified_name: 'نورة القحطاني',
      document: 'citizen',
    });
    expect(data.payoutAccount[0].iban).toMatch(/^SA•• •••• •••• •••• •••• 7519$/);
    for (const part of [
      'payments',
      'refunds',
      'invoices',
      'payouts',
      'consents',
      'reportsFiled',
      'blockedMembers',
      'notifications',
      'sessions',
      'auditEntries',
    ]) {
      expect(Array.isArray(data[part]), part).toBe(true);
    }
    // Never the password hash, the session's token hash, the ID's hash, or the whole IBAN.
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain(member.user.passwordHash);
    expect(res.body).not.toContain('secret-id-hash-000');
    expect(res.body).not.toContain('SA0380000000608010167519');
    // Written to the audit log, with the member as the one who acted.
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetId, member.user.id), eq(adminAuditLog.action, 'member.data_exported')),
      );
    expect(audit?.adminId).toBe(member.user.id);
  });

  it('streams it: no length announced, and a history longer than a page comes whole, once each, in order', async () => {
    const member = await createSignedInUser(t.app, db());
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    await db().execute(sql`INSERT INTO notifications (user_id, type, data, created_at)
      SELECT ${member.user.id}, 'review_reminder', jsonb_build_object('n', n), now() - (n || ' seconds')::interval
      FROM generate_series(1, ${count}) AS n`);
    const res = await exportOf(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    const received = res.json().notifications.map((row: { data: { n: number } }) => row.data.n);
    expect(received).toHaveLength(count);
    // Oldest first: the largest n is the oldest.
    expect(received).toEqual(Array.from({ length: count }, (_, index) => count - index));
  });
});

describe('POST /api/account/close: refused while something is open', () => {
  async function expectRefused(cookie: string, reason: string) {
    const res = await close(cookie);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('account_not_closable');
    expect(res.json().reason.split(',')).toContain(reason);
    expect(await blockersOf(cookie)).toContain(reason);
  }

  it('a request or rental not finished, as renter and as owner; nothing of the account changes', async () => {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const item = await createItem(db(), owner.user.id);
    await createBooking(db(), item, renter.user.id, { status: 'pending' });
    await expectRefused(renter.cookie, 'rentals');
    await expectRefused(owner.cookie, 'rentals');
    const [kept] = await db().select().from(items).where(eq(items.id, item.id));
    expect(kept?.deletedAt).toBeNull();
    const [still] = await db().select().from(users).where(eq(users.id, owner.user.id));
    expect(still).toMatchObject({ closedAt: null, firstName: owner.user.firstName });
  });

  it('a claim against a deposit still open', async () => {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const booking = await createBooking(db(), await createItem(db(), owner.user.id), renter.user.id, {
      status: 'completed',
      completedAt: new Date(),
      depositHalalas: 50_000,
    });
    await db()
      .insert(claims)
      .values({
        bookingId: booking.id,
        reason: 'damage',
        amountHalalas: 10_000,
        description: 'A torn flysheet',
        answerDueAt: new Date(Date.now() + 86_400_000),
      });
    await expectRefused(renter.cookie, 'claims');
    await expectRefused(owner.cookie, 'claims');
  });

  it('a no-show case not closed', async () => {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const booking = await createBooking(db(), await createItem(db(), owner.user.id), renter.user.id, {
      status: 'cancelled',
    });
    await db().insert(noShowCases).values({ bookingId: booking.id, kind: 'untouched' });
    await expectRefused(renter.cookie, 'no_shows');
  });

  it('a return waiting for the other side’s answer', async () => {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const booking = await createBooking(db(), await createItem(db(), owner.user.id), renter.user.id, {
      status: 'completed',
      completedAt: new Date(),
    });
    await db()
      .insert(handoverConfirmations)
      .values({
        bookingId: booking.id,
        stage: 'return',
        confirmedBy: 'owner',
        answerDueAt: new Date(Date.now() + 86_400_000),
      });
    await expectRefused(renter.cookie, 'handovers');
  });

  it('a rental’s money still held (before its release), then the owner’s earnings not paid out', async () => {
    const scenario = await paidRequest({ startInDays: 0 });
    await act(scenario.owner, scenario.booking.id, 'accept');
    await act(scenario.owner, scenario.booking.id, 'start');
    await act(scenario.owner, scenario.booking.id, 'complete');
    await acknowledgeReturn(scenario);
    expect(await blockersOf(scenario.renter.cookie)).toEqual(['money_held']);
    await expectRefused(scenario.renter.cookie, 'money_held');
    await t.closeClaimWindows();
    expect(await blockersOf(scenario.owner.cookie)).toEqual(['balance']);
    await expectRefused(scenario.owner.cookie, 'balance');
  });

  it('a payout on its way, and a refund not yet sent', async () => {
    const owner = await createSignedInUser(t.app, db());
    await db()
      .insert(payouts)
      .values({
        key: `payout:${owner.user.id}`,
        ownerId: owner.user.id,
        amountHalalas: 10_000,
        iban: 'SA0380000000608010167519',
        holderName: 'Test Owner',
      });
    await expectRefused(owner.cookie, 'payouts');

    const scenario = await settledRental();
    const [payment] = await selectRows<{ id: string }>(
      db(),
      sql`SELECT id FROM payments WHERE booking_id = ${scenario.booking.id}`,
    );
    await db()
      .insert(refunds)
      .values({
        key: `test:${scenario.booking.id}`,
        paymentId: payment!.id,
        bookingId: scenario.booking.id,
        amountHalalas: 100,
        reason: 'admin',
      });
    expect(await blockersOf(scenario.renter.cookie)).toEqual(['refunds']);
    await expectRefused(scenario.renter.cookie, 'refunds');
  });

  it('refuses without the right password or the explicit yes, and an administrator’s account', async () => {
    const member = await createSignedInUser(t.app, db());
    const wrong = await close(member.cookie, { currentPassword: 'not-the-password', confirm: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ path: 'currentPassword', code: 'current_password_wrong' });
    const unconfirmed = await close(member.cookie, { currentPassword: FIXTURE_PASSWORD, confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().code).toBe('validation_failed');
    const byAdmin = await close(admin.cookie);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('admin_protected');
    expect(await blockersOf(member.cookie)).toEqual([]);
  });
});

describe('POST /api/account/close: closed', () => {
  it('keeps the bookings, invoices and ledger as they were; the member cannot sign in; reviews name a former member', async () => {
    const scenario = await settledRental();
    const { renter, owner, booking } = scenario;
    // Each side reviews the other (published once both wrote).
    for (const [who, comment] of [
      [renter, 'Clean and complete'],
      [owner, 'On time'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: { bookingId: booking.id, rating: 5, comment },
        ...as(who.cookie),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A chat outside the booking (goes) and one inside it (stays for the owner).
    await db()
      .insert(messages)
      .values([
        { senderId: renter.user.id, receiverId: owner.user.id, content: 'Any other tents?' },
        {
          senderId: renter.user.id,
          receiverId: owner.user.id,
          content: 'Returned, thanks',
          bookingId: booking.id,
        },
      ]);
    const invoicesBefore = await db().select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoicesBefore.length).toBeGreaterThan(0);
    const ledgerBefore = await db().select().from(ledgerEntries).orderBy(ledgerEntries.id);
    const [bookingBefore] = await db().select().from(bookings).where(eq(bookings.id, booking.id));

    const res = await close(renter.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');

    // The record the law keeps, as it was.
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, booking.id))).toEqual(
      invoicesBefore,
    );
    expect(await db().select().from(ledgerEntries).orderBy(ledgerEntries.id)).toEqual(ledgerBefore);
    expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toEqual(bookingBefore);
    await expectLedgerSound(db());
    // The invoice still reads, to the owner and to administrators, with the buyer's name it was issued to.
    const invoice = invoicesBefore.find((row) => row.supply !== 'commission')!;
    for (const reader of [owner, admin]) {
      const read = await t.app.inject({ url: `/api/invoices/${invoice.id}`, ...as(reader.cookie) });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ number: invoice.number, buyerName: invoice.buyerName });
    }
    // The booking still reads to the owner, the renter a former member.
    const seen = await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().renter).toMatchObject({
      firstName: '',
      lastName: '',
      profilePicture: null,
      companyName: null,
    });

    // The account, emptied.
    const [row] = await db().select().from(users).where(eq(users.id, renter.user.id));
    expect(row?.closedAt).not.toBeNull();
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null, city: null, profilePicture: null });
    expect(row?.email).not.toBe(renter.user.email);
    expect(row?.passwordHash).not.toBe(renter.user.passwordHash);
    const left = await db().select().from(messages).where(eq(messages.senderId, renter.user.id));
    expect(left.map((message) => message.content)).toEqual(['Returned, thanks']);

    // The old session signs nobody in; signing in again answers as a wrong password does.
    const me = await t.app.inject({ url: '/api/auth/me', ...as(renter.cookie) });
    expect(me.json().user).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: renter.user.email, password: FIXTURE_PASSWORD },
    });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: 'not-the-password-1' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual(wrongPassword.json());

    // Their profile is not found; their review names a former member, without a photo.
    expect((await t.app.inject(`/api/users/${renter.user.id}`)).statusCode).toBe(404);
    const about = (await t.app.inject(`/api/reviews?userId=${owner.user.id}`)).json<Review[]>();
    const theirs = about.find((review) => review.reviewer.id === renter.user.id);
    expect(theirs).toMatchObject({
      comment: 'Clean and complete',
      reviewer: { firstName: '', lastName: '', profilePicture: null },
    });

    // Audited, with the member as the one who acted.
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetId, renter.user.id), eq(adminAuditLog.action, 'member.account_closed')),
      );
    expect(audit?.adminId).toBe(renter.user.id);
    // Nobody books with a closed account, even around the application (migration 0038).
    const item = await createItem(db(), owner.user.id);
    await expect(createBooking(db(), item, renter.user.id)).rejects.toThrow();
  });

  it('takes an owner’s listings out of the marketplace, with their address', async () => {
    const owner = await createSignedInUser(t.app, db());
    const item = await createItem(db(), owner.user.id, { address: 'King Fahd Road 12' });
    expect((await close(owner.cookie)).statusCode).toBe(204);
    const [row] = await db().select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ isAvailable: false, address: null, latitude: null });
    expect(row?.deletedAt).not.toBeNull();
    expect((await t.app.inject(`/api/items/${item.id}`)).statusCode).toBe(404);
  });

  it('closes once when two closings race: one closes, the other finds the session gone', async () => {
    const member = await createSignedInUser(t.app, db());
    const answers = await Promise.all([close(member.cookie), close(member.cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 401]);
    const audits = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetId, member.user.id), eq(adminAuditLog.action, 'member.account_closed')),
      );
    expect(audits).toHaveLength(1);
  });
});
