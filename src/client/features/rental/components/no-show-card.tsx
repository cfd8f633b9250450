import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useNoShowState } from '../api/no-shows';
import { Card } from './card';
import { NoShowAsk } from './no-show-ask';
import { NoShowCaseView } from './no-show-case';

/** A case opens on a confirmed booking, and stays to read once it ends, however it ended. */
const WITH_CASES: readonly BookingStatus[] = ['confirmed', 'active', 'completed', 'cancelled'];

/**
 * A rental whose item never changed hands (docs/decisions/0060-no-shows.md): the renter's way to
 * report it, or the case as both sides read it (the accounts, the deadlines, how it ended). Nothing
 * while loading or when there is neither a case nor anything to do: most rentals never have one.
 */
export function NoShowCard({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const shown = WITH_CASES.includes(booking.status);
  const state = useNoShowState(booking.id, shown);
  if (!shown || state.isPending) return null;
  if (state.isError) {
    return (
      <Card title={t('rental.noShow.title.problem')} testId="no-show">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {t('rental.noShow.loadError')}
          <Button variant="ghost" size="sm" onClick={() => state.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      </Card>
    );
  }
  const { case: found, mayReport, mayState } = state.data;
  if (found) {
    return (
      <Card title={t(`rental.noShow.title.${found.kind}`)} testId="no-show">
        <NoShowCaseView booking={booking} side={side} found={found} mayState={mayState} />
      </Card>
    );
  }
  if (!mayReport) return null;
  return (
    <Card title={t('rental.noShow.title.ask')} testId="no-show">
      <NoShowAsk bookingId={booking.id} />
    </Card>
  );
}
