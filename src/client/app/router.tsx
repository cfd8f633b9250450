import type { PageRoute } from '@shared/page-routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-states';
import { loadPageStrings } from '../i18n/i18n';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

const focusedPage: RouteHandle = { hideFloatingActions: true };

/** The route the administration's pages are declared under, once an admin path opens. */
export const ADMIN_PAGES_ID = 'admin-pages';

/** A page of the shared list (src/shared/page-routes.ts) as a path under the site's root. */
const atRoot = (route: PageRoute) => route.slice('/'.length);

/** A page that says things from app/page-strings.ts: its code and those strings download together. */
function withPageStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadPageStrings()]))[0];
}

/** A legal page: the three share one module, with their words (docs/decisions/0063-legal-consents.md). */
const legalPage = (name: 'TermsPage' | 'PrivacyPage' | 'ContactPage') => async () => ({
  Component: (await import('../features/legal/legal-pages'))[name],
});

/**
 * Every page of the app, each in the shared list (the server answers 404 for any
 * other path; router.test.ts checks the two agree). Pages load lazily, so the first visit
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
            path: atRoot('/browse'),
            lazy: async () => ({ Component: (await import('../features/browse/browse-page')).BrowsePage }),
          },
          {
            path: atRoot('/list-item'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/list-item/list-item-page')).ListItemPage,
            })),
          },
          {
            path: atRoot('/item/:id'),
            // The booking card sits at the bottom on phones, where the shortcuts would cover it.
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/items/item-page')).ItemPage,
            })),
          },
          {
            path: atRoot('/item/:id/edit'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/list-item/list-item-page')).EditItemPage,
            })),
          },
          {
            path: atRoot('/profile'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/profile/profile-page')).ProfilePage,
            })),
          },
          {
            path: atRoot('/profile/:id'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/profile/profile-page')).ProfilePage,
            })),
          },
          {
            path: atRoot('/bookings/:id/checkout'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/checkout/checkout-page')).CheckoutPage,
            })),
          },
          {
            path: atRoot('/earnings'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/earnings/earnings-page')).EarningsPage,
            })),
          },
          {
            path: atRoot('/invoices/:id'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/invoices/invoice-page')).InvoicePage,
            })),
          },
          {
            path: atRoot('/auth'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/auth/auth-page')).AuthPage,
            })),
          },
          {
            path: atRoot('/forgot-password'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            })),
          },
          {
            path: atRoot('/reset-password'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
            })),
          },
          {
            path: atRoot('/verify'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/verification/verify-page')).VerifyPage,
            })),
          },
          {
            path: atRoot('/confirm-email'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/verification/confirm-email-page')).ConfirmEmailPage,
            })),
          },
          {
            path: atRoot('/messages'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/messages/messages-page')).MessagesPage,
            })),
          },
          {
            path: atRoot('/rentals'),
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/rental/rentals-page')).RentalsPage,
            })),
          },
          {
            path: atRoot('/bookings/:id'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/rental/booking-page')).BookingPage,
            })),
          },
          {
            path: atRoot('/settings'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/account/settings-page')).SettingsPage,
            })),
          },
          {
            path: atRoot('/favorites'),
            lazy: async () => ({
              Component: (await import('../features/favorites/favorites-page')).FavoritesPage,
            }),
          },
          // The legal pages (docs/decisions/0063-legal-consents.md): their words load with them.
          // Pages to read: the floating shortcuts would sit over their lines on phones.
          { path: atRoot('/terms'), handle: focusedPage, lazy: legalPage('TermsPage') },
          { path: atRoot('/privacy'), handle: focusedPage, lazy: legalPage('PrivacyPage') },
          { path: atRoot('/contact'), handle: focusedPage, lazy: legalPage('ContactPage') },
          {
            path: atRoot('/setup-admin'),
            handle: focusedPage,
            lazy: withPageStrings(async () => ({
              Component: (await import('../features/admin-setup/setup-admin-page')).SetupAdminPage,
            })),
          },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
  },
  {
    // The administration (docs/product.md, "Pages"): its own frame and guard (admin-layout.tsx), loaded only
    // when an admin path is opened, so none of it (nor the chart library) is in the site's bundle. It
    // shows the account fields, whose words are among the pages' strings.
    path: atRoot('/admin'),
    lazy: withPageStrings(async () => ({
      Component: (await import('../features/admin/admin-layout')).AdminLayout,
    })),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // A page that fails keeps the sidebar around it. Its pages are declared when an admin path
        // is first opened (`createRouter`); until then, and for a path that is no page, not found.
        id: ADMIN_PAGES_ID,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard-page')).DashboardPage,
            }),
          },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
  },
];

/**
 * The router. The administration's pages (admin-routes.ts) are declared the first time a path
 * under /admin is opened, so not even their list is in the site's first download
 * (docs/performance.md, "The first page's budget with verified members").
 */
export function createRouter() {
  let adminDeclared = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminDeclared || !isAdminPath(path)) return;
      const { adminPages } = await import('./admin-routes');
      if (adminDeclared) return;
      adminDeclared = true;
      patch(ADMIN_PAGES_ID, adminPages);
    },
  });
}

/** Whether a path is the administration's (`/admin` or under it), in any case, as the router matches. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(\/|$)/i.test(path);
}
