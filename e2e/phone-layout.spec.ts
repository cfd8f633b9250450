/**
 * The layout on a 390 px phone: the heading focused after a navigation rings for keyboard users
 * only; the floating buttons leave room at the page's end; a discount badge holds on one line over
 * the photo; the filter sheet has one button with the live count; small controls take a finger.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, gotoIn, listItemByApi, registerByApi, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const FINGER = 44;
const outlineOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).outlineStyle);
const firstCardLink = (page: Page) =>
  page.getByTestId('browse-results').getByRole('article').first().getByRole('link').first();

test('the heading focused after a tap shows no ring, after a key it does', async ({ page }) => {
  await gotoIn(page, 'en', '/browse');
  await firstCardLink(page).tap();
  await expect(page).toHaveURL(/\/item\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect(await outlineOf(heading)).toBe('none');
  // A search typed on the phone's keyboard and sent from it: typing is not moving by keyboard.
  await gotoIn(page, 'en', '/');
  const search = page.getByRole('main').getByRole('combobox').first();
  await search.tap();
  await search.fill('tent');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/browse/);
  await expect(heading).toBeFocused();
  expect(await outlineOf(heading)).toBe('none');
  await firstCardLink(page).tap();
  await expect(page).toHaveURL(/\/item\//);
  // And with a mouse, back on the results.
  await page.getByRole('main').getByRole('navigation').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/browse/);
  await expect(heading).toBeFocused();
  expect(await outlineOf(heading)).toBe('none');

  await gotoIn(page, 'en', '/browse');
  await firstCardLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/item\//);
  await expect(heading).toBeFocused();
  expect(await outlineOf(heading)).toBe('solid');
});

/** What the floating buttons cover at the page's end: elements with text of their own, or controls. */
const coveredAtTheEnd = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const nav = document.querySelector('nav.fixed');
    if (!nav) return ['no floating buttons'];
    const box = nav.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const hasText = (el: Element) =>
      [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    return [...document.querySelectorAll('body *')]
      .filter((el) => !nav.contains(el) && !el.closest('[aria-live]'))
      .filter((el) => hasText(el) || el.matches('a, button, input, [role="button"], .leaflet-marker-icon'))
      .filter((el) => overlaps(el.getBoundingClientRect()))
      .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40)}`);
  });

test('the floating buttons cover nothing at the end of home, browse, the map and saved items', async ({
  page,
}) => {
  await registerByApi(page);
  await gotoIn(page, 'ar', '/browse');
  for (const heart of await page.getByRole('button', { name: /احفظ .* في المفضلة/ }).all()) {
    await heart.click();
    if ((await page.getByRole('button', { name: /أزل .* من المفضلة/ }).count()) >= 4) break;
  }
  for (const path of ['/', '/browse', '/browse?view=map', '/favorites']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await coveredAtTheEnd(page), path).toEqual([]);
  }
});

for (const language of ['ar', 'en'] as const)
  test(`a discount badge holds on one line inside the photo, in ${language}`, async ({ page, browser }) => {
    // A listing of its own with both discounts: the newest listings, which other tests add, have none.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await registerByApi(ownerPage);
    const title = `Discount tent ${language}${Date.now().toString(36)}`;
    await listItemByApi(ownerPage, {
      title,
      extra: { weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 },
    });
    await ownerContext.close();
    await gotoIn(page, language, `/browse?search=${encodeURIComponent(title)}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // This listing's own card: the results with only some of the words are other tests' listings,
    // which come and go while this one runs.
    const badge = page
      .locator('article')
      .filter({ hasText: title })
      .locator('span:has(> svg.lucide-badge-percent)');
    await expect(badge).toBeVisible();
    const fits = await badge.evaluate((el) => {
      const own = el.getBoundingClientRect();
      const photo = (el.parentElement as HTMLElement).getBoundingClientRect();
      const line = Number.parseFloat(getComputedStyle(el).fontSize) * 1.6;
      return {
        oneLine: own.height <= line + 6,
        inside: own.left >= photo.left - 0.5 && own.right <= photo.right + 0.5,
        badge: [own.left, own.right, own.height].map(Math.round),
        photo: [photo.left, photo.right].map(Math.round),
      };
    });
    expect(
      { oneLine: fits.oneLine, inside: fits.inside },
      `${language}: ${await badge.textContent()} at ${fits.badge} in ${fits.photo}`,
    ).toEqual({ oneLine: true, inside: true });
  });

test('the phone filter sheet has one button that shows the live count, in Arabic digits', async ({
  page,
}) => {
  await gotoIn(page, 'ar', '/browse');
  await page.getByRole('button', { name: 'التصفية' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: /تطبيق/ })).toHaveCount(0);
  const show = sheet.getByRole('button', { name: /^اعرض/ });
  await expect(show).toHaveCount(1);
  // A category no other test adds listings to, so the count cannot change between the two reads.
  await sheet.getByRole('radio', { name: /إلكترونيات/ }).click();
  // The count follows the choice before anything is applied: the page's address is unchanged.
  await expect(page).not.toHaveURL(/category=/);
  await expect(show).toHaveText(/^اعرض [٠-٩٬]+ (نتيجة|نتائج)$|^اعرض (نتيجة واحدة|نتيجتين)$/);
  const label = (await show.textContent()) ?? '';
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/category=/);
  // The page, once its answer is in, says the count the button promised.
  const count = label.match(/[٠-٩٬]+/)?.[0];
  if (count) {
    const countLine = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]');
    await expect(countLine).toContainText(count);
  } else {
    const results = page.getByTestId('browse-results').getByRole('article');
    await expect(results).toHaveCount(label.includes('واحدة') ? 1 : 2);
  }
});

/** The points a finger may press around a control's centre, each of which must reach it. */
async function reachesAFinger(control: Locator): Promise<string[]> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((el, finger) => {
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const reach = finger / 2 - 1;
    const misses: string[] = [];
    for (const [dx, dy] of [
      [-reach, -reach],
      [reach, -reach],
      [-reach, reach],
      [reach, reach],
    ]) {
      const hit = document.elementFromPoint(cx + (dx ?? 0), cy + (dy ?? 0));
      if (!hit || !(el === hit || el.contains(hit))) misses.push(`${dx},${dy}: ${hit?.tagName ?? 'nothing'}`);
    }
    return misses;
  }, FINGER);
}

test('every small control takes a 44 px finger: filter badges, clear all, the sheet, breadcrumbs', async ({
  page,
}) => {
  await gotoIn(page, 'ar', '/browse?search=%D8%AE%D9%8A%D9%85%D8%A9&category=1&minPrice=10');
  const badges = page.getByTestId('active-filters');
  const controls = [
    ...(await badges.getByRole('button', { name: /إزالة التصفية/ }).all()),
    ...(await badges.getByRole('button').all()),
    page.getByRole('button', { name: /^التصفية/ }),
  ];
  for (const control of controls)
    expect(await reachesAFinger(control), (await control.textContent()) ?? '').toEqual([]);
  await firstCardLink(page).click();
  const crumbs = page.getByRole('main').getByRole('navigation').first().getByRole('link');
  await expect(crumbs).toHaveCount(2);
  for (const crumb of await crumbs.all())
    expect(await reachesAFinger(crumb), (await crumb.textContent()) ?? '').toEqual([]);
});
