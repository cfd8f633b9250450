import type { Booking } from '@shared/api-types';
import { formatDay } from '@shared/format';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { cancellationNote } from './booking-dates';

/** After a request: what happens next, and where to follow it. */
export function RequestSent({ booking, onAgain }: { booking: Booking; onAgain: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const confirmed = booking.status === 'confirmed';
  const note = cancellationNote(booking);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl bg-primary-50 px-5 py-6 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-700 text-white">
        <PartyPopper className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-bold text-primary-900">
        {t(confirmed ? 'itemPage.booking.bookedTitle' : 'itemPage.booking.sentTitle')}
      </h3>
      <p className="text-sm text-primary-900/80">
        {t(`itemPage.booking.${note.key}`, {
          date: note.lastFreeDay && formatDay(note.lastFreeDay, language, { weekday: true }),
        })}
      </p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link to={paths.rentals()}>{t('itemPage.booking.seeBookings')}</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onAgain}>
          {t('itemPage.booking.bookOtherDates')}
        </Button>
      </div>
    </div>
  );
}
