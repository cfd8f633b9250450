/**
 * Test fixtures: every page fails its test on a console error or an
 * uncaught exception (a CSP violation, a React warning, a failed request
 * the UI did not handle), and `useLanguage` starts a test in a given language.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { Category, Item } from '@shared/api-types';

type Language = 'ar' | 'en';

/**
 * Chromium logs every 4xx answer to fetch as a console error. An API refusal
 * (401 wrong password, 409 e-mail taken) is part of a journey the test checks
 * on screen, so it is not the page's error; a 5xx, or a 4xx of a page asset, is.
 */
function isHandledApiRefusal(text: string, url: string): boolean {
  return /status of 4\d\d/.test(text) && new URL(url, 'http://x').pathname.startsWith('/api/');
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || isHandledApiRefusal(message.text(), message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page in the given language (the choice lives in localStorage, as a user's would). */
export async function gotoIn(page: Page, language: Language, path: string): Promise<void> {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e.languageSet')) {
      localStorage.setItem('ajjir.language', lang);
      sessionStorage.setItem('e2e.languageSet', '1');
    }
  }, language);
  await page.goto(path);
}

/** Serious and critical accessibility violations of a page, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours mid-fade are not the page's: on a busy machine axe met an alert half faded in
  // (contrast 3.3 on a danger-50 box). Let running transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page alone: our pages have no frames to merge results from, and
  // the default opens a second page per check to merge them (a second or more on a busy machine).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

/** The demo accounts' shared password (src/server/db/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'demo1234';

let uniqueCounter = 0;
/** A value no other test uses: e-mails and usernames of accounts a test creates. */
export function uniqueName(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${uniqueCounter}`;
}

/** Creates an account through the API (the page's cookies then hold its session). */
export async function registerByApi(
  page: Page,
  overrides: Record<string, string> = {},
): Promise<{ email: string; password: string; username: string; firstName: string }> {
  const username = uniqueName('e2e_');
  const account = {
    email: `${username}@example.sa`,
    password: 'first-pass-1',
    username,
    firstName: 'Test',
    lastName: 'Renter',
    accountType: 'individual',
    ...overrides,
  };
  const res = await page.request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * A listing of the page's signed-in user, made through the API (a camping item in Riyadh), on the
 * e2e server or, with `base`, on another (the cluster's proxy).
 */
export async function listItemByApi(
  page: Page,
  {
    title,
    description = 'Two burners, with a gas bottle.',
    base = '',
  }: { title: string; description?: string; base?: string },
): Promise<Item> {
  const categories = (await (await page.request.get(`${base}/api/categories`)).json()) as Category[];
  const created = await page.request.post(`${base}/api/items`, {
    data: {
      title,
      description,
      dailyRate: '75',
      categoryId: categories.find((c) => c.slug === 'camping')!.id,
      condition: 'good',
      images: [],
      city: 'Riyadh',
      minRentalDays: 1,
      pickupOptions: ['pickup'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Item;
}
