import type { Conversation } from '@shared/api-types';
import { MESSAGES_SKELETON_ROWS } from '@shared/constants';
import { formatNumber } from '@shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { VerifiedBadges } from '../../verification';
import { conversationLabel, formatFullTime, formatMessageTime } from '../message-format';

/** The people the viewer has written with, newest first (docs/product.md, "Pages"). */
export function ConversationList({
  query,
  viewerId,
  selectedId,
}: {
  query: UseQueryResult<Conversation[]>;
  viewerId: string;
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className="flex flex-col">
        {Array.from({ length: MESSAGES_SKELETON_ROWS }, (_, index) => (
          <div key={index} className="flex items-center gap-3 border-b border-line px-4 py-4">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="mt-2 h-3.5 w-4/5" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-4">
        <ErrorState error={query.error} title={t('messages.loadError')} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
          <MessageCircle className="size-7" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink">{t('messages.empty')}</p>
        <p className="max-w-64 text-sm text-muted">{t('messages.emptyHint')}</p>
        <Button asChild variant="secondary" size="sm" className="mt-1">
          <Link to={paths.browse()}>{t('messages.browse')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex-1 overflow-y-auto overscroll-contain">
      {query.data.map((conversation) => (
        <li key={conversation.otherUser.id}>
          <ConversationRow
            conversation={conversation}
            viewerId={viewerId}
            selected={conversation.otherUser.id === selectedId}
          />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({
  conversation,
  viewerId,
  selected,
}: {
  conversation: Conversation;
  viewerId: string;
  selected: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { name, preview, mine } = conversationLabel(conversation, viewerId);
  const unread = conversation.unreadCount;
  const sentAt = conversation.lastMessage.createdAt;
  return (
    <Link
      to={`${paths.messages()}?with=${conversation.otherUser.id}`}
      aria-current={selected ? 'page' : undefined}
      data-testid="conversation-row"
      className={cn(
        'relative flex items-center gap-3 border-b border-line px-4 py-3.5 transition-colors',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
        selected ? 'bg-primary-50' : 'hover:bg-canvas',
      )}
    >
      {selected && (
        <span aria-hidden="true" className="absolute inset-y-2 start-0 w-1 rounded-e-full bg-primary-700" />
      )}
      <UserAvatar user={conversation.otherUser} className="size-11" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className={cn('truncate text-ink', unread > 0 ? 'font-bold' : 'font-semibold')} dir="auto">
            {name}
          </span>
          <VerifiedBadges verified={conversation.otherUser.verified} compact className="self-center" />
          <time
            dateTime={sentAt}
            title={formatFullTime(sentAt, language)}
            className={cn(
              'ms-auto shrink-0 text-xs',
              unread > 0 ? 'font-semibold text-primary-700' : 'text-muted',
            )}
          >
            {formatMessageTime(sentAt, language)}
          </time>
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          {/* The preview is its own block with its own direction: an Arabic message in the English page
              (or the other way) is cut at its end, not its start. */}
          <p className={cn('flex min-w-0 flex-1 gap-1 text-sm', unread > 0 ? 'text-ink' : 'text-muted')}>
            {mine && <span className="shrink-0 font-medium text-ink/70">{t('messages.you')}</span>}
            <span className="block min-w-0 truncate" dir="auto">
              {/* Hidden by Ajjir's team (docs/decisions/0064): its words are not sent. */}
              {conversation.lastMessage.removed ? t('moderation.removedMessage') : preview}
            </span>
          </p>
          {unread > 0 && (
            <span
              data-testid="conversation-unread"
              className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary-700 px-1.5 text-[0.7rem] font-bold text-white"
            >
              <span aria-hidden="true">{formatNumber(unread, language)}</span>
              <span className="sr-only">{t('messages.unreadBadge', { count: unread })}</span>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
