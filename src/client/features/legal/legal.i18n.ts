/**
 * Strings of the legal pages and consents (docs/decisions/0063-legal-consents.md), both languages:
 * the frame of the Terms, the Privacy notice and the Contact page, the consent box of the sign-up
 * form, and the prompt asking a signed-in member to accept new versions. They load with those
 * pages and the sign-up form (registerLegalStrings), never with the site's first page. The
 * documents' own words are in terms-document.ts and privacy-document.ts.
 *
 * Arabic speaks to a reader whose gender is unknown: nouns, the passive and "يلزم" rather than
 * imperatives.
 */
import { LANGUAGES } from '@shared/constants';
import type { i18n as I18n } from 'i18next';

export const legalStrings = {
  ar: {
    legal: {
      terms: 'شروط الاستخدام',
      privacy: 'إشعار الخصوصية',
      contact: 'اتصل بنا',
      version: 'الإصدار النافذ منذ {{date}} ({{hijri}})',
      contents: 'المحتويات',
      loadError: 'تعذّر تحميل الصفحة.',
      demoNotice: 'هذا موقع تجريبي: بيانات المشغّل أدناه أمثلة، ولا تُقبض فيه أموال حقيقية.',
      readAlso: 'اقرأ أيضًا',
      operator: {
        title: 'المشغّل',
        name: 'الاسم المسجّل',
        cr: 'رقم السجل التجاري',
        vat: 'الرقم الضريبي',
        address: 'العنوان',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
      },
      contactPage: {
        intro:
          'للأسئلة عن حجز أو دفعة أو عن هذه الشروط، أو لطلب يخص البيانات الشخصية، تُرسل رسالة إلى البريد أدناه مع اسم المستخدم في أجّر ورقم الحجز إن وُجد.',
        privacyTitle: 'طلبات البيانات الشخصية',
        privacyBody:
          'الاطلاع على البيانات وتصحيحها ونسخة منها وإغلاق الحساب متاحة من صفحة الخصوصية والحساب، ولغير ذلك يُكتب إلى البريد أدناه، ويُرد على الطلب خلال المدة التي يحددها نظام حماية البيانات الشخصية.',
        reportTitle: 'الإبلاغ عن مشكلة',
        reportBody:
          'لكل إعلان وملف شخصي ورسالة وتقييم زرّ «إبلاغ» يصل إلى فريق أجّر مباشرة مع ما يلزم لمراجعته. يُختار السبب (احتيال، غرض محظور، محتوى مسيء، تصنيف خاطئ أو إزعاج، سلامة، غير ذلك) ويمكن إضافة وصف قصير، ويُبلَّغ صاحب البلاغ بالنتيجة عند البت فيه.',
        emergencyTitle: 'عند الخطر',
        emergencyBody:
          'إن كان في الأمر خطر على أحد فالاتصال بالطوارئ أولًا على الرقم الموحّد ٩١١، ثم إبلاغ أجّر.',
        disputesTitle: 'خلاف على حجز',
        disputesBody:
          'المطالبات من التأمين والاعتراض على سجلات التسليم وبلاغات عدم الحضور تُفتح من صفحة الحجز نفسها، فتصل إلى فريق أجّر مع سجل الحجز كاملًا.',
        write: 'مراسلة أجّر',
        call: 'الاتصال بأجّر',
      },
      consent: {
        label: 'قرأتُ <termsLink>{{terms}}</termsLink> و<privacyLink>{{privacy}}</privacyLink> وأوافق عليهما.',
        newTab: '(تُفتح في تبويب جديد)',
      },
      prompt: {
        title: 'تحديث على شروط أجّر',
        bodyTerms: 'صدر إصدار جديد من شروط الاستخدام. يلزم الاطلاع عليه والموافقة عليه لمتابعة استخدام أجّر.',
        bodyPrivacy:
          'صدر إصدار جديد من إشعار الخصوصية. يلزم الاطلاع عليه والموافقة عليه لمتابعة استخدام أجّر.',
        bodyBoth:
          'حُدّثت شروط الاستخدام وإشعار الخصوصية في أجّر. يلزم الاطلاع عليهما والموافقة عليهما لمتابعة استخدام الحساب.',
        read: 'قراءة {{document}}',
        accept: 'أوافق',
        accepting: 'جارٍ الحفظ…',
        signOut: 'تسجيل الخروج',
        failed: 'تعذّر حفظ الموافقة. يُرجى المحاولة مرة أخرى.',
        accepted: 'شكرًا، حُفظت الموافقة.',
      },
    },
    validation: {
      consent_required: 'يلزم قبول شروط الاستخدام وإشعار الخصوصية لإنشاء الحساب.',
      consent_outdated: 'تغيّرت الشروط أو إشعار الخصوصية. يُرجى تحديث الصفحة لقراءة الإصدار الحالي.',
    },
  },
  en: {
    legal: {
      terms: 'Terms of use',
      privacy: 'Privacy notice',
      contact: 'Contact',
      version: 'Version in force since {{date}} ({{hijri}})',
      contents: 'Contents',
      loadError: "This page couldn't be loaded.",
      demoNotice:
        "This is a demo site: the operator's details below are examples, and no real money is taken.",
      readAlso: 'Read also',
      operator: {
        title: 'The operator',
        name: 'Registered name',
        cr: 'Commercial registration',
        vat: 'VAT number',
        address: 'Address',
        email: 'Email',
        phone: 'Phone',
      },
      contactPage: {
        intro:
          'For questions about a booking, a payment or these terms, or a request about your personal data, write to the address below with your Ajjir username and the booking number if there is one.',
        privacyTitle: 'Requests about your personal data',
        privacyBody:
          'Seeing, correcting and downloading your data and closing your account are on the Privacy and account page; for anything else, write to the address below. Requests are answered within the time the Personal Data Protection Law sets.',
        reportTitle: 'Reporting a problem',
        reportBody:
          "Every listing, profile, message and review has a Report button that goes straight to Ajjir's team with what they need to review it. You choose a reason (fraud or scam, prohibited item, offensive content, wrong category or spam, safety, other), may add a few words, and are told the outcome once it is decided.",
        emergencyTitle: 'If someone is in danger',
        emergencyBody: 'Call the emergency services first, on the unified number 911. Then tell Ajjir.',
        disputesTitle: 'A disagreement about a booking',
        disputesBody:
          "Claims on a deposit, objections to a hand-over record and no-show reports are opened from the booking's own page, so they reach Ajjir's team with the booking's whole record.",
        write: 'Email Ajjir',
        call: 'Call Ajjir',
      },
      consent: {
        label:
          'I have read and accept the <termsLink>{{terms}}</termsLink> and the <privacyLink>{{privacy}}</privacyLink>.',
        newTab: '(opens in a new tab)',
      },
      prompt: {
        title: "An update to Ajjir's terms",
        bodyTerms: 'The Terms of use have a new version. Please read it and accept it to go on using Ajjir.',
        bodyPrivacy:
          'The Privacy notice has a new version. Please read it and accept it to go on using Ajjir.',
        bodyBoth:
          "Ajjir's Terms of use and Privacy notice have been updated. Please read them and accept them to go on using your account.",
        read: 'Read the {{document}}',
        accept: 'I accept',
        accepting: 'Saving…',
        signOut: 'Sign out',
        failed: "Your consent couldn't be saved. Please try again.",
        accepted: 'Thank you; your consent is saved.',
      },
    },
    validation: {
      consent_required: 'Please accept the Terms of use and the Privacy notice to create your account.',
      consent_outdated:
        'The Terms or the Privacy notice changed. Please reload the page to read the current version.',
    },
  },
};

/**
 * Adds the legal strings to i18next (adding again changes nothing); to one not yet started (a
 * test importing the module first), once it starts.
 */
export function registerLegalStrings(i18n: I18n): void {
  const add = () => {
    for (const language of LANGUAGES) {
      i18n.addResourceBundle(language, 'translation', legalStrings[language], true, false);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
