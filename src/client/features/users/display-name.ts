import type { AccountType } from '@shared/constants';

/** The name people see: the company's for a business (when it has one), else first and last name. */
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
 * A name to put inside a sentence of the other language: isolated (Unicode
 * FSI…PDI), so "Waiting for فهد to answer." or "بانتظار رد Lama." keep their
 * words and punctuation in place.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
