import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoIn, registerByApi, test, turnsOf, uniqueName } from './fixtures';

/**
 * The own profile's edit mode (docs/product.md, "Pages", "Statuses" and "Validation") and the account
 * changes behind it: names, bio, city and a switch to a business account
 * (company name required), a taken username, Cancel, the profile picture,
 * the change-password dialog, and someone else's profile, which has no edit
 * button and none of their private details. In Arabic and English.
 */

const WORDS = {
  ar: {
    edit: 'تعديل الملف الشخصي',
    editTitle: 'تعديل ملفك الشخصي',
    changePassword: 'تغيير كلمة المرور',
    save: 'حفظ التغييرات',
    cancel: 'إلغاء',
    saved: 'حُدّث الملف الشخصي!',
    failed: 'تعذّر التحديث',
    firstName: /^الاسم الأول/,
    lastName: /^اسم العائلة/,
    username: /^اسم المستخدم/,
    bio: /^نبذة/,
    city: /^المدينة/,
    business: /^منشأة/,
    companyName: /^اسم المنشأة/,
    website: /^موقع المنشأة/,
    taxId: /^الرقم الضريبي/,
    businessAddress: /^عنوان المنشأة/,
    companyRequired: 'اسم المنشأة مطلوب لحسابات المنشآت.',
    usernameTaken: 'اسم المستخدم هذا محجوز.',
    badge: 'منشأة',
    currentPassword: /^كلمة المرور الحالية/,
    newPassword: /^كلمة المرور الجديدة/,
    confirmPassword: /^تأكيد كلمة المرور الجديدة/,
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    passwordChanged: 'تغيّرت كلمة المرور',
    uploadPhoto: 'رفع صورة',
    photoUploaded: 'رُفعت الصورة',
    onlyYou: 'لا يراها غيرك',
    place: 'جدة',
  },
  en: {
    edit: 'Edit profile',
    editTitle: 'Edit your profile',
    changePassword: 'Change password',
    save: 'Save changes',
    cancel: 'Cancel',
    saved: 'Profile updated!',
    failed: 'Update failed',
    firstName: /^First name/,
    lastName: /^Last name/,
    username: /^Username/,
    bio: /^Bio/,
    city: /^City/,
    business: /^Business/,
    companyName: /^Company name/,
    website: /^Company website/,
    taxId: /^VAT number/,
    businessAddress: /^Business address/,
    companyRequired: 'Company name is required for business accounts.',
    usernameTaken: 'This username is taken.',
    badge: 'Business',
    currentPassword: /^Current password/,
    newPassword: /^New password/,
    confirmPassword: /^Confirm new password/,
    wrongPassword: 'The current password is not right.',
    passwordChanged: 'Password changed',
    uploadPhoto: 'Upload a photo',
    photoUploaded: 'Photo uploaded',
    onlyYou: 'Only you can see this',
    place: 'Jeddah',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function openEditMode(page: Page, w: Words) {
  await page.getByRole('button', { name: w.edit }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.editTitle })).toBeFocused();
}

/** The form of the edit mode (the page's only form outside dialogs). */
const editForm = (page: Page) => page.locator('main form');

for (const language of ['ar', 'en'] as const) {
  const myTurn = turnsOf(language);
  const w = WORDS[language];

  test.describe(`profile edit (${language})`, () => {
    if (myTurn())
      test(`a new member edits names, bio and city and becomes a business (${language}) @phone-only`, async ({
        page,
      }) => {
        await registerByApi(page);
        await gotoIn(page, language, '/profile');
        await openEditMode(page, w);
        const form = editForm(page);
        await form.getByLabel(w.firstName).fill('Noura');
        await form.getByLabel(w.lastName).fill('Alharbi');
        await form.getByLabel(w.bio).fill('أؤجّر معدات التصوير في عطلة نهاية الأسبوع.');
        await form.getByLabel(w.city).fill(w.place);
        await form.getByRole('radio', { name: w.business }).click();
        await form.getByLabel(w.website).fill('https://noura.example.sa');
        await form.getByLabel(w.taxId).fill('300123456700003');
        await form.getByLabel(w.businessAddress).fill('Tahlia St 23435');
        expect(await axeViolations(page)).toEqual([]);

        // Company name is required for business accounts: the message is on the field, nothing is sent.
        await form.getByRole('button', { name: w.save }).click();
        const company = form.getByLabel(w.companyName);
        await expect(company).toBeFocused();
        await expect(company).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(w.companyRequired)).toBeVisible();

        await company.fill('Noura Lenses');
        await form.getByRole('button', { name: w.save }).click();
        await expect(page.getByText(w.saved, { exact: true })).toBeVisible();

        // Back in view mode, with the new data in the header.
        const header = page.locator('main header').first();
        await expect(page.getByRole('button', { name: w.edit })).toBeFocused();
        await expect(header.getByRole('heading', { level: 1 })).toHaveText('Noura Lenses');
        await expect(header.getByText(w.badge, { exact: true })).toBeVisible();
        await expect(header.getByText('Noura Alharbi')).toBeVisible();
        await expect(header.getByText('أؤجّر معدات التصوير في عطلة نهاية الأسبوع.')).toBeVisible();
        await expect(header.getByText(w.place)).toBeVisible();
        await expect(header.getByRole('link', { name: 'noura.example.sa' })).toHaveAttribute(
          'href',
          'https://noura.example.sa',
        );
        await expect(header.getByText('300123456700003')).toBeVisible();
        await expect(header.getByText('Tahlia St 23435')).toBeVisible();

        // Saved on the server, the city by its stored name.
        const me = (await (await page.request.get('/api/auth/me')).json()).user;
        expect(me).toMatchObject({ accountType: 'business', companyName: 'Noura Lenses', city: 'Jeddah' });
      });

    if (myTurn())
      test(`a taken username shows the message on the field, and Cancel discards (${language})`, async ({
        page,
      }) => {
        const other = await registerByApi(page);
        const me = await registerByApi(page);
        await gotoIn(page, language, '/profile');
        await openEditMode(page, w);
        const form = editForm(page);
        const username = form.getByLabel(w.username);
        await username.fill(other.username.toUpperCase());
        await form.getByLabel(w.firstName).fill('Changed');
        await form.getByRole('button', { name: w.save }).click();
        await expect(page.getByText(w.failed, { exact: true })).toBeVisible();
        await expect(username).toBeFocused();
        await expect(username).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(w.usernameTaken)).toBeVisible();

        await form.getByRole('button', { name: w.cancel }).click();
        const header = page.locator('main header').first();
        await expect(header.getByText(`@${me.username}`)).toBeVisible();
        await expect(header.getByRole('heading', { level: 1 })).toHaveText(`${me.firstName} Renter`);
        await openEditMode(page, w);
        await expect(editForm(page).getByLabel(w.username)).toHaveValue(me.username);
        await expect(editForm(page).getByLabel(w.firstName)).toHaveValue(me.firstName);
      });

    if (myTurn())
      test(`the password changes with the current one, and the new one signs in (${language})`, async ({
        page,
      }) => {
        const account = await registerByApi(page);
        await gotoIn(page, language, '/profile');
        await page.getByRole('button', { name: w.changePassword }).click();
        const dialog = page.getByRole('dialog', { name: w.changePassword });
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        const current = dialog.getByLabel(w.currentPassword);
        await current.fill('not-my-password');
        await dialog.getByLabel(w.newPassword).fill('second-pass-2');
        await dialog.getByLabel(w.confirmPassword).fill('second-pass-2');
        await dialog.getByRole('button', { name: w.changePassword }).click();
        await expect(dialog.getByText(w.wrongPassword)).toBeVisible();
        await expect(current).toBeFocused();
        await expect(current).toHaveAttribute('aria-invalid', 'true');

        await current.fill(account.password);
        await dialog.getByRole('button', { name: w.changePassword }).click();
        await expect(page.getByText(w.passwordChanged, { exact: true })).toBeVisible();
        await expect(dialog).toBeHidden();
        // Still signed in here.
        await expect(page.getByRole('button', { name: w.edit })).toBeVisible();

        const login = (password: string) =>
          page.request.post('/api/auth/login', { data: { email: account.email, password } });
        expect((await login(account.password)).status()).toBe(401);
        expect((await login('second-pass-2')).status()).toBe(200);
      });

    if (myTurn())
      test(`an uploaded profile picture shows in the header (${language})`, async ({ page }) => {
        await registerByApi(page);
        await gotoIn(page, language, '/profile');
        await openEditMode(page, w);
        const form = editForm(page);
        const chooser = page.waitForEvent('filechooser');
        await form.getByRole('button', { name: w.uploadPhoto }).click();
        await (await chooser).setFiles({
          name: 'me.png',
          mimeType: 'image/png',
          buffer: readFileSync('public/images/og-default.png'),
        });
        await expect(form.getByText(w.photoUploaded)).toBeVisible();
        const preview = form.locator('img[src^="/"]').first();
        await expect(preview).toBeVisible();
        const src = await preview.getAttribute('src');
        expect(src).toMatch(/^\/uploads\//);
        await form.getByRole('button', { name: w.save }).click();
        await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
        await expect(page.locator('main header').first().locator(`img[src="${src}"]`)).toBeVisible();
      });

    if (myTurn())
      test(`someone else's profile has no edit button and no private details (${language})`, async ({
        page,
      }) => {
        const phone = '0551234567';
        const address = uniqueName('Olaya St ');
        await registerByApi(page, { phone, address, zipCode: '12244' });
        const other = (await (await page.request.get('/api/auth/me')).json()).user as {
          id: string;
          email: string;
          username: string;
        };
        await registerByApi(page);
        await gotoIn(page, language, `/profile/${other.id}`);
        await expect(page.locator('main header').first().getByText(`@${other.username}`)).toBeVisible();
        await expect(page.getByRole('button', { name: w.edit })).toHaveCount(0);
        await expect(page.getByRole('button', { name: w.changePassword })).toHaveCount(0);
        await expect(page.getByText(w.onlyYou)).toHaveCount(0);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text).not.toContain(other.email);
        // Neither as typed nor as stored (+966…, docs/decisions/0061).
        expect(text).not.toContain(phone.slice(1));
        expect(text).not.toContain(address);
        expect(text).not.toContain('12244');
      });
  });
}
