/**
 * Strings of the first administrator's set-up page (/setup-admin), both languages: a page opened once
 * in a site's life, so its words load with the pages' strings (app/page-strings.ts) rather than
 * with every page of the site (docs/performance.md, "The first page's budget").
 */
export const setupAdminStrings = {
  ar: {
    setupAdmin: {
      title: 'إعداد حساب المدير',
      description: 'ينشئ أول حساب مدير لنسخة جديدة من المنصة. يعمل فقط ما دام لا يوجد مدير، لذا تكراره آمن.',
      secret: 'رمز الإعداد السري',
      secretHint: 'قيمة ADMIN_SETUP_SECRET على الخادم.',
      chooseDetails: 'اختر بيانات الحساب (اختياري)',
      detailsHint: 'اتركها فارغة لاستخدام admin@ مع نطاقك، واسم المستخدم admin، وكلمة مرور مولّدة.',
      passwordHint_zero: 'اتركها فارغة لتحصل على كلمة مرور قوية مولّدة.',
      passwordHint_one: 'حرف واحد على الأقل؛ اتركها فارغة لتحصل على كلمة مرور قوية مولّدة.',
      passwordHint_two: 'حرفان على الأقل؛ اتركها فارغة لتحصل على كلمة مرور قوية مولّدة.',
      passwordHint_few: '{{count, number}} أحرف على الأقل؛ اتركها فارغة لتحصل على كلمة مرور قوية مولّدة.',
      passwordHint_many: '{{count, number}} حرفًا على الأقل؛ اتركها فارغة لتحصل على كلمة مرور قوية مولّدة.',
      passwordHint_other: '{{count, number}} حرف على الأقل؛ اتركها فارغة لتحصل على كلمة مرور قوية مولّدة.',
      submit: 'إنشاء حساب المدير',
      failed: 'فشل الإعداد',
      wrongSecret: 'رمز الإعداد غير صحيح.',
      disabled: 'الإعداد مغلق على هذا الخادم: لم يُضبط ADMIN_SETUP_SECRET.',
      alreadyExists: 'يوجد مدير بالفعل، لذا أُغلق الإعداد. سجّل الدخول بذلك الحساب.',
      created: 'تم إنشاء حساب المدير',
      generatedPassword: 'كلمة المرور المولّدة',
      shownOnce: 'انسخها الآن واحفظها في مكان آمن: لن تظهر مرة أخرى.',
      copy: 'نسخ كلمة المرور',
      copied: 'تم نسخ كلمة المرور',
      copyFailed: 'تعذّر النسخ؛ حدّد كلمة المرور وانسخها يدويًا.',
      instructionsGenerated: 'سجّل الدخول بهذا البريد وكلمة المرور أعلاه.',
      instructionsChosen: 'سجّل الدخول بهذا البريد وكلمة المرور التي اخترتها.',
      goSignIn: 'الانتقال إلى تسجيل الدخول',
    },
  },
  en: {
    setupAdmin: {
      title: 'Set up the administrator',
      description:
        'Creates the first administrator account of a new installation. It works only while no administrator exists, so it is safe to repeat.',
      secret: 'Setup secret',
      secretHint: 'The value of ADMIN_SETUP_SECRET on the server.',
      chooseDetails: 'Choose the account details (optional)',
      detailsHint:
        'Leave these empty to use admin@ your domain, the username admin and a generated password.',
      passwordHint_one: 'At least {{count, number}} character; leave empty to get a strong generated one.',
      passwordHint_other: 'At least {{count, number}} characters; leave empty to get a strong generated one.',
      submit: 'Create the administrator account',
      failed: 'Setup Failed',
      wrongSecret: 'The setup secret is not right.',
      disabled: 'Setup is turned off on this server: ADMIN_SETUP_SECRET is not set.',
      alreadyExists:
        'An administrator already exists, so setup is closed. Sign in with that account instead.',
      created: 'Administrator account created',
      generatedPassword: 'Generated password',
      shownOnce: 'Copy it now and keep it somewhere safe: it will not be shown again.',
      copy: 'Copy password',
      copied: 'Password copied',
      copyFailed: 'Could not copy; select the password and copy it by hand.',
      instructionsGenerated: 'Sign in with this email and the password above.',
      instructionsChosen: 'Sign in with this email and the password you chose.',
      goSignIn: 'Go to sign in',
    },
  },
};
