import { describe, expect, it } from 'vitest';
import { companyNamesMatch, companyWordsOf } from './business-names';

describe('companyWordsOf', () => {
  it('drops Arabic legal forms, marks and letter forms', () => {
    expect(companyWordsOf('مؤسسة رحّال للتخييم')).toEqual(companyWordsOf('رحال التخييم'));
    expect(companyWordsOf('شركة الأفق ذات مسؤولية محدودة')).toEqual(['افق']);
    expect(companyWordsOf('شركة الأفق ش.م.م')).toEqual(['افق']);
    expect(companyWordsOf('مؤسسه الديار')).toEqual(['ديار']);
  });

  it('drops Latin legal forms and punctuation, whatever the case', () => {
    expect(companyWordsOf('Rahal Camping Co.')).toEqual(['rahal', 'camping']);
    expect(companyWordsOf('RAHAL CAMPING, LLC')).toEqual(['rahal', 'camping']);
    expect(companyWordsOf('Lens Studio Ltd')).toEqual(['lens', 'studio']);
  });

  it('keeps words of trade: they tell businesses apart', () => {
    expect(companyWordsOf('مؤسسة سراب للتجارة')).toEqual(['سراب', 'تجاره']);
  });
});

describe('companyNamesMatch', () => {
  const registered = 'رحّال للتخييم';

  it.each([
    ['رحال للتخييم', true],
    ['رحّال للتخييم', true],
    ['مؤسسة رحال للتخييم', true],
    ['رحـــال  للتخييم', true],
    ['رحال للتخييم والرحلات البرية', true],
    ['رحلات البحر', false],
    ['رحال', false],
    ['للتخييم', false],
    ['مؤسسة', false],
    ['', false],
  ])('%s against «رحّال للتخييم»: %s', (typed, expected) => {
    expect(companyNamesMatch(typed, registered)).toBe(expected);
    expect(companyNamesMatch(registered, typed)).toBe(expected);
  });

  it('matches Latin names whatever their legal form, case and punctuation', () => {
    expect(companyNamesMatch('Rahal Camping LLC', 'rahal camping company')).toBe(true);
    expect(companyNamesMatch('Rahal Camping', 'Rahal Diving')).toBe(false);
  });

  it('matches across spacing, and names that differ by one word in five', () => {
    expect(companyNamesMatch('مؤسسة أبو بكر للتصوير', 'ابوبكر للتصوير')).toBe(true);
    expect(companyNamesMatch('استوديو عدسة جدة للتصوير الفوتوغرافي', 'استوديو عدسة جدة للتصوير')).toBe(true);
    expect(companyNamesMatch('استوديو عدسة للتصوير', 'استوديو ظلال للتصوير')).toBe(false);
  });

  it('never matches Arabic with Latin: a person judges those', () => {
    expect(companyNamesMatch('Rahal Camping', 'رحّال للتخييم')).toBe(false);
  });
});
