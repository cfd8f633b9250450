/**
 * The strings of PriceLines (price-lines.tsx), both languages. Only pages that load on their own
 * show a price (an item's booking card, the checkout, a booking's page, the admin screens), so
 * these load with their strings (app/page-strings.ts, admin.i18n.ts), not with every page.
 */
export const priceLineStrings = {
  ar: {
    price: {
      subtotal_zero: '{{rate}} × {{count, number}} يوم',
      subtotal_one: '{{rate}} × يوم واحد',
      subtotal_two: '{{rate}} × يومين',
      subtotal_few: '{{rate}} × {{count, number}} أيام',
      subtotal_many: '{{rate}} × {{count, number}} يومًا',
      subtotal_other: '{{rate}} × {{count, number}} يوم',
      discount: 'الخصم ({{percent}})',
      weeklyDiscount: 'خصم الأسبوع ({{percent}})',
      monthlyDiscount: 'خصم الشهر ({{percent}})',
      rental: 'قيمة الإيجار',
      rentalAfterDiscount: 'الإيجار بعد الخصم',
      rentalVat: 'ضريبة القيمة المضافة {{percent}} على الإيجار',
      ownerRentalVat: 'ضريبة القيمة المضافة {{percent}} على الإيجار، تُقرّ بها أنت',
      ownerRentalVatOf: 'ضريبة القيمة المضافة {{percent}} على الإيجار، يُقرّ بها المالك',
      serviceFee: 'رسوم خدمة أجّر',
      serviceFeeVat: 'ضريبة القيمة المضافة {{percent}} على رسوم الخدمة',
      total: 'الإجمالي',
      totalPaid: 'الإجمالي المدفوع',
      totalDue: 'الإجمالي المستحق',
      rentalTotal: 'إجمالي الإيجار',
      deposit: 'مبلغ التأمين (مسترد)',
      charged: 'الإجمالي مع التأمين',
      chargedPaid: 'الإجمالي المدفوع مع التأمين',
      chargedDue: 'المستحق الآن مع التأمين',
      commission: 'عمولة أجّر',
      commissionVat: 'ضريبة القيمة المضافة {{percent}} على العمولة',
      ownerEarning: 'صافي مستحقاتك',
      held: {
        rental: 'يُتاح بعد إرجاع الغرض وانقضاء مهلة المطالبات ({{hours}} ساعة)، وأقرب موعد: {{date}}',
        claim_window: 'أُرجع الغرض، ويُتاح المبلغ حين تنقضي مهلة المطالبات: {{date}}',
        claim_answer:
          'محجوز لمطالبة على مبلغ التأمين: يرد المستأجر حتى {{date}}، وإن لم يصل رد تُعدّ المطالبة مقبولة',
        claim_decision: 'محجوز لمطالبة اعترض عليها المستأجر: يقرر فريق أجّر فيها بحلول {{date}}',
      },
      ownerEarningOf: 'صافي مستحقات المالك',
    },
  },
  en: {
    price: {
      subtotal_one: '{{rate}} × {{count, number}} day',
      subtotal_other: '{{rate}} × {{count, number}} days',
      discount: 'Discount ({{percent}})',
      weeklyDiscount: 'Weekly discount ({{percent}})',
      monthlyDiscount: 'Monthly discount ({{percent}})',
      rental: 'Rental',
      rentalAfterDiscount: 'Rental after the discount',
      rentalVat: 'VAT {{percent}} on the rental',
      ownerRentalVat: 'VAT {{percent}} on the rental, yours to declare',
      ownerRentalVatOf: 'VAT {{percent}} on the rental, the owner’s to declare',
      serviceFee: 'Ajjir service fee',
      serviceFeeVat: 'VAT {{percent}} on the service fee',
      total: 'Total',
      totalPaid: 'Total paid',
      totalDue: 'Total to pay',
      rentalTotal: 'Rental total',
      deposit: 'Refundable deposit',
      charged: 'Total with the deposit',
      chargedPaid: 'Total paid with the deposit',
      chargedDue: 'To pay now, with the deposit',
      commission: 'Ajjir commission',
      commissionVat: 'VAT {{percent}} on the commission',
      ownerEarning: 'You receive',
      held: {
        rental:
          'Released once the item is back and the {{hours}}-hour claim window has closed: {{date}} at the earliest',
        claim_window: 'Returned; released when the claim window closes: {{date}}',
        claim_answer:
          'Held for a claim on the deposit: the renter answers by {{date}}; with no answer, it counts as accepted',
        claim_decision: 'Held for a claim the renter disputed: Ajjir’s team decides by {{date}}',
      },
      ownerEarningOf: 'The owner receives',
    },
  },
};
