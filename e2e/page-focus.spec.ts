import type { Page } from '@playwright/test';
import { expect, gotoIn, test } from './fixtures';

/**
 * After a client-side navigation, focus is on the new page's main heading and its name is
 * announced, as after a full page load; the first load, and filters that only change the query
 * string, leave focus where it is.
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? '', text: active?.textContent?.trim() ?? '' };
  });

test('following a result moves focus to the item page heading, and back to the browse heading @phone-only', async ({
  page,
}) => {
  await gotoIn(page, 'en', '/browse');
  // The first load leaves focus alone.
  expect((await focused(page)).tag).toBe('BODY');
  const firstCard = page.getByTestId('browse-results').getByRole('article').first();
  const title = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/item\//);
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: title });
  await expect(page.getByRole('main').locator('[aria-live="polite"]').first()).toHaveText(title);
  // The heading is focusable by script only, not a stop for the Tab key.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');

  await page.goBack();
  await expect(page).toHaveURL('/browse');
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Browse items' });
});

test('a header link in Arabic lands on the new page heading; a filter keeps focus on itself', async ({
  page,
}) => {
  await gotoIn(page, 'ar', '/');
  await page.getByRole('banner').getByRole('link', { name: 'تصفّح' }).click();
  await expect(page).toHaveURL('/browse');
  await expect.poll(async () => (await focused(page)).tag).toBe('H1');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const filters = page.getByRole('complementary', { name: 'التصفية' });
  const camping = filters.getByRole('radio').nth(1);
  await camping.click();
  await expect(page).toHaveURL(/category=/);
  await expect(camping).toBeFocused();
});
