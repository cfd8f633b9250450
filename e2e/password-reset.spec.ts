import { RESET_REDIRECT_MS } from '../src/shared/constants';
import { afterDelay, expect, gotoIn, registerByApi, test } from './fixtures';

/** Forgot and reset (the e2e server has no SMTP_URL, so the link is shown on screen, as in the demo). */
test.describe('forgot and reset password', () => {
  test('asks for a link, sets a new password, and signs in with it @phone-only', async ({ page }) => {
    const account = await registerByApi(page);
    await page.request.post('/api/auth/logout');

    await gotoIn(page, 'en', '/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email or username').fill(account.username);
    await page.getByRole('button', { name: 'Get a reset link' }).click();
    await expect(page.getByText('Email is not set up on this server yet')).toBeVisible();
    await page.getByRole('link', { name: 'Choose a new password' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=[\w-]{43}$/);

    // The form's own refusals are toasts too (docs/product.md, "Validation").
    await page.getByLabel('New password').fill('fresh-pass-9');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('fresh-pass-8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords do not match.').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await expect(page.getByText('Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL('/auth', afterDelay(RESET_REDIRECT_MS));

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu of Test' })).toBeVisible();
  });

  test('in Arabic: an unknown account is named, and a used link says it no longer works', async ({
    page,
  }) => {
    const account = await registerByApi(page);
    await gotoIn(page, 'ar', '/forgot-password');
    await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill('nobody-at-all@example.sa');
    await page.getByRole('button', { name: 'احصل على رابط الاستعادة' }).click();
    await expect(
      page.getByText('لا يوجد حساب بهذا البريد الإلكتروني أو اسم المستخدم.').first(),
    ).toBeVisible();

    const { resetToken } = await (
      await page.request.post('/api/auth/forgot-password', { data: { emailOrUsername: account.email } })
    ).json();
    await page.request.post('/api/auth/reset-password', {
      data: { token: resetToken, newPassword: 'used-once-1' },
    });
    await page.goto(`/reset-password?token=${resetToken}`);
    await page.getByLabel('كلمة المرور الجديدة').fill('second-try-2');
    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور', exact: true }).fill('second-try-2');
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await expect(page.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible();
    await expect(page.getByText('هذا الرابط لا يعمل')).toBeVisible();
    await expect(page.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a reset page without a token says the link is invalid and leads back to sign in', async ({
    page,
  }) => {
    await gotoIn(page, 'en', '/reset-password');
    await expect(page.getByRole('alert')).toContainText('Invalid or expired reset token');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL('/auth');
  });
});

/** What the page says after a failure is about that attempt only (a new link per test: one use each). */
test.describe('reset: a failure, then success', () => {
  async function resetLink(page: import('@playwright/test').Page): Promise<string> {
    const account = await registerByApi(page);
    await page.request.post('/api/auth/logout');
    const answer = await page.request.post('/api/auth/forgot-password', {
      data: { emailOrUsername: account.email },
    });
    const { resetToken } = (await answer.json()) as { resetToken: string };
    return `/reset-password?token=${resetToken}`;
  }

  test('a refused attempt’s toast goes when the retry succeeds', async ({ page }) => {
    const link = await resetLink(page);
    // The first attempt is refused by the server (too many tries), the second goes through.
    let refused = false;
    await page.route('**/api/auth/reset-password', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'rate_limited', message: 'Too many attempts' }),
      });
    });
    await gotoIn(page, 'ar', link);
    await page.getByLabel('كلمة المرور الجديدة').fill('retry-pass-7');
    await page.getByRole('textbox', { name: 'تأكيد كلمة المرور', exact: true }).fill('retry-pass-7');
    const save = page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' });
    await save.click();
    const failureToast = page.locator('[data-state="open"]').filter({ hasText: 'تعذّرت الاستعادة' });
    await expect(failureToast).toBeVisible();

    await save.click();
    await expect(page.getByText('تم تغيير كلمة المرور')).toBeVisible();
    // At once, not after waiting: the toast would close by itself after its few seconds anyway.
    expect(await failureToast.count()).toBe(0);
  });

  test('a double submit spends the link once and shows the success alone', async ({ page }) => {
    const link = await resetLink(page);
    await gotoIn(page, 'en', link);
    await page.getByLabel('New password').fill('double-pass-5');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('double-pass-5');
    // Two submits before the first answers (a double click, Enter pressed twice).
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await expect(page.getByText('Reset Failed')).toHaveCount(0);
    await expect(page.getByText('This link does not work')).toHaveCount(0);
  });
});
