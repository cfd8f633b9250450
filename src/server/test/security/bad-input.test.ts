/**
 * Bad input, everywhere (docs/security.md, "Bad input"): every API endpoint that takes a JSON body,
 * a query string or an id in its path gets generated garbage (fast-check,
 * bad-input-arbitraries.ts). Whatever arrives, the answer is a 4xx with a JSON
 * error carrying a message, or a 2xx when the input happened to be valid;
 * never a 5xx; and a refused request stores nothing (db-fingerprint.ts): each request is
 * checked against the tables its route declares it may write (`writes`), and each route's whole
 * run against every table, so a write to a table the route does not declare fails too.
 * BAD_INPUT_RUNS=n runs n inputs per endpoint instead of the default: a count of cases, never a
 * time limit, so a busy machine runs the same cases, only slower (docs/decisions/0037).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addDays, BOOKING_ACTIONS, MAX_RENTAL_DAYS, todayInRiyadh } from '@shared/bookings';
import { MAX_ITEM_IMAGES, MAX_PRICE } from '@shared/constants';
import { currentConsent } from '@shared/legal';
import { REPORT_TARGETS } from '@shared/moderation';
import { REVOCABLE_VERIFICATIONS } from '@shared/verification';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../app';
import {
  businessChecks,
  claims,
  favorites,
  handoverConfirmations,
  items,
  nafathRequests,
  noShowCases,
  reports,
  sessions,
  users,
} from '../../db/schema';
import { SESSION_COOKIE } from '../../features/auth/sessions';
import { createChargedBooking } from '../../features/payments/ledger/test-fixtures';
import { multipartBody, photoPart } from '../../features/uploads/uploads.test-helpers';
import { createBooking, createItem, createSignedInUser, createUser } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import {
  badBody,
  badPathSegment,
  badQuery,
  encodeLoosely,
  nastyString,
  numericString,
  type RawBody,
  type Sample,
} from './bad-input-arbitraries';
import { changedTables, type Fingerprint, fingerprintedTables, fingerprinter } from './db-fingerprint';

const RUNS = Number(process.env.BAD_INPUT_RUNS) || 30;
const SETUP_SECRET = 'the-setup-secret-of-this-test-0123456789';

let t: TestApp;
let base: string;
let uploadsDir: string;
/** Every table: around each route's whole run, and the few tests that are not one route's. */
let fingerprintAll: () => Promise<Fingerprint>;
/** What the fixtures are called, once made. */
const f = {} as {
  alice: { id: string; cookie: string };
  bob: { id: string; cookie: string };
  admin: { id: string; cookie: string };
  /** Verification (docs/decisions/0062): an account whose e-mail is not confirmed yet, with no
   * phone (so no phone code either), and a business account with a registration to check. */
  newcomer: { id: string; cookie: string };
  firm: { id: string; cookie: string };
  victimId: string;
  aliceItemId: string;
  aliceDoomedItemId: string;
  bobItemId: string;
  victimItemId: string;
  pendingBookingId: string;
  completedBookingId: string;
  /** Returned rentals with a 500 SAR deposit (docs/decisions/0058): Alice's to claim on, Alice's
   * rental with Bob's open claim to answer, and one with a disputed claim to decide. */
  claimableBookingId: string;
  answerableBookingId: string;
  disputedClaimId: string;
  /** Confirmed rentals from today (docs/decisions/0060): Alice's, to report that Bob did not hand
   * over; Bob's, reported, for Alice (its owner) to answer; one with Ajjir's team, to decide. */
  reportableBookingId: string;
  reportedBookingId: string;
  queuedCaseBookingId: string;
  /** A Nafath request of Alice's, over. */
  aliceNafathRequestId: string;
  /** A business whose registration check waits for Ajjir's team, and that check. */
  applicantId: string;
  reviewCheckId: string;
  /** A member reported and warned (docs/decisions/0064). */
  reportedId: string;
};

const tally = { tried: 0, swept: 0, refused: 0, accepted: 0, endpoints: new Set<string>() };

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'ajjir-bad-input-'));
  t = await createTestApp({
    // Thousands of requests from one address: the limits are not what is tested here.
    rateLimitFactor: 1000,
    adminSetupSecret: SETUP_SECRET,
    storage: { kind: 'local', dir: uploadsDir },
    // The largest legitimate listing keeps its photos on a configured image host.
    imageHosts: ['https://photos.example'],
  });
  // Listening too, for the live-events stream (inject cannot end a stream that never ends).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const db = t.database.db;
  const signedIn = async (overrides = {}) => {
    const { user, cookie } = await createSignedInUser(t.app, db, overrides);
    return { id: user.id, cookie };
  };
  // With a mobile number on her profile, for the phone codes (the one her profile edits give it).
  f.alice = await signedIn({ firstName: 'Alice', phone: '0500000001' });
  f.bob = await signedIn({ firstName: 'Bob' });
  f.admin = await signedIn({ firstName: 'Admin', isAdmin: true });
  f.newcomer = await signedIn({ firstName: 'Newcomer', emailConfirmedAt: null });
  // An active registration under this name in the Wathq sandbox's register (CR 1010458712).
  f.firm = await signedIn({ firstName: 'Firm', accountType: 'business', companyName: 'رحال للتخييم' });
  f.victimId = (await createUser(db, { firstName: 'Victor' })).id;
  f.reportedId = (await createUser(db, { firstName: 'Reported' })).id;
  // Bob's open report on them, for the moderation decision to answer (docs/decisions/0064).
  await db.insert(reports).values({
    reporterId: f.bob.id,
    targetType: 'user',
    targetId: f.reportedId,
    reportedUserId: f.reportedId,
    reason: 'spam',
  });
  f.aliceNafathRequestId = (
    await db
      .insert(nafathRequests)
      .values({
        userId: f.alice.id,
        idHash: 'bad-input-request-of-alice',
        document: 'citizen',
        status: 'expired',
        expiresAt: new Date(),
        finishedAt: new Date(),
      })
      .returning({ id: nafathRequests.id })
  )[0]!.id;
  f.applicantId = (await createUser(db, { accountType: 'business', companyName: 'شركة الديار' })).id;
  f.reviewCheckId = (
    await db
      .insert(businessChecks)
      .values({
        userId: f.applicantId,
        crNumber: '1010999002',
        companyName: 'شركة الديار',
        status: 'review',
        reason: 'not_found',
      })
      .returning({ id: businessChecks.id })
  )[0]!.id;
  f.aliceItemId = (await createItem(db, f.alice.id)).id;
  f.aliceDoomedItemId = (await createItem(db, f.alice.id)).id;
  const bobItem = await createItem(db, f.bob.id);
  f.bobItemId = bobItem.id;
  f.victimItemId = (await createItem(db, f.victimId)).id;
  f.pendingBookingId = (await createBooking(db, bobItem, f.alice.id)).id;
  f.completedBookingId = (
    await createBooking(db, bobItem, f.alice.id, {
      startDate: '2025-01-01',
      endDate: '2025-01-03',
      status: 'completed',
      completedAt: new Date(),
    })
  ).id;
  const [aliceRow, bobRow] = await Promise.all(
    [f.alice.id, f.bob.id].map(async (id) => (await db.select().from(users).where(eq(users.id, id)))[0]!),
  );
  const returned = (owner: typeof aliceRow, renter: typeof aliceRow) =>
    createChargedBooking(db, {
      owner,
      renter,
      status: 'completed',
      depositHalalas: 50_000,
      booking: { completedAt: new Date(), releaseDueAt: new Date(Date.now() + 48 * 3_600_000) },
    });
  f.claimableBookingId = (await returned(aliceRow!, bobRow!)).booking.id;
  const answerable = (await returned(bobRow!, aliceRow!)).booking.id;
  const disputed = (await returned(bobRow!, aliceRow!)).booking.id;
  const claimOn = (bookingId: string, status: 'open' | 'disputed') =>
    db
      .insert(claims)
      .values({
        bookingId,
        reason: 'damage',
        amountHalalas: 20_000,
        description: 'A torn door panel',
        status,
        answerDueAt: new Date(Date.now() + 72 * 3_600_000),
        ...(status === 'disputed' ? { answerText: 'It was torn before', disputedAt: new Date() } : {}),
      })
      .returning({ id: claims.id });
  await claimOn(answerable, 'open');
  // Bob confirmed its return: Alice, its renter, may answer (docs/decisions/0059); she objected to
  // its hand-over already, for an administrator to resolve.
  await db.insert(handoverConfirmations).values([
    {
      bookingId: answerable,
      stage: 'return',
      confirmedBy: 'owner',
      answerDueAt: new Date(Date.now() + 24 * 3_600_000),
    },
    {
      bookingId: answerable,
      stage: 'handover',
      confirmedBy: 'owner',
      answerDueAt: new Date(Date.now() + 24 * 3_600_000),
      answer: 'objected',
      answeredAt: new Date(),
      objection: 'Not what was listed',
    },
  ]);
  f.answerableBookingId = answerable;
  f.disputedClaimId = (await claimOn(disputed, 'disputed'))[0]!.id;
  const today = todayInRiyadh();
  const confirmedToday = async (owner: typeof aliceRow, renter: typeof aliceRow) =>
    (
      await createChargedBooking(db, {
        owner,
        renter,
        status: 'confirmed',
        depositHalalas: 50_000,
        booking: { startDate: today, endDate: addDays(today, 2) },
      })
    ).booking.id;
  f.reportableBookingId = await confirmedToday(bobRow!, aliceRow!);
  f.reportedBookingId = await confirmedToday(aliceRow!, bobRow!);
  f.queuedCaseBookingId = await confirmedToday(bobRow!, aliceRow!);
  await db.insert(noShowCases).values([
    {
      bookingId: f.reportedBookingId,
      kind: 'owner_reported',
      ownerAnswerDueAt: new Date(Date.now() + 24 * 3_600_000),
    },
    {
      bookingId: f.queuedCaseBookingId,
      kind: 'untouched',
      queuedAt: new Date(),
      decideBy: new Date(Date.now() + 7 * 86_400_000),
    },
  ]);
  fingerprintAll = await fingerprinter(db);
});

afterAll(async () => {
  // The number quoted in the issue: how many generated inputs were sent, and what came of them.
  console.log(
    `bad-input: ${tally.tried} inputs against ${tally.endpoints.size} endpoints ` +
      `(${tally.tried - tally.swept} generated by fast-check, ${tally.swept} in the field-by-field hazard sweep): ` +
      `${tally.refused} refused (4xx, nothing stored), ${tally.accepted} accepted (2xx), no 5xx`,
  );
  await t?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

type Who = 'visitor' | 'alice' | 'admin' | 'newcomer' | 'firm';

const cookieOf = (who: Who) => (who === 'visitor' ? undefined : f[who].cookie);

/** What a browser on our own pages sends with a state change (http/security.ts registerOriginCheck). */
const stateChangeHeaders = () => ({
  origin: new URL(t.app.config.publicUrl).origin,
  'sec-fetch-site': 'same-origin',
});

const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

/**
 * The answer must be a 2xx, or a 4xx JSON error with a message that left the route's tables as
 * they were (the rest are checked once the route's run is over, `withinDeclaredTables`).
 */
async function expectRefusedCleanly(
  label: string,
  before: Fingerprint,
  res: { status: number; contentType: string | undefined; body: string },
): Promise<void> {
  const what = `${label} → ${res.status} ${short(res.body)}`;
  const after = await scope.fingerprint();
  scope.last = after;
  if (res.status >= 200 && res.status < 300) {
    tally.accepted++;
    return;
  }
  if (res.status < 400 || res.status >= 500) throw new Error(`not a 2xx or 4xx: ${what}`);
  tally.refused++;
  expect(res.contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
  // A request line and headers over Node's 16 KB (real sockets only) are refused by Node's HTTP parser,
  // before any of ours runs: Fastify's own JSON ({ error, message, statusCode }), without a code.
  if (res.status !== 431) expect(typeof body.code, what).toBe('string');
  expect(typeof body.message, what).toBe('string');
  expect((body.message as string).length, what).toBeGreaterThan(0);
  expect(changedTables(before, after), `stored by a refused request: ${what}`).toEqual([]);
}

/**
 * What one route's requests are checked against: the fingerprint of the tables it declares it may
 * write, and that fingerprint as the last request left them (nothing else writes, so it is also
 * how the next request finds them: one fingerprint per request is enough).
 */
interface Scope {
  fingerprint: () => Promise<Fingerprint>;
  last?: Fingerprint;
}
let scope: Scope;

async function around<T>(request: () => Promise<T>): Promise<{ before: Fingerprint; result: T }> {
  tally.tried++;
  const before = scope.last ?? (await scope.fingerprint());
  scope.last = undefined;
  const result = await request();
  return { before, result };
}

/**
 * Runs one route's requests with the fingerprint narrowed to the tables it declares, then checks,
 * over every table, that the run wrote no other: a declaration cannot hide a write (refused or
 * not), and one that falls behind the route fails here instead of checking too little.
 */
async function withinDeclaredTables(
  label: string,
  writes: readonly Table[],
  requests: () => Promise<void>,
): Promise<void> {
  const everythingBefore = await fingerprintAll();
  scope = { fingerprint: await fingerprinter(t.database.db, writes) };
  await requests();
  const undeclared = changedTables(everythingBefore, await fingerprintAll()).filter(
    (table) => !writes.includes(table as Table),
  );
  expect(undeclared, `${label} wrote tables missing from its "writes"`).toEqual([]);
}

async function send(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const { before, result: res } = await around(() => t.app.inject(options));
  const payload = options.payload;
  const sent =
    typeof payload === 'string'
      ? short(payload)
      : Buffer.isBuffer(payload)
        ? `<${payload.length} bytes>`
        : '';
  await expectRefusedCleanly(`${label} ${short(String(options.url))} ${sent}`, before, {
    status: res.statusCode,
    contentType: res.headers['content-type'] as string | undefined,
    body: res.body,
  });
  return res;
}

/** The tables a fingerprint covers (db-fingerprint.ts): every table but rate_limits. */
const ALL_TABLES = [
  'admin_audit_log',
  'booking_events',
  'bookings',
  'business_checks',
  'categories',
  'claims',
  'condition_reports',
  'consents',
  'email_confirmations',
  'favorites',
  'gateway_webhooks',
  'handover_confirmations',
  'identity_verifications',
  'idempotency_keys',
  'invoice_counter',
  'invoices',
  'item_blocked_dates',
  'items',
  'jobs',
  'ledger_entries',
  'ledger_transactions',
  'live_events',
  'member_blocks',
  'messages',
  'nafath_requests',
  'no_show_cases',
  'notifications',
  'password_reset_tokens',
  'payments',
  'payout_account_changes',
  'payout_accounts',
  'payout_holds',
  'payouts',
  'phone_codes',
  'reconciliation_reports',
  'refunds',
  'reports',
  'reviews',
  'search_concept_links',
  'search_concepts',
  'search_terms',
  'sessions',
  'users',
] as const;
type Table = (typeof ALL_TABLES)[number];

/**
 * What telling someone writes: a notification, the live event that carries it (and the counts), and
 * the job that mails it (notifications/notification-emails.ts).
 */
const TOLD = ['notifications', 'live_events', 'jobs'] as const;
/** A booking's change with its event, told to each side (bookings/booking-events.ts). */
const BOOKING_CHANGE = ['bookings', 'booking_events', ...TOLD] as const;
/**
 * What a booking's change may do to its money: a refund, its ledger, its credit note, and the jobs
 * that make the refund and close a payment page (transitions.ts, payments/money-effects.ts).
 */
const MONEY = [
  'jobs',
  'payments',
  'refunds',
  'ledger_transactions',
  'ledger_entries',
  'invoices',
  'invoice_counter',
] as const;
/** The search lexicon, and the administration's record of changing it. */
const LEXICON = ['search_concepts', 'search_terms', 'search_concept_links', 'admin_audit_log'] as const;

interface Endpoint {
  method: HTTPMethods;
  /** With `:name` for each path parameter. */
  path: string;
  as: Who;
  /**
   * The tables the route may write when it accepts a request (its service's transaction and what
   * it tells). Each refused request is fingerprinted on these; the route's whole run on every
   * table, which fails if it wrote one not listed.
   */
  writes: readonly Table[];
  /** The valid value of each path parameter. */
  params?: () => Record<string, string>;
  /** Other values of a path parameter to try, besides bad ids. */
  paramValues?: Record<string, fc.Arbitrary<string>>;
  /** A valid body, which the generated ones are made from; absent: the route reads no fields. */
  body?: () => Sample;
  /** A valid query. */
  query?: () => Record<string, string>;
  /** Extra headers to generate (the Idempotency-Key of a booking request). */
  headers?: fc.Arbitrary<Record<string, string>>;
}

const id = (value: () => string) => () => ({ id: value() });
const anId = () => '6f1c2b1e-8a53-4a39-9b0e-3f1d2c4b5a69';

const ENDPOINTS: Endpoint[] = [
  // Accounts
  {
    method: 'POST',
    path: '/api/auth/register',
    as: 'visitor',
    // The new account, its session, the link confirming its e-mail (docs/decisions/0062) and its
    // consent to the legal documents (docs/decisions/0063-legal-consents.md).
    writes: ['users', 'sessions', 'email_confirmations', 'consents'],
    body: () => ({
      email: 'new.person@example.sa',
      password: 'secret123',
      username: 'new_person',
      firstName: 'New',
      lastName: 'Person',
      phone: '0500000000',
      bio: 'Hello',
      city: 'Riyadh',
      accountType: 'individual',
      preferredLanguage: 'ar',
      consent: currentConsent(),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    as: 'visitor',
    writes: ['sessions'],
    body: () => ({ email: 'nobody@example.sa', password: 'wrong-password' }),
  },
  { method: 'POST', path: '/api/auth/logout', as: 'visitor', writes: ['sessions'] },
  { method: 'GET', path: '/api/auth/me', as: 'alice', writes: [] },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    as: 'visitor',
    writes: ['password_reset_tokens'],
    body: () => ({ emailOrUsername: 'nobody@example.sa' }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    as: 'visitor',
    writes: ['password_reset_tokens', 'users', 'sessions'],
    body: () => ({ token: 'not-a-real-token', newPassword: 'new-secret-123' }),
  },
  {
    method: 'POST',
    path: '/api/auth/email/confirmation',
    as: 'newcomer',
    writes: ['email_confirmations'],
  },
  {
    method: 'POST',
    path: '/api/auth/email/confirm',
    as: 'visitor',
    writes: ['email_confirmations', 'users'],
    body: () => ({ token: 'not-a-real-token' }),
  },
  {
    method: 'POST',
    path: '/api/setup-production-admin',
    as: 'visitor',
    writes: ['users', 'admin_audit_log'],
    body: () => ({ secret: 'not-the-secret', email: '', username: '', password: '' }),
  },
  // Profiles
  { method: 'GET', path: '/api/users/:id', as: 'visitor', writes: [], params: id(() => f.bob.id) },
  {
    method: 'PUT',
    path: '/api/users/:id',
    as: 'alice',
    // A changed company name or account type revokes the business's check (a trigger, migration 0034).
    writes: ['users', 'business_checks'],
    params: id(() => f.alice.id),
    body: () => ({
      firstName: 'Alice',
      bio: 'Hi',
      city: 'Jeddah',
      phone: '0500000001',
      profilePicture: '',
      latitude: 21.5,
      longitude: 39.2,
      emailNotifications: true,
      preferredLanguage: 'en',
    }),
  },
  {
    method: 'POST',
    path: '/api/users/:id/password',
    as: 'alice',
    writes: ['users', 'sessions'],
    params: id(() => f.alice.id),
    body: () => ({ currentPassword: 'wrong-password-1', newPassword: 'another-secret-1' }),
  },
  { method: 'GET', path: '/api/users/:id/items', as: 'visitor', writes: [], params: id(() => f.bob.id) },
  // A member's own data and account (docs/decisions/0066-closed-accounts.md): the download is audited.
  { method: 'GET', path: '/api/account/export', as: 'alice', writes: ['admin_audit_log'] },
  { method: 'GET', path: '/api/account/closing', as: 'alice', writes: [] },
  {
    method: 'POST',
    path: '/api/account/close',
    as: 'alice',
    // Never Alice's password here: closing empties her account and removes what served only her.
    writes: [
      'users',
      'items',
      'sessions',
      'favorites',
      'notifications',
      'live_events',
      'idempotency_keys',
      'phone_codes',
      'email_confirmations',
      'password_reset_tokens',
      'nafath_requests',
      'member_blocks',
      'payout_accounts',
      'messages',
      'identity_verifications',
      'business_checks',
      'admin_audit_log',
    ],
    body: () => ({ currentPassword: 'wrong-password-1', confirm: true }),
  },
  // Verification (docs/decisions/0062): what is verified writes the badge on users too (triggers).
  { method: 'GET', path: '/api/verification', as: 'alice', writes: [] },
  { method: 'POST', path: '/api/verification/phone/code', as: 'alice', writes: ['phone_codes'] },
  {
    method: 'POST',
    path: '/api/verification/phone/confirm',
    // By someone with no code: a wrong code counts against a live one (five tries), a write a
    // refusal makes on purpose, as the rate limits' are.
    as: 'newcomer',
    writes: ['phone_codes', 'users'],
    body: () => ({ code: '123456' }),
  },
  {
    method: 'POST',
    path: '/api/verification/identity',
    as: 'alice',
    writes: ['nafath_requests', 'jobs'],
    body: () => ({ nationalId: '1111111116' }),
  },
  {
    method: 'GET',
    path: '/api/verification/identity/:id',
    as: 'alice',
    writes: [],
    params: id(() => f.aliceNafathRequestId),
  },
  {
    method: 'POST',
    path: '/api/verification/business',
    as: 'firm',
    writes: ['business_checks', 'users'],
    body: () => ({ crNumber: '1010458712', vatNumber: '300458712600003' }),
  },
  {
    method: 'POST',
    path: '/api/verification/nafath/callback',
    as: 'visitor',
    writes: ['nafath_requests', 'identity_verifications', 'users'],
    body: () => ({ token: 'a.b.c', transId: anId(), requestId: anId() }),
  },
  // Listings
  { method: 'GET', path: '/api/categories', as: 'visitor', writes: [] },
  { method: 'GET', path: '/api/config', as: 'visitor', writes: [] },
  // The legal pages and consents (docs/decisions/0063-legal-consents.md).
  { method: 'GET', path: '/api/legal', as: 'visitor', writes: [] },
  {
    method: 'POST',
    path: '/api/legal/consents',
    as: 'alice',
    writes: ['consents'],
    body: () => currentConsent(),
  },
  {
    method: 'GET',
    path: '/api/search/suggestions',
    as: 'visitor',
    writes: [],
    query: () => ({ q: 'tent', language: 'en' }),
  },
  {
    method: 'GET',
    path: '/api/places/districts',
    as: 'visitor',
    writes: [],
    query: () => ({ city: 'Riyadh' }),
  },
  {
    method: 'GET',
    path: '/api/search/alternatives',
    as: 'visitor',
    writes: [],
    query: () => ({ searchTerm: 'tent', city: 'Abha', minPrice: '1', maxPrice: '90' }),
  },
  {
    method: 'GET',
    path: '/api/items',
    as: 'visitor',
    writes: [],
    query: () => ({
      searchTerm: 'tent',
      city: 'Riyadh',
      categoryId: '1',
      minPrice: '10',
      maxPrice: '500',
      startDate: '2030-02-01',
      endDate: '2030-02-03',
      sort: 'distance',
      lat: '24.7',
      lng: '46.6',
      limit: '10',
      offset: '0',
    }),
  },
  { method: 'GET', path: '/api/items/:id', as: 'visitor', writes: [], params: id(() => f.bobItemId) },
  {
    method: 'POST',
    path: '/api/items',
    as: 'alice',
    // Words that may name a prohibited item hold it for review: a report, told to its owner (0064).
    writes: ['items', 'reports', ...TOLD],
    body: () => ({
      title: 'Camping chairs',
      description: 'Four folding chairs.',
      dailyRate: 40,
      deposit: 100,
      categoryId: 1,
      condition: 'good',
      images: ['/images/demo/camping-1.svg'],
      city: 'Riyadh',
      latitude: 24.7,
      longitude: 46.6,
      minRentalDays: 1,
      maxRentalDays: 7,
      pickupOptions: ['pickup'],
      instantBooking: false,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 20,
      cancellationPolicy: 'moderate',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/items/:id',
    as: 'alice',
    writes: ['items', 'reports', ...TOLD],
    params: id(() => f.aliceItemId),
    body: () => ({
      title: 'Renamed',
      dailyRate: '55.50',
      minRentalDays: 2,
      isAvailable: true,
      weeklyDiscountPercent: '5',
      cancellationPolicy: 'strict',
    }),
  },
  {
    method: 'DELETE',
    path: '/api/items/:id',
    as: 'alice',
    writes: ['items'],
    params: id(() => f.aliceDoomedItemId),
  },
  {
    method: 'GET',
    path: '/api/items/:id/availability',
    as: 'visitor',
    writes: [],
    params: id(() => f.bobItemId),
    query: () => ({ from: '2030-01-01', to: '2030-03-01' }),
  },
  {
    method: 'PUT',
    path: '/api/items/:id/blocked-dates',
    as: 'alice',
    writes: ['item_blocked_dates', ...BOOKING_CHANGE, ...MONEY],
    params: id(() => f.aliceItemId),
    body: () => ({ ranges: [{ startDate: '2031-01-01', endDate: '2031-01-05', reason: 'Maintenance' }] }),
  },
  // Favourites
  { method: 'GET', path: '/api/favorites', as: 'alice', writes: [] },
  {
    method: 'PUT',
    path: '/api/favorites/:itemId',
    as: 'alice',
    writes: ['favorites'],
    params: () => ({ itemId: f.bobItemId }),
  },
  {
    method: 'DELETE',
    path: '/api/favorites/:itemId',
    as: 'alice',
    writes: ['favorites'],
    params: () => ({ itemId: f.bobItemId }),
  },
  {
    method: 'POST',
    path: '/api/favorites/merge',
    as: 'alice',
    writes: ['favorites'],
    body: () => ({ itemIds: [f.bobItemId] }),
  },
  // Bookings
  {
    method: 'POST',
    path: '/api/bookings',
    as: 'alice',
    writes: [...BOOKING_CHANGE, 'idempotency_keys', 'messages', ...MONEY],
    body: () => ({
      itemId: f.bobItemId,
      startDate: '2031-02-01',
      endDate: '2031-02-03',
      pickupMethod: 'pickup',
      message: 'Hello',
    }),
    headers: fc.oneof(
      fc.constant({}),
      fc
        .oneof(
          fc.constantFrom('short', 'a'.repeat(101), 'valid-key-0123456', 'has spaces in it', "'; DROP--", ''),
          fc.string({ unit: 'binary-ascii', maxLength: 120 }).filter((key) => /^[\x20-\x7e]*$/.test(key)),
        )
        .map((key) => ({ 'idempotency-key': key })),
    ),
  },
  {
    method: 'GET',
    path: '/api/bookings',
    as: 'alice',
    writes: BOOKING_CHANGE,
    query: () => ({ as: 'renter' }),
  },
  { method: 'GET', path: '/api/bookings/:id', as: 'alice', writes: [], params: id(() => f.pendingBookingId) },
  {
    method: 'POST',
    path: '/api/bookings/:id/:action',
    as: 'alice',
    writes: [...BOOKING_CHANGE, 'messages', ...MONEY],
    params: () => ({ id: f.pendingBookingId, action: 'cancel' }),
    paramValues: { action: fc.oneof(fc.constantFrom(...BOOKING_ACTIONS), nastyString.map(encodeLoosely)) },
    body: () => ({ reason: 'Plans changed' }),
  },
  // Claims against a deposit (docs/decisions/0058)
  {
    method: 'GET',
    path: '/api/bookings/:id/claim',
    as: 'alice',
    writes: [],
    params: id(() => f.claimableBookingId),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/claim',
    as: 'alice',
    writes: ['claims', ...TOLD],
    params: id(() => f.claimableBookingId),
    body: () => ({
      reason: 'damage',
      amount: 20_000,
      description: 'The door panel came back torn.',
      photos: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
    }),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/claim/answer',
    as: 'alice',
    // Accepting settles the claim: the deposit kept and refunded, the earning released.
    writes: ['claims', 'bookings', ...MONEY, ...TOLD],
    params: id(() => f.answerableBookingId),
    body: () => ({ answer: 'dispute', text: 'It was torn when it was handed over.', photos: [] }),
  },
  {
    method: 'GET',
    path: '/api/admin/claims',
    as: 'admin',
    writes: [],
    query: () => ({ limit: '10', offset: '0' }),
  },
  {
    method: 'POST',
    path: '/api/admin/claims/:id/decision',
    as: 'admin',
    writes: ['claims', 'bookings', 'admin_audit_log', ...MONEY, ...TOLD],
    params: id(() => f.disputedClaimId),
    body: () => ({ amount: 10_000, reason: 'Both photos show wear; half is fair.' }),
  },
  // Hand-over and return records (docs/decisions/0059)
  {
    method: 'GET',
    path: '/api/bookings/:id/handover',
    as: 'alice',
    writes: [],
    params: id(() => f.claimableBookingId),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/handover/reports',
    as: 'alice',
    writes: ['condition_reports'],
    params: id(() => f.claimableBookingId),
    body: () => ({
      stage: 'return',
      note: 'The door panel came back torn.',
      photos: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
    }),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/handover/answer',
    as: 'alice',
    writes: ['handover_confirmations', ...TOLD],
    params: id(() => f.answerableBookingId),
    body: () => ({ stage: 'return', answer: 'object', text: 'It came back before the last day, as agreed.' }),
  },
  {
    method: 'GET',
    path: '/api/admin/objections',
    as: 'admin',
    writes: [],
    query: () => ({ limit: '10', offset: '0' }),
  },
  {
    method: 'POST',
    path: '/api/admin/objections/:id/resolve',
    as: 'admin',
    writes: ['handover_confirmations', 'admin_audit_log', ...TOLD],
    params: id(() => f.answerableBookingId),
    body: () => ({ stage: 'handover', note: 'Both sides were called; nothing more to do.' }),
  },
  // No-shows (docs/decisions/0060)
  {
    method: 'GET',
    path: '/api/bookings/:id/no-show',
    as: 'alice',
    writes: [],
    params: id(() => f.reportableBookingId),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/no-show/report',
    as: 'alice',
    writes: ['no_show_cases', ...TOLD],
    params: id(() => f.reportableBookingId),
    body: () => ({
      statement: 'Nobody was at the pickup address all afternoon.',
      photos: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
    }),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/no-show/statement',
    as: 'alice',
    writes: ['no_show_cases', ...TOLD],
    params: id(() => f.reportedBookingId),
    body: () => ({ statement: 'I waited at the door from four until six.', photos: [] }),
  },
  {
    method: 'GET',
    path: '/api/admin/no-shows',
    as: 'admin',
    writes: [],
    query: () => ({ limit: '10', offset: '0' }),
  },
  {
    method: 'POST',
    path: '/api/admin/no-shows/:id/decision',
    as: 'admin',
    writes: ['no_show_cases', 'admin_audit_log', ...BOOKING_CHANGE, ...MONEY],
    params: id(() => f.queuedCaseBookingId),
    body: () => ({ decision: 'refund_in_full', reason: 'Neither side showed any sign of a hand-over.' }),
  },
  // Reviews
  {
    method: 'POST',
    path: '/api/reviews',
    as: 'alice',
    writes: ['reviews', 'items', 'users', ...TOLD],
    body: () => ({ bookingId: f.completedBookingId, rating: 5, comment: 'Great' }),
  },
  {
    method: 'GET',
    path: '/api/reviews',
    as: 'visitor',
    writes: [],
    query: () => ({ itemId: f.bobItemId, limit: '10' }),
  },
  // Members block members (docs/decisions/0065)
  {
    method: 'GET',
    path: '/api/blocks',
    as: 'alice',
    writes: [],
    query: () => ({ before: anId(), limit: '10' }),
  },
  {
    method: 'POST',
    path: '/api/blocks',
    as: 'alice',
    writes: ['member_blocks'],
    body: () => ({ userId: f.victimId }),
  },
  {
    method: 'GET',
    path: '/api/blocks/:userId',
    as: 'alice',
    writes: [],
    params: () => ({ userId: f.victimId }),
  },
  {
    method: 'DELETE',
    path: '/api/blocks/:userId',
    as: 'alice',
    writes: ['member_blocks'],
    params: () => ({ userId: f.victimId }),
  },
  // Messages and notifications
  {
    method: 'GET',
    path: '/api/messages',
    as: 'alice',
    writes: [],
    query: () => ({ otherUserId: f.bob.id, before: anId(), limit: '10' }),
  },
  {
    method: 'POST',
    path: '/api/messages',
    as: 'alice',
    writes: ['messages', ...TOLD],
    body: () => ({ receiverId: f.bob.id, content: 'Is it available?', itemId: f.bobItemId, bookingId: null }),
  },
  {
    method: 'PUT',
    path: '/api/messages/read',
    as: 'alice',
    writes: ['messages', ...TOLD],
    body: () => ({ senderId: f.bob.id }),
  },
  { method: 'GET', path: '/api/notifications', as: 'alice', writes: [], query: () => ({ limit: '10' }) },
  {
    method: 'POST',
    path: '/api/notifications/read',
    as: 'alice',
    writes: TOLD,
    body: () => ({ ids: [anId()] }),
  },
  { method: 'GET', path: '/api/counts', as: 'alice', writes: [] },
  // Photos: multipart only; JSON and anything else is refused.
  { method: 'POST', path: '/api/uploads', as: 'alice', writes: [] },
  // Administration
  { method: 'GET', path: '/api/admin/stats', as: 'admin', writes: [] },
  {
    method: 'GET',
    path: '/api/admin/stats/series',
    as: 'admin',
    writes: [],
    query: () => ({ startDate: '2030-01-01', endDate: '2030-02-01', interval: 'week' }),
  },
  {
    method: 'GET',
    path: '/api/admin/reports/best-selling',
    as: 'admin',
    writes: [],
    query: () => ({ startDate: '2030-01-01', endDate: '2030-02-01', limit: '10' }),
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    as: 'admin',
    writes: [],
    query: () => ({ search: 'a', suspended: 'all', limit: '10', offset: '0' }),
  },
  { method: 'GET', path: '/api/admin/users/:id', as: 'admin', writes: [], params: id(() => f.victimId) },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    as: 'admin',
    // A changed company name or account type revokes the business's check (a trigger, migration 0034).
    writes: ['users', 'admin_audit_log', 'business_checks'],
    params: id(() => f.victimId),
    body: () => ({ firstName: 'Victor', city: 'Dammam', accountType: 'individual' }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    as: 'admin',
    writes: ['users', 'admin_audit_log', 'sessions', 'live_events'],
    params: id(() => f.victimId),
    body: () => ({ reason: 'Spam' }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/activate',
    as: 'admin',
    writes: ['users', 'admin_audit_log'],
    params: id(() => f.victimId),
  },
  {
    method: 'GET',
    path: '/api/admin/items',
    as: 'admin',
    writes: [],
    query: () => ({ search: 'tent', limit: '10', offset: '0' }),
  },
  {
    method: 'GET',
    path: '/api/admin/lexicon',
    as: 'admin',
    writes: [],
    query: () => ({ search: 'tent', limit: '10' }),
  },
  {
    method: 'POST',
    path: '/api/admin/lexicon/concepts',
    as: 'admin',
    writes: LEXICON,
    body: () => ({
      key: 'bad-input-concept',
      kind: 'thing',
      categoryId: 1,
      terms: [{ term: 'x', language: 'en' }],
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/lexicon/concepts/:id/terms',
    as: 'admin',
    writes: LEXICON,
    params: () => ({ id: '1' }),
    body: () => ({ term: 'bad input form', language: 'en' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/lexicon/terms/:id',
    as: 'admin',
    writes: LEXICON,
    params: () => ({ id: '999999' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/items/:id',
    as: 'admin',
    writes: ['items', 'admin_audit_log', ...BOOKING_CHANGE, ...MONEY],
    params: id(() => f.victimItemId),
    body: () => ({ reason: 'Against the rules' }),
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    as: 'admin',
    writes: [],
    query: () => ({ action: 'user.suspend', targetId: f.victimId, limit: '10', offset: '0' }),
  },
  {
    method: 'GET',
    path: '/api/admin/export/users',
    as: 'admin',
    writes: ['admin_audit_log'],
    query: () => ({ format: 'csv' }),
  },
  {
    method: 'GET',
    path: '/api/admin/export/items',
    as: 'admin',
    writes: ['admin_audit_log'],
    query: () => ({ format: 'json' }),
  },
  {
    method: 'GET',
    path: '/api/admin/verifications/business',
    as: 'admin',
    writes: [],
    query: () => ({ status: 'review', limit: '10', offset: '0' }),
  },
  {
    method: 'POST',
    path: '/api/admin/verifications/business/:id/decision',
    as: 'admin',
    writes: ['business_checks', 'users', 'admin_audit_log'],
    params: id(() => f.reviewCheckId),
    body: () => ({ decision: 'verify', note: 'Checked the registration by telephone' }),
  },
  {
    method: 'GET',
    path: '/api/admin/users/:id/verifications',
    as: 'admin',
    writes: [],
    params: id(() => f.applicantId),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/verifications/:kind/revoke',
    as: 'admin',
    writes: ['users', 'identity_verifications', 'business_checks', 'admin_audit_log'],
    params: () => ({ id: f.applicantId, kind: 'email' }),
    paramValues: {
      kind: fc.oneof(fc.constantFrom(...REVOCABLE_VERIFICATIONS), nastyString.map(encodeLoosely)),
    },
    body: () => ({ reason: 'The address bounces' }),
  },
  // Reports and moderation (docs/decisions/0064): a listing held for review writes items too.
  {
    method: 'POST',
    path: '/api/reports',
    as: 'alice',
    writes: ['reports', 'items', ...TOLD],
    body: () => ({ targetType: 'user', targetId: f.reportedId, reason: 'spam', details: 'Sends spam links' }),
  },
  {
    method: 'GET',
    path: '/api/admin/moderation',
    as: 'admin',
    writes: [],
    // The hidden view, whose query reads the most (a union of hidden rows joined to open reports).
    query: () => ({ view: 'hidden', targetType: 'item', limit: '10', offset: '0' }),
  },
  {
    method: 'POST',
    path: '/api/admin/moderation/:targetType/:targetId/decision',
    as: 'admin',
    // A block ends the member's sessions; a hidden review recomputes the ratings (users, items).
    writes: ['reports', 'items', 'reviews', 'messages', 'users', 'sessions', 'admin_audit_log', ...TOLD],
    params: () => ({ targetType: 'user', targetId: f.reportedId }),
    paramValues: {
      targetType: fc.oneof(fc.constantFrom(...REPORT_TARGETS), nastyString.map(encodeLoosely)),
    },
    body: () => ({ action: 'warn', reason: 'Spam links in messages' }),
  },
];

interface Case {
  params: Record<string, string>;
  query: string | null;
  body: RawBody | null;
  headers: Record<string, string>;
}

/** Each path parameter valid (a third of the time) or bad; a bad query or body; the extra headers. */
function casesOf(endpoint: Endpoint): fc.Arbitrary<Case> {
  const params = Object.fromEntries(
    Object.entries(endpoint.params?.() ?? {}).map(([name, good]) => [
      name,
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(good) },
        { weight: 2, arbitrary: endpoint.paramValues?.[name] ?? badPathSegment },
      ),
    ]),
  );
  const reads = endpoint.method === 'GET';
  return fc.record({
    params: fc.record(params),
    query: reads ? badQuery(endpoint.query?.()) : fc.constant(null),
    body: reads ? fc.constant(null) : badBody(endpoint.body?.()),
    headers: endpoint.headers ?? fc.constant({}),
  });
}

function requestOf(endpoint: Endpoint, c: Case): InjectOptions {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => c.params[name] ?? '');
  const cookie = cookieOf(endpoint.as);
  const headers: Record<string, string> = {
    ...(endpoint.method !== 'GET' && stateChangeHeaders()),
    ...c.headers,
  };
  if (c.body?.contentType !== undefined) headers['content-type'] = c.body.contentType;
  return {
    method: endpoint.method,
    url: c.query === null ? path : `${path}?${c.query}`,
    headers,
    ...(cookie && { cookies: { [SESSION_COOKIE]: cookie } }),
    ...(c.body && { payload: c.body.payload }),
  };
}

describe('the fingerprint of the tables', () => {
  it('notices a row added, changed or removed, and not a session sliding on use', async () => {
    const db = t.database.db;
    const start = await fingerprintAll();
    await db.insert(favorites).values({ userId: f.bob.id, itemId: f.aliceItemId });
    const added = await fingerprintAll();
    expect(changedTables(start, added)).toEqual(['favorites']);
    await db.update(items).set({ description: 'Changed' }).where(eq(items.id, f.victimItemId));
    expect(changedTables(added, await fingerprintAll())).toEqual(['items']);
    await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
    await db.delete(favorites).where(eq(favorites.userId, f.bob.id));
    expect(changedTables(start, await fingerprintAll())).toEqual(['items']);
  });

  it('covers only the tables it is given, and refuses a name that is no table', async () => {
    const db = t.database.db;
    const ofFavorites = await fingerprinter(db, ['favorites']);
    const start = await ofFavorites();
    expect(Object.keys(start)).toEqual(['favorites']);
    await db.update(items).set({ description: 'Changed again' }).where(eq(items.id, f.victimItemId));
    expect(changedTables(start, await ofFavorites())).toEqual([]);
    await db.insert(favorites).values({ userId: f.bob.id, itemId: f.aliceItemId });
    expect(changedTables(start, await ofFavorites())).toEqual(['favorites']);
    await db.delete(favorites).where(eq(favorites.userId, f.bob.id));
    await expect(fingerprinter(db, ['favourites'])).rejects.toThrow('favourites');
    await expect(fingerprinter(db, ['rate_limits'])).rejects.toThrow('rate_limits');
  });

  it('knows every table a route may declare, and no other', async () => {
    expect((await fingerprintedTables(t.database.db)).sort()).toEqual([...ALL_TABLES].sort());
  });
});

describe('generated bad input', () => {
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 2xx or a 4xx JSON error, and a refusal stores nothing',
    async (label, endpoint) => {
      tally.endpoints.add(label);
      await withinDeclaredTables(label, endpoint.writes, () =>
        fc.assert(
          fc.asyncProperty(casesOf(endpoint), async (c) => {
            await send(label, requestOf(endpoint, c));
          }),
          { numRuns: RUNS },
        ),
      );
    },
  );

  it('GET /api/events (a stream) answers 200 or a 4xx JSON error, whatever Last-Event-ID says', async () => {
    const label = 'GET /api/events';
    tally.endpoints.add(label);
    // What fetch can put in a header: printable Latin-1, no line breaks.
    const headerValue = fc
      .oneof(numericString, nastyString, fc.string({ unit: 'binary-ascii', maxLength: 40 }))
      .filter((value) => /^[\x20-\x7e\xa0-\xff]*$/.test(value) && value.trim() === value);
    // Within Node's 16 KB of request line and headers: past it Node answers 431 and closes the
    // socket while fetch may still be writing, which fetch reports as a failure of its own.
    const withinHeaderLimit = badQuery({ lastEventId: '5' }).filter((query) => query.length <= 8_000);
    // A stream writes nothing (a session slides on use, which the fingerprint leaves out).
    await withinDeclaredTables(label, [], () =>
      fc.assert(
        fc.asyncProperty(withinHeaderLimit, fc.option(headerValue), async (query, lastEventId) => {
          const abort = new AbortController();
          try {
            const { before, result: res } = await around(() =>
              fetch(`${base}/api/events?${query}`, {
                headers: {
                  cookie: `${SESSION_COOKIE}=${f.alice.cookie}`,
                  ...(lastEventId !== null && { 'last-event-id': lastEventId }),
                },
                signal: abort.signal,
              }),
            );
            const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
            await expectRefusedCleanly(`${label}?${short(query)} last-event-id=${lastEventId}`, before, {
              status: res.status,
              contentType: res.headers.get('content-type') ?? undefined,
              body: stream ? '' : await res.text(),
            });
          } finally {
            abort.abort();
          }
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      ),
    );
  });
});

/** Every hazard in one string: script and HTML, SQL, a right-to-left override, zero-width characters, a lone surrogate. */
const HAZARDS =
  '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 1"> ' +
  "' OR '1'='1'; DROP TABLE users; -- \u202Etxt.exe \u200B\u200D\uFEFF \uD800 end";
/** With a NUL byte too, which PostgreSQL refuses in text: one refusal must not hide the others. */
const HAZARD_VALUES = [HAZARDS, `${HAZARDS}\u0000`];

/** The sample once per leaf (a string, number, boolean or null, however deep), that leaf replaced by `value`. */
function withEachLeaf(sample: unknown, value: unknown): { path: string; body: unknown }[] {
  if (sample === null || typeof sample !== 'object') return [{ path: '', body: value }];
  const entries = Object.entries(sample);
  return entries.flatMap(([key, child]) =>
    withEachLeaf(child, value).map(({ path, body }) => {
      const copy: Record<string, unknown> | unknown[] = Array.isArray(sample) ? [...sample] : { ...sample };
      (copy as Record<string, unknown>)[key] = body;
      return { path: path ? `${key}.${path}` : key, body: copy };
    }),
  );
}

describe('every field and query parameter, holding every hazard at once', () => {
  const sweeps = ENDPOINTS.filter((endpoint) => endpoint.body || endpoint.query);
  it.each(sweeps.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 2xx or a 4xx JSON error, and a refusal stores nothing',
    (label, endpoint) =>
      withinDeclaredTables(label, endpoint.writes, async () => {
        const params = endpoint.params?.() ?? {};
        const sentBefore = tally.tried;
        for (const value of HAZARD_VALUES) {
          for (const { path, body } of withEachLeaf(endpoint.body?.() ?? {}, value)) {
            await send(
              `${label} [${path}]`,
              requestOf(endpoint, {
                params,
                query: null,
                body: { contentType: 'application/json', payload: JSON.stringify(body) },
                headers: {},
              }),
            );
          }
          const query = endpoint.query?.() ?? {};
          for (const key of Object.keys(query)) {
            const qs = Object.entries({ ...query, [key]: value })
              .map(([k, v]) => `${k}=${encodeLoosely(v)}`)
              .join('&');
            await send(
              `${label} [${key}]`,
              requestOf(endpoint, { params, query: qs, body: null, headers: {} }),
            );
          }
        }
        tally.swept += tally.tried - sentBefore;
      }),
  );
});

/** The largest legitimate listing: every field at its longest, every character outside ASCII. */
function largestListing() {
  const text = (length: number) => 'مـ€'.repeat(Math.ceil(length / 3)).slice(0, length);
  return {
    title: text(120),
    description: text(5000),
    dailyRate: MAX_PRICE,
    deposit: MAX_PRICE,
    categoryId: 1,
    condition: 'good',
    images: Array.from({ length: MAX_ITEM_IMAGES }, (_, i) => `https://photos.example/${i}/${text(975)}`),
    address: text(200),
    city: text(100),
    state: text(100),
    zipCode: text(20),
    latitude: 24.7136,
    longitude: 46.6753,
    minRentalDays: MAX_RENTAL_DAYS,
    maxRentalDays: MAX_RENTAL_DAYS,
    pickupOptions: ['pickup', 'delivery'],
    instantBooking: true,
    weeklyDiscountPercent: 90,
    monthlyDiscountPercent: 90,
    cancellationPolicy: 'moderate',
  };
}

/** JSON with every character outside ASCII written as \uXXXX: the longest form of the same body. */
const escapedJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

describe('the JSON body limit', () => {
  const asAlice = () => ({ cookies: { [SESSION_COOKIE]: f.alice.cookie }, headers: stateChangeHeaders() });

  it('is set well below Fastify’s 1 MiB default', () => {
    expect(t.app.initialConfig.bodyLimit).toBe(JSON_BODY_LIMIT);
    expect(JSON_BODY_LIMIT).toBeLessThan(1024 * 1024);
  });

  it('takes the largest legitimate listing, even with every character escaped', async () => {
    const payload = escapedJson(largestListing());
    expect(Buffer.byteLength(payload)).toBeGreaterThan(80_000);
    expect(Buffer.byteLength(payload)).toBeLessThan(JSON_BODY_LIMIT);
    const { headers, cookies } = asAlice();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      cookies,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: largestListing().title });
  });

  it.each([
    ['POST', '/api/items', 'alice'],
    ['POST', '/api/messages', 'alice'],
    ['PUT', `/api/users/:alice`, 'alice'],
    ['POST', '/api/auth/register', 'visitor'],
  ] as const)(
    'refuses a larger body to %s %s with 413 and a JSON error, storing nothing',
    async (method, path, who) => {
      const url = path.replace(':alice', f.alice.id);
      const payload = JSON.stringify({
        ...largestListing(),
        content: 'x',
        description: 'x'.repeat(JSON_BODY_LIMIT),
      });
      const before = await fingerprintAll();
      const res = await t.app.inject({
        method,
        url,
        headers: { ...stateChangeHeaders(), 'content-type': 'application/json' },
        ...(who === 'alice' && { cookies: { [SESSION_COOKIE]: f.alice.cookie } }),
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'payload_too_large', message: 'Request body is too large' });
      expect(changedTables(before, await fingerprintAll())).toEqual([]);
    },
  );

  it('counts the body after decompression: a small gzip bomb is refused with 413', async () => {
    const bomb = gzipSync(JSON.stringify({ title: 'a'.repeat(50 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(JSON_BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      ...asAlice(),
      headers: { ...stateChangeHeaders(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: expect.any(String) });
  });

  it('leaves photo uploads (multipart, with their own limit) above it', async () => {
    const photo = await sharp({
      create: {
        width: 900,
        height: 700,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(JSON_BODY_LIMIT);
    const { payload, headers } = multipartBody([photoPart(photo)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      cookies: { [SESSION_COOKIE]: f.alice.cookie },
      headers: { ...stateChangeHeaders(), ...headers },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
