import { z } from 'zod';

/**
 * The days the marketplace deals in. Beyond these a 'YYYY-MM-DD' is still a date, but no rental or
 * report needs it, and day arithmetic past year 9999 has no 'YYYY-MM-DD' to land on (a calendar a
 * year on from 9999-12-31 once answered 500).
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2999-12-31';

/** A day, 'YYYY-MM-DD', between EARLIEST_DAY and LATEST_DAY. */
export const calendarDay = z.iso
  // Not a day at all: that alone is said (the range check would say it twice).
  .date({ message: 'date_invalid', abort: true })
  .refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, 'date_invalid');
