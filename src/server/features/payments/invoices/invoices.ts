/**
 * Tax invoices and credit notes (docs/decisions/0044-payments.md, "Invoices", and
 * 0050-vat-deemed-supplier.md): the invoices of each charge (Ajjir's, and an owner's rental issued
 * on their behalf when they are registered for VAT), their credit notes for each refund, and
 * Ajjir's invoice to the owner for its commission at each settlement, all numbered from one counter
 * without gaps, never changed once written (migration 0019 refuses it).
 *
 * The number is taken by updating the counter's one row in the caller's transaction: the row stays
 * locked until that transaction ends, so numbers are handed out one transaction at a time, and a
 * transaction that rolls back gives its number back with everything else it wrote. Issue an invoice
 * in the transaction that posts its ledger entries, and only when `postTransaction` answered true:
 * the ledger's key is what makes it one invoice per charge and one credit note per refund.
 */
import type { Invoice, InvoiceSummary } from '@shared/answers/payments';
import { REFUND_REASONS, type RefundReason } from '@shared/constants';
import type { InvoiceSupply, PriceBreakdown, RentalVatBy, Split } from '@shared/money';
import { uuidSchema } from '@shared/schemas/items';
import type { VatRegistration } from '@shared/vat-number';
import { encodeZatcaQr } from '@shared/zatca-qr';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../../db/client';
import { bookings, invoiceCounter, invoices, items } from '../../../db/schema';

/** Ajjir as the seller: LEGAL_NAME, VAT_NUMBER and SELLER_ADDRESS from the configuration. */
export interface Seller {
  legalName: string;
  vatNumber: string;
  address: string;
}

/** Who buys: a name, and a business buyer's VAT number (a standard tax invoice then). */
export interface Buyer {
  name: string;
  vatNumber: string | null;
}

type InvoiceKind = 'invoice' | 'credit_note';
type LineKey = 'rental' | 'service_fee' | 'commission';

/** A line as invoices.lines stores it (halalas). */
interface StoredLine {
  key: LineKey;
  amountHalalas: number;
  vatHalalas: number;
}

interface IssueInput {
  kind: InvoiceKind;
  supply: InvoiceSupply;
  bookingId: string;
  paymentId: string;
  refundId?: string | undefined;
  /** The seller as printed: Ajjir (with its address), or an owner registered for VAT. */
  seller: { name: string; vatNumber: string; address: string | null };
  /** Ajjir, when it issues an owner's invoice on their behalf. */
  issuer: { name: string; vatNumber: string } | null;
  buyer: Buyer;
  lines: StoredLine[];
  reason?: RefundReason | null;
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

interface Issued {
  id: string;
  number: number;
}

async function issue(tx: Db, input: IssueInput): Promise<Issued> {
  let totalExclVat = 0;
  let vat = 0;
  for (const line of input.lines) {
    totalExclVat += amountOf(line.amountHalalas, `the ${line.key}`);
    vat += amountOf(line.vatHalalas, `the ${line.key}'s VAT`);
  }
  const total = totalExclVat + vat;
  if (total <= 0) throw new RangeError('An invoice is for more than nothing');
  const issuedAt = toTheSecond(input.issuedAt ?? new Date());
  const qr = encodeZatcaQr({
    sellerName: input.seller.name,
    vatNumber: input.seller.vatNumber,
    timestamp: issuedAt.toISOString().replace('.000Z', 'Z'),
    total,
    vat,
  });
  const number = await nextInvoiceNumber(tx);
  const written = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      supply: input.supply,
      bookingId: input.bookingId,
      paymentId: input.paymentId,
      refundId: input.refundId ?? null,
      sellerName: input.seller.name,
      sellerVatNumber: input.seller.vatNumber,
      sellerAddress: input.seller.address,
      issuerName: input.issuer?.name ?? null,
      issuerVatNumber: input.issuer?.vatNumber ?? null,
      buyerName: input.buyer.name,
      buyerVatNumber: input.buyer.vatNumber,
      reason: input.reason ?? null,
      lines: input.lines,
      totalExclVatHalalas: totalExclVat,
      vatHalalas: vat,
      totalHalalas: total,
      qr,
      issuedAt,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return oneRow(written, 'the invoice just written');
}

const ajjirAsSeller = (seller: Seller) => ({
  name: seller.legalName,
  vatNumber: seller.vatNumber,
  address: seller.address,
});

/** The parts of a charge (or of a refund) each invoice of it covers (docs/decisions/0050). */
function linesBySupply(parts: Split, rentalVatBy: RentalVatBy): Partial<Record<InvoiceSupply, StoredLine[]>> {
  const rental: StoredLine = { key: 'rental', amountHalalas: parts.rental, vatHalalas: parts.rentalVat };
  const fee: StoredLine = {
    key: 'service_fee',
    amountHalalas: parts.serviceFee,
    vatHalalas: parts.serviceFeeVat,
  };
  const some = (lines: StoredLine[]) =>
    lines.some((line) => line.amountHalalas + line.vatHalalas > 0) ? lines : undefined;
  // An owner registered for VAT sells the rental themselves: their own invoice, issued by Ajjir.
  if (rentalVatBy === 'owner') return { owner: some([rental]), platform: some([fee]) };
  return { platform: some([rental, fee]) };
}

/**
 * The tax invoices of a charge, as `price` (priceBreakdown) gives its parts: one of Ajjir's, for the
 * rental (with its VAT when Ajjir is the deemed supplier) and the service fee with its VAT; or, for
 * an owner registered for VAT, the rental and its VAT on an invoice issued on the owner's behalf,
 * naming them and their VAT number, and Ajjir's for the service fee (docs/decisions/0050). Call it
 * in the transaction that posts the charge.
 */
export async function issueChargeInvoices(
  tx: Db,
  input: {
    bookingId: string;
    paymentId: string;
    seller: Seller;
    /** The owner's VAT registration fixed on the booking, when they charge the rental's VAT. */
    owner: VatRegistration | null;
    buyer: Buyer;
    price: PriceBreakdown;
    issuedAt?: Date;
  },
): Promise<Issued[]> {
  const { price } = input;
  const parts: Split = {
    rental: price.rental,
    rentalVat: price.rentalVat,
    serviceFee: price.serviceFee,
    serviceFeeVat: price.serviceFeeVat,
    total: price.total,
  };
  if (parts.rental + parts.rentalVat + parts.serviceFee + parts.serviceFeeVat !== parts.total) {
    throw new RangeError(`A charge's total (${parts.total}) is its rental, service fee and VAT`);
  }
  if (price.rentalVatBy === 'owner' && !input.owner) {
    throw new Error(`Booking ${input.bookingId}: an owner who charges VAT is named with their VAT number`);
  }
  const lines = linesBySupply(parts, price.rentalVatBy);
  const issued: Issued[] = [];
  const common = {
    kind: 'invoice' as const,
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    buyer: input.buyer,
    issuedAt: input.issuedAt,
  };
  if (lines.owner && input.owner) {
    issued.push(
      await issue(tx, {
        ...common,
        supply: 'owner',
        seller: { name: input.owner.name, vatNumber: input.owner.vatNumber, address: null },
        issuer: { name: input.seller.legalName, vatNumber: input.seller.vatNumber },
        lines: lines.owner,
      }),
    );
  }
  if (lines.platform) {
    issued.push(
      await issue(tx, {
        ...common,
        supply: 'platform',
        seller: ajjirAsSeller(input.seller),
        issuer: null,
        lines: lines.platform,
      }),
    );
  }
  return issued;
}

/**
 * The credit notes of a refund, one against each invoice of the charge it gives back part of, with
 * the invoice's seller and buyer and the refund's reason, as positive amounts (the page prints them
 * as credit notes, correcting the charge's invoices). Call it in the transaction that posts the
 * refund as owed. A booking's ending whose refund goodwill had given already has credit notes and
 * no refund to make (`refundId` absent). The refund's id goes on Ajjir's note, or on the owner's
 * when Ajjir's has nothing to credit.
 */
export async function issueCreditNotes(
  tx: Db,
  input: {
    bookingId: string;
    paymentId: string;
    refundId?: string | undefined;
    reason: RefundReason;
    rentalVatBy: RentalVatBy;
    refund: Split;
    issuedAt?: Date;
  },
): Promise<Issued[]> {
  const charges = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, input.paymentId), eq(invoices.kind, 'invoice')));
  const lines = linesBySupply(input.refund, input.rentalVatBy);
  const issued: Issued[] = [];
  let refundId = input.refundId;
  for (const supply of ['platform', 'owner'] as const) {
    const charge = charges.find((row) => row.supply === supply);
    const these = lines[supply];
    if (!charge || !these) continue;
    issued.push(
      await issue(tx, {
        kind: 'credit_note',
        supply,
        bookingId: input.bookingId,
        paymentId: input.paymentId,
        refundId,
        seller: { name: charge.sellerName, vatNumber: charge.sellerVatNumber, address: charge.sellerAddress },
        issuer:
          charge.issuerName && charge.issuerVatNumber
            ? { name: charge.issuerName, vatNumber: charge.issuerVatNumber }
            : null,
        buyer: { name: charge.buyerName, vatNumber: charge.buyerVatNumber },
        reason: input.reason,
        lines: these,
        issuedAt: input.issuedAt,
      }),
    );
    refundId = undefined;
  }
  return issued;
}

/**
 * Ajjir's tax invoice to the owner for its commission on one rental, when the booking is settled
 * (docs/decisions/0050-vat-deemed-supplier.md, "Ajjir's supply to owners"): the commission kept and
 * its VAT, which were taken from the owner's share. None when nothing was kept. Call it in the
 * transaction that posts the settlement, only when that posting is new.
 */
export async function issueCommissionInvoice(
  tx: Db,
  input: {
    bookingId: string;
    paymentId: string;
    seller: Seller;
    owner: Buyer;
    commission: number;
    commissionVat: number;
    issuedAt?: Date;
  },
): Promise<Issued | null> {
  if (input.commission + input.commissionVat === 0) return null;
  return issue(tx, {
    kind: 'invoice',
    supply: 'commission',
    bookingId: input.bookingId,
    paymentId: input.paymentId,
    seller: ajjirAsSeller(input.seller),
    issuer: null,
    buyer: input.owner,
    lines: [{ key: 'commission', amountHalalas: input.commission, vatHalalas: input.commissionVat }],
    issuedAt: input.issuedAt,
  });
}

/**
 * An invoice as the API answers it, with who may read it: the booking's renter and owner, and for
 * Ajjir's invoice of its commission, the owner alone (`renterId` null).
 */
/** An invoice as stored: whether it is a sample is the site's to say (invoices.routes.ts). */
export type StoredInvoice = Omit<Invoice, 'sample'>;

export interface InvoiceWithParties {
  invoice: StoredInvoice;
  renterId: string | null;
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
      // The invoice a credit note corrects: the charge's of the same payment and seller.
      correctsNumber: sql<number | null>`(
        SELECT min(charge.number) FROM invoices AS charge
        WHERE charge.payment_id = ${invoices.paymentId} AND charge.kind = 'invoice'
          AND charge.supply = ${invoices.supply} AND ${invoices.kind} = 'credit_note'
      )`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(items, eq(items.id, bookings.itemId))
    .where(eq(invoices.id, id));
  if (!row) return undefined;
  const { invoice, booking } = row;
  return {
    renterId: invoice.supply === 'commission' ? null : booking.renterId,
    ownerId: booking.ownerId,
    invoice: {
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      supply: invoice.supply,
      issuedAt: invoice.issuedAt.toISOString(),
      seller: {
        name: invoice.sellerName,
        vatNumber: invoice.sellerVatNumber,
        address: invoice.sellerAddress,
      },
      issuedBy:
        invoice.issuerName && invoice.issuerVatNumber
          ? { name: invoice.issuerName, vatNumber: invoice.issuerVatNumber }
          : null,
      buyerName: invoice.buyerName,
      buyerVatNumber: invoice.buyerVatNumber,
      reason: refundReasonOf(invoice.reason),
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

function refundReasonOf(text: string | null): RefundReason | null {
  return text !== null && (REFUND_REASONS as readonly string[]).includes(text)
    ? (text as RefundReason)
    : null;
}

/** An invoice or credit note as GET /api/invoices/{id} answers it, or undefined for an id that names none. */
export async function findInvoice(db: Db, id: string): Promise<StoredInvoice | undefined> {
  return (await findInvoiceWithParties(db, id))?.invoice;
}

/**
 * A booking's invoices and credit notes to its renter, in the order they were issued. Ajjir's
 * invoice of its commission, to the owner, is the earnings screen's (`commissionInvoiceId`).
 */
export async function invoicesOfBooking(db: Db, bookingId: string): Promise<InvoiceSummary[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      supply: invoices.supply,
      total: invoices.totalHalalas,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), ne(invoices.supply, 'commission')))
    .orderBy(asc(invoices.number));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}
