/**
 * The QR code of a simplified tax invoice (docs/decisions/0044-payments.md, "Invoices"): base64 of
 * TLV records, one per field, tags 1 to 5: seller's name, VAT number, time of issue, total with VAT,
 * VAT. Each record is its tag byte, one byte giving the value's length in UTF-8 bytes (so an Arabic
 * name's length is its byte count, not its character count), then those bytes; a value may thus be
 * at most 255 bytes. Written with TextEncoder and btoa, which the browser and Node both have, so the
 * invoice page can decode what the server encoded.
 */
import { fromHalalas } from './pricing';

export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** The time of issue, ISO 8601 ("2026-11-26T10:00:00Z"). */
  timestamp: string;
  /** The invoice's total with VAT, in halalas. */
  total: number;
  /** The VAT in it, in halalas. */
  vat: number;
}

export interface TlvRecord {
  tag: number;
  value: string;
}

const MAX_VALUE_BYTES = 255;

/** Halalas as the QR writes an amount: decimal riyals with two decimals ("1150.00"). */
function amountText(halalas: number, field: string): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0)
    throw new RangeError(`Not an amount for ${field}: ${halalas}`);
  return fromHalalas(halalas);
}

/** The invoice's fields as the base64 TLV text its QR code carries. */
export function encodeZatcaQr(fields: ZatcaQrFields): string {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    amountText(fields.total, 'total'),
    amountText(fields.vat, 'vat'),
  ];
  const encoder = new TextEncoder();
  const records = values.map((value, index) => {
    const bytes = encoder.encode(value);
    if (bytes.length > MAX_VALUE_BYTES) {
      throw new RangeError(`QR field ${index + 1} is ${bytes.length} bytes; a TLV value holds at most 255`);
    }
    return { tag: index + 1, bytes };
  });
  const out = new Uint8Array(records.reduce((size, record) => size + 2 + record.bytes.length, 0));
  let at = 0;
  for (const { tag, bytes } of records) {
    out[at] = tag;
    out[at + 1] = bytes.length;
    out.set(bytes, at + 2);
    at += 2 + bytes.length;
  }
  return base64FromBytes(out);
}

/** The records of a base64 TLV text, in order; a truncated or non-UTF-8 one is a RangeError. */
export function decodeZatcaQr(base64: string): TlvRecord[] {
  const bytes = bytesFromBase64(base64);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const records: TlvRecord[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) {
      throw new RangeError(`QR record at byte ${at} is cut short`);
    }
    try {
      records.push({ tag, value: decoder.decode(bytes.subarray(at + 2, at + 2 + length)) });
    } catch {
      throw new RangeError(`QR record ${tag} is not UTF-8`);
    }
    at += 2 + length;
  }
  return records;
}

function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function bytesFromBase64(base64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new RangeError('QR text is not base64');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
