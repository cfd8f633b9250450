/**
 * Strings of the report control (docs/decisions/0064-reports-and-moderation.md) and of a hidden
 * listing's notice to its owner, under `moderation`. They load with the pages that show them
 * (app/page-strings.ts). The reader may be a woman or a man: the Arabic words what happens.
 */
import type { HiddenReason, ReportReason, ReportTarget } from '@shared/moderation';

type Words<K extends string> = Record<K, string>;

const ar = {
  report: 'إبلاغ',
  reportLabel: {
    item: 'الإبلاغ عن هذا الإعلان',
    user: 'الإبلاغ عن هذا العضو',
    message: 'الإبلاغ عن هذه الرسالة',
    review: 'الإبلاغ عن هذا التقييم',
  } satisfies Words<ReportTarget>,
  dialog: {
    title: {
      item: 'الإبلاغ عن إعلان',
      user: 'الإبلاغ عن عضو',
      message: 'الإبلاغ عن رسالة',
      review: 'الإبلاغ عن تقييم',
    } satisfies Words<ReportTarget>,
    intro: 'يراجع فريق أجّر كل بلاغ، ولا يعرف صاحب المحتوى من أبلغ عنه.',
    reasonLegend: 'سبب البلاغ',
    detailsLabel: 'تفاصيل تساعد الفريق (اختياري)',
    detailsHint: 'حتى ١٠٠٠ حرف. لا حاجة لذكر بيانات شخصية.',
    submit: 'إرسال البلاغ',
    cancel: 'إلغاء',
    chooseReason: 'يلزم اختيار سبب البلاغ.',
    failed: 'تعذّر إرسال البلاغ',
    thanksTitle: 'شكرًا، وصل بلاغك',
    thanks:
      'يراجعه فريق أجّر، وتصلك النتيجة في الإشعارات. إن كان في الأمر خطر عاجل فيلزم التواصل مع الجهات المختصة (٩١١).',
    close: 'تم',
  },
  reasons: {
    fraud: 'احتيال أو نصب',
    prohibited: 'غرض ممنوع',
    offensive: 'محتوى مسيء',
    spam: 'تصنيف خاطئ أو إزعاج',
    safety: 'خطر على السلامة',
    other: 'سبب آخر',
  } satisfies Words<ReportReason>,
  reasonHints: {
    fraud: 'طلب دفع خارج أجّر، أو إعلان وهمي، أو انتحال شخصية.',
    prohibited: 'سلاح أو دواء أو غرض مقلّد أو غيره مما يمنعه أجّر.',
    offensive: 'ألفاظ أو صور مسيئة، أو تحرّش.',
    spam: 'إعلان مكرر أو في غير تصنيفه، أو رسائل دعائية.',
    safety: 'تهديد، أو غرض قد يؤذي من يستخدمه.',
    other: 'يُرجى ذكره في التفاصيل.',
  } satisfies Words<ReportReason>,
  hidden: {
    reports: {
      title: 'الإعلان مخفي حتى المراجعة',
      body: 'أُخفي الإعلان مؤقتًا بعد بلاغات عنه، ولا يراه غيرك حتى يراجعه فريق أجّر. تصلك النتيجة في الإشعارات.',
    },
    words: {
      title: 'الإعلان بانتظار المراجعة',
      body: 'في الإعلان كلمات قد تدل على غرض ممنوع، فلا يراه غيرك حتى يراجعه فريق أجّر. تصلك النتيجة في الإشعارات.',
    },
    moderator: {
      title: 'أخفى فريق أجّر هذا الإعلان',
      body: 'لا يراه غيرك. سبب الإخفاء في إشعاراتك، وللاستفسار يمكن التواصل معنا.',
    },
  } satisfies Record<HiddenReason, { title: string; body: string }>,
  removedMessage: 'أزال فريق أجّر هذه الرسالة',
};

const en: typeof ar = {
  report: 'Report',
  reportLabel: {
    item: 'Report this listing',
    user: 'Report this member',
    message: 'Report this message',
    review: 'Report this review',
  },
  dialog: {
    title: {
      item: 'Report a listing',
      user: 'Report a member',
      message: 'Report a message',
      review: 'Report a review',
    },
    intro: 'The Ajjir team reviews every report. Whoever it is about is not told who reported it.',
    reasonLegend: 'Why are you reporting it?',
    detailsLabel: 'Anything that helps the team (optional)',
    detailsHint: 'Up to 1,000 characters. No need to share personal details.',
    submit: 'Send report',
    cancel: 'Cancel',
    chooseReason: 'Choose a reason for the report.',
    failed: 'The report could not be sent',
    thanksTitle: 'Thank you, your report is in',
    thanks:
      'The Ajjir team will look at it, and you will hear the outcome in your notifications. If someone is in danger now, call the authorities (911).',
    close: 'Done',
  },
  reasons: {
    fraud: 'Fraud or a scam',
    prohibited: 'Prohibited item',
    offensive: 'Offensive content',
    spam: 'Wrong category or spam',
    safety: 'Safety risk',
    other: 'Something else',
  },
  reasonHints: {
    fraud: 'Asks for payment outside Ajjir, a fake listing, or someone pretending to be someone else.',
    prohibited: 'A weapon, medicine, a counterfeit or anything else Ajjir does not allow.',
    offensive: 'Abusive words or pictures, or harassment.',
    spam: 'A duplicate or miscategorised listing, or advertising messages.',
    safety: 'Threats, or an item that could hurt whoever uses it.',
    other: 'Please say what in the details.',
  },
  hidden: {
    reports: {
      title: 'Hidden until reviewed',
      body: 'This listing is hidden for now after reports about it: nobody else sees it until the Ajjir team reviews it. You will hear the outcome in your notifications.',
    },
    words: {
      title: 'Waiting for review',
      body: 'Some words in this listing may name a prohibited item, so nobody else sees it until the Ajjir team reviews it. You will hear the outcome in your notifications.',
    },
    moderator: {
      title: 'Hidden by the Ajjir team',
      body: 'Nobody else sees it. The reason is in your notifications; contact us with any question.',
    },
  },
  removedMessage: 'Removed by the Ajjir team',
};

export const moderationStrings = { ar: { moderation: ar }, en: { moderation: en } };
