import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/page-states';
import { ApiError } from '../../lib/api';
import { displayName } from '../../lib/person-name';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useUser } from '../users';
import { ProfileEditForm } from './components/profile-edit-form';
import { isFullUser } from './components/profile-facts';
import { ProfileHeader } from './components/profile-header';
import { ProfileSkeleton } from './components/profile-skeleton';
import { ProfileTabs } from './components/profile-tab-panels';
import { UserNotFound } from './components/user-not-found';
import { rentalsSideOf } from './profile-tabs';

const PAGE = 'mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8';

/**
 * /profile and /profile/{id} (docs/product.md, "Pages"). Without an id, or with one's
 * own, it is the signed-in user's profile, which they can edit; a signed-out visitor to
 * /profile signs in first. Anyone's profile shows their items and reviews. One's bookings are
 * on /rentals, where the old bookings tabs (`?tab=bookings`, `?tab=requests`) now lead.
 */
export function ProfilePage() {
  const { id } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const me = useCurrentUser();

  if (me.isPending) return <ProfileSkeleton className={PAGE} />;
  const viewer = me.data ?? null;
  if (!id && !viewer)
    return <Navigate to={paths.signInThenBack(`${location.pathname}${location.search}`)} replace />;
  const userId = id ?? viewer?.id ?? '';
  const rentalsSide = rentalsSideOf(params.get('tab'));
  if (rentalsSide && viewer?.id === userId) return <Navigate to={paths.rentals(rentalsSide)} replace />;
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

  if (user.isPending) return <ProfileSkeleton className={PAGE} />;
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
