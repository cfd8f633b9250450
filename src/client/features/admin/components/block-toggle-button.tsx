import type { AdminUser } from '@shared/api-types';
import { Ban, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import type { UserStatusActions } from './use-user-status-actions';

/**
 * Block, or Unblock for a blocked account, as the list's rows and the account page both offer it:
 * Block opens the reason dialog, Unblock acts at once and spins while it does.
 */
export function BlockToggleButton({
  user,
  actions,
  blockVariant,
  size,
  children,
}: {
  user: AdminUser;
  actions: UserStatusActions;
  blockVariant: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Said after the label, e.g. the account's name for screen readers. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const blocked = Boolean(user.suspendedAt);
  const unblocking = actions.unblockingId === user.id;
  return (
    <Button
      variant={blocked ? 'outline' : blockVariant}
      size={size}
      loading={unblocking}
      onClick={() => (blocked ? actions.unblock(user) : actions.block(user))}
    >
      {!unblocking &&
        (blocked ? (
          <LockOpen className="size-4" aria-hidden="true" />
        ) : (
          <Ban className="size-4" aria-hidden="true" />
        ))}
      {blocked ? t('admin.users.unblock') : t('admin.users.block.action')}
      {children}
    </Button>
  );
}
