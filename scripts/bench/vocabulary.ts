/**
 * Words the generated listings are made of (scripts/bench-search.ts). Each
 * product belongs to one of the 12 categories (ids of migration 0002) and has
 * the spellings people really type in Arabic (ة/ه, أ/ا, with or without ال,
 * colloquial names) and in English, and a typical daily rate in riyal.
 * The first Arabic spelling is listed twice where it is the common one, so it
 * is drawn more often.
 */
export interface Product {
  categoryId: number;
  ar: string[];
  en: string[];
  /** Typical riyals per day; each listing draws around it. */
  price: number;
}

const p = (categoryId: number, ar: string[], en: string[], price: number): Product => ({
  categoryId,
  ar,
  en,
  price,
});

export const PRODUCTS: Product[] = [
  // 1 Camping
  p(1, ['خيمة', 'خيمة', 'خيمه', 'الخيمة', 'خيمة بر'], ['tent', 'camping tent', 'desert tent'], 120),
  p(1, ['كرسي رحلات', 'كرسي تخييم', 'كرسى رحلات', 'كراسي رحلات'], ['camping chair', 'folding chair'], 15),
  p(1, ['كيس نوم', 'شنطة نوم', 'كيس نوم شتوي'], ['sleeping bag'], 25),
  p(1, ['إضاءة مخيم', 'اضاءة مخيم', 'اضاءه رحلات', 'فانوس'], ['camp lantern', 'LED lantern'], 20),
  p(1, ['موقد غاز', 'دافور رحلات', 'شواية متنقلة'], ['camping stove', 'portable grill'], 20),
  p(1, ['ثلاجة رحلات', 'ثلاجه رحلات', 'ترمس ثلج'], ['cooler box', 'portable fridge'], 40),
  p(1, ['بيت شعر', 'بيت شعر', 'بيت الشعر'], ['bedouin tent'], 300),
  p(1, ['جلسة أرضية', 'جلسه ارضيه', 'جلسة بر'], ['floor seating set'], 80),
  p(1, ['طقم كشتة', 'عدة كشتة', 'عدة رحلات'], ['camping kit', 'camping gear'], 150),
  // 2 Tools
  p(2, ['دريل', 'شنيور', 'مثقاب', 'دريل بوش'], ['drill', 'cordless drill', 'hammer drill'], 35),
  p(2, ['سلم', 'سلم ألمنيوم', 'سلم المنيوم'], ['ladder', 'aluminium ladder'], 30),
  p(2, ['مولد كهرباء', 'مولد', 'مولّد كهرباء', 'ماطور كهرباء'], ['generator', 'power generator'], 150),
  p(2, ['مكينة غسيل ضغط', 'ماكينة ضغط عالي'], ['pressure washer'], 80),
  p(2, ['منشار', 'منشار كهربائي', 'منشار دائري'], ['circular saw', 'jigsaw'], 40),
  p(2, ['عدة أدوات', 'شنطة عدة', 'ادوات صيانة'], ['tool set', 'toolbox'], 30),
  p(2, ['ماكينة لحام', 'مكينة لحام'], ['welding machine'], 90),
  p(2, ['ماكينة قص عشب', 'قصاصة عشب'], ['lawn mower'], 70),
  // 3 Electronics
  p(3, ['بروجكتر', 'بروجكتر', 'بروجيكتور', 'جهاز عرض'], ['projector', 'HD projector'], 120),
  p(3, ['لابتوب', 'حاسب محمول', 'لاب توب'], ['laptop', 'MacBook'], 200),
  p(3, ['شاشة', 'شاشه', 'تلفزيون', 'شاشة سامسونج'], ['TV screen', 'smart TV', 'monitor'], 150),
  p(3, ['سماعة', 'سماعه بلوتوث', 'مكبر صوت'], ['speaker', 'bluetooth speaker'], 60),
  p(3, ['محطة طاقة متنقلة', 'بطارية متنقلة'], ['power station', 'power bank'], 80),
  p(3, ['آيباد', 'ايباد', 'جهاز لوحي'], ['iPad', 'tablet'], 90),
  p(3, ['طابعة', 'طابعه'], ['printer'], 50),
  // 4 Cameras
  p(
    4,
    ['كاميرا', 'كاميرا', 'كاميرة', 'كامرة', 'كاميرا كانون', 'كاميرا سوني'],
    ['camera', 'Canon camera', 'Sony camera', 'mirrorless camera'],
    200,
  ),
  p(4, ['عدسة', 'عدسه', 'عدسة كانون'], ['lens', 'zoom lens'], 120),
  p(4, ['درون', 'طائرة درون', 'طيارة تصوير'], ['drone', 'DJI drone'], 250),
  p(4, ['ترايبود', 'حامل كاميرا'], ['tripod'], 25),
  p(4, ['إضاءة تصوير', 'اضاءة استوديو', 'إضاءه تصوير'], ['studio lighting', 'softbox kit'], 100),
  p(4, ['جيمبال', 'مثبت كاميرا'], ['gimbal', 'stabilizer'], 80),
  p(4, ['كاميرا جو برو', 'قوبرو'], ['GoPro', 'action camera'], 70),
  // 5 Events
  p(5, ['خيمة مناسبات', 'خيمه افراح', 'خيمة أعراس'], ['event tent', 'wedding tent', 'marquee'], 1200),
  p(5, ['كراسي مناسبات', 'كرسي حفلات', 'كراسي أفراح'], ['event chairs', 'banquet chairs'], 100),
  p(5, ['طاولات', 'طاولة مناسبات', 'طاوله'], ['folding tables', 'banquet table'], 80),
  p(5, ['نظام صوت', 'سماعات حفلات', 'دي جي'], ['sound system', 'PA system'], 400),
  p(5, ['مكيف', 'مكيف', 'مكيف صحراوي', 'مكيّف متنقل', 'مكيف مناسبات'], ['air cooler', 'portable AC'], 200),
  p(5, ['دلال قهوة', 'طقم ضيافة', 'دله', 'ترامس'], ['coffee set', 'Arabic coffee pots'], 50),
  p(5, ['كوشة', 'كوشه', 'زينة حفلات', 'ديكور زواج'], ['wedding kosha', 'party decor'], 800),
  p(5, ['إضاءة حفلات', 'اضاءة ليد', 'اضاءه'], ['party lights', 'string lights'], 100),
  p(5, ['مكينة فشار', 'ماكينة غزل البنات'], ['popcorn machine', 'cotton candy machine'], 150),
  // 6 Sports
  p(6, ['سير كهربائي', 'جهاز مشي', 'تريدمل'], ['treadmill'], 90),
  p(6, ['لوح تجديف', 'لوح سيرف'], ['paddle board', 'surfboard'], 80),
  p(6, ['عدة غوص', 'عدة سنوركل'], ['snorkelling set', 'diving gear'], 60),
  p(6, ['مضرب بادل', 'مضارب بادل'], ['padel racket', 'tennis racket'], 30),
  p(6, ['طاولة تنس', 'طاوله بينج بونج'], ['table tennis table', 'ping pong table'], 50),
  p(6, ['دمبلز', 'أوزان', 'اوزان حديد'], ['dumbbells', 'weights set'], 30),
  p(6, ['مرمى كرة قدم', 'مرمى'], ['football goals'], 40),
  p(6, ['عدة هايكنج', 'شنطة هايكنج'], ['hiking gear', 'hiking backpack'], 40),
  // 7 Vehicles
  p(7, ['دراجة', 'دراجه هوائية', 'سيكل'], ['bicycle', 'mountain bike', 'e-bike'], 60),
  p(7, ['سكوتر', 'سكوتر كهربائي'], ['electric scooter'], 50),
  p(7, ['دباب', 'دباب بر', 'دراجة رباعية'], ['quad bike', 'ATV'], 300),
  p(7, ['مقطورة', 'عربة سحب', 'تريلا'], ['trailer', 'car trailer'], 150),
  p(7, ['صندوق سقف', 'شبك سقف سيارة'], ['roof box', 'roof rack'], 40),
  p(7, ['جت سكي', 'دباب بحري'], ['jet ski'], 900),
  p(7, ['كرفان', 'كرفان رحلات'], ['caravan', 'camper van'], 1500),
  // 8 Home
  p(8, ['مكنسة كهربائية', 'مكنسه'], ['vacuum cleaner'], 30),
  p(8, ['جهاز تنظيف سجاد', 'غسالة سجاد'], ['carpet cleaner', 'steam cleaner'], 60),
  p(8, ['مكيف متنقل', 'مكيف شباك', 'مكيّف'], ['portable air conditioner'], 100),
  p(8, ['دفاية', 'دفايه', 'مدفأة'], ['heater'], 25),
  p(8, ['كنبة', 'كنبه سرير', 'سرير إضافي'], ['sofa bed', 'extra bed'], 70),
  p(8, ['ماكينة خياطة', 'مكينة خياطه'], ['sewing machine'], 35),
  p(8, ['قدر ضغط', 'طباخ', 'فرن كهربائي'], ['oven', 'food mixer', 'coffee machine'], 40),
  // 9 Kids
  p(9, ['عربة أطفال', 'عربية اطفال', 'عربه طفل'], ['stroller', 'baby stroller'], 30),
  p(9, ['كرسي سيارة للأطفال', 'كرسي اطفال', 'مقعد أطفال'], ['car seat', 'baby car seat'], 25),
  p(9, ['سرير أطفال', 'سرير طفل', 'مهد'], ['baby crib', 'travel cot'], 30),
  p(9, ['نطيطة', 'نطاطيه', 'قلعة نطيطة'], ['bouncy castle', 'inflatable castle'], 250),
  p(9, ['ألعاب أطفال', 'العاب اطفال'], ['kids toys', 'play set'], 20),
  p(9, ['كرسي طعام أطفال', 'كرسي اكل طفل'], ['high chair'], 15),
  // 10 Fashion
  p(10, ['بشت', 'مشلح', 'بشت رجالي'], ['bisht', "men's bisht"], 200),
  p(10, ['فستان سهرة', 'فستان زواج', 'فستان'], ['evening dress', 'wedding dress', 'gown'], 300),
  p(10, ['عباية', 'عبايه', 'عباية مطرزة'], ['abaya'], 80),
  p(10, ['بدلة رسمية', 'بدله'], ['suit', 'tuxedo'], 120),
  p(10, ['طقم مجوهرات', 'اكسسوارات', 'ساعة'], ['jewellery set', 'watch'], 150),
  p(10, ['حقيبة يد', 'شنطة ماركة'], ['designer handbag'], 150),
  // 11 Music
  p(11, ['عود', 'عود عربي'], ['oud'], 80),
  p(11, ['جيتار', 'قيتار', 'غيتار'], ['guitar', 'acoustic guitar', 'electric guitar'], 60),
  p(11, ['بيانو', 'أورج', 'اورج كهربائي', 'كيبورد'], ['keyboard', 'digital piano'], 90),
  p(11, ['طبول', 'درامز', 'طبلة'], ['drum kit', 'darbuka'], 90),
  p(11, ['مايك', 'ميكروفون', 'مايكروفون'], ['microphone', 'wireless mic'], 30),
  p(11, ['كمان', 'كمنجة'], ['violin'], 70),
  p(11, ['ميكسر صوت', 'مكسر'], ['audio mixer', 'DJ controller'], 120),
  // 12 Gaming
  p(12, ['بلايستيشن', 'بلاي ستيشن ٥', 'سوني ٥'], ['PlayStation 5', 'PS5'], 80),
  p(12, ['اكس بوكس', 'إكس بوكس'], ['Xbox Series X'], 70),
  p(12, ['نينتندو سويتش', 'ننتندو'], ['Nintendo Switch'], 50),
  p(12, ['نظارة واقع افتراضي', 'نظارة VR'], ['VR headset', 'Meta Quest'], 90),
  p(12, ['كمبيوتر قيمنق', 'جهاز ألعاب', 'بي سي قيمنج'], ['gaming PC', 'gaming laptop'], 250),
  p(12, ['كرسي قيمنق', 'كرسي ألعاب'], ['gaming chair'], 30),
  p(12, ['دركسون ألعاب', 'مقود سباق'], ['racing wheel', 'sim rig'], 60),
];

/** After the noun in an Arabic title (agreement is loose, as in real listings). */
export const AR_ADJECTIVES = [
  'كبيرة',
  'كبيره',
  'كبير',
  'صغيرة',
  'جديد',
  'جديدة',
  'ممتاز',
  'نظيف',
  'عائلية',
  'عائليه',
  'احترافية',
  'إحترافي',
  'حديث',
  'فاخر',
  'أصلي',
  'اصلي',
  'مستعمل بحالة ممتازة',
];

export const AR_SUFFIXES = [
  'للإيجار',
  'للايجار',
  'لـ٦ أشخاص',
  '٤ أشخاص',
  'مع الشنطة',
  'مع الملحقات',
  'للرحلات',
  'للمناسبات',
  'بسعر مناسب',
  'إيجار يومي',
  '٢٠٢٤',
];

/** Before the noun in an English title. */
export const EN_ADJECTIVES = [
  'large',
  'small',
  'new',
  'professional',
  'family',
  'premium',
  'compact',
  'heavy-duty',
  'portable',
  'lightweight',
];

export const EN_SUFFIXES = [
  'for rent',
  'with case',
  '(6 people)',
  '- 2 pieces',
  'kit',
  'set',
  'for events',
  '- daily rent',
  'like new',
];

/** Sentences of a description; {noun} and {city} are filled in. The first names the item. */
export const AR_FIRST_SENTENCES = [
  '{noun} بحالة ممتازة للإيجار في {city}.',
  'أؤجر {noun} نظيف وجاهز للاستخدام.',
  '{noun} مناسب للرحلات والمناسبات العائلية.',
  'متوفر {noun} للإيجار اليومي والأسبوعي.',
];
export const AR_SENTENCES = [
  'الاستلام من {city} والتوصيل متاح بمقابل.',
  'يرجى إرجاعه بنفس الحالة.',
  'تم استخدامه مرات قليلة فقط.',
  'يأتي مع جميع الملحقات.',
  'خصم عند الإيجار لأكثر من ثلاثة أيام.',
  'التأمين يسترد بعد الإرجاع.',
  'متاح في نهاية الأسبوع والإجازات.',
];
export const EN_FIRST_SENTENCES = [
  '{noun} in excellent condition, for rent in {city}.',
  'Renting out my {noun}, clean and ready to use.',
  'A {noun} for trips and family events.',
  '{noun} available for daily and weekly rental.',
];
export const EN_SENTENCES = [
  'Pickup in {city}, delivery possible for a fee.',
  'Please return it in the same condition.',
  'Used only a few times.',
  'Comes with all accessories.',
  'Discount for rentals longer than three days.',
  'The deposit is refunded on return.',
  'Available on weekends and holidays.',
];

export const FIRST_NAMES = [
  'محمد',
  'عبدالله',
  'فهد',
  'سعود',
  'خالد',
  'نورة',
  'سارة',
  'ريم',
  'لمى',
  'عبدالرحمن',
  'فيصل',
  'تركي',
  'Ahmed',
  'Omar',
  'Lina',
  'Hala',
];
export const LAST_NAMES = [
  'العتيبي',
  'القحطاني',
  'الشهري',
  'الغامدي',
  'الدوسري',
  'الحربي',
  'المطيري',
  'الزهراني',
  'Al-Harbi',
  'Al-Qahtani',
];

/**
 * The cities generated listings and accounts are in, and how many listings each gets out of 100
 * (roughly by population): the 15 cities the marketplace first knew, named so that the generated
 * data stays the same as the list of cities grows (docs/benchmarks.md).
 */
export const CITY_WEIGHTS: Readonly<Record<string, number>> = {
  Riyadh: 26,
  Jeddah: 18,
  Makkah: 7,
  Madinah: 6,
  Dammam: 7,
  Khobar: 5,
  'Al Ahsa': 4,
  Abha: 3,
  Taif: 4,
  Tabuk: 3,
  AlUla: 1,
  Buraydah: 4,
  Hail: 3,
  Jazan: 4,
  Najran: 5,
};

/** What renters and owners write to each other (scripts/bench/activity.ts); most write in Arabic. */
export const AR_MESSAGES = [
  'السلام عليكم، هل الغرض متاح نهاية الأسبوع؟',
  'وعليكم السلام، نعم متاح.',
  'كم السعر لثلاثة أيام؟',
  'أقدر أعطيك خصم إذا أخذته أسبوع.',
  'ممتاز، أرسلت لك طلب حجز.',
  'تم قبول الطلب، الاستلام من البيت بعد العصر.',
  'هل يشمل التوصيل؟',
  'التوصيل داخل المدينة بخمسين ريال.',
  'شكراً لك، كل شيء كان ممتاز.',
  'الله يعطيك العافية، أرجعته اليوم.',
];
export const EN_MESSAGES = [
  'Hi, is it available this weekend?',
  'Yes, it is free from Thursday.',
  'What would three days cost?',
  'I can do a discount for a week.',
  'Great, I have sent a booking request.',
  'Accepted. Pickup after 4 pm works for me.',
  'Does it come with the case?',
  'Thanks, everything worked perfectly.',
];
