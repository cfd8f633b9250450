/**
 * What the bookings feature offers the others (docs/architecture.md, "Boundaries"): the rest of the
 * folder is its own. Payments applies the money effects its transitions declare (transitions.ts);
 * administrators end bookings through the same changes.
 */
export { type BookingChange, recordChanges } from './booking-events';
export { ownerSettledSql, priceColumnsOf, priceOfBooking, reachedOwnerSql } from './bookings.queries';
export { type BookingRow, confirmPaidRequest, lapseUnpaidRequest } from './bookings.service';
export { lockItem } from './calendar';
export { lockBookingForStep, objectionQueueOf, resolveObjection } from './handover';
export { decideNoShow, noShowQueueOf, noShowStateOf } from './no-shows';
export {
  rentalSummaryColumns,
  rentalSummaryJoins,
  rentalSummaryOf,
  summaryOwners,
  summaryRenters,
} from './rental-summary';
export { reviewDeadline } from './review-window';
export type { BookingMoney, DeclaredMoneyEffect, MoneyEffect } from './transitions';
export { transitionOf } from './transitions';
