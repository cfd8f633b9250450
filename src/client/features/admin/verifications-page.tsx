/**
 * /admin/verifications (docs/decisions/0062-verified-members.md): the business checks the register
 * did not settle on its own, waiting for an administrator's decision (the first tab), then those
 * verified, turned down or revoked; 20 a page, status and page in the address
 * (verifications-params.ts). A decided check leaves the queue.
 */
import type { AdminBusinessCheck } from '@shared/answers/verification';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBusinessChecks } from './api/admin-verifications';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { BusinessCheckCard } from './components/business-check-card';
import {
  paramsFromVerificationsState,
  VERIFICATION_TABS,
  type VerificationsListState,
  verificationsApiQuery,
  verificationsHref,
  verificationsStateFromParams,
} from './verifications-params';

export function VerificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = verificationsStateFromParams(params);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.verifications.title') }));
  const go = (changes: Partial<VerificationsListState>) =>
    setParams(paramsFromVerificationsState({ ...state, page: 1, ...changes }), { preventScrollReset: true });

  return (
    <>
      <AdminPageHeader
        title={t('admin.verifications.title')}
        description={t('admin.verifications.description')}
      />
      <Tabs
        value={state.status}
        onValueChange={(tab) => go({ status: tab as VerificationsListState['status'] })}
      >
        {/* Four tabs are wider than a phone: they wrap, rather than hide the last behind a scroll nothing shows. */}
        <TabsList aria-label={t('admin.verifications.statusesLabel')} className="flex-wrap gap-y-0">
          {VERIFICATION_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`admin.verifications.statuses.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {VERIFICATION_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === state.status && <BusinessChecks state={state} />}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function BusinessChecks({ state }: { state: VerificationsListState }) {
  const { t } = useTranslation();
  const checks = useBusinessChecks(verificationsApiQuery(state));
  return (
    <AdminList<AdminBusinessCheck>
      query={checks}
      page={state.page}
      hrefOf={(page) => verificationsHref({ ...state, page })}
      pagesLabel={t('admin.verifications.pagesLabel')}
      loadError={t('admin.verifications.loadError')}
      empty={{
        icon: <BadgeCheck className="size-7" aria-hidden="true" />,
        title: t(`admin.verifications.empty.${state.status}`),
      }}
      skeleton={<ChecksSkeleton />}
    >
      {(rows, total) => (
        <>
          <p className="mb-4 text-sm font-medium text-muted">
            {t('admin.verifications.count', { count: total })}
          </p>
          <ul className="flex flex-col gap-6">
            {rows.map((check) => (
              <li key={check.id}>
                <BusinessCheckCard check={check} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminList>
  );
}

/** Two cards' outlines: the name, the facts, the register's answer, the form. */
function ChecksSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: 2 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
        >
          <div className="flex flex-wrap justify-between gap-3">
            <Skeleton className="h-6 w-56 max-w-full" />
            <Skeleton className="h-6 w-28" />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
            {Array.from({ length: 4 }, (_, fact) => (
              <div key={fact} className="flex flex-col gap-1.5">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-28 max-w-full" />
              </div>
            ))}
          </div>
          <Skeleton className="h-20" />
          <Skeleton className="h-11 w-48" />
        </div>
      ))}
    </div>
  );
}
