import { describe, expect, it } from 'vitest';
import { numberInput, numberText, westernDigits } from './digits';

describe('digits as an Arabic keyboard types them', () => {
  it('writes Arabic-Indic and Eastern Arabic-Indic digits as 0–9, one character for one', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('SA٠٣ ٨٠')).toBe('SA03 80');
    expect(westernDigits('١٢٫٥')).toBe('12.5');
    expect(westernDigits('نص')).toBe('نص');
  });

  it('reads a typed amount: separators, thousands groups, spaces and direction marks', () => {
    expect(numberText('٩٥')).toBe('95');
    expect(numberText(' ٤٠٠ ')).toBe('400');
    expect(numberText('١٢٫٥٠')).toBe('12.50');
    expect(numberText('١٬٢٥٠')).toBe('1250');
    expect(numberText('1,250.5')).toBe('1250.5');
    expect(numberText('\u200F٥٠\u00A0')).toBe('50');
  });

  it('leaves what is not a grouped number for the check to refuse', () => {
    expect(numberText('1,5')).toBe('1,5');
    expect(numberText('12,34,567')).toBe('12,34,567');
    expect(numberText('abc')).toBe('abc');
    expect(numberInput(12)).toBe(12);
    expect(numberInput(null)).toBeNull();
  });
});
