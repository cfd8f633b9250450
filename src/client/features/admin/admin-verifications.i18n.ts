/**
 * Strings of the verifications screen (/admin/verifications) and of the Verifications panel of a
 * member's page, under `admin.verifications` (docs/decisions/0062-verified-members.md). Added with
 * admin.i18n.ts (registerAdminStrings), so the translation tests check them with the rest; the
 * refusals these screens meet (`errors`) are also added under the site's `errors`, where
 * useErrorMessage reads them. The administrator reading them may be a woman or a man: the Arabic says
 * what happens rather than telling the reader what to do.
 */
import type { BusinessCheckStatus, BusinessReviewReason, RevocableVerification } from '@shared/verification';

type Words<K extends string> = Record<K, string>;

const ar = {
  nav: 'التوثيق',
  title: 'التوثيق',
  description:
    'طلبات توثيق حسابات المنشآت التي لم يؤكدها السجل التجاري تلقائيًا، ثم ما وُثّق منها أو رُفض أو سُحب توثيقه. لكل طلب ما أدخله العضو وما أعاده السجل، ثم القرار مع ملاحظة تُحفظ في سجل الإجراءات.',
  statusesLabel: 'حالة الطلبات',
  statuses: {
    review: 'بانتظار المراجعة',
    verified: 'موثّقة',
    rejected: 'مرفوضة',
    revoked: 'مسحوبة',
  } satisfies Words<BusinessCheckStatus>,
  loadError: 'تعذّر تحميل طلبات التوثيق.',
  empty: {
    review: 'لا توجد طلبات بانتظار المراجعة',
    verified: 'لا توجد منشآت موثّقة',
    rejected: 'لا توجد طلبات مرفوضة',
    revoked: 'لا توجد منشآت سُحب توثيقها',
  } satisfies Words<BusinessCheckStatus>,
  pagesLabel: 'صفحات طلبات التوثيق',
  count_zero: 'لا طلبات',
  count_one: 'طلب واحد',
  count_two: 'طلبان',
  count_few: '{{count, number}} طلبات',
  count_many: '{{count, number}} طلبًا',
  count_other: '{{count, number}} طلب',
  card: {
    member: 'العضو',
    companyName: 'اسم المنشأة المُدخل',
    crNumber: 'رقم السجل التجاري',
    vatNumber: 'الرقم الضريبي',
    notGiven: 'لم يُذكر',
    askedAt: 'تاريخ الطلب',
    decidedAt: 'تاريخ القرار',
    registry: 'ما أعاده السجل التجاري',
    registeredName: 'الاسم المسجّل',
    registryStatus: 'حالة السجل',
    noAnswer: 'لم يُجب السجل التجاري عن هذا الطلب.',
    reason: 'سبب المراجعة',
    note: 'ملاحظة القرار',
    reasons: {
      name_mismatch: 'الاسم المُدخل لا يطابق الاسم المسجّل',
      not_active: 'السجل التجاري غير نشط',
      not_found: 'لم يُعثر على سجل تجاري بهذا الرقم',
      registry_unavailable: 'تعذّر الوصول إلى السجل التجاري وقت الطلب',
      name_taken: 'منشأة موثّقة أخرى تستخدم هذا الاسم',
    } satisfies Words<BusinessReviewReason>,
  },
  decision: {
    title: 'القرار',
    legend: 'القرار',
    choices: { verify: 'توثيق المنشأة', reject: 'رفض الطلب' },
    effects: {
      verify: 'تظهر شارة المنشأة الموثّقة على ملف العضو وإعلاناته.',
      reject: 'يبقى الحساب دون شارة المنشأة، وتظهر الملاحظة للعضو في صفحة التوثيق.',
    },
    choiceRequired: 'يلزم اختيار التوثيق أو الرفض.',
    note: 'ملاحظة',
    noteHint: 'تُحفظ في سجل الإجراءات، وتظهر للعضو إذا رُفض الطلب.',
    notePlaceholder: 'مثال: الاسم المسجّل هو الاسم التجاري نفسه بصيغة أخرى',
    noteMin_zero: 'يلزم كتابة ملاحظة.',
    noteMin_one: 'يلزم كتابة ملاحظة من حرف واحد على الأقل.',
    noteMin_two: 'يلزم كتابة ملاحظة من حرفين على الأقل.',
    noteMin_few: 'يلزم كتابة ملاحظة من {{count, number}} أحرف على الأقل.',
    noteMin_many: 'يلزم كتابة ملاحظة من {{count, number}} حرفًا على الأقل.',
    noteMin_other: 'يلزم كتابة ملاحظة من {{count, number}} حرف على الأقل.',
    submit: 'متابعة',
    confirmTitle: { verify: 'توثيق هذه المنشأة؟', reject: 'رفض هذا الطلب؟' },
    confirmDescription: {
      verify: 'تظهر شارة المنشأة الموثّقة على ملف العضو وإعلاناته، ويُحفظ القرار مع الملاحظة في سجل الإجراءات.',
      reject: 'يبقى الحساب دون شارة المنشأة، وتظهر الملاحظة للعضو، ويُحفظ القرار في سجل الإجراءات.',
    },
    confirm: { verify: 'توثيق المنشأة', reject: 'رفض الطلب' },
    cancel: 'إلغاء',
    done: { verify: 'وُثّقت المنشأة', reject: 'رُفض الطلب' },
  },
  user: {
    title: 'التوثيق',
    loadError: 'تعذّر تحميل حالة التوثيق.',
    kinds: {
      email: 'البريد الإلكتروني',
      phone: 'رقم الجوال',
      identity: 'الهوية (نفاذ)',
      business: 'المنشأة (السجل التجاري)',
    } satisfies Words<RevocableVerification>,
    confirmedOn: 'مؤكَّد في {{date}}',
    verifiedOn: 'موثّق في {{date}}',
    notConfirmed: 'غير مؤكَّد',
    notVerified: 'غير موثّق',
    noPhone: 'لا يوجد رقم في الملف',
    noBusiness: 'لم يُقدَّم طلب لتوثيق المنشأة',
    provider: 'جهة التوثيق',
    level: 'مستوى التوثيق',
    document: 'المستند',
    documents: { citizen: 'هوية وطنية', resident: 'إقامة' },
    name: 'الاسم الموثّق',
    status: 'الحالة',
    revoke: 'سحب',
    revokeNamed: {
      email: 'سحب تأكيد البريد الإلكتروني',
      phone: 'سحب توثيق رقم الجوال',
      identity: 'سحب توثيق الهوية',
      business: 'سحب توثيق المنشأة',
    } satisfies Words<RevocableVerification>,
  },
  revoke: {
    title: {
      email: 'سحب تأكيد البريد الإلكتروني؟',
      phone: 'سحب توثيق رقم الجوال؟',
      identity: 'سحب توثيق الهوية؟',
      business: 'سحب توثيق المنشأة؟',
    } satisfies Words<RevocableVerification>,
    description: {
      email: 'يعود البريد الإلكتروني غير مؤكَّد، فلا يعرض العضو أغراضًا ولا يطلب حجوزات حتى يؤكده من جديد.',
      phone: 'تُزال شارة الجوال الموثّق من ملف العضو حتى يُوثَّق رقمه من جديد.',
      identity:
        'تُزال شارة الهوية الموثّقة، ولا يحجز العضو الإعلانات المقصورة على الموثّقين حتى تُوثَّق هويته من جديد.',
      business: 'تُزال شارة المنشأة الموثّقة من ملف العضو وإعلاناته، ويظهر له السبب في صفحة التوثيق.',
    } satisfies Words<RevocableVerification>,
    reason: 'السبب',
    reasonHint: 'يُحفظ مع الإجراء في سجل الإجراءات.',
    reasonPlaceholder: 'مثال: بلاغ بأن الرقم لم يعد يخص العضو',
    reasonMin_zero: 'يلزم ذكر السبب.',
    reasonMin_one: 'يلزم ذكر السبب في حرف واحد على الأقل.',
    reasonMin_two: 'يلزم ذكر السبب في حرفين على الأقل.',
    reasonMin_few: 'يلزم ذكر السبب في {{count, number}} أحرف على الأقل.',
    reasonMin_many: 'يلزم ذكر السبب في {{count, number}} حرفًا على الأقل.',
    reasonMin_other: 'يلزم ذكر السبب في {{count, number}} حرف على الأقل.',
    confirm: 'سحب التوثيق',
    cancel: 'إلغاء',
    done: {
      email: 'سُحب تأكيد البريد الإلكتروني',
      phone: 'سُحب توثيق رقم الجوال',
      identity: 'سُحب توثيق الهوية',
      business: 'سُحب توثيق المنشأة',
    } satisfies Words<RevocableVerification>,
    failed: 'تعذّر سحب التوثيق',
  },
  errors: {
    business_decided: 'حُسم هذا الطلب في الأثناء، وحُدّثت القائمة.',
    not_verified: 'لم يعد هذا موثّقًا، وحُدّثت الصفحة.',
  },
};

const en = {
  nav: 'Verifications',
  title: 'Verifications',
  description:
    'Business accounts whose commercial registration the register did not confirm on its own, then those verified, turned down or revoked. Each shows what the member gave and what the register said, then the decision, with a note kept in the audit log.',
  statusesLabel: 'Request status',
  statuses: {
    review: 'Waiting for review',
    verified: 'Verified',
    rejected: 'Turned down',
    revoked: 'Revoked',
  } satisfies Words<BusinessCheckStatus>,
  loadError: 'The verification requests could not be loaded.',
  empty: {
    review: 'No requests waiting for review',
    verified: 'No verified businesses',
    rejected: 'No turned-down requests',
    revoked: 'No revoked businesses',
  } satisfies Words<BusinessCheckStatus>,
  pagesLabel: 'Pages of verification requests',
  count_one: '1 request',
  count_other: '{{count, number}} requests',
  card: {
    member: 'Member',
    companyName: 'Company name given',
    crNumber: 'CR number',
    vatNumber: 'VAT number',
    notGiven: 'Not given',
    askedAt: 'Asked on',
    decidedAt: 'Decided on',
    registry: 'What the register said',
    registeredName: 'Registered name',
    registryStatus: 'Registration status',
    noAnswer: 'The register gave no answer to this request.',
    reason: 'Why it is in review',
    note: 'Decision note',
    reasons: {
      name_mismatch: 'The name given does not match the registered name',
      not_active: 'The registration is not active',
      not_found: 'No registration with this number was found',
      registry_unavailable: 'The register could not be reached at the time',
      name_taken: 'Another verified business uses this name',
    } satisfies Words<BusinessReviewReason>,
  },
  decision: {
    title: 'Decision',
    legend: 'Decision',
    choices: { verify: 'Verify the business', reject: 'Turn it down' },
    effects: {
      verify: 'The verified business badge shows on the member’s profile and listings.',
      reject:
        'The account stays without the business badge; the member sees the note on their verification page.',
    },
    choiceRequired: 'Choose to verify or to turn down.',
    note: 'Note',
    noteHint: 'Kept in the audit log, and shown to the member if the request is turned down.',
    notePlaceholder: 'e.g. The registered name is the same trade name written another way',
    noteMin_one: 'Write a note of at least 1 character.',
    noteMin_other: 'Write a note of at least {{count, number}} characters.',
    submit: 'Continue',
    confirmTitle: { verify: 'Verify this business?', reject: 'Turn this request down?' },
    confirmDescription: {
      verify:
        'The verified business badge shows on the member’s profile and listings; the decision and its note are kept in the audit log.',
      reject:
        'The account stays without the business badge, the member sees the note, and the decision is kept in the audit log.',
    },
    confirm: { verify: 'Verify business', reject: 'Turn down' },
    cancel: 'Cancel',
    done: { verify: 'Business verified', reject: 'Request turned down' },
  },
  user: {
    title: 'Verifications',
    loadError: 'The verifications could not be loaded.',
    kinds: {
      email: 'E-mail',
      phone: 'Mobile number',
      identity: 'Identity (Nafath)',
      business: 'Business (commercial registration)',
    } satisfies Words<RevocableVerification>,
    confirmedOn: 'Confirmed on {{date}}',
    verifiedOn: 'Verified on {{date}}',
    notConfirmed: 'Not confirmed',
    notVerified: 'Not verified',
    noPhone: 'No number on the profile',
    noBusiness: 'No business check asked for',
    provider: 'Verified by',
    level: 'Level',
    document: 'Document',
    documents: { citizen: 'National ID', resident: 'Iqama' },
    name: 'Verified name',
    status: 'Status',
    revoke: 'Revoke',
    revokeNamed: {
      email: 'Revoke e-mail confirmation',
      phone: 'Revoke mobile number verification',
      identity: 'Revoke identity verification',
      business: 'Revoke business verification',
    } satisfies Words<RevocableVerification>,
  },
  revoke: {
    title: {
      email: 'Revoke the e-mail confirmation?',
      phone: 'Revoke the mobile number verification?',
      identity: 'Revoke the identity verification?',
      business: 'Revoke the business verification?',
    } satisfies Words<RevocableVerification>,
    description: {
      email:
        'The e-mail goes back to unconfirmed: the member can neither list nor request until it is confirmed again.',
      phone: 'The verified phone badge leaves the member’s profile until the number is verified again.',
      identity:
        'The verified identity badge goes, and the member cannot book listings kept for verified members until their identity is verified again.',
      business:
        'The verified business badge leaves the member’s profile and listings; the member sees the reason on their verification page.',
    } satisfies Words<RevocableVerification>,
    reason: 'Reason',
    reasonHint: 'Kept with the action in the audit log.',
    reasonPlaceholder: 'e.g. Reported: the number no longer belongs to the member',
    reasonMin_one: 'Give a reason of at least 1 character.',
    reasonMin_other: 'Give a reason of at least {{count, number}} characters.',
    confirm: 'Revoke',
    cancel: 'Cancel',
    done: {
      email: 'E-mail confirmation revoked',
      phone: 'Mobile number verification revoked',
      identity: 'Identity verification revoked',
      business: 'Business verification revoked',
    } satisfies Words<RevocableVerification>,
    failed: 'The verification could not be revoked',
  },
  errors: {
    business_decided: 'This request was decided meanwhile; the list has been refreshed.',
    not_verified: 'This is no longer verified; the page has been refreshed.',
  },
};

export const adminVerificationsStrings = { ar, en };
