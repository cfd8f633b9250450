import { describe, expect, it } from 'vitest';
import { ibanOf, ibanProblem, maskIban, normalizeIban } from './iban';

describe('Saudi IBANs', () => {
  it('makes the valid IBAN of an account at a bank, its check digits computed', () => {
    expect(ibanOf('20', 1234567891234)).toBe('SA4420000001234567891234');
    expect(ibanOf('80', 7)).toBe('SA2980000000000000000007');
    for (const account of [0, 1, 99, 123456789, 999_999_999_999]) {
      const iban = ibanOf('80', account);
      expect(normalizeIban(iban)).toBe(iban);
    }
  });

  it('refuses a changed digit and reads spaces and small letters', () => {
    expect(normalizeIban('sa44 2000 0001 2345 6789 1234')).toBe('SA4420000001234567891234');
    expect(normalizeIban('SA4420000001234567891235')).toBeNull();
    expect(maskIban('SA4420000001234567891234')).toBe('SA•• •••• •••• •••• •••• 1234');
  });
});

describe('what is wrong with an IBAN', () => {
  const valid = 'SA0380000000608010167519';

  it('says each problem in its own words', () => {
    expect(ibanProblem(valid)).toBeNull();
    expect(ibanProblem('GB0380000000608010167519')).toBe('iban_not_saudi');
    expect(ibanProblem('SA038000000060801016751')).toBe('iban_length');
    expect(ibanProblem('SA03800000006080101675199')).toBe('iban_length');
    expect(ibanProblem('SA03800000006080101675X9')).toBe('iban_characters');
    expect(ibanProblem('SA0480000000608010167519')).toBe('iban_check_digits');
  });

  it('reads Arabic-Indic digits, spaces and direction marks', () => {
    expect(normalizeIban('SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩')).toBe(valid);
    expect(normalizeIban('\u200Esa۰۳۸۰۰۰۰۰۰۰۶۰۸۰۱۰۱۶۷۵۱۹')).toBe(valid);
  });
});
