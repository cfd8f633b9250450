import { describe, expect, it } from 'vitest';
import { matchRange } from './match-range';

const marked = (label: string, typed: string) => {
  const range = matchRange(label, typed);
  return range && label.slice(...range);
};

describe('the part of a suggestion matching what is typed', () => {
  it('is found whatever the case, at the start of a word first', () => {
    expect(matchRange('Sony A7 IV camera kit', 'cam')).toEqual([11, 14]);
    expect(marked('Sony A7 IV camera kit', 'CAMERA K')).toBe('camera k');
    expect(marked('Jeddah', 'jedd')).toBe('Jedd');
    // "am" begins no word: its first appearance.
    expect(marked('Sony A7 IV camera kit', 'am')).toBe('am');
    expect(marked('steamer stem', 'ste')).toBe('ste');
    expect(matchRange('steamer stem', 'tem')).toEqual([9, 12]);
  });

  it('reads Arabic as search does: alef, yaa and taa marbuta forms alike, vowel marks and tatweel aside', () => {
    expect(marked('كاميرا سوني', 'كامي')).toBe('كامي');
    expect(marked('خيمة كبيرة', 'خيمه')).toBe('خيمة');
    expect(marked('أدوات', 'ادو')).toBe('أدو');
    expect(marked('مستشفى', 'مستشفي')).toBe('مستشفى');
    // Marks in the label are taken in with the letter before them; in the typed text they do not count.
    expect(marked('جُدّة', 'جد')).toBe('جُدّ');
    expect(marked('جدة', 'جُدّ')).toBe('جد');
    expect(marked('كامـــيرا', 'كامي')).toBe('كامـــي');
    expect(marked('جهاز ٤ك', '4')).toBe('٤');
  });

  it('takes the typed text trimmed, its spaces as one', () => {
    expect(marked('party  tent', '  party ')).toBe('party');
    expect(marked('party tent', 'party   tent')).toBe('party tent');
  });

  it('is nothing when the text is not there or nothing is typed', () => {
    expect(matchRange('Jeddah', 'جدة')).toBeNull();
    expect(matchRange('Jeddah', '   ')).toBeNull();
    expect(matchRange('', 'a')).toBeNull();
  });

  it('treats what is typed as text, never as a pattern', () => {
    expect(marked('a.b (c)* [d]', '(c)*')).toBe('(c)*');
    expect(marked('price $5 ^', '$5 ^')).toBe('$5 ^');
    expect(matchRange('abc', '.*')).toBeNull();
    expect(marked('x\\y', '\\')).toBe('\\');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(marked('🎪 tent', 'tent')).toBe('tent');
    expect(marked('a 🎪 b', '🎪')).toBe('🎪');
  });
});
