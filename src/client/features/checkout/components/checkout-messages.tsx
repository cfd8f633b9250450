import type { Booking } from '@shared/api-types';
import { CalendarX, CircleCheck, RefreshCcw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { MessagePage } from '../../../components/message-page';
import { Button } from '../../../components/ui/button';

/** Not found, and not the renter's: the same answer, so a booking's existence is not told to others. */
export function CheckoutNotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<SearchX className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      title={t('checkout.notFound.title')}
      body={t('checkout.notFound.body')}
      actions={
        <Button asChild>
          <Link to={paths.home()}>{t('common.backHome')}</Link>
        </Button>
      }
    />
  );
}

/** The 15 minutes passed: the way back is the item's page with the same days chosen. */
export function CheckoutExpired({ booking, note }: { booking: Booking; note?: string }) {
  const { t } = useTranslation();
  const again = `${paths.item(booking.itemId)}?start=${booking.startDate}&end=${booking.endDate}`;
  return (
    <MessagePage
      icon={<CalendarX className="size-10" aria-hidden="true" />}
      iconClassName="bg-warning-50 text-warning-700"
      title={t('checkout.expired.title')}
      body={note ? `${t('checkout.expired.body')} ${note}` : t('checkout.expired.body')}
      actions={
        <Button asChild>
          <Link to={again}>{t('checkout.expired.again')}</Link>
        </Button>
      }
    />
  );
}

/** Paid already (or the renter came back by an old link): the booking's page has the rest. */
export function AlreadyPaid({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<CircleCheck className="size-10" aria-hidden="true" />}
      iconClassName="bg-success-50 text-success-700"
      title={t('checkout.alreadyPaid.title')}
      body={t('checkout.alreadyPaid.body')}
      actions={
        <Button asChild>
          <Link to={paths.booking(booking.id)}>{t('checkout.viewBooking')}</Link>
        </Button>
      }
    />
  );
}

/** Declined or cancelled before it was paid. */
export function BookingChanged({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<RefreshCcw className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      title={t('checkout.changed.title')}
      body={t('checkout.changed.body')}
      actions={
        <>
          <Button asChild>
            <Link to={paths.booking(booking.id)}>{t('checkout.viewBooking')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.item(booking.itemId)}>{t('checkout.backToItem')}</Link>
          </Button>
        </>
      }
    />
  );
}
