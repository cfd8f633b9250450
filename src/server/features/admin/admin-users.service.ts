/**
 * What administrators change on an account: its details, and whether it is
 * blocked (docs/decisions/0024). Each runs in one transaction that locks the
 * account first and writes its audit row with the change. Administrators'
 * own accounts are not changed here (403 admin_protected), nor is an account
 * its member closed (409 account_closed).
 */

import type { AdminUser } from '@shared/api-types';
import { displayName } from '@shared/names';
import type { AdminUserUpdateInput } from '@shared/schemas/admin';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Db, oneRow } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { endOtherSessions } from '../auth';
import { liveEvent, publish } from '../events';
import type { UserRow } from '../users';
import { applyProfileUpdate } from '../users';
import { lockUser, toAdminUser } from './admin-users.queries';
import { type AuditRecord, writeAudit } from './audit';

type Admin = Pick<UserRow, 'id'>;
type UserChanges = Partial<typeof users.$inferInsert>;

/** The account, locked; 404 if there is none, 403 if it is an administrator's. */
export async function lockNonAdmin(tx: Db, id: string): Promise<UserRow> {
  const user = await lockUser(tx, id);
  if (!user) throw notFound('User not found');
  if (user.isAdmin) {
    throw new AppError('admin_protected', 'Administrator accounts cannot be changed from the admin screens');
  }
  // Emptied by its member, and kept so by a CHECK (docs/decisions/0066-closed-accounts.md).
  if (user.closedAt) throw new AppError('account_closed', 'This account was closed by its member');
  return user;
}

/** The fields an edit really changes, each with its value before and after (for the audit log). */
function changedFields(current: UserRow, changes: UserChanges) {
  return Object.fromEntries(
    Object.entries(changes).flatMap(([field, to]) => {
      const from = current[field as keyof UserRow] ?? null;
      return from === (to ?? null) ? [] : [[field, { from, to: to ?? null }]];
    }),
  ) as Record<string, { from: unknown; to: unknown }>;
}

/**
 * Writes the account's new values and the audit row of the change (in the
 * caller's transaction), answering the account as it now is.
 */
async function saveChange(
  tx: Db,
  admin: Admin,
  id: string,
  values: PgUpdateSetSource<typeof users>,
  audit: Pick<AuditRecord, 'action' | 'reason' | 'details'>,
): Promise<AdminUser> {
  const saved = oneRow(
    await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(),
    'the updated user',
  );
  await writeAudit(tx, {
    adminId: admin.id,
    targetType: 'user',
    targetId: id,
    targetLabel: displayName(saved),
    ...audit,
  });
  return toAdminUser(saved);
}

/** PUT /api/admin/users/{id}: the profile's own rules, without the owner's password for a new e-mail. */
export async function updateUserAsAdmin(
  db: Db,
  admin: Admin,
  id: string,
  input: AdminUserUpdateInput,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const current = await lockNonAdmin(tx, id);
    const update = await applyProfileUpdate(tx, current, input);
    const changes = changedFields(current, update);
    // Nothing new (the dialog saved as it was): nothing to write or record.
    if (Object.keys(changes).length === 0) return toAdminUser(current);
    return saveChange(tx, admin, id, update, { action: 'user.update', details: { changes } });
  });
}

/**
 * POST /api/admin/users/{id}/suspend: blocked, signed out everywhere at once,
 * and told so on every open page (`session.ended`, delivered after commit).
 */
export async function suspendUser(db: Db, admin: Admin, id: string, reason: string): Promise<AdminUser> {
  return db.transaction((tx) => suspendUserIn(tx, admin, id, reason));
}

/** The block in the caller's transaction (moderation blocks a reported member with its decision). */
export async function suspendUserIn(tx: Db, admin: Admin, id: string, reason: string): Promise<AdminUser> {
  const user = await lockNonAdmin(tx, id);
  if (user.suspendedAt) throw conflict('This account is already blocked');
  const blocked = await saveChange(
    tx,
    admin,
    id,
    { suspendedAt: sql`now()`, suspensionReason: reason },
    { action: 'user.suspend', reason },
  );
  await endOtherSessions(tx, id, 'suspended');
  await publish(tx, [liveEvent(id, 'session.ended', { reason: 'suspended' })]);
  return blocked;
}

/** POST /api/admin/users/{id}/activate: unblocked; the account signs in again and its listings return. */
export async function activateUser(db: Db, admin: Admin, id: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw notFound('User not found');
    if (!user.suspendedAt) throw conflict('This account is not blocked');
    return saveChange(
      tx,
      admin,
      id,
      { suspendedAt: null, suspensionReason: null },
      { action: 'user.activate', details: { formerReason: user.suspensionReason } },
    );
  });
}
