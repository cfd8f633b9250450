import type { User } from '@shared/api-types';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useUnreadCounts } from '../../features/messages/api/messages';
import { paths } from '../paths';
import { ConsentGate } from './consent-gate';
import { CountBadge } from './count-badge';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

/**
 * The end of the header for someone signed in: messages (with the unread count), the bell, and the
 * account menu; the badges follow live events. Loaded only for them (header.tsx), so visitors do not
 * download the menus, their positioning, nor the unread counts' queries.
 */
export function SignedInArea({ user }: { user: User }) {
  const { t } = useTranslation();
  const counts = useUnreadCounts().data;
  const messages = counts?.messages ?? 0;
  const notifications = counts?.notifications ?? 0;
  return (
    <>
      <Button asChild variant="ghost" size="icon" className="relative max-sm:size-10">
        <Link
          to={paths.messages()}
          aria-label={
            messages > 0 ? t('notifications.messagesUnread', { count: messages }) : t('nav.messages')
          }
          data-testid="messages-link"
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          <CountBadge count={messages} testId="messages-count" />
        </Link>
      </Button>
      <NotificationsMenu unread={notifications} />
      <UserMenu user={user} />
      <ConsentGate />
    </>
  );
}
