import { describe, expect, it } from 'vitest';
import { localMobileOf, saudiMobileE164 } from './phones';

describe('a Saudi mobile number, however it is typed (docs/decisions/0061)', () => {
  it.each([
    '0551234567',
    '055 123 4567',
    '551234567',
    '966551234567',
    '+966551234567',
    '+966 55 123 4567',
    '00966551234567',
    '(055) 123-4567',
    '٠٥٥١٢٣٤٥٦٧',
    '٠٥٥ ١٢٣ ٤٥٦٧',
    '۰۵۵۱۲۳۴۵۶۷',
    '\u200E+966 55 123 4567',
  ])('reads %s as +966551234567', (typed) => {
    expect(saudiMobileE164(typed)).toBe('+966551234567');
    expect(localMobileOf(typed)).toBe('0551234567');
  });

  it.each([
    '12345',
    '',
    '0112345678', // a Riyadh landline
    '0451234567', // not a mobile prefix
    '05512345678', // one digit too many
    '055123456', // one too few
    '+971551234567', // the Emirates
    '+9660551234567',
    '05512345a7',
  ])('refuses %j', (typed) => {
    expect(saudiMobileE164(typed)).toBeNull();
  });

  it('takes nothing for nothing', () => {
    expect(saudiMobileE164(null)).toBeNull();
    expect(localMobileOf(undefined)).toBeNull();
  });
});
