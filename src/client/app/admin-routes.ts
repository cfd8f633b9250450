import type { PageRoute } from '@shared/page-routes';
import type { RouteObject } from 'react-router';

/** A page of the shared list as a path under /admin. */
const inAdmin = (route: PageRoute) => route.slice('/admin/'.length);

/**
 * The administration's pages under /admin/…, inside its frame (router.tsx): the list is declared
 * when an admin path first opens, and each page loads only when its path opens, so none of them is
 * in the site's bundle. The dashboard, /admin itself, is declared with the frame.
 */
export const adminPages: RouteObject[] = [
  {
    path: inAdmin('/admin/users'),
    lazy: async () => ({ Component: (await import('../features/admin/users-page')).UsersPage }),
  },
  {
    path: inAdmin('/admin/users/:id'),
    lazy: async () => ({
      Component: (await import('../features/admin/user-detail-page')).UserDetailPage,
    }),
  },
  {
    path: inAdmin('/admin/items'),
    lazy: async () => ({ Component: (await import('../features/admin/items-page')).ItemsPage }),
  },
  {
    path: inAdmin('/admin/reports'),
    lazy: async () => ({ Component: (await import('../features/admin/reports-page')).ReportsPage }),
  },
  {
    path: inAdmin('/admin/audit'),
    lazy: async () => ({ Component: (await import('../features/admin/audit-page')).AuditPage }),
  },
  {
    path: inAdmin('/admin/search-words'),
    lazy: async () => ({ Component: (await import('../features/admin/lexicon-page')).LexiconPage }),
  },
  {
    path: inAdmin('/admin/payments'),
    lazy: async () => ({ Component: (await import('../features/admin/payments-page')).PaymentsPage }),
  },
  {
    path: inAdmin('/admin/payments/:bookingId'),
    lazy: async () => ({
      Component: (await import('../features/admin/booking-money-page')).BookingMoneyPage,
    }),
  },
  {
    path: inAdmin('/admin/reconciliation'),
    lazy: async () => ({
      Component: (await import('../features/admin/reconciliation-page')).ReconciliationPage,
    }),
  },
  {
    path: inAdmin('/admin/disputes'),
    lazy: async () => ({ Component: (await import('../features/admin/disputes-page')).DisputesPage }),
  },
  {
    path: inAdmin('/admin/jobs'),
    lazy: async () => ({ Component: (await import('../features/admin/jobs-page')).JobsPage }),
  },
  {
    path: inAdmin('/admin/moderation'),
    lazy: async () => ({ Component: (await import('../features/admin/moderation-page')).ModerationPage }),
  },
  {
    path: inAdmin('/admin/verifications'),
    lazy: async () => ({
      Component: (await import('../features/admin/verifications-page')).VerificationsPage,
    }),
  },
];
