/**
 * Verified members in the browser (docs/decisions/0062-verified-members.md): a new member signs up,
 * confirms the e-mail by the link the e2e server gives on screen, verifies the phone with the code
 * the SMS sandbox shows, and the identity through the Nafath sandbox's "phone" page; the profile
 * then shows the badges. A business's registration verified at once (Rahal Camping), one whose name
 * does not match waiting on the administrators' Verifications screen; a listing for verified
 * identities only, as an unverified renter meets it; and a callback Nafath did not sign, refused.
 * The Verification page in each of its states is checked by axe in both languages at both widths.
 *
 * National IDs, phone numbers and the verified member's name are made per test: one ID verifies one
 * account for good, and a verified member's name is reserved. Rahal Camping's registration, a demo
 * account's, is checked once per server: a server reused from an earlier run finds it verified.
 */

import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { NafathRequest } from '@shared/answers/verification';
import { westernDigits } from '@shared/digits';
import { nationalIdWithCheckDigit } from '@shared/national-id';
import {
  afterDelay,
  axeViolations,
  DEMO_PASSWORD,
  expect,
  gotoIn,
  LANGUAGES,
  listItemByApi,
  registerByApi,
  test,
  turnsOf,
  uniqueName,
} from './fixtures';

const WORDS = {
  ar: {
    // Sign-up.
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    phoneField: 'رقم الجوال',
    createAccount: 'إنشاء الحساب',
    person: { first: 'ريم', last: 'الحربي', letters: 'ابتثجحخدذر' },
    // The Verification page (src/client/features/verification/verification.i18n.ts).
    title: 'التوثيق',
    sendLinkAgain: 'إرسال الرابط مرة أخرى',
    openConfirmLink: 'فتح رابط التأكيد',
    emailConfirmed: 'أُكّد بريدك الإلكتروني',
    toVerify: 'إلى صفحة التوثيق',
    sendCode: 'إرسال الرمز',
    demoCode: /تجربة: الرمز هو/,
    codeLabel: 'رمز التحقق',
    confirmCode: 'تأكيد الرمز',
    idLabel: 'رقم الهوية الوطنية أو الإقامة',
    startNafath: 'المتابعة إلى نفاذ',
    sandboxLink: /^فتح بيئة نفاذ التجريبية/,
    identityDone: 'وُثّقت هويتك',
    nafathName: 'الاسم في نفاذ',
    crLabel: 'رقم السجل التجاري',
    checkCr: 'التحقق من السجل',
    underReview: 'قيد المراجعة',
    nameMismatch: 'الاسم في السجل التجاري لا يطابق اسم المنشأة في حسابك.',
    // Badges.
    badges: 'ما وُثّق',
    identityBadge: 'هوية موثّقة عبر نفاذ',
    phoneBadge: 'جوال موثّق',
    businessBadge: 'منشأة موثّقة',
    // The item page's booking card.
    bookThisItem: 'احجز هذا الغرض',
    requestToBook: 'اطلب الحجز',
    identityOnly: 'هذا الغرض يُؤجَّر للموثّقين عبر نفاذ فقط',
    verifyIdentity: 'توثيق الهوية عبر نفاذ',
    whoCanBook: 'الموثّقون عبر نفاذ فقط',
    // The administrators' Verifications screen.
    adminMismatch: 'الاسم المُدخل لا يطابق الاسم المسجّل',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    phoneField: 'Mobile number',
    createAccount: 'Create account',
    person: { first: 'Reem', last: 'Alharbi', letters: 'abcdefghij' },
    title: 'Verification',
    sendLinkAgain: 'Send the link again',
    openConfirmLink: 'Open the confirmation link',
    emailConfirmed: 'Your e-mail address is confirmed',
    toVerify: 'Go to Verification',
    sendCode: 'Send the code',
    demoCode: /Demo: the code is/,
    codeLabel: 'Verification code',
    confirmCode: 'Confirm the code',
    idLabel: 'National ID or Iqama number',
    startNafath: 'Continue to Nafath',
    sandboxLink: /^Open the Nafath sandbox/,
    identityDone: 'Your identity is verified',
    nafathName: 'Name in Nafath',
    crLabel: 'Commercial registration (CR) number',
    checkCr: 'Check the registration',
    underReview: 'Under review',
    nameMismatch: 'The name in the register differs from the business name on your account.',
    badges: 'Verified',
    identityBadge: 'Identity verified (Nafath)',
    phoneBadge: 'Phone verified',
    businessBadge: 'Business verified',
    bookThisItem: 'Book this item',
    requestToBook: 'Request to book',
    identityOnly: 'This item is rented only to members verified through Nafath',
    verifyIdentity: 'Verify your identity with Nafath',
    whoCanBook: 'Members verified through Nafath only',
    adminMismatch: 'The name given does not match the registered name',
  },
} as const;

/** The Nafath sandbox's "phone" page (src/sandboxes/nafath/sandbox-pages.ts), Arabic unless ?lang=en. */
const SANDBOX = {
  ar: {
    idLabel: 'رقم الهوية الوطنية أو الإقامة',
    show: 'عرض الطلبات',
    name: 'الاسم',
    approved: 'تمت الموافقة على الطلب.',
  },
  en: {
    idLabel: 'National ID or Iqama number',
    show: 'Show requests',
    name: 'Name',
    approved: 'The request was approved.',
  },
} as const;

/** The Wathq sandbox's register (src/sandboxes/wathq/register.ts). */
const RAHAL_CR = '1010458712';
const ADASA_CR = '4030517293';
const ADASA_REGISTERED_NAME = 'استوديو عدسة للتصوير';

let counter = 0;
/** Eight digits no other test of this run (nor, very likely, of an earlier run) uses. */
function uniqueDigits(): string {
  counter += 1;
  const tail = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');
  return `${tail(process.pid, 3)}${tail(Date.now(), 4)}${tail(counter, 1)}`;
}
const uniquePhone = () => `05${uniqueDigits()}`;
/**
 * A family name of letters no other account of the run has: an identity verified reserves its
 * holder's display name for good (src/server/features/auth/reserved-names.ts).
 */
const uniqueFamilyName = (family: string, letters: string) =>
  `${family} ${[...uniqueDigits()].map((digit) => letters[Number(digit)]).join('')}`;
const uniqueNationalId = () => nationalIdWithCheckDigit(`1${uniqueDigits()}`);

async function signedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page };
}

/** The six digits of the code the SMS sandbox shows on the page (a demo), in Latin digits. */
async function codeOnScreen(page: Page, demoCode: RegExp): Promise<string> {
  const title = page.getByTestId('verify-phone').getByText(demoCode);
  await expect(title).toBeVisible();
  const code = westernDigits((await title.textContent()) ?? '').match(/\d{6}/)?.[0];
  expect(code, 'the code on screen').toBeTruthy();
  return code!;
}

for (const language of LANGUAGES) {
  const w = WORDS[language];
  const myTurn = turnsOf(language);

  // What is about the language itself: axe on the page's forms and states, in both, at both widths.
  test(`the Verification page has no axe violation in its states (${language}) @phone`, async ({ page }) => {
    await registerByApi(page, { phone: uniquePhone() }, { unconfirmed: true });
    await gotoIn(page, language, '/verify');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    await expect(page.getByTestId('verify-email')).toHaveAttribute('data-state', 'notYet');
    expect.soft(await axeViolations(page), 'nothing verified').toEqual([]);

    await page.getByRole('button', { name: w.sendLinkAgain }).click();
    await expect(page.getByRole('link', { name: w.openConfirmLink })).toBeVisible();
    await page.getByRole('button', { name: w.sendCode }).click();
    await expect(page.getByLabel(w.codeLabel)).toBeFocused();
    await codeOnScreen(page, w.demoCode);
    expect.soft(await axeViolations(page), 'a link and a code sent').toEqual([]);

    const identity = page.getByTestId('verify-identity');
    await identity.getByLabel(w.idLabel).fill(uniqueNationalId());
    await identity.getByRole('button', { name: w.startNafath }).click();
    await expect(identity.getByTestId('nafath-number')).toHaveText(/^\S{2}$/);
    expect.soft(await axeViolations(page), 'waiting for Nafath').toEqual([]);
  });

  if (myTurn())
    test(`a new member signs up, confirms the e-mail, verifies the phone and the identity through Nafath (${language}) @phone-only`, async ({
      page,
      context,
      browser,
    }) => {
      const username = uniqueName('verify_');
      const nationalId = uniqueNationalId();
      const familyName = uniqueFamilyName(w.person.last, w.person.letters);
      await gotoIn(page, language, '/auth?tab=sign-up');
      await page.getByLabel(w.firstName).fill(w.person.first);
      await page.getByLabel(w.lastName).fill(familyName);
      await page.getByLabel(w.username).fill(username);
      await page.getByLabel(w.email).fill(`${username}@example.sa`);
      await page.getByRole('textbox', { name: w.password, exact: true }).fill('nafath-2026');
      await page.getByLabel(w.confirmPassword).fill('nafath-2026');
      await page.getByLabel(w.phoneField).fill(uniquePhone());
      await page.getByTestId('consent-checkbox').check();
      await page.getByRole('button', { name: w.createAccount }).click();

      // A new account lands on the Verification page, its confirmation link on screen (no e-mail here).
      await expect(page).toHaveURL('/verify');
      const email = page.getByTestId('verify-email');
      await expect(email).toHaveAttribute('data-state', 'notYet');
      await email.getByRole('link', { name: w.openConfirmLink }).click();
      await expect(page).toHaveURL(/\/confirm-email\?token=/);
      await expect(page.getByText(w.emailConfirmed)).toBeVisible();
      await page.getByRole('link', { name: w.toVerify }).click();
      await expect(page).toHaveURL('/verify');
      await expect(email).toHaveAttribute('data-state', 'done');

      // The phone: the code the SMS sandbox shows, typed in.
      const phone = page.getByTestId('verify-phone');
      await phone.getByRole('button', { name: w.sendCode }).click();
      await expect(phone).toHaveAttribute('data-state', 'waiting');
      const code = await codeOnScreen(page, w.demoCode);
      await phone.getByLabel(w.codeLabel).fill(code);
      await phone.getByRole('button', { name: w.confirmCode }).click();
      await expect(phone).toHaveAttribute('data-state', 'done');

      // The identity: the number shown here, chosen on the Nafath sandbox's "phone" in another tab.
      const identity = page.getByTestId('verify-identity');
      await identity.getByLabel(w.idLabel).fill(nationalId);
      await identity.getByRole('button', { name: w.startNafath }).click();
      const shown = identity.getByTestId('nafath-number');
      await expect(shown).toHaveText(/^\S{2}$/);
      const number = westernDigits((await shown.textContent()) ?? '').trim();
      expect(number).toMatch(/^\d{2}$/);

      const opened = context.waitForEvent('page');
      await identity.getByRole('link', { name: w.sandboxLink }).click();
      const app = await opened;
      const s = SANDBOX[language];
      // The sandbox speaks Arabic unless asked for English.
      if (language === 'en') await app.getByRole('link', { name: 'English' }).click();
      await app.getByLabel(s.idLabel).fill(nationalId);
      await app.getByRole('button', { name: s.show }).click();
      const name = (
        await app
          .locator('p', { hasText: `${s.name}:` })
          .locator('strong')
          .textContent()
      )?.trim();
      expect(name).toBeTruthy();
      await expect(app.getByRole('button', { name: number, exact: true })).toBeVisible();
      // Three numbers to choose from, one of them right.
      await expect(app.locator('button.choice')).toHaveCount(3);
      await app.getByRole('button', { name: number, exact: true }).click();
      await expect(app.getByRole('status')).toHaveText(s.approved);
      await app.close();

      // The page follows the request (every 2 s) and shows the identity verified, with Nafath's name.
      await expect(identity).toHaveAttribute('data-state', 'done', afterDelay(2000));
      await expect(identity).toContainText(w.identityDone);
      await expect(identity).toContainText(`${w.nafathName}: `);
      await expect(identity).toContainText(name!);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/profile');
      const badges = page.getByRole('list', { name: w.badges });
      await expect(badges.getByRole('button')).toHaveText([w.identityBadge, w.phoneBadge]);
      // The badges' bubbles widen nothing: the page is as wide as the phone's screen. (Against the
      // viewport's size: a phone's window widens with an overflowing page, and innerWidth with it.)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        page.viewportSize()?.width,
      );

      // Whom they write to sees the badges beside their name: a demo owner's conversations.
      const owner = await signedIn(browser, 'rahal@ajjir.sa');
      const ownerId = (
        (await (await owner.page.request.get('/api/auth/me')).json()) as { user: { id: string } }
      ).user.id;
      const sent = await page.request.post('/api/messages', {
        data: { receiverId: ownerId, content: 'السلام عليكم، هل الخيمة متاحة نهاية الأسبوع؟' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await gotoIn(owner.page, language, '/messages');
      const conversation = owner.page.getByRole('link', { name: new RegExp(familyName) });
      await expect(conversation.getByRole('img', { name: w.identityBadge })).toBeVisible();
      await expect(conversation.getByRole('img', { name: w.phoneBadge })).toBeVisible();
      await conversation.click();
      await expect(owner.page.getByRole('button', { name: w.identityBadge })).toBeVisible();
      await owner.context.close();
    });

  if (myTurn())
    test(`a business verified at once by its registration, and one whose name differs waits for an administrator (${language})`, async ({
      page,
      browser,
    }) => {
      // Rahal Camping, whose registration the Wathq sandbox has under the same name.
      const login = await page.request.post('/api/auth/login', {
        data: { email: 'rahal@ajjir.sa', password: DEMO_PASSWORD },
      });
      expect(login.status()).toBe(200);
      await gotoIn(page, language, '/verify');
      const rahal = page.getByTestId('verify-business');
      await expect(rahal).toHaveAttribute('data-state', 'notYet');
      await rahal.getByLabel(w.crLabel).fill(RAHAL_CR);
      await rahal.getByRole('button', { name: w.checkCr }).click();
      await expect(rahal).toHaveAttribute('data-state', 'done');
      await expect(rahal).toContainText('رحّال للتخييم');
      await page.goto('/profile');
      await expect(page.getByRole('list', { name: w.badges }).getByRole('button')).toHaveText([
        w.businessBadge,
      ]);

      // A new business named otherwise than the registration it gives.
      const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const otherPage = await other.newPage();
      const account = await registerByApi(otherPage, {
        accountType: 'business',
        companyName: 'Red Sea Rentals',
        firstName: 'Hani',
        lastName: 'Alzahrani',
      });
      await gotoIn(otherPage, language, '/verify');
      const business = otherPage.getByTestId('verify-business');
      await business.getByLabel(w.crLabel).fill(ADASA_CR);
      await business.getByRole('button', { name: w.checkCr }).click();
      await expect(business).toHaveAttribute('data-state', 'review');
      await expect(business).toContainText(w.underReview);
      await expect(business).toContainText(w.nameMismatch);
      await expect(business).toContainText(ADASA_REGISTERED_NAME);
      await other.close();

      const admin = await signedIn(browser, 'admin@ajjir.sa');
      await gotoIn(admin.page, language, '/admin/verifications');
      const card = admin.page.getByRole('article').filter({ hasText: account.username });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText('Red Sea Rentals');
      await expect(card).toContainText(ADASA_CR);
      await expect(card).toContainText(ADASA_REGISTERED_NAME);
      await expect(card).toContainText(w.adminMismatch);
      expect(await axeViolations(admin.page)).toEqual([]);
      await admin.context.close();
    });

  if (myTurn())
    test(`a listing for verified identities only sends an unverified renter to verify (${language}) @phone`, async ({
      page,
      browser,
    }) => {
      const owner = await browser.newContext();
      await registerByApi(owner, { firstName: 'Fahad', lastName: 'Owner' });
      const title = uniqueName('Family tent ');
      const item = await listItemByApi(owner, { title });
      const changed = await owner.request.patch(`/api/items/${item.id}`, {
        data: { identityRequirement: 'all' },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await owner.close();

      // A renter whose e-mail is confirmed, and whose identity is not verified.
      await registerByApi(page, { firstName: 'Sara', lastName: 'Renter' });
      await gotoIn(page, language, `/item/${item.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText(w.whoCanBook);
      const card = page.getByRole('region', { name: w.bookThisItem });
      const notice = card.getByTestId('verification-notice');
      await expect(notice).toContainText(w.identityOnly);
      await expect(card.getByRole('button', { name: w.requestToBook })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await notice.getByRole('link', { name: w.verifyIdentity }).click();
      await expect(page).toHaveURL('/verify');
      await expect(page.getByTestId('verify-identity')).toHaveAttribute('data-state', 'notYet');
    });
}

test('a callback Nafath did not sign is refused, and the request it names still waits', async ({ page }) => {
  await registerByApi(page);
  const started = await page.request.post('/api/verification/identity', {
    data: { nationalId: uniqueNationalId() },
  });
  expect(started.status(), await started.text()).toBe(201);
  const request = (await started.json()) as NafathRequest;

  // A token in Nafath's shape that says "completed", signed by nobody.
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { status: 'COMPLETED', transId: request.id, requestId: request.id, nin: '1111111116' };
  for (const token of [
    `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`,
    `${part({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${part(claims)}.${Buffer.from('forged').toString('base64url')}`,
  ]) {
    const forged = await page.request.post('/api/verification/nafath/callback', {
      data: { token, transId: request.id, requestId: request.id },
    });
    expect(forged.status(), await forged.text()).toBe(400);
  }
  const after = (await (
    await page.request.get(`/api/verification/identity/${request.id}`)
  ).json()) as NafathRequest;
  expect(after.status).toBe('waiting');
});
