/**
 * The sandbox's webhooks, received by a local HTTP server and read as the app reads them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMoyasarGateway } from '../../server/features/payments/gateway/moyasar-client';
import { readMoyasarWebhook } from '../../server/features/payments/gateway/moyasar-webhook';
import { type RunningSandbox, SANDBOX_KEYS, startMoyasarSandbox, type WebhookEnvelope } from './sandbox';
import {
  callApi,
  payOnPage,
  startWebhookReceiver,
  until,
  type WebhookReceiver,
} from './sandbox.test-helpers';

const SECRET = 'webhook-secret-for-tests';
let receiver: WebhookReceiver;
let sandbox: RunningSandbox;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startMoyasarSandbox({
    webhook: { url: receiver.url, secretToken: SECRET },
    webhookRetryDelaysMs: [10, 20, 30, 40, 50],
  });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.bodies.length = 0;
  receiver.failWith([]);
});

const gateway = () =>
  createMoyasarGateway({ apiUrl: sandbox.apiUrl, secretKey: SANDBOX_KEYS.secretKey, webhookSecret: SECRET });

/** An invoice paid (or not) with this card; its payment's id. */
async function paymentWith(number: string): Promise<string> {
  const invoice = await gateway().createPaymentPage({
    amount: 20_000,
    description: 'Drill',
    successUrl: 'http://app.test/done',
    backUrl: 'http://app.test/back',
    expiresAt: new Date(Date.now() + 3_600_000),
    metadata: {},
  });
  await payOnPage(invoice.url, { method: 'creditcard', number }, sandbox.url);
  return (await gateway().fetchPaymentPage(invoice.id)).payments[0]!.id;
}

const eventsFor = (paymentId: string) =>
  (receiver.bodies as WebhookEnvelope[]).filter((body) => body.data.id === paymentId);

describe('webhooks', () => {
  it('sends payment_paid with the secret token and the payment, which the reader accepts', async () => {
    const paymentId = await paymentWith('4201320111111010');
    const [event] = await until(() => eventsFor(paymentId).length > 0 && eventsFor(paymentId));
    expect(event).toMatchObject({
      id: expect.any(String),
      type: 'payment_paid',
      secret_token: SECRET,
      account_name: 'Ajjir Sandbox',
      live: false,
      data: { id: paymentId, status: 'paid', source: { message: 'APPROVED', number: 'XXXX-XXXX-XXXX-1010' } },
    });
    expect(event!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(readMoyasarWebhook(event, SECRET)).toEqual({
      ok: true,
      deliveryId: event!.id,
      kind: 'payment_paid',
      paymentId,
    });
    expect(readMoyasarWebhook(event, 'another-secret')).toEqual({ ok: false, reason: 'bad_secret' });
  });

  it('sends payment_failed and payment_refunded', async () => {
    const failedId = await paymentWith('4201320000013020');
    await until(() => eventsFor(failedId).some((event) => event.type === 'payment_failed'));
    const paidId = await paymentWith('4111111111111111');
    await gateway().refund(paidId, 5000);
    const refunded = await until(() => eventsFor(paidId).find((event) => event.type === 'payment_refunded'));
    expect(refunded.data).toMatchObject({ status: 'refunded', refunded: 5000 });
  });

  it('tries again after an answer that is not 2xx, until one is', async () => {
    receiver.failWith([500, 503]);
    const paymentId = await paymentWith('5421080101000000');
    const delivery = await until(() =>
      sandbox.control
        .deliveries()
        .find(
          (each) =>
            each.event.type !== 'webhook_verification' && each.event.data.id === paymentId && each.delivered,
        ),
    );
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
    expect(new Set(eventsFor(paymentId).map((event) => event.id)).size).toBe(1);
  });

  it('gives up after 5 more tries', async () => {
    receiver.failWith([500, 500, 500, 500, 500, 500, 500]);
    const paymentId = await paymentWith('4201320111111010');
    const delivery = await until(() =>
      sandbox.control
        .deliveries()
        .find(
          (each) =>
            each.event.type !== 'webhook_verification' &&
            each.event.data.id === paymentId &&
            each.attempts.length === 6,
        ),
    );
    expect(delivery.delivered).toBe(false);
    receiver.failWith([]);
  });

  it('replays a delivery with the same id and body', async () => {
    const paymentId = await paymentWith('4201320111111010');
    const [sent] = await until(() => eventsFor(paymentId).length > 0 && eventsFor(paymentId));
    expect(await sandbox.control.resendLast()).toMatchObject({ status: 200 });
    expect(await sandbox.control.redeliver(sent!.id)).toMatchObject({ status: 200 });
    expect(eventsFor(paymentId)).toEqual([sent, sent, sent]);
  });
});

describe('readMoyasarWebhook', () => {
  const event = {
    id: 'evt-1',
    type: 'payment_paid',
    created_at: '2026-11-26T10:00:00.000Z',
    secret_token: SECRET,
    data: { id: 'pay-1', status: 'paid' },
  };

  it.each([
    ['not an object', 'text'],
    ['no id', { ...event, id: undefined }],
    ['no secret token', { ...event, secret_token: undefined }],
    ['a payment event without a payment id', { ...event, data: { status: 'paid' } }],
  ])('calls a body with %s malformed', (_, body) => {
    expect(readMoyasarWebhook(body, SECRET)).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    ['a wrong secret', 'webhook-secret-for-test'],
    ['a longer secret', `${SECRET}!`],
    ['an empty configured secret', ''],
  ])('refuses %s', (_, secret) => {
    expect(readMoyasarWebhook(event, secret)).toEqual({ ok: false, reason: 'bad_secret' });
  });

  it('reads a webhook verification, which names no payment, keeping its code', () => {
    const data = { webhook_id: 'c4bc247d-5288-4673-9b40-39c082ac7fbb', verification_code: '482913' };
    const verification = { ...event, type: 'webhook_verification', data };
    expect(readMoyasarWebhook(verification, SECRET)).toEqual({
      ok: true,
      deliveryId: 'evt-1',
      kind: 'webhook_verification',
      paymentId: null,
      verification: { webhookId: data.webhook_id, code: '482913' },
    });
    const malformed = { ...verification, data: { verification_code: 'not a code' } };
    expect(readMoyasarWebhook(malformed, SECRET)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads an event of a kind it does not act on, naming no payment', () => {
    expect(readMoyasarWebhook({ ...event, type: 'card_auth_verified', data: {} }, SECRET)).toEqual({
      ok: true,
      deliveryId: 'evt-1',
      kind: 'card_auth_verified',
      paymentId: null,
    });
  });
});

describe('a webhook that needs verifying (Moyasar’s "Verify Webhook")', () => {
  it('sends the code once, delivers nothing until it comes back, and refuses a wrong one', async () => {
    const verifying = await startMoyasarSandbox({
      webhook: { url: receiver.url, secretToken: SECRET, verification: 'required' },
    });
    try {
      const pay = () =>
        callApi(verifying.apiUrl, SANDBOX_KEYS.publishableKey, 'POST', '/payments', {
          amount: 25_000,
          source: { type: 'applepay', token: 't' },
        });
      await pay();
      const announced = await until(() =>
        receiver.bodies.find((body) => (body as { type: string }).type === 'webhook_verification'),
      );
      expect(announced).toMatchObject({
        type: 'webhook_verification',
        secret_token: SECRET,
        data: {
          webhook_id: verifying.control.webhookId(),
          verification_code: expect.stringMatching(/^\d{6}$/),
        },
      });
      expect(readMoyasarWebhook(announced, SECRET)).toMatchObject({
        ok: true,
        kind: 'webhook_verification',
        paymentId: null,
        verification: { webhookId: verifying.control.webhookId() },
      });
      // Unverified: the payment's own event was not sent, and never will be.
      expect(verifying.control.deliveries().map((delivery) => delivery.event.type)).toEqual([
        'webhook_verification',
      ]);
      const code = (announced as { data: { verification_code: string } }).data.verification_code;
      const verify = (given: string) =>
        callApi(
          verifying.apiUrl,
          SANDBOX_KEYS.secretKey,
          'POST',
          `/webhooks/${verifying.control.webhookId()}/verify`,
          {
            code: given,
          },
        );
      const wrong = await verify(code === '000000' ? '000001' : '000000');
      expect(wrong).toMatchObject({ status: 400, json: { type: 'webhook_verification_invalid' } });
      expect((await verify(code)).json).toMatchObject({ verified: true });
      await pay();
      await until(() =>
        verifying.control.deliveries().some((delivery) => delivery.event.type === 'payment_paid'),
      );
      expect(
        verifying.control.deliveries().filter((d) => d.event.type === 'webhook_verification'),
      ).toHaveLength(1);
    } finally {
      await verifying.close();
    }
  });
});
