/**
 * Strings of the disputes screen (/admin/disputes), under `admin.disputes`
 * (docs/decisions/0058-claims-and-disputes.md): added with admin.i18n.ts (registerAdminStrings), so
 * the translation tests check them with the rest. The administrator reading them may be a woman or a
 * man: the Arabic says what happens rather than telling the reader what to do. A claim's reasons are
 * worded as the parties' notices word them (shared/notifications.ts).
 */
import type { ClaimReason } from '@shared/claims';

type Words<K extends string> = Record<K, string>;

const ar = {
  nav: 'النزاعات',
  title: 'النزاعات على التأمين',
  description:
    'مطالبات على مبالغ التأمين اعترض عليها المستأجرون، الأقدم أولًا. لكل نزاع أقوال الطرفين وصورهما، ثم القرار في المبلغ الذي يُحتجز للمالك، مع سبب يُبلَّغ به الطرفان.',
  loadError: 'تعذّر تحميل النزاعات.',
  empty: 'لا نزاعات بانتظار القرار',
  pagesLabel: 'صفحات النزاعات',
  count_zero: 'لا نزاعات بانتظار القرار',
  count_one: 'نزاع واحد بانتظار القرار',
  count_two: 'نزاعان بانتظار القرار',
  count_few: '{{count, number}} نزاعات بانتظار القرار',
  count_many: '{{count, number}} نزاعًا بانتظار القرار',
  count_other: '{{count, number}} نزاع بانتظار القرار',
  reasons: {
    damage: 'ضرر',
    missing_parts: 'قطع ناقصة',
    late_return: 'تأخر الإرجاع',
    cleaning: 'تنظيف',
  } satisfies Words<ClaimReason>,
  owner: 'المالك',
  renter: 'المستأجر',
  rental: 'مدة الإيجار',
  deposit: 'مبلغ التأمين',
  claimed: 'المبلغ المطالَب به',
  disputedAgo: 'اعتُرض عليها منذ {{duration}}',
  decideBy: 'موعد القرار: {{date}}',
  overdue: 'تأخّر القرار: كان موعده {{date}}',
  ownerSide: 'مطالبة المالك',
  renterSide: 'رد المستأجر',
  nothingWritten: 'لم يُكتب شيء.',
  noPhotos: 'لا صور.',
  ownerPhotos: 'صور المالك',
  renterPhotos: 'صور المستأجر',
  openPhoto: 'الصورة {{position, number}} بحجمها الكامل، في علامة تبويب جديدة',
  decision: {
    title: 'القرار',
    amount: 'ما يُحتجز للمالك (ر.س.)',
    amountHint: 'من {{min}} إلى {{max}}، ويُردّ باقي التأمين البالغ {{deposit}} إلى المستأجر.',
    quickLabel: 'مبالغ جاهزة',
    keepAll: 'احتجاز المبلغ المطالَب به كله',
    returnAll: 'ردّ التأمين كله',
    reason: 'سبب القرار',
    reasonHint: 'يُبلَّغ به المالك والمستأجر، ويُحفظ في سجل الإجراءات.',
    reasonPlaceholder: 'مثال: صور المالك تُظهر ضررًا لا يظهر في صور الإعلان',
    submit: 'متابعة',
    confirmTitle: 'اعتماد القرار في هذه المطالبة؟',
    confirmDescription:
      'يذهب {{kept}} إلى المالك ويُردّ {{returned}} إلى المستأجر، ويُبلَّغ الطرفان بالسبب المكتوب. لا يمكن التراجع عن ذلك.',
    confirm: 'اعتماد القرار',
    cancel: 'إلغاء',
    done: 'اعتُمد القرار: {{kept}} للمالك و{{returned}} للمستأجر، وأُبلغ الطرفان.',
    decidedMeanwhile: 'حُسمت هذه المطالبة في الأثناء، وحُدّثت القائمة.',
    notDisputed: 'لم تعد هذه المطالبة بانتظار قرار، وحُدّثت القائمة.',
  },
};

// Not typed as `typeof ar`: English has two plural forms where Arabic has six (strings.test.ts).
const en = {
  nav: 'Disputes',
  title: 'Disputed claims',
  description:
    'Claims on a deposit that the renter disputed, oldest first. Each shows both sides’ words and photos, then the decision: what the owner keeps, with a reason both parties are told.',
  loadError: 'The disputes could not be loaded.',
  empty: 'No disputes waiting',
  pagesLabel: 'Pages of disputes',
  count_one: '{{count, number}} dispute waiting for a decision',
  count_other: '{{count, number}} disputes waiting for a decision',
  reasons: {
    damage: 'Damage',
    missing_parts: 'Missing parts',
    late_return: 'Late return',
    cleaning: 'Cleaning',
  } satisfies Words<ClaimReason>,
  owner: 'Owner',
  renter: 'Renter',
  rental: 'Rental',
  deposit: 'Deposit',
  claimed: 'Claimed',
  disputedAgo: 'Disputed {{duration}} ago',
  decideBy: 'Decide by {{date}}',
  overdue: 'Overdue: due {{date}}',
  ownerSide: 'The owner’s claim',
  renterSide: 'The renter’s answer',
  nothingWritten: 'Nothing written.',
  noPhotos: 'No photos.',
  ownerPhotos: 'The owner’s photos',
  renterPhotos: 'The renter’s photos',
  openPhoto: 'Photo {{position, number}} full size, in a new tab',
  decision: {
    title: 'Decision',
    amount: 'Kept for the owner (SAR)',
    amountHint: '{{min}} to {{max}}; the rest of the {{deposit}} deposit goes back to the renter.',
    quickLabel: 'Quick amounts',
    keepAll: 'Keep all claimed',
    returnAll: 'Return all',
    reason: 'Reason for the decision',
    reasonHint: 'Told to both the owner and the renter, and kept in the audit log.',
    reasonPlaceholder: 'E.g. the owner’s photos show damage the listing’s photos do not',
    submit: 'Continue',
    confirmTitle: 'Decide this claim?',
    confirmDescription:
      '{{kept}} goes to the owner and {{returned}} back to the renter; both are told your reason. This cannot be undone.',
    confirm: 'Decide',
    cancel: 'Cancel',
    done: 'Decided: {{kept}} to the owner and {{returned}} back to the renter; both have been told.',
    decidedMeanwhile: 'This claim was decided meanwhile; the list has been refreshed.',
    notDisputed: 'This claim is no longer waiting for a decision; the list has been refreshed.',
  },
};

export const adminDisputesStrings = { ar, en };
