/**
 * Every money event Ajjir books, built in this one place (docs/decisions/0047-money-architecture.md,
 * "The ledger", has the table): each function answers the whole posting of one event (its key, kind,
 * what it concerns and its entries, which sum to zero) for `postTransaction`. Pure: nothing here reads
 * or writes the database. A debit is positive, a credit negative; amounts are whole halalas.
 */
import type { LedgerLine, LedgerPosting } from './ledger';

function positive(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`Not an amount for ${what}: ${amount}`);
  return amount;
}

function notNegative(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Not an amount for ${what}: ${amount}`);
  return amount;
}

/**
 * A renter's payment arrives: gateway + amount / escrow − (amount − deposit) / deposits − deposit.
 * The refundable deposit is held apart from the rental's money (docs/decisions/0057-deposits.md).
 */
export function charge(input: {
  paymentId: string;
  bookingId: string;
  amount: number;
  deposit: number;
}): LedgerPosting {
  const amount = positive(input.amount, 'a charge');
  const deposit = notNegative(input.deposit, 'a deposit');
  if (deposit >= amount) throw new RangeError(`A charge of ${amount} cannot hold a deposit of ${deposit}`);
  return {
    key: `charge:${input.paymentId}`,
    kind: 'charge',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    lines: [
      { account: 'gateway', amount },
      { account: 'escrow', amount: -(amount - deposit), bookingId: input.bookingId },
      ...(deposit > 0
        ? [{ account: 'deposits' as const, amount: -deposit, bookingId: input.bookingId }]
        : []),
    ],
  };
}

/**
 * A second attempt paid on the booking's payment page (docs/decisions/0044-payments.md, "A page paid
 * twice"): the money arrived all the same, into the booking's escrow, to be owed back whole.
 */
export function extraAttemptCharge(input: {
  attemptId: string;
  paymentId: string;
  bookingId: string;
  amount: number;
}): LedgerPosting {
  // Owed back whole: nothing of it is a deposit held for the rental.
  return { ...charge({ ...input, deposit: 0 }), key: `charge:attempt:${input.attemptId}` };
}

interface RefundEvent {
  refundId: string;
  paymentId: string;
  bookingId: string;
  amount: number;
}

/** A refund is decided, out of what the booking holds: escrow + amount / refunds_owed − amount. */
export function refundOwed(input: RefundEvent): LedgerPosting {
  const amount = positive(input.amount, 'a refund');
  return {
    key: `refund_owed:${input.refundId}`,
    kind: 'refund_owed',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    refundId: input.refundId,
    lines: [
      { account: 'escrow', amount, bookingId: input.bookingId },
      { account: 'refunds_owed', amount: -amount, bookingId: input.bookingId },
    ],
  };
}

/**
 * An administrator gives a renter money back as goodwill, out of Ajjir's own money, never the owner's
 * and never the fees or VAT already booked: goodwill + amount / refunds_owed − amount. If the booking
 * later ends with a refund by its policy, what goodwill gave counts towards it (`settle`).
 */
export function goodwillOwed(input: RefundEvent): LedgerPosting {
  const amount = positive(input.amount, 'a goodwill refund');
  return {
    key: `goodwill_owed:${input.refundId}`,
    kind: 'goodwill_owed',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    refundId: input.refundId,
    lines: [
      { account: 'goodwill', amount, bookingId: input.bookingId },
      { account: 'refunds_owed', amount: -amount, bookingId: input.bookingId },
    ],
  };
}

/** The gateway has made a refund: refunds_owed + amount / gateway − amount. */
export function refundSent(input: RefundEvent): LedgerPosting {
  const amount = positive(input.amount, 'a refund');
  return {
    key: `refund_sent:${input.refundId}`,
    kind: 'refund_sent',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    refundId: input.refundId,
    lines: [
      { account: 'refunds_owed', amount, bookingId: input.bookingId },
      { account: 'gateway', amount: -amount },
    ],
  };
}

/**
 * The deposit, or what a claim left of it, goes back to the renter: deposits + amount /
 * refunds_owed − amount. Made at the gateway as any refund is.
 */
export function depositRefundOwed(input: RefundEvent): LedgerPosting {
  const amount = positive(input.amount, 'a deposit refund');
  return {
    key: `deposit_refund_owed:${input.refundId}`,
    kind: 'deposit_refund_owed',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    refundId: input.refundId,
    lines: [
      { account: 'deposits', amount, bookingId: input.bookingId },
      { account: 'refunds_owed', amount: -amount, bookingId: input.bookingId },
    ],
  };
}

/**
 * What a settled claim keeps of the deposit goes to the owner, whole: deposits + amount / owner −
 * amount. Compensation for a loss is not a supply: no commission, no VAT (docs/decisions/0057).
 */
export function depositKept(input: {
  claimId: string;
  bookingId: string;
  ownerId: string;
  amount: number;
}): LedgerPosting {
  const amount = positive(input.amount, 'a deposit kept');
  return {
    key: `deposit_kept:${input.claimId}`,
    kind: 'deposit_kept',
    bookingId: input.bookingId,
    lines: [
      { account: 'deposits', amount, bookingId: input.bookingId },
      { account: 'owner', amount: -amount, userId: input.ownerId },
    ],
  };
}

/**
 * The booking ended (completed, or cancelled with money kept): what escrow still holds goes to the
 * owner's earning, Ajjir's fees and the VAT on them, and pays back the goodwill already given to the
 * renter out of the refund they were due anyway. escrow + all / owner − earning / platform_fees −
 * fees / vat − vat / goodwill − reimbursed. A part that is zero has no entry; with nothing to settle
 * the answer is null.
 */
export function settle(input: {
  bookingId: string;
  ownerId: string;
  ownerEarning: number;
  platformFees: number;
  vat: number;
  goodwillReimbursed: number;
}): LedgerPosting | null {
  const lines: LedgerLine[] = [
    {
      account: 'owner',
      amount: -notNegative(input.ownerEarning, "the owner's earning"),
      userId: input.ownerId,
    },
    { account: 'platform_fees', amount: -notNegative(input.platformFees, 'the platform fees') },
    { account: 'vat', amount: -notNegative(input.vat, 'the VAT') },
    {
      account: 'goodwill',
      amount: -notNegative(input.goodwillReimbursed, 'the goodwill paid back'),
      bookingId: input.bookingId,
    },
  ];
  const credits = lines.filter((line) => line.amount !== 0);
  const total = -credits.reduce((sum, line) => sum + line.amount, 0);
  if (total === 0) return null;
  return {
    key: `settle:${input.bookingId}`,
    kind: 'settle',
    bookingId: input.bookingId,
    lines: [{ account: 'escrow', amount: total, bookingId: input.bookingId }, ...credits],
  };
}

interface PayoutEvent {
  payoutId: string;
  ownerId: string;
  amount: number;
}

/** An owner's balance is paid out: owner + amount / payouts_in_transit − amount. */
export function payoutRequested(input: PayoutEvent): LedgerPosting {
  const amount = positive(input.amount, 'a payout');
  return {
    key: `payout:${input.payoutId}`,
    kind: 'payout',
    payoutId: input.payoutId,
    lines: [
      { account: 'owner', amount, userId: input.ownerId },
      { account: 'payouts_in_transit', amount: -amount, userId: input.ownerId },
    ],
  };
}

/** The gateway has paid a payout: payouts_in_transit + amount / gateway − amount. */
export function payoutPaid(input: PayoutEvent): LedgerPosting {
  const amount = positive(input.amount, 'a payout');
  return {
    key: `payout_paid:${input.payoutId}`,
    kind: 'payout_paid',
    payoutId: input.payoutId,
    lines: [
      { account: 'payouts_in_transit', amount, userId: input.ownerId },
      { account: 'gateway', amount: -amount },
    ],
  };
}

/** A payout failed before it was paid: payouts_in_transit + amount / owner − amount (the balance again). */
export function payoutFailed(input: PayoutEvent): LedgerPosting {
  const amount = positive(input.amount, 'a payout');
  return {
    key: `payout_failed:${input.payoutId}`,
    kind: 'payout_failed',
    payoutId: input.payoutId,
    lines: [
      { account: 'payouts_in_transit', amount, userId: input.ownerId },
      { account: 'owner', amount: -amount, userId: input.ownerId },
    ],
  };
}

/**
 * A payout the bank sent back after it was paid (a closed account): the money is at the gateway
 * again and in the owner's balance again: gateway + amount / owner − amount.
 */
export function payoutReturned(input: PayoutEvent): LedgerPosting {
  const amount = positive(input.amount, 'a payout');
  return {
    key: `payout_returned:${input.payoutId}`,
    kind: 'payout_returned',
    payoutId: input.payoutId,
    lines: [
      { account: 'gateway', amount },
      { account: 'owner', amount: -amount, userId: input.ownerId },
    ],
  };
}

/**
 * The gateway settled to Ajjir's bank what it had collected, less its own fees: bank + net /
 * gateway_fees + fees / gateway − gross. Booked from the gateway's settlement report, so that the
 * bank statement and the gateway's fees can be reconciled with the books.
 */
export function gatewaySettlement(input: {
  settlementId: string;
  gross: number;
  fees: number;
}): LedgerPosting {
  const gross = positive(input.gross, 'a settlement');
  const fees = notNegative(input.fees, "the gateway's fees");
  if (fees >= gross) throw new RangeError(`A settlement's fees (${fees}) are less than its gross (${gross})`);
  return {
    key: `gateway_settlement:${input.settlementId}`,
    kind: 'gateway_settlement',
    lines: [
      { account: 'bank', amount: gross - fees },
      ...(fees > 0 ? [{ account: 'gateway_fees' as const, amount: fees }] : []),
      { account: 'gateway', amount: -gross },
    ],
  };
}
