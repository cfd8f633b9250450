/**
 * Strings of the Privacy and account page (/settings, docs/decisions/0066-closed-accounts.md), both
 * languages: downloading one's data and closing the account, what is removed and what is kept.
 * Spread into the pages' strings (app/page-strings.ts) under `settings`; the refusal into the site's
 * `errors` with them.
 *
 * Arabic speaks to a reader whose gender is unknown: nouns, the passive and "يلزم" rather than
 * imperatives.
 */
export const accountStrings = {
  ar: {
    /** Where a closed account appears to others (its name is said by lib/person-name.ts). */
    formerMember: {
      conversationClosed: 'هذا الحساب مغلق، فلا تصله رسائل. وتبقى رسائل الحجز هنا للاطلاع.',
    },
    settings: {
      title: 'الخصوصية والحساب',
      subtitle: 'ما يخص بياناتك في أجّر: الأعضاء المحظورون، ونسخة من بياناتك، وإغلاق الحساب.',
      download: {
        title: 'تنزيل بياناتك',
        body: 'ملف واحد بصيغة JSON فيه كل ما يحفظه أجّر عنك: الملف الشخصي، والإعلانات، والحجوزات من جهة الاستئجار ومن جهة التأجير، والرسائل، والتقييمات المكتوبة منك وعنك، والمدفوعات والمبالغ المستردة والفواتير الصادرة باسمك، وحساب التحويل (برقم آيبان مخفي)، والتوثيق، والموافقة على الشروط، والبلاغات المرسلة، والأعضاء المحظورين، والإشعارات، والأجهزة المسجّل دخولها، وسجل ما جرى على الحساب.',
        button: 'تنزيل بياناتي',
        pending: 'جارٍ تجهيز الملف…',
        done: 'نُزّل الملف',
        failed: 'تعذّر تنزيل الملف.',
      },
      close: {
        title: 'إغلاق الحساب',
        intro: 'إغلاق الحساب نهائي ولا رجعة فيه. وقبل الإغلاق يُنصح بتنزيل نسخة من بياناتك.',
        removedTitle: 'ما يُحذف',
        removed: {
          profile: 'الاسم والصورة والنبذة والجوال والعنوان وبيانات المنشأة.',
          listings: 'الإعلانات كلها، فتختفي من أجّر.',
          private: 'المحادثات خارج الحجوزات، والمفضلة، والإشعارات، وقائمة المحظورين.',
          payout: 'حساب التحويل البنكي، وطلبات التوثيق الجارية.',
          signIn: 'البريد الإلكتروني وكلمة المرور، فلا يعود الدخول بهما ممكنًا.',
        },
        keptTitle: 'ما يُحفظ، ولماذا',
        kept: {
          bookings: 'الحجوزات ورسائلها، لأنها تخص الطرف الآخر أيضًا، ويظهر فيها الاسم «عضو سابق».',
          invoices:
            'الفواتير الضريبية والإشعارات الدائنة والسجلات المالية، لأن نظام ضريبة القيمة المضافة يلزم بحفظها المدة التي يحددها.',
          reviews: 'التقييمات المكتوبة، وتظهر باسم «عضو سابق» دون صورة.',
          proof: 'الموافقة على الشروط وسياسة الخصوصية، وسجل التوثيق دون الأسماء، إثباتًا لما جرى.',
        },
        checking: 'جارٍ التحقق مما إذا كان الإغلاق ممكنًا…',
        loadError: 'تعذّر التحقق مما إذا كان الإغلاق ممكنًا.',
        blockedTitle: 'لا يمكن إغلاق الحساب الآن',
        blockedBody: 'يلزم أولًا أن ينتهي ما يلي:',
        blockers: {
          rentals: 'طلبات أو إيجارات لم تنتهِ بعد، من جهة الاستئجار أو التأجير.',
          claims: 'مطالبة على مبلغ تأمين لم تُحسم بعد.',
          no_shows: 'بلاغ عدم حضور أو عدم تسليم لم يُغلق بعد.',
          handovers: 'تسليم أو إرجاع ينتظر ردًا، أو اعتراض لم يُبتّ فيه بعد.',
          money_held: 'مبلغ إيجار أو تأمين ما زال محجوزًا حتى تنقضي مدة المطالبات بعد الإرجاع.',
          balance: 'أرباح لم تُحوَّل إلى الحساب البنكي بعد، ويلزم طلب تحويلها.',
          payouts: 'تحويل في طريقه إلى البنك، ويلزم انتظار وصوله.',
          refunds: 'مبلغ مسترد لم يصل إلى البطاقة بعد، ويصل عادةً خلال أيام.',
        },
        links: { rentals: 'صفحة الإيجارات', earnings: 'صفحة الأرباح' },
        admin: 'حسابات المشرفين لا تُغلق من هنا.',
        open: 'إغلاق حسابي',
        dialog: {
          title: 'إغلاق الحساب نهائيًا',
          description:
            'بعد الإغلاق يُسجَّل الخروج من كل الأجهزة، ولا يمكن الدخول بهذا الحساب مرة أخرى. ولاستخدام أجّر لاحقًا يلزم حساب جديد.',
          password: 'كلمة المرور الحالية',
          confirm: 'مفهوم أن الإغلاق نهائي، وأن ما ذُكر في «ما يُحذف» يُحذف.',
          confirmRequired: 'يلزم تأكيد العلم بأن الإغلاق نهائي.',
          cancel: 'تراجع',
          submit: 'إغلاق الحساب',
          pending: 'جارٍ الإغلاق…',
        },
        closed: 'أُغلق الحساب',
        closedBody: 'حُذفت بياناتك الشخصية من أجّر. شكرًا لك.',
        failed: 'تعذّر إغلاق الحساب',
      },
    },
  },
  en: {
    formerMember: {
      conversationClosed:
        'This member closed their account and receives no messages; the booking’s messages stay here to read.',
    },
    settings: {
      title: 'Privacy and account',
      subtitle: 'Your data at Ajjir: members you blocked, a copy of your data, and closing your account.',
      download: {
        title: 'Download your data',
        body: 'One JSON file with everything Ajjir keeps about you: your profile, listings, bookings as renter and as owner, messages, the reviews you wrote and received, payments, refunds and the invoices addressed to you, your payout account (its IBAN masked), verifications, your consent to the terms, the reports you sent, members you blocked, notifications, signed-in devices, and the record of what was done to your account.',
        button: 'Download my data',
        pending: 'Preparing the file…',
        done: 'File downloaded',
        failed: 'The file could not be downloaded.',
      },
      close: {
        title: 'Close your account',
        intro:
          'Closing your account is final and cannot be undone. Download a copy of your data first if you want one.',
        removedTitle: 'What is removed',
        removed: {
          profile: 'Your name, photo, bio, mobile number, address and business details.',
          listings: 'All your listings: they leave Ajjir.',
          private: 'Conversations outside bookings, saved items, notifications and the members you blocked.',
          payout: 'Your payout bank account, and verification requests under way.',
          signIn: 'Your e-mail address and password: they no longer sign anyone in.',
        },
        keptTitle: 'What is kept, and why',
        kept: {
          bookings:
            'Bookings and their messages, which belong to the other side too; you show in them as “Former member”.',
          invoices:
            'Tax invoices, credit notes and the money records, which the VAT law requires to be kept for the period it sets.',
          reviews: 'The reviews you wrote, under “Former member”, without a photo.',
          proof:
            'Your consent to the terms and privacy notice, and the verification record without names, as proof of what took place.',
        },
        checking: 'Checking whether your account can close…',
        loadError: 'Could not check whether your account can close.',
        blockedTitle: 'Your account cannot close yet',
        blockedBody: 'These need to finish first:',
        blockers: {
          rentals: 'Requests or rentals not finished yet, as renter or owner.',
          claims: 'A claim against a deposit not yet settled.',
          no_shows: 'A no-show case not yet closed.',
          handovers: 'A hand-over or return waiting for an answer, or an objection not yet looked at.',
          money_held:
            'A rental’s payment or deposit still held until the claim window after the return closes.',
          balance: 'Earnings not yet paid out to your bank; a payout needs to be asked for.',
          payouts: 'A payout on its way to your bank; it needs to arrive first.',
          refunds: 'A refund not yet back on the card; it usually arrives within days.',
        },
        links: { rentals: 'Go to Rentals', earnings: 'Go to Earnings' },
        admin: 'Administrators’ accounts are not closed from here.',
        open: 'Close my account',
        dialog: {
          title: 'Close your account for good',
          description:
            'Once closed, every device is signed out and this account cannot be signed in to again. To use Ajjir later, a new account is needed.',
          password: 'Current password',
          confirm:
            'I understand that closing is final and that what is listed under “What is removed” is removed.',
          confirmRequired: 'Please confirm that you understand closing is final.',
          cancel: 'Keep my account',
          submit: 'Close account',
          pending: 'Closing…',
        },
        closed: 'Your account is closed',
        closedBody: 'Your personal data was removed from Ajjir. Thank you.',
        failed: 'The account could not be closed',
      },
    },
  },
};

/** The refusal to close while something is open, for `errors` (the page lists what, from GET /api/account/closing). */
export const accountProblemStrings = {
  ar: {
    errors: {
      account_not_closable:
        'لا يمكن إغلاق الحساب ما دام فيه إيجار أو مبلغ لم ينتهِ، والتفاصيل في صفحة «الخصوصية والحساب».',
    },
    validation: {},
  },
  en: {
    errors: {
      account_not_closable:
        'The account cannot close while a rental or money is still open; the Privacy and account page says what.',
    },
    validation: {},
  },
};
