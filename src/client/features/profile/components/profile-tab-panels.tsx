import type { PublicUser } from '@shared/api-types';
import { CalendarCheck, Inbox, type LucideIcon, Package, Star } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { BookingList, CountPill, countWaiting, splitBookings, useBookings } from '../../bookings';
import { type ProfileTab, pickTab } from '../profile-tabs';
import { ProfileItems } from './profile-items';
import { ProfileReviews } from './profile-reviews';

/** The sections, the open one in `?tab=` (a notification links to /profile?tab=requests). */
export function ProfileTabs({ user, isOwn }: { user: PublicUser; isOwn: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = pickTab(params.get('tab'), isOwn);
  const bookings = useBookings(isOwn);
  const { asRenter, asOwner } = useMemo(
    () => splitBookings(bookings.data ?? [], user.id),
    [bookings.data, user.id],
  );
  const waiting = countWaiting(asOwner);

  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'items') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const list = (side: 'renter' | 'owner') => (
    <BookingList
      side={side}
      bookings={bookings.data ? (side === 'renter' ? asRenter : asOwner) : undefined}
      isPending={bookings.isPending}
      error={bookings.error}
      onRetry={() => bookings.refetch()}
    />
  );

  return (
    <Tabs value={tab} onValueChange={select} className="mt-8 sm:mt-10">
      <TabsList aria-label={t('profile.tabs.label')} className="max-sm:gap-4">
        <Trigger value="items" icon={Package} label={t('profile.tabs.items')} />
        {isOwn && <Trigger value="bookings" icon={CalendarCheck} label={t('profile.tabs.bookings')} />}
        {isOwn && (
          <Trigger value="requests" icon={Inbox} label={t('profile.tabs.requests')}>
            {waiting > 0 && (
              <>
                <span aria-hidden="true">
                  <CountPill count={waiting} attention />
                </span>
                <span className="sr-only">({t('profile.tabs.waiting', { count: waiting })})</span>
              </>
            )}
          </Trigger>
        )}
        <Trigger value="reviews" icon={Star} label={t('profile.tabs.reviews')} />
      </TabsList>
      <TabsContent value="items">
        <ProfileItems user={user} isOwn={isOwn} />
      </TabsContent>
      {isOwn && <TabsContent value="bookings">{list('renter')}</TabsContent>}
      {isOwn && <TabsContent value="requests">{list('owner')}</TabsContent>}
      <TabsContent value="reviews">
        <ProfileReviews user={user} isOwn={isOwn} />
      </TabsContent>
    </Tabs>
  );
}

function Trigger({
  value,
  icon: Icon,
  label,
  children,
}: {
  value: ProfileTab;
  icon: LucideIcon;
  label: string;
  children?: ReactNode;
}) {
  return (
    <TabsTrigger value={value}>
      <Icon className="hidden size-4 sm:block" aria-hidden="true" />
      {label}
      {children}
    </TabsTrigger>
  );
}
