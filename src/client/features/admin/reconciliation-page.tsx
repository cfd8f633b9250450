/**
 * /admin/reconciliation (docs/decisions/0045): one Riyadh day, today unless the address names
 * another (?day=), with Ajjir's figures beside the gateway's and a plain verdict with every
 * difference. A gateway that cannot be reached is said so, with a way to ask again.
 */
import { addDays, todayInRiyadh } from '@shared/bookings';
import { ChevronLeft, ChevronRight, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReconciliation } from './api/admin-money';
import { AdminPageHeader } from './components/admin-page-header';
import { ReconciliationFigures } from './components/reconciliation-figures';
import { ReconciliationVerdict } from './components/reconciliation-verdict';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function ReconciliationPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.money.reconciliation.${key}`);
  const [params, setParams] = useSearchParams();
  const today = todayInRiyadh();
  const asked = params.get('day');
  const day = asked && DAY.test(asked) && asked <= today ? asked : today;
  const report = useReconciliation(day);
  useDocumentTitle(t('admin.documentTitle', { page: k('title') }));
  const go = (next: string) =>
    setParams(next === today ? new URLSearchParams() : new URLSearchParams({ day: next }), {
      preventScrollReset: true,
    });

  const unavailable = report.error instanceof ApiError && report.error.code === 'gateway_unavailable';
  return (
    <>
      <AdminPageHeader title={k('title')} description={k('description')} />
      <div className="mb-6 flex flex-wrap items-end gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={k('previousDay')}
          onClick={() => go(addDays(day, -1))}
        >
          <ChevronLeft className="flip-rtl size-4" aria-hidden="true" />
        </Button>
        <Field label={k('day')} className="w-44">
          <Input
            type="date"
            value={day}
            max={today}
            onChange={(event) => DAY.test(event.target.value) && go(event.target.value)}
          />
        </Field>
        <Button
          variant="outline"
          size="icon"
          aria-label={k('nextDay')}
          disabled={day >= today}
          onClick={() => go(addDays(day, 1))}
        >
          <ChevronRight className="flip-rtl size-4" aria-hidden="true" />
        </Button>
      </div>
      <div aria-busy={report.isFetching || undefined}>
        {report.isPending ? (
          <ReportSkeleton />
        ) : unavailable ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-card border border-warning-700/20 bg-warning-50 px-6 py-10 text-center"
          >
            <CloudOff className="size-8 text-warning-700" aria-hidden="true" />
            <p className="font-semibold text-warning-700">{k('unavailableTitle')}</p>
            <p className="max-w-md text-sm text-muted">{k('unavailable')}</p>
            <Button variant="outline" size="sm" loading={report.isFetching} onClick={() => report.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : report.isError ? (
          <ErrorState error={report.error} title={k('loadError')} onRetry={() => report.refetch()} />
        ) : (
          <>
            <ReconciliationVerdict report={report.data} />
            <ReconciliationFigures report={report.data} />
          </>
        )}
      </div>
    </>
  );
}

function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="h-24 w-full rounded-card" />
      <div className="grid gap-5 md:grid-cols-2">
        <Skeleton className="h-44 rounded-card" />
        <Skeleton className="h-44 rounded-card" />
      </div>
    </div>
  );
}
