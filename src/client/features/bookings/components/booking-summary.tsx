import type { Booking } from '@shared/api-types';
import { formatDay } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { ItemImage } from '../../../components/item-image';
import { useLanguage } from '../../../i18n/use-language';

/** The booking the dialog is about: photo, title and days. */
export function BookingSummary({ booking }: { booking: Booking }) {
  const { language } = useLanguage();
  const photo = booking.item.images[0];
  return (
    <div className="flex items-center gap-3 rounded-xl bg-canvas p-3 ring-1 ring-line">
      <ItemImage
        src={photo && thumbnailOf(photo)}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg bg-line object-cover"
      />
      <div className="min-w-0">
        <p className="truncate font-semibold">
          <span dir="auto">{booking.item.title}</span>
        </p>
        <p className="text-sm text-muted">
          {formatDay(booking.startDate, language)}
          {booking.endDate !== booking.startDate && (
            <>
              {' – '}
              {formatDay(booking.endDate, language)}
            </>
          )}
        </p>
      </div>
    </div>
  );
}
