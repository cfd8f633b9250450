/**
 * /admin/users/{id} (docs/product.md, "Pages"): who the account is, whether it is
 * blocked and why, what it has done (listings, bookings, earnings, rating),
 * and what administrators did to it (the audit log). Back returns to the
 * list as it was; Edit and Block/Unblock are hidden for administrators
 * (docs/decisions/0024), with a note saying why.
 */
import type { AdminUserDetail } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDate, formatMoney, formatNumber } from '@shared/format';
import {
  ArrowLeft,
  AtSign,
  Ban,
  Building2,
  CalendarDays,
  CircleCheck,
  ExternalLink,
  History,
  House,
  IdCard,
  LockOpen,
  type LucideIcon,
  Mail,
  MapPin,
  PenLine,
  Phone,
  ShieldCheck,
  Store,
  UserRound,
  UserRoundX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ErrorState } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDateTime, formatRatingFixed } from './admin-format';
import { useAdminUser } from './api/admin-user';
import { useAuditLog } from './api/audit-log';
import { AuditActionBadge, AuditDetails } from './components/audit-parts';
import { EditUserDialog } from './components/edit-user-dialog';
import { useUserStatusActions } from './components/use-user-status-actions';
import { AccountTypeLabel, UserStatusBadges } from './components/user-badges';
import type { FromList } from './users-page';

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
        ? `${user.data.firstName} ${user.data.lastName}`
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

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3 mb-4">
      <Link to={to}>
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {t('admin.user.back')}
      </Link>
    </Button>
  );
}

function UserDetailView({ user, back }: { user: AdminUserDetail; back: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const actions = useUserStatusActions();
  const [editing, setEditing] = useState(false);
  const blocked = Boolean(user.suspendedAt);
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <>
      <BackLink to={back} />
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
            <p className="mt-0.5 truncate text-muted">
              <span dir="ltr">@{user.username}</span>
              {user.accountType === 'business' && user.companyName && (
                <>
                  {' · '}
                  <span dir="auto">{user.companyName}</span>
                </>
              )}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              <UserStatusBadges user={user} />
              <AccountTypeLabel user={user} />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          {!user.isAdmin && (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <PenLine className="size-4" aria-hidden="true" />
                {t('admin.user.edit')}
              </Button>
              <Button
                variant={blocked ? 'outline' : 'danger'}
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
              </Button>
            </>
          )}
          <Button asChild variant="ghost">
            <Link to={paths.profile(user.id)}>
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('admin.user.publicProfile')}
            </Link>
          </Button>
        </div>
      </section>

      {user.isAdmin && (
        <p className="mt-4 flex items-start gap-3 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900 ring-1 ring-primary-700/15">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
          {t('admin.user.adminProtected')}
        </p>
      )}

      {blocked && (
        <section
          aria-labelledby="block-heading"
          className="mt-4 flex items-start gap-3 rounded-xl bg-danger-50 px-4 py-4 ring-1 ring-danger-600/25"
        >
          <Ban className="mt-0.5 size-5 shrink-0 text-danger-700" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="block-heading" className="font-semibold text-danger-700">
              {user.suspendedAt
                ? t('admin.user.blockedOn', { date: formatDate(user.suspendedAt, language) })
                : t('admin.users.status.blocked')}
            </h2>
            <p className="mt-1 text-sm text-ink">
              <span className="font-medium">{t('admin.user.blockReason')}</span>{' '}
              <span dir="auto">{user.suspensionReason || t('admin.common.notAvailable')}</span>
            </p>
          </div>
        </section>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailsCard user={user} />
        <StatsCard user={user} />
      </div>

      <UserHistory userId={user.id} />

      {editing && <EditUserDialog user={user} onOpenChange={setEditing} />}
      {actions.dialog}
    </>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One fact: an icon at the start, the label above the value (a dt and dd pair in its div). */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 py-3 ps-11">
      <dt className="text-xs font-medium text-muted">
        <span className="absolute start-0 top-3.5 grid size-8 place-items-center rounded-lg bg-canvas text-muted">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function DetailsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const none = <span className="text-muted">{t('admin.common.notProvided')}</span>;
  return (
    <Card id="details-heading" title={t('admin.user.details')}>
      <dl className="grid divide-y divide-line sm:grid-cols-2 sm:gap-x-6 sm:divide-y-0">
        <Fact icon={UserRound} label={t('admin.user.fields.fullName')}>
          <span dir="auto">
            {user.firstName} {user.lastName}
          </span>
        </Fact>
        <Fact icon={AtSign} label={t('auth.fields.username')}>
          <span dir="ltr">@{user.username}</span>
        </Fact>
        <Fact
          icon={user.accountType === 'business' ? Building2 : IdCard}
          label={t('admin.user.fields.accountType')}
        >
          <AccountTypeLabel user={user} />
        </Fact>
        {user.accountType === 'business' && (
          <Fact icon={Store} label={t('auth.fields.companyName')}>
            {user.companyName ? <span dir="auto">{user.companyName}</span> : none}
          </Fact>
        )}
        <Fact icon={user.suspendedAt ? Ban : CircleCheck} label={t('admin.user.fields.status')}>
          <UserStatusBadges user={user} />
        </Fact>
        <Fact icon={Mail} label={t('auth.fields.email')}>
          <a
            href={`mailto:${user.email}`}
            dir="ltr"
            className="text-primary-800 underline-offset-2 hover:underline"
          >
            {user.email}
          </a>
        </Fact>
        <Fact icon={Phone} label={t('auth.fields.phone')}>
          {user.phone ? <span dir="ltr">{user.phone}</span> : none}
        </Fact>
        <Fact icon={MapPin} label={t('admin.user.fields.location')}>
          {user.city ? cityName(user.city, language) : none}
        </Fact>
        <Fact icon={CalendarDays} label={t('admin.user.fields.joined')}>
          {user.joinedAt ? formatDate(user.joinedAt, language) : t('admin.common.notAvailable')}
        </Fact>
        <Fact icon={House} label={t('auth.fields.address')}>
          {user.address ? <span dir="auto">{user.address}</span> : none}
        </Fact>
      </dl>
    </Card>
  );
}

function StatsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const rows: [string, string][] = [
    [t('admin.user.stats.rating'), formatRatingFixed(user.rating, language)],
    [t('admin.user.stats.reviews'), number(user.totalReviews)],
    [t('admin.user.stats.admin'), user.isAdmin ? t('admin.common.yes') : t('admin.common.no')],
    [t('admin.user.stats.listings'), number(user.stats.listings)],
    [t('admin.user.stats.activeListings'), number(user.stats.activeListings)],
    [t('admin.user.stats.bookingsAsRenter'), number(user.stats.bookingsAsRenter)],
    [t('admin.user.stats.bookingsAsOwner'), number(user.stats.bookingsAsOwner)],
    [t('admin.user.stats.completedAsOwner'), number(user.stats.completedAsOwner)],
    [t('admin.user.stats.earnedAsOwner'), formatMoney(user.stats.earnedAsOwner, language)],
  ];
  return (
    <Card id="stats-heading" title={t('admin.user.statistics')}>
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** What administrators did to this account, newest first (the audit log by target). */
function UserHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const history = useAuditLog({ targetId: userId, limit: 20, offset: 0 });
  return (
    <section
      aria-labelledby="history-heading"
      className="mt-6 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
          <History className="size-5 text-primary-700" aria-hidden="true" />
          {t('admin.user.history')}
        </h2>
        {history.data && history.data.total > history.data.rows.length && (
          <Link to={paths.adminAudit()} className="text-sm font-medium text-primary-800 hover:underline">
            {t('admin.user.historyAll')}
          </Link>
        )}
      </div>
      {history.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : history.isError ? (
        <ErrorState
          error={history.error}
          title={t('admin.user.historyError')}
          onRetry={() => history.refetch()}
        />
      ) : history.data.rows.length === 0 ? (
        <p className="rounded-xl bg-canvas px-4 py-6 text-center text-sm text-muted">
          {t('admin.user.historyEmpty')}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {history.data.rows.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-start sm:gap-4">
              <div className="shrink-0 sm:w-44">
                <AuditActionBadge action={entry.action} />
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-ink">
                  {entry.admin
                    ? t('admin.audit.by', { name: `${entry.admin.firstName} ${entry.admin.lastName}` })
                    : t('admin.audit.unknownAdmin')}
                  <span className="text-muted">
                    {' · '}
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
                  </span>
                </p>
                {entry.reason && (
                  <p className="mt-1 text-muted">
                    <span className="font-medium text-ink">{t('admin.audit.columns.reason')}:</span>{' '}
                    <span dir="auto">{entry.reason}</span>
                  </p>
                )}
                <AuditDetails entry={entry} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function UserNotFound({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<UserRoundX className="size-9" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('admin.user.notFound.title')}
      body={t('admin.user.notFound.body')}
      actions={
        <Button asChild>
          <Link to={back}>
            <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
            {t('admin.user.notFound.back')}
          </Link>
        </Button>
      }
    />
  );
}

function UserDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">
        <Skeleton className="mb-4 h-9 w-28" />
        <div className="flex items-center gap-5 rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-6 w-40 rounded-full" />
          </div>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Skeleton className="h-80 rounded-card" />
          <Skeleton className="h-80 rounded-card" />
        </div>
      </div>
    </div>
  );
}
