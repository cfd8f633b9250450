/**
 * /admin (docs/product.md, "Pages"): the six cards (users, active listings, bookings
 * of all time, bookings under way, revenue of completed bookings, pending
 * issues) and the chart of bookings and revenue over time.
 */
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminPageHeader } from './components/admin-page-header';
import { ChartPanel } from './components/chart-panel';
import { StatCards } from './components/stat-cards';

export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.dashboard.title') }));
  return (
    <>
      <AdminPageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      <StatCards />
      <ChartPanel />
    </>
  );
}
