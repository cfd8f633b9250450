/**
 * /admin/users (docs/product.md, "Pages"): search (as one types), the All / Active /
 * Blocked filter, and a table of 20 accounts a page with View and Block or
 * Unblock; phones get cards. Search, filter and page are in the address.
 */
import type { AdminUser } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { Ban, Eye, LockOpen, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { SearchInput } from '../../components/search-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../components/ui/table';
import { UserAvatar } from '../../components/user-avatar';
import { useLanguage } from '../../i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  paramsFromUsersState,
  searchOf,
  USER_STATUS_FILTERS,
  type UserStatusFilter,
  type UsersListState,
  usersApiQuery,
  usersStateFromParams,
} from './admin-params';
import { useAdminUsers } from './api/admin-users';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { useUserStatusActions } from './components/use-user-status-actions';
import { AccountTypeLabel, UserStatusBadges } from './components/user-badges';

/** What the user page's Back link returns to: this list as it was. */
export interface FromList {
  fromList?: string;
}

export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = usersStateFromParams(params);
  const users = useAdminUsers(usersApiQuery(state));
  const actions = useUserStatusActions();
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.users.title') }));

  const update = (changes: Partial<UsersListState>, replace = false) =>
    setParams(paramsFromUsersState({ ...state, page: 1, ...changes }), { replace, preventScrollReset: true });
  const hrefOf = (page: number) => paths.adminUsers({ ...state, page });

  const filtered = Boolean(state.search) || state.status !== 'all';

  return (
    <>
      <AdminPageHeader title={t('admin.users.title')} description={t('admin.users.description')} />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={state.search}
          onSearch={(search) => update({ search }, true)}
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          className="flex-1 sm:max-w-md"
        />
        <Select
          value={state.status}
          onValueChange={(status) => update({ status: status as UserStatusFilter })}
        >
          <SelectTrigger aria-label={t('admin.users.filterLabel')} className="sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {USER_STATUS_FILTERS.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`admin.users.filter.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <AdminList
        query={users}
        page={state.page}
        hrefOf={hrefOf}
        pagesLabel={t('admin.users.pagesLabel')}
        loadError={t('admin.users.loadError')}
        skeletonLead="avatar"
        empty={{
          icon: <UsersRound className="size-7" aria-hidden="true" />,
          title: t('admin.users.empty'),
          action: filtered && (
            <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
              {t('admin.common.clearFilters')}
            </Button>
          ),
        }}
      >
        {(rows, total) => (
          <>
            <UsersTable
              users={rows}
              actions={actions}
              fromList={searchOf(params)}
              caption={t('admin.users.caption', { count: total })}
            />
            <UserCards users={rows} actions={actions} fromList={searchOf(params)} />
          </>
        )}
      </AdminList>
      {actions.dialog}
    </>
  );
}

type StatusActions = ReturnType<typeof useUserStatusActions>;

/**
 * The actions column stays at the inline end of the table's scroll box: on a laptop (1366 or 1440 px,
 * beside the sidebar) the other columns are wider than the box, and Block must not scroll out of sight.
 */
const STICKY_END = 'sticky end-0 border-s border-line bg-surface';

function UsersTable({
  users,
  actions,
  fromList,
  caption,
}: {
  users: AdminUser[];
  actions: StatusActions;
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

/** Avatar, full name (with the company for a business) and @username. */
function UserCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} className="size-10" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold text-ink">
          <span dir="auto" className="truncate">
            {user.firstName} {user.lastName}
          </span>
          {user.accountType === 'business' && <Badge variant="info">{t('common.business')}</Badge>}
        </p>
        <p className="truncate text-sm text-muted">
          <span dir="ltr">@{user.username}</span>
          {user.accountType === 'business' && user.companyName && (
            <>
              {' · '}
              <span dir="auto">{user.companyName}</span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}

function RowActions({
  user,
  actions,
  fromList,
}: {
  user: AdminUser;
  actions: StatusActions;
  fromList: string;
}) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`;
  const blocked = Boolean(user.suspendedAt);
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.adminUser(user.id)} state={{ fromList } satisfies FromList}>
          <Eye className="size-4" aria-hidden="true" />
          {t('admin.users.view')}
          <span className="sr-only">{name}</span>
        </Link>
      </Button>
      {!user.isAdmin && (
        <Button
          variant={blocked ? 'outline' : 'danger-outline'}
          size="sm"
          loading={actions.unblockingId === user.id}
          onClick={() => (blocked ? actions.unblock(user) : actions.block(user))}
        >
          {actions.unblockingId !== user.id &&
            (blocked ? (
              <LockOpen className="size-4" aria-hidden="true" />
            ) : (
              <Ban className="size-4" aria-hidden="true" />
            ))}
          {blocked ? t('admin.users.unblock') : t('admin.users.block.action')}
          <span className="sr-only">{name}</span>
        </Button>
      )}
    </>
  );
}

/** Phones and narrow windows: one card per account. */
function UserCards({
  users,
  actions,
  fromList,
}: {
  users: AdminUser[];
  actions: StatusActions;
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
