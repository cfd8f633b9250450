/**
 * Tax invoices and credit notes on a real database: numbers without gaps (a rolled-back number is
 * given back; transactions racing for numbers each get their own), rows never changed, the QR code's
 * five fields, and GET /api/invoices/{id} for the booking's parties and administrators only.
 */
import { settlement } from '@shared/money';
import { decodeZatcaQr } from '@shared/zatca-qr';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { Db } from '../../../db/client';
import { invoices, refunds } from '../../../db/schema';
import { createUser, signIn } from '../../../test/fixtures';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/test-app';
import { SESSION_COOKIE } from '../../auth/sessions';
import { createPaidBooking, type PaidBooking } from '../ledger/test-fixtures';
import { findInvoice, invoicesOfBooking, issueChargeInvoice, issueCreditNote } from './invoices';
import { invoicesRoutes } from './invoices.routes';

const seller = { legalName: 'شركة أجّر للتأجير', vatNumber: '310123456700003' };

let t: TestDatabase;
let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  app = await buildApp({ config: testConfig(), database: t.database, logger: false });
  // Until app.ts registers the route (then this is skipped).
  if (!app.hasRoute({ method: 'GET', url: '/api/invoices/:id' })) await app.register(invoicesRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const buyerNameOf = (paid: PaidBooking) => `${paid.renter.firstName} ${paid.renter.lastName}`;

function chargeInvoiceOf(paid: PaidBooking, tx: Db = db, issuedAt?: Date) {
  return issueChargeInvoice(tx, {
    bookingId: paid.booking.id,
    paymentId: paid.payment.id,
    seller,
    buyerName: buyerNameOf(paid),
    price: paid.price,
    ...(issuedAt && { issuedAt }),
  });
}

async function allNumbers(): Promise<number[]> {
  const rows = await db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.number));
  return rows.map((row) => row.number);
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('issueChargeInvoice', () => {
  it('writes the rental and the service fee with its VAT, and a QR code of the five fields', async () => {
    const paid = await createPaidBooking(db);
    const issuedAt = new Date('2030-01-09T12:34:56.789Z');
    const { id, number } = await db.transaction((tx) => chargeInvoiceOf(paid, tx, issuedAt));
    expect(number).toBe(1);
    const found = await findInvoice(db, id);
    expect(found).toEqual({
      id,
      number: 1,
      kind: 'invoice',
      // To the second, as the QR code writes it.
      issuedAt: '2030-01-09T12:34:56.000Z',
      seller: { name: seller.legalName, vatNumber: seller.vatNumber },
      buyerName: 'سارة العتيبي',
      lines: [
        { key: 'rental', amount: 24_000, vat: 0 },
        { key: 'service_fee', amount: 1_200, vat: 180 },
      ],
      totalExclVat: 25_200,
      vat: 180,
      total: 25_380,
      qr: expect.any(String),
      booking: {
        id: paid.booking.id,
        itemTitle: paid.item.title,
        startDate: '2030-01-10',
        endDate: '2030-01-12',
      },
      correctsNumber: null,
    });
    expect(decodeZatcaQr(found?.qr ?? '')).toEqual([
      { tag: 1, value: 'شركة أجّر للتأجير' },
      { tag: 2, value: '310123456700003' },
      { tag: 3, value: '2030-01-09T12:34:56Z' },
      { tag: 4, value: '253.80' },
      { tag: 5, value: '1.80' },
    ]);
  });

  it('refuses a price whose total is not its parts', async () => {
    const paid = await createPaidBooking(db);
    const before = await allNumbers();
    const price = { ...paid.price, total: paid.price.total + 1 };
    await expect(
      db.transaction((tx) =>
        issueChargeInvoice(tx, {
          bookingId: paid.booking.id,
          paymentId: paid.payment.id,
          seller,
          buyerName: buyerNameOf(paid),
          price,
        }),
      ),
    ).rejects.toThrow(RangeError);
    expect(await allNumbers()).toEqual(before);
  });

  it('numbers invoices one after another, and a rolled-back number is given again', async () => {
    const [a, b, c] = [await createPaidBooking(db), await createPaidBooking(db), await createPaidBooking(db)];
    if (!a || !b || !c) throw new Error('fixtures');
    const first = await db.transaction((tx) => chargeInvoiceOf(a, tx));
    let taken = 0;
    await expect(
      db.transaction(async (tx) => {
        taken = (await chargeInvoiceOf(b, tx)).number;
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('the payment could not be recorded');
    expect(taken).toBe(first.number + 1);
    const next = await db.transaction((tx) => chargeInvoiceOf(c, tx));
    expect(next.number).toBe(first.number + 1);
    expect(await allNumbers()).toEqual(oneToN(next.number));
    expect((await invoicesOfBooking(db, b.booking.id)).length).toBe(0);
  });

  it('gives 20 transactions racing for numbers 20 distinct consecutive ones, with no gap', async () => {
    const paids: PaidBooking[] = [];
    for (let i = 0; i < 20; i++) paids.push(await createPaidBooking(db));
    const before = (await allNumbers()).length;
    const issued = await Promise.all(paids.map((paid) => db.transaction((tx) => chargeInvoiceOf(paid, tx))));
    const numbers = issued.map((each) => each.number).sort((x, y) => x - y);
    expect(numbers).toEqual(oneToN(before + 20).slice(before));
    expect(await allNumbers()).toEqual(oneToN(before + 20));
  });

  it('is never changed or removed once written', async () => {
    const paid = await createPaidBooking(db);
    const { id } = await db.transaction((tx) => chargeInvoiceOf(paid, tx));
    const attempts = [
      db.update(invoices).set({ buyerName: 'Someone else' }).where(eq(invoices.id, id)),
      db.delete(invoices).where(eq(invoices.id, id)),
    ];
    for (const attempt of attempts) {
      const failure: unknown = await attempt.then(
        () => undefined,
        (error: unknown) => error,
      );
      // drizzle wraps the database's error; its cause has the trigger's words.
      expect(failure instanceof Error && String(failure.cause)).toMatch(
        /invoices rows are never changed or removed/,
      );
    }
    expect((await findInvoice(db, id))?.buyerName).toBe('سارة العتيبي');
  });
});

describe('issueCreditNote', () => {
  it("credits a refund's parts as positive amounts, correcting the charge's invoice", async () => {
    const paid = await createPaidBooking(db, { status: 'cancelled' });
    const charge = await db.transaction((tx) => chargeInvoiceOf(paid, tx));
    const { refund } = settlement(paid.price, 5_000);
    const [refundRow] = await db
      .insert(refunds)
      .values({
        key: `booking:${paid.booking.id}:renter_cancelled`,
        paymentId: paid.payment.id,
        bookingId: paid.booking.id,
        amountHalalas: refund.total,
        reason: 'renter_cancelled',
      })
      .returning({ id: refunds.id });
    const note = await db.transaction((tx) =>
      issueCreditNote(tx, {
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        refundId: refundRow?.id ?? '',
        seller,
        buyerName: buyerNameOf(paid),
        refund,
      }),
    );
    expect(note.number).toBe(charge.number + 1);
    const found = await findInvoice(db, note.id);
    // Half of 240.00, of 12.00 and of 1.80.
    expect(found).toMatchObject({
      kind: 'credit_note',
      lines: [
        { key: 'rental', amount: 12_000, vat: 0 },
        { key: 'service_fee', amount: 600, vat: 90 },
      ],
      totalExclVat: 12_600,
      vat: 90,
      total: 12_690,
      correctsNumber: charge.number,
    });
    expect(decodeZatcaQr(found?.qr ?? '').slice(3)).toEqual([
      { tag: 4, value: '126.90' },
      { tag: 5, value: '0.90' },
    ]);
    expect(await invoicesOfBooking(db, paid.booking.id)).toEqual([
      { id: charge.id, number: charge.number, kind: 'invoice', total: 25_380, issuedAt: expect.any(String) },
      { id: note.id, number: note.number, kind: 'credit_note', total: 12_690, issuedAt: expect.any(String) },
    ]);
  });

  it('answers undefined for an id that names no invoice', async () => {
    expect(await findInvoice(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await findInvoice(db, 'not-an-id')).toBeUndefined();
  });
});

describe('GET /api/invoices/:id', () => {
  async function invoiceToRead() {
    const paid = await createPaidBooking(db);
    const { id } = await db.transaction((tx) => chargeInvoiceOf(paid, tx));
    return { paid, id };
  }

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, ...(cookie && { cookies: { [SESSION_COOKIE]: cookie } }) });

  it("answers the booking's renter and owner, and an administrator, privately", async () => {
    const { paid, id } = await invoiceToRead();
    const admin = await createUser(db, { isAdmin: true });
    for (const reader of [paid.renter, paid.owner, admin]) {
      const res = await get(`/api/invoices/${id}`, await signIn(app, reader.email));
      expect(res.statusCode, reader.email).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json()).toMatchObject({
        id,
        kind: 'invoice',
        total: 25_380,
        booking: { id: paid.booking.id },
      });
    }
  });

  it('answers anyone else 404, as for an invoice that does not exist, and a visitor 401', async () => {
    const { id } = await invoiceToRead();
    const stranger = await signIn(app, (await createUser(db)).email);
    const refused = await get(`/api/invoices/${id}`, stranger);
    const missing = await get('/api/invoices/00000000-0000-4000-8000-000000000000', stranger);
    const malformed = await get('/api/invoices/not-an-id', stranger);
    for (const res of [refused, missing, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refused.json());
    }
    expect((await get(`/api/invoices/${id}`)).statusCode).toBe(401);
  });
});
