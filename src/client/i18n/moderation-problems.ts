/**
 * The words of the refusals of reports and moderation (docs/decisions/0064-reports-and-moderation.md),
 * in both languages: a second report of the same thing, one's own content, a prohibited item refused
 * at listing time, a listing hidden until reviewed, and an administrator's action that no longer
 * applies. They load with the pages' strings (app/page-strings.ts) and the admin screens'
 * (admin.i18n.ts), not with every page of the site.
 */
export const moderationProblemStrings = {
  ar: {
    errors: {
      already_reported: 'وصل بلاغك عن هذا من قبل، ويراجعه فريق أجّر. تصلك النتيجة في الإشعارات.',
      report_own: 'لا يمكن الإبلاغ عن حسابك أو عن محتوى يخصك.',
      prohibited_item:
        'لا يُسمح بعرض هذا الغرض في أجّر لأنه من الأغراض الممنوعة، كالأسلحة والذخيرة، والأدوية والمخدرات، والكحول، والمقلّدات، والوثائق الرسمية. القائمة كاملة في شروط الاستخدام.',
      listing_hidden:
        'الإعلان مخفي حتى يراجعه فريق أجّر، ولا يمكن إتاحته قبل انتهاء المراجعة. يمكن تعديله في الأثناء.',
      moderation_not_applicable: 'لم يعد هذا الإجراء ممكنًا على هذا المحتوى، وحُدّثت القائمة.',
    },
    validation: {},
  },
  en: {
    errors: {
      already_reported:
        'You reported this already; the Ajjir team is looking at it. You will hear the outcome in your notifications.',
      report_own: 'You cannot report your own account or content.',
      prohibited_item:
        'This cannot be listed on Ajjir: it looks like a prohibited item, such as weapons and ammunition, medicines and drugs, alcohol, counterfeits or official documents. The full list is in the Terms of use.',
      listing_hidden:
        'This listing is hidden until the Ajjir team reviews it, and cannot be made available before then. You can still edit it.',
      moderation_not_applicable:
        'This action no longer applies to this content; the list has been refreshed.',
    },
    validation: {},
  },
};
