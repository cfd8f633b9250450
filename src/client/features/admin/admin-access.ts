/**
 * Who may see the admin screens (the route list of docs/product.md, "Pages"): sign-in
 * first, then administrator status. A signed-out visitor goes to /auth and
 * comes back after signing in; a signed-in non-administrator goes to /.
 */
import { paths } from '../../app/paths';

export type AdminAccess =
  | { kind: 'loading' }
  | { kind: 'signIn'; to: string }
  | { kind: 'notAdmin'; to: string }
  | { kind: 'allowed' };

/** `next` keeps its slashes readable (/auth?next=/admin/users?search=x). */
export function signInPath(next: string): string {
  return `${paths.auth()}?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`;
}

export function adminAccess(
  me: { isPending: boolean; user: { isAdmin: boolean } | null | undefined },
  here: string,
): AdminAccess {
  if (me.isPending) return { kind: 'loading' };
  if (!me.user) return { kind: 'signIn', to: signInPath(here) };
  if (!me.user.isAdmin) return { kind: 'notAdmin', to: paths.home() };
  return { kind: 'allowed' };
}
