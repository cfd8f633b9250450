import { addDays, lastBookableDay, MAX_RENTAL_DAYS } from '@shared/bookings';
import { describe, expect, it } from 'vitest';
import {
  type CalendarRules,
  dateOfDay,
  dayOfDate,
  isDaySelectable,
  NO_SELECTION,
  pickDay,
  rentalCalendarRules,
  selectionFromAddress,
} from './booking-dates';

const rules: CalendarRules = {
  today: '2026-12-10',
  lastDay: '2027-12-10',
  item: { minRentalDays: 1, maxRentalDays: 5 },
  held: [{ startDate: '2026-12-15', endDate: '2026-12-16' }],
};

describe('calendar days', () => {
  it('round-trips a day through the Date the calendar draws, across month and year ends', () => {
    for (const day of ['2026-12-31', '2027-01-01', '2028-02-29', '2026-03-09']) {
      expect(dayOfDate(dateOfDay(day))).toBe(day);
    }
  });
});

describe('which days can be clicked', () => {
  it('never a past day or a held one', () => {
    expect(isDaySelectable('2026-12-09', NO_SELECTION, rules)).toBe(false);
    expect(isDaySelectable('2026-12-10', NO_SELECTION, rules)).toBe(true);
    expect(isDaySelectable('2026-12-15', NO_SELECTION, rules)).toBe(false);
    expect(isDaySelectable('2026-12-17', NO_SELECTION, rules)).toBe(true);
  });

  it('once a pickup day is chosen, only return days within the length and before the next held day', () => {
    const picked = { start: '2026-12-11', end: null };
    expect(isDaySelectable('2026-12-11', picked, rules)).toBe(true);
    expect(isDaySelectable('2026-12-14', picked, rules)).toBe(true);
    expect(isDaySelectable('2026-12-17', picked, rules)).toBe(false); // across the held days
    const later = { start: '2026-12-17', end: null };
    expect(isDaySelectable('2026-12-22', later, rules)).toBe(true);
    expect(isDaySelectable('2026-12-23', later, rules)).toBe(false); // longer than 5 days
  });

  it('keeps earlier days clickable, to move the pickup day', () => {
    expect(isDaySelectable('2026-12-10', { start: '2026-12-12', end: null }, rules)).toBe(true);
  });

  it('refuses a pickup day whose gap before the next held day is shorter than the minimum', () => {
    const longer = { ...rules, item: { minRentalDays: 3, maxRentalDays: null } };
    expect(isDaySelectable('2026-12-11', NO_SELECTION, longer)).toBe(true); // returns on the 14th
    expect(isDaySelectable('2026-12-12', NO_SELECTION, longer)).toBe(false); // would need the 15th
    expect(isDaySelectable('2026-12-13', { start: '2026-12-10', end: null }, longer)).toBe(true);
    expect(isDaySelectable('2026-12-12', { start: '2026-12-10', end: null }, longer)).toBe(false);
  });
});

describe('the platform limits', () => {
  const today = '2026-12-10';
  const open = rentalCalendarRules({ minRentalDays: 1, maxRentalDays: null }, [], today);

  it('never lets a rental run longer than the platform maximum, whatever the owner allows', () => {
    const picked = { start: '2026-12-11', end: null };
    expect(isDaySelectable(addDays('2026-12-11', MAX_RENTAL_DAYS), picked, open)).toBe(true);
    expect(isDaySelectable(addDays('2026-12-11', MAX_RENTAL_DAYS + 1), picked, open)).toBe(false);
    const longer = rentalCalendarRules({ minRentalDays: 1, maxRentalDays: 200 }, [], today);
    expect(isDaySelectable(addDays('2026-12-11', MAX_RENTAL_DAYS + 1), picked, longer)).toBe(false);
  });

  it('offers no day past the booking horizon, and no return day after it', () => {
    const last = lastBookableDay(today);
    expect(isDaySelectable(last, NO_SELECTION, open)).toBe(true);
    expect(isDaySelectable(addDays(last, 1), NO_SELECTION, open)).toBe(false);
    expect(isDaySelectable(addDays(last, 1), { start: addDays(last, -2), end: null }, open)).toBe(false);
    expect(selectionFromAddress('2999-01-01', '2999-01-02', open)).toEqual(NO_SELECTION);
  });
});

describe('what a click does', () => {
  it('picks the pickup day, then the return day, then starts again', () => {
    let selection = pickDay(NO_SELECTION, '2026-12-11', rules);
    expect(selection).toEqual({ start: '2026-12-11', end: null });
    selection = pickDay(selection, '2026-12-13', rules);
    expect(selection).toEqual({ start: '2026-12-11', end: '2026-12-13' });
    selection = pickDay(selection, '2026-12-12', rules);
    expect(selection).toEqual({ start: '2026-12-12', end: null });
  });

  it('moves the pickup day when an earlier day is clicked', () => {
    expect(pickDay({ start: '2026-12-12', end: null }, '2026-12-10', rules)).toEqual({
      start: '2026-12-10',
      end: null,
    });
  });

  it('makes a same-day rental of a second click on the pickup day, only where the minimum is one day', () => {
    expect(pickDay({ start: '2026-12-11', end: null }, '2026-12-11', rules)).toEqual({
      start: '2026-12-11',
      end: '2026-12-11',
    });
    const longer = { ...rules, item: { minRentalDays: 2, maxRentalDays: null } };
    expect(pickDay({ start: '2026-12-11', end: null }, '2026-12-11', longer)).toEqual({
      start: '2026-12-11',
      end: null,
    });
  });

  it('ignores a click on a day that cannot be chosen', () => {
    const picked = { start: '2026-12-11', end: null };
    expect(pickDay(picked, '2026-12-18', rules)).toBe(picked);
    expect(pickDay(NO_SELECTION, '2026-12-01', rules)).toBe(NO_SELECTION);
  });
});

describe('dates kept in the address', () => {
  it('restores a bookable selection and drops what is no longer bookable', () => {
    expect(selectionFromAddress('2026-12-11', '2026-12-13', rules)).toEqual({
      start: '2026-12-11',
      end: '2026-12-13',
    });
    expect(selectionFromAddress('2026-12-11', '2026-12-18', rules)).toEqual({
      start: '2026-12-11',
      end: null,
    });
    expect(selectionFromAddress('2026-12-15', '2026-12-18', rules)).toEqual(NO_SELECTION);
    expect(selectionFromAddress('2026-12-01', null, rules)).toEqual(NO_SELECTION);
    expect(selectionFromAddress('yesterday', 'x', rules)).toEqual(NO_SELECTION);
  });
});
