/**
 * One message as a bubble: the viewer's own at the end side, the other's at the start, with its time and, for the viewer's own, whether it was read.
 */
import type { Message } from '@shared/api-types';
import { CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { isPending } from '../../live';
import { ReportButton } from '../../moderation';
import { formatFullTime, formatMessageTime } from '../message-format';

export function Bubble({
  message,
  mine,
  groupedWithNext,
}: {
  message: Message;
  mine: boolean;
  groupedWithNext: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pending = isPending(message);
  return (
    <li
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start', !groupedWithNext && 'mb-2')}
      data-testid="message"
      data-mine={mine || undefined}
      data-read={message.isRead || undefined}
    >
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
        {message.removed ? (
          // Hidden by Ajjir's team (docs/decisions/0064-reports-and-moderation.md): its words are gone.
          <div
            className="rounded-2xl border border-dashed border-line px-4 py-2.5 text-sm text-muted italic"
            data-testid="message-removed"
          >
            {t('moderation.removedMessage')}
          </div>
        ) : (
          <div
            className={cn(
              'min-w-0 rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed whitespace-pre-wrap break-words',
              mine ? 'bg-primary-700 text-white' : 'bg-surface text-ink ring-1 ring-line',
              !groupedWithNext && (mine ? 'rounded-ee-md' : 'rounded-es-md'),
              pending && 'opacity-75',
            )}
            dir="auto"
          >
            {message.content}
          </div>
        )}
        {!mine && !message.removed && (
          <ReportButton
            targetType="message"
            targetId={message.id}
            ownerId={message.senderId}
            iconOnly
            className="shrink-0 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          />
        )}
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
