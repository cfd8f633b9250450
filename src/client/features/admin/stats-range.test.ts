import { describe, expect, it } from 'vitest';
import {
  busiestPoint,
  defaultIntervalFor,
  isEmptySeries,
  seriesQuery,
  seriesTotals,
  toChartPoints,
} from './stats-range';

describe('seriesQuery', () => {
  it('ends today and covers the chosen number of days, both inclusive', () => {
    expect(seriesQuery(7, 'day', '2026-03-10')).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
      interval: 'day',
    });
    expect(seriesQuery(30, 'day', '2026-03-01').startDate).toBe('2026-01-31');
    expect(seriesQuery(365, 'week', '2026-12-31').startDate).toBe('2026-01-01');
  });
});

describe('defaultIntervalFor', () => {
  it('reads long ranges by week', () => {
    expect(defaultIntervalFor(7)).toBe('day');
    expect(defaultIntervalFor(30)).toBe('day');
    expect(defaultIntervalFor(90)).toBe('week');
    expect(defaultIntervalFor(365)).toBe('week');
  });
});

const points = [
  { date: '2026-03-01', bookings: 2, revenue: '150.10' },
  { date: '2026-03-02', bookings: 0, revenue: '0.00' },
  { date: '2026-03-03', bookings: 5, revenue: '0.20' },
];

describe('the chart data', () => {
  it('turns revenue strings into numbers, in the order of the days (the axis reverses for Arabic)', () => {
    expect(toChartPoints(points)).toEqual([
      { date: '2026-03-01', bookings: 2, revenue: 150.1 },
      { date: '2026-03-02', bookings: 0, revenue: 0 },
      { date: '2026-03-03', bookings: 5, revenue: 0.2 },
    ]);
    expect(toChartPoints([{ date: '2026-03-01', bookings: 1, revenue: 'x' }])[0]?.revenue).toBe(0);
  });

  it('sums the range without floating-point drift', () => {
    expect(seriesTotals(points)).toEqual({ bookings: 7, revenue: 150.3 });
    expect(seriesTotals([])).toEqual({ bookings: 0, revenue: 0 });
  });

  it('knows an empty range', () => {
    expect(isEmptySeries(points)).toBe(false);
    expect(isEmptySeries([{ date: '2026-03-01', bookings: 0, revenue: '0.00' }])).toBe(true);
    expect(isEmptySeries([{ date: '2026-03-01', bookings: 0, revenue: '10.00' }])).toBe(false);
    expect(isEmptySeries([])).toBe(true);
  });

  it('finds the busiest step, or none', () => {
    expect(busiestPoint(points)?.date).toBe('2026-03-03');
    expect(busiestPoint([{ date: '2026-03-01', bookings: 0, revenue: '5.00' }])).toBeNull();
  });
});
