/**
 * The money side of booking changes (docs/decisions/0047-money-architecture.md, "Money declared on
 * the transition"): the bookings feature declares, for each transition, what it does to the money
 * (bookings/transitions.ts), and this applies it in the transaction that records the change. Calls to
 * the gateway are never made here: a refund owed, a payment page to close, a deadline are jobs,
 * enqueued in the same transaction and run after it commits.
 */
import { earningReleaseMoment } from '@shared/bookings';
import { refundBasisPoints } from '@shared/cancellation';
import type { RefundReason } from '@shared/constants';
import { type PriceBreakdown, settlement } from '@shared/money';
import { displayName } from '@shared/names';
import { bookingLink } from '@shared/notifications';
import { type VatRegistration, vatRegistrationOf } from '@shared/vat-number';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, claims, items, payments, refunds, users } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import type { BookingMoney, DeclaredMoneyEffect, MoneyEffect } from '../bookings';
import { priceOfBooking } from '../bookings';
import { notify } from '../notifications';
import {
  type Buyer,
  issueChargeInvoices,
  issueCommissionInvoice,
  issueCreditNotes,
  type Seller,
} from './invoices/invoices';
import { depositHeldOf, settledEarningOf } from './ledger/balances';
import { postTransaction } from './ledger/ledger';
import * as movements from './ledger/movements';
import { checkoutCloseJob, checkoutLapseJob, earningReleaseJob, refundSendJob } from './payment-jobs';

export interface MoneyEffectsDeps {
  seller: Seller;
  /** Hours after a return before the owner's earning is released (config: CLAIM_WINDOW_HOURS). */
  claimWindowHours: number;
}

/** The `BookingMoney` the app gives every booking service (payments/register.ts). */
export function bookingMoneyOf(deps: MoneyEffectsDeps): BookingMoney {
  return {
    apply: async (tx, effects) => {
      for (const declared of effects) await applyEffect(tx, deps, declared);
    },
    ownerShareOf,
    refundedOf,
    settleClaim: (tx, input) => settleClaimMoney(tx, deps, input),
  };
}

/** The owner's line of the booking's settlement (0 when nothing was kept); null with no paid payment. */
async function ownerShareOf(tx: Db, bookingId: string): Promise<number | null> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNotNull(payments.paidAt)));
  if (!paid) return null;
  return (await settledEarningOf(tx, bookingId)) ?? 0;
}

async function refundedOf(tx: Db, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return Number(row?.total ?? 0);
}

async function applyEffect(tx: Db, deps: MoneyEffectsDeps, declared: DeclaredMoneyEffect): Promise<void> {
  const { bookingId, effect, actorId } = declared;
  switch (effect.kind) {
    case 'open_payment_window':
      return schedulePaymentLapse(tx, bookingId);
    case 'close_payment_page':
      return closePaymentPageLater(tx, bookingId);
    case 'hold':
      return holdPayment(tx, deps, bookingId);
    case 'release_after_claim_window':
      // A return the renter confirmed counts from now, even before the last day (docs/decisions/0059).
      return scheduleRelease(tx, deps, bookingId, { byRenter: declared.transition.by === 'renter' });
    case 'refund':
    case 'release':
      return endBooking(tx, deps, { bookingId, effect, actorId });
  }
}

/** The request lapses at its due time unless paid: the job asks the gateway first (checkout.jobs.ts). */
async function schedulePaymentLapse(tx: Db, bookingId: string): Promise<void> {
  const [booking] = await tx
    .select({ dueAt: bookings.paymentDueAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  await enqueue(
    tx,
    checkoutLapseJob,
    { bookingId },
    { key: `checkout.lapse:${bookingId}`, runAt: booking?.dueAt ?? new Date() },
  );
}

/**
 * A rental returned: its money stays in escrow until the owner's claim window closes, counted from
 * the return but never from before the last day (shared/bookings.ts, `earningReleaseMoment`), and a
 * job releases it then (release.jobs.ts). A booking Ajjir holds no payment for has nothing to release.
 */
async function scheduleRelease(
  tx: Db,
  deps: MoneyEffectsDeps,
  bookingId: string,
  { byRenter }: { byRenter: boolean },
  now = new Date(),
): Promise<void> {
  const row = await paidPaymentOf(tx, bookingId);
  if (!row) return;
  const dueAt = byRenter
    ? new Date(now.getTime() + deps.claimWindowHours * 3_600_000)
    : earningReleaseMoment(now, row.booking.endDate, deps.claimWindowHours);
  await tx.update(bookings).set({ releaseDueAt: dueAt }).where(eq(bookings.id, bookingId));
  await enqueue(tx, earningReleaseJob, { bookingId }, { key: `earning.release:${bookingId}`, runAt: dueAt });
}

/**
 * The claim window of a returned rental closed: what escrow holds is settled to the owner, Ajjir
 * and VAT (the `release` effect), the deposit goes back whole, and both are told. Once: the
 * settlement's ledger key makes a second run change nothing, and the booking's row is locked while
 * it is decided. Answers when to look again if the window is still open (a job run early, a clock
 * behind). A claim made in the window holds everything until it is settled, which releases it
 * (`settleClaimMoney`).
 */
export async function releaseEarning(
  tx: Db,
  deps: MoneyEffectsDeps,
  bookingId: string,
): Promise<{ notYet: Date } | undefined> {
  const [booking] = await tx
    .select({
      status: bookings.status,
      releaseDueAt: bookings.releaseDueAt,
      due: sql<boolean>`${bookings.releaseDueAt} <= now()`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('no key update');
  if (booking?.status !== 'completed' || !booking.releaseDueAt) return;
  if (!booking.due) return { notYet: booking.releaseDueAt };
  const [claimed] = await tx.select({ id: claims.id }).from(claims).where(eq(claims.bookingId, bookingId));
  if (claimed) return;
  await releaseNow(tx, deps, bookingId, { afterClaim: false });
}

/**
 * A claim against the deposit is settled (docs/decisions/0058-claims-and-disputes.md): `kept` of
 * the deposit goes to the owner, the rest back to the renter, and the rental's earning is released
 * now, its window closed by the claim. Called with the booking's row locked, once per claim (the
 * ledger keys: a second call moves nothing).
 */
export async function settleClaimMoney(
  tx: Db,
  deps: MoneyEffectsDeps,
  input: { bookingId: string; claimId: string; kept: number },
): Promise<void> {
  const row = await paidPaymentOf(tx, input.bookingId);
  if (!row) throw new Error(`Booking ${input.bookingId} has a claim but no paid payment`);
  if (input.kept > 0) {
    await postTransaction(
      tx,
      movements.depositKept({
        claimId: input.claimId,
        bookingId: input.bookingId,
        ownerId: row.booking.ownerId,
        amount: input.kept,
      }),
    );
  }
  await tx
    .update(bookings)
    .set({ releaseDueAt: sql`least(${bookings.releaseDueAt}, now())` })
    .where(eq(bookings.id, input.bookingId));
  await releaseNow(tx, deps, input.bookingId, { afterClaim: true });
}

/**
 * The release itself: the settlement, the deposit's refund (what is left of it), the owner told.
 * The renter is told of a deposit back whole here; after a claim, its own notices say what came back.
 */
async function releaseNow(
  tx: Db,
  deps: MoneyEffectsDeps,
  bookingId: string,
  { afterClaim }: { afterClaim: boolean },
): Promise<void> {
  if ((await settledEarningOf(tx, bookingId)) !== null) return;
  const depositBack = await depositHeldOf(tx, bookingId);
  await endBooking(tx, deps, { bookingId, effect: { kind: 'release' }, actorId: null });
  const amount = await settledEarningOf(tx, bookingId);
  if (amount === null) return;
  const [about] = await tx
    .select({ title: items.title, ownerId: bookings.ownerId, renterId: bookings.renterId })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .where(eq(bookings.id, bookingId));
  if (!about) return;
  const link = bookingLink(bookingId);
  await notify(tx, [
    {
      userId: about.ownerId,
      type: 'earning_available',
      data: { bookingId, itemTitle: about.title, amount },
      link,
    },
    ...(depositBack > 0 && !afterClaim
      ? [
          {
            userId: about.renterId,
            type: 'deposit_returned' as const,
            data: { bookingId, itemTitle: about.title, amount: depositBack },
            link,
          },
        ]
      : []),
  ]);
}

/** An unpaid request ended: its payment page, if it has one, is closed by a job. */
async function closePaymentPageLater(tx: Db, bookingId: string): Promise<void> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.paidAt)));
  if (!payment) return;
  await enqueue(tx, checkoutCloseJob, { bookingId }, { key: `checkout.close:${bookingId}` });
}

/** The booking's paid payment, its row locked (refunds of one payment are decided one at a time). */
async function paidPaymentOf(tx: Db, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    // Paid, whatever has been refunded since.
    .where(and(eq(bookings.id, bookingId), isNotNull(payments.paidAt)))
    // The item and the booking are locked already: the order stays item, booking, payment
    // (docs/decisions/0044-payments.md, "Locks").
    .for('no key update', { of: payments });
  return row;
}

/**
 * The payment moves into the booking's escrow: charged in the ledger, with its simplified tax
 * invoice. Once per payment (the ledger's key), so a second look at a paid page changes nothing.
 */
export async function holdPayment(tx: Db, deps: MoneyEffectsDeps, bookingId: string): Promise<void> {
  const row = await paidPaymentOf(tx, bookingId);
  if (!row) throw new Error(`Booking ${bookingId} is held without a paid payment`);
  const { booking, payment } = row;
  const posted = await postTransaction(
    tx,
    movements.charge({
      paymentId: payment.id,
      bookingId,
      amount: payment.amountHalalas,
      deposit: booking.depositHalalas,
    }),
  );
  if (!posted) return;
  await issueChargeInvoices(tx, {
    bookingId,
    paymentId: payment.id,
    seller: deps.seller,
    owner: ownerVatOf(booking),
    buyer: await buyerOf(tx, booking.renterId),
    price: priceOfPaid(booking),
    issuedAt: payment.paidAt ?? new Date(),
  });
}

/** The owner's VAT registration fixed on the booking at the request, if they charge the rental's VAT. */
function ownerVatOf(booking: typeof bookings.$inferSelect): VatRegistration | null {
  return booking.ownerVatNumber && booking.ownerVatName
    ? { name: booking.ownerVatName, vatNumber: booking.ownerVatNumber }
    : null;
}

/**
 * A person as an invoice names its buyer: a business registered for VAT by its company's name and
 * VAT number (a standard tax invoice), anyone else by their name (docs/decisions/0050).
 */
async function buyerOf(tx: Db, userId: string): Promise<Buyer> {
  const [person] = await tx.select().from(users).where(eq(users.id, userId));
  if (!person) return { name: '', vatNumber: null };
  const registered = vatRegistrationOf(person);
  return registered
    ? { name: registered.name, vatNumber: registered.vatNumber }
    : { name: displayName(person), vatNumber: null };
}

function priceOfPaid(booking: typeof bookings.$inferSelect): PriceBreakdown {
  const price = priceOfBooking(booking);
  if (!price) throw new Error(`Booking ${booking.id} was paid but has no price`);
  return price;
}

/**
 * The booking ended: the renter gets back what the transition says (all, by the listing's policy,
 * or nothing for a rental that ran), and what escrow still holds is settled to the owner's earning,
 * Ajjir's fees and the VAT on them. Goodwill an administrator gave earlier counts towards the
 * refund the renter was due: escrow pays it back to Ajjir, and only the rest is refunded now. The
 * credit note covers the whole refund due, which is what the sale was reduced by.
 */
async function endBooking(
  tx: Db,
  deps: MoneyEffectsDeps,
  input: {
    bookingId: string;
    effect: Extract<MoneyEffect, { kind: 'refund' | 'release' }>;
    actorId: string | null;
  },
  now = new Date(),
): Promise<void> {
  const row = await paidPaymentOf(tx, input.bookingId);
  if (!row) return;
  const { booking, payment } = row;
  const price = priceOfPaid(booking);
  const share = refundShareOf(input.effect, booking, now);
  const split = settlement(price, share);
  const goodwill = await goodwillGiven(tx, payment.id);
  const reimbursed = Math.min(goodwill, split.refund.total);
  const refundNow = split.refund.total - reimbursed;
  const reason = input.effect.kind === 'refund' ? input.effect.reason : null;
  let refundId: string | undefined;
  if (reason && refundNow > 0) {
    refundId = await oweRefund(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      reason,
      key: `booking:${booking.id}:ending`,
      amount: refundNow,
      actorId: input.actorId,
      note: null,
    });
  }
  if (split.refund.total > 0 && reason) {
    await issueCreditNotes(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      refundId,
      reason,
      rentalVatBy: price.rentalVatBy,
      refund: split.refund,
    });
  }
  // The owner's earning carries the rental's VAT when they charge it (theirs to declare); the VAT
  // account takes Ajjir's: on its fees, and on the rental as the deemed supplier (docs/decisions/0050).
  const settled = movements.settle({
    bookingId: booking.id,
    ownerId: booking.ownerId,
    ownerEarning: split.ownerEarning,
    platformFees: split.platformFees,
    vat: split.vat,
    goodwillReimbursed: reimbursed,
  });
  // The deposit goes back whole when the booking ends before the rental, or after it without a
  // claim; a claim's settlement decides it otherwise (claims.service.ts).
  await refundDeposit(tx, { bookingId: booking.id, paymentId: payment.id, actorId: input.actorId });
  if (settled && (await postTransaction(tx, settled))) {
    const owner = ownerVatOf(booking);
    await issueCommissionInvoice(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      seller: deps.seller,
      owner: owner ? { name: owner.name, vatNumber: owner.vatNumber } : await buyerOf(tx, booking.ownerId),
      commission: split.commission,
      commissionVat: split.commissionVat,
    });
  }
}

/**
 * What the booking still holds of the renter's deposit goes back to them, once (its key): the whole
 * deposit, or what a claim left of it. Nothing when none is held.
 */
export async function refundDeposit(
  tx: Db,
  input: { bookingId: string; paymentId: string; actorId: string | null },
): Promise<void> {
  const held = await depositHeldOf(tx, input.bookingId);
  if (held === 0) return;
  await writeRefund(
    tx,
    {
      bookingId: input.bookingId,
      paymentId: input.paymentId,
      reason: 'deposit',
      key: `booking:${input.bookingId}:deposit`,
      amount: held,
      actorId: input.actorId,
      note: null,
    },
    'deposit',
  );
}

/** The share of the payment (basis points) the renter gets back. */
function refundShareOf(
  effect: Extract<MoneyEffect, { kind: 'refund' | 'release' }>,
  booking: typeof bookings.$inferSelect,
  now: Date,
): number {
  if (effect.kind === 'release') return 0;
  if (effect.refund === 'in_full') return 10_000;
  if (!booking.cancellationPolicy) throw new Error(`Booking ${booking.id} has no cancellation policy`);
  return refundBasisPoints({
    policy: booking.cancellationPolicy,
    kind: 'renter_cancelled',
    startDate: booking.startDate,
    now,
  });
}

/** Goodwill given on the payment so far: administrators' refunds of its own gateway payment. */
async function goodwillGiven(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
    .from(refunds)
    .where(
      and(eq(refunds.paymentId, paymentId), eq(refunds.reason, 'admin'), isNull(refunds.gatewayPaymentId)),
    );
  return Number(row?.total ?? 0);
}

/**
 * Halalas refunded or owed on a payment so far, goodwill included: of its own gateway payment, not
 * of an extra attempt paid on the same page (each of those is refunded whole, on its own).
 */
export async function refundedSoFar(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), isNull(refunds.gatewayPaymentId)));
  return Number(row?.total ?? 0);
}

interface RefundToOwe {
  bookingId: string;
  paymentId: string;
  reason: RefundReason;
  /** Once per key: asked again, nothing changes and the first refund's id is answered. */
  key: string;
  amount: number;
  actorId: string | null;
  note: string | null;
  /** A second attempt paid on the same page, refunded whole to its own gateway payment. */
  extraAttemptId?: string;
}

/**
 * A refund the renter is owed: its row, its ledger entries (out of the booking's escrow, or, for an
 * administrator's goodwill, out of Ajjir's goodwill account) and the job that makes it at the gateway.
 */
async function writeRefund(
  tx: Db,
  input: RefundToOwe,
  outOf: 'escrow' | 'goodwill' | 'deposit',
): Promise<{ id: string; fresh: boolean }> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      key: input.key,
      paymentId: input.paymentId,
      bookingId: input.bookingId,
      amountHalalas: input.amount,
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
    return { id: existing.id, fresh: false };
  }
  const event = {
    refundId: refund.id,
    paymentId: input.paymentId,
    bookingId: input.bookingId,
    amount: input.amount,
  };
  const posting = {
    escrow: movements.refundOwed,
    goodwill: movements.goodwillOwed,
    deposit: movements.depositRefundOwed,
  }[outOf](event);
  await postTransaction(tx, posting);
  await enqueue(tx, refundSendJob, { refundId: refund.id }, { key: `refund.send:${refund.id}` });
  return { id: refund.id, fresh: true };
}

/** A refund out of the booking's escrow (an ending, a payment not needed); answers its id. */
export async function oweRefund(tx: Db, input: RefundToOwe): Promise<string> {
  return (await writeRefund(tx, input, 'escrow')).id;
}

/**
 * An administrator's goodwill: Ajjir's own money, never the owner's earning nor the fees and VAT
 * already booked, and not a change to the sale (no credit note: docs/decisions/0047). Answers the
 * refund's id.
 */
export async function oweGoodwillRefund(
  tx: Db,
  input: Omit<RefundToOwe, 'reason' | 'extraAttemptId'>,
): Promise<string> {
  return (await writeRefund(tx, { ...input, reason: 'admin' }, 'goodwill')).id;
}

/**
 * A payment found paid after its request had ended (lapsed, withdrawn, replaced): charged, and owed
 * back whole. No tax invoice and no credit note: nothing was sold, the rental never existed
 * (docs/decisions/0049-moyasar-fidelity.md). No transition declares it, since the booking's status
 * does not change.
 */
export async function refundPaymentNotNeeded(tx: Db, bookingId: string): Promise<void> {
  const row = await paidPaymentOf(tx, bookingId);
  if (!row) return;
  const { payment } = row;
  // Owed back whole, the deposit with the rest: nothing of it is held for a rental.
  await postTransaction(
    tx,
    movements.charge({ paymentId: payment.id, bookingId, amount: payment.amountHalalas, deposit: 0 }),
  );
  await oweRefund(tx, {
    bookingId,
    paymentId: payment.id,
    reason: 'not_needed',
    key: `payment:${payment.id}:not_needed`,
    amount: payment.amountHalalas,
    actorId: null,
    note: null,
  });
}

/**
 * A second attempt paid on the booking's page: charged, and owed back whole to its own gateway
 * payment, once (its key). It had no tax invoice, so it gets no credit note.
 */
export async function refundExtraAttempt(
  tx: Db,
  input: { bookingId: string; paymentId: string; attemptId: string; amount: number; price: PriceBreakdown },
): Promise<void> {
  await postTransaction(
    tx,
    movements.extraAttemptCharge({
      attemptId: input.attemptId,
      paymentId: input.paymentId,
      bookingId: input.bookingId,
      amount: input.amount,
    }),
  );
  await oweRefund(tx, {
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    reason: 'not_needed',
    key: `attempt:${input.attemptId}:not_needed`,
    amount: input.amount,
    actorId: null,
    note: null,
    extraAttemptId: input.attemptId,
  });
}
