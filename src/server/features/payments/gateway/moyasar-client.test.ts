/**
 * The Moyasar client against the sandbox over HTTP: the payer's way through the hosted page is
 * played by plain HTTP requests, as a browser without scripts makes them. Moyasar's words (invoice,
 * its statuses, sequence numbers) are checked to come out in Ajjir's (gateway.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningSandbox,
  SANDBOX_KEYS,
  startMoyasarSandbox,
} from '../../../../sandboxes/moyasar/sandbox';
import {
  callApi,
  getPage,
  locationOf,
  type Payer,
  paymentFormOf,
  payOnPage,
  postForm,
} from '../../../../sandboxes/moyasar/sandbox.test-helpers';
import { CLOSED_ACCOUNT_IBAN } from '../../../../sandboxes/moyasar/test-outcomes';
import { CallInTransactionError, watchTransactions } from '../../../db/transaction-scope';
import { freePort } from '../../../test/free-port';
import { DuplicatePayoutError, GatewayError, type NewPayout, type PaymentGateway } from './gateway';
import { createMoyasarGateway } from './moyasar-client';

const SUCCESS_URL = 'http://app.test/bookings/7/payment/done';
const BACK_URL = 'http://app.test/bookings/7';

let sandbox: RunningSandbox;
let gateway: PaymentGateway;
/** The sandbox's clock: `shift` ms ahead of the real one (moved forward only), or held at `held`. */
const clock: { shift: number; held: Date | null } = { shift: 0, held: null };
const now = () => clock.held ?? new Date(Date.now() + clock.shift);
const inAnHour = () => new Date(now().getTime() + 3_600_000);

beforeAll(async () => {
  sandbox = await startMoyasarSandbox({ payoutSettleMs: 0, now });
  gateway = createMoyasarGateway({
    apiUrl: sandbox.apiUrl,
    secretKey: SANDBOX_KEYS.secretKey,
    payoutAccountId: SANDBOX_KEYS.payoutAccountId,
    webhookSecret: 'unused',
  });
});
afterAll(() => sandbox.close());

const newInvoice = (amount = 35_000) =>
  gateway.createPaymentPage({
    amount,
    description: 'Canon EOS R6 camera, 3 days',
    successUrl: SUCCESS_URL,
    backUrl: BACK_URL,
    expiresAt: inAnHour(),
    metadata: { booking_id: '7' },
  });

const pay = (url: string, payer: Payer) => payOnPage(url, payer, sandbox.url);

/** The error a call rejects with, for its fields to be checked. */
async function errorOf(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GatewayError)) throw new Error(`Expected a GatewayError, got ${String(error)}`);
  return error;
}

describe('invoices', () => {
  it('creates a hosted page that takes payments', async () => {
    const invoice = await newInvoice();
    expect(invoice).toEqual({
      id: expect.any(String),
      state: 'open',
      amount: 35_000,
      currency: 'SAR',
      url: `${sandbox.url}/invoices/${invoice.id}`,
      payments: [],
      metadata: { booking_id: '7' },
      raw: expect.objectContaining({ id: invoice.id, status: 'initiated' }),
    });
    expect(await gateway.fetchPaymentPage(invoice.id)).toEqual(invoice);
  });

  it.each([
    ['4201320111111010', 'paid', 'APPROVED', 'mada'],
    ['4201320000013020', 'failed', 'UNSPECIFIED FAILURE', 'mada'],
    ['4201320000311101', 'failed', 'INSUFFICIENT FUNDS', 'mada'],
    ['4111111111111111', 'paid', 'APPROVED', 'visa'],
    ['5421080101000000', 'paid', 'APPROVED', 'master'],
    ['5457210001000092', 'failed', 'INSUFFICIENT_FUNDS', 'master'],
    ['4000000000000002', 'failed', 'UNSPECIFIED FAILURE', 'visa'],
  ] as const)('card %s ends %s with "%s" after 3-D Secure', async (number, status, message, company) => {
    const invoice = await newInvoice();
    const visit = await pay(invoice.url, { method: 'creditcard', number });
    if (status === 'paid') expect(visit.url).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    else expect(visit.html).toContain(message);

    const fetched = await gateway.fetchPaymentPage(invoice.id);
    expect(fetched.state).toBe(status === 'paid' ? 'paid' : 'open');
    const [payment] = fetched.payments;
    expect(payment).toMatchObject({ state: status, message, method: company, last4: number.slice(-4) });
    expect(payment?.raw).toMatchObject({ status });
    expect(await gateway.fetchPayment(payment!.id)).toEqual(payment);
  });

  it('lets the payer try another card after a decline, on the same page', async () => {
    const invoice = await newInvoice();
    const declined = await pay(invoice.url, { method: 'creditcard', number: '4201320000013020' });
    expect(declined.url.startsWith(invoice.url)).toBe(true);
    expect(declined.html).toContain('UNSPECIFIED FAILURE');
    const approved = await pay(invoice.url, { method: 'creditcard', number: '4201320111111010' });
    expect(approved.url).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    const fetched = await gateway.fetchPaymentPage(invoice.id);
    expect(fetched.state).toBe('paid');
    expect(fetched.payments.map((payment) => payment.state).sort()).toEqual(['failed', 'paid']);
  });

  it('fails the payment when the payer fails 3-D Secure', async () => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'creditcard', number: '4201320111111010', decision: 'fail' });
    const [payment] = (await gateway.fetchPaymentPage(invoice.id)).payments;
    expect(payment).toMatchObject({ state: 'failed', message: '3-D Secure transaction attempt failed' });
  });

  it('makes one payment of a form submitted twice (given_id)', async () => {
    const invoice = await newInvoice();
    const form = paymentFormOf(await (await getPage(invoice.url)).text(), invoice.url, 'creditcard');
    const card = {
      name: 'Sara Alqahtani',
      number: '4201320111111010',
      month: '12',
      year: '2099',
      cvc: '123',
    };
    const first = locationOf(await postForm(form.action, { ...form.fields, ...card }));
    const second = locationOf(await postForm(form.action, { ...form.fields, ...card }));
    expect(second).toBe(first);
    expect((await gateway.fetchPaymentPage(invoice.id)).payments).toHaveLength(1);
  });

  it('redirects a paid page to the success address, and takes no second payment', async () => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'creditcard', number: '4111111111111111' });
    expect(locationOf(await getPage(invoice.url))).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    const form = { method: 'creditcard', given_id: crypto.randomUUID(), number: '4111111111111111' };
    expect(locationOf(await postForm(invoice.url, form))).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    expect((await gateway.fetchPaymentPage(invoice.id)).payments).toHaveLength(1);
  });

  it('closes an unpaid page (a canceled invoice), which then takes no payment; a paid one is refused', async () => {
    const invoice = await newInvoice();
    const closed = await gateway.closePaymentPage(invoice.id);
    expect(closed).toMatchObject({ id: invoice.id, state: 'closed', raw: { status: 'canceled' } });
    const page = await getPage(`${invoice.url}?lang=en`);
    expect(await page.text()).toContain('This invoice was canceled.');

    const paid = await newInvoice();
    await pay(paid.url, { method: 'creditcard', number: '4201320111111010' });
    const error = await errorOf(gateway.closePaymentPage(paid.id));
    expect(error).toMatchObject({ kind: 'refused', status: 400, type: 'invalid_request_error' });
  });

  it('reports an invoice past its expiry as expired, and its page says so', async () => {
    const invoice = await gateway.createPaymentPage({
      amount: 10_000,
      description: 'Tent',
      successUrl: SUCCESS_URL,
      backUrl: BACK_URL,
      expiresAt: new Date(now().getTime() + 15 * 60_000),
      metadata: {},
    });
    clock.shift += 16 * 60_000;
    expect(await gateway.fetchPaymentPage(invoice.id)).toMatchObject({
      state: 'closed',
      raw: { status: 'expired' },
    });
    expect(await (await getPage(`${invoice.url}?lang=en`)).text()).toContain('This invoice has expired.');
  });
});

describe('STC Pay', () => {
  it.each([
    ['0500000000', '123456', 'paid', 'Paid'],
    ['0500000000', '000000', 'paid', 'Paid'],
    ['0500000000', '111111', 'failed', 'Insufficient Balance.'],
    [
      '0500000000',
      '222222',
      'failed',
      'You have exceeded the allowed daily transaction limit for your STC Pay account.',
    ],
    ['0500000000', '999999', 'failed', 'Invalid OTP'],
    ['0515555555', null, 'failed', 'Mobile number is not registered to use the STC Pay service.'],
  ] as const)('mobile %s with OTP %s ends %s: %s', async (mobile, otp, status, message) => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'stcpay', mobile, otp: otp ?? undefined });
    const [payment] = (await gateway.fetchPaymentPage(invoice.id)).payments;
    expect(payment).toMatchObject({ state: status, message, method: 'stcpay', last4: null });
  });

  it('takes the OTP as JSON, as the SDKs send it, and answers the payment', async () => {
    const created = await callApi(sandbox.apiUrl, SANDBOX_KEYS.publishableKey, 'POST', '/payments', {
      amount: 5000,
      source: { type: 'stcpay', mobile: '0551234567' },
    });
    expect(created.status).toBe(201);
    const { transaction_url: url } = created.json.source as { transaction_url: string };
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otp_value: '123456' }),
    });
    expect(await answer.json()).toMatchObject({
      id: created.json.id,
      status: 'paid',
      source: { message: 'Paid' },
    });
  });
});

describe('Apple Pay', () => {
  it.each([
    [25_000, 'paid', 'APPROVED'],
    [105_000, 'failed', 'UNSPECIFIED FAILURE'],
    [115_000, 'failed', 'INSUFFICIENT FUNDS'],
    [165_000, 'failed', 'DECLINED: STOLEN CARD'],
    [50_000, 'failed', 'UNSPECIFIED FAILURE'],
  ] as const)('an amount of %i halalas ends %s: %s', async (amount, status, message) => {
    const invoice = await newInvoice(amount);
    await pay(invoice.url, { method: 'applepay' });
    const [payment] = (await gateway.fetchPaymentPage(invoice.id)).payments;
    expect(payment).toMatchObject({ state: status, message, method: 'applepay' });
  });
});

describe('refunds', () => {
  async function paidPaymentId(amount = 35_000): Promise<string> {
    const invoice = await newInvoice(amount);
    await pay(invoice.url, { method: 'creditcard', number: '4201320111111010' });
    return (await gateway.fetchPaymentPage(invoice.id)).payments[0]!.id;
  }

  it('refunds a payment in full', async () => {
    const id = await paidPaymentId();
    // Moyasar calls it refunded; the money moved all the same, and how much came back is `refunded`.
    expect(await gateway.refund(id, 35_000)).toMatchObject({
      id,
      state: 'paid',
      refunded: 35_000,
      raw: { status: 'refunded' },
    });
  });

  it('refunds in parts until nothing is left, and refuses more', async () => {
    const id = await paidPaymentId();
    expect(await gateway.refund(id, 10_000)).toMatchObject({ state: 'paid', refunded: 10_000 });
    expect(await gateway.refund(id, 5000)).toMatchObject({ state: 'paid', refunded: 15_000 });
    const error = await errorOf(gateway.refund(id, 20_001));
    expect(error).toMatchObject({ kind: 'refused', status: 400, type: 'invalid_request_error' });
    expect(error.message).toContain('amount');
    expect((await gateway.fetchPayment(id)).refunded).toBe(15_000);
  });

  it('refuses to refund a payment that failed', async () => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'creditcard', number: '4201320000013020' });
    const { id } = (await gateway.fetchPaymentPage(invoice.id)).payments[0]!;
    expect(await errorOf(gateway.refund(id, 100))).toMatchObject({ kind: 'refused', status: 400 });
  });
});

describe('listing payments', () => {
  afterAll(() => {
    clock.held = null;
  });

  it('lists the payments made in [from, to), newest first, 40 a page', async () => {
    clock.shift += 24 * 3_600_000;
    const from = now();
    const to = new Date(from.getTime() + 60_000);
    const makeAt = async (at: Date) => {
      clock.held = at;
      const body = {
        amount: 25_000,
        source: { type: 'applepay', token: 'x' },
        description: at.toISOString(),
      };
      const { json } = await callApi(sandbox.apiUrl, SANDBOX_KEYS.secretKey, 'POST', '/payments', body);
      return json.id as string;
    };
    const before = await makeAt(new Date(from.getTime() - 1));
    const inside: string[] = [];
    for (let i = 0; i < 42; i++) inside.push(await makeAt(new Date(from.getTime() + i * 1000)));
    const after = await makeAt(to);
    clock.held = null;

    const first = await gateway.listPayments({ createdFrom: from, createdTo: to, page: 1 });
    const second = await gateway.listPayments({ createdFrom: from, createdTo: to, page: 2 });
    expect(first.nextPage).toBe(2);
    expect(second.nextPage).toBeNull();
    const listed = [...first.payments, ...second.payments].map((payment) => payment.id);
    expect(listed).toEqual([...inside].reverse());
    expect(listed).not.toContain(before);
    expect(listed).not.toContain(after);
  });
});

describe('payment statuses', () => {
  it('reads every status Moyasar documents, and one it may add, without failing the list', async () => {
    // At a moment of their own, so that the list below holds these payments only.
    const at = new Date(now().getTime() + 10 * 86_400_000);
    clock.held = at;
    const made: Record<string, string> = {};
    for (const status of [
      'initiated',
      'paid',
      'authorized',
      'failed',
      'refunded',
      'captured',
      'voided',
      'verified',
      'abandoned',
    ]) {
      const { json } = await callApi(sandbox.apiUrl, SANDBOX_KEYS.secretKey, 'POST', '/payments', {
        amount: 25_000,
        source: { type: 'applepay', token: 'x' },
        description: `status ${status}`,
      });
      sandbox.control.setPaymentStatus(String(json.id), status);
      made[status] = String(json.id);
    }
    const states = Object.fromEntries(
      await Promise.all(
        Object.entries(made).map(async ([status, id]) => [status, (await gateway.fetchPayment(id)).state]),
      ),
    );
    expect(states).toEqual({
      initiated: 'pending',
      paid: 'paid',
      authorized: 'authorised',
      failed: 'failed',
      refunded: 'paid',
      captured: 'paid',
      voided: 'voided',
      verified: 'verified',
      abandoned: 'unknown',
    });
    // A whole page of the list, the new status on it, reads.
    clock.held = null;
    const listed = await gateway.listPayments({
      createdFrom: at,
      createdTo: new Date(at.getTime() + 1),
      page: 1,
    });
    expect(listed.payments).toHaveLength(9);
    expect(listed.payments.find((payment) => payment.id === made.abandoned)).toMatchObject({
      state: 'unknown',
      raw: expect.objectContaining({ status: 'abandoned' }),
    });
    expect(listed.payments.find((payment) => payment.id === made.verified)?.state).toBe('verified');
  });
});

/** The gateway's payouts list, which the Moyasar client always has. */
function listPayoutsOf(of: PaymentGateway, page: number) {
  if (!of.listPayouts) throw new Error('The Moyasar client lists payouts');
  return of.listPayouts(page);
}
const listPayouts = (page: number) => listPayoutsOf(gateway, page);

describe('payouts', () => {
  let sequence = 1000_0000_0000;
  const nextNumber = () => sequence++;
  const payout = (overrides: Partial<NewPayout> = {}): NewPayout => ({
    amount: 30_000,
    number: nextNumber(),
    iban: 'SA5330400108057386290014',
    holderName: 'Faisal Alghurayri',
    holderMobile: '0555555555',
    holderCity: 'Riyadh',
    comment: 'Ajjir payout 12',
    metadata: { payout_id: '12' },
    ...overrides,
  });
  it('sends a payout, which is paid once it settles', async () => {
    const created = await gateway.sendPayout(payout());
    expect(created).toMatchObject({
      state: 'pending',
      amount: 30_000,
      message: 'Payment was received, please check back after 5 minutes',
      failureReason: null,
    });
    expect(await gateway.fetchPayout(created.id)).toMatchObject({ state: 'paid', failureReason: null });
  });

  it('fails a payout to the closed account (a sandbox rule)', async () => {
    const created = await gateway.sendPayout(payout({ iban: CLOSED_ACCOUNT_IBAN }));
    expect(await gateway.fetchPayout(created.id)).toMatchObject({
      state: 'failed',
      failureReason: 'Account closed',
    });
  });

  it("sends the payout's number as a 16-digit sequence number, and refuses it used again, so a retried send pays once", async () => {
    const number = nextNumber();
    const sent = await gateway.sendPayout(payout({ number }));
    expect(sent.raw).toMatchObject({ sequence_number: String(number).padStart(16, '0') });
    expect(sent.number).toBe(number);
    const error = await errorOf(gateway.sendPayout(payout({ number })));
    expect(error).toMatchObject({ kind: 'refused', status: 400, message: 'Sequence number is already used' });
    // Told apart from other refusals: the payout may be the caller's own, its answer lost.
    expect(error).toBeInstanceOf(DuplicatePayoutError);
  });

  it('knows a used sequence number whatever words the refusal has, by finding the payout sent', async () => {
    // Moyasar documents no answer for a used sequence number: here the other one, a bare 409.
    sandbox.control.answerOtherwise({ usedSequence: true });
    try {
      const number = nextNumber();
      await gateway.sendPayout(payout({ number }));
      const error = await errorOf(gateway.sendPayout(payout({ number })));
      expect(error).toMatchObject({ kind: 'refused', status: 409 });
      expect(error).toBeInstanceOf(DuplicatePayoutError);
      // A refusal of a payout never sent stays an ordinary refusal.
      const other = await errorOf(gateway.sendPayout(payout({ iban: 'SA0000' })));
      expect(other).not.toBeInstanceOf(DuplicatePayoutError);
    } finally {
      sandbox.control.answerOtherwise({ usedSequence: false });
    }
  });

  it('refuses an IBAN that is not a valid Saudi one', async () => {
    const error = await errorOf(gateway.sendPayout(payout({ iban: 'SA0000' })));
    expect(error).toMatchObject({ kind: 'refused', status: 400 });
    expect(error.message).toContain('destination.iban');
    expect(error).not.toBeInstanceOf(DuplicatePayoutError);
  });

  it('lists payouts page by page, newest first, each with its number and metadata', async () => {
    const sent = [];
    for (let n = 0; n < 41; n += 1)
      sent.push(await gateway.sendPayout(payout({ metadata: { payout_id: `p${n}` } })));
    const first = await listPayouts(1);
    expect(first.payouts).toHaveLength(40);
    expect(first.payouts[0]).toMatchObject({
      id: sent.at(-1)?.id,
      number: sent.at(-1)?.number,
      metadata: { payout_id: 'p40' },
    });
    expect(first.nextPage).toBe(2);
    const rest = await listPayouts(2);
    expect(rest.payouts.map((listed) => listed.id)).toContain(sent[0]?.id);
    expect(rest.nextPage).toBeNull();
  });

  it("reads a listed payout without sequence number or metadata, as Moyasar's example of the list shows one", async () => {
    const example = {
      payouts: [
        { id: '6da068c2-6cbe-4ad3-ab11-2deb61ec2ac9', status: 'initiated', amount: 20000, message: null },
      ],
      meta: { current_page: 1, next_page: null },
    };
    const fromExample = createMoyasarGateway({
      apiUrl: sandbox.apiUrl,
      secretKey: SANDBOX_KEYS.secretKey,
      webhookSecret: 'unused',
      fetch: async () => Response.json(example),
    });
    expect(await listPayoutsOf(fromExample, 1)).toEqual({
      payouts: [
        {
          id: '6da068c2-6cbe-4ad3-ab11-2deb61ec2ac9',
          state: 'pending',
          amount: 20000,
          number: null,
          message: null,
          failureReason: null,
          metadata: null,
          raw: expect.objectContaining({ status: 'initiated' }),
        },
      ],
      nextPage: null,
    });
  });

  it('refuses payouts when no payout account is set', async () => {
    const noAccount = createMoyasarGateway({
      apiUrl: sandbox.apiUrl,
      secretKey: SANDBOX_KEYS.secretKey,
      webhookSecret: 'unused',
    });
    const error = await errorOf(noAccount.sendPayout(payout()));
    expect(error).toMatchObject({ kind: 'refused', status: null });
  });
});

describe('failures', () => {
  it('is refused with 401 on a wrong key', async () => {
    const wrong = createMoyasarGateway({
      apiUrl: sandbox.apiUrl,
      secretKey: 'sk_test_wrong',
      webhookSecret: 'unused',
    });
    const error = await errorOf(wrong.fetchPaymentPage(crypto.randomUUID()));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 401,
      type: 'authentication_error',
      message: 'Invalid authorization credentials',
    });
  });

  it('is refused with 404 for an object that is not there', async () => {
    const error = await errorOf(gateway.fetchPayment(crypto.randomUUID()));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 404,
      type: 'api_error',
      message: 'Object not found',
    });
  });

  it.each([503, 500, 429])('is unavailable on a %i', async (status) => {
    sandbox.control.failNext({ method: 'GET', path: '/v1/invoices/', status });
    const invoice = await newInvoice();
    const error = await errorOf(gateway.fetchPaymentPage(invoice.id));
    expect(error).toMatchObject({ kind: 'unavailable', status });
    expect(await gateway.fetchPaymentPage(invoice.id)).toMatchObject({ id: invoice.id });
  });

  it('is unavailable when the answer takes longer than its time limit', async () => {
    const impatient = createMoyasarGateway({
      apiUrl: sandbox.apiUrl,
      secretKey: SANDBOX_KEYS.secretKey,
      webhookSecret: 'unused',
      timeoutMs: 200,
    });
    sandbox.control.failNext({ path: /^\/v1\/payments\//, delayMs: 2000 });
    const error = await errorOf(impatient.fetchPayment(crypto.randomUUID()));
    expect(error).toMatchObject({ kind: 'unavailable', status: null });
    expect(error.message).toContain('200 ms');
  });

  it('is unavailable when nothing listens', async () => {
    const nowhere = createMoyasarGateway({
      apiUrl: `http://127.0.0.1:${await freePort()}/v1`,
      secretKey: 'x',
      webhookSecret: 'unused',
    });
    expect(await errorOf(nowhere.fetchPaymentPage('x'))).toMatchObject({ kind: 'unavailable', status: null });
  });

  it('refuses to call the gateway inside a database transaction, before sending anything', async () => {
    // A stand-in for a database handle: what matters is the transaction it marks (db/transaction-scope.ts).
    const db = watchTransactions({
      transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}),
    });
    let sent = 0;
    const counting = createMoyasarGateway({
      apiUrl: sandbox.apiUrl,
      secretKey: SANDBOX_KEYS.secretKey,
      webhookSecret: 'unused',
      fetch: async () => {
        sent += 1;
        return Response.json({ type: 'api_error', message: 'Object not found' }, { status: 404 });
      },
    });
    const inside = db.transaction(() => counting.fetchPayment('pay_1'));
    await expect(inside).rejects.toBeInstanceOf(CallInTransactionError);
    expect(sent).toBe(0);
    // The same call outside is made.
    expect(await errorOf(counting.fetchPayment('pay_1'))).toMatchObject({ kind: 'refused', status: 404 });
    expect(sent).toBe(1);
  });
});
