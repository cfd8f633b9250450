import { expect, gotoIn, registerByApi, test } from './fixtures';

/** Forgot and reset (the e2e server has no SMTP_URL, so the link is shown on screen, as in the demo). */
test.describe('forgot and reset password', () => {
  test('asks for a link, sets a new password, and signs in with it @phone', async ({ page }) => {
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

    // The form's own refusals are toasts too (SPEC section 5).
    await page.getByLabel('New password').fill('fresh-pass-9');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('fresh-pass-8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords do not match.').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await expect(page.getByText('Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL('/auth', { timeout: 6000 });

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
