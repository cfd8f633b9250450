/**
 * The admin money screens against the Moyasar-compatible sandbox over HTTP, with a booking paid as
 * a renter pays one (checkout, the hosted page, the return): the manual refund is made at the
 * gateway, and the day reconciles with what the gateway itself lists.
 */
import type { AdminBookingMoney, Booking, ReconciliationState } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { payForBooking } from '../../test/payments';
import { checkLedger } from '../payments/ledger/invariants';
import { type AdminTestApp, as, createAdminTestApp } from './admin.test-helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

describe('the admin money screens with the sandbox', () => {
  it('refunds a paid booking at the gateway, and the day balances', async () => {
    const db = t.database.db;
    const owner = await createSignedInUser(t.app, db);
    const renter = await createSignedInUser(t.app, db);
    const item = await createItem(db, owner.user.id, { dailyRate: '120.50', cancellationPolicy: 'flexible' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        itemId: item.id,
        startDate: addDays(todayInRiyadh(), 10),
        endDate: addDays(todayInRiyadh(), 12),
      },
      ...as(renter.cookie),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const booking = requested.json<Booking>();
    expect((await payForBooking(t, booking.id, renter.cookie)).bookingStatus).toBe('pending');

    const refund = await t.asAdmin({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/refunds`,
      payload: { amount: 1500, reason: 'Goodwill for a late reply' },
      headers: { 'idempotency-key': `admin-refund-${booking.id}` },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().refund).toMatchObject({ amount: 1500, status: 'owed' });
    await t.drainJobs();

    const money = (
      await t.asAdmin({ url: `/api/admin/bookings/${booking.id}/money` })
    ).json<AdminBookingMoney>();
    // A payment refunded in part reads "refunded", with what was refunded.
    expect(money.money.payment).toMatchObject({ status: 'refunded', refunded: 1500 });
    expect(money.refundable).toBe(booking.price.total - 1500);
    // Goodwill is Ajjir's own money, not a change to the sale: no credit note (docs/decisions/0047).
    expect(money.money.invoices.map((invoice) => invoice.kind)).toEqual(['invoice']);
    expect(money.ledger.map((transaction) => transaction.kind)).toEqual([
      'charge',
      'goodwill_owed',
      'refund_sent',
    ]);

    const asked = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/reconciliation/compare',
      payload: { day: todayInRiyadh() },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.drainJobs();
    const day = await t.asAdmin({ url: `/api/admin/reconciliation?day=${todayInRiyadh()}` });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json<ReconciliationState>().report).toMatchObject({
      ours: { payments: { count: 1 }, refunds: { count: 1, amount: 1500 } },
      gateway: { payments: { count: 1 }, refunded: 1500, complete: true },
      matched: 1,
      differences: [],
      ledgerProblems: [],
      balanced: true,
    });
    expect((await checkLedger(db)).problems).toEqual([]);
  });
});
