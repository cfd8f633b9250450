/**
 * Whether the company name a member typed is the one the commercial register holds
 * (docs/sms-and-wathq-sandboxes.md, "Company names"). Both names are read as words the way a
 * payout holder's name is (holder-name.ts: the search's Arabic folding, tashkeel and shadda,
 * tatweel, alef, yaa and taa marbuta forms, the article; Latin case and accents; punctuation), then
 * the legal form is dropped: «مؤسسة رحال للتخييم» is «رحّال للتخييم», "Rahal Camping LLC" is
 * "rahal camping". Only legal forms go, never words of trade ("للتجارة"), which tell businesses
 * apart. The names match when their words are the same, when the longer one holds the shorter one
 * whole and the shorter has two words or more, or when their word sets overlap by 80 % or more.
 */
import { nameWordsOf } from './holder-name';

/** Legal forms, as written on registrations; each is read into words as the names are. */
const LEGAL_FORMS = [
  'شركة',
  'مؤسسة',
  'ذات مسؤولية محدودة',
  'ش.م.م',
  'ذ.م.م',
  'co',
  'company',
  'est',
  'establishment',
  'llc',
  'ltd',
  'limited',
].map((form) => nameWordsOf(form));

/** At least this share of the two names' words in common (shared words over all their words). */
const MIN_WORD_OVERLAP = 0.8;

/** Whether `words` holds `part` as consecutive words starting at `at`. */
function startsAt(words: readonly string[], part: readonly string[], at: number): boolean {
  return part.every((word, offset) => words[at + offset] === word);
}

/** The name's words without its legal forms, wherever they stand in it. */
export function companyWordsOf(name: string): string[] {
  const words = nameWordsOf(name);
  const kept: string[] = [];
  for (let at = 0; at < words.length; ) {
    const form = LEGAL_FORMS.find((each) => each.length > 0 && startsAt(words, each, at));
    if (form) {
      at += form.length;
      continue;
    }
    kept.push(words[at] ?? '');
    at += 1;
  }
  return kept;
}

/** Whether `longer` holds all of `shorter`, its words consecutive and in order. */
function holdsWhole(longer: readonly string[], shorter: readonly string[]): boolean {
  for (let at = 0; at + shorter.length <= longer.length; at += 1) {
    if (startsAt(longer, shorter, at)) return true;
  }
  return false;
}

/** The words the two have in common over all the words of both (Jaccard's index of the sets). */
function wordOverlap(a: readonly string[], b: readonly string[]): number {
  const first = new Set(a);
  const second = new Set(b);
  const shared = [...first].filter((word) => second.has(word)).length;
  return shared / (first.size + second.size - shared);
}

/** Whether a typed company name matches the registered one closely enough. */
export function companyNamesMatch(a: string, b: string): boolean {
  const first = companyWordsOf(a);
  const second = companyWordsOf(b);
  if (first.length === 0 || second.length === 0) return false;
  // Spacing aside ("أبو بكر", "ابوبكر"), the same letters are the same name.
  if (first.join('') === second.join('')) return true;
  const [shorter, longer] = first.length <= second.length ? [first, second] : [second, first];
  if (shorter.length >= 2 && holdsWhole(longer, shorter)) return true;
  return wordOverlap(first, second) >= MIN_WORD_OVERLAP;
}
