import { setupServer } from '../playwright.config';
import { expect, gotoIn, test } from './fixtures';

/**
 * The first administrator of a new installation, on the second e2e server
 * (no demo data, so no administrator yet; ADMIN_SETUP_SECRET set). One test,
 * in order: a wrong secret, the real one, then setup is closed.
 */
test.use({ baseURL: setupServer.baseURL });

test('sets up the first administrator with the secret, once', async ({ page }) => {
  await gotoIn(page, 'en', '/setup-admin');
  await expect(page.getByRole('heading', { name: 'Set up the administrator' })).toBeVisible();
  // Nothing secret ships with the page.
  expect(await page.content()).not.toContain(setupServer.secret);

  await page.getByLabel('Setup secret').fill('not-the-secret');
  await page.getByRole('button', { name: 'Create the administrator account' }).click();
  await expect(page.getByRole('alert')).toContainText('Setup Failed');
  await expect(page.getByRole('alert')).toContainText('The setup secret is not right.');

  await page.getByLabel('Setup secret').fill(setupServer.secret);
  await page.getByRole('button', { name: 'Create the administrator account' }).click();
  await expect(page.getByText('Administrator account created')).toBeVisible();
  await expect(page.getByText('admin@ajjir.sa')).toBeVisible();
  const password = (await page.getByTestId('generated-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z2-9]{20}$/);

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email').fill('admin@ajjir.sa');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user).toMatchObject({ isAdmin: true, email: 'admin@ajjir.sa' });

  // Safe to repeat: setup is closed now, in Arabic too.
  await page.evaluate(() => localStorage.setItem('ajjir.language', 'ar'));
  await page.goto('/setup-admin');
  await page.getByLabel('رمز الإعداد السري').fill(setupServer.secret);
  await page.getByRole('button', { name: 'إنشاء حساب المدير' }).click();
  await expect(page.getByRole('alert')).toContainText('فشل الإعداد');
  await expect(page.getByRole('alert')).toContainText('يوجد مدير بالفعل');
});
