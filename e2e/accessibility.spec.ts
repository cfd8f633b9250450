import { axeViolations, expect, gotoIn, test } from './fixtures';

const PAGES = [
  { name: 'home', path: '/', ready: 'featured-items' },
  { name: '404', path: '/no/such/page', ready: undefined },
  { name: 'sign in', path: '/auth', ready: undefined },
  { name: 'sign up', path: '/auth?tab=sign-up', ready: undefined },
  { name: 'forgot password', path: '/forgot-password', ready: undefined },
  { name: 'reset password', path: '/reset-password?token=abc', ready: undefined },
  { name: 'setup admin', path: '/setup-admin', ready: undefined },
];

// One test per language and width walks every page: a browser context per page cost more than the
// page's own check (docs/decisions/0037). Each page's violations are reported under its name.
for (const language of ['ar', 'en'] as const) {
  test(`the first pages in ${language} have no axe violation @phone`, async ({ page }) => {
    await gotoIn(page, language, '/');
    for (const { name, path, ready } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect.soft(await axeViolations(page), name).toEqual([]);
    }
  });
}
