import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { formatDateTime } from '../admin-format';
import { useAuditLog } from '../api/audit-log';
import { AuditActionBadge, AuditDetails } from './audit-parts';

/** What administrators did to this account, newest first (the audit log by target). */
export function UserHistory({ userId }: { userId: string }) {
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
                    ? t('admin.audit.by', { name: displayName(entry.admin) })
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
