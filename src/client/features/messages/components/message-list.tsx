import type { Message } from '@shared/api-types';
import { isolate } from '@shared/names';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLoadOlderMessages } from '../api/messages';
import { Bubble } from './message-bubble';

export function MessageList({
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
