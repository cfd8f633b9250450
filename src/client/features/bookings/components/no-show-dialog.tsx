import type { Booking } from '@shared/api-types';
import { otherParty } from '@shared/bookings';
import { isolate } from '@shared/names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
} from '../../../components/ui/dialog';
import { displayName } from '../../../lib/person-name';
import { BookingSummary } from './booking-summary';
import { NoShowRefund } from './no-show-refund';
import type { useRunBookingAction } from './use-run-booking-action';

/**
 * Asks the owner before saying the renter did not come (the `no_show` action, from the day after
 * the pickup day; docs/decisions/0060-no-shows.md), saying plainly what follows: the booking ends,
 * the renter gets back what a late cancellation would and the deposit whole, the owner keeps the
 * rest. No reason is asked: the booking records its own. A refusal stays in the dialog.
 */
export function NoShowDialog({
  booking,
  runner,
  onOpenChange,
}: {
  booking: Booking;
  runner: ReturnType<typeof useRunBookingAction>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | undefined>();
  const name = isolate(displayName(otherParty(booking, 'owner')));
  const confirm = () => {
    setFailure(undefined);
    void runner.run('no_show', { onClose: () => onOpenChange(false), onRefusal: setFailure });
  };

  return (
    <Dialog open onOpenChange={(open) => !runner.pending && onOpenChange(open)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('bookings.noShow.title')}</DialogTitle>
          <DialogDescription>{t('bookings.noShow.body', { name })}</DialogDescription>
        </DialogHeader>
        <BookingSummary booking={booking} />
        <NoShowRefund booking={booking} side="owner" />
        <p className="text-sm font-medium text-ink">{t('bookings.noShow.final')}</p>
        {failure && (
          <Alert variant="danger" title={t('bookings.failed.no_show')}>
            {failure}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={runner.pending}>
              {t('bookings.dialog.keep')}
            </Button>
          </DialogClose>
          <Button onClick={confirm} loading={runner.pending}>
            {t('bookings.noShow.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
