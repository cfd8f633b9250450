import type { AdminUserDetail } from '@shared/api-types';
import { ExternalLink, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/user-avatar';
import { displayName } from '../../../lib/person-name';
import { BlockToggleButton } from './block-toggle-button';
import type { UserStatusActions } from './use-user-status-actions';
import { AccountTypeLabel, UserStatusBadges } from './user-badges';
import { UserHandle } from './user-cell';

/**
 * The account page's heading: avatar, name, username and badges, with Edit and Block/Unblock
 * (not for administrators, docs/decisions/0024) and the public profile (neither for an account its
 * member closed, which has no profile and is not changed, decision 0066).
 */
export function UserHeader({
  user,
  actions,
  onEdit,
}: {
  user: AdminUserDetail;
  actions: UserStatusActions;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  // A closed account's names are gone: a former member (decision 0066).
  const name = displayName({ firstName: user.firstName, lastName: user.lastName });
  return (
    <section
      aria-labelledby="user-name"
      className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6 lg:flex-row lg:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4 sm:gap-5">
        <UserAvatar user={user} className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-0">
          <h1 id="user-name" className="text-2xl font-bold text-ink sm:text-3xl" dir="auto">
            {name}
          </h1>
          <UserHandle user={user} className="mt-0.5 truncate text-muted" />
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <UserStatusBadges user={user} />
            <AccountTypeLabel user={user} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
        {!user.isAdmin && !user.closedAt && (
          <>
            <Button variant="outline" onClick={onEdit}>
              <PenLine className="size-4" aria-hidden="true" />
              {t('admin.user.edit')}
            </Button>
            <BlockToggleButton user={user} actions={actions} blockVariant="danger" />
          </>
        )}
        {!user.closedAt && (
          <Button asChild variant="ghost">
            <Link to={paths.profile(user.id)}>
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('admin.user.publicProfile')}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
