/**
 * The words of the refusals and field problems of verification (docs/decisions/0062-verified-members.md),
 * in both languages: confirming an e-mail, a phone code, Nafath, a business's commercial
 * registration, what a booking or a listing is refused for an unverified account, and the
 * administrators' decisions (worded as admin-verifications.i18n.ts words them for the admin screens). They load with the pages' strings (app/page-strings.ts), not with every
 * page of the site; strings.test.ts checks that the site's strings and these together word every
 * error code and validation key.
 */
export const verificationProblemStrings = {
  ar: {
    errors: {
      email_unconfirmed: 'يلزم تأكيد بريدك الإلكتروني أولًا، ورابط التأكيد في صفحة التوثيق.',
      email_confirmed: 'بريدك الإلكتروني مؤكَّد من قبل.',
      identity_required: 'يشترط المالك توثيق الهوية عبر نفاذ لهذا الطلب، ويتم ذلك من صفحة التوثيق.',
      phone_missing: 'لا يوجد رقم جوال في ملفك الشخصي لإرسال الرمز إليه.',
      phone_verified: 'رقم جوالك موثّق من قبل.',
      phone_code_wait: 'أُرسل رمز قبل قليل، ويمكن طلب رمز جديد بعد دقيقة.',
      phone_code_wrong: 'الرمز غير صحيح.',
      phone_code_expired: 'انتهت صلاحية الرمز أو نفدت محاولاته، ويلزم طلب رمز جديد.',
      sms_unavailable: 'تعذّر إرسال الرسالة النصية الآن. يمكن المحاولة بعد قليل.',
      identity_verified: 'هويتك موثّقة من قبل.',
      identity_taken: 'رقم الهوية هذا يوثّق حسابًا آخر في أجّر. إن كان في ذلك خطأ فيسعدنا تواصلك معنا.',
      nafath_unavailable: 'خدمة نفاذ لا تستجيب الآن. يمكن المحاولة بعد قليل.',
      nafath_refused: 'رفض نفاذ الطلب. يلزم التأكد من الرقم، ومن وجود حساب في نفاذ به.',
      business_only: 'توثيق المنشأة متاح لحسابات المنشآت فقط.',
      business_verified: 'منشأتك موثّقة من قبل.',
      business_in_review: 'طلب توثيق منشأتك قيد المراجعة، وتصلك النتيجة حين يُبتّ فيه.',
      cr_taken: 'هذا السجل التجاري يوثّق حسابًا آخر في أجّر.',
      business_decided: 'حُسم هذا الطلب في الأثناء، وحُدّثت القائمة.',
      not_verified: 'لم يعد هذا موثّقًا، وحُدّثت الصفحة.',
    },
    validation: {
      phone_code_invalid: 'الرمز ٦ أرقام كما في الرسالة النصية.',
      national_id_invalid: 'هذا ليس رقم هوية وطنية أو إقامة صحيحًا: ١٠ أرقام تبدأ بـ ١ أو ٢.',
      cr_number_invalid: 'رقم السجل التجاري ١٠ أرقام.',
      name_reserved: 'هذا الاسم لعضو موثّق الهوية، فيلزم استخدام اسمك أنت.',
      company_name_reserved: 'منشأة موثّقة تستخدم هذا الاسم.',
    },
  },
  en: {
    errors: {
      email_unconfirmed: 'Confirm your e-mail address first; the link is on the Verification page.',
      email_confirmed: 'Your e-mail address is confirmed already.',
      identity_required:
        'The owner asks for an identity verified through Nafath for this request; you can verify yours on the Verification page.',
      phone_missing: 'Your profile has no mobile number to send the code to.',
      phone_verified: 'Your mobile number is verified already.',
      phone_code_wait: 'A code was sent moments ago; a new one can be sent in a minute.',
      phone_code_wrong: 'That code is not right.',
      phone_code_expired: 'This code has expired or has no tries left; ask for a new one.',
      sms_unavailable: 'The text message could not be sent just now. Please try again shortly.',
      identity_verified: 'Your identity is verified already.',
      identity_taken:
        'This ID number already verifies another Ajjir account. If that is wrong, please contact us.',
      nafath_unavailable: 'Nafath is not answering just now. Please try again shortly.',
      nafath_refused: 'Nafath turned the request down. Check the number, and that it has a Nafath account.',
      business_only: 'Business verification is for business accounts only.',
      business_verified: 'Your business is verified already.',
      business_in_review: 'Your business’s check is under review; you will hear once it is decided.',
      cr_taken: 'This commercial registration already verifies another Ajjir account.',
      business_decided: 'This request was decided meanwhile; the list has been refreshed.',
      not_verified: 'This is no longer verified; the page has been refreshed.',
    },
    validation: {
      phone_code_invalid: 'The code is the 6 digits in the text message.',
      national_id_invalid: 'This is not a valid national ID or Iqama number: 10 digits starting with 1 or 2.',
      cr_number_invalid: 'A commercial registration number is 10 digits.',
      name_reserved: 'This name belongs to a member whose identity is verified; use your own name.',
      company_name_reserved: 'A verified business already uses this name.',
    },
  },
};
