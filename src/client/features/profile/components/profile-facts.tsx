import type { PublicUser, User } from '@shared/api-types';
import type { TFunction } from 'i18next';
import { Building2, Globe, House, type LucideIcon, Mail, Phone, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Fact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** Whether this is one's own full account (with e-mail, phone and address) rather than a public one. */
export function isFullUser(user: PublicUser | User): user is User {
  return 'email' in user;
}

/** "rahal.example.sa" for "https://rahal.example.sa/": the address as people say it. */
function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** A business's website, VAT number and address, those it gave; none for an individual. */
export function businessFactsOf(user: PublicUser | User, t: TFunction): Fact[] {
  if (user.accountType !== 'business') return [];
  const facts: Fact[] = [];
  if (user.companyWebsite) {
    facts.push({
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
  if (user.taxId) {
    facts.push({
      icon: ReceiptText,
      label: t('profile.business.taxId'),
      value: <span dir="ltr">{user.taxId}</span>,
    });
  }
  if (user.businessAddress) {
    facts.push({
      icon: Building2,
      label: t('profile.business.address'),
      value: <span dir="auto">{user.businessAddress}</span>,
    });
  }
  return facts;
}

/** E-mail, phone and address: one's own profile only (the API sends them to no one else). */
export function privateFactsOf(user: User, t: TFunction): Fact[] {
  const facts: Fact[] = [
    { icon: Mail, label: t('profile.private.email'), value: <span dir="ltr">{user.email}</span> },
  ];
  if (user.phone) {
    facts.push({
      icon: Phone,
      label: t('profile.private.phone'),
      value: <span dir="ltr">{user.phone}</span>,
    });
  }
  if (user.address || user.zipCode) {
    facts.push({
      icon: House,
      label: t('profile.private.address'),
      // One isolated run, as the business address: the postal code stays after the street in both directions.
      value: <span dir="auto">{[user.address, user.zipCode].filter(Boolean).join(' ')}</span>,
    });
  }
  return facts;
}

/** A titled list of facts under the profile's header, each with its icon. */
export function FactList({
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
