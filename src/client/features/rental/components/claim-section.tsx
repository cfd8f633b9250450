import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBookingClaim } from '../api/claims';
import { Card } from './card';
import { ClaimView } from './claim-view';
import { ClaimWindow } from './claim-window';

/**
 * The claim against the deposit (docs/decisions/0058-claims-and-disputes.md): for the owner while
 * they may make one, and for both sides once one is made. Only a returned rental with a deposit can
 * have one (the server refuses others: no_deposit), so no other booking asks; with neither a claim
 * nor a window open, there is nothing to show.
 */
export function ClaimSection({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const possible = booking.status === 'completed' && booking.price.deposit > 0;
  const claim = useBookingClaim(booking.id, possible);
  if (!possible) return null;
  let body: ReactNode;
  if (claim.isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  } else if (claim.isError) {
    body = (
      <ErrorState error={claim.error} title={t('rental.claim.loadError')} onRetry={() => claim.refetch()} />
    );
  } else if (claim.data.claim) {
    body = <ClaimView booking={booking} claim={claim.data.claim} side={side} />;
  } else if (claim.data.window) {
    body = <ClaimWindow booking={booking} window={claim.data.window} />;
  } else {
    return null;
  }
  return (
    <Card title={t('rental.claim.title')} testId="claim">
      {body}
    </Card>
  );
}
