/**
 * Ajjir against Moyasar as it is documented, where it differs from what was assumed before
 * (docs/decisions/0049-moyasar-fidelity.md): the least amount, a refusal told apart from silence,
 * a webhook that must be verified first, and what the owner may not see of the renter's payment.
 * Through the API, with the sandbox over HTTP.
 */
import type { Booking, ReconciliationState } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { bookings, jobs, refunds } from '../../db/schema';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { checkoutUrl, payForBooking, requestForNewItem } from '../../test/payments';
import { createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const db = () => t.database.db;
let nextDay = 30;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  owner = await createSignedInUser(t.app, db(), { phone: '0500000071', city: 'Riyadh' });
  renter = await createSignedInUser(t.app, db());
  admin = await createSignedInUser(t.app, db(), { isAdmin: true });
});
afterAll(() => t.close());

const unpaidRequest = (): Promise<Booking> => {
  nextDay += 3;
  return requestForNewItem(t, { ownerId: owner.user.id, renterCookie: renter.cookie }, nextDay);
};

describe('the least a payment may be', () => {
  it('refuses a request under 1.00 SAR when it is made, in its own words, writing nothing', async () => {
    const item = await createItem(db(), owner.user.id, { dailyRate: '0.50' });
    const start = addDays(todayInRiyadh(), 5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: start, endDate: addDays(start, 1) },
      ...as(renter.cookie),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'amount_too_small' });
    expect(await db().select().from(bookings).where(eq(bookings.itemId, item.id))).toEqual([]);
    expect(t.sandbox.control.invoices().some((invoice) => invoice.amount < 100)).toBe(false);
  });
});

describe('a refusal of the gateway', () => {
  it('is told as a refusal, never as a gateway that did not answer', async () => {
    const booking = await unpaidRequest();
    t.sandbox.control.failNext({ method: 'POST', path: '/v1/invoices', status: 400 });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/checkout`,
      ...as(renter.cookie),
    });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'gateway_refused' });
    // A gateway that did not answer is still told as one: the renter may try again.
    t.sandbox.control.failNext({ method: 'POST', path: '/v1/invoices', status: 503 });
    const silent = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/checkout`,
      ...as(renter.cookie),
    });
    expect(silent.json()).toMatchObject({ code: 'gateway_unavailable' });
  });
});

describe('what the owner sees of the renter’s payment', () => {
  it('shows the owner the payment, not the renter’s card brand and digits', async () => {
    const booking = await unpaidRequest();
    await payForBooking(t, booking.id, renter.cookie);
    const read = async (cookie: string) =>
      (await t.app.inject({ url: `/api/bookings/${booking.id}/money`, ...as(cookie) })).json();
    expect((await read(renter.cookie)).payment).toMatchObject({ method: 'mada', last4: '1010' });
    const forOwner = await read(owner.cookie);
    expect(forOwner.payment).toMatchObject({ status: 'paid', method: null, last4: null });
    expect(JSON.stringify(forOwner)).not.toContain('1010');
  });
});

describe('the webhook verification code', () => {
  const verificationEvent = (code: string, id = crypto.randomUUID()) => ({
    id,
    type: 'webhook_verification',
    created_at: new Date().toISOString(),
    secret_token: TEST_WEBHOOK_SECRET,
    account_name: 'Ajjir',
    data: { webhook_id: 'c4bc247d-5288-4673-9b40-39c082ac7fbb', verification_code: code },
  });
  const post = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body });
  const state = async (): Promise<ReconciliationState> =>
    (await t.app.inject({ url: '/api/admin/reconciliation', ...as(admin.cookie) })).json();

  it('is kept and shown to administrators, once however often it comes; a forged one is not', async () => {
    expect((await state()).webhookVerification).toBeNull();
    expect(
      (await post({ ...verificationEvent('111111'), secret_token: 'guessed-0000000000' })).statusCode,
    ).toBe(401);
    const event = verificationEvent('482913');
    for (let i = 0; i < 3; i += 1) expect((await post(event)).statusCode).toBe(200);
    await t.drainJobs();
    expect((await state()).webhookVerification).toMatchObject({
      webhookId: 'c4bc247d-5288-4673-9b40-39c082ac7fbb',
      code: '482913',
    });
    const logged = await db().select().from(jobs).where(eq(jobs.queue, 'payment.webhook_verification'));
    expect(logged.map((job) => [job.state, job.payload])).toEqual([
      ['done', { webhookId: 'c4bc247d-5288-4673-9b40-39c082ac7fbb', code: '482913' }],
    ]);
    const forRenter = await t.app.inject({ url: '/api/admin/reconciliation', ...as(renter.cookie) });
    expect(forRenter.statusCode).toBe(403);
  });

  it('arrives from the gateway before anything else when its webhook needs verifying', async () => {
    const { startMoyasarSandbox } = await import('../../../sandboxes/moyasar/sandbox');
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const sandbox = await startMoyasarSandbox({
      webhook: {
        url: `${address}/api/payments/webhook`,
        secretToken: TEST_WEBHOOK_SECRET,
        verification: 'required',
      },
    });
    try {
      await sandbox.control.announceWebhook();
      const [delivery] = sandbox.control.deliveries();
      expect(delivery).toMatchObject({ delivered: true, event: { type: 'webhook_verification' } });
      await t.drainJobs();
      const shown = (await state()).webhookVerification;
      expect(shown?.webhookId).toBe(sandbox.control.webhookId());
      expect(shown?.code).toMatch(/^\d{6}$/);
    } finally {
      await sandbox.close();
    }
  });
});

describe('a withdrawn or replaced request', () => {
  it('has its payment page closed at the gateway at once, not left payable for its 15 minutes', async () => {
    const withdrawn = await unpaidRequest();
    const withdrawnUrl = await checkoutUrl(t, withdrawn.id, renter.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${withdrawn.id}/cancel`,
      payload: {},
      ...as(renter.cookie),
    });
    expect(res.statusCode, res.body).toBe(200);

    // The same days asked again: the first request is replaced, its page closed too.
    const replaced = await unpaidRequest();
    const replacedUrl = await checkoutUrl(t, replaced.id, renter.cookie);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: replaced.itemId, startDate: replaced.startDate, endDate: replaced.endDate },
      ...as(renter.cookie),
    });
    expect(again.statusCode, again.body).toBe(201);

    await t.drainJobs();
    const statusOf = (url: string) =>
      t.sandbox.control.invoices().find((invoice) => url.includes(invoice.id))?.status;
    expect(statusOf(withdrawnUrl)).toBe('canceled');
    expect(statusOf(replacedUrl)).toBe('canceled');
    const cancels = t.sandbox.control
      .calls()
      .filter((call) => call.method === 'PUT' && call.path.endsWith('/cancel'));
    expect(cancels.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a second refund of one payment, which Moyasar’s documentation does not promise', () => {
  it('refused by the gateway: the refund stays owed, in the books and before an administrator', async () => {
    const booking = await unpaidRequest();
    await payForBooking(t, booking.id, renter.cookie);
    await t.drainJobs();
    t.sandbox.control.answerOtherwise({ secondRefund: true });
    try {
      const goodwill = await t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/refunds`,
        payload: { amount: 1000, reason: 'The tent arrived torn' },
        ...as(admin.cookie),
      });
      expect(goodwill.statusCode, goodwill.body).toBe(201);
      await t.drainJobs();
      const withdrawn = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/cancel`,
        payload: {},
        ...as(renter.cookie),
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      await t.drainJobs();
    } finally {
      t.sandbox.control.answerOtherwise({ secondRefund: false });
    }
    const owed = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    const second = owed.find((refund) => refund.reason !== 'admin');
    expect(second).toMatchObject({
      status: 'owed',
      lastError: expect.stringMatching(/already been refunded/),
    });
    const [failed] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'refund.send'), eq(jobs.key, `refund.send:${second?.id}`)));
    expect(failed?.state).toBe('failed');
    // Nothing lost: what is owed is still owed, and the ledger says so.
    const [owedNow] = await selectRows<{ total: string }>(
      db(),
      sql`SELECT coalesce(sum(e.amount_halalas), 0) AS total FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.booking_id = ${booking.id} AND e.account = 'refunds_owed'`,
    );
    expect(Number(owedNow?.total)).toBe(-(second?.amountHalalas ?? 0));
    await expectLedgerSound(db());
  });
});
