import type { AdminUser } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { UserStatusActions } from './use-user-status-actions';
import { AccountTypeLabel, UserStatusBadges } from './user-badges';
import { UserCell } from './user-cell';
import { RowActions } from './user-row-actions';

/** Phones and narrow windows: one card per account. */
export function UserCards({
  users,
  actions,
  fromList,
}: {
  users: AdminUser[];
  actions: UserStatusActions;
  fromList: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
      {users.map((user) => (
        <li
          key={user.id}
          className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line"
        >
          <UserCell user={user} />
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{t('admin.users.columns.email')}</dt>
            <dd className="min-w-0 truncate rtl:text-end" dir="ltr">
              {user.email}
            </dd>
            <dt className="text-muted">{t('admin.users.columns.type')}</dt>
            <dd>
              <AccountTypeLabel user={user} />
            </dd>
            <dt className="text-muted">{t('admin.users.columns.status')}</dt>
            <dd>
              <UserStatusBadges user={user} />
            </dd>
            <dt className="text-muted">{t('admin.users.columns.joined')}</dt>
            <dd>{user.joinedAt ? formatDate(user.joinedAt, language) : t('admin.common.notAvailable')}</dd>
          </dl>
          <div className="flex flex-wrap gap-2 border-t border-line pt-3 [&>*]:flex-1">
            <RowActions user={user} actions={actions} fromList={fromList} />
          </div>
        </li>
      ))}
    </ul>
  );
}
