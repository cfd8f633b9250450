/**
 * What happens to a paid booking's money when the booking ends
 * (docs/decisions/0044-payments.md): in the transaction that ends it, the
 * renter's refund is owed (by the listing's policy and who ended it) and
 * what is kept is settled to the owner, the platform and VAT. The gateway is
 * asked to make the refund after commit (refunds.service.ts).
 */
import { type EndingKind, refundBasisPoints } from '@shared/cancellation';
import type { BookingStatus, RefundReason } from '@shared/constants';
import { type Split, settlement, splitAmount } from '@shared/money';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, invoices, payments, refunds } from '../../db/schema';
import { priceOfBooking } from '../bookings/bookings.queries';
import { issueCreditNote } from './invoices/invoices';
import { postTransaction } from './ledger/ledger';
import { refundOwedLines, settleLines } from './ledger/movements';

/** A booking's status change, as the booking services record it. */
export interface EndingChange {
  booking: { id: string; renterId: string; ownerId: string };
  actorId: string | null;
  action: string;
  from: BookingStatus | null;
  to: BookingStatus;
}

const ENDED: readonly BookingStatus[] = ['declined', 'expired', 'cancelled', 'completed'];

/** Who ended the booking decides the refund: the renter by the policy, anyone else in full. */
export function endingKindOf(change: EndingChange): EndingKind | null {
  const { booking, actorId, to, from } = change;
  if (to === 'completed') return null;
  if (to === 'expired') return 'expired';
  if (actorId === booking.renterId) return from === 'confirmed' ? 'renter_cancelled' : 'renter_withdrew';
  if (actorId === booking.ownerId) return to === 'cancelled' ? 'owner_cancelled' : 'owner_declined';
  // The system declining a request for dates another took, or the owner's blocked days: the owner's side.
  if (actorId === null) return 'owner_declined';
  // An administrator removing the listing.
  return 'listing_removed';
}

/** Refunds owed and earnings settled for every paid booking among `changes` that ended. */
export async function settleEndedBookings(tx: Db, changes: EndingChange[], now = new Date()): Promise<void> {
  for (const change of changes) {
    if (!ENDED.includes(change.to)) continue;
    await settleEndedBooking(tx, change, now);
  }
}

async function settleEndedBooking(tx: Db, change: EndingChange, now: Date): Promise<void> {
  const [row] = await tx
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    // Paid, whatever the gateway's status says since (a partial refund makes it "refunded").
    .where(and(eq(bookings.id, change.booking.id), isNotNull(payments.paidAt)))
    // The payment's row is the lock refunds of one payment are decided under (as an administrator's
    // refund takes it): without it, a refund decided here and one decided there at the same moment
    // would each fit in what is left, and together owe more than was paid. The item and the booking
    // are locked already, so the order stays item, booking, payment.
    .for('no key update', { of: payments });
  const price = row && priceOfBooking(row.booking);
  if (!row || !price || !row.booking.cancellationPolicy) return;
  const kind = endingKindOf(change);
  const share = kind
    ? refundBasisPoints({
        policy: row.booking.cancellationPolicy,
        kind,
        startDate: row.booking.startDate,
        now,
      })
    : 0;
  const split = settlement(price, share);
  // Never more back than is left of the payment: an administrator may have refunded part of it
  // already, out of Ajjir's fees; the escrow's part of that goes back to the fees here.
  const refundable = row.payment.amountHalalas - (await refundedSoFar(tx, row.payment.id));
  const refund = Math.min(split.refund.total, refundable);
  if (kind && refund > 0) {
    await oweRefund(tx, {
      bookingId: row.booking.id,
      paymentId: row.payment.id,
      reason: kind,
      key: `booking:${row.booking.id}:ending`,
      split: refund === split.refund.total ? split.refund : splitAmount(price, refund),
      actorId: change.actorId,
      note: null,
    });
  }
  const kept = settleLines({
    bookingId: row.booking.id,
    ownerId: row.booking.ownerId,
    ownerEarning: split.ownerEarning,
    platformFees: split.platformFees + (split.refund.total - Math.max(refund, 0)),
    vat: split.vat,
  });
  // A full refund keeps nothing to settle.
  if (kept.length === 0) return;
  await postTransaction(tx, {
    key: `settle:${row.booking.id}`,
    kind: 'settle',
    bookingId: row.booking.id,
    lines: kept,
  });
}

/**
 * Halalas refunded or owed on a payment so far: of its own gateway payment, not of an extra attempt
 * paid on the same page (each of those is refunded whole, on its own).
 */
export async function refundedSoFar(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), isNull(refunds.gatewayPaymentId)));
  return Number(row?.total ?? 0);
}

/**
 * A refund the renter is owed, with its ledger entries (out of the booking's escrow, or for an
 * administrator's goodwill refund out of Ajjir's fees and their VAT) and its credit note. Once per
 * key: a second call with the same key changes nothing and answers the first refund's id.
 */
export async function oweRefund(
  tx: Db,
  input: {
    bookingId: string;
    paymentId: string;
    reason: RefundReason;
    key: string;
    split: Split;
    actorId: string | null;
    note: string | null;
    /** Out of the platform's fees rather than the escrow (a refund after the money was settled). */
    fromFees?: boolean;
    /**
     * An extra attempt paid on the same page, refunded whole: it had no tax invoice, so it gets no
     * credit note.
     */
    extraAttemptId?: string;
  },
): Promise<string> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      key: input.key,
      paymentId: input.paymentId,
      bookingId: input.bookingId,
      amountHalalas: input.split.total,
      reason: input.reason,
      actorId: input.actorId,
      note: input.note,
      gatewayPaymentId: input.extraAttemptId ?? null,
    })
    .onConflictDoNothing({ target: refunds.key })
    .returning({ id: refunds.id });
  if (!refund) {
    const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.key, input.key));
    if (!existing) throw new Error(`Refund ${input.key} vanished`);
    return existing.id;
  }
  const amount = input.split.total;
  await postTransaction(tx, {
    key: `refund_owed:${refund.id}`,
    kind: 'refund_owed',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    refundId: refund.id,
    lines: input.fromFees
      ? [
          { account: 'platform_fees', amount: amount - input.split.serviceFeeVat },
          ...(input.split.serviceFeeVat > 0
            ? [{ account: 'vat' as const, amount: input.split.serviceFeeVat }]
            : []),
          { account: 'refunds_owed', amount: -amount, bookingId: input.bookingId },
        ]
      : refundOwedLines({ bookingId: input.bookingId, amount }),
  });
  const [charge] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, input.bookingId), eq(invoices.kind, 'invoice')));
  if (charge && !input.extraAttemptId) {
    await issueCreditNote(tx, {
      bookingId: input.bookingId,
      paymentId: input.paymentId,
      refundId: refund.id,
      seller: { legalName: charge.sellerName, vatNumber: charge.sellerVatNumber },
      buyerName: charge.buyerName,
      refund: input.split,
    });
  }
  return refund.id;
}
