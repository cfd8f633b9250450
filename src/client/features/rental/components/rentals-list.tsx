import type { Booking } from '@shared/api-types';
import { type BookingActor, todayInRiyadh } from '@shared/bookings';
import { CalendarSearch, Inbox } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { CountPill } from '../../bookings';
import { groupRentals, nextStepOf, RENTAL_GROUPS, type RentalGroup } from '../rental-lists';
import { RentalCard } from './rental-card';

/** One side's bookings in three groups (upcoming, under way, past), each saying when it is empty. */
export function RentalsList({ side, bookings }: { side: BookingActor; bookings: readonly Booking[] }) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupRentals(bookings), [bookings]);
  if (bookings.length === 0) {
    return side === 'renter' ? (
      <EmptyState
        icon={<CalendarSearch className="size-7" aria-hidden="true" />}
        title={t('rental.list.empty.renter')}
        action={
          <Button asChild>
            <Link to={paths.browse()}>{t('common.browseItems')}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Inbox className="size-7" aria-hidden="true" />}
        title={t('rental.list.empty.owner')}
        action={
          <Button asChild variant="outline">
            <Link to={paths.listItem()}>{t('nav.listItem')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {RENTAL_GROUPS.map((group) => (
        <Group key={group} side={side} group={group} bookings={groups[group]} />
      ))}
    </div>
  );
}

function Group({ side, group, bookings }: { side: BookingActor; group: RentalGroup; bookings: Booking[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const today = todayInRiyadh();
  return (
    <section aria-labelledby={headingId} data-group={group}>
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
        {t(`rental.list.groups.${group}`)}
        {bookings.length > 0 && <CountPill count={bookings.length} />}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-line px-4 py-3 text-sm text-muted">
          {t(`rental.list.emptyGroup.${group}`)}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-2.5 lg:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <RentalCard booking={booking} side={side} next={nextStepOf(booking, side, today)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
