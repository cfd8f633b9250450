import type { AdminUser } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import type { UserStatusActions } from './use-user-status-actions';
import { AccountTypeLabel, UserStatusBadges } from './user-badges';
import { UserCell } from './user-cell';
import { RowActions } from './user-row-actions';

/**
 * The actions column stays at the inline end of the table's scroll box: on a laptop (1366 or 1440 px,
 * beside the sidebar) the other columns are wider than the box, and Block must not scroll out of sight.
 */
const STICKY_END = 'sticky end-0 border-s border-line bg-surface';

export function UsersTable({
  users,
  actions,
  fromList,
  caption,
}: {
  users: AdminUser[];
  actions: UserStatusActions;
  fromList: string;
  caption: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="hidden xl:block">
      <Table>
        <TableCaption>{caption}</TableCaption>
        <THead>
          <Tr>
            <Th>{t('admin.users.columns.user')}</Th>
            <Th>{t('admin.users.columns.email')}</Th>
            <Th>{t('admin.users.columns.type')}</Th>
            <Th>{t('admin.users.columns.status')}</Th>
            <Th>{t('admin.users.columns.joined')}</Th>
            <Th className={`text-end ${STICKY_END}`}>{t('admin.users.columns.actions')}</Th>
          </Tr>
        </THead>
        <TBody>
          {users.map((user) => (
            <Tr key={user.id}>
              <Td>
                <UserCell user={user} />
              </Td>
              <Td>
                <span className="block max-w-64 truncate" dir="ltr">
                  {user.email}
                </span>
              </Td>
              <Td>
                <AccountTypeLabel user={user} />
              </Td>
              <Td>
                <UserStatusBadges user={user} />
              </Td>
              <Td className="whitespace-nowrap text-muted">
                {user.joinedAt ? formatDate(user.joinedAt, language) : t('admin.common.notAvailable')}
              </Td>
              <Td className={STICKY_END}>
                <div className="flex justify-end gap-2">
                  <RowActions user={user} actions={actions} fromList={fromList} />
                </div>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
