/**
 * /admin/payments/{bookingId} (docs/decisions/0045): one booking's money for an administrator:
 * its price, payment, refunds, invoices and ledger transactions, and the goodwill refund form. A
 * refund owed is made by a job moments later (0047): while one is owed the page looks again a few
 * times, so it shows made without a reload.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFollowUp } from '../../lib/use-follow-up';
import { formatDay } from './admin-format';
import { useAdminBookingMoney } from './api/admin-money';
import { AdminPageHeader } from './components/admin-page-header';
import { BackLink } from './components/back-link';
import { Card } from './components/detail-card';
import { LedgerCard } from './components/ledger-table';
import { ManualRefundForm } from './components/manual-refund-form';
import { InvoicesCard, PaymentCard, PriceCard, RefundsCard } from './components/money-panels';

export function BookingMoneyPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { bookingId = '' } = useParams();
  const money = useAdminBookingMoney(bookingId);
  const owed = money.data?.refunds.filter((refund) => refund.status === 'owed').map((refund) => refund.id);
  useFollowUp(owed?.length ? owed.join(' ') : null, money.refetch);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.money.booking.title') }));
  const back = <BackLink to={paths.adminPayments()} label={t('admin.money.booking.back')} />;

  if (money.isPending) return <PageLoading />;
  if (money.isError) {
    const missing = money.error instanceof ApiError && money.error.status === 404;
    return (
      <>
        {back}
        <ErrorState
          error={money.error}
          title={missing ? t('admin.money.booking.notFound') : t('admin.money.booking.loadError')}
          onRetry={missing ? undefined : () => money.refetch()}
        />
      </>
    );
  }
  const data = money.data;
  const { booking } = data;
  const paid = data.money.payment?.paidAt != null;
  const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
  return (
    <>
      {back}
      <AdminPageHeader
        title={booking.itemTitle}
        description={`${t('admin.money.booking.dates', {
          start: formatDay(booking.startDate, language),
          end: formatDay(booking.endDate, language),
        })} · ${t('admin.money.booking.parties', { renter: name(booking.renter), owner: name(booking.owner) })}`}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
        <PriceCard money={data.money} />
        <PaymentCard data={data} />
        <RefundsCard refunds={data.refunds} />
        <InvoicesCard invoices={data.money.invoices} />
        <div className="lg:col-span-2">
          <LedgerCard ledger={data.ledger} />
        </div>
        <div className="lg:col-span-2">
          <Card id="money-refund" title={t('admin.money.booking.sections.refund')}>
            {!paid ? (
              <p className="text-sm text-muted">{t('admin.money.refund.unpaid')}</p>
            ) : data.refundable <= 0 ? (
              <p className="text-sm text-muted">{t('admin.money.refund.nothingLeft')}</p>
            ) : (
              <ManualRefundForm bookingId={booking.id} refundable={data.refundable} />
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
