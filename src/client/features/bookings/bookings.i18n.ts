/**
 * Strings of the booking lists (status names, actions, dialogs), in both
 * languages; spread into the resources under `bookings`.
 */
export const bookingsStrings = {
  ar: { bookings: { heading: 'الحجوزات' } },
  en: { bookings: { heading: 'Bookings' } },
};
