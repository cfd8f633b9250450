import type { Location } from 'react-router';

/**
 * The key ScrollRestoration files a page's scroll position under. React Router keys it by the
 * history entry, but every page loaded afresh (from a link outside the app, the payment gateway's
 * return, a reload) has the same key, "default": the next page loaded afresh in that tab would be
 * put back where the previous one was left (the checkout scrolled to its Pay button, then the
 * payment's result opened 190 px down). Those are keyed by their address instead.
 */
export function scrollKeyOf(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
