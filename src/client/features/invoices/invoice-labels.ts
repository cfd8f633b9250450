/**
 * The invoice's own words, Arabic first with the English under it, as Saudi tax invoices print
 * them. They are the document's content, the same in both languages of the site, so they are not
 * translated strings: the site's language decides only how numbers and dates are written.
 */
import type { RefundReason } from '@shared/constants';

export interface Bilingual {
  ar: string;
  en: string;
}

export const INVOICE_LABELS = {
  invoice: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
  /** A demo site's invoice (no real money moved): a sample, and said so on the page and on paper. */
  sample: { ar: 'نموذج تجريبي — ليست فاتورة ضريبية', en: 'Sample — not a tax invoice' },
  sampleNote: {
    ar: 'صدرت من موقع تجريبي لا تُدفع فيه أموال حقيقية، فلا يُعتدّ بها لأي غرض ضريبي.',
    en: 'Issued by a demo site where no real money is paid; it is of no use for any tax purpose.',
  },
  /** For a buyer registered for VAT, named with their VAT number. */
  taxInvoice: { ar: 'فاتورة ضريبية', en: 'Tax Invoice' },
  creditNote: { ar: 'إشعار دائن', en: 'Credit Note' },
  corrects: { ar: 'يصحّح الفاتورة رقم', en: 'Corrects invoice no.' },
  number: { ar: 'رقم الفاتورة', en: 'Invoice number' },
  creditNumber: { ar: 'رقم الإشعار', en: 'Credit note number' },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  seller: { ar: 'البائع', en: 'Seller' },
  sellerAddress: { ar: 'عنوان البائع', en: 'Seller’s address' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT number' },
  issuedBy: { ar: 'المُصدِر نيابةً عن البائع', en: 'Issued on the seller’s behalf by' },
  buyer: { ar: 'المشتري', en: 'Buyer' },
  buyerVatNumber: { ar: 'الرقم الضريبي للمشتري', en: 'Buyer’s VAT number' },
  reason: { ar: 'سبب الإشعار', en: 'Reason' },
  booking: { ar: 'الحجز', en: 'Booking' },
  rentalDays: { ar: 'مدة الإيجار', en: 'Rental period' },
  description: { ar: 'البيان', en: 'Description' },
  amountExclVat: { ar: 'المبلغ دون الضريبة', en: 'Amount excl. VAT' },
  vatRate: { ar: 'نسبة الضريبة', en: 'VAT rate' },
  vatAmount: { ar: 'مبلغ الضريبة', en: 'VAT amount' },
  lineTotal: { ar: 'الإجمالي', en: 'Total' },
  rental: { ar: 'إيجار الغرض', en: 'Item rental' },
  rentalNote: { ar: 'محصَّل نيابةً عن المالك', en: 'Collected on the owner’s behalf' },
  /** The rental when Ajjir is its deemed supplier (the owner not registered for VAT). */
  rentalDeemedNote: {
    ar: 'أجّر هي المورّد الحكمي لهذا الإيجار',
    en: 'Ajjir is the deemed supplier of this rental',
  },
  service_fee: { ar: 'رسوم خدمة أجّر', en: 'Ajjir service fee' },
  commission: { ar: 'عمولة أجّر على الإيجار', en: 'Ajjir commission on the rental' },
  totalExclVat: { ar: 'الإجمالي دون ضريبة القيمة المضافة', en: 'Total excl. VAT' },
  vat: { ar: 'ضريبة القيمة المضافة', en: 'VAT' },
  total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  qr: { ar: 'رمز الاستجابة السريعة للفاتورة', en: 'Invoice QR code' },
} satisfies Record<string, Bilingual>;

/** A credit note's reason: its refund's (shared/constants.ts REFUND_REASONS). */
export const REASON_LABELS = {
  renter_cancelled: { ar: 'ألغى المستأجر الحجز', en: 'The renter cancelled the booking' },
  owner_declined: { ar: 'رفض المالك الطلب', en: 'The owner declined the request' },
  owner_cancelled: { ar: 'ألغى المالك الحجز', en: 'The owner cancelled the booking' },
  expired: { ar: 'انتهت مهلة الطلب دون رد', en: 'The request expired unanswered' },
  listing_removed: { ar: 'أُزيل الإعلان', en: 'The listing was removed' },
  renter_withdrew: { ar: 'سحب المستأجر الطلب', en: 'The renter withdrew the request' },
  not_needed: { ar: 'دفعة لم تعد مطلوبة', en: 'A payment no longer needed' },
  admin: { ar: 'استرداد من إدارة أجّر', en: 'A refund by Ajjir’s administrators' },
  // A deposit is not on an invoice, so no credit note names it; listed for the type's sake.
  deposit: { ar: 'رد مبلغ التأمين', en: 'The deposit returned' },
  renter_no_show: { ar: 'لم يحضر المستأجر للاستلام', en: 'The renter did not come for the pickup' },
  owner_no_show: { ar: 'لم يُسلَّم الغرض للمستأجر', en: 'The item was not handed over' },
} satisfies Record<RefundReason, Bilingual>;
