import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '/work/main/playwright.config';

const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
async function ctx(lang: 'ar' | 'en', size: keyof typeof sizes) {
  const context = await browser.newContext({ viewport: sizes[size], deviceScaleFactor: 1 });
  await context.addInitScript((l) => localStorage.setItem('ajjir.language', l), lang);
  return context;
}
for (const lang of ['ar', 'en'] as const) {
  for (const size of ['phone', 'desktop'] as const) {
    // 1. sign-up validation errors (business)
    let c = await ctx(lang, size);
    let p = await c.newPage();
    await p.goto(`${base}/auth?tab=sign-up`);
    await p.getByRole('radio').nth(1).click();
    await p.locator('input[name=email]').fill('sara@ajjir.sa');
    await p.locator('input[name=password]').fill('123');
    await p.locator('input[name=confirmPassword]').fill('1234');
    await p.locator('button[type=submit]').click();
    await p.waitForTimeout(400);
    await p.screenshot({ path: `/tmp/shots/signup-errors-${lang}-${size}.png`, fullPage: true });
    // 2. wrong password
    await p.goto(`${base}/auth`);
    await p.locator('input[name=email]').fill('sara@ajjir.sa');
    await p.locator('input[name=password]').fill('wrong-one');
    await p.locator('button[type=submit]').click();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `/tmp/shots/signin-wrong-${lang}-${size}.png`, fullPage: size === 'phone' });
    // 3. forgot -> link
    await p.goto(`${base}/forgot-password`);
    await p.locator('input[name=emailOrUsername]').fill('fahad@ajjir.sa');
    await p.locator('button[type=submit]').click();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `/tmp/shots/forgot-sent-${lang}-${size}.png`, fullPage: size === 'phone' });
    // 4. reset form with mismatch, then success
    await p.locator('a[href^="/reset-password"]').click();
    await p.locator('input[name=password]').fill('brand-new-1');
    await p.locator('input[name=confirmPassword]').fill('brand-new-2');
    await p.locator('button[type=submit]').click();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/shots/reset-mismatch-${lang}-${size}.png`, fullPage: size === 'phone' });
    await p.locator('input[name=confirmPassword]').fill('brand-new-1');
    await p.locator('button[type=submit]').click();
    await p.waitForTimeout(600);
    await p.screenshot({ path: `/tmp/shots/reset-done-${lang}-${size}.png`, fullPage: size === 'phone' });
    // put the demo password back
    const { resetToken } = await (
      await p.request.post(`${base}/api/auth/forgot-password`, {
        data: { emailOrUsername: 'fahad@ajjir.sa' },
      })
    ).json();
    await p.request.post(`${base}/api/auth/reset-password`, {
      data: { token: resetToken, newPassword: 'demo1234' },
    });
    // 5. signed in header + menu
    await p.request.post(`${base}/api/auth/login`, {
      data: { email: 'rahal@ajjir.sa', password: 'demo1234' },
    });
    await p.goto(`${base}/`);
    await p.waitForTimeout(600);
    await p.getByRole('button', { name: /حساب|Account menu/ }).click();
    await p.waitForTimeout(400);
    await p.screenshot({ path: `/tmp/shots/menu-${lang}-${size}.png`, fullPage: size === 'phone' });
    await c.close();
    // 6. setup admin failure
    c = await ctx(lang, size);
    p = await c.newPage();
    await p.goto(`${base}/setup-admin`);
    await p.locator('input[name=secret]').fill('demo-setup-secret-123');
    await p.locator('summary').click();
    await p.locator('button[type=submit]').click();
    await p.waitForTimeout(800);
    await p.screenshot({ path: `/tmp/shots/setup-failed-${lang}-${size}.png`, fullPage: true });
    await c.close();
  }
}
await browser.close();
