/**
 * One conversation: who it is with (and whether anything is unread), the
 * bubbles (the viewer's own at the end side, the other's at the start, so
 * Arabic mirrors by itself), older pages on demand, and the input.
 * Opening it, or a message arriving while it is open, marks it read.
 */
import type { Message, User, UserSummary } from '@shared/api-types';
import { ArrowRight, CheckCheck, Clock } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { isPending } from '../../live/cache-updates';
import { setOpenThread } from '../../live/live-status';
import { useUser } from '../../users/api/get-user';
import { displayName, isolate } from '../../users/display-name';
import { useLoadOlderMessages, useMarkThreadRead, useThread } from '../api/messages';
import { formatFullTime, formatMessageTime } from '../message-format';
import { Composer } from './composer';

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
      <Composer viewerId={viewer.id} receiverId={otherUserId} name={name} disabled={!thread.isSuccess} />
    </>
  );
}

function ThreadHeader({
  other,
  unread,
  quiet = false,
}: {
  other: UserSummary | undefined;
  unread: number;
  /** A conversation not started yet: nothing to be caught up on. */
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  const name = other ? displayName(other) : '';
  return (
    <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-2.5 sm:px-4 md:px-5">
      <Button asChild variant="ghost" size="icon" className="md:hidden">
        <Link to={paths.messages()} aria-label={t('messages.back')}>
          <ArrowRight className="size-5 ltr:rotate-180" aria-hidden="true" />
        </Link>
      </Button>
      {other ? (
        // The whole card opens the profile (the link's box stretches over it), while the link's name
        // is its visible text, the member's name: the unread line beside it is status, not the link.
        <div className="group relative flex min-w-0 items-center gap-3 rounded-xl p-1 pe-3 transition-colors hover:bg-canvas">
          <UserAvatar user={other} className="size-10" />
          <span className="min-w-0">
            <h2 className="truncate font-semibold text-ink group-hover:underline" dir="auto">
              <Link
                to={paths.profile(other.id)}
                aria-label={t('messages.viewProfile', { name: isolate(name) })}
                className="rounded-xl after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
              >
                {name}
              </Link>
            </h2>
            {!quiet && (
              <p
                data-testid="thread-unread"
                className={cn('text-xs', unread > 0 ? 'font-medium text-primary-700' : 'text-muted')}
              >
                {unread > 0 ? t('messages.unreadBadge', { count: unread }) : t('messages.allCaughtUp')}
              </p>
            )}
          </span>
        </div>
      ) : (
        <div className="flex items-center gap-3 p-1" aria-hidden="true">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      )}
    </div>
  );
}

function ThreadSkeleton() {
  const { t } = useTranslation();
  const widths = ['w-3/5', 'w-2/5', 'w-1/2', 'w-2/3'];
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      className="flex flex-1 flex-col justify-end gap-4 overflow-hidden bg-canvas/60 p-5"
    >
      {widths.map((width, index) => (
        <div key={width} className={cn('flex', index % 2 ? 'justify-end' : 'justify-start')}>
          <Skeleton className={cn('h-12 rounded-2xl', width)} />
        </div>
      ))}
    </div>
  );
}

function MessageList({
  messages,
  hasMore,
  viewerId,
  otherUserId,
  name,
}: {
  messages: Message[];
  hasMore: boolean;
  viewerId: string;
  otherUserId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const loadOlder = useLoadOlderMessages(otherUserId);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  const seen = useRef<{ firstId?: string; lastId?: string; height: number }>({ height: 0 });

  // New at the bottom: follow it (when the reader is near the bottom, or it is their own).
  // Older pages at the top: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    // How far from the bottom the reader was before this render added anything.
    const nearBottom = before.height - element.scrollTop - element.clientHeight < 120;
    if (
      before.lastId === undefined ||
      (last && last.id !== before.lastId && (nearBottom || last.senderId === viewerId))
    ) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId && last?.id === before.lastId) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { firstId, lastId: last?.id, height: element.scrollHeight };
  }, [firstId, last, viewerId]);

  const olderFailed = () => toast({ variant: 'destructive', title: t('messages.loadOlderFailed') });

  return (
    <div
      ref={scroller}
      className="flex-1 overflow-y-auto overscroll-contain bg-canvas/60 px-3 py-4 sm:px-5"
      data-testid="thread"
    >
      {hasMore ? (
        <div className="mb-4 flex justify-center">
          <Button
            variant="outline"
            size="sm"
            className="rounded-full"
            loading={loadOlder.isPending}
            onClick={() => loadOlder.mutate(undefined, { onError: olderFailed })}
          >
            {t('messages.loadOlder')}
          </Button>
        </div>
      ) : messages.length > 0 ? (
        <p className="mb-4 text-center text-xs text-muted">
          {t('messages.beginning', { name: isolate(name) })}
        </p>
      ) : null}
      {messages.length === 0 && (
        <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center">
          <p className="max-w-sm text-sm text-muted">{t('messages.startHint', { name: isolate(name) })}</p>
        </div>
      )}
      <ol className="flex flex-col gap-1.5" aria-live="polite" aria-relevant="additions">
        {messages.map((message, index) => (
          <Bubble
            key={message.id}
            message={message}
            mine={message.senderId === viewerId}
            groupedWithNext={messages[index + 1]?.senderId === message.senderId}
          />
        ))}
      </ol>
    </div>
  );
}

function Bubble({
  message,
  mine,
  groupedWithNext,
}: {
  message: Message;
  mine: boolean;
  groupedWithNext: boolean;
}) {
  const { language } = useLanguage();
  const pending = isPending(message);
  return (
    <li
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start', !groupedWithNext && 'mb-2')}
      data-testid="message"
      data-mine={mine || undefined}
      data-read={message.isRead || undefined}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed whitespace-pre-wrap break-words sm:max-w-[70%]',
          mine ? 'bg-primary-700 text-white' : 'bg-surface text-ink ring-1 ring-line',
          !groupedWithNext && (mine ? 'rounded-ee-md' : 'rounded-es-md'),
          pending && 'opacity-75',
        )}
        dir="auto"
      >
        {message.content}
      </div>
      {!groupedWithNext && (
        <p className="mt-1 flex items-center gap-1.5 px-1 text-[0.7rem] text-muted">
          <time dateTime={message.createdAt} title={formatFullTime(message.createdAt, language)}>
            {formatMessageTime(message.createdAt, language)}
          </time>
          {mine && <Receipt pending={pending} read={message.isRead} />}
        </p>
      )}
    </li>
  );
}

/** Own messages: sending (clock), sent but unread (a dot, as docs/product.md, "Pages", asks), read (two ticks). */
function Receipt({ pending, read }: { pending: boolean; read: boolean }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <span className="inline-flex items-center gap-1" data-testid="receipt" data-state="sending">
        <Clock className="size-3" aria-hidden="true" />
        {t('messages.sendingMark')}
      </span>
    );
  }
  if (read) {
    return (
      <span
        className="inline-flex items-center gap-1 text-primary-700"
        data-testid="receipt"
        data-state="read"
      >
        <CheckCheck className="size-3.5" aria-hidden="true" />
        {t('messages.readMark')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1" data-testid="receipt" data-state="sent">
      <span className="size-1.5 rounded-full bg-primary-600" aria-hidden="true" />
      {t('messages.sentMark')}
    </span>
  );
}
