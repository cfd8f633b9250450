import { axeViolations, expect, gotoIn, test } from './fixtures';

/**
 * A search that finds nothing says what was searched and offers ways out that find something, each
 * with how many (GET /api/search/alternatives): nearby cities, a place named like an unknown one,
 * the closest spelling, other categories, fewer filters.
 */

/** A sentence with isolated names (U+2068…U+2069 around each, as the page writes them). */
const withIsolates = (...parts: string[]) =>
  new RegExp(`^${parts.map((part, i) => (i % 2 ? `\u2068${part}\u2069` : part)).join('')}$`);

const zero = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /^(لا توجد نتائج|No results)/ });

test('in Arabic, tents in Abha: the nearest cities with tents, and all cities @phone-only', async ({
  page,
}) => {
  await gotoIn(page, 'ar', `/browse?${new URLSearchParams({ search: 'خيمة', location: 'Abha' })}`);
  const empty = zero(page);
  await expect(
    empty.getByRole('heading', { name: withIsolates('لا توجد نتائج لـ«', 'خيمة', '» في ', 'أبها', '') }),
  ).toBeVisible();
  const nearby = empty.getByRole('link', { name: /^مكة المكرمة على بعد .+ كم · غرض واحد$/ });
  await expect(nearby).toBeVisible();
  await expect(empty.getByRole('link', { name: /^كل المدن \d|^كل المدن [٠-٩]/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await nearby.click();
  await expect(page).toHaveURL(/location=Makkah/);
  await expect(page.getByTestId('browse-results').getByRole('article')).toHaveCount(1);
});

test('in English, an unknown place is named as such, and the closest city is offered', async ({ page }) => {
  await gotoIn(page, 'en', '/browse?search=tent&location=Riyadd');
  const empty = zero(page);
  await expect(
    empty.getByRole('heading', { name: withIsolates('No results for “', 'tent', '”') }),
  ).toBeVisible();
  await expect(empty.getByText(withIsolates('We don’t know a place called “', 'Riyadd', '”.'))).toBeVisible();
  const riyadh = empty.getByRole('link', { name: /^Riyadh \d+ items$/ });
  const count = Number((await riyadh.textContent())!.match(/\d+/)![0]);
  await riyadh.click();
  await expect(page).toHaveURL('/browse?search=tent&location=Riyadh');
  await expect(page.getByTestId('browse-results').getByRole('article')).toHaveCount(count);
});

test('a misspelt word offers the usual spelling; filters together in the way offer the term alone @phone-only', async ({
  page,
}) => {
  await gotoIn(page, 'en', `/browse?${new URLSearchParams({ search: 'كامرااا' })}`);
  const spelling = zero(page).getByRole('link', { name: /^كاميرا 2 items$/ });
  await spelling.click();
  await expect(page.getByTestId('browse-results').getByRole('article')).toHaveCount(2);

  await page.goto('/browse?search=tent&category=3&maxPrice=10');
  const alone = zero(page).getByRole('link', { name: /^No filters \d+ items$/ });
  await alone.click();
  await expect(page).toHaveURL('/browse?search=tent');
  await expect(page.getByTestId('browse-results').getByRole('article').first()).toBeVisible();
});
