/**
 * Whether the name on a payout account is the account holder's (docs/decisions/0048-payout-security.md):
 * an IBAN named for somebody else goes to an administrator before anything is paid to it. Both
 * names are folded as the search folds Arabic (tashkeel, tatweel, alef, yaa and taa marbuta forms,
 * the article: search-normalize.ts), Latin accents and case dropped, punctuation read as spaces, and
 * a Latin "al" article joined to its word. The names match when their letters are the same once
 * spaces are gone, or when at least two of the account's words (its only word, if it has one) are
 * among the holder's. Arabic is never compared with Latin: such a pair is for a person to judge.
 */
import { normalizeForSearch } from './search-normalize';

/** The words of a name as compared: folded, unaccented, lower case, without articles. */
export function nameWordsOf(name: string): string[] {
  const unaccented = name
    .normalize('NFKD')
    // Latin accents only: Arabic marks are the search folding's to drop.
    .replace(/([A-Za-z])[\u0300-\u036F]+/g, (_match, letter: string) => letter);
  return normalizeForSearch(unaccented)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bal (?=\p{L}{2})/gu, 'al')
    .split(' ')
    .filter(Boolean)
    .map((word) => (/^al[a-z]{3,}$/.test(word) ? word.slice(2) : word));
}

/** Whether `holder` names the person of `accountNames` (first and last name, or a company's name). */
export function holderNameMatches(holder: string, accountNames: readonly string[]): boolean {
  const held = nameWordsOf(holder);
  if (held.length === 0) return false;
  const heldSet = new Set(held);
  return accountNames.some((accountName) => {
    const words = nameWordsOf(accountName);
    if (words.length === 0) return false;
    if (words.join('') === held.join('')) return true;
    const shared = new Set(words.filter((word) => heldSet.has(word))).size;
    return shared >= Math.min(2, new Set(words).size);
  });
}
