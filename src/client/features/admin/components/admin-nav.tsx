import type { User } from '@shared/api-types';
import {
  ArrowLeft,
  BadgeCheck,
  Banknote,
  ChartColumn,
  Flag,
  Gavel,
  LayoutDashboard,
  ListChecks,
  LogOut,
  type LucideIcon,
  Package,
  Scale,
  ScrollText,
  TextSearch,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '../../../app/layout/language-switcher';
import { paths } from '../../../app/paths';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/user-avatar';
import { cn } from '../../../lib/cn';
import { searchWordsHref } from '../admin-params';
import { moderationHref } from '../moderation-params';
import { verificationsHref } from '../verifications-params';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active on this path only (the dashboard), not on the paths below it. */
  end?: boolean;
}

export function useAdminNav(): NavEntry[] {
  const { t } = useTranslation();
  return [
    { to: paths.admin(), label: t('admin.nav.dashboard'), icon: LayoutDashboard, end: true },
    { to: paths.adminUsers(), label: t('admin.nav.users'), icon: UsersRound },
    { to: paths.adminItems(), label: t('admin.nav.items'), icon: Package },
    { to: searchWordsHref(), label: t('admin.nav.searchWords'), icon: TextSearch },
    { to: paths.adminPayments(), label: t('admin.money.nav.payments'), icon: Banknote },
    { to: paths.adminReconciliation(), label: t('admin.money.nav.reconciliation'), icon: Scale },
    { to: paths.adminDisputes(), label: t('admin.disputes.nav'), icon: Gavel },
    { to: verificationsHref(), label: t('admin.verifications.nav'), icon: BadgeCheck },
    { to: moderationHref(), label: t('admin.moderation.nav'), icon: Flag },
    { to: paths.adminJobs(), label: t('admin.jobs.nav'), icon: ListChecks },
    { to: paths.adminReports(), label: t('admin.nav.reports'), icon: ChartColumn },
    { to: paths.adminAudit(), label: t('admin.nav.audit'), icon: ScrollText },
  ];
}

/** The brand with the word "Administration" beside it, linking to the dashboard. */
export function AdminBrand({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    // Named by what it shows (the brand and "Administration"), so voice control can say it (WCAG 2.5.3).
    <Link to={paths.admin()} className={cn('inline-flex items-center gap-2.5 rounded-xl', className)}>
      <BrandMark />
      <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-800">
        {t('admin.nav.badge')}
      </span>
    </Link>
  );
}

/**
 * The sidebar's content (docs/product.md, "Pages"), also shown in the phone's drawer:
 * who is signed in, the sections, Back to Site and Logout.
 */
export function AdminNavPanel({
  user,
  onNavigate,
  onLogout,
  loggingOut,
}: {
  user: User;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  const entries = useAdminNav();
  return (
    <div className="flex min-h-full flex-col gap-6 p-5">
      <AdminBrand />

      <div className="flex items-center gap-3 rounded-2xl bg-canvas p-3 ring-1 ring-line">
        <UserAvatar user={user} className="size-10" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink" dir="auto">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-muted rtl:text-end" dir="ltr">
            {user.email}
          </p>
        </div>
      </div>

      <nav aria-label={t('admin.nav.label')}>
        <ul className="flex flex-col gap-1">
          {entries.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                    isActive
                      ? 'bg-primary-50 text-primary-800 before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-full before:bg-primary-700'
                      : 'text-ink/80 hover:bg-canvas hover:text-ink',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
        <Link
          to={paths.home()}
          onClick={onNavigate}
          className="flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink/80 transition-colors hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <ArrowLeft className="flip-rtl size-5" aria-hidden="true" />
          {t('admin.nav.backToSite')}
        </Link>
        <div className="flex items-center justify-between gap-2">
          <LanguageSwitcher className="px-3" />
          <Button
            variant="ghost"
            size="sm"
            onClick={onLogout}
            loading={loggingOut}
            className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
          >
            {!loggingOut && <LogOut className="flip-rtl size-4" aria-hidden="true" />}
            {t('nav.logout')}
          </Button>
        </div>
      </div>
    </div>
  );
}
