/**
 * Test fixtures: every page fails its test on a console error or an
 * uncaught exception (a CSP violation, a React warning, a failed request
 * the UI did not handle), and `useLanguage` starts a test in a given language.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Category, Item } from '@shared/api-types';
import { currentConsent } from '@shared/legal';
import axe from 'axe-core';
import sharp from 'sharp';
import { EXPECT_TIMEOUT_MS } from '../playwright.config';

export type Language = 'ar' | 'en';
export const LANGUAGES: readonly Language[] = ['ar', 'en'];

/**
 * Chromium logs every 4xx answer to fetch as a console error. An API refusal
 * (401 wrong password, 409 e-mail taken) is part of a journey the test checks
 * on screen, so it is not the page's error; a 5xx, or a 4xx of a page asset, is.
 */
function isHandledApiRefusal(text: string, url: string): boolean {
  return /status of 4\d\d/.test(text) && new URL(url, 'http://x').pathname.startsWith('/api/');
}

/** The page's console errors, decided when the test ends; `allow` names one the test expects. */
export interface ConsoleErrors {
  allow(text: string): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed = new Set<string>();
      const logged: { text: string; url: string }[] = [];
      // A page that is not found is answered 404 on purpose (no soft 404s), and the browser reports
      // it. Decided at the end: the console's report may come before the response's event.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        const { url } = message.location();
        if (message.type() !== 'error' || isHandledApiRefusal(message.text(), url)) return;
        logged.push({ text: message.text(), url });
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (text) => allowed.add(text) });
      errors.push(
        ...logged
          .filter((entry) => !notFoundPages.has(entry.url) && !allowed.has(entry.text))
          .map((entry) => entry.text),
      );
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a list of journeys written for both languages (`for (const language of LANGUAGES)`): whether
 * the next journey of the list is this language's, the languages taking turns down the list, so the
 * first runs in Arabic, the second in English, and so on. Every journey and both languages stay
 * covered without running every journey twice; what is about a language itself (axe, digits,
 * direction, the page's language in a refusal) is registered in both
 * (docs/decisions/0037-test-suite-time-budget.md).
 *
 *   const myTurn = turnsOf(language);
 *   if (myTurn()) test('a journey', …);
 */
export function turnsOf(language: Language): () => boolean {
  let index = 0;
  return () => LANGUAGES[index++ % LANGUAGES.length] === language;
}

/** Opens a page in the given language (the choice lives in localStorage, as a user's would). */
export async function gotoIn(page: Page, language: Language, path: string): Promise<void> {
  await page.addInitScript((lang) => {
    // about:blank (a test leaving the app) has no storage; reading it there throws.
    if (location.protocol === 'about:') return;
    if (!sessionStorage.getItem('e2e.languageSet')) {
      localStorage.setItem('ajjir.language', lang);
      sessionStorage.setItem('e2e.languageSet', '1');
    }
  }, language);
  await page.goto(path);
}

/** Every WCAG 2.x level A and AA success criterion that axe tags. */
const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules the pages are held to (docs/decisions/0035): every axe rule of a WCAG 2.x A or AA criterion,
 * the experimental ones included (label in name, paragraphs styled as headings, orientation lock,
 * table headers), which a tag filter alone leaves off; and `region`, so nothing a person reads or
 * uses sits outside a landmark, where screen reader users jumping between landmarks never meet it.
 */
const AXE_RULES = [...axe.getRules(WCAG_A_AA_TAGS).map((rule) => rule.ruleId), 'region'];

/**
 * An open menu or popover: Radix renders it at the end of the body, outside the landmarks, while it
 * belongs to the button that opened it (inside one) and closes with Escape back to it.
 */
function isOpenPopup(target: readonly unknown[]): boolean {
  return target.some((selector) => String(selector).includes('data-radix-popper-content-wrapper'));
}

/** A page's accessibility violations of any impact, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
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
  // Naming the rules runs the experimental ones too.
  const results = await new AxeBuilder({ page }).withRules(AXE_RULES).setLegacyMode(true).analyze();
  return results.violations.flatMap((v) =>
    v.nodes
      .filter((n) => !(v.id === 'region' && isOpenPopup(n.target)))
      .map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}

/** The demo accounts' shared password (src/server/db/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * The wait for something the app does only after a delay of its own (a polling period, a timed
 * redirect): that delay, then as long as any answer may take (playwright.config.ts's expect
 * timeout). A fixed number would assume the machine's speed.
 */
export function afterDelay(delayMs: number): { timeout: number } {
  return { timeout: delayMs + EXPECT_TIMEOUT_MS };
}

let uniqueCounter = 0;
/** A value no other test uses: e-mails and usernames of accounts a test creates. */
export function uniqueName(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${uniqueCounter}`;
}

/** Creates an account through the API (the page's cookies then hold its session). */
export async function registerByApi(
  page: Pick<Page, 'request'>,
  overrides: Record<string, string> = {},
  { unconfirmed = false }: { unconfirmed?: boolean } = {},
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
  // Sign-up accepts the current Terms and Privacy notice (docs/decisions/0063-legal-consents.md).
  const res = await page.request.post('/api/auth/register', {
    data: { ...account, consent: currentConsent() },
  });
  expect(res.status(), await res.text()).toBe(201);
  // The e2e server gives the e-mail confirmation link on screen: used at once, as most journeys
  // need a confirmed account (docs/decisions/0062-verified-members.md); `unconfirmed` leaves it.
  const { confirmToken } = (await res.json()) as { confirmToken?: string };
  if (!unconfirmed) {
    expect(confirmToken, 'the e2e server gives confirmation links on screen').toBeTruthy();
    const confirmed = await page.request.post('/api/auth/email/confirm', { data: { token: confirmToken } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return account;
}

/**
 * A listing of the page's signed-in user, made through the API (a camping item in Riyadh), on the
 * e2e server or, with `base`, on another (the cluster's proxy).
 */
export async function listItemByApi(
  page: Pick<Page, 'request'>,
  {
    title,
    description = 'Two burners, with a gas bottle.',
    base = '',
    extra = {},
  }: {
    title: string;
    description?: string;
    base?: string;
    /** More of the listing's fields (discounts, say), as the API takes them. */
    extra?: Record<string, unknown>;
  },
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
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Item;
}

/** A real photo, made on the spot: a JPEG of one colour with a disc in the middle. */
export function photo(name: string, background: string) {
  const disc = Buffer.from(
    '<svg width="1200" height="900"><circle cx="600" cy="450" r="240" fill="#0c4c47"/></svg>',
  );
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .composite([{ input: disc }])
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
}

/** Picks files the way a person does: the button opens the file chooser. */
export async function choosePhotos(
  page: Page,
  button: string,
  files: Awaited<ReturnType<typeof photo>>[],
  within: Pick<Page, 'getByRole'> = page,
) {
  const chooser = page.waitForEvent('filechooser');
  await within.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/**
 * The owner's hand-over photo of a booking, uploaded and added to its record over HTTP
 * (docs/decisions/0059): with a deposit, handing over waits for one.
 */
export async function addHandoverPhotoByApi(request: APIRequestContext, bookingId: string): Promise<void> {
  const file = await photo('handover.jpg', '#e8dcc8');
  const uploaded = await request.post('/api/uploads', { multipart: { file } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const added = await request.post(`/api/bookings/${bookingId}/handover/reports`, {
    data: { stage: 'handover', note: 'As listed, clean and complete.', photos: [url] },
  });
  expect(added.status(), await added.text()).toBe(201);
}
