import type { AdminBookingMoney, AdminPaymentRow, AdminPayoutRow, AdminRefundRow } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import { TEST_CARDS } from '../../test/payments';
import { createPayout, type PaidBooking } from '../payments/ledger/test-fixtures';
import { type AdminTestApp, as, createAdminTestApp } from './admin.test-helpers';
import { payBooking } from './admin-payments.test-helpers';

let t: AdminTestApp;
let early: PaidBooking;
let late: PaidBooking;

beforeAll(async () => {
  t = await createAdminTestApp();
  const db = t.database.db;
  // 20:59 UTC is 23:59 on 1 March in Riyadh; 21:00 UTC is midnight starting 2 March.
  early = await payBooking(t, { paidAt: new Date('2026-03-01T20:59:00Z') });
  late = await payBooking(t, { paidAt: new Date('2026-03-01T21:00:00Z') });
  await db.insert(refunds).values([
    {
      key: `booking:${early.booking.id}:ending`,
      paymentId: early.payment.id,
      bookingId: early.booking.id,
      amountHalalas: 1000,
      reason: 'renter_cancelled',
      actorId: early.renter.id,
      status: 'owed',
      lastError: 'unavailable: connect ECONNREFUSED',
    },
    {
      key: `booking:${late.booking.id}:admin:one`,
      paymentId: late.payment.id,
      bookingId: late.booking.id,
      amountHalalas: 500,
      reason: 'admin',
      note: 'Late hand-over',
      actorId: t.admin.user.id,
      status: 'done',
      doneAt: new Date(),
    },
  ]);
  await createPayout(db, late.owner.id, 21_240);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.asAdmin({ url });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as T, total: Number(res.headers['x-total-count']), res };
};

const fieldErrors = async (url: string) => {
  const res = await t.asAdmin({ url });
  expect(res.statusCode, url).toBe(400);
  return res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`);
};

describe('GET /api/admin/payments', () => {
  it('lists payments newest first, with the booking, item, renter and card, privately', async () => {
    const { rows, total, res } = await get<AdminPaymentRow[]>('/api/admin/payments');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(total).toBe(2);
    expect(rows.map((row) => row.id)).toEqual([late.payment.id, early.payment.id]);
    expect(rows[0]).toEqual({
      id: late.payment.id,
      status: 'paid',
      amount: late.price.total,
      refunded: 0,
      // As the gateway answered for the card its page was paid with.
      method: 'mada',
      last4: TEST_CARDS.madaApproved.slice(-4),
      booking: { id: late.booking.id, status: late.booking.status, itemTitle: late.item.title },
      renter: { id: late.renter.id, firstName: 'سارة', lastName: 'العتيبي' },
      createdAt: '2026-03-01T21:00:00.000Z',
      paidAt: '2026-03-01T21:00:00.000Z',
    });
  });

  it('filters by Riyadh days, status and booking', async () => {
    const day = async (query: string) =>
      (await get<AdminPaymentRow[]>(`/api/admin/payments?${query}`)).rows.map((row) => row.id);
    expect(await day('from=2026-03-01&to=2026-03-01')).toEqual([early.payment.id]);
    expect(await day('from=2026-03-02')).toEqual([late.payment.id]);
    expect(await day('to=2026-03-01')).toEqual([early.payment.id]);
    expect(await day(`bookingId=${early.booking.id}`)).toEqual([early.payment.id]);
    expect(await day('status=failed')).toEqual([]);
  });

  it('pages by limit and offset, at most 100 a page', async () => {
    const { rows, total } = await get<AdminPaymentRow[]>('/api/admin/payments?limit=1&offset=1');
    expect(total).toBe(2);
    expect(rows.map((row) => row.id)).toEqual([early.payment.id]);
    expect(await fieldErrors('/api/admin/payments?limit=101')).toEqual(['limit:invalid']);
    expect(await fieldErrors('/api/admin/payments?offset=-1')).toEqual(['offset:invalid']);
  });

  it('refuses bad filters by field, never with a 500', async () => {
    expect(await fieldErrors('/api/admin/payments?status=lost')).toEqual(['status:invalid']);
    expect(await fieldErrors('/api/admin/payments?bookingId=42')).toEqual(['bookingId:id_invalid']);
    expect(await fieldErrors('/api/admin/payments?from=yesterday')).toEqual(['from:date_invalid']);
    expect(await fieldErrors('/api/admin/payments?from=2026-03-02&to=2026-03-01')).toEqual([
      'to:end_before_start',
    ]);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/admin/payments' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/payments', ...as(t.member.cookie) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/refunds', ...as(t.member.cookie) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/payouts', ...as(t.member.cookie) })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/refunds', () => {
  it('lists refunds with their reason, note, who decided, why one waits, and the booking', async () => {
    const { rows, total } = await get<AdminRefundRow[]>('/api/admin/refunds');
    expect(total).toBe(2);
    const owed = rows.find((row) => row.status === 'owed');
    expect(owed).toMatchObject({
      amount: 1000,
      reason: 'renter_cancelled',
      note: null,
      actor: { id: early.renter.id, firstName: 'سارة' },
      lastError: 'unavailable: connect ECONNREFUSED',
      booking: { id: early.booking.id, itemTitle: early.item.title },
      doneAt: null,
    });
  });

  it('filters by status and reason', async () => {
    const ids = async (query: string) =>
      (await get<AdminRefundRow[]>(`/api/admin/refunds?${query}`)).rows.map((row) => row.booking.id);
    expect(await ids('status=owed')).toEqual([early.booking.id]);
    expect(await ids('status=done&reason=admin')).toEqual([late.booking.id]);
    expect(await ids('reason=expired')).toEqual([]);
    expect(await fieldErrors('/api/admin/refunds?status=pending&reason=whim')).toEqual([
      'status:invalid',
      'reason:invalid',
    ]);
  });
});

describe('GET /api/admin/payouts', () => {
  it('lists payouts with the owner and only the IBAN’s last four digits', async () => {
    const { rows, res } = await get<AdminPayoutRow[]>('/api/admin/payouts');
    expect(rows).toEqual([
      expect.objectContaining({
        owner: expect.objectContaining({ id: late.owner.id }),
        amount: 21_240,
        ibanLast4: '7519',
        status: 'requested',
        failureReason: null,
      }),
    ]);
    expect(res.body).not.toContain('SA0380000000608010167519');
    expect((await get<AdminPayoutRow[]>('/api/admin/payouts?status=paid')).rows).toEqual([]);
    expect(await fieldErrors('/api/admin/payouts?status=queued')).toEqual(['status:invalid']);
  });
});

describe('GET /api/admin/bookings/:id/money', () => {
  it('answers the money, the refunds, the ledger and the gateway’s ids', async () => {
    const { rows: money } = await get<AdminBookingMoney>(`/api/admin/bookings/${late.booking.id}/money`);
    expect(money.money.payment).toMatchObject({ id: late.payment.id, amount: late.price.total });
    expect(money.money.invoices).toEqual([
      expect.objectContaining({ kind: 'invoice', total: late.price.total }),
    ]);
    expect(money.gatewayPaymentId).toBe(late.payment.gatewayPaymentId);
    expect(money.gatewayInvoiceId).toBe(late.payment.gatewayInvoiceId);
    expect(money.refundable).toBe(late.price.total - 500);
    expect(money.refunds).toEqual([expect.objectContaining({ note: 'Late hand-over', status: 'done' })]);
    expect(money.booking).toMatchObject({ itemTitle: late.item.title, renter: { id: late.renter.id } });
    expect(money.ledger).toEqual([
      {
        id: expect.any(Number),
        kind: 'charge',
        key: `charge:${late.payment.id}`,
        createdAt: '2026-03-01T21:00:00.000Z',
        entries: [
          { account: 'gateway', amount: late.price.total },
          { account: 'escrow', amount: -late.price.total },
        ],
      },
    ]);
  });

  it('is 404 for no such booking, and for what is not an id', async () => {
    const missing = await t.asAdmin({
      url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000/money',
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.asAdmin({ url: '/api/admin/bookings/not-an-id/money' })).statusCode).toBe(404);
  });
});
