import type { BookingActor } from '@shared/bookings';
import { CalendarCheck, Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/page-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { CountPill, countWaiting, splitBookings, useBookings } from '../bookings';
import { useOwnerItems } from '../items';
import { RentalsList } from './components/rentals-list';
import { RentalsSkeleton } from './components/rentals-skeleton';
import { showsOwnerTab, sideFromParam } from './rental-lists';

const PAGE = 'mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8';

/**
 * /rentals: the signed-in user's bookings as renter and, for people who list things, as owner,
 * each grouped upcoming, under way and past. The tab is in the address (`?as=owner`), so a link
 * (the profile's old tabs) can open it.
 */
export function RentalsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();
  useDocumentTitle(t('rental.list.title'));
  if (me.isPending) {
    return (
      <div className={PAGE}>
        <RentalsSkeleton />
      </div>
    );
  }
  if (!me.data)
    return <Navigate to={paths.signInThenBack(`${location.pathname}${location.search}`)} replace />;
  return <Rentals userId={me.data.id} />;
}

function Rentals({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const bookings = useBookings();
  const listings = useOwnerItems(userId);
  const { asRenter, asOwner } = useMemo(
    () => splitBookings(bookings.data ?? [], userId),
    [bookings.data, userId],
  );
  const ownerTab = showsOwnerTab({ listings: listings.data?.length ?? 0, ownerBookings: asOwner.length });
  const side = sideFromParam(params.get('as'), ownerTab);
  const waiting = countWaiting(asOwner);

  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'owner') next.set('as', 'owner');
        else next.delete('as');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const body = (which: BookingActor) =>
    bookings.isPending ? (
      <RentalsSkeleton />
    ) : bookings.isError ? (
      <ErrorState
        error={bookings.error}
        title={t('rental.list.loadError')}
        onRetry={() => bookings.refetch()}
      />
    ) : (
      <RentalsList side={which} bookings={which === 'renter' ? asRenter : asOwner} />
    );

  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('rental.list.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('rental.list.intro')}</p>
      {ownerTab ? (
        <Tabs value={side} onValueChange={select} className="mt-6">
          <TabsList aria-label={t('rental.list.tabs.label')}>
            <TabsTrigger value="renter">
              <CalendarCheck className="hidden size-4 sm:block" aria-hidden="true" />
              {t('rental.list.tabs.renter')}
            </TabsTrigger>
            <TabsTrigger value="owner">
              <Inbox className="hidden size-4 sm:block" aria-hidden="true" />
              {t('rental.list.tabs.owner')}
              {waiting > 0 && (
                <>
                  <span aria-hidden="true">
                    <CountPill count={waiting} attention />
                  </span>
                  <span className="sr-only">({t('rental.list.tabs.waiting', { count: waiting })})</span>
                </>
              )}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="renter">{body('renter')}</TabsContent>
          <TabsContent value="owner">{body('owner')}</TabsContent>
        </Tabs>
      ) : (
        <div className="mt-6">{body('renter')}</div>
      )}
    </div>
  );
}
