import type { Booking, BookingMoney } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatDailyRate, formatMoney } from '@shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { Card } from './card';
import { OwnerMoney } from './owner-money';
import { RenterMoney } from './renter-money';

/** A booking from before payments: only days × rate, paid between the two sides. */
function LegacyPrice({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="text-sm">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-muted">
          {t('rental.money.rate', {
            days: t('bookings.card.days', { count: booking.days }),
            rate: formatDailyRate(booking.dailyRate, language),
          })}
        </span>
        <span className="text-lg font-bold text-ink">{formatMoney(booking.totalCost, language)}</span>
      </p>
      <p className="mt-2 text-xs text-muted">{t('rental.money.legacy')}</p>
    </div>
  );
}

/** The booking's money, for the side reading it, in each state of its load. */
export function MoneySection({
  booking,
  side,
  money,
}: {
  booking: Booking;
  side: BookingActor;
  money: UseQueryResult<BookingMoney>;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!booking.price) body = <LegacyPrice booking={booking} />;
  else if (money.isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    );
  } else if (money.isError) {
    body = (
      <ErrorState error={money.error} title={t('rental.money.loadError')} onRetry={() => money.refetch()} />
    );
  } else {
    body =
      side === 'renter' ? (
        <RenterMoney booking={booking} money={money.data} />
      ) : (
        <OwnerMoney booking={booking} money={money.data} />
      );
  }
  return (
    <Card title={t('rental.money.title')} testId="money">
      {body}
    </Card>
  );
}
