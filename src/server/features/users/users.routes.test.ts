import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSignedInUser, createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PRIVATE_FIELDS = ['email', 'phone', 'address', 'zipCode', 'isAdmin', 'suspendedAt', 'suspensionReason'];

const getUser = (id: string, cookie?: string) =>
  t.app.inject({ url: `/api/users/${id}`, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
const putUser = (id: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    payload,
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });

describe('GET /api/users/{id}', () => {
  it('shows the public profile to anyone, with no private fields', async () => {
    const user = await createUser(t.database.db, { phone: '0500000000', address: 'Olaya St' });
    const res = await getUser(user.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: user.id, username: user.username, joinedAt: expect.any(String) });
    for (const field of PRIVATE_FIELDS) expect(body, field).not.toHaveProperty(field);
    expect(JSON.stringify(body)).not.toMatch(/password|0500000000|Olaya/i);
  });

  it('shows the whole profile to its owner and to administrators', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, { phone: '0511111111' });
    expect((await getUser(user.id, cookie)).json()).toMatchObject({
      email: user.email,
      phone: '+966511111111',
    });
    const admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    expect((await getUser(user.id, admin.cookie)).json()).toMatchObject({
      email: user.email,
      isAdmin: false,
    });
    const stranger = await createSignedInUser(t.app, t.database.db);
    expect((await getUser(user.id, stranger.cookie)).json()).not.toHaveProperty('email');
  });

  it('answers 404 for an unknown id, a malformed one, and a blocked account (but not to admins)', async () => {
    expect((await getUser('5b1f8f9e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getUser('not-a-uuid')).statusCode).toBe(404);
    const blocked = await createUser(t.database.db, { suspendedAt: new Date(), suspensionReason: 'Spam' });
    expect((await getUser(blocked.id)).json()).toEqual({ code: 'not_found', message: 'User not found' });
    const admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    expect((await getUser(blocked.id, admin.cookie)).json()).toMatchObject({ suspensionReason: 'Spam' });
  });
});

describe('PUT /api/users/{id}', () => {
  it('asks a signed-out visitor to sign in, and refuses to edit someone else (403, nothing changed)', async () => {
    const target = await createUser(t.database.db, { firstName: 'Original' });
    expect((await putUser(target.id, { firstName: 'Hacked' })).statusCode).toBe(401);
    const other = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    const res = await putUser(target.id, { firstName: 'Hacked' }, other.cookie);
    expect(res.statusCode).toBe(403);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(stored!.firstName).toBe('Original');
  });

  it('saves the owner’s changes, clears blanked fields and leaves absent ones alone', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db, {
      bio: 'Old bio',
      phone: '0500000000',
      city: 'Riyadh',
    });
    const res = await putUser(
      user.id,
      {
        firstName: '  Khalid ',
        bio: 'أحب الرحلات البرية',
        phone: '',
        state: 'Makkah',
        preferredLanguage: 'en',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Khalid',
      bio: 'أحب الرحلات البرية',
      phone: null,
      city: 'Riyadh',
      state: 'Makkah',
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.preferredLanguage).toBe('en');
  });

  it('never trusts the body about who or what the account is', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await putUser(
      user.id,
      {
        id: 'x',
        isAdmin: true,
        rating: '5.00',
        suspendedAt: null,
        ownerId: 'y',
        bio: 'hi',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, isAdmin: false, email: user.email, rating: '0.00' });
  });

  it('keeps a business’s company name required, and drops business details from individuals', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const missing = await putUser(user.id, { accountType: 'business' }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'companyName', code: 'company_name_required', message: expect.any(String) },
    ]);
    const business = await putUser(
      user.id,
      {
        accountType: 'business',
        companyName: 'عدة الخليج',
        companyWebsite: 'https://gulf.example.sa',
        taxId: '٣٠٠ ١٢٣ ٤٥٦ ٧٠٠ ٠٠٣',
      },
      cookie,
    );
    // The VAT number typed in Arabic-Indic digits and spaced is kept as its 15 digits.
    expect(business.json().user).toMatchObject({
      accountType: 'business',
      companyName: 'عدة الخليج',
      taxId: '300123456700003',
    });
    expect((await putUser(user.id, { companyName: '' }, cookie)).statusCode).toBe(400);
    const individual = await putUser(user.id, { accountType: 'individual' }, cookie);
    expect(individual.json().user).toMatchObject({ companyName: null, companyWebsite: null, taxId: null });
  });

  it('refuses a business’s VAT number that is not one, in the reader’s words', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    for (const taxId of ['300', '300123456700004', '200123456700003', '3001234567000031']) {
      const res = await putUser(
        user.id,
        { accountType: 'business', companyName: 'عدة الخليج', taxId },
        cookie,
      );
      expect(res.statusCode, taxId).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'taxId', code: 'vat_number_invalid', message: expect.any(String) },
      ]);
    }
    // An individual keeps no VAT number: whatever was typed is dropped, not refused.
    const individual = await putUser(user.id, { accountType: 'individual', taxId: '300' }, cookie);
    expect(individual.statusCode).toBe(200);
    expect(individual.json().user.taxId).toBeNull();
  });

  it('refuses a taken username with 409 and bad values with field errors', async () => {
    await createUser(t.database.db, { username: 'taken_name' });
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const taken = await putUser(user.id, { username: 'TAKEN_name' }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/username/);
    const own = await putUser(user.id, { username: user.username.toUpperCase() }, cookie);
    expect(own.statusCode).toBe(200);
    const bad = await putUser(
      user.id,
      { firstName: ' ', profilePicture: 'javascript:alert(1)', latitude: 95, preferredLanguage: 'fr' },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['firstName', 'latitude', 'preferredLanguage', 'profilePicture']);
  });

  it('keeps a Saudi mobile typed in any usual form in E.164, and refuses anything else (docs/decisions/0061)', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const saved = await putUser(user.id, { phone: '٠٥٥ ١٢٣ ٤٥٦٧' }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.phone).toBe('+966551234567');
    for (const phone of ['12345', '0112345678', '+971551234567', '0551234567x']) {
      const refused = await putUser(user.id, { phone }, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ path: 'phone', code: 'phone_invalid' }),
      ]);
    }
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.phone).toBe('+966551234567');
  });

  it('takes a profile picture only from our uploads or a configured image host', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    for (const picture of [
      '//other-host.example/x.png',
      '/\\other-host.example/x.png',
      '/api/auth/logout',
      '/uploads/../api/x.webp',
      'https://other-host.example/x.png',
    ]) {
      const res = await putUser(user.id, { profilePicture: picture }, cookie);
      expect(res.statusCode, picture).toBe(400);
      expect(fieldErrors(res)).toEqual(['profilePicture:picture_invalid']);
    }
    const upload = '/uploads/9f86d081884c7d659a2feaa0c55ad015.webp';
    const res = await putUser(user.id, { profilePicture: upload }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profilePicture).toBe(upload);
  });
});

const fieldErrors = (res: { json: () => { errors?: { path: string; code?: string }[] } }) =>
  (res.json().errors ?? []).map((e) => `${e.path}:${e.code}`);

describe('PUT /api/users/{id} with a new e-mail', () => {
  it('changes it with the current password, normalised as at sign-up', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const email = `  New.${user.username}@Example.SA `;
    const res = await putUser(user.id, { email, currentPassword: FIXTURE_PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(`new.${user.username}@example.sa`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `new.${user.username}@example.sa`, password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('needs the right current password, and changes nothing without it', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const missing = await putUser(user.id, { email: 'x1@example.sa', firstName: 'Changed' }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual(['currentPassword:current_password_wrong']);
    const wrong = await putUser(user.id, { email: 'x1@example.sa', currentPassword: 'nope-nope' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual(['currentPassword:current_password_wrong']);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ email: user.email, firstName: user.firstName });
  });

  it('takes the same address again (in any case) as no change, without a password', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await putUser(user.id, { email: user.email.toUpperCase(), bio: 'Same me' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: user.email, bio: 'Same me' });
  });

  it('refuses an address another account has, in any case, with 409 on the field', async () => {
    const other = await createUser(t.database.db);
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await putUser(
      user.id,
      { email: other.email.toUpperCase(), currentPassword: FIXTURE_PASSWORD },
      cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/email/) });
    expect(fieldErrors(res)).toEqual(['email:email_taken']);
    const bad = await putUser(user.id, { email: 'not-an-email', currentPassword: FIXTURE_PASSWORD }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual(['email:email_invalid']);
  });

  // "Taken" tells who has an account: the lookup is limited like sign-ups, per account and per address.
  it('limits the e-mail lookups: 5 an hour per account, 10 per address, before telling taken or free', async () => {
    const other = await createUser(t.database.db);
    const change = (signedIn: { user: { id: string }; cookie: string }, email: string, ip: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${signedIn.user.id}`,
        payload: { email, currentPassword: FIXTURE_PASSWORD },
        cookies: { [SESSION_COOKIE]: signedIn.cookie },
        remoteAddress: ip,
      });
    const prober = await createSignedInUser(t.app, t.database.db);
    for (let i = 0; i < 5; i += 1) {
      // A new address each time: only the account's count grows.
      const probe = await change(prober, i === 0 ? other.email : `free-${i}@example.sa`, `10.7.0.${i + 1}`);
      expect(probe.statusCode).not.toBe(429);
    }
    const sixth = await change(prober, other.email, '10.7.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('rate_limited');

    const sameAddress = '10.7.1.1';
    for (let i = 0; i < 10; i += 1) {
      const account = await createSignedInUser(t.app, t.database.db);
      expect((await change(account, other.email, sameAddress)).statusCode).toBe(409);
    }
    const fresh = await createSignedInUser(t.app, t.database.db);
    expect((await change(fresh, other.email, sameAddress)).statusCode).toBe(429);
  });
});

describe('POST /api/users/{id}/password', () => {
  const postPassword = (id: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/password`,
      payload,
      cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie } });

  it('is for the signed-in owner only', async () => {
    const target = await createUser(t.database.db);
    const body = { currentPassword: FIXTURE_PASSWORD, newPassword: 'brand-new-pass' };
    expect((await postPassword(target.id, body)).statusCode).toBe(401);
    const admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    expect((await postPassword(target.id, body, admin.cookie)).statusCode).toBe(403);
    expect((await postPassword('not-a-uuid', body, admin.cookie)).statusCode).toBe(404);
    expect((await login(target.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a new one outside the rules, on the fields', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const wrong = await postPassword(
      user.id,
      { currentPassword: 'wrong-pass', newPassword: 'brand-new' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual(['currentPassword:current_password_wrong']);
    const short = await postPassword(
      user.id,
      { currentPassword: FIXTURE_PASSWORD, newPassword: '123' },
      cookie,
    );
    expect(fieldErrors(short)).toEqual(['newPassword:password_too_short']);
    const long = await postPassword(
      user.id,
      { currentPassword: FIXTURE_PASSWORD, newPassword: 'x'.repeat(1000) },
      cookie,
    );
    expect(fieldErrors(long)).toEqual(['newPassword:password_too_long']);
    const empty = await postPassword(user.id, {}, cookie);
    expect(fieldErrors(empty).sort()).toEqual(['currentPassword:required', 'newPassword:required']);
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const otherDevice = await login(user.email, FIXTURE_PASSWORD);
    const otherCookie = otherDevice.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect((await me(otherCookie)).json().user).toMatchObject({ id: user.id });

    const res = await postPassword(
      user.id,
      { currentPassword: FIXTURE_PASSWORD, newPassword: 'brand-new-pass' },
      cookie,
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(cookie)).json().user).toMatchObject({ id: user.id });
    expect((await me(otherCookie)).json().user).toBeNull();
    expect((await login(user.email, FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('stops guessing: after 10 wrong current passwords even the right one is refused (429)', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    for (let i = 0; i < 10; i += 1) {
      const res = await postPassword(
        user.id,
        { currentPassword: `guess-${i}`, newPassword: 'brand-new' },
        cookie,
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await postPassword(
      user.id,
      { currentPassword: FIXTURE_PASSWORD, newPassword: 'brand-new' },
      cookie,
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // The e-mail change counts against the same limit.
    const email = await putUser(
      user.id,
      { email: 'limit@example.sa', currentPassword: FIXTURE_PASSWORD },
      cookie,
    );
    expect(email.statusCode).toBe(429);
  });
});
