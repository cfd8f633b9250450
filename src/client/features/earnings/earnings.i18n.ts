/**
 * Strings of the earnings page (/earnings), both languages; spread into the resources under
 * `earnings` by app/page-strings.ts.
 */
export const earningsStrings = {
  ar: {
    earnings: {
      title: 'مستحقاتي',
      subtitle: 'ما كسبته من تأجير أغراضك، ومتى يصل إلى حسابك البنكي.',
      loadError: 'تعذّر تحميل مستحقاتك.',
      figures: {
        label: 'ملخص المستحقات',
        pending: 'محجوز حتى تكتمل الإيجارات',
        available: 'متاح للتحويل',
        inTransit: 'في الطريق إلى حسابك',
        paidOut: 'حُوّل إلى حسابك',
      },
      payout: {
        action: 'حوّل {{amount}} إلى حسابي',
        noBalance: 'لا يوجد رصيد متاح بعد: تصبح مستحقاتك متاحة بعد إرجاع الغرض وانقضاء مهلة المطالبات.',
        noAccount: 'يلزم إضافة حسابك البنكي (الآيبان) أولًا.',
        done: 'طلبنا التحويل',
        doneBody: 'في الطريق {{amount}} إلى الحساب المنتهي بـ {{last4}}.',
        failed: 'تعذّر طلب التحويل',
        nothingToPayOut: 'لم يعد هناك رصيد متاح للتحويل.',
        accountMissing: 'يلزم إضافة حسابك البنكي قبل طلب التحويل.',
        onHold: 'لا يمكن تحويل الرصيد الآن، والسبب موضّح أعلاه.',
      },
      holds: {
        title: 'رصيدك لا يُحوَّل الآن',
        blocked: 'الحساب موقوف، فلا تُحوَّل منه أي مبالغ.',
        held: 'أوقف فريق أجّر تحويل مستحقاتك مؤقتًا للمراجعة، وسنبلغك عند استئنافه.',
        review:
          'الحساب البنكي قيد المراجعة لدى فريق أجّر: اسم صاحبه لا يطابق اسمك في أجّر، أو يستخدمه حساب آخر. يبدأ التحويل بعد اعتماده.',
        new_iban:
          'لحماية مستحقاتك، لا نحوّل إلى حساب بنكي جديد إلا بعد مهلة أمان من إضافته. يبدأ التحويل إليه في {{date}} ({{hijri}}).',
        first_rental: 'يبدأ أول تحويل لك بعد اكتمال أول إيجار لك دون مشكلة.',
        city_missing: 'أضف مدينتك في الملف الشخصي: التحويل البنكي يذكرها.',
        mobile_missing: 'أضف رقم جوال سعودي في الملف الشخصي: التحويل البنكي يذكره.',
      },
      reauth: {
        title: 'تأكيد هويتك',
        description:
          'لحماية مستحقاتك، اكتب كلمة المرور قبل تغيير الحساب البنكي. سنرسل إشعارًا إلى بريدك الإلكتروني بالتغيير.',
        password: 'كلمة المرور الحالية',
        hint: 'لا يُحوَّل شيء إلى حساب جديد إلا بعد مهلة أمان.',
        required: 'اكتب كلمة المرور.',
        confirm: 'تأكيد وحفظ',
      },
      account: {
        title: 'الحساب البنكي',
        description: 'تُحوَّل مستحقاتك إلى هذا الحساب في بنك سعودي.',
        holder: 'صاحب الحساب',
        iban: 'الآيبان',
        updated: 'آخر تحديث {{date}}',
        change: 'تغيير الحساب',
        add: 'أضف حسابًا بنكيًا',
        none: 'لا يوجد حساب بنكي بعد.',
        ibanLabel: 'رقم الآيبان',
        ibanHint: 'يبدأ بـ SA ويليه ٢٢ رقمًا، وتجده في تطبيق البنك أو كشف الحساب.',
        holderLabel: 'اسم صاحب الحساب',
        holderHint: 'كما هو مسجّل لدى البنك.',
        save: 'حفظ الحساب',
        cancel: 'إلغاء',
        saved: 'حُفظ الحساب البنكي',
        savedBody:
          'أرسلنا إشعارًا إلى بريدك الإلكتروني. يبدأ التحويل إلى الحساب الجديد بعد مهلة أمان تظهر مدتها في هذه الصفحة.',
        saveFailed: 'تعذّر حفظ الحساب البنكي',
        errors: {
          iban_invalid: 'هذا ليس آيبان سعوديًا صحيحًا: يبدأ بـ SA ويليه ٢٢ رقمًا.',
          iban_not_saudi: 'يبدأ الآيبان السعودي بالحرفين SA.',
          iban_length: 'الآيبان السعودي ٢٤ خانة: SA ثم ٢٢ رقمًا. عدد الخانات المُدخلة: {{entered}}.',
          iban_characters: 'بعد SA تأتي أرقام فقط.',
          iban_check_digits:
            'رقما التحقق (الخانتان بعد SA) لا يطابقان بقية الآيبان. راجع الأرقام كما تظهر في تطبيق البنك.',
          holder_name_invalid: 'يلزم اسم صاحب الحساب، من حرفين إلى ١٠٠ حرف.',
        },
      },
      payouts: {
        title: 'التحويلات',
        none: 'لا توجد تحويلات بعد.',
        toAccount: 'إلى الحساب المنتهي بـ {{last4}}',
        onTheWay: 'في الطريق',
        paid: 'تم التحويل',
        failed: 'لم يتم، وعاد المبلغ إلى رصيدك',
        returned: 'أعاده البنك، وعاد المبلغ إلى رصيدك',
        failures: {
          account_closed: 'أفاد البنك بأن هذا الحساب مغلق. أضف حسابًا بنكيًا نشطًا ثم اطلب التحويل من جديد.',
          account_refused:
            'لم يقبل البنك التحويل إلى هذا الحساب. تأكّد من الآيبان واسم صاحب الحساب كما هما لدى البنك.',
          returned: 'أعاد البنك المبلغ. تأكّد من بيانات حسابك البنكي ثم اطلب التحويل من جديد.',
          city_missing: 'التحويل البنكي يذكر مدينتك: أضفها في ملفك الشخصي ثم اطلب التحويل من جديد.',
          other: 'تعذّر على خدمة الدفع إتمام التحويل. يمكنك طلبه من جديد، وإن تكرر ذلك فتواصل معنا.',
        },
      },
      confirm: {
        title: 'تأكيد التحويل',
        description: 'راجع التفاصيل قبل أن نحوّل المبلغ.',
        amount: 'المبلغ',
        account: 'إلى الحساب',
        holder: 'صاحب الحساب',
        timing:
          'يصل المبلغ إلى حسابك خلال مدة التحويل المعتادة لدى البنك. تُظهر هذه الصفحة متى وصل، وإن تعذّر التحويل نبلغك ويعود المبلغ إلى رصيدك.',
        action: 'تأكيد التحويل',
      },
      lines: {
        title: 'مستحقات كل إيجار',
        states: {
          pending: 'محجوز',
          available: 'متاح للتحويل',
          in_payout: 'في تحويل جارٍ',
          paid_out: 'حُوّل في {{date}}',
        },
        dates: '{{start}} – {{end}}',
        commissionInvoice: 'فاتورة عمولة أجّر',
      },
      empty: {
        title: 'لا توجد مستحقات بعد. حين يستأجر أحد غرضًا من أغراضك، تظهر مستحقاتك هنا.',
        action: 'اعرض غرضًا للإيجار',
      },
    },
  },
  en: {
    earnings: {
      title: 'Earnings',
      subtitle: 'What your rentals have earned, and when it reaches your bank.',
      loadError: 'Your earnings could not be loaded.',
      figures: {
        label: 'Summary',
        pending: 'Held until rentals have run',
        available: 'Available',
        inTransit: 'On its way',
        paidOut: 'Paid out',
      },
      payout: {
        action: 'Pay out {{amount}}',
        noBalance:
          'Nothing to pay out yet: earnings become available once a rental is back and its claim window has closed.',
        noAccount: 'Add your bank account (IBAN) first.',
        done: 'Payout requested',
        doneBody: '{{amount}} is on its way to the account ending in {{last4}}.',
        failed: 'The payout could not be requested',
        nothingToPayOut: 'There is no available balance to pay out any more.',
        accountMissing: 'Add your bank account before asking for a payout.',
        onHold: 'The balance cannot be paid out now; the reason is above.',
      },
      holds: {
        title: 'Your balance cannot be paid out yet',
        blocked: 'This account is blocked, so nothing is paid out from it.',
        held: 'The Ajjir team has paused your payouts for a review. We will tell you when they resume.',
        review:
          'The Ajjir team is reviewing your bank account: its holder’s name does not match your name on Ajjir, or another account uses it. Payouts start once it is approved.',
        new_iban:
          'To protect your earnings, nothing is paid into a new bank account until a safety hold after it is added has passed. Payouts to it start on {{date}} ({{hijri}}).',
        first_rental: 'Your first payout starts once your first rental has completed without a problem.',
        city_missing: 'Add your city to your profile: the bank transfer names it.',
        mobile_missing: 'Add a Saudi mobile number to your profile: the bank transfer names it.',
      },
      reauth: {
        title: 'Confirm it’s you',
        description:
          'To protect your earnings, type your password before changing the bank account. We will e-mail you about the change.',
        password: 'Current password',
        hint: 'Nothing is paid into a new account until its safety hold has passed.',
        required: 'Type your password.',
        confirm: 'Confirm and save',
      },
      account: {
        title: 'Bank account',
        description: 'Your earnings are paid into this account at a Saudi bank.',
        holder: 'Account holder',
        iban: 'IBAN',
        updated: 'Updated {{date}}',
        change: 'Change account',
        add: 'Add a bank account',
        none: 'You have not added a bank account yet.',
        ibanLabel: 'IBAN',
        ibanHint: 'SA followed by 22 digits; your bank’s app or statement shows it.',
        holderLabel: 'Account holder’s name',
        holderHint: 'As the bank has it.',
        save: 'Save account',
        cancel: 'Cancel',
        saved: 'Bank account saved',
        savedBody:
          'We have e-mailed you about it. Payouts to a new account start after a safety hold; this page shows when.',
        saveFailed: 'The bank account could not be saved',
        errors: {
          iban_invalid: 'This is not a valid Saudi IBAN: SA followed by 22 digits.',
          iban_not_saudi: 'A Saudi IBAN starts with SA.',
          iban_length: 'A Saudi IBAN is 24 characters: SA and 22 digits. Entered: {{entered}}.',
          iban_characters: 'Only digits come after SA.',
          iban_check_digits:
            'The check digits (the two after SA) do not match the rest of the IBAN. Check the number in your banking app.',
          holder_name_invalid: 'Enter the account holder’s name, 2 to 100 characters.',
        },
      },
      payouts: {
        title: 'Payouts',
        none: 'No payouts yet.',
        toAccount: 'To the account ending in {{last4}}',
        onTheWay: 'On its way',
        paid: 'Paid',
        failed: 'Failed — returned to your balance',
        returned: 'Returned by your bank: the amount is back in your balance',
        failures: {
          account_closed:
            'The bank says this account is closed. Add an active bank account, then ask for the payout again.',
          account_refused:
            'The bank did not accept a transfer to this account. Check the IBAN and the holder’s name as your bank has them.',
          returned:
            'Your bank sent the money back. Check your bank account’s details, then ask for the payout again.',
          city_missing:
            'The bank transfer names your city: add it to your profile, then ask for the payout again.',
          other:
            'The payment service could not complete the transfer. You can ask for it again; if it happens again, contact us.',
        },
      },
      confirm: {
        title: 'Confirm the payout',
        description: 'Check the details before we send the money.',
        amount: 'Amount',
        account: 'To the account',
        holder: 'Account holder',
        timing:
          'The money reaches your account in the bank’s usual transfer time. This page shows when it has arrived; if the transfer fails, we tell you and the amount returns to your balance.',
        action: 'Confirm payout',
      },
      lines: {
        title: 'Earnings by rental',
        states: {
          pending: 'Held',
          available: 'Available',
          in_payout: 'In a payout on its way',
          paid_out: 'Paid out on {{date}}',
        },
        dates: '{{start}} – {{end}}',
        commissionInvoice: 'Ajjir’s commission invoice',
      },
      empty: {
        title: 'No earnings yet. When someone rents one of your items, what you earn shows here.',
        action: 'List an item',
      },
    },
  },
};
