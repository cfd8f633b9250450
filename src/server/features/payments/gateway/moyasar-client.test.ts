/**
 * The Moyasar client against the sandbox over HTTP: the payer's way through the hosted page is
 * played by plain HTTP requests, as a browser without scripts makes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { type RunningSandbox, SANDBOX_KEYS, startMoyasarSandbox } from '../sandbox/sandbox';
import {
  callApi,
  getPage,
  locationOf,
  type Payer,
  paymentFormOf,
  payOnPage,
  postForm,
} from '../sandbox/sandbox.test-helpers';
import { CLOSED_ACCOUNT_IBAN } from '../sandbox/test-outcomes';
import {
  type CreatePayoutInput,
  GatewayError,
  type PaymentGateway,
  SequenceNumberUsedError,
} from './gateway';
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
  });
});
afterAll(() => sandbox.close());

const newInvoice = (amount = 35_000) =>
  gateway.createInvoice({
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
      status: 'initiated',
      amount: 35_000,
      currency: 'SAR',
      url: `${sandbox.url}/invoices/${invoice.id}`,
      payments: [],
      metadata: { booking_id: '7' },
    });
    expect(await gateway.fetchInvoice(invoice.id)).toEqual(invoice);
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

    const fetched = await gateway.fetchInvoice(invoice.id);
    expect(fetched.status).toBe(status === 'paid' ? 'paid' : 'initiated');
    const [payment] = fetched.payments;
    expect(payment).toMatchObject({ status, message, method: company, last4: number.slice(-4) });
    expect(await gateway.fetchPayment(payment!.id)).toEqual(payment);
  });

  it('lets the payer try another card after a decline, on the same page', async () => {
    const invoice = await newInvoice();
    const declined = await pay(invoice.url, { method: 'creditcard', number: '4201320000013020' });
    expect(declined.url.startsWith(invoice.url)).toBe(true);
    expect(declined.html).toContain('UNSPECIFIED FAILURE');
    const approved = await pay(invoice.url, { method: 'creditcard', number: '4201320111111010' });
    expect(approved.url).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    const fetched = await gateway.fetchInvoice(invoice.id);
    expect(fetched.status).toBe('paid');
    expect(fetched.payments.map((payment) => payment.status).sort()).toEqual(['failed', 'paid']);
  });

  it('fails the payment when the payer fails 3-D Secure', async () => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'creditcard', number: '4201320111111010', decision: 'fail' });
    const [payment] = (await gateway.fetchInvoice(invoice.id)).payments;
    expect(payment).toMatchObject({ status: 'failed', message: '3-D Secure transaction attempt failed' });
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
    expect((await gateway.fetchInvoice(invoice.id)).payments).toHaveLength(1);
  });

  it('redirects a paid page to the success address, and takes no second payment', async () => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'creditcard', number: '4111111111111111' });
    expect(locationOf(await getPage(invoice.url))).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    const form = { method: 'creditcard', given_id: crypto.randomUUID(), number: '4111111111111111' };
    expect(locationOf(await postForm(invoice.url, form))).toBe(`${SUCCESS_URL}?invoice_id=${invoice.id}`);
    expect((await gateway.fetchInvoice(invoice.id)).payments).toHaveLength(1);
  });

  it('cancels an unpaid invoice, which then takes no payment; a paid one is refused', async () => {
    const invoice = await newInvoice();
    expect(await gateway.cancelInvoice(invoice.id)).toMatchObject({ id: invoice.id, status: 'canceled' });
    const page = await getPage(`${invoice.url}?lang=en`);
    expect(await page.text()).toContain('This invoice was canceled.');

    const paid = await newInvoice();
    await pay(paid.url, { method: 'creditcard', number: '4201320111111010' });
    const error = await errorOf(gateway.cancelInvoice(paid.id));
    expect(error).toMatchObject({ kind: 'refused', status: 400, type: 'invalid_request_error' });
  });

  it('reports an invoice past its expiry as expired, and its page says so', async () => {
    const invoice = await gateway.createInvoice({
      amount: 10_000,
      description: 'Tent',
      successUrl: SUCCESS_URL,
      backUrl: BACK_URL,
      expiresAt: new Date(now().getTime() + 15 * 60_000),
      metadata: {},
    });
    clock.shift += 16 * 60_000;
    expect((await gateway.fetchInvoice(invoice.id)).status).toBe('expired');
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
    const [payment] = (await gateway.fetchInvoice(invoice.id)).payments;
    expect(payment).toMatchObject({ status, message, method: 'stcpay', last4: null });
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
    const [payment] = (await gateway.fetchInvoice(invoice.id)).payments;
    expect(payment).toMatchObject({ status, message, method: 'applepay' });
  });
});

describe('refunds', () => {
  async function paidPaymentId(amount = 35_000): Promise<string> {
    const invoice = await newInvoice(amount);
    await pay(invoice.url, { method: 'creditcard', number: '4201320111111010' });
    return (await gateway.fetchInvoice(invoice.id)).payments[0]!.id;
  }

  it('refunds a payment in full', async () => {
    const id = await paidPaymentId();
    expect(await gateway.refundPayment(id, 35_000)).toMatchObject({
      id,
      status: 'refunded',
      refunded: 35_000,
    });
  });

  it('refunds in parts until nothing is left, and refuses more', async () => {
    const id = await paidPaymentId();
    expect(await gateway.refundPayment(id, 10_000)).toMatchObject({ status: 'refunded', refunded: 10_000 });
    expect(await gateway.refundPayment(id, 5000)).toMatchObject({ status: 'refunded', refunded: 15_000 });
    const error = await errorOf(gateway.refundPayment(id, 20_001));
    expect(error).toMatchObject({ kind: 'refused', status: 400, type: 'invalid_request_error' });
    expect(error.message).toContain('amount');
    expect((await gateway.fetchPayment(id)).refunded).toBe(15_000);
  });

  it('refuses to refund a payment that failed', async () => {
    const invoice = await newInvoice();
    await pay(invoice.url, { method: 'creditcard', number: '4201320000013020' });
    const { id } = (await gateway.fetchInvoice(invoice.id)).payments[0]!;
    expect(await errorOf(gateway.refundPayment(id, 100))).toMatchObject({ kind: 'refused', status: 400 });
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

/** The gateway's payouts list, which the Moyasar client always has. */
function listPayoutsOf(of: PaymentGateway, page: number) {
  if (!of.listPayouts) throw new Error('The Moyasar client lists payouts');
  return of.listPayouts(page);
}
const listPayouts = (page: number) => listPayoutsOf(gateway, page);

describe('payouts', () => {
  let sequence = 1000_0000_0000_0000;
  const nextSequence = () => String(sequence++);
  const payout = (overrides: Partial<CreatePayoutInput> = {}): CreatePayoutInput => ({
    amount: 30_000,
    sequenceNumber: nextSequence(),
    iban: 'SA5330400108057386290014',
    holderName: 'Faisal Alghurayri',
    holderMobile: '0555555555',
    holderCity: 'Riyadh',
    comment: 'Ajjir payout 12',
    metadata: { payout_id: '12' },
    ...overrides,
  });
  it('sends a payout, which is paid once it settles', async () => {
    const created = await gateway.createPayout(payout());
    expect(created).toMatchObject({
      status: 'initiated',
      amount: 30_000,
      message: 'Payment was received, please check back after 5 minutes',
      failureReason: null,
    });
    expect(await gateway.fetchPayout(created.id)).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('fails a payout to the closed account (a sandbox rule)', async () => {
    const created = await gateway.createPayout(payout({ iban: CLOSED_ACCOUNT_IBAN }));
    expect(await gateway.fetchPayout(created.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Account closed',
    });
  });

  it('refuses a sequence number already used, so a retried send pays once', async () => {
    const sequenceNumber = nextSequence();
    await gateway.createPayout(payout({ sequenceNumber }));
    const error = await errorOf(gateway.createPayout(payout({ sequenceNumber })));
    expect(error).toMatchObject({ kind: 'refused', status: 400, message: 'Sequence number is already used' });
    // Told apart from other refusals: the payout may be the caller's own, its answer lost.
    expect(error).toBeInstanceOf(SequenceNumberUsedError);
  });

  it('refuses an IBAN that is not a valid Saudi one', async () => {
    const error = await errorOf(gateway.createPayout(payout({ iban: 'SA0000' })));
    expect(error).toMatchObject({ kind: 'refused', status: 400 });
    expect(error.message).toContain('destination.iban');
    expect(error).not.toBeInstanceOf(SequenceNumberUsedError);
  });

  it('lists payouts page by page, newest first, each with its sequence number and metadata', async () => {
    const sent = [];
    for (let n = 0; n < 41; n += 1)
      sent.push(await gateway.createPayout(payout({ metadata: { payout_id: `p${n}` } })));
    const first = await listPayouts(1);
    expect(first.payouts).toHaveLength(40);
    expect(first.payouts[0]).toMatchObject({
      id: sent.at(-1)?.id,
      sequenceNumber: sent.at(-1)?.sequenceNumber,
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
      fetch: async () => Response.json(example),
    });
    expect(await listPayoutsOf(fromExample, 1)).toEqual({
      payouts: [
        {
          id: '6da068c2-6cbe-4ad3-ab11-2deb61ec2ac9',
          status: 'initiated',
          amount: 20000,
          sequenceNumber: null,
          message: null,
          failureReason: null,
          metadata: null,
        },
      ],
      nextPage: null,
    });
  });

  it('refuses payouts when no payout account is set', async () => {
    const noAccount = createMoyasarGateway({ apiUrl: sandbox.apiUrl, secretKey: SANDBOX_KEYS.secretKey });
    const error = await errorOf(noAccount.createPayout(payout()));
    expect(error).toMatchObject({ kind: 'refused', status: null });
  });
});

describe('failures', () => {
  it('is refused with 401 on a wrong key', async () => {
    const wrong = createMoyasarGateway({ apiUrl: sandbox.apiUrl, secretKey: 'sk_test_wrong' });
    const error = await errorOf(wrong.fetchInvoice(crypto.randomUUID()));
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
    const error = await errorOf(gateway.fetchInvoice(invoice.id));
    expect(error).toMatchObject({ kind: 'unavailable', status });
    expect(await gateway.fetchInvoice(invoice.id)).toMatchObject({ id: invoice.id });
  });

  it('is unavailable when the answer takes longer than its time limit', async () => {
    const impatient = createMoyasarGateway({
      apiUrl: sandbox.apiUrl,
      secretKey: SANDBOX_KEYS.secretKey,
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
    });
    expect(await errorOf(nowhere.fetchInvoice('x'))).toMatchObject({ kind: 'unavailable', status: null });
  });
});
