/**
 * Requests and every later change of a booking (shared/bookings.ts has the
 * rules). Each runs in one transaction that first locks the item's row
 * (calendar.ts), so no two changes to one item's calendar interleave, and
 * records what happened (booking-events.ts).
 */

import type { DateRange, User } from '@shared/api-types';
import {
  type BookingAction,
  type BookingActor,
  chargedDays,
  checkTransition,
  lastBookableDay,
  rentalLengthProblem,
  SYSTEM_STATUS_REASONS,
  type TransitionRefusal,
  todayInRiyadh,
} from '@shared/bookings';
import { cancelsLate } from '@shared/cancellation';
import { type BookingStatus, MIN_PAYMENT_HALALAS, PAYMENT_WINDOW_MINUTES } from '@shared/constants';
import { type FeeRates, priceBreakdown, rentalVatByOf, type VatPolicy } from '@shared/money';
import { toHalalas } from '@shared/pricing';
import type { BlockedDatesInput, CreateBookingInput } from '@shared/schemas/bookings';
import { type VatRegistration, vatRegistrationOf } from '@shared/vat-number';
import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../db/client';
import { bookings, itemBlockedDates, items, users } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors';
import { requireConfirmedEmail } from '../auth';
import { refuseIfBlocked } from '../blocking';
import { storeMessage } from '../messages';
import { type BookingChange, recordChanges } from './booking-events';
import { policyOfBooking, priceColumnsOf } from './bookings.queries';
import { lockItem, mergeRanges, takenBetween } from './calendar';
import { ownerHandoverPhotoAdded, recordConfirmation } from './handover';
import { caseOutcomeOfAction, closeCaseByAction, tellRenterOfNoShow } from './no-shows';
import type { BookingMoney } from './transitions';

export type BookingRow = typeof bookings.$inferSelect;

const TAKEN_ERRORS = {
  booked: () => new AppError('dates_taken', 'These dates are already booked; choose other dates'),
  blocked: () =>
    new AppError('dates_blocked', 'The owner has blocked some of these dates; choose other dates'),
} as const;

/**
 * A renter asks for dates: awaiting payment, holding no days, until the renter pays
 * (`confirmPaidRequest`) or PAYMENT_WINDOW_MINUTES pass (docs/decisions/0044-payments.md).
 */
type UserRow = typeof users.$inferSelect;
type ItemRow = typeof items.$inferSelect;

/** Who asks: the session's account, with what it has proven (docs/decisions/0062-verified-members.md). */
type Renter = Pick<UserRow, 'id' | 'emailConfirmedAt' | 'identityVerifiedAt'>;

/**
 * A request needs a confirmed e-mail, and a verified identity where the owner requires one for any
 * request. (Where they require it for instant booking only, the request is made and waits for the
 * owner: `instantFor`.)
 */
function requireRenterProofs(renter: Renter, item: Pick<ItemRow, 'identityRequirement'>): void {
  requireConfirmedEmail(renter);
  if (item.identityRequirement === 'all' && !renter.identityVerifiedAt) {
    throw new AppError(
      'identity_required',
      'The owner rents this only to members whose identity is verified through Nafath; verify yours first',
    );
  }
}

/** Whether a paid request is confirmed at once: instant booking, for this renter. */
async function instantFor(tx: Db, item: ItemRow, renterId: string): Promise<boolean> {
  if (!item.instantBooking) return false;
  if (item.identityRequirement === 'none') return true;
  const [renter] = await tx
    .select({ verifiedAt: users.identityVerifiedAt })
    .from(users)
    .where(eq(users.id, renterId));
  return Boolean(renter?.verifiedAt);
}

export async function requestBooking(
  tx: Db,
  renter: Renter,
  input: CreateBookingInput,
  options: { fees: FeeRates; vatPolicy: VatPolicy; money: BookingMoney },
): Promise<string> {
  const { fees, money } = options;
  const locked = await lockItem(tx, input.itemId);
  if (!locked || locked.item.deletedAt || locked.ownerSuspendedAt) throw notFound('Item not found');
  const { item } = locked;
  if (item.ownerId === renter.id) throw new AppError('own_item', 'You own this');
  // Neither side of a block requests the other's items (docs/decisions/0065-members-block-members.md).
  await refuseIfBlocked(tx, renter.id, item.ownerId);
  requireRenterProofs(renter, item);
  if (!item.isAvailable) {
    throw new AppError('item_unavailable', 'This item is not available for booking at the moment');
  }
  checkDates(item, input);
  const taken = await takenBetween(tx, item.id, input);
  if (taken) throw TAKEN_ERRORS[taken]();
  // Under the item's lock, so two requests sent at once cannot both pass.
  if (await hasPendingRequestFor(tx, renter.id, item.id, input)) {
    throw new AppError(
      'request_pending',
      'You already asked for some of these days; wait for the answer or cancel that request first',
    );
  }

  // The owner's VAT registration now is the booking's for good, like its cancellation policy
  // (docs/decisions/0050-vat-deemed-supplier.md): a later change of their profile reprices nothing.
  const ownerVat = await ownerVatRegistration(tx, item.ownerId);
  const price = priceBreakdown(
    {
      dailyRateHalalas: toHalalas(item.dailyRate),
      days: chargedDays(input.startDate, input.endDate),
      weeklyDiscountPercent: item.weeklyDiscountPercent,
      monthlyDiscountPercent: item.monthlyDiscountPercent,
      rentalVatBy: rentalVatByOf(options.vatPolicy, ownerVat !== null),
      depositHalalas: item.deposit === null ? 0 : toHalalas(item.deposit),
    },
    fees,
  );
  // The gateway takes no payment under its minimum: refused now, not at checkout.
  if (price.total < MIN_PAYMENT_HALALAS) {
    throw new AppError(
      'amount_too_small',
      'The total is under 1.00 SAR, the least the payment service takes; book more days',
    );
  }
  // An unpaid request for some of these days is replaced: it held nothing and took no money.
  const replaced = await lapseUnpaidRequestsFor(tx, renter.id, item, input);
  const status: BookingStatus = 'awaiting_payment';
  const booking = oneRow(
    await tx
      .insert(bookings)
      .values({
        itemId: item.id,
        renterId: renter.id,
        ownerId: item.ownerId,
        startDate: input.startDate,
        endDate: input.endDate,
        pickupMethod: input.pickupMethod,
        message: input.message,
        status,
        // The price is the server's: the item's rate now, whatever the client computed.
        dailyRate: item.dailyRate,
        deposit: item.deposit,
        ...priceColumnsOf(price, ownerVat),
        cancellationPolicy: item.cancellationPolicy,
        paymentDueAt: sql`now() + make_interval(mins => ${PAYMENT_WINDOW_MINUTES})`,
      })
      .returning(),
    'the new booking',
  );
  const about = { id: booking.id, renterId: renter.id, ownerId: item.ownerId, itemTitle: item.title };
  await recordChanges(
    tx,
    [...replaced, { booking: about, actorId: renter.id, action: 'request', from: null, to: status }],
    money,
  );
  return booking.id;
}

/** The owner's VAT registration (their business profile), or null when they are not registered. */
export async function ownerVatRegistration(tx: Db, ownerId: string): Promise<VatRegistration | null> {
  const [owner] = await tx
    .select({ accountType: users.accountType, companyName: users.companyName, taxId: users.taxId })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner ? vatRegistrationOf(owner) : null;
}

/** The renter's unpaid requests for some of these days of this item: lapsed, replaced by a new one. */
async function lapseUnpaidRequestsFor(
  tx: Db,
  renterId: string,
  item: { id: string; title: string },
  range: DateRange,
): Promise<BookingChange[]> {
  const reason = SYSTEM_STATUS_REASONS.unpaid;
  const lapsed = await tx
    .update(bookings)
    .set({ status: 'expired', statusReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.itemId, item.id),
        eq(bookings.renterId, renterId),
        eq(bookings.status, 'awaiting_payment'),
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`,
      ),
    )
    .returning();
  return lapsed.map((booking) => ({
    booking: { id: booking.id, renterId, ownerId: booking.ownerId, itemTitle: item.title },
    actorId: null,
    action: 'expire' as const,
    from: 'awaiting_payment' as const,
    to: 'expired' as const,
    reason,
  }));
}

/**
 * A request the gateway says is paid: pending for the owner's answer, or confirmed at once with
 * instant booking if its days are still free (declined for the owner's side if not, which
 * refunds it in full). The renter's words reach the owner now, with the request. Under the
 * item's lock, taken by the caller before the booking's.
 */
export async function confirmPaidRequest(tx: Db, booking: BookingRow): Promise<BookingChange[]> {
  const [item] = await tx.select().from(items).where(eq(items.id, booking.itemId));
  const about = {
    id: booking.id,
    renterId: booking.renterId,
    ownerId: booking.ownerId,
    itemTitle: item?.title ?? '',
  };
  const gone = !item || item.deletedAt !== null;
  const instant = !gone && (await instantFor(tx, item, booking.renterId));
  const taken = instant ? await takenBetween(tx, booking.itemId, booking) : null;
  const to: BookingStatus = gone || taken ? 'declined' : instant ? 'confirmed' : 'pending';
  const reason = gone
    ? SYSTEM_STATUS_REASONS.listingRemoved
    : taken
      ? SYSTEM_STATUS_REASONS.datesTaken
      : null;
  const updated = oneRow(
    await tx
      .update(bookings)
      .set({ status: to, statusReason: reason, paymentDueAt: null, updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id))
      .returning(),
    'the paid booking',
  );
  if (booking.message && !gone) {
    // The renter's words start (or join) their conversation with the owner, where the owner answers.
    await storeMessage(tx, {
      senderId: booking.renterId,
      receiverId: booking.ownerId,
      content: booking.message,
      bookingId: booking.id,
      itemId: booking.itemId,
    });
  }
  const changes: BookingChange[] = [
    { booking: about, actorId: null, action: 'pay', from: 'awaiting_payment', to, reason },
  ];
  if (to === 'confirmed') changes.push(...(await declineOverlappingRequests(tx, updated)));
  return changes;
}

/**
 * A request still unpaid at its due time lapses (the payments feature has asked the gateway and
 * closed its page first). False when it is no longer awaiting payment: paid, or withdrawn.
 */
export async function lapseUnpaidRequest(tx: Db, bookingId: string, money: BookingMoney): Promise<boolean> {
  const [found] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!found) return false;
  const locked = await lockItem(tx, found.itemId);
  const reason = SYSTEM_STATUS_REASONS.unpaid;
  const [expired] = await tx
    .update(bookings)
    .set({ status: 'expired', statusReason: reason, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_payment')))
    .returning();
  if (!expired) return false;
  const about = {
    id: expired.id,
    renterId: expired.renterId,
    ownerId: expired.ownerId,
    itemTitle: locked?.item.title ?? '',
  };
  await recordChanges(
    tx,
    [{ booking: about, actorId: null, action: 'expire', from: 'awaiting_payment', to: 'expired', reason }],
    money,
  );
  return true;
}

/** Whether the renter already awaits an answer for some of these days of this item. */
async function hasPendingRequestFor(tx: Db, renterId: string, itemId: string, range: DateRange) {
  const [pending] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.itemId, itemId),
        eq(bookings.renterId, renterId),
        eq(bookings.status, 'pending'),
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`,
      ),
    )
    .limit(1);
  return pending !== undefined;
}

/** Dates from today in Riyadh to the booking horizon, a length the owner and the platform accept. */
function checkDates(
  item: { minRentalDays: number; maxRentalDays: number | null; pickupOptions: string[] },
  input: CreateBookingInput,
): void {
  const today = todayInRiyadh();
  if (input.startDate < today) throw fieldError('startDate', 'start_in_past');
  checkLength(item, input);
  if (input.endDate > lastBookableDay(today)) throw fieldError('endDate', 'beyond_booking_horizon');
  if (!item.pickupOptions.includes(input.pickupMethod))
    throw fieldError('pickupMethod', 'pickup_not_offered');
}

/** A length the owner and the platform accept (checked again on accepting a request made before the limit). */
function checkLength(
  item: { minRentalDays: number; maxRentalDays: number | null },
  dates: { startDate: string; endDate: string },
): void {
  const lengthProblem = rentalLengthProblem(item, dates.startDate, dates.endDate);
  if (lengthProblem) throw fieldError('endDate', lengthProblem);
}

/** Pending requests for days a newly confirmed booking took: declined, saying why. */
async function declineOverlappingRequests(tx: Db, confirmed: BookingRow): Promise<BookingChange[]> {
  const reason = SYSTEM_STATUS_REASONS.datesTaken;
  const declined = await tx
    .update(bookings)
    .set({ status: 'declined', statusReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.itemId, confirmed.itemId),
        eq(bookings.status, 'pending'),
        ne(bookings.id, confirmed.id),
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${confirmed.startDate}::date, ${confirmed.endDate}::date, '[]')`,
      ),
    )
    .returning();
  const title = await itemTitle(tx, confirmed.itemId);
  return declined.map((booking) => ({
    booking: { id: booking.id, renterId: booking.renterId, ownerId: booking.ownerId, itemTitle: title },
    actorId: null,
    action: 'auto_decline' as const,
    from: 'pending' as const,
    to: 'declined' as const,
    reason,
  }));
}

async function itemTitle(tx: Db, itemId: string): Promise<string> {
  const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, itemId));
  return item?.title ?? '';
}

/** The words of a refusal, for the person who tried. */
function refusalError(refusal: TransitionRefusal, action: BookingAction, status: BookingStatus): AppError {
  switch (refusal.kind) {
    case 'not_yours':
      return forbidden(
        action === 'cancel'
          ? 'Only the renter can cancel a pending request'
          : `Only the owner can ${action} this booking`,
      );
    case 'wrong_status':
      return new AppError(
        'booking_changed',
        `This booking is ${status}, so it cannot be ${PAST_TENSE[action]} now`,
      );
    case 'not_today':
      return new AppError(
        'not_handover_day',
        'The item can be handed over from the pickup day until the return day',
      );
    case 'too_early':
      return new AppError(
        'no_show_too_early',
        'A renter who did not come can be marked from the day after the pickup day',
      );
    case 'reason_required':
      return fieldError('reason', 'reason_required');
  }
}

const PAST_TENSE: Record<BookingAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  start: 'handed over',
  complete: 'marked returned',
  cancel: 'cancelled',
  no_show: 'marked as a no-show',
};

/**
 * Accept, decline, hand over, mark returned or cancel: checked against the
 * booking's status and who asks (a stranger gets 404, as if it did not exist).
 */
export async function actOnBooking(
  tx: Db,
  user: Pick<User, 'id'>,
  options: {
    bookingId: string;
    action: BookingAction;
    reason: string | null;
    now?: Date;
    money: BookingMoney;
  },
): Promise<void> {
  const { bookingId, action, reason } = options;
  const now = options.now ?? new Date();
  const [found] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!found) throw notFound('Booking not found');
  // The item first, then the booking: every change of one item's bookings takes the locks in this order.
  // NO KEY UPDATE, as every lock on a booking or a payment (docs/decisions/0044-payments.md, "Locks"):
  // it keeps changes apart, yet lets a refund being made meanwhile write the rows that refer to them.
  const locked = await lockItem(tx, found.itemId);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('no key update');
  const actor: BookingActor | null =
    booking?.renterId === user.id ? 'renter' : booking?.ownerId === user.id ? 'owner' : null;
  if (!booking || !actor) throw notFound('Booking not found');
  // An unpaid request is the renter's alone (bookings.queries.ts, visibleTo).
  if (booking.status === 'awaiting_payment' && actor === 'owner') throw notFound('Booking not found');

  const today = todayInRiyadh(now);
  // Expired in fact, if not yet in the table (the hourly job and GET /api/bookings catch up).
  if (booking.status === 'pending' && booking.startDate < today) {
    throw new AppError('request_expired', 'This request expired: its pickup day passed without an answer');
  }
  const result = checkTransition({ ...booking, action, actor, today, reason });
  if (!result.ok) throw refusalError(result.refusal, action, booking.status);
  if (action === 'accept') {
    // A request made before the platform's maximum existed may be longer (the database refuses it too).
    checkLength({ minRentalDays: 1, maxRentalDays: null }, booking);
    const taken = await takenBetween(tx, booking.itemId, booking, { exceptBookingId: booking.id });
    if (taken) throw TAKEN_ERRORS[taken]();
  }
  // With a deposit, the owner hands over once they added a photo of the item (docs/decisions/0059).
  if (action === 'start' && booking.depositHalalas > 0 && !(await ownerHandoverPhotoAdded(tx, booking.id))) {
    throw new AppError(
      'handover_photo_required',
      'Add at least one photo of the item before handing it over',
    );
  }

  // An open no-show case holds the booking, but for the owner handing over or cancelling after all.
  const caseOutcome =
    booking.status === 'confirmed' ? await caseOutcomeOfAction(tx, booking.id, { action, actor }) : null;
  // The renter's no-show is told in the reader's words, not the owner's (docs/decisions/0060).
  const statusReason = action === 'no_show' ? SYSTEM_STATUS_REASONS.renterNoShow : reason;

  const updated = oneRow(
    await tx
      .update(bookings)
      .set({
        status: result.to,
        updatedAt: sql`now()`,
        // The review window (REVIEW_WINDOW_DAYS) runs from the return.
        ...(result.to === 'completed' && { completedAt: sql`now()` }),
        ...(statusReason && { statusReason }),
        ...(action === 'cancel' && {
          // Late: the renter cancelled a confirmed booking and its policy gives back less than all
          // (an owner's cancelling, or a request withdrawn, always refunds in full).
          cancelledLate:
            actor === 'renter' &&
            booking.status === 'confirmed' &&
            cancelsLate({ policy: policyOfBooking(booking), startDate: booking.startDate, now }),
        }),
      })
      .where(eq(bookings.id, booking.id))
      .returning(),
    'the updated booking',
  );
  const about = {
    id: booking.id,
    renterId: booking.renterId,
    ownerId: booking.ownerId,
    itemTitle: locked?.item.title ?? '',
  };
  const changes: BookingChange[] = [
    {
      booking: about,
      actorId: user.id,
      action,
      from: booking.status,
      to: result.to,
      reason: statusReason,
      toldByCaller: action === 'no_show',
    },
  ];
  if (action === 'accept') changes.push(...(await declineOverlappingRequests(tx, updated)));
  await recordChanges(tx, changes, options.money);
  if (caseOutcome) await closeCaseByAction(tx, booking.id, caseOutcome);
  if (action === 'no_show') await tellRenterOfNoShow(tx, options.money, about);
  if (action === 'start' || action === 'complete') {
    await recordConfirmation(
      tx,
      { ...about, endDate: booking.endDate },
      { stage: action === 'start' ? 'handover' : 'return', by: actor, today },
    );
  }
}

/** Requests whose pickup day passed unanswered (all, or one user's): expired, each recorded. */
export async function expireStaleRequests(
  db: Db,
  money: BookingMoney,
  options: { userId?: string; now?: Date } = {},
): Promise<number> {
  const today = todayInRiyadh(options.now);
  const reason = SYSTEM_STATUS_REASONS.expired;
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ booking: bookings, itemTitle: items.title })
      .from(bookings)
      .innerJoin(items, eq(items.id, bookings.itemId))
      .where(
        and(
          eq(bookings.status, 'pending'),
          lt(bookings.startDate, today),
          options.userId
            ? or(eq(bookings.renterId, options.userId), eq(bookings.ownerId, options.userId))
            : undefined,
        ),
      )
      // Another process expiring the same rows right now: leave them to it.
      .for('no key update', { of: bookings, skipLocked: true });
    if (stale.length === 0) return 0;
    await tx
      .update(bookings)
      .set({ status: 'expired', statusReason: reason, updatedAt: sql`now()` })
      .where(
        inArray(
          bookings.id,
          stale.map(({ booking }) => booking.id),
        ),
      );
    await recordChanges(
      tx,
      stale.map(({ booking, itemTitle }) => ({
        booking: { id: booking.id, renterId: booking.renterId, ownerId: booking.ownerId, itemTitle },
        actorId: null,
        action: 'expire' as const,
        from: 'pending' as const,
        to: 'expired' as const,
        reason,
      })),
      money,
    );
    return stale.length;
  });
}

/**
 * The owner's blocked days from today on, replaced as a whole. Days a
 * confirmed or active booking holds cannot be blocked (409); pending requests
 * for blocked days are declined, saying why.
 */
export async function setBlockedDates(
  tx: Db,
  owner: Pick<User, 'id'>,
  input: { itemId: string; ranges: BlockedDatesInput['ranges']; money: BookingMoney },
): Promise<void> {
  const { itemId, ranges } = input;
  const locked = await lockItem(tx, itemId);
  if (!locked || locked.item.deletedAt) throw notFound('Item not found');
  if (locked.item.ownerId !== owner.id) throw forbidden('Only the owner can block dates of this item');
  const today = todayInRiyadh();
  if (ranges.some((range) => range.endDate < today)) throw fieldError('ranges', 'start_in_past');
  // Nothing past the horizon can be requested yet, so there is nothing there to block; a range that
  // starts within it may run on (an owner away for long), docs/decisions/0033.
  if (ranges.some((range) => range.startDate > lastBookableDay(today)))
    throw fieldError('ranges', 'beyond_booking_horizon');
  const merged = mergeRanges(ranges);
  await tx
    .delete(itemBlockedDates)
    .where(and(eq(itemBlockedDates.itemId, itemId), gte(itemBlockedDates.endDate, today)));
  for (const range of merged) {
    if ((await takenBetween(tx, itemId, range)) === 'booked') {
      throw new AppError(
        'dates_taken',
        `${range.startDate} to ${range.endDate} overlaps a confirmed booking; cancel it first`,
      );
    }
  }
  if (merged.length > 0)
    await tx.insert(itemBlockedDates).values(merged.map((range) => ({ ...range, itemId })));

  const reason = SYSTEM_STATUS_REASONS.ownerBlocked;
  const overlapsABlock = sql.join(
    merged.map(
      (range) =>
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`,
    ),
    sql` OR `,
  );
  if (merged.length === 0) return;
  const declined = await tx
    .update(bookings)
    .set({ status: 'declined', statusReason: reason, updatedAt: sql`now()` })
    .where(and(eq(bookings.itemId, itemId), eq(bookings.status, 'pending'), sql`(${overlapsABlock})`))
    .returning();
  await recordChanges(
    tx,
    declined.map((booking) => ({
      booking: {
        id: booking.id,
        renterId: booking.renterId,
        ownerId: booking.ownerId,
        itemTitle: locked.item.title,
      },
      actorId: owner.id,
      action: 'auto_decline' as const,
      from: 'pending' as const,
      to: 'declined' as const,
      reason,
    })),
    input.money,
  );
}
