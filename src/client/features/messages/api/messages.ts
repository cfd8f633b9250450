/**
 * Messages and badges (docs/product.md, "API"): the conversation list, a thread in
 * pages (the `before` cursor), sending, marking read, and the counts. While
 * the live connection holds, events keep these fresh; otherwise they poll.
 */
import type { Conversation, Message, UnreadCounts } from '@shared/api-types';
import { POLL_CONVERSATIONS_MS, POLL_THREAD_MS, THREAD_PAGE_SIZE } from '@shared/constants';
import type { ApiErrorBody } from '@shared/errors';
import type { SendMessageInput } from '@shared/schemas/messages';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { conversationsQueryKey, countsQueryKey, threadQueryKey } from '../../../lib/query-keys';
import {
  addMessageToConversations,
  addMessageToThread,
  lowerCounts,
  markConversationsRead,
  markThreadRead,
  mergeLatestPage,
  PENDING_PREFIX,
  prependOlderPage,
  settlePendingMessage,
  type ThreadData,
  usePollingInterval,
} from '../../live';

export function useConversations(enabled = true) {
  const refetchInterval = usePollingInterval(POLL_CONVERSATIONS_MS);
  return useQuery<Conversation[]>({
    queryKey: conversationsQueryKey,
    enabled,
    refetchInterval,
    staleTime: 0,
  });
}

export function useUnreadCounts(enabled = true) {
  const refetchInterval = usePollingInterval(POLL_CONVERSATIONS_MS);
  return useQuery<UnreadCounts>({ queryKey: countsQueryKey, enabled, refetchInterval });
}

async function fetchThreadPage(
  otherUserId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const params = new URLSearchParams({ otherUserId, limit: String(THREAD_PAGE_SIZE) });
  if (before) params.set('before', before);
  const res = await fetch(`/api/messages?${params}`, { credentials: 'include', signal });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let body: ApiErrorBody | undefined;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(res.status, text, body);
  }
  const messages = (await res.json()) as Message[];
  return { messages, hasMore: res.headers.get('x-has-more') === 'true' };
}

/** The latest page of the thread with someone, merged with any older pages already loaded. */
export function useThread(otherUserId: string) {
  const queryClient = useQueryClient();
  const refetchInterval = usePollingInterval(POLL_THREAD_MS);
  return useQuery<ThreadData>({
    queryKey: threadQueryKey(otherUserId),
    queryFn: async ({ signal }) => {
      const page = await fetchThreadPage(otherUserId, undefined, signal);
      const cached = queryClient.getQueryData<ThreadData>(threadQueryKey(otherUserId));
      return mergeLatestPage(cached, page.messages, page.hasMore);
    },
    refetchInterval,
    staleTime: 0,
  });
}

/** Loads the page before the oldest message on screen. */
export function useLoadOlderMessages(otherUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const cached = queryClient.getQueryData<ThreadData>(threadQueryKey(otherUserId));
      const oldest = cached?.messages.find((message) => !message.id.startsWith(PENDING_PREFIX));
      return fetchThreadPage(otherUserId, oldest?.id);
    },
    onSuccess: (page) => {
      queryClient.setQueryData<ThreadData>(threadQueryKey(otherUserId), (cached) =>
        prependOlderPage(cached, page.messages, page.hasMore),
      );
    },
  });
}

function putInCaches(queryClient: QueryClient, message: Message, viewerId: string) {
  queryClient.setQueryData<ThreadData>(threadQueryKey(message.receiverId), (thread) =>
    addMessageToThread(thread, message),
  );
  const list = queryClient.getQueryData<Conversation[]>(conversationsQueryKey);
  const next = addMessageToConversations(list, message, viewerId);
  if (next === null || list === undefined) {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
  } else if (next !== list) queryClient.setQueryData(conversationsQueryKey, next);
}

type SendVariables = SendMessageInput & { optimistic?: boolean };

/** One Idempotency-Key per send, the same for its retries: the server stores the message once. */
const sendKeys = new WeakMap<SendVariables, string>();
function sendKeyOf(variables: SendVariables): string {
  const key = sendKeys.get(variables) ?? crypto.randomUUID();
  sendKeys.set(variables, key);
  return key;
}

/**
 * No answer, or the proxy's "the server behind me failed": the send may or may not have
 * happened, and trying again with the same key is safe. Any other refusal is final.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError; // fetch's "Failed to fetch"
}

/**
 * POST /api/messages. With `optimistic`, the message shows at once as
 * pending in the open thread and is swapped for the server's copy (or
 * taken out if the send fails: the caller keeps the text). A send that
 * got no answer is tried twice more with its key before it fails.
 */
export function useSendMessage(viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendVariables) => {
      const { optimistic: _, ...body } = input;
      return apiRequest<Message>(
        'POST',
        '/api/messages',
        { ...body, content: body.content.trim() },
        { headers: { 'idempotency-key': sendKeyOf(input) } },
      );
    },
    retry: (failures, error) => failures < 2 && isTransientFailure(error),
    onMutate: (input) => {
      if (!input.optimistic || !viewerId) return { pendingId: null };
      const pendingId = `${PENDING_PREFIX}${crypto.randomUUID()}`;
      const pending: Message = {
        id: pendingId,
        senderId: viewerId,
        receiverId: input.receiverId,
        content: input.content.trim(),
        bookingId: input.bookingId ?? null,
        itemId: input.itemId ?? null,
        isRead: false,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<ThreadData>(threadQueryKey(input.receiverId), (thread) =>
        addMessageToThread(thread, pending),
      );
      return { pendingId };
    },
    onSuccess: (message, input, context) => {
      if (context?.pendingId) {
        queryClient.setQueryData<ThreadData>(threadQueryKey(input.receiverId), (thread) =>
          settlePendingMessage(thread, context.pendingId as string, message),
        );
      }
      if (viewerId) putInCaches(queryClient, message, viewerId);
    },
    onError: (_error, input, context) => {
      if (context?.pendingId) {
        queryClient.setQueryData<ThreadData>(threadQueryKey(input.receiverId), (thread) =>
          settlePendingMessage(thread, context.pendingId as string, null),
        );
      }
    },
  });
}

/** PUT /api/messages/read: everything from `senderId` is read; the list and the badge follow. */
export function useMarkThreadRead(viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (senderId: string) =>
      apiRequest<{ updated: number }>('PUT', '/api/messages/read', { senderId }),
    onSuccess: ({ updated }, senderId) => {
      if (!viewerId) return;
      queryClient.setQueryData<ThreadData>(threadQueryKey(senderId), (thread) =>
        markThreadRead(thread, viewerId, senderId),
      );
      queryClient.setQueryData<Conversation[]>(conversationsQueryKey, (list) =>
        markConversationsRead(list, viewerId, senderId, viewerId),
      );
      if (updated > 0) {
        queryClient.setQueryData<UnreadCounts>(countsQueryKey, (counts) =>
          lowerCounts(counts, { messages: updated }),
        );
      }
      void queryClient.invalidateQueries({ queryKey: countsQueryKey });
    },
  });
}
