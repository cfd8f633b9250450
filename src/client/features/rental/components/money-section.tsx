import type { Booking, BookingMoney } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card } from './card';
import { OwnerMoney } from './owner-money';
import { RenterMoney } from './renter-money';

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
  if (money.isPending) {
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
