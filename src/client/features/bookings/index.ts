/**
 * What other features may use of bookings (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export {
  useAvailability,
  useBooking,
  useBookingMoney,
  useBookings,
  useRequestBooking,
  useSetBlockedDates,
} from './api/bookings';
export { countWaiting, splitBookings } from './booking-lists';
export { BookingActions } from './components/booking-actions';
export { hintOf } from './components/booking-hint';
export { BookingStatusBadge } from './components/booking-status-badge';
export { CountPill } from './components/count-pill';
export { NoShowRefund } from './components/no-show-refund';
export { RenterStanding } from './components/renter-standing';
export { StatusReason } from './components/status-reason';
export type { RecordStepProps } from './components/step-dialog';
