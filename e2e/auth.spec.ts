import { expect, gotoIn, registerByApi, test, uniqueName } from './fixtures';

/**
 * Accounts, as people use them: sign up (individual and business), sign out,
 * sign in, a wrong password, and the field messages, in Arabic and English.
 */

test.describe('sign up, sign out, sign in', () => {
  test('an individual signs up in Arabic, signs out and signs back in @phone-only', async ({ page }) => {
    const username = uniqueName('noura_');
    const email = `${username}@example.sa`;
    await gotoIn(page, 'ar', '/auth');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'حساب جديد' }).click();
    await expect(page).toHaveURL(/tab=sign-up/);
    await expect(page.getByRole('radio', { name: /فرد/ })).toBeChecked();
    await expect(page.getByLabel('الدولة')).toBeDisabled();
    await expect(page.getByLabel('الدولة')).toHaveValue('المملكة العربية السعودية');

    await page.getByLabel('الاسم الأول').fill('نورة');
    await page.getByLabel('اسم العائلة').fill('القحطاني');
    await page.getByLabel('اسم المستخدم').fill(username);
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('kashta-2026');
    await page.getByLabel('تأكيد كلمة المرور').fill('kashta-2026');
    await page.getByLabel('المدينة').fill('الرياض');
    // A city we know fills in its region.
    await expect(page.getByRole('combobox', { name: 'المنطقة' })).toHaveText('منطقة الرياض');
    // Nothing on the form widens the page sideways (a right-to-left page overflows to the left).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      await page.evaluate(() => window.innerWidth),
    );
    // Sign-up accepts the Terms and the Privacy notice (docs/decisions/0063-legal-consents.md).
    await page.getByTestId('consent-checkbox').check();
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

    // A new account lands on the Verification page, where its e-mail is confirmed
    // (docs/decisions/0062-verified-members.md).
    await expect(page).toHaveURL('/verify');
    await expect(page.getByText('أهلًا بك في أجّر يا نورة!').first()).toBeVisible();
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({
      username,
      city: 'Riyadh',
      state: 'Riyadh Region',
      accountType: 'individual',
      preferredLanguage: 'ar',
    });

    await page.getByRole('button', { name: 'قائمة حساب نورة' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
    expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();

    await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.getByLabel('البريد الإلكتروني').fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('kashta-2026');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('أهلًا بعودتك!').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'قائمة حساب نورة' })).toBeVisible();

    // Switching the language while signed in keeps it on the account (for the e-mails we send).
    await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu of نورة' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/auth/me')).json()).user.preferredLanguage)
      .toBe('en');
  });

  test('a business signs up in English, and the company name is required', async ({ page }) => {
    const username = uniqueName('rental_co_');
    await gotoIn(page, 'en', '/auth?tab=sign-up');
    await page.getByRole('radio', { name: /Business/ }).click();
    await page.getByLabel('First name').fill('Majed');
    await page.getByLabel('Last name').fill('Al-Otaibi');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.sa`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('events-2026');
    await page.getByLabel('Confirm password').fill('events-2026');
    await page.getByTestId('consent-checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    const companyName = page.getByLabel('Company name');
    await expect(companyName).toHaveAttribute('aria-invalid', 'true');
    await expect(companyName).toBeFocused();
    await expect(page.getByText('Company name is required for business accounts.')).toBeVisible();

    await companyName.fill('Majlis Events Co.');
    await page.getByLabel('Company website').fill('majlis.example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a web address starting with https://')).toBeVisible();
    await page.getByLabel('Company website').fill('https://majlis.example.sa');
    await page.getByLabel('VAT number').fill('300123456700003');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/verify');
    await expect(page.getByText('Welcome to Ajjir, Majed!').first()).toBeVisible();
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({
      accountType: 'business',
      companyName: 'Majlis Events Co.',
      companyWebsite: 'https://majlis.example.sa',
      taxId: '300123456700003',
      preferredLanguage: 'en',
    });
  });

  test('shows each field’s problem in Arabic, and an e-mail already taken on its field', async ({ page }) => {
    await gotoIn(page, 'ar', '/auth?tab=sign-up');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
    await expect(page.getByLabel('الاسم الأول')).toBeFocused();

    await page.getByLabel('الاسم الأول').fill('سارة');
    await page.getByLabel('اسم العائلة').fill('العتيبي');
    // Arabic letters or English ones, not both (docs/decisions/0051).
    await page.getByLabel('اسم المستخدم').fill('سارةsara');
    await page.getByLabel('البريد الإلكتروني').fill('sara@ajjir.sa');
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('12345');
    await page.getByLabel('تأكيد كلمة المرور').fill('ruwais-4821');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    // The first problem on the page, not the first the form happened to register, takes the focus.
    await expect(page.getByLabel('اسم المستخدم')).toBeFocused();
    await expect(
      page.getByText('استخدم حروفًا عربية أو إنجليزية (لا الاثنتين معًا) وأرقامًا ونقاطًا وشرطات سفلية فقط.'),
    ).toBeVisible();
    await expect(page.getByText('يجب ألا تقل كلمة المرور عن ٨ أحرف.')).toBeVisible();
    // Whether the two match is said once the password itself is acceptable.
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('ruwais-4822');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible();

    await page.getByLabel('اسم المستخدم').fill(uniqueName('sara_'));
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('ruwais-4821');
    await page.getByTestId('consent-checkbox').check();
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    // The server knows the e-mail is taken: the message sits on the e-mail field, in Arabic.
    await expect(page.getByText('يوجد حساب بهذا البريد الإلكتروني مسبقًا.')).toBeVisible();
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('تعذّر إنشاء الحساب').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('signing in', () => {
  for (const [language, failed, invalid] of [
    ['en', 'Sign in failed', 'Invalid email or password'],
    ['ar', 'تعذّر تسجيل الدخول', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'],
  ] as const) {
    test(`a wrong password says so in ${language}, and nobody is signed in`, async ({ page }) => {
      await gotoIn(page, language, '/auth');
      await page
        .getByRole('textbox', { name: language === 'en' ? 'Email' : 'البريد الإلكتروني' })
        .fill('sara@ajjir.sa');
      await page
        .getByRole('textbox', { name: language === 'en' ? 'Password' : 'كلمة المرور', exact: true })
        .fill('not-her-password');
      await page
        .getByRole('button', { name: language === 'en' ? 'Sign in' : 'تسجيل الدخول', exact: true })
        .click();
      await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible();
      await expect(page.getByText(failed).first()).toBeVisible();
      await expect(page).toHaveURL(/\/auth/);
      expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
    });
  }

  test('the password toggle shows and hides what was typed', async ({ page }) => {
    await gotoIn(page, 'en', '/auth');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('sign-in returns to the page that asked for it, and a signed-in visitor of /auth goes on', async ({
    page,
  }) => {
    const account = await registerByApi(page);
    await page.request.post('/api/auth/logout');
    await gotoIn(page, 'en', '/auth?next=/browse');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/browse');
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });

  test('an administrator finds the administration in the account menu', async ({ page }) => {
    await gotoIn(page, 'en', '/auth');
    await page.getByLabel('Email').fill('admin@ajjir.sa');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      /^\/profile\/[0-9a-f-]{36}$/,
    );
  });
});
