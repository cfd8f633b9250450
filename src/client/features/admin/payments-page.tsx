/**
 * /admin/payments (docs/decisions/0045): renters' payments, refunds and owners' payouts, one tab
 * each, each a table of 20 rows a page with its filters; tab, filters and page are in the address.
 * A row's booking opens its money (/admin/payments/{bookingId}).
 */
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type MoneyRows, useMoneyList } from './api/admin-money';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { usePaymentColumns, usePayoutColumns, useRefundColumns } from './components/money-columns';
import { MoneyFilters } from './components/money-filters';
import { MoneyRows as MoneyRowsView } from './components/money-rows';
import { PayoutReviewsPanel } from './components/payout-reviews-panel';
import {
  isFiltered,
  MONEY_TABS,
  type MoneyListState,
  type MoneyTab,
  moneyApiQuery,
  moneyHref,
  moneyStateFromParams,
  paramsFromMoneyState,
} from './money-params';

export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = moneyStateFromParams(params);
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.money.list.title') }));

  const update = (changes: Partial<MoneyListState>) =>
    setParams(paramsFromMoneyState({ ...state, page: 1, ...changes }), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <>
      <AdminPageHeader title={t('admin.money.list.title')} description={t('admin.money.list.description')} />
      <Tabs
        value={state.tab}
        onValueChange={(tab) => setParams(paramsFromMoneyState({ tab: tab as MoneyTab, page: 1 }))}
      >
        <TabsList aria-label={t('admin.money.list.tabsLabel')}>
          {MONEY_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`admin.money.list.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {MONEY_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === state.tab && (
              <>
                {tab === 'payouts' && <PayoutReviewsPanel />}
                <MoneyFilters key={tab} state={state} onChange={update} />
                <MoneyTable state={state} onClear={() => setParams(paramsFromMoneyState({ tab, page: 1 }))} />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function MoneyTable({ state, onClear }: { state: MoneyListState; onClear: () => void }) {
  const { t } = useTranslation();
  const list = useMoneyList(state.tab, moneyApiQuery(state));
  const columns = {
    payments: usePaymentColumns(),
    refunds: useRefundColumns(),
    payouts: usePayoutColumns(),
  };
  return (
    <AdminList
      query={list}
      page={state.page}
      hrefOf={(page) => moneyHref({ ...state, page })}
      pagesLabel={t('admin.money.list.pagesLabel')}
      loadError={t('admin.money.list.loadError')}
      empty={{
        icon: <Banknote className="size-7" aria-hidden="true" />,
        title: t(`admin.money.list.empty.${state.tab}`),
        action: isFiltered(state) && (
          <Button variant="outline" size="sm" onClick={onClear}>
            {t('admin.common.clearFilters')}
          </Button>
        ),
      }}
    >
      {(rows) => (
        <MoneyRowsView
          rows={rows as MoneyRows[typeof state.tab][]}
          columns={columns[state.tab] as never}
          caption={t(`admin.money.list.captions.${state.tab}`)}
        />
      )}
    </AdminList>
  );
}
