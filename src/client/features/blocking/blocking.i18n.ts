/**
 * Strings of blocking members (docs/decisions/0065-members-block-members.md) in both languages: the
 * block button and its dialog, the closed conversation and contact card, and the list of blocked
 * members on the settings page. Spread into the pages' strings (app/page-strings.ts) under
 * `blocking`; the refusal and the field problem into the site's `errors` and `validation` with them.
 * The refusal is worded the same to both sides: it does not say who blocked whom.
 */
export const blockingStrings = {
  ar: {
    blocking: {
      block: 'حظر',
      blockNamed: 'حظر {{name}}',
      unblock: 'إلغاء الحظر',
      unblockNamed: 'إلغاء الحظر عن {{name}}',
      dialog: {
        title: 'حظر {{name}}؟',
        intro: 'عند الحظر:',
        messages:
          'تُغلق المحادثة في الاتجاهين، فلا تُرسل رسائل ولا تُستقبل حتى يُلغى الحظر، وتبقى الرسائل السابقة مقروءة.',
        requests: 'لا يستطيع أي منكما طلب استئجار أغراض الآخر.',
        private: 'لا يُبلَّغ العضو بالحظر، ولا يتغير شيء مما يراه الآخرون.',
        bookings: 'الحجوزات المؤكدة من قبل تبقى كما هي، وتُتابع من صفحة الحجز.',
        undo: 'يمكن إلغاء الحظر في أي وقت من صفحة «الخصوصية والحساب».',
        cancel: 'تراجع',
        confirm: 'حظر العضو',
      },
      toasts: {
        blocked: 'تم حظر {{name}}',
        unblocked: 'أُلغي حظر {{name}}',
        blockFailed: 'تعذّر الحظر',
        unblockFailed: 'تعذّر إلغاء الحظر',
      },
      closed: {
        byMe: 'هذا العضو محظور لديك، والمحادثة مغلقة حتى يُلغى الحظر.',
        byThem: 'لا تستقبل هذه المحادثة رسائل جديدة.',
      },
      contact: {
        byMe: 'هذا العضو محظور لديك، فلا طلبات ولا رسائل بينكما حتى يُلغى الحظر.',
        closed: 'لا يمكن حاليًا طلب هذا الغرض أو مراسلة مالكه.',
      },
      list: {
        heading: 'الأعضاء المحظورون',
        description: 'لا تصل رسائل المحظورين ولا طلباتهم، ولا يُبلَّغون بالحظر.',
        empty: 'لا يوجد أعضاء محظورون.',
        since: 'محظور منذ {{date}}',
        more: 'عرض المزيد',
        loadError: 'تعذّر تحميل قائمة المحظورين.',
        label: 'قائمة الأعضاء المحظورين',
      },
    },
  },
  en: {
    blocking: {
      block: 'Block',
      blockNamed: 'Block {{name}}',
      unblock: 'Unblock',
      unblockNamed: 'Unblock {{name}}',
      dialog: {
        title: 'Block {{name}}?',
        intro: 'When you block a member:',
        messages:
          'The conversation closes both ways: no messages are sent or received until you unblock, and what was said stays readable.',
        requests: 'Neither of you can request to rent the other’s items.',
        private: 'The member is not told, and nothing others see changes.',
        bookings: 'Bookings already confirmed stay as they are; follow them from the booking’s page.',
        undo: 'You can unblock at any time from “Privacy and account”.',
        cancel: 'Cancel',
        confirm: 'Block member',
      },
      toasts: {
        blocked: '{{name}} is blocked',
        unblocked: '{{name}} is unblocked',
        blockFailed: 'Could not block',
        unblockFailed: 'Could not unblock',
      },
      closed: {
        byMe: 'You blocked this member. The conversation is closed until you unblock.',
        byThem: 'This conversation is not taking new messages.',
      },
      contact: {
        byMe: 'You blocked this member: no requests or messages between you until you unblock.',
        closed: 'Requests and messages to this item’s owner aren’t available right now.',
      },
      list: {
        heading: 'Blocked members',
        description: 'Blocked members cannot message you or request your items, and are not told.',
        empty: 'No blocked members.',
        since: 'Blocked since {{date}}',
        more: 'Show more',
        loadError: 'The blocked members could not be loaded.',
        label: 'Blocked members list',
      },
    },
  },
};

/** The refusal across a block and the field problem of blocking oneself, for `errors` and `validation`. */
export const blockingProblemStrings = {
  ar: {
    errors: { blocked: 'لا يمكن التواصل مع هذا العضو حاليًا.' },
    validation: { block_self: 'لا يمكن حظر حسابك.' },
  },
  en: {
    errors: { blocked: 'This member can’t be contacted right now.' },
    validation: { block_self: 'You cannot block yourself.' },
  },
};
