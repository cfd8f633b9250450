import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableActions,
  BOOKING_ACTIONS,
  BOOKING_HORIZON_DAYS,
  type BookingAction,
  type BookingActor,
  bookableLengths,
  chargedDays,
  checkTransition,
  earningReleaseMoment,
  isDayHeld,
  lastBookableDay,
  MAX_RENTAL_DAYS,
  pickupMoment,
  rangesOverlap,
  rentalLengthProblem,
  returnDayBounds,
  SYSTEM_STATUS_REASONS,
  systemReasonOf,
  todayInRiyadh,
} from './bookings';
import { BOOKING_STATUSES, type BookingStatus } from './constants';

/** Every allowed move, written out by hand: the table must allow these and nothing else. */
const ALLOWED: [BookingStatus, BookingAction, BookingActor, BookingStatus][] = [
  ['awaiting_payment', 'cancel', 'renter', 'cancelled'],
  ['pending', 'accept', 'owner', 'confirmed'],
  ['pending', 'decline', 'owner', 'declined'],
  ['pending', 'cancel', 'renter', 'cancelled'],
  ['confirmed', 'start', 'owner', 'active'],
  ['confirmed', 'cancel', 'renter', 'cancelled'],
  ['confirmed', 'cancel', 'owner', 'cancelled'],
  ['active', 'complete', 'owner', 'completed'],
  // The renter confirms the return too, early or on the day (docs/decisions/0059).
  ['active', 'complete', 'renter', 'completed'],
  // The renter did not come, from the day after the pickup day (docs/decisions/0060).
  ['confirmed', 'no_show', 'owner', 'cancelled'],
];

const ON_PICKUP_DAY = {
  startDate: '2030-01-10',
  endDate: '2030-01-12',
  today: '2030-01-10',
  reason: 'A reason',
};

describe('the booking transition table', () => {
  const cases = BOOKING_STATUSES.flatMap((status) =>
    BOOKING_ACTIONS.flatMap((action) =>
      (['renter', 'owner'] as const).map((actor) => [status, action, actor] as const),
    ),
  );

  it.each(cases)('%s × %s × %s', (status, action, actor) => {
    const allowed = ALLOWED.find(([s, a, who]) => s === status && a === action && who === actor);
    // A no-show is said from the day after the pickup day; every other action, on it.
    const today = action === 'no_show' ? addDays(ON_PICKUP_DAY.today, 1) : ON_PICKUP_DAY.today;
    const result = checkTransition({ status, action, actor, ...ON_PICKUP_DAY, today });
    if (allowed) {
      expect(result).toEqual({ ok: true, to: allowed[3] });
    } else {
      expect(result.ok).toBe(false);
      const someoneMay = ALLOWED.some(([, a, who]) => a === action && who === actor);
      // Wrong side (403) or wrong moment of the booking (409): the API answers each differently.
      expect(result).toEqual({ ok: false, refusal: { kind: someoneMay ? 'wrong_status' : 'not_yours' } });
    }
  });

  it('hands over only from the pickup day to the return day', () => {
    const base = {
      status: 'confirmed',
      action: 'start',
      actor: 'owner',
      startDate: '2030-01-10',
      endDate: '2030-01-12',
    } as const;
    expect(checkTransition({ ...base, today: '2030-01-09' })).toEqual({
      ok: false,
      refusal: { kind: 'not_today' },
    });
    expect(checkTransition({ ...base, today: '2030-01-12' }).ok).toBe(true);
    expect(checkTransition({ ...base, today: '2030-01-13' })).toEqual({
      ok: false,
      refusal: { kind: 'not_today' },
    });
  });

  it('takes a renter’s no-show from the day after the pickup day, never on it', () => {
    const base = { status: 'confirmed', action: 'no_show', actor: 'owner', ...ON_PICKUP_DAY } as const;
    expect(checkTransition(base)).toEqual({ ok: false, refusal: { kind: 'too_early' } });
    expect(checkTransition({ ...base, today: '2030-01-09' })).toEqual({
      ok: false,
      refusal: { kind: 'too_early' },
    });
    expect(checkTransition({ ...base, today: '2030-01-11' })).toEqual({ ok: true, to: 'cancelled' });
    // After the last day too: a booking nobody touched (until it is sent to Ajjir's team).
    expect(checkTransition({ ...base, today: '2030-01-20' })).toEqual({ ok: true, to: 'cancelled' });
  });

  it('asks an owner who cancels a confirmed booking for a reason', () => {
    const base = {
      status: 'confirmed',
      action: 'cancel',
      startDate: '2030-01-10',
      endDate: '2030-01-12',
      today: '2030-01-01',
    } as const;
    expect(checkTransition({ ...base, actor: 'owner', reason: '  ' })).toEqual({
      ok: false,
      refusal: { kind: 'reason_required' },
    });
    expect(checkTransition({ ...base, actor: 'renter', reason: null }).ok).toBe(true);
  });

  it('lists what each side can do today', () => {
    const booking = { startDate: '2030-01-10', endDate: '2030-01-12' };
    expect(availableActions({ ...booking, status: 'pending', actor: 'owner', today: '2030-01-01' })).toEqual([
      'accept',
      'decline',
    ]);
    expect(availableActions({ ...booking, status: 'pending', actor: 'renter', today: '2030-01-01' })).toEqual(
      ['cancel'],
    );
    expect(
      availableActions({ ...booking, status: 'confirmed', actor: 'owner', today: '2030-01-01' }),
    ).toEqual(['cancel']);
    expect(
      availableActions({ ...booking, status: 'confirmed', actor: 'owner', today: '2030-01-10' }),
    ).toEqual(['start', 'cancel']);
    expect(
      availableActions({ ...booking, status: 'completed', actor: 'owner', today: '2030-01-20' }),
    ).toEqual([]);
  });
});

describe('dates in Saudi Arabia', () => {
  it('takes today from Riyadh’s clock, three hours ahead of UTC', () => {
    expect(todayInRiyadh(new Date('2030-01-09T20:59:00Z'))).toBe('2030-01-09');
    expect(todayInRiyadh(new Date('2030-01-09T21:00:00Z'))).toBe('2030-01-10');
  });

  it('adds days and counts the days charged, at least one', () => {
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(chargedDays('2030-01-10', '2030-01-12')).toBe(2);
    expect(chargedDays('2030-01-10', '2030-01-10')).toBe(1);
    expect(chargedDays('2028-02-27', '2028-03-01')).toBe(3); // 2028 is a leap year
    expect(chargedDays('2030-12-30', '2031-01-02')).toBe(3);
  });

  it('begins the pickup day at midnight in Riyadh, the moment cancellation policies count back from', () => {
    expect(pickupMoment('2030-01-10').toISOString()).toBe('2030-01-09T21:00:00.000Z');
  });

  it('sees overlap when two ranges share a day, both ends included', () => {
    expect(
      rangesOverlap({ start: '2030-01-10', end: '2030-01-12' }, { start: '2030-01-12', end: '2030-01-14' }),
    ).toBe(true);
    expect(
      rangesOverlap({ start: '2030-01-10', end: '2030-01-12' }, { start: '2030-01-13', end: '2030-01-14' }),
    ).toBe(false);
  });
});

describe('rental length', () => {
  const item = { minRentalDays: 2, maxRentalDays: 7 };
  it.each([
    ['2026-12-10', '2026-12-10', 'rental_too_short'],
    ['2026-12-10', '2026-12-11', 'rental_too_short'],
    ['2026-12-10', '2026-12-12', null],
    ['2026-12-10', '2026-12-17', null],
    ['2026-12-10', '2026-12-18', 'rental_too_long'],
  ])('%s to %s: %s', (start, end, problem) => {
    expect(rentalLengthProblem(item, start, end)).toBe(problem);
  });

  it('takes the platform maximum when the owner set none or a longer one; a same-day rental meets a minimum of one', () => {
    const open = { minRentalDays: 1, maxRentalDays: null };
    expect(rentalLengthProblem(open, '2026-12-10', '2026-12-10')).toBeNull();
    expect(rentalLengthProblem(open, '2026-12-10', addDays('2026-12-10', MAX_RENTAL_DAYS))).toBeNull();
    expect(rentalLengthProblem(open, '2026-12-10', addDays('2026-12-10', MAX_RENTAL_DAYS + 1))).toBe(
      'rental_too_long',
    );
    expect(rentalLengthProblem(open, '2026-12-10', '2999-12-31')).toBe('rental_too_long');
    const longer = { minRentalDays: 1, maxRentalDays: 90 };
    expect(bookableLengths(longer)).toEqual({ minRentalDays: 1, maxRentalDays: MAX_RENTAL_DAYS });
    expect(rentalLengthProblem(longer, '2026-12-10', '2027-02-01')).toBe('rental_too_long');
  });

  it('lets a rental end at most the horizon ahead of today', () => {
    expect(lastBookableDay('2026-12-10')).toBe(addDays('2026-12-10', BOOKING_HORIZON_DAYS));
  });
});

describe('return day bounds', () => {
  const lastDay = '2027-12-10';
  const held = [
    { startDate: '2026-12-15', endDate: '2026-12-16' },
    { startDate: '2026-12-20', endDate: '2026-12-20' },
  ];

  it('knows held days, ends included', () => {
    expect(isDayHeld('2026-12-14', held)).toBe(false);
    expect(isDayHeld('2026-12-15', held)).toBe(true);
    expect(isDayHeld('2026-12-16', held)).toBe(true);
    expect(isDayHeld('2026-12-20', held)).toBe(true);
    expect(isDayHeld('2026-12-21', held)).toBe(false);
  });

  it('runs from the minimum length to the day before the next held day', () => {
    expect(returnDayBounds({ minRentalDays: 1, maxRentalDays: null }, '2026-12-10', held, lastDay)).toEqual({
      earliest: '2026-12-10',
      latest: '2026-12-14',
    });
    expect(returnDayBounds({ minRentalDays: 3, maxRentalDays: null }, '2026-12-10', held, lastDay)).toEqual({
      earliest: '2026-12-13',
      latest: '2026-12-14',
    });
  });

  it('stops at the maximum length when that comes first, and is open after the last held day', () => {
    expect(returnDayBounds({ minRentalDays: 1, maxRentalDays: 2 }, '2026-12-10', held, lastDay)).toEqual({
      earliest: '2026-12-10',
      latest: '2026-12-12',
    });
    expect(returnDayBounds({ minRentalDays: 1, maxRentalDays: null }, '2026-12-21', held, lastDay)).toEqual({
      earliest: '2026-12-21',
      latest: lastDay,
    });
  });

  it('never goes past the horizon, and offers nothing from a day beyond it', () => {
    expect(returnDayBounds({ minRentalDays: 1, maxRentalDays: 5 }, '2027-12-08', [], lastDay)).toEqual({
      earliest: '2027-12-08',
      latest: lastDay,
    });
    expect(returnDayBounds({ minRentalDays: 1, maxRentalDays: 5 }, '2027-12-11', [], lastDay)).toBeNull();
    expect(returnDayBounds({ minRentalDays: 3, maxRentalDays: 5 }, '2027-12-09', [], lastDay)).toBeNull();
  });

  it('offers nothing from a held day, or when the gap is shorter than the minimum', () => {
    expect(
      returnDayBounds({ minRentalDays: 1, maxRentalDays: null }, '2026-12-16', held, lastDay),
    ).toBeNull();
    expect(
      returnDayBounds({ minRentalDays: 3, maxRentalDays: null }, '2026-12-17', held, lastDay),
    ).toBeNull();
  });

  it('agrees with the rental length rule at both bounds', () => {
    const item = { minRentalDays: 3, maxRentalDays: 5 };
    const bounds = returnDayBounds(item, '2027-01-01', [], lastDay);
    expect(bounds).not.toBeNull();
    expect(rentalLengthProblem(item, '2027-01-01', bounds!.earliest)).toBeNull();
    expect(rentalLengthProblem(item, '2027-01-01', bounds!.latest)).toBeNull();
    expect(rentalLengthProblem(item, '2027-01-01', addDays(bounds!.earliest, -1))).toBe('rental_too_short');
    expect(rentalLengthProblem(item, '2027-01-01', addDays(bounds!.latest, 1))).toBe('rental_too_long');
  });
});

describe('system reasons', () => {
  it('knows the reasons the system gives, and nothing a person wrote', () => {
    expect(systemReasonOf(SYSTEM_STATUS_REASONS.datesTaken)).toBe('datesTaken');
    expect(systemReasonOf(SYSTEM_STATUS_REASONS.expired)).toBe('expired');
    expect(systemReasonOf('The owner blocked these dates')).toBe('ownerBlocked');
    expect(systemReasonOf('Away that week, sorry')).toBeNull();
    expect(systemReasonOf(null)).toBeNull();
  });
});

describe('earningReleaseMoment', () => {
  const hours = (n: number) => n * 60 * 60 * 1000;
  // Midnight beginning 2026-12-20 in Riyadh is 21:00 UTC the day before.
  const lastDayBegins = Date.parse('2026-12-19T21:00:00Z');

  it('counts the claim window from a return on the last day', () => {
    const returned = new Date('2026-12-20T15:30:00Z');
    expect(earningReleaseMoment(returned, '2026-12-20').getTime()).toBe(returned.getTime() + hours(48));
  });

  it('never counts from before the last day begins, however early the return', () => {
    const firstDay = new Date('2026-12-13T09:00:00Z');
    expect(earningReleaseMoment(firstDay, '2026-12-20').getTime()).toBe(lastDayBegins + hours(48));
  });

  it('takes the configured window, none at all included', () => {
    const late = new Date('2026-12-21T08:00:00Z');
    expect(earningReleaseMoment(late, '2026-12-20', 72).getTime()).toBe(late.getTime() + hours(72));
    expect(earningReleaseMoment(new Date(0), '2026-12-20', 0).getTime()).toBe(lastDayBegins);
  });
});
