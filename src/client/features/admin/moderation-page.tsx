/**
 * /admin/moderation (docs/decisions/0064-reports-and-moderation.md): what members reported, grouped
 * by target and newest first, each shown in place with its context, its member and the reports,
 * with the decision form; and, in its own tab, what is hidden now, where a hide is undone. Tab and
 * page in the address (moderation-params.ts). A decided target leaves the queue.
 */
import type { ModerationCase } from '@shared/api-types';
import { REPORT_TARGETS } from '@shared/moderation';
import { EyeOff, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useModerationQueue } from './api/admin-moderation';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { CaseCardsSkeleton } from './components/case-cards-skeleton';
import { ModerationCaseCard } from './components/moderation-case-card';
import {
  type ModerationListState,
  type ModerationTab,
  moderationApiQuery,
  moderationHref,
  moderationStateFromParams,
  paramsFromModerationState,
} from './moderation-params';

const TABS: readonly ModerationTab[] = ['all', ...REPORT_TARGETS, 'hidden'];

export function ModerationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = moderationStateFromParams(params);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.moderation.title') }));
  const go = (changes: Partial<ModerationListState>) =>
    setParams(paramsFromModerationState({ ...state, page: 1, ...changes }), { preventScrollReset: true });

  return (
    <>
      <AdminPageHeader title={t('admin.moderation.title')} description={t('admin.moderation.description')} />
      <Tabs value={state.tab} onValueChange={(tab) => go({ tab: tab as ModerationTab })}>
        <TabsList aria-label={t('admin.moderation.filterLabel')} className="flex-wrap gap-y-0">
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`admin.moderation.filters.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === state.tab && <Cases state={state} />}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function Cases({ state }: { state: ModerationListState }) {
  const { t } = useTranslation();
  const queue = useModerationQueue(moderationApiQuery(state));
  const hidden = state.tab === 'hidden';
  return (
    <AdminList<ModerationCase>
      query={queue}
      page={state.page}
      hrefOf={(page) => moderationHref({ ...state, page })}
      pagesLabel={t('admin.moderation.pagesLabel')}
      loadError={t('admin.moderation.loadError')}
      empty={
        hidden
          ? {
              icon: <EyeOff className="size-7" aria-hidden="true" />,
              title: t('admin.moderation.emptyHidden'),
            }
          : { icon: <Flag className="size-7" aria-hidden="true" />, title: t('admin.moderation.empty') }
      }
      skeleton={<CaseCardsSkeleton facts={3} stateWidth="w-24" body={<Skeleton className="h-24" />} />}
    >
      {(rows, total) => (
        <>
          <p className="mb-4 text-sm font-medium text-muted">
            {t(hidden ? 'admin.moderation.hiddenCount' : 'admin.moderation.count', { count: total })}
          </p>
          <ul className="flex flex-col gap-6">
            {rows.map((each) => (
              <li key={`${each.targetType}:${each.targetId}`}>
                <ModerationCaseCard entry={each} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminList>
  );
}
