/**
 * Set-up of the admin money tests: bookings paid at the app's sandbox over HTTP, through the real
 * Moyasar client (docs/payments-sandbox.md), today or on a moment of the test's choosing; and ledger
 * postings at a chosen moment, for the reports' tests.
 *
 * A booking paid on a past day is paid at the sandbox with its clock held at that moment, then
 * recorded in our books at the same moment as the checkout records it (the payment, its ledger
 * charge, its tax invoice). Our books are written here, not by the app's return, which dates them
 * now: ledger rows and invoices are never changed once written (docs/decisions/0044-payments.md,
 * "The ledger" and "Invoices"), so a past day's can only be written as that day's.
 */
import type { Booking } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { displayName } from '@shared/names';
import { eq } from 'drizzle-orm';
import { payOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { type Db, oneRow } from '../../db/client';
import { payments } from '../../db/schema';
import { createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { card, requestAndPay, TEST_CARDS } from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import type { GatewayPayment, GatewayPaymentPage } from '../payments/gateway/gateway';
import { issueChargeInvoices } from '../payments/invoices/invoices';
import type { LedgerPosting } from '../payments/ledger/ledger';
import * as movements from '../payments/ledger/movements';
import { createPaidBooking, type PaidBooking, postBackdated } from '../payments/ledger/test-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

type PaymentRow = typeof payments.$inferSelect;

/** A booking requested and paid today as a renter pays one: checkout, the hosted page, the return. */
export interface CheckedOutBooking {
  booking: Booking;
  item: Awaited<ReturnType<typeof createItem>>;
  payment: PaymentRow;
}

/** A new renter's request for two days of a new item, paid with the approved mada card. */
export async function requestPaidBooking(t: TestApp): Promise<CheckedOutBooking> {
  const db = t.database.db;
  const owner = await createUser(db);
  const renter = await createSignedInUser(t.app, db);
  const item = await createItem(db, owner.id, { dailyRate: '120.00' });
  const booking = await requestAndPay(t, renter.cookie, {
    itemId: item.id,
    startDate: addDays(todayInRiyadh(), 10),
    endDate: addDays(todayInRiyadh(), 12),
  });
  if (booking.status !== 'pending') throw new Error(`The paid request is ${booking.status}`);
  const payment = oneRow(
    await db.select().from(payments).where(eq(payments.bookingId, booking.id)),
    'the payment',
  );
  return { booking, item, payment };
}

/** The gateway's payment behind ours, asked over HTTP through the app's client. */
export function atGateway(t: TestApp, payment: PaymentRow): Promise<GatewayPayment> {
  return t.app.payments.gateway.fetchPayment(payment.gatewayPaymentId ?? '');
}

/** How a test pays a payment page at the sandbox, given its address. */
export type PagePayer = (invoiceUrl: string) => Promise<unknown>;

export interface PayBookingOptions extends NonNullable<Parameters<typeof createPaidBooking>[1]> {
  paidAt: Date;
  /** Halalas the gateway's page asks beyond the booking's price: a page made for a wrong amount. */
  pageOverBy?: number;
  /** Once with the approved mada card unless told. */
  pay?: PagePayer;
}

/**
 * A booking paid at `paidAt`: at the sandbox, on a payment page made for it through the app's
 * gateway, and in our books. Our payment is the page's first paid one.
 */
export async function payBooking(t: TestApp, options: PayBookingOptions): Promise<PaidBooking> {
  const booked = await createPaidBooking(t.database.db, options);
  const pay = options.pay ?? ((url) => payOnPage(url, card(TEST_CARDS.madaApproved), t.sandbox.url));
  const amount = booked.price.total + (options.pageOverBy ?? 0);
  const paid = await t.sandboxClock.heldAt(options.paidAt, () => payPage(t, booked, amount, pay));
  return recordCharge(t, booked, options.paidAt, paid);
}

/**
 * A booking paid at `paidAt` in our books only: its gateway payment id (createPaidBooking's) is one
 * the gateway never issued.
 */
export async function recordPaidBooking(
  t: TestApp,
  options: Omit<PayBookingOptions, 'pageOverBy' | 'pay'>,
): Promise<PaidBooking> {
  return recordCharge(t, await createPaidBooking(t.database.db, options), options.paidAt, null);
}

interface PaidPage {
  invoice: GatewayPaymentPage;
  payment: GatewayPayment;
}

/** The booking's payment page at the gateway, paid by `pay`: the page after, and its first paid payment. */
async function payPage(t: TestApp, booked: PaidBooking, amount: number, pay: PagePayer): Promise<PaidPage> {
  const { gateway } = t.app.payments;
  const checkout = `${t.app.config.publicUrl}/bookings/${booked.booking.id}/checkout`;
  const page = await gateway.createPaymentPage({
    amount,
    description: `Ajjir: ${booked.item.title}`,
    successUrl: `${checkout}?returned=1`,
    backUrl: checkout,
    expiresAt: new Date(t.sandboxClock.now().getTime() + DAY_MS),
    metadata: { booking_id: booked.booking.id },
  });
  await pay(page.url);
  const invoice = await gateway.fetchPaymentPage(page.id);
  const payment = invoice.payments.find((attempt) => attempt.state === 'paid');
  if (!payment) throw new Error(`The payment page of booking ${booked.booking.id} was not paid`);
  return { invoice, payment };
}

/**
 * Our books for a paid booking, dated `at`, as the checkout writes them on the gateway's word
 * (checkout.service.ts): the payment paid, with the gateway's ids and card when `paid` is given;
 * the ledger's charge; the tax invoice.
 */
async function recordCharge(
  t: TestApp,
  booked: PaidBooking,
  at: Date,
  paid: PaidPage | null,
): Promise<PaidBooking> {
  const db = t.database.db;
  const payment = oneRow(
    await db
      .update(payments)
      .set({ paidAt: at, createdAt: at, ...(paid && gatewayFieldsOf(paid)) })
      .where(eq(payments.id, booked.payment.id))
      .returning(),
    'the paid payment',
  );
  const { booking, price, renter } = booked;
  await db.transaction(async (tx) => {
    await postAt(
      tx,
      movements.charge({ paymentId: payment.id, bookingId: booking.id, amount: price.total, deposit: 0 }),
      at,
    );
    await issueChargeInvoices(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      seller: t.app.config.seller,
      owner: null,
      buyer: { name: displayName(renter), vatNumber: null },
      price,
      issuedAt: at,
    });
  });
  return { ...booked, payment };
}

function gatewayFieldsOf({ invoice, payment }: PaidPage) {
  return {
    gatewayInvoiceId: invoice.id,
    gatewayUrl: invoice.url,
    gatewayPaymentId: payment.id,
    method: payment.method,
    cardLast4: payment.last4,
    message: payment.message,
  };
}

/** A ledger transaction written at a chosen moment, as if posted then (the report tests' days lie in the past). */
export const postAt = (tx: Db, posting: LedgerPosting, at: Date): Promise<void> =>
  postBackdated(tx, posting, at);

/**
 * Fees the ledger earned from a booking at a moment: `fees` halalas charged into the booking's
 * escrow, then settled to platform_fees (the owner's share and the VAT left out: the reports read
 * the fees alone).
 */
export function earnFeesAt(db: Db, bookingId: string, fees: number, at: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await postAt(
      tx,
      {
        key: `charge:fees:${bookingId}`,
        kind: 'charge',
        bookingId,
        lines: [
          { account: 'gateway', amount: fees },
          { account: 'escrow', amount: -fees, bookingId },
        ],
      },
      at,
    );
    await postAt(
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
    );
  });
}
