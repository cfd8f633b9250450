import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { cn } from '../../lib/cn';
import { paths } from '../paths';
import { LanguageSwitcher } from './language-switcher';
import { PhoneMenu } from './phone-menu';

// Only signed-in people see messages, the bell and the account menu: visitors do not download them.
const SignedInArea = lazy(async () => ({ default: (await import('./signed-in-area')).SignedInArea }));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-primary-50 hover:text-primary-800',
    isActive ? 'text-primary-800' : 'text-ink/80',
  );

/** What the end of the header shows: a placeholder while we ask who this is, then sign-in or the account. */
function AccountArea() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const placeholder = <Skeleton className="size-9 rounded-full" />;
  if (me.isPending) return placeholder;
  const user = me.data;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to={paths.auth()}>{t('nav.signIn')}</Link>
      </Button>
    );
  }
  // Messages, the bell and the account, in their places while their code arrives.
  const signedInPlaceholder = (
    <>
      <Skeleton className="size-9 rounded-xl" />
      <Skeleton className="size-9 rounded-xl" />
      {placeholder}
    </>
  );
  return (
    <Suspense fallback={signedInPlaceholder}>
      <SignedInArea user={user} />
    </Suspense>
  );
}

/** Header of every page (docs/product.md, "Pages"). */
export function Header() {
  const { t } = useTranslation();
  const signedIn = Boolean(useCurrentUser().data);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home()} aria-label={t('brand.homeLink')} className="me-2 rounded-xl">
          <BrandMark />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          <NavLink to={paths.browse()} className={navLinkClass}>
            {t('nav.browse')}
          </NavLink>
          {signedIn && (
            <NavLink to={paths.listItem()} className={navLinkClass}>
              <span className="inline-flex items-center gap-1.5">
                <Plus className="size-4" aria-hidden="true" />
                {t('nav.listItem')}
              </span>
            </NavLink>
          )}
          <a href={paths.howItWorks()} className={navLinkClass({ isActive: false })}>
            {t('nav.howItWorks')}
          </a>
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-2">
          <PhoneMenu signedIn={signedIn} />
          <LanguageSwitcher />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
