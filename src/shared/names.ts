/**
 * How a member's name is shown, on both sides: the server's notifications and e-mails, and every
 * page of the client (docs/product.md, "Records": a business shows its company name).
 */
import { type AccountType, DEFAULT_LANGUAGE, type Language } from './constants';

/**
 * What a closed account is called (docs/decisions/0066-closed-accounts.md): its names were removed
 * (users_closed_anonymous), so everywhere it appears it is a former member, with no photo.
 */
export const FORMER_MEMBER_NAME: Record<Language, string> = { ar: 'عضو سابق', en: 'Former member' };

/** Whether a person shown is a closed account (both names removed when it closed). */
export const isFormerMember = (person: { firstName: string; lastName: string }): boolean =>
  person.firstName === '' && person.lastName === '';

/**
 * The name others see: the company's for a business (when it has one), else first and last name;
 * a closed account's, in `language`, is "Former member".
 */
export function displayName(
  person: {
    firstName: string;
    lastName: string;
    accountType: AccountType;
    companyName: string | null;
  },
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (isFormerMember(person)) return FORMER_MEMBER_NAME[language];
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
