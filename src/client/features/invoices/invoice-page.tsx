/**
 * /invoices/:id: a simplified tax invoice or credit note, printable on A4 (invoice-print.css). Only
 * the booking's two parties and administrators may read it; anyone else gets not-found.
 */
import { ArrowLeft, FileX, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ErrorState, PageLoading } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useInvoice } from './api/invoice';
import { InvoiceDocument } from './components/invoice-document';
import './invoice-print.css';
import type { Invoice } from '@shared/api-types';
import { formatInvoiceNumber } from '@shared/format';
import { useLanguage } from '../../i18n/use-language';

export function InvoicePage() {
  const location = useLocation();
  const me = useCurrentUser();
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to={paths.signInThenBack(location.pathname)} replace />;
  return <InvoiceLoader />;
}

function InvoiceLoader() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { language } = useLanguage();
  const invoice = useInvoice(id);
  const number = invoice.data ? formatInvoiceNumber(invoice.data.number, language) : '';
  useDocumentTitle(t('invoices.title', { number }).trim());
  if (invoice.isPending) return <InvoiceSkeleton />;
  if (invoice.isError) {
    const status = invoice.error instanceof ApiError ? invoice.error.status : 0;
    if (status === 403 || status === 404) return <InvoiceNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState error={invoice.error} title={t('invoices.loadError')} onRetry={() => invoice.refetch()} />
      </div>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <div data-print-hidden="" className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.booking(invoice.booking.id)}>
            <ArrowLeft className="size-4 flip-rtl" aria-hidden="true" />
            {t('invoices.backToBooking')}
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer className="size-5" aria-hidden="true" />
          {t('invoices.print')}
        </Button>
      </div>
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}

function InvoiceNotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<FileX className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      title={t('invoices.notFound.title')}
      body={t('invoices.notFound.body')}
      actions={
        <Button asChild>
          <Link to={paths.home()}>{t('common.backHome')}</Link>
        </Button>
      }
    />
  );
}

function InvoiceSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-[36rem] w-full rounded-3xl" />
    </div>
  );
}
