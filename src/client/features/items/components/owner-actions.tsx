import type { Item } from '@shared/api-types';
import { Eye, EyeOff, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useUpdateItem } from '../api/item-mutations';
import { RemoveListing } from './remove-listing';

/** The owner's own controls: edit, pause or list again, remove. Shown only to the item's owner. */
export function OwnerActions({ item }: { item: Item }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateItem(item.id);

  const toggleAvailability = () => {
    const isAvailable = !item.isAvailable;
    update.mutate(
      { isAvailable },
      {
        onSuccess: () =>
          toast({
            title: t(isAvailable ? 'itemPage.manage.markedAvailable' : 'itemPage.manage.markedUnavailable'),
            description: t(
              isAvailable ? 'itemPage.manage.markedAvailableBody' : 'itemPage.manage.markedUnavailableBody',
            ),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('itemPage.manage.updateFailed'),
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section
      aria-labelledby="manage-heading"
      className="flex flex-col gap-4 rounded-card bg-primary-50 p-4 ring-1 ring-primary-700/15 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div>
        <h2 id="manage-heading" className="font-bold text-primary-900">
          {t('itemPage.manage.label')}
        </h2>
        <p className="mt-0.5 text-sm text-primary-900/80">
          {/* Hidden by moderation (docs/decisions/0064): says so, and is not made available from here. */}
          {item.hiddenReason
            ? t(`moderation.hidden.${item.hiddenReason}.title`)
            : t(item.isAvailable ? 'itemPage.manage.listed' : 'itemPage.manage.paused')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.editItem(item.id)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('itemPage.manage.edit')}
          </Link>
        </Button>
        {!item.hiddenReason && (
          <Button variant="outline" size="sm" loading={update.isPending} onClick={toggleAvailability}>
            {!update.isPending &&
              (item.isAvailable ? (
                <EyeOff className="size-4" aria-hidden="true" />
              ) : (
                <Eye className="size-4" aria-hidden="true" />
              ))}
            {t(item.isAvailable ? 'itemPage.manage.markUnavailable' : 'itemPage.manage.markAvailable')}
          </Button>
        )}
        <RemoveListing item={item} />
      </div>
    </section>
  );
}
