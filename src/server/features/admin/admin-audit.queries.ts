/** GET /api/admin/audit: the audit log, newest first, all of it or one action's or one target's. */

import type { AuditEntry } from '@shared/api-types';
import type { AdminAuditQuery } from '@shared/schemas/admin';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

export async function listAudit(
  db: Db,
  query: AdminAuditQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions = and(
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        admin: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(adminAuditLog)
      // The administrator's account may be gone (admin_id set null): the entry stays, unnamed.
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .where(conditions)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(adminAuditLog).where(conditions),
  ]);
  return { rows: rows.map(({ entry, admin }) => toAuditEntry(entry, admin)), total: counted?.total ?? 0 };
}

function toAuditEntry(entry: typeof adminAuditLog.$inferSelect, admin: AuditEntry['admin']): AuditEntry {
  return {
    id: entry.id,
    // Only the app writes this table, with AUDIT_ACTIONS and these target types (audit.ts).
    action: entry.action as AuditEntry['action'],
    admin,
    targetType: entry.targetType as AuditEntry['targetType'],
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason,
    details: entry.details as Record<string, unknown>,
    createdAt: entry.createdAt.toISOString(),
  };
}
