import { formatInvoiceNumber } from '@shared/format';
import { describe, expect, it } from 'vitest';
import { issuedAtOf } from './invoice-format';

describe('the invoice’s number and moment of issue', () => {
  it('writes the number without grouping, in the page’s digits', () => {
    expect(formatInvoiceNumber(12045, 'en')).toBe('12045');
    expect(formatInvoiceNumber(12045, 'ar')).toBe('١٢٠٤٥');
  });

  it('gives the date and time in Riyadh, and the Hijri date of that Riyadh day', () => {
    // 22:30 UTC on 31 Dec is 01:30 on 1 Jan in Riyadh.
    const { gregorian, hijri } = issuedAtOf('2026-12-31T22:30:00.000Z', 'en');
    expect(gregorian).toMatch(/Jan 1, 2027/);
    expect(gregorian).toMatch(/1:30/);
    expect(hijri).toMatch(/هـ/);
    expect(hijri).toBe(issuedAtOf('2027-01-01T08:00:00.000Z', 'ar').hijri);
  });
});
