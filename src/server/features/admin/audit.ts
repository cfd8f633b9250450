/**
 * The administrators' audit log: every edit, block, unblock, listing removal
 * and export is a row, written in the transaction of the change itself (an
 * export's before its first byte), so a change is never without its record.
 */
import type { AuditAction, AuditTargetType } from '@shared/constants';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export interface AuditRecord {
  adminId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /** The target's name or title now: it may change, or the target go, later. */
  targetLabel: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    ...record,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}
