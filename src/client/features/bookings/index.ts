/**
 * What other features may use of bookings (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useAvailability, useBookings, useRequestBooking, useSetBlockedDates } from './api/bookings';
export { countWaiting, splitBookings } from './booking-lists';
export { BookingList } from './components/booking-list';
export { CountPill } from './components/count-pill';
