import { expect, gotoIn, test } from './fixtures';

test.describe('not found', () => {
  test('an unknown path shows the 404 page in Arabic, with a way home @phone-only', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // A 404 for search engines (no soft 404s), with the app's own not-found page for people.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await expect(page).toHaveTitle(/الصفحة غير موجودة/);
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL('/');
  });

  test("is titled 'Page Not Found' in English", async ({ page }) => {
    await gotoIn(page, 'en', '/item/1/extra/segments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('an unknown API path answers JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
