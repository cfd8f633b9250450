/**
 * Strings of the payouts card of an account's admin page, under `admin.payouts`
 * (docs/decisions/0048-payout-security.md): added with admin.i18n.ts, so the translation tests
 * check them with the rest.
 */

const ar = {
  title: 'التحويلات إلى المالك',
  loadError: 'تعذّر تحميل بيانات التحويلات.',
  iban: 'الآيبان',
  holder: 'اسم صاحب الحساب',
  since: 'أُضيف الآيبان',
  changes: 'تغييرات الحساب البنكي',
  changesCount_zero: 'لا تغييرات',
  changesCount_one: 'تغيير واحد',
  changesCount_two: 'تغييران',
  changesCount_few: '{{count}} تغييرات',
  changesCount_many: '{{count}} تغييرًا',
  changesCount_other: '{{count}} تغيير',
  noAccount: 'لم يُضف حسابًا بنكيًا بعد.',
  inReview: 'الحساب البنكي بانتظار مراجعتك قبل أي تحويل إليه:',
  reasons: {
    name_mismatch: 'اسم صاحب الحساب لا يطابق اسم الحساب في أجّر.',
    shared_iban: 'الآيبان نفسه مسجّل لحساب آخر في أجّر.',
  },
  sharedWith: 'مسجّل أيضًا لدى:',
  blockers: 'التحويل الآن:',
  payable: 'ممكن',
  blocker: {
    blocked: 'الحساب محظور',
    held: 'موقوف من الإدارة',
    review: 'بانتظار المراجعة',
    new_iban: 'آيبان جديد في مهلة الأمان',
    first_rental: 'لم يكتمل أول إيجار',
    city_missing: 'بلا مدينة',
    mobile_missing: 'بلا جوال سعودي',
    no_account: 'بلا حساب بنكي',
  },
  heldSince: 'التحويلات موقوفة منذ {{date}}. السبب:',
  hold: 'إيقاف التحويلات',
  release: 'استئناف التحويلات',
  approve: 'اعتماد الحساب البنكي',
  reasonLabel: 'السبب',
  reasonPlaceholder: 'يُحفظ في سجل الإدارة',
  reasonRequired: 'اكتب السبب.',
  dialog: {
    hold: {
      title: 'إيقاف تحويلات هذا المالك',
      description: 'لن يُحوَّل له شيء، لا بطلبه ولا في التحويل الأسبوعي، حتى تستأنفها. يصله إشعار بالإيقاف.',
    },
    release: {
      title: 'استئناف تحويلات هذا المالك',
      description: 'تعود تحويلاته إلى حالها المعتاد، ويصله إشعار بذلك.',
    },
    approve: {
      title: 'اعتماد الحساب البنكي',
      description: 'تأكدت أن الحساب يخص هذا المالك، فيُحوَّل إليه بعد انتهاء مهلة الأمان.',
    },
  },
  done: {
    hold: 'أُوقفت التحويلات',
    release: 'استُؤنفت التحويلات',
    approve: 'اعتُمد الحساب البنكي',
  },
  failed: 'تعذّر تنفيذ الإجراء',
  reviews: {
    title: 'حسابات بنكية بانتظار مراجعتك',
    description: 'لا يُحوَّل شيء إلى هذه الحسابات قبل اعتمادها من صفحة المالك.',
    loadError: 'تعذّر تحميل الحسابات التي تنتظر المراجعة.',
    owner: 'المالك',
    since: 'أُضيف الآيبان {{date}}',
    open: 'افتح صفحة المالك',
  },
};

const en = {
  title: 'Payouts to this owner',
  loadError: 'The payout details could not be loaded.',
  iban: 'IBAN',
  holder: 'Account holder',
  since: 'IBAN added',
  changes: 'Bank account changes',
  changesCount_one: 'One change',
  changesCount_other: '{{count}} changes',
  noAccount: 'No bank account added yet.',
  inReview: 'The bank account waits for your review before anything is paid into it:',
  reasons: {
    name_mismatch: 'The holder’s name does not match the account’s name on Ajjir.',
    shared_iban: 'Another Ajjir account uses the same IBAN.',
  },
  sharedWith: 'Also used by:',
  blockers: 'Payout now:',
  payable: 'Possible',
  blocker: {
    blocked: 'Account blocked',
    held: 'Held by an administrator',
    review: 'Waiting for review',
    new_iban: 'New IBAN in its safety hold',
    first_rental: 'First rental not completed',
    city_missing: 'No city',
    mobile_missing: 'No Saudi mobile',
    no_account: 'No bank account',
  },
  heldSince: 'Payouts held since {{date}}. Reason:',
  hold: 'Hold payouts',
  release: 'Release payouts',
  approve: 'Approve bank account',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Kept in the audit log',
  reasonRequired: 'Write the reason.',
  dialog: {
    hold: {
      title: 'Hold this owner’s payouts',
      description:
        'Nothing is paid out to them, asked for or weekly, until you release them. They are told of the hold.',
    },
    release: {
      title: 'Release this owner’s payouts',
      description: 'Their payouts go on as usual, and they are told so.',
    },
    approve: {
      title: 'Approve the bank account',
      description:
        'You have checked the account is this owner’s: it is paid into once its safety hold has passed.',
    },
  },
  done: {
    hold: 'Payouts held',
    release: 'Payouts released',
    approve: 'Bank account approved',
  },
  failed: 'The action could not be done',
  reviews: {
    title: 'Bank accounts waiting for your review',
    description: 'Nothing is paid into these accounts until you approve them from the owner’s page.',
    loadError: 'The accounts waiting for review could not be loaded.',
    owner: 'Owner',
    since: 'IBAN added {{date}}',
    open: 'Open the owner’s page',
  },
};

export const adminPayoutsStrings = { ar, en };
