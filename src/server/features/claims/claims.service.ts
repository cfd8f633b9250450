/**
 * Claims against a deposit (docs/decisions/0058-claims-and-disputes.md): the owner claims within
 * the claim window after the return, the renter accepts or disputes within CLAIM_ANSWER_HOURS
 * (silence accepts), an administrator decides a dispute. Every step locks the booking's row first
 * (the order of locks stays item, booking, claim, payment: docs/decisions/0044-payments.md, "Locks"),
 * so a step racing another, or the release job, finds the claim as the first left it: it settles
 * once. The money moves through `BookingMoney.settleClaim` in the same transaction.
 */
import { CLAIM_ANSWER_HOURS, disputeDecideBy } from '@shared/claims';
import { bookingLink } from '@shared/notifications';
import type { ClaimAnswerInput, ClaimDecisionInput, ClaimInput } from '@shared/schemas/claims';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { type BookingMoney, lockBookingForStep } from '../bookings';
import { notify } from '../notifications';
import { claimAnswerDueJob } from './claims.jobs-types';

type ClaimRow = typeof claims.$inferSelect;

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBookingForStep>>>;

async function claimOf(tx: Db, bookingId: string): Promise<ClaimRow | undefined> {
  const [row] = await tx.select().from(claims).where(eq(claims.bookingId, bookingId));
  return row;
}

/**
 * The owner claims from the deposit of their returned rental, while its claim window is open:
 * once, up to the deposit. The renter is told, with the moment their answer is due.
 */
export async function openClaim(
  tx: Db,
  owner: { id: string },
  bookingId: string,
  input: Required<ClaimInput>,
): Promise<string> {
  const booking = await lockBookingForStep(tx, bookingId);
  if (!booking || (booking.ownerId !== owner.id && booking.renterId !== owner.id))
    throw notFound('Booking not found');
  if (booking.ownerId !== owner.id) throw forbidden('Only the owner can claim from the deposit');
  if (booking.deposit === 0) throw new AppError('no_deposit', 'This rental has no deposit to claim from');
  if (await claimOf(tx, bookingId)) throw new AppError('claim_exists', 'This rental has a claim already');
  if (booking.status !== 'completed' || !booking.windowOpen)
    throw new AppError('claim_window_closed', 'Claims are made after the return, within the claim window');
  if (input.amount > booking.deposit) {
    throw new AppError('claim_above_deposit', 'A claim asks for no more than the deposit', {
      errors: [
        { path: 'amount', message: 'A claim asks for no more than the deposit', code: 'claim_above_deposit' },
      ],
    });
  }
  const [claim] = await tx
    .insert(claims)
    .values({
      bookingId,
      reason: input.reason,
      amountHalalas: input.amount,
      description: input.description,
      photos: input.photos,
      answerDueAt: sql`now() + make_interval(hours => ${CLAIM_ANSWER_HOURS})`,
    })
    .returning();
  if (!claim) throw new Error('The claim was not written');
  await enqueue(
    tx,
    claimAnswerDueJob,
    { claimId: claim.id },
    { key: `claim.answer_due:${claim.id}`, runAt: claim.answerDueAt },
  );
  await notify(tx, [
    {
      userId: booking.renterId,
      type: 'claim_opened',
      data: {
        bookingId,
        itemTitle: booking.itemTitle,
        amount: claim.amountHalalas,
        claimReason: claim.reason,
        deadline: claim.answerDueAt.toISOString(),
      },
      link: bookingLink(bookingId),
    },
  ]);
  return claim.id;
}

/** The claim of a booking the renter answers: theirs, open and not yet due. */
async function claimToAnswer(tx: Db, renterId: string, bookingId: string) {
  const booking = await lockBookingForStep(tx, bookingId);
  if (!booking || (booking.ownerId !== renterId && booking.renterId !== renterId))
    throw notFound('Booking not found');
  if (booking.renterId !== renterId) throw forbidden('Only the renter answers a claim');
  const claim = await claimOf(tx, bookingId);
  if (!claim) throw notFound('This rental has no claim');
  if (claim.status === 'settled') throw new AppError('claim_settled', 'This claim is settled already');
  if (claim.status === 'disputed') throw new AppError('claim_answered', 'This claim was answered already');
  const [due] = await tx
    .select({ passed: sql<boolean>`${claims.answerDueAt} <= now()` })
    .from(claims)
    .where(eq(claims.id, claim.id));
  if (due?.passed) throw new AppError('claim_answer_closed', 'The time to answer this claim has passed');
  return { booking, claim };
}

/** The renter accepts the claim (its amount kept, the rest back at once) or disputes it. */
export async function answerClaim(
  tx: Db,
  money: BookingMoney,
  renter: { id: string },
  bookingId: string,
  input: ClaimAnswerInput,
): Promise<void> {
  const { booking, claim } = await claimToAnswer(tx, renter.id, bookingId);
  if (input.answer === 'accept') {
    await settle(tx, money, booking, claim, { kept: claim.amountHalalas, by: 'renter' });
    return;
  }
  const [disputed] = await tx
    .update(claims)
    .set({
      status: 'disputed',
      answerText: input.text,
      answerPhotos: input.photos ?? [],
      disputedAt: sql`now()`,
    })
    .where(eq(claims.id, claim.id))
    .returning({ disputedAt: claims.disputedAt });
  const decideBy = disputeDecideBy(disputed?.disputedAt ?? new Date());
  await notify(tx, [
    {
      userId: booking.ownerId,
      type: 'claim_disputed',
      data: { bookingId, itemTitle: booking.itemTitle, deadline: decideBy.toISOString() },
      link: bookingLink(bookingId),
    },
  ]);
}

/**
 * A claim's answer is due and none came: it counts as accepted, as the renter was told. Answers
 * when to look again if it is not due yet (a job run early); nothing if it was answered meanwhile.
 */
export async function acceptBySilence(
  tx: Db,
  money: BookingMoney,
  claimId: string,
): Promise<{ notYet: Date } | undefined> {
  const [found] = await tx.select({ bookingId: claims.bookingId }).from(claims).where(eq(claims.id, claimId));
  if (!found) return;
  const booking = await lockBookingForStep(tx, found.bookingId);
  const [claim] = await tx
    .select({ row: claims, due: sql<boolean>`${claims.answerDueAt} <= now()` })
    .from(claims)
    .where(eq(claims.id, claimId));
  if (!booking || claim?.row.status !== 'open') return;
  if (!claim.due) return { notYet: claim.row.answerDueAt };
  await settle(tx, money, booking, claim.row, { kept: claim.row.amountHalalas, by: 'silence' });
}

/**
 * An administrator decides a disputed claim: `amount` of the deposit (nothing up to what was
 * claimed) goes to the owner, the rest back to the renter; both are told the outcome and the reason.
 * Answers the booking, for the audit log.
 */
export async function decideClaim(
  tx: Db,
  money: BookingMoney,
  admin: { id: string },
  claimId: string,
  input: ClaimDecisionInput,
): Promise<{ bookingId: string; itemTitle: string; claimed: number }> {
  const [found] = await tx.select({ bookingId: claims.bookingId }).from(claims).where(eq(claims.id, claimId));
  if (!found) throw notFound('Claim not found');
  const booking = await lockBookingForStep(tx, found.bookingId);
  const claim = await claimOf(tx, found.bookingId);
  if (!booking || !claim) throw notFound('Claim not found');
  if (claim.status === 'settled') throw new AppError('claim_settled', 'This claim is settled already');
  if (claim.status !== 'disputed')
    throw new AppError('conflict', 'Only a disputed claim is decided; the renter may still answer this one');
  if (input.amount > claim.amountHalalas) throw fieldError('amount', 'decision_above_claim');
  await settle(tx, money, booking, claim, {
    kept: input.amount,
    by: 'admin',
    decision: { adminId: admin.id, reason: input.reason },
  });
  return { bookingId: booking.id, itemTitle: booking.itemTitle, claimed: claim.amountHalalas };
}

/** The claim settled, its money moved, the parties told (by a decision: both, with its reason). */
async function settle(
  tx: Db,
  money: BookingMoney,
  booking: LockedBooking,
  claim: ClaimRow,
  outcome: {
    kept: number;
    by: 'renter' | 'silence' | 'admin';
    decision?: { adminId: string; reason: string };
  },
): Promise<void> {
  await tx
    .update(claims)
    .set({
      status: 'settled',
      keptHalalas: outcome.kept,
      settledBy: outcome.by,
      decidedBy: outcome.decision?.adminId ?? null,
      decisionReason: outcome.decision?.reason ?? null,
      settledAt: sql`now()`,
    })
    .where(eq(claims.id, claim.id));
  await money.settleClaim(tx, { bookingId: booking.id, claimId: claim.id, kept: outcome.kept });
  const about = { bookingId: booking.id, itemTitle: booking.itemTitle, amount: outcome.kept };
  const link = bookingLink(booking.id);
  if (outcome.decision) {
    const data = { ...about, reason: outcome.decision.reason };
    await notify(tx, [
      { userId: booking.ownerId, type: 'claim_decided', data, link },
      { userId: booking.renterId, type: 'claim_decided', data, link },
    ]);
    return;
  }
  await notify(tx, [
    {
      userId: booking.ownerId,
      type: 'claim_accepted',
      data: { ...about, silent: outcome.by === 'silence' },
      link,
    },
  ]);
}
