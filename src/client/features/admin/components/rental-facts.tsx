import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { cn } from '../../../lib/cn';

/**
 * The facts of a rental on the administrators' queues (a disputed claim, an objection, a no-show:
 * docs/decisions/0058, 0059, 0060), as a grid of terms that starts with both parties, each linking
 * to their account.
 */
export function RentalFacts({
  booking,
  children,
}: {
  booking: { owner: { id: string; name: string }; renter: { id: string; name: string } };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-x-6 gap-y-3 text-sm sm:grid-cols-[repeat(3,minmax(0,1fr))] xl:grid-cols-[repeat(5,minmax(0,1fr))]">
      <Fact term={t('admin.disputes.owner')}>
        <Link to={paths.adminUser(booking.owner.id)} className="text-primary-700 underline">
          <bdi>{booking.owner.name}</bdi>
        </Link>
      </Fact>
      <Fact term={t('admin.disputes.renter')}>
        <Link to={paths.adminUser(booking.renter.id)} className="text-primary-700 underline">
          <bdi>{booking.renter.name}</bdi>
        </Link>
      </Fact>
      {children}
    </dl>
  );
}

export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-muted">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** A case card's title: the rental's item, opening the booking's money page (where a goodwill refund is given). */
export function RentalTitle({
  booking,
  id,
  level,
}: {
  booking: { id: string; itemTitle: string };
  id: string;
  level: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} className="min-w-0 text-lg font-bold text-ink">
      <Link
        to={paths.adminBookingMoney(booking.id)}
        className="text-primary-700 underline-offset-4 hover:underline"
      >
        <bdi>{booking.itemTitle}</bdi>
      </Link>
    </Heading>
  );
}
