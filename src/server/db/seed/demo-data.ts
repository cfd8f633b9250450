/**
 * The content of the demo database: people, cities, the item catalogue and the
 * stories (bookings, conversations, notifications) that make the demo accounts
 * worth signing in to. demo.ts turns this into rows; dates here are offsets
 * from today so the demo never goes stale.
 */
import { findCity } from '@shared/cities';
import type { BookingStatus, ItemCondition, Language } from '@shared/constants';

/** Every demo account signs in with this password (README, e2e tests). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'admin@ajjir.sa', password: DEMO_PASSWORD, role: 'Administrator (admin pages, reports, exports)' },
  { email: 'sara@ajjir.sa', password: DEMO_PASSWORD, role: 'Renter with bookings in every stage' },
  { email: 'fahad@ajjir.sa', password: DEMO_PASSWORD, role: 'Individual owner with pending rental requests' },
  { email: 'rahal@ajjir.sa', password: DEMO_PASSWORD, role: 'Business owner: رحّال للتخييم (Rahal Camping)' },
] as const;

/** Category ids are fixed by migrations/0002. */
export const CATEGORY_IDS = {
  camping: 1,
  tools: 2,
  electronics: 3,
  cameras: 4,
  events: 5,
  sports: 6,
  vehicles: 7,
  home: 8,
  kids: 9,
  fashion: 10,
  music: 11,
  gaming: 12,
} as const;
export type CategorySlug = keyof typeof CATEGORY_IDS;

/** Each category has pictures {slug}-1..3.svg under public/images/demo. */
export const IMAGES_PER_CATEGORY = 3;

// ─── Cities ────────────────────────────────────────────────────────────────

export interface District {
  ar: string;
  en: string;
  zip: string;
}

export interface DemoCity {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  districts: readonly District[];
}

const d = (ar: string, en: string, zip: string): District => ({ ar, en, zip });

/** Name, region and centre of a city, from the shared list the client uses too. */
function cityBase(name: string) {
  const city = findCity(name);
  if (!city) throw new Error(`Unknown city in the demo data: ${name}`);
  return { name: city.name, state: city.region, latitude: city.latitude, longitude: city.longitude };
}

export const CITIES = {
  riyadh: {
    ...cityBase('Riyadh'),
    districts: [
      d('حي الملقا', 'Al Malqa', '13521'),
      d('حي النرجس', 'An Narjis', '13327'),
      d('حي الياسمين', 'Al Yasmin', '13325'),
      d('حي السليمانية', 'As Sulimaniyah', '12245'),
    ],
  },
  jeddah: {
    ...cityBase('Jeddah'),
    districts: [
      d('حي الشاطئ', 'Ash Shati', '23414'),
      d('حي الروضة', 'Ar Rawdah', '23435'),
      d('أبحر الشمالية', 'Obhur Al Shamaliyah', '23816'),
    ],
  },
  makkah: {
    ...cityBase('Makkah'),
    districts: [d('حي العزيزية', 'Al Aziziyah', '24243'), d('حي الشوقية', 'Ash Shawqiyah', '24351')],
  },
  madinah: {
    ...cityBase('Madinah'),
    districts: [d('حي قباء', 'Quba', '42318'), d('حي العزيزية', 'Al Aziziyah', '42371')],
  },
  dammam: {
    ...cityBase('Dammam'),
    districts: [d('حي الفيصلية', 'Al Faisaliyah', '32272'), d('حي الشاطئ', 'Ash Shati', '32413')],
  },
  khobar: {
    ...cityBase('Khobar'),
    districts: [d('حي العقربية', 'Al Aqrabiyah', '34445'), d('حي الراكة', 'Ar Rakah', '34227')],
  },
  abha: {
    ...cityBase('Abha'),
    districts: [d('حي المنسك', 'Al Mansak', '62521'), d('حي الخالدية', 'Al Khalidiyah', '62411')],
  },
  taif: {
    ...cityBase('Taif'),
    districts: [d('حي الشهداء', 'Ash Shuhada', '26513'), d('حي الحوية', 'Al Hawiyah', '26571')],
  },
  tabuk: {
    ...cityBase('Tabuk'),
    districts: [d('حي المروج', 'Al Muruj', '47913'), d('حي الربوة', 'Ar Rabwah', '47311')],
  },
  alula: {
    ...cityBase('AlUla'),
    districts: [d('حي العذيب', 'Al Udhaib', '43544'), d('البلدة القديمة', 'Old Town', '43541')],
  },
  ahsa: {
    ...cityBase('Al Ahsa'),
    districts: [d('حي المزروعية', 'Al Mazruiyah', '36361'), d('حي الراشدية', 'Ar Rashidiyah', '36441')],
  },
} satisfies Record<string, DemoCity>;
export type CityKey = keyof typeof CITIES;

// ─── People ────────────────────────────────────────────────────────────────

export interface DemoUser {
  key: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  city: CityKey;
  phone: string;
  bio: string;
  language: Language;
  /** Days before today the account was created. */
  joinedDaysAgo: number;
  isAdmin?: boolean;
  business?: { companyName: string; companyWebsite: string; taxId: string; businessAddress: string };
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    username: 'admin',
    email: 'admin@ajjir.sa',
    firstName: 'فريق',
    lastName: 'أجّر',
    city: 'riyadh',
    phone: '+966500000001',
    bio: 'حساب إدارة منصة أجّر.',
    language: 'ar',
    joinedDaysAgo: 540,
    isAdmin: true,
  },
  {
    key: 'sara',
    username: 'sara',
    email: 'sara@ajjir.sa',
    firstName: 'سارة',
    lastName: 'العمري',
    city: 'riyadh',
    phone: '+966551234870',
    bio: 'أحب الكشتات والرحلات البرية مع العائلة، وأفضّل أستأجر بدل ما أشتري أغراض أستخدمها مرتين في السنة.',
    language: 'ar',
    joinedDaysAgo: 210,
  },
  {
    key: 'fahad',
    username: 'fahad',
    email: 'fahad@ajjir.sa',
    firstName: 'فهد',
    lastName: 'الشمري',
    city: 'riyadh',
    phone: '+966504417263',
    bio: 'مهندس برمجيات، أأجّر أجهزتي وقت ما أحتاجها. الاستلام من حي الملقا مساءً.',
    language: 'ar',
    joinedDaysAgo: 330,
  },
  {
    key: 'rahal',
    username: 'rahal',
    email: 'rahal@ajjir.sa',
    firstName: 'خالد',
    lastName: 'الدوسري',
    city: 'riyadh',
    phone: '+966533902114',
    bio: 'رحّال للتخييم: معدات كشتات وبيوت شعر ومخيمات جاهزة منذ ٢٠١٦، مع توصيل وتركيب داخل الرياض وما حولها.',
    language: 'ar',
    joinedDaysAgo: 480,
    business: {
      companyName: 'رحّال للتخييم',
      companyWebsite: 'https://rahal.example.sa',
      taxId: '300458712600003',
      businessAddress: 'طريق الثمامة، حي الرمال، الرياض 13253',
    },
  },
  {
    key: 'adasa',
    username: 'adasa_studio',
    email: 'hello@adasa.example.sa',
    firstName: 'ماجد',
    lastName: 'باعشن',
    city: 'jeddah',
    phone: '+966565308841',
    bio: 'Adasa Studio rents professional camera, lens and lighting kits in Jeddah. Every kit is cleaned and tested between rentals.',
    language: 'en',
    joinedDaysAgo: 400,
    business: {
      companyName: 'عدسة للتصوير',
      companyWebsite: 'https://adasa.example.sa',
      taxId: '310227845900003',
      businessAddress: 'شارع التحلية، حي الروضة، جدة 23435',
    },
  },
  {
    key: 'sada',
    username: 'sada_events',
    email: 'events@sada.example.sa',
    firstName: 'ناصر',
    lastName: 'البوعينين',
    city: 'khobar',
    phone: '+966544120937',
    bio: 'صدى للصوتيات والفعاليات: أنظمة صوت وكوشات وآلات موسيقية للحفلات والملتقيات في الشرقية.',
    language: 'ar',
    joinedDaysAgo: 365,
    business: {
      companyName: 'صدى للصوتيات والفعاليات',
      companyWebsite: 'https://sada.example.sa',
      taxId: '302914563300003',
      businessAddress: 'طريق الأمير فيصل بن فهد، العقربية، الخبر 34445',
    },
  },
  {
    key: 'sharqiya',
    username: 'sharqiya_tools',
    email: 'rent@sharqiya-tools.example.sa',
    firstName: 'سلطان',
    lastName: 'الخالدي',
    city: 'dammam',
    phone: '+966538847120',
    bio: 'عدّة الشرقية لتأجير المعدات: مولدات، مكائن غسيل، سلالم وعدد كهربائية للمقاولين والبيوت.',
    language: 'ar',
    joinedDaysAgo: 300,
    business: {
      companyName: 'عدّة الشرقية',
      companyWebsite: 'https://sharqiya-tools.example.sa',
      taxId: '301566092400003',
      businessAddress: 'شارع الملك سعود، الفيصلية، الدمام 32272',
    },
  },
  {
    key: 'oasis',
    username: 'oasis_adventures',
    email: 'book@oasis.example.sa',
    firstName: 'Rayan',
    lastName: 'Alenezi',
    city: 'alula',
    phone: '+966592217046',
    bio: 'Oasis Adventures: ATVs, e-bikes and desert camping gear for exploring AlUla at your own pace.',
    language: 'en',
    joinedDaysAgo: 260,
    business: {
      companyName: 'Oasis Adventures',
      companyWebsite: 'https://oasis.example.sa',
      taxId: '311870346100003',
      businessAddress: 'Prince Abdulaziz bin Mosaed Road, AlUla 43544',
    },
  },
  {
    key: 'noura',
    username: 'noura.q',
    email: 'noura@example.sa',
    firstName: 'نورة',
    lastName: 'القحطاني',
    city: 'jeddah',
    phone: '+966556603192',
    bio: 'أم لطفلين، أأجّر أغراض الأطفال اللي كبروا عليها بحالة ممتازة.',
    language: 'ar',
    joinedDaysAgo: 190,
  },
  {
    key: 'reem',
    username: 'reem_z',
    email: 'reem@example.sa',
    firstName: 'ريم',
    lastName: 'الزهراني',
    city: 'jeddah',
    phone: '+966547781205',
    bio: 'مصممة أزياء، عندي فساتين وإكسسوارات مناسبات بحالة ممتازة.',
    language: 'ar',
    joinedDaysAgo: 240,
  },
  {
    key: 'abdullah',
    username: 'abdullah.gh',
    email: 'abdullah@example.sa',
    firstName: 'عبدالله',
    lastName: 'الغامدي',
    city: 'taif',
    phone: '+966509932774',
    bio: 'من الطائف، هاوي عود ورحلات جبلية في الهدا والشفا.',
    language: 'ar',
    joinedDaysAgo: 280,
  },
  {
    key: 'mohammed',
    username: 'm.alharbi',
    email: 'mohammed@example.sa',
    firstName: 'محمد',
    lastName: 'الحربي',
    city: 'madinah',
    phone: '+966501187349',
    bio: 'أأجّر مستلزمات المناسبات والضيافة في المدينة المنورة، والتوصيل متاح.',
    language: 'ar',
    joinedDaysAgo: 350,
  },
  {
    key: 'omar',
    username: 'omar.bakr',
    email: 'omar@example.sa',
    firstName: 'Omar',
    lastName: 'Bakr',
    city: 'jeddah',
    phone: '+966560045128',
    bio: 'Diver and paddle boarder in Jeddah. I rent out my water-sports gear when I am not using it.',
    language: 'en',
    joinedDaysAgo: 220,
  },
  {
    key: 'yousef',
    username: 'yousef_m',
    email: 'yousef@example.sa',
    firstName: 'يوسف',
    lastName: 'المالكي',
    city: 'makkah',
    phone: '+966553390471',
    bio: 'خيام ومستلزمات مناسبات في مكة، نخدمكم في الأفراح والعزائم.',
    language: 'ar',
    joinedDaysAgo: 310,
  },
  {
    key: 'hind',
    username: 'hind.sh',
    email: 'hind@example.sa',
    firstName: 'هند',
    lastName: 'الشهري',
    city: 'abha',
    phone: '+966568874012',
    bio: 'من أبها، أحب التراث العسيري وأأجّر أغراض أطفال وأزياء تراثية.',
    language: 'ar',
    joinedDaysAgo: 170,
  },
  {
    key: 'turki',
    username: 'turki.anazi',
    email: 'turki@example.sa',
    firstName: 'تركي',
    lastName: 'العنزي',
    city: 'tabuk',
    phone: '+966597120583',
    bio: 'Weekend explorer in Tabuk and Hisma. Happy to share routes with whoever rents my gear.',
    language: 'en',
    joinedDaysAgo: 200,
  },
  {
    key: 'lama',
    username: 'lama.m',
    email: 'lama@example.sa',
    firstName: 'Lama',
    lastName: 'Al-Mutairi',
    city: 'riyadh',
    phone: '+966549062317',
    bio: 'Product designer in Riyadh. Gadgets I only need now and then live here.',
    language: 'en',
    joinedDaysAgo: 260,
  },
  {
    key: 'faisal',
    username: 'faisal.o',
    email: 'faisal@example.sa',
    firstName: 'Faisal',
    lastName: 'Alotaibi',
    city: 'khobar',
    phone: '+966502286654',
    bio: 'Gamer and tech enthusiast in Khobar. All devices are reset and cleaned before each rental.',
    language: 'en',
    joinedDaysAgo: 230,
  },
  {
    key: 'maha',
    username: 'maha_s',
    email: 'maha@example.sa',
    firstName: 'مها',
    lastName: 'السبيعي',
    city: 'ahsa',
    phone: '+966536610928',
    bio: 'من الأحساء، عندي مستلزمات جلسات وحفلات أطفال أأجرها بأسعار مناسبة.',
    language: 'ar',
    joinedDaysAgo: 250,
  },
  {
    key: 'nawaf',
    username: 'nawaf',
    email: 'nawaf@example.sa',
    firstName: 'نواف',
    lastName: 'العتيبي',
    city: 'riyadh',
    phone: '+966558801643',
    bio: 'طالب جامعي، أستأجر للرحلات والسهرات مع الشباب.',
    language: 'ar',
    joinedDaysAgo: 150,
  },
  {
    key: 'dana',
    username: 'dana.r',
    email: 'dana@example.sa',
    firstName: 'دانة',
    lastName: 'الرشيد',
    city: 'riyadh',
    phone: '+966541279356',
    bio: 'أنظّم فعاليات صغيرة وتجمعات عائلية في الرياض.',
    language: 'ar',
    joinedDaysAgo: 160,
  },
];

/**
 * An account the administrator blocked, so the admin screens' Blocked filter,
 * a blocked user's page and the audit log have something to show. It has one
 * listing, hidden from the marketplace while the owner is blocked. Planned
 * after everything else (demo-plan.ts), so the rest of the demo is unchanged.
 */
export const BLOCKED_DEMO_USER = {
  user: {
    key: 'khaled',
    username: 'khaled.deals',
    email: 'khaled.deals@example.sa',
    firstName: 'خالد',
    lastName: 'السبيعي',
    city: 'riyadh',
    phone: '+966559912047',
    bio: 'أجهزة ألعاب وإلكترونيات بأسعار لا تُنافس.',
    language: 'ar',
    joinedDaysAgo: 40,
  },
  blockedDaysAgo: 3,
  reason: 'طلب الدفع خارج المنصة من عدة مستأجرين، وإعلانات مكررة بأسعار وهمية.',
  listing: {
    title: 'بلايستيشن ٥ مع يدين وعشر ألعاب',
    description: 'جهاز بلايستيشن ٥ نظيف مع يدين وعشر ألعاب. التواصل والدفع عبر الواتساب فقط.',
    rate: 15,
    condition: 'good',
    listedDaysAgo: 12,
  },
} as const satisfies {
  user: DemoUser;
  blockedDaysAgo: number;
  reason: string;
  listing: {
    title: string;
    description: string;
    rate: number;
    condition: ItemCondition;
    listedDaysAgo: number;
  };
};

// ─── Items ─────────────────────────────────────────────────────────────────

export interface DemoItem {
  key: string;
  owner: string;
  category: CategorySlug;
  title: string;
  description: string;
  /** Riyals per day. */
  rate: number;
  deposit?: number;
  condition: ItemCondition;
  minDays?: number;
  /** Omitted: no limit. */
  maxDays?: number;
  delivery?: boolean;
  unavailable?: boolean;
}

/**
 * The four newest listings (featured on the home page), newest first, with
 * how many hours ago each was listed. Every other item is older (3–120 days).
 */
export const FEATURED_ITEMS = [
  { key: 'rahal-family-tent', listedHoursAgo: 6 },
  { key: 'adasa-sony-a7iv', listedHoursAgo: 20 },
  { key: 'fahad-ps5', listedHoursAgo: 30 },
  { key: 'oasis-atv', listedHoursAgo: 50 },
] as const;

export const DEMO_ITEMS: readonly DemoItem[] = [
  // Camping
  {
    key: 'rahal-family-tent',
    owner: 'rahal',
    category: 'camping',
    title: 'خيمة بر عائلية ٦ أشخاص',
    description:
      'خيمة بر من قماش مقاوم للماء تتسع لستة أشخاص، مع الأوتاد والحبال وفرشة أرضية. تُنصب في ١٥ دقيقة ومناسبة لكشتات الشتاء.',
    rate: 120,
    deposit: 300,
    condition: 'excellent',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'rahal-kashta-kit',
    owner: 'rahal',
    category: 'camping',
    title: 'طقم كشتة متكامل (خيمة، كراسي، موقد)',
    description:
      'كل ما تحتاجه لكشتة ليلة: خيمة ٤ أشخاص، ٤ كراسي قابلة للطي، موقد غاز بشعلتين وفانوس LED. يُسلَّم نظيفًا ومفحوصًا.',
    rate: 220,
    deposit: 500,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'rahal-bait-shaar',
    owner: 'rahal',
    category: 'camping',
    title: 'بيت شعر ٤×٦ م للمخيمات',
    description:
      'بيت شعر تقليدي مع الأعمدة والسدو الداخلي، مناسب للمخيمات الشتوية والجلسات. التركيب في الموقع متاح برسوم إضافية.',
    rate: 350,
    deposit: 1000,
    condition: 'good',
    minDays: 2,
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'rahal-floor-seating',
    owner: 'rahal',
    category: 'camping',
    title: 'جلسة بر أرضية لـ٨ أشخاص',
    description: 'جلسة أرضية مع مساند وسجاد بر وطاولة قهوة، تأتي في شنطة تخزين. مثالية للكشتات والاستراحات.',
    rate: 90,
    deposit: 200,
    condition: 'good',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'rahal-lanterns',
    owner: 'rahal',
    category: 'camping',
    title: 'إنارة مخيمات: ١٠ فوانيس LED وإضاءة سلاسل',
    description: 'عشرة فوانيس LED قابلة للشحن مع إضاءة سلاسل بطول ٢٠ م، تكفي مخيمًا كاملًا لليلتين.',
    rate: 50,
    deposit: 150,
    condition: 'excellent',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'fahad-car-fridge',
    owner: 'fahad',
    category: 'camping',
    title: 'ثلاجة رحلات كهربائية ٤٥ لتر',
    description: 'ثلاجة تعمل على ولاعة السيارة وتبرد حتى -١٠ درجات. مناسبة للكشتات الطويلة والرحلات البرية.',
    rate: 40,
    deposit: 200,
    condition: 'excellent',
    maxDays: 14,
  },
  {
    key: 'turki-rooftop-tent',
    owner: 'turki',
    category: 'camping',
    title: 'Rooftop tent for two',
    description:
      'Fits most SUVs with roof bars; ladder and mattress included. Perfect for weekend trips to Hisma and the Tabuk mountains.',
    rate: 250,
    deposit: 800,
    condition: 'good',
    minDays: 2,
    maxDays: 14,
  },
  {
    key: 'abdullah-fire-pit',
    owner: 'abdullah',
    category: 'camping',
    title: 'مشب حطب وشواية متنقلة',
    description: 'مشب حديد مع شبك شواء وحامل للدلال والأباريق. نظيف وجاهز للاستخدام.',
    rate: 45,
    condition: 'good',
  },
  {
    key: 'oasis-stargazing-kit',
    owner: 'oasis',
    category: 'camping',
    title: 'Desert stargazing camp kit',
    description:
      'Two sleeping bags rated to 0°C, camping mats, a folding table and red-light headlamps. Ideal for desert nights around AlUla.',
    rate: 160,
    deposit: 300,
    condition: 'excellent',
    maxDays: 10,
    delivery: true,
  },

  // Tools
  {
    key: 'fahad-bosch-drill',
    owner: 'fahad',
    category: 'tools',
    title: 'دريل بوش لاسلكي',
    description: 'دريل بوش ١٨ فولت مع بطاريتين وشاحن وطقم ريش للخشب والحديد. مناسب للتركيبات المنزلية.',
    rate: 35,
    deposit: 150,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'sharqiya-generator',
    owner: 'sharqiya',
    category: 'tools',
    title: 'مولد كهرباء بنزين ٣٥٠٠ واط',
    description: 'مولد هادئ بقدرة ٣٫٥ كيلوواط يكفي للمخيمات والمناسبات الخارجية. يُسلَّم بخزان ممتلئ.',
    rate: 180,
    deposit: 700,
    condition: 'good',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'sharqiya-pressure-washer',
    owner: 'sharqiya',
    category: 'tools',
    title: 'ماكينة غسيل ضغط عالي ١٥٠ بار',
    description: 'كارشر لغسيل السيارات والأحواش والجلسات الخارجية، مع خرطوم ١٠ أمتار وفرشاة دوارة.',
    rate: 70,
    deposit: 200,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'sharqiya-ladder',
    owner: 'sharqiya',
    category: 'tools',
    title: 'Telescopic aluminium ladder (5 m)',
    description: 'Extends to 5 metres with a 150 kg rating, yet light enough for one person to carry.',
    rate: 30,
    condition: 'good',
    maxDays: 14,
  },
  {
    key: 'sharqiya-tile-kit',
    owner: 'sharqiya',
    category: 'tools',
    title: 'Tile cutter and laser level set',
    description:
      'Manual 60 cm tile cutter with a green-beam cross-line laser level and tripod. Great for bathroom and kitchen jobs.',
    rate: 65,
    deposit: 250,
    condition: 'fair',
    minDays: 2,
    maxDays: 14,
  },
  {
    key: 'mohammed-circular-saw',
    owner: 'mohammed',
    category: 'tools',
    title: 'منشار دائري ماكيتا ١٨٥ ملم',
    description: 'منشار كهربائي مع قرصين جديدين ونظارة حماية. الحالة ممتازة والاستلام من حي قباء.',
    rate: 50,
    deposit: 200,
    condition: 'excellent',
    maxDays: 7,
  },

  // Electronics
  {
    key: 'fahad-projector',
    owner: 'fahad',
    category: 'electronics',
    title: 'بروجكتر إبسون مع شاشة عرض ١٠٠ بوصة',
    description: 'بروجكتر Full HD مع شاشة وحامل وكيبل HDMI، مثالي لمشاهدة المباريات والسهرات العائلية.',
    rate: 90,
    deposit: 300,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'lama-macbook',
    owner: 'lama',
    category: 'electronics',
    title: 'MacBook Pro 14" (M3 Pro)',
    description:
      '18 GB RAM, 512 GB SSD, with charger. Freshly reset; great for short projects, exams or travel.',
    rate: 150,
    deposit: 2000,
    condition: 'excellent',
    minDays: 3,
    maxDays: 30,
  },
  {
    key: 'lama-power-station',
    owner: 'lama',
    category: 'electronics',
    title: 'Portable power station 1 kWh',
    description:
      'EcoFlow power station with solar input: runs a small fridge, lights and laptops on camping trips. Fully charged at pickup.',
    rate: 95,
    deposit: 600,
    condition: 'excellent',
    maxDays: 14,
  },
  {
    key: 'faisal-ipad-pro',
    owner: 'faisal',
    category: 'electronics',
    title: 'iPad Pro 12.9 with Apple Pencil',
    description: 'Comes with Apple Pencil 2 and Magic Keyboard. Screen protector fitted, no scratches.',
    rate: 85,
    deposit: 1000,
    condition: 'excellent',
    minDays: 2,
    maxDays: 21,
  },
  {
    key: 'maha-jbl-partybox',
    owner: 'maha',
    category: 'electronics',
    title: 'سماعة JBL PartyBox بإضاءة',
    description: 'بطارية تدوم ١٨ ساعة مع مايك سلكي. مناسبة للجلسات والحدائق والرحلات.',
    rate: 80,
    deposit: 300,
    condition: 'good',
    maxDays: 7,
  },
  {
    key: 'yousef-tv-65',
    owner: 'yousef',
    category: 'electronics',
    title: 'شاشة سامسونج ٦٥ بوصة 4K مع ستاند',
    description: 'شاشة مع ستاند متحرك، مناسبة للمناسبات وعرض المباريات في الاستراحات. التوصيل داخل مكة.',
    rate: 140,
    deposit: 800,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },

  // Cameras
  {
    key: 'adasa-sony-a7iv',
    owner: 'adasa',
    category: 'cameras',
    title: 'Sony A7 IV camera kit',
    description:
      'A7 IV body with a 24-70mm f/2.8 GM lens, two batteries, a 128 GB card and a padded bag. Cleaned and sensor-checked after every rental.',
    rate: 280,
    deposit: 3000,
    condition: 'excellent',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'adasa-canon-70-200',
    owner: 'adasa',
    category: 'cameras',
    title: 'عدسة كانون RF 70-200mm f/2.8',
    description: 'مثالية لتصوير المناسبات والرياضة، مع غطاء وفلتر حماية. تُفحص قبل كل تأجير.',
    rate: 150,
    deposit: 2000,
    condition: 'excellent',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'adasa-studio-lights',
    owner: 'adasa',
    category: 'cameras',
    title: 'طقم إضاءة استوديو مع خلفية',
    description:
      'إضاءتان LED ثنائية اللون ٢٠٠ واط مع سوفت بوكس وحوامل وخلفية بيضاء. مناسب لتصوير المنتجات والبورتريه.',
    rate: 120,
    deposit: 800,
    condition: 'good',
    maxDays: 10,
    delivery: true,
  },
  {
    key: 'adasa-gimbal-audio',
    owner: 'adasa',
    category: 'cameras',
    title: 'DJI RS 4 gimbal and wireless mics',
    description:
      'A DJI RS 4 gimbal with a RØDE Wireless GO II pair: everything for smooth interviews and wedding films.',
    rate: 110,
    deposit: 1200,
    condition: 'excellent',
    maxDays: 10,
    delivery: true,
  },
  {
    key: 'fahad-dji-drone',
    owner: 'fahad',
    category: 'cameras',
    title: 'درون DJI Mini 4 Pro',
    description:
      'مع ثلاث بطاريات وريموت بشاشة، وزنه أقل من ٢٥٠ غرام. الالتزام بأنظمة الطيران وتصاريحه مسؤولية المستأجر.',
    rate: 160,
    deposit: 1500,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'omar-gopro',
    owner: 'omar',
    category: 'cameras',
    title: 'GoPro HERO12 dive kit',
    description:
      'Dive housing, red filter, floating grip and three batteries. Tested on Red Sea dives to 60 m.',
    rate: 60,
    deposit: 500,
    condition: 'good',
    maxDays: 14,
  },

  // Events
  {
    key: 'mohammed-floor-majlis',
    owner: 'mohammed',
    category: 'events',
    title: 'مجلس أرضي للمناسبات',
    description:
      'مجلس أرضي كامل ١٢ قطعة مع مساند وطاولات تقديم، قماش مخمل نظيف. يتوفر التوصيل والتركيب داخل المدينة.',
    rate: 250,
    deposit: 500,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'yousef-event-tent',
    owner: 'yousef',
    category: 'events',
    title: 'خيمة مناسبات مكيفة لـ١٠٠ شخص',
    description: 'خيمة أفراح وعزائم مع الإنارة والسجاد والمكيفات. السعر يشمل التركيب والفك داخل مكة.',
    rate: 900,
    deposit: 2000,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'yousef-coffee-set',
    owner: 'yousef',
    category: 'events',
    title: 'طقم ضيافة: دلال وترامس وفناجيل',
    description: 'ست دلال وعشرة ترامس مع صواني تقديم وفناجيل لخمسين ضيفًا. تُسلَّم مغسولة ومعقمة.',
    rate: 60,
    deposit: 200,
    condition: 'good',
    delivery: true,
  },
  {
    key: 'sada-sound-system',
    owner: 'sada',
    category: 'events',
    title: 'نظام صوت للحفلات ٢٠٠٠ واط',
    description: 'سماعتان ١٠٠٠ واط مع ميكسر ومايكين لاسلكيين، مثالي للحفلات والملتقيات حتى ٢٠٠ شخص.',
    rate: 300,
    deposit: 1000,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'sada-wedding-kosha',
    owner: 'sada',
    category: 'events',
    title: 'Wedding kosha and lighting decor',
    description:
      'Bridal kosha stage with backdrop, LED fairy lights and flower stands. Setup within Khobar and Dammam included.',
    rate: 650,
    deposit: 1500,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
    unavailable: true,
  },
  {
    key: 'sada-popcorn',
    owner: 'sada',
    category: 'events',
    title: 'Popcorn and cotton candy machines',
    description: "Both machines with starter supplies for 100 servings. A favourite at kids' parties.",
    rate: 110,
    deposit: 300,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },

  // Sports
  {
    key: 'omar-paddle-board',
    owner: 'omar',
    category: 'sports',
    title: 'Inflatable stand-up paddle board',
    description: '10\'6" board with paddle, pump, leash and dry bag. Great for calm mornings at Obhur.',
    rate: 75,
    deposit: 300,
    condition: 'good',
    maxDays: 7,
  },
  {
    key: 'omar-snorkel-set',
    owner: 'omar',
    category: 'sports',
    title: 'Snorkelling set for four',
    description:
      'Masks, snorkels and fins in mixed sizes plus a kids float vest. Rinsed and disinfected after each rental.',
    rate: 50,
    deposit: 100,
    condition: 'good',
    maxDays: 14,
  },
  {
    key: 'faisal-padel',
    owner: 'faisal',
    category: 'sports',
    title: 'Padel rackets for two',
    description: 'Two Bullpadel rackets, a tube of new balls and a carry bag. Book a court and just show up.',
    rate: 40,
    deposit: 150,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'mohammed-treadmill',
    owner: 'mohammed',
    category: 'sports',
    title: 'جهاز سير كهربائي قابل للطي',
    description: 'سرعة حتى ١٢ كم/س مع شاشة وبرامج تمارين. مناسب للاستخدام المنزلي لفترة قصيرة.',
    rate: 55,
    deposit: 300,
    condition: 'good',
    minDays: 3,
    maxDays: 30,
    delivery: true,
    unavailable: true,
  },
  {
    key: 'abdullah-hiking-kit',
    owner: 'abdullah',
    category: 'sports',
    title: 'طقم هايكنج لشخصين',
    description: 'حقيبتا ظهر ٤٠ لتر وعصي مشي ومصابيح رأس. مناسب لمسارات الهدا والشفا.',
    rate: 45,
    deposit: 150,
    condition: 'good',
    maxDays: 14,
  },
  {
    key: 'maha-table-tennis',
    owner: 'maha',
    category: 'sports',
    title: 'طاولة تنس قابلة للطي',
    description: 'بمقاسات رسمية مع مضارب وكرات، مناسبة للاستراحات والتجمعات العائلية.',
    rate: 60,
    deposit: 200,
    condition: 'good',
    maxDays: 14,
    delivery: true,
  },

  // Vehicles
  {
    key: 'oasis-atv',
    owner: 'oasis',
    category: 'vehicles',
    title: 'دباب رملي (ATV) ياماها ٤٥٠',
    description: 'دباب رباعي مع خوذة ونظارة، مناسب للرمال حول العلا. يشترط أن يكون السائق ١٨ سنة فأكثر.',
    rate: 450,
    deposit: 1500,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'oasis-ebike',
    owner: 'oasis',
    category: 'vehicles',
    title: 'Electric mountain bike',
    description: "80 km range, helmet and a trail map of AlUla's old-town routes included.",
    rate: 150,
    deposit: 500,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'omar-scooter',
    owner: 'omar',
    category: 'vehicles',
    title: 'Xiaomi electric scooter',
    description: 'Up to 45 km range; helmet and lock included. Perfect for the Corniche.',
    rate: 45,
    deposit: 300,
    condition: 'good',
    maxDays: 14,
  },
  {
    key: 'turki-mountain-bike',
    owner: 'turki',
    category: 'vehicles',
    title: 'دراجة جبلية Trek مقاس ٢٩',
    description: 'مع خوذة وقفل ومضخة صغيرة، مناسبة لمسارات تبوك الجبلية. صيانتها دورية.',
    rate: 70,
    deposit: 300,
    condition: 'good',
    maxDays: 14,
  },
  {
    key: 'turki-caravan',
    owner: 'turki',
    category: 'vehicles',
    title: 'كرفان رحلات صغير',
    description: 'كرفان سحب بسريرين ومطبخ صغير وخزان ماء، يُسحب بسيارة دفع رباعي. يتطلب رخصة سارية.',
    rate: 600,
    deposit: 3000,
    condition: 'fair',
    minDays: 2,
    maxDays: 14,
    unavailable: true,
  },

  // Home
  {
    key: 'noura-dyson-purifier',
    owner: 'noura',
    category: 'home',
    title: 'جهاز دايسون لتنقية الهواء',
    description: 'ينقي الهواء ويبرده، مثالي لموسم الغبار أو لغرفة مريض. مع الريموت وفلتر جديد.',
    rate: 40,
    deposit: 300,
    condition: 'excellent',
    minDays: 3,
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'maha-desert-cooler',
    owner: 'maha',
    category: 'home',
    title: 'مكيف صحراوي متنقل ٨٠ لتر',
    description: 'بثلاث سرعات وعجلات، مناسب للجلسات الخارجية والاستراحات في الصيف.',
    rate: 55,
    deposit: 200,
    condition: 'fair',
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'mohammed-guest-sofa',
    owner: 'mohammed',
    category: 'home',
    title: 'كنب ضيوف إضافي (ثلاثي وكرسيان)',
    description: 'لون بيج، نظيف ومعطر، مناسب لاستقبال الضيوف في رمضان والأعياد. التوصيل داخل المدينة.',
    rate: 120,
    deposit: 400,
    condition: 'good',
    minDays: 3,
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'yousef-display-fridge',
    owner: 'yousef',
    category: 'home',
    title: 'ثلاجة عرض زجاجية ٢٥٠ لتر',
    description: 'للمناسبات والعزائم، تبرد خلال ساعتين. تُسلَّم نظيفة مع توصيلة كهرباء.',
    rate: 85,
    deposit: 300,
    condition: 'good',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'lama-dyson-vacuum',
    owner: 'lama',
    category: 'home',
    title: 'Dyson V15 cordless vacuum',
    description: 'All attachments and two charged batteries. Handy for move-in and move-out cleaning.',
    rate: 45,
    deposit: 400,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'reem-espresso',
    owner: 'reem',
    category: 'home',
    title: 'ماكينة إسبريسو ديلونجي مع مطحنة',
    description: 'مع أكواب وحليب فوم، مناسبة لتجمعات العائلة وحفلات الاستقبال. تُسلَّم نظيفة.',
    rate: 65,
    deposit: 400,
    condition: 'excellent',
    maxDays: 7,
  },

  // Kids
  {
    key: 'noura-stroller',
    owner: 'noura',
    category: 'kids',
    title: 'عربة أطفال بوجابو فوكس',
    description: 'مع مظلة وغطاء مطر، تُطوى بيد واحدة. مثالية للزيارات والسفر.',
    rate: 40,
    deposit: 300,
    condition: 'excellent',
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'noura-baby-carrier',
    owner: 'noura',
    category: 'kids',
    title: 'حمالة أطفال Ergobaby',
    description: 'مناسبة من الولادة، مريحة للظهر في العمرة والمشاوير الطويلة. مغسولة ومعقمة.',
    rate: 15,
    deposit: 100,
    condition: 'excellent',
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'hind-car-seat',
    owner: 'hind',
    category: 'kids',
    title: 'كرسي سيارة للأطفال Maxi-Cosi',
    description: 'من الولادة حتى ٤ سنوات، مع قاعدة ISOFIX. مغسول ومعقم بعد كل تأجير.',
    rate: 25,
    deposit: 200,
    condition: 'good',
    maxDays: 30,
  },
  {
    key: 'hind-travel-cot',
    owner: 'hind',
    category: 'kids',
    title: 'سرير أطفال متنقل',
    description: 'مع مرتبة وناموسية، يُطوى في حقيبة. مثالي للسفر والزيارات العائلية.',
    rate: 20,
    deposit: 100,
    condition: 'good',
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'maha-bouncy-castle',
    owner: 'maha',
    category: 'kids',
    title: 'نطيطة هوائية للحفلات ٤×٤ م',
    description: 'مع منفاخ كهربائي، مناسبة لأعياد الميلاد في الحوش أو الاستراحة. التوصيل والتركيب متاحان.',
    rate: 150,
    deposit: 300,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'faisal-ride-on-jeep',
    owner: 'faisal',
    category: 'kids',
    title: "Kids' electric ride-on jeep",
    description: 'Two-seater 12V jeep with a parental remote, for ages 2–6. The battery lasts about an hour.',
    rate: 55,
    deposit: 200,
    condition: 'good',
    maxDays: 7,
  },

  // Fashion
  {
    key: 'reem-evening-dress',
    owner: 'reem',
    category: 'fashion',
    title: 'فستان سهرة مطرز بالخرز',
    description: 'فستان طويل كحلي مقاس ٣٨، تنظيف جاف بعد كل استخدام. مناسب للأعراس والحفلات.',
    rate: 220,
    deposit: 500,
    condition: 'excellent',
    minDays: 2,
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'reem-clutch',
    owner: 'reem',
    category: 'fashion',
    title: 'Designer evening clutch',
    description: 'Leather clutch with a gold chain, delivered in its dust bag. Perfect for a wedding night.',
    rate: 120,
    deposit: 1500,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'reem-bridal-tiara',
    owner: 'reem',
    category: 'fashion',
    title: 'تاج كريستال وطرحة للعروس',
    description: 'تاج كريستال مع طرحة طويلة بطول ٣ أمتار، مناسبة لحفلات الزفاف والملكة.',
    rate: 180,
    deposit: 800,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'yousef-bisht',
    owner: 'yousef',
    category: 'fashion',
    title: 'بشت رجالي أسود بزري ذهبي',
    description: 'مقاس ٥٦، مناسب للأعراس والحفلات الرسمية. يُسلَّم مكويًا في كيس حفظ.',
    rate: 150,
    deposit: 600,
    condition: 'excellent',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'hind-asiri-dress',
    owner: 'hind',
    category: 'fashion',
    title: 'جلابية عسيرية تراثية مطرزة',
    description: 'مطرزة يدويًا مع إكسسوارات تراثية، مناسبة لجلسات التصوير والمهرجانات.',
    rate: 90,
    deposit: 300,
    condition: 'excellent',
    maxDays: 7,
  },

  // Music
  {
    key: 'abdullah-oud',
    owner: 'abdullah',
    category: 'music',
    title: 'عود تركي يدوي الصنع',
    description: 'صوت دافئ مع ريشة وشنطة صلبة، أوتار جديدة. مناسب للمحترفين والمتعلمين.',
    rate: 70,
    deposit: 500,
    condition: 'excellent',
    maxDays: 14,
  },
  {
    key: 'sada-digital-piano',
    owner: 'sada',
    category: 'music',
    title: 'Yamaha digital piano (88 keys)',
    description: 'P-125 with stand, bench and sustain pedal. Delivery within Khobar and Dammam.',
    rate: 120,
    deposit: 800,
    condition: 'excellent',
    minDays: 3,
    maxDays: 30,
    delivery: true,
  },
  {
    key: 'sada-podcast-kit',
    owner: 'sada',
    category: 'music',
    title: 'طقم بودكاست: ٤ مايكات وميكسر',
    description: 'أربعة مايكات Shure مع ميكسر RØDECaster وسماعات، جاهز للتسجيل مباشرة.',
    rate: 160,
    deposit: 1000,
    condition: 'excellent',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'maha-drums',
    owner: 'maha',
    category: 'music',
    title: 'طيران وطبول للعرضة والسامري',
    description: 'ستة طيران وطبل كبير، مناسبة للمناسبات الوطنية والأعراس.',
    rate: 90,
    deposit: 300,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },
  {
    key: 'faisal-guitar',
    owner: 'faisal',
    category: 'music',
    title: 'Fender acoustic guitar',
    description: 'CD-60S with gig bag, clip-on tuner and spare strings. Great for beginners.',
    rate: 35,
    deposit: 200,
    condition: 'good',
    maxDays: 30,
  },

  // Gaming
  {
    key: 'fahad-ps5',
    owner: 'fahad',
    category: 'gaming',
    title: 'PlayStation 5 with two controllers',
    description:
      'Disc edition with two DualSense controllers, a charging dock, FC 25 and Gran Turismo 7. HDMI cable included.',
    rate: 75,
    deposit: 500,
    condition: 'excellent',
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'faisal-quest-3',
    owner: 'faisal',
    category: 'gaming',
    title: 'Meta Quest 3 VR headset',
    description:
      '128 GB with Elite strap and more than ten games installed. Lenses cleaned after every rental.',
    rate: 90,
    deposit: 800,
    condition: 'excellent',
    maxDays: 7,
  },
  {
    key: 'faisal-racing-sim',
    owner: 'faisal',
    category: 'gaming',
    title: 'Racing wheel and cockpit seat',
    description: 'Logitech G923 wheel, pedals and shifter on a foldable cockpit. Works with PS5 and PC.',
    rate: 85,
    deposit: 700,
    condition: 'good',
    minDays: 2,
    maxDays: 14,
    delivery: true,
  },
  {
    key: 'lama-switch',
    owner: 'lama',
    category: 'gaming',
    title: 'Nintendo Switch OLED party pack',
    description: 'Mario Kart 8, Super Smash Bros. and four Joy-Cons: ready for a family evening.',
    rate: 55,
    deposit: 400,
    condition: 'excellent',
    maxDays: 14,
  },
  {
    key: 'mohammed-xbox',
    owner: 'mohammed',
    category: 'gaming',
    title: 'إكس بوكس سيريس X مع Game Pass',
    description: 'مع يدّين واشتراك Game Pass فعّال لأكثر من مئة لعبة. الجهاز نظيف ومحدّث.',
    rate: 65,
    deposit: 500,
    condition: 'good',
    maxDays: 14,
  },
  {
    key: 'maha-air-hockey',
    owner: 'maha',
    category: 'gaming',
    title: 'طاولة هوكي هوائي ٦ أقدام',
    description: 'مع مضارب وأقراص إضافية، تضيف حماسًا لأي تجمع عائلي. التوصيل داخل الأحساء.',
    rate: 70,
    deposit: 200,
    condition: 'good',
    maxDays: 7,
    delivery: true,
  },
];

// ─── Stories: bookings the demo accounts are part of ───────────────────────

export interface ScriptedBooking {
  key: string;
  item: string;
  renter: string;
  status: BookingStatus;
  /** First day, in days from today (negative: in the past). */
  start: number;
  /** Rental length in days: the booking ends on start + days. */
  days: number;
  message?: string;
  statusReason?: string;
  delivery?: boolean;
  /** When the request was sent, if the story needs it (a conversation refers to it). */
  requestedHoursAgo?: number;
}

export const SCRIPTED_BOOKINGS: readonly ScriptedBooking[] = [
  // Sara as renter, one booking in each stage.
  {
    key: 'sara-kashta',
    item: 'rahal-kashta-kit',
    renter: 'sara',
    status: 'completed',
    start: -34,
    days: 2,
    message: 'السلام عليكم، نبي نطلع كشتة للثمامة نهاية الأسبوع. هل الموقد يجي مع أسطوانة غاز؟',
  },
  {
    key: 'sara-switch',
    item: 'lama-switch',
    renter: 'sara',
    status: 'completed',
    start: -19,
    days: 3,
    message: 'Hi Lama, it is for my nieces visiting from Jeddah. Can I pick it up after Maghrib?',
  },
  {
    key: 'sara-projector',
    item: 'fahad-projector',
    renter: 'sara',
    status: 'active',
    start: -1,
    days: 3,
    message: 'مرحبا فهد، أبغى البروجكتر لسهرة عائلية ومشاهدة المباراة. ممكن التوصيل لحي النرجس؟',
    delivery: true,
    requestedHoursAgo: 60,
  },
  {
    key: 'sara-bait-shaar',
    item: 'rahal-bait-shaar',
    renter: 'sara',
    status: 'confirmed',
    start: 9,
    days: 2,
    message: 'نحتاج بيت الشعر لتجمع عائلي قرب روضة خريم، ونبغى التركيب لو ممكن.',
    delivery: true,
    requestedHoursAgo: 100,
  },
  {
    key: 'sara-atv',
    item: 'oasis-atv',
    renter: 'sara',
    status: 'pending',
    start: 20,
    days: 1,
    message: 'Hello! We will be in AlUla for the long weekend. Is a morning pickup possible?',
  },
  {
    key: 'sara-drone',
    item: 'fahad-dji-drone',
    renter: 'sara',
    status: 'declined',
    start: 5,
    days: 1,
    message: 'أبغى أصور الكشتة من فوق، هل الدرون سهل للمبتدئين؟',
    statusReason: 'الدرون محجوز لرحلة عائلية في هذي التواريخ، اعذريني.',
  },
  {
    key: 'sara-lanterns',
    item: 'rahal-lanterns',
    renter: 'sara',
    status: 'cancelled',
    start: 15,
    days: 2,
    statusReason: 'تأجلت الرحلة للشهر الجاي.',
  },
  {
    key: 'sara-drill',
    item: 'fahad-bosch-drill',
    renter: 'sara',
    status: 'expired',
    start: -6,
    days: 1,
    message: 'أحتاج الدريل لتركيب رفوف، ساعة وحدة تكفي.',
  },
  // Requests waiting for Fahad's answer.
  {
    key: 'nawaf-ps5',
    item: 'fahad-ps5',
    renter: 'nawaf',
    status: 'pending',
    start: 3,
    days: 2,
    message: 'السلام عليكم، أبغى البلايستيشن للويكند مع الشباب. هل فيه FC 25؟',
    requestedHoursAgo: 21,
  },
  {
    key: 'dana-projector',
    item: 'fahad-projector',
    renter: 'dana',
    status: 'pending',
    start: 6,
    days: 1,
    message: 'عندنا فعالية صغيرة في الحديقة، أحتاج البروجكتر مع الشاشة ليلة وحدة.',
    delivery: true,
    requestedHoursAgo: 6.5,
  },
  {
    key: 'omar-drone',
    item: 'fahad-dji-drone',
    renter: 'omar',
    status: 'pending',
    start: 12,
    days: 2,
    message:
      "Hi Fahad, I'm in Riyadh for a wedding and would love some aerial shots. Pickup the evening before?",
    requestedHoursAgo: 29,
  },
  {
    key: 'rahal-car-fridge',
    item: 'fahad-car-fridge',
    renter: 'rahal',
    status: 'confirmed',
    start: 4,
    days: 3,
    message: 'نحتاج ثلاجة إضافية لمخيم نجهزه لعميل، نستلمها بأنفسنا.',
  },
];

// ─── Words people write ────────────────────────────────────────────────────

type Rating = 3 | 4 | 5;
type ByLanguage = Record<Language, Record<Rating, readonly string[]>>;

export const RENTER_REVIEW_COMMENTS: ByLanguage = {
  ar: {
    5: [
      'كل شي كان نظيف ومرتب، والمؤجر متعاون جدًا. أنصح فيه.',
      'الغرض مطابق للوصف تمامًا والاستلام كان سهل. شكرًا!',
      'تجربة ممتازة، التسليم في الوقت والحالة ممتازة.',
      'تعامل راقي وسرعة في الرد، أكيد بأتعامل معه مرة ثانية.',
      'أفضل من الشراء بكثير، كل القطع موجودة وشغالة.',
    ],
    4: [
      'تجربة جيدة، بس تأخر الاستلام نص ساعة.',
      'الغرض ممتاز مع بعض آثار الاستخدام البسيطة، والتعامل محترم.',
      'كل شي تمام، ياليت يكون فيه تعليمات استخدام مكتوبة.',
    ],
    3: ['الغرض أدى المطلوب لكن كان يحتاج تنظيف أكثر.', 'مقبول، بعض الملحقات ناقصة بس المؤجر عوضنا بالسعر.'],
  },
  en: {
    5: [
      'Exactly as described and spotless. Pickup took two minutes.',
      'Great owner, quick replies and everything worked perfectly.',
      'Saved me buying one for a single weekend. Highly recommended!',
    ],
    4: [
      'Good condition overall, one battery was a bit weak.',
      'Smooth rental, the owner was flexible with the pickup time.',
    ],
    3: ['It did the job, though the case had seen better days.'],
  },
};

export const OWNER_REVIEW_COMMENTS: ByLanguage = {
  ar: {
    5: [
      'مستأجر ملتزم بالمواعيد ورجّع الغرض نظيف. أهلًا فيه في أي وقت.',
      'تعامل راقي وحريص على الأغراض، شكرًا.',
      'التواصل ممتاز والإرجاع في الوقت.',
    ],
    4: ['رجّع الغرض بحالة جيدة، تأخر شوي في الإرجاع لكن بلّغ مسبقًا.', 'مستأجر محترم، أنصح بالتعامل معه.'],
    3: ['الغرض رجع يحتاج تنظيف، لكن التعامل كان محترم.'],
  },
  en: {
    5: [
      'Returned everything on time and in perfect shape. Welcome back anytime.',
      'A careful, friendly renter.',
    ],
    4: ['Good communication; returned a few hours late but let me know in advance.'],
    3: ['Everything came back, but it needed a proper clean.'],
  },
};

export const REQUEST_MESSAGES: Record<Language, readonly string[]> = {
  ar: [
    'السلام عليكم، أحتاجه لرحلة نهاية الأسبوع. هل الاستلام ممكن بعد العصر؟',
    'مرحبا، هل الغرض متوفر بكل ملحقاته؟',
    'أبغاه لمناسبة عائلية، وأرجعه في نفس اليوم المتفق عليه إن شاء الله.',
    'هل ممكن التوصيل؟ وإذا لا، أستلم بنفسي مساءً.',
  ],
  en: [
    'Hi! Is it possible to pick it up in the evening?',
    'Hello, I need it for a short trip. Does it come with everything shown in the photos?',
    'Hi, first time renting here. Happy to share my ID at pickup.',
  ],
};

export const DECLINE_REASONS: readonly string[] = [
  'الغرض في الصيانة هذي الفترة.',
  'Sorry, I will be travelling and cannot hand it over on those dates.',
  'محجوز لاستخدام شخصي في هذي الأيام.',
];

export const CANCEL_REASONS: readonly string[] = [
  'تغيّرت خطط الرحلة.',
  'Plans changed, sorry for the trouble.',
  'لقيت بديل أقرب لي، شكرًا.',
];

// ─── Conversations ─────────────────────────────────────────────────────────

export interface DemoConversation {
  /** The two people; lines say which of them wrote. */
  a: string;
  b: string;
  item?: string;
  booking?: string;
  /** When the first message was sent. */
  startedHoursAgo: number;
  /** How many of the last messages the receiver has not read yet. */
  unread?: number;
  /** Who wrote, what, and optionally minutes after the previous line (default: a few minutes to an hour). */
  lines: readonly (readonly ['a' | 'b', string, number?])[];
}

export const CONVERSATIONS: readonly DemoConversation[] = [
  {
    a: 'sara',
    b: 'fahad',
    booking: 'sara-projector',
    item: 'fahad-projector',
    startedHoursAgo: 40,
    unread: 2,
    lines: [
      ['a', 'السلام عليكم فهد، حجزت البروجكتر، هل الشاشة تجي مع الحامل؟'],
      ['b', 'وعليكم السلام، أكيد. الشاشة والحامل وكيبل HDMI كلها في الشنطة.'],
      ['a', 'ممتاز، استلمته الحمدلله وكل شي شغال 👍', 16 * 60],
      ['b', 'الله يسعدك. لو احتجتي تمديد يوم بلغيني قبلها بيوم.'],
      ['b', 'وبالمناسبة، الريموت يحتاج بطاريات AAA لو وقف.', 20 * 60],
    ],
  },
  {
    a: 'sara',
    b: 'rahal',
    booking: 'sara-bait-shaar',
    item: 'rahal-bait-shaar',
    startedHoursAgo: 96,
    lines: [
      ['a', 'مرحبا، هل بيت الشعر يتسع لـ١٢ شخص؟'],
      ['b', 'أهلًا سارة، يتسع براحة لـ١٠ إلى ١٢ شخص، ونقدر نركّبه لك في الموقع برسوم ١٥٠ ريال.'],
      ['a', 'تمام، أبغى التركيب. الموقع قريب من روضة خريم.'],
      ['b', 'ممتاز، أكدنا الحجز وبنتواصل معك قبل الموعد بيوم لتحديد الوقت.', 5 * 60],
    ],
  },
  {
    a: 'nawaf',
    b: 'fahad',
    booking: 'nawaf-ps5',
    item: 'fahad-ps5',
    startedHoursAgo: 20,
    unread: 1,
    lines: [
      ['a', 'السلام عليكم، أرسلت لك طلب حجز البلايستيشن للويكند.'],
      ['b', 'وعليكم السلام، وصلني. FC 25 و GT7 موجودة.'],
      ['a', 'حلو، وإذا ممكن أستلم الخميس بعد المغرب؟'],
    ],
  },
  {
    a: 'omar',
    b: 'fahad',
    item: 'fahad-dji-drone',
    startedHoursAgo: 30,
    unread: 1,
    lines: [
      ['a', "Hi Fahad, I'm in Riyadh for a wedding soon. Is the drone fine for filming an outdoor venue?"],
      [
        'b',
        'Hi Omar! Yes, it is great for that, as long as the venue allows it. Three batteries give you about 90 minutes.',
      ],
      ['a', "Perfect, I've sent the request. Could I pick it up the evening before?"],
    ],
  },
  {
    a: 'sara',
    b: 'lama',
    booking: 'sara-switch',
    item: 'lama-switch',
    startedHoursAgo: 24 * 20,
    lines: [
      ['a', 'Hi Lama! Picking up the Switch tonight, is 8 pm okay?'],
      ['b', 'Sure, see you at 8. All controllers are charged.'],
      ['a', 'The girls loved Mario Kart, thank you so much!', 4 * 24 * 60],
      ['b', 'So glad to hear that 😊'],
    ],
  },
  {
    a: 'lama',
    b: 'adasa',
    item: 'adasa-sony-a7iv',
    startedHoursAgo: 14,
    lines: [
      ['a', 'Hello, does the Sony kit come with a charger for both batteries?'],
      ['b', 'Hi Lama, yes: a dual charger and a USB-C cable. We also clean the sensor before each rental.'],
      ['a', "Great, I'll book it for my Jeddah trip next month."],
      ['b', 'You are welcome anytime!'],
    ],
  },
  {
    a: 'mohammed',
    b: 'yousef',
    item: 'yousef-event-tent',
    startedHoursAgo: 24 * 6,
    lines: [
      ['a', 'السلام عليكم أبو عبدالله، هل الخيمة تكفي لعزيمة ٨٠ شخص مع بوفيه؟'],
      ['b', 'وعليكم السلام، تكفي وزيادة، وفيها مكان للبوفيه في الطرف.'],
      ['a', 'ممتاز. هل فيه توصيل لمكة فقط ولا للطائف بعد؟'],
      ['b', 'داخل مكة ضمن السعر، والطائف برسوم ٣٠٠ ريال.'],
    ],
  },
  {
    a: 'dana',
    b: 'reem',
    item: 'reem-evening-dress',
    startedHoursAgo: 9,
    unread: 1,
    lines: [
      ['a', 'مساء الخير ريم، الفستان مقاس ٣٨ بالضبط؟ وهل الطول مناسب لطول ١٦٥؟'],
      ['b', 'مساء النور، نعم ٣٨، ومع كعب ٥ سم بيكون الطول مضبوط.'],
      ['a', 'رائع! ممكن أجربه قبل الحجز لو مريت جدة الأسبوع الجاي؟'],
    ],
  },
  {
    a: 'faisal',
    b: 'sada',
    item: 'sada-digital-piano',
    startedHoursAgo: 24 * 3,
    lines: [
      ['a', 'Hi, can you deliver the piano to Al Rakah for a school recital?'],
      ['b', 'أهلًا فيصل، أكيد، التوصيل داخل الخبر مجاني والتركيب علينا.'],
      ['a', 'Perfect, thank you! I will send the request for next month.'],
    ],
  },
  {
    a: 'turki',
    b: 'oasis',
    item: 'oasis-atv',
    startedHoursAgo: 12,
    lines: [
      ['a', 'Hi Rayan, do you offer a guide with the ATV for first-timers?'],
      ['b', 'Hi Turki! Yes, a one-hour guided ride can be added for 150 SAR.'],
      ['a', 'Great, I will book for the next holiday.'],
    ],
  },
  {
    a: 'abdullah',
    b: 'rahal',
    item: 'rahal-bait-shaar',
    startedHoursAgo: 24 * 10,
    lines: [
      ['a', 'السلام عليكم، عندكم توصيل لبيت الشعر للطائف؟'],
      ['b', 'وعليكم السلام، للأسف التوصيل داخل الرياض وما حولها فقط حاليًا.'],
      ['a', 'تمام، مشكور على الرد السريع.'],
    ],
  },
];

// ─── Notifications ─────────────────────────────────────────────────────────

export interface DemoNotification {
  user: string;
  type: 'booking_requested' | 'booking_confirmed' | 'booking_declined' | 'new_message' | 'review_received';
  booking?: string;
  /** For new_message: who wrote (the count is their unread messages in the conversation). */
  from?: string;
  hoursAgo: number;
  read: boolean;
}

/** Links and words come from the type and the booking (demo-plan.ts), as the app's own notifications. */
export const NOTIFICATIONS: readonly DemoNotification[] = [
  { user: 'fahad', type: 'booking_requested', booking: 'nawaf-ps5', hoursAgo: 20, read: false },
  { user: 'fahad', type: 'booking_requested', booking: 'dana-projector', hoursAgo: 6, read: false },
  { user: 'fahad', type: 'booking_requested', booking: 'omar-drone', hoursAgo: 28, read: true },
  { user: 'fahad', type: 'new_message', from: 'nawaf', hoursAgo: 2, read: false },
  { user: 'sara', type: 'booking_confirmed', booking: 'sara-bait-shaar', hoursAgo: 90, read: false },
  { user: 'sara', type: 'booking_declined', booking: 'sara-drone', hoursAgo: 50, read: true },
  { user: 'sara', type: 'new_message', from: 'fahad', hoursAgo: 1, read: false },
  { user: 'sara', type: 'review_received', booking: 'sara-kashta', hoursAgo: 24 * 30, read: true },
  { user: 'rahal', type: 'booking_confirmed', booking: 'rahal-car-fridge', hoursAgo: 30, read: false },
];
