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
 * The actions column stays at the inline end of the table's scroll box, so Block never scrolls out
 * of sight. The table lays its columns out from fixed widths, never from what the rows hold: the
 * status, joined and actions columns are as wide as their longest content can be (Unblock is
 * longer than Block), and the person and e-mail share the rest, cut with an ellipsis. No name,
 * company or blocked account can then widen the table past its box at any width the table shows
 * (from 1280 px), and no column starts hidden under the actions column. Below 1536 px (a laptop,
 * beside the sidebar) the account type moves into the status cell instead of a column of its own.
 */
const STICKY_END = 'sticky end-0 border-s border-line bg-surface';
const WIDE_ONLY = 'hidden 2xl:table-cell';

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
      <Table className="table-fixed">
        <TableCaption>{caption}</TableCaption>
        <THead>
          <Tr>
            <Th>{t('admin.users.columns.user')}</Th>
            <Th>{t('admin.users.columns.email')}</Th>
            <Th className={`w-32 ${WIDE_ONLY}`}>{t('admin.users.columns.type')}</Th>
            <Th className="w-32">{t('admin.users.columns.status')}</Th>
            <Th className="w-32">{t('admin.users.columns.joined')}</Th>
            <Th className={`w-60 text-end ${STICKY_END}`}>{t('admin.users.columns.actions')}</Th>
          </Tr>
        </THead>
        <TBody>
          {users.map((user) => (
            <Tr key={user.id}>
              <Td>
                <UserCell user={user} />
              </Td>
              <Td>
                <span className="block truncate" dir="ltr" title={user.email}>
                  {user.email}
                </span>
              </Td>
              <Td className={WIDE_ONLY}>
                <AccountTypeLabel user={user} />
              </Td>
              <Td>
                <div className="flex flex-col items-start gap-1">
                  <UserStatusBadges user={user} />
                  <span className="text-muted text-xs 2xl:hidden">
                    <AccountTypeLabel user={user} />
                  </span>
                </div>
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
