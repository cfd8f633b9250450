/**
 * How a member's name is shown, on both sides: the server's notifications and e-mails, and every
 * page of the client (docs/product.md, "Records": a business shows its company name).
 */
import type { AccountType } from './constants';

/** The name others see: the company's for a business (when it has one), else first and last name. */
export function displayName(person: {
  firstName: string;
  lastName: string;
  accountType: AccountType;
  companyName: string | null;
}): string {
  return person.accountType === 'business' && person.companyName
    ? person.companyName
    : `${person.firstName} ${person.lastName}`;
}

/**
 * A title or a name inside a sentence of the other direction (an Arabic item in an English text,
 * "بانتظار رد Lama."): isolated (Unicode FSI … PDI), so it cannot reorder the words and
 * punctuation around it.
 */
export const isolate = (text = '') => `\u2068${text}\u2069`;
