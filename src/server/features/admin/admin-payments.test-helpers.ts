/**
 * Set-up of the admin money tests: an app whose gateway is an in-memory stand-in the test
 * controls (what it lists, whether it answers), and paid bookings written as the payment service
 * writes them (the payment, its ledger charge and its tax invoice), known to that gateway.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { type Db, oneRow } from '../../db/client';
import { ledgerEntries, ledgerTransactions, payments } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { createTestDatabase, testConfig } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '../payments/gateway/gateway';
import { issueChargeInvoice } from '../payments/invoices/invoices';
import { assertBalanced, type LedgerPosting } from '../payments/ledger/ledger';
import { chargeLines } from '../payments/ledger/movements';
import { createPaidBooking, type PaidBooking } from '../payments/ledger/test-fixtures';
import type { AdminTestApp } from './admin.test-helpers';

export interface FakeGateway extends PaymentGateway {
  /** The payments it knows, by id. */
  payments: Map<string, GatewayPayment>;
  /** While set, every call fails as a gateway that cannot be reached. */
  unreachable: boolean;
  /** How many payments a page of its list holds. */
  perPage: number;
}

/** A gateway in memory: payments, their refunds, and their list by creation moment, newest first. */
export function fakeGateway(): FakeGateway {
  const known = new Map<string, GatewayPayment>();
  const reachable = () => {
    if (gateway.unreachable) throw new GatewayError('unavailable', 'connect ECONNREFUSED');
  };
  const find = (id: string) => {
    reachable();
    const payment = known.get(id);
    if (!payment) throw new GatewayError('refused', 'Object not found', 404, 'not_found');
    return payment;
  };
  const unused = () => Promise.reject(new Error('not used by these tests'));
  const gateway: FakeGateway = {
    name: 'moyasar',
    payments: known,
    unreachable: false,
    perPage: 2,
    createInvoice: unused,
    fetchInvoice: unused,
    cancelInvoice: unused,
    createPayout: unused,
    fetchPayout: unused,
    fetchPayment: async (id) => structuredClone(find(id)),
    refundPayment: async (id, amount) => {
      const payment = find(id);
      if (payment.refunded + amount > payment.amount) {
        throw new GatewayError('refused', 'Amount exceeds what is left', 400, 'invalid_request_error');
      }
      payment.refunded += amount;
      if (payment.refunded === payment.amount) payment.status = 'refunded';
      return structuredClone(payment);
    },
    listPayments: async ({ createdFrom, createdTo, page }) => {
      reachable();
      const all = [...known.values()]
        .filter((p) => p.createdAt >= createdFrom.toISOString() && p.createdAt < createdTo.toISOString())
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const from = (page - 1) * gateway.perPage;
      return {
        payments: all.slice(from, from + gateway.perPage).map((p) => structuredClone(p)),
        nextPage: from + gateway.perPage < all.length ? page + 1 : null,
      };
    },
  };
  return gateway;
}

/** An admin test app whose gateway is the fake one, not the HTTP sandbox. */
export interface MoneyTestApp extends Omit<AdminTestApp, 'sandbox' | 'listenForWebhooks'> {
  gateway: FakeGateway;
}

/** An app on a fresh database with the fake gateway, an administrator and a member. */
export async function createMoneyTestApp(): Promise<MoneyTestApp> {
  const gateway = fakeGateway();
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ rateLimitFactor: 100 }),
    database,
    logger: false,
    payments: { gateway, webhookSecret: 'test-webhook-secret' },
  });
  await app.ready();
  const admin = await createSignedInUser(app, database.db, { isAdmin: true, firstName: 'Admin' });
  const member = await createSignedInUser(app, database.db);
  return {
    app,
    database,
    gateway,
    admin,
    member,
    asAdmin: (options: InjectOptions): Promise<LightMyRequestResponse> =>
      app.inject({ ...options, cookies: { [SESSION_COOKIE]: admin.cookie } }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

const SELLER = { legalName: 'Ajjir Test Co.', vatNumber: '300000000000003' };

/**
 * A booking paid as the checkout records it (the payment, the ledger's charge, the invoice) and the
 * same payment at the fake gateway. `paidAt` moves the payment and its charge to another moment.
 */
export async function payBooking(
  db: Db,
  gateway: FakeGateway,
  options: Parameters<typeof createPaidBooking>[1] & { paidAt?: Date } = {},
): Promise<PaidBooking> {
  const paid = await createPaidBooking(db, options);
  const paidAt = options.paidAt ?? paid.payment.paidAt ?? new Date();
  const [payment] = await db
    .update(payments)
    .set({ paidAt, createdAt: paidAt })
    .where(eq(payments.id, paid.payment.id))
    .returning();
  await db.transaction(async (tx) => {
    await postAt(
      tx,
      {
        key: `charge:${paid.payment.id}`,
        kind: 'charge',
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        lines: chargeLines({ bookingId: paid.booking.id, amount: paid.price.total }),
      },
      paidAt,
    );
    await issueChargeInvoice(tx, {
      bookingId: paid.booking.id,
      paymentId: paid.payment.id,
      seller: SELLER,
      buyerName: 'سارة العتيبي',
      price: paid.price,
      issuedAt: paidAt,
    });
  });
  const gatewayPaymentId = paid.payment.gatewayPaymentId ?? '';
  gateway.payments.set(gatewayPaymentId, {
    id: gatewayPaymentId,
    status: 'paid',
    amount: paid.price.total,
    refunded: 0,
    currency: 'SAR',
    invoiceId: paid.payment.gatewayInvoiceId,
    method: 'mada',
    last4: '1111',
    message: 'APPROVED',
    createdAt: paidAt.toISOString(),
    metadata: { booking_id: paid.booking.id },
  });
  return { ...paid, payment: oneRow(payment ? [payment] : [], 'the paid payment') };
}

/**
 * A ledger transaction written at a chosen moment, as if posted then (the report tests' days lie
 * in the past). In `tx`: its entries must sum to zero by commit.
 */
export async function postAt(tx: Db, posting: LedgerPosting, at: Date): Promise<void> {
  assertBalanced(posting.lines);
  const [written] = await tx
    .insert(ledgerTransactions)
    .values({
      key: posting.key,
      kind: posting.kind,
      bookingId: posting.bookingId ?? null,
      paymentId: posting.paymentId ?? null,
      refundId: posting.refundId ?? null,
      payoutId: posting.payoutId ?? null,
      createdAt: at,
    })
    .returning({ id: ledgerTransactions.id });
  const id = oneRow(written ? [written] : [], 'the ledger transaction').id;
  await tx.insert(ledgerEntries).values(
    posting.lines.map((line) => ({
      transactionId: id,
      account: line.account,
      userId: line.userId ?? null,
      bookingId: line.bookingId ?? null,
      amountHalalas: line.amount,
      createdAt: at,
    })),
  );
}

/**
 * Fees the ledger earned from a booking at a moment: a settlement of `fees` halalas to
 * platform_fees out of the booking's escrow (the owner's share and the VAT left out: the reports
 * read the fees alone).
 */
export function earnFeesAt(db: Db, bookingId: string, fees: number, at: Date): Promise<void> {
  return db.transaction((tx) =>
    postAt(
      tx,
      {
        key: `settle:${bookingId}`,
        kind: 'settle',
        bookingId,
        lines: [
          { account: 'escrow', amount: fees, bookingId },
          { account: 'platform_fees', amount: -fees },
        ],
      },
      at,
    ),
  );
}
