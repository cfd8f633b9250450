/**
 * Who the account is: name, contact, place and dates, each fact with its icon.
 */
import type { AdminUserDetail } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDate } from '@shared/format';
import {
  AtSign,
  Ban,
  Building2,
  CalendarDays,
  CircleCheck,
  House,
  IdCard,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Store,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { Card } from './detail-card';
import { AccountTypeLabel, UserStatusBadges } from './user-badges';

/** One fact: an icon at the start, the label above the value (a dt and dd pair in its div). */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 py-3 ps-11">
      <dt className="text-xs font-medium text-muted">
        <span className="absolute start-0 top-3.5 grid size-8 place-items-center rounded-lg bg-canvas text-muted">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

export function DetailsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const none = <span className="text-muted">{t('admin.common.notProvided')}</span>;
  return (
    <Card id="details-heading" title={t('admin.user.details')}>
      <dl className="grid divide-y divide-line sm:grid-cols-2 sm:gap-x-6 sm:divide-y-0">
        <Fact icon={UserRound} label={t('admin.user.fields.fullName')}>
          <span dir="auto">{displayName({ firstName: user.firstName, lastName: user.lastName })}</span>
        </Fact>
        <Fact icon={AtSign} label={t('auth.fields.username')}>
          <span dir="ltr">@{user.username}</span>
        </Fact>
        <Fact
          icon={user.accountType === 'business' ? Building2 : IdCard}
          label={t('admin.user.fields.accountType')}
        >
          <AccountTypeLabel user={user} />
        </Fact>
        {user.accountType === 'business' && (
          <Fact icon={Store} label={t('auth.fields.companyName')}>
            {user.companyName ? <span dir="auto">{user.companyName}</span> : none}
          </Fact>
        )}
        <Fact icon={user.suspendedAt ? Ban : CircleCheck} label={t('admin.user.fields.status')}>
          <UserStatusBadges user={user} />
        </Fact>
        <Fact icon={Mail} label={t('auth.fields.email')}>
          <a
            href={`mailto:${user.email}`}
            dir="ltr"
            className="text-primary-800 underline-offset-2 hover:underline"
          >
            {user.email}
          </a>
        </Fact>
        <Fact icon={Phone} label={t('auth.fields.phone')}>
          {user.phone ? <span dir="ltr">{user.phone}</span> : none}
        </Fact>
        <Fact icon={MapPin} label={t('admin.user.fields.location')}>
          {user.city ? cityName(user.city, language) : none}
        </Fact>
        <Fact icon={CalendarDays} label={t('admin.user.fields.joined')}>
          {user.joinedAt ? formatDate(user.joinedAt, language) : t('admin.common.notAvailable')}
        </Fact>
        <Fact icon={House} label={t('auth.fields.address')}>
          {user.address ? <span dir="auto">{user.address}</span> : none}
        </Fact>
      </dl>
    </Card>
  );
}
