import { BOOKING_ACTIONS, SYSTEM_STATUS_REASONS } from '@shared/bookings';
import { BOOKING_STATUSES, PICKUP_OPTIONS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { bookingsStrings } from './bookings.i18n';

/** The keys the booking lists build from a status, an action, a side or a group (t(`bookings.status.${status}`)). */
describe('booking strings looked up by name', () => {
  for (const language of ['ar', 'en'] as const) {
    const { bookings } = bookingsStrings[language];

    it(`name every status, action, handover and system reason in ${language}`, () => {
      for (const status of BOOKING_STATUSES) expect(bookings.status, status).toHaveProperty(status);
      for (const action of BOOKING_ACTIONS) {
        expect(bookings.actions, action).toHaveProperty(action);
        expect(bookings.done, action).toHaveProperty(action);
        expect(bookings.done, action).toHaveProperty(`${action}Body`);
        expect(bookings.failed, action).toHaveProperty(action);
      }
      for (const option of PICKUP_OPTIONS) expect(bookings.card.pickupMethods, option).toHaveProperty(option);
      for (const reason of Object.keys(SYSTEM_STATUS_REASONS)) {
        expect(bookings.systemReasons, reason).toHaveProperty(reason);
      }
    });

    it(`name every group of both lists in ${language}`, () => {
      for (const side of ['renter', 'owner'] as const) {
        expect(Object.keys(bookings.groups[side]).sort()).toEqual(['current', 'past', 'waiting']);
      }
    });
  }
});
