/**
 * The Privacy notice under the Personal Data Protection Law, in both languages
 * (docs/decisions/0063-legal-consents.md). What it lists is what the code keeps and sends: the
 * tables of src/server/db/schema.ts, the outside services of docs/operations.md, and every cookie
 * and browser storage item the site sets (`setCookie`, `localStorage`, `sessionStorage`). A change to
 * any of these is a change here, and a change to what it asks of members a new version
 * (LEGAL_VERSIONS.privacy, src/shared/legal.ts).
 */
import { LANGUAGE_STORAGE_KEY } from '@shared/constants';
import { EMAIL_CONFIRM_TTL_HOURS, PHONE_CODE_TTL_MINUTES } from '@shared/verification';
import { isolated, type LegalFigures, type LegalSection, ltr } from './legal-document';

/** Days a session lasts after its last use (features/auth/sessions.ts), and the device cookie's. */
const SESSION_DAYS = 30;
const DEVICE_COOKIE_DAYS = 365;

function privacyInEnglish(f: LegalFigures): LegalSection[] {
  const { operator } = f.info;
  const n = f.number;
  return [
    {
      id: 'controller',
      title: '1. Who is responsible for your data',
      body: [
        `${isolated(operator.name)} (commercial registration ${operator.crNumber}, ${isolated(operator.address)}) runs Ajjir and decides how your personal data is used, under the Personal Data Protection Law of the Kingdom of Saudi Arabia. For anything about your data, write to ${operator.email}.`,
      ],
    },
    {
      id: 'collected',
      title: '2. What we collect, and why',
      body: [
        {
          list: [
            'Your account: name, username, e-mail address, a one-way hash of your password (never the password itself), and what you choose to add: phone, city, region, address, postal code, a few words about yourself and a photo. A business account adds the company’s name, website, VAT number and address. We use them to run your account, show your profile, reach you and issue your invoices.',
            `Verification: the confirmation of your e-mail (its link lasts ${n(EMAIL_CONFIRM_TTL_HOURS)} hours); your phone, by a code sent by text message (kept only as a hash, for ${n(PHONE_CODE_TTL_MINUTES)} minutes); your identity through Nafath: your national ID or Iqama number only while the check runs, then only a keyed one-way hash of it and the name Nafath gives; a business’s commercial registration number and the registered name and status the Ministry of Commerce holds. We use them for the badges, and so that one person or business is one account.`,
            'What you do on Ajjir: your listings and their photos and place, your bookings, messages, reviews, hand-over and return records and their photos, claims, disputes and no-show reports. We use them to provide the rentals, and to settle disagreements with the records of both sides.',
            'Money: each payment’s amount, state and the payment gateway’s reference; refunds; tax invoices and credit notes; for owners, the IBAN and its holder’s name, mobile number and city that a bank payout needs, and the history of changes to them. Your card details are typed on the payment gateway’s page and never reach Ajjir.',
            'Reports you make or that concern you, the moderators’ decisions and their reasons, members you block, and the versions of these documents you accepted and when.',
            'Security: for each signed-in session, a hash of its token, the browser’s description and the IP address; counters of attempts kept against a hash of an address or account; and server logs, with passwords, tokens and cookies removed. We use them to keep accounts safe and to stop abuse.',
          ],
        },
        'We do not sell personal data, show advertising, or use analytics or tracking services.',
      ],
    },
    {
      id: 'basis',
      title: '3. On what grounds',
      body: [
        'We use your data to carry out our agreement with you (the Terms of use), with your consent given at sign-up, to meet our legal duties (such as tax invoices and answering the authorities), and to keep members and their money safe.',
      ],
    },
    {
      id: 'recipients',
      title: '4. Who receives it',
      body: [
        {
          list: [
            'Other members see what your profile shows: your name, username, city, bio, photo, badges, ratings, reviews and listings. The other side of a booking sees what the booking needs. Other members never see your e-mail address or phone number.',
            'Moyasar, the payment gateway: what a payment or refund needs, and your card details, which you give on its page; for owners’ payouts, the IBAN, the holder’s name, mobile number and city.',
            'Taqnyat, the text message gateway: your mobile number and the code sent to it.',
            'Nafath, through Elm: your national ID or Iqama number, to check your identity.',
            'Wathq, the Ministry of Commerce’s service: a commercial registration number, to check a business.',
            'Our mail server: your e-mail address and the e-mails we send you (links, notifications).',
            'The providers that host the site, its database and its photos, who keep them for us and use them for nothing else.',
            'The map’s tile server, when you open the map: your IP address and the area shown.',
            'Authorities, only where the law requires it (for example, the Zakat, Tax and Customs Authority for tax records, or a court).',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: '5. How long we keep it',
      body: [
        {
          list: [
            'Your account’s details: while the account is open. When you close it, they are removed or made anonymous.',
            'Bookings, payments, refunds, invoices and the accounts of the money: as long as the tax laws require records to be kept, without more of your details than they must carry.',
            `Sessions: ${n(SESSION_DAYS)} days after their last use, or until you sign out. Password reset links: one hour. Phone codes: ${n(PHONE_CODE_TTL_MINUTES)} minutes.`,
            'The hash of a verified identity: so that one ID stays one account, as long as the law allows.',
            'Your consents, reports and moderators’ decisions: as records of what was accepted and decided.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: '6. Your rights',
      body: [
        'Under the Personal Data Protection Law you may:',
        {
          list: [
            'be told how your data is used (this notice);',
            'see your data and get a copy of it: the download on your Privacy and account page gives everything about you in one file;',
            'have it corrected: most details can be edited on your profile; write to us for the rest;',
            'have it deleted, by closing your account (what the law makes us keep stays, without your details);',
            'withdraw your consent: e-mail notifications can be turned off at any time; as the Terms and this notice are what using Ajjir rests on, withdrawing consent to them means closing the account;',
            'complain to the Saudi Data and Artificial Intelligence Authority (SDAIA), which oversees the law.',
          ],
        },
        `Write to ${operator.email} for any of these. We answer within the time the law sets.`,
      ],
    },
    {
      id: 'cookies',
      title: '7. Cookies and storage on your device',
      body: [
        'The site keeps on your device only what it needs to work, so it asks for no consent to cookies and shows no cookie banner:',
        {
          list: [
            `The ajjir_session cookie keeps you signed in: it holds a random token, cannot be read by scripts, and lasts ${n(SESSION_DAYS)} days after your last visit or until you sign out.`,
            `The ajjir_device cookie, set when you sign in, lets your own device in even while others are guessing your password: it names your account with a signature, is sent only when signing in, and lasts ${n(DEVICE_COOKIE_DAYS)} days.`,
            `Your language, in the ${LANGUAGE_STORAGE_KEY} cookie and the browser’s storage, so pages open in it.`,
            'Favourites you save before signing in, in the browser’s storage, until they move to your account when you sign in.',
            'A short message shown once after a page reloads, and, on a demo site only, the link confirming a new account’s e-mail: both in the tab’s own storage, gone when it closes.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: '8. How we protect it',
      body: [
        'Connections are encrypted; passwords are kept only as slow one-way hashes, session tokens and phone codes as hashes, identity numbers as keyed hashes; IBANs are shown masked; changing payout details asks for your password; every administrator’s action on an account is recorded.',
      ],
    },
    {
      id: 'changes',
      title: '9. Changes to this notice',
      body: [
        'When this notice changes in what it asks of you, the new version carries a new date and every signed-in member is asked to accept it before going on.',
      ],
    },
  ];
}

function privacyInArabic(f: LegalFigures): LegalSection[] {
  const { operator } = f.info;
  const n = f.number;
  return [
    {
      id: 'controller',
      title: '١. الجهة المسؤولة عن البيانات',
      body: [
        `تشغّل ${isolated(operator.name)} (سجل تجاري رقم ${operator.crNumber}، ${isolated(operator.address)}) منصة أجّر، وهي الجهة التي تحدّد كيفية معالجة البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية. ولأي أمر يخص البيانات تُرسل رسالة إلى ${ltr(operator.email)}.`,
      ],
    },
    {
      id: 'collected',
      title: '٢. ما نجمعه ولماذا',
      body: [
        {
          list: [
            'بيانات الحساب: الاسم، واسم المستخدم، والبريد الإلكتروني، وبصمة باتجاه واحد لكلمة المرور (لا كلمة المرور نفسها)، وما يُضاف اختيارًا: الجوال، والمدينة، والمنطقة، والعنوان، والرمز البريدي، ونبذة، وصورة. ويضيف حساب المنشأة اسمها وموقعها الإلكتروني ورقمها الضريبي وعنوانها. ونستعملها لتشغيل الحساب وعرض الملف الشخصي والتواصل وإصدار الفواتير.',
            `التوثيق: تأكيد البريد الإلكتروني (صلاحية رابطه ${n(EMAIL_CONFIRM_TTL_HOURS)} ساعة)؛ والجوال برمز يُرسل في رسالة نصية (يُحفظ بصمةً فقط لمدة ${n(PHONE_CODE_TTL_MINUTES)} دقائق)؛ والهوية عبر نفاذ: رقم الهوية الوطنية أو الإقامة أثناء التحقق فقط، ثم بصمة مفتاحية باتجاه واحد له والاسم الذي يعطيه نفاذ؛ ورقم السجل التجاري للمنشأة مع اسمها المسجّل وحالتها لدى وزارة التجارة. ونستعملها للشارات، ولكي يكون لكل شخص أو منشأة حساب واحد.`,
            'النشاط في أجّر: الإعلانات وصورها وموقعها، والحجوزات، والرسائل، والتقييمات، وسجلات التسليم والإرجاع وصورها، والمطالبات، والاعتراضات، وبلاغات عدم الحضور. ونستعملها لتقديم خدمة التأجير وللفصل في الخلافات بسجلات الطرفين.',
            'الأموال: مبلغ كل دفعة وحالتها ومرجعها لدى بوابة الدفع، والمبالغ المستردة، والفواتير الضريبية وإشعارات الدائن؛ وللمؤجّرين: الآيبان واسم صاحبه ورقم الجوال والمدينة مما يلزم للتحويل البنكي، وسجل تغييرها. أما بيانات البطاقة فتُدخل في صفحة بوابة الدفع ولا تصل إلى أجّر.',
            'البلاغات المقدَّمة أو المتعلقة بالحساب، وقرارات المراجعين وأسبابها، والأعضاء المحظورون، وإصدارات هذه الوثائق التي تمت الموافقة عليها ووقت ذلك.',
            'الأمان: لكل جلسة دخول بصمة رمزها ووصف المتصفح وعنوان IP؛ وعدّادات للمحاولات تُحفظ مقابل بصمة العنوان أو الحساب؛ وسجلات الخادم بعد حذف كلمات المرور والرموز وملفات تعريف الارتباط منها. ونستعملها لحماية الحسابات ومنع إساءة الاستخدام.',
          ],
        },
        'لا نبيع البيانات الشخصية، ولا نعرض إعلانات، ولا نستعمل خدمات تحليل أو تتبّع.',
      ],
    },
    {
      id: 'basis',
      title: '٣. الأساس النظامي',
      body: [
        'نعالج البيانات لتنفيذ الاتفاق مع العضو (شروط الاستخدام)، وبموافقته عند التسجيل، وللوفاء بالالتزامات النظامية (كالفواتير الضريبية والاستجابة للجهات المختصة)، ولحماية الأعضاء وأموالهم.',
      ],
    },
    {
      id: 'recipients',
      title: '٤. من يتلقّى البيانات',
      body: [
        {
          list: [
            'الأعضاء الآخرون يرون ما يعرضه الملف الشخصي: الاسم، واسم المستخدم، والمدينة، والنبذة، والصورة، والشارات، والتقييمات، والإعلانات. ويرى الطرف الآخر في الحجز ما يلزم الحجز. ولا يرى الأعضاء الآخرون البريد الإلكتروني ولا رقم الجوال أبدًا.',
            'ميسّر (Moyasar)، بوابة الدفع: ما يلزم الدفعة أو الاسترداد، وبيانات البطاقة التي تُدخل في صفحتها؛ ولتحويل أرباح المؤجّرين: الآيبان واسم صاحبه ورقم الجوال والمدينة.',
            'تقنيات (Taqnyat)، بوابة الرسائل النصية: رقم الجوال والرمز المرسل إليه.',
            'نفاذ عبر شركة علم: رقم الهوية الوطنية أو الإقامة للتحقق من الهوية.',
            'واثق، خدمة وزارة التجارة: رقم السجل التجاري للتحقق من المنشأة.',
            'خادم البريد: البريد الإلكتروني والرسائل المرسلة إليه (الروابط والإشعارات).',
            'مزوّدو الاستضافة الذين يحفظون الموقع وقاعدة بياناته وصوره نيابةً عنا، ولا يستعملونها لغير ذلك.',
            'خادم صور الخريطة عند فتحها: عنوان IP والمنطقة المعروضة.',
            'الجهات الرسمية حين يُلزم النظام بذلك فقط (كهيئة الزكاة والضريبة والجمارك للسجلات الضريبية، أو المحاكم).',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: '٥. مدة الحفظ',
      body: [
        {
          list: [
            'بيانات الحساب: ما دام الحساب مفتوحًا، وعند إغلاقه تُحذف أو تُجعل مجهولة.',
            'الحجوزات والمدفوعات والمبالغ المستردة والفواتير وقيود الأموال: المدة التي تُلزم الأنظمة الضريبية بحفظ السجلات خلالها، دون بيانات شخصية تزيد على ما يلزمها.',
            `جلسات الدخول: ${n(SESSION_DAYS)} يومًا بعد آخر استعمال، أو حتى تسجيل الخروج. روابط إعادة تعيين كلمة المرور: ساعة واحدة. رموز الجوال: ${n(PHONE_CODE_TTL_MINUTES)} دقائق.`,
            'بصمة الهوية الموثّقة: ليبقى لكل هوية حساب واحد، المدة التي يسمح بها النظام.',
            'الموافقات والبلاغات وقرارات المراجعين: سجلًّا لما تمت الموافقة عليه وما تقرّر.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: '٦. حقوق العضو',
      body: [
        'يكفل نظام حماية البيانات الشخصية للعضو:',
        {
          list: [
            'العلم بكيفية معالجة بياناته (هذا الإشعار)؛',
            'الاطلاع على بياناته والحصول على نسخة منها: التنزيل في صفحة الخصوصية والحساب يعطي كل ما يخصه في ملف واحد؛',
            'تصحيحها: أغلب البيانات تُعدَّل من الملف الشخصي، ولغيرها تُرسل رسالة إلينا؛',
            'حذفها بإغلاق الحساب (ويبقى ما يُلزم النظام بحفظه دون البيانات الشخصية)؛',
            'الرجوع عن الموافقة: إشعارات البريد يمكن إيقافها في أي وقت، ولأن الشروط وهذا الإشعار أساس استخدام أجّر فالرجوع عن الموافقة عليهما يعني إغلاق الحساب؛',
            'تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا)، الجهة المشرفة على النظام.',
          ],
        },
        `ولأيٍّ من ذلك تُرسل رسالة إلى ${ltr(operator.email)}، ونرد خلال المدة التي يحددها النظام.`,
      ],
    },
    {
      id: 'cookies',
      title: '٧. ملفات تعريف الارتباط والتخزين في الجهاز',
      body: [
        'لا يحفظ الموقع في الجهاز إلا ما يلزم لعمله، ولذلك لا يطلب موافقة على ملفات تعريف الارتباط ولا يعرض شريطًا لها:',
        {
          list: [
            `ملف ${ltr('ajjir_session')} يُبقي الحساب مسجَّل الدخول: يحمل رمزًا عشوائيًا لا تقرؤه البرامج النصية، ويبقى ${n(SESSION_DAYS)} يومًا بعد آخر زيارة أو حتى تسجيل الخروج.`,
            `ملف ${ltr('ajjir_device')} يُضبط عند تسجيل الدخول ليبقى الدخول من جهاز صاحب الحساب متاحًا ولو حاول غيره تخمين كلمة المرور: يسمّي الحساب بتوقيع، ولا يُرسل إلا عند تسجيل الدخول، ويبقى ${n(DEVICE_COOKIE_DAYS)} يومًا.`,
            `اللغة المختارة، في ملف ${ltr(LANGUAGE_STORAGE_KEY)} وفي تخزين المتصفح، لتُفتح الصفحات بها.`,
            'المفضلة المحفوظة قبل تسجيل الدخول، في تخزين المتصفح، حتى تنتقل إلى الحساب عند تسجيل الدخول.',
            'رسالة قصيرة تظهر مرة واحدة بعد إعادة تحميل الصفحة، وفي الموقع التجريبي وحده رابط تأكيد بريد الحساب الجديد: كلاهما في تخزين التبويب نفسه، ويزولان بإغلاقه.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: '٨. حماية البيانات',
      body: [
        'الاتصال بالموقع مشفّر؛ وكلمات المرور لا تُحفظ إلا ببصمات بطيئة باتجاه واحد، ورموز الجلسات ورموز الجوال ببصمات، وأرقام الهوية ببصمات مفتاحية؛ ويظهر الآيبان مخفيًا جزئيًا؛ ويُطلب إدخال كلمة المرور لتغيير بيانات التحويل؛ ويُسجَّل كل إجراء يتخذه المشرفون على أي حساب.',
      ],
    },
    {
      id: 'changes',
      title: '٩. تعديل هذا الإشعار',
      body: [
        'إذا تغيّر في هذا الإشعار ما يطلبه من الأعضاء صدر إصدار جديد بتاريخ جديد، وطُلبت موافقة كل عضو مسجَّل الدخول عليه قبل المتابعة.',
      ],
    },
  ];
}

/** The Privacy notice in the page's language. */
export function privacyDocument(figures: LegalFigures): LegalSection[] {
  return figures.language === 'ar' ? privacyInArabic(figures) : privacyInEnglish(figures);
}
