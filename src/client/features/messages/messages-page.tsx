/**
 * /messages (docs/product.md, "Pages"): the conversation list beside the open thread,
 * 600 px tall on wide screens; on a phone one pane at a time. The open
 * conversation is in the address (`?with={userId}`), so a link from an item,
 * a booking or a notification opens it, even with someone never written to.
 */
import type { User } from '@shared/api-types';
import { MESSAGES_LAYOUT_HEIGHT_PX } from '@shared/constants';
import { MessagesSquare } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/page-states';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useConversations } from './api/messages';
import { ConversationList } from './components/conversation-list';
import { ThreadPane } from './components/thread-pane';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function MessagesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();
  useDocumentTitle(t('messages.title'));
  if (me.isPending) return <PageLoading />;
  if (!me.data)
    return <Navigate to={paths.signInThenBack(`${location.pathname}${location.search}`)} replace />;
  return <Messages viewer={me.data} />;
}

function Messages({ viewer }: { viewer: User }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('with');
  const withId = asked && UUID.test(asked) && asked !== viewer.id ? asked : null;
  const conversations = useConversations();
  const known = conversations.data?.find((conversation) => conversation.otherUser.id === withId);

  return (
    <div className="mx-auto max-w-6xl px-0 sm:px-6 sm:py-8 lg:px-8">
      <header className={cn('px-4 pt-5 pb-4 sm:px-0 sm:pt-0 sm:pb-6', withId && 'max-md:sr-only')}>
        <h1 className="flex items-center gap-3 text-2xl font-bold text-ink sm:text-3xl">
          <MessagesSquare className="size-7 text-primary-700" aria-hidden="true" />
          {t('messages.title')}
        </h1>
        <p className="mt-1.5 text-muted">{t('messages.subtitle')}</p>
      </header>
      <div
        style={{ '--messages-h': `${MESSAGES_LAYOUT_HEIGHT_PX}px` } as CSSProperties}
        className={cn(
          'overflow-hidden bg-surface sm:rounded-3xl sm:shadow-card sm:ring-1 sm:ring-line',
          'md:grid md:h-(--messages-h) md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]',
        )}
      >
        <section
          aria-label={t('messages.listLabel')}
          className={cn(
            'flex min-h-0 flex-col border-line max-md:border-y md:border-e',
            withId && 'max-md:hidden',
          )}
        >
          <ConversationList query={conversations} viewerId={viewer.id} selectedId={withId} />
        </section>
        <div className={cn('flex min-h-0 flex-col max-md:h-[calc(100dvh-4rem)]', !withId && 'max-md:hidden')}>
          {withId ? (
            <ThreadPane
              key={withId}
              viewer={viewer}
              otherUserId={withId}
              knownUser={known?.otherUser}
              unreadCount={known?.unreadCount ?? 0}
            />
          ) : (
            <SelectPrompt />
          )}
        </div>
      </div>
    </div>
  );
}

function SelectPrompt() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-canvas/60 px-8 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary-50 text-primary-700">
        <MessagesSquare className="size-8" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-ink">{t('messages.selectTitle')}</h2>
      <p className="max-w-xs text-sm text-muted">{t('messages.selectHint')}</p>
    </div>
  );
}
