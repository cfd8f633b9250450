import type { AuditEntry } from '@shared/api-types';
import type { AuditAction } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage, urlOfQueryKey } from '../../../lib/api';

export const auditLogKey = ['/api/admin/audit'] as const;

export interface AuditLogQuery {
  action?: AuditAction;
  targetId?: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/audit: newest first, one page and the total; by action or by target. */
export function useAuditLog(query: AuditLogQuery) {
  const queryKey = [...auditLogKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<AuditEntry>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
