/**
 * What the frame of the pages offers, by who is looking and on what screen: the phone menu, the
 * footer for members, the keyboard focus on item cards, the booking bar of a phone's item page, and
 * the administrator's users table on laptop widths.
 */
import { formatDailyRate } from '../src/shared/format';
import { DEMO_PASSWORD, expect, gotoIn, listItemByApi, registerByApi, test, turnsOf } from './fixtures';

const PHONE = { width: 390, height: 844 };

test('the phone menu offers How it works, and it leads to that section @phone-only', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoIn(page, 'ar', '/browse');
  const menu = page.getByRole('button', { name: 'القائمة', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'كيف يعمل' })
    .click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the footer offers Sign in to visitors only; members get their saved items there', async ({ page }) => {
  await gotoIn(page, 'en', '/browse');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await registerByApi(page);
  await page.reload();
  await expect(footer.getByRole('link', { name: 'Saved items' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('an item card shows where the keyboard focus is', async ({ page }) => {
  await gotoIn(page, 'en', '/');
  const cardLink = page.getByTestId('featured-items').getByRole('link').first();
  await expect(cardLink).toBeVisible();
  await cardLink.focus();
  // Focus from the keyboard: move away and back with Tab, so :focus-visible applies.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(cardLink).toBeFocused();
  // The link covers the card with its ::after box; the ring is drawn there.
  const ring = await cardLink.evaluate((link) => {
    const after = getComputedStyle(link, '::after');
    return { style: after.outlineStyle, width: after.outlineWidth };
  });
  expect(ring.style).toBe('solid');
  expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
});

// In both languages: the bar is laid out by the page's direction.
for (const language of ['ar', 'en'] as const) {
  test(`on a phone the item page keeps the price and the way to book in view, in ${language} @phone-only`, async ({
    page,
    browser,
  }) => {
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await registerByApi(ownerPage);
    const item = await listItemByApi(ownerPage, {
      title: `Bar stove ${language}${Date.now().toString(36)}`,
    });
    await ownerContext.close();

    await page.setViewportSize(PHONE);
    await gotoIn(page, language, `/item/${item.id}`);
    const bar = page.getByTestId('booking-bar');
    const card = page.getByRole('region', {
      name: language === 'ar' ? 'احجز هذا الغرض' : 'Book this item',
    });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(formatDailyRate(item.dailyRate, language));
    await expect(card).not.toBeInViewport();
    await bar.getByRole('button', { name: language === 'ar' ? 'اطلب الحجز' : 'Request to book' }).click();
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    await expect(bar).toBeHidden();
  });
}

for (const language of ['ar', 'en'] as const) {
  const myTurn = turnsOf(language);
  for (const width of [1440, 1280]) {
    if (myTurn())
      test(`the administrator's users table keeps Unblock in view at ${width} px, whatever the row holds, in ${language}`, async ({
        page,
        browser,
      }) => {
        // The widest row there can be, newest so first in the list: a business with a long name,
        // company and address, blocked (Unblock is longer than Block). Content must not widen the
        // table: other tests add accounts to this list as it runs.
        const memberContext = await browser.newContext();
        const member = await registerByApi(await memberContext.newPage(), {
          firstName: 'Abdulrahmanabdulazizalqahtani',
          lastName: 'Alqahtanialdosarialshammari',
          accountType: 'business',
          companyName: 'مؤسسة عبدالرحمن عبدالعزيز القحطاني لتأجير معدات التخييم والرحلات البرية',
        });
        await memberContext.close();
        const res = await page.request.post('/api/auth/login', {
          data: { email: 'admin@ajjir.sa', password: DEMO_PASSWORD },
        });
        expect(res.status()).toBe(200);
        const found = await page.request.get(`/api/admin/users?search=${member.username}`);
        const [account] = (await found.json()) as { id: string }[];
        const blocked = await page.request.post(`/api/admin/users/${account?.id}/suspend`, {
          data: { reason: 'Spam' },
        });
        expect(blocked.status()).toBe(200);

        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, language, '/admin/users');
        const table = page.getByRole('table');
        const row = table.getByRole('row').filter({ hasText: `@${member.username}` });
        const unblock = row.getByRole('button', { name: language === 'ar' ? /^إلغاء الحظر/ : /^Unblock/ });
        // Fully inside the table's scroll box and the window, not scrolled out of either.
        await expect(unblock).toBeInViewport({ ratio: 1 });
        // The table fits its box, and no column starts hidden under the sticky actions column.
        const overflow = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
        expect(overflow).toBeLessThanOrEqual(0);
        const headers = table.getByRole('columnheader');
        const actions = await headers.last().boundingBox();
        const joined = await headers.nth(-2).boundingBox();
        if (!actions || !joined) throw new Error('the table has no headers');
        const apart = joined.x + joined.width <= actions.x + 1 || actions.x + actions.width <= joined.x + 1;
        expect(apart, `joined ${JSON.stringify(joined)} and actions ${JSON.stringify(actions)}`).toBe(true);
        // And the row's buttons fit inside their cell rather than spilling over the joined date.
        const cell = await row.getByRole('cell').last().boundingBox();
        const view = await row
          .getByRole('link', { name: language === 'ar' ? /^عرض/ : /^View/ })
          .boundingBox();
        const button = await unblock.boundingBox();
        if (!cell || !view || !button) throw new Error('the row has no actions');
        for (const box of [view, button]) {
          expect(box.x).toBeGreaterThanOrEqual(cell.x);
          expect(box.x + box.width).toBeLessThanOrEqual(cell.x + cell.width);
        }
      });
  }
}
