/**
 * The legal pages and consent (docs/decisions/0063-legal-consents.md): the Terms, the Privacy
 * notice and the Contact page open from the footer in both languages, without an axe violation;
 * sign-up needs consent and records it; a member whose consent is not to the current versions is
 * asked again before going on.
 */
import { axeViolations, DEMO_PASSWORD, expect, gotoIn, test, uniqueName } from './fixtures';

const WORDS = {
  ar: {
    pages: [
      { link: 'شروط الاستخدام', heading: 'شروط الاستخدام', part: '٦. الإلغاء والاسترداد' },
      { link: 'الخصوصية', heading: 'إشعار الخصوصية', part: '٧. ملفات تعريف الارتباط والتخزين في الجهاز' },
      { link: 'اتصل بنا', heading: 'اتصل بنا', part: 'الإبلاغ عن مشكلة' },
    ],
    operator: 'المشغّل',
    demo: /موقع تجريبي/,
  },
  en: {
    pages: [
      { link: 'Terms of use', heading: 'Terms of use', part: '6. Cancellations and refunds' },
      { link: 'Privacy', heading: 'Privacy notice', part: '7. Cookies and storage on your device' },
      { link: 'Contact', heading: 'Contact', part: 'Reporting a problem' },
    ],
    operator: 'The operator',
    demo: /This is a demo site/,
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];
  test(`the legal pages open from the footer in ${language}, with no axe violation @phone`, async ({
    page,
  }) => {
    await gotoIn(page, language, '/');
    for (const { link, heading, part } of w.pages) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: part })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.operator })).toBeVisible();
      // The e2e server is a demo site: its operator's details are examples, and it says so.
      await expect(page.getByText(w.demo)).toBeVisible();
      // Nothing widens the page sideways (a right-to-left page overflows to the left).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        await page.evaluate(() => window.innerWidth),
      );
      expect.soft(await axeViolations(page), heading).toEqual([]);
    }
  });
}

test('sign-up asks for consent to the Terms and the Privacy notice, and keeps it', async ({ page }) => {
  const username = uniqueName('consent_');
  await gotoIn(page, 'en', '/auth?tab=sign-up');
  await page.getByLabel('First name').fill('Reem');
  await page.getByLabel('Last name').fill('Alharbi');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.sa`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('consent-2026');
  await page.getByLabel('Confirm password').fill('consent-2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Not ticked: the box says why, and no account is made.
  const box = page.getByRole('checkbox', { name: /Terms of use.*Privacy notice/ });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Please accept the Terms of use and the Privacy notice to create your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // The documents open in a new tab, so the form keeps what was typed.
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Terms of use (opens in a new tab)' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await terms.close();
  await expect(page.getByLabel('Username')).toHaveValue(username);

  await box.check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/verify');
  // Kept with the account: the signed-in answer asks for nothing more.
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user.username).toBe(username);
  expect(me.consentsNeeded).toEqual([]);
});

test('a member whose consent is not to the current versions is asked again, and may read first', async ({
  page,
}) => {
  // A demo member whose account is older than the legal documents (src/server/db/seed/demo.ts).
  await gotoIn(page, 'ar', '/auth');
  await page.getByLabel('البريد الإلكتروني').fill('dana@example.sa');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();

  const prompt = page.getByRole('dialog', { name: 'تحديث على شروط أجّر' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('يلزم الاطلاع عليهما والموافقة عليهما');
  // It stays: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  expect.soft(await axeViolations(page), 'the prompt').toEqual([]);

  // Reading a document: the prompt waits while the page is open, and comes back after.
  await prompt.getByRole('link', { name: 'قراءة إشعار الخصوصية' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'إشعار الخصوصية' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.goBack();
  await expect(prompt).toBeVisible();

  const accepted = page.waitForResponse(
    (res) => res.url().endsWith('/api/legal/consents') && res.request().method() === 'POST',
  );
  await prompt.getByRole('button', { name: 'أوافق' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(prompt).toBeHidden();
  await expect(page.getByText('شكرًا، حُفظت الموافقة.').first()).toBeVisible();

  // Kept: a new visit asks nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: /قائمة حساب/ })).toBeVisible();
  await expect(prompt).toBeHidden();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.consentsNeeded).toEqual([]);
});
