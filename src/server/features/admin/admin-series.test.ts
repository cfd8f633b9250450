import type { StatsSeries } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { type AdminTestApp, createAdminTestApp } from './admin.test-helpers';
import { earnFeesAt } from './admin-payments.test-helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
  const db = t.database.db;
  const owner = await createUser(db);
  const renter = await createUser(db);
  const item = await createItem(db, owner.id);
  const book = (overrides: Parameters<typeof createBooking>[3]) =>
    createBooking(db, item, renter.id, { status: 'declined', ...overrides });
  // 22:30 UTC is 01:30 the next day in Riyadh: a request of Sunday 3 March.
  await book({ createdAt: new Date('2024-03-02T22:30:00Z') });
  await book({ createdAt: new Date('2024-03-02T20:59:00Z') }); // 23:59 on 2 March in Riyadh
  await book({ createdAt: new Date('2024-03-05T09:00:00Z') });
  // Revenue is Ajjir's fees on the day the ledger earned them, the rental requested whenever.
  const first = await book({
    status: 'completed',
    createdAt: new Date('2024-02-20T09:00:00Z'),
    completedAt: new Date('2024-03-04T21:00:00Z'),
  });
  await earnFeesAt(db, first.id, 15_000, new Date('2024-03-04T21:00:00Z')); // midnight starting 5 March in Riyadh
  const second = await book({
    status: 'completed',
    createdAt: new Date('2024-02-20T10:00:00Z'),
    completedAt: new Date('2024-03-05T20:59:59Z'),
  });
  await earnFeesAt(db, second.id, 4950, new Date('2024-03-05T20:59:59Z'));
  // A completed rental whose fees the ledger has not written (never paid through Ajjir): no revenue.
  await book({
    status: 'completed',
    createdAt: new Date('2024-02-20T11:00:00Z'),
    completedAt: new Date('2024-03-05T10:00:00Z'),
  });
});
afterAll(() => t.close());

const series = async (query: string) => {
  const res = await t.asAdmin({ url: `/api/admin/stats/series${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatsSeries;
};

describe('GET /api/admin/stats/series', () => {
  it('has every day of the range, zeros included, on Riyadh days', async () => {
    expect(await series('?startDate=2024-03-01&endDate=2024-03-06')).toEqual({
      interval: 'day',
      startDate: '2024-03-01',
      endDate: '2024-03-06',
      points: [
        { date: '2024-03-01', bookings: 0, revenue: '0.00' },
        { date: '2024-03-02', bookings: 1, revenue: '0.00' },
        { date: '2024-03-03', bookings: 1, revenue: '0.00' },
        { date: '2024-03-04', bookings: 0, revenue: '0.00' },
        { date: '2024-03-05', bookings: 1, revenue: '199.50' },
        { date: '2024-03-06', bookings: 0, revenue: '0.00' },
      ],
    });
  });

  it('adds weeks up from Sunday, the asked start moved back to its Sunday', async () => {
    // 6 March 2024 is a Wednesday; its week began on Sunday 3 March.
    const weekly = await series('?startDate=2024-03-06&endDate=2024-03-20&interval=week');
    expect(weekly).toMatchObject({ interval: 'week', startDate: '2024-03-03', endDate: '2024-03-20' });
    expect(weekly.points).toEqual([
      { date: '2024-03-03', bookings: 2, revenue: '199.50' },
      { date: '2024-03-10', bookings: 0, revenue: '0.00' },
      { date: '2024-03-17', bookings: 0, revenue: '0.00' },
    ]);
    // The week of 25 February holds the request of Saturday 2 March and those of 20 February.
    const earlier = await series('?startDate=2024-02-25&endDate=2024-03-02&interval=week');
    expect(earlier.points).toEqual([{ date: '2024-02-25', bookings: 1, revenue: '0.00' }]);
  });

  it('covers the last 30 days up to today when no days are asked for', async () => {
    const today = todayInRiyadh();
    const recent = await series('');
    expect(recent).toMatchObject({ interval: 'day', startDate: addDays(today, -29), endDate: today });
    expect(recent.points).toHaveLength(30);
    expect(recent.points.at(-1)!.date).toBe(today);
  });

  it('refuses half a range, a range backwards, one too long, and an unknown interval', async () => {
    const refused = async (query: string) => {
      const res = await t.asAdmin({ url: `/api/admin/stats/series${query}` });
      expect(res.statusCode, query).toBe(400);
      return res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`);
    };
    expect(await refused('?startDate=2024-03-01')).toEqual(['endDate:dates_both']);
    expect(await refused('?startDate=2024-03-05&endDate=2024-03-01')).toEqual(['endDate:end_before_start']);
    expect(await refused('?startDate=2020-01-01&endDate=2024-01-01')).toEqual(['endDate:range_too_long']);
    expect(await refused('?interval=month')).toEqual(['interval:invalid']);
    expect(await refused('?startDate=yesterday&endDate=2024-01-01')).toContain('startDate:date_invalid');
  });
});
