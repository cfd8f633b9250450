import { isPageRoute, PAGE_ROUTES } from '@shared/page-routes';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPages } from './admin-routes';
import { ADMIN_PAGES_ID, routes as declared, isAdminPath } from './router';

/** The routes as they stand once an admin path has been opened (createRouter declares them then). */
function withAdminPages(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    if (!route.children) return route;
    const own = route.id === ADMIN_PAGES_ID ? adminPages : [];
    return { ...route, children: [...own, ...withAdminPages(route.children)] } as RouteObject;
  });
}
const routes = withAdminPages(declared);

/** The full pattern of every page the router renders (its not-found catch-alls left out). */
function pagesOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    // A route with children is a frame around pages (the layouts); the others are pages.
    const isPage = route.index === true || (route.path !== undefined && route.children === undefined);
    const own = isPage ? [path || '/'] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

/** Whether the router renders a page of its own (not the not-found page) at this path. */
function routerHasPage(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname) ?? [];
  return matched.length > 0 && matched.at(-1)!.route.path !== '*';
}

describe('the client’s routes and the shared list the server answers from', () => {
  it('name the same pages', () => {
    expect(new Set(pagesOf(routes))).toEqual(new Set(PAGE_ROUTES));
  });

  it.each([
    '/',
    '/browse',
    '/browse/',
    '/BROWSE',
    '/%62rowse',
    '/item/7c150710-981e-4b54-bb56-2683f484b321',
    '/item/a%2F..%2Fadmin',
    '/item/x/edit',
    '/admin',
    '/admin/users/abc',
    '/nope',
    '/item',
    '/item/',
    '/item/x/y',
    '/admin/nope',
    '/admin/users/a/b',
    '/profile/x/y',
    '/favorites-not-yet',
  ])('agree on %s', (pathname) => {
    expect(isPageRoute(pathname)).toBe(routerHasPage(pathname));
  });
});

describe('the administration’s pages, declared when an admin path opens', () => {
  it.each(['/admin', '/admin/', '/admin/users', '/ADMIN/users/abc'])('%s is the administration’s', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(['/', '/administrator', '/browse', '/item/admin'])('%s is not', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });

  it('leaves them out of the routes the site starts with, but for the dashboard', () => {
    expect(pagesOf(declared).filter((page) => page.startsWith('/admin'))).toEqual(['/admin']);
  });
});
