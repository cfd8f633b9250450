import type { AccountType } from '@shared/constants';

/**
 * The name others see, in notifications and e-mails: the company's for a
 * business (when it has one), else first and last name — as the client's
 * displayName does.
 */
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
