/**
 * The entries of each money event, as decision 0044's table gives them ("The ledger"): pure
 * functions, each answering lines that sum to zero, for `postTransaction`. A debit is positive, a
 * credit negative; amounts are whole halalas.
 */
import type { LedgerLine } from './ledger';

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

/** A renter's payment arrives: gateway + total / escrow − total. */
export function chargeLines(input: { bookingId: string; amount: number }): LedgerLine[] {
  const amount = positive(input.amount, 'a charge');
  return [
    { account: 'gateway', amount },
    { account: 'escrow', amount: -amount, bookingId: input.bookingId },
  ];
}

/** A refund is decided: escrow + amount / refunds_owed − amount. */
export function refundOwedLines(input: { bookingId: string; amount: number }): LedgerLine[] {
  const amount = positive(input.amount, 'a refund');
  return [
    { account: 'escrow', amount, bookingId: input.bookingId },
    { account: 'refunds_owed', amount: -amount, bookingId: input.bookingId },
  ];
}

/** The gateway has made a refund: refunds_owed + amount / gateway − amount. */
export function refundSentLines(input: { bookingId: string; amount: number }): LedgerLine[] {
  const amount = positive(input.amount, 'a refund');
  return [
    { account: 'refunds_owed', amount, bookingId: input.bookingId },
    { account: 'gateway', amount: -amount },
  ];
}

/**
 * A rental completed, or ended with money kept: escrow + kept / owner − earning / platform_fees −
 * fees / vat − vat, where kept is the three together. A part that is zero has no entry (the
 * database refuses zero entries); when all are zero there is nothing to post, and the answer is [].
 */
export function settleLines(input: {
  bookingId: string;
  ownerId: string;
  ownerEarning: number;
  platformFees: number;
  vat: number;
}): LedgerLine[] {
  const ownerEarning = notNegative(input.ownerEarning, "the owner's earning");
  const platformFees = notNegative(input.platformFees, 'the platform fees');
  const vat = notNegative(input.vat, 'the VAT');
  const kept = ownerEarning + platformFees + vat;
  if (kept === 0) return [];
  const credits: LedgerLine[] = [
    { account: 'owner', amount: -ownerEarning, userId: input.ownerId },
    { account: 'platform_fees', amount: -platformFees },
    { account: 'vat', amount: -vat },
  ];
  return [
    { account: 'escrow', amount: kept, bookingId: input.bookingId },
    ...credits.filter((line) => line.amount !== 0),
  ];
}

/** An owner asks for a payout: owner + amount / payouts_in_transit − amount. */
export function payoutLines(input: { ownerId: string; amount: number }): LedgerLine[] {
  const amount = positive(input.amount, 'a payout');
  return [
    { account: 'owner', amount, userId: input.ownerId },
    { account: 'payouts_in_transit', amount: -amount, userId: input.ownerId },
  ];
}

/** The gateway has paid a payout: payouts_in_transit + amount / gateway − amount. */
export function payoutPaidLines(input: { ownerId: string; amount: number }): LedgerLine[] {
  const amount = positive(input.amount, 'a payout');
  return [
    { account: 'payouts_in_transit', amount, userId: input.ownerId },
    { account: 'gateway', amount: -amount },
  ];
}

/** A payout failed or came back: payouts_in_transit + amount / owner − amount (the balance again). */
export function payoutFailedLines(input: { ownerId: string; amount: number }): LedgerLine[] {
  const amount = positive(input.amount, 'a payout');
  return [
    { account: 'payouts_in_transit', amount, userId: input.ownerId },
    { account: 'owner', amount: -amount, userId: input.ownerId },
  ];
}
