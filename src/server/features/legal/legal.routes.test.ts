import { currentConsent, LEGAL_DOCUMENTS, LEGAL_VERSIONS } from '@shared/legal';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, users } from '../../db/schema';
import { createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth';
import { LEGAL_LIMITS } from './legal.limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/me', ...as(cookie) })).json<{ consentsNeeded?: string[] }>();
const accept = (cookie: string, payload: unknown = currentConsent()) =>
  t.app.inject({ method: 'POST', url: '/api/legal/consents', payload: payload as object, ...as(cookie) });
const consentRows = (userId: string) =>
  t.database.db
    .select({ document: consents.document, version: consents.version, acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(eq(consents.userId, userId));

let serial = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    email: `consent${serial}@example.sa`,
    password: 'secret-pass-2026',
    username: `consent_${serial}`,
    firstName: 'Reem',
    lastName: 'Alharbi',
    consent: currentConsent(),
    ...overrides,
  };
};

describe('GET /api/legal', () => {
  it('answers the operator, the versions and the figures the documents state, to anyone, cacheably', async () => {
    const res = await t.app.inject('/api/legal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({
      operator: {
        name: t.app.config.seller.legalName,
        crNumber: t.app.config.operator.crNumber,
        vatNumber: t.app.config.seller.vatNumber,
        address: t.app.config.seller.address,
        email: t.app.config.operator.email,
        phone: t.app.config.operator.phone,
      },
      versions: LEGAL_VERSIONS,
      fees: t.app.config.fees,
      claimWindowHours: t.app.config.payouts.claimWindowHours,
      demo: t.app.config.demoSite,
    });
  });
});

describe('consent at sign-up (docs/decisions/0063-legal-consents.md)', () => {
  it('records the current version of each document with the account, and asks nothing after', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json<{ user: { id: string } }>();
    const rows = await consentRows(user.id);
    expect(
      rows
        .map(({ document, version }) => ({ document, version }))
        .sort((a, b) => a.document.localeCompare(b.document)),
    ).toEqual([
      { document: 'privacy', version: LEGAL_VERSIONS.privacy },
      { document: 'terms', version: LEGAL_VERSIONS.terms },
    ]);
    for (const row of rows) expect(Date.now() - row.acceptedAt.getTime()).toBeLessThan(60_000);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect((await me(cookie)).consentsNeeded).toEqual([]);
  });

  it('refuses a sign-up without consent, or to a version that is not current, writing nothing', async () => {
    const cases: [Record<string, unknown>, { path: string; code: string }][] = [
      [{ consent: undefined }, { path: 'consent', code: 'consent_required' }],
      [{ consent: { terms: LEGAL_VERSIONS.terms } }, { path: 'consent.privacy', code: 'consent_required' }],
      [
        { consent: { ...currentConsent(), privacy: '2020-01-01' } },
        { path: 'consent.privacy', code: 'consent_outdated' },
      ],
      [{ consent: true }, { path: 'consent', code: 'consent_required' }],
    ];
    for (const [override, problem] of cases) {
      const body = registration(override);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: [expect.objectContaining(problem)],
      });
      const made = await t.database.db.select().from(users).where(eq(users.email, body.email));
      expect(made).toHaveLength(0);
    }
  });

  it('leaves neither the account nor its consents when the account cannot be made', async () => {
    const taken = await createUser(t.database.db);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(consents);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email: taken.email }),
    });
    expect(res.statusCode).toBe(409);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(consents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('asking signed-in members again', () => {
  it('asks a member without the current versions, and records their consent once', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    expect((await me(cookie)).consentsNeeded).toEqual([...LEGAL_DOCUMENTS]);
    const res = await accept(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ consentsNeeded: [] });
    expect((await me(cookie)).consentsNeeded).toEqual([]);
    // Again: nothing changes, the first acceptance is the one kept.
    const [first] = await consentRows(user.id);
    expect((await accept(cookie)).statusCode).toBe(200);
    const rows = await consentRows(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.document === first!.document)?.acceptedAt).toEqual(first!.acceptedAt);
  });

  it('asks only for the document whose version changed', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    await t.database.db.insert(consents).values([
      { userId: user.id, document: 'terms', version: LEGAL_VERSIONS.terms },
      { userId: user.id, document: 'privacy', version: '2020-01-01' },
    ]);
    expect((await me(cookie)).consentsNeeded).toEqual(['privacy']);
  });

  it('does not ask administrators, who act for the operator', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    expect((await me(cookie)).consentsNeeded).toEqual([]);
  });

  it('says nothing of consents to a visitor', async () => {
    expect((await t.app.inject('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('takes consent from signed-in members only, to the current versions only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/legal/consents',
      payload: currentConsent(),
    });
    expect(anonymous.statusCode).toBe(401);
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    for (const [payload, code] of [
      [{}, 'consent_required'],
      [{ terms: LEGAL_VERSIONS.terms, privacy: '2020-01-01' }, 'consent_outdated'],
      [{ terms: 7, privacy: LEGAL_VERSIONS.privacy }, 'consent_required'],
      [{ terms: 'x'.repeat(5000), privacy: LEGAL_VERSIONS.privacy }, 'consent_outdated'],
    ] as const) {
      const res = await accept(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].code).toBe(code);
    }
    expect(await consentRows(user.id)).toEqual([]);
  });

  it('records one row per document when the same consent arrives twice at once', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const answers = await Promise.all([accept(cookie), accept(cookie), accept(cookie)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await consentRows(user.id)).toHaveLength(2);
  });

  it('limits how often one account sends consents', async () => {
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    for (let i = 0; i < LEGAL_LIMITS.consentsPerAccount.limit; i += 1) {
      expect((await accept(cookie)).statusCode).toBe(200);
    }
    expect((await accept(cookie)).statusCode).toBe(429);
  });

  it('keeps a document and a version of the right shape only, once per member (the database itself)', async () => {
    const member = await createUser(t.database.db);
    const insert = (document: string, version: string) =>
      t.database.db.execute(
        sql`INSERT INTO consents (user_id, document, version) VALUES (${member.id}, ${document}, ${version})`,
      );
    await expect(insert('cookies', LEGAL_VERSIONS.terms)).rejects.toThrow();
    await expect(insert('terms', 'latest')).rejects.toThrow();
    await insert('terms', LEGAL_VERSIONS.terms);
    await expect(insert('terms', LEGAL_VERSIONS.terms)).rejects.toThrow();
  });
});
