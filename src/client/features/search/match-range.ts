/**
 * Where the typed text appears in a suggestion, to mark it. Both are folded letter by letter
 * (case, Arabic tashkeel and tatweel, the forms of alef, yaa and taa marbuta, Arabic-Indic digits)
 * and compared with indexOf, keeping each folded letter's place in the original: what is typed is
 * never made into a pattern. The folding is the search's own (shared/search-normalize.ts).
 */
import { foldSearchChar } from '@shared/search-normalize';

/** Where a character is in the original text: [start, end) in code units (2 for one beyond U+FFFF). */
type Origin = { start: number; end: number };

/** The folded text and, for each of its code units, the character it came from. */
function fold(text: string): { folded: string; origin: Origin[] } {
  let folded = '';
  const origin: Origin[] = [];
  let index = 0;
  for (const char of text) {
    const out = foldSearchChar(char);
    for (let i = 0; i < out.length; i += 1) origin.push({ start: index, end: index + char.length });
    folded += out;
    index += char.length;
  }
  return { folded, origin };
}

/** Folded text with runs of white space made one space, trimmed (as the server reads a query). */
function foldQuery(text: string): string {
  return fold(text.trim()).folded.split(/\s+/).join(' ');
}

/**
 * The part of `label` matching `typed` as [start, end) indexes into `label`: where a word of the
 * label begins with it if there is such a place, else its first appearance; null when it is not
 * there (a suggestion found by another spelling or language).
 */
export function matchRange(label: string, typed: string): [number, number] | null {
  const needle = foldQuery(typed);
  if (!needle) return null;
  const { folded, origin } = fold(label);
  let found = -1;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
    if (found === -1) found = at;
    if (at === 0 || /\s/.test(folded[at - 1] ?? '')) {
      found = at;
      break;
    }
  }
  if (found === -1) return null;
  // The match lies within `folded`, and `origin` has an entry for each of its code units.
  const first = origin[found];
  const last = origin[found + needle.length - 1];
  if (!first || !last) throw new Error('matchRange: a match outside the folded label');
  // The end takes in the whole last character, and the marks that follow it (charAt: one code unit,
  // as before).
  let end = last.end;
  while (end < label.length && foldSearchChar(label.charAt(end)) === '') end += 1;
  return [first.start, end];
}
