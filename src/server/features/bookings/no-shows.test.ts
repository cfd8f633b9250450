/**
 * No-shows, scenario by scenario (docs/decisions/0060-no-shows.md): a rental with a 500 SAR deposit
 * paid through the gateway's sandbox over HTTP, then the renter who did not come, the owner who
 * did not hand over (silent; answering, then decided), a booking nobody touched (decided; and
 * undecided in time). After each, the whole account table and the ledger's invariants. The clock
 * moves by moving the booking's days and a case's deadlines back, never by waiting.
 */
import type { NoShowQueue, NoShowState } from '@shared/api-types';
import { SYSTEM_STATUS_REASONS } from '@shared/bookings';
import { CANCELLATION_RULES } from '@shared/constants';
import { settlement } from '@shared/money';
import { OWNER_ANSWER_HOURS, REVIEW_DAYS } from '@shared/no-shows';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, bookings, noShowCases } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { moneyScenarioKit, type Person, type Scenario } from '../../test/money-scenarios';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendUntouchedToReview } from './no-shows';

let t: TestApp;
let admin: Person;
const { db, as, paidRequest, act, accountTable, tableOf, settledTable, notificationsOf, refundsOf } =
  moneyScenarioKit(() => t);

const DEPOSIT = 50_000;
const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.webp';

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  admin = await createSignedInUser(t.app, db(), { isAdmin: true });
});
afterAll(async () => {
  await t.close();
});

function post(person: Person, url: string, payload: unknown = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, ...as(person.cookie) });
}

const CODE = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const caseUrl = (scenario: Scenario) => `/api/bookings/${scenario.booking.id}/no-show`;

/** A confirmed rental from today, with a 500 SAR deposit, under `policy`. */
async function confirmedRental(policy: 'flexible' | 'moderate' | 'strict' = 'moderate'): Promise<Scenario> {
  const scenario = await paidRequest({ startInDays: 0, deposit: '500.00', policy });
  await act(scenario.owner, scenario.booking.id, 'accept');
  return scenario;
}

/** The clock moves on: the booking's days are `days` earlier than they were. */
async function daysPass(scenario: Scenario, days: number): Promise<void> {
  await db()
    .update(bookings)
    .set({
      startDate: sql`${bookings.startDate} - ${days}::int`,
      endDate: sql`${bookings.endDate} - ${days}::int`,
    })
    .where(eq(bookings.id, scenario.booking.id));
}

async function stateOf(person: Person, scenario: Scenario): Promise<NoShowState> {
  const res = await t.app.inject({ url: caseUrl(scenario), ...as(person.cookie) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<NoShowState>();
}

async function bookingOf(scenario: Scenario) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, scenario.booking.id));
  return row;
}

/** A settled table, its accounts at nothing written 0 (not -0, which toEqual tells apart). */
const settledAt = (scenario: Scenario, refundBasisPoints: number) =>
  tableOf(
    Object.fromEntries(
      Object.entries(settledTable(scenario.price, refundBasisPoints)).map(([account, amount]) => [
        account,
        amount === 0 ? 0 : amount,
      ]),
    ),
  );

/** Everything back: the rental's payment and the deposit, refunds made. */
const refundedInFull = (scenario: Scenario) => settledAt(scenario, 10_000);

/** A late cancellation's share back under the policy, and the deposit whole. */
const lateShareBack = (scenario: Scenario, policy: keyof typeof CANCELLATION_RULES) =>
  settledAt(scenario, CANCELLATION_RULES[policy].after);

async function report(scenario: Scenario, body: object = { statement: '', photos: [] }) {
  const res = await post(scenario.renter, `${caseUrl(scenario)}/report`, body);
  await t.drainJobs();
  return res;
}

async function state(person: Person, scenario: Scenario, statement: string, photos: string[] = []) {
  const res = await post(person, `${caseUrl(scenario)}/statement`, { statement, photos });
  await t.drainJobs();
  return res;
}

async function decide(scenario: Scenario, decision: string, reason = 'The messages show nobody came.') {
  const res = await post(admin, `/api/admin/no-shows/${scenario.booking.id}/decision`, { decision, reason });
  await t.drainJobs();
  return res;
}

describe('the renter did not come: the owner says so after the pickup day', () => {
  it('refunds the policy’s late share and the deposit, once, and tells the renter what comes back', async () => {
    const scenario = await confirmedRental('moderate');
    const early = await post(scenario.owner, `/api/bookings/${scenario.booking.id}/no_show`);
    expect([early.statusCode, CODE(early)]).toEqual([409, 'no_show_too_early']);
    await daysPass(scenario, 1);
    const byRenter = await post(scenario.renter, `/api/bookings/${scenario.booking.id}/no_show`);
    expect(byRenter.statusCode).toBe(403);

    await act(scenario.owner, scenario.booking.id, 'no_show');
    const ended = await bookingOf(scenario);
    expect([ended?.status, ended?.statusReason]).toEqual(['cancelled', SYSTEM_STATUS_REASONS.renterNoShow]);
    expect(await accountTable(scenario)).toEqual(lateShareBack(scenario, 'moderate'));
    const back = settlement(scenario.price, CANCELLATION_RULES.moderate.after).refund.total;
    const refunds = await refundsOf(scenario.booking.id);
    expect(refunds.map((each) => [each.reason, each.amountHalalas, each.status]).sort()).toEqual(
      [
        ['deposit', DEPOSIT, 'done'],
        ['renter_no_show', back, 'done'],
      ].sort(),
    );
    const told = await notificationsOf(scenario.renter, 'no_show_marked');
    expect(told.map((each) => each.data.amount)).toEqual([back + DEPOSIT]);
    expect(await notificationsOf(scenario.renter, 'booking_cancelled')).toEqual([]);

    const again = await post(scenario.owner, `/api/bookings/${scenario.booking.id}/no_show`);
    expect([again.statusCode, CODE(again)]).toEqual([409, 'booking_changed']);
    expect(await accountTable(scenario)).toEqual(lateShareBack(scenario, 'moderate'));
    await expectLedgerSound(db());
  });

  it('under a strict policy gives back the deposit alone', async () => {
    const scenario = await confirmedRental('strict');
    await daysPass(scenario, 2);
    await act(scenario.owner, scenario.booking.id, 'no_show');
    expect(await accountTable(scenario)).toEqual(lateShareBack(scenario, 'strict'));
    const told = await notificationsOf(scenario.renter, 'no_show_marked');
    expect(told.map((each) => each.data.amount)).toEqual([DEPOSIT]);
    await expectLedgerSound(db());
  });
});

describe('the owner did not hand over: the renter reports it', () => {
  it('refunds the renter in full when the owner does not answer in time', async () => {
    const scenario = await confirmedRental();
    expect((await stateOf(scenario.renter, scenario)).mayReport).toBe(true);
    expect((await stateOf(scenario.owner, scenario)).mayReport).toBe(false);
    const byOwner = await post(scenario.owner, `${caseUrl(scenario)}/report`, {});
    expect(byOwner.statusCode).toBe(403);

    const reported = await report(scenario, {
      statement: 'Nobody answered the door all afternoon.',
      photos: [PHOTO],
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const opened = reported.json<NoShowState>().case;
    expect(opened).toMatchObject({
      kind: 'owner_reported',
      renter: { statement: 'Nobody answered the door all afternoon.', photos: [PHOTO] },
      queuedAt: null,
      outcome: null,
    });
    const hours =
      (Date.parse(opened?.ownerAnswerDueAt ?? '') - Date.parse(opened?.openedAt ?? '')) / 3_600_000;
    expect(hours).toBe(OWNER_ANSWER_HOURS);
    const told = await notificationsOf(scenario.owner, 'no_show_reported');
    expect(told.map((each) => each.data.deadline)).toEqual([opened?.ownerAnswerDueAt]);
    expect(told[0]?.text.en).toContain('the renter is refunded in full');

    const second = await report(scenario);
    expect([second.statusCode, CODE(second)]).toEqual([409, 'no_show_case_exists']);
    const cancel = await post(scenario.renter, `/api/bookings/${scenario.booking.id}/cancel`);
    expect([cancel.statusCode, CODE(cancel)]).toEqual([409, 'no_show_case_open']);
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.charged, escrow: -scenario.price.total, deposits: -DEPOSIT }),
    );

    // The job ran early (a clock behind): nothing yet.
    await t.runJobsNow('no_show.owner_answer_due');
    expect((await bookingOf(scenario))?.status).toBe('confirmed');
    await db()
      .update(noShowCases)
      .set({ ownerAnswerDueAt: sql`now()` })
      .where(eq(noShowCases.bookingId, scenario.booking.id));
    await t.runJobsNow('no_show.owner_answer_due');

    const ended = await bookingOf(scenario);
    expect([ended?.status, ended?.statusReason]).toEqual(['cancelled', SYSTEM_STATUS_REASONS.ownerNoShow]);
    expect(await accountTable(scenario)).toEqual(refundedInFull(scenario));
    for (const person of [scenario.owner, scenario.renter]) {
      const decided = await notificationsOf(person, 'no_show_decided');
      expect(decided.map((each) => each.data.lapse)).toEqual(['owner_silent']);
    }
    const closed = await stateOf(scenario.renter, scenario);
    expect(closed.case).toMatchObject({ outcome: 'refund_in_full', lapse: 'owner_silent' });
    const late = await state(scenario.owner, scenario, 'I was there, the renter never came.');
    expect([late.statusCode, CODE(late)]).toEqual([409, 'no_show_answer_closed']);
    await expectLedgerSound(db());
  });

  it('sends an answered report to Ajjir’s team, whose decision moves the money once', async () => {
    const scenario = await confirmedRental('moderate');
    await report(scenario);
    expect((await stateOf(scenario.owner, scenario)).mayState).toBe(true);
    const tooShort = await state(scenario.owner, scenario, 'I was');
    expect(tooShort.statusCode).toBe(400);
    const answered = await state(scenario.owner, scenario, 'I waited at the door from four until six.', [
      PHOTO,
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    const queued = answered.json<NoShowState>();
    expect(queued.mayState).toBe(false);
    expect(queued.case?.owner).toMatchObject({ statement: 'I waited at the door from four until six.' });
    const days =
      (Date.parse(queued.case?.decideBy ?? '') - Date.parse(queued.case?.queuedAt ?? '')) / 86_400_000;
    expect(days).toBe(REVIEW_DAYS);
    const renterTold = await notificationsOf(scenario.renter, 'no_show_answered');
    expect(renterTold.map((each) => each.data.deadline)).toEqual([queued.case?.decideBy]);
    const twice = await state(scenario.owner, scenario, 'Adding more words to my account.');
    expect([twice.statusCode, CODE(twice)]).toEqual([409, 'no_show_statement_given']);
    // The owner's silence job finds the case answered: nothing happens.
    await db()
      .update(noShowCases)
      .set({ ownerAnswerDueAt: sql`now()` })
      .where(eq(noShowCases.bookingId, scenario.booking.id));
    await t.runJobsNow('no_show.owner_answer_due');
    expect((await bookingOf(scenario))?.status).toBe('confirmed');

    const queue = await t.app.inject({ url: '/api/admin/no-shows', ...as(admin.cookie) });
    const listed = queue.json<NoShowQueue>().cases.find((each) => each.booking.id === scenario.booking.id);
    expect(listed?.case.kind).toBe('owner_reported');

    // Two administrators at once: one decision moves the money.
    const [first, second] = await Promise.all([
      post(admin, `/api/admin/no-shows/${scenario.booking.id}/decision`, {
        decision: 'renter_no_show',
        reason: 'The owner’s photos show the door at the agreed time.',
      }),
      post(admin, `/api/admin/no-shows/${scenario.booking.id}/decision`, {
        decision: 'refund_in_full',
        reason: 'Decided at the same moment by another administrator.',
      }),
    ]);
    await t.drainJobs();
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const won = first.statusCode === 200 ? 'renter_no_show' : 'refund_in_full';
    expect(await accountTable(scenario)).toEqual(
      won === 'renter_no_show' ? lateShareBack(scenario, 'moderate') : refundedInFull(scenario),
    );
    const audits = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'no_show.decide'), eq(adminAuditLog.targetId, scenario.booking.id)),
      );
    expect(audits.map((each) => each.details)).toEqual([{ decision: won }]);
    for (const person of [scenario.owner, scenario.renter]) {
      const decided = await notificationsOf(person, 'no_show_decided');
      expect(decided.map((each) => each.data.outcome)).toEqual([won]);
    }
    await expectLedgerSound(db());
  });

  it('closes when the owner hands the item over after all', async () => {
    const scenario = await confirmedRental();
    await report(scenario);
    await act(scenario.owner, scenario.booking.id, 'start');
    expect((await bookingOf(scenario))?.status).toBe('active');
    expect((await stateOf(scenario.renter, scenario)).case).toMatchObject({ outcome: 'handed_over' });
    // The renter answers the hand-over as any other: here, objecting.
    const objected = await post(scenario.renter, `/api/bookings/${scenario.booking.id}/handover/answer`, {
      stage: 'handover',
      answer: 'object',
      text: 'It was handed over a day late.',
    });
    expect(objected.statusCode, objected.body).toBe(200);
    await expectLedgerSound(db());
  });

  it('closes when the owner cancels after all, with everything back', async () => {
    const scenario = await confirmedRental();
    await report(scenario);
    await act(scenario.owner, scenario.booking.id, 'cancel', 'I could not be there; sorry.');
    expect((await bookingOf(scenario))?.status).toBe('cancelled');
    expect((await stateOf(scenario.renter, scenario)).case).toMatchObject({
      outcome: 'refund_in_full',
      lapse: null,
      decisionNote: null,
    });
    expect(await accountTable(scenario)).toEqual(refundedInFull(scenario));
    // The owner's answer job, due later, finds the case closed and changes nothing.
    await db()
      .update(noShowCases)
      .set({ ownerAnswerDueAt: sql`now()` })
      .where(eq(noShowCases.bookingId, scenario.booking.id));
    await t.runJobsNow('no_show.owner_answer_due');
    expect(await accountTable(scenario)).toEqual(refundedInFull(scenario));
    await expectLedgerSound(db());
  });

  it('refuses a report before the pickup day, and on a booking not confirmed', async () => {
    const ahead = await paidRequest({ startInDays: 2, deposit: '500.00' });
    await act(ahead.owner, ahead.booking.id, 'accept');
    const early = await report(ahead);
    expect([early.statusCode, CODE(early)]).toEqual([409, 'no_show_too_early']);
    const pending = await paidRequest({ startInDays: 0 });
    const notConfirmed = await report(pending);
    expect([notConfirmed.statusCode, CODE(notConfirmed)]).toEqual([409, 'booking_changed']);
    const stranger = await createSignedInUser(t.app, db());
    const res = await post(stranger, `${caseUrl(ahead)}/report`, {});
    expect(res.statusCode).toBe(404);
    const none = await state(ahead.owner, ahead, 'Nothing was reported here at all.');
    expect(none.statusCode).toBe(404);
    expect(await db().select().from(noShowCases).where(eq(noShowCases.bookingId, ahead.booking.id))).toEqual(
      [],
    );
  });
});

describe('a booking nobody touched by the day after its last day', () => {
  async function untouched(): Promise<Scenario> {
    const scenario = await confirmedRental('moderate');
    // Two days from today to its last day, and two more: the day after it has ended.
    await daysPass(scenario, 4);
    return scenario;
  }

  it('goes to Ajjir’s team, money held; a decision that the rental took place releases it after the window', async () => {
    const scenario = await confirmedRental('moderate');
    // Its last day was yesterday: the day after it is not over yet.
    await daysPass(scenario, 3);
    await sendUntouchedToReview(db());
    expect((await stateOf(scenario.owner, scenario)).case).toBeNull();
    await daysPass(scenario, 1);
    await sendUntouchedToReview(db());
    await sendUntouchedToReview(db());
    const opened = await stateOf(scenario.owner, scenario);
    expect(opened.case).toMatchObject({ kind: 'untouched', outcome: null });
    expect(opened.mayState).toBe(true);
    for (const person of [scenario.owner, scenario.renter]) {
      const told = await notificationsOf(person, 'no_show_in_review');
      expect(told.map((each) => each.data.deadline)).toEqual([opened.case?.decideBy]);
    }
    const held = tableOf({
      gateway: scenario.price.charged,
      escrow: -scenario.price.total,
      deposits: -DEPOSIT,
    });
    expect(await accountTable(scenario)).toEqual(held);
    const start = await post(scenario.owner, `/api/bookings/${scenario.booking.id}/no_show`);
    expect([start.statusCode, CODE(start)]).toEqual([409, 'no_show_case_open']);

    expect((await state(scenario.owner, scenario, 'We met on the day; I forgot to tap.')).statusCode).toBe(
      200,
    );
    expect((await state(scenario.renter, scenario, 'Yes, I had the tent for the weekend.')).statusCode).toBe(
      200,
    );
    const decided = await decide(scenario, 'rental_took_place', 'Both sides say the rental happened.');
    expect(decided.statusCode, decided.body).toBe(200);
    const returned = await bookingOf(scenario);
    expect(returned?.status).toBe('completed');
    expect(returned?.releaseDueAt).not.toBeNull();
    expect(await accountTable(scenario)).toEqual(held);
    await t.closeClaimWindows();
    await t.drainJobs();
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 0)));
    await expectLedgerSound(db());
  });

  it('refunds the renter in full when nobody decides in time', async () => {
    const scenario = await untouched();
    await sendUntouchedToReview(db());
    await db()
      .update(noShowCases)
      .set({ decideBy: sql`now()` })
      .where(eq(noShowCases.bookingId, scenario.booking.id));
    await t.runJobsNow('no_show.decide_due');
    expect(await accountTable(scenario)).toEqual(refundedInFull(scenario));
    expect((await stateOf(scenario.renter, scenario)).case).toMatchObject({
      outcome: 'refund_in_full',
      lapse: 'undecided',
    });
    const late = await decide(scenario, 'renter_no_show');
    expect([late.statusCode, CODE(late)]).toEqual([409, 'no_show_decided']);
    await expectLedgerSound(db());
  });

  it('a decision that the renter did not come gives back the late share and the deposit', async () => {
    const scenario = await untouched();
    await sendUntouchedToReview(db());
    const bad = await decide(scenario, 'nobody_knows');
    expect(bad.statusCode).toBe(400);
    const noReason = await decide(scenario, 'renter_no_show', '  ');
    expect(noReason.statusCode).toBe(400);
    expect((await decide(scenario, 'renter_no_show')).statusCode).toBe(200);
    expect(await accountTable(scenario)).toEqual(lateShareBack(scenario, 'moderate'));
    await expectLedgerSound(db());
  });
});

describe('an objection to a hand-over, upheld (docs/decisions/0059)', () => {
  async function objectedHandover(): Promise<Scenario> {
    const scenario = await confirmedRental();
    await act(scenario.owner, scenario.booking.id, 'start');
    const objected = await post(scenario.renter, `/api/bookings/${scenario.booking.id}/handover/answer`, {
      stage: 'handover',
      answer: 'object',
      text: 'Nothing was handed over; the owner tapped it from home.',
    });
    expect(objected.statusCode, objected.body).toBe(200);
    return scenario;
  }

  const resolve = (scenario: Scenario, refund: 'none' | 'in_full') =>
    post(admin, `/api/admin/objections/${scenario.booking.id}/resolve`, {
      stage: 'handover',
      note: 'The messages show the owner was away that day.',
      refund,
    });

  it('ends the rental with everything back, once, and tells both', async () => {
    const scenario = await objectedHandover();
    const queue = await t.app.inject({ url: '/api/admin/objections', ...as(admin.cookie) });
    const waiting = queue
      .json<{ objections: { booking: { id: string }; refundable: boolean }[] }>()
      .objections.find((each) => each.booking.id === scenario.booking.id);
    expect(waiting?.refundable).toBe(true);
    const [first, second] = await Promise.all([resolve(scenario, 'in_full'), resolve(scenario, 'in_full')]);
    await t.drainJobs();
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ended = await bookingOf(scenario);
    expect([ended?.status, ended?.statusReason]).toEqual(['cancelled', SYSTEM_STATUS_REASONS.ownerNoShow]);
    expect(await accountTable(scenario)).toEqual(refundedInFull(scenario));
    for (const person of [scenario.owner, scenario.renter]) {
      const told = await notificationsOf(person, 'objection_resolved');
      expect(told.map((each) => each.data.outcome)).toEqual(['refund_in_full']);
    }
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'objection.resolve'), eq(adminAuditLog.targetId, scenario.booking.id)),
      );
    expect(audit?.details).toEqual({ stage: 'handover', refund: 'in_full' });
    await expectLedgerSound(db());
  });

  it('refuses to refund a rental already returned, changing nothing', async () => {
    const scenario = await objectedHandover();
    await act(scenario.owner, scenario.booking.id, 'complete');
    const before = await accountTable(scenario);
    const refused = await resolve(scenario, 'in_full');
    expect([refused.statusCode, CODE(refused)]).toEqual([409, 'booking_changed']);
    expect(await accountTable(scenario)).toEqual(before);
    expect((await resolve(scenario, 'none')).statusCode).toBe(200);
  });
});
