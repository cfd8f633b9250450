/** Strings of writing a review (the dialog on a completed booking), in both languages; under `reviewForm`. */
export const reviewFormStrings = {
  ar: {
    reviewForm: {
      leave: 'اكتب تقييمك',
      aboutOwner: 'كيف كانت تجربتك مع {{name}}؟',
      aboutRenter: 'كيف كانت تجربتك مع {{name}} في هذا الإيجار؟',
      aboutOwnerPlaceholder: 'حالة الغرض، دقة الوصف، سهولة الاستلام والتواصل…',
      aboutRenterPlaceholder: 'الالتزام بالمواعيد، العناية بالغرض، التواصل…',
      hiddenUntil:
        'يبقى تقييمك مخفيًا حتى يصل تقييم {{name}} أو تنتهي المهلة في {{date}}، حتى لا يتأثر أي تقييم بالآخر.',
      rating: 'تقييمك',
      stars_zero: 'بلا نجوم',
      stars_one: 'نجمة واحدة',
      stars_two: 'نجمتان',
      stars_few: '{{count, number}} نجوم',
      stars_many: '{{count, number}} نجمة',
      stars_other: '{{count, number}} نجمة',
      comment: 'تعليقك (اختياري)',
      submit: 'نشر التقييم',
      later: 'لاحقًا',
      sent: 'شكرًا على تقييمك!',
      sentBody: 'يظهر عند وصول تقييم {{name}} أو انتهاء المهلة.',
      failed: 'تعذّر إرسال التقييم',
      yourRating: 'تقييمك:',
    },
  },
  en: {
    reviewForm: {
      leave: 'Leave a review',
      aboutOwner: 'How was renting from {{name}}?',
      aboutRenter: 'How was {{name}} as a renter?',
      aboutOwnerPlaceholder:
        'The item’s condition, how accurate the listing was, the handover, communication…',
      aboutRenterPlaceholder: 'On time, care for the item, communication…',
      hiddenUntil:
        'Your review stays hidden until {{name}} writes theirs or the window closes on {{date}}, so neither of you sees the other’s first.',
      rating: 'Your rating',
      stars_one: '{{count, number}} star',
      stars_other: '{{count, number}} stars',
      comment: 'Your comment (optional)',
      submit: 'Post review',
      later: 'Later',
      sent: 'Thanks for your review!',
      sentBody: 'It appears once {{name}} writes theirs, or when the window closes.',
      failed: 'Could not send the review',
      yourRating: 'Your rating:',
    },
  },
};
