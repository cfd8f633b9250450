/**
 * Claims against a deposit, scenario by scenario (docs/decisions/0058-claims-and-disputes.md): a
 * rental with a 500 SAR deposit, paid through the gateway's sandbox over HTTP, handed over and
 * returned; then no claim, a claim accepted, a claim disputed and decided, a claim nobody answered.
 * After each, the whole account table of the scenario and the ledger's invariants; then what is
 * refused, and what settles once when it races.
 */
import type { BookingClaim, BookingMoney, DisputeQueue, Earnings } from '@shared/api-types';
import { CLAIM_ANSWER_HOURS } from '@shared/claims';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, bookings, claims, users } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { moneyScenarioKit, type Person, type Scenario } from '../../test/money-scenarios';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Person;
const { db, as, paidRequest, act, accountTable, tableOf, settledTable, notificationsOf, refundsOf } =
  moneyScenarioKit(() => t);

const DEPOSIT = 50_000;

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, rateLimitFactor: 1000 });
  admin = await createSignedInUser(t.app, db(), { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A rental from today with a 500 SAR deposit, paid, accepted, handed over and returned: its claim window open. */
async function returnedRental(): Promise<Scenario> {
  const scenario = await paidRequest({ startInDays: 0, deposit: '500.00' });
  for (const action of ['accept', 'start', 'complete'])
    await act(scenario.owner, scenario.booking.id, action);
  return scenario;
}

function post(person: Person, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, ...as(person.cookie) });
}

const claimUrl = (scenario: Scenario) => `/api/bookings/${scenario.booking.id}/claim`;

const A_CLAIM = {
  reason: 'damage',
  amount: 20_000,
  description: 'The tent came back with a torn door panel.',
  photos: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
};

async function claim(scenario: Scenario, body: object = A_CLAIM): Promise<BookingClaim> {
  const res = await post(scenario.owner, claimUrl(scenario), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingClaim>();
}

async function answer(scenario: Scenario, body: object) {
  const res = await post(scenario.renter, `${claimUrl(scenario)}/answer`, body);
  await t.drainJobs();
  return res;
}

async function decide(claimId: string, body: object) {
  const res = await post(admin, `/api/admin/claims/${claimId}/decision`, body);
  await t.drainJobs();
  return res;
}

/** The deposit refunds of a booking: [amount, status] each. */
async function depositRefunds(scenario: Scenario) {
  return (await refundsOf(scenario.booking.id))
    .filter((refund) => refund.reason === 'deposit')
    .map((refund) => [refund.amountHalalas, refund.status]);
}

/** What the ledger holds once the rental was released with `kept` of the deposit kept for the owner. */
function releasedTable(scenario: Scenario, kept: number) {
  const settled = settledTable(scenario.price, 0);
  return tableOf({
    ...settled,
    gateway: (settled.gateway ?? 0) + kept,
    owner: (settled.owner ?? 0) - kept,
  });
}

/** Why the owner's earning of the scenario is held, as the earnings screen and the booking's money say it. */
async function holdOf(scenario: Scenario) {
  const earnings = await t.app.inject({ url: '/api/earnings', ...as(scenario.owner.cookie) });
  const line = earnings.json<Earnings>().lines.find((each) => each.bookingId === scenario.booking.id);
  const money = await t.app.inject({
    url: `/api/bookings/${scenario.booking.id}/money`,
    ...as(scenario.owner.cookie),
  });
  const owner = money.json<BookingMoney>().ownerEarning;
  expect({ heldFor: owner?.heldFor, heldUntil: owner?.heldUntil }).toEqual({
    heldFor: line?.heldFor,
    heldUntil: line?.heldUntil,
  });
  return { heldFor: line?.heldFor, heldUntil: line?.heldUntil };
}

const CODE = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe('a rental with a 500 SAR deposit, handed over and returned (docs/decisions/0058)', () => {
  it('(a) no claim: the deposit back whole when the window closes, and the earning released', async () => {
    const scenario = await returnedRental();
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.charged, escrow: -scenario.price.total, deposits: -DEPOSIT }),
    );
    await t.closeClaimWindows();
    await t.drainJobs();
    expect(await accountTable(scenario)).toEqual(releasedTable(scenario, 0));
    expect(await depositRefunds(scenario)).toEqual([[DEPOSIT, 'done']]);
    const told = await notificationsOf(scenario.renter, 'deposit_returned');
    expect(told.map((each) => each.data.amount)).toEqual([DEPOSIT]);
    expect(told[0]?.text.en).toMatch(/SAR\s500\.00/);
    await expectLedgerSound(db());
  });

  it('(b) a 200 SAR claim accepted by the renter: 300 back, 200 to the owner’s balance', async () => {
    const scenario = await returnedRental();
    // A claim's deadline makes silence an answer: it is mailed whatever the renter's preference.
    await db().update(users).set({ emailNotifications: false }).where(eq(users.id, scenario.renter.user.id));
    const opened = await claim(scenario);
    expect(opened.claim).toMatchObject({ status: 'open', amount: 20_000, reason: 'damage' });
    await t.drainJobs();
    const mail = await sink.waitFor(
      (each: ParsedMail) =>
        JSON.stringify(each.to ?? null).includes(scenario.renter.user.email) &&
        /يطالب المالك|The owner claims/.test(each.subject ?? ''),
    );
    expect(mail.subject).toBeTruthy();
    const told = await notificationsOf(scenario.renter, 'claim_opened');
    expect(told).toHaveLength(1);
    expect(told[0]?.data.deadline).toBe(opened.claim?.answerDueAt);
    expect(told[0]?.text.en).toContain('with no answer by then, the claim counts as accepted');
    expect(told[0]?.text.ar).toContain('تُعدّ المطالبة مقبولة');
    const due =
      new Date(opened.claim?.answerDueAt ?? 0).getTime() - new Date(opened.claim?.createdAt ?? 0).getTime();
    expect(due).toBe(CLAIM_ANSWER_HOURS * 3_600_000);

    // The window closing meanwhile releases nothing: the claim holds it.
    await t.closeClaimWindows();
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.charged, escrow: -scenario.price.total, deposits: -DEPOSIT }),
    );
    await expectLedgerSound(db());

    const accepted = await answer(scenario, { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<BookingClaim>().claim).toMatchObject({
      status: 'settled',
      kept: 20_000,
      settledBy: 'renter',
    });
    expect(await accountTable(scenario)).toEqual(releasedTable(scenario, 20_000));
    expect(await depositRefunds(scenario)).toEqual([[30_000, 'done']]);
    const owner = await notificationsOf(scenario.owner, 'claim_accepted');
    expect(owner.map((each) => [each.data.amount, each.data.silent])).toEqual([[20_000, false]]);
    expect(await notificationsOf(scenario.owner, 'earning_available')).toHaveLength(1);
    expect(await notificationsOf(scenario.renter, 'deposit_returned')).toHaveLength(0);
    await expectLedgerSound(db());
  });

  it('(c) a disputed claim decided by an administrator at 100 SAR moves exactly that', async () => {
    const scenario = await returnedRental();
    const opened = await claim(scenario);
    const claimId = opened.claim?.id ?? '';
    expect(await holdOf(scenario)).toEqual({ heldFor: 'claim_answer', heldUntil: opened.claim?.answerDueAt });
    const disputed = await answer(scenario, {
      answer: 'dispute',
      text: 'The panel was already torn at pickup; see my photo.',
      photos: ['/uploads/fedcba9876543210fedcba9876543210.webp'],
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const state = disputed.json<BookingClaim>().claim;
    expect(state).toMatchObject({
      status: 'disputed',
      answerText: 'The panel was already torn at pickup; see my photo.',
    });
    expect(await notificationsOf(scenario.owner, 'claim_disputed')).toHaveLength(1);
    expect(await holdOf(scenario)).toEqual({ heldFor: 'claim_decision', heldUntil: state?.decideBy });

    const queue = await t.app.inject({ url: '/api/admin/claims', ...as(admin.cookie) });
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = queue.json<DisputeQueue>().disputes.find((each) => each.claim.id === claimId);
    expect(listed?.booking).toMatchObject({ id: scenario.booking.id, deposit: DEPOSIT });
    expect(listed?.claim.decideBy).toBe(state?.decideBy);
    expect(queue.headers['cache-control']).toBe('private, no-store');

    const decided = await decide(claimId, { amount: 10_000, reason: 'Both photos show wear; half is fair.' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await accountTable(scenario)).toEqual(releasedTable(scenario, 10_000));
    expect(await depositRefunds(scenario)).toEqual([[40_000, 'done']]);
    for (const person of [scenario.owner, scenario.renter]) {
      const told = await notificationsOf(person, 'claim_decided');
      expect(told.map((each) => each.data.amount)).toEqual([10_000]);
      expect(told[0]?.text.en).toContain('Both photos show wear; half is fair.');
    }
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, scenario.booking.id));
    expect(audit).toMatchObject({ action: 'claim.decide', adminId: admin.user.id });
    const after = await t.app.inject({ url: '/api/admin/claims', ...as(admin.cookie) });
    expect(after.json<DisputeQueue>().disputes.some((each) => each.claim.id === claimId)).toBe(false);
    await expectLedgerSound(db());
  });

  it('a claim nobody answered in time counts as accepted, as the renter was told', async () => {
    const scenario = await returnedRental();
    const opened = await claim(scenario, { ...A_CLAIM, reason: 'cleaning', amount: 5_000 });
    // Run early, the job waits.
    expect(await t.runJobsNow('claim.answer_due')).toBeGreaterThan(0);
    expect(
      (
        await db()
          .select()
          .from(claims)
          .where(eq(claims.id, opened.claim?.id ?? ''))
      )[0]?.status,
    ).toBe('open');
    await db()
      .update(claims)
      .set({ answerDueAt: sql`now()` })
      .where(eq(claims.bookingId, scenario.booking.id));
    await t.runJobsNow('claim.answer_due');
    expect(await accountTable(scenario)).toEqual(releasedTable(scenario, 5_000));
    const owner = await notificationsOf(scenario.owner, 'claim_accepted');
    expect(owner.map((each) => each.data.silent)).toEqual([true]);
    const late = await answer(scenario, { answer: 'accept' });
    expect([late.statusCode, CODE(late)]).toEqual([409, 'claim_settled']);
    await expectLedgerSound(db());
  });
});

describe('what claims refuse, changing nothing', () => {
  it('a claim by the renter, by a stranger, before the return, above the deposit, or a second one', async () => {
    const scenario = await paidRequest({ startInDays: 0, deposit: '500.00' });
    for (const action of ['accept', 'start']) await act(scenario.owner, scenario.booking.id, action);
    const early = await post(scenario.owner, claimUrl(scenario), A_CLAIM);
    expect([early.statusCode, CODE(early)]).toEqual([409, 'claim_window_closed']);
    await act(scenario.owner, scenario.booking.id, 'complete');

    const byRenter = await post(scenario.renter, claimUrl(scenario), A_CLAIM);
    expect(byRenter.statusCode).toBe(403);
    const stranger = await createSignedInUser(t.app, db());
    expect((await post(stranger, claimUrl(scenario), A_CLAIM)).statusCode).toBe(404);
    expect((await t.app.inject({ url: claimUrl(scenario), ...as(stranger.cookie) })).statusCode).toBe(404);
    const above = await post(scenario.owner, claimUrl(scenario), { ...A_CLAIM, amount: DEPOSIT + 1 });
    expect([above.statusCode, CODE(above)]).toEqual([409, 'claim_above_deposit']);
    expect(await db().select().from(claims).where(eq(claims.bookingId, scenario.booking.id))).toEqual([]);

    const window = await t.app.inject({ url: claimUrl(scenario), ...as(scenario.owner.cookie) });
    expect(window.json<BookingClaim>()).toMatchObject({ claim: null, window: { deposit: DEPOSIT } });
    await claim(scenario, { ...A_CLAIM, amount: DEPOSIT });
    const second = await post(scenario.owner, claimUrl(scenario), A_CLAIM);
    expect([second.statusCode, CODE(second)]).toEqual([409, 'claim_exists']);
    await expectLedgerSound(db());
  });

  it('a claim after the window closed, and on a rental without a deposit', async () => {
    const scenario = await returnedRental();
    await t.closeClaimWindows();
    const late = await post(scenario.owner, claimUrl(scenario), A_CLAIM);
    expect([late.statusCode, CODE(late)]).toEqual([409, 'claim_window_closed']);

    const bare = await paidRequest({ startInDays: 0 });
    for (const action of ['accept', 'start', 'complete']) await act(bare.owner, bare.booking.id, action);
    const none = await post(bare.owner, claimUrl(bare), A_CLAIM);
    expect([none.statusCode, CODE(none)]).toEqual([409, 'no_deposit']);
  });

  it('says which field is wrong, in keys the forms translate', async () => {
    const scenario = await returnedRental();
    const fields = async (body: object) => {
      const res = await post(scenario.owner, claimUrl(scenario), body);
      expect(res.statusCode, res.body).toBe(400);
      return res
        .json<{ errors: { path: string; code: string }[] }>()
        .errors.map((e) => `${e.path}:${e.code}`);
    };
    expect(await fields({})).toEqual(
      expect.arrayContaining([
        'reason:claim_reason_invalid',
        'amount:claim_amount_invalid',
        'description:claim_text_required',
      ]),
    );
    expect(await fields({ ...A_CLAIM, amount: 12.5 })).toEqual(['amount:claim_amount_invalid']);
    expect(await fields({ ...A_CLAIM, amount: '200' })).toEqual(['amount:claim_amount_invalid']);
    expect(await fields({ ...A_CLAIM, reason: 'because' })).toEqual(['reason:claim_reason_invalid']);
    expect(await fields({ ...A_CLAIM, description: 'torn' })).toEqual(['description:claim_text_too_short']);
    expect(await fields({ ...A_CLAIM, photos: ['javascript:alert(1)'] })).toEqual([
      'photos.0:image_url_invalid',
    ]);
    expect(await fields({ ...A_CLAIM, photos: ['https://evil.example/a.jpg'] })).toEqual([
      'photos.0:image_url_invalid',
    ]);
    expect(await fields({ ...A_CLAIM, photos: Array(7).fill(A_CLAIM.photos[0]) })).toEqual([
      'photos:too_many_images',
    ]);
    const answerFields = await post(scenario.renter, `${claimUrl(scenario)}/answer`, { answer: 'maybe' });
    expect(answerFields.statusCode).toBe(400);
    expect(await db().select().from(claims).where(eq(claims.bookingId, scenario.booking.id))).toEqual([]);
  });

  it('an answer by the owner, after its time, or a second one; a decision by a member, of an open claim, above the claim', async () => {
    const scenario = await returnedRental();
    const opened = await claim(scenario);
    const claimId = opened.claim?.id ?? '';
    expect(
      (await post(scenario.owner, `${claimUrl(scenario)}/answer`, { answer: 'accept' })).statusCode,
    ).toBe(403);
    const open = await decide(claimId, { amount: 1_000, reason: 'Too early to decide' });
    expect(open.statusCode).toBe(409);
    expect(
      (
        await post(scenario.renter, `/api/admin/claims/${claimId}/decision`, {
          amount: 0,
          reason: 'Mine to decide',
        })
      ).statusCode,
    ).toBe(403);

    const disputed = await answer(scenario, { answer: 'dispute', text: 'It was like that when I got it.' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const again = await answer(scenario, { answer: 'accept' });
    expect([again.statusCode, CODE(again)]).toEqual([409, 'claim_answered']);
    const above = await decide(claimId, { amount: 20_001, reason: 'More than was asked' });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('decision_above_claim');
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.charged, escrow: -scenario.price.total, deposits: -DEPOSIT }),
    );

    const other = await returnedRental();
    await claim(other);
    await db()
      .update(claims)
      .set({ answerDueAt: sql`now() - interval '1 minute'` })
      .where(eq(claims.bookingId, other.booking.id));
    const late = await answer(other, { answer: 'dispute', text: 'I did not see the message in time.' });
    expect([late.statusCode, CODE(late)]).toEqual([409, 'claim_answer_closed']);
    await expectLedgerSound(db());
  });

  it('the database refuses a claim above the deposit, whatever wrote it', async () => {
    const scenario = await returnedRental();
    await expect(
      db()
        .insert(claims)
        .values({
          bookingId: scenario.booking.id,
          reason: 'damage',
          amountHalalas: DEPOSIT + 1,
          description: 'Written around the service',
          answerDueAt: new Date(),
        }),
    ).rejects.toThrow();
  });
});

describe('claims racing, settled once', () => {
  it('two decisions at once: one decides, the other is told it is settled', async () => {
    const scenario = await returnedRental();
    const claimId = (await claim(scenario)).claim?.id ?? '';
    await answer(scenario, { answer: 'dispute', text: 'The tear was there before.' });
    const answers = await Promise.all([
      post(admin, `/api/admin/claims/${claimId}/decision`, {
        amount: 10_000,
        reason: 'Half of it, by the photos',
      }),
      post(admin, `/api/admin/claims/${claimId}/decision`, {
        amount: 20_000,
        reason: 'All of it, by the photos',
      }),
    ]);
    await t.drainJobs();
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(claims).where(eq(claims.id, claimId));
    expect(await accountTable(scenario)).toEqual(releasedTable(scenario, row?.keptHalalas ?? -1));
    await expectLedgerSound(db());
  });

  it('the renter accepting as the answer falls due: settled once', async () => {
    const scenario = await returnedRental();
    await claim(scenario);
    await db()
      .update(claims)
      .set({ answerDueAt: sql`now() + interval '1 second'` })
      .where(eq(claims.bookingId, scenario.booking.id));
    const [accepted] = await Promise.all([
      post(scenario.renter, `${claimUrl(scenario)}/answer`, { answer: 'accept' }),
      (async () => {
        await db()
          .update(claims)
          .set({ answerDueAt: sql`now()` })
          .where(eq(claims.bookingId, scenario.booking.id));
        await t.runJobsNow('claim.answer_due');
      })(),
    ]);
    await t.drainJobs();
    expect([200, 409]).toContain(accepted.statusCode);
    expect(await accountTable(scenario)).toEqual(releasedTable(scenario, 20_000));
    expect(await notificationsOf(scenario.owner, 'claim_accepted')).toHaveLength(1);
    await expectLedgerSound(db());
  });

  it('a claim made as the window closes and its release runs: one or the other, never both', async () => {
    const scenario = await returnedRental();
    await db()
      .update(bookings)
      .set({ releaseDueAt: sql`now() + interval '200 milliseconds'` })
      .where(eq(bookings.id, scenario.booking.id));
    const [made] = await Promise.all([
      post(scenario.owner, claimUrl(scenario), A_CLAIM),
      (async () => {
        await db()
          .update(bookings)
          .set({ releaseDueAt: sql`now()` })
          .where(eq(bookings.id, scenario.booking.id));
        await t.runJobsNow('earning.release');
      })(),
    ]);
    await t.drainJobs();
    const [row] = await db().select().from(claims).where(eq(claims.bookingId, scenario.booking.id));
    if (made.statusCode === 201) {
      expect(row?.status).toBe('open');
      expect(await accountTable(scenario)).toEqual(
        tableOf({ gateway: scenario.price.charged, escrow: -scenario.price.total, deposits: -DEPOSIT }),
      );
    } else {
      expect([made.statusCode, CODE(made)]).toEqual([409, 'claim_window_closed']);
      expect(row).toBeUndefined();
      expect(await accountTable(scenario)).toEqual(releasedTable(scenario, 0));
    }
    await expectLedgerSound(db());
  });
});
