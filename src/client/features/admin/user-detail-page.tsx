/**
 * /admin/users/{id} (docs/product.md, "Pages"): who the account is, whether it is
 * blocked and why, what it has done (listings, bookings, earnings, rating), what
 * its profile proves (its verifications, each revocable: docs/decisions/0062),
 * and what administrators did to it (the audit log). Back returns to the
 * list as it was; Edit and Block/Unblock are hidden for administrators
 * (docs/decisions/0024), with a note saying why.
 */
import type { AdminUserDetail } from '@shared/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/page-states';
import { ApiError } from '../../lib/api';
import { displayName } from '../../lib/person-name';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { FromList } from './admin-params';
import { useAdminUser } from './api/admin-user';
import { BackLink } from './components/back-link';
import { EditUserDialog } from './components/edit-user-dialog';
import { useUserStatusActions } from './components/use-user-status-actions';
import { UserDetailSkeleton, UserNotFound } from './components/user-detail-states';
import { DetailsCard } from './components/user-details-card';
import { UserHeader } from './components/user-header';
import { UserHistory } from './components/user-history';
import { AdminProtectedNote, BlockNotice } from './components/user-notices';
import { UserPayoutsCard } from './components/user-payouts-card';
import { StatsCard } from './components/user-stats-card';
import { UserVerificationsCard } from './components/user-verifications-card';

/** The users list to go back to: as it was when the account was opened from it. */
function useBackToList(): string {
  const state = useLocation().state as FromList | null;
  return `${paths.adminUsers()}${state?.fromList ?? ''}`;
}

export function UserDetailPage() {
  const { id = '' } = useParams();
  return <UserDetail key={id} id={id} />;
}

function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useAdminUser(id);
  const back = useBackToList();
  const notFound = user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400);
  useDocumentTitle(
    t('admin.documentTitle', {
      page: user.data
        ? displayName({ firstName: user.data.firstName, lastName: user.data.lastName })
        : notFound
          ? t('admin.user.notFound.title')
          : t('admin.user.title'),
    }),
  );

  if (user.isPending) return <UserDetailSkeleton />;
  if (notFound) return <UserNotFound back={back} />;
  if (user.isError) {
    return (
      <>
        <BackLink to={back} />
        <ErrorState error={user.error} title={t('admin.user.loadError')} onRetry={() => user.refetch()} />
      </>
    );
  }
  return <UserDetailView user={user.data} back={back} />;
}

function UserDetailView({ user, back }: { user: AdminUserDetail; back: string }) {
  const actions = useUserStatusActions();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <BackLink to={back} />
      <UserHeader user={user} actions={actions} onEdit={() => setEditing(true)} />
      {user.isAdmin && <AdminProtectedNote />}
      {Boolean(user.suspendedAt) && <BlockNotice user={user} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailsCard user={user} />
        <StatsCard user={user} />
      </div>

      <div className="mt-6">
        <UserVerificationsCard userId={user.id} />
      </div>

      {/* A closed account has no payout account left, and nothing to hold (decision 0066). */}
      {!user.isAdmin && !user.closedAt && (
        <div className="mt-6">
          <UserPayoutsCard userId={user.id} />
        </div>
      )}

      <UserHistory userId={user.id} />

      {editing && <EditUserDialog user={user} onOpenChange={setEditing} />}
      {actions.dialog}
    </>
  );
}
