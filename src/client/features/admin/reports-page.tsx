/**
 * /admin/reports (docs/product.md, "Pages"): exports of users and listings in JSON or
 * CSV (downloads opened in a new tab), and the best-selling items report for
 * the chosen days, asked for only when both are set. The days are in the
 * address; quick ranges fill them in Riyadh's calendar.
 */
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminPageHeader } from './components/admin-page-header';
import { BestSelling } from './components/best-selling-report';
import { Exports } from './components/report-exports';

export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.reports.title') }));
  return (
    <>
      <AdminPageHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <Exports />
      <BestSelling />
    </>
  );
}
