/**
 * Prohibited items (docs/product.md, "Prohibited items"; docs/decisions/0064): words in Arabic and
 * English, in two tiers. A clear word refuses the listing when it is created or edited
 * (`prohibited_item`, naming the kind); an unsure word lets it through hidden, held for an
 * administrator (a word may name a legal thing: «مسدس حراري» is a heat gun, a "wine rack" is
 * furniture). Matching is on the search's folding of the text (search-normalize.ts), word by word
 * and whole words only; the member's text is never made into a pattern.
 */
import { normalizeForSearch } from './search-normalize';

export const PROHIBITED_KINDS = [
  'weapons',
  'drugs',
  'medicines',
  'alcohol',
  'tobacco',
  'animals',
  'counterfeit',
  'stolen',
  'documents',
  'surveillance',
] as const;
export type ProhibitedKind = (typeof PROHIBITED_KINDS)[number];

type Tiered = Record<ProhibitedKind, { clear: readonly string[]; unsure: readonly string[] }>;

/** The words, written as people write them; folded once below. A phrase matches as consecutive words. */
const WORDS: Tiered = {
  weapons: {
    clear: [
      'firearm',
      'firearms',
      'revolver',
      'rifle',
      'rifles',
      'shotgun',
      'shotguns',
      'ammunition',
      'ammo',
      'explosive',
      'explosives',
      'grenade',
      'grenades',
      'سلاح ناري',
      'أسلحة نارية',
      'ذخيرة',
      'ذخائر',
      'متفجرات',
      'قنبلة',
      'قنابل',
      'كلاشنكوف',
      'كاتم صوت',
    ],
    unsure: [
      'gun',
      'guns',
      'pistol',
      'pistols',
      'silencer',
      'weapon',
      'weapons',
      'bullets',
      'taser',
      'stun gun',
      'pepper spray',
      'crossbow',
      'airsoft',
      'سلاح',
      'أسلحة',
      'مسدس',
      'مسدسات',
      'بندقية',
      'بنادق',
      'رشاش',
      'رصاص',
      'صاعق',
      'شوزن',
    ],
  },
  drugs: {
    clear: [
      'cocaine',
      'heroin',
      'hashish',
      'marijuana',
      'cannabis',
      'captagon',
      'meth',
      'narcotics',
      'مخدرات',
      'مخدر',
      'حشيش',
      'كبتاجون',
      'كوكايين',
      'هيروين',
      'شبو',
      'حبوب مخدرة',
    ],
    unsure: ['weed', 'pills'],
  },
  medicines: {
    clear: ['prescription drugs', 'أدوية مهدئة'],
    unsure: ['medicine', 'medicines', 'medication', 'syringe', 'syringes', 'insulin', 'دواء', 'أدوية', 'حقن'],
  },
  alcohol: {
    clear: ['whisky', 'whiskey', 'vodka', 'liquor', 'alcoholic', 'خمر', 'خمور', 'مشروبات كحولية'],
    unsure: ['alcohol', 'wine', 'beer', 'كحول', 'نبيذ', 'بيرة', 'عرق'],
  },
  tobacco: {
    clear: [],
    unsure: [
      'tobacco',
      'cigarettes',
      'vape',
      'vapes',
      'e-cigarette',
      'shisha tobacco',
      'سجائر',
      'تبغ',
      'معسل',
      'فيب',
      'شيشة',
    ],
  },
  animals: {
    clear: ['live animal', 'live animals', 'حيوان حي', 'حيوانات حية'],
    unsure: [
      'puppy',
      'kitten',
      'falcon',
      'parrot',
      'sheep',
      'goat',
      'كلب',
      'كلاب',
      'قطة',
      'قطط',
      'صقر',
      'صقور',
      'ببغاء',
      'خيل',
      'خروف',
      'ماعز',
      'حيوان',
      'حيوانات',
    ],
  },
  counterfeit: {
    clear: ['counterfeit', 'fake brand', 'مقلد', 'مقلدة', 'تقليد', 'ماستر كوبي'],
    unsure: ['replica', 'first copy', 'master copy', 'copy original', 'كوبي', 'هاي كوبي', 'طبق الأصل'],
  },
  stolen: {
    clear: ['stolen', 'مسروق', 'مسروقة'],
    unsure: ['no receipt', 'بدون فاتورة'],
  },
  documents: {
    clear: [
      'passport',
      'national id card',
      'iqama',
      'driving licence',
      'driving license',
      'license plate',
      'جواز سفر',
      'هوية وطنية',
      'بطاقة هوية',
      'رخصة قيادة',
      'لوحة سيارة',
      'لوحات سيارات',
    ],
    unsure: ['id card', 'جواز', 'إقامة', 'استمارة'],
  },
  surveillance: {
    clear: ['spy camera', 'hidden camera', 'كاميرا تجسس', 'كاميرا مخفية', 'جهاز تنصت'],
    unsure: ['spy', 'gps tracker', 'تجسس', 'تنصت', 'جهاز تتبع'],
  },
};

/**
 * Tools and things whose names hold an unsure word: a glue gun, a heat gun, a water sprinkler, a
 * bug zapper, a wine fridge. The words these phrases cover are not read as the unsure word.
 */
const ALLOWED_PHRASES = [
  'glue gun',
  'heat gun',
  'nail gun',
  'staple gun',
  'spray gun',
  'paint gun',
  'massage gun',
  'caulking gun',
  'caulk gun',
  'water gun',
  'grease gun',
  'paintball gun',
  'nerf gun',
  'wine fridge',
  'wine cooler',
  'wine rack',
  'مسدس حراري',
  'مسدس حرارة',
  'مسدس شمع',
  'مسدس غراء',
  'مسدس سيليكون',
  'مسدس مسامير',
  'مسدس تدبيس',
  'مسدس رش',
  'مسدس بخ',
  'مسدس دهان',
  'مسدس مساج',
  'مسدس ماء',
  'مسدس هواء',
  'رشاش ماء',
  'رشاش مياه',
  'رشاش حديقة',
  'رشاش زراعي',
  'رشاش مبيد',
  'صاعق حشرات',
  'صاعق بعوض',
];

/** Words of text as the search folds them; letters and digits only, everything else separates. */
export function wordsOf(text: string): string[] {
  return normalizeForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

interface Term {
  kind: ProhibitedKind;
  tier: 'clear' | 'unsure';
  words: string[];
  written: string;
}

const ALLOWED: string[][] = ALLOWED_PHRASES.map(wordsOf);

const TERMS: Term[] = PROHIBITED_KINDS.flatMap((kind) =>
  (['clear', 'unsure'] as const).flatMap((tier) =>
    WORDS[kind][tier].map((written) => ({ kind, tier, written, words: wordsOf(written) })),
  ),
);

/** Arabic joins "and", "with", "for", "so" to the next word: وسلاح, بمسدس. */
const ATTACHED = /^[وبلف](?=[\u0621-\u064A]{3,})/;

function matchesAt(words: string[], index: number, term: string[]): boolean {
  for (let offset = 0; offset < term.length; offset++) {
    const word = words[index + offset];
    if (word === undefined) return false;
    const expected = term[offset];
    if (word !== expected && (offset > 0 || word.replace(ATTACHED, '') !== expected)) return false;
  }
  return true;
}

export interface Screening {
  /** clear: refuse; unsure: hold for review; null: nothing found. */
  tier: 'clear' | 'unsure' | null;
  kinds: ProhibitedKind[];
  /** The words found, as the list writes them (for the administrators). */
  found: string[];
}

/** What a listing's words say about it: the strongest tier found, with its kinds and words. */
export function screenListing(...texts: (string | null | undefined)[]): Screening {
  const words = wordsOf(texts.filter(Boolean).join(' \n '));
  // Words inside an allowed phrase are read as the phrase (a glue gun is a tool, not a gun).
  const allowed = new Set<number>();
  for (let index = 0; index < words.length; index++) {
    for (const phrase of ALLOWED) {
      if (!matchesAt(words, index, phrase)) continue;
      for (let offset = 0; offset < phrase.length; offset++) allowed.add(index + offset);
    }
  }
  const hits = TERMS.filter((term) =>
    words.some(
      (_word, index) =>
        term.words.length > 0 &&
        (term.tier === 'clear' || !allowed.has(index)) &&
        matchesAt(words, index, term.words),
    ),
  );
  const clear = hits.filter((hit) => hit.tier === 'clear');
  const chosen = clear.length > 0 ? clear : hits;
  return {
    tier: clear.length > 0 ? 'clear' : hits.length > 0 ? 'unsure' : null,
    kinds: [...new Set(chosen.map((hit) => hit.kind))],
    found: [...new Set(chosen.map((hit) => hit.written))],
  };
}
