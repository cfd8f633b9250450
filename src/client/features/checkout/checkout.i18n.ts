/**
 * Strings of the checkout page (/bookings/:id/checkout), both languages; spread into the
 * resources under `checkout` by app/page-strings.ts.
 */
export const checkoutStrings = {
  ar: {
    checkout: {
      title: 'الدفع لإتمام الطلب',
      subtitle: 'يصل طلبك إلى المالك بعد الدفع.',
      loadError: 'تعذّر تحميل الحجز.',
      summary: {
        heading: 'حجزك',
        pickup: 'الاستلام',
        return: 'الإرجاع',
        days_zero: '{{count, number}} يوم',
        days_one: 'يوم واحد',
        days_two: 'يومان',
        days_few: '{{count, number}} أيام',
        days_many: '{{count, number}} يومًا',
        days_other: '{{count, number}} يوم',
      },
      price: {
        heading: 'تفاصيل السعر',
      },
      policy: {
        heading: 'سياسة الإلغاء: {{policy}}',
        names: { flexible: 'مرنة', moderate: 'معتدلة', strict: 'صارمة' },
        fullThenHalf: 'الإلغاء حتى نهاية يوم {{date}} يعيد لك المبلغ كاملًا، وبعدها يعود نصفه.',
        halfThenNone: 'الإلغاء حتى نهاية يوم {{date}} يعيد لك نصف المبلغ، وبعدها لا يعود شيء.',
        lateFullThenHalf: 'موعد الاستلام قريب، فالإلغاء الآن يعيد لك نصف المبلغ.',
        lateHalfThenNone: 'موعد الاستلام قريب، فالإلغاء الآن لا يعيد شيئًا.',
        notAccepted: 'وإن رُفض الطلب أو لم يصله رد، يعود لك المبلغ كاملًا.',
        deposit: 'تخص السياسة قيمة الإيجار والرسوم، أما مبلغ التأمين فيُردّ كاملًا عند أي إلغاء.',
      },
      timer: {
        label: 'الوقت المتبقي للدفع',
        note: 'إن لم يتم الدفع خلال هذا الوقت يسقط الطلب وتعود الأيام متاحة لغيرك.',
      },
      pay: 'ادفع {{amount}}',
      payNote:
        'يتم الدفع في صفحة الدفع الآمنة لدى مزوّد الدفع، ثم العودة إلى هنا. لا يطّلع أجّر على رقم بطاقتك.',
      methods: {
        label: 'طرق الدفع المتاحة',
        mada: 'مدى',
        visa: 'Visa',
        mastercard: 'Mastercard',
        applePay: 'Apple Pay',
        stcPay: 'STC Pay',
      },
      sandbox: {
        title: 'دفع تجريبي: لا تنتقل أي أموال حقيقية',
        intro: 'بيانات تجريبية لصفحة الدفع:',
        madaApproved: 'مدى، عملية مقبولة',
        madaDeclined: 'مدى، عملية مرفوضة',
        visa: 'Visa',
        mastercard: 'Mastercard',
        stcApproves: 'رمز STC Pay، عملية مقبولة',
        stcFails: 'رمز STC Pay، عملية مرفوضة',
        rest: 'أي اسم من كلمتين، وأي تاريخ انتهاء في المستقبل، وأي رمز تحقق من ٣ أرقام.',
      },
      errors: {
        gatewayTitle: 'خدمة الدفع لا تستجيب الآن',
        gatewayBody: 'لم يُخصم أي مبلغ. يمكن المحاولة مرة أخرى بعد قليل.',
        failedTitle: 'تعذّر فتح صفحة الدفع',
      },
      notFound: {
        title: 'لم نجد هذا الحجز',
        body: 'ربما الرابط غير صحيح، أو أن الحجز ليس باسمك.',
      },
      expired: {
        title: 'انتهى وقت الدفع',
        body: 'يبقى الطلب ١٥ دقيقة بانتظار الدفع، ثم يسقط. قد تكون الأيام ما زالت متاحة، ويمكن طلبها من جديد.',
        again: 'اطلب الحجز من جديد',
      },
      alreadyPaid: {
        title: 'تم دفع هذا الحجز',
        body: 'حالة الحجز وفاتورته في صفحة الحجز.',
      },
      changed: {
        title: 'لم يعد هذا الحجز بانتظار الدفع',
        body: 'تغيّرت حالته، وصفحة الحجز تعرض ما صار إليه.',
      },
      viewBooking: 'عرض الحجز',
      viewInvoice: 'عرض الفاتورة',
      backToItem: 'العودة إلى الغرض',
      return: {
        checking: 'نتحقق من الدفع مع البنك…',
        paidTitle: 'تم الدفع',
        pendingBody:
          'أمام {{name}} حتى نهاية يوم {{date}} للرد على طلبك. وإن رُفض الطلب أو لم يصله رد، يعود لك المبلغ كاملًا.',
        confirmedTitle: 'تم تأكيد الحجز',
        confirmedBody: 'تم الدفع وتأكّد حجزك. الاستلام يوم {{date}}.',
        waitingTitle: 'لم يصلنا رد البنك بعد',
        waitingBody: 'قد يستغرق ذلك دقيقة. سنعيد التحقق تلقائيًا لبعض الوقت.',
        waitingStopped:
          'ما زال الرد لم يصل. يمكن التحقق مرة أخرى بعد قليل؛ وإن خُصم المبلغ من حسابك فسيُسجَّل لحجزك أو يعود إليك.',
        checkAgain: 'تحقّق مرة أخرى',
        failedTitle: 'لم تتم عملية الدفع',
        failedBody: 'لم يُخصم أي مبلغ. يمكنك تجربة بطاقة أخرى أو طريقة دفع أخرى.',
        tryAnother: 'جرّب بطاقة أخرى',
        lapsedRefund: 'وصل الدفع بعد انتهاء الوقت المحدد، لذا سيُردّ المبلغ إليك كاملًا.',
      },
      lastAttempt: {
        title: 'لم تتم محاولة الدفع السابقة',
        body: '{{reason}} لم يُخصم أي مبلغ، ويمكنك المحاولة مرة أخرى بالبطاقة نفسها أو بغيرها.',
        reasons: {
          insufficient: 'رفض البنك العملية لعدم كفاية الرصيد.',
          cardBlocked: 'رفض البنك العملية لأن البطاقة موقوفة.',
          cardExpired: 'رفض البنك العملية لانتهاء صلاحية البطاقة.',
          limit: 'رفض البنك العملية لتجاوز حد الإنفاق المسموح.',
          threeDs: 'لم يكتمل التحقق الإضافي من البنك (رمز التحقق).',
          otp: 'رمز التحقق المُدخل غير صحيح.',
          timeout: 'انتهت مهلة الاتصال بخدمة الدفع.',
          other: 'رفض البنك العملية دون ذكر السبب.',
        },
      },
    },
  },
  en: {
    checkout: {
      title: 'Pay for your request',
      subtitle: 'Your request reaches the owner once it is paid.',
      loadError: 'The booking could not be loaded.',
      summary: {
        heading: 'Your booking',
        pickup: 'Pickup',
        return: 'Return',
        days_one: '{{count, number}} day',
        days_other: '{{count, number}} days',
      },
      price: {
        heading: 'Price details',
      },
      policy: {
        heading: 'Cancellation policy: {{policy}}',
        names: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
        fullThenHalf: 'Cancel by the end of {{date}} for a full refund; after that, half comes back.',
        halfThenNone: 'Cancel by the end of {{date}} and half comes back; after that, nothing does.',
        lateFullThenHalf: 'Pickup is close, so cancelling now gives back half.',
        lateHalfThenNone: 'Pickup is close, so cancelling now gives nothing back.',
        notAccepted: 'If the request is declined or not answered, all of it comes back to you.',
        deposit:
          'The policy covers the rental and its fees; the deposit comes back whole on any cancellation.',
      },
      timer: {
        label: 'Time left to pay',
        note: 'Unpaid by then, the request lapses and the days are free for others again.',
      },
      pay: 'Pay {{amount}}',
      payNote:
        'You pay on our payment provider’s secure page, then come back here. Ajjir never sees your card number.',
      methods: {
        label: 'Ways to pay',
        mada: 'mada',
        visa: 'Visa',
        mastercard: 'Mastercard',
        applePay: 'Apple Pay',
        stcPay: 'STC Pay',
      },
      sandbox: {
        title: 'Test payments: no real money moves',
        intro: 'Use these test details on the payment page:',
        madaApproved: 'mada, approved',
        madaDeclined: 'mada, declined',
        visa: 'Visa',
        mastercard: 'Mastercard',
        stcApproves: 'STC Pay code, approves',
        stcFails: 'STC Pay code, fails',
        rest: 'Any name of two words, any future expiry date and any 3-digit CVC.',
      },
      errors: {
        gatewayTitle: 'The payment service is not answering',
        gatewayBody: 'Nothing was charged. Try again in a moment.',
        failedTitle: 'The payment page could not be opened',
      },
      notFound: {
        title: 'We could not find this booking',
        body: 'The link may be wrong, or the booking is not yours.',
      },
      expired: {
        title: 'The time to pay ran out',
        body: 'A request waits 15 minutes for payment, then lapses. The days may still be free: request them again.',
        again: 'Request again',
      },
      alreadyPaid: {
        title: 'This booking is paid',
        body: 'Its status and invoice are on the booking’s page.',
      },
      changed: {
        title: 'This booking no longer waits for payment',
        body: 'Its status has changed; the booking’s page shows where it stands.',
      },
      viewBooking: 'View the booking',
      viewInvoice: 'View the invoice',
      backToItem: 'Back to the item',
      return: {
        checking: 'Checking your payment with the bank…',
        paidTitle: 'Paid',
        pendingBody:
          '{{name}} has until the end of {{date}} to answer your request. If it is declined or not answered, all of it comes back to you.',
        confirmedTitle: 'Confirmed',
        confirmedBody: 'Paid, and your booking is confirmed. Pickup is on {{date}}.',
        waitingTitle: 'We have not heard from the bank yet',
        waitingBody: 'This can take a minute. We will keep checking for a little while.',
        waitingStopped:
          'Still nothing. Check again in a moment; if money left your account, it will reach your booking or come back to you.',
        checkAgain: 'Check again',
        failedTitle: 'The payment did not go through',
        failedBody: 'Nothing was charged. You can try another card or another way to pay.',
        tryAnother: 'Try another card',
        lapsedRefund:
          'Your payment arrived after the time to pay had run out, so all of it is being refunded.',
      },
      lastAttempt: {
        title: 'Your last payment attempt did not go through',
        body: '{{reason}} Nothing was charged; you can try again with the same card or another.',
        reasons: {
          insufficient: 'The bank declined it for insufficient funds.',
          cardBlocked: 'The bank declined it because the card is blocked.',
          cardExpired: 'The bank declined it because the card has expired.',
          limit: 'The bank declined it as over the card’s spending limit.',
          threeDs: 'The bank’s extra check (the verification code) was not completed.',
          otp: 'The verification code entered was wrong.',
          timeout: 'The payment service took too long to answer.',
          other: 'The bank declined it without giving a reason.',
        },
      },
    },
  },
};
