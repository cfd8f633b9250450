/**
 * /admin/audit: every administrator's edit, block, unblock, listing removal
 * and export, newest first (docs/decisions/0024), filtered by action, 20 a
 * page, the filter and page in the address. Phones get cards.
 */
import type { AuditEntry } from '@shared/api-types';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/constants';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../components/ui/table';
import { useLanguage } from '../../i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDateTime } from './admin-format';
import { auditApiQuery, auditStateFromParams, paramsFromAuditState } from './admin-params';
import { useAuditLog } from './api/audit-log';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { AuditActionBadge, AuditDetails, AuditTarget } from './components/audit-parts';

const ALL = 'all';

export function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = auditStateFromParams(params);
  const log = useAuditLog(auditApiQuery(state));
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.audit.title') }));

  const hrefOf = (page: number) => paths.adminAudit({ action: state.action, page });
  return (
    <>
      <AdminPageHeader title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <div className="mb-5 flex items-center gap-3">
        <Select
          value={state.action ?? ALL}
          onValueChange={(value) =>
            setParams(
              paramsFromAuditState({ action: value === ALL ? undefined : (value as AuditAction), page: 1 }),
              {
                preventScrollReset: true,
              },
            )
          }
        >
          <SelectTrigger aria-label={t('admin.audit.filterLabel')} className="sm:w-72">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('admin.audit.allActions')}</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {t(`admin.audit.actions.${action}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <AdminList
        query={log}
        page={state.page}
        hrefOf={hrefOf}
        pagesLabel={t('admin.audit.pagesLabel')}
        loadError={t('admin.audit.loadError')}
        empty={{
          icon: <ScrollText className="size-7" aria-hidden="true" />,
          title: state.action ? t('admin.audit.emptyFiltered') : t('admin.audit.empty'),
          action: state.action && (
            <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
              {t('admin.audit.allActions')}
            </Button>
          ),
        }}
      >
        {(rows, total) => (
          <>
            <AuditTable entries={rows} caption={t('admin.audit.caption', { count: total })} />
            <AuditCards entries={rows} />
          </>
        )}
      </AdminList>
    </>
  );
}

function AdminName({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.admin) return <span className="text-muted">{t('admin.audit.unknownAdmin')}</span>;
  return (
    <span dir="auto">
      {entry.admin.firstName} {entry.admin.lastName}
    </span>
  );
}

function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="hidden lg:block">
      <Table>
        <TableCaption>{caption}</TableCaption>
        <THead>
          <Tr>
            <Th>{t('admin.audit.columns.when')}</Th>
            <Th>{t('admin.audit.columns.admin')}</Th>
            <Th>{t('admin.audit.columns.action')}</Th>
            <Th>{t('admin.audit.columns.target')}</Th>
            <Th>{t('admin.audit.columns.reason')}</Th>
          </Tr>
        </THead>
        <TBody>
          {entries.map((entry) => (
            <Tr key={entry.id}>
              <Td className="whitespace-nowrap text-muted">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
              </Td>
              <Td className="whitespace-nowrap">
                <AdminName entry={entry} />
              </Td>
              <Td>
                <AuditActionBadge action={entry.action} />
                <AuditDetails entry={entry} />
              </Td>
              <Td className="max-w-56">
                <AuditTarget entry={entry} />
              </Td>
              <Td className="max-w-sm">
                {entry.reason ? (
                  <span className="line-clamp-3" dir="auto">
                    {entry.reason}
                  </span>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}

function AuditCards({ entries }: { entries: AuditEntry[] }) {
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
