import type { Invoice } from '@shared/api-types';
import { formatDay, formatHijriDay, formatInvoiceNumber } from '@shared/format';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { useLanguage } from '../../../i18n/use-language';
import { issuedAtOf } from '../invoice-format';
import { type Bilingual, INVOICE_LABELS as L, REASON_LABELS } from '../invoice-labels';
import { BilingualLabel } from './bilingual';
import { InvoiceLines } from './invoice-lines';
import { InvoiceQr } from './invoice-qr';

function Fact({ label, children }: { label: Bilingual; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold text-muted print:text-black">
        <BilingualLabel label={label} />
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * A demo site's invoice is a sample (docs/decisions/0052): said at the top of the document, in both
 * languages, so that a printed or saved copy says it too.
 */
function SampleMark() {
  return (
    <aside
      role="note"
      aria-label={`${L.sample.ar} / ${L.sample.en}`}
      data-sample-mark=""
      className="mb-6 rounded-2xl border-2 border-dashed border-danger-700 bg-danger-50 px-4 py-3 text-danger-700 print:border-black print:bg-white print:text-black"
    >
      {/* Strong words, not a paragraph styled as a heading: the note has no section under it. */}
      <strong className="block text-lg">
        <span lang="ar" className="block">
          {L.sample.ar}
        </span>
        {/* Left to right, so its punctuation stays at its end in the right-to-left document. */}
        <span lang="en" dir="ltr" className="block text-end">
          {L.sample.en}
        </span>
      </strong>
      <p className="mt-2 text-sm">
        <span lang="ar" className="block">
          {L.sampleNote.ar}
        </span>
        <span lang="en" dir="ltr" className="block text-end">
          {L.sampleNote.en}
        </span>
      </p>
    </aside>
  );
}

/**
 * A tax invoice or credit note (docs/decisions/0044-payments.md, "Invoices", and
 * 0050-vat-deemed-supplier.md): simplified for a renter, a standard one for a buyer registered for
 * VAT; an owner's rental names the owner as the seller and Ajjir as who issued it. Right to left
 * with Arabic first whatever the site's language, black on white when printed (invoice-print.css).
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { language } = useLanguage();
  const credit = invoice.kind === 'credit_note';
  const issued = issuedAtOf(invoice.issuedAt, language);
  const { booking } = invoice;
  return (
    <article
      dir="rtl"
      lang="ar"
      data-invoice-document=""
      className="ajjir-invoice rounded-3xl bg-surface p-5 text-ink shadow-card ring-1 ring-line sm:p-10 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      {invoice.sample && <SampleMark />}
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-ink pb-6">
        <div className="flex flex-col gap-3">
          <BrandMark />
          <h1 className="text-2xl font-bold">
            <BilingualLabel
              label={credit ? L.creditNote : invoice.buyerVatNumber ? L.taxInvoice : L.invoice}
            />
          </h1>
          {credit && invoice.correctsNumber !== null && (
            <p className="text-sm">
              {L.corrects.ar} {formatInvoiceNumber(invoice.correctsNumber, language)}
              <span lang="en" className="block text-muted print:text-black">
                {L.corrects.en} {formatInvoiceNumber(invoice.correctsNumber, 'en')}
              </span>
            </p>
          )}
        </div>
        <InvoiceQr
          value={invoice.qr}
          label={`${L.qr.ar} / ${L.qr.en}`}
          className="size-32 shrink-0 print:size-[35mm]"
        />
      </header>
      <dl className="grid gap-5 border-b border-line py-6 sm:grid-cols-2 print:grid-cols-2">
        <Fact label={credit ? L.creditNumber : L.number}>
          <span className="tabular-nums">{formatInvoiceNumber(invoice.number, language)}</span>
        </Fact>
        <Fact label={L.issuedAt}>
          <span className="block">
            <bdi>{issued.gregorian}</bdi>
          </span>
          <span className="block text-sm text-muted print:text-black">{issued.hijri}</span>
        </Fact>
        <Fact label={L.seller}>
          <bdi>{invoice.seller.name}</bdi>
        </Fact>
        <Fact label={L.vatNumber}>
          <bdi className="tabular-nums">{invoice.seller.vatNumber}</bdi>
        </Fact>
        {invoice.seller.address && (
          <Fact label={L.sellerAddress}>
            <bdi>{invoice.seller.address}</bdi>
          </Fact>
        )}
        {invoice.issuedBy && (
          <Fact label={L.issuedBy}>
            <bdi>{invoice.issuedBy.name}</bdi>
            <span className="block text-sm text-muted print:text-black">
              {L.vatNumber.ar} <bdi lang="en">({L.vatNumber.en})</bdi>{' '}
              <bdi className="tabular-nums">{invoice.issuedBy.vatNumber}</bdi>
            </span>
          </Fact>
        )}
        <Fact label={L.buyer}>
          <bdi>{invoice.buyerName}</bdi>
        </Fact>
        {invoice.buyerVatNumber && (
          <Fact label={L.buyerVatNumber}>
            <bdi className="tabular-nums">{invoice.buyerVatNumber}</bdi>
          </Fact>
        )}
        {credit && invoice.reason && (
          <Fact label={L.reason}>
            <BilingualLabel label={REASON_LABELS[invoice.reason]} />
          </Fact>
        )}
        <Fact label={L.booking}>
          <bdi>{booking.itemTitle}</bdi>
        </Fact>
        <Fact label={L.rentalDays}>
          <span className="block">
            <bdi>
              {formatDay(booking.startDate, language)} – {formatDay(booking.endDate, language)}
            </bdi>
          </span>
          <span className="block text-sm text-muted print:text-black">
            {formatHijriDay(booking.startDate)} – {formatHijriDay(booking.endDate)}
          </span>
        </Fact>
      </dl>
      <div className="pt-6">
        <InvoiceLines invoice={invoice} />
      </div>
    </article>
  );
}
