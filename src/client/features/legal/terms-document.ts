/**
 * The Terms of use, in both languages (docs/decisions/0063-legal-consents.md). Its rules are the
 * site's rules as docs/product.md states them and the code applies them; its figures come from
 * `LegalFigures`. A change to what it asks of members is a new version (LEGAL_VERSIONS.terms,
 * src/shared/legal.ts), which every signed-in member is asked to accept.
 */
import { isolated, type LegalFigures, type LegalSection, ltr } from './legal-document';

function termsInEnglish(f: LegalFigures): LegalSection[] {
  const { operator } = f.info;
  return [
    {
      id: 'about',
      title: '1. About these terms',
      body: [
        `Ajjir is a marketplace where people in Saudi Arabia rent things to each other by the day. It is run by ${isolated(operator.name)} (commercial registration ${operator.crNumber}), called "Ajjir" or "we" below. These terms are the agreement between Ajjir and every member, and between an owner and a renter for each rental made through Ajjir.`,
        'By creating an account you accept these terms and the Privacy notice. If a new version of either comes out, you are asked to accept it before you go on using your account.',
      ],
    },
    {
      id: 'accounts',
      title: '2. Your account',
      body: [
        {
          list: [
            'Give true details: your real name, an e-mail address you read and, if you give one, a Saudi mobile number that is yours.',
            'Confirm your e-mail before you list an item or request a rental.',
            'Keep your password to yourself. What is done while signed in to your account is your responsibility.',
            'A business account names its company; a VAT number given must be the business’s own.',
            'Verification badges (identity through Nafath, phone, business through the Ministry of Commerce) say only what was checked and when.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      title: '3. Listing an item',
      body: [
        'You may list only what is yours to lend, as it really is: true photos, description, condition and place. The owner sets the daily price, any weekly or monthly discount, the deposit, the cancellation policy, how the item is handed over, and who may book it.',
        'Some things may not be listed at all: anything whose sale or rental is forbidden in the Kingdom, such as weapons and ammunition, medicines and drugs, counterfeit goods, live animals, stolen goods and official documents. A listing that names such a thing is refused; one that may do so is held for Ajjir’s team to review before anyone sees it.',
      ],
    },
    {
      id: 'booking',
      title: '4. Requesting and paying',
      body: [
        `A renter requests dates and pays on the payment page when requesting; a request left unpaid for ${f.paymentWindowMinutes} minutes lapses. Once paid, the request reaches the owner, who accepts or declines it before the pickup day; unanswered by then, it expires. A listing with instant booking is confirmed as soon as it is paid, if the days are still free.`,
        'Pay for rentals through Ajjir only. A payment made outside Ajjir is not protected by the cancellation policies, the deposit or the claims described here.',
      ],
    },
    {
      id: 'fees',
      title: '5. Prices and fees',
      body: [
        {
          list: [
            `The renter pays the rental (days × the daily price, less any discount), a service fee of ${f.serviceFee} of the rental, and VAT of ${f.vat} on that fee.`,
            `Ajjir keeps a commission of ${f.commission} of the rental, and VAT of ${f.vat} on it, from the owner’s share.`,
            `VAT of ${f.vat} on the rental itself is charged by Ajjir as the deemed supplier for an owner who is not registered for VAT, or by an owner who is, as the law requires.`,
            'Every amount is shown before you pay. Each payment has a tax invoice and each refund a credit note, in Arabic and English.',
            'The deposit is not a fee: it carries no VAT and is not on the invoice.',
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      title: '6. Cancellations and refunds',
      body: [
        'Each listing has one of three cancellation policies, fixed on the booking when it is requested. When the renter cancels a confirmed booking:',
        {
          list: [
            `Flexible: ${f.policies.flexible}.`,
            `Moderate: ${f.policies.moderate}.`,
            `Strict: ${f.policies.strict}.`,
          ],
        },
        '“Before pickup” counts from midnight in Riyadh at the start of the pickup day. The service fee and its VAT come back in the same share as the rental, and the deposit comes back whole. The owner declining or cancelling, a request that expires or lapses unpaid, Ajjir removing the listing, and a renter withdrawing a request the owner has not yet accepted always refund everything. Refunds are sent back to the card or wallet that paid.',
        'An owner who cancels a confirmed booking must give a reason, which the renter sees.',
      ],
    },
    {
      id: 'deposits',
      title: '7. Deposits and claims',
      body: [
        `A listing may ask for a deposit, charged with the payment and held by Ajjir. It is refunded whole when a booking ends before its rental, and when the claim window of ${f.claimWindowHours} hours after the return closes without a claim.`,
        `Within that window the owner may make one claim on the deposit, for damage, missing parts, a late return or cleaning, with words and up to ${f.claimPhotos} photos, for no more than the deposit. The renter has ${f.claimAnswerHours} hours to accept it or dispute it with words and photos; a claim not answered in time is accepted. Ajjir’s team decides a disputed claim, aiming to do so within ${f.disputeHours} hours: it may keep any amount from nothing to the claim for the owner, and gives both sides its reason. The rest of the deposit is refunded at once.`,
        'The deposit is the most a claim can take through Ajjir.',
      ],
    },
    {
      id: 'handover',
      title: '8. Hand-over and return records',
      body: [
        `At the hand-over and at the return, each side may add a condition record: a note and up to ${f.photos} photos, kept with who added it and the time. When one side confirms a hand-over or a return, the other has ${f.acknowledgeHours} hours to acknowledge it or object; silence acknowledges it. With a deposit, the owner adds a photo before handing the item over. Objections go to Ajjir’s team, who decide them with the booking’s records.`,
      ],
    },
    {
      id: 'no-shows',
      title: '9. When someone does not come',
      body: [
        'From the day after the pickup day, the owner may say that the renter did not come: the renter then gets back what the policy gives for a late cancellation, and the whole deposit.',
        `From the pickup day, the renter may report that the owner did not hand the item over. The owner has ${f.ownerAnswerHours} hours to answer with words and photos; without an answer, the renter is refunded in full. Answered reports go to Ajjir’s team, who decide within ${f.noShowReviewDays} days; undecided by then, the renter is refunded in full.`,
      ],
    },
    {
      id: 'earnings',
      title: '10. Owners’ earnings and payouts',
      body: [
        `An owner’s share becomes available once the rental is returned and the claim window has closed, and is paid out to a Saudi IBAN in the owner’s name. For the safety of members’ money, a new IBAN is held for a time before payouts reach it, an IBAN whose holder’s name does not match the account is reviewed by Ajjir’s team, and changing payout details asks for your password again. The earnings page shows each hold and when it ends.`,
      ],
    },
    {
      id: 'reviews',
      title: '11. Reviews and messages',
      body: [
        `After a completed rental, each side may review the other once, within ${f.reviewWindowDays} days of the return. Reviews stay hidden until both have written or the time is up, then both are published. Write honestly, about the rental.`,
        'Messages are for arranging rentals. Be courteous; never send anything offensive, threatening or misleading, and never ask for payment outside Ajjir.',
      ],
    },
    {
      id: 'reports',
      title: '12. Reports and moderation',
      body: [
        'Any member may report a listing, a profile, a message or a review, choosing a reason and adding a few words. Ajjir’s team reviews every report. A listing reported by three different members is hidden until it has been reviewed (a member whose identity is verified counts twice).',
        'After reviewing, the team may dismiss the report, hide the listing, review or message, warn the member, or block the account. Each decision has a reason; the member concerned is told where it concerns them, and whoever reported is told the outcome.',
      ],
    },
    {
      id: 'blocking',
      title: '13. Blocking a member',
      body: [
        'You may block another member. They can then no longer message you, request your items, or see your contact details, and your conversation with them closes. Blocking is private: they are not told. Bookings already confirmed go on under their own rules. You can unblock them from your settings.',
      ],
    },
    {
      id: 'account-blocks',
      title: '14. Blocked accounts',
      body: [
        'Ajjir may block an account that breaks these terms, with a reason given to its holder. A blocked account cannot sign in, its profile and listings are hidden, and nobody can message it; its bookings stay as they are.',
      ],
    },
    {
      id: 'closing',
      title: '15. Closing your account',
      body: [
        'You may close your account from your settings, once you have no open rentals and no money is owed either way. Your personal details are then removed or made anonymous, and you cannot sign in again. What the law makes us keep (bookings, tax invoices and the accounts of the money) is kept, without your details; your reviews stay, under the name “Former member”.',
      ],
    },
    {
      id: 'responsibility',
      title: '16. Who is responsible for what',
      body: [
        'Ajjir runs the marketplace, takes payments, holds deposits and pays owners. It does not own, inspect or insure the items listed. The owner is responsible for what they lend being as described, safe and theirs to lend; the renter for using it with care and returning it on time and as received.',
      ],
    },
    {
      id: 'changes',
      title: '17. Changes, law and contact',
      body: [
        'When these terms change in what they ask of members, the new version carries a new date and every signed-in member is asked to accept it. These terms are governed by the laws of the Kingdom of Saudi Arabia, and disputes about them go before its competent courts.',
        `Questions: ${ltr(operator.email)}, ${ltr(operator.phone)}, or the Contact page.`,
      ],
    },
  ];
}

function termsInArabic(f: LegalFigures): LegalSection[] {
  const { operator } = f.info;
  return [
    {
      id: 'about',
      title: '١. عن هذه الشروط',
      body: [
        `أجّر سوق يؤجّر فيه الناس في المملكة العربية السعودية أغراضهم بعضهم لبعض باليوم، وتشغّله ${isolated(operator.name)} (سجل تجاري رقم ${operator.crNumber})، ويُشار إليها فيما يلي بـ«أجّر». هذه الشروط اتفاق بين أجّر وكل عضو، وبين المؤجّر والمستأجر في كل تأجير يتم عبر أجّر.`,
        'إنشاء الحساب موافقةٌ على هذه الشروط وعلى إشعار الخصوصية. وإذا صدر إصدار جديد من أيٍّ منهما طُلبت الموافقة عليه قبل متابعة استخدام الحساب.',
      ],
    },
    {
      id: 'accounts',
      title: '٢. الحساب',
      body: [
        {
          list: [
            'تكون البيانات صحيحة: الاسم الحقيقي، وبريد إلكتروني مستخدَم، ورقم جوال سعودي يعود لصاحب الحساب إن أُضيف.',
            'يلزم تأكيد البريد الإلكتروني قبل عرض أي غرض أو طلب أي استئجار.',
            'كلمة المرور سرّ لصاحبها، وما يجري من الحساب وهو مسجَّل الدخول مسؤولية صاحبه.',
            'حساب المنشأة يحمل اسمها، والرقم الضريبي المُدخل يكون رقمها هي.',
            'شارات التوثيق (الهوية عبر نفاذ، والجوال، والمنشأة عبر وزارة التجارة) لا تقول إلا ما تحقّقنا منه ومتى.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      title: '٣. عرض غرض للتأجير',
      body: [
        'لا يُعرض إلا ما يملك صاحب الحساب تأجيره، وعلى حقيقته: صور ووصف وحالة وموقع صحيحة. ويحدّد المؤجّر السعر اليومي، والخصم الأسبوعي أو الشهري إن وُجد، ومبلغ التأمين، وسياسة الإلغاء، وطريقة التسليم، ومن يحق له الحجز.',
        'بعض الأغراض لا يُسمح بعرضها أصلًا: كل ما يُمنع بيعه أو تأجيره في المملكة، كالأسلحة والذخائر، والأدوية والمخدرات، والسلع المقلّدة، والحيوانات الحية، والمسروقات، والوثائق الرسمية. والإعلان الذي يذكر شيئًا من ذلك يُرفض، وما يُشتبه فيه يُحجب حتى يراجعه فريق أجّر.',
      ],
    },
    {
      id: 'booking',
      title: '٤. الطلب والدفع',
      body: [
        `يختار المستأجر الأيام ويدفع في صفحة الدفع عند الطلب، والطلب الذي لا يُدفع خلال ${f.paymentWindowMinutes} دقيقة يسقط. وبعد الدفع يصل الطلب إلى المؤجّر فيقبله أو يرفضه قبل يوم الاستلام، وإلا انتهت مدته. والإعلان ذو الحجز الفوري يُؤكَّد حجزه فور الدفع إن بقيت الأيام متاحة.`,
        'يكون الدفع عبر أجّر وحده، فالدفع خارج أجّر لا تشمله سياسات الإلغاء ولا التأمين ولا المطالبات الموصوفة هنا.',
      ],
    },
    {
      id: 'fees',
      title: '٥. الأسعار والرسوم',
      body: [
        {
          list: [
            `يدفع المستأجر قيمة الإيجار (عدد الأيام × السعر اليومي بعد أي خصم)، ورسوم خدمة قدرها ${f.serviceFee} من قيمة الإيجار، وضريبة القيمة المضافة ${f.vat} على هذه الرسوم.`,
            `يقتطع أجّر من حصة المؤجّر عمولة قدرها ${f.commission} من قيمة الإيجار، وضريبة القيمة المضافة ${f.vat} عليها.`,
            `ضريبة القيمة المضافة ${f.vat} على الإيجار نفسه يحصّلها أجّر بصفته المورّد الحكمي عن المؤجّر غير المسجّل في الضريبة، أو يحصّلها المؤجّر المسجّل فيها، كما يقضي النظام.`,
            'تظهر المبالغ كلها قبل الدفع، ولكل دفعة فاتورة ضريبية ولكل استرداد إشعار دائن، بالعربية والإنجليزية.',
            'التأمين ليس رسومًا: لا ضريبة عليه ولا يدخل في الفاتورة.',
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      title: '٦. الإلغاء والاسترداد',
      body: [
        'لكل إعلان واحدة من ثلاث سياسات إلغاء، تُثبَّت على الحجز عند طلبه. وإذا ألغى المستأجر حجزًا مؤكدًا:',
        {
          list: [
            `المرنة: ${f.policies.flexible}.`,
            `المعتدلة: ${f.policies.moderate}.`,
            `الصارمة: ${f.policies.strict}.`,
          ],
        },
        '«قبل يوم الاستلام» تُحسب من منتصف الليل بتوقيت الرياض في بداية يوم الاستلام. وتُردّ رسوم الخدمة وضريبتها بنسبة ما يُردّ من الإيجار، ويُردّ التأمين كاملًا. ويُستردّ المبلغ كاملًا دائمًا عند رفض المؤجّر أو إلغائه، أو انتهاء مدة الطلب أو سقوطه دون دفع، أو إزالة أجّر للإعلان، أو سحب المستأجر طلبًا لم يقبله المؤجّر بعد. ويعود المبلغ المسترد إلى البطاقة أو المحفظة التي دُفع منها.',
        'إلغاء المؤجّر لحجز مؤكد يلزمه سبب يطّلع عليه المستأجر.',
      ],
    },
    {
      id: 'deposits',
      title: '٧. التأمين والمطالبات',
      body: [
        `قد يطلب الإعلان مبلغ تأمين يُدفع مع الإيجار ويحتفظ به أجّر، ويُردّ كاملًا إذا انتهى الحجز قبل بدء الإيجار، أو إذا انقضت مهلة المطالبة (${f.claimWindowHours} ساعة بعد الإرجاع) دون مطالبة.`,
        `وخلال هذه المهلة يحق للمؤجّر مطالبة واحدة من التأمين، عن تلف أو قطع ناقصة أو تأخر في الإرجاع أو تنظيف، بوصف وما يصل إلى ${f.claimPhotos} صور، ولا تتجاوز مبلغ التأمين. وللمستأجر ${f.claimAnswerHours} ساعة ليقبلها أو يعترض عليها بوصف وصور، والمطالبة التي لا يُرد عليها في وقتها تُعدّ مقبولة. ويبتّ فريق أجّر في المطالبة المعترض عليها، ويسعى إلى ذلك خلال ${f.disputeHours} ساعة: فيُبقي للمؤجّر ما يراه بين لا شيء وقيمة المطالبة، ويبلّغ الطرفين بسببه، ويُردّ باقي التأمين فورًا.`,
        'مبلغ التأمين هو أقصى ما تأخذه المطالبة عبر أجّر.',
      ],
    },
    {
      id: 'handover',
      title: '٨. سجلات التسليم والإرجاع',
      body: [
        `عند التسليم وعند الإرجاع يمكن لكل طرف إضافة سجل حالة: ملاحظة وما يصل إلى ${f.photos} صور، يُحفظ معها من أضافها ووقتها. وإذا أكّد أحد الطرفين التسليم أو الإرجاع فللآخر ${f.acknowledgeHours} ساعة ليُقرّه أو يعترض عليه، والسكوت إقرار. ومع وجود تأمين يضيف المؤجّر صورة قبل التسليم. وتذهب الاعتراضات إلى فريق أجّر ليبتّ فيها بسجلات الحجز.`,
      ],
    },
    {
      id: 'no-shows',
      title: '٩. عدم الحضور',
      body: [
        'من اليوم التالي ليوم الاستلام يمكن للمؤجّر الإفادة بأن المستأجر لم يحضر، فيُردّ للمستأجر ما تعطيه السياسة عند الإلغاء المتأخر، والتأمين كاملًا.',
        `ومن يوم الاستلام يمكن للمستأجر الإبلاغ بأن المؤجّر لم يسلّم الغرض، وللمؤجّر ${f.ownerAnswerHours} ساعة ليرد بوصف وصور، وإلا استردّ المستأجر المبلغ كاملًا. والبلاغات التي يُرد عليها يبتّ فيها فريق أجّر خلال ${f.noShowReviewDays} أيام، فإن لم يُبتّ فيها استردّ المستأجر المبلغ كاملًا.`,
      ],
    },
    {
      id: 'earnings',
      title: '١٠. أرباح المؤجّرين وتحويلها',
      body: [
        'تصبح حصة المؤجّر متاحة بعد إرجاع الغرض وانقضاء مهلة المطالبة، وتُحوَّل إلى آيبان سعودي باسم المؤجّر. وحفظًا لأموال الأعضاء يُمهَل الآيبان الجديد مدةً قبل أن تصله التحويلات، ويراجع فريق أجّر الآيبان الذي لا يطابق اسمُ صاحبه اسمَ الحساب، ويُطلب إدخال كلمة المرور مجددًا عند تغيير بيانات التحويل. وتبيّن صفحة الأرباح كل إمهال ومتى ينتهي.',
      ],
    },
    {
      id: 'reviews',
      title: '١١. التقييمات والرسائل',
      body: [
        `بعد اكتمال التأجير يقيّم كل طرف الآخر مرة واحدة خلال ${f.reviewWindowDays} يومًا من الإرجاع. وتبقى التقييمات مخفية حتى يكتب الطرفان أو تنقضي المدة، ثم تُنشر معًا. ويكون التقييم صادقًا وعن التأجير نفسه.`,
        'الرسائل لترتيب التأجير. ويلزم فيها الاحترام، فلا إساءة ولا تهديد ولا تضليل، ولا طلب للدفع خارج أجّر.',
      ],
    },
    {
      id: 'reports',
      title: '١٢. البلاغات والمراجعة',
      body: [
        'يمكن لأي عضو الإبلاغ عن إعلان أو ملف شخصي أو رسالة أو تقييم، باختيار سبب وإضافة وصف قصير، ويراجع فريق أجّر كل بلاغ. والإعلان الذي يبلّغ عنه ثلاثة أعضاء مختلفون يُحجب حتى تتم مراجعته (وبلاغ العضو الموثّقة هويته يُحسب مرتين).',
        'وبعد المراجعة قد يرفض الفريق البلاغ، أو يحجب الإعلان أو التقييم أو الرسالة، أو ينبّه العضو، أو يحظر الحساب. ولكل قرار سبب، ويُبلَّغ به العضو المعني فيما يخصه، ويُبلَّغ صاحب البلاغ بالنتيجة.',
      ],
    },
    {
      id: 'blocking',
      title: '١٣. حظر عضو',
      body: [
        'يمكن حظر أي عضو آخر، فلا يعود بإمكانه المراسلة ولا طلب الأغراض ولا رؤية بيانات التواصل، وتُغلق المحادثة معه. والحظر خاص لا يُبلَّغ به المحظور. أما الحجوزات المؤكدة فتمضي وفق قواعدها. ويمكن إلغاء الحظر من الإعدادات.',
      ],
    },
    {
      id: 'account-blocks',
      title: '١٤. الحسابات المحظورة',
      body: [
        'لأجّر حظر الحساب الذي يخالف هذه الشروط، مع إبلاغ صاحبه بالسبب. والحساب المحظور لا يمكن الدخول إليه، ويُخفى ملفه وإعلاناته، ولا يمكن مراسلته، وتبقى حجوزاته على حالها.',
      ],
    },
    {
      id: 'closing',
      title: '١٥. إغلاق الحساب',
      body: [
        'يمكن إغلاق الحساب من الإعدادات متى لم يكن فيه تأجير مفتوح ولا مبلغ مستحق لأحد الطرفين. وعندها تُحذف البيانات الشخصية أو تُجعل مجهولة، ولا يمكن الدخول إلى الحساب مجددًا. وما يُلزمنا النظام بحفظه (الحجوزات والفواتير الضريبية وقيود الأموال) يُحفظ دون البيانات الشخصية، وتبقى التقييمات باسم «عضو سابق».',
      ],
    },
    {
      id: 'responsibility',
      title: '١٦. المسؤوليات',
      body: [
        'يشغّل أجّر السوق، ويقبض المدفوعات، ويحتفظ بالتأمين، ويحوّل للمؤجّرين أرباحهم، لكنه لا يملك الأغراض المعروضة ولا يفحصها ولا يؤمّن عليها. والمؤجّر مسؤول عن أن يكون الغرض كما وُصف، آمنًا، ومن حقه تأجيره؛ والمستأجر مسؤول عن استعماله بعناية وإرجاعه في موعده وعلى حاله.',
      ],
    },
    {
      id: 'changes',
      title: '١٧. التعديلات والنظام والتواصل',
      body: [
        'إذا تغيّر في هذه الشروط ما تطلبه من الأعضاء صدر إصدار جديد بتاريخ جديد، وطُلبت موافقة كل عضو مسجَّل الدخول عليه. وتخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص بالنزاعات فيها محاكمها المختصة.',
        `للاستفسار: ${ltr(operator.email)}، ${ltr(operator.phone)}، أو صفحة «اتصل بنا».`,
      ],
    },
  ];
}

/** The Terms of use in the page's language. */
export function termsDocument(figures: LegalFigures): LegalSection[] {
  return figures.language === 'ar' ? termsInArabic(figures) : termsInEnglish(figures);
}
