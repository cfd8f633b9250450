/**
 * How the client names a person: shared/names.ts `displayName` in the page's language, so a closed
 * account reads "عضو سابق" or "Former member" (docs/decisions/0066-closed-accounts.md). Pages
 * re-render when the language changes (useTranslation), and read it afresh here.
 */
import type { AccountType } from '@shared/constants';
import { isLanguage } from '@shared/constants';
import { isFormerMember, displayName as nameIn } from '@shared/names';
import i18n from 'i18next';

export { isFormerMember };

/** The name others see: a business's company name, else first and last name; "Former member" for a closed account. */
export function displayName(person: {
  firstName: string;
  lastName: string;
  accountType?: AccountType;
  companyName?: string | null;
}): string {
  return nameIn(
    {
      firstName: person.firstName,
      lastName: person.lastName,
      accountType: person.accountType ?? 'individual',
      companyName: person.companyName ?? null,
    },
    isLanguage(i18n.language) ? i18n.language : 'ar',
  );
}
