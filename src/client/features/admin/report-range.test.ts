import { todayInRiyadh } from '@shared/bookings';
import { describe, expect, it } from 'vitest';
import { matchingQuickRange, paramsFromReportRange, quickRange, reportRangeFromParams } from './report-range';

describe('quickRange', () => {
  const today = '2026-03-15';

  it('counts back from today, both days included', () => {
    expect(quickRange('last7', today)).toEqual({ startDate: '2026-03-09', endDate: today });
    expect(quickRange('last30', today)).toEqual({ startDate: '2026-02-14', endDate: today });
  });

  it('starts this month and this year on their first day', () => {
    expect(quickRange('thisMonth', today)).toEqual({ startDate: '2026-03-01', endDate: today });
    expect(quickRange('thisYear', today)).toEqual({ startDate: '2026-01-01', endDate: today });
  });

  it('gives last month whole, across a year and in a leap year', () => {
    expect(quickRange('lastMonth', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(quickRange('lastMonth', '2028-03-01')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(quickRange('lastMonth', '2027-01-10')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it("uses Riyadh's day: at 22:30 UTC it is already tomorrow there", () => {
    const late = new Date('2026-03-15T22:30:00Z');
    expect(quickRange('last7', todayInRiyadh(late)).endDate).toBe('2026-03-16');
  });

  it('recognises the quick range of some days', () => {
    expect(matchingQuickRange({ startDate: '2026-03-01', endDate: today }, today)).toBe('thisMonth');
    expect(matchingQuickRange({ startDate: '2026-03-02', endDate: today }, today)).toBeUndefined();
  });
});

describe('reportRangeFromParams', () => {
  const read = (query: string) => reportRangeFromParams(new URLSearchParams(query));

  it('needs both days', () => {
    expect(read('')).toEqual({ status: 'incomplete', startDate: undefined, endDate: undefined });
    expect(read('startDate=2026-03-01')).toMatchObject({ status: 'incomplete', startDate: '2026-03-01' });
  });

  it('refuses an end before the start', () => {
    expect(read('startDate=2026-03-10&endDate=2026-03-01')).toMatchObject({
      status: 'invalid',
      problem: 'end_before_start',
    });
  });

  it('accepts a range, one day included', () => {
    expect(read('startDate=2026-03-01&endDate=2026-03-01')).toEqual({
      status: 'ready',
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('ignores days that are not days', () => {
    expect(read('startDate=2026-02-31&endDate=2026-03-05').status).toBe('incomplete');
    expect(read('startDate=yesterday&endDate=2026-03-05').status).toBe('incomplete');
  });

  it('writes the days back', () => {
    expect(paramsFromReportRange({ startDate: '2026-03-01' }).toString()).toBe('startDate=2026-03-01');
  });
});
