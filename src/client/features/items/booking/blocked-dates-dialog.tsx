/**
 * The owner's calendar: days they are away or the item is in repair.
 * Blocked days act like bookings for requests, the calendar and search.
 * The dialog edits the list and saves it whole (PUT blocked-dates).
 */
import type { Item } from '@shared/api-types';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useAvailability } from '../../bookings';
import { BlockedDatesEditor } from './blocked-dates-editor';

export function BlockedDatesDialog({ item }: { item: Item }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const availability = useAvailability(item.id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <CalendarOff className="size-5" aria-hidden="true" />
          {t('itemPage.booking.blocked.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('itemPage.booking.blocked.title')}</DialogTitle>
          <DialogDescription>{t('itemPage.booking.blocked.body')}</DialogDescription>
        </DialogHeader>
        {availability.isPending ? (
          <div className="grid h-64 place-items-center">
            <Spinner />
          </div>
        ) : availability.isError ? (
          <ErrorState error={availability.error} onRetry={() => availability.refetch()} />
        ) : (
          <BlockedDatesEditor item={item} availability={availability.data} onSaved={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
