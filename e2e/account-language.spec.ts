import { currentConsent } from '@shared/legal';
import { expect, test, uniqueName } from './fixtures';

/**
 * The language saved on an account follows it to a new device: a browser where nobody chose a
 * language opens in the account's after signing in (docs/decisions/0036), one that chose keeps it.
 */
async function accountIn(
  request: import('@playwright/test').APIRequestContext,
  preferredLanguage: 'ar' | 'en',
): Promise<{ email: string; password: string }> {
  const username = uniqueName('lang_');
  const account = {
    email: `${username}@example.sa`,
    password: 'lang-pass-2026',
    username,
    firstName: 'Reem',
    lastName: 'Alharbi',
    accountType: 'individual',
    preferredLanguage,
    consent: currentConsent(),
  };
  // Its own request context: the browser below stays a fresh device, with no cookie at all.
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

test('signing in on a fresh device switches to the language saved on the account @phone-only', async ({
  page,
  request,
}) => {
  const account = await accountIn(request, 'en');
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByLabel('البريد الإلكتروني').fill(account.email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();

  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Account menu of Reem' })).toBeVisible();
  // Kept on the device: the cookie the server sends the next page's HTML by, and the stored choice.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'ajjir.language')?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('ajjir.language'))).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a device where a language was chosen keeps it when an account of the other language signs in', async ({
  page,
  request,
}) => {
  const account = await accountIn(request, 'ar');
  await page.goto('/auth');
  await page.getByRole('banner').getByTestId('language-switcher').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu of Reem' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
