/**
 * The payments feature in the app (docs/decisions/0044-payments.md and 0047): which gateway the
 * server talks to, the money side of booking changes (`bookingMoney`), and the jobs that reach the
 * gateway. The gateway is Moyasar with the configured keys, or, where the configuration allows it
 * (development, tests, a demo site), the Moyasar-compatible sandbox, loaded by a dynamic import
 * only then (src/sandboxes/moyasar) and mounted in this process under /sandbox/moyasar, reached over
 * HTTP through the same client. Tests pass a gateway of their own (a sandbox on its own port).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registerCheckoutJobs } from './checkout.jobs';
import type { PaymentsDeps } from './checkout.service';
import type { PaymentGateway } from './gateway/gateway';
import { createMoyasarGateway } from './gateway/moyasar-client';
import { bookingMoneyOf } from './money-effects';
import { registerPayoutJobs } from './payouts.jobs';
import { registerRefundJobs } from './refunds.jobs';
import { registerReleaseJobs } from './release.jobs';

export const SANDBOX_PREFIX = '/sandbox/moyasar';
/** Calls one address may make per minute to the app's own sandbox without its secret key. */
const SANDBOX_PUBLIC_REQUESTS_PER_MINUTE = 120;

export interface PaymentsRuntime {
  gateway: PaymentGateway;
  deps: PaymentsDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime;
  }
}

export interface PaymentsOption {
  gateway: PaymentGateway;
}

export async function registerPayments(app: FastifyInstance, given?: PaymentsOption): Promise<void> {
  const gateway = given?.gateway ?? (await chooseGateway(app));
  const money = bookingMoneyOf({
    seller: app.config.seller,
    claimWindowHours: app.config.payouts.claimWindowHours,
  });
  const deps: PaymentsDeps = {
    db: app.db,
    gateway,
    publicUrl: app.config.publicUrl,
    seller: app.config.seller,
    money,
  };
  app.decorate('payments', { gateway, deps });
  app.decorate('bookingMoney', money);
  registerCheckoutJobs(app.jobs, () => deps);
  registerRefundJobs(app.jobs, () => deps);
  registerReleaseJobs(app.jobs, () => ({ ...deps, claimWindowHours: app.config.payouts.claimWindowHours }));
  registerPayoutJobs(app.jobs, () => deps, app.config.payouts);
}

async function chooseGateway(app: FastifyInstance): Promise<PaymentGateway> {
  const { payments } = app.config;
  if (payments.kind === 'moyasar') {
    return createMoyasarGateway({
      apiUrl: payments.apiUrl,
      secretKey: payments.secretKey,
      payoutAccountId: payments.payoutAccountId,
      webhookSecret: payments.webhookSecret,
    });
  }
  return mountSandbox(app);
}

/**
 * The sandbox in this process: loaded only now, so a server configured for Moyasar never holds its
 * code (the production build keeps it in a chunk of its own: scripts/build-server.mjs). Its keys
 * and webhook secret are made at random at each start, never the repository's: on a public demo
 * site, the sandbox's API lists and refunds every payment to whoever holds the key
 * (docs/payments-sandbox.md).
 */
async function mountSandbox(app: FastifyInstance): Promise<PaymentGateway> {
  const { moyasarSandbox, SANDBOX_KEYS } = await import('../../../sandboxes/moyasar/sandbox');
  const webhookSecret = randomBytes(24).toString('hex');
  const secretKey = `sk_test_${randomBytes(24).toString('hex')}`;
  // Never Moyasar's published test key: with it anyone could make payments here (0049).
  const publishableKey = `pk_test_${randomBytes(24).toString('hex')}`;
  // The process talks to its own sandbox over loopback, on the port it ends up listening on.
  const ownAddress = () => {
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? app.config.port}`;
  };
  await app.register(moyasarSandbox, {
    prefix: SANDBOX_PREFIX,
    publicBase: `${app.config.publicUrl}${SANDBOX_PREFIX}`,
    secretKey,
    publishableKey,
    // A payer is sent back to this site only, never anywhere a stranger names (an open redirect).
    returnOrigins: [new URL(app.config.publicUrl).origin],
    publicRequestsPerMinute: SANDBOX_PUBLIC_REQUESTS_PER_MINUTE * app.config.rateLimitFactor,
    webhook: {
      url: () => `${ownAddress()}/api/payments/webhook`,
      secretToken: webhookSecret,
      verification: 'auto',
    },
  });
  return lazyGateway(() =>
    createMoyasarGateway({
      apiUrl: `${ownAddress()}${SANDBOX_PREFIX}/v1`,
      secretKey,
      payoutAccountId: SANDBOX_KEYS.payoutAccountId,
      webhookSecret,
    }),
  );
}

/** A gateway made when first used, once the server knows its own port. */
function lazyGateway(make: () => PaymentGateway): PaymentGateway {
  let made: PaymentGateway | undefined;
  const gateway = () => {
    made ??= make();
    return made;
  };
  return {
    name: 'moyasar',
    createPaymentPage: (input) => gateway().createPaymentPage(input),
    fetchPaymentPage: (id) => gateway().fetchPaymentPage(id),
    closePaymentPage: (id) => gateway().closePaymentPage(id),
    fetchPayment: (id) => gateway().fetchPayment(id),
    refund: (id, amount) => gateway().refund(id, amount),
    listPayments: (filter) => gateway().listPayments(filter),
    sendPayout: (input) => gateway().sendPayout(input),
    fetchPayout: (id) => gateway().fetchPayout(id),
    listPayouts: (page) => gateway().listPayouts(page),
    readWebhook: (body) => gateway().readWebhook(body),
  };
}
