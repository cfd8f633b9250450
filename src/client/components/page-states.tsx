import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <Spinner className="size-6 text-primary-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/** The translated message for an error: the server's code when there is one, else a network or generic text. */
export function useErrorMessage() {
  const { t } = useTranslation();
  // Stable between renders (it changes with the language), so effects may depend on it.
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.code === 'rate_limited' && error.body?.retryAfter) {
        return t('errors.rateLimitedFor', { count: Math.ceil(error.body.retryAfter / 60) });
      }
      if (error instanceof ApiError && error.code === 'account_blocked' && error.body?.reason) {
        return t('errors.accountBlockedBecause', { reason: error.body.reason });
      }
      if (error instanceof ApiError && error.code && t(`errors.${error.code}`, { defaultValue: '' })) {
        return t(`errors.${error.code}`);
      }
      if (error instanceof TypeError) return t('errors.network'); // fetch itself failed
      return t('errors.body');
    },
    [t],
  );
}

/** A failed load, with the reason in the user's language and a way to try again. */
export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage()(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger-600/20 bg-danger-50 px-6 py-10 text-center"
    >
      <AlertTriangle className="size-8 text-danger-600" aria-hidden="true" />
      <p className="font-semibold text-danger-700">{title ?? t('errors.title')}</p>
      <p className="max-w-md text-sm text-muted">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ icon, title, action }: { icon: ReactNode; title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </div>
      <p className="max-w-md text-muted">{title}</p>
      {action}
    </div>
  );
}
