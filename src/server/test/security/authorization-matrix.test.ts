/**
 * The authorization matrix (docs/security.md): one row per registered route, and for each row what each
 * kind of caller gets. The callers:
 *   visitor  – no session cookie;
 *   blocked  – a session of an account an administrator blocked (users.suspended_at set): such a
 *              session signs nobody in, so the blocked person is answered as a visitor;
 *   stranger – signed in, with nothing to do with the resource;
 *   admin    – signed in as an administrator (who has no say over other people's listings,
 *              bookings or messages outside /api/admin);
 *   party    – the resource's own people: the item's owner, the booking's renter or owner, the
 *              message's sender or receiver, the user themself (each row says who).
 * Each row's refused calls come first, then those that succeed, so that every refusal meets the
 * resource untouched.
 *
 * Besides the status, every answer is searched for what must not be in it (stored secrets, other
 * people's e-mail addresses), a refused call must leave the rows it aims at as they were (read back
 * with Drizzle), and what the body says about its owner, sender or renter is ignored: the row made
 * belongs to the session's user. A route registered without a row fails the first test.
 */
import { randomUUID } from 'node:crypto';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { currentConsent } from '@shared/legal';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';
import { nationalIdWithCheckDigit } from '@shared/national-id';
import { and, count, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallbackDelivery,
  SANDBOX_KEYS as NAFATH_KEYS,
  type RunningNafathSandbox,
  startNafathSandbox,
} from '../../../sandboxes/nafath/sandbox';
import { type RunningSmsSandbox, SMS_SANDBOX_TOKEN, startSmsSandbox } from '../../../sandboxes/sms/sandbox';
import {
  type RunningWathqSandbox,
  startWathqSandbox,
  WATHQ_SANDBOX_KEY,
} from '../../../sandboxes/wathq/sandbox';
import type { VerificationConfig } from '../../config/verification-config';
import {
  adminAuditLog,
  bookings,
  businessChecks,
  claims,
  conditionReports,
  consents,
  emailConfirmations,
  favorites,
  handoverConfirmations,
  identityVerifications,
  itemBlockedDates,
  items,
  jobs,
  memberBlocks,
  messages,
  nafathRequests,
  noShowCases,
  notifications,
  payments,
  payoutAccounts,
  payoutHolds,
  payouts,
  phoneCodes,
  refunds,
  reports,
  reviews,
  searchConcepts,
  searchTerms,
  sessions,
  users,
} from '../../db/schema';
import { SESSION_COOKIE } from '../../features/auth/sessions';
import { createChargedBooking, type PaidBooking } from '../../features/payments/ledger/test-fixtures';
import { createBooking, createItem, createSignedInUser, createUser, FIXTURE_PASSWORD } from '../fixtures';
import { TEST_WEBHOOK_SECRET } from '../test-app';
import { createMatrixApp, excludedRoute, leaksIn, type MatrixApp, type RouteKey } from './matrix-app';

const SETUP_SECRET = 'matrix-setup-secret-0123456789';
const ORIGIN = 'http://localhost:3000';

/** The session cookie of a person, for `inject`; none for a visitor. */
const cookiesOf = (who: Person | null): Record<string, string> =>
  who ? { [SESSION_COOKIE]: who.cookie } : {};

type UserRow = typeof users.$inferSelect;
type ItemRow = typeof items.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
interface Person {
  user: UserRow;
  cookie: string;
}

type Actor = 'visitor' | 'blocked' | 'stranger' | 'admin' | 'party';
const ACTORS: readonly Actor[] = ['visitor', 'blocked', 'stranger', 'admin', 'party'];
/** The order of one row's calls: the refused ones first, so each meets the resource untouched. */
const callOrder = (row: Row) =>
  [...ACTORS].sort((a, b) => Number(row.expect[a] < 400) - Number(row.expect[b] < 400));

/** One caller of one row: who, and their session (none for a visitor). */
interface Call {
  actor: Actor;
  person: Person | null;
}

interface Answer {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: each row's check reads the fields it knows
  json(): any;
}

interface Request {
  url: string;
  payload?: unknown;
}

type EmailView = 'own' | 'any';

interface Row {
  route: RouteKey;
  /** The status each caller gets. */
  expect: Record<Actor, number>;
  /** Why the blocked caller is not answered as a visitor, where they differ. */
  blockedDiffers?: string;
  /** The party of this row (default: the renter, for routes about nobody's resource in particular). */
  party?: () => Person;
  /** Why each caller needs a new account: the call ends or replaces its session. */
  fresh?: string;
  /** The URL and body (default: the route's path, no body). */
  request?: (call: Call) => Request | Promise<Request>;
  /** The rows the call aims at; a refused call (4xx) must leave them equal. */
  snapshot?: () => Promise<unknown>;
  /** More about the answer and the database after the call. */
  check?: (call: Call, answer: Answer) => void | Promise<void>;
  /** Who may see an e-mail address here: their own ('own') or anyone's ('any'). Default: nobody. */
  emails?: Partial<Record<Actor, EmailView>>;
  /** Further addresses the answer may contain for this call (a sign-in's account). */
  allowEmails?: (call: Call) => string[];
  /** An event stream: read up to the first `counts` event, then hang up. */
  stream?: boolean;
}

const all = (status: number): Record<Actor, number> => ({
  visitor: status,
  blocked: status,
  stranger: status,
  admin: status,
  party: status,
});
/** Anyone signed in; visitors (and so blocked people) are asked to sign in. */
const signedIn = (status: number): Record<Actor, number> => ({
  visitor: 401,
  blocked: 401,
  stranger: status,
  admin: status,
  party: status,
});
/** Only the party; everyone else signed in is refused with `refused` (403, or 404 where a stranger may not learn it exists). */
const partyOnly = (status: number, refused = 403): Record<Actor, number> => ({
  visitor: 401,
  blocked: 401,
  stranger: refused,
  admin: refused,
  party: status,
});
/** /api/admin: 401 signed out, 403 for anyone not an administrator, the party included. */
const adminOnly = (status: number): Record<Actor, number> => ({
  visitor: 401,
  blocked: 401,
  stranger: 403,
  admin: status,
  party: 403,
});
const everyoneSeesOwnEmail: Partial<Record<Actor, EmailView>> = {
  visitor: 'own',
  blocked: 'own',
  stranger: 'own',
  admin: 'own',
  party: 'own',
};

let t: MatrixApp;
const db = () => t.database.db;
/** Every fixture account's e-mail address, to look for in answers. */
const knownEmails = new Set<string>();

async function person(overrides: Parameters<typeof createUser>[1] = {}): Promise<Person> {
  const signed = await createSignedInUser(t.app, db(), overrides);
  knownEmails.add(signed.user.email);
  return signed;
}
async function block(userId: string) {
  await db()
    .update(users)
    .set({ suspendedAt: new Date(), suspensionReason: 'Spam' })
    .where(eq(users.id, userId));
}
/** A signed-in account, then blocked: its session stays in the table. */
async function blockedPerson(): Promise<Person> {
  const signed = await person();
  await block(signed.user.id);
  return signed;
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const itemRow = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0]!;
const bookingRow = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
/** The seeded lexicon concept the rows add forms to, and the forms it has now. */
const lexiconConcept = async () =>
  (
    await db().select({ id: searchConcepts.id }).from(searchConcepts).where(eq(searchConcepts.key, 'drill'))
  )[0]!.id;
const lexiconForms = async () =>
  (
    await db()
      .select({ n: count() })
      .from(searchTerms)
      .where(eq(searchTerms.conceptId, await lexiconConcept()))
  )[0]!.n;
/** A form of the drill concept made for one call of a row, to be removed by it. */
const doomedForm = async () =>
  (
    await db()
      .insert(searchTerms)
      .values({
        conceptId: await lexiconConcept(),
        term: `drl${randomUUID().slice(0, 8)}`,
        language: 'translit',
      })
      .returning({ id: searchTerms.id })
  )[0]!.id;

/** A booking paid by its renter (the payment, its ledger charge), made once for the refund row. */
let paid: Promise<PaidBooking> | undefined;
const paidBooking = () => {
  paid ??= createChargedBooking(db());
  return paid;
};

const auditCount = async () => (await db().select({ n: count() }).from(adminAuditLog))[0]!.n;

/**
 * A rental of the world's owner and renter with a 500 SAR deposit, paid, returned, its claim window
 * open (docs/decisions/0058): with a claim `open` or `disputed` when asked. One per row.
 */
async function returnedWithDeposit(claim?: 'open' | 'disputed', objected = false): Promise<string> {
  const { booking } = await createChargedBooking(db(), {
    owner: w.owner.user,
    renter: w.renter.user,
    status: 'completed',
    depositHalalas: 50_000,
    booking: { completedAt: new Date(), releaseDueAt: new Date(Date.now() + 48 * 3_600_000) },
  });
  // Returned by the owner a moment ago: the renter may acknowledge it (docs/decisions/0059).
  await db()
    .insert(handoverConfirmations)
    .values({
      bookingId: booking.id,
      stage: 'return',
      confirmedBy: 'owner',
      answerDueAt: new Date(Date.now() + 24 * 3_600_000),
      ...(objected
        ? { answer: 'objected' as const, answeredAt: new Date(), objection: 'Came back early' }
        : {}),
    });
  if (claim) {
    await db()
      .insert(claims)
      .values({
        bookingId: booking.id,
        reason: 'damage',
        amountHalalas: 20_000,
        description: 'A torn door panel',
        status: claim,
        answerDueAt: new Date(Date.now() + 72 * 3_600_000),
        ...(claim === 'disputed' ? { answerText: 'It was torn before', disputedAt: new Date() } : {}),
      });
  }
  return booking.id;
}
const claimRows = async (bookingId: string) =>
  db().select().from(claims).where(eq(claims.bookingId, bookingId));
const made = new Map<string, Promise<string>>();
/** One booking per row, made by the row's first call. */
function rentalFor(row: 'claim' | 'answer' | 'decide' | 'objected'): Promise<string> {
  const claim = { claim: undefined, answer: 'open', decide: 'disputed', objected: undefined } as const;
  const existing = made.get(row) ?? returnedWithDeposit(claim[row], row === 'objected');
  made.set(row, existing);
  return existing;
}

/**
 * A confirmed rental of the world's owner and renter from today (docs/decisions/0060): to report,
 * reported for its owner to answer, or with Ajjir's team to decide. One per row.
 */
async function confirmedWithCase(row: 'report' | 'state' | 'decide'): Promise<string> {
  const existing = made.get(`no-show:${row}`);
  if (existing) return existing;
  const making = (async () => {
    const today = todayInRiyadh();
    const { booking } = await createChargedBooking(db(), {
      owner: w.owner.user,
      renter: w.renter.user,
      status: 'confirmed',
      depositHalalas: 50_000,
      booking: { startDate: today, endDate: addDays(today, 2) },
    });
    if (row === 'state') {
      await db()
        .insert(noShowCases)
        .values({
          bookingId: booking.id,
          kind: 'owner_reported',
          ownerAnswerDueAt: new Date(Date.now() + 24 * 3_600_000),
        });
    }
    if (row === 'decide') {
      await db()
        .insert(noShowCases)
        .values({
          bookingId: booking.id,
          kind: 'untouched',
          queuedAt: new Date(),
          decideBy: new Date(Date.now() + 7 * 86_400_000),
        });
    }
    return booking.id;
  })();
  made.set(`no-show:${row}`, making);
  return making;
}
const caseRows = async (row: 'report' | 'state' | 'decide') =>
  db()
    .select()
    .from(noShowCases)
    .where(eq(noShowCases.bookingId, await confirmedWithCase(row)));

/** The people and things of the matrix, made once. */
interface World {
  owner: Person;
  renter: Person;
  stranger: Person;
  admin: Person;
  blocked: Person;
  /** The subject of the profile rows. */
  me: Person;
  /** Signed-in subjects of the admin rows; `blockedTarget` is blocked already. */
  adminTarget: Person;
  suspendTarget: Person;
  blockedTarget: Person;
  loginTarget: UserRow;
  resetTarget: UserRow;
  /** Subjects of the verification rows (docs/decisions/0062): e-mail not confirmed yet (one asks
   * for a link, one is sent it), a mobile number on the profile (one is texted a code, one types
   * it), a business account with a registration to check, one in Ajjir's team's queue, a member
   * whose confirmed e-mail an administrator revokes, and one Nafath verifies by its callback. */
  unconfirmed: Person;
  confirmTarget: Person;
  phoneOwner: Person;
  phoneConfirmer: Person;
  firm: Person;
  reviewed: Person;
  revokeTarget: Person;
  nafathMember: Person;
  /** A Nafath request of the renter's, over. */
  renterNafathRequestId: string;
  /** The business check of `reviewed`, waiting for Ajjir's team. */
  reviewCheckId: string;
  item: ItemRow;
  paused: ItemRow;
  doomed: ItemRow;
  gone: ItemRow;
  bookable: ItemRow;
  hidden: ItemRow;
  adminDoomed: ItemRow;
  booking: BookingRow;
  actionable: BookingRow;
  done: BookingRow;
  /** The renter's request awaiting payment (priced, due in 15 minutes). */
  unpaid: BookingRow;
  threadText: string;
  ownerNotificationId: string;
}
let w: World;

/**
 * Nafath, the SMS gateway and Wathq, as the app reaches them in production: their sandboxes apart,
 * on ports of their own, through the real clients (as the gateway is, matrix-app.ts), so that the
 * app registers no sandbox routes of its own.
 */
interface OutsideServices {
  nafath: RunningNafathSandbox;
  sms: RunningSmsSandbox;
  wathq: RunningWathqSandbox;
}
let outside: OutsideServices | undefined;
const SMS_SENDER = 'Ajjir';

async function startOutsideServices(): Promise<OutsideServices> {
  const [nafath, sms, wathq] = await Promise.all([
    // Callbacks go nowhere: the callback row posts the one it reads here itself.
    startNafathSandbox({ callbackUrl: () => 'http://127.0.0.1:9/unused', callbackRetryDelaysMs: [] }),
    startSmsSandbox({ senders: [SMS_SENDER] }),
    startWathqSandbox(),
  ]);
  return { nafath, sms, wathq };
}

const verificationConfigOf = (services: OutsideServices): VerificationConfig => ({
  nafath: {
    kind: 'elm',
    apiUrl: services.nafath.url,
    appId: NAFATH_KEYS.appId,
    appKey: NAFATH_KEYS.appKey,
    service: 'DigitalServiceEnrollmentWithoutBio',
  },
  sms: { kind: 'taqnyat', apiUrl: services.sms.apiUrl, token: SMS_SANDBOX_TOKEN, sender: SMS_SENDER },
  registry: { kind: 'wathq', apiUrl: services.wathq.url, apiKey: WATHQ_SANDBOX_KEY },
  idHashKey: undefined,
});

beforeAll(async () => {
  outside = await startOutsideServices();
  t = await createMatrixApp({
    rateLimitFactor: 100,
    adminSetupSecret: SETUP_SECRET,
    verification: verificationConfigOf(outside),
  });
  const [owner, renter, stranger, admin, me, adminTarget, suspendTarget] = await Promise.all([
    person({ firstName: 'Owner' }),
    person({ firstName: 'Renter' }),
    person({ firstName: 'Stranger' }),
    person({ firstName: 'Admin', isAdmin: true }),
    person({ firstName: 'Me' }),
    person({ firstName: 'AdminTarget' }),
    person({ firstName: 'SuspendTarget' }),
  ]);
  const [blocked, blockedTarget] = await Promise.all([blockedPerson(), blockedPerson()]);
  const [loginTarget, resetTarget] = await Promise.all([createUser(db()), createUser(db())]);
  for (const user of [loginTarget, resetTarget]) knownEmails.add(user.email);
  const [unconfirmed, confirmTarget, phoneOwner, phoneConfirmer, firm, reviewed, revokeTarget, nafathMember] =
    await Promise.all([
      person({ firstName: 'Unconfirmed', emailConfirmedAt: null }),
      person({ firstName: 'ConfirmTarget', emailConfirmedAt: null }),
      person({ firstName: 'PhoneOwner', phone: '0501230001' }),
      person({ firstName: 'PhoneConfirmer', phone: '0501230002' }),
      // An active registration under this name in the Wathq sandbox's register (CR 1010458712).
      person({ firstName: 'Firm', accountType: 'business', companyName: 'رحال للتخييم' }),
      person({ firstName: 'Reviewed', accountType: 'business', companyName: 'شركة الديار' }),
      person({ firstName: 'RevokeTarget' }),
      person({ firstName: 'NafathMember' }),
    ]);
  const [renterNafathRequest] = await db()
    .insert(nafathRequests)
    .values({
      userId: renter!.user.id,
      idHash: `matrix-${randomUUID()}`,
      document: 'citizen',
      status: 'expired',
      expiresAt: new Date(),
      finishedAt: new Date(),
    })
    .returning({ id: nafathRequests.id });
  const [reviewCheck] = await db()
    .insert(businessChecks)
    .values({
      userId: reviewed!.user.id,
      crNumber: '1010999002',
      companyName: 'شركة الديار',
      status: 'review',
      reason: 'not_found',
    })
    .returning({ id: businessChecks.id });

  const ownerId = owner!.user.id;
  const [item, paused, doomed, gone, bookable, hidden, adminDoomed] = await Promise.all([
    createItem(db(), ownerId, { title: 'Listed tent' }),
    createItem(db(), ownerId, { title: 'Paused tent', isAvailable: false }),
    createItem(db(), ownerId, { title: 'Doomed tent' }),
    createItem(db(), ownerId, { title: 'Removed tent', deletedAt: new Date(), isAvailable: false }),
    createItem(db(), ownerId, { title: 'Bookable tent' }),
    createItem(db(), blocked.user.id, { title: 'Hidden tent of a blocked owner' }),
    createItem(db(), adminTarget!.user.id, { title: 'Tent an administrator removes' }),
  ]);
  const renterId = renter!.user.id;
  const [booking, actionable, done, unpaid] = await Promise.all([
    createBooking(db(), item, renterId),
    createBooking(db(), item, renterId, { startDate: '2030-02-10', endDate: '2030-02-12' }),
    createBooking(db(), item, renterId, {
      startDate: '2020-01-01',
      endDate: '2020-01-03',
      status: 'completed',
      completedAt: new Date(),
    }),
    createBooking(db(), bookable, renterId, {
      startDate: '2030-03-10',
      endDate: '2030-03-12',
      status: 'awaiting_payment',
      paymentDueAt: new Date(Date.now() + 15 * 60_000),
    }),
  ]);
  await db().insert(favorites).values({ userId: renterId, itemId: item.id });
  await db()
    .insert(itemBlockedDates)
    .values({ itemId: item.id, startDate: '2030-06-01', endDate: '2030-06-03', reason: 'Family trip' });
  const threadText = `Private note ${randomUUID()}`;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { origin: ORIGIN },
    cookies: { [SESSION_COOKIE]: renter!.cookie },
    payload: { receiverId: ownerId, content: threadText, bookingId: booking.id },
  });
  expect(sent.statusCode).toBe(201);
  // Not the message's notification: the owner reading the thread marks that one read too.
  const [notification] = await db()
    .insert(notifications)
    .values({ userId: ownerId, type: 'booking_confirmed', data: { itemTitle: 'Listed tent' } })
    .returning();
  w = {
    owner: owner!,
    renter: renter!,
    stranger: stranger!,
    admin: admin!,
    blocked,
    me: me!,
    adminTarget: adminTarget!,
    suspendTarget: suspendTarget!,
    blockedTarget,
    loginTarget,
    resetTarget,
    unconfirmed: unconfirmed!,
    confirmTarget: confirmTarget!,
    phoneOwner: phoneOwner!,
    phoneConfirmer: phoneConfirmer!,
    firm: firm!,
    reviewed: reviewed!,
    revokeTarget: revokeTarget!,
    nafathMember: nafathMember!,
    renterNafathRequestId: renterNafathRequest!.id,
    reviewCheckId: reviewCheck!.id,
    item,
    paused,
    doomed,
    gone,
    bookable,
    hidden,
    adminDoomed,
    booking,
    actionable,
    done,
    unpaid: unpaid!,
    threadText,
    ownerNotificationId: notification!.id,
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (outside) await Promise.all([outside.nafath.close(), outside.sms.close(), outside.wathq.close()]);
});

const idsOf = (answer: Answer) => (answer.json() as { id: string }[]).map((each) => each.id);
const me = (call: Call) => call.person!.user;
const consentsOf = (userId: string) => db().select().from(consents).where(eq(consents.userId, userId));
/** Distinct days per caller, so that each caller's booking request stands alone (within the horizon). */
const DAYS_AHEAD_OF: Record<Actor, number> = {
  visitor: 100,
  blocked: 130,
  stranger: 160,
  admin: 190,
  party: 220,
};

/** Each caller asks Nafath about an ID of their own: Nafath keeps one waiting request per ID. */
const NATIONAL_ID_OF: Record<Actor, string> = {
  visitor: nationalIdWithCheckDigit('105550101'),
  blocked: nationalIdWithCheckDigit('105550102'),
  stranger: nationalIdWithCheckDigit('105550103'),
  admin: nationalIdWithCheckDigit('205550104'),
  party: nationalIdWithCheckDigit('105550105'),
};

/** The code texted to the phone-confirm row's member, asked for once, through the API. */
let texted: Promise<string> | undefined;
const codeTexted = () => {
  texted ??= (async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/verification/phone/code',
      headers: { origin: ORIGIN },
      cookies: cookiesOf(w.phoneConfirmer),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [text] = outside!.sms.control.messages(w.phoneConfirmer.user.phone!);
    return /\d{6}/.exec(text!.body)![0];
  })();
  return texted;
};

type NafathCallbackBody = CallbackDelivery['body'];
/**
 * The callback Nafath signed when the callback row's member approved their request in the Nafath
 * app: made once, through the API and the sandbox's control.
 */
let signed: Promise<NafathCallbackBody> | undefined;
const nafathCallback = () => {
  signed ??= (async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/verification/identity',
      headers: { origin: ORIGIN },
      cookies: cookiesOf(w.nafathMember),
      payload: { nationalId: nationalIdWithCheckDigit('105550199') },
    });
    expect(started.statusCode, started.body).toBe(201);
    const [request] = await db()
      .select()
      .from(nafathRequests)
      .where(eq(nafathRequests.id, started.json().id));
    outside!.nafath.control.approve(request!.transId!);
    const delivery = outside!.nafath.control
      .callbacks()
      .find((each) => each.body.transId === request!.transId);
    return delivery!.body;
  })();
  return signed;
};
/** What a caller without Nafath's key makes of a callback: no token, or its claims changed under Nafath's signature. */
function forgeryOf(callback: NafathCallbackBody, actor: Actor): unknown {
  if (actor === 'visitor') return { ...callback, token: 'a.b.c' };
  if (actor === 'blocked')
    return { transId: callback.transId, requestId: callback.requestId, status: 'COMPLETED' };
  const [head, claims, signature] = callback.token.split('.') as [string, string, string];
  const changed = { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), forgedBy: actor };
  return {
    ...callback,
    token: `${head}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`,
  };
}
const nafathRows = async () => {
  const { transId } = await nafathCallback();
  return [
    await db().select().from(nafathRequests).where(eq(nafathRequests.transId, transId)),
    await db()
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, w.nafathMember.user.id)),
  ];
};
const businessCheckRow = async (id: string) =>
  (await db().select().from(businessChecks).where(eq(businessChecks.id, id)))[0]!;

const ROWS: Row[] = [
  // ─── Sessions and accounts ───────────────────────────────────────────────
  {
    route: 'GET /api/auth/me',
    expect: all(200),
    emails: { stranger: 'own', admin: 'own', party: 'own' },
    check: (call, answer) => {
      // The blocked person's session row is still there, yet it signs nobody in.
      expect(answer.json().user?.id ?? null).toBe(
        call.actor === 'blocked' ? null : (call.person?.user.id ?? null),
      );
    },
  },
  {
    route: 'POST /api/auth/register',
    expect: all(201),
    fresh: 'a sign-up replaces the session the request came with',
    emails: everyoneSeesOwnEmail,
    request: () => {
      const suffix = randomUUID().slice(0, 8);
      return {
        url: '/api/auth/register',
        payload: {
          email: `new_${suffix}@example.sa`,
          password: FIXTURE_PASSWORD,
          username: `new_${suffix}`,
          firstName: 'New',
          lastName: 'Member',
          consent: currentConsent(),
          // Not the caller's to choose:
          id: w.admin.user.id,
          isAdmin: true,
          suspendedAt: null,
          rating: '5.00',
        },
      };
    },
    check: async (_call, answer) => {
      const created = await userRow(answer.json().user.id);
      expect(created.id).not.toBe(w.admin.user.id);
      expect(created.isAdmin).toBe(false);
      expect(created.rating).not.toBe('5.00');
      // The consent is the new account's, kept with it (docs/decisions/0063-legal-consents.md).
      expect(await db().select().from(consents).where(eq(consents.userId, created.id))).toHaveLength(2);
    },
  },
  {
    route: 'POST /api/auth/login',
    expect: { ...all(200), blocked: 403 },
    blockedDiffers:
      'a blocked person signing in with their own password is told the account is blocked (403)',
    fresh: 'a sign-in replaces the session the request came with',
    emails: everyoneSeesOwnEmail,
    // Each signs in as themself; a visitor as someone who has an account.
    request: (call) => ({
      url: '/api/auth/login',
      payload: { email: (call.person?.user ?? w.loginTarget).email, password: FIXTURE_PASSWORD },
    }),
    allowEmails: (call) => [(call.person?.user ?? w.loginTarget).email],
    snapshot: async () => (await db().select({ n: count() }).from(sessions))[0]!.n,
  },
  {
    route: 'POST /api/auth/logout',
    expect: { ...all(204) },
    fresh: 'signing out ends the session',
    check: async (call) => {
      if (!call.person || call.actor === 'blocked') return;
      const left = await db()
        .select()
        .from(sessions)
        .where(eq(sessions.userId, me(call).id));
      expect(left).toEqual([]);
    },
  },
  {
    route: 'POST /api/auth/forgot-password',
    // Without SMTP_URL the link comes back in the answer (decision 0010); it names no e-mail.
    expect: all(200),
    request: () => ({
      url: '/api/auth/forgot-password',
      payload: { emailOrUsername: w.resetTarget.username },
    }),
    check: (_call, answer) => expect(Object.keys(answer.json()).sort()).toEqual(['message', 'resetToken']),
  },
  {
    route: 'POST /api/auth/reset-password',
    // The token is the authority: only whoever holds one resets the password.
    expect: { ...all(400), party: 200 },
    request: async (call) => {
      let token = `not-a-token-${randomUUID()}`;
      if (call.actor === 'party') {
        const forgot = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { origin: ORIGIN },
          payload: { emailOrUsername: w.resetTarget.email },
        });
        token = forgot.json().resetToken;
      }
      return { url: '/api/auth/reset-password', payload: { token, newPassword: 'a-brand-new-password' } };
    },
    snapshot: async () => (await userRow(w.resetTarget.id)).passwordHash,
  },
  {
    route: 'POST /api/auth/email/confirmation',
    // A link to the caller's own address: everyone here but the party confirmed theirs already (409).
    expect: { visitor: 401, blocked: 401, stranger: 409, admin: 409, party: 200 },
    party: () => w.unconfirmed,
    // Not the caller's to choose:
    request: () => ({
      url: '/api/auth/email/confirmation',
      payload: { userId: w.unconfirmed.user.id, email: 'elsewhere@example.sa' },
    }),
    snapshot: () => db().select().from(emailConfirmations),
    check: async (call, answer) => {
      expect(typeof answer.json().confirmToken).toBe('string');
      const links = await db()
        .select()
        .from(emailConfirmations)
        .where(eq(emailConfirmations.userId, me(call).id));
      expect(links.map((link) => link.email)).toEqual([me(call).email]);
    },
  },
  {
    route: 'POST /api/auth/email/confirm',
    // Signed in or not: the link is the authority, and only whoever holds a live one confirms.
    expect: { ...all(400), party: 200 },
    party: () => w.confirmTarget,
    request: async (call) => {
      let token = `not-a-token-${randomUUID()}`;
      if (call.actor === 'party') {
        const asked = await t.app.inject({
          method: 'POST',
          url: '/api/auth/email/confirmation',
          headers: { origin: ORIGIN },
          cookies: cookiesOf(w.confirmTarget),
        });
        token = asked.json().confirmToken;
      }
      return { url: '/api/auth/email/confirm', payload: { token, userId: w.confirmTarget.user.id } };
    },
    snapshot: async () => (await userRow(w.confirmTarget.user.id)).emailConfirmedAt,
    check: async () => expect((await userRow(w.confirmTarget.user.id)).emailConfirmedAt).not.toBeNull(),
  },
  {
    route: 'GET /api/users/:id',
    expect: all(200),
    party: () => w.me,
    emails: { party: 'own', admin: 'any' },
    request: () => ({ url: `/api/users/${w.me.user.id}` }),
    check: (call, answer) => {
      const privateFields = ['email', 'phone', 'isAdmin', 'suspensionReason', 'latitude'];
      const shown = Object.keys(answer.json()).filter((key) => privateFields.includes(key));
      expect(shown).toEqual(call.actor === 'party' || call.actor === 'admin' ? privateFields : []);
    },
  },
  {
    route: 'PUT /api/users/:id',
    // Administrators edit accounts through /api/admin/users, with an audit entry.
    expect: partyOnly(200),
    party: () => w.me,
    emails: { party: 'own' },
    request: (call) => ({
      url: `/api/users/${w.me.user.id}`,
      payload: {
        firstName: `Edited by ${call.actor}`,
        isAdmin: true,
        id: w.stranger.user.id,
        passwordHash: 'x',
      },
    }),
    snapshot: () => userRow(w.me.user.id),
    check: async () => {
      const row = await userRow(w.me.user.id);
      expect(row).toMatchObject({ firstName: 'Edited by party', isAdmin: false });
      expect(row.passwordHash).not.toBe('x');
    },
  },
  {
    route: 'POST /api/users/:id/password',
    // Everyone here knows *a* password (their own, the fixtures' one): it is not theirs to change.
    expect: partyOnly(204),
    party: () => w.me,
    request: () => ({
      url: `/api/users/${w.me.user.id}/password`,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'another-password-456' },
    }),
    snapshot: async () => (await userRow(w.me.user.id)).passwordHash,
  },
  // ─── A member's own data and account (docs/decisions/0066-closed-accounts.md) ──
  {
    route: 'GET /api/account/export',
    // Always the caller's own data, whatever the query says: never another member's.
    expect: signedIn(200),
    emails: { stranger: 'own', admin: 'own', party: 'own' },
    request: () => ({ url: `/api/account/export?userId=${w.owner.user.id}` }),
    check: (call, answer) => {
      expect(answer.json().profile.id).toBe(me(call).id);
      expect(answer.body).not.toContain('password');
    },
  },
  {
    route: 'GET /api/account/closing',
    expect: signedIn(200),
    check: (_call, answer) => expect(Array.isArray(answer.json().blockers)).toBe(true),
  },
  {
    route: 'POST /api/account/close',
    // Each closes only their own account; an administrator's is not closed from here (403).
    expect: { visitor: 401, blocked: 401, stranger: 204, admin: 403, party: 204 },
    fresh: 'closing an account ends its session',
    request: () => ({
      url: '/api/account/close',
      payload: { currentPassword: FIXTURE_PASSWORD, confirm: true, userId: w.owner.user.id },
    }),
    snapshot: async () => (await userRow(w.owner.user.id)).closedAt,
    check: async (call) => {
      if (!call.person || call.actor === 'blocked' || call.actor === 'admin') return;
      expect((await userRow(me(call).id)).closedAt).not.toBeNull();
      expect((await userRow(w.owner.user.id)).closedAt).toBeNull();
    },
  },
  {
    route: 'GET /api/users/:id/items',
    expect: all(200),
    party: () => w.owner,
    request: () => ({ url: `/api/users/${w.owner.user.id}/items` }),
    check: (call, answer) => {
      const ids = idsOf(answer);
      expect(ids).toContain(w.item.id);
      expect(ids).not.toContain(w.gone.id);
      // A paused listing is its owner's business.
      expect(ids.includes(w.paused.id)).toBe(call.actor === 'party');
    },
  },
  {
    route: 'POST /api/uploads',
    // No photo in the body: 415 shows a signed-in caller got past the session check (uploads.routes.test.ts stores photos).
    expect: signedIn(415),
    request: () => ({ url: '/api/uploads', payload: { file: 'not a photo' } }),
  },
  {
    route: 'POST /api/setup-production-admin',
    // The operator knows the secret, but an administrator exists: setup is closed (409), nothing made.
    expect: { ...all(403), party: 409 },
    request: (call) => ({
      url: '/api/setup-production-admin',
      payload: {
        secret: call.actor === 'party' ? SETUP_SECRET : 'a-guess-at-the-secret',
        email: `root_${randomUUID().slice(0, 8)}@example.sa`,
        username: `root_${randomUUID().slice(0, 8)}`,
        password: 'a-long-enough-admin-password',
      },
    }),
    snapshot: async () => (await db().select({ n: count() }).from(users))[0]!.n,
  },

  // ─── Reference data and site ─────────────────────────────────────────────
  { route: 'GET /api/categories', expect: all(200) },
  { route: 'GET /api/config', expect: all(200) },
  // The legal pages' figures and the operator's contact (docs/decisions/0063-legal-consents.md).
  // Its one e-mail address is the operator's, public by design; no member's appears.
  { route: 'GET /api/legal', expect: all(200), emails: everyoneSeesOwnEmail },
  {
    route: 'POST /api/legal/consents',
    // Each signed-in member accepts for themself only: a member named in the body is not touched.
    expect: signedIn(200),
    request: () => ({
      url: '/api/legal/consents',
      payload: { ...currentConsent(), userId: w.owner.user.id },
    }),
    snapshot: () => consentsOf(w.owner.user.id),
    check: async (call) => {
      expect(await consentsOf(me(call).id)).toHaveLength(2);
      expect(await consentsOf(w.owner.user.id)).toHaveLength(0);
    },
  },
  // The API's description and its reference page are public, like the API's shape itself. The
  // description names the fields answers have, `email` among them, but never anyone's address.
  { route: 'GET /api/openapi.json', expect: all(200), emails: everyoneSeesOwnEmail },
  { route: 'GET /api/docs', expect: all(200) },
  { route: 'GET /api/docs/json', expect: all(200), emails: everyoneSeesOwnEmail },
  { route: 'GET /api/docs/yaml', expect: all(200) },
  // The old address of the page: sent on to /api/docs/.
  { route: 'GET /api/docs/static/index.html', expect: all(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: all(200) },
  {
    route: 'GET /api/docs/static/*',
    expect: all(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  { route: 'GET /api/site/stats', expect: all(200) },
  { route: 'GET /api/payments/terms', expect: all(200) },
  {
    route: 'GET /api/search/suggestions',
    expect: all(200),
    request: () => ({ url: '/api/search/suggestions?q=tent&language=en' }),
  },
  {
    route: 'GET /api/places/districts',
    expect: all(200),
    request: () => ({ url: '/api/places/districts?city=Riyadh' }),
  },
  {
    route: 'GET /api/search/alternatives',
    expect: all(200),
    request: () => ({ url: '/api/search/alternatives?searchTerm=tent&city=Abha' }),
  },
  { route: 'GET /healthz', expect: all(200) },
  { route: 'GET /readyz', expect: all(200) },
  {
    route: 'GET /metrics',
    // Open to all outside production without METRICS_TOKEN; the token and production: http/metrics.test.ts.
    expect: all(200),
    check: (_call, answer) => expect(answer.body).toContain('http_requests_total{'),
  },
  { route: 'GET /robots.txt', expect: all(200) },
  {
    route: 'GET /sitemap.xml',
    expect: all(200),
    check: (_call, answer) => {
      expect(answer.body).toContain(w.item.id);
      for (const unlisted of [w.paused, w.gone, w.hidden]) expect(answer.body).not.toContain(unlisted.id);
    },
  },
  {
    route: 'GET /uploads/*',
    // Photos are public files; only names local storage writes are served, none of them here.
    expect: all(404),
    request: () => ({ url: `/uploads/${randomUUID()}.webp` }),
  },

  // ─── Listings ────────────────────────────────────────────────────────────
  {
    route: 'GET /api/items',
    expect: all(200),
    request: () => ({ url: '/api/items?limit=100' }),
    check: (_call, answer) => {
      const ids = idsOf(answer);
      expect(ids).toContain(w.item.id);
      for (const unlisted of [w.paused, w.gone, w.hidden]) expect(ids).not.toContain(unlisted.id);
    },
  },
  {
    route: 'GET /api/items/:id',
    expect: all(200),
    party: () => w.owner,
    request: () => ({ url: `/api/items/${w.item.id}` }),
    check: (_call, answer) => expect(answer.json().ownerId).toBe(w.owner.user.id),
  },
  {
    route: 'POST /api/items',
    expect: signedIn(201),
    request: () => ({
      url: '/api/items',
      payload: {
        title: 'A tent of my own',
        description: 'Four-person tent.',
        dailyRate: 90,
        categoryId: 1,
        condition: 'good',
        city: 'Riyadh',
        // Not the caller's to choose:
        ownerId: w.owner.user.id,
        id: w.item.id,
        rating: '5.00',
        totalReviews: 99,
        deletedAt: null,
      },
    }),
    snapshot: async () => (await db().select({ n: count() }).from(items))[0]!.n,
    check: async (call, answer) => {
      const created = await itemRow(answer.json().id);
      expect(created.id).not.toBe(w.item.id);
      expect(created).toMatchObject({ ownerId: me(call).id, totalReviews: 0 });
    },
  },
  {
    route: 'PATCH /api/items/:id',
    expect: partyOnly(200),
    party: () => w.owner,
    request: (call) => ({
      url: `/api/items/${w.item.id}`,
      payload: { title: `Edited by ${call.actor}`, ownerId: w.stranger.user.id },
    }),
    snapshot: () => itemRow(w.item.id),
    check: async () => {
      expect(await itemRow(w.item.id)).toMatchObject({ title: 'Edited by party', ownerId: w.owner.user.id });
    },
  },
  {
    route: 'DELETE /api/items/:id',
    expect: partyOnly(204),
    party: () => w.owner,
    request: () => ({ url: `/api/items/${w.doomed.id}` }),
    snapshot: () => itemRow(w.doomed.id),
    check: async () => expect((await itemRow(w.doomed.id)).deletedAt).not.toBeNull(),
  },
  {
    route: 'GET /api/items/:id/availability',
    expect: all(200),
    party: () => w.owner,
    request: () => ({ url: `/api/items/${w.item.id}/availability?from=2030-01-01&to=2030-12-31` }),
    check: (call, answer) => {
      // Why the owner is away is the owner's business.
      expect(answer.body.includes('Family trip')).toBe(call.actor === 'party');
      expect(answer.json().blocked).toHaveLength(1);
    },
  },
  {
    route: 'PUT /api/items/:id/blocked-dates',
    expect: partyOnly(200),
    party: () => w.owner,
    request: (call) => ({
      url: `/api/items/${w.item.id}/blocked-dates`,
      payload: {
        ranges: [
          {
            startDate: addDays(todayInRiyadh(), 300),
            endDate: addDays(todayInRiyadh(), 301),
            reason: `by ${call.actor}`,
          },
        ],
      },
    }),
    snapshot: () => db().select().from(itemBlockedDates).where(eq(itemBlockedDates.itemId, w.item.id)),
  },

  // ─── Favourites ──────────────────────────────────────────────────────────
  {
    route: 'GET /api/favorites',
    expect: signedIn(200),
    check: (call, answer) => expect(idsOf(answer).includes(w.item.id)).toBe(call.actor === 'party'),
  },
  {
    route: 'PUT /api/favorites/:itemId',
    expect: signedIn(204),
    request: () => ({ url: `/api/favorites/${w.bookable.id}`, payload: { userId: w.owner.user.id } }),
    snapshot: () => db().select().from(favorites).where(eq(favorites.itemId, w.bookable.id)),
    check: async (call) => {
      const holders = await db().select().from(favorites).where(eq(favorites.itemId, w.bookable.id));
      expect(holders.map((row) => row.userId)).toContain(me(call).id);
      expect(holders.map((row) => row.userId)).not.toContain(w.owner.user.id);
    },
  },
  {
    route: 'DELETE /api/favorites/:itemId',
    // Each removes their own favourite only: the renter's stays until the renter removes it.
    expect: signedIn(204),
    request: () => ({ url: `/api/favorites/${w.item.id}` }),
    snapshot: () => db().select().from(favorites).where(eq(favorites.itemId, w.item.id)),
    check: async (call) => {
      const [renters] = await db()
        .select()
        .from(favorites)
        .where(and(eq(favorites.itemId, w.item.id), eq(favorites.userId, w.renter.user.id)));
      expect(renters === undefined).toBe(call.actor === 'party');
    },
  },
  {
    route: 'POST /api/favorites/merge',
    expect: signedIn(200),
    request: () => ({
      url: '/api/favorites/merge',
      payload: { itemIds: [w.bookable.id], userId: w.owner.user.id },
    }),
    // Another member's paused listing is not theirs to see, so not to keep (items.paused.test.ts).
    check: async (call, answer) => {
      expect(answer.json().itemIds).toContain(w.bookable.id);
      const holders = await db().select().from(favorites).where(eq(favorites.itemId, w.bookable.id));
      expect(holders.map((row) => row.userId)).toContain(me(call).id);
      expect(holders.map((row) => row.userId)).not.toContain(w.owner.user.id);
    },
  },

  // ─── Bookings ────────────────────────────────────────────────────────────
  {
    route: 'GET /api/bookings',
    expect: signedIn(200),
    check: (call, answer) => expect(idsOf(answer).includes(w.booking.id)).toBe(call.actor === 'party'),
  },
  {
    route: 'GET /api/bookings/:id',
    // A stranger (an administrator too) learns nothing, not even that the booking exists.
    expect: partyOnly(200, 404),
    request: () => ({ url: `/api/bookings/${w.booking.id}` }),
  },
  {
    route: 'POST /api/bookings',
    expect: signedIn(201),
    request: (call) => {
      const start = addDays(todayInRiyadh(), DAYS_AHEAD_OF[call.actor]);
      return {
        url: '/api/bookings',
        payload: {
          itemId: w.bookable.id,
          startDate: start,
          endDate: addDays(start, 1),
          // Not the caller's to choose:
          renterId: w.renter.user.id,
          ownerId: w.stranger.user.id,
          status: 'confirmed',
          dailyRate: '1.00',
          totalCost: '1.00',
        },
      };
    },
    snapshot: () => db().select().from(bookings).where(eq(bookings.itemId, w.bookable.id)),
    check: async (call, answer) => {
      const row = await bookingRow(answer.json().id);
      expect(row).toMatchObject({
        renterId: me(call).id,
        ownerId: w.owner.user.id,
        status: 'awaiting_payment',
        dailyRate: w.bookable.dailyRate,
      });
      // Priced by the server from the item's rate (one day of 120.00), whatever the body said.
      expect(row.totalHalalas).toBe(
        priceBreakdown(
          {
            dailyRateHalalas: 12_000,
            days: 1,
            weeklyDiscountPercent: 0,
            monthlyDiscountPercent: 0,
            rentalVatBy: 'platform',
            depositHalalas: 0,
          },
          DEFAULT_FEE_RATES,
        ).total,
      );
    },
  },
  {
    route: 'POST /api/bookings/:id/:action',
    // Accepting is the owner's; a stranger or an administrator gets 404, as for a booking that does not exist.
    expect: partyOnly(200, 404),
    party: () => w.owner,
    request: () => ({ url: `/api/bookings/${w.actionable.id}/accept`, payload: {} }),
    snapshot: () => bookingRow(w.actionable.id),
    check: async () => expect((await bookingRow(w.actionable.id)).status).toBe('confirmed'),
  },

  // ─── Payments ────────────────────────────────────────────────────────────
  {
    route: 'POST /api/bookings/:id/checkout',
    // The renter's alone; anyone else learns nothing of the booking.
    expect: partyOnly(200, 404),
    party: () => w.renter,
    request: () => ({ url: `/api/bookings/${w.unpaid.id}/checkout` }),
    snapshot: () => db().select().from(payments).where(eq(payments.bookingId, w.unpaid.id)),
    check: async () => {
      const rows = await db().select().from(payments).where(eq(payments.bookingId, w.unpaid.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ payerId: w.renter.user.id, amountHalalas: w.unpaid.totalHalalas });
    },
  },
  {
    route: 'POST /api/bookings/:id/payment/refresh',
    expect: partyOnly(200, 404),
    party: () => w.renter,
    request: () => ({ url: `/api/bookings/${w.unpaid.id}/payment/refresh` }),
    snapshot: () => bookingRow(w.unpaid.id),
    check: async () => expect((await bookingRow(w.unpaid.id)).status).toBe('awaiting_payment'),
  },
  {
    route: 'GET /api/bookings/:id/claim',
    // Administrators read a claim, as they decide disputes; nobody else learns the booking exists.
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 200, party: 200 },
    party: () => w.renter,
    request: () => ({ url: `/api/bookings/${w.booking.id}/claim` }),
  },
  {
    route: 'POST /api/bookings/:id/claim',
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 201 },
    party: () => w.owner,
    request: async () => ({
      url: `/api/bookings/${await rentalFor('claim')}/claim`,
      payload: { reason: 'damage', amount: 20_000, description: 'A torn door panel', photos: [] },
    }),
    snapshot: async () => claimRows(await rentalFor('claim')),
  },
  {
    route: 'POST /api/bookings/:id/claim/answer',
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 200 },
    party: () => w.renter,
    request: async () => ({
      url: `/api/bookings/${await rentalFor('answer')}/claim/answer`,
      payload: { answer: 'dispute', text: 'It was torn when I got it' },
    }),
    snapshot: async () => claimRows(await rentalFor('answer')),
  },
  {
    route: 'GET /api/bookings/:id/handover',
    // Administrators read both records, as they look at objections; nobody else learns the booking exists.
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 200, party: 200 },
    party: () => w.renter,
    request: () => ({ url: `/api/bookings/${w.booking.id}/handover` }),
  },
  {
    route: 'POST /api/bookings/:id/handover/reports',
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 201 },
    party: () => w.owner,
    request: async () => ({
      url: `/api/bookings/${await rentalFor('claim')}/handover/reports`,
      payload: { stage: 'return', note: 'Came back with a torn door panel', photos: [] },
    }),
    snapshot: async () =>
      db()
        .select()
        .from(conditionReports)
        .where(eq(conditionReports.bookingId, await rentalFor('claim'))),
  },
  {
    route: 'POST /api/bookings/:id/handover/answer',
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 200 },
    party: () => w.renter,
    request: async () => ({
      url: `/api/bookings/${await rentalFor('answer')}/handover/answer`,
      payload: { stage: 'return', answer: 'acknowledge' },
    }),
    snapshot: async () =>
      db()
        .select()
        .from(handoverConfirmations)
        .where(eq(handoverConfirmations.bookingId, await rentalFor('answer'))),
  },
  {
    route: 'GET /api/bookings/:id/no-show',
    // Administrators read a case, as they decide it; nobody else learns the booking exists.
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 200, party: 200 },
    party: () => w.renter,
    request: () => ({ url: `/api/bookings/${w.booking.id}/no-show` }),
  },
  {
    route: 'POST /api/bookings/:id/no-show/report',
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 201 },
    party: () => w.renter,
    request: async () => ({
      url: `/api/bookings/${await confirmedWithCase('report')}/no-show/report`,
      payload: { statement: '', photos: [] },
    }),
    snapshot: async () => caseRows('report'),
  },
  {
    route: 'POST /api/bookings/:id/no-show/statement',
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 200 },
    party: () => w.owner,
    request: async () => ({
      url: `/api/bookings/${await confirmedWithCase('state')}/no-show/statement`,
      payload: { statement: 'I waited at the door from four until six.', photos: [] },
    }),
    snapshot: async () => caseRows('state'),
  },
  {
    route: 'GET /api/bookings/:id/money',
    // Administrators read money on their own screens (/api/admin/bookings/:id/money).
    expect: partyOnly(200, 404),
    party: () => w.renter,
    request: () => ({ url: `/api/bookings/${w.booking.id}/money` }),
  },
  {
    route: 'POST /api/payments/webhook',
    // Not a session's: the gateway proves itself with the shared secret, whoever sends it.
    expect: all(200),
    request: () => ({
      url: '/api/payments/webhook',
      payload: {
        id: randomUUID(),
        type: 'payment_paid',
        secret_token: TEST_WEBHOOK_SECRET,
        data: { id: randomUUID() },
      },
    }),
  },
  {
    route: 'GET /api/earnings',
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/payout-account',
    expect: signedIn(200),
    request: () => ({
      url: '/api/payout-account',
      payload: {
        iban: 'SA44 2000 0001 2345 6789 1234',
        holderName: 'Account Holder',
        currentPassword: FIXTURE_PASSWORD,
        userId: w.owner.user.id,
      },
    }),
    check: async (call) => {
      const [account] = await db()
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, me(call).id));
      expect(account?.iban).toBe('SA4420000001234567891234');
    },
  },
  {
    route: 'POST /api/payouts',
    // Nobody here has earned anything: each signed-in caller is told so, and nothing is written.
    expect: { visitor: 401, blocked: 401, stranger: 409, admin: 409, party: 409 },
    request: () => ({ url: '/api/payouts' }),
    snapshot: () => db().select().from(payouts),
  },
  {
    route: 'GET /api/invoices/:id',
    // An invoice that does not exist: 404 for anyone signed in. Its booking's two parties and
    // administrators read a real one (docs/security.md), strangers learn nothing: invoices.test.ts.
    expect: { visitor: 401, blocked: 401, stranger: 404, admin: 404, party: 404 },
    request: () => ({ url: `/api/invoices/${randomUUID()}` }),
  },

  // ─── Reviews ─────────────────────────────────────────────────────────────
  {
    route: 'GET /api/reviews',
    expect: all(200),
    request: () => ({ url: `/api/reviews?userId=${w.owner.user.id}` }),
  },
  {
    route: 'POST /api/reviews',
    expect: partyOnly(201),
    request: () => ({
      url: '/api/reviews',
      payload: {
        bookingId: w.done.id,
        rating: 4,
        comment: 'Clean and complete.',
        // Not the caller's to choose:
        reviewerId: w.stranger.user.id,
        revieweeId: w.stranger.user.id,
        type: 'owner_to_renter',
        publishedAt: new Date().toISOString(),
      },
    }),
    snapshot: () => db().select().from(reviews).where(eq(reviews.bookingId, w.done.id)),
    check: async () => {
      const written = await db().select().from(reviews).where(eq(reviews.bookingId, w.done.id));
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        reviewerId: w.renter.user.id,
        revieweeId: w.owner.user.id,
        type: 'renter_to_owner',
        publishedAt: null,
      });
    },
  },

  // ─── Members block members (docs/decisions/0065) ─────────────────────────
  {
    route: 'POST /api/blocks',
    // Each blocks `me` for themself: the block made is the session's user's, whoever the body names.
    expect: signedIn(201),
    request: () => ({ url: '/api/blocks', payload: { userId: w.me.user.id, blockerId: w.owner.user.id } }),
    snapshot: () => db().select().from(memberBlocks).where(eq(memberBlocks.blockedId, w.me.user.id)),
    check: async (call) => {
      const rows = await db().select().from(memberBlocks).where(eq(memberBlocks.blockedId, w.me.user.id));
      expect(rows.map((row) => row.blockerId)).toContain(me(call).id);
      expect(rows.map((row) => row.blockerId)).not.toContain(w.owner.user.id);
    },
  },
  {
    route: 'GET /api/blocks',
    // Each reads their own blocks only.
    expect: signedIn(200),
    check: async (call, answer) => {
      const own = await db()
        .select()
        .from(memberBlocks)
        .where(eq(memberBlocks.blockerId, me(call).id));
      const listed = (answer.json() as { user: { id: string } }[]).map((row) => row.user.id);
      expect(listed.sort()).toEqual(own.map((row) => row.blockedId).sort());
    },
  },
  {
    route: 'GET /api/blocks/:userId',
    expect: signedIn(200),
    request: () => ({ url: `/api/blocks/${w.me.user.id}` }),
    check: async (call, answer) => {
      const [own] = await db()
        .select()
        .from(memberBlocks)
        .where(and(eq(memberBlocks.blockerId, me(call).id), eq(memberBlocks.blockedId, w.me.user.id)));
      expect(answer.json()).toEqual({ blocked: own !== undefined, closed: own !== undefined });
    },
  },
  {
    route: 'DELETE /api/blocks/:userId',
    // Each lifts their own block only: the others' blocks of `me` stay.
    expect: signedIn(204),
    request: () => ({ url: `/api/blocks/${w.me.user.id}` }),
    snapshot: () => db().select().from(memberBlocks).where(eq(memberBlocks.blockedId, w.me.user.id)),
    check: async (call) => {
      const rows = await db().select().from(memberBlocks).where(eq(memberBlocks.blockedId, w.me.user.id));
      expect(rows.map((row) => row.blockerId)).not.toContain(me(call).id);
    },
  },

  // ─── Reports and moderation (docs/decisions/0064) ───────────────────────
  {
    route: 'POST /api/reports',
    // Each reports the owner's profile as themself (whoever the body names); the owner cannot report themself.
    expect: { visitor: 401, blocked: 401, stranger: 201, admin: 201, party: 403 },
    party: () => w.owner,
    request: () => ({
      url: '/api/reports',
      payload: { targetType: 'user', targetId: w.owner.user.id, reason: 'spam', reporterId: w.owner.user.id },
    }),
    snapshot: () => db().select().from(reports).where(eq(reports.targetId, w.owner.user.id)),
    check: async (call) => {
      const rows = await db().select().from(reports).where(eq(reports.targetId, w.owner.user.id));
      expect(rows.map((row) => row.reporterId)).toContain(me(call).id);
      expect(rows.map((row) => row.reporterId)).not.toContain(w.owner.user.id);
    },
  },
  { route: 'GET /api/admin/moderation', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/moderation/:targetType/:targetId/decision',
    // The party is the member warned: nobody decides about themself.
    expect: adminOnly(200),
    party: () => w.adminTarget,
    request: async () => {
      // A decision answers open reports: one stands on the member before each call.
      await db()
        .insert(reports)
        .values({
          reporterId: w.stranger.user.id,
          targetType: 'user',
          targetId: w.adminTarget.user.id,
          reportedUserId: w.adminTarget.user.id,
          reason: 'offensive',
        })
        .onConflictDoNothing();
      return {
        url: `/api/admin/moderation/user/${w.adminTarget.user.id}/decision`,
        payload: { action: 'warn', reason: 'Rude messages to renters' },
      };
    },
    snapshot: async () => [
      await db().select().from(notifications).where(eq(notifications.userId, w.adminTarget.user.id)),
      await auditCount(),
    ],
  },

  // ─── Messages, notifications, live events ───────────────────────────────
  {
    route: 'GET /api/messages',
    // Each reads their own thread with the owner: only the renter's holds the renter's note.
    expect: signedIn(200),
    request: () => ({ url: `/api/messages?otherUserId=${w.owner.user.id}` }),
    check: (call, answer) => expect(answer.body.includes(w.threadText)).toBe(call.actor === 'party'),
  },
  {
    route: 'POST /api/messages',
    // Anyone signed in may write to anyone; the sender is always the session's user.
    expect: signedIn(201),
    request: (call) => ({
      url: '/api/messages',
      payload: {
        receiverId: w.owner.user.id,
        content: `Hello from ${call.actor}`,
        senderId: call.actor === 'party' ? w.stranger.user.id : w.renter.user.id,
      },
    }),
    snapshot: async () => (await db().select({ n: count() }).from(messages))[0]!.n,
    check: async (call, answer) => {
      const [row] = await db().select().from(messages).where(eq(messages.id, answer.json().id));
      expect(row).toMatchObject({ senderId: me(call).id, receiverId: w.owner.user.id });
    },
  },
  {
    route: 'PUT /api/messages/read',
    // Marks read what the caller received from that sender: nothing, but for the owner.
    expect: signedIn(200),
    party: () => w.owner,
    request: () => ({ url: '/api/messages/read', payload: { senderId: w.renter.user.id } }),
    check: async (call, answer) => {
      const [note] = await db().select().from(messages).where(eq(messages.content, w.threadText));
      expect(note!.isRead).toBe(call.actor === 'party');
      expect(answer.json().updated > 0).toBe(call.actor === 'party');
    },
  },
  {
    route: 'GET /api/notifications',
    expect: signedIn(200),
    party: () => w.owner,
    check: (call, answer) => {
      const ids = answer.json().notifications.map((n: { id: string }) => n.id);
      expect(ids.includes(w.ownerNotificationId)).toBe(call.actor === 'party');
    },
  },
  {
    route: 'POST /api/notifications/read',
    expect: signedIn(200),
    party: () => w.owner,
    request: () => ({ url: '/api/notifications/read', payload: { ids: [w.ownerNotificationId] } }),
    check: async (call, answer) => {
      expect(answer.json().updated).toBe(call.actor === 'party' ? 1 : 0);
      const [row] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.id, w.ownerNotificationId));
      expect(row!.readAt !== null).toBe(call.actor === 'party');
    },
  },
  {
    route: 'GET /api/counts',
    expect: signedIn(200),
    party: () => w.owner,
    check: (call, answer) => expect(answer.json().messages > 0).toBe(call.actor === 'party'),
  },
  {
    route: 'GET /api/events',
    expect: signedIn(200),
    stream: true,
    check: (_call, answer) => expect(answer.body).toContain('event: counts'),
  },

  // ─── Verification (docs/decisions/0062): each member's own checks ─────────
  {
    route: 'GET /api/verification',
    // Each reads their own checks, their own address among them.
    expect: signedIn(200),
    emails: { stranger: 'own', admin: 'own', party: 'own' },
    check: (call, answer) => expect(answer.json().email).toMatchObject({ address: me(call).email }),
  },
  {
    route: 'POST /api/verification/phone/code',
    // To the number on the caller's own profile: the party has one, nobody else here has (409 phone_missing).
    expect: { visitor: 401, blocked: 401, stranger: 409, admin: 409, party: 200 },
    party: () => w.phoneOwner,
    // Not the caller's to choose:
    request: () => ({
      url: '/api/verification/phone/code',
      payload: { userId: w.phoneOwner.user.id, phone: w.phoneOwner.user.phone },
    }),
    snapshot: () => db().select().from(phoneCodes),
    check: async (call, answer) => {
      const phone = me(call).phone!;
      expect(answer.json().sentTo).toBe(phone);
      // With a real SMS gateway the code goes by text only, never in the answer.
      expect(answer.json().code).toBeUndefined();
      expect(outside!.sms.control.messages(phone)).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(phoneCodes)
          .where(eq(phoneCodes.userId, me(call).id)),
      ).toHaveLength(1);
    },
  },
  {
    route: 'POST /api/verification/phone/confirm',
    // The party's code, texted to the party's number, verifies that number; anyone else typing it
    // has no code of their own (409 phone_code_expired), and the party's stays as it was.
    expect: { visitor: 401, blocked: 401, stranger: 409, admin: 409, party: 200 },
    party: () => w.phoneConfirmer,
    // The answer is the party's verification page, their own address on it.
    emails: { party: 'own' },
    request: async () => ({
      url: '/api/verification/phone/confirm',
      payload: { code: await codeTexted(), userId: w.phoneConfirmer.user.id },
    }),
    snapshot: async () => {
      await codeTexted();
      return [await db().select().from(phoneCodes), await userRow(w.phoneConfirmer.user.id)];
    },
    check: async () => expect((await userRow(w.phoneConfirmer.user.id)).phoneVerifiedAt).not.toBeNull(),
  },
  {
    route: 'POST /api/verification/identity',
    // Each asks Nafath about an ID of their own, for their own account.
    expect: signedIn(201),
    request: (call) => ({
      url: '/api/verification/identity',
      payload: { nationalId: NATIONAL_ID_OF[call.actor], userId: w.owner.user.id },
    }),
    snapshot: async () => [
      await db().select().from(nafathRequests),
      (await db().select({ n: count() }).from(jobs).where(eq(jobs.queue, 'nafath.follow')))[0]!.n,
    ],
    check: async (call, answer) => {
      const [row] = await db().select().from(nafathRequests).where(eq(nafathRequests.id, answer.json().id));
      expect(row).toMatchObject({ userId: me(call).id, status: 'waiting' });
    },
  },
  {
    route: 'GET /api/verification/identity/:id',
    // One's own requests only: anyone else, administrators included, learns nothing of it (404).
    expect: partyOnly(200, 404),
    party: () => w.renter,
    request: () => ({ url: `/api/verification/identity/${w.renterNafathRequestId}` }),
    check: (_call, answer) =>
      expect(answer.json()).toMatchObject({ id: w.renterNafathRequestId, status: 'expired' }),
  },
  {
    route: 'POST /api/verification/business',
    // Business accounts only (403 business_only); the check is the caller's own.
    expect: partyOnly(200),
    party: () => w.firm,
    request: () => ({
      url: '/api/verification/business',
      payload: {
        crNumber: '1010458712',
        vatNumber: '300458712600003',
        // Not the caller's to choose:
        userId: w.stranger.user.id,
        status: 'verified',
      },
    }),
    snapshot: () => db().select().from(businessChecks),
    check: async (_call, answer) => {
      expect(answer.json()).toMatchObject({ crNumber: '1010458712', status: 'verified' });
      const checks = await db()
        .select()
        .from(businessChecks)
        .where(eq(businessChecks.crNumber, '1010458712'));
      expect(checks.map((check) => check.userId)).toEqual([w.firm.user.id]);
    },
  },
  {
    route: 'POST /api/verification/nafath/callback',
    // Not a session's: Nafath proves itself with its signature, whoever posts it. The party posts
    // the callback Nafath signed for its request; the others, forgeries of it (400, nothing changes).
    expect: { ...all(400), party: 200 },
    party: () => w.nafathMember,
    request: async (call) => {
      const callback = await nafathCallback();
      return {
        url: '/api/verification/nafath/callback',
        payload: call.actor === 'party' ? callback : forgeryOf(callback, call.actor),
      };
    },
    snapshot: nafathRows,
    check: async () => {
      const [[request], [verification]] = (await nafathRows()) as [
        (typeof nafathRequests.$inferSelect)[],
        (typeof identityVerifications.$inferSelect)[],
      ];
      expect(request?.status).toBe('completed');
      expect(verification?.revokedAt).toBeNull();
    },
  },

  // ─── Administration: 401 visitor, 403 anyone else (the party is the account or listing concerned) ──
  { route: 'GET /api/admin/stats', expect: adminOnly(200) },
  { route: 'GET /api/admin/stats/series', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/reports/best-selling',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/reports/best-selling?startDate=2030-01-01&endDate=2030-01-31' }),
  },
  { route: 'GET /api/admin/users', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/users/:id',
    expect: adminOnly(200),
    request: () => ({ url: `/api/admin/users/${w.adminTarget.user.id}` }),
  },
  {
    route: 'PUT /api/admin/users/:id',
    expect: adminOnly(200),
    request: (call) => ({
      url: `/api/admin/users/${w.adminTarget.user.id}`,
      payload: { firstName: `Renamed by ${call.actor}` },
    }),
    snapshot: async () => [await userRow(w.adminTarget.user.id), await auditCount()],
    check: async () => expect((await userRow(w.adminTarget.user.id)).firstName).toBe('Renamed by admin'),
  },
  {
    route: 'POST /api/admin/users/:id/suspend',
    // The party is the account itself: nobody blocks or unblocks themself.
    expect: adminOnly(200),
    party: () => w.suspendTarget,
    request: () => ({
      url: `/api/admin/users/${w.suspendTarget.user.id}/suspend`,
      payload: { reason: 'Spam' },
    }),
    snapshot: async () => [await userRow(w.suspendTarget.user.id), await auditCount()],
    check: async () => expect((await userRow(w.suspendTarget.user.id)).suspendedAt).not.toBeNull(),
  },
  {
    route: 'GET /api/admin/users/:id/payouts',
    expect: adminOnly(200),
    request: () => ({ url: `/api/admin/users/${w.owner.user.id}/payouts` }),
  },
  { route: 'GET /api/admin/payout-reviews', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/users/:id/payouts/hold',
    expect: adminOnly(204),
    request: () => ({
      url: `/api/admin/users/${w.owner.user.id}/payouts/hold`,
      payload: { reason: 'Chargeback under review' },
    }),
    snapshot: async () => [await auditCount()],
  },
  {
    route: 'POST /api/admin/users/:id/payouts/release',
    expect: adminOnly(204),
    request: async () => {
      await db()
        .insert(payoutHolds)
        .values({ userId: w.stranger.user.id, reason: 'Held for the matrix' })
        .onConflictDoNothing();
      return {
        url: `/api/admin/users/${w.stranger.user.id}/payouts/release`,
        payload: { reason: 'Chargeback won' },
      };
    },
    snapshot: async () => [await auditCount()],
  },
  {
    route: 'POST /api/admin/users/:id/payout-account/approve',
    expect: adminOnly(204),
    request: async () => {
      const review = {
        iban: 'SA4420000001234567891234',
        holderName: 'Someone Else',
        reviewReasons: ['name_mismatch' as const],
      };
      await db()
        .insert(payoutAccounts)
        .values({ userId: w.stranger.user.id, ...review })
        .onConflictDoUpdate({ target: payoutAccounts.userId, set: review });
      return {
        url: `/api/admin/users/${w.stranger.user.id}/payout-account/approve`,
        payload: { reason: 'Checked the holder' },
      };
    },
    snapshot: async () => [await auditCount()],
  },
  {
    route: 'POST /api/admin/users/:id/activate',
    // The party is the blocked account itself, whose session signs nobody in: 401.
    expect: { ...adminOnly(200), party: 401 },
    party: () => w.blockedTarget,
    request: () => ({ url: `/api/admin/users/${w.blockedTarget.user.id}/activate` }),
    snapshot: async () => [await userRow(w.blockedTarget.user.id), await auditCount()],
    check: async () => expect((await userRow(w.blockedTarget.user.id)).suspendedAt).toBeNull(),
  },
  { route: 'GET /api/admin/items', expect: adminOnly(200) },
  { route: 'GET /api/admin/lexicon', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/lexicon/concepts',
    expect: adminOnly(201),
    request: () => ({
      url: '/api/admin/lexicon/concepts',
      payload: {
        key: `matrix-${randomUUID().slice(0, 8)}`,
        kind: 'thing',
        categoryId: null,
        terms: [{ term: `m${randomUUID().slice(0, 8)}`, language: 'en' }],
      },
    }),
    snapshot: async () => [
      (await db().select({ n: count() }).from(searchConcepts))[0]!.n,
      await auditCount(),
    ],
  },
  {
    route: 'POST /api/admin/lexicon/concepts/:id/terms',
    expect: adminOnly(201),
    request: async () => ({
      url: `/api/admin/lexicon/concepts/${await lexiconConcept()}/terms`,
      payload: { term: `drl${randomUUID().slice(0, 8)}`, language: 'translit' },
    }),
    snapshot: async () => [await lexiconForms(), await auditCount()],
  },
  {
    route: 'DELETE /api/admin/lexicon/terms/:id',
    expect: adminOnly(204),
    request: async () => ({ url: `/api/admin/lexicon/terms/${await doomedForm()}` }),
    snapshot: auditCount,
  },
  {
    route: 'DELETE /api/admin/items/:id',
    // The party owns the listing, and removes it through DELETE /api/items/:id, not here.
    expect: adminOnly(200),
    request: () => ({ url: `/api/admin/items/${w.adminDoomed.id}`, payload: { reason: 'Scam' } }),
    snapshot: async () => [await itemRow(w.adminDoomed.id), await auditCount()],
    check: async () => expect((await itemRow(w.adminDoomed.id)).deletedAt).not.toBeNull(),
  },
  {
    route: 'GET /api/admin/export/users',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/export/users?format=csv' }),
    snapshot: auditCount,
    check: (_call, answer) => expect(answer.body).toContain(w.owner.user.email),
  },
  {
    route: 'GET /api/admin/export/items',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/export/items?format=json' }),
    snapshot: auditCount,
  },
  { route: 'GET /api/admin/audit', expect: adminOnly(200) },
  // The money screens (docs/decisions/0045); the party of the booking rows is its renter.
  { route: 'GET /api/admin/payments', expect: adminOnly(200) },
  { route: 'GET /api/admin/refunds', expect: adminOnly(200) },
  { route: 'GET /api/admin/payouts', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/bookings/:id/money',
    expect: adminOnly(200),
    party: () => w.renter,
    request: () => ({ url: `/api/admin/bookings/${w.booking.id}/money` }),
  },
  {
    route: 'POST /api/admin/bookings/:id/refunds',
    expect: adminOnly(201),
    party: () => w.renter,
    request: async () => ({
      url: `/api/admin/bookings/${(await paidBooking()).booking.id}/refunds`,
      payload: { amount: 100, reason: 'Goodwill' },
    }),
    snapshot: async () => [(await db().select({ n: count() }).from(refunds))[0]!.n, await auditCount()],
  },
  { route: 'GET /api/admin/reconciliation', expect: adminOnly(200) },
  { route: 'GET /api/admin/claims', expect: adminOnly(200) },
  { route: 'GET /api/admin/objections', expect: adminOnly(200) },
  { route: 'GET /api/admin/no-shows', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/no-shows/:id/decision',
    expect: adminOnly(200),
    party: () => w.renter,
    request: async () => ({
      url: `/api/admin/no-shows/${await confirmedWithCase('decide')}/decision`,
      payload: { decision: 'refund_in_full', reason: 'Neither side showed any sign of a hand-over.' },
    }),
    snapshot: async () => [await caseRows('decide'), await auditCount()],
  },
  {
    route: 'POST /api/admin/objections/:id/resolve',
    expect: adminOnly(200),
    party: () => w.renter,
    request: async () => ({
      url: `/api/admin/objections/${await rentalFor('objected')}/resolve`,
      payload: { stage: 'return', note: 'Both sides were called; nothing more to do.' },
    }),
    snapshot: async () => [
      await db()
        .select()
        .from(handoverConfirmations)
        .where(eq(handoverConfirmations.bookingId, await rentalFor('objected'))),
      await auditCount(),
    ],
  },
  {
    route: 'POST /api/admin/claims/:id/decision',
    expect: adminOnly(200),
    party: () => w.renter,
    request: async () => {
      const [row] = await claimRows(await rentalFor('decide'));
      return {
        url: `/api/admin/claims/${row!.id}/decision`,
        payload: { amount: 10_000, reason: 'Both photos show wear' },
      };
    },
    snapshot: async () => [await claimRows(await rentalFor('decide')), await auditCount()],
  },
  {
    route: 'POST /api/admin/reconciliation/compare',
    expect: adminOnly(202),
    request: () => ({ url: '/api/admin/reconciliation/compare', payload: { day: '2026-01-01' } }),
    snapshot: async () =>
      (await db().select({ n: count() }).from(jobs).where(eq(jobs.queue, 'reconciliation.day')))[0]!.n,
  },
  // Verification (docs/decisions/0062).
  {
    route: 'GET /api/admin/verifications/business',
    expect: adminOnly(200),
    check: (_call, answer) => expect(idsOf(answer)).toContain(w.reviewCheckId),
  },
  {
    route: 'POST /api/admin/verifications/business/:id/decision',
    // The party is the business whose check it is: it does not decide its own.
    expect: adminOnly(200),
    party: () => w.reviewed,
    request: () => ({
      url: `/api/admin/verifications/business/${w.reviewCheckId}/decision`,
      payload: { decision: 'verify', note: 'Checked the registration by telephone' },
    }),
    snapshot: async () => [await businessCheckRow(w.reviewCheckId), await auditCount()],
    check: async () =>
      expect(await businessCheckRow(w.reviewCheckId)).toMatchObject({
        status: 'verified',
        decidedBy: w.admin.user.id,
      }),
  },
  {
    route: 'GET /api/admin/users/:id/verifications',
    expect: adminOnly(200),
    request: () => ({ url: `/api/admin/users/${w.adminTarget.user.id}/verifications` }),
  },
  {
    route: 'POST /api/admin/users/:id/verifications/:kind/revoke',
    // The party is the member: nobody revokes what was proven of themself.
    expect: adminOnly(200),
    party: () => w.revokeTarget,
    request: () => ({
      url: `/api/admin/users/${w.revokeTarget.user.id}/verifications/email/revoke`,
      payload: { reason: 'The address bounces' },
    }),
    snapshot: async () => [await userRow(w.revokeTarget.user.id), await auditCount()],
    check: async () => expect((await userRow(w.revokeTarget.user.id)).emailConfirmedAt).toBeNull(),
  },
  // The job queue (docs/decisions/0047).
  { route: 'GET /api/admin/jobs/summary', expect: adminOnly(200) },
  { route: 'GET /api/admin/jobs', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/jobs/:id/retry',
    expect: adminOnly(200),
    request: async () => {
      const [failed] = await db()
        .insert(jobs)
        .values({
          queue: 'test.matrix',
          state: 'failed',
          attempts: 1,
          lastError: 'planted',
          finishedAt: new Date(),
        })
        .returning({ id: jobs.id });
      return { url: `/api/admin/jobs/${failed!.id}/retry` };
    },
    // Planting a failed job per request changes nothing here; running one again would.
    snapshot: async () => [
      (
        await db()
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.queue, 'test.matrix'), eq(jobs.state, 'queued')))
      )[0]!.n,
      await auditCount(),
    ],
  },
];

for (const row of ROWS) {
  if (row.route.includes('/api/admin/')) {
    row.party ??= () => w.adminTarget;
    row.emails ??= { admin: 'any' };
  }
}

async function personFor(row: Row, actor: Actor): Promise<Person | null> {
  if (actor === 'visitor') return null;
  if (row.fresh) return actor === 'blocked' ? blockedPerson() : person({ isAdmin: actor === 'admin' });
  if (actor === 'party') return row.party?.() ?? w.renter;
  return w[actor];
}

async function perform(row: Row, call: Call): Promise<Answer> {
  const [method, path] = row.route.split(' ') as [HTTPMethods, string];
  const request = row.request ? await row.request(call) : { url: path };
  const options = {
    method,
    url: request.url,
    // As a browser sends them from our own pages (http/security.ts refuses other sites' requests).
    headers: { 'sec-fetch-site': 'same-origin', ...(method !== 'GET' && { origin: ORIGIN }) },
    cookies: cookiesOf(call.person),
    ...(request.payload !== undefined && { payload: request.payload as object }),
  };
  if (!row.stream) {
    const res = await t.app.inject(options);
    return { status: res.statusCode, body: res.body, json: () => res.json() };
  }
  const abort = new AbortController();
  const res = await t.app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
  let body = '';
  for await (const chunk of res.stream()) {
    body += chunk;
    if (body.includes('event: counts')) break;
  }
  abort.abort();
  return { status: res.statusCode, body, json: () => JSON.parse(body) };
}

function emailRulesFor(row: Row, call: Call) {
  const view = row.emails?.[call.actor];
  if (view === 'any') return { allowedEmails: 'any' as const, knownEmails, emailField: true };
  const allowed = new Set(row.allowEmails?.(call) ?? []);
  if (view === 'own' && call.person) allowed.add(call.person.user.email);
  return { allowedEmails: allowed, knownEmails, emailField: view !== undefined };
}

describe('the matrix covers the app', () => {
  it('has one row for every registered route, and no row for a route that does not exist', () => {
    const registered = new Set(t.registered.filter((key) => excludedRoute(key) === null));
    const rows = ROWS.map((row) => row.route);
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length);
    const missing = [...registered].filter((key) => !rows.includes(key));
    const unknown = rows.filter((key) => !registered.has(key));
    expect(missing, 'registered routes without a row in ROWS (add one)').toEqual([]);
    expect(unknown, 'rows naming no registered route').toEqual([]);
    // The app really registers routes this way: the hook saw the ones everybody knows.
    expect(registered.has('GET /api/items/:id')).toBe(true);
    expect(t.registered).toContain('HEAD /api/items/:id');
  });

  it('answers a blocked person as a visitor, except where a row says why not', () => {
    const differing = ROWS.filter((row) => row.expect.blocked !== row.expect.visitor);
    expect(differing.filter((row) => !row.blockedDiffers).map((row) => row.route)).toEqual([]);
  });

  it('refuses every /api/admin route to visitors (401) and non-administrators (403)', () => {
    for (const row of ROWS.filter((each) => each.route.includes(' /api/admin/'))) {
      expect(row.expect.visitor, row.route).toBe(401);
      expect(row.expect.stranger, row.route).toBe(403);
      expect(row.expect.admin, row.route).toBeGreaterThanOrEqual(200);
      expect(row.expect.admin, row.route).toBeLessThan(300);
    }
  });
});

describe.each(ROWS.map((row) => [row.route, row] as const))('%s', (_route, row) => {
  it.each(callOrder(row).map((actor) => [actor, row.expect[actor]] as const))(
    'as %s: %i',
    async (actor, status) => {
      const call: Call = { actor, person: await personFor(row, actor) };
      const before = row.snapshot && (await row.snapshot());
      const answer = await perform(row, call);
      expect(answer.status, `${row.route} as ${actor}: ${answer.body.slice(0, 300)}`).toBe(status);
      expect(leaksIn(answer.body, emailRulesFor(row, call)), `${row.route} as ${actor} gives away`).toEqual(
        [],
      );
      if (status >= 400) {
        if (row.snapshot)
          expect(await row.snapshot(), `${row.route} as ${actor} changed data`).toEqual(before);
      } else {
        await row.check?.(call, answer);
      }
    },
  );
});

describe('beyond the table', () => {
  const as = (who: Person | null) => ({ cookies: cookiesOf(who) });
  const write = { headers: { origin: ORIGIN } };

  it('keeps a blocked person’s session in the table, signing nobody in, even on their own things', async () => {
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, w.blocked.user.id));
    expect(session).toBeDefined();
    const before = await itemRow(w.hidden.id);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${w.hidden.id}`,
      payload: { title: 'Back on the market' },
      ...write,
      ...as(w.blocked),
    });
    expect(edit.statusCode).toBe(401);
    expect(await itemRow(w.hidden.id)).toEqual(before);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/users/${w.blocked.user.id}`,
      ...as(w.blocked),
    });
    expect(profile.statusCode).toBe(404);
  });

  it('hides a blocked person and their listings from everyone but administrators', async () => {
    for (const who of [null, w.blocked, w.stranger, w.owner]) {
      for (const url of [
        `/api/items/${w.hidden.id}`,
        `/api/users/${w.blocked.user.id}`,
        `/api/users/${w.blocked.user.id}/items`,
        `/api/items/${w.hidden.id}/availability`,
      ]) {
        expect((await t.app.inject({ url, ...as(who) })).statusCode, `${url} as ${who?.user.firstName}`).toBe(
          404,
        );
      }
    }
    const asAdmin = await t.app.inject({ url: `/api/users/${w.blocked.user.id}`, ...as(w.admin) });
    expect(asAdmin.json()).toMatchObject({ id: w.blocked.user.id, email: w.blocked.user.email });
    expect((await t.app.inject({ url: `/api/items/${w.hidden.id}`, ...as(w.admin) })).statusCode).toBe(200);
  });

  it('answers a removed listing with 404 to everyone, its owner included, and lets nobody edit it', async () => {
    for (const who of [null, w.stranger, w.admin, w.owner]) {
      expect((await t.app.inject({ url: `/api/items/${w.gone.id}`, ...as(who) })).statusCode).toBe(404);
    }
    const before = await itemRow(w.gone.id);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${w.gone.id}`,
      payload: { title: 'Revived' },
      ...write,
      ...as(w.owner),
    });
    expect(edit.statusCode).toBe(404);
    expect(await itemRow(w.gone.id)).toEqual(before);
  });

  it('shows a booking to its owner as to its renter, and lets neither take the other’s part', async () => {
    expect((await t.app.inject({ url: `/api/bookings/${w.booking.id}`, ...as(w.owner) })).statusCode).toBe(
      200,
    );
    const before = await bookingRow(w.booking.id);
    const renterAccepts = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${w.booking.id}/accept`,
      payload: {},
      ...write,
      ...as(w.renter),
    });
    expect(renterAccepts.statusCode).toBe(403);
    const strangerCancels = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${w.booking.id}/cancel`,
      payload: {},
      ...write,
      ...as(w.stranger),
    });
    expect(strangerCancels.statusCode).toBe(404);
    expect(await bookingRow(w.booking.id)).toEqual(before);
  });

  it('keeps conversations to their two people, and a message about a booking to that booking’s people', async () => {
    for (const who of [w.stranger, w.admin]) {
      const list = await t.app.inject({ url: '/api/messages', ...as(who) });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(w.threadText);
      expect(leaksIn(list.body, { allowedEmails: new Set(), knownEmails, emailField: false })).toEqual([]);
      const thread = await t.app.inject({ url: `/api/messages?otherUserId=${w.renter.user.id}`, ...as(who) });
      expect(thread.body).not.toContain(w.threadText);
    }
    const [{ n: before }] = (await db().select({ n: count() }).from(messages)) as [{ n: number }];
    const aboutOthers = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: w.owner.user.id, content: 'About your booking', bookingId: w.booking.id },
      ...write,
      ...as(w.stranger),
    });
    expect(aboutOthers.statusCode).toBe(404);
    expect((await db().select({ n: count() }).from(messages))[0]!.n).toBe(before);
    const toBlocked = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: w.blocked.user.id, content: 'Hello?' },
      ...write,
      ...as(w.stranger),
    });
    expect(toBlocked.statusCode).toBe(404);
  });

  it('refuses a change sent from another site’s page, whoever’s cookie it carries', async () => {
    const before = await itemRow(w.bookable.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${w.bookable.id}`,
      payload: { title: 'Cross-site edit' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ...as(w.owner),
    });
    expect(res.statusCode).toBe(403);
    expect(await itemRow(w.bookable.id)).toEqual(before);
  });
});
