import type { Notification } from '@shared/api-types';
import { notificationLinkOf } from '@shared/notification-links';
import { CalendarCheck, MessageCircle, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { formatFullTime, formatRelativeTime } from '../../features/messages/message-format';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../../lib/cn';

function iconOf(notification: Notification) {
  if (notification.type === 'new_message') return MessageCircle;
  if (notification.type === 'review_received') return Star;
  // A deposit and the claims on it (docs/decisions/0057, 0058).
  if (notification.type === 'deposit_returned' || notification.type.startsWith('claim_')) return ShieldCheck;
  return CalendarCheck;
}

/** One notification of the bell's menu: its icon, its text in the page's language, its age, unread or not. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const unread = notification.readAt === null;
  const Icon = iconOf(notification);
  const age = formatRelativeTime(notification.createdAt, language) ?? t('notifications.justNow');
  const body = (
    <>
      <span
        className={cn(
          'relative grid size-9 shrink-0 place-items-center rounded-full',
          unread ? 'bg-primary-100 text-primary-800' : 'bg-canvas text-muted',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block leading-snug', unread ? 'font-semibold text-ink' : 'text-ink/80')}>
          {notification.text[language]}
        </span>
        <time
          dateTime={notification.createdAt}
          title={formatFullTime(notification.createdAt, language)}
          className="mt-0.5 block text-xs text-muted"
        >
          {age}
        </time>
      </span>
      {unread && (
        <span
          className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary-600"
          data-testid="notification-unread"
        >
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </>
  );
  const className = cn('items-start gap-3 px-2.5 py-2.5', unread && 'bg-primary-50/50');
  const link = notificationLinkOf(notification);
  if (!link) {
    return (
      <DropdownMenuItem className={className} onSelect={onOpen} data-testid="notification">
        {body}
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild className={className} onSelect={onOpen} data-testid="notification">
      <Link to={link}>{body}</Link>
    </DropdownMenuItem>
  );
}
