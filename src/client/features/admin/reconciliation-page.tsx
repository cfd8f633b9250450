/**
 * /admin/reconciliation (docs/decisions/0045, 0047): one Riyadh day, today unless the address names
 * another (?day=), as its last comparison with the gateway left it: Ajjir's figures beside the
 * gateway's and a plain verdict with every difference. Comparing is a job: the page asks for one
 * (or again), says while it is under way and looks again until it is done, and says why the last
 * one failed when the gateway could not be reached.
 */
import { addDays, todayInRiyadh } from '@shared/bookings';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReconciliation } from './api/admin-money';
import { AdminPageHeader } from './components/admin-page-header';
import {
  ComparisonBar,
  ComparisonError,
  NoReport,
  WebhookVerificationNotice,
} from './components/reconciliation-comparison';
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
  const reconciliation = useReconciliation(day);
  useDocumentTitle(t('admin.documentTitle', { page: k('title') }));
  const go = (next: string) =>
    setParams(next === today ? new URLSearchParams() : new URLSearchParams({ day: next }), {
      preventScrollReset: true,
    });

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
      <div aria-busy={reconciliation.isFetching || undefined}>
        {reconciliation.isPending ? (
          <ReportSkeleton />
        ) : reconciliation.isError ? (
          <ErrorState
            error={reconciliation.error}
            title={k('loadError')}
            onRetry={() => reconciliation.refetch()}
          />
        ) : (
          <>
            <WebhookVerificationNotice state={reconciliation.data} />
            <ComparisonError state={reconciliation.data} />
            {reconciliation.data.report ? (
              <>
                <ComparisonBar state={reconciliation.data} />
                <ReconciliationVerdict report={reconciliation.data.report} />
                <ReconciliationFigures report={reconciliation.data.report} />
              </>
            ) : (
              <NoReport state={reconciliation.data} />
            )}
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
