import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-states';
import { loadPageStrings } from '../i18n/i18n';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** What a route tells the layout around it. */
export interface RouteHandle {
  /** Pages with a form or a card at the bottom: the floating shortcuts would only cover it. */
  hideFloatingActions?: boolean;
}
const focusedPage: RouteHandle = { hideFloatingActions: true };

/** A page that says things from i18n/resources/pages.ts: its code and those strings download together. */
function withPageStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadPageStrings()]))[0];
}

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
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/list-item/list-item-page')).ListItemPage,
            })),
          },
          {
            path: 'item/:id',
            // The booking card sits at the bottom on phones, where the shortcuts would cover it.
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/items/item-page')).ItemPage,
            })),
          },
          {
            path: 'item/:id/edit',
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/list-item/list-item-page')).EditItemPage,
            })),
          },
          {
            path: 'profile',
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/profile/profile-page')).ProfilePage,
            })),
          },
          {
            path: 'profile/:id',
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/profile/profile-page')).ProfilePage,
            })),
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
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/messages/messages-page')).MessagesPage,
            })),
          },
          {
            path: 'setup-admin',
            handle: focusedPage,
            lazy: async () => ({
              Component: (await import('../features/admin-setup/setup-admin-page')).SetupAdminPage,
            }),
          },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
  },
  {
    // The administration (SPEC section 2): its own frame and guard (admin-layout.tsx), loaded only
    // when an admin path is opened, so none of it (nor the chart library) is in the site's bundle.
    path: 'admin',
    lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).AdminLayout }),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // A page that fails keeps the sidebar around it.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('../features/admin/users-page')).UsersPage }),
          },
          {
            path: 'users/:id',
            lazy: async () => ({
              Component: (await import('../features/admin/user-detail-page')).UserDetailPage,
            }),
          },
          {
            path: 'items',
            lazy: async () => ({ Component: (await import('../features/admin/items-page')).ItemsPage }),
          },
          {
            path: 'reports',
            lazy: async () => ({ Component: (await import('../features/admin/reports-page')).ReportsPage }),
          },
          {
            path: 'audit',
            lazy: async () => ({ Component: (await import('../features/admin/audit-page')).AuditPage }),
          },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
