import type { AuditEntry } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../admin-format';
import { AdminName, AuditActionBadge, AuditDetails, AuditTarget } from './audit-parts';

export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ol className="flex flex-col gap-3 lg:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <AuditActionBadge action={entry.action} />
            <time dateTime={entry.createdAt} className="text-xs text-muted">
              {formatDateTime(entry.createdAt, language)}
            </time>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted">{t('admin.audit.columns.target')}</dt>
            <dd className="min-w-0 break-words">
              <AuditTarget entry={entry} />
            </dd>
            <dt className="text-muted">{t('admin.audit.columns.admin')}</dt>
            <dd>
              <AdminName entry={entry} />
            </dd>
            {entry.reason && (
              <>
                <dt className="text-muted">{t('admin.audit.columns.reason')}</dt>
                <dd className="min-w-0 break-words" dir="auto">
                  {entry.reason}
                </dd>
              </>
            )}
          </dl>
          <AuditDetails entry={entry} />
        </li>
      ))}
    </ol>
  );
}
