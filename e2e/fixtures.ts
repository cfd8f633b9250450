/**
 * Test fixtures: every page fails its test on a console error or an
 * uncaught exception (a CSP violation, a React warning, a failed request
 * the UI did not handle), and `useLanguage` starts a test in a given language.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Language = 'ar' | 'en';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}
