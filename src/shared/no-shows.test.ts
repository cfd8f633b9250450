import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './constants';
import { mayReportOwnerNoShow, NO_SHOW_DECISIONS, NO_SHOW_OUTCOMES } from './no-shows';

describe('a renter’s report that the item was not handed over (docs/decisions/0060)', () => {
  const pickup = '2030-01-10';

  it('is taken from the pickup day on, never before', () => {
    const confirmed = { status: 'confirmed', startDate: pickup } as const;
    expect(mayReportOwnerNoShow(confirmed, '2030-01-09')).toBe(false);
    expect(mayReportOwnerNoShow(confirmed, pickup)).toBe(true);
    expect(mayReportOwnerNoShow(confirmed, '2030-02-01')).toBe(true);
  });

  it('is taken of a confirmed booking only', () => {
    const allowed = BOOKING_STATUSES.filter((status) =>
      mayReportOwnerNoShow({ status, startDate: pickup }, '2030-01-11'),
    );
    expect(allowed).toEqual(['confirmed']);
  });

  it('ends in a decision, or in the item handed over after all', () => {
    expect(NO_SHOW_OUTCOMES).toEqual([...NO_SHOW_DECISIONS, 'handed_over']);
  });
});
