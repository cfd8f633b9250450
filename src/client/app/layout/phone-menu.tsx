import { CalendarCheck, CircleHelp, Heart, Menu, Plus, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../paths';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl px-3 py-3 font-medium text-ink transition-colors hover:bg-primary-50 hover:text-primary-800"
      >
        {icon}
        {children}
      </Link>
    </li>
  );
}

/**
 * The header's links on phones, where the main navigation is hidden: browse, how it works, and for
 * members listing an item, their rentals and their saved items. A disclosure (a button and the list it opens), not
 * a menu widget: it is plain links, and it keeps Radix's menu code out of every visitor's first page.
 */
export function PhoneMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // A followed link (even to the page already open, or to #how-it-works) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of the location changing
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  const iconClass = 'size-5 shrink-0 text-primary-700';
  return (
    <div className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="size-10"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.menu')}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </Button>
      <nav
        id={panelId}
        aria-label={t('nav.main')}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 py-3 shadow-pop"
      >
        <ul className="flex flex-col gap-1">
          <MenuLink to={paths.browse()} icon={<Search className={iconClass} aria-hidden="true" />}>
            {t('nav.browse')}
          </MenuLink>
          <MenuLink to={paths.howItWorks()} icon={<CircleHelp className={iconClass} aria-hidden="true" />}>
            {t('nav.howItWorks')}
          </MenuLink>
          {signedIn && (
            <>
              <MenuLink to={paths.listItem()} icon={<Plus className={iconClass} aria-hidden="true" />}>
                {t('nav.listItem')}
              </MenuLink>
              <MenuLink
                to={paths.rentals()}
                icon={<CalendarCheck className={iconClass} aria-hidden="true" />}
              >
                {t('nav.rentals')}
              </MenuLink>
              <MenuLink to={paths.favorites()} icon={<Heart className={iconClass} aria-hidden="true" />}>
                {t('nav.favorites')}
              </MenuLink>
            </>
          )}
        </ul>
      </nav>
    </div>
  );
}
