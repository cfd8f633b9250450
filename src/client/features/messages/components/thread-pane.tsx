/**
 * One conversation: who it is with (and whether anything is unread), the
 * bubbles (the viewer's own at the end side, the other's at the start, so
 * Arabic mirrors by itself), older pages on demand, and the input.
 * Opening it, or a message arriving while it is open, marks it read.
 */
import type { User, UserSummary } from '@shared/api-types';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api';
import { displayName, isFormerMember } from '../../../lib/person-name';
import { ConversationComposerOrClosed } from '../../blocking';
import { setOpenThread } from '../../live';
import { useUser } from '../../users';
import { useMarkThreadRead, useThread } from '../api/messages';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import { ThreadSkeleton } from './thread-skeleton';

export function ThreadPane({
  viewer,
  otherUserId,
  knownUser,
  unreadCount,
}: {
  viewer: User;
  otherUserId: string;
  knownUser: UserSummary | undefined;
  unreadCount: number;
}) {
  const { t } = useTranslation();
  // Someone never written to is not in the list: their public profile gives the name.
  const profile = useUser(knownUser ? undefined : otherUserId);
  const other = knownUser ?? profile.data;
  const thread = useThread(otherUserId);
  const markRead = useMarkThreadRead(viewer.id);

  useEffect(() => {
    setOpenThread(otherUserId);
    return () => setOpenThread(null);
  }, [otherUserId]);

  // Mark read when the thread shows messages from them not yet read (on opening, and as they arrive).
  const unreadFromThem =
    thread.data?.messages.filter((message) => message.senderId === otherUserId && !message.isRead) ?? [];
  const lastUnreadId = unreadFromThem.at(-1)?.id ?? (unreadCount > 0 ? 'list' : null);
  const markedFor = useRef<string | null>(null);
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (!lastUnreadId || markedFor.current === lastUnreadId) return;
    // Only a thread someone can see is read: a tab in the background waits until it is shown.
    const mark = () => {
      if (document.visibilityState === 'hidden') return false;
      markedFor.current = lastUnreadId;
      markThreadRead(otherUserId);
      return true;
    };
    if (mark()) return;
    const onVisible = () => {
      if (mark()) document.removeEventListener('visibilitychange', onVisible);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [lastUnreadId, otherUserId, markThreadRead]);

  const profileMissing = !knownUser && profile.error instanceof ApiError && profile.error.status === 404;
  if (profileMissing) {
    return (
      <>
        <ThreadHeader other={undefined} unread={0} />
        <div className="flex flex-1 items-center justify-center p-6">
          <ErrorState error={profile.error} />
        </div>
      </>
    );
  }

  const name = other ? displayName(other) : t('messages.unknownUser');
  return (
    <>
      <ThreadHeader
        other={other}
        unread={unreadFromThem.length || unreadCount}
        quiet={thread.isSuccess && thread.data.messages.length === 0}
      />
      {thread.isPending ? (
        <ThreadSkeleton />
      ) : thread.isError ? (
        <div className="flex flex-1 items-center justify-center p-6">
          <ErrorState
            error={thread.error}
            title={t('messages.threadLoadError')}
            onRetry={() => thread.refetch()}
          />
        </div>
      ) : (
        <MessageList
          messages={thread.data.messages}
          hasMore={thread.data.hasMore}
          viewerId={viewer.id}
          otherUserId={otherUserId}
          name={name}
        />
      )}
      {/* While either of the two blocks the other, a calm line in its place (docs/decisions/0065); a
          closed account takes no messages, its booking's messages stay to read (decision 0066). */}
      {other && isFormerMember(other) ? (
        <p className="border-t border-line bg-surface p-4 text-sm text-muted sm:px-5">
          {t('formerMember.conversationClosed')}
        </p>
      ) : (
        <ConversationComposerOrClosed member={{ id: otherUserId, name }}>
          <Composer viewerId={viewer.id} receiverId={otherUserId} name={name} disabled={!thread.isSuccess} />
        </ConversationComposerOrClosed>
      )}
    </>
  );
}
