/**
 * No-show cases (docs/decisions/0060-no-shows.md): a confirmed booking whose item may never have
 * changed hands. The renter reports an owner who did not hand over (the owner answers within
 * OWNER_ANSWER_HOURS, else the renter is refunded in full); a booking nobody touched by the end of
 * the day after its last day goes to Ajjir's team with its money held. A case with the team is
 * decided within REVIEW_DAYS, else the renter is refunded in full: no payment is held for ever.
 * The owner's own "the renter did not come" is the `no_show` action (bookings.service.ts).
 *
 * Every step locks the booking's item, then the booking (the order every change of a booking's
 * status takes), so a decision, an answer and the jobs that act on silence settle a case once.
 */
import type { NoShowCase, NoShowQueue, NoShowState } from '@shared/api-types';
import { addDays, SYSTEM_STATUS_REASONS, todayInRiyadh } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';
import {
  mayReportOwnerNoShow,
  type NoShowDecision,
  type NoShowOutcome,
  OWNER_ANSWER_HOURS,
  REVIEW_DAYS,
} from '@shared/no-shows';
import { bookingLink } from '@shared/notifications';
import type { NoShowDecisionInput, NoShowReportInput, NoShowStatementInput } from '@shared/schemas/no-shows';
import { hasVisibleText } from '@shared/validation';
import { and, asc, count, eq, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings, items, noShowCases } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import { defineJob, enqueue, type JobOutcome } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { liveEvent, publish } from '../events';
import { type NewNotification, notify } from '../notifications';
import { type BookingChange, recordChanges } from './booking-events';
import { lockItem } from './calendar';
import {
  rentalSummaryColumns,
  rentalSummaryJoins,
  rentalSummaryOf,
  summaryOwners,
  summaryRenters,
} from './rental-summary';
import type { BookingEventAction, BookingMoney } from './transitions';

type Side = 'owner' | 'renter';
type CaseRow = typeof noShowCases.$inferSelect;

const bookingPayload = z.object({ bookingId: z.uuid() });
/** The owner's time to answer a report is up: unanswered, the renter is refunded in full. */
const ownerAnswerDueJob = defineJob('no_show.owner_answer_due', bookingPayload);
/** Ajjir's team's time to decide a case is up: undecided, the renter is refunded in full. */
const decideDueJob = defineJob('no_show.decide_due', bookingPayload);
/** Bookings still confirmed the day after their last day go to Ajjir's team. Hourly; catches up. */
const untouchedSweepJob = defineJob('no_show.untouched_sweep', z.object({}));

/** How many untouched bookings one sweep takes; the next takes the rest. */
const SWEEP_BATCH = 100;

export function registerNoShowJobs(worker: Worker, deps: () => { db: Db; money: BookingMoney }): void {
  worker.handle(ownerAnswerDueJob, async ({ bookingId }): Promise<JobOutcome> => {
    const { db, money } = deps();
    const outcome = await db.transaction((tx) => lapse(tx, money, bookingId, 'owner_silent'));
    if (outcome) return { runAgainAt: outcome.notYet, note: 'the owner may still answer' };
  });
  worker.handle(decideDueJob, async ({ bookingId }): Promise<JobOutcome> => {
    const { db, money } = deps();
    const outcome = await db.transaction((tx) => lapse(tx, money, bookingId, 'undecided'));
    if (outcome) return { runAgainAt: outcome.notYet, note: 'Ajjir’s team may still decide' };
  });
  worker.handle(untouchedSweepJob, async () => {
    await sendUntouchedToReview(deps().db);
  });
  worker.recurring([{ type: untouchedSweepJob, everyMs: 60 * 60_000 }]);
}

/** The booking's item and the booking locked, in that order, with what a case step needs. */
async function lockForCase(tx: Db, bookingId: string) {
  const [found] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!found) return undefined;
  const locked = await lockItem(tx, found.itemId);
  const [booking] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      ownerId: bookings.ownerId,
      renterId: bookings.renterId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('no key update');
  if (!booking) return undefined;
  return { ...booking, itemTitle: locked?.item.title ?? '' };
}

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockForCase>>>;

function sideOf(booking: { ownerId: string; renterId: string }, userId: string): Side | null {
  if (booking.ownerId === userId) return 'owner';
  if (booking.renterId === userId) return 'renter';
  return null;
}

async function caseOf(tx: Db, bookingId: string) {
  const [row] = await tx
    .select({
      row: noShowCases,
      ownerMayAnswer: sql<boolean>`coalesce(${noShowCases.ownerAnswerDueAt} > now(), false)`,
      ownerAnswerDue: sql<boolean>`coalesce(${noShowCases.ownerAnswerDueAt} <= now(), false)`,
      decisionDue: sql<boolean>`coalesce(${noShowCases.decideBy} <= now(), false)`,
    })
    .from(noShowCases)
    .where(eq(noShowCases.bookingId, bookingId));
  return row;
}

/** Both sides hear that the booking changed, so its open pages show the case as it now stands. */
async function tellPagesOf(tx: Db, booking: LockedBooking, status: BookingStatus): Promise<void> {
  await publish(
    tx,
    [booking.renterId, booking.ownerId].map((userId) =>
      liveEvent(userId, 'booking.changed', { bookingId: booking.id, status }),
    ),
  );
}

/**
 * The renter reports that the owner did not hand the item over, from the pickup day while the
 * booking is confirmed, once: the owner is asked to answer by a deadline, and a job acts on silence.
 */
export async function reportOwnerNoShow(
  tx: Db,
  user: { id: string },
  bookingId: string,
  input: NoShowReportInput,
  now = new Date(),
): Promise<void> {
  const booking = await lockForCase(tx, bookingId);
  const side = booking && sideOf(booking, user.id);
  if (!booking || !side) throw notFound('Booking not found');
  if (side !== 'renter') throw forbidden('Only the renter can report that the item was not handed over');
  if (booking.status !== 'confirmed') {
    throw new AppError('booking_changed', `This booking is ${booking.status}, so it cannot be reported now`);
  }
  if (await caseOf(tx, bookingId))
    throw new AppError('no_show_case_exists', 'This booking was reported already');
  if (!mayReportOwnerNoShow(booking, todayInRiyadh(now))) {
    throw new AppError('no_show_too_early', 'A missed hand-over can be reported from the pickup day');
  }
  const statement = hasVisibleText(input.statement ?? '') ? (input.statement ?? '').trim() : null;
  const photos = input.photos ?? [];
  const [opened] = await tx
    .insert(noShowCases)
    .values({
      bookingId,
      kind: 'owner_reported',
      renterStatement: statement,
      renterPhotos: photos,
      renterStatedAt: statement || photos.length > 0 ? sql`now()` : null,
      ownerAnswerDueAt: sql`now() + make_interval(hours => ${OWNER_ANSWER_HOURS})`,
    })
    .returning();
  const due = opened?.ownerAnswerDueAt;
  if (!due) throw new Error(`The report on booking ${bookingId} was not written`);
  await enqueue(
    tx,
    ownerAnswerDueJob,
    { bookingId },
    { key: `no_show.owner_answer_due:${bookingId}`, runAt: due },
  );
  await notify(tx, [
    {
      userId: booking.ownerId,
      type: 'no_show_reported',
      data: { bookingId, itemTitle: booking.itemTitle, deadline: due.toISOString() },
      link: bookingLink(bookingId),
    },
  ]);
  await tellPagesOf(tx, booking, booking.status);
}

/**
 * A side gives its account, once: the owner answering a report before its deadline (which sends
 * the case to Ajjir's team), the renter adding to their report, or either side of a booking nobody
 * confirmed.
 */
export async function giveNoShowStatement(
  tx: Db,
  user: { id: string },
  bookingId: string,
  input: NoShowStatementInput,
): Promise<void> {
  const booking = await lockForCase(tx, bookingId);
  const side = booking && sideOf(booking, user.id);
  if (!booking || !side) throw notFound('Booking not found');
  const found = await caseOf(tx, bookingId);
  if (!found) throw notFound('No report on this booking');
  const { row } = found;
  if (row.closedAt) throw new AppError('no_show_answer_closed', 'This report has been settled');
  const stated = side === 'owner' ? row.ownerStatedAt : row.renterStatedAt;
  if (stated) throw new AppError('no_show_statement_given', 'You have already given your account');
  const answersReport = side === 'owner' && row.kind === 'owner_reported';
  if (answersReport && !found.ownerMayAnswer) {
    throw new AppError('no_show_answer_closed', 'The time to answer this report has passed');
  }
  const words = { statement: input.statement.trim(), photos: input.photos ?? [] };
  const [updated] = await tx
    .update(noShowCases)
    .set({
      ...(side === 'owner'
        ? { ownerStatement: words.statement, ownerPhotos: words.photos, ownerStatedAt: sql`now()` }
        : { renterStatement: words.statement, renterPhotos: words.photos, renterStatedAt: sql`now()` }),
      ...(answersReport && {
        queuedAt: sql`now()`,
        decideBy: sql`now() + make_interval(days => ${REVIEW_DAYS})`,
      }),
    })
    .where(eq(noShowCases.bookingId, bookingId))
    .returning();
  if (answersReport && updated?.decideBy) {
    await enqueue(
      tx,
      decideDueJob,
      { bookingId },
      { key: `no_show.decide_due:${bookingId}`, runAt: updated.decideBy },
    );
    await notify(tx, [
      {
        userId: booking.renterId,
        type: 'no_show_answered',
        data: { bookingId, itemTitle: booking.itemTitle, deadline: updated.decideBy.toISOString() },
        link: bookingLink(bookingId),
      },
    ]);
  }
  await tellPagesOf(tx, booking, booking.status);
}

/**
 * Bookings still confirmed when the day after their last day has ended, with no case yet, go to
 * Ajjir's team: both sides are told, with the date by which the team decides. Once per booking
 * (its case's primary key); a batch at a time, leaving rows another process has locked.
 */
export async function sendUntouchedToReview(db: Db, now = new Date()): Promise<number> {
  // Riyadh's today is at least two days after the last day: the day after it has ended.
  const lastDayBefore = addDays(todayInRiyadh(now), -2);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        ownerId: bookings.ownerId,
        renterId: bookings.renterId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        itemTitle: items.title,
      })
      .from(bookings)
      .innerJoin(items, eq(items.id, bookings.itemId))
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          lte(bookings.endDate, lastDayBefore),
          notExists(tx.select().from(noShowCases).where(eq(noShowCases.bookingId, bookings.id))),
        ),
      )
      .orderBy(asc(bookings.endDate))
      .limit(SWEEP_BATCH)
      .for('no key update', { of: bookings, skipLocked: true });
    for (const booking of stale) await openUntouchedCase(tx, booking);
    return stale.length;
  });
}

async function openUntouchedCase(tx: Db, booking: LockedBooking): Promise<void> {
  const [opened] = await tx
    .insert(noShowCases)
    .values({
      bookingId: booking.id,
      kind: 'untouched',
      queuedAt: sql`now()`,
      decideBy: sql`now() + make_interval(days => ${REVIEW_DAYS})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!opened?.decideBy) return;
  await enqueue(
    tx,
    decideDueJob,
    { bookingId: booking.id },
    { key: `no_show.decide_due:${booking.id}`, runAt: opened.decideBy },
  );
  const data = {
    bookingId: booking.id,
    itemTitle: booking.itemTitle,
    deadline: opened.decideBy.toISOString(),
  };
  await notify(
    tx,
    [booking.renterId, booking.ownerId].map((userId) => ({
      userId,
      type: 'no_show_in_review' as const,
      data,
      link: bookingLink(booking.id),
    })),
  );
  await tellPagesOf(tx, booking, booking.status);
}

/**
 * A deadline passed with nobody acting: the owner did not answer a report, or nobody decided a case
 * in time. The renter is refunded in full and both are told why. Answers when to look again if the
 * deadline is still ahead (a job run early).
 */
async function lapse(
  tx: Db,
  money: BookingMoney,
  bookingId: string,
  why: 'owner_silent' | 'undecided',
): Promise<{ notYet: Date } | undefined> {
  const booking = await lockForCase(tx, bookingId);
  const found = booking && (await caseOf(tx, bookingId));
  if (!booking || !found || found.row.closedAt || booking.status !== 'confirmed') return;
  const { row } = found;
  if (why === 'owner_silent') {
    // Answered meanwhile: the case is with Ajjir's team, whose own deadline applies.
    if (row.kind !== 'owner_reported' || row.ownerStatedAt) return;
    if (!found.ownerAnswerDue && row.ownerAnswerDueAt) return { notYet: row.ownerAnswerDueAt };
  } else {
    if (!row.decideBy) return;
    if (!found.decisionDue) return { notYet: row.decideBy };
  }
  await endCase(tx, money, booking, { decision: 'refund_in_full', actorId: null, lapse: why, note: null });
}

/** What each decision does to the booking: its recorded action and the status it leads to. */
function changeOf(decision: NoShowDecision, booking: LockedBooking, today: string) {
  const choices: Record<
    NoShowDecision,
    { action: BookingEventAction; to: BookingStatus; reason: string | null }
  > = {
    refund_in_full: { action: 'owner_no_show', to: 'cancelled', reason: SYSTEM_STATUS_REASONS.ownerNoShow },
    renter_no_show: { action: 'no_show', to: 'cancelled', reason: SYSTEM_STATUS_REASONS.renterNoShow },
    // The rental took place: under way while its days last, returned once they are over.
    rental_took_place:
      today <= booking.endDate
        ? { action: 'start', to: 'active', reason: null }
        : { action: 'complete', to: 'completed', reason: null },
  };
  return choices[decision];
}

/**
 * The case ends with a decision (an administrator's, or the clock's): the booking changes through its
 * declared transition, whose money effect refunds or releases; the case records how it ended; both
 * sides are told, once, in the case's own words.
 */
async function endCase(
  tx: Db,
  money: BookingMoney,
  booking: LockedBooking,
  input: {
    decision: NoShowDecision;
    actorId: string | null;
    lapse: 'owner_silent' | 'undecided' | null;
    note: string | null;
  },
  now = new Date(),
): Promise<void> {
  const change = changeOf(input.decision, booking, todayInRiyadh(now));
  await tx
    .update(bookings)
    .set({
      status: change.to,
      updatedAt: sql`now()`,
      ...(change.to === 'completed' && { completedAt: sql`now()` }),
      ...(change.reason && { statusReason: change.reason }),
    })
    .where(eq(bookings.id, booking.id));
  await tx
    .update(noShowCases)
    .set({
      outcome: input.decision,
      closedAt: sql`now()`,
      decidedBy: input.actorId,
      decisionNote: input.note,
      lapse: input.lapse,
    })
    .where(eq(noShowCases.bookingId, booking.id));
  const recorded: BookingChange = {
    booking,
    actorId: input.actorId,
    action: change.action,
    from: 'confirmed',
    to: change.to,
    reason: change.reason,
    toldByCaller: true,
  };
  await recordChanges(tx, [recorded], money);
  const data = {
    bookingId: booking.id,
    itemTitle: booking.itemTitle,
    outcome: input.decision as NoShowOutcome,
    reason: input.note,
    ...(input.lapse && { lapse: input.lapse }),
  };
  await notify(
    tx,
    [booking.renterId, booking.ownerId].map(
      (userId): NewNotification => ({ userId, type: 'no_show_decided', data, link: bookingLink(booking.id) }),
    ),
  );
}

/**
 * An administrator decides a case with Ajjir's team: who did not turn up, or that the rental took
 * place, with a reason both sides are told. Once: a second decision, or one racing the clock's,
 * finds the case closed. Answers the item's title, for the audit log.
 */
export async function decideNoShow(
  tx: Db,
  admin: { id: string },
  bookingId: string,
  input: NoShowDecisionInput,
  money: BookingMoney,
): Promise<{ itemTitle: string }> {
  const booking = await lockForCase(tx, bookingId);
  const found = booking && (await caseOf(tx, bookingId));
  if (!booking || !found?.row.queuedAt) throw notFound('No case to decide');
  if (found.row.closedAt || booking.status !== 'confirmed') {
    throw new AppError('no_show_decided', 'This case was decided already');
  }
  await endCase(tx, money, booking, {
    decision: input.decision,
    actorId: admin.id,
    lapse: null,
    note: input.reason.trim(),
  });
  return { itemTitle: booking.itemTitle };
}

/**
 * Whether a party may take a booking action while a case is open on it, and how the case then ends:
 * the owner may still hand the item over (the renter then acknowledges or objects, as for any
 * hand-over) or cancel (a full refund), while they have not been sent to Ajjir's team for a booking
 * nobody touched; anything else waits for the case. Null: no open case.
 */
export async function caseOutcomeOfAction(
  tx: Db,
  bookingId: string,
  input: { action: string; actor: Side },
): Promise<NoShowOutcome | null> {
  const found = await caseOf(tx, bookingId);
  if (!found || found.row.closedAt) return null;
  const reported = found.row.kind === 'owner_reported';
  if (reported && input.actor === 'owner' && input.action === 'start') return 'handed_over';
  if (reported && input.actor === 'owner' && input.action === 'cancel') return 'refund_in_full';
  throw new AppError('no_show_case_open', 'This booking has an open report; it changes when that is settled');
}

/**
 * The owner said the renter did not come (the `no_show` action, just recorded): the renter is told
 * what comes back to them under the policy, the deposit included, as the ledger owes it.
 */
export async function tellRenterOfNoShow(
  tx: Db,
  money: BookingMoney,
  booking: { id: string; renterId: string; itemTitle: string },
): Promise<void> {
  const amount = await money.refundedOf(tx, booking.id);
  await notify(tx, [
    {
      userId: booking.renterId,
      type: 'no_show_marked',
      data: { bookingId: booking.id, itemTitle: booking.itemTitle, amount },
      link: bookingLink(booking.id),
    },
  ]);
}

/** A party's action ended the case (the item handed over after all, or the booking cancelled). */
export async function closeCaseByAction(tx: Db, bookingId: string, outcome: NoShowOutcome): Promise<void> {
  await tx
    .update(noShowCases)
    .set({ outcome, closedAt: sql`now()` })
    .where(and(eq(noShowCases.bookingId, bookingId), isNull(noShowCases.closedAt)));
}

function caseAnswerOf(row: CaseRow): NoShowCase {
  return {
    kind: row.kind,
    openedAt: row.openedAt.toISOString(),
    ownerAnswerDueAt: row.ownerAnswerDueAt?.toISOString() ?? null,
    queuedAt: row.queuedAt?.toISOString() ?? null,
    decideBy: row.decideBy?.toISOString() ?? null,
    renter: {
      statement: row.renterStatement,
      photos: row.renterPhotos,
      at: row.renterStatedAt?.toISOString() ?? null,
    },
    owner: {
      statement: row.ownerStatement,
      photos: row.ownerPhotos,
      at: row.ownerStatedAt?.toISOString() ?? null,
    },
    outcome: row.outcome,
    closedAt: row.closedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    lapse: row.lapse,
  };
}

/** A booking's case and what the reader may do now, for its parties and administrators; undefined for anyone else. */
export async function noShowStateOf(
  db: Db,
  bookingId: string,
  viewer: { id: string; isAdmin: boolean },
  now = new Date(),
): Promise<NoShowState | undefined> {
  const [booking] = await db
    .select({
      status: bookings.status,
      ownerId: bookings.ownerId,
      renterId: bookings.renterId,
      startDate: bookings.startDate,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const side = sideOf(booking, viewer.id);
  if (!side && !viewer.isAdmin) return undefined;
  if (booking.status === 'awaiting_payment' && side !== 'renter') return undefined;
  const found = await caseOf(db, bookingId);
  const row = found?.row;
  const open = row !== undefined && row.closedAt === null;
  const stated = side === 'owner' ? row?.ownerStatedAt : row?.renterStatedAt;
  const ownerAnswering = side === 'owner' && row?.kind === 'owner_reported';
  return {
    case: row ? caseAnswerOf(row) : null,
    mayReport: side === 'renter' && !row && mayReportOwnerNoShow(booking, todayInRiyadh(now)),
    mayState: side !== null && open && !stated && (!ownerAnswering || found?.ownerMayAnswer === true),
  };
}

/** The cases with Ajjir's team, oldest first (no_show_cases_queue_idx), a page at a time. */
export async function noShowQueueOf(db: Db, page: { limit: number; offset: number }): Promise<NoShowQueue> {
  const waiting = and(isNull(noShowCases.closedAt), isNotNull(noShowCases.queuedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ noShow: noShowCases, ...rentalSummaryColumns })
      .from(noShowCases)
      .innerJoin(bookings, eq(bookings.id, noShowCases.bookingId))
      .innerJoin(items, rentalSummaryJoins.item)
      .innerJoin(summaryOwners, rentalSummaryJoins.owner)
      .innerJoin(summaryRenters, rentalSummaryJoins.renter)
      .where(waiting)
      .orderBy(asc(noShowCases.queuedAt), asc(noShowCases.bookingId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(noShowCases).where(waiting),
  ]);
  return {
    total: total?.n ?? 0,
    cases: rows.map(({ noShow, ...summary }) => ({
      case: caseAnswerOf(noShow),
      booking: rentalSummaryOf(summary),
    })),
  };
}
