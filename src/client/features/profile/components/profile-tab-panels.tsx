import type { PublicUser } from '@shared/api-types';
import { CalendarCheck, type LucideIcon, Package, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { type ProfileTab, pickTab } from '../profile-tabs';
import { ProfileItems } from './profile-items';
import { ProfileReviews } from './profile-reviews';

/**
 * The sections, the open one in `?tab=` (a notification links to /profile?tab=reviews). One's own
 * bookings have a page of their own, /rentals, linked beside the tabs.
 */
export function ProfileTabs({ user, isOwn }: { user: PublicUser; isOwn: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = pickTab(params.get('tab'), isOwn);

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

  return (
    <Tabs value={tab} onValueChange={select} className="mt-8 sm:mt-10">
      <div className="flex items-stretch gap-4 shadow-[inset_0_-1px_0_var(--color-line)]">
        <TabsList aria-label={t('profile.tabs.label')} className="flex-1 shadow-none max-sm:gap-4">
          <Trigger value="items" icon={Package} label={t('profile.tabs.items')} />
          <Trigger value="reviews" icon={Star} label={t('profile.tabs.reviews')} />
        </TabsList>
        {isOwn && (
          <Link
            to={paths.rentals()}
            className="inline-flex shrink-0 items-center gap-2 px-1 text-sm font-medium text-primary-800 hover:underline"
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            {t('profile.tabs.rentals')}
          </Link>
        )}
      </div>
      <TabsContent value="items">
        <ProfileItems user={user} isOwn={isOwn} />
      </TabsContent>
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
