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
import { CaseCardsSkeleton } from './components/case-cards-skeleton';
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
  return <CaseCardsSkeleton facts={4} stateWidth="w-28" body={<Skeleton className="h-20" />} />;
}
