import type { Invoice } from '@shared/api-types';
import { formatHalalas, formatPercent } from '@shared/format';
import { VAT_BASIS_POINTS } from '@shared/money';
import { useLanguage } from '../../../i18n/use-language';
import { INVOICE_LABELS as L } from '../invoice-labels';
import { BilingualLabel } from './bilingual';

const cell = 'border-b border-line px-2 py-2.5 align-top print:border-black/40';
const numeric = `${cell} text-end tabular-nums whitespace-nowrap`;
/** Columns a phone leaves out (the rate and the line's total are in the totals below); print keeps them. */
const wideOnly = 'hidden sm:table-cell print:table-cell';

/**
 * Under Ajjir's rental line, on whose account it is: Ajjir's as the deemed supplier (VAT on it), or
 * collected for the owner (none). An owner's own invoice names them as the seller: no note.
 */
function rentalNoteOf(invoice: Invoice, vat: number) {
  if (invoice.supply !== 'platform') return null;
  return vat > 0 ? L.rentalDeemedNote : L.rentalNote;
}

/** The lines (the rental, Ajjir's fee or commission, each with its VAT) and the totals. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { language } = useLanguage();
  const money = (halalas: number) => formatHalalas(halalas, language);
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm sm:min-w-[32rem]">
          <thead className="bg-canvas text-start text-xs print:bg-transparent">
            <tr>
              <th scope="col" className={`${cell} text-start font-semibold`}>
                <BilingualLabel label={L.description} />
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                <BilingualLabel label={L.amountExclVat} className="items-end" />
              </th>
              <th scope="col" className={`${cell} ${wideOnly} text-end font-semibold`}>
                <BilingualLabel label={L.vatRate} className="items-end" />
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                <BilingualLabel label={L.vatAmount} className="items-end" />
              </th>
              <th scope="col" className={`${cell} ${wideOnly} text-end font-semibold`}>
                <BilingualLabel label={L.lineTotal} className="items-end" />
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => {
              const note = line.key === 'rental' ? rentalNoteOf(invoice, line.vat) : null;
              return (
                <tr key={line.key}>
                  <th scope="row" className={`${cell} text-start font-medium`}>
                    <BilingualLabel label={L[line.key]} />
                    {note && (
                      <BilingualLabel
                        label={note}
                        className="mt-1 text-xs font-normal text-muted print:text-black"
                      />
                    )}
                  </th>
                  <td className={numeric}>{money(line.amount)}</td>
                  <td className={`${numeric} ${wideOnly}`}>
                    {line.vat > 0 ? formatPercent(VAT_BASIS_POINTS / 100, language) : '—'}
                  </td>
                  <td className={numeric}>{money(line.vat)}</td>
                  <td className={`${numeric} ${wideOnly}`}>{money(line.amount + line.vat)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto grid w-full max-w-sm gap-2 text-sm">
        <div className="flex items-start justify-between gap-4">
          <dt>
            <BilingualLabel label={L.totalExclVat} />
          </dt>
          <dd className="tabular-nums">{money(invoice.totalExclVat)}</dd>
        </div>
        <div className="flex items-start justify-between gap-4">
          <dt>
            <BilingualLabel
              label={{
                ar: `${L.vat.ar} ${formatPercent(VAT_BASIS_POINTS / 100, 'ar')}`,
                en: `${L.vat.en} ${formatPercent(VAT_BASIS_POINTS / 100, 'en')}`,
              }}
            />
          </dt>
          <dd className="tabular-nums">{money(invoice.vat)}</dd>
        </div>
        <div className="flex items-start justify-between gap-4 border-t-2 border-ink pt-2 text-base font-bold">
          <dt>
            <BilingualLabel label={L.total} />
          </dt>
          <dd className="tabular-nums">{money(invoice.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
