import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { Category, Item } from '../src/shared/api-types';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import {
  afterDelay,
  axeViolations,
  DEMO_PASSWORD,
  expect,
  gotoIn,
  listItemByApi,
  registerByApi,
  test,
  uniqueName,
} from './fixtures';
import { requestAndPayByApi } from './pay';

/**
 * The administration (docs/product.md, "Pages"; docs/decisions/0024-administration.md), as the demo administrator
 * uses it, in Arabic and English: the dashboard's cards and chart; finding a
 * member and blocking them (their open page is signed out at once), then
 * unblocking; editing them; deleting a listing with a request on it (the
 * browser's confirm says so, the renter hears of it); the best-selling
 * report, with a listing rented and returned today; both exports downloaded; and every action in the audit log. Also
 * the guards, and the drawer on a phone. Each test makes the people and the
 * listing it acts on, so it never touches what other tests use.
 */

const WORDS = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    dashboard: 'لوحة المعلومات',
    cards: [
      'إجمالي المستخدمين',
      'إجمالي الإعلانات',
      'إجمالي الحجوزات',
      'الحجوزات النشطة',
      'إجمالي الإيرادات',
      'مسائل معلّقة',
    ],
    chart: 'الحجوزات والإيرادات',
    nav: { users: 'المستخدمون', items: 'الإعلانات', reports: 'التقارير', audit: 'سجل الإجراءات' },
    searchUsers: 'البحث في المستخدمين',
    block: 'حظر',
    blockConfirm: 'حظر الحساب',
    reason: 'سبب الحظر',
    reasonRequired: 'اكتب سبب الحظر.',
    blocked: 'تم حظر المستخدم بنجاح',
    blockedBadge: 'محظور',
    unblock: 'إلغاء الحظر',
    unblocked: 'تم إلغاء حظر المستخدم بنجاح',
    filter: 'عرض المستخدمين',
    blockedFilter: 'المستخدمون المحظورون',
    accountBlocked:
      'حظر فريق أجّر هذا الحساب، لذا تم تسجيل الخروج منه. يظهر سبب الحظر عند محاولة تسجيل الدخول.',
    view: 'عرض',
    edit: 'تعديل',
    firstName: /^الاسم الأول/,
    save: 'حفظ التغييرات',
    updated: 'تم تحديث بيانات المستخدم بنجاح',
    searchItems: 'البحث في الإعلانات',
    delete: 'حذف',
    confirmDelete: 'هل أنت متأكد من حذف هذا الإعلان؟',
    confirmCancels: 'حجز قادم واحد',
    deleted: 'تم حذف الإعلان بنجاح',
    selectRange: 'اختر نطاقًا زمنيًا لعرض التقرير',
    last30: 'آخر ٣٠ يومًا',
    exportUsersCsv: 'تصدير المستخدمين بصيغة CSV',
    exportItemsJson: 'تصدير الإعلانات بصيغة JSON',
    audit: ['تعديل حساب', 'حظر حساب', 'إلغاء حظر حساب', 'حذف إعلان', 'تصدير المستخدمين', 'تصدير الإعلانات'],
  },
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    cards: [
      'Total Users',
      'Total Listings',
      'Total Bookings',
      'Active Bookings',
      'Total Revenue',
      'Pending Issues',
    ],
    chart: 'Bookings and revenue',
    nav: { users: 'Users', items: 'Listings', reports: 'Reports', audit: 'Audit log' },
    searchUsers: 'Search users',
    block: 'Block',
    blockConfirm: 'Block account',
    reason: 'Reason for blocking',
    reasonRequired: 'Please write why this account is being blocked.',
    blocked: 'User blocked successfully',
    blockedBadge: 'Blocked',
    unblock: 'Unblock',
    unblocked: 'User unblocked successfully',
    filter: 'Show users',
    blockedFilter: 'Blocked Users',
    accountBlocked:
      'The Ajjir team blocked this account, so it was signed out. Signing in shows the reason given.',
    view: 'View',
    edit: 'Edit',
    firstName: /^First name/,
    save: 'Save changes',
    updated: 'User updated successfully',
    searchItems: 'Search listings',
    delete: 'Delete',
    confirmDelete: 'Are you sure you want to delete this listing?',
    confirmCancels: 'It has 1 upcoming booking',
    deleted: 'Listing deleted successfully',
    selectRange: 'Select date range to view report',
    last30: 'Last 30 days',
    exportUsersCsv: 'Export users as CSV',
    exportItemsJson: 'Export listings as JSON',
    audit: [
      'Account edited',
      'Account blocked',
      'Account unblocked',
      'Listing deleted',
      'Users exported',
      'Listings exported',
    ],
  },
} as const;

type Language = keyof typeof WORDS;

async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'admin@ajjir.sa', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

/**
 * A listing rented today and returned at once, paid and settled, through the API: Ajjir's fees are
 * in the ledger today, and revenue is those fees since payments (docs/decisions/0045-admin-money.md),
 * so the best-selling report of the last days has this listing's row.
 */
async function listingRentedToday(browser: Browser): Promise<Item> {
  const ownerContext = await browser.newContext();
  const renterContext = await browser.newContext();
  await registerByApi(ownerContext, { firstName: 'Saad', lastName: 'Owner' });
  const item = await listItemByApi(ownerContext, { title: uniqueName('Tile cutter ') });
  await registerByApi(renterContext, { firstName: 'Dana', lastName: 'Renter' });
  // Returned on its last day: settled once the claim window closes, at once on this server
  // (scripts/e2e-server.mjs), by a job the test waits for.
  const booking = await requestAndPayByApi(renterContext.request, {
    itemId: item.id,
    startDate: todayInRiyadh(),
    endDate: todayInRiyadh(),
  });
  for (const action of ['accept', 'start', 'complete']) {
    const res = await ownerContext.request.post(`/api/bookings/${booking.id}/${action}`);
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  }
  await expect
    .poll(async () => (await (await ownerContext.request.get('/api/earnings')).json()).available)
    .toBeGreaterThan(0);
  await ownerContext.close();
  await renterContext.close();
  return item;
}

/** A member with a listing, signed in on a page of their own, and someone who asked to rent it. */
async function memberWithARequestedListing(browser: Browser, language: Language) {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await registerByApi(memberPage, { firstName: 'Majed', lastName: 'Member' });
  const categories = (await (await memberPage.request.get('/api/categories')).json()) as Category[];
  const created = await memberPage.request.post('/api/items', {
    data: {
      title: `Pressure washer ${member.username}`,
      description: 'Electric, 150 bar, with a patio cleaner.',
      dailyRate: '60',
      categoryId: categories.find((c) => c.slug === 'tools')!.id,
      condition: 'good',
      images: [],
      city: 'Riyadh',
      minRentalDays: 1,
      maxRentalDays: null,
      pickupOptions: ['pickup'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as Item;

  const renterContext = await browser.newContext();
  const renterPage = await renterContext.newPage();
  await registerByApi(renterPage, { firstName: 'Rana', lastName: 'Renter' });
  await requestAndPayByApi(renterPage.request, {
    itemId: item.id,
    startDate: addDays(todayInRiyadh(), 5),
    endDate: addDays(todayInRiyadh(), 7),
  });

  await gotoIn(memberPage, language, '/profile');
  return {
    member,
    memberPage,
    item,
    renterPage,
    close: async () => {
      await memberContext.close();
      await renterContext.close();
    },
  };
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

// The long journey runs once, in Arabic; the money journey (payments.spec.ts) runs in English, and
// every admin page is checked by axe in both (docs/decisions/0037, "Every journey twice").
for (const language of ['ar'] as const) {
  const w = WORDS[language];

  test(`an administrator runs the marketplace (${language})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const rented = await listingRentedToday(browser);
    const { member, memberPage, item, renterPage, close } = await memberWithARequestedListing(
      browser,
      language,
    );

    // Signed out, /admin asks for sign-in and comes back; the dashboard: six cards and the chart.
    await gotoIn(page, language, '/admin');
    await expect(page).toHaveURL(/\/auth\?next=\/admin$/);
    await page.getByLabel(w.email).fill('admin@ajjir.sa');
    await page.getByRole('textbox', { name: w.password, exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
    for (const card of w.cards) await expect(page.getByText(card, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.chart })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard');

    // Find the member, and block them: a reason is required.
    await page.getByRole('link', { name: w.nav.users }).click();
    await page.getByLabel(w.searchUsers).fill(member.username);
    await expect(page).toHaveURL(new RegExp(`search=${member.username}`));
    const row = page.getByRole('row').filter({ hasText: member.username });
    await expect(row).toHaveCount(1);
    await expectNoSeriousViolations(page, 'users');
    await row.getByRole('button', { name: w.block }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.blockConfirm }).click();
    await expect(dialog.getByText(w.reasonRequired)).toBeVisible();
    await dialog.getByLabel(w.reason).fill('Asked renters to pay outside Ajjir');
    await dialog.getByRole('button', { name: w.blockConfirm }).click();
    await expect(page.getByText(w.blocked, { exact: true })).toBeVisible();
    await expect(row.getByText(w.blockedBadge, { exact: true })).toBeVisible();

    // The member's open page hears of it at once: signed out, and the sign-in page says why.
    await expect(memberPage).toHaveURL(/\/auth\?ended=suspended/);
    await expect(memberPage.getByRole('status').getByText(w.accountBlocked, { exact: true })).toBeVisible();
    expect((await memberPage.request.get('/api/bookings')).status()).toBe(401);
    // Their listing is out of the marketplace while they are blocked.
    expect((await renterPage.request.get(`/api/items/${item.id}`)).status()).toBe(404);

    // The Blocked filter finds them; unblock.
    await page.getByLabel(w.filter).click();
    await page.getByRole('option', { name: w.blockedFilter }).click();
    await expect(page).toHaveURL(/status=blocked/);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: w.unblock }).click();
    await expect(page.getByText(w.unblocked, { exact: true })).toBeVisible();
    expect((await renterPage.request.get(`/api/items/${item.id}`)).status()).toBe(200);

    // Their page: edit the first name.
    await page.goto(`/admin/users?search=${member.username}`);
    await row.getByRole('link', { name: w.view }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Majed Member`);
    await expectNoSeriousViolations(page, 'user page');
    await page.getByRole('button', { name: w.edit, exact: true }).click();
    await page.getByRole('dialog').getByLabel(w.firstName).fill('Maajid');
    await page.getByRole('dialog').getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.updated, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maajid Member');

    // Delete their listing: the browser's confirm says a request will be answered for them.
    await page.getByRole('link', { name: w.nav.items }).click();
    await page.getByLabel(w.searchItems).fill(member.username);
    const listing = page.getByRole('row').filter({ hasText: item.title });
    await expect(listing).toHaveCount(1);
    await expectNoSeriousViolations(page, 'listings');
    let confirmText = '';
    page.once('dialog', (confirm) => {
      confirmText = confirm.message();
      void confirm.accept();
    });
    await listing.getByRole('button', { name: w.delete }).click();
    await expect(page.getByText(w.deleted, { exact: true })).toBeVisible();
    expect(confirmText).toContain(w.confirmDelete);
    expect(confirmText).toContain(w.confirmCancels);
    // (Another test's listing may be a close spelling of this one's: only this row must be gone.)
    await expect(listing).toHaveCount(0);
    const renterBookings = (await (await renterPage.request.get('/api/bookings')).json()) as {
      itemId: string;
      status: string;
    }[];
    expect(renterBookings.find((b) => b.itemId === item.id)?.status).toBe('declined');

    // The best-selling report: nothing until both days are chosen, then the rows of the period.
    await page.getByRole('link', { name: w.nav.reports }).click();
    await expect(page.getByText(w.selectRange, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: w.last30 }).click();
    await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}/);
    const reportRows = page.getByRole('table').last().getByRole('row');
    await expect(reportRows.filter({ hasText: rented.title })).toHaveCount(1);
    await expect.poll(() => reportRows.count()).toBeGreaterThan(2);
    await expectNoSeriousViolations(page, 'reports');

    // Both exports download, named, with the member in the users file.
    const usersDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: w.exportUsersCsv }).click();
    const usersFile = await usersDownload;
    expect(usersFile.suggestedFilename()).toMatch(/^ajjir-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await usersFile.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF"id","username",')).toBe(true);
    expect(csv).toContain(member.username);
    expect(csv).not.toMatch(/password|hash/i);
    const itemsDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: w.exportItemsJson }).click();
    const itemsFile = await itemsDownload;
    expect(itemsFile.suggestedFilename()).toMatch(/^ajjir-items-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await itemsFile.path())!, 'utf8')) as {
      id: string;
      status: string;
    }[];
    expect(exported.find((row) => row.id === item.id)?.status).toBe('removed');

    // The audit log has every action.
    await page.getByRole('link', { name: w.nav.audit }).click();
    for (const action of w.audit) await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'audit log');
    await close();
  });
}

test.describe('guards', () => {
  test('a visitor goes to sign in and comes back to the admin page; a member goes home', async ({ page }) => {
    await gotoIn(page, 'en', '/admin/users?search=sara');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await page.getByLabel('Email').fill('admin@ajjir.sa');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\?search=sara$/);
    await expect(page.getByRole('row').filter({ hasText: '@sara' })).toHaveCount(1);

    // Leave the page first: its live stream hears the sign-out and reloads sign-in, racing the next goto.
    await page.goto('about:blank');
    await page.request.post('/api/auth/logout');
    await registerByApi(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('searches that find nothing say so, as “No users found” and “No listings found”', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoIn(page, 'en', '/admin/users?search=zzqx-nobody');
    await expect(page.getByText('No users found', { exact: true })).toBeVisible();
    await page.goto('/admin/items?search=zzqx-nothing');
    await expect(page.getByText('No listings found', { exact: true })).toBeVisible();
  });

  test('an unknown account is "User not found", with the way back', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoIn(page, 'en', '/admin/users/8a3c2d1e-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });
});

test('@phone-only the administration on a phone: the menu opens as a drawer, in Arabic', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone layout');
  await signInAsAdmin(page);
  await gotoIn(page, 'ar', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
  await page.getByRole('button', { name: 'فتح قائمة الإدارة' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'المستخدمون' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  // No sideways scroll at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'users on a phone');
});

/**
 * The money's back office (docs/decisions/0045, 0047): the day compared with the gateway by a job
 * (asked from the page, which looks again until the report is there), and the Jobs screen.
 */
const BACK_OFFICE = {
  ar: {
    compare: /^(المقارنة مع بوابة الدفع|إعادة المقارنة)$/,
    comparing: /^المقارنة مع بوابة الدفع جارية/,
    verdict: /^(متطابقة|غير متطابقة)$/,
    comparedAt: /^آخر مقارنة مع بوابة الدفع: /,
    jobs: 'المهام',
    queues: 'قوائم المهام',
    failedTab: 'المتعذّرة',
    doneTab: 'المنجزة',
    jobNumber: /^المهمة [٠-٩]+$/,
  },
  en: {
    compare: /^(Compare with the gateway|Compare again)$/,
    comparing: /^Comparing with the payment gateway/,
    verdict: /^(Balanced|Does not balance)$/,
    comparedAt: /^Compared with the gateway at /,
    jobs: 'Jobs',
    queues: 'Queues',
    failedTab: 'Failed',
    doneTab: 'Done',
    jobNumber: /^Job \d+$/,
  },
} as const;

/** How often the reconciliation page looks again while a comparison is on its way (api/admin-money.ts). */
const COMPARING_POLL_MS = 3_000;
test('the administration’s pages have no axe violation in English, as the Arabic journey checks them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/items',
    '/admin/reports',
    '/admin/audit',
    '/admin/payments',
  ]) {
    await gotoIn(page, 'en', path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
  }
});

/** A worker with nothing to do looks for jobs this often when no notice wakes it (src/server/jobs/worker.ts). */
const WORKER_IDLE_MS = 5_000;

for (const language of ['ar', 'en'] as const) {
  const w = BACK_OFFICE[language];

  test(`the day is compared with the gateway from the reconciliation page (${language})`, async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await gotoIn(page, language, '/admin/reconciliation');
    await page.getByRole('button', { name: w.compare }).click();
    await expect(page.getByText(w.comparing).first()).toBeVisible();
    // The job runs by itself in the server; the page looks again until its report is there.
    await expect(page.getByRole('heading', { level: 2, name: w.verdict })).toBeVisible(
      afterDelay(WORKER_IDLE_MS + COMPARING_POLL_MS),
    );
    await expect(page.getByText(w.comparedAt)).toBeVisible();
    await expect(page.getByRole('button', { name: w.compare })).toBeEnabled();
    await expectNoSeriousViolations(page, 'reconciliation');
  });

  // On a phone in Arabic only: the phone run checks the layout, the desktop run both languages.
  test(`${language === 'ar' ? '@phone ' : ''}the Jobs screen opens on the failed jobs, and lists the done ones (${language})`, async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await gotoIn(page, language, '/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: w.jobs })).toBeVisible();
    await expect(page.getByRole('region', { name: w.queues })).toBeVisible();
    await expect(page.getByRole('tab', { name: w.failedTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'jobs, failed');

    // The recurring jobs (housekeeping, reviews, weekly payouts) ran when the server started.
    await page.getByRole('tab', { name: w.doneTab }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?state=done$/);
    await expect(
      page.getByRole('tabpanel').getByText(w.jobNumber).locator('visible=true').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'jobs, done');
  });
}
