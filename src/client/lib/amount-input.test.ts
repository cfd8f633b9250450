import { describe, expect, it } from 'vitest';
import { halalasFromInput } from './amount-input';

describe('halalasFromInput', () => {
  it('reads riyals with up to two decimals as halalas', () => {
    expect(halalasFromInput('12')).toBe(1200);
    expect(halalasFromInput(' 12.5 ')).toBe(1250);
    expect(halalasFromInput('0.01')).toBe(1);
    expect(halalasFromInput('253.80')).toBe(25_380);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(halalasFromInput('١٢٫٥٠')).toBe(1250);
    expect(halalasFromInput('۱۲.۵')).toBe(1250);
    expect(halalasFromInput('١٬٠٠٠')).toBe(100_000);
    expect(halalasFromInput('1,000.50')).toBe(100_050);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1,00', '1e3', '12.']) {
      expect(halalasFromInput(text), text).toBeNull();
    }
  });
});
