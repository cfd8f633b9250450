/**
 * Simplified tax invoices and credit notes (docs/decisions/0044-payments.md, "Invoices"): one
 * invoice for each charge, one credit note for each refund, numbered from one counter without gaps,
 * never changed once written (migration 0019 refuses it).
 *
 * The number is taken by updating the counter's one row in the caller's transaction: the row stays
 * locked until that transaction ends, so numbers are handed out one transaction at a time, and a
 * transaction that rolls back gives its number back with everything else it wrote. Issue an invoice
 * in the transaction that posts its ledger entries, and only when `postTransaction` answered true:
 * the ledger's key is what makes it one invoice per charge and one credit note per refund.
 */
import type { Invoice, InvoiceSummary } from '@shared/answers/payments';
import type { PriceBreakdown, Split } from '@shared/money';
import { uuidSchema } from '@shared/schemas/items';
import { encodeZatcaQr } from '@shared/zatca-qr';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../../db/client';
import { bookings, invoiceCounter, invoices, items } from '../../../db/schema';

/** Who sells: LEGAL_NAME and VAT_NUMBER from the configuration. */
export interface Seller {
  legalName: string;
  vatNumber: string;
}

type InvoiceKind = 'invoice' | 'credit_note';
type LineKey = 'rental' | 'service_fee';

/** A line as invoices.lines stores it (halalas). */
interface StoredLine {
  key: LineKey;
  amountHalalas: number;
  vatHalalas: number;
}

interface IssueInput {
  kind: InvoiceKind;
  bookingId: string;
  paymentId: string;
  refundId?: string;
  seller: Seller;
  buyerName: string;
  parts: Split;
  issuedAt?: Date | undefined;
}

/** The next invoice number; the counter's row stays locked until the caller's transaction ends. */
async function nextInvoiceNumber(tx: Db): Promise<number> {
  const taken = await tx
    .update(invoiceCounter)
    .set({ lastNumber: sql`${invoiceCounter.lastNumber} + 1` })
    .returning({ number: invoiceCounter.lastNumber });
  return oneRow(taken, 'the invoice counter (migration 0019 writes its one row)').number;
}

/** A moment to the whole second: the QR code writes it so, and the stored time must say the same. */
function toTheSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

function amountOf(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount for ${what}: ${value}`);
  return value;
}

async function issue(tx: Db, input: IssueInput): Promise<{ id: string; number: number }> {
  const rental = amountOf(input.parts.rental, 'the rental');
  const serviceFee = amountOf(input.parts.serviceFee, 'the service fee');
  const vat = amountOf(input.parts.serviceFeeVat, "the service fee's VAT");
  const totalExclVat = rental + serviceFee;
  if (input.parts.total !== totalExclVat + vat || input.parts.total <= 0) {
    throw new RangeError(
      `An invoice's total (${input.parts.total}) is its rental, service fee and VAT (${totalExclVat + vat}), above zero`,
    );
  }
  const issuedAt = toTheSecond(input.issuedAt ?? new Date());
  const qr = encodeZatcaQr({
    sellerName: input.seller.legalName,
    vatNumber: input.seller.vatNumber,
    timestamp: issuedAt.toISOString().replace('.000Z', 'Z'),
    total: input.parts.total,
    vat,
  });
  const lines: StoredLine[] = [
    { key: 'rental', amountHalalas: rental, vatHalalas: 0 },
    { key: 'service_fee', amountHalalas: serviceFee, vatHalalas: vat },
  ];
  const number = await nextInvoiceNumber(tx);
  const written = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      bookingId: input.bookingId,
      paymentId: input.paymentId,
      refundId: input.refundId ?? null,
      sellerName: input.seller.legalName,
      sellerVatNumber: input.seller.vatNumber,
      buyerName: input.buyerName,
      lines,
      totalExclVatHalalas: totalExclVat,
      vatHalalas: vat,
      totalHalalas: input.parts.total,
      qr,
      issuedAt,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return oneRow(written, 'the invoice just written');
}

/**
 * The simplified tax invoice of a charge: the rental (collected for the owner, no VAT) and the
 * service fee with its VAT, as `price` (priceBreakdown) gives them. Call it in the transaction that
 * posts the charge.
 */
export function issueChargeInvoice(
  tx: Db,
  input: {
    bookingId: string;
    paymentId: string;
    seller: Seller;
    buyerName: string;
    price: PriceBreakdown;
    issuedAt?: Date;
  },
): Promise<{ id: string; number: number }> {
  const { price } = input;
  return issue(tx, {
    kind: 'invoice',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    seller: input.seller,
    buyerName: input.buyerName,
    parts: {
      rental: price.rental,
      serviceFee: price.serviceFee,
      serviceFeeVat: price.serviceFeeVat,
      total: price.total,
    },
    issuedAt: input.issuedAt,
  });
}

/**
 * The credit note of a refund: what it gives back of the rental, the service fee and its VAT, as
 * positive amounts (the page prints it as a credit note, correcting the charge's invoice). Call it in
 * the transaction that posts the refund as owed.
 */
export function issueCreditNote(
  tx: Db,
  input: {
    bookingId: string;
    paymentId: string;
    refundId: string;
    seller: Seller;
    buyerName: string;
    refund: Split;
    issuedAt?: Date;
  },
): Promise<{ id: string; number: number }> {
  return issue(tx, {
    kind: 'credit_note',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    refundId: input.refundId,
    seller: input.seller,
    buyerName: input.buyerName,
    parts: input.refund,
    issuedAt: input.issuedAt,
  });
}

/** An invoice as the API answers it, with who may read it: the booking's renter and owner. */
export interface InvoiceWithParties {
  invoice: Invoice;
  renterId: string;
  ownerId: string;
}

/** An invoice and the two parties of its booking, or undefined for an id that names none. */
export async function findInvoiceWithParties(db: Db, id: string): Promise<InvoiceWithParties | undefined> {
  // Text that is not a UUID names no invoice (PostgreSQL would refuse to compare it).
  if (!uuidSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .select({
      invoice: invoices,
      booking: {
        id: bookings.id,
        renterId: bookings.renterId,
        ownerId: bookings.ownerId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
      },
      itemTitle: items.title,
      // The invoice a credit note corrects: the charge's, of the same payment.
      correctsNumber: sql<number | null>`(
        SELECT min(charge.number) FROM invoices AS charge
        WHERE charge.payment_id = ${invoices.paymentId} AND charge.kind = 'invoice'
          AND ${invoices.kind} = 'credit_note'
      )`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(items, eq(items.id, bookings.itemId))
    .where(eq(invoices.id, id));
  if (!row) return undefined;
  const { invoice, booking } = row;
  return {
    renterId: booking.renterId,
    ownerId: booking.ownerId,
    invoice: {
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issuedAt.toISOString(),
      seller: { name: invoice.sellerName, vatNumber: invoice.sellerVatNumber },
      buyerName: invoice.buyerName,
      lines: (invoice.lines as StoredLine[]).map((line) => ({
        key: line.key,
        amount: line.amountHalalas,
        vat: line.vatHalalas,
      })),
      totalExclVat: invoice.totalExclVatHalalas,
      vat: invoice.vatHalalas,
      total: invoice.totalHalalas,
      qr: invoice.qr,
      booking: {
        id: booking.id,
        itemTitle: row.itemTitle,
        startDate: booking.startDate,
        endDate: booking.endDate,
      },
      correctsNumber: row.correctsNumber,
    },
  };
}

/** An invoice or credit note as GET /api/invoices/{id} answers it, or undefined for an id that names none. */
export async function findInvoice(db: Db, id: string): Promise<Invoice | undefined> {
  return (await findInvoiceWithParties(db, id))?.invoice;
}

/** A booking's invoices and credit notes, in the order they were issued. */
export async function invoicesOfBooking(db: Db, bookingId: string): Promise<InvoiceSummary[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      total: invoices.totalHalalas,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.number));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}
