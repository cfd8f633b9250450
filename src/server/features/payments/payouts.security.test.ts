/**
 * Payout security (docs/decisions/0048-payout-security.md), as an outside review attacked it: a
 * session alone cannot move an owner's money to a new IBAN; changes are rate-limited, written to
 * the account's history and told to the owner; no payout leaves to an IBAN within its hold (the
 * weekly one included), to a blocked or held owner, to an IBAN waiting for review (a holder who is
 * not the account's, an IBAN two accounts use), or before the owner's first rental has completed;
 * the bank transfer names the owner's own city.
 */
import type { AdminPayoutReviews, AdminPayoutState, Earnings, PayoutSummary } from '@shared/api-types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../../sandboxes/moyasar/sandbox';
import { callApi } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import type { PayoutJson } from '../../../sandboxes/moyasar/sandbox-store';
import {
  adminAuditLog,
  notifications,
  payoutAccountChanges,
  payoutAccounts,
  payouts,
  users,
} from '../../db/schema';
import { createSignedInUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import {
  ageIban,
  createPayoutOwner,
  freshIban,
  putPayoutAccount,
  readyPayoutAccount,
} from '../../test/payouts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { transitionOf } from '../bookings';
import { createChargedBooking } from './ledger/test-fixtures';
import { payOutWeekly } from './payouts.service';

type Owner = Awaited<ReturnType<typeof createPayoutOwner>>;

let t: TestApp;
let sink: SmtpSink;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const db = () => t.database.db;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const policy = () => t.app.config.payouts;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The limits as in production: the change limit is what one test is about.
  t = await createTestApp({ smtpUrl: sink.url });
  admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/**
 * An earning made available to `owner` as the app books one: a charged booking of theirs and its
 * release (the `complete` transition's money effect), the booking left at `status`.
 */
async function earning(owner: Owner, status: 'completed' | 'cancelled' = 'completed'): Promise<void> {
  const { booking } = await createChargedBooking(db(), { owner: owner.user, status });
  const transition = transitionOf({ action: 'complete', from: 'active', to: 'completed', by: 'owner' });
  await db().transaction((tx) =>
    t.app.bookingMoney.apply(tx, [
      { bookingId: booking.id, effect: { kind: 'release' }, actorId: owner.user.id, transition },
    ]),
  );
}

/** The weekly pass run now: answers how many payouts of `owner`'s it made (others may be due too). */
async function weeklyPaid(owner: Owner, rules = policy()): Promise<number> {
  const before = (await payoutsOf(owner)).length;
  await payOutWeekly(db(), rules);
  return (await payoutsOf(owner)).length - before;
}

/** An owner who has been paid into `iban` for a while, with money available now. */
async function establishedOwner(iban = freshIban()): Promise<Owner> {
  const owner = await createPayoutOwner(t);
  await readyPayoutAccount(t, owner, iban);
  await earning(owner);
  return owner;
}

const askPayout = (owner: Owner) =>
  t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
const earningsOf = async (owner: Owner) =>
  (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();
const accountOf = async (owner: Owner) =>
  (await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, owner.user.id)))[0];
const historyOf = (owner: Owner) =>
  db().select().from(payoutAccountChanges).where(eq(payoutAccountChanges.userId, owner.user.id));
const notificationsOf = (owner: Owner, type: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.user.id), eq(notifications.type, type)));
const payoutsOf = (owner: Owner) => db().select().from(payouts).where(eq(payouts.ownerId, owner.user.id));
const adminPost = (url: string, reason = 'Checked with the owner by phone') =>
  t.app.inject({ method: 'POST', url, payload: { reason }, ...as(admin.cookie) });

describe('a stolen session', () => {
  it('cannot set a new IBAN without the password, and the balance stays where it was', async () => {
    const owner = await establishedOwner();
    const before = await accountOf(owner);
    const attackerIban = freshIban();
    const noPassword = await t.app.inject({
      method: 'PUT',
      url: '/api/payout-account',
      payload: { iban: attackerIban, holderName: 'Fahad Alharbi' },
      ...as(owner.cookie),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    const wrong = await putPayoutAccount(t, owner.cookie, {
      iban: attackerIban,
      currentPassword: 'guess-1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ path: 'currentPassword', code: 'current_password_wrong' });
    expect(await accountOf(owner)).toEqual(before);
    expect(await historyOf(owner)).toHaveLength(1);

    const asked = await askPayout(owner);
    expect(asked.statusCode, asked.body).toBe(201);
    const [payout] = await payoutsOf(owner);
    expect(payout?.iban).toBe(before?.iban);
  });

  it('with the password too: the new IBAN is paid nothing before its hold ends, and the owner is told by e-mail', async () => {
    const owner = await establishedOwner();
    const newIban = freshIban();
    const changed = await putPayoutAccount(t, owner.cookie, { iban: newIban });
    expect(changed.statusCode, changed.body).toBe(200);
    const payableFrom = new Date(changed.json().payableFrom).getTime();
    const since = new Date(changed.json().ibanSince).getTime();
    expect(payableFrom - since).toBe(policy().newIbanHoldHours * 3_600_000);

    const asked = await askPayout(owner);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'payout_on_hold', reason: 'new_iban' });
    expect(await payoutsOf(owner)).toEqual([]);
    const earnings = await earningsOf(owner);
    expect(earnings.blockers).toEqual([{ kind: 'new_iban', until: changed.json().payableFrom }]);

    expect(await notificationsOf(owner, 'payout_account_changed')).toHaveLength(2);
    await t.drainJobs();
    const mail = await sink.waitFor(
      (message) =>
        message.to !== undefined &&
        JSON.stringify(message.to).includes(owner.user.email) &&
        (message.text ?? '').includes(newIban.slice(-4)),
    );
    expect(mail.text).toContain(newIban.slice(-4));
    expect(await historyOf(owner)).toHaveLength(2);

    // Once the hold has passed, the payout goes to the new IBAN, and that is told too.
    await ageIban(db(), owner.user.id, policy().newIbanHoldHours + 1);
    const later = await askPayout(owner);
    expect(later.statusCode, later.body).toBe(201);
    expect((await payoutsOf(owner))[0]?.iban).toBe(newIban);
    expect(await notificationsOf(owner, 'payout_requested')).toHaveLength(1);
    await t.drainJobs();
    await expectLedgerSound(db());
  });

  it('mails the change even to an owner who turned e-mail notifications off', async () => {
    const owner = await createPayoutOwner(t, { emailNotifications: false });
    const iban = freshIban();
    expect((await putPayoutAccount(t, owner.cookie, { iban })).statusCode).toBe(200);
    await t.drainJobs();
    const mail = await sink.waitFor((message) => JSON.stringify(message.to).includes(owner.user.email));
    expect(mail.text).toContain(iban.slice(-4));
  });

  it('is refused past a few changes a day: forty in a row save three', async () => {
    const owner = await createPayoutOwner(t);
    const codes: number[] = [];
    for (let n = 0; n < 40; n += 1) codes.push((await putPayoutAccount(t, owner.cookie)).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(new Set(codes.slice(3))).toEqual(new Set([429]));
    expect(await historyOf(owner)).toHaveLength(3);
  });

  it('cannot change the mobile number the payouts name without the password', async () => {
    const owner = await establishedOwner();
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${owner.user.id}`, payload, ...as(owner.cookie) });
    const refused = await update({ phone: '0551234567' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'currentPassword' });
    const [unchanged] = await db().select().from(users).where(eq(users.id, owner.user.id));
    expect(unchanged?.phone).toBe(owner.user.phone);

    const done = await update({ phone: '0551234567', currentPassword: FIXTURE_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect((await historyOf(owner)).map((row) => [row.kind, row.mobile])).toContainEqual([
      'mobile',
      '+966551234567',
    ]);
    expect(await notificationsOf(owner, 'payout_mobile_changed')).toHaveLength(1);
    // The same number typed another way is no change: no password, no new record (docs/decisions/0061).
    const respelled = await update({ phone: '+966 55 123 4567' });
    expect(respelled.statusCode, respelled.body).toBe(200);
    expect(await notificationsOf(owner, 'payout_mobile_changed')).toHaveLength(1);
  });

  it('counts a new payout mobile number with the IBAN changes: a few a day, then refused', async () => {
    const owner = await establishedOwner();
    const codes: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const payload = { phone: `055123456${n}`, currentPassword: FIXTURE_PASSWORD };
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${owner.user.id}`,
        payload,
        ...as(owner.cookie),
      });
      codes.push(answer.statusCode);
    }
    const saved = codes.filter((code) => code === 200).length;
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(3);
    expect(codes.slice(saved)).toEqual(Array(8 - saved).fill(429));
    expect((await historyOf(owner)).filter((row) => row.kind === 'mobile')).toHaveLength(saved);
  });

  it('keeps the history: a row of it is never changed or removed', async () => {
    const owner = await establishedOwner();
    await expect(
      db().execute(sql`UPDATE payout_account_changes SET iban = 'SA0000' WHERE user_id = ${owner.user.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`DELETE FROM payout_account_changes WHERE user_id = ${owner.user.id}`),
    ).rejects.toThrow();
    expect(await historyOf(owner)).toHaveLength(1);
  });
});

describe('an IBAN as an owner types it', () => {
  const arabicIndic = (text: string) =>
    text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

  it('takes Arabic-Indic digits and says which part of a wrong IBAN is wrong', async () => {
    const owner = await establishedOwner();
    const iban = freshIban();
    const wrongCheck = `SA${String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, '0')}${iban.slice(4)}`;
    const codeOf = async (typed: string) =>
      (await putPayoutAccount(t, owner.cookie, { iban: typed })).json().errors?.[0]?.code;
    expect(await codeOf(wrongCheck)).toBe('iban_check_digits');
    expect(await codeOf(iban.slice(0, 23))).toBe('iban_length');
    expect(await codeOf(`GB${iban.slice(2)}`)).toBe('iban_not_saudi');
    const saved = await putPayoutAccount(t, owner.cookie, { iban: arabicIndic(iban) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await accountOf(owner))?.iban).toBe(iban);
  });
});

describe('the weekly payout and a new IBAN', () => {
  it('measures the week from the IBAN, not the account: a changed IBAN is not paid unasked', async () => {
    const owner = await establishedOwner();
    await db().execute(
      sql`UPDATE payout_accounts SET created_at = now() - interval '30 days' WHERE user_id = ${owner.user.id}`,
    );
    expect((await putPayoutAccount(t, owner.cookie, { iban: freshIban() })).statusCode).toBe(200);
    expect(await weeklyPaid(owner)).toBe(0);
    expect(await payoutsOf(owner)).toEqual([]);
    // Past the hold, not yet a week: still nothing unasked.
    await ageIban(db(), owner.user.id, policy().newIbanHoldHours + 1);
    expect(await weeklyPaid(owner)).toBe(0);
    await ageIban(db(), owner.user.id, 24 * 8);
    expect(await weeklyPaid(owner)).toBe(1);
    await t.drainJobs();
  });

  it('waits out a hold longer than a week when one is configured', async () => {
    const owner = await establishedOwner();
    await ageIban(db(), owner.user.id, 24 * 8);
    const longer = { newIbanHoldHours: 24 * 10, claimWindowHours: 48 };
    expect(await weeklyPaid(owner, longer)).toBe(0);
    await ageIban(db(), owner.user.id, 24 * 11);
    expect(await weeklyPaid(owner, longer)).toBe(1);
    await t.drainJobs();
  });
});

describe('a blocked or held owner', () => {
  it('gets no payout of any kind once blocked', async () => {
    const owner = await establishedOwner();
    const blocked = await adminPost(`/api/admin/users/${owner.user.id}/suspend`, 'Fraud report');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await weeklyPaid(owner)).toBe(0);
    // Their sessions ended with the block; a payout asked for by any path is refused too.
    expect((await askPayout(owner)).statusCode).toBe(401);
    const { requestPayout } = await import('./payouts.service');
    await expect(
      db().transaction((tx) => requestPayout(tx, owner.user.id, crypto.randomUUID(), policy())),
    ).rejects.toMatchObject({ code: 'payout_on_hold', reason: 'blocked' });
    expect(await payoutsOf(owner)).toEqual([]);
  });

  it('is held and released by an administrator, with a reason, in the audit log', async () => {
    const owner = await establishedOwner();
    const byOwner = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${owner.user.id}/payouts/release`,
      payload: { reason: 'let me be paid' },
      ...as(owner.cookie),
    });
    expect(byOwner.statusCode).toBe(403);
    expect((await adminPost(`/api/admin/users/${owner.user.id}/payouts/hold`, ' ')).statusCode).toBe(400);
    expect(
      (await adminPost(`/api/admin/users/${owner.user.id}/payouts/hold`, 'Chargeback under review'))
        .statusCode,
    ).toBe(204);

    expect((await askPayout(owner)).json()).toMatchObject({ code: 'payout_on_hold', reason: 'held' });
    expect(await weeklyPaid(owner)).toBe(0);
    expect((await earningsOf(owner)).blockers.map((b) => b.kind)).toEqual(['held']);
    const state = (
      await t.app.inject({ url: `/api/admin/users/${owner.user.id}/payouts`, ...as(admin.cookie) })
    ).json<AdminPayoutState>();
    expect(state.hold?.reason).toBe('Chargeback under review');
    expect(await notificationsOf(owner, 'payouts_held')).toHaveLength(1);

    expect(
      (await adminPost(`/api/admin/users/${owner.user.id}/payouts/release`, 'Chargeback won')).statusCode,
    ).toBe(204);
    expect((await adminPost(`/api/admin/users/${owner.user.id}/payouts/release`, 'Again')).statusCode).toBe(
      409,
    );
    const audit = await db()
      .select({ action: adminAuditLog.action, reason: adminAuditLog.reason })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, owner.user.id));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'payouts.hold', reason: 'Chargeback under review' },
        { action: 'payouts.release', reason: 'Chargeback won' },
      ]),
    );
    expect((await askPayout(owner)).statusCode).toBe(201);
    await t.drainJobs();
  });
});

describe('payout accounts an administrator looks at first', () => {
  it('flags an IBAN two accounts use: payouts to it wait, for both, until approved', async () => {
    const shared = freshIban();
    const first = await establishedOwner(shared);
    const second = await createPayoutOwner(t);
    await readyPayoutAccount(t, second, shared);
    await earning(second);
    expect((await accountOf(second))?.reviewReasons).toEqual(['shared_iban']);
    expect((await accountOf(first))?.reviewReasons).toEqual(['shared_iban']);
    expect((await historyOf(second))[0]?.sharedIban).toBe(true);
    for (const owner of [first, second]) {
      expect((await askPayout(owner)).json()).toMatchObject({ code: 'payout_on_hold', reason: 'review' });
    }
    expect(await weeklyPaid(first)).toBe(0);
    expect(await weeklyPaid(second)).toBe(0);

    const reviews = (
      await t.app.inject({ url: '/api/admin/payout-reviews', ...as(admin.cookie) })
    ).json<AdminPayoutReviews>();
    expect(reviews.map((row) => row.userId)).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
    const state = (
      await t.app.inject({ url: `/api/admin/users/${second.user.id}/payouts`, ...as(admin.cookie) })
    ).json<AdminPayoutState>();
    expect(state.account?.sharedWith.map((other) => other.id)).toEqual([first.user.id]);
    expect((await t.app.inject({ url: '/api/admin/payout-reviews', ...as(first.cookie) })).statusCode).toBe(
      403,
    );

    expect((await adminPost(`/api/admin/users/${first.user.id}/payout-account/approve`)).statusCode).toBe(
      204,
    );
    expect((await askPayout(first)).statusCode).toBe(201);
    expect((await askPayout(second)).json()).toMatchObject({ reason: 'review' });
    await t.drainJobs();
  });

  it('sends a holder name that is not the account’s to review, and takes one that is, in any script form', async () => {
    const owner = await createPayoutOwner(t, { firstName: 'فهد', lastName: 'الحربي' });
    expect((await putPayoutAccount(t, owner.cookie, { holderName: 'فَهد بن سعد الحربى' })).statusCode).toBe(
      200,
    );
    expect((await accountOf(owner))?.reviewReasons).toEqual([]);
    expect((await putPayoutAccount(t, owner.cookie, { holderName: 'Someone Else' })).statusCode).toBe(200);
    expect((await accountOf(owner))?.reviewReasons).toEqual(['name_mismatch']);
    expect((await historyOf(owner)).map((row) => row.nameMatches)).toEqual(
      expect.arrayContaining([true, false]),
    );
    await ageIban(db(), owner.user.id);
    await earning(owner);
    expect((await askPayout(owner)).json()).toMatchObject({ code: 'payout_on_hold', reason: 'review' });
    expect((await earningsOf(owner)).blockers.map((b) => b.kind)).toEqual(['review']);
    expect((await adminPost(`/api/admin/users/${owner.user.id}/payout-account/approve`)).statusCode).toBe(
      204,
    );
    expect((await askPayout(owner)).statusCode).toBe(201);
    await t.drainJobs();
  });

  it('keeps the holder name free of bidi controls', async () => {
    const owner = await createPayoutOwner(t);
    const saved = await putPayoutAccount(t, owner.cookie, { holderName: '  Fahad \u202EAlharbi\u2066 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().holderName).toBe('Fahad Alharbi');
    const blank = await putPayoutAccount(t, owner.cookie, { holderName: '\u202E\u200B ' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('a new owner’s first payout', () => {
  it('waits until a first rental has completed', async () => {
    const owner = await createPayoutOwner(t);
    await readyPayoutAccount(t, owner);
    // Money available from a rental that did not complete (an owner's share of a cancellation).
    await earning(owner, 'cancelled');
    expect((await earningsOf(owner)).available).toBeGreaterThan(0);
    expect((await askPayout(owner)).json()).toMatchObject({ code: 'payout_on_hold', reason: 'first_rental' });
    await ageIban(db(), owner.user.id, 24 * 8);
    expect(await weeklyPaid(owner)).toBe(0);
    expect((await earningsOf(owner)).blockers.map((b) => b.kind)).toEqual(['first_rental']);
    await earning(owner, 'completed');
    expect((await askPayout(owner)).statusCode).toBe(201);
    await t.drainJobs();
  });
});

describe('the city the bank transfer names', () => {
  it('is the owner’s own, never a default, and its absence is refused with a clear word', async () => {
    const owner = await createPayoutOwner(t, { city: null });
    await readyPayoutAccount(t, owner);
    await earning(owner);
    expect((await askPayout(owner)).json()).toMatchObject({ code: 'payout_city_missing' });
    await db().update(users).set({ city: 'Abha' }).where(eq(users.id, owner.user.id));
    const asked = await askPayout(owner);
    expect(asked.statusCode).toBe(201);
    await t.drainJobs();
    const { json } = await callApi(t.sandbox.apiUrl, SANDBOX_KEYS.secretKey, 'GET', '/payouts');
    const sent = (json.payouts as PayoutJson[]).find(
      (payout) => payout.metadata?.payout_id === asked.json<PayoutSummary>().id,
    );
    expect(sent?.destination).toMatchObject({ city: 'Abha' });
  });

  it('fails a payout whose owner removed their city before it was sent, its money back in the balance', async () => {
    const owner = await establishedOwner();
    t.sandbox.control.failNext({ method: 'POST', path: '/v1/payouts', status: 503 });
    const asked = await askPayout(owner);
    expect(asked.statusCode).toBe(201);
    await t.drainJobs();
    await db().update(users).set({ city: null }).where(eq(users.id, owner.user.id));
    await t.runJobsNow('payout.send');
    const [payout] = await payoutsOf(owner);
    expect(payout).toMatchObject({ status: 'failed' });
    expect(payout?.failureReason).toMatch(/city/);
    expect((await earningsOf(owner)).available).toBe(asked.json<PayoutSummary>().amount);
    await expectLedgerSound(db());
  });
});

describe('a payout racing a change of IBAN', () => {
  it('never pays the new IBAN: the payout goes to the old one, or waits for the new one’s hold', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await establishedOwner();
      const old = (await accountOf(owner))?.iban;
      const newIban = freshIban();
      const [changed, asked, again] = await Promise.all([
        putPayoutAccount(t, owner.cookie, { iban: newIban }),
        askPayout(owner),
        askPayout(owner),
      ]);
      expect(changed.statusCode, changed.body).toBe(200);
      const made = await payoutsOf(owner);
      expect(made.length).toBeLessThanOrEqual(1);
      expect(made.every((payout) => payout.iban === old)).toBe(true);
      expect([asked.statusCode, again.statusCode].filter((code) => code === 201)).toHaveLength(made.length);
      for (const answer of [asked, again].filter((a) => a.statusCode !== 201)) {
        expect(answer.statusCode).toBe(409);
      }
    }
    await t.drainJobs();
    await expectLedgerSound(db());
  });
});
