import { describe, expect, it } from 'vitest';
import { holderNameMatches, nameWordsOf } from './holder-name';

describe('nameWordsOf', () => {
  it('folds Arabic letter forms, marks, tatweel and the article', () => {
    expect(nameWordsOf('فاطِمة الزَّهراء')).toEqual(nameWordsOf('فاطمه زهراء'));
    expect(nameWordsOf('أحمد إبراهيم آل مـوسى')).toEqual(['احمد', 'ابراهيم', 'ال', 'موسي']);
  });
  it('drops Latin case, accents and punctuation, and joins a Latin "al"', () => {
    expect(nameWordsOf('  José  AL-Harbi ')).toEqual(['jose', 'harbi']);
    expect(nameWordsOf('Al Harbi')).toEqual(nameWordsOf('Alharbi'));
  });
});

describe('holderNameMatches', () => {
  const account = ['فهد الحربي'];
  it.each([
    ['فهد الحربي', true],
    ['فَهْد بن سعد الحربي', true],
    ['  فهد   الحربى ', true],
    ['فهد', false],
    ['سارة الحربي', false],
    ['Fahad Alharbi', false],
  ])('%s against فهد الحربي: %s', (holder, expected) => {
    expect(holderNameMatches(holder, account)).toBe(expected);
  });

  it('matches Latin names by words, whatever the case, accents, spacing and article', () => {
    const names = ['Fahad Al-Harbi'];
    expect(holderNameMatches('FAHAD ALHARBI', names)).toBe(true);
    expect(holderNameMatches('fahad saad al harbi', names)).toBe(true);
    expect(holderNameMatches('Fahád Harbi', names)).toBe(true);
    expect(holderNameMatches('Khalid Otaibi', names)).toBe(false);
    expect(holderNameMatches('Fahad Otaibi', names)).toBe(false);
  });

  it('reads taa marbuta, alef and yaa forms as one letter', () => {
    expect(holderNameMatches('اسامه عيسي', ['أُسامة عيسى'])).toBe(true);
  });

  it('takes any of the account names, such as a company name', () => {
    expect(holderNameMatches('مؤسسة الخيام الذهبية', ['Test User', 'مؤسسه الخيام الذهبيه'])).toBe(true);
  });

  it('never matches an empty holder or account name', () => {
    expect(holderNameMatches('  ', account)).toBe(false);
    expect(holderNameMatches('فهد', ['  '])).toBe(false);
  });
});
