/**
 * The day's reconciliation (docs/decisions/0045 and 0047): what our tables and the ledger say moved
 * on one Riyadh day, beside what the gateway lists for it, and every difference between them: the
 * payments, the refunds, the payouts (a payout the bank returned after it was paid shows here), and
 * the ledger's own checks. It only reads: a difference is for an administrator to look into, never
 * corrected here. It asks the gateway, so it runs as a job (admin-reconciliation.jobs.ts) and its
 * report is kept for the page to read.
 */
import type { Reconciliation, ReconciliationDifference } from '@shared/api-types';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { ledgerTransactions, payments, payouts, refunds } from '../../db/schema';
import {
  accountTotals,
  checkLedger,
  GatewayError,
  type GatewayPayment,
  type GatewayPayout,
  movedMoney,
  type PaymentGateway,
} from '../payments';
import { riyadhDayBounds } from './admin-sql';

/** The gateway's list is read page by page up to this many; a busier day says it is incomplete. */
export const RECONCILIATION_MAX_PAGES = 20;
/** Payments asked for one by one (paid here but listed on another day, or refunded today), at most. */
const MAX_SINGLE_FETCHES = 50;

type PaymentRow = typeof payments.$inferSelect;

/**
 * A gateway payment our books hold: a booking's payment, or an extra attempt paid on the same page
 * and owed back (docs/decisions/0044-payments.md, "A page paid twice"), charged when its refund was owed.
 */
interface Charged {
  /** An extra attempt on the page rather than the booking's payment. */
  extra: boolean;
  paymentId: string;
  bookingId: string;
  gatewayPaymentId: string | null;
  amount: number;
  status: string;
}

interface OurSide {
  paid: Charged[];
  refundsDone: {
    count: number;
    amount: number;
    /** The gateway payments refunded that day: our payment and, for an extra attempt, its id. */
    targets: { paymentId: string; extraAttemptId: string | null }[];
  };
  payoutsPaid: { count: number; amount: number };
  /** Payouts the bank sent back after they were paid: the money is at the gateway again. */
  payoutsReturned: { count: number; amount: number };
}

const chargedOf = (payment: PaymentRow): Charged => ({
  extra: false,
  paymentId: payment.id,
  bookingId: payment.bookingId,
  gatewayPaymentId: payment.gatewayPaymentId,
  amount: payment.amountHalalas,
  status: payment.status,
});

async function ourSide(db: Db, range: { from: Date; to: Date }): Promise<OurSide> {
  const [paid, extraAttempts, refundsDone, payoutsMoved] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(
        and(isNotNull(payments.paidAt), gte(payments.paidAt, range.from), lt(payments.paidAt, range.to)),
      ),
    db
      .select()
      .from(refunds)
      .where(
        and(
          isNotNull(refunds.gatewayPaymentId),
          gte(refunds.createdAt, range.from),
          lt(refunds.createdAt, range.to),
        ),
      ),
    db
      .select({
        paymentId: refunds.paymentId,
        extraAttemptId: refunds.gatewayPaymentId,
        amount: refunds.amountHalalas,
      })
      .from(refunds)
      .where(and(eq(refunds.status, 'done'), gte(refunds.doneAt, range.from), lt(refunds.doneAt, range.to))),
    // When a payout was paid or came back is when the ledger booked it.
    selectRows<{ kind: string; count: number; amount: string }>(
      db,
      sql`SELECT ${ledgerTransactions.kind} AS kind, count(*)::int AS count,
          coalesce(sum(${payouts.amountHalalas}), 0) AS amount
        FROM ${ledgerTransactions} INNER JOIN ${payouts} ON ${payouts.id} = ${ledgerTransactions.payoutId}
        WHERE ${ledgerTransactions.kind} IN ('payout_paid', 'payout_returned')
          AND ${ledgerTransactions.createdAt} >= ${range.from.toISOString()}::timestamptz
          AND ${ledgerTransactions.createdAt} < ${range.to.toISOString()}::timestamptz
        GROUP BY 1`,
    ),
  ]);
  const payoutsOf = (kind: string) => {
    const row = payoutsMoved.find((each) => each.kind === kind);
    return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
  };
  return {
    paid: [
      ...paid.map(chargedOf),
      ...extraAttempts.map((refund) => ({
        extra: true,
        paymentId: refund.paymentId,
        bookingId: refund.bookingId,
        gatewayPaymentId: refund.gatewayPaymentId,
        amount: refund.amountHalalas,
        status: 'paid',
      })),
    ],
    refundsDone: {
      count: refundsDone.length,
      amount: refundsDone.reduce((sum, refund) => sum + refund.amount, 0),
      targets: refundsDone.map(({ paymentId, extraAttemptId }) => ({ paymentId, extraAttemptId })),
    },
    payoutsPaid: payoutsOf('payout_paid'),
    payoutsReturned: payoutsOf('payout_returned'),
  };
}

/** Every payment the gateway lists as made in the range, up to RECONCILIATION_MAX_PAGES pages. */
async function gatewaySide(
  gateway: PaymentGateway,
  range: { from: Date; to: Date },
): Promise<{ listed: GatewayPayment[]; complete: boolean }> {
  const listed: GatewayPayment[] = [];
  let page: number | null = 1;
  for (let read = 0; page !== null && read < RECONCILIATION_MAX_PAGES; read += 1) {
    const answer: Awaited<ReturnType<PaymentGateway['listPayments']>> = await gateway.listPayments({
      createdFrom: range.from,
      createdTo: range.to,
      page,
    });
    listed.push(...answer.payments);
    page = answer.nextPage;
  }
  return { listed, complete: page === null };
}

/** The gateway's payment by id; null when it says there is none. */
async function fetchOrNull(gateway: PaymentGateway, id: string): Promise<GatewayPayment | null> {
  try {
    return await gateway.fetchPayment(id);
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'refused') return null;
    throw error;
  }
}

function difference(
  kind: ReconciliationDifference['kind'],
  sides: Partial<Omit<ReconciliationDifference, 'kind'>>,
): ReconciliationDifference {
  return {
    kind,
    paymentId: null,
    payoutId: null,
    bookingId: null,
    gatewayPaymentId: null,
    ours: null,
    gateway: null,
    ...sides,
  };
}

/** The day's report. Throws `GatewayError` when the gateway cannot be asked (its job tries again). */
export function reconcileDay(db: Db, gateway: PaymentGateway, day: string): Promise<Reconciliation> {
  return reconcile(db, gateway, day, riyadhDayBounds(day));
}

async function reconcile(
  db: Db,
  gateway: PaymentGateway,
  day: string,
  range: { from: Date; to: Date },
): Promise<Reconciliation> {
  const [ours, ledger, check, atGateway] = await Promise.all([
    ourSide(db, range),
    accountTotals(db, range),
    checkLedger(db),
    gatewaySide(gateway, range),
  ]);
  const moved = atGateway.listed.filter(movedMoney);
  const byId = new Map(atGateway.listed.map((payment) => [payment.id, payment]));
  const differences: ReconciliationDifference[] = [];
  let fetches = 0;
  const gatewayPayment = async (id: string) => {
    const listed = byId.get(id);
    if (listed || fetches >= MAX_SINGLE_FETCHES) return listed ?? null;
    fetches += 1;
    const fetched = await fetchOrNull(gateway, id);
    if (fetched) byId.set(id, fetched);
    return fetched;
  };

  // Ours paid that day, each found at the gateway (listed, or made the day before and paid after midnight).
  let matched = 0;
  for (const payment of ours.paid) {
    const sides = {
      paymentId: payment.paymentId,
      bookingId: payment.bookingId,
      gatewayPaymentId: payment.gatewayPaymentId,
    };
    const theirs = payment.gatewayPaymentId ? await gatewayPayment(payment.gatewayPaymentId) : null;
    if (!theirs) {
      differences.push(difference('missing_at_gateway', { ...sides, ours: payment.amount }));
      continue;
    }
    let same = true;
    if (theirs.amount !== payment.amount) {
      same = false;
      differences.push(difference('amount', { ...sides, ours: payment.amount, gateway: theirs.amount }));
    }
    if (!movedMoney(theirs)) {
      same = false;
      differences.push(difference('status', { ...sides, ours: payment.status, gateway: theirs.state }));
    }
    if (same) matched += 1;
  }

  // Paid at the gateway on one of our pages, and not recorded by us. A payment is ours by the page
  // (invoice) we recorded, never by its metadata: anyone holding the publishable key can write a
  // booking's id there (docs/decisions/0049-moyasar-fidelity.md).
  const known = await knownPayments(db, moved);
  for (const payment of moved) {
    if (known.paymentIds.has(payment.id)) continue;
    const ourPage = payment.pageId ? known.byPage.get(payment.pageId) : undefined;
    if (!ourPage) continue;
    differences.push(
      difference('not_ours', {
        paymentId: ourPage.id,
        bookingId: ourPage.bookingId,
        gatewayPaymentId: payment.id,
        gateway: payment.amount,
      }),
    );
  }

  differences.push(...(await refundDifferences(db, ours, gatewayPayment)));
  differences.push(...(await payoutDifferences(db, gateway, range)));

  const gatewayMoved =
    ours.paid.reduce((sum, p) => sum + p.amount, 0) -
    ours.refundsDone.amount -
    ours.payoutsPaid.amount +
    ours.payoutsReturned.amount -
    (await settledFromGateway(db, range));
  if (ledger.gateway !== gatewayMoved) {
    differences.push(difference('ledger_gateway', { ours: gatewayMoved, gateway: ledger.gateway }));
  }

  return {
    day,
    ours: {
      payments: { count: ours.paid.length, amount: ours.paid.reduce((sum, p) => sum + p.amount, 0) },
      refunds: { count: ours.refundsDone.count, amount: ours.refundsDone.amount },
      payouts: ours.payoutsPaid,
      ledger,
    },
    gateway: {
      payments: { count: moved.length, amount: moved.reduce((sum, p) => sum + p.amount, 0) },
      refunded: moved.reduce((sum, p) => sum + p.refunded, 0),
      complete: atGateway.complete,
    },
    matched,
    differences,
    ledgerProblems: check.problems,
    ledgerTransactions: check.transactions,
    balanced: differences.length === 0 && check.problems.length === 0 && atGateway.complete,
  };
}

/**
 * Which of the gateway's payments we know (a booking's payment, or an extra attempt we owe back),
 * and our payment pages by the gateway's invoice id.
 */
async function knownPayments(db: Db, moved: GatewayPayment[]) {
  const ids = moved.map((payment) => payment.id);
  const pageIds = moved.flatMap((payment) => (payment.pageId ? [payment.pageId] : []));
  const [byPayment, byAttempt, byPage] = await Promise.all([
    ids.length
      ? db
          .select({ id: payments.gatewayPaymentId })
          .from(payments)
          .where(inArray(payments.gatewayPaymentId, ids))
      : Promise.resolve([]),
    ids.length
      ? db
          .select({ id: refunds.gatewayPaymentId })
          .from(refunds)
          .where(inArray(refunds.gatewayPaymentId, ids))
      : Promise.resolve([]),
    pageIds.length
      ? db
          .select({ id: payments.id, bookingId: payments.bookingId, pageId: payments.gatewayInvoiceId })
          .from(payments)
          .where(inArray(payments.gatewayInvoiceId, pageIds))
      : Promise.resolve([]),
  ]);
  return {
    paymentIds: new Set([...byPayment, ...byAttempt].map((row) => row.id)),
    byPage: new Map(byPage.map((row) => [row.pageId, row])),
  };
}

/**
 * For every gateway payment paid or refunded that day (a booking's payment, or an extra attempt
 * owed back): what the gateway says it refunded of it, beside what our done refunds of it add up to
 * (all days: a refund is cumulative at the gateway).
 */
async function refundDifferences(
  db: Db,
  ours: OurSide,
  gatewayPayment: (id: string) => Promise<GatewayPayment | null>,
): Promise<ReconciliationDifference[]> {
  const targets = new Map<string, { paymentId: string; extraAttemptId: string | null }>();
  const add = (target: { paymentId: string; extraAttemptId: string | null }) =>
    targets.set(`${target.paymentId}:${target.extraAttemptId ?? ''}`, target);
  for (const charged of ours.paid) {
    add({ paymentId: charged.paymentId, extraAttemptId: charged.extra ? charged.gatewayPaymentId : null });
  }
  for (const target of ours.refundsDone.targets) add(target);
  const paymentIds = [...new Set([...targets.values()].map((target) => target.paymentId))];
  if (paymentIds.length === 0) return [];
  const [rows, done] = await Promise.all([
    db
      .select({ id: payments.id, bookingId: payments.bookingId, gatewayPaymentId: payments.gatewayPaymentId })
      .from(payments)
      .where(inArray(payments.id, paymentIds)),
    db
      .select({
        paymentId: refunds.paymentId,
        extraAttemptId: refunds.gatewayPaymentId,
        total: sql<string>`sum(${refunds.amountHalalas})`,
      })
      .from(refunds)
      .where(and(inArray(refunds.paymentId, paymentIds), eq(refunds.status, 'done')))
      .groupBy(refunds.paymentId, refunds.gatewayPaymentId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const doneOf = (target: { paymentId: string; extraAttemptId: string | null }) =>
    Number(
      done.find((sum) => sum.paymentId === target.paymentId && sum.extraAttemptId === target.extraAttemptId)
        ?.total ?? 0,
    );
  const paidToday = new Set(ours.paid.map((charged) => charged.gatewayPaymentId));
  const found: ReconciliationDifference[] = [];
  for (const target of targets.values()) {
    const payment = byId.get(target.paymentId);
    const gatewayPaymentId = target.extraAttemptId ?? payment?.gatewayPaymentId;
    if (!payment || !gatewayPaymentId) continue;
    const sides = { paymentId: payment.id, bookingId: payment.bookingId, gatewayPaymentId };
    const theirs = await gatewayPayment(gatewayPaymentId);
    if (!theirs) {
      // Paid that day, it is reported as missing above already; paid before, it is reported here.
      if (!paidToday.has(gatewayPaymentId)) found.push(difference('missing_at_gateway', sides));
      continue;
    }
    const ourRefunds = doneOf(target);
    if (theirs.refunded === ourRefunds) continue;
    found.push(difference('refunded', { ...sides, ours: ourRefunds, gateway: theirs.refunded }));
  }
  return found;
}

/** A paid payout is compared for a week after: a bank may send it back within days. */
const PAYOUT_WATCH_DAYS = 7;
/** Payouts asked for one by one, at most, per report. */
const MAX_PAYOUT_FETCHES = 100;

/**
 * Our payouts sent or paid that day, or paid in the week before it, each beside what the gateway
 * says of it now: one the gateway does not have, another amount, or another state (one the bank
 * returned while our books hold it paid, one paid while we hold it on its way).
 */
async function payoutDifferences(
  db: Db,
  gateway: PaymentGateway,
  range: { from: Date; to: Date },
): Promise<ReconciliationDifference[]> {
  const watchFrom = new Date(range.from.getTime() - PAYOUT_WATCH_DAYS * 86_400_000);
  const ours = await db
    .select()
    .from(payouts)
    .where(
      and(
        isNotNull(payouts.gatewayPayoutId),
        sql`((${payouts.createdAt} >= ${range.from.toISOString()}::timestamptz AND ${payouts.createdAt} < ${range.to.toISOString()}::timestamptz)
          OR (${payouts.paidAt} >= ${watchFrom.toISOString()}::timestamptz AND ${payouts.paidAt} < ${range.to.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(payouts.createdAt)
    .limit(MAX_PAYOUT_FETCHES);
  const found: ReconciliationDifference[] = [];
  for (const payout of ours) {
    const theirs = await fetchPayoutOrNull(gateway, payout.gatewayPayoutId ?? '');
    const sides = { payoutId: payout.id };
    if (!theirs) {
      found.push(difference('payout_missing', { ...sides, ours: payout.amountHalalas }));
      continue;
    }
    if (theirs.amount !== payout.amountHalalas) {
      found.push(
        difference('payout_amount', { ...sides, ours: payout.amountHalalas, gateway: theirs.amount }),
      );
    }
    if (!sameStanding(payout.status, theirs.state)) {
      found.push(difference('payout_status', { ...sides, ours: payout.status, gateway: theirs.state }));
    }
  }
  return found;
}

/** Whether our payout's status says what the gateway's state says. */
function sameStanding(ours: string, theirs: GatewayPayout['state']): boolean {
  const expected: Record<GatewayPayout['state'], string> = {
    pending: 'sent',
    paid: 'paid',
    failed: 'failed',
    returned: 'returned',
  };
  return expected[theirs] === ours;
}

async function fetchPayoutOrNull(gateway: PaymentGateway, id: string): Promise<GatewayPayout | null> {
  try {
    return await gateway.fetchPayout(id);
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'refused') return null;
    throw error;
  }
}

/** What the gateway settled to the bank in the range (the ledger's gateway_settlement transactions). */
async function settledFromGateway(db: Db, range: { from: Date; to: Date }): Promise<number> {
  const [row] = await selectRows<{ gross: string }>(
    db,
    sql`SELECT coalesce(sum(e.amount_halalas), 0) AS gross
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.kind = 'gateway_settlement' AND e.account = 'gateway'
        AND t.created_at >= ${range.from.toISOString()}::timestamptz AND t.created_at < ${range.to.toISOString()}::timestamptz`,
  );
  return -Number(row?.gross ?? 0);
}
