import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { useMarkNotificationsRead, useNotifications } from '../../features/messages/api/notifications';
import { CountBadge } from './count-badge';
import { NotificationItem } from './notification-item';

export function NotificationsMenu({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const anyUnread = (list.data?.unreadCount ?? unread) > 0;

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger
        className="relative inline-flex size-10 cursor-pointer sm:size-11 items-center justify-center rounded-xl text-ink transition-colors hover:bg-primary-50 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 data-[state=open]:bg-primary-50"
        aria-label={
          unread > 0 ? t('notifications.buttonUnread', { count: unread }) : t('notifications.button')
        }
        data-testid="notifications-button"
      >
        <Bell className="size-5" aria-hidden="true" />
        <CountBadge count={unread} testId="notifications-count" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-[min(24rem,calc(100vw-1.5rem))] p-0"
        collisionPadding={12}
        aria-label={t('notifications.title')}
      >
        <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-2">
          <DropdownMenuLabel className="p-0 text-base font-bold text-ink">
            {t('notifications.title')}
          </DropdownMenuLabel>
          {anyUnread && (
            <DropdownMenuItem
              className="px-2 py-1.5 text-xs font-medium text-primary-800"
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate(undefined);
              }}
            >
              <CheckCheck aria-hidden="true" />
              {t('notifications.markAll')}
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(26rem,65dvh)] overflow-y-auto p-1.5">
          {list.isPending ? (
            <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-1 p-1.5">
              {[0, 1, 2].map((row) => (
                <div key={row} className="flex gap-3 px-1.5 py-2">
                  <Skeleton className="size-9 rounded-full" />
                  <div className="flex-1">
                    <Skeleton className="h-4 w-11/12" />
                    <Skeleton className="mt-2 h-3 w-16" />
                  </div>
                </div>
              ))}
            </div>
          ) : list.isError ? (
            <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
              <p className="text-sm text-danger-700">{t('notifications.loadError')}</p>
              <DropdownMenuItem
                className="justify-center text-primary-800"
                onSelect={(event) => {
                  event.preventDefault();
                  void list.refetch();
                }}
              >
                {t('common.retry')}
              </DropdownMenuItem>
            </div>
          ) : list.data.notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
              <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
                <BellOff className="size-6" aria-hidden="true" />
              </span>
              <p className="font-semibold text-ink">{t('notifications.empty')}</p>
              <p className="text-sm text-muted">{t('notifications.emptyHint')}</p>
            </div>
          ) : (
            list.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  if (notification.readAt === null) markRead.mutate([notification.id]);
                }}
              />
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
