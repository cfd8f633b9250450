import type { PublicUser, User } from '@shared/api-types';
import { cityName, regionName } from '@shared/cities';
import { formatRating, localeOf } from '@shared/format';
import {
  BadgeCheck,
  Building2,
  CalendarDays,
  Globe,
  House,
  KeyRound,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  PenLine,
  Phone,
  ReceiptText,
  Star,
} from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { useUpdateProfile } from '../../users/api/update-profile';
import { displayName } from '../../users/display-name';
import { ChangePasswordDialog } from './change-password-dialog';
import { EmailSwitch } from './email-switch';

function isFullUser(user: PublicUser | User): user is User {
  return 'email' in user;
}

/** "rahal.example.sa" for "https://rahal.example.sa/": the address as people say it. */
function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * Who this is: picture, name (a business's company name with its badge),
 * rating and reviews, city, member since, and their own words. A business
 * also shows its website, VAT number and address. E-mail, phone and address
 * appear on one's own profile only (the API sends them to no one else), with
 * the Edit profile and Change password buttons.
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
  const { language } = useLanguage();
  const business = user.accountType === 'business';
  const rating = formatRating(user.rating, language);
  const since = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(
    new Date(user.joinedAt),
  );
  const city = user.city ? cityName(user.city, language) : null;
  const region = user.state ? regionName(user.state, language) : null;
  const place = city && region && region !== city ? `${city}${t('itemPage.facts.separator')}${region}` : city;
  const businessFacts: Fact[] = [];
  if (business && user.companyWebsite) {
    businessFacts.push({
      icon: Globe,
      label: t('profile.business.website'),
      value: (
        <a
          href={user.companyWebsite}
          target="_blank"
          rel="noopener noreferrer nofollow"
          dir="ltr"
          className="rounded text-primary-800 underline-offset-2 hover:underline"
        >
          {shortAddress(user.companyWebsite)}
        </a>
      ),
    });
  }
  if (business && user.taxId) {
    businessFacts.push({
      icon: ReceiptText,
      label: t('profile.business.taxId'),
      value: <span dir="ltr">{user.taxId}</span>,
    });
  }
  if (business && user.businessAddress) {
    businessFacts.push({
      icon: Building2,
      label: t('profile.business.address'),
      value: <span dir="auto">{user.businessAddress}</span>,
    });
  }
  const privateFacts: Fact[] = [];
  if (isOwn && isFullUser(user)) {
    privateFacts.push({
      icon: Mail,
      label: t('profile.private.email'),
      value: <span dir="ltr">{user.email}</span>,
    });
    if (user.phone) {
      privateFacts.push({
        icon: Phone,
        label: t('profile.private.phone'),
        value: <span dir="ltr">{user.phone}</span>,
      });
    }
    if (user.address || user.zipCode) {
      privateFacts.push({
        icon: House,
        label: t('profile.private.address'),
        // One isolated run, as the business address: the postal code stays after the street in both directions.
        value: <span dir="auto">{[user.address, user.zipCode].filter(Boolean).join(' ')}</span>,
      });
    }
  }
  const own = isOwn && isFullUser(user) && onEdit;

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
              <Badge variant="primary" className="gap-1.5 px-3 py-1 text-sm">
                <BadgeCheck className="size-4" aria-hidden="true" />
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
          <ul className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <li className="flex items-center gap-1.5">
              {rating ? (
                <>
                  <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
                  <span className="font-semibold text-ink" aria-hidden="true">
                    {rating}
                  </span>
                  <span className="sr-only">{t('item.rating', { rating })}</span>
                  <span>({t('profile.reviewCount', { count: user.totalReviews })})</span>
                </>
              ) : (
                <>
                  <Star className="size-4" aria-hidden="true" />
                  {t('profile.newMember')}
                </>
              )}
            </li>
            {place && (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                {place}
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {t('profile.memberSince', { date: since })}
            </li>
          </ul>
          {user.bio && (
            <p className="mt-4 max-w-3xl whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
              {user.bio}
            </p>
          )}
        </div>
        {own && (
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
          </div>
        )}
      </div>
      {businessFacts.length > 0 && <FactList heading={t('profile.business.heading')} facts={businessFacts} />}
      {privateFacts.length > 0 && (
        <FactList
          heading={t('profile.private.heading')}
          headingIcon={<Lock className="size-3.5" aria-hidden="true" />}
          facts={privateFacts}
        >
          {isOwn && isFullUser(user) && <EmailPreference user={user} />}
        </FactList>
      )}
    </header>
  );
}

interface Fact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** The own profile's e-mail switch: saved at once, with a toast. */
function EmailPreference({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.id);
  const saved = (user as Partial<User>).emailNotifications ?? true;
  const checked =
    update.isPending && update.variables?.emailNotifications !== undefined
      ? update.variables.emailNotifications
      : saved;
  const change = (next: boolean) =>
    update.mutate(
      { emailNotifications: next },
      {
        onSuccess: () => toast({ variant: 'success', title: t('messages.emailPreference.saved') }),
        onError: () => toast({ variant: 'destructive', title: t('messages.emailPreference.failed') }),
      },
    );
  return (
    <div className="mt-5">
      <EmailSwitch checked={checked} onCheckedChange={change} busy={update.isPending} />
    </div>
  );
}

function FactList({
  heading,
  headingIcon,
  facts,
  children,
}: {
  heading: string;
  headingIcon?: ReactNode;
  facts: Fact[];
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 border-t border-line pt-5">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-muted">
        {headingIcon}
        {heading}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="relative min-h-9 min-w-0 ps-12">
            <dt className="text-xs text-muted">
              <span className="absolute start-0 top-0 grid size-9 place-items-center rounded-xl bg-primary-50 text-primary-700">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <div className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8" aria-hidden="true">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-7">
        <Skeleton className="size-20 rounded-full sm:size-24" />
        <div className="flex-1">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="mt-3 h-4 w-24" />
          <Skeleton className="mt-5 h-4 w-80 max-w-full" />
          <Skeleton className="mt-5 h-4 w-full max-w-2xl" />
          <Skeleton className="mt-2 h-4 w-2/3 max-w-xl" />
        </div>
      </div>
    </div>
  );
}
