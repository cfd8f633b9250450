/**
 * The words of the refusals and field problems of deposits, claims, hand-over records and
 * no-shows (docs/decisions/0058, 0059, 0060), in both languages. Only the booking pages and the administrators'
 * Disputes screen meet them, so they load with those pages' strings (app/page-strings.ts,
 * admin.i18n.ts), not with every page of the site; strings.test.ts checks that the site's strings
 * and these together word every error code and validation key.
 */
export const depositProblemStrings = {
  ar: {
    errors: {
      claim_window_closed: 'انقضت مهلة المطالبات لهذا الإيجار، فلا يمكن تقديم مطالبة الآن.',
      claim_exists: 'قُدّمت مطالبة على هذا الإيجار من قبل، وصفحته تبيّن ما وصلت إليه.',
      claim_above_deposit: 'لا يمكن أن تتجاوز المطالبة مبلغ التأمين.',
      no_deposit: 'لا يوجد مبلغ تأمين في هذا الإيجار للمطالبة منه.',
      claim_answer_closed: 'انقضت مهلة الرد على هذه المطالبة، فعُدّت مقبولة.',
      claim_settled: 'حُسمت هذه المطالبة من قبل، والصفحة الآن تبيّن النتيجة.',
      claim_answered: 'سبق الرد على هذه المطالبة، وفريق أجّر يقرر فيها.',
      handover_photo_required: 'لهذا الإيجار مبلغ تأمين، فيلزم إضافة صورة واحدة على الأقل للغرض قبل تسليمه.',
      handover_answer_closed: 'انقضت مهلة الرد، فعُدّ ذلك تأكيدًا.',
      handover_answered: 'سبق الرد على هذا.',
      handover_report_closed: 'لم يعد ممكنًا إضافة سجل لهذه المرحلة.',
      objection_resolved: 'عولج هذا الاعتراض في الأثناء، وحُدّثت القائمة.',
      no_show_too_early:
        'لم يحن الوقت بعد: يُبلَّغ عن عدم التسليم من يوم الاستلام، وعن عدم الحضور من اليوم التالي له.',
      no_show_case_exists: 'سبق الإبلاغ عن هذا الحجز، وصفحته تبيّن ما وصل إليه.',
      no_show_case_open: 'على هذا الحجز بلاغ قائم، فلا يتغير حتى يُحسم.',
      no_show_answer_closed: 'انقضت مهلة الرد على هذا البلاغ أو حُسم.',
      no_show_statement_given: 'سبق إرسال إفادتك في هذا البلاغ.',
      no_show_decided: 'حُسم هذا البلاغ في الأثناء، وحُدّثت القائمة.',
    },
    validation: {
      claim_amount_invalid: 'يُكتب المبلغ بالريال، بمنزلتين عشريتين على الأكثر.',
      claim_reason_invalid: 'يلزم اختيار سبب.',
      claim_text_required: 'يلزم ذكر ما حدث.',
      claim_text_too_short: '١٠ أحرف على الأقل.',
      claim_answer_invalid: 'يلزم قبول المطالبة أو الاعتراض عليها.',
      decision_above_claim: 'لا يتجاوز القرار المبلغ المطالَب به.',
      condition_report_empty: 'يلزم إضافة ملاحظة أو صورة.',
      handover_stage_invalid: 'يلزم اختيار التسليم أو الإرجاع.',
      handover_answer_invalid: 'يلزم التأكيد أو الاعتراض.',
      no_show_decision_invalid: 'يلزم اختيار ما حدث.',
      objection_refund_invalid: 'يلزم تحديد ما إذا كان المبلغ يُردّ للمستأجر.',
    },
  },
  en: {
    errors: {
      claim_window_closed: 'The claim window for this rental has closed, so no claim can be made now.',
      claim_exists: 'A claim was already made on this rental; its page says where it stands.',
      claim_above_deposit: 'A claim can ask for no more than the deposit.',
      no_deposit: 'This rental has no deposit to claim from.',
      claim_answer_closed: 'The time to answer this claim has passed, so it counts as accepted.',
      claim_settled: 'This claim has been settled already; the page now shows the outcome.',
      claim_answered: 'This claim was answered already; Ajjir’s team is deciding it.',
      handover_photo_required:
        'This rental has a deposit: add at least one photo of the item before handing it over.',
      handover_answer_closed: 'The time to answer has passed, so it counts as acknowledged.',
      handover_answered: 'This was answered already.',
      handover_report_closed: 'Records of this stage can no longer be added.',
      objection_resolved: 'This objection was resolved meanwhile; the list has been refreshed.',
      no_show_too_early:
        'Not yet: a missed hand-over can be reported from the pickup day, a renter who did not come from the day after it.',
      no_show_case_exists: 'This booking was reported already; its page says where the report stands.',
      no_show_case_open: 'This booking has an open report, so it cannot change until that is settled.',
      no_show_answer_closed: 'The time to answer this report has passed, or it has been settled.',
      no_show_statement_given: 'You have already sent your account of this.',
      no_show_decided: 'This case was decided meanwhile; the list has been refreshed.',
    },
    validation: {
      claim_amount_invalid: 'Enter an amount in riyals, with at most two decimals.',
      claim_reason_invalid: 'Choose a reason.',
      claim_text_required: 'Say what happened.',
      claim_text_too_short: 'Write at least 10 characters.',
      claim_answer_invalid: 'Accept the claim or dispute it.',
      decision_above_claim: 'A decision keeps at most what was claimed.',
      condition_report_empty: 'Add a note or a photo.',
      handover_stage_invalid: 'Choose the hand-over or the return.',
      handover_answer_invalid: 'Acknowledge or object.',
      no_show_decision_invalid: 'Choose what happened.',
      objection_refund_invalid: 'Choose whether the renter is refunded.',
    },
  },
};
