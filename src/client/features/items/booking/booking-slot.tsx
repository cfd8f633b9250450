/**
 * The booking card's action area: the booking form for renters; for the
 * owner, that it is their own listing (docs/product.md, "Validation": no booking, no
 * messaging of one's own item) and their calendar of blocked days. The
 * message-owner dialog beside it is message-owner-slot.tsx.
 */
import type { Item } from '@shared/api-types';
import { CalendarCheck, House } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BlockedDatesDialog } from './blocked-dates-dialog';
import { BookingForm } from './booking-form';

export interface SlotProps {
  item: Item;
  /** The signed-in user owns the item. */
  isOwner: boolean;
}

export function BookingSlot({ item, isOwner }: SlotProps) {
  const { t } = useTranslation();
  const noteId = useId();
  if (isOwner) {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex gap-3 rounded-xl bg-primary-50 p-4 text-primary-900">
          <House className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('itemPage.booking.yourListing')}</p>
            <p className="mt-0.5 text-sm text-primary-900/80">{t('itemPage.booking.yourListingBody')}</p>
          </div>
        </div>
        <Button size="lg" className="w-full" disabled>
          <CalendarCheck className="size-5" aria-hidden="true" />
          {t('itemPage.booking.youOwnThis')}
        </Button>
        <BlockedDatesDialog item={item} />
      </div>
    );
  }
  if (!item.isAvailable) {
    return (
      <div className="flex flex-col gap-2">
        <Button size="lg" className="w-full" disabled aria-describedby={noteId}>
          <CalendarCheck className="size-5" aria-hidden="true" />
          {t('itemPage.booking.requestToBook')}
        </Button>
        <p id={noteId} className="text-center text-sm text-muted">
          {t('itemPage.booking.notAvailable')}
        </p>
      </div>
    );
  }
  return <BookingForm item={item} />;
}
