import type { User } from '@shared/api-types';
import {
  CalendarCheck,
  Heart,
  LayoutDashboard,
  LogOut,
  Plus,
  Settings,
  UserRound,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toast } from '../../components/ui/toast';
import { UserAvatar } from '../../components/user-avatar';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useOwnerItems } from '../../features/items';
import { paths } from '../paths';

/**
 * Earnings, for someone with listings. Its own component inside the menu's content, which mounts
 * only while the menu is open: their items are asked for then, not on every page.
 */
function EarningsItem({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const items = useOwnerItems(userId);
  if (!items.data?.length) return null;
  return (
    <DropdownMenuItem asChild>
      <Link to={paths.earnings()}>
        <Wallet aria-hidden="true" />
        {t('nav.earnings')}
      </Link>
    </DropdownMenuItem>
  );
}

/** The signed-in user's menu: profile, rentals, saved items, earnings (owners), list an item (phones), administration, log out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const logOut = () =>
    signOut.mutate(undefined, {
      onError: () => toast({ variant: 'destructive', title: t('nav.logoutFailed') }),
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex cursor-pointer items-center gap-2 rounded-full p-1 transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 md:pe-3">
        {/* Named by its text, which holds the name shown beside the picture (WCAG 2.5.3, label in name). */}
        <UserAvatar user={user} />
        <span className="sr-only">{t('nav.accountMenu', { name: user.firstName })}</span>
        <span className="hidden max-w-32 truncate text-sm font-medium md:inline" aria-hidden="true">
          {user.firstName}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-semibold text-ink">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-muted rtl:text-end" dir="ltr">
            {user.email}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile(user.id)}>
            <UserRound aria-hidden="true" />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.rentals()}>
            <CalendarCheck aria-hidden="true" />
            {t('nav.rentals')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.favorites()}>
            <Heart aria-hidden="true" />
            {t('nav.favorites')}
          </Link>
        </DropdownMenuItem>
        <EarningsItem userId={user.id} />
        <DropdownMenuItem asChild className="md:hidden">
          <Link to={paths.listItem()}>
            <Plus aria-hidden="true" />
            {t('nav.listItem')}
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin()}>
              <LayoutDashboard aria-hidden="true" />
              {t('nav.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.settings()}>
            <Settings aria-hidden="true" />
            {t('nav.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="flip-rtl" />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
