import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PageLoading } from '../../components/page-states';
import { FavoritesSync } from '../../features/favorites/components/favorites-sync';
import { LiveConnection } from '../../features/live/live-connection';
import type { RouteHandle } from '../route-handle';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { Header } from './header';
import { RouteFocus } from './route-focus';
import { scrollKeyOf } from './scroll-key';

export function RootLayout() {
  const { t } = useTranslation();
  const hideFloatingActions = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.hideFloatingActions,
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow-pop"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1 pb-10" tabIndex={-1}>
        <RouteFocus mainId="main" />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer roomForFloatingActions={!hideFloatingActions} />
      {!hideFloatingActions && <FloatingActions />}
      <FavoritesSync />
      <LiveConnection />
      <ScrollRestoration getKey={scrollKeyOf} />
    </div>
  );
}
