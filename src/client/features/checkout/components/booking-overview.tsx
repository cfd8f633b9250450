import type { Booking } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDay, formatHijriDay } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';
import { useLanguage } from '../../../i18n/use-language';

function DayLine({ label, day }: { label: string; day: string }) {
  const { language } = useLanguage();
  return (
    <div className="rounded-xl bg-canvas px-3 py-2.5 ring-1 ring-line">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="font-semibold">{formatDay(day, language, { weekday: true })}</dd>
      <dd className="text-xs text-muted">{formatHijriDay(day, language)}</dd>
    </div>
  );
}

/** The item and the days paid for, the Hijri date under each Gregorian one. */
export function BookingOverview({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const photo = booking.item.images[0];
  return (
    <section
      aria-labelledby="checkout-booking"
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line"
    >
      <h2 id="checkout-booking" className="sr-only">
        {t('checkout.summary.heading')}
      </h2>
      <div className="flex items-center gap-4">
        <ItemImage
          src={photo && thumbnailOf(photo)}
          alt=""
          width={96}
          height={72}
          className="h-18 w-24 shrink-0 rounded-xl bg-line object-cover"
        />
        <div className="min-w-0">
          <p className="text-lg font-bold">
            <span dir="auto">{booking.item.title}</span>
          </p>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-4" aria-hidden="true" />
            <span dir="auto">{cityName(booking.item.city, language)}</span>
            <span aria-hidden="true">·</span>
            {t('checkout.summary.days', { count: booking.days })}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <DayLine label={t('checkout.summary.pickup')} day={booking.startDate} />
        <DayLine label={t('checkout.summary.return')} day={booking.endDate} />
      </dl>
    </section>
  );
}
