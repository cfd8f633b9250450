import type { Item } from '@shared/api-types';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useDeleteItem, useUpdateItem } from '../api/item-mutations';

/** Remove, after a confirmation; a 409 means someone has the item booked ahead. */
function RemoveListing({ item }: { item: Item }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const remove = useDeleteItem(item);
  const failure = remove.error
    ? remove.error instanceof ApiError && remove.error.status === 409
      ? t('itemPage.manage.upcomingBookings')
      : errorMessage(remove.error)
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger-outline" size="sm">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('itemPage.manage.remove')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('itemPage.manage.removeTitle')}</DialogTitle>
          <DialogDescription>{t('itemPage.manage.removeBody', { title: item.title })}</DialogDescription>
        </DialogHeader>
        {failure && (
          <Alert variant="danger" title={t('itemPage.manage.removeFailed')}>
            {failure}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('itemPage.manage.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast({
                    title: t('itemPage.manage.removed'),
                    description: t('itemPage.manage.removedBody', { title: item.title }),
                    variant: 'success',
                  });
                  navigate(paths.profile());
                },
              })
            }
          >
            {t('itemPage.manage.removeConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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
          {t(item.isAvailable ? 'itemPage.manage.listed' : 'itemPage.manage.paused')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.editItem(item.id)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('itemPage.manage.edit')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" loading={update.isPending} onClick={toggleAvailability}>
          {!update.isPending &&
            (item.isAvailable ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            ))}
          {t(item.isAvailable ? 'itemPage.manage.markUnavailable' : 'itemPage.manage.markAvailable')}
        </Button>
        <RemoveListing item={item} />
      </div>
    </section>
  );
}
