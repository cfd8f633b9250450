import { describe, expect, it } from 'vitest';
import { nationalIdKind, nationalIdOf, nationalIdSchema, nationalIdWithCheckDigit } from './national-id';

describe('a national ID or Iqama number, however it is typed', () => {
  it.each([
    ['1000000008', '1000000008'],
    ['1111111116', '1111111116'],
    ['1234567897', '1234567897'],
    ['2222222222', '2222222222'],
    ['2456789011', '2456789011'],
    ['١٠٠٠٠٠٠٠٠٨', '1000000008'],
    ['۱۲۳۴۵۶۷۸۹۷', '1234567897'],
    ['١٢٣٤ ٥٦٧ ٨٩٧', '1234567897'],
    ['1 234 567 897', '1234567897'],
    ['1-234-567-897', '1234567897'],
    ['  2222222222 ', '2222222222'],
    ['\u200E2222 222 222', '2222222222'],
  ])('reads %s as %s', (typed, id) => {
    expect(nationalIdOf(typed)).toBe(id);
  });

  it.each([
    ['1000000000', 'a wrong check digit (the validators’ own example)'],
    ['1234567890', 'a wrong check digit'],
    ['2222222223', 'a wrong check digit'],
    ['3000000004', 'a first digit other than 1 or 2 (Luhn-valid)'],
    ['0000000000', 'a first digit of 0'],
    ['100000008', 'nine digits'],
    ['10000000080', 'eleven digits'],
    ['', 'nothing'],
    ['10000000o8', 'a letter'],
    ['1000000008.', 'a dot'],
    ['+1000000008', 'a sign'],
  ])('refuses %s (%s)', (typed) => {
    expect(nationalIdOf(typed)).toBeNull();
  });

  it('tells a citizen’s ID from a resident’s Iqama', () => {
    expect(nationalIdKind('1000000008')).toBe('citizen');
    expect(nationalIdKind('2222222222')).toBe('resident');
  });

  it('completes nine digits with their check digit', () => {
    expect(nationalIdWithCheckDigit('100000000')).toBe('1000000008');
    expect(nationalIdWithCheckDigit('123456789')).toBe('1234567897');
    expect(nationalIdWithCheckDigit('222222222')).toBe('2222222222');
    for (let n = 0; n < 200; n += 1) {
      const id = nationalIdWithCheckDigit(
        `2${String(n * 4_999_999)
          .padStart(8, '0')
          .slice(-8)}`,
      );
      expect(nationalIdOf(id)).toBe(id);
    }
    expect(() => nationalIdWithCheckDigit('300000000')).toThrow();
  });
});

describe('nationalIdSchema', () => {
  it('keeps the ID in Latin digits', () => {
    expect(nationalIdSchema.parse('١٠٠٠ ٠٠٠ ٠٠٨')).toBe('1000000008');
  });

  it.each([['1000000000'], [''], [1000000008], [null], [undefined]])(
    'refuses %j with national_id_invalid',
    (value) => {
      const result = nationalIdSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['national_id_invalid']);
    },
  );
});
