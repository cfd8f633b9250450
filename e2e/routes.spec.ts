import { expect, gotoIn, test } from './fixtures';

/** Every route listed in docs/product.md, "Pages", exists: none of them falls through to the 404 page. */
const ROUTES = [
  '/browse',
  '/list-item',
  '/item/8a3c2d1e-0000-4000-8000-000000000000',
  '/profile',
  '/profile/8a3c2d1e-0000-4000-8000-000000000000',
  '/auth',
  '/forgot-password',
  '/reset-password?token=abc',
  '/messages',
  '/favorites',
  '/setup-admin',
  '/admin',
  '/admin/users',
  '/admin/users/8a3c2d1e-0000-4000-8000-000000000000',
  '/admin/items',
  '/admin/reports',
];

test('every route of the app exists', async ({ page }) => {
  // Twenty page loads in one test: a time limit per load, not one for the whole walk.
  test.slow();
  await gotoIn(page, 'en', '/');
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), route).not.toHaveText('Page Not Found');
  }
});
