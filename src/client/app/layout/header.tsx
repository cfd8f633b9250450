import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { paths } from '../paths';
import { LanguageSwitcher } from './language-switcher';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-primary-50 hover:text-primary-800',
    isActive ? 'text-primary-800' : 'text-ink/80',
  );

/**
 * Header of every page (SPEC section 2). Signed-in parts (messages,
 * notifications, user menu, list item) arrive with the accounts issue.
 */
export function Header() {
  const { t } = useTranslation();
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
          <a href={paths.howItWorks()} className={navLinkClass({ isActive: false })}>
            {t('nav.howItWorks')}
          </a>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="icon" className="md:hidden">
            <Link to={paths.browse()} aria-label={t('nav.browse')}>
              <Search className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <LanguageSwitcher />
          <Button asChild size="sm">
            <Link to={paths.auth()}>{t('nav.signIn')}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
