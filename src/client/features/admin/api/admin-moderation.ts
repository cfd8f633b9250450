/**
 * The moderation queue (docs/decisions/0064-reports-and-moderation.md): reported targets a page at
 * a time, and a decision on one. A decision is audited, so the audit log is read again after it;
 * the decided target leaves the queue.
 */
import type { ModerationCase, ModerationDecision } from '@shared/api-types';
import type { ModerationAction, ModerationView, ReportTarget } from '@shared/moderation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getPage, urlOfQueryKey } from '../../../lib/api';
import { auditLogKey } from './audit-log';

const moderationKey = ['/api/admin/moderation'] as const;

export interface ModerationQuery {
  /** The open reports (the default), or what is hidden now. */
  view?: ModerationView;
  targetType?: ReportTarget;
  limit: number;
  offset: number;
}

/** GET /api/admin/moderation: one page of reported (or hidden) targets and how many there are (X-Total-Count). */
export function useModerationQueue(query: ModerationQuery) {
  const queryKey = [...moderationKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<ModerationCase>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface ModerationDecisionInput {
  action: ModerationAction;
  reason: string;
}

/** POST /api/admin/moderation/{targetType}/{targetId}/decision; then the queue and the audit log again. */
export function useModerationDecision(target: Pick<ModerationCase, 'targetType' | 'targetId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationDecisionInput) =>
      apiRequest<ModerationDecision>(
        'POST',
        `/api/admin/moderation/${target.targetType}/${encodeURIComponent(target.targetId)}/decision`,
        input,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}
