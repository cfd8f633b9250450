import type { AdminUser } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/user-avatar';
import { displayName } from '../../../lib/person-name';

/** Avatar, full name (with the company for a business) and @username. */
export function UserCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} className="size-10" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold text-ink">
          <span dir="auto" className="truncate">
            {displayName({ firstName: user.firstName, lastName: user.lastName })}
          </span>
          {user.accountType === 'business' && <Badge variant="info">{t('common.business')}</Badge>}
        </p>
        <UserHandle user={user} className="truncate text-sm text-muted" />
      </div>
    </div>
  );
}

/** @username, and the company's name for a business: under the name in the list and on the account page. */
export function UserHandle({
  user,
  className,
}: {
  user: Pick<AdminUser, 'username' | 'accountType' | 'companyName'>;
  className: string;
}) {
  return (
    <p className={className}>
      <span dir="ltr">@{user.username}</span>
      {user.accountType === 'business' && user.companyName && (
        <>
          {' · '}
          <span dir="auto">{user.companyName}</span>
        </>
      )}
    </p>
  );
}
