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
import { createPaidBooking, OWNER_VAT, type PaidBooking } from '../ledger/test-fixtures';
import {
  findInvoice,
  invoicesOfBooking,
  issueChargeInvoices,
  issueCommissionInvoice,
  issueCreditNotes,
} from './invoices';
import { invoicesRoutes } from './invoices.routes';

const seller = {
  legalName: 'شركة أجّر للتأجير',
  vatNumber: '310123456700003',
  address: 'طريق الملك فهد، العليا، الرياض 12214',
};

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

function chargeInvoicesOf(paid: PaidBooking, tx: Db = db, issuedAt?: Date) {
  return issueChargeInvoices(tx, {
    bookingId: paid.booking.id,
    paymentId: paid.payment.id,
    seller,
    owner: paid.price.rentalVatBy === 'owner' ? OWNER_VAT : null,
    buyer: { name: buyerNameOf(paid), vatNumber: null },
    price: paid.price,
    ...(issuedAt && { issuedAt }),
  });
}

/** The charge's one invoice (Ajjir's), for a booking whose owner is not registered for VAT. */
async function chargeInvoiceOf(paid: PaidBooking, tx: Db = db, issuedAt?: Date) {
  const [only, ...more] = await chargeInvoicesOf(paid, tx, issuedAt);
  if (!only || more.length > 0) throw new Error('One invoice for this charge');
  return only;
}

async function allNumbers(): Promise<number[]> {
  const rows = await db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.number));
  return rows.map((row) => row.number);
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('issueChargeInvoices', () => {
  it('writes the rental with its VAT (Ajjir the deemed supplier) and the service fee with its VAT, the seller’s address, and a QR code of the five fields', async () => {
    const paid = await createPaidBooking(db);
    const issuedAt = new Date('2030-01-09T12:34:56.789Z');
    const { id, number } = await db.transaction((tx) => chargeInvoiceOf(paid, tx, issuedAt));
    expect(number).toBe(1);
    const found = await findInvoice(db, id);
    expect(found).toEqual({
      id,
      number: 1,
      kind: 'invoice',
      supply: 'platform',
      // To the second, as the QR code writes it.
      issuedAt: '2030-01-09T12:34:56.000Z',
      seller: { name: seller.legalName, vatNumber: seller.vatNumber, address: seller.address },
      issuedBy: null,
      buyerName: 'سارة العتيبي',
      buyerVatNumber: null,
      reason: null,
      lines: [
        // 15 % of 240.00, and of 12.00.
        { key: 'rental', amount: 24_000, vat: 3_600 },
        { key: 'service_fee', amount: 1_200, vat: 180 },
      ],
      totalExclVat: 25_200,
      vat: 3_780,
      total: 28_980,
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
      { tag: 4, value: '289.80' },
      { tag: 5, value: '37.80' },
    ]);
  });

  it('for an owner registered for VAT: the rental on an invoice issued on their behalf, naming them, and Ajjir’s for the fee', async () => {
    const paid = await createPaidBooking(db, { rentalVatBy: 'owner' });
    const issuedAt = new Date('2030-01-09T12:00:00Z');
    const [owners, ajjirs] = await db.transaction((tx) => chargeInvoicesOf(paid, tx, issuedAt));
    expect(ajjirs?.number).toBe((owners?.number ?? 0) + 1);
    const ownerInvoice = await findInvoice(db, owners?.id ?? '');
    expect(ownerInvoice).toMatchObject({
      supply: 'owner',
      seller: { name: OWNER_VAT.name, vatNumber: OWNER_VAT.vatNumber, address: null },
      issuedBy: { name: seller.legalName, vatNumber: seller.vatNumber },
      lines: [{ key: 'rental', amount: 24_000, vat: 3_600 }],
      total: 27_600,
    });
    expect(decodeZatcaQr(ownerInvoice?.qr ?? '')).toEqual([
      { tag: 1, value: OWNER_VAT.name },
      { tag: 2, value: OWNER_VAT.vatNumber },
      { tag: 3, value: '2030-01-09T12:00:00Z' },
      { tag: 4, value: '276.00' },
      { tag: 5, value: '36.00' },
    ]);
    expect(await findInvoice(db, ajjirs?.id ?? '')).toMatchObject({
      supply: 'platform',
      seller: { name: seller.legalName, vatNumber: seller.vatNumber },
      issuedBy: null,
      lines: [{ key: 'service_fee', amount: 1_200, vat: 180 }],
      total: 1_380,
    });
    // Both invoices together are what the renter paid.
    expect(27_600 + 1_380).toBe(paid.price.total);
  });

  it('names a business buyer with its VAT number: a standard tax invoice', async () => {
    const paid = await createPaidBooking(db);
    const [issued] = await db.transaction((tx) =>
      issueChargeInvoices(tx, {
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        seller,
        owner: null,
        buyer: { name: 'شركة الرحلات', vatNumber: '399999999999993' },
        price: paid.price,
      }),
    );
    expect(await findInvoice(db, issued?.id ?? '')).toMatchObject({
      buyerName: 'شركة الرحلات',
      buyerVatNumber: '399999999999993',
    });
  });

  it('refuses a price whose total is not its parts', async () => {
    const paid = await createPaidBooking(db);
    const before = await allNumbers();
    const price = { ...paid.price, total: paid.price.total + 1 };
    await expect(
      db.transaction((tx) =>
        issueChargeInvoices(tx, {
          bookingId: paid.booking.id,
          paymentId: paid.payment.id,
          seller,
          owner: null,
          buyer: { name: buyerNameOf(paid), vatNumber: null },
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

describe('issueCreditNotes', () => {
  it("credits a refund's parts as positive amounts, with its reason, correcting the charge's invoice", async () => {
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
    const [note, ...more] = await db.transaction((tx) =>
      issueCreditNotes(tx, {
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        refundId: refundRow?.id ?? '',
        reason: 'renter_cancelled',
        rentalVatBy: paid.price.rentalVatBy,
        refund,
      }),
    );
    if (!note) throw new Error('A credit note');
    expect(more).toEqual([]);
    expect(note.number).toBe(charge.number + 1);
    const found = await findInvoice(db, note.id);
    // Half of 240.00 and of its 36.00 VAT, of 12.00 and of 1.80.
    expect(found).toMatchObject({
      kind: 'credit_note',
      reason: 'renter_cancelled',
      seller: { address: seller.address },
      lines: [
        { key: 'rental', amount: 12_000, vat: 1_800 },
        { key: 'service_fee', amount: 600, vat: 90 },
      ],
      totalExclVat: 12_600,
      vat: 1_890,
      total: 14_490,
      correctsNumber: charge.number,
    });
    expect(decodeZatcaQr(found?.qr ?? '').slice(3)).toEqual([
      { tag: 4, value: '144.90' },
      { tag: 5, value: '18.90' },
    ]);
    expect(await invoicesOfBooking(db, paid.booking.id)).toEqual([
      {
        id: charge.id,
        number: charge.number,
        kind: 'invoice',
        supply: 'platform',
        total: 28_980,
        issuedAt: expect.any(String),
      },
      {
        id: note.id,
        number: note.number,
        kind: 'credit_note',
        supply: 'platform',
        total: 14_490,
        issuedAt: expect.any(String),
      },
    ]);
  });

  it('for an owner registered for VAT: a note against each invoice, each correcting its own', async () => {
    const paid = await createPaidBooking(db, { status: 'cancelled', rentalVatBy: 'owner' });
    const [ownerCharge, ajjirCharge] = await db.transaction((tx) => chargeInvoicesOf(paid, tx));
    const notes = await db.transaction((tx) =>
      issueCreditNotes(tx, {
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        reason: 'owner_cancelled',
        rentalVatBy: 'owner',
        refund: settlement(paid.price, 10_000).refund,
      }),
    );
    const found = await Promise.all(notes.map((note) => findInvoice(db, note.id)));
    expect(found.map((note) => [note?.supply, note?.total, note?.correctsNumber, note?.reason])).toEqual([
      ['platform', 1_380, ajjirCharge?.number, 'owner_cancelled'],
      ['owner', 27_600, ownerCharge?.number, 'owner_cancelled'],
    ]);
    expect(found[1]?.seller.vatNumber).toBe(OWNER_VAT.vatNumber);
  });

  it('answers undefined for an id that names no invoice', async () => {
    expect(await findInvoice(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await findInvoice(db, 'not-an-id')).toBeUndefined();
  });
});

describe('issueCommissionInvoice', () => {
  it('invoices the owner for the commission and its VAT, numbered in the same sequence', async () => {
    const paid = await createPaidBooking(db, { status: 'completed' });
    const charge = await db.transaction((tx) => chargeInvoiceOf(paid, tx));
    const issued = await db.transaction((tx) =>
      issueCommissionInvoice(tx, {
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        seller,
        owner: { name: 'فهد الحربي', vatNumber: null },
        commission: paid.price.commission,
        commissionVat: paid.price.commissionVat,
      }),
    );
    expect(issued?.number).toBe(charge.number + 1);
    expect(await findInvoice(db, issued?.id ?? '')).toMatchObject({
      kind: 'invoice',
      supply: 'commission',
      seller: { name: seller.legalName, vatNumber: seller.vatNumber, address: seller.address },
      buyerName: 'فهد الحربي',
      // 10 % of 240.00, and 15 % of that.
      lines: [{ key: 'commission', amount: 2_400, vat: 360 }],
      total: 2_760,
    });
    // Not the renter's: their booking's invoices leave it out.
    expect((await invoicesOfBooking(db, paid.booking.id)).map((each) => each.id)).toEqual([charge.id]);
    expect(
      await db.transaction((tx) =>
        issueCommissionInvoice(tx, {
          bookingId: paid.booking.id,
          paymentId: paid.payment.id,
          seller,
          owner: { name: 'فهد الحربي', vatNumber: null },
          commission: 0,
          commissionVat: 0,
        }),
      ),
    ).toBeNull();
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
        total: 28_980,
        booking: { id: paid.booking.id },
      });
    }
  });

  it("answers Ajjir's invoice of its commission to the owner and an administrator, not to the renter", async () => {
    const paid = await createPaidBooking(db, { status: 'completed' });
    const issued = await db.transaction((tx) =>
      issueCommissionInvoice(tx, {
        bookingId: paid.booking.id,
        paymentId: paid.payment.id,
        seller,
        owner: { name: 'فهد الحربي', vatNumber: null },
        commission: paid.price.commission,
        commissionVat: paid.price.commissionVat,
      }),
    );
    const admin = await createUser(db, { isAdmin: true });
    for (const reader of [paid.owner, admin]) {
      const res = await get(`/api/invoices/${issued?.id}`, await signIn(app, reader.email));
      expect(res.statusCode, reader.email).toBe(200);
    }
    const renters = await get(`/api/invoices/${issued?.id}`, await signIn(app, paid.renter.email));
    expect(renters.statusCode).toBe(404);
  });

  it('marks every invoice of a demo site as a sample, and none where real money moves', async () => {
    const { paid, id } = await invoiceToRead();
    const demo = await get(`/api/invoices/${id}`, await signIn(app, paid.renter.email));
    expect(demo.json()).toMatchObject({ id, sample: true });
    const live = await buildApp({
      config: testConfig({ demoSite: false }),
      database: t.database,
      logger: false,
    });
    try {
      if (!live.hasRoute({ method: 'GET', url: '/api/invoices/:id' })) await live.register(invoicesRoutes);
      await live.ready();
      const res = await live.inject({
        method: 'GET',
        url: `/api/invoices/${id}`,
        cookies: { [SESSION_COOKIE]: await signIn(live, paid.renter.email) },
      });
      expect(res.json()).toMatchObject({ id, sample: false });
    } finally {
      await live.close();
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
