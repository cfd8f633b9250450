import type { AdminItem } from '@shared/api-types';
import { formatDailyRate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import { DeleteButton } from './delete-listing-button';
import { ItemStatus, ListingCell, OwnerLink } from './listing-cell';
import type { RemoveListing } from './use-remove-listing';

export function ItemsTable({
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
