/**
 * /admin/items (docs/product.md, "Pages"): search (as one types), and a table of 20
 * listings a page with the owner, category, daily rate and status, and
 * Delete behind the browser's confirm, which says how many bookings the
 * removal will cancel (docs/decisions/0024). Phones get cards.
 */
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { SearchInput } from '../../components/search-input';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { itemsApiQuery, itemsStateFromParams, paramsFromItemsState } from './admin-params';
import { useAdminItems } from './api/admin-items';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { ItemCards } from './components/item-cards';
import { ItemsTable } from './components/items-table';
import { useRemoveListing } from './components/use-remove-listing';

export function ItemsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = itemsStateFromParams(params);
  const items = useAdminItems(itemsApiQuery(state));
  const remove = useRemoveListing();
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.items.title') }));

  const hrefOf = (page: number) => paths.adminItems({ ...state, page });
  return (
    <>
      <AdminPageHeader title={t('admin.items.title')} description={t('admin.items.description')} />
      <SearchInput
        value={state.search}
        onSearch={(search) =>
          setParams(paramsFromItemsState({ search, page: 1 }), { replace: true, preventScrollReset: true })
        }
        label={t('admin.items.searchLabel')}
        placeholder={t('admin.items.searchPlaceholder')}
        className="mb-5 sm:max-w-md"
      />
      <AdminList
        query={items}
        page={state.page}
        hrefOf={hrefOf}
        pagesLabel={t('admin.items.pagesLabel')}
        loadError={t('admin.items.loadError')}
        skeletonLead="photo"
        empty={{
          icon: <PackageSearch className="size-7" aria-hidden="true" />,
          title: t('admin.items.empty'),
          action: state.search && (
            <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
              {t('admin.common.clearSearch')}
            </Button>
          ),
        }}
      >
        {(rows, total) => (
          <>
            <ItemsTable items={rows} remove={remove} caption={t('admin.items.caption', { count: total })} />
            <ItemCards items={rows} remove={remove} />
          </>
        )}
      </AdminList>
    </>
  );
}
