/**
 * The invoice's own words, Arabic first with the English under it, as Saudi tax invoices print
 * them. They are the document's content, the same in both languages of the site, so they are not
 * translated strings: the site's language decides only how numbers and dates are written.
 */
export interface Bilingual {
  ar: string;
  en: string;
}

export const INVOICE_LABELS = {
  invoice: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
  creditNote: { ar: 'إشعار دائن', en: 'Credit Note' },
  corrects: { ar: 'يصحّح الفاتورة رقم', en: 'Corrects invoice no.' },
  number: { ar: 'رقم الفاتورة', en: 'Invoice number' },
  creditNumber: { ar: 'رقم الإشعار', en: 'Credit note number' },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  seller: { ar: 'البائع', en: 'Seller' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT number' },
  buyer: { ar: 'المشتري', en: 'Buyer' },
  booking: { ar: 'الحجز', en: 'Booking' },
  rentalDays: { ar: 'مدة الإيجار', en: 'Rental period' },
  description: { ar: 'البيان', en: 'Description' },
  amountExclVat: { ar: 'المبلغ دون الضريبة', en: 'Amount excl. VAT' },
  vatRate: { ar: 'نسبة الضريبة', en: 'VAT rate' },
  vatAmount: { ar: 'مبلغ الضريبة', en: 'VAT amount' },
  lineTotal: { ar: 'الإجمالي', en: 'Total' },
  rental: { ar: 'إيجار الغرض', en: 'Item rental' },
  rentalNote: { ar: 'محصَّل نيابةً عن المالك', en: 'Collected on the owner’s behalf' },
  service_fee: { ar: 'رسوم خدمة أجّر', en: 'Ajjir service fee' },
  totalExclVat: { ar: 'الإجمالي دون ضريبة القيمة المضافة', en: 'Total excl. VAT' },
  vat: { ar: 'ضريبة القيمة المضافة', en: 'VAT' },
  total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  qr: { ar: 'رمز الاستجابة السريعة للفاتورة', en: 'Invoice QR code' },
} satisfies Record<string, Bilingual>;
