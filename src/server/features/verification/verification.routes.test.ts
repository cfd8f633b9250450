/**
 * Verified members through the API (docs/decisions/0062-verified-members.md): e-mail confirmation,
 * phone codes, identity through the Nafath sandbox (callback and follow-up), business checks through
 * the Wathq sandbox, the rules that use them, and what an attacker tries: forged and replayed
 * callbacks, codes guessed, IDs reused.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import type { NafathRequest, PhoneCodeSent, VerificationState } from '@shared/answers/verification';
import type { Booking, PublicUser, User } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { currentConsent } from '@shared/legal';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessChecks, identityVerifications, nafathRequests, phoneCodes, users } from '../../db/schema';
import { createItem, createSignedInUser, createUser, itemInput } from '../../test/fixtures';
import { payForBooking } from '../../test/payments';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth';

let t: TestApp;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload && { payload }), ...(cookie ? as(cookie) : {}) });
const stateOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/verification', ...as(cookie) })).json<VerificationState>();

describe('confirming an e-mail', () => {
  it('gives a new account its link on screen here, and the link confirms it once', async () => {
    const res = await post('/api/auth/register', null, {
      email: 'new.member@example.sa',
      password: 'first-pass-1',
      username: 'new_member',
      firstName: 'نورة',
      lastName: 'القحطاني',
      accountType: 'individual',
      consent: currentConsent(),
    });
    expect(res.statusCode).toBe(201);
    const { user, confirmToken } = res.json<{ user: User; confirmToken: string }>();
    expect(user.emailConfirmedAt).toBeNull();
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;

    // Not yet: no listing, no request.
    const listing = await post('/api/items', cookie, itemInput());
    expect(listing.statusCode).toBe(403);
    expect(listing.json().code).toBe('email_unconfirmed');

    expect((await post('/api/auth/email/confirm', null, { token: confirmToken })).statusCode).toBe(200);
    expect((await stateOf(cookie)).email.confirmedAt).not.toBeNull();
    const again = await post('/api/auth/email/confirm', null, { token: confirmToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect((await post('/api/items', cookie, itemInput())).statusCode).toBe(201);
    expect((await post('/api/auth/email/confirmation', cookie)).json().code).toBe('email_confirmed');
  });

  it('voids the older link when a new one is asked for, and a changed address loses confirmation', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, { emailConfirmedAt: null });
    const first = (await post('/api/auth/email/confirmation', cookie)).json<{ confirmToken: string }>();
    const second = (await post('/api/auth/email/confirmation', cookie)).json<{ confirmToken: string }>();
    expect((await post('/api/auth/email/confirm', null, { token: first.confirmToken })).statusCode).toBe(400);
    expect((await post('/api/auth/email/confirm', null, { token: second.confirmToken })).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(users)
      .set({ email: `moved.${user.username}@example.sa` })
      .where(eq(users.id, user.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('refuses a link for an address the account no longer has', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, { emailConfirmedAt: null });
    const { confirmToken } = (await post('/api/auth/email/confirmation', cookie)).json<{
      confirmToken: string;
    }>();
    await t.database.db
      .update(users)
      .set({ email: `other.${user.username}@example.sa` })
      .where(eq(users.id, user.id));
    expect((await post('/api/auth/email/confirm', null, { token: confirmToken })).statusCode).toBe(400);
  });
});

describe('phone codes', () => {
  it('texts the stored number a code that verifies it, and a changed number loses it', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, { phone: '٠٥٠١٢٣٤٥٦٧' });
    const sent = (await post('/api/verification/phone/code', cookie)).json<PhoneCodeSent>();
    expect(sent.sentTo).toBe('+966501234567');
    const texted = t.verification.sms.messages('+966501234567')[0];
    expect(texted?.body).toContain(sent.code);
    // Arabic-Indic digits are read as the code.
    const arabic = sent.code!.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const confirmed = await post('/api/verification/phone/confirm', cookie, { code: arabic });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<VerificationState>().badges.phone).not.toBeNull();

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { phone: '0559876543' },
      ...as(cookie),
    });
    expect(changed.statusCode).toBe(200);
    expect((await stateOf(cookie)).phone.verifiedAt).toBeNull();
  });

  it('allows five tries, then the code is dead even when right', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db, { phone: '0501112233' });
    const sent = (await post('/api/verification/phone/code', cookie)).json<PhoneCodeSent>();
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/verification/phone/confirm', cookie, { code: wrong });
      expect(res.json().code).toBe('phone_code_wrong');
    }
    const late = await post('/api/verification/phone/confirm', cookie, { code: sent.code });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('phone_code_expired');
  });

  it('counts five tries even when they race, and keeps only a hash', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, { phone: '0501112299' });
    const sent = (await post('/api/verification/phone/code', cookie)).json<PhoneCodeSent>();
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/verification/phone/confirm', cookie, { code: wrong })),
    );
    expect(answers.filter((res) => res.json().code === 'phone_code_wrong')).toHaveLength(5);
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(row?.tries).toBe(5);
    expect(row?.codeHash).not.toContain(sent.code);
  });

  it('waits a minute between codes, needs a number, and says when the gateway fails', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db, { phone: '0501112244' });
    expect((await post('/api/verification/phone/code', cookie)).statusCode).toBe(200);
    const soon = await post('/api/verification/phone/code', cookie);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('phone_code_wait');
    expect(soon.json().retryAfter).toBeGreaterThan(0);

    const none = await createSignedInUser(t.app, t.database.db);
    expect((await post('/api/verification/phone/code', none.cookie)).json().code).toBe('phone_missing');

    const failing = await createSignedInUser(t.app, t.database.db, { phone: '0501112255' });
    t.verification.sms.failNext('unavailable');
    const res = await post('/api/verification/phone/code', failing.cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('sms_unavailable');
    // Nothing half-written: no live code, and another may be asked for at once.
    expect((await stateOf(failing.cookie)).phone.pendingCode).toBeNull();
    expect((await post('/api/verification/phone/code', failing.cookie)).statusCode).toBe(200);
  });

  it('refuses a code that is not six digits, in the reader’s words', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db, { phone: '0501112266' });
    const res = await post('/api/verification/phone/confirm', cookie, { code: '12a45' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('phone_code_invalid');
  });
});

/** A national ID with a right check digit, made unique per test from nine digits. */
function nationalId(nine: string): string {
  const digits = nine.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const d = digits[i]! * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return `${nine}${(10 - (sum % 10)) % 10}`;
}

async function startIdentity(cookie: string, id: string): Promise<NafathRequest> {
  const res = await post('/api/verification/identity', cookie, { nationalId: id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NafathRequest>();
}

const transIdOf = async (requestId: string) => {
  const [row] = await t.database.db.select().from(nafathRequests).where(eq(nafathRequests.id, requestId));
  return row!.transId!;
};

describe('identity through Nafath', () => {
  it('shows the number, follows the request to completed, keeps only a hash and the name', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const request = await startIdentity(cookie, '1111111116');
    expect(request.status).toBe('waiting');
    expect(request.random).toMatch(/^\d{2}$/);
    t.verification.nafath.approve(await transIdOf(request.id));
    await t.runJobsNow('nafath.follow');
    const followed = await t.app.inject({ url: `/api/verification/identity/${request.id}`, ...as(cookie) });
    expect(followed.json<NafathRequest>().status).toBe('completed');
    const state = await stateOf(cookie);
    expect(state.badges.identity).not.toBeNull();
    expect(state.identity.document).toBe('citizen');

    const [row] = await t.database.db.select().from(nafathRequests).where(eq(nafathRequests.id, request.id));
    expect(row?.nationalId).toBeNull();
    const [verification] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, user.id));
    expect(verification?.idHash).not.toContain('1111111116');
    const profile = (await t.app.inject({ url: `/api/users/${user.id}` })).json<PublicUser>();
    expect(profile.verified.identity).not.toBeNull();
  });

  it('takes the name from Nafath’s signed callback, and a replayed or forged one changes nothing', async () => {
    await t.listenForWebhooks();
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const request = await startIdentity(cookie, nationalId('105550001'));
    t.verification.nafath.approve(await transIdOf(request.id));
    await expect.poll(async () => (await stateOf(cookie)).identity.verifiedAt).not.toBeNull();
    expect((await stateOf(cookie)).identity).toMatchObject({
      name: expect.any(String),
      nameEn: expect.any(String),
    });

    const callback = t.verification.nafath.callbacks().at(-1)!.body;
    // Replayed after the member's verification was revoked: the request is no longer waiting.
    await t.database.db
      .update(identityVerifications)
      .set({ revokedAt: sql`now()`, revokeReason: 'test' })
      .where(eq(identityVerifications.userId, user.id));
    const replay = await post('/api/verification/nafath/callback', null, callback);
    expect(replay.statusCode).toBe(200);
    expect((await stateOf(cookie)).badges.identity).toBeNull();

    // A forged token for a waiting request of another member: refused, nothing changes.
    const other = await createSignedInUser(t.app, t.database.db);
    const waiting = await startIdentity(other.cookie, nationalId('105550002'));
    const forged = forgedToken({ transId: await transIdOf(waiting.id), status: 'COMPLETED' });
    const refused = await post('/api/verification/nafath/callback', null, {
      token: forged,
      transId: await transIdOf(waiting.id),
      requestId: waiting.id,
    });
    expect(refused.statusCode).toBe(400);
    expect((await stateOf(other.cookie)).identity.request?.status).toBe('waiting');
    // Nor garbage.
    expect((await post('/api/verification/nafath/callback', null, { token: 'a.b.c' })).statusCode).toBe(400);
    expect((await post('/api/verification/nafath/callback', null, {})).statusCode).toBe(400);
  });

  it('lets one ID verify one account, and says so', async () => {
    const first = await createSignedInUser(t.app, t.database.db);
    const id = nationalId('105550003');
    t.verification.nafath.approve(await transIdOf((await startIdentity(first.cookie, id)).id));
    await t.runJobsNow('nafath.follow');
    expect((await stateOf(first.cookie)).badges.identity).not.toBeNull();

    const second = await createSignedInUser(t.app, t.database.db);
    const res = await post('/api/verification/identity', second.cookie, { nationalId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('identity_taken');
  });

  it('follows a rejection and an expiry, and a retry replaces a waiting request', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    const rejected = await startIdentity(cookie, nationalId('105550004'));
    t.verification.nafath.reject(await transIdOf(rejected.id));
    await t.runJobsNow('nafath.follow');
    expect((await stateOf(cookie)).identity.request?.status).toBe('rejected');

    const expired = await startIdentity(cookie, nationalId('105550004'));
    t.verification.nafath.expire(await transIdOf(expired.id));
    await t.runJobsNow('nafath.follow');
    expect((await stateOf(cookie)).identity.request?.status).toBe('expired');

    // The page reloaded: the request waiting for this ID is answered again; another ID replaces it.
    const waiting = await startIdentity(cookie, nationalId('105550005'));
    expect((await startIdentity(cookie, nationalId('105550005'))).id).toBe(waiting.id);
    const other = await startIdentity(cookie, nationalId('105550006'));
    const [old] = await t.database.db.select().from(nafathRequests).where(eq(nafathRequests.id, waiting.id));
    expect(old?.status).toBe('expired');
    expect(other.status).toBe('waiting');

    // Back to the first ID while Nafath still holds its request: Nafath refuses, and nothing changes
    // here: the request waiting stays waiting, and no row is left of the refused one.
    const before = await t.database.db.select().from(nafathRequests).orderBy(nafathRequests.createdAt);
    const refused = await post('/api/verification/identity', cookie, { nationalId: nationalId('105550005') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('nafath_refused');
    const after = await t.database.db.select().from(nafathRequests).orderBy(nafathRequests.createdAt);
    expect(after).toEqual(before);
    expect((await stateOf(cookie)).identity.request).toMatchObject({ id: other.id, status: 'waiting' });
  });

  it('refuses an ID that fails its check digit, in the reader’s words', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await post('/api/verification/identity', cookie, { nationalId: '1111111111' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('national_id_invalid');
  });
});

function forgedToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = encode({ alg: 'RS256', typ: 'JWT', kid: 'forged' });
  const body = encode({ ...claims, iat: now, exp: now + 120 });
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

describe('checked businesses', () => {
  const business = (companyName: string) => ({ accountType: 'business' as const, companyName });

  it('verifies an active registration under a matching name', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, business('رحال للتخييم'));
    const res = await post('/api/verification/business', cookie, {
      crNumber: '١٠١٠٤٥٨٧١٢',
      vatNumber: '300458712600003',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('verified');
    const profile = (await t.app.inject({ url: `/api/users/${user.id}` })).json<PublicUser>();
    expect(profile.verified.business).not.toBeNull();

    // The same registration cannot verify a second account.
    const other = await createSignedInUser(t.app, t.database.db, business('رحّال للتخييم فرع جدة'));
    expect(
      (await post('/api/verification/business', other.cookie, { crNumber: '1010458712' })).json().code,
    ).toBe('cr_taken');
  });

  it('sends a mismatching name, an expired registration and an unknown one to the administrators', async () => {
    const cases = [
      ['شركة البحر الأحمر', '4030517293', 'name_mismatch'],
      ['مؤسسة الأفق للتأجير', '1010999001', 'not_active'],
      ['مؤسسة لا أحد', '7000000001', 'not_found'],
    ] as const;
    for (const [name, cr, reason] of cases) {
      const { cookie } = await createSignedInUser(t.app, t.database.db, business(name));
      const res = await post('/api/verification/business', cookie, { crNumber: cr });
      expect(res.json()).toMatchObject({ status: 'review', reason });
    }
    const admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    const queue = await t.app.inject({ url: '/api/admin/verifications/business', ...as(admin.cookie) });
    expect(Number(queue.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
  });

  it('leaves the check waiting for review when the register cannot be asked', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db, business('استوديو عدسة للتصوير'));
    t.verification.wathq.failNext('unavailable');
    const res = await post('/api/verification/business', cookie, { crNumber: '4030517293' });
    expect(res.json()).toMatchObject({ status: 'review', reason: 'registry_unavailable' });
    expect((await post('/api/verification/business', cookie, { crNumber: '4030517293' })).json().code).toBe(
      'business_in_review',
    );
  });

  it('is for business accounts only', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    expect((await post('/api/verification/business', cookie, { crNumber: '1010458712' })).json().code).toBe(
      'business_only',
    );
  });

  it('loses the badge when the company name changes', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, business('مؤسسة سراب للتجارة'));
    await t.database.db.insert(businessChecks).values({
      userId: user.id,
      crNumber: '1010777001',
      companyName: 'مؤسسة سراب للتجارة',
      status: 'verified',
    });
    expect((await stateOf(cookie)).badges.business).not.toBeNull();
    await t.database.db.update(users).set({ companyName: 'سراب' }).where(eq(users.id, user.id));
    const state = await stateOf(cookie);
    expect(state.badges.business).toBeNull();
    expect(state.business?.status).toBe('revoked');
  });
});

describe('what the badges allow and refuse', () => {
  async function verifiedRenter() {
    const renter = await createSignedInUser(t.app, t.database.db);
    await t.database.db.insert(identityVerifications).values({
      userId: renter.user.id,
      level: 'nafath_app',
      document: 'citizen',
      idHash: `hash-${renter.user.id}`,
    });
    return renter;
  }
  const request = (cookie: string, itemId: string, inDays: number) => {
    const start = addDays(todayInRiyadh(), inDays);
    return post('/api/bookings', cookie, { itemId, startDate: start, endDate: addDays(start, 1) });
  };

  it('stops an unverified request where the owner requires verified identity, and lets a verified one through', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id, { identityRequirement: 'all' });
    const stranger = await createSignedInUser(t.app, t.database.db);
    const refused = await request(stranger.cookie, item.id, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('identity_required');
    const verified = await verifiedRenter();
    expect((await request(verified.cookie, item.id, 10)).statusCode).toBe(201);
  });

  it('books instantly only verified renters where the owner asks it; the others wait for the owner', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id, {
      identityRequirement: 'instant',
      instantBooking: true,
    });
    const stranger = await createSignedInUser(t.app, t.database.db);
    const waiting = (await request(stranger.cookie, item.id, 20)).json<Booking>();
    await payForBooking(t, waiting.id, stranger.cookie);
    const verified = await verifiedRenter();
    const instant = (await request(verified.cookie, item.id, 25)).json<Booking>();
    await payForBooking(t, instant.id, verified.cookie);
    const statusOf = async (id: string, cookie: string) =>
      (await t.app.inject({ url: `/api/bookings/${id}`, ...as(cookie) })).json<Booking>().status;
    expect(await statusOf(waiting.id, stranger.cookie)).toBe('pending');
    expect(await statusOf(instant.id, verified.cookie)).toBe('confirmed');
  });

  it('refuses a display name or a company name a verified member has', async () => {
    const verified = await verifiedRenter();
    const [named] = await t.database.db.select().from(users).where(eq(users.id, verified.user.id));
    const res = await post('/api/auth/register', null, {
      email: 'copycat@example.sa',
      password: 'first-pass-1',
      username: 'copycat',
      firstName: named!.firstName.toUpperCase(),
      lastName: `  ${named!.lastName}`,
      accountType: 'individual',
      consent: currentConsent(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('name_reserved');
    // Their own name stays theirs to keep.
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${verified.user.id}`,
      payload: { firstName: named!.firstName, lastName: named!.lastName, bio: 'hello' },
      ...as(verified.cookie),
    });
    expect(own.statusCode).toBe(200);

    // A namesake whose own identity Nafath verified under that name may take it too.
    const namesake = await createSignedInUser(t.app, t.database.db, {
      firstName: 'Other',
      lastName: 'Person',
    });
    await t.database.db.insert(identityVerifications).values({
      userId: namesake.user.id,
      level: 'nafath_app',
      document: 'citizen',
      idHash: `hash-${namesake.user.id}`,
      verifiedNameEn: `${named!.firstName} bin Saad ${named!.lastName}`,
    });
    const rename = (cookie: string, id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: { firstName: named!.firstName, lastName: named!.lastName },
        ...as(cookie),
      });
    expect((await rename(namesake.cookie, namesake.user.id)).statusCode).toBe(200);
    // Anyone else may not, signed in or not.
    const stranger = await createSignedInUser(t.app, t.database.db);
    const refused = await rename(stranger.cookie, stranger.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('name_reserved');
  });
});

describe('administrators', () => {
  it('decide a business in review, once, and revoke a verification, audited', async () => {
    const admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    const member = await createSignedInUser(t.app, t.database.db, {
      accountType: 'business',
      companyName: 'شركة الديار',
    });
    const check = (
      await post('/api/verification/business', member.cookie, { crNumber: '1010999002' })
    ).json();
    expect(check.status).toBe('review');
    const decide = () =>
      post(`/api/admin/verifications/business/${check.id}/decision`, admin.cookie, {
        decision: 'verify',
        note: 'Checked the registration by telephone',
      });
    const [first, second] = await Promise.all([decide(), decide()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await stateOf(member.cookie)).badges.business).not.toBeNull();

    const revoke = await post(
      `/api/admin/users/${member.user.id}/verifications/business/revoke`,
      admin.cookie,
      {
        reason: 'Registration cancelled',
      },
    );
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().business.status).toBe('revoked');
    expect((await stateOf(member.cookie)).badges.business).toBeNull();
    const again = await post(
      `/api/admin/users/${member.user.id}/verifications/business/revoke`,
      admin.cookie,
      {
        reason: 'Registration cancelled',
      },
    );
    expect(again.json().code).toBe('not_verified');
    const audit = await t.database.db.execute(
      sql`SELECT action FROM admin_audit_log WHERE action LIKE 'verification.%' AND admin_id = ${admin.user.id}`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action).sort()).toEqual([
      'verification.business_decide',
      'verification.revoke',
    ]);
  });
});

describe('confirming an e-mail with SMTP configured', () => {
  let mailed: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailed = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://ajjir.example' });
  });
  afterAll(async () => {
    await mailed.close();
    await sink.close();
  });

  it('mails the link in the account’s language, never puts it in the answer, and the link confirms', async () => {
    const res = await mailed.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'mailed.member@example.sa',
        password: 'first-pass-1',
        username: 'mailed_member',
        firstName: 'هدى',
        lastName: 'الشهري',
        accountType: 'individual',
        consent: currentConsent(),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('confirmToken');
    await mailed.drainJobs();
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('mailed.member@example.sa'));
    expect(mail.subject).toBe('تأكيد البريد الإلكتروني في أجّر');
    expect(mail.html).toContain('dir="rtl"');
    const link = /https:\/\/ajjir\.example\/confirm-email\?token=([\w-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const confirmed = await mailed.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm',
      payload: { token: link![1] },
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
