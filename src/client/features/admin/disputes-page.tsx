/**
 * /admin/disputes (docs/decisions/0058-claims-and-disputes.md): the claims on deposits that renters
 * disputed, oldest first, 20 a page (the page is in the address), each with both sides and the
 * decision form. A decided claim leaves the list. Under them, the objections to a hand-over or a
 * return, each resolved with a note (docs/decisions/0059-handover-and-return-records.md), then the
 * no-show cases, each decided with a reason (docs/decisions/0060-no-shows.md).
 */
import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { pageFromParam } from './admin-params';
import { useDisputeQueue } from './api/admin-claims';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { CaseCardsSkeleton } from './components/case-cards-skeleton';
import { DisputeCard } from './components/dispute-card';
import { NoShowsSection } from './components/no-shows-section';
import { ObjectionsSection } from './components/objections-section';

export function DisputesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const queue = useDisputeQueue(page);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.disputes.title') }));
  // Read once a render: every card's age and deadline are measured from the same moment.
  const now = Date.now();

  return (
    <>
      <AdminPageHeader title={t('admin.disputes.title')} description={t('admin.disputes.description')} />
      <AdminList
        query={queue}
        page={page}
        hrefOf={(each) => paths.adminDisputes({ page: each })}
        pagesLabel={t('admin.disputes.pagesLabel')}
        loadError={t('admin.disputes.loadError')}
        empty={{ icon: <Gavel className="size-7" aria-hidden="true" />, title: t('admin.disputes.empty') }}
        skeleton={<DisputesSkeleton />}
      >
        {(disputes, total) => (
          <>
            <p className="mb-4 text-sm font-medium text-muted">
              {t('admin.disputes.count', { count: total })}
            </p>
            <ul className="flex flex-col gap-6">
              {disputes.map((dispute) => (
                <li key={dispute.claim.id}>
                  <DisputeCard dispute={dispute} now={now} />
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminList>
      <ObjectionsSection />
      <NoShowsSection />
    </>
  );
}

/** Two cards' outlines: the facts, the two sides, the form. */
function DisputesSkeleton() {
  return (
    <CaseCardsSkeleton
      facts={5}
      stateWidth="w-40"
      body={
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      }
    />
  );
}
