import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-states';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** A route whose issue has not landed: the path exists, the page says it is coming. */
const comingSoon = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <ComingSoonPage titleKey={titleKey} />,
});

/** What a route tells the layout around it. */
export interface RouteHandle {
  /** Pages with a form or a card at the bottom: the floating shortcuts would only cover it. */
  hideFloatingActions?: boolean;
}
const focusedPage: RouteHandle = { hideFloatingActions: true };

/**
 * Every route of SPEC section 2. Pages load lazily, so the first visit
 * downloads only the shell and the page it opens.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown for the moment the first lazily loaded page takes to arrive.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            path: 'browse',
            lazy: async () => ({ Component: (await import('../features/browse/browse-page')).BrowsePage }),
          },
          {
            path: 'list-item',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/list-item/list-item-page')).ListItemPage,
            }),
          },
          {
            path: 'item/:id',
            // The booking card sits at the bottom on phones, where the shortcuts would cover it.
            handle: focusedPage,
            lazy: async () => ({ Component: (await import('../features/items/item-page')).ItemPage }),
          },
          {
            path: 'item/:id/edit',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/list-item/list-item-page')).EditItemPage,
            }),
          },
          {
            path: 'profile',
            handle: focusedPage,
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
          },
          {
            path: 'profile/:id',
            handle: focusedPage,
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
          },
          {
            path: 'auth',
            handle: focusedPage,
            lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
          },
          {
            path: 'forgot-password',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'messages',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/messages/messages-page')).MessagesPage,
            }),
          },
          {
            path: 'setup-admin',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/admin-setup/setup-admin-page')).SetupAdminPage,
            }),
          },
          comingSoon('admin', 'admin'),
          comingSoon('admin/users', 'adminUsers'),
          comingSoon('admin/users/:id', 'adminUser'),
          comingSoon('admin/items', 'adminItems'),
          comingSoon('admin/reports', 'adminReports'),
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
