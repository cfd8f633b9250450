import type { BestSellingRow } from '@shared/api-types';
import { toHalalas } from '@shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { type AdminTestApp, createAdminTestApp } from './admin.test-helpers';
import { earnFeesAt } from './admin-payments.test-helpers';

let t: AdminTestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createAdminTestApp();
  const db = t.database.db;
  const owner = await createUser(db, { firstName: 'Huda', lastName: 'Saad' });
  const renter = await createUser(db);
  const tent = await createItem(db, owner.id, { title: 'Tent' });
  const drill = await createItem(db, owner.id, { title: 'Drill' });
  const kayak = await createItem(db, owner.id, { title: 'Kayak', deletedAt: new Date(), isAvailable: false });
  const camera = await createItem(db, owner.id, { title: 'Camera' });
  Object.assign(ids, { tent: tent.id, drill: drill.id, kayak: kayak.id, camera: camera.id });
  // Revenue is Ajjir's fees on the day the ledger earned them (docs/decisions/0045).
  const completed = async (item: { id: string; ownerId: string }, fees: string, earnedAt: string) => {
    const booking = await createBooking(db, item, renter.id, {
      status: 'completed',
      completedAt: new Date(earnedAt),
    });
    await earnFeesAt(db, booking.id, toHalalas(fees), new Date(earnedAt));
  };
  // In range (1 to 31 March, Riyadh days).
  await completed(tent, '100.00', '2024-03-01T00:00:00+03:00');
  await completed(tent, '150.50', '2024-03-31T23:59:59+03:00');
  await completed(drill, '60.00', '2024-03-10T12:00:00Z');
  await completed(drill, '60.00', '2024-03-11T12:00:00Z');
  await completed(drill, '60.00', '2024-03-12T12:00:00Z');
  await completed(kayak, '180.00', '2024-03-15T12:00:00Z'); // removed since: still counted
  // Out of range, by a minute on either side in Riyadh.
  await completed(camera, '999.00', '2024-02-29T23:59:00+03:00');
  await completed(camera, '999.00', '2024-04-01T00:00:00+03:00');
  // No fees in the ledger: nothing earned, whatever the booking cost.
  await createBooking(db, camera, renter.id, {
    status: 'cancelled',
    completedAt: new Date('2024-03-15T12:00:00Z'),
  });
});
afterAll(() => t.close());

const report = (query: string) => t.asAdmin({ url: `/api/admin/reports/best-selling${query}` });

describe('GET /api/admin/reports/best-selling', () => {
  it('sums the fees the ledger earned in the days asked, both inclusive, highest first', async () => {
    const res = await report('?startDate=2024-03-01&endDate=2024-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        item: {
          id: ids.tent,
          title: 'Tent',
          owner: { id: expect.any(String), firstName: 'Huda', lastName: 'Saad', companyName: null },
        },
        bookingsCount: 2,
        totalRevenue: '250.50',
      },
      { item: expect.objectContaining({ id: ids.drill }), bookingsCount: 3, totalRevenue: '180.00' },
      { item: expect.objectContaining({ id: ids.kayak }), bookingsCount: 1, totalRevenue: '180.00' },
    ] satisfies BestSellingRow[]);
  });

  it('keeps to the limit, and answers nothing for days with no rentals completed', async () => {
    expect((await report('?startDate=2024-03-01&endDate=2024-03-31&limit=1')).json()).toHaveLength(1);
    expect((await report('?startDate=2024-05-01&endDate=2024-05-31')).json()).toEqual([]);
    const oneDay = await report('?startDate=2024-03-10&endDate=2024-03-10');
    expect(oneDay.json()).toEqual([expect.objectContaining({ bookingsCount: 1, totalRevenue: '60.00' })]);
  });

  it('wants both days, the end not before the start', async () => {
    const errors = async (query: string) => {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      return res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`);
    };
    expect(await errors('')).toEqual(['startDate:dates_both']);
    expect(await errors('?startDate=2024-03-01')).toEqual(['endDate:dates_both']);
    expect(await errors('?endDate=2024-03-01')).toEqual(['startDate:dates_both']);
    expect(await errors('?startDate=2024-03-05&endDate=2024-03-01')).toEqual(['endDate:end_before_start']);
    expect(await errors('?startDate=2024-03-01&endDate=2024-03-05&limit=101')).toEqual(['limit:invalid']);
  });
});
