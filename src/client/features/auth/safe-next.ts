import { isPageRoute } from '@shared/page-routes';

const BASE = 'http://ajjir.invalid';

/**
 * Where to go after signing in: `?next=` when it is a page of this site, else home. The decision
 * is taken on the value that will be followed, after the URL parser has normalised it (dot
 * segments, backslashes, encodings), and only a page of the app's own route list passes
 * (docs/decisions/0029): `/.//other-host/x` normalises to `//other-host/x`, which is no page.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && isPageRoute(url.pathname) && followsTo(path, url.href) ? path : '/';
}

/** The path, followed from any page of the site, lands where it was decided to (nothing left to normalise). */
function followsTo(path: string, href: string): boolean {
  try {
    return path.startsWith('/') && !path.startsWith('//') && new URL(path, BASE).href === href;
  } catch {
    return false;
  }
}
