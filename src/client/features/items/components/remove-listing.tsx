import type { Item } from '@shared/api-types';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { useDeleteItem } from '../api/item-mutations';

/** Remove, after a confirmation; a 409 means someone has the item booked ahead. */
export function RemoveListing({ item }: { item: Item }) {
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
