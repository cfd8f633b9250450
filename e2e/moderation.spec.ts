/**
 * Reports and moderation (docs/decisions/0064-reports-and-moderation.md), in both languages: a
 * member reports a listing from its page (a reason and words, then thanks at once); an
 * administrator finds it in the moderation queue with its context (the listing's title, its owner,
 * the reason and the words), hides it with a reason; the listing leaves the marketplace (its page is
 * not found for others, its owner reads why it is hidden), and the reporter is told in the bell;
 * then the administrator restores it from Hidden now.
 * axe on the report dialog, the queue, the owner's notice and Hidden now. Arabic on a phone, English at desktop
 * width: each language and each width once (docs/decisions/0037, "A journey at one width").
 */
import type { Page } from '@playwright/test';
import {
  axeViolations,
  DEMO_PASSWORD,
  expect,
  gotoIn,
  LANGUAGES,
  listItemByApi,
  registerByApi,
  test,
} from './fixtures';

const WORDS = {
  ar: {
    report: 'الإبلاغ عن هذا الإعلان',
    dialog: 'الإبلاغ عن إعلان',
    reason: /احتيال أو نصب/,
    details: 'تفاصيل تساعد الفريق (اختياري)',
    send: 'إرسال البلاغ',
    thanks: /شكرًا، وصل بلاغك/,
    done: 'تم',
    queue: 'البلاغات',
    hide: /^إخفاء/,
    reasonField: 'السبب',
    apply: 'تنفيذ القرار',
    hidden: 'أُخفي المحتوى',
    notFound: /غير موجود|لم نجد/,
    ownerNotice: 'أخفى فريق أجّر هذا الإعلان',
    bell: /الإشعارات/,
    told: /شكرًا لبلاغك عن الإعلان .*اتخذ الإجراء اللازم/,
    hiddenTab: 'المخفي الآن',
    restore: /^إعادة الإظهار/,
    restored: 'أُعيد إظهار المحتوى',
  },
  en: {
    report: 'Report this listing',
    dialog: 'Report a listing',
    reason: /Fraud or a scam/,
    details: 'Anything that helps the team (optional)',
    send: 'Send report',
    thanks: /Thank you, your report is in/,
    done: 'Done',
    queue: 'Moderation',
    hide: /^Hide/,
    reasonField: 'Reason',
    apply: 'Apply decision',
    hidden: 'Content hidden',
    notFound: /not found|couldn.t find|could not find/i,
    ownerNotice: 'Hidden by the Ajjir team',
    bell: /Notifications/,
    told: /Thank you for reporting the listing .*took action/,
    hiddenTab: 'Hidden now',
    restore: /^Restore/,
    restored: 'Content restored',
  },
} as const;

async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'admin@ajjir.sa', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

for (const language of LANGUAGES) {
  const w = WORDS[language];

  test(`in ${language}, a reported listing reaches the queue with its context, is hidden, the reporter is told, and Hidden now restores it${language === 'ar' ? ' @phone-only' : ''}`, async ({
    page,
    browser,
  }) => {
    // The owner lists a lantern, in a browser of their own.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await registerByApi(ownerPage, { firstName: 'Faisal', lastName: 'Owner' });
    const title = `Camping lantern ${Date.now().toString(36)}`;
    const item = await listItemByApi(ownerPage, { title, description: 'Pay me by bank transfer first.' });

    // A member reports it from its page.
    await registerByApi(page, { firstName: 'Huda', lastName: 'Reporter' });
    await gotoIn(page, language, `/item/${item.id}`);
    await page.getByRole('button', { name: w.report }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: w.reason }).check();
    await dialog.getByLabel(w.details).fill('Asked me to pay outside Ajjir');
    expect(await axeViolations(page)).toEqual([]);
    // Screenshots at 390 px on phones (the narrowest common width) and the desktop's 1280 px.
    const phone = (page.viewportSize()?.width ?? 1280) < 500;
    const width = phone ? 390 : 1280;
    if (phone) await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `/work/shots/moderation/report-dialog-${language}-${width}.png` });
    await dialog.getByRole('button', { name: w.send }).click();
    const thanks = page.getByRole('dialog', { name: w.thanks });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: w.done }).click();

    // An administrator sees it in the queue, with the listing, its owner and the report.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    if (phone) await adminPage.setViewportSize({ width, height: 844 });
    await gotoIn(adminPage, language, '/admin/moderation?type=item');
    await expect(adminPage.getByRole('heading', { level: 1, name: w.queue })).toBeVisible();
    const entry = adminPage.getByTestId('moderation-case').filter({ hasText: title });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Faisal Owner')).toBeVisible();
    await expect(entry.getByText('Asked me to pay outside Ajjir')).toBeVisible();
    await expect(entry.getByText('Huda Reporter')).toBeVisible();
    expect(await axeViolations(adminPage)).toEqual([]);
    await adminPage.screenshot({
      path: `/work/shots/moderation/queue-${language}-${width}.png`,
      fullPage: true,
    });

    // …and hides it, with a reason.
    await entry.getByRole('radio', { name: w.hide }).click();
    await entry.getByLabel(w.reasonField).fill('Asks for payment outside Ajjir');
    await entry.getByRole('button', { name: w.apply }).click();
    await expect(adminPage.getByText(w.hidden).first()).toBeVisible();
    await expect(adminPage.getByTestId('moderation-case').filter({ hasText: title })).toHaveCount(0);

    // Gone for others; its owner reads why.
    const other = await page.request.get(`/api/items/${item.id}`);
    expect(other.status()).toBe(404);
    if (phone) await ownerPage.setViewportSize({ width, height: 844 });
    await gotoIn(ownerPage, language, `/item/${item.id}`);
    await expect(ownerPage.getByTestId('hidden-listing-notice')).toContainText(w.ownerNotice);
    expect(await axeViolations(ownerPage)).toEqual([]);
    await ownerPage.screenshot({ path: `/work/shots/moderation/owner-notice-${language}-${width}.png` });

    // The reporter is told, in the bell.
    await gotoIn(page, language, '/');
    await page.getByRole('button', { name: w.bell }).first().click();
    await expect(page.getByText(w.told).first()).toBeVisible();

    // The owner explains: the administrator finds it under Hidden now, with the decision and its
    // reason, and restores it.
    await adminPage.getByRole('tab', { name: w.hiddenTab }).click();
    await expect(adminPage).toHaveURL(/view=hidden/);
    const hiddenEntry = adminPage.getByTestId('moderation-case').filter({ hasText: title });
    await expect(hiddenEntry.getByText('Asks for payment outside Ajjir')).toBeVisible();
    expect(await axeViolations(adminPage)).toEqual([]);
    await hiddenEntry.screenshot({ path: `/work/shots/moderation/hidden-now-${language}-${width}.png` });
    await hiddenEntry.getByRole('radio', { name: w.restore }).click();
    await hiddenEntry.getByLabel(w.reasonField).fill('The owner confirmed payment through Ajjir');
    await hiddenEntry.getByRole('button', { name: w.apply }).click();
    await expect(adminPage.getByText(w.restored).first()).toBeVisible();
    await expect(hiddenEntry).toHaveCount(0);
    expect((await page.request.get(`/api/items/${item.id}`)).status()).toBe(200);

    await ownerContext.close();
    await adminContext.close();
  });
}
