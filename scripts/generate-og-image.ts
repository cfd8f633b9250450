/**
 * Draws the default link-preview picture (Open Graph, 1200×630) in Chromium,
 * with the site's own Arabic typeface:  npx tsx scripts/generate-og-image.ts
 * Writes public/images/og-default.png (committed; run again after a brand change).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const fontDir = join(import.meta.dirname, '../node_modules/@fontsource/ibm-plex-sans-arabic/files');
const font = (weight: number, subset: string) =>
  readFileSync(join(fontDir, `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`)).toString('base64');
const faces = [400, 700]
  .flatMap((weight) => ['arabic', 'latin'].map((subset) => ({ weight, data: font(weight, subset) })))
  .map(
    ({ weight, data }) =>
      `@font-face{font-family:Plex;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`,
  )
  .join('');

const html = `<!doctype html><html lang="ar" dir="rtl"><head><style>${faces}
  body{margin:0;width:1200px;height:630px;font-family:Plex;background:#0c4c47;color:#fff;display:flex;align-items:center;overflow:hidden;position:relative}
  .glow{position:absolute;width:700px;height:700px;border-radius:50%;background:#1e776e;filter:blur(120px);inset-inline-start:-200px;top:-250px;opacity:.7}
  .card{position:relative;padding:0 96px}
  .mark{display:flex;align-items:center;gap:24px}
  .key{width:96px;height:96px;border-radius:24px;background:#fff;display:grid;place-items:center}
  h1{font-size:88px;margin:0;font-weight:700}
  p{font-size:44px;margin:36px 0 0;line-height:1.5;max-width:980px}
  .en{font-size:30px;color:#b0e2d9;margin-top:16px;text-align:right}
</style></head><body><div class="glow"></div><div class="card">
  <div class="mark"><div class="key"><svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="#0f5f58" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round" style="transform:rotate(-45deg)"><path d="M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z"/><circle cx="16.5" cy="7.5" r=".5" fill="#0f5f58"/></svg></div><h1>أجّر</h1></div>
  <p>استأجر ما تحتاجه باليوم من أناس ومنشآت بقربك في المملكة</p>
  <p class="en" lang="en" dir="ltr">Rent what you need by the day, from people near you in Saudi Arabia</p>
</div></body></html>`;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: 'load' });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: 'public/images/og-default.png' });
await browser.close();
console.log('public/images/og-default.png');
