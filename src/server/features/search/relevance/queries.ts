/**
 * The search relevance set: what renters type, and the demo listings (src/server/db/seed/demo-data.ts)
 * a person expects for it. CI runs every query against the demo data and reports recall@10 (the share of
 * `mustFind` listings among the first ten results) and best-first (the share of queries with a `best`
 * whose best answer comes first). Data only: the figures are computed elsewhere.
 *
 * How the expectations were set, as a person searching would set them:
 * - Only listings the marketplace shows can be expected. Three demo listings are paused by their owners
 *   ('Wedding kosha and lighting decor', 'جهاز سير كهربائي قابل للطي', 'كرفان رحلات صغير') and one belongs to
 *   a blocked owner ('بلايستيشن ٥ مع يدين وعشر ألعاب', BLOCKED_DEMO_USER). They are never in `mustFind`;
 *   where a query asks for one of them it is in `notTop3`, since it must not show at all.
 * - `mustFind` holds what a person would be surprised not to see on the first page, not every listing
 *   that happens to share a word with the query. `best` is set only when one listing is clearly the answer.
 * - A listing's city is its owner's city. Riyadh (14 shown) and Jeddah (15 shown) have more listings than
 *   a page of ten: for the city alone no particular ten are expected, so `mustFind` is empty and `city`
 *   states the expectation (only listings in that city).
 */

/** One query of the relevance set: what a renter types, and the demo listings a person expects. */
export interface RelevanceQuery {
  /** Exactly what is typed in the search box. */
  query: string;
  /** What the query exercises (for the per-kind figures in docs/search.md). */
  kind:
    | 'arabic'
    | 'gulf'
    | 'english'
    | 'brand'
    | 'model'
    | 'plural'
    | 'cross-language'
    | 'misspelling'
    | 'place'
    | 'category'
    | 'mixed'
    | 'some-words';
  /** Exact demo listing titles (copy them character for character from demo-data.ts) that must be among the first 10 results. */
  mustFind: string[];
  /** The one title a person would expect first, when there is one clear best answer (one of mustFind). */
  best?: string;
  /** Titles that must NOT be in the first 3 results (e.g. the power station for "playstation"). Optional. */
  notTop3?: string[];
  /** A city the query names, when it should filter by place: the English `name` from cities.ts. Optional. */
  city?: string;
}

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // ─── Arabic, standard spelling ───────────────────────────────────────────
  // A camera is the Sony kit first, and the GoPro is a camera too. The lens, lights, gimbal and drone are
  // camera gear a person may well see, but not cameras, so they are not required.
  {
    query: 'كاميرا',
    kind: 'arabic',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'الكاميرا',
    kind: 'arabic',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  // Every tent on show: the family tent, the event tent, the kit that includes one, the rooftop tent and
  // the بيت شعر (a Bedouin tent). No single best: camping and occasion tents are both tents.
  {
    query: 'خيمة',
    kind: 'arabic',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'Rooftop tent for two',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  {
    query: 'منشار',
    kind: 'arabic',
    mustFind: ['منشار دائري ماكيتا ١٨٥ ملم'],
    best: 'منشار دائري ماكيتا ١٨٥ ملم',
  },
  {
    query: 'مولد كهرباء',
    kind: 'arabic',
    mustFind: ['مولد كهرباء بنزين ٣٥٠٠ واط'],
    best: 'مولد كهرباء بنزين ٣٥٠٠ واط',
  },
  // A speaker: the JBL by name; the party sound system is speakers too.
  {
    query: 'سماعة',
    kind: 'arabic',
    mustFind: ['سماعة JBL PartyBox بإضاءة', 'نظام صوت للحفلات ٢٠٠٠ واط'],
    best: 'سماعة JBL PartyBox بإضاءة',
  },
  {
    query: 'عدسة',
    kind: 'arabic',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  { query: 'طائرة تصوير', kind: 'arabic', mustFind: ['درون DJI Mini 4 Pro'], best: 'درون DJI Mini 4 Pro' },
  {
    query: 'فستان سهرة',
    kind: 'arabic',
    mustFind: ['فستان سهرة مطرز بالخرز'],
    best: 'فستان سهرة مطرز بالخرز',
  },
  { query: 'عود', kind: 'arabic', mustFind: ['عود تركي يدوي الصنع'], best: 'عود تركي يدوي الصنع' },
  {
    query: 'عربة أطفال',
    kind: 'arabic',
    mustFind: ['عربة أطفال بوجابو فوكس'],
    best: 'عربة أطفال بوجابو فوكس',
  },
  {
    query: 'كرسي سيارة للأطفال',
    kind: 'arabic',
    mustFind: ['كرسي سيارة للأطفال Maxi-Cosi'],
    best: 'كرسي سيارة للأطفال Maxi-Cosi',
  },
  { query: 'سرير أطفال', kind: 'arabic', mustFind: ['سرير أطفال متنقل'], best: 'سرير أطفال متنقل' },
  // The floor seating for the desert is a floor majlis too.
  {
    query: 'مجلس أرضي',
    kind: 'arabic',
    mustFind: ['مجلس أرضي للمناسبات', 'جلسة بر أرضية لـ٨ أشخاص'],
    best: 'مجلس أرضي للمناسبات',
  },
  // A screen is the TV first; the projector comes with a projection screen.
  {
    query: 'شاشة',
    kind: 'arabic',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند', 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  {
    query: 'تلفزيون',
    kind: 'arabic',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  { query: 'ثلاجة', kind: 'arabic', mustFind: ['ثلاجة رحلات كهربائية ٤٥ لتر', 'ثلاجة عرض زجاجية ٢٥٠ لتر'] },
  {
    query: 'جهاز عرض',
    kind: 'arabic',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  {
    query: 'بروجكتر',
    kind: 'arabic',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  { query: 'بيت شعر', kind: 'arabic', mustFind: ['بيت شعر ٤×٦ م للمخيمات'], best: 'بيت شعر ٤×٦ م للمخيمات' },
  // Both are mountain bikes; the Trek is the plain one the words name.
  {
    query: 'دراجة جبلية',
    kind: 'arabic',
    mustFind: ['دراجة جبلية Trek مقاس ٢٩', 'Electric mountain bike'],
    best: 'دراجة جبلية Trek مقاس ٢٩',
  },
  {
    query: 'تنقية الهواء',
    kind: 'arabic',
    mustFind: ['جهاز دايسون لتنقية الهواء'],
    best: 'جهاز دايسون لتنقية الهواء',
  },
  // The title writes لتنقية, with a joined ل the Arabic stemmer keeps: the word alone still finds it.
  {
    query: 'تنقية',
    kind: 'arabic',
    mustFind: ['جهاز دايسون لتنقية الهواء'],
    best: 'جهاز دايسون لتنقية الهواء',
  },
  { query: 'تنس طاولة', kind: 'arabic', mustFind: ['طاولة تنس قابلة للطي'], best: 'طاولة تنس قابلة للطي' },
  { query: 'مكيف', kind: 'arabic', mustFind: ['مكيف صحراوي متنقل ٨٠ لتر'], best: 'مكيف صحراوي متنقل ٨٠ لتر' },
  {
    query: 'ماكينة قهوة',
    kind: 'arabic',
    mustFind: ['ماكينة إسبريسو ديلونجي مع مطحنة'],
    best: 'ماكينة إسبريسو ديلونجي مع مطحنة',
  },
  // Arabic coffee (the dallahs) and espresso are both coffee.
  {
    query: 'قهوة',
    kind: 'arabic',
    mustFind: ['ماكينة إسبريسو ديلونجي مع مطحنة', 'طقم ضيافة: دلال وترامس وفناجيل'],
  },
  // The bride: the tiara and veil. The kosha (bridal stage) is paused, so it must not show.
  {
    query: 'عروس',
    kind: 'arabic',
    mustFind: ['تاج كريستال وطرحة للعروس'],
    best: 'تاج كريستال وطرحة للعروس',
    notTop3: ['Wedding kosha and lighting decor'],
  },
  // The only treadmill is paused by its owner: nothing to find, and it must not show.
  { query: 'جهاز سير', kind: 'arabic', mustFind: [], notTop3: ['جهاز سير كهربائي قابل للطي'] },

  // ─── Gulf and Saudi words and spellings ──────────────────────────────────
  // شنيور is what most Saudis call a drill.
  { query: 'شنيور', kind: 'gulf', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  // A كشتة (desert outing): the kit named for it first, then the gear made for it.
  {
    query: 'كشتة',
    kind: 'gulf',
    mustFind: [
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'خيمة بر عائلية ٦ أشخاص',
      'جلسة بر أرضية لـ٨ أشخاص',
      'مشب حطب وشواية متنقلة',
      'ثلاجة رحلات كهربائية ٤٥ لتر',
      'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
    ],
    best: 'طقم كشتة متكامل (خيمة، كراسي، موقد)',
  },
  { query: 'مشب', kind: 'gulf', mustFind: ['مشب حطب وشواية متنقلة'], best: 'مشب حطب وشواية متنقلة' },
  {
    query: 'دباب',
    kind: 'gulf',
    mustFind: ['دباب رملي (ATV) ياماها ٤٥٠'],
    best: 'دباب رملي (ATV) ياماها ٤٥٠',
  },
  { query: 'سيكل', kind: 'gulf', mustFind: ['دراجة جبلية Trek مقاس ٢٩', 'Electric mountain bike'] },
  // بلي and سوني are what Saudis call a PlayStation; with the ٥ there is no doubt.
  {
    query: 'بلي ٥',
    kind: 'gulf',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'سوني ٥',
    kind: 'gulf',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'كارشر',
    kind: 'gulf',
    mustFind: ['ماكينة غسيل ضغط عالي ١٥٠ بار'],
    best: 'ماكينة غسيل ضغط عالي ١٥٠ بار',
  },
  { query: 'قوبرو', kind: 'gulf', mustFind: ['GoPro HERO12 dive kit'], best: 'GoPro HERO12 dive kit' },
  {
    query: 'فناجيل',
    kind: 'gulf',
    mustFind: ['طقم ضيافة: دلال وترامس وفناجيل'],
    best: 'طقم ضيافة: دلال وترامس وفناجيل',
  },
  // "I want a tent for the desert": camping tents, the family tent first; not the wedding tent.
  {
    query: 'ابي خيمة للبر',
    kind: 'gulf',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'Rooftop tent for two',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
    best: 'خيمة بر عائلية ٦ أشخاص',
  },
  {
    query: 'ابغى بلايستيشن للويكند',
    kind: 'gulf',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['Portable power station 1 kWh', 'بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  // عدّة: a toolkit, the tools listings.
  {
    query: 'عدة',
    kind: 'gulf',
    mustFind: [
      'دريل بوش لاسلكي',
      'منشار دائري ماكيتا ١٨٥ ملم',
      'مولد كهرباء بنزين ٣٥٠٠ واط',
      'ماكينة غسيل ضغط عالي ١٥٠ بار',
      'Telescopic aluminium ladder (5 m)',
      'Tile cutter and laser level set',
    ],
  },
  {
    query: 'خيم',
    kind: 'gulf',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'Rooftop tent for two',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  { query: 'قيتار', kind: 'gulf', mustFind: ['Fender acoustic guitar'], best: 'Fender acoustic guitar' },
  { query: 'جلسة بر', kind: 'gulf', mustFind: ['جلسة بر أرضية لـ٨ أشخاص'], best: 'جلسة بر أرضية لـ٨ أشخاص' },
  {
    query: 'مكينة قهوة',
    kind: 'gulf',
    mustFind: ['ماكينة إسبريسو ديلونجي مع مطحنة'],
    best: 'ماكينة إسبريسو ديلونجي مع مطحنة',
  },
  {
    query: 'نطيطة',
    kind: 'gulf',
    mustFind: ['نطيطة هوائية للحفلات ٤×٤ م'],
    best: 'نطيطة هوائية للحفلات ٤×٤ م',
  },
  {
    query: 'عربية أطفال',
    kind: 'gulf',
    mustFind: ['عربة أطفال بوجابو فوكس'],
    best: 'عربة أطفال بوجابو فوكس',
  },
  // أتريك: the camp lantern.
  {
    query: 'اتريك',
    kind: 'gulf',
    mustFind: ['إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل'],
    best: 'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
  },
  {
    query: 'ثلاجة بر',
    kind: 'gulf',
    mustFind: ['ثلاجة رحلات كهربائية ٤٥ لتر'],
    best: 'ثلاجة رحلات كهربائية ٤٥ لتر',
  },
  { query: 'لابتوب', kind: 'gulf', mustFind: ['MacBook Pro 14" (M3 Pro)'], best: 'MacBook Pro 14" (M3 Pro)' },

  // ─── English ─────────────────────────────────────────────────────────────
  { query: 'drill', kind: 'english', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  // Every tent on show, in either language (see خيمة).
  {
    query: 'tent',
    kind: 'english',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'Rooftop tent for two',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  {
    query: 'camera',
    kind: 'english',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'ladder',
    kind: 'english',
    mustFind: ['Telescopic aluminium ladder (5 m)'],
    best: 'Telescopic aluminium ladder (5 m)',
  },
  {
    query: 'vacuum',
    kind: 'english',
    mustFind: ['Dyson V15 cordless vacuum'],
    best: 'Dyson V15 cordless vacuum',
  },
  {
    query: 'scooter',
    kind: 'english',
    mustFind: ['Xiaomi electric scooter'],
    best: 'Xiaomi electric scooter',
  },
  // Both are mountain bikes, one electric; neither is more the answer.
  {
    query: 'mountain bike',
    kind: 'english',
    mustFind: ['Electric mountain bike', 'دراجة جبلية Trek مقاس ٢٩'],
  },
  {
    query: 'sleeping bag',
    kind: 'english',
    mustFind: ['Desert stargazing camp kit'],
    best: 'Desert stargazing camp kit',
  },
  // The power station, never the PlayStation.
  {
    query: 'power station',
    kind: 'english',
    mustFind: ['Portable power station 1 kWh'],
    best: 'Portable power station 1 kWh',
    notTop3: ['PlayStation 5 with two controllers'],
  },
  {
    query: 'vr headset',
    kind: 'english',
    mustFind: ['Meta Quest 3 VR headset'],
    best: 'Meta Quest 3 VR headset',
  },
  {
    query: 'paddle board',
    kind: 'english',
    mustFind: ['Inflatable stand-up paddle board'],
    best: 'Inflatable stand-up paddle board',
  },
  {
    query: 'snorkel',
    kind: 'english',
    mustFind: ['Snorkelling set for four'],
    best: 'Snorkelling set for four',
  },
  { query: 'guitar', kind: 'english', mustFind: ['Fender acoustic guitar'], best: 'Fender acoustic guitar' },
  {
    query: 'popcorn machine',
    kind: 'english',
    mustFind: ['Popcorn and cotton candy machines'],
    best: 'Popcorn and cotton candy machines',
  },
  {
    query: 'laptop',
    kind: 'english',
    mustFind: ['MacBook Pro 14" (M3 Pro)'],
    best: 'MacBook Pro 14" (M3 Pro)',
  },
  {
    query: 'tile cutter',
    kind: 'english',
    mustFind: ['Tile cutter and laser level set'],
    best: 'Tile cutter and laser level set',
  },
  {
    query: 'racing wheel',
    kind: 'english',
    mustFind: ['Racing wheel and cockpit seat'],
    best: 'Racing wheel and cockpit seat',
  },
  {
    query: 'microphone',
    kind: 'english',
    mustFind: ['طقم بودكاست: ٤ مايكات وميكسر', 'DJI RS 4 gimbal and wireless mics'],
  },
  {
    query: 'speaker',
    kind: 'english',
    mustFind: ['سماعة JBL PartyBox بإضاءة', 'نظام صوت للحفلات ٢٠٠٠ واط'],
    best: 'سماعة JBL PartyBox بإضاءة',
  },
  // The only treadmill is paused by its owner: nothing to find, and it must not show.
  { query: 'treadmill', kind: 'english', mustFind: [], notTop3: ['جهاز سير كهربائي قابل للطي'] },

  // ─── Brands, in both scripts ─────────────────────────────────────────────
  // سوني: the camera kit is the listing that says Sony, so it comes first. But the PlayStation is a Sony
  // too, and in Saudi speech "سوني" often means the PlayStation itself, so it must be on the first page.
  {
    query: 'سوني',
    kind: 'brand',
    mustFind: ['Sony A7 IV camera kit', 'PlayStation 5 with two controllers'],
    best: 'Sony A7 IV camera kit',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'sony',
    kind: 'brand',
    mustFind: ['Sony A7 IV camera kit', 'PlayStation 5 with two controllers'],
    best: 'Sony A7 IV camera kit',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  // One PlayStation is on show; the other is a blocked owner's and must not show. A power station is no
  // PlayStation.
  {
    query: 'بلايستيشن',
    kind: 'brand',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['Portable power station 1 kWh', 'بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'playstation',
    kind: 'brand',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['Portable power station 1 kWh', 'بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  { query: 'بوش', kind: 'brand', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  { query: 'bosch', kind: 'brand', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  {
    query: 'ماكيتا',
    kind: 'brand',
    mustFind: ['منشار دائري ماكيتا ١٨٥ ملم'],
    best: 'منشار دائري ماكيتا ١٨٥ ملم',
  },
  {
    query: 'makita',
    kind: 'brand',
    mustFind: ['منشار دائري ماكيتا ١٨٥ ملم'],
    best: 'منشار دائري ماكيتا ١٨٥ ملم',
  },
  {
    query: 'كانون',
    kind: 'brand',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  {
    query: 'canon',
    kind: 'brand',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  {
    query: 'سامسونج',
    kind: 'brand',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  {
    query: 'سامسونغ',
    kind: 'brand',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  {
    query: 'samsung',
    kind: 'brand',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  { query: 'دايسون', kind: 'brand', mustFind: ['جهاز دايسون لتنقية الهواء', 'Dyson V15 cordless vacuum'] },
  { query: 'dyson', kind: 'brand', mustFind: ['Dyson V15 cordless vacuum', 'جهاز دايسون لتنقية الهواء'] },
  { query: 'gopro', kind: 'brand', mustFind: ['GoPro HERO12 dive kit'], best: 'GoPro HERO12 dive kit' },
  { query: 'dji', kind: 'brand', mustFind: ['درون DJI Mini 4 Pro', 'DJI RS 4 gimbal and wireless mics'] },
  { query: 'jbl', kind: 'brand', mustFind: ['سماعة JBL PartyBox بإضاءة'], best: 'سماعة JBL PartyBox بإضاءة' },
  {
    query: 'جي بي ال',
    kind: 'brand',
    mustFind: ['سماعة JBL PartyBox بإضاءة'],
    best: 'سماعة JBL PartyBox بإضاءة',
  },
  // Yamaha makes both the ATV and the piano.
  {
    query: 'ياماها',
    kind: 'brand',
    mustFind: ['دباب رملي (ATV) ياماها ٤٥٠', 'Yamaha digital piano (88 keys)'],
  },
  {
    query: 'yamaha',
    kind: 'brand',
    mustFind: ['Yamaha digital piano (88 keys)', 'دباب رملي (ATV) ياماها ٤٥٠'],
  },
  // Apple: the iPad and the MacBook, though the MacBook's text never says Apple.
  {
    query: 'apple',
    kind: 'brand',
    mustFind: ['iPad Pro 12.9 with Apple Pencil', 'MacBook Pro 14" (M3 Pro)'],
  },
  { query: 'ابل', kind: 'brand', mustFind: ['iPad Pro 12.9 with Apple Pencil', 'MacBook Pro 14" (M3 Pro)'] },
  { query: 'شاومي', kind: 'brand', mustFind: ['Xiaomi electric scooter'], best: 'Xiaomi electric scooter' },
  { query: 'xiaomi', kind: 'brand', mustFind: ['Xiaomi electric scooter'], best: 'Xiaomi electric scooter' },
  {
    query: 'نينتندو',
    kind: 'brand',
    mustFind: ['Nintendo Switch OLED party pack'],
    best: 'Nintendo Switch OLED party pack',
  },
  {
    query: 'اكس بوكس',
    kind: 'brand',
    mustFind: ['إكس بوكس سيريس X مع Game Pass'],
    best: 'إكس بوكس سيريس X مع Game Pass',
  },
  {
    query: 'xbox',
    kind: 'brand',
    mustFind: ['إكس بوكس سيريس X مع Game Pass'],
    best: 'إكس بوكس سيريس X مع Game Pass',
  },
  {
    query: 'ابسون',
    kind: 'brand',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  {
    query: 'epson',
    kind: 'brand',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  { query: 'fender', kind: 'brand', mustFind: ['Fender acoustic guitar'], best: 'Fender acoustic guitar' },
  {
    query: 'delonghi',
    kind: 'brand',
    mustFind: ['ماكينة إسبريسو ديلونجي مع مطحنة'],
    best: 'ماكينة إسبريسو ديلونجي مع مطحنة',
  },
  { query: 'bugaboo', kind: 'brand', mustFind: ['عربة أطفال بوجابو فوكس'], best: 'عربة أطفال بوجابو فوكس' },
  {
    query: 'maxi cosi',
    kind: 'brand',
    mustFind: ['كرسي سيارة للأطفال Maxi-Cosi'],
    best: 'كرسي سيارة للأطفال Maxi-Cosi',
  },
  // Brands named only in the description.
  {
    query: 'ecoflow',
    kind: 'brand',
    mustFind: ['Portable power station 1 kWh'],
    best: 'Portable power station 1 kWh',
  },
  {
    query: 'logitech',
    kind: 'brand',
    mustFind: ['Racing wheel and cockpit seat'],
    best: 'Racing wheel and cockpit seat',
  },

  // ─── Models and model numbers ────────────────────────────────────────────
  // The PlayStation first; the racing wheel works with a PS5 but is not one, so it may follow it (the
  // one PlayStation shown leaves it nothing else to follow), never come before it.
  {
    query: 'PS5',
    kind: 'model',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'ps 5',
    kind: 'model',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'بلايستيشن ٥',
    kind: 'model',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  { query: 'A7', kind: 'model', mustFind: ['Sony A7 IV camera kit'], best: 'Sony A7 IV camera kit' },
  { query: 'a7 iv', kind: 'model', mustFind: ['Sony A7 IV camera kit'], best: 'Sony A7 IV camera kit' },
  {
    query: 'RF 70-200',
    kind: 'model',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  {
    query: '70-200mm',
    kind: 'model',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  { query: 'M3', kind: 'model', mustFind: ['MacBook Pro 14" (M3 Pro)'], best: 'MacBook Pro 14" (M3 Pro)' },
  {
    query: 'macbook pro m3',
    kind: 'model',
    mustFind: ['MacBook Pro 14" (M3 Pro)'],
    best: 'MacBook Pro 14" (M3 Pro)',
  },
  {
    query: 'ماك بوك',
    kind: 'model',
    mustFind: ['MacBook Pro 14" (M3 Pro)'],
    best: 'MacBook Pro 14" (M3 Pro)',
  },
  {
    query: 'ايباد',
    kind: 'model',
    mustFind: ['iPad Pro 12.9 with Apple Pencil'],
    best: 'iPad Pro 12.9 with Apple Pencil',
  },
  {
    query: 'ipad pro',
    kind: 'model',
    mustFind: ['iPad Pro 12.9 with Apple Pencil'],
    best: 'iPad Pro 12.9 with Apple Pencil',
  },
  { query: 'mini 4 pro', kind: 'model', mustFind: ['درون DJI Mini 4 Pro'], best: 'درون DJI Mini 4 Pro' },
  { query: 'hero 12', kind: 'model', mustFind: ['GoPro HERO12 dive kit'], best: 'GoPro HERO12 dive kit' },
  { query: 'quest 3', kind: 'model', mustFind: ['Meta Quest 3 VR headset'], best: 'Meta Quest 3 VR headset' },
  {
    query: 'series x',
    kind: 'model',
    mustFind: ['إكس بوكس سيريس X مع Game Pass'],
    best: 'إكس بوكس سيريس X مع Game Pass',
  },
  { query: 'V15', kind: 'model', mustFind: ['Dyson V15 cordless vacuum'], best: 'Dyson V15 cordless vacuum' },
  {
    query: 'RS 4',
    kind: 'model',
    mustFind: ['DJI RS 4 gimbal and wireless mics'],
    best: 'DJI RS 4 gimbal and wireless mics',
  },
  {
    query: 'switch oled',
    kind: 'model',
    mustFind: ['Nintendo Switch OLED party pack'],
    best: 'Nintendo Switch OLED party pack',
  },
  // Named only in the description.
  {
    query: 'G923',
    kind: 'model',
    mustFind: ['Racing wheel and cockpit seat'],
    best: 'Racing wheel and cockpit seat',
  },
  // No phone is listed: nothing to find (an iPad is not an iPhone).
  { query: 'ايفون', kind: 'model', mustFind: [] },

  // ─── Plurals, sound and broken ───────────────────────────────────────────
  {
    query: 'كاميرات',
    kind: 'plural',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'خيام',
    kind: 'plural',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'Rooftop tent for two',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  // Tools: the six tools listings, without the hamza.
  {
    query: 'ادوات',
    kind: 'plural',
    mustFind: [
      'دريل بوش لاسلكي',
      'منشار دائري ماكيتا ١٨٥ ملم',
      'مولد كهرباء بنزين ٣٥٠٠ واط',
      'ماكينة غسيل ضغط عالي ١٥٠ بار',
      'Telescopic aluminium ladder (5 m)',
      'Tile cutter and laser level set',
    ],
  },
  { query: 'دراجات', kind: 'plural', mustFind: ['دراجة جبلية Trek مقاس ٢٩', 'Electric mountain bike'] },
  // The evening dress first; the embroidered Asiri jalabiya is a dress too.
  {
    query: 'فساتين',
    kind: 'plural',
    mustFind: ['فستان سهرة مطرز بالخرز', 'جلابية عسيرية تراثية مطرزة'],
    best: 'فستان سهرة مطرز بالخرز',
  },
  { query: 'سماعات', kind: 'plural', mustFind: ['سماعة JBL PartyBox بإضاءة', 'نظام صوت للحفلات ٢٠٠٠ واط'] },
  {
    query: 'عدسات',
    kind: 'plural',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  { query: 'ثلاجات', kind: 'plural', mustFind: ['ثلاجة رحلات كهربائية ٤٥ لتر', 'ثلاجة عرض زجاجية ٢٥٠ لتر'] },
  {
    query: 'فوانيس',
    kind: 'plural',
    mustFind: ['إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل'],
    best: 'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
  },
  {
    query: 'مايكات',
    kind: 'plural',
    mustFind: ['طقم بودكاست: ٤ مايكات وميكسر', 'DJI RS 4 gimbal and wireless mics'],
    best: 'طقم بودكاست: ٤ مايكات وميكسر',
  },
  { query: 'بشوت', kind: 'plural', mustFind: ['بشت رجالي أسود بزري ذهبي'], best: 'بشت رجالي أسود بزري ذهبي' },
  {
    query: 'مولدات',
    kind: 'plural',
    mustFind: ['مولد كهرباء بنزين ٣٥٠٠ واط'],
    best: 'مولد كهرباء بنزين ٣٥٠٠ واط',
  },
  // Chairs: the kit with four folding chairs, the guest sofa with two armchairs.
  {
    query: 'كراسي',
    kind: 'plural',
    mustFind: ['طقم كشتة متكامل (خيمة، كراسي، موقد)', 'كنب ضيوف إضافي (ثلاثي وكرسيان)'],
  },
  // Game consoles; the racing wheel and the air hockey table are not.
  {
    query: 'أجهزة ألعاب',
    kind: 'plural',
    mustFind: [
      'PlayStation 5 with two controllers',
      'إكس بوكس سيريس X مع Game Pass',
      'Nintendo Switch OLED party pack',
      'Meta Quest 3 VR headset',
    ],
  },
  {
    query: 'tents',
    kind: 'plural',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'Rooftop tent for two',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  {
    query: 'cameras',
    kind: 'plural',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  { query: 'bikes', kind: 'plural', mustFind: ['Electric mountain bike', 'دراجة جبلية Trek مقاس ٢٩'] },
  { query: 'speakers', kind: 'plural', mustFind: ['سماعة JBL PartyBox بإضاءة', 'نظام صوت للحفلات ٢٠٠٠ واط'] },
  {
    query: 'lights',
    kind: 'plural',
    mustFind: ['إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل', 'طقم إضاءة استوديو مع خلفية'],
  },

  // ─── Across languages: Arabic query, English title, and the reverse ──────
  {
    query: 'سلم',
    kind: 'cross-language',
    mustFind: ['Telescopic aluminium ladder (5 m)'],
    best: 'Telescopic aluminium ladder (5 m)',
  },
  {
    query: 'مكنسة',
    kind: 'cross-language',
    mustFind: ['Dyson V15 cordless vacuum'],
    best: 'Dyson V15 cordless vacuum',
  },
  {
    query: 'بيانو',
    kind: 'cross-language',
    mustFind: ['Yamaha digital piano (88 keys)'],
    best: 'Yamaha digital piano (88 keys)',
  },
  {
    query: 'جيتار',
    kind: 'cross-language',
    mustFind: ['Fender acoustic guitar'],
    best: 'Fender acoustic guitar',
  },
  {
    query: 'سكوتر',
    kind: 'cross-language',
    mustFind: ['Xiaomi electric scooter'],
    best: 'Xiaomi electric scooter',
  },
  {
    query: 'نظارة واقع افتراضي',
    kind: 'cross-language',
    mustFind: ['Meta Quest 3 VR headset'],
    best: 'Meta Quest 3 VR headset',
  },
  {
    query: 'لوح تجديف',
    kind: 'cross-language',
    mustFind: ['Inflatable stand-up paddle board'],
    best: 'Inflatable stand-up paddle board',
  },
  {
    query: 'بادل',
    kind: 'cross-language',
    mustFind: ['Padel rackets for two'],
    best: 'Padel rackets for two',
  },
  {
    query: 'فشار',
    kind: 'cross-language',
    mustFind: ['Popcorn and cotton candy machines'],
    best: 'Popcorn and cotton candy machines',
  },
  {
    query: 'كيس نوم',
    kind: 'cross-language',
    mustFind: ['Desert stargazing camp kit'],
    best: 'Desert stargazing camp kit',
  },
  {
    query: 'خيمة سقف',
    kind: 'cross-language',
    mustFind: ['Rooftop tent for two'],
    best: 'Rooftop tent for two',
  },
  {
    query: 'سيارة أطفال كهربائية',
    kind: 'cross-language',
    mustFind: ["Kids' electric ride-on jeep"],
    best: "Kids' electric ride-on jeep",
  },
  {
    query: 'شنطة سهرة',
    kind: 'cross-language',
    mustFind: ['Designer evening clutch'],
    best: 'Designer evening clutch',
  },
  {
    query: 'جيمبل',
    kind: 'cross-language',
    mustFind: ['DJI RS 4 gimbal and wireless mics'],
    best: 'DJI RS 4 gimbal and wireless mics',
  },
  { query: 'غوص', kind: 'cross-language', mustFind: ['GoPro HERO12 dive kit', 'Snorkelling set for four'] },
  {
    query: 'projector',
    kind: 'cross-language',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  {
    query: 'generator',
    kind: 'cross-language',
    mustFind: ['مولد كهرباء بنزين ٣٥٠٠ واط'],
    best: 'مولد كهرباء بنزين ٣٥٠٠ واط',
  },
  {
    query: 'pressure washer',
    kind: 'cross-language',
    mustFind: ['ماكينة غسيل ضغط عالي ١٥٠ بار'],
    best: 'ماكينة غسيل ضغط عالي ١٥٠ بار',
  },
  { query: 'oud', kind: 'cross-language', mustFind: ['عود تركي يدوي الصنع'], best: 'عود تركي يدوي الصنع' },
  {
    query: 'bisht',
    kind: 'cross-language',
    mustFind: ['بشت رجالي أسود بزري ذهبي'],
    best: 'بشت رجالي أسود بزري ذهبي',
  },
  {
    query: 'stroller',
    kind: 'cross-language',
    mustFind: ['عربة أطفال بوجابو فوكس'],
    best: 'عربة أطفال بوجابو فوكس',
  },
  {
    query: 'car seat',
    kind: 'cross-language',
    mustFind: ['كرسي سيارة للأطفال Maxi-Cosi'],
    best: 'كرسي سيارة للأطفال Maxi-Cosi',
  },
  {
    query: 'fire pit',
    kind: 'cross-language',
    mustFind: ['مشب حطب وشواية متنقلة'],
    best: 'مشب حطب وشواية متنقلة',
  },
  { query: 'majlis', kind: 'cross-language', mustFind: ['مجلس أرضي للمناسبات'], best: 'مجلس أرضي للمناسبات' },
  {
    query: 'table tennis',
    kind: 'cross-language',
    mustFind: ['طاولة تنس قابلة للطي'],
    best: 'طاولة تنس قابلة للطي',
  },
  {
    query: 'air hockey',
    kind: 'cross-language',
    mustFind: ['طاولة هوكي هوائي ٦ أقدام'],
    best: 'طاولة هوكي هوائي ٦ أقدام',
  },
  {
    query: 'bedouin tent',
    kind: 'cross-language',
    mustFind: ['بيت شعر ٤×٦ م للمخيمات'],
    best: 'بيت شعر ٤×٦ م للمخيمات',
  },
  {
    query: 'lens',
    kind: 'cross-language',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  { query: 'drone', kind: 'cross-language', mustFind: ['درون DJI Mini 4 Pro'], best: 'درون DJI Mini 4 Pro' },
  {
    query: 'evening dress',
    kind: 'cross-language',
    mustFind: ['فستان سهرة مطرز بالخرز'],
    best: 'فستان سهرة مطرز بالخرز',
  },
  {
    query: 'tv',
    kind: 'cross-language',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  { query: 'hiking', kind: 'cross-language', mustFind: ['طقم هايكنج لشخصين'], best: 'طقم هايكنج لشخصين' },
  // Wedding wear and the wedding (أفراح) tent; the wedding kosha is paused and must not show.
  {
    query: 'wedding',
    kind: 'cross-language',
    mustFind: [
      'تاج كريستال وطرحة للعروس',
      'فستان سهرة مطرز بالخرز',
      'Designer evening clutch',
      'بشت رجالي أسود بزري ذهبي',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
    ],
    notTop3: ['Wedding kosha and lighting decor'],
  },
  // The only caravan is paused by its owner: nothing to find, and it must not show.
  { query: 'caravan', kind: 'cross-language', mustFind: [], notTop3: ['كرفان رحلات صغير'] },

  // ─── Misspellings ────────────────────────────────────────────────────────
  {
    query: 'camra',
    kind: 'misspelling',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'tnet',
    kind: 'misspelling',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'Rooftop tent for two',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  {
    query: 'بلستيشن',
    kind: 'misspelling',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['Portable power station 1 kWh', 'بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'بلاستيشن',
    kind: 'misspelling',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['Portable power station 1 kWh', 'بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'playstaion',
    kind: 'misspelling',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['Portable power station 1 kWh', 'بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'كمرة',
    kind: 'misspelling',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'كاميره',
    kind: 'misspelling',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'خيمه',
    kind: 'misspelling',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'Rooftop tent for two',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  {
    query: 'كشته',
    kind: 'misspelling',
    mustFind: [
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'خيمة بر عائلية ٦ أشخاص',
      'جلسة بر أرضية لـ٨ أشخاص',
      'مشب حطب وشواية متنقلة',
      'ثلاجة رحلات كهربائية ٤٥ لتر',
      'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
    ],
    best: 'طقم كشتة متكامل (خيمة، كراسي، موقد)',
  },
  {
    query: 'projecter',
    kind: 'misspelling',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  {
    query: 'بروجيكتر',
    kind: 'misspelling',
    mustFind: ['بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة'],
    best: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
  },
  {
    query: 'genrator',
    kind: 'misspelling',
    mustFind: ['مولد كهرباء بنزين ٣٥٠٠ واط'],
    best: 'مولد كهرباء بنزين ٣٥٠٠ واط',
  },
  { query: 'dril', kind: 'misspelling', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  { query: 'درل', kind: 'misspelling', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  {
    query: 'macbok',
    kind: 'misspelling',
    mustFind: ['MacBook Pro 14" (M3 Pro)'],
    best: 'MacBook Pro 14" (M3 Pro)',
  },
  {
    query: 'vaccum',
    kind: 'misspelling',
    mustFind: ['Dyson V15 cordless vacuum'],
    best: 'Dyson V15 cordless vacuum',
  },
  {
    query: 'scoter',
    kind: 'misspelling',
    mustFind: ['Xiaomi electric scooter'],
    best: 'Xiaomi electric scooter',
  },
  {
    query: 'gitar',
    kind: 'misspelling',
    mustFind: ['Fender acoustic guitar'],
    best: 'Fender acoustic guitar',
  },
  {
    query: 'stroler',
    kind: 'misspelling',
    mustFind: ['عربة أطفال بوجابو فوكس'],
    best: 'عربة أطفال بوجابو فوكس',
  },
  {
    query: 'اكسبوكس',
    kind: 'misspelling',
    mustFind: ['إكس بوكس سيريس X مع Game Pass'],
    best: 'إكس بوكس سيريس X مع Game Pass',
  },

  // ─── Places: a city alone, then a thing in a city ────────────────────────
  // Jeddah has 15 listings on show, more than the first ten: any ten of them answer, none in particular.
  { query: 'جده', kind: 'place', mustFind: [], city: 'Jeddah' },
  {
    query: 'مكة',
    kind: 'place',
    mustFind: [
      'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم ضيافة: دلال وترامس وفناجيل',
      'بشت رجالي أسود بزري ذهبي',
      'ثلاجة عرض زجاجية ٢٥٠ لتر',
    ],
    city: 'Makkah',
  },
  // المدينة alone is what people call Madinah. Its paused treadmill must not show.
  {
    query: 'المدينة',
    kind: 'place',
    mustFind: [
      'منشار دائري ماكيتا ١٨٥ ملم',
      'مجلس أرضي للمناسبات',
      'كنب ضيوف إضافي (ثلاثي وكرسيان)',
      'إكس بوكس سيريس X مع Game Pass',
    ],
    notTop3: ['جهاز سير كهربائي قابل للطي'],
    city: 'Madinah',
  },
  // All ten listings on show in Khobar (the paused kosha is not).
  {
    query: 'Al Khobar',
    kind: 'place',
    mustFind: [
      'iPad Pro 12.9 with Apple Pencil',
      'Popcorn and cotton candy machines',
      'نظام صوت للحفلات ٢٠٠٠ واط',
      'Meta Quest 3 VR headset',
      'Racing wheel and cockpit seat',
      "Kids' electric ride-on jeep",
      'Fender acoustic guitar',
      'Yamaha digital piano (88 keys)',
      'طقم بودكاست: ٤ مايكات وميكسر',
      'Padel rackets for two',
    ],
    notTop3: ['Wedding kosha and lighting decor'],
    city: 'Khobar',
  },
  // Riyadh, misspelt. It has 14 listings on show, more than the first ten: any ten of them answer.
  { query: 'Riyad', kind: 'place', mustFind: [], city: 'Riyadh' },
  {
    query: 'الدمام',
    kind: 'place',
    mustFind: [
      'مولد كهرباء بنزين ٣٥٠٠ واط',
      'ماكينة غسيل ضغط عالي ١٥٠ بار',
      'Telescopic aluminium ladder (5 m)',
      'Tile cutter and laser level set',
    ],
    city: 'Dammam',
  },
  {
    query: 'الأحساء',
    kind: 'place',
    mustFind: [
      'سماعة JBL PartyBox بإضاءة',
      'طاولة هوكي هوائي ٦ أقدام',
      'مكيف صحراوي متنقل ٨٠ لتر',
      'نطيطة هوائية للحفلات ٤×٤ م',
      'طيران وطبول للعرضة والسامري',
      'طاولة تنس قابلة للطي',
    ],
    city: 'Al Ahsa',
  },
  {
    query: 'Abha',
    kind: 'place',
    mustFind: ['جلابية عسيرية تراثية مطرزة', 'سرير أطفال متنقل', 'كرسي سيارة للأطفال Maxi-Cosi'],
    city: 'Abha',
  },
  {
    query: 'الطائف',
    kind: 'place',
    mustFind: ['مشب حطب وشواية متنقلة', 'عود تركي يدوي الصنع', 'طقم هايكنج لشخصين'],
    city: 'Taif',
  },
  // Tabuk's caravan is paused and must not show.
  {
    query: 'Tabuk',
    kind: 'place',
    mustFind: ['Rooftop tent for two', 'دراجة جبلية Trek مقاس ٢٩'],
    notTop3: ['كرفان رحلات صغير'],
    city: 'Tabuk',
  },
  {
    query: 'العلا',
    kind: 'place',
    mustFind: ['Desert stargazing camp kit', 'Electric mountain bike', 'دباب رملي (ATV) ياماها ٤٥٠'],
    city: 'AlUla',
  },
  // No demo listing in Buraydah, Najran or Hail: nothing to find. The expectation is that the page says
  // so and offers the nearest places that have listings.
  { query: 'بريدة', kind: 'place', mustFind: [], city: 'Buraydah' },
  { query: 'Najran', kind: 'place', mustFind: [], city: 'Najran' },
  { query: 'tent buraydah', kind: 'place', mustFind: [], city: 'Buraydah' },
  { query: 'دريل حائل', kind: 'place', mustFind: [], city: 'Hail' },
  // A thing in a city that has it.
  {
    query: 'خيمة الرياض',
    kind: 'place',
    mustFind: ['خيمة بر عائلية ٦ أشخاص', 'طقم كشتة متكامل (خيمة، كراسي، موقد)', 'بيت شعر ٤×٦ م للمخيمات'],
    best: 'خيمة بر عائلية ٦ أشخاص',
    city: 'Riyadh',
  },
  {
    query: 'camera jeddah',
    kind: 'place',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
    city: 'Jeddah',
  },
  {
    query: 'كاميرا جدة',
    kind: 'place',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
    city: 'Jeddah',
  },
  {
    query: 'PS5 Riyadh',
    kind: 'place',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    city: 'Riyadh',
  },
  {
    query: 'ادوات الدمام',
    kind: 'place',
    mustFind: [
      'مولد كهرباء بنزين ٣٥٠٠ واط',
      'ماكينة غسيل ضغط عالي ١٥٠ بار',
      'Telescopic aluminium ladder (5 m)',
      'Tile cutter and laser level set',
    ],
    city: 'Dammam',
  },
  {
    query: 'دباب العلا',
    kind: 'place',
    mustFind: ['دباب رملي (ATV) ياماها ٤٥٠'],
    best: 'دباب رملي (ATV) ياماها ٤٥٠',
    city: 'AlUla',
  },
  // In Makkah the tent is the air-conditioned event tent.
  {
    query: 'خيمة مكة',
    kind: 'place',
    mustFind: ['خيمة مناسبات مكيفة لـ١٠٠ شخص'],
    best: 'خيمة مناسبات مكيفة لـ١٠٠ شخص',
    city: 'Makkah',
  },
  {
    query: 'فستان جدة',
    kind: 'place',
    mustFind: ['فستان سهرة مطرز بالخرز'],
    best: 'فستان سهرة مطرز بالخرز',
    city: 'Jeddah',
  },
  {
    query: 'عود الطائف',
    kind: 'place',
    mustFind: ['عود تركي يدوي الصنع'],
    best: 'عود تركي يدوي الصنع',
    city: 'Taif',
  },
  {
    query: 'piano khobar',
    kind: 'place',
    mustFind: ['Yamaha digital piano (88 keys)'],
    best: 'Yamaha digital piano (88 keys)',
    city: 'Khobar',
  },
  {
    query: 'نطيطة الاحساء',
    kind: 'place',
    mustFind: ['نطيطة هوائية للحفلات ٤×٤ م'],
    best: 'نطيطة هوائية للحفلات ٤×٤ م',
    city: 'Al Ahsa',
  },
  {
    query: 'bike tabuk',
    kind: 'place',
    mustFind: ['دراجة جبلية Trek مقاس ٢٩'],
    best: 'دراجة جبلية Trek مقاس ٢٩',
    city: 'Tabuk',
  },
  {
    query: 'snorkel jeddah',
    kind: 'place',
    mustFind: ['Snorkelling set for four'],
    best: 'Snorkelling set for four',
    city: 'Jeddah',
  },
  {
    query: 'مجلس المدينة المنورة',
    kind: 'place',
    mustFind: ['مجلس أرضي للمناسبات'],
    best: 'مجلس أرضي للمناسبات',
    city: 'Madinah',
  },

  // ─── Category words: the whole category is the answer, no one listing ───
  {
    query: 'أدوات',
    kind: 'category',
    mustFind: [
      'دريل بوش لاسلكي',
      'منشار دائري ماكيتا ١٨٥ ملم',
      'مولد كهرباء بنزين ٣٥٠٠ واط',
      'ماكينة غسيل ضغط عالي ١٥٠ بار',
      'Telescopic aluminium ladder (5 m)',
      'Tile cutter and laser level set',
    ],
  },
  {
    query: 'tools',
    kind: 'category',
    mustFind: [
      'دريل بوش لاسلكي',
      'منشار دائري ماكيتا ١٨٥ ملم',
      'مولد كهرباء بنزين ٣٥٠٠ واط',
      'ماكينة غسيل ضغط عالي ١٥٠ بار',
      'Telescopic aluminium ladder (5 m)',
      'Tile cutter and laser level set',
    ],
  },
  // تصوير: everything for photography and filming.
  {
    query: 'تصوير',
    kind: 'category',
    mustFind: [
      'Sony A7 IV camera kit',
      'عدسة كانون RF 70-200mm f/2.8',
      'طقم إضاءة استوديو مع خلفية',
      'DJI RS 4 gimbal and wireless mics',
      'درون DJI Mini 4 Pro',
      'GoPro HERO12 dive kit',
    ],
  },
  // The nine camping listings on show.
  {
    query: 'camping gear',
    kind: 'category',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'بيت شعر ٤×٦ م للمخيمات',
      'جلسة بر أرضية لـ٨ أشخاص',
      'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
      'ثلاجة رحلات كهربائية ٤٥ لتر',
      'Rooftop tent for two',
      'مشب حطب وشواية متنقلة',
      'Desert stargazing camp kit',
    ],
  },
  {
    query: 'معدات تخييم',
    kind: 'category',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'بيت شعر ٤×٦ م للمخيمات',
      'جلسة بر أرضية لـ٨ أشخاص',
      'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
      'ثلاجة رحلات كهربائية ٤٥ لتر',
      'Rooftop tent for two',
      'مشب حطب وشواية متنقلة',
      'Desert stargazing camp kit',
    ],
  },
  {
    query: 'إلكترونيات',
    kind: 'category',
    mustFind: [
      'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
      'MacBook Pro 14" (M3 Pro)',
      'Portable power station 1 kWh',
      'iPad Pro 12.9 with Apple Pencil',
      'سماعة JBL PartyBox بإضاءة',
      'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
    ],
  },
  {
    query: 'electronics',
    kind: 'category',
    mustFind: [
      'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
      'MacBook Pro 14" (M3 Pro)',
      'Portable power station 1 kWh',
      'iPad Pro 12.9 with Apple Pencil',
      'سماعة JBL PartyBox بإضاءة',
      'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
    ],
  },
  // The events listings on show; the paused kosha must not show.
  {
    query: 'مناسبات',
    kind: 'category',
    mustFind: [
      'مجلس أرضي للمناسبات',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم ضيافة: دلال وترامس وفناجيل',
      'نظام صوت للحفلات ٢٠٠٠ واط',
      'Popcorn and cotton candy machines',
    ],
    notTop3: ['Wedding kosha and lighting decor'],
  },
  {
    query: 'رياضة',
    kind: 'category',
    mustFind: [
      'Inflatable stand-up paddle board',
      'Snorkelling set for four',
      'Padel rackets for two',
      'طقم هايكنج لشخصين',
      'طاولة تنس قابلة للطي',
    ],
  },
  {
    query: 'مستلزمات أطفال',
    kind: 'category',
    mustFind: [
      'عربة أطفال بوجابو فوكس',
      'حمالة أطفال Ergobaby',
      'كرسي سيارة للأطفال Maxi-Cosi',
      'سرير أطفال متنقل',
      'نطيطة هوائية للحفلات ٤×٤ م',
      "Kids' electric ride-on jeep",
    ],
  },
  // Baby gear: for babies, not the bouncy castle or the ride-on jeep (ages 2 to 6).
  {
    query: 'baby gear',
    kind: 'category',
    mustFind: [
      'عربة أطفال بوجابو فوكس',
      'حمالة أطفال Ergobaby',
      'كرسي سيارة للأطفال Maxi-Cosi',
      'سرير أطفال متنقل',
    ],
  },
  {
    query: 'أزياء',
    kind: 'category',
    mustFind: [
      'فستان سهرة مطرز بالخرز',
      'Designer evening clutch',
      'تاج كريستال وطرحة للعروس',
      'بشت رجالي أسود بزري ذهبي',
      'جلابية عسيرية تراثية مطرزة',
    ],
  },
  // Instruments; the podcast kit is recording gear, not an instrument.
  {
    query: 'آلات موسيقية',
    kind: 'category',
    mustFind: [
      'عود تركي يدوي الصنع',
      'Yamaha digital piano (88 keys)',
      'طيران وطبول للعرضة والسامري',
      'Fender acoustic guitar',
    ],
  },
  {
    query: 'gaming',
    kind: 'category',
    mustFind: [
      'PlayStation 5 with two controllers',
      'Meta Quest 3 VR headset',
      'Racing wheel and cockpit seat',
      'Nintendo Switch OLED party pack',
      'إكس بوكس سيريس X مع Game Pass',
      'طاولة هوكي هوائي ٦ أقدام',
    ],
  },
  {
    query: 'الألعاب',
    kind: 'category',
    mustFind: [
      'PlayStation 5 with two controllers',
      'Meta Quest 3 VR headset',
      'Racing wheel and cockpit seat',
      'Nintendo Switch OLED party pack',
      'إكس بوكس سيريس X مع Game Pass',
      'طاولة هوكي هوائي ٦ أقدام',
    ],
  },
  // Appliances; the sofa is furniture.
  {
    query: 'أجهزة منزلية',
    kind: 'category',
    mustFind: [
      'جهاز دايسون لتنقية الهواء',
      'مكيف صحراوي متنقل ٨٠ لتر',
      'ثلاجة عرض زجاجية ٢٥٠ لتر',
      'Dyson V15 cordless vacuum',
      'ماكينة إسبريسو ديلونجي مع مطحنة',
    ],
  },
  // The vehicles on show; the caravan is paused.
  {
    query: 'مركبات',
    kind: 'category',
    mustFind: [
      'دباب رملي (ATV) ياماها ٤٥٠',
      'Electric mountain bike',
      'Xiaomi electric scooter',
      'دراجة جبلية Trek مقاس ٢٩',
    ],
    notTop3: ['كرفان رحلات صغير'],
  },
  {
    query: 'water sports',
    kind: 'category',
    mustFind: ['Inflatable stand-up paddle board', 'Snorkelling set for four'],
  },

  // ─── Mixed: several words, both scripts, digits, the words around a search ──
  {
    query: 'خيمة كبيرة للمناسبات',
    kind: 'mixed',
    mustFind: ['خيمة مناسبات مكيفة لـ١٠٠ شخص'],
    best: 'خيمة مناسبات مكيفة لـ١٠٠ شخص',
  },
  { query: 'كاميرا سوني', kind: 'mixed', mustFind: ['Sony A7 IV camera kit'], best: 'Sony A7 IV camera kit' },
  { query: 'sony camera', kind: 'mixed', mustFind: ['Sony A7 IV camera kit'], best: 'Sony A7 IV camera kit' },
  { query: 'دريل bosch', kind: 'mixed', mustFind: ['دريل بوش لاسلكي'], best: 'دريل بوش لاسلكي' },
  {
    query: 'عدسة canon',
    kind: 'mixed',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  // Western digits against the title's Arabic-Indic ones.
  {
    query: 'خيمة 6 أشخاص',
    kind: 'mixed',
    mustFind: ['خيمة بر عائلية ٦ أشخاص'],
    best: 'خيمة بر عائلية ٦ أشخاص',
  },
  {
    query: 'شاشة 65 بوصة',
    kind: 'mixed',
    mustFind: ['شاشة سامسونج ٦٥ بوصة 4K مع ستاند'],
    best: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
  },
  {
    query: 'ثلاجة 45 لتر',
    kind: 'mixed',
    mustFind: ['ثلاجة رحلات كهربائية ٤٥ لتر'],
    best: 'ثلاجة رحلات كهربائية ٤٥ لتر',
  },
  // "Rent" and "hire" are what every search here is about, not words to match.
  {
    query: 'ايجار خيمة',
    kind: 'mixed',
    mustFind: [
      'خيمة بر عائلية ٦ أشخاص',
      'خيمة مناسبات مكيفة لـ١٠٠ شخص',
      'طقم كشتة متكامل (خيمة، كراسي، موقد)',
      'Rooftop tent for two',
      'بيت شعر ٤×٦ م للمخيمات',
    ],
  },
  {
    query: 'تأجير كاميرا',
    kind: 'mixed',
    mustFind: ['Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'Sony A7 IV camera kit',
  },
  {
    query: 'rent a ps5',
    kind: 'mixed',
    mustFind: ['PlayStation 5 with two controllers'],
    best: 'PlayStation 5 with two controllers',
    notTop3: ['بلايستيشن ٥ مع يدين وعشر ألعاب'],
  },
  {
    query: 'jbl سماعة',
    kind: 'mixed',
    mustFind: ['سماعة JBL PartyBox بإضاءة'],
    best: 'سماعة JBL PartyBox بإضاءة',
  },
  { query: 'gopro غوص', kind: 'mixed', mustFind: ['GoPro HERO12 dive kit'], best: 'GoPro HERO12 dive kit' },
  {
    query: 'iPad مع قلم',
    kind: 'mixed',
    mustFind: ['iPad Pro 12.9 with Apple Pencil'],
    best: 'iPad Pro 12.9 with Apple Pencil',
  },
  {
    query: 'طقم كاميرا sony a7',
    kind: 'mixed',
    mustFind: ['Sony A7 IV camera kit'],
    best: 'Sony A7 IV camera kit',
  },
  // A children's party: the bouncy castle and the popcorn machines.
  {
    query: 'حفلة أطفال',
    kind: 'mixed',
    mustFind: ['نطيطة هوائية للحفلات ٤×٤ م', 'Popcorn and cotton candy machines'],
  },
  {
    query: 'kashta tent',
    kind: 'mixed',
    mustFind: ['طقم كشتة متكامل (خيمة، كراسي، موقد)', 'خيمة بر عائلية ٦ أشخاص'],
  },

  // ─── Some of the words: no listing has them all ──────────────────────────
  // The only Canon listing is a lens, and the cameras are Sony's and GoPro's: each has one word of
  // two. The brand is the rarer word and says most of what is wanted, so the lens comes first.
  {
    query: 'كاميرا كانون',
    kind: 'some-words',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8', 'Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  {
    query: 'canon camera',
    kind: 'some-words',
    mustFind: ['عدسة كانون RF 70-200mm f/2.8', 'Sony A7 IV camera kit', 'GoPro HERO12 dive kit'],
    best: 'عدسة كانون RF 70-200mm f/2.8',
  },
  // No wedding dress is listed; the evening dress, "for weddings and parties", is the nearest.
  {
    query: 'wedding dress',
    kind: 'some-words',
    mustFind: ['فستان سهرة مطرز بالخرز'],
    best: 'فستان سهرة مطرز بالخرز',
  },
  {
    query: 'فستان زفاف',
    kind: 'some-words',
    mustFind: ['فستان سهرة مطرز بالخرز'],
    best: 'فستان سهرة مطرز بالخرز',
  },
  // No tent says كبيرة: every tent, and never first a listing that only says كبير.
  {
    query: 'خيمة كبيرة',
    kind: 'some-words',
    mustFind: ['خيمة بر عائلية ٦ أشخاص', 'خيمة مناسبات مكيفة لـ١٠٠ شخص', 'بيت شعر ٤×٦ م للمخيمات'],
    notTop3: ['طيران وطبول للعرضة والسامري'],
  },
  {
    query: 'drill sony',
    kind: 'some-words',
    mustFind: ['دريل بوش لاسلكي', 'Sony A7 IV camera kit'],
  },
];
