/**
 * Hand-over and return confirmed by both sides, with condition records
 * (docs/decisions/0059-handover-and-return-records.md), through the API: the photo a deposit asks
 * for, the other side's acknowledgement or objection and its deadline, silence acknowledging, the
 * renter's early return and the claim window it starts, and what is refused.
 */
import type { HandoverRecords, ObjectionQueue } from '@shared/api-types';
import { DISPUTE_DECISION_HOURS } from '@shared/claims';
import { ACKNOWLEDGE_HOURS } from '@shared/handover';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, bookings, handoverConfirmations } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { HANDOVER_PHOTO, moneyScenarioKit, type Person, type Scenario } from '../../test/money-scenarios';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Person;
const { db, as, paidRequest, act, notificationsOf } = moneyScenarioKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  admin = await createSignedInUser(t.app, db(), { isAdmin: true });
});
afterAll(() => t.close());

const url = (scenario: Scenario, path = '') => `/api/bookings/${scenario.booking.id}/handover${path}`;
const post = (person: Person, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, payload, ...as(person.cookie) });
const CODE = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

async function recordsOf(scenario: Scenario, person: Person): Promise<HandoverRecords> {
  const res = await t.app.inject({ url: url(scenario), ...as(person.cookie) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<HandoverRecords>();
}

const stageOf = (records: HandoverRecords, stage: 'handover' | 'return') =>
  records.stages.find((each) => each.stage === stage);

/** A paid rental of `days` days from today with a 500 SAR deposit, accepted. */
async function accepted(days = 3): Promise<Scenario> {
  const scenario = await paidRequest({ startInDays: 0, days: days - 1, deposit: '500.00' });
  await act(scenario.owner, scenario.booking.id, 'accept');
  return scenario;
}

describe('the hand-over, confirmed by the owner and acknowledged by the renter', () => {
  it('waits for a photo when there is a deposit, then asks the renter to answer within a day', async () => {
    const scenario = await accepted();
    const { owner, renter, booking } = scenario;
    expect((await recordsOf(scenario, owner)).handoverPhotoRequired).toBe(true);
    const bare = await post(owner, `/api/bookings/${booking.id}/start`, {});
    expect([bare.statusCode, CODE(bare)]).toEqual([409, 'handover_photo_required']);

    const noted = await post(owner, url(scenario, '/reports'), {
      stage: 'handover',
      note: 'Scratch on the lid',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    // A note alone is not a photo.
    expect(noted.json<HandoverRecords>().handoverPhotoRequired).toBe(true);
    await act(owner, booking.id, 'start');

    const records = await recordsOf(scenario, renter);
    const handover = stageOf(records, 'handover');
    expect(handover?.reports.map((report) => [report.role, report.note, report.photos])).toEqual([
      ['owner', 'Scratch on the lid', []],
      ['owner', 'As listed, clean and complete.', [HANDOVER_PHOTO]],
    ]);
    expect(handover?.confirmation).toMatchObject({ by: 'owner', answer: null, silent: false, early: false });
    const due =
      Date.parse(handover?.confirmation?.answerDueAt ?? '') - Date.parse(handover?.confirmation?.at ?? '');
    expect(due).toBe(ACKNOWLEDGE_HOURS * 3_600_000);
    expect(records.mayAnswer).toBe('handover');
    expect((await recordsOf(scenario, owner)).mayAnswer).toBeNull();
    const told = await notificationsOf(renter, 'handover_confirmed');
    expect(told.map((each) => each.data.deadline)).toEqual([handover?.confirmation?.answerDueAt]);
    expect(told[0]?.text.en).toContain('with no answer by then, it counts as acknowledged');

    // The renter adds their own photo, then acknowledges, once.
    const theirs = await post(renter, url(scenario, '/reports'), {
      stage: 'handover',
      photos: [HANDOVER_PHOTO],
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const acknowledged = await post(renter, url(scenario, '/answer'), {
      stage: 'handover',
      answer: 'acknowledge',
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(stageOf(acknowledged.json<HandoverRecords>(), 'handover')?.confirmation).toMatchObject({
      answer: 'acknowledged',
      silent: false,
    });
    const again = await post(renter, url(scenario, '/answer'), {
      stage: 'handover',
      answer: 'object',
      text: 'Changed my mind about it',
    });
    expect([again.statusCode, CODE(again)]).toEqual([409, 'handover_answered']);
    const byOwner = await post(owner, url(scenario, '/answer'), { stage: 'handover', answer: 'acknowledge' });
    expect(byOwner.statusCode).toBe(404);
  });

  it('an objection is told to the owner with its words; silence acknowledges once the day has passed', async () => {
    const scenario = await accepted();
    const { owner, renter, booking } = scenario;
    await act(owner, booking.id, 'start');
    const objected = await post(renter, url(scenario, '/answer'), {
      stage: 'handover',
      answer: 'object',
      text: 'The tent has a torn door panel, not as listed.',
    });
    expect(objected.statusCode, objected.body).toBe(200);
    const told = await notificationsOf(owner, 'handover_objected');
    expect(told.map((each) => each.data.reason)).toEqual(['The tent has a torn door panel, not as listed.']);

    // It waits for an administrator, oldest first, who resolves it once, telling both; audited.
    const queue = await t.app.inject({ url: '/api/admin/objections', ...as(admin.cookie) });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.headers['cache-control']).toBe('private, no-store');
    const waiting = queue.json<ObjectionQueue>().objections.find((each) => each.booking.id === booking.id);
    expect(waiting).toMatchObject({
      stage: 'handover',
      confirmedBy: 'owner',
      objection: 'The tent has a torn door panel, not as listed.',
      refundable: true,
    });
    // Administrators aim to resolve it as they aim to decide a disputed claim.
    expect(Date.parse(waiting?.decideBy ?? '') - Date.parse(waiting?.objectedAt ?? '')).toBe(
      DISPUTE_DECISION_HOURS * 3_600_000,
    );
    const resolve = (note: string) =>
      post(admin, `/api/admin/objections/${booking.id}/resolve`, { stage: 'handover', note });
    expect(
      (
        await post(owner, `/api/admin/objections/${booking.id}/resolve`, {
          stage: 'handover',
          note: 'Resolved by myself',
        })
      ).statusCode,
    ).toBe(403);
    const resolved = await resolve('A goodwill refund of 50 SAR was given for the torn panel.');
    expect(resolved.statusCode, resolved.body).toBe(200);
    for (const person of [owner, renter]) {
      const news = await notificationsOf(person, 'objection_resolved');
      expect(news.map((each) => each.data.reason)).toEqual([
        'A goodwill refund of 50 SAR was given for the torn panel.',
      ]);
    }
    const again = await resolve('Resolved a second time, by mistake.');
    expect([again.statusCode, CODE(again)]).toEqual([409, 'objection_resolved']);
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, booking.id));
    expect(audit).toMatchObject({ action: 'objection.resolve', adminId: admin.user.id });
    const after = await t.app.inject({ url: '/api/admin/objections', ...as(admin.cookie) });
    expect(after.json<ObjectionQueue>().objections.some((each) => each.booking.id === booking.id)).toBe(
      false,
    );

    await act(owner, booking.id, 'complete');
    // The renter says nothing about the return: a day later it counts as acknowledged.
    await db()
      .update(handoverConfirmations)
      .set({ answerDueAt: sql`now()` })
      .where(and(eq(handoverConfirmations.bookingId, booking.id), eq(handoverConfirmations.stage, 'return')));
    await t.runJobsNow('handover.answer_due');
    const records = await recordsOf(scenario, renter);
    expect(stageOf(records, 'return')?.confirmation).toMatchObject({ answer: 'acknowledged', silent: true });
    expect(stageOf(records, 'handover')?.confirmation).toMatchObject({ answer: 'objected' });
    const late = await post(renter, url(scenario, '/answer'), { stage: 'return', answer: 'acknowledge' });
    expect([late.statusCode, CODE(late)]).toEqual([409, 'handover_answered']);
  });

  it('an answer after its time is refused, and racing the job that answers for silence, settles once', async () => {
    const scenario = await accepted();
    const { owner, renter, booking } = scenario;
    await act(owner, booking.id, 'start');
    const dueNow = () =>
      db()
        .update(handoverConfirmations)
        .set({ answerDueAt: sql`now()` })
        .where(eq(handoverConfirmations.bookingId, booking.id));
    await dueNow();
    const late = await post(renter, url(scenario, '/answer'), { stage: 'handover', answer: 'acknowledge' });
    expect([late.statusCode, CODE(late)]).toEqual([409, 'handover_answer_closed']);
    await db()
      .update(handoverConfirmations)
      .set({ answerDueAt: sql`now() + interval '1 second'` })
      .where(eq(handoverConfirmations.bookingId, booking.id));
    const [answered] = await Promise.all([
      post(renter, url(scenario, '/answer'), {
        stage: 'handover',
        answer: 'object',
        text: 'Not what was listed at all.',
      }),
      (async () => {
        await dueNow();
        await t.runJobsNow('handover.answer_due');
      })(),
    ]);
    expect([200, 409]).toContain(answered.statusCode);
    const [row] = await db()
      .select()
      .from(handoverConfirmations)
      .where(eq(handoverConfirmations.bookingId, booking.id));
    expect(row?.answer).not.toBeNull();
    expect(row?.silent).toBe(answered.statusCode === 409);
  });
});

describe('the return', () => {
  it('the renter confirms an early return: the claim window starts now, and the owner is asked to answer', async () => {
    const scenario = await accepted(5);
    const { owner, renter, booking } = scenario;
    await act(owner, booking.id, 'start');
    await act(renter, booking.id, 'complete');
    const [row] = await db()
      .select({ status: bookings.status, due: bookings.releaseDueAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('completed');
    // 48 hours from now, not from the rental's last day, four days away.
    expect(Math.abs((row?.due?.getTime() ?? 0) - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);
    const records = await recordsOf(scenario, owner);
    expect(stageOf(records, 'return')?.confirmation).toMatchObject({ by: 'renter', early: true });
    expect(records.mayAnswer).toBe('return');
    const told = await notificationsOf(owner, 'return_confirmed');
    expect(told[0]?.text.en).toContain('before its last day');
  });

  it('takes records while its claim window is open, and refuses them after, or an empty one', async () => {
    const scenario = await accepted();
    const { owner, renter, booking } = scenario;
    await act(owner, booking.id, 'start');
    await act(owner, booking.id, 'complete');
    const empty = await post(owner, url(scenario, '/reports'), { stage: 'return', note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('condition_report_empty');
    const handover = await post(owner, url(scenario, '/reports'), {
      stage: 'handover',
      note: 'Too late for this one',
    });
    expect([handover.statusCode, CODE(handover)]).toEqual([409, 'handover_report_closed']);
    const added = await post(owner, url(scenario, '/reports'), {
      stage: 'return',
      note: 'Back with a torn panel',
    });
    expect(added.statusCode, added.body).toBe(201);
    const stranger = await createSignedInUser(t.app, db());
    expect(
      (await post(stranger, url(scenario, '/reports'), { stage: 'return', note: 'Not mine' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: url(scenario), ...as(stranger.cookie) })).statusCode).toBe(404);
    await t.closeClaimWindows();
    const closed = await post(renter, url(scenario, '/reports'), { stage: 'return', note: 'It was fine' });
    expect([closed.statusCode, CODE(closed)]).toEqual([409, 'handover_report_closed']);
  });
});
