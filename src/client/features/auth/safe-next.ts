/**
 * Where to go after signing in: `?next=` when it is a path of this site, else
 * home. Anything that could leave the site (//evil.example, https://…, a
 * backslash trick) falls back to home, so the parameter cannot be used to
 * send people elsewhere after they typed their password.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  try {
    const url = new URL(next, 'http://ajjir.invalid');
    if (url.origin !== 'http://ajjir.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
