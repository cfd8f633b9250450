/**
 * Screenshots of pages in both languages at phone and desktop widths, for
 * looking at what we build:  npx tsx scripts/screenshots.ts [baseURL] [path ...]
 * Writes e2e/.screenshots/{name}-{ar|en}-{phone|desktop}.png (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const [baseURL = 'http://127.0.0.1:3000', ...requested] = process.argv.slice(2);
const pages = requested.length > 0 ? requested : ['/', '/no/such/page', '/browse'];
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};
const outDir = 'e2e/.screenshots';
mkdirSync(outDir, { recursive: true });

const nameOf = (path: string) =>
  path
    .replace(/^\/$/, 'home')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const path of pages) {
  for (const language of ['ar', 'en'] as const) {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addInitScript((lang) => localStorage.setItem('ajjir.language', lang), language);
      const page = await context.newPage();
      await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
      const file = `${outDir}/${nameOf(path)}-${language}-${viewportName}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
