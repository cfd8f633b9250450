/**
 * Saved items (/favorites), in both languages: the heart's toast leads to the page, which shows
 * each listing as it is now (the owner's new price); the account menu leads
 * there too; removing the last one leaves the empty state; a visitor is asked to sign in first.
 */
import type { Browser } from '@playwright/test';
import { formatDailyRate } from '../src/shared/format';
import { axeViolations, expect, gotoIn, listItemByApi, registerByApi, test, turnsOf } from './fixtures';

const WORDS = {
  ar: {
    title: 'المفضلة',
    saved: 'حُفظ في المفضلة',
    viewAll: 'عرض المفضلة',
    unavailable: 'غير متاح حاليًا',
    count: 'غرض واحد محفوظ',
    empty: 'لا شيء في المفضلة بعد',
    save: (title: string) => `احفظ ${title} في المفضلة`,
    remove: (title: string) => `أزل ${title} من المفضلة`,
    accountMenu: /قائمة حساب/,
  },
  en: {
    title: 'Saved items',
    saved: 'Saved to your favourites',
    viewAll: 'View saved items',
    unavailable: 'Not available now',
    count: '1 saved item',
    empty: 'Nothing saved yet',
    save: (title: string) => `Save ${title} to favourites`,
    remove: (title: string) => `Remove ${title} from favourites`,
    signIn: 'Welcome back',
    accountMenu: /Account menu of/,
  },
} as const;

/** A fresh owner with one listing at 75 SAR a day, acting through the API in a browser context of their own. */
async function ownerWithItem(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerByApi(page, { firstName: 'Nawaf', lastName: 'Owner' });
  const item = await listItemByApi(page, { title });
  const update = async (data: Record<string, unknown>) => {
    const res = await page.request.patch(`/api/items/${item.id}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { item, update, close: () => context.close() };
}

for (const language of ['ar', 'en'] as const) {
  const myTurn = turnsOf(language);
  const w = WORDS[language];

  if (myTurn())
    test(`saved items show the listing's current price, in ${language} @phone-only`, async ({
      page,
      browser,
    }) => {
      // Many steps, two people.
      test.slow();
      const title = `Saved lantern ${language}${Date.now().toString(36)}`;
      const owner = await ownerWithItem(browser, title);
      await registerByApi(page);
      await gotoIn(page, language, `/item/${owner.item.id}`);
      await page.getByRole('button', { name: w.save(title) }).click();
      await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: w.viewAll }).click();

      await expect(page).toHaveURL(/\/favorites$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByTestId('saved-count')).toHaveText(w.count);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(card).toContainText(formatDailyRate('75', language));
      await expect(card).not.toContainText(w.unavailable);

      // The owner raises the price: the page shows the listing as it is now, not as it was saved.
      await owner.update({ dailyRate: '120' });
      await page.reload();
      await expect(card).toContainText(formatDailyRate('120', language));
      expect(await axeViolations(page)).toEqual([]);

      await card.getByRole('button', { name: w.remove(title) }).click();
      await expect(page.getByText(w.empty)).toBeVisible();
      await owner.close();
    });

  if (myTurn())
    test(`the account menu leads to saved items, in ${language}`, async ({ page }) => {
      await registerByApi(page);
      await gotoIn(page, language, '/');
      await page.getByRole('button', { name: w.accountMenu }).click();
      await page.getByRole('menuitem', { name: w.title }).click();
      await expect(page).toHaveURL(/\/favorites$/);
      await expect(page.getByText(w.empty)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
}

test('a visitor opening saved items is asked to sign in first, and comes back there', async ({ page }) => {
  await gotoIn(page, 'en', '/favorites');
  await expect(page.getByRole('heading', { level: 1, name: WORDS.en.signIn })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=\/favorites$/);
});
