/**
 * Where the day's comparison with the gateway stands (docs/decisions/0047: it is a job): when it
 * was last made, whether one is on its way (the page then looks again by itself), why the last one
 * failed, and the button that asks for one.
 */
import type { ReconciliationState } from '@shared/api-types';
import { CircleAlert, CloudOff, RefreshCw, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../admin-format';
import { useCompareReconciliation } from '../api/admin-money';

/** "Compare with the gateway", or "Compare again" once the day has a report; busy while one is on its way. */
export function CompareButton({ state, className }: { state: ReconciliationState; className?: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const compare = useCompareReconciliation(state.day);
  const busy = compare.isPending || state.comparing;
  return (
    <Button
      variant={state.report ? 'outline' : 'primary'}
      loading={busy}
      className={className}
      onClick={() =>
        compare.mutate(undefined, {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('admin.money.reconciliation.compareFailed'),
              description: errorMessage(error),
            }),
        })
      }
    >
      {!busy && <RefreshCw className="size-4" aria-hidden="true" />}
      {state.report ? t('admin.money.reconciliation.compareAgain') : t('admin.money.reconciliation.compare')}
    </Button>
  );
}

/** The line above a report: when it was compared, or that a comparison is under way; and the button. */
export function ComparisonBar({ state }: { state: ReconciliationState }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <p role="status" className="flex items-center gap-2 text-sm text-ink/80">
        {state.comparing ? (
          <>
            <Spinner className="text-primary-700" />
            {t('admin.money.reconciliation.comparing')}
          </>
        ) : (
          state.comparedAt &&
          t('admin.money.reconciliation.comparedAt', { time: formatDateTime(state.comparedAt, language) })
        )}
      </p>
      <CompareButton state={state} />
    </div>
  );
}

/** No report for the day yet: being made, or not asked for (with the button to ask). */
export function NoReport({ state }: { state: ReconciliationState }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        {state.comparing ? <Spinner size={28} /> : <Scale className="size-7" aria-hidden="true" />}
      </div>
      <div role="status" className="flex max-w-md flex-col gap-1.5">
        <p className="font-semibold text-ink">
          {state.comparing
            ? t('admin.money.reconciliation.comparing')
            : t('admin.money.reconciliation.notComparedTitle')}
        </p>
        {!state.comparing && (
          <p className="text-sm text-muted">{t('admin.money.reconciliation.notCompared')}</p>
        )}
      </div>
      {!state.comparing && <CompareButton state={state} />}
    </div>
  );
}

/**
 * The last comparison's failure: being tried again while one is on its way (the gateway could not
 * be reached), or given up until someone asks again.
 */
export function ComparisonError({ state }: { state: ReconciliationState }) {
  const { t } = useTranslation();
  if (!state.lastError) return null;
  const retrying = state.comparing;
  const Icon = retrying ? CloudOff : CircleAlert;
  return (
    <div
      role="alert"
      className={
        retrying
          ? 'mb-5 flex gap-3 rounded-card border border-warning-700/20 bg-warning-50 p-4 text-warning-700'
          : 'mb-5 flex gap-3 rounded-card border border-danger-600/25 bg-danger-50 p-4 text-danger-700'
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">
          {retrying
            ? t('admin.money.reconciliation.retryingTitle')
            : t('admin.money.reconciliation.failedTitle')}
        </p>
        <p className="break-words text-sm text-ink/80">
          {retrying
            ? t('admin.money.reconciliation.retrying', { error: state.lastError })
            : t('admin.money.reconciliation.failed', { error: state.lastError })}
        </p>
      </div>
    </div>
  );
}

/**
 * The gateway asks to verify its webhook (docs/operations.md, "Going live with Moyasar"): until an
 * administrator enters this code in its dashboard, it sends no webhook at all. Shown while the
 * code holds (30 minutes).
 */
export function WebhookVerificationNotice({ state }: { state: ReconciliationState }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const verification = state.webhookVerification;
  if (!verification) return null;
  return (
    <section
      aria-labelledby="webhook-verification-title"
      className="mb-5 flex flex-col gap-2 rounded-card bg-warning-50 p-4 text-sm text-ink ring-1 ring-warning-700/20"
    >
      <h2 id="webhook-verification-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-4 shrink-0 text-warning-700" aria-hidden="true" />
        {t('admin.money.reconciliation.webhookVerificationTitle')}
      </h2>
      <p>{t('admin.money.reconciliation.webhookVerificationBody')}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span>{t('admin.money.reconciliation.webhookVerificationCode')}</span>
        <span dir="ltr" className="font-mono text-lg font-semibold tracking-widest">
          {verification.code}
        </span>
        <span className="text-ink/70">
          {t('admin.money.reconciliation.webhookVerificationReceived', {
            time: formatDateTime(verification.receivedAt, language),
          })}
        </span>
      </p>
    </section>
  );
}
