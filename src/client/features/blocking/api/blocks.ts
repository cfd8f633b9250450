/**
 * Members block members (docs/decisions/0065-members-block-members.md): the viewer's list in pages,
 * what stands between the viewer and one member, blocking and unblocking. A change refreshes the
 * list, that member's standing and the open conversation with them.
 */
import type { BlockedMember, BlockRelation } from '@shared/api-types';
import { BLOCKS_PAGE_SIZE } from '@shared/blocking';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { conversationsQueryKey, threadQueryKey } from '../../../lib/query-keys';

/** GET /api/blocks: every page of the viewer's list. */
const blockedMembersQueryKey = ['/api/blocks', 'list'] as const;
/** GET /api/blocks/{userId}: what stands between the viewer and that member. */
const blockRelationQueryKey = (userId: string) => ['/api/blocks', userId] as const;

interface BlocksPage {
  rows: BlockedMember[];
  hasMore: boolean;
}

async function fetchBlocksPage(before: string | undefined, signal: AbortSignal): Promise<BlocksPage> {
  const params = new URLSearchParams({ limit: String(BLOCKS_PAGE_SIZE) });
  if (before) params.set('before', before);
  const res = await fetch(`/api/blocks?${params}`, { credentials: 'include', signal });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let body: ConstructorParameters<typeof ApiError>[2];
    try {
      body = JSON.parse(text) as ConstructorParameters<typeof ApiError>[2];
    } catch {
      body = undefined;
    }
    throw new ApiError(res.status, text, body);
  }
  return { rows: (await res.json()) as BlockedMember[], hasMore: res.headers.get('x-has-more') === 'true' };
}

/** The members the viewer blocked, newest first, a page at a time. */
export function useBlockedMembers() {
  return useInfiniteQuery({
    queryKey: blockedMembersQueryKey,
    queryFn: ({ pageParam, signal }) => fetchBlocksPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.rows.at(-1)?.user.id : undefined),
  });
}

/**
 * What stands between the viewer and a member; asked only when `enabled` (signed in, someone else),
 * afresh each time a page shows it (the other member may have blocked or unblocked meanwhile).
 */
export function useBlockRelation(userId: string, enabled = true) {
  return useQuery<BlockRelation>({
    queryKey: blockRelationQueryKey(userId),
    enabled: enabled && userId !== '',
    staleTime: 0,
  });
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (userId: string, relation: BlockRelation | null) => {
    if (relation) queryClient.setQueryData(blockRelationQueryKey(userId), relation);
    void queryClient.invalidateQueries({ queryKey: blockRelationQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: blockedMembersQueryKey });
    void queryClient.invalidateQueries({ queryKey: threadQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
  };
}

/** POST /api/blocks: the block (made now or standing already). */
export function useBlockMember() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<BlockedMember>('POST', '/api/blocks', { userId }),
    onSuccess: (_block, userId) => refresh(userId, { blocked: true, closed: true }),
  });
}

/** DELETE /api/blocks/{userId}. The conversation may stay closed by the other's own block: asked again. */
export function useUnblockMember() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<null>('DELETE', `/api/blocks/${encodeURIComponent(userId)}`),
    onSuccess: (_answer, userId) => refresh(userId, null),
  });
}

/**
 * Asks again what stands between the viewer and a member: after a message to them was refused as
 * `blocked`, the conversation learns that it closed meanwhile and shows so.
 */
export function useRecheckBlock() {
  const queryClient = useQueryClient();
  return (userId: string) => queryClient.invalidateQueries({ queryKey: blockRelationQueryKey(userId) });
}
