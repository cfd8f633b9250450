import type { PublicUser, User } from '@shared/api-types';
import { ArrowLeft, CalendarCheck, Inbox, type LucideIcon, Package, Star, UserRoundX } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ErrorState } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth/api/current-user';
import { useBookings } from '../bookings/api/bookings';
import { countWaiting, splitBookings } from '../bookings/booking-lists';
import { BookingList } from '../bookings/components/booking-list';
import { CountPill } from '../bookings/components/count-pill';
import { useUser } from '../users/api/get-user';
import { displayName } from '../users/display-name';
import { ProfileEditForm } from './components/profile-edit-form';
import { ProfileHeader, ProfileHeaderSkeleton } from './components/profile-header';
import { ProfileItems } from './components/profile-items';
import { ProfileReviews } from './components/profile-reviews';
import { type ProfileTab, pickTab } from './profile-tabs';

const PAGE = 'mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8';

/**
 * /profile and /profile/{id} (docs/product.md, "Pages"). Without an id, or with one's
 * own, it is the signed-in user's profile, with their bookings and rental
 * requests; a signed-out visitor to /profile signs in first. Anyone's profile
 * shows their items and reviews.
 */
export function ProfilePage() {
  const { id } = useParams();
  const location = useLocation();
  const me = useCurrentUser();

  if (me.isPending) return <ProfileSkeleton />;
  const viewer = me.data ?? null;
  if (!id && !viewer)
    return <Navigate to={paths.signInThenBack(`${location.pathname}${location.search}`)} replace />;
  const userId = id ?? viewer?.id ?? '';
  // Keyed by the person: another profile starts afresh.
  return <Profile key={userId} userId={userId} isOwn={viewer?.id === userId} />;
}

function Profile({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const { t } = useTranslation();
  const user = useUser(userId);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  // Back from the edit mode: the Edit profile button takes the focus again.
  useEffect(() => {
    if (!editing && returning.current) {
      returning.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  // Unknown, malformed and blocked ids all answer 404.
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  useDocumentTitle(
    user.data ? displayName(user.data) : t(notFound ? 'profile.notFound.title' : 'pages.profile'),
  );

  if (user.isPending) return <ProfileSkeleton />;
  if (notFound) return <UserNotFound />;
  if (user.isError) {
    return (
      <div className={PAGE}>
        <ErrorState error={user.error} title={t('profile.loadError')} onRetry={() => user.refetch()} />
      </div>
    );
  }
  const ownUser = isOwn && isFullUser(user.data) ? user.data : null;
  if (ownUser && editing) {
    const leave = () => {
      returning.current = true;
      setEditing(false);
    };
    return (
      <div className={PAGE}>
        <ProfileEditForm user={ownUser} onDone={leave} />
      </div>
    );
  }
  return (
    <div className={PAGE}>
      <ProfileHeader
        user={user.data}
        isOwn={isOwn}
        onEdit={ownUser ? () => setEditing(true) : undefined}
        editButtonRef={editButton}
      />
      <ProfileTabs user={user.data} isOwn={isOwn} />
    </div>
  );
}

function isFullUser(user: PublicUser | User): user is User {
  return 'email' in user;
}

/** The sections, the open one in `?tab=` (a notification links to /profile?tab=requests). */
function ProfileTabs({ user, isOwn }: { user: PublicUser; isOwn: boolean }) {
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

function UserNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has nowhere to go back to: browsing is the way on.
  const back = () => (location.key === 'default' ? navigate(paths.browse()) : navigate(-1));
  return (
    <MessagePage
      icon={<UserRoundX className="size-9" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('profile.notFound.title')}
      body={t('profile.notFound.body')}
      actions={
        <>
          <Button onClick={back}>
            <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
            {t('profile.notFound.back')}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home()}>{t('common.backHome')}</Link>
          </Button>
        </>
      }
    />
  );
}

/** The page's shape while the person loads. */
function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={PAGE} aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <ProfileHeaderSkeleton />
      <div className="mt-10 flex gap-6 border-b border-line pb-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-5 w-24" />
        ))}
      </div>
      <div
        className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-6"
        aria-hidden="true"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full rounded-card" />
        ))}
      </div>
    </div>
  );
}
