/**
 * Strings around the invoice page (/invoices/:id), both languages; spread into the resources under
 * `invoices` by app/page-strings.ts. The document itself is bilingual whatever the page's language
 * (invoice-labels.ts).
 */
export const invoicesStrings = {
  ar: {
    invoices: {
      title: 'فاتورة رقم {{number}}',
      print: 'طباعة',
      backToBooking: 'العودة إلى الحجز',
      loadError: 'تعذّر تحميل الفاتورة.',
      notFound: {
        title: 'لم نجد هذه الفاتورة',
        body: 'ربما الرابط غير صحيح، أو أن الفاتورة ليست لحجز من حجوزاتك.',
      },
    },
  },
  en: {
    invoices: {
      title: 'Invoice {{number}}',
      print: 'Print',
      backToBooking: 'Back to the booking',
      loadError: 'The invoice could not be loaded.',
      notFound: {
        title: 'We could not find this invoice',
        body: 'The link may be wrong, or the invoice is not for one of your bookings.',
      },
    },
  },
};
