/**
 * The words of a notification, in both languages, from its type and data.
 * The API sends both (`Notification.text`), and e-mails use the reader's.
 */
import type { NotificationData } from './api-types';
import type { ClaimReason } from './claims';
import type { Language, NotificationType } from './constants';
import { formatHalalas, formatMoment } from './format';
import { isolate } from './names';
import type { NoShowDecision } from './no-shows';
import type { PayoutFailure } from './payout-failures';

export { bookingLink, notificationLinkOf } from './notification-links';

export { isolate };

type Words = (data: NotificationData) => string;

const quoted = {
  ar: (title = '') => `«${isolate(title)}»`,
  en: (title = '') => `“${isolate(title)}”`,
};

/** Who cancelled a booking, as its notification names them. */
const BY = {
  ar: { renter: 'المستأجر', owner: 'المالك', admin: 'فريق أجّر' },
  en: { renter: 'the renter', owner: 'the owner', admin: 'the Ajjir team' },
} as const;
/** Why a payout failed, in a clause (shared/payout-failures.ts); the gateway's words are the administrators'. */
const FAILURE_WORDS: Record<Language, Record<PayoutFailure, string>> = {
  ar: {
    account_closed: 'الحساب مغلق لدى البنك',
    account_refused: 'لم يقبل البنك التحويل إلى هذا الحساب',
    returned: 'أعاده البنك بعد التحويل',
    city_missing: 'يلزم إضافة مدينتك في ملفك الشخصي',
    other: 'لم تُكمله خدمة الدفع',
  },
  en: {
    account_closed: 'the bank says the account is closed',
    account_refused: 'the bank did not accept a transfer to this account',
    returned: 'your bank sent it back',
    city_missing: 'your profile needs your city',
    other: 'the payment service could not complete it',
  },
};

/** A claim's reason in a clause (shared/claims.ts). */
const CLAIM_REASON_WORDS: Record<Language, Record<ClaimReason, string>> = {
  ar: { damage: 'ضرر', missing_parts: 'قطع ناقصة', late_return: 'تأخر الإرجاع', cleaning: 'تنظيف' },
  en: { damage: 'damage', missing_parts: 'missing parts', late_return: 'late return', cleaning: 'cleaning' },
};

/** A claim's next deadline, in Riyadh time with its weekday. */
const by = (d: NotificationData, language: Language) =>
  d.deadline ? formatMoment(d.deadline, language) : '';

/** What a no-show case's decision means for the money, in a clause (shared/no-shows.ts). */
const NO_SHOW_DECISION_WORDS: Record<Language, Record<NoShowDecision, string>> = {
  ar: {
    refund_in_full: 'يُردّ للمستأجر المبلغ كاملًا',
    renter_no_show:
      'لم يحضر المستأجر للاستلام، فيُردّ له ما تنص عليه سياسة الإلغاء بعد يوم الاستلام ومبلغ التأمين كاملًا',
    rental_took_place: 'تمّ الإيجار، ويصل المالكَ مستحقُّه بعد انتهاء مهلة المطالبات',
  },
  en: {
    refund_in_full: 'the renter is refunded in full',
    renter_no_show:
      'the renter did not come for the pickup, and gets back what the cancellation policy gives after the pickup day, with the deposit in full',
    rental_took_place: 'the rental took place, and the owner is paid once the claim window closes',
  },
};

function noShowDecided(d: NotificationData, language: Language): string {
  const title = quoted[language](d.itemTitle);
  if (d.lapse === 'owner_silent') {
    return language === 'ar'
      ? `لم يصل رد من المالك على بلاغ عدم تسليم ${title} خلال المهلة، فيُردّ للمستأجر المبلغ كاملًا`
      : `The owner did not answer the report that ${title} was not handed over in time, so the renter is refunded in full`;
  }
  if (d.lapse === 'undecided') {
    return language === 'ar'
      ? `لم يصدر قرار في حجز ${title} خلال المهلة، فيُردّ للمستأجر المبلغ كاملًا`
      : `No decision on the booking of ${title} was made in time, so the renter is refunded in full`;
  }
  const outcome = d.outcome === 'handed_over' || !d.outcome ? 'rental_took_place' : d.outcome;
  const what = NO_SHOW_DECISION_WORDS[language][outcome];
  return language === 'ar'
    ? `قرر فريق أجّر في حجز ${title}: ${what}. السبب: ${isolate(d.reason ?? '')}`
    : `The Ajjir team decided on the booking of ${title}: ${what}. Reason: ${isolate(d.reason ?? '')}`;
}

/** The side that confirmed a hand-over or return, as the other reads it. */
const SIDE = {
  ar: { owner: 'المالك', renter: 'المستأجر' },
  en: { owner: 'The owner', renter: 'The renter' },
} as const;

/** What a report was about, as a moderation notification names it (shared/moderation.ts). */
function reported(d: NotificationData, language: Language): string {
  const words = {
    ar: { item: `الإعلان ${quoted.ar(d.itemTitle)}`, user: 'حساب عضو', message: 'رسالة', review: 'تقييم' },
    en: {
      item: `the listing ${quoted.en(d.itemTitle)}`,
      user: 'a member’s account',
      message: 'a message',
      review: 'a review',
    },
  };
  return words[language][d.targetType ?? 'item'];
}

/** The administrator's words after a colon, when there are some. */
const because = (d: NotificationData) => (d.reason ? `: ${isolate(d.reason)}` : '');

const WORDS: Record<Language, Record<NotificationType, Words>> = {
  ar: {
    booking_requested: (d) =>
      `طلب حجز جديد على ${quoted.ar(d.itemTitle)}${d.actorName ? ` من ${isolate(d.actorName)}` : ''}`,
    booking_confirmed: (d) => `تأكّد حجزك لـ${quoted.ar(d.itemTitle)}`,
    booking_declined: (d) => `رُفض طلبك لـ${quoted.ar(d.itemTitle)}`,
    booking_expired: (d) => `انتهت مهلة طلبك لـ${quoted.ar(d.itemTitle)} دون رد`,
    booking_cancelled: (d) => {
      const by = d.by ? ` من جهة ${BY.ar[d.by]}` : '';
      if (d.amount === undefined) return `أُلغي حجز ${quoted.ar(d.itemTitle)}${by}`;
      const kept = d.amount > 0 ? `يبقى لك منه ${formatHalalas(d.amount, 'ar')}` : 'لا يبقى لك منه شيء';
      return `أُلغي حجز ${quoted.ar(d.itemTitle)}${by}، و${kept} حسب سياسة الإلغاء`;
    },
    booking_active: (d) => `سُلّم إليك ${quoted.ar(d.itemTitle)}، استمتع به`,
    booking_completed: (d) => `اكتمل إيجار ${quoted.ar(d.itemTitle)}`,
    review_received: (d) => `وصلك تقييم جديد${d.actorName ? ` من ${isolate(d.actorName)}` : ''}`,
    review_reminder: (d) => `اكتمل إيجار ${quoted.ar(d.itemTitle)}: قيّم تجربتك خلال ١٤ يومًا`,
    new_message: (d) => {
      const count = d.count ?? 1;
      const from = isolate(d.actorName);
      if (count <= 1) return `رسالة جديدة من ${from}`;
      if (count === 2) return `رسالتان جديدتان من ${from}`;
      const number = new Intl.NumberFormat('ar-SA-u-nu-arab').format(count);
      return count <= 10 ? `${number} رسائل جديدة من ${from}` : `${number} رسالة جديدة من ${from}`;
    },
    listing_removed: (d) => `أزال فريق أجّر إعلانك ${quoted.ar(d.itemTitle)}`,
    payout_account_changed: (d) =>
      `تغيّر الحساب البنكي اللي تُحوَّل له مستحقاتك إلى آيبان ينتهي بـ${isolate(d.ibanLast4)}. إن لم يكن التغيير منك فنرجو التواصل معنا فورًا`,
    payout_mobile_changed: () =>
      'تغيّر رقم الجوال اللي يُذكر في تحويل مستحقاتك. إن لم يكن التغيير منك فنرجو التواصل معنا فورًا',
    payout_requested: (d) =>
      `بدأ تحويل ${formatHalalas(d.amount ?? 0, 'ar')} إلى الآيبان المنتهي بـ${isolate(d.ibanLast4)}`,
    payouts_held: () => 'أوقف فريق أجّر تحويل مستحقاتك مؤقتًا للمراجعة',
    payouts_released: () => 'استأنف فريق أجّر تحويل مستحقاتك',
    payout_failed: (d) =>
      `تعذّر تحويل ${formatHalalas(d.amount ?? 0, 'ar')} إلى الآيبان المنتهي بـ${isolate(d.ibanLast4)}: ${FAILURE_WORDS.ar[d.failure ?? 'other']}. عاد المبلغ إلى رصيدك`,
    earning_available: (d) =>
      `صار ${formatHalalas(d.amount ?? 0, 'ar')} من إيجار ${quoted.ar(d.itemTitle)} في رصيدك بعد انتهاء مهلة المطالبات، ويمكن تحويله`,
    deposit_returned: (d) =>
      `رُدّ مبلغ التأمين ${formatHalalas(d.amount ?? 0, 'ar')} كاملًا من حجز ${quoted.ar(d.itemTitle)}، وقد يستغرق ظهوره في حسابك بضعة أيام عمل`,
    claim_opened: (d) =>
      `يطالب المالك بـ${formatHalalas(d.amount ?? 0, 'ar')} من مبلغ التأمين لحجز ${quoted.ar(d.itemTitle)} (${CLAIM_REASON_WORDS.ar[d.claimReason ?? 'damage']}). يمكن القبول أو الاعتراض حتى ${by(d, 'ar')}، وإن لم يصل رد حتى ذلك الحين تُعدّ المطالبة مقبولة`,
    claim_accepted: (d) =>
      d.silent
        ? `لم يصل رد من المستأجر على مطالبتك في حجز ${quoted.ar(d.itemTitle)} خلال المهلة، فعُدّت مقبولة: صار ${formatHalalas(d.amount ?? 0, 'ar')} في رصيدك`
        : `قبِل المستأجر مطالبتك في حجز ${quoted.ar(d.itemTitle)}: صار ${formatHalalas(d.amount ?? 0, 'ar')} في رصيدك`,
    claim_disputed: (d) =>
      `اعترض المستأجر على مطالبتك في حجز ${quoted.ar(d.itemTitle)}، وسيقرر فريق أجّر فيها بحلول ${by(d, 'ar')}`,
    claim_decided: (d) => {
      const kept =
        (d.amount ?? 0) > 0
          ? `يُحتجز ${formatHalalas(d.amount ?? 0, 'ar')} من التأمين للمالك ويُردّ الباقي للمستأجر`
          : 'لا يُحتجز شيء، ويُردّ التأمين كاملًا للمستأجر';
      return `قرر فريق أجّر في المطالبة على حجز ${quoted.ar(d.itemTitle)}: ${kept}. السبب: ${isolate(d.reason ?? '')}`;
    },
    handover_confirmed: (d) =>
      `أكّد ${SIDE.ar[d.side ?? 'owner']} تسليم ${quoted.ar(d.itemTitle)}. يمكن التأكيد أو الاعتراض حتى ${by(d, 'ar')}، وإن لم يصل رد يُعدّ التسليم مؤكَّدًا`,
    return_confirmed: (d) =>
      `أكّد ${SIDE.ar[d.side ?? 'owner']} إرجاع ${quoted.ar(d.itemTitle)}${d.early ? ' قبل موعده' : ''}. يمكن التأكيد أو الاعتراض حتى ${by(d, 'ar')}، وإن لم يصل رد يُعدّ الإرجاع مؤكَّدًا`,
    objection_resolved: (d) =>
      d.outcome === 'refund_in_full'
        ? `قبِل فريق أجّر الاعتراض في حجز ${quoted.ar(d.itemTitle)}، فأُلغي الحجز ويُردّ للمستأجر المبلغ كاملًا: ${isolate(d.reason ?? '')}`
        : `اطّلع فريق أجّر على الاعتراض في حجز ${quoted.ar(d.itemTitle)}: ${isolate(d.reason ?? '')}`,
    handover_objected: (d) =>
      `اعترض ${SIDE.ar[d.side ?? 'renter']} على ما أكّدته في حجز ${quoted.ar(d.itemTitle)}، وسيطّلع فريق أجّر على السجلّين: ${isolate(d.reason ?? '')}`,
    no_show_marked: (d) =>
      (d.amount ?? 0) > 0
        ? `أفاد المالك بأن استلام ${quoted.ar(d.itemTitle)} لم يتم، فانتهى الحجز ويُردّ إليك ${formatHalalas(d.amount ?? 0, 'ar')} حسب سياسة الإلغاء`
        : `أفاد المالك بأن استلام ${quoted.ar(d.itemTitle)} لم يتم، فانتهى الحجز ولا يُردّ منه شيء حسب سياسة الإلغاء`,
    no_show_reported: (d) =>
      `أفاد المستأجر بأن تسليم ${quoted.ar(d.itemTitle)} لم يتم. يمكن الرد بما حدث مع صور حتى ${by(d, 'ar')}، وإن لم يصل رد حتى ذلك الحين يُردّ للمستأجر المبلغ كاملًا`,
    no_show_answered: (d) =>
      `ردّ المالك على بلاغ عدم تسليم ${quoted.ar(d.itemTitle)}، وسيقرر فريق أجّر فيه بحلول ${by(d, 'ar')}`,
    no_show_in_review: (d) =>
      `لم يؤكد أحد تسليم ${quoted.ar(d.itemTitle)} حتى نهاية اليوم التالي لآخر أيام الحجز، فأُحيل إلى فريق أجّر والمبلغ محفوظ. يمكن إضافة ما حدث في صفحة الحجز، وإن لم يصدر قرار حتى ${by(d, 'ar')} يُردّ للمستأجر المبلغ كاملًا`,
    no_show_decided: (d) => noShowDecided(d, 'ar'),
    report_resolved: (d) =>
      d.reportOutcome === 'actioned'
        ? `شكرًا لبلاغك عن ${reported(d, 'ar')}: راجعه فريق أجّر واتخذ الإجراء اللازم`
        : `شكرًا لبلاغك عن ${reported(d, 'ar')}: راجعه فريق أجّر ولم يجد فيه مخالفة لقواعد أجّر`,
    listing_hidden: (d) =>
      d.hiddenReason === 'reports'
        ? `أُخفي إعلانك ${quoted.ar(d.itemTitle)} مؤقتًا حتى يراجعه فريق أجّر، بعد بلاغات عنه`
        : d.hiddenReason === 'words'
          ? `إعلانك ${quoted.ar(d.itemTitle)} بانتظار مراجعة فريق أجّر قبل ظهوره، لأن فيه كلمات قد تدل على غرض ممنوع`
          : `أخفى فريق أجّر إعلانك ${quoted.ar(d.itemTitle)}${because(d)}`,
    listing_restored: (d) => `عاد إعلانك ${quoted.ar(d.itemTitle)} إلى أجّر بعد المراجعة`,
    content_hidden: (d) =>
      d.targetType === 'message'
        ? `أخفى فريق أجّر رسالة أرسلتها${because(d)}`
        : `أخفى فريق أجّر تقييمًا كتبته${because(d)}`,
    member_warned: (d) => `تنبيه من فريق أجّر${because(d)}. تكرار المخالفة قد يؤدي إلى حظر الحساب`,
    refund_given: (d) =>
      `أعاد إليك فريق أجّر ${formatHalalas(d.amount ?? 0, 'ar')} من حجز ${quoted.ar(d.itemTitle)}، وقد يستغرق ظهوره في حسابك بضعة أيام عمل`,
  },
  en: {
    booking_requested: (d) =>
      `New booking request for ${quoted.en(d.itemTitle)}${d.actorName ? ` from ${isolate(d.actorName)}` : ''}`,
    booking_confirmed: (d) => `Your booking of ${quoted.en(d.itemTitle)} is confirmed`,
    booking_declined: (d) => `Your request for ${quoted.en(d.itemTitle)} was declined`,
    booking_expired: (d) => `Your request for ${quoted.en(d.itemTitle)} expired without an answer`,
    booking_cancelled: (d) => {
      const by = d.by ? ` by ${BY.en[d.by]}` : '';
      if (d.amount === undefined) return `The booking of ${quoted.en(d.itemTitle)} was cancelled${by}`;
      const kept = d.amount > 0 ? `you keep ${formatHalalas(d.amount, 'en')}` : 'you keep nothing of it';
      return `The booking of ${quoted.en(d.itemTitle)} was cancelled${by}; ${kept} under the cancellation policy`;
    },
    booking_active: (d) => `${quoted.en(d.itemTitle)} is handed over to you. Enjoy!`,
    booking_completed: (d) => `The rental of ${quoted.en(d.itemTitle)} is complete`,
    review_received: (d) => `You received a new review${d.actorName ? ` from ${isolate(d.actorName)}` : ''}`,
    review_reminder: (d) =>
      `The rental of ${quoted.en(d.itemTitle)} is complete: leave a review within 14 days`,
    new_message: (d) => {
      const count = d.count ?? 1;
      const from = isolate(d.actorName);
      return count <= 1 ? `New message from ${from}` : `${count} new messages from ${from}`;
    },
    listing_removed: (d) => `Your listing ${quoted.en(d.itemTitle)} was removed by the Ajjir team`,
    payout_account_changed: (d) =>
      `The bank account you are paid into changed to the IBAN ending ${isolate(d.ibanLast4)}. If this was not you, contact us now`,
    payout_mobile_changed: () =>
      'The mobile number your payouts name changed. If this was not you, contact us now',
    payout_requested: (d) =>
      `A payout of ${formatHalalas(d.amount ?? 0, 'en')} is on its way to the IBAN ending ${isolate(d.ibanLast4)}`,
    payouts_held: () => 'The Ajjir team has paused your payouts for a review',
    payouts_released: () => 'The Ajjir team has resumed your payouts',
    refund_given: (d) =>
      `The Ajjir team refunded ${formatHalalas(d.amount ?? 0, 'en')} of your booking of ${quoted.en(d.itemTitle)}; your bank may take a few working days to show it`,
    earning_available: (d) =>
      `${formatHalalas(d.amount ?? 0, 'en')} from the rental of ${quoted.en(d.itemTitle)} is in your balance now that the claim window has closed, ready to pay out`,
    deposit_returned: (d) =>
      `Your deposit of ${formatHalalas(d.amount ?? 0, 'en')} for ${quoted.en(d.itemTitle)} is on its way back in full; your bank may take a few working days to show it`,
    claim_opened: (d) =>
      `The owner claims ${formatHalalas(d.amount ?? 0, 'en')} from your deposit for ${quoted.en(d.itemTitle)} (${CLAIM_REASON_WORDS.en[d.claimReason ?? 'damage']}). Accept or dispute it by ${by(d, 'en')}; with no answer by then, the claim counts as accepted`,
    claim_accepted: (d) =>
      d.silent
        ? `The renter did not answer your claim on ${quoted.en(d.itemTitle)} in time, so it counts as accepted: ${formatHalalas(d.amount ?? 0, 'en')} is in your balance`
        : `The renter accepted your claim on ${quoted.en(d.itemTitle)}: ${formatHalalas(d.amount ?? 0, 'en')} is in your balance`,
    claim_disputed: (d) =>
      `The renter disputed your claim on ${quoted.en(d.itemTitle)}; the Ajjir team will decide by ${by(d, 'en')}`,
    claim_decided: (d) => {
      const kept =
        (d.amount ?? 0) > 0
          ? `${formatHalalas(d.amount ?? 0, 'en')} of the deposit goes to the owner and the rest back to the renter`
          : 'nothing is kept, and the deposit goes back to the renter in full';
      return `The Ajjir team decided the claim on ${quoted.en(d.itemTitle)}: ${kept}. Reason: ${isolate(d.reason ?? '')}`;
    },
    handover_confirmed: (d) =>
      `${SIDE.en[d.side ?? 'owner']} confirmed handing over ${quoted.en(d.itemTitle)}. Acknowledge or object by ${by(d, 'en')}; with no answer by then, it counts as acknowledged`,
    return_confirmed: (d) =>
      `${SIDE.en[d.side ?? 'owner']} confirmed the return of ${quoted.en(d.itemTitle)}${d.early ? ', before its last day' : ''}. Acknowledge or object by ${by(d, 'en')}; with no answer by then, it counts as acknowledged`,
    objection_resolved: (d) =>
      d.outcome === 'refund_in_full'
        ? `The Ajjir team upheld the objection on ${quoted.en(d.itemTitle)}: the booking is cancelled and the renter refunded in full. ${isolate(d.reason ?? '')}`
        : `The Ajjir team looked at the objection on ${quoted.en(d.itemTitle)}: ${isolate(d.reason ?? '')}`,
    handover_objected: (d) =>
      `${SIDE.en[d.side ?? 'renter']} objects to what you confirmed on ${quoted.en(d.itemTitle)}; Ajjir’s team will look at both records: ${isolate(d.reason ?? '')}`,
    no_show_marked: (d) =>
      (d.amount ?? 0) > 0
        ? `The owner says the pickup of ${quoted.en(d.itemTitle)} did not happen, so the booking has ended; ${formatHalalas(d.amount ?? 0, 'en')} comes back to you under its cancellation policy`
        : `The owner says the pickup of ${quoted.en(d.itemTitle)} did not happen, so the booking has ended; under its cancellation policy nothing comes back`,
    no_show_reported: (d) =>
      `The renter says ${quoted.en(d.itemTitle)} was not handed over. Answer with what happened, with photos, by ${by(d, 'en')}; with no answer by then, the renter is refunded in full`,
    no_show_answered: (d) =>
      `The owner answered your report that ${quoted.en(d.itemTitle)} was not handed over; the Ajjir team will decide by ${by(d, 'en')}`,
    no_show_in_review: (d) =>
      `Nobody confirmed handing over ${quoted.en(d.itemTitle)} by the end of the day after its last day, so the Ajjir team is reviewing it and the money stays held. Add what happened on the booking’s page; without a decision by ${by(d, 'en')}, the renter is refunded in full`,
    no_show_decided: (d) => noShowDecided(d, 'en'),
    report_resolved: (d) =>
      d.reportOutcome === 'actioned'
        ? `Thank you for reporting ${reported(d, 'en')}: the Ajjir team looked at it and took action`
        : `Thank you for reporting ${reported(d, 'en')}: the Ajjir team looked at it and found nothing against Ajjir’s rules`,
    listing_hidden: (d) =>
      d.hiddenReason === 'reports'
        ? `Your listing ${quoted.en(d.itemTitle)} is hidden until the Ajjir team reviews it, after reports about it`
        : d.hiddenReason === 'words'
          ? `Your listing ${quoted.en(d.itemTitle)} waits for the Ajjir team’s review before it shows, as some of its words may name a prohibited item`
          : `The Ajjir team hid your listing ${quoted.en(d.itemTitle)}${because(d)}`,
    listing_restored: (d) => `Your listing ${quoted.en(d.itemTitle)} is back on Ajjir after a review`,
    content_hidden: (d) =>
      d.targetType === 'message'
        ? `The Ajjir team hid a message you sent${because(d)}`
        : `The Ajjir team hid a review you wrote${because(d)}`,
    member_warned: (d) =>
      `A warning from the Ajjir team${because(d)}. Doing it again may get the account blocked`,
    payout_failed: (d) =>
      `The payout of ${formatHalalas(d.amount ?? 0, 'en')} to the IBAN ending ${isolate(d.ibanLast4)} did not go through: ${FAILURE_WORDS.en[d.failure ?? 'other']}. The amount is back in your balance`,
  },
};

export function notificationText(type: NotificationType, data: NotificationData, language: Language): string {
  return WORDS[language][type](data);
}

export function notificationTexts(
  type: NotificationType,
  data: NotificationData,
): { ar: string; en: string } {
  return { ar: notificationText(type, data, 'ar'), en: notificationText(type, data, 'en') };
}

/**
 * Notifications about where the reader's money goes: e-mailed whatever the reader's e-mail
 * preference, since they are how a stolen session's change is found (docs/decisions/0048), how
 * an owner learns that a payout never reached their bank and what to fix, and how the two sides of
 * a claim on a deposit, a hand-over, a return or a no-show learn of a deadline after which silence
 * counts as an answer (0058, 0059, 0060).
 */
export const SECURITY_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'payout_account_changed',
  'payout_mobile_changed',
  'payout_requested',
  'payouts_held',
  'payouts_released',
  'payout_failed',
  'claim_opened',
  'claim_accepted',
  'claim_disputed',
  'claim_decided',
  'handover_confirmed',
  'return_confirmed',
  'handover_objected',
  'objection_resolved',
  'no_show_marked',
  'no_show_reported',
  'no_show_answered',
  'no_show_in_review',
  'no_show_decided',
];

/** The notification type a booking's new status gives its recipient. */
export function bookingNotificationType(status: string): NotificationType {
  return status === 'pending' ? 'booking_requested' : (`booking_${status}` as NotificationType);
}
