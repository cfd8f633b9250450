import type { AdminItem } from '@shared/api-types';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { RemoveListing } from './use-remove-listing';

export function DeleteButton({ item, remove }: { item: AdminItem; remove: RemoveListing }) {
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
