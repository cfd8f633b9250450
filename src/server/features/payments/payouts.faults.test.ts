/**
 * Payouts when sending them goes wrong (docs/decisions/0044-payments.md, "Payouts", and 0047): an
 * answer lost after the gateway made the payout, a refusal, a number another payout holds, payouts
 * the gateway keeps failing on ahead of a newer one; the weekly payout behind many owners who
 * cannot be paid; a payout the bank returns after paying it; the earnings screen, which never asks
 * the gateway. Sending and following are jobs, run here where the worker would run them. The
 * ledger is checked whole after each.
 */
import type { Earnings, PayoutSummary } from '@shared/api-types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayoutJson, SANDBOX_KEYS } from '../../../sandboxes/moyasar/sandbox';
import { callApi, until } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { oneRow } from '../../db/client';
import { jobs, payoutAccounts, payouts, users } from '../../db/schema';
import { type createSignedInUser, createUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { createPayoutOwner, freshIban, readyPayoutAccount } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { transitionOf } from '../bookings';
import { GatewayError, type PaymentGateway } from './gateway/gateway';
import { createMoyasarGateway, type MoyasarGatewayOptions } from './gateway/moyasar-client';
import { createChargedBooking } from './ledger/test-fixtures';
import { sendPayout } from './payouts.jobs';
import { payOutWeekly, requestPayout } from './payouts.service';

type User = Awaited<ReturnType<typeof createUser>>;
type Owner = Awaited<ReturnType<typeof createSignedInUser>>;

let t: TestApp;
const db = () => t.database.db;
const gateway = () => t.app.payments.gateway;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const policy = () => t.app.config.payouts;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
});
afterAll(() => t.close());

/** A new owner with a Saudi mobile number and a payout account past its hold. */
async function newOwner(): Promise<Owner> {
  const owner = await createPayoutOwner(t);
  await readyPayoutAccount(t, owner);
  return owner;
}

/**
 * An earning made available to `owner` as the app books one: a paid booking of theirs, charged,
 * then completed, its `complete` transition's money effect applied (transitions.ts).
 */
async function settledEarning(owner: User): Promise<void> {
  const { booking } = await createChargedBooking(db(), { owner, status: 'completed' });
  const transition = transitionOf({ action: 'complete', from: 'active', to: 'completed', by: 'owner' });
  await db().transaction((tx) =>
    t.app.bookingMoney.apply(tx, [
      { bookingId: booking.id, effect: { kind: 'release' }, actorId: owner.id, transition },
    ]),
  );
}

/** The owner's payout asked for while the gateway cannot take it: it stays requested, its job to try again. */
async function payoutLeftRequested(owner: Owner): Promise<PayoutSummary> {
  t.sandbox.control.failNext({ method: 'POST', path: '/v1/payouts', status: 503 });
  const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
  expect(asked.statusCode, asked.body).toBe(201);
  expect(asked.json()).toMatchObject({ status: 'requested' });
  await t.drainJobs();
  return asked.json<PayoutSummary>();
}

/** Sends the payout's job again now, as its retry would. */
const sendAgain = () => t.runJobsNow('payout.send');
/** Asks about payouts on their way now, as their follow-up jobs would. */
const followNow = () => t.runJobsNow('payout.follow');

const payoutRow = async (id: string) =>
  oneRow(await db().select().from(payouts).where(eq(payouts.id, id)), 'the payout');
const stillRequested = (owner: Owner) =>
  db()
    .select({ message: payouts.message })
    .from(payouts)
    .where(and(eq(payouts.ownerId, owner.user.id), eq(payouts.status, 'requested')));
const earningsOf = async (owner: Owner) =>
  (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();

/** Whether the sandbox holds a payout sent for our payout `payoutId` (among its newest 40). */
async function atSandbox(payoutId: string): Promise<boolean> {
  const { json } = await callApi(t.sandbox.apiUrl, SANDBOX_KEYS.secretKey, 'GET', '/payouts');
  const listed = json.payouts as PayoutJson[];
  return listed.some((payout) => payout.metadata?.payout_id === payoutId);
}

/** The real client over HTTP to this test's sandbox, with other options. */
const gatewayWith = (options: Partial<MoyasarGatewayOptions>): PaymentGateway =>
  createMoyasarGateway({
    apiUrl: t.sandbox.apiUrl,
    secretKey: SANDBOX_KEYS.secretKey,
    payoutAccountId: SANDBOX_KEYS.payoutAccountId,
    webhookSecret: 'unused',
    ...options,
  });

/** A new owner's payout the gateway made, its answer lost: still requested here. */
async function payoutWithLostAnswer(): Promise<{ owner: Owner; asked: PayoutSummary }> {
  const owner = await newOwner();
  await settledEarning(owner.user);
  const asked = await payoutLeftRequested(owner);
  // A run whose client gives up after 100 ms, and a gateway that makes the payout after 400 ms.
  t.sandbox.control.failNext({ method: 'POST', path: '/v1/payouts', delayMs: 400 });
  const impatient = { db: db(), gateway: gatewayWith({ timeoutMs: 100 }) };
  await expect(sendPayout(impatient, asked.id, { triedBefore: true })).rejects.toThrow(GatewayError);
  expect(await payoutRow(asked.id)).toMatchObject({ status: 'requested', gatewayPayoutId: null });
  await until(() => atSandbox(asked.id));
  return { owner, asked };
}

describe('a payout whose sending went wrong', () => {
  it('leaves a payout requested while the gateway cannot be reached, and says why', async () => {
    const owner = await newOwner();
    await settledEarning(owner.user);
    const asked = await payoutLeftRequested(owner);
    expect((await payoutRow(asked.id)).message).toMatch(/^unavailable: /);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `payout.send:${asked.id}`));
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await earningsOf(owner)).toMatchObject({ available: 0, inTransit: asked.amount });
    await sendAgain();
    expect(await payoutRow(asked.id)).toMatchObject({ status: 'sent' });
    await followNow();
    expect(await payoutRow(asked.id)).toMatchObject({ status: 'paid' });
    await expectLedgerSound(db());
  });

  it('finds a payout the gateway made but whose answer was lost, and books what became of it', async () => {
    const { owner, asked } = await payoutWithLostAnswer();
    // The next run sends it again; the gateway refuses the repeated number, and the payout is found.
    await sendAgain();
    const found = await payoutRow(asked.id);
    expect(found).toMatchObject({ status: 'paid', failureReason: null });
    const atGateway = await gateway().fetchPayout(found.gatewayPayoutId ?? '');
    expect(atGateway).toMatchObject({ number: found.number });
    expect(atGateway.metadata).toMatchObject({ payout_id: asked.id });
    expect(await earningsOf(owner)).toMatchObject({ available: 0, inTransit: 0, paidOut: asked.amount });
    await expectLedgerSound(db());
  });

  it('finds a payout whose answer was lost though its second sending is refused for another reason', async () => {
    const { owner, asked } = await payoutWithLostAnswer();
    // The mobile number removed since: the retry is refused for it before its number is looked at.
    await db().update(users).set({ phone: null }).where(eq(users.id, owner.user.id));
    await sendAgain();
    expect(await payoutRow(asked.id)).toMatchObject({ status: 'paid' });
    expect(await earningsOf(owner)).toMatchObject({ available: 0, inTransit: 0, paidOut: asked.amount });
    await expectLedgerSound(db());
  });

  it('never fails a payout because the list of payouts could not be read', async () => {
    const { owner, asked } = await payoutWithLostAnswer();
    t.sandbox.control.failNext({ method: 'GET', path: '/v1/payouts', status: 404 });
    await sendAgain();
    const waiting = await payoutRow(asked.id);
    expect(waiting).toMatchObject({ status: 'requested' });
    expect(waiting.message).toContain('The list of payouts');
    await sendAgain();
    expect(await payoutRow(asked.id)).toMatchObject({ status: 'paid' });
    expect(await earningsOf(owner)).toMatchObject({ available: 0, inTransit: 0 });
    await expectLedgerSound(db());
  });

  it('fails a payout the gateway refuses, and returns its money to the balance', async () => {
    const owner = await newOwner();
    await settledEarning(owner.user);
    const asked = await payoutLeftRequested(owner);
    // The mobile number was removed since: the bank destination lacks it, and Moyasar refuses it.
    await db().update(users).set({ phone: null }).where(eq(users.id, owner.user.id));
    await sendAgain();
    const failed = await payoutRow(asked.id);
    expect(failed).toMatchObject({ status: 'failed', gatewayPayoutId: null });
    expect(failed.failureReason).toContain('destination.mobile');
    // The payout failed; its job did what it could and is done.
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `payout.send:${asked.id}`));
    expect(job?.state).toBe('done');
    expect(await earningsOf(owner)).toMatchObject({ available: asked.amount, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db());
  });

  it('fails a payout whose number another payout at the gateway holds', async () => {
    const owner = await newOwner();
    await settledEarning(owner.user);
    const asked = await payoutLeftRequested(owner);
    const row = await payoutRow(asked.id);
    // As after the database was restored from a backup older than the last payouts sent.
    await gateway().sendPayout({
      amount: 100,
      number: row.number,
      iban: freshIban(),
      holderName: 'Someone Else',
      holderMobile: '0500000099',
      holderCity: 'Riyadh',
      comment: 'Another payout',
      metadata: { payout_id: crypto.randomUUID() },
    });
    await sendAgain();
    const failed = await payoutRow(asked.id);
    expect(failed).toMatchObject({ status: 'failed', gatewayPayoutId: null });
    expect(failed.failureReason).toContain('another payout');
    expect(await earningsOf(owner)).toMatchObject({ available: asked.amount, inTransit: 0 });
    await expectLedgerSound(db());
  });

  it('gives a newer payout its turn while twenty older ones keep failing, then sends those too', async () => {
    const owner = await newOwner();
    const made: Awaited<ReturnType<typeof payoutRow>>[] = [];
    for (let n = 0; n < 21; n += 1) {
      await settledEarning(owner.user);
      made.push(
        await db().transaction((tx) => requestPayout(tx, owner.user.id, crypto.randomUUID(), policy())),
      );
    }
    const newest = made.at(-1)?.id ?? '';
    // The gateway cannot be reached about the twenty older ones: each has a job of its own, tried
    // again after its own backoff, and none holds back the newest.
    for (let n = 0; n < 20; n += 1) {
      t.sandbox.control.failNext({ method: 'POST', path: '/v1/payouts', status: 503 });
    }
    await t.drainJobs();
    expect(await payoutRow(newest)).toMatchObject({ status: 'sent' });
    const stuck = await stillRequested(owner);
    expect(stuck).toHaveLength(20);
    expect(stuck.every(({ message }) => message?.startsWith('unavailable: '))).toBe(true);

    // Once the gateway answers about them, their retries send them all.
    await sendAgain();
    expect(await stillRequested(owner)).toEqual([]);
    await expectLedgerSound(db());
  });
});

describe('the weekly payout', () => {
  /** `count` owners whose ids sort before any random one, each with a payout account a week old and more. */
  async function ownersFirstInLine(from: number, count: number, phone: string | null): Promise<User[]> {
    const owners: User[] = [];
    for (let n = from; n < from + count; n += 1) {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      const owner = await createUser(db(), {
        id,
        phone,
        city: 'Riyadh',
        firstName: 'Owner',
        lastName: 'First',
      });
      // Written straight in: the fixture is the many owners, not how each saved an IBAN.
      await db()
        .insert(payoutAccounts)
        .values({ userId: owner.id, iban: freshIban(), holderName: 'Owner First' });
      owners.push(owner);
    }
    return owners;
  }
  const ageAccounts = () =>
    db().execute(sql`UPDATE payout_accounts SET iban_since = now() - interval '8 days'`);

  it('pays an owner with money behind more owners than a pass takes who have nothing to pay out', async () => {
    await ownersFirstInLine(1, 100, '0500000001');
    const owner = await newOwner();
    await settledEarning(owner.user);
    await ageAccounts();
    expect(await payOutWeekly(db(), policy())).toBe(1);
    expect(await earningsOf(owner)).toMatchObject({ available: 0 });
    expect(await payOutWeekly(db(), policy())).toBe(0);
    await t.drainJobs();
    await expectLedgerSound(db());
  });

  it('passes over owners with money but no Saudi mobile number, who cannot be paid, to pay those after', async () => {
    const unpayable = await ownersFirstInLine(101, 100, null);
    for (const owner of unpayable) await settledEarning(owner);
    const owner = await newOwner();
    await settledEarning(owner.user);
    await ageAccounts();
    expect(await payOutWeekly(db(), policy())).toBe(1);
    expect(await earningsOf(owner)).toMatchObject({ available: 0 });
    await expectLedgerSound(db());
  });
});

describe('a payout the bank returns after paying it', () => {
  it('is seen by its follow-up, back in the balance, and the books stay sound', async () => {
    const owner = await newOwner();
    await settledEarning(owner.user);
    const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    await t.drainJobs();
    await followNow();
    const paid = await payoutRow(asked.json<PayoutSummary>().id);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid.paidAt).not.toBeNull();
    // Followed again for a week in case the bank sends it back.
    const [follow] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `payout.follow:${paid.id}`));
    expect(follow).toMatchObject({ state: 'queued' });
    expect(follow?.runAt.getTime()).toBeGreaterThan(Date.now() + 20 * 60 * 60_000);
    const amount = paid.amountHalalas;
    expect(await earningsOf(owner)).toMatchObject({ available: 0, paidOut: amount });

    t.sandbox.control.returnPayout(paid.gatewayPayoutId ?? '');
    await followNow();
    expect(await payoutRow(paid.id)).toMatchObject({ status: 'returned' });
    expect(await earningsOf(owner)).toMatchObject({ available: amount, paidOut: 0, inTransit: 0 });
    await expectLedgerSound(db());
  });
});

describe('the earnings screen', () => {
  it('never asks the gateway, however often it is loaded: the follow-up job does', async () => {
    const owner = await newOwner();
    await settledEarning(owner.user);
    const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    expect(asked.json()).toMatchObject({ status: 'requested' });
    await t.drainJobs();
    const id = asked.json<PayoutSummary>().id;
    // Any question about the payout meets this fault; none may come from the screen.
    t.sandbox.control.failNext({ method: 'GET', path: '/v1/payouts/', status: 503 });
    for (let n = 0; n < 3; n += 1) {
      const loaded = await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) });
      expect(loaded.statusCode).toBe(200);
      expect(loaded.headers['cache-control']).toBe('private, no-store');
      expect(loaded.json<Earnings>().payouts.find((payout) => payout.id === id)?.status).toBe('sent');
    }
    const gatewayPayoutId = (await payoutRow(id)).gatewayPayoutId ?? '';
    const untouched = await gateway()
      .fetchPayout(gatewayPayoutId)
      .catch((error: unknown) => error);
    expect(untouched).toBeInstanceOf(GatewayError);
    expect(untouched).toMatchObject({ kind: 'unavailable', status: 503 });

    // Its follow-up asks, and the payout is booked paid.
    await followNow();
    const later = await earningsOf(owner);
    expect(later.payouts.find((payout) => payout.id === id)?.status).toBe('paid');
    expect(later).toMatchObject({ inTransit: 0, paidOut: asked.json<PayoutSummary>().amount });
    await expectLedgerSound(db());
  });
});
