import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/page-states';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * A page that crashed or failed to load. A chunk that no longer exists (the
 * app was redeployed while the tab stayed open) is fixed by a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('errors.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </div>
  );
}
