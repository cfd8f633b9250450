/**
 * Hand-over and return, confirmed by both sides (docs/decisions/0059-handover-and-return-records.md):
 * the side that acts confirms (the `start` and `complete` transitions write the confirmation), the
 * other acknowledges or objects within ACKNOWLEDGE_HOURS, and silence acknowledges by a job due
 * then. Either side adds condition records (a note and photos, at the database's time) while the
 * stage is open. Every step locks the booking's row first, so an answer racing the job that
 * answers for silence settles once.
 */
import type { HandoverRecords, ObjectionQueue } from '@shared/api-types';
import { SYSTEM_STATUS_REASONS } from '@shared/bookings';
import { disputeDecideBy } from '@shared/claims';
import { ACKNOWLEDGE_HOURS, HANDOVER_STAGES, type HandoverStage } from '@shared/handover';
import { displayName } from '@shared/names';
import { bookingLink } from '@shared/notifications';
import type {
  ConditionReportInput,
  HandoverAnswerInput,
  ObjectionResolutionInput,
} from '@shared/schemas/handover';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { displayNameColumns } from '../../db/display-name-columns';
import { bookings, claims, conditionReports, handoverConfirmations, items, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineJob, enqueue, type JobOutcome } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { notify } from '../notifications';
import { recordChanges } from './booking-events';
import { lockItem } from './calendar';
import {
  rentalSummaryColumns,
  rentalSummaryJoins,
  rentalSummaryOf,
  summaryOwners,
  summaryRenters,
} from './rental-summary';
import type { BookingMoney } from './transitions';

type Side = 'owner' | 'renter';

/** A confirmation's answer is due: unanswered, it counts as acknowledged. */
const answerDueJob = defineJob(
  'handover.answer_due',
  z.object({ bookingId: z.uuid(), stage: z.enum(HANDOVER_STAGES) }),
);

export function registerHandoverJobs(worker: Worker, deps: () => { db: Db }): void {
  worker.handle(answerDueJob, async ({ bookingId, stage }): Promise<JobOutcome> => {
    const outcome = await deps().db.transaction((tx) => acknowledgeBySilence(tx, bookingId, stage));
    if (outcome) return { runAgainAt: outcome.notYet, note: 'the other side may still answer' };
  });
}

/**
 * The booking, its row locked (NO KEY UPDATE, after any lock on its item: docs/decisions/0044,
 * "Locks"), with what a hand-over or claim step needs: its parties, deposit, whether its claim
 * window is open, and its item's title.
 */
export async function lockBookingForStep(tx: Db, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      ownerId: bookings.ownerId,
      renterId: bookings.renterId,
      deposit: bookings.depositHalalas,
      windowOpen: sql<boolean>`coalesce(${bookings.releaseDueAt} > now(), false)`,
      itemTitle: items.title,
    })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .where(eq(bookings.id, bookingId))
    .for('no key update', { of: bookings });
  return row;
}

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBookingForStep>>>;

function sideOf(booking: { ownerId: string; renterId: string }, userId: string): Side | null {
  if (booking.ownerId === userId) return 'owner';
  if (booking.renterId === userId) return 'renter';
  return null;
}

/**
 * Whether a stage still takes condition records: the hand-over from confirmation until the return;
 * the return while the rental is out, and after it while its claim window is open (or a claim on it
 * is being settled), the evidence a claim rests on.
 */
function stageOpen(
  booking: Pick<LockedBooking, 'status' | 'windowOpen'>,
  stage: HandoverStage,
  claimOpen: boolean,
) {
  if (stage === 'handover') return booking.status === 'confirmed' || booking.status === 'active';
  return booking.status === 'active' || (booking.status === 'completed' && (booking.windowOpen || claimOpen));
}

async function claimOpenOf(tx: Db, bookingId: string): Promise<boolean> {
  const [claim] = await tx
    .select({ status: claims.status })
    .from(claims)
    .where(eq(claims.bookingId, bookingId));
  return claim !== undefined && claim.status !== 'settled';
}

/** The owner added a hand-over photo: with a deposit, handing over waits for one. */
export async function ownerHandoverPhotoAdded(tx: Db, bookingId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: conditionReports.id })
    .from(conditionReports)
    .where(
      and(
        eq(conditionReports.bookingId, bookingId),
        eq(conditionReports.stage, 'handover'),
        eq(conditionReports.role, 'owner'),
        sql`cardinality(${conditionReports.photos}) > 0`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** A party adds a note, photos or both to a stage while it is open. */
export async function addConditionReport(
  tx: Db,
  user: { id: string },
  bookingId: string,
  input: Required<ConditionReportInput>,
): Promise<void> {
  const booking = await lockBookingForStep(tx, bookingId);
  const side = booking && sideOf(booking, user.id);
  if (!booking || !side) throw notFound('Booking not found');
  if (booking.status === 'awaiting_payment' && side === 'owner') throw notFound('Booking not found');
  if (!stageOpen(booking, input.stage, await claimOpenOf(tx, bookingId))) {
    throw new AppError('handover_report_closed', `The ${input.stage} of this booking takes no more records`);
  }
  await tx.insert(conditionReports).values({
    bookingId,
    stage: input.stage,
    authorId: user.id,
    role: side,
    note: input.note.trim() === '' ? null : input.note,
    photos: input.photos,
  });
}

/**
 * A stage confirmed by the side that acted (the `start` or `complete` transition, in its
 * transaction): the other side is asked to answer within ACKNOWLEDGE_HOURS, by a notice with the
 * deadline, and a job answers for their silence then.
 */
export async function recordConfirmation(
  tx: Db,
  booking: { id: string; ownerId: string; renterId: string; endDate: string; itemTitle: string },
  input: { stage: HandoverStage; by: Side; today: string },
): Promise<void> {
  const early = input.stage === 'return' && input.by === 'renter' && input.today < booking.endDate;
  const [confirmation] = await tx
    .insert(handoverConfirmations)
    .values({
      bookingId: booking.id,
      stage: input.stage,
      confirmedBy: input.by,
      early,
      answerDueAt: sql`now() + make_interval(hours => ${ACKNOWLEDGE_HOURS})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!confirmation) return;
  await enqueue(
    tx,
    answerDueJob,
    { bookingId: booking.id, stage: input.stage },
    { key: `handover.answer_due:${booking.id}:${input.stage}`, runAt: confirmation.answerDueAt },
  );
  await notify(tx, [
    {
      userId: input.by === 'owner' ? booking.renterId : booking.ownerId,
      type: input.stage === 'handover' ? 'handover_confirmed' : 'return_confirmed',
      data: {
        bookingId: booking.id,
        itemTitle: booking.itemTitle,
        side: input.by,
        early,
        deadline: confirmation.answerDueAt.toISOString(),
      },
      link: bookingLink(booking.id),
    },
  ]);
}

/** The other side acknowledges a confirmation, or objects to it with words, before it is due; once. */
export async function answerConfirmation(
  tx: Db,
  user: { id: string },
  bookingId: string,
  input: HandoverAnswerInput,
): Promise<void> {
  const booking = await lockBookingForStep(tx, bookingId);
  const side = booking && sideOf(booking, user.id);
  if (!booking || !side) throw notFound('Booking not found');
  const [found] = await tx
    .select({ row: handoverConfirmations, due: sql<boolean>`${handoverConfirmations.answerDueAt} <= now()` })
    .from(handoverConfirmations)
    .where(and(eq(handoverConfirmations.bookingId, bookingId), eq(handoverConfirmations.stage, input.stage)));
  // Nothing to answer yet, or the reader is the side that confirmed it.
  if (!found || found.row.confirmedBy === side) throw notFound(`No ${input.stage} to answer`);
  if (found.row.answer !== null) throw new AppError('handover_answered', 'This was answered already');
  if (found.due) throw new AppError('handover_answer_closed', 'The time to answer has passed');
  const objected = input.answer === 'object';
  await tx
    .update(handoverConfirmations)
    .set({
      answer: objected ? 'objected' : 'acknowledged',
      answeredAt: sql`now()`,
      objection: objected ? input.text : null,
    })
    .where(and(eq(handoverConfirmations.bookingId, bookingId), eq(handoverConfirmations.stage, input.stage)));
  if (!objected) return;
  await notify(tx, [
    {
      userId: found.row.confirmedBy === 'owner' ? booking.ownerId : booking.renterId,
      type: 'handover_objected',
      data: { bookingId, itemTitle: booking.itemTitle, side, reason: input.text },
      link: bookingLink(bookingId),
    },
  ]);
}

/** The answer fell due unanswered: acknowledged by silence. Answers when to look again if not due yet. */
async function acknowledgeBySilence(
  tx: Db,
  bookingId: string,
  stage: HandoverStage,
): Promise<{ notYet: Date } | undefined> {
  await lockBookingForStep(tx, bookingId);
  const [found] = await tx
    .select({ row: handoverConfirmations, due: sql<boolean>`${handoverConfirmations.answerDueAt} <= now()` })
    .from(handoverConfirmations)
    .where(and(eq(handoverConfirmations.bookingId, bookingId), eq(handoverConfirmations.stage, stage)));
  if (!found || found.row.answer !== null) return;
  if (!found.due) return { notYet: found.row.answerDueAt };
  await tx
    .update(handoverConfirmations)
    .set({ answer: 'acknowledged', answeredAt: sql`now()`, silent: true })
    .where(
      and(
        eq(handoverConfirmations.bookingId, bookingId),
        eq(handoverConfirmations.stage, stage),
        isNull(handoverConfirmations.answer),
      ),
    );
}

/** Both stages of a booking for one of its parties or an administrator; undefined for anyone else. */
export async function handoverRecordsOf(
  db: Db,
  bookingId: string,
  viewer: { id: string; isAdmin: boolean },
): Promise<HandoverRecords | undefined> {
  const [booking] = await db
    .select({
      status: bookings.status,
      ownerId: bookings.ownerId,
      renterId: bookings.renterId,
      deposit: bookings.depositHalalas,
      windowOpen: sql<boolean>`coalesce(${bookings.releaseDueAt} > now(), false)`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const side = sideOf(booking, viewer.id);
  if (!side && !viewer.isAdmin) return undefined;
  if (booking.status === 'awaiting_payment' && side !== 'renter') return undefined;
  const [reports, confirmations, claimOpen] = await Promise.all([
    db
      .select({ report: conditionReports, author: displayNameColumns })
      .from(conditionReports)
      .leftJoin(users, eq(users.id, conditionReports.authorId))
      .where(eq(conditionReports.bookingId, bookingId))
      .orderBy(asc(conditionReports.createdAt), asc(conditionReports.id)),
    db
      .select({
        row: handoverConfirmations,
        open: sql<boolean>`${handoverConfirmations.answerDueAt} > now()`,
      })
      .from(handoverConfirmations)
      .where(eq(handoverConfirmations.bookingId, bookingId)),
    claimOpenOf(db, bookingId),
  ]);
  const stages = HANDOVER_STAGES.map((stage) => {
    const confirmation = confirmations.find((each) => each.row.stage === stage);
    return {
      stage,
      confirmation: confirmation ? confirmationAnswerOf(confirmation.row) : null,
      reports: reports
        .filter(({ report }) => report.stage === stage)
        .map(({ report, author }) => ({
          id: report.id,
          role: report.role,
          authorName: nameOf(author),
          note: report.note,
          photos: report.photos,
          createdAt: report.createdAt.toISOString(),
        })),
    };
  });
  const answerable = confirmations.find(
    (each) => side !== null && each.row.confirmedBy !== side && each.row.answer === null && each.open,
  );
  return {
    stages,
    mayReport: side ? HANDOVER_STAGES.filter((stage) => stageOpen(booking, stage, claimOpen)) : [],
    mayAnswer: answerable?.row.stage ?? null,
    handoverPhotoRequired:
      side === 'owner' &&
      booking.status === 'confirmed' &&
      booking.deposit > 0 &&
      !reports.some(
        ({ report }) => report.stage === 'handover' && report.role === 'owner' && report.photos.length > 0,
      ),
  };
}

/** An author's name as others see it; none for an account since deleted. */
function nameOf(author: Parameters<typeof displayName>[0] | null): string {
  return author ? displayName(author) : '';
}

function confirmationAnswerOf(row: typeof handoverConfirmations.$inferSelect) {
  return {
    by: row.confirmedBy,
    at: row.confirmedAt.toISOString(),
    early: row.early,
    answerDueAt: row.answerDueAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    silent: row.silent,
    objection: row.objection,
  };
}

const objectedAt = (row: typeof handoverConfirmations.$inferSelect) => row.answeredAt ?? row.confirmedAt;

/** The objections not yet resolved, oldest first (handover_confirmations_objected_idx), a page at a time. */
export async function objectionQueueOf(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ObjectionQueue> {
  const waiting = and(eq(handoverConfirmations.answer, 'objected'), isNull(handoverConfirmations.resolvedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ confirmation: handoverConfirmations, status: bookings.status, ...rentalSummaryColumns })
      .from(handoverConfirmations)
      .innerJoin(bookings, eq(bookings.id, handoverConfirmations.bookingId))
      .innerJoin(items, rentalSummaryJoins.item)
      .innerJoin(summaryOwners, rentalSummaryJoins.owner)
      .innerJoin(summaryRenters, rentalSummaryJoins.renter)
      .where(waiting)
      .orderBy(asc(handoverConfirmations.answeredAt), asc(handoverConfirmations.bookingId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(handoverConfirmations).where(waiting),
  ]);
  return {
    total: total?.n ?? 0,
    objections: rows.map(({ confirmation, status, ...summary }) => ({
      stage: confirmation.stage,
      confirmedBy: confirmation.confirmedBy,
      confirmedAt: confirmation.confirmedAt.toISOString(),
      objectedAt: objectedAt(confirmation).toISOString(),
      decideBy: disputeDecideBy(objectedAt(confirmation)).toISOString(),
      objection: confirmation.objection ?? '',
      refundable: confirmation.stage === 'handover' && status === 'active',
      booking: rentalSummaryOf(summary),
    })),
  };
}

/**
 * An administrator resolves an objection: what they did (a word with both sides, a goodwill refund
 * from the booking's money screen) is told to both in their note, once. An objection to the
 * hand-over of a rental still out may end it with everything back (`refund: 'in_full'`, the
 * `owner_no_show` transition: the item was not handed over, or not as listed). Answers the
 * booking's item, for the audit log.
 */
export async function resolveObjection(
  tx: Db,
  admin: { id: string },
  bookingId: string,
  input: ObjectionResolutionInput,
  money: BookingMoney,
): Promise<{ itemTitle: string }> {
  // The item first, then the booking: the order of every change of a booking's status.
  const [found] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (found) await lockItem(tx, found.itemId);
  const booking = await lockBookingForStep(tx, bookingId);
  const [objection] = await tx
    .select()
    .from(handoverConfirmations)
    .where(and(eq(handoverConfirmations.bookingId, bookingId), eq(handoverConfirmations.stage, input.stage)));
  if (!booking || objection?.answer !== 'objected') throw notFound('No objection to resolve');
  if (objection.resolvedAt) throw new AppError('objection_resolved', 'This objection was resolved already');
  const refund = input.refund === 'in_full';
  if (refund && (input.stage !== 'handover' || booking.status !== 'active')) {
    throw new AppError(
      'booking_changed',
      'Only a hand-over of a rental still out can be refunded in full here',
    );
  }
  await tx
    .update(handoverConfirmations)
    .set({ resolvedAt: sql`now()`, resolvedBy: admin.id, resolution: input.note })
    .where(and(eq(handoverConfirmations.bookingId, bookingId), eq(handoverConfirmations.stage, input.stage)));
  if (refund) await endRentalForObjection(tx, admin, booking, money);
  const data = {
    bookingId,
    itemTitle: booking.itemTitle,
    reason: input.note,
    ...(refund && { outcome: 'refund_in_full' as const }),
  };
  const link = bookingLink(bookingId);
  await notify(tx, [
    { userId: booking.ownerId, type: 'objection_resolved', data, link },
    { userId: booking.renterId, type: 'objection_resolved', data, link },
  ]);
  return { itemTitle: booking.itemTitle };
}

/** An upheld objection to a hand-over ends the rental: cancelled, everything back to the renter. */
async function endRentalForObjection(
  tx: Db,
  admin: { id: string },
  booking: LockedBooking,
  money: BookingMoney,
): Promise<void> {
  const reason = SYSTEM_STATUS_REASONS.ownerNoShow;
  await tx
    .update(bookings)
    .set({ status: 'cancelled', statusReason: reason, updatedAt: sql`now()` })
    .where(eq(bookings.id, booking.id));
  await recordChanges(
    tx,
    [
      {
        booking,
        actorId: admin.id,
        action: 'owner_no_show',
        from: 'active',
        to: 'cancelled',
        reason,
        toldByCaller: true,
      },
    ],
    money,
  );
}
