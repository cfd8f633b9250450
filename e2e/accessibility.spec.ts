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

for (const language of ['ar', 'en'] as const) {
  for (const { name, path, ready } of PAGES) {
    test(`${name} in ${language} has no axe violation @phone`, async ({ page }) => {
      await gotoIn(page, language, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
