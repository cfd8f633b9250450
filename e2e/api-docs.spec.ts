import { expect, test } from './fixtures';

/**
 * The API reference (docs/decisions/0042): Swagger UI from our own origin, under the site's CSP,
 * reading /api/openapi.json. Any CSP violation or script error on the page fails the test.
 */
test('the API reference lists the routes by feature, with their schemas, and breaks no CSP rule', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Ajjir API/ })).toBeVisible();
  await expect(page).toHaveTitle('Ajjir API reference');
  const favourites = page.getByRole('heading', { name: /^favorites/ });
  await expect(favourites).toBeVisible();
  // The reference opens on the list of features; a feature's routes show once it is opened.
  await expect(page.getByRole('heading', { name: /^moderation|^admin/ }).first()).toBeVisible();
  await favourites.click();
  const merge = page.locator('.opblock').filter({ hasText: '/api/favorites/merge' });
  await merge.locator('.opblock-summary').click();
  await expect(merge.getByText('Request body')).toBeVisible();
  await expect(merge.getByText('itemIds').first()).toBeVisible();
  expect(problems).toEqual([]);
});
