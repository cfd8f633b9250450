import { describe, expect, it } from 'vitest';
import { decodeZatcaQr, encodeZatcaQr } from './zatca-qr';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const base64Of = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const bytesOf = (base64: string) => Array.from(atob(base64), (char) => char.charCodeAt(0));

const fields = {
  sellerName: 'Ajjir',
  vatNumber: '300000000000003',
  timestamp: '2026-11-26T10:00:00Z',
  total: 115_000,
  vat: 15_000,
};

describe('encodeZatcaQr', () => {
  it('writes tag, length and value for tags 1 to 5, amounts in riyals with two decimals', () => {
    // biome-ignore format: one record a line
    const bytes = [
      1, 5, ...ascii('Ajjir'),
      2, 15, ...ascii('300000000000003'),
      3, 20, ...ascii('2026-11-26T10:00:00Z'),
      4, 7, ...ascii('1150.00'),
      5, 6, ...ascii('150.00'),
    ];
    expect(encodeZatcaQr(fields)).toBe(base64Of(bytes));
    // The same vector as text, computed apart (Node's Buffer), so a shared mistake in btoa would show.
    expect(encodeZatcaQr(fields)).toBe(
      'AQVBamppcgIPMzAwMDAwMDAwMDAwMDAzAxQyMDI2LTExLTI2VDEwOjAwOjAwWgQHMTE1MC4wMAUGMTUwLjAw',
    );
  });

  it('writes small and odd amounts with both decimals', () => {
    const records = decodeZatcaQr(encodeZatcaQr({ ...fields, total: 5, vat: 0 }));
    expect(records.slice(3)).toEqual([
      { tag: 4, value: '0.05' },
      { tag: 5, value: '0.00' },
    ]);
  });

  it("gives an Arabic seller name's length in UTF-8 bytes, not characters", () => {
    const sellerName = 'شركة أجّر للتأجير';
    expect(sellerName.length).toBe(17);
    const bytes = bytesOf(encodeZatcaQr({ ...fields, sellerName }));
    expect(bytes[0]).toBe(1);
    // 15 Arabic letters and marks of 2 bytes each, and 2 spaces.
    expect(bytes[1]).toBe(32);
    expect(bytes.slice(2, 34)).toEqual([...new TextEncoder().encode(sellerName)]);
    expect(bytes[34]).toBe(2);
  });

  it('refuses a value longer than 255 bytes', () => {
    expect(() => encodeZatcaQr({ ...fields, sellerName: 'a'.repeat(256) })).toThrow(RangeError);
    // 128 Arabic letters are 128 characters but 256 bytes.
    expect(() => encodeZatcaQr({ ...fields, sellerName: 'ب'.repeat(128) })).toThrow(RangeError);
    expect(decodeZatcaQr(encodeZatcaQr({ ...fields, sellerName: 'a'.repeat(255) }))[0]?.value).toHaveLength(
      255,
    );
  });

  it('refuses an amount that is not whole non-negative halalas', () => {
    expect(() => encodeZatcaQr({ ...fields, total: -1 })).toThrow(RangeError);
    expect(() => encodeZatcaQr({ ...fields, vat: 1.5 })).toThrow(RangeError);
  });
});

describe('decodeZatcaQr', () => {
  it('gives back the five fields it was given', () => {
    const sellerName = 'شركة أجّر للتأجير';
    expect(decodeZatcaQr(encodeZatcaQr({ ...fields, sellerName }))).toEqual([
      { tag: 1, value: sellerName },
      { tag: 2, value: '300000000000003' },
      { tag: 3, value: '2026-11-26T10:00:00Z' },
      { tag: 4, value: '1150.00' },
      { tag: 5, value: '150.00' },
    ]);
  });

  it('refuses a record cut short, and text that is not base64', () => {
    expect(() => decodeZatcaQr(base64Of([1, 5, ...ascii('Ajj')]))).toThrow(RangeError);
    expect(() => decodeZatcaQr(base64Of([1]))).toThrow(RangeError);
    expect(() => decodeZatcaQr('not base64!')).toThrow(RangeError);
  });
});
