import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { CalendarSearch, Inbox } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { type BookingGroup, groupBookings } from '../booking-lists';
import { BookingRow } from './booking-row';
import { BookingRowSkeleton } from './booking-row-skeleton';
import { CountPill } from './count-pill';

const GROUPS: readonly BookingGroup[] = ['waiting', 'current', 'past'];

/**
 * One side's bookings ("My bookings" for the renter, "Rental requests" for
 * the owner) in three parts: waiting for an answer, upcoming and ongoing,
 * past. Loading, failure and an empty list each have their own look.
 */
export function BookingList({
  side,
  bookings,
  isPending,
  error,
  onRetry,
}: {
  side: BookingActor;
  bookings: readonly Booking[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupBookings(bookings ?? []), [bookings]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <BookingRowSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error || !bookings) {
    return <ErrorState error={error} title={t('bookings.loadError')} onRetry={onRetry} />;
  }
  if (bookings.length === 0) {
    return side === 'renter' ? (
      <EmptyState
        icon={<CalendarSearch className="size-7" aria-hidden="true" />}
        title={t('bookings.empty.renter')}
        action={
          <Button asChild>
            <Link to={paths.browse()}>{t('common.browseItems')}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Inbox className="size-7" aria-hidden="true" />}
        title={t('bookings.empty.owner')}
        action={
          <Button asChild variant="outline">
            <Link to={paths.listItem()}>{t('nav.listItem')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <Group key={group} side={side} group={group} bookings={groups[group]} />
      ))}
    </div>
  );
}

function Group({ side, group, bookings }: { side: BookingActor; group: BookingGroup; bookings: Booking[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-group={group}>
      <h2 id={headingId} className="flex items-center gap-2.5 text-lg font-bold text-ink">
        {t(`bookings.groups.${side}.${group}`)}
        <CountPill count={bookings.length} attention={group === 'waiting'} />
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingRow booking={booking} side={side} />
          </li>
        ))}
      </ul>
    </section>
  );
}
