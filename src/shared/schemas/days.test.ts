import { describe, expect, it } from 'vitest';
import { addDays } from '../bookings';
import { availabilityQuerySchema, createBookingSchema } from './bookings';
import { calendarDay, EARLIEST_DAY, LATEST_DAY } from './days';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('calendar days', () => {
  it('takes real days from EARLIEST_DAY to LATEST_DAY', () => {
    for (const day of [EARLIEST_DAY, '2028-02-29', LATEST_DAY]) expect(calendarDay.parse(day)).toBe(day);
  });

  it('refuses days that are not, and days no rental needs, with date_invalid', () => {
    for (const day of ['2027-02-29', '2026-13-01', '1999-12-31', '3000-01-01', '9999-12-31']) {
      expect(messagesOf(calendarDay.safeParse(day))).toEqual(['date_invalid']);
    }
  });

  it('leaves room for the calendar’s arithmetic after the latest day', () => {
    expect(addDays(LATEST_DAY, 731)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('applies to booking requests (timestamps too) and to the availability calendar', () => {
    const booking = {
      itemId: '3f063786-1ecf-4343-8d0c-168981e6e9c2',
      startDate: '9999-12-30T00:00:00.000Z',
      endDate: '9999-12-31',
    };
    expect(messagesOf(createBookingSchema.safeParse(booking))).toEqual(['date_invalid', 'date_invalid']);
    expect(
      createBookingSchema.parse({ ...booking, startDate: '2027-01-02T10:00:00Z', endDate: '2027-01-03' }),
    ).toMatchObject({ startDate: '2027-01-02', endDate: '2027-01-03' });
    expect(messagesOf(availabilityQuerySchema.safeParse({ from: '9999-12-31' }))).toEqual(['date_invalid']);
  });
});
