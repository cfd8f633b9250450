/**
 * The columns of `users` that `displayName` (shared/names.ts) reads: selected wherever a query names
 * a member as others see them (a company's name for a business), so no query forgets one of them.
 */
import { users } from './schema';

export const displayNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  accountType: users.accountType,
  companyName: users.companyName,
};
