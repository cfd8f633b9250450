/**
 * Which gateway the server talks to (docs/decisions/0044-payments.md): Moyasar
 * with the configured keys, or the Moyasar-compatible sandbox mounted in this
 * process under /sandbox/moyasar, reached over HTTP through the same client.
 * Tests pass their own gateway (a sandbox on a port of its own).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PaymentsDeps } from './checkout.service';
import type { PaymentGateway } from './gateway/gateway';
import { createMoyasarGateway } from './gateway/moyasar-client';
import { sendOwedRefunds } from './refunds.service';
import { moyasarSandbox, SANDBOX_KEYS } from './sandbox/sandbox';

export const SANDBOX_PREFIX = '/sandbox/moyasar';

export interface PaymentsRuntime {
  gateway: PaymentGateway;
  webhookSecret: string;
  deps: PaymentsDeps;
  /**
   * After bookings changed: make the refunds now owed (the booking acted on, and any its change
   * declined) rather than at the payment job's next pass.
   */
  afterBookingChange(bookingId?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime;
  }
}

export interface PaymentsOption {
  gateway: PaymentGateway;
  webhookSecret: string;
}

export async function registerPayments(app: FastifyInstance, given?: PaymentsOption): Promise<void> {
  const chosen = given ?? (await chooseGateway(app));
  const deps: PaymentsDeps = {
    db: app.db,
    gateway: chosen.gateway,
    publicUrl: app.config.publicUrl,
    seller: app.config.seller,
  };
  app.decorate('payments', {
    ...chosen,
    deps,
    afterBookingChange: async (bookingId?: string) => {
      // The acted booking's refunds only: the rest are the job's, and a slow gateway then delays
      // this one answer, not every booking change by every refund owed.
      await sendOwedRefunds(app.db, chosen.gateway, { bookingId }).catch((error: unknown) =>
        app.log.warn({ err: error, bookingId }, 'refund not sent yet; the payment job retries'),
      );
    },
  });
}

async function chooseGateway(app: FastifyInstance): Promise<PaymentsOption> {
  const { payments } = app.config;
  if (payments.kind === 'moyasar') {
    return {
      gateway: createMoyasarGateway({
        apiUrl: payments.apiUrl,
        secretKey: payments.secretKey,
        payoutAccountId: payments.payoutAccountId,
      }),
      webhookSecret: payments.webhookSecret,
    };
  }
  const webhookSecret = randomBytes(24).toString('hex');
  // Its own secret key too, never the repository's: on a public demo site, the sandbox's API lists
  // and refunds every payment to whoever holds the key (docs/payments-sandbox.md).
  const secretKey = `sk_test_${randomBytes(24).toString('hex')}`;
  // The process talks to its own sandbox over loopback, on the port it ends up listening on.
  const ownAddress = () => {
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? app.config.port}`;
  };
  await app.register(moyasarSandbox, {
    prefix: SANDBOX_PREFIX,
    publicBase: `${app.config.publicUrl}${SANDBOX_PREFIX}`,
    secretKey,
    webhook: { url: () => `${ownAddress()}/api/payments/webhook`, secretToken: webhookSecret },
  });
  return {
    gateway: lazyGateway(() =>
      createMoyasarGateway({
        apiUrl: `${ownAddress()}${SANDBOX_PREFIX}/v1`,
        secretKey,
        payoutAccountId: SANDBOX_KEYS.payoutAccountId,
      }),
    ),
    webhookSecret,
  };
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
    createInvoice: (input) => gateway().createInvoice(input),
    fetchInvoice: (id) => gateway().fetchInvoice(id),
    cancelInvoice: (id) => gateway().cancelInvoice(id),
    fetchPayment: (id) => gateway().fetchPayment(id),
    refundPayment: (id, amount) => gateway().refundPayment(id, amount),
    listPayments: (filter) => gateway().listPayments(filter),
    createPayout: (input) => gateway().createPayout(input),
    fetchPayout: (id) => gateway().fetchPayout(id),
    listPayouts: (page) => gateway().listPayouts(page),
  };
}
