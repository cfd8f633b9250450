/**
 * The administration's own frame (docs/product.md, "Pages", /admin): no site header or
 * footer, a sidebar on the start side (the right in Arabic) with who is
 * signed in, the sections, Back to Site and Logout; on phones a top bar whose
 * menu button opens the same panel as a drawer. It is also the guard: signed
 * out → /auth (and back after), signed in without administrator status → /.
 */
import type { User } from '@shared/api-types';
import i18n from 'i18next';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RouteFocus } from '../../app/layout/route-focus';
import { paths } from '../../app/paths';
import { ErrorState, PageLoading } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser, useSignOut } from '../auth';
import { LiveConnection } from '../live';
import { registerAdminStrings } from './admin.i18n';
import { adminAccess } from './admin-access';
import { AdminBrand, AdminNavPanel } from './components/admin-nav';

// Before the first admin screen renders: their words come with their code (admin.i18n.ts).
registerAdminStrings(i18n);

export function AdminLayout() {
  const me = useCurrentUser();
  const location = useLocation();
  // After Logout the user is gone: go home (where signing out leads), not to the sign-in page.
  const [signedOut, setSignedOut] = useState(false);
  const access = adminAccess(
    { isPending: me.isPending, user: me.data },
    `${location.pathname}${location.search}`,
  );

  if (me.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20">
        <ErrorState error={me.error} onRetry={() => me.refetch()} />
      </div>
    );
  }
  if (access.kind === 'loading') return <GuardLoading />;
  if (access.kind === 'signIn') return <Navigate to={signedOut ? paths.home() : access.to} replace />;
  if (access.kind === 'notAdmin') return <Navigate to={access.to} replace />;
  return <AdminShell user={me.data as User} onSignedOut={() => setSignedOut(true)} />;
}

function GuardLoading() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return <PageLoading />;
}

function AdminShell({ user, onSignedOut }: { user: User; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const logOut = () => {
    onSignedOut();
    signOut.mutate(undefined, {
      onError: () => toast({ variant: 'destructive', title: t('nav.logoutFailed') }),
    });
  };
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow-pop"
      >
        {t('nav.skipToContent')}
      </a>

      <aside className="sticky top-0 hidden h-dvh overflow-y-auto border-e border-line bg-surface lg:block">
        <AdminNavPanel user={user} onLogout={logOut} loggingOut={signOut.isPending} />
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-line bg-surface/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-surface/75 sm:px-5 lg:hidden">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('admin.nav.openMenu')}>
                <Menu className="size-5" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent>
              <SheetTitle className="sr-only">{t('admin.nav.menuTitle')}</SheetTitle>
              <SheetDescription className="sr-only">{t('admin.nav.menuDescription')}</SheetDescription>
              <AdminNavPanel
                user={user}
                onNavigate={() => setMenuOpen(false)}
                onLogout={logOut}
                loggingOut={signOut.isPending}
              />
            </SheetContent>
          </Sheet>
          <AdminBrand />
        </header>

        <main
          id="admin-main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10 lg:py-10"
        >
          <RouteFocus mainId="admin-main" />
          <div className="mx-auto max-w-7xl">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>

      <LiveConnection />
      <ScrollRestoration />
    </div>
  );
}
