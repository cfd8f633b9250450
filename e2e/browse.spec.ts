import type { Item } from '../src/shared/api-types';
import { axeViolations, expect, gotoIn, registerByApi, test } from './fixtures';

/** Browse: search from home, filters in the URL, sorting, the map, favourites on cards. */

const RIYADH = { latitude: 24.7136, longitude: 46.6753 };
const cards = (page: import('@playwright/test').Page) =>
  page.getByTestId('browse-results').getByRole('article');

/** The daily prices on the result cards, as numbers (Arabic-Indic digits included). */
async function shownPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await cards(page)
    .locator('p')
    .filter({ hasText: /SAR|ر\.س/ })
    .allInnerTexts();
  return texts.map((text) =>
    Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[^\d.]/g, '')),
  );
}

test.describe('search and filters', () => {
  test('searching from the home page in Arabic finds the tents whatever the spelling @phone-only', async ({
    page,
  }) => {
    await gotoIn(page, 'ar', '/');
    const box = page.getByRole('combobox', { name: 'وش تحتاج؟' });
    await box.fill('خيمه');
    // The suggestions show, and the Search button stays in reach (on a phone they push it down).
    await expect(page.getByRole('listbox', { name: 'اقتراحات البحث' })).toBeVisible();
    await page.getByRole('button', { name: 'ابحث', exact: true }).click();
    await expect(page).toHaveURL(/\/browse\?search=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «\u2068خيمه\u2069»');
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).getByRole('heading').allInnerTexts();
    expect(titles.some((title) => title.includes('خيمة'))).toBe(true);
    // The search is a removable badge.
    await page.getByRole('button', { name: 'إزالة التصفية «\u2068خيمه\u2069»' }).click();
    await expect(page).toHaveURL('/browse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تصفّح المعروضات');
  });

  test('filters by category and price, sorts by price, and keeps it all in the URL', async ({ page }) => {
    await gotoIn(page, 'en', '/browse');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('radio', { name: 'Camping' }).click();
    await expect(page).toHaveURL(/category=1/);
    await filters.getByLabel('To').fill('150');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/maxPrice=150/);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/sort=price-low/);
    // The URL changes before the sorted results arrive: the cards of the last filter may still show for
    // a moment, and then the skeleton, so wait for cards that answer the whole URL.
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        const sorted = prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
        return prices.length > 1 && sorted && prices.every((price) => price <= 150);
      })
      .toBe(true);

    // The same URL in a new visit shows the same results.
    const url = page.url();
    await page.goto(url);
    await expect(page.getByTestId('active-filters')).toContainText('Up to 150 SAR');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL('/browse?sort=price-low');
  });

  test('says so when nothing matches, and clears the filters', async ({ page }) => {
    await gotoIn(page, 'en', '/browse?search=submarine');
    await expect(page.getByRole('heading', { name: 'No results for “\u2068submarine\u2069”' })).toBeVisible();
    await expect(page.getByText('Nothing close to it right now.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/browse');
    await expect(cards(page).first()).toBeVisible();
  });

  test('loads more results as the page scrolls', async ({ page, request }) => {
    const total = Number((await request.get('/api/items?limit=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThan(24);
    await gotoIn(page, 'en', '/browse');
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(24);
  });
});

test.describe('sorting by distance', () => {
  test.use({ geolocation: RIYADH, permissions: ['geolocation'] });

  test('asks for the position and puts what is near first, with the distance', async ({ page }) => {
    await gotoIn(page, 'en', '/browse');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Nearest to me' }).click();
    await expect(page).toHaveURL(/sort=distance/);
    const first = cards(page).first();
    await expect(first).toContainText('Riyadh');
    await expect(first).toContainText(/\d+(\.\d)? (m|km)/);
  });
});

test.describe('sorting by distance without permission', () => {
  test('says the position was refused and shows the newest instead', async ({ page }) => {
    await gotoIn(page, 'en', '/browse?sort=distance');
    await expect(page.getByText('We could not sort by distance').first()).toBeVisible();
    await expect(page).toHaveURL('/browse');
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('the map', () => {
  test('shows the results as clusters and price tags, with the item in a popup', async ({ page }) => {
    await gotoIn(page, 'en', '/browse');
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByLabel('Map of the results');
    await expect(map).toBeVisible();
    // The marker is a point; what shows is the tag inside it.
    const clusters = map.locator('.ajjir-cluster-marker span');
    await expect(clusters.first()).toBeVisible();
    // Filtered to one city, the items spread into price tags as the map zooms in.
    await page.goto('/browse?view=map&location=Jeddah');
    const tag = page.locator('.ajjir-price-marker span').first();
    await expect(tag).toBeVisible();
    await tag.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('link', { name: 'View item' })).toHaveAttribute('href', /^\/item\//);
  });
});

test.describe('favourites on the cards', () => {
  test('a visitor’s favourite stays after a reload and moves to the account at sign-in', async ({ page }) => {
    const [first] = (await (await page.request.get('/api/items?limit=1')).json()) as Item[];
    await gotoIn(page, 'en', '/browse');
    const heart = page.getByRole('button', { name: `Save ${first!.title} to favourites` });
    await heart.click();
    await expect(
      page.getByRole('button', { name: `Remove ${first!.title} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${first!.title} from favourites` })).toBeVisible();

    await registerByApi(page);
    await page.reload();
    await expect
      .poll(async () =>
        ((await (await page.request.get('/api/favorites')).json()) as Item[]).map((item) => item.id),
      )
      .toEqual([first!.id]);
  });
});

// Both views in one test per language and width (docs/decisions/0037): a context per view cost more
// than the check.
for (const language of ['ar', 'en'] as const) {
  test(`browse, as a grid and on the map, in ${language} has no axe violation @phone`, async ({ page }) => {
    await gotoIn(page, language, '/browse');
    await expect(cards(page).first()).toBeVisible();
    expect.soft(await axeViolations(page), 'grid').toEqual([]);
    await page.goto('/browse?view=map');
    await expect(page.locator('.ajjir-cluster-marker span').first()).toBeVisible();
    expect.soft(await axeViolations(page), 'map').toEqual([]);
  });
}
