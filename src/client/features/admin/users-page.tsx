/**
 * /admin/users (docs/product.md, "Pages"): search (as one types), the All / Active /
 * Blocked filter, and a table of 20 accounts a page with View and Block or
 * Unblock; phones get cards. Search, filter and page are in the address.
 */
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { SearchInput } from '../../components/search-input';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
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
import { UserCards } from './components/user-cards';
import { UsersTable } from './components/users-table';

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
