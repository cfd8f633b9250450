import type { ProfileUpdate } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { fieldError, takenError } from '../../http/errors';
import { type UserRow, usernameTakenByOther } from './users.queries';

/**
 * The columns a profile edit changes, checked against the stored account: a
 * business keeps a company name, an individual keeps no business details,
 * and a new username must be free.
 */
export async function applyProfileUpdate(
  db: Db,
  current: UserRow,
  input: ProfileUpdate,
): Promise<Partial<typeof users.$inferInsert>> {
  const { latitude, longitude, ...fields } = input;
  const changes: Partial<typeof users.$inferInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (latitude !== undefined) changes.latitude = latitude === null ? null : latitude.toFixed(6);
  if (longitude !== undefined) changes.longitude = longitude === null ? null : longitude.toFixed(6);

  const accountType = changes.accountType ?? current.accountType;
  if (accountType === 'business') {
    const companyName = changes.companyName !== undefined ? changes.companyName : current.companyName;
    if (!companyName) throw fieldError('companyName', 'company_name_required');
  } else {
    Object.assign(changes, { companyName: null, companyWebsite: null, taxId: null, businessAddress: null });
  }

  if (changes.username && changes.username.toLowerCase() !== current.username.toLowerCase()) {
    if (await usernameTakenByOther(db, changes.username, current.id)) throw takenError('username');
  }
  return changes;
}
