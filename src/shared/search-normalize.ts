/**
 * The search's folding of text, as PostgreSQL's `ajjir_search_normalize` does it (migration 0005):
 * tashkeel and tatweel removed; أ إ آ ٱ to ا; ى and ی to ي; ة to ه; Arabic-Indic digits to 0-9;
 * lower case; the definite article (ال, وال, بال, فال, كال, لل) taken off words. Used where a
 * word is matched outside the database (places in a query); a test holds the two to the same
 * answers (search-normalize.test.ts on PostgreSQL).
 */
const TASHKEEL_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;
const TASHKEEL_AND_TATWEEL_CHAR = /^[\u064B-\u065F\u0670\u0640]$/;
/** Letters the search writes as another: alef forms, yaa, taa marbuta, Arabic-Indic digits. */
const FOLDED: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ی: 'ي',
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'g');
const ARTICLE = /(^|[^\u0621-\u064A])(وال|بال|فال|كال|ال|لل)([\u0621-\u064A]{2,})/g;

/**
 * One character as the search folds it ('' for a mark or the tatweel), for code that must keep each
 * letter's place in the original (marking the typed part of a suggestion). The article rule, which
 * reads whole words, is normalizeForSearch's alone.
 */
export function foldSearchChar(char: string): string {
  if (TASHKEEL_AND_TATWEEL_CHAR.test(char)) return '';
  const lower = char.toLowerCase();
  return FOLDED[lower] ?? lower;
}

export function normalizeForSearch(text: string): string {
  return text
    .replace(TASHKEEL_AND_TATWEEL, () => '')
    .toLowerCase()
    .replace(FOLDABLE, (char) => FOLDED[char] ?? char)
    .replace(ARTICLE, (_match, before: string, _article: string, word: string) => before + word);
}
