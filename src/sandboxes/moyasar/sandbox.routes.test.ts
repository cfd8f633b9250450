/**
 * The sandbox mounted under a prefix in a host app, as the app mounts it, through `inject`: its
 * error shapes, keys, validation, pages and their Content Security Policy.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moyasarSandbox, SANDBOX_KEYS, type SandboxControl } from './sandbox';

const PREFIX = '/sandbox/moyasar';
const PUBLIC_BASE = `http://localhost:3000${PREFIX}`;
const HOST_POLICY = "default-src 'self'; script-src 'self'";

let app: FastifyInstance;
let control: SandboxControl;
const clock = { at: new Date('2026-11-26T10:00:00.000Z') };

beforeAll(async () => {
  app = Fastify({ logger: false });
  // As the app's security headers do on every page it serves.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', HOST_POLICY);
  });
  await app.register(moyasarSandbox, {
    prefix: PREFIX,
    publicBase: PUBLIC_BASE,
    payoutSettleMs: 60_000,
    now: () => clock.at,
    onControl: (handle) => {
      control = handle;
    },
  });
  await app.ready();
});
afterAll(() => app.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

function api(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
  key: string = SANDBOX_KEYS.secretKey,
) {
  return app.inject({
    method,
    url: `${PREFIX}/v1${path}`,
    headers: { authorization: basic(key) },
    payload: body,
  });
}

const card = (overrides: object = {}) => ({
  type: 'creditcard',
  name: 'Sara Alqahtani',
  number: '4201320111111010',
  month: '12',
  year: '2030',
  cvc: '123',
  ...overrides,
});

const localOf = (response: LightMyRequestResponse) =>
  String(response.headers.location).replace(/^http:\/\/localhost:3000/, '');

describe('keys and errors', () => {
  it('answers a wrong or missing key with 401 authentication_error', async () => {
    for (const authorization of [basic('sk_test_wrong'), undefined]) {
      const res = await app.inject({
        url: `${PREFIX}/v1/payments`,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
        errors: null,
      });
    }
  });

  it('takes the publishable key for creating a payment only, in the header or the body', async () => {
    const body = { amount: 25_000, source: { type: 'applepay', token: 't' } };
    expect((await api('POST', '/payments', body, SANDBOX_KEYS.publishableKey)).statusCode).toBe(201);
    const inBody = await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/payments`,
      payload: { ...body, publishable_api_key: SANDBOX_KEYS.publishableKey },
    });
    expect(inBody.statusCode).toBe(201);
    expect((await api('GET', '/payments', undefined, SANDBOX_KEYS.publishableKey)).statusCode).toBe(401);
  });

  it('answers a missing object with 404 api_error', async () => {
    const res = await api('GET', `/payments/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'api_error', message: 'Object not found', errors: null });
  });

  it.each([
    ['an amount under 100', { amount: 99, source: card() }, 'amount'],
    ['a fractional amount', { amount: 100.5, source: card() }, 'amount'],
    [
      'a one-word name',
      { amount: 1000, callback_url: 'http://a.test/', source: card({ name: 'Sara' }) },
      'source.name',
    ],
    ['a bad card number', { amount: 1000, source: card({ number: '4201320111111011' }) }, 'source.number'],
    [
      'an expired card',
      { amount: 1000, callback_url: 'http://a.test/', source: card({ year: '2025' }) },
      'source.year',
    ],
    ['a card payment with no callback', { amount: 1000, source: card() }, 'callback_url'],
    ['an unknown source', { amount: 1000, source: { type: 'sadad' } }, 'source.type'],
    [
      'a given_id that is no UUID',
      { amount: 1000, given_id: '1', source: { type: 'applepay', token: 't' } },
      'given_id',
    ],
  ])('refuses a payment with %s: 400 invalid_request_error', async (_, body, field) => {
    const res = await api('POST', '/payments', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'invalid_request_error', message: 'Validation Failed' });
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses an invoice with more than 30 metadata keys', async () => {
    const metadata = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v']));
    const res = await api('POST', '/invoices', { amount: 1000, description: 'x', metadata });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('metadata');
  });

  it('answers a fault asked for, once', async () => {
    control.failNext({ method: 'GET', path: '/v1/payments', status: 503 });
    expect((await api('GET', '/payments')).statusCode).toBe(503);
    expect((await api('GET', '/payments')).statusCode).toBe(200);
  });
});

describe('payments', () => {
  it('answers a card payment as Moyasar does: initiated, with the 3-D Secure address', async () => {
    const res = await api('POST', '/payments', {
      amount: 12_345,
      description: 'Bike',
      callback_url: 'http://app.test/back?x=1',
      source: card(),
      metadata: { booking_id: 9 },
    });
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      status: 'initiated',
      amount: 12_345,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      amount_format: '123.45 SAR',
      invoice_id: null,
      created_at: '2026-11-26T10:00:00.000Z',
      metadata: { booking_id: '9' },
      source: {
        type: 'creditcard',
        company: 'mada',
        name: 'Sara Alqahtani',
        number: 'XXXX-XXXX-XXXX-1010',
        month: '12',
        year: '2030',
        message: null,
      },
    });
    expect(payment.source.transaction_url).toMatch(
      new RegExp(`^${PUBLIC_BASE}/v1/transaction_auths/[0-9a-f-]{36}/form\\?token=auth_`),
    );
  });

  it('sends the payer back to callback_url with id, status and message after 3-D Secure', async () => {
    const body = { amount: 1000, callback_url: 'http://app.test/back?x=1', source: card() };
    const payment = (await api('POST', '/payments', body)).json();
    const form = new URL(payment.source.transaction_url);
    const page = await app.inject({ url: `${form.pathname}${form.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="decision" value="approve"');
    expect(page.body).toContain('name="decision" value="fail"');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://app.test");

    const wrong = await app.inject({ method: 'POST', url: `${form.pathname}?token=auth_wrong`, payload: {} });
    expect(wrong.statusCode).toBe(404);

    const done = await app.inject({
      method: 'POST',
      url: `${form.pathname}${form.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location));
    expect(back.origin + back.pathname).toBe('http://app.test/back');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      x: '1',
      id: payment.id,
      status: 'paid',
      message: 'APPROVED',
    });
  });

  it('lists newest first, by status and metadata, a page at a time', async () => {
    clock.at = new Date('2027-01-01T00:00:00.000Z');
    for (let i = 0; i < 3; i++) {
      clock.at = new Date(clock.at.getTime() + 1000);
      const amount = i === 1 ? 50_000 : 25_000;
      await api('POST', '/payments', {
        amount,
        source: { type: 'applepay', token: 't' },
        metadata: { batch: 'b1' },
      });
    }
    const all = (await api('GET', '/payments?metadata[batch]=b1&per=2')).json();
    expect(all.payments.map((p: { created_at: string }) => p.created_at)).toEqual([
      '2027-01-01T00:00:03.000Z',
      '2027-01-01T00:00:02.000Z',
    ]);
    expect(all.meta).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 2,
      total_count: 3,
    });
    const failed = (await api('GET', '/payments?metadata[batch]=b1&status=failed')).json();
    expect(failed.payments).toHaveLength(1);
    const after = (
      await api('GET', '/payments?metadata[batch]=b1&created[gt]=2027-01-01T00:00:01.000Z')
    ).json();
    expect(after.meta.total_count).toBe(2);
  });

  it('refuses to refund a payment that is not paid', async () => {
    const body = { amount: 1000, callback_url: 'http://app.test/', source: card() };
    const payment = (await api('POST', '/payments', body)).json();
    const res = await api('POST', `/payments/${payment.id}/refund`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('invalid_request_error');
  });
});

describe('the hosted page under a prefix', () => {
  async function newInvoice(description: string) {
    const body = {
      amount: 25_000,
      currency: 'SAR',
      description,
      success_url: 'http://app.test/paid',
      back_url: 'http://app.test/item',
      expired_at: '2030-01-01T00:00:00.000Z',
    };
    return (await api('POST', '/invoices', body)).json();
  }

  it('is Arabic and right to left by default, English with lang=en, and escapes what it echoes', async () => {
    const invoice = await newInvoice('<script>alert(1)</script> & "quotes"');
    expect(invoice.url).toBe(`${PUBLIC_BASE}/invoices/${invoice.id}`);
    const arabic = await app.inject({ url: `${PREFIX}/invoices/${invoice.id}` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('بيئة تجريبية');
    expect(arabic.body).not.toContain('<script>');
    expect(arabic.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    const english = await app.inject({ url: `${PREFIX}/invoices/${invoice.id}?lang=en` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Sandbox: no real money moves here');
    expect(english.body).toContain('4201320111111010');
    expect(english.body).toContain('href="http://app.test/item"');
  });

  it('sets its own Content Security Policy over the host app’s', async () => {
    const invoice = await newInvoice('Tent');
    const page = await app.inject({ url: `${PREFIX}/invoices/${invoice.id}` });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).not.toBe(HOST_POLICY);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' http://localhost:3000 http://app.test");
    expect(policy).not.toContain('script-src');
  });

  it('posts its form under the prefix and leads to the 3-D Secure step there', async () => {
    const invoice = await newInvoice('Tent');
    const page = await app.inject({ url: `${PREFIX}/invoices/${invoice.id}?lang=en` });
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1] ?? '';
    const target = new URL(action.replaceAll('&amp;', '&'), `${PUBLIC_BASE}/invoices/${invoice.id}`);
    expect(target.pathname).toBe(`${PREFIX}/invoices/${invoice.id}`);
    const givenId = /name="given_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const form = new URLSearchParams({
      method: 'creditcard',
      given_id: givenId,
      name: 'Sara Alqahtani',
      number: '4201 3201 1111 1010',
      month: '12',
      year: '2030',
      cvc: '123',
    });
    const res = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(localOf(res)).toMatch(new RegExp(`^${PREFIX}/v1/transaction_auths/.+&lang=en$`));
  });

  it('shows what was wrong with a form, and makes no payment', async () => {
    const invoice = await newInvoice('Tent');
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/invoices/${invoice.id}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        method: 'creditcard',
        given_id: crypto.randomUUID(),
        name: 'Sara',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please check what you entered');
    expect((await api('GET', `/invoices/${invoice.id}`)).json().payments).toEqual([]);
  });
});

describe('payouts', () => {
  const destination = {
    type: 'bank',
    iban: 'SA5330400108057386290014',
    name: 'Faisal Alghurayri',
    mobile: '0555555555',
    country: 'SA',
    city: 'Riyadh',
  };
  const payout = (purpose: string) => ({
    source_id: SANDBOX_KEYS.payoutAccountId,
    amount: 1000,
    purpose,
    destination,
  });

  it.each([
    ['bills_or_rent', 'paid', null],
    ['expenses_services', 'failed', 'Unsupported purpose'],
    ['payroll_benefits', 'failed', 'This account cannot be used to send salaries'],
  ])('settles a %s payout as %s once its time has passed', async (purpose, status, reason) => {
    const created = await api('POST', '/payouts', payout(purpose));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'initiated',
      sequence_number: expect.stringMatching(/^\d{16}$/),
    });
    const { id } = created.json();
    expect((await api('GET', `/payouts/${id}`)).json().status).toBe('initiated');
    clock.at = new Date(clock.at.getTime() + 60_000);
    expect((await api('GET', `/payouts/${id}`)).json()).toMatchObject({ status, failure_reason: reason });
  });

  it('refuses a destination without a mobile or a city, as Moyasar’s reference requires them', async () => {
    const { mobile: _, city: __, ...bare } = destination;
    const res = await api('POST', '/payouts', { ...payout('bills_or_rent'), destination: bare });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['destination.city', 'destination.mobile']);
  });
});

/**
 * The sandbox as a public demo site hosts it (payments/register.ts): its return addresses on the
 * site's own origin only, a bound on what it keeps, and on how often one address may call it
 * without the secret key. Each of these was an attack on the demo site (docs/decisions/0049).
 */
describe('hosted on a public site', () => {
  const SITE = 'https://demo.ajjir.test';
  let hosted: FastifyInstance;
  let hostedControl: SandboxControl;

  beforeAll(async () => {
    hosted = Fastify({ logger: false });
    await hosted.register(moyasarSandbox, {
      prefix: PREFIX,
      publicBase: `${SITE}${PREFIX}`,
      returnOrigins: [SITE],
      maxObjects: 3,
      publicRequestsPerMinute: 5,
      onControl: (handle) => {
        hostedControl = handle;
      },
    });
    await hosted.ready();
  });
  afterAll(() => hosted.close());

  const call = (method: 'GET' | 'POST', path: string, body?: object, key = SANDBOX_KEYS.secretKey) =>
    hosted.inject({
      method,
      url: `${PREFIX}${path}`,
      headers: { authorization: basic(key), 'x-forwarded-for': '203.0.113.9' },
      payload: body,
    });

  it('sends nobody to another site: callback, success and back addresses elsewhere are refused', async () => {
    // The attack: a payment whose 3-D Secure step leads to any site, from a page on our origin.
    const elsewhere = 'https://evil.example/phish';
    const payment = await call('POST', '/v1/payments', {
      amount: 1000,
      callback_url: elsewhere,
      source: card(),
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().errors).toEqual({ callback_url: ['must be on the merchant’s own site'] });
    for (const field of ['success_url', 'back_url', 'callback_url']) {
      const invoice = await call('POST', '/v1/invoices', {
        amount: 1000,
        description: 'x',
        [field]: elsewhere,
      });
      expect(invoice.statusCode, field).toBe(400);
      expect(Object.keys(invoice.json().errors)).toEqual([field]);
    }
    const ours = await call('POST', '/v1/payments', {
      amount: 1000,
      callback_url: `${SITE}/bookings/1/checkout`,
      source: card(),
    });
    expect(ours.statusCode, ours.body).toBe(201);
    expect(hostedControl.payments().every((each) => each.callback_url?.startsWith(SITE))).toBe(true);
  });

  it('refuses a payment on an invoice in another currency than the invoice’s', async () => {
    const invoice = await call('POST', '/v1/invoices', { amount: 1000, description: 'x' });
    const res = await call('POST', '/v1/payments', {
      amount: 1000,
      currency: 'USD',
      invoice_id: invoice.json().id,
      source: { type: 'applepay', token: 't' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ currency: ['must be the invoice currency'] });
  });

  it('keeps no more than its bound: beyond it, a new object is refused and memory stays bounded', async () => {
    // The attack: payments made without end, each kept in the process's memory.
    const results: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call('POST', '/v1/payments', {
        amount: 25_000,
        source: { type: 'applepay', token: 't' },
      });
      results.push(res.statusCode);
    }
    expect(results.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(hostedControl.payments().length).toBe(3);
    const refused = await call('POST', '/v1/payments', {
      amount: 25_000,
      source: { type: 'applepay', token: 't' },
    });
    expect(refused.json()).toMatchObject({ type: 'rate_limit_error' });
  });

  it('bounds the calls one address makes without the secret key', async () => {
    const page = () =>
      hosted.inject({ url: `${PREFIX}/invoices/${crypto.randomUUID()}`, remoteAddress: '198.51.100.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await page()).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // Another address, and the secret key's calls, are counted apart.
    expect(
      (await hosted.inject({ url: `${PREFIX}/invoices/x`, remoteAddress: '198.51.100.8' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/v1/payments')).statusCode).toBe(200);
  });
});
