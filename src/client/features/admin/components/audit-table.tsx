import type { AuditEntry } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../admin-format';
import { AdminName, AuditActionBadge, AuditDetails, AuditTarget } from './audit-parts';

export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
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
