import type { Category, Item } from '../src/shared/api-types';
import { expect, gotoIn, test } from './fixtures';

test.describe('home page', () => {
  test('opens in Arabic, right to left, with the categories and the 4 newest items from the API @phone-only', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/categories')).json()) as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(10);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('تستأجر');

    const strip = page.getByRole('region', { name: 'تصفّح حسب الفئة' });
    await expect(strip.getByRole('link')).toHaveCount(categories.length);
    await expect(strip.getByRole('link', { name: 'التخييم والرحلات' })).toHaveAttribute(
      'href',
      `/browse?category=${categories.find((c) => c.slug === 'camping')!.id}`,
    );

    const featured = page.getByTestId('featured-items').getByRole('article');
    await expect(featured).toHaveCount(4);
    // Other tests list items meanwhile, so "the 4 newest" is read after the page: the page's four
    // are among the newest now, newest first, each titled as the API has it.
    const shown = await featured
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const newest = (await (await request.get('/api/items?limit=60')).json()) as Item[];
    const positions = shown.map((href) => newest.findIndex((item) => `/item/${item.id}` === href));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(shown),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const [index, position] of positions.entries()) {
      await expect(featured.nth(index).getByRole('heading')).toHaveText(newest[position]!.title);
    }
    // Prices in riyal, never a dollar sign.
    await expect(featured.first()).toContainText('ر.س');
    await expect(page.locator('body')).not.toContainText('$');
  });

  test('switches to English, left to right, and keeps English after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'Camping' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Ajjir/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
    await expect(page.getByTestId('featured-items').getByText('SAR').first()).toBeVisible();

    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('searches from the hero into /browse with the term and the location', async ({ page }) => {
    await gotoIn(page, 'en', '/');
    await page.getByRole('combobox', { name: 'What do you need?' }).fill('tent');
    await page.getByRole('textbox', { name: 'Where?' }).fill('Riyadh');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/browse?search=tent&location=Riyadh');
  });

  test('a category tile leads to /browse filtered by that category', async ({ page }) => {
    await gotoIn(page, 'en', '/');
    await page
      .getByRole('region', { name: 'Browse by category' })
      .getByRole('link', { name: 'Cameras' })
      .click();
    await expect(page).toHaveURL(/\/browse\?category=\d+$/);
  });

  test('shows the default picture when an item photo fails to load', async ({ page }) => {
    await page.route('**/images/demo/**', (route) => route.abort());
    // The aborted requests are expected here; they are not the page's errors.
    page.removeAllListeners('console');
    await page.goto('/');
    const firstImage = page.getByTestId('featured-items').getByRole('article').first().locator('img');
    await expect(firstImage).toHaveAttribute('src', '/images/placeholder.svg');
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the How it works link scrolls to the explanation', async ({ page }) => {
    await gotoIn(page, 'en', '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { name: 'How Ajjir works' })).toBeInViewport();
  });
});
