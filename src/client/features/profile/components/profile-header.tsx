import type { PublicUser, User } from '@shared/api-types';
import { Building2, KeyRound, Lock, PenLine, Settings, ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/user-avatar';
import { displayName } from '../../../lib/person-name';
import { BlockButton } from '../../blocking';
import { ReportButton } from '../../moderation';
import { ResponsivenessLine, VerifiedBadges, verificationPaths } from '../../verification';
import { ChangePasswordDialog } from './change-password-dialog';
import { EmailPreference } from './email-preference';
import { businessFactsOf, FactList, isFullUser, privateFactsOf } from './profile-facts';
import { ProfileStanding } from './profile-standing';

/**
 * Who this is: picture, name (a business's company name with its badge), what the profile
 * proves (verification badges), rating and reviews, city, member since, how quickly they
 * answer, and their own words. A business
 * also shows its website, VAT number and address. E-mail, phone and address
 * appear on one's own profile only (the API sends them to no one else), with
 * the Edit profile and Change password buttons and the way to the Verification page.
 */
export function ProfileHeader({
  user,
  isOwn,
  onEdit,
  editButtonRef,
}: {
  user: PublicUser | User;
  isOwn: boolean;
  /** Opens the edit mode; given for one's own profile only. */
  onEdit?: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const business = user.accountType === 'business';
  const businessFacts = businessFactsOf(user, t);
  const fullOwn = isOwn && isFullUser(user) ? user : null;
  const privateFacts = fullOwn ? privateFactsOf(fullOwn, t) : [];

  return (
    <header className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-7">
        <UserAvatar user={user} className="size-20 sm:size-24 [&>span]:text-2xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold leading-snug text-ink sm:text-3xl sm:leading-snug">
              <span dir="auto">{displayName(user)}</span>
            </h1>
            {business && (
              // The account's kind, not a proof: a building, as the account type is drawn elsewhere,
              // never a check mark that beside the badges would pass for "verified".
              <Badge variant="primary" className="gap-1.5 px-3 py-1 text-sm">
                <Building2 className="size-4" aria-hidden="true" />
                {t('common.business')}
              </Badge>
            )}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-muted">
            {business && (
              <>
                <span dir="auto">
                  {user.firstName} {user.lastName}
                </span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span dir="ltr">@{user.username}</span>
          </p>
          <VerifiedBadges verified={user.verified} className="mt-3" />
          <ProfileStanding user={user} />
          <ResponsivenessLine value={user.responsiveness} className="mt-2" />
          {user.bio && (
            <p className="mt-4 max-w-3xl whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
              {user.bio}
            </p>
          )}
        </div>
        {fullOwn && onEdit && (
          <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch lg:flex-row">
            <Button ref={editButtonRef} onClick={onEdit} className="max-sm:flex-1">
              <PenLine className="size-4" aria-hidden="true" />
              {t('profile.actions.edit')}
            </Button>
            <ChangePasswordDialog
              userId={user.id}
              trigger={
                <Button variant="outline" className="max-sm:flex-1">
                  <KeyRound className="size-4" aria-hidden="true" />
                  {t('profile.actions.changePassword')}
                </Button>
              }
            />
            <Button asChild variant="outline" className="max-sm:flex-1">
              <Link to={verificationPaths.verify()}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t('verification.openProfileLink')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="max-sm:flex-1">
              <Link to={paths.settings()}>
                <Settings className="size-4" aria-hidden="true" />
                {t('nav.settings')}
              </Link>
            </Button>
          </div>
        )}
        {/* Another member's profile: the signed-in viewer may block them (docs/decisions/0065). */}
        {!isOwn && <BlockButton member={{ id: user.id, name: displayName(user) }} className="self-start" />}
        {/* …and report them to Ajjir's team (docs/decisions/0064). */}
        {!isOwn && (
          <ReportButton targetType="user" targetId={user.id} ownerId={user.id} className="self-start" />
        )}
      </div>
      {businessFacts.length > 0 && <FactList heading={t('profile.business.heading')} facts={businessFacts} />}
      {fullOwn && (
        <FactList
          heading={t('profile.private.heading')}
          headingIcon={<Lock className="size-3.5" aria-hidden="true" />}
          facts={privateFacts}
        >
          <EmailPreference user={fullOwn} />
        </FactList>
      )}
    </header>
  );
}
