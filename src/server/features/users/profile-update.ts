import type { ProfileUpdateInput } from '@shared/schemas/users';
import { normalizeVatNumber } from '@shared/vat-number';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { fieldError, takenError } from '../../http/errors';
import { refuseReservedNames } from '../auth';
import { emailTakenByOther, type UserRow, usernameTakenByOther } from './users.queries';

/** Whether the edit gives an e-mail other than the account's (which then needs the current password). */
export function changesEmail(current: UserRow, input: ProfileUpdateInput): boolean {
  return input.email !== undefined && input.email !== current.email.toLowerCase();
}

/**
 * The columns a profile edit changes, checked against the stored account: a
 * business keeps a company name, an individual keeps no business details,
 * and a new username or e-mail must be free. The current password, when
 * the e-mail changes, is checked by the caller before (current-password.ts).
 */
export async function applyProfileUpdate(
  db: Db,
  current: UserRow,
  input: ProfileUpdateInput,
): Promise<Partial<typeof users.$inferInsert>> {
  const { latitude, longitude, currentPassword: _checkedByCaller, email, ...fields } = input;
  const changes: Partial<typeof users.$inferInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (latitude !== undefined) changes.latitude = latitude === null ? null : latitude.toFixed(6);
  if (longitude !== undefined) changes.longitude = longitude === null ? null : longitude.toFixed(6);

  const accountType = changes.accountType ?? current.accountType;
  if (accountType === 'business') {
    const companyName = changes.companyName !== undefined ? changes.companyName : current.companyName;
    if (!companyName) throw fieldError('companyName', 'company_name_required');
    // A VAT number given must be one: it decides who charges the VAT on their rentals
    // (docs/decisions/0050-vat-deemed-supplier.md).
    if (changes.taxId && !normalizeVatNumber(changes.taxId)) throw fieldError('taxId', 'vat_number_invalid');
  } else {
    Object.assign(changes, { companyName: null, companyWebsite: null, taxId: null, businessAddress: null });
  }

  // A new name may not be a verified member's or business's (honest names).
  const renamed = changes.firstName !== undefined || changes.lastName !== undefined;
  await refuseReservedNames(
    db,
    {
      ...(renamed && {
        firstName: changes.firstName ?? current.firstName,
        lastName: changes.lastName ?? current.lastName,
      }),
      companyName:
        changes.companyName && changes.companyName !== current.companyName ? changes.companyName : null,
    },
    current.id,
  );
  if (changes.username && changes.username.toLowerCase() !== current.username.toLowerCase()) {
    if (await usernameTakenByOther(db, changes.username, current.id)) throw takenError('username');
  }
  // The same address again (in any case) is no change; a new one must be nobody else's.
  if (email !== undefined && changesEmail(current, input)) {
    if (await emailTakenByOther(db, email, current.id)) throw takenError('email');
    changes.email = email;
  }
  return changes;
}
