import type { AdminItem } from '@shared/api-types';
import { formatDailyRate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { DeleteButton } from './delete-listing-button';
import { ItemStatus, ListingCell, OwnerLink } from './listing-cell';
import type { RemoveListing } from './use-remove-listing';

export function ItemCards({ items, remove }: { items: AdminItem[]; remove: RemoveListing }) {
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
