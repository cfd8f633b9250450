/**
 * /admin/audit: every administrator's edit, block, unblock, listing removal
 * and export, newest first (docs/decisions/0024), filtered by action, 20 a
 * page, the filter and page in the address. Phones get cards.
 */
import { AUDIT_ACTIONS, type AuditAction } from '@shared/constants';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useDocumentTitle } from '../../lib/use-document-title';
import { auditApiQuery, auditStateFromParams, paramsFromAuditState } from './admin-params';
import { useAuditLog } from './api/audit-log';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { AuditCards } from './components/audit-cards';
import { AuditTable } from './components/audit-table';

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
