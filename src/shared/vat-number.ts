/**
 * Saudi VAT numbers (docs/decisions/0050-vat-deemed-supplier.md): 15 digits, the first and the last
 * a 3. Typed with Arabic-Indic (٠-٩) or Eastern Arabic-Indic (۰-۹) digits, spaces or dashes, they
 * are kept as 15 ASCII digits.
 */
import { westernDigits } from './digits';

/** The VAT number as 15 ASCII digits, if `text` is one; else null. */
export function normalizeVatNumber(text: string): string | null {
  const digits = westernDigits(text).replace(/[\s\u200E\u200F-]/g, '');
  return /^3\d{13}3$/.test(digits) ? digits : null;
}

/** A person registered for VAT, as invoices name them: their company's name and VAT number. */
export interface VatRegistration {
  name: string;
  vatNumber: string;
}

/**
 * Whether a person is registered for VAT: a business account with its company's name and a valid
 * VAT number (its profile's tax number). Anyone else is not, whatever their tax number field holds.
 */
export function vatRegistrationOf(person: {
  accountType: string;
  companyName: string | null;
  taxId: string | null;
}): VatRegistration | null {
  if (person.accountType !== 'business' || !person.companyName || !person.taxId) return null;
  const vatNumber = normalizeVatNumber(person.taxId);
  return vatNumber ? { name: person.companyName, vatNumber } : null;
}
