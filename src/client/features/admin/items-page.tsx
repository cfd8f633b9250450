/**
 * /admin/items (docs/product.md, "Pages"): search (as one types), and a table of 20
 * listings a page with the owner, category, daily rate and status, and
 * Delete behind the browser's confirm, which says how many bookings the
 * removal will cancel (docs/decisions/0024). Phones get cards.
 */
import type { AdminItem } from '@shared/api-types';
import { formatDailyRate } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { CalendarClock, PackageSearch, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useErrorMessage } from '../../components/page-states';
import { SearchInput } from '../../components/search-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../components/ui/table';
import { toast } from '../../components/ui/toast';
import { useLanguage } from '../../i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ItemImage } from '../items/components/item-image';
import { itemsApiQuery, itemsStateFromParams, paramsFromItemsState } from './admin-params';
import { useAdminItems } from './api/admin-items';
import { useDeleteAdminItem } from './api/delete-admin-item';
import { AdminList } from './components/admin-list';
import { AdminPageHeader } from './components/admin-page-header';
import { deleteConfirmText, removalSummary } from './delete-confirm';

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

/** Delete with the browser's confirm (docs/product.md, "Pages"), then its toast (docs/product.md, "Errors"). */
function useRemoveListing() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const removal = useDeleteAdminItem();
  const run = (item: AdminItem) => {
    if (!window.confirm(deleteConfirmText(t, item.upcomingBookings))) return;
    removal.mutate(item.id, {
      onSuccess: (done) =>
        toast({
          variant: 'success',
          title: t('admin.items.toasts.deleted'),
          description: removalSummary(
            t,
            done ?? { cancelledBookings: 0, declinedRequests: 0, activeRentals: 0 },
          ),
        }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('admin.items.toasts.deleteFailed'),
          description: errorMessage(failure),
        }),
    });
  };
  return { run, removingId: removal.isPending ? removal.variables : undefined };
}
type RemoveListing = ReturnType<typeof useRemoveListing>;

function ItemsTable({
  items,
  remove,
  caption,
}: {
  items: AdminItem[];
  remove: RemoveListing;
  caption: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="hidden xl:block">
      <Table>
        <TableCaption>{caption}</TableCaption>
        <THead>
          <Tr>
            <Th>{t('admin.items.columns.listing')}</Th>
            <Th>{t('admin.items.columns.owner')}</Th>
            <Th>{t('admin.items.columns.category')}</Th>
            <Th numeric>{t('admin.items.columns.dailyRate')}</Th>
            <Th>{t('admin.items.columns.status')}</Th>
            <Th className="text-end">{t('admin.items.columns.actions')}</Th>
          </Tr>
        </THead>
        <TBody>
          {items.map((item) => (
            <Tr key={item.id}>
              <Td className="max-w-md">
                <ListingCell item={item} />
              </Td>
              <Td>
                <OwnerLink item={item} />
              </Td>
              <Td className="whitespace-nowrap">{t(`categories.${item.category.name.toLowerCase()}`)}</Td>
              <Td numeric className="font-semibold text-ink">
                {formatDailyRate(item.dailyRate, language)}
              </Td>
              <Td>
                <ItemStatus item={item} />
              </Td>
              <Td>
                <div className="flex justify-end">
                  <DeleteButton item={item} remove={remove} />
                </div>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}

/** Photo, title and the start of the description (people's own words: dir="auto"). */
function ListingCell({ item }: { item: AdminItem }) {
  const photo = item.images[0];
  return (
    <div className="flex min-w-0 items-start gap-3">
      <ItemImage
        src={photo && thumbnailOf(photo)}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 shrink-0 rounded-lg bg-line object-cover"
      />
      <div className="min-w-0">
        <Link
          to={paths.item(item.id)}
          className="line-clamp-1 font-semibold text-ink underline-offset-2 hover:text-primary-800 hover:underline"
          dir="auto"
        >
          {item.title}
        </Link>
        <p className="mt-0.5 line-clamp-2 text-sm text-muted" dir="auto">
          {item.description}
        </p>
      </div>
    </div>
  );
}

function OwnerLink({ item }: { item: AdminItem }) {
  return (
    <Link
      to={paths.adminUser(item.owner.id)}
      className="font-medium text-primary-800 underline-offset-2 hover:underline"
      dir="auto"
    >
      {item.owner.firstName} {item.owner.lastName}
    </Link>
  );
}

/** Available or Unavailable (docs/product.md, "Pages"), Owner blocked, and the bookings ahead. */
function ItemStatus({ item }: { item: AdminItem }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1.5">
      <span className="inline-flex flex-wrap gap-1.5">
        {item.isAvailable ? (
          <Badge variant="success">{t('admin.items.status.available')}</Badge>
        ) : (
          <Badge variant="muted">{t('admin.items.status.unavailable')}</Badge>
        )}
        {item.owner.suspended && <Badge variant="danger">{t('admin.items.status.ownerBlocked')}</Badge>}
      </span>
      {item.upcomingBookings > 0 && (
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {t('admin.items.upcoming', { count: item.upcomingBookings })}
        </span>
      )}
    </div>
  );
}

function DeleteButton({ item, remove }: { item: AdminItem; remove: RemoveListing }) {
  const { t } = useTranslation();
  const busy = remove.removingId === item.id;
  return (
    <Button variant="danger-outline" size="sm" loading={busy} onClick={() => remove.run(item)}>
      {!busy && <Trash2 className="size-4" aria-hidden="true" />}
      {t('admin.items.delete')}
      <span className="sr-only" dir="auto">
        {item.title}
      </span>
    </Button>
  );
}

function ItemCards({ items, remove }: { items: AdminItem[]; remove: RemoveListing }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line"
        >
          <ListingCell item={item} />
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{t('admin.items.columns.owner')}</dt>
            <dd className="min-w-0">
              <OwnerLink item={item} />
            </dd>
            <dt className="text-muted">{t('admin.items.columns.category')}</dt>
            <dd>{t(`categories.${item.category.name.toLowerCase()}`)}</dd>
            <dt className="text-muted">{t('admin.items.columns.dailyRate')}</dt>
            <dd className="font-semibold">{formatDailyRate(item.dailyRate, language)}</dd>
            <dt className="text-muted">{t('admin.items.columns.status')}</dt>
            <dd>
              <ItemStatus item={item} />
            </dd>
          </dl>
          <div className="flex border-t border-line pt-3 [&>*]:flex-1">
            <DeleteButton item={item} remove={remove} />
          </div>
        </li>
      ))}
    </ul>
  );
}
