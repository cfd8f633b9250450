/**
 * The administrators' side of verification (docs/decisions/0062-verified-members.md): the business
 * checks of one status a page at a time (the queue: those waiting for review), a decision on one,
 * a member's verifications, and revoking one of them. Every change is audited, so the audit log is
 * read again after it; a member's page (their badges, their e-mail) is too.
 */
import type { AdminBusinessCheck, AdminUserVerifications } from '@shared/answers/verification';
import type { BusinessCheckStatus, RevocableVerification } from '@shared/verification';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getPage, urlOfQueryKey } from '../../../lib/api';
import { adminUserQueryKey } from './admin-user';
import { auditLogKey } from './audit-log';

const businessChecksKey = ['/api/admin/verifications/business'] as const;

export interface BusinessChecksQuery {
  status: BusinessCheckStatus;
  limit: number;
  offset: number;
}

/** GET /api/admin/verifications/business: one page of one status and the total (X-Total-Count). */
export function useBusinessChecks(query: BusinessChecksQuery) {
  const queryKey = [...businessChecksKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<AdminBusinessCheck>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

type BusinessChecksPage = Awaited<ReturnType<typeof getPage<AdminBusinessCheck>>>;

export interface BusinessDecision {
  decision: 'verify' | 'reject';
  /** Kept in the audit log; shown to the member when the check is turned down. */
  note: string;
}

/**
 * POST /api/admin/verifications/business/{id}/decision (409 business_decided when someone decided it
 * meanwhile). Decided, the check leaves the cached pages of the queue at once; either way every
 * status's list is read again (the check moved from one to another), and so are the member's page
 * and the audit log.
 */
export function useBusinessDecision(check: Pick<AdminBusinessCheck, 'id' | 'member'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: BusinessDecision) =>
      apiRequest<AdminBusinessCheck>(
        'POST',
        `/api/admin/verifications/business/${encodeURIComponent(check.id)}/decision`,
        decision,
      ),
    onSuccess: () =>
      queryClient.setQueriesData<BusinessChecksPage>(
        { queryKey: [...businessChecksKey, { status: 'review' }] },
        (page) =>
          page?.rows.some((each) => each.id === check.id)
            ? {
                ...page,
                rows: page.rows.filter((each) => each.id !== check.id),
                total: Math.max(0, page.total - 1),
              }
            : page,
      ),
    onSettled: () =>
      Promise.all(
        [businessChecksKey, auditLogKey, adminUserQueryKey(check.member.id)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}

const userVerificationsKey = (userId: string) => ['/api/admin/users', userId, 'verifications'] as const;

/** GET /api/admin/users/{id}/verifications: what the member's profile proves, and since when. */
export function useUserVerifications(userId: string) {
  return useQuery<AdminUserVerifications>({ queryKey: userVerificationsKey(userId), staleTime: 0 });
}

/**
 * POST /api/admin/users/{id}/verifications/{kind}/revoke with the reason (409 not_verified when it
 * was no longer verified). The answer is the member's verifications as they now are, shown at once;
 * either way the member's page (its key holds the verifications' too), the business queue and the
 * audit log are read again.
 */
export function useRevokeVerification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reason }: { kind: RevocableVerification; reason: string }) =>
      apiRequest<AdminUserVerifications>(
        'POST',
        `/api/admin/users/${encodeURIComponent(userId)}/verifications/${kind}/revoke`,
        { reason },
      ),
    onSuccess: (now) => queryClient.setQueryData(userVerificationsKey(userId), now),
    onSettled: () =>
      Promise.all(
        [businessChecksKey, auditLogKey, adminUserQueryKey(userId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}
