/**
 * Every page of the client, as React Router patterns (`:name` is one path segment). The client's
 * router is built from these (src/client/app/router.tsx; a test checks they agree), the server
 * answers 200 only for a path that matches one (any other page path is a 404 with the not-found
 * page), and sign-in's `?next=` may only lead to one of them (docs/decisions/0029).
 */
export const PAGE_ROUTES = [
  '/',
  '/browse',
  '/list-item',
  '/item/:id',
  '/item/:id/edit',
  '/bookings/:id/checkout',
  '/earnings',
  '/invoices/:id',
  '/profile',
  '/profile/:id',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/verify',
  '/messages',
  '/rentals',
  '/bookings/:id',
  '/favorites',
  '/settings',
  '/terms',
  '/privacy',
  '/contact',
  '/setup-admin',
  '/admin',
  '/admin/users',
  '/admin/users/:id',
  '/admin/items',
  '/admin/reports',
  '/admin/audit',
  '/admin/search-words',
  '/admin/payments',
  '/admin/payments/:bookingId',
  '/admin/reconciliation',
  '/admin/disputes',
  '/admin/jobs',
  '/admin/verifications',
  '/admin/moderation',
] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

/** More segments than any page has: such a path is no page, whatever it holds. */
const MAX_SEGMENTS = 8;

const PATTERNS = PAGE_ROUTES.map((route) => segmentsOf(route) ?? []);

/**
 * The decoded segments of a path, as React Router matches them (one trailing slash ignored), or
 * null when a segment cannot be decoded or the path is too long to be a page.
 */
function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const raw = trimmed === '/' ? [] : trimmed.split('/').slice(1);
  if (raw.length > MAX_SEGMENTS) return null;
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => {
    // As many segments as parts (checked above), so the segment is there.
    const segment = segments[index];
    if (segment === undefined || segment === '') return false;
    // React Router matches the fixed parts whatever their case.
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}

/** Whether `pathname` (a URL's path, no query or hash) is a page of the client. */
export function isPageRoute(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const segments = segmentsOf(pathname);
  return segments !== null && PATTERNS.some((pattern) => matches(pattern, segments));
}
