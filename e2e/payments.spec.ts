/**
 * A rental paid through Ajjir from end to end, in both languages (docs/decisions/0044-payments.md):
 * the renter pays on the sandbox's hosted page through the 3-D Secure step and comes back paid; the
 * owner accepts, hands over and marks it returned; the earning becomes available and is paid out
 * to a new IBAN (requested: on its way, not paid yet); both open the tax invoice, whose QR code decodes to the seller, VAT number, time,
 * total and VAT.
 */
import type { Page } from '@playwright/test';
import type { Booking, Invoice } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { ibanOf } from '@shared/iban';
import { decodeZatcaQr } from '@shared/zatca-qr';
import {
  axeViolations,
  expect,
  gotoIn,
  type Language,
  listItemByApi,
  registerByApi,
  test,
  uniqueName,
} from './fixtures';
import { payOnSandboxPage, requestAndPayByApi } from './pay';

const WORDS = {
  ar: {
    pay: /^ادفع/,
    paid: 'تم الدفع',
    accept: 'قبول',
    handOver: 'تم التسليم',
    returned: 'تم الإرجاع',
    // Each asks first, in a dialog (docs/decisions/0059).
    confirmHandOver: 'تأكيد التسليم',
    confirmReturn: 'تأكيد الإرجاع',
    ibanLabel: 'رقم الآيبان',
    holderLabel: 'اسم صاحب الحساب',
    addAccount: 'أضف حسابًا بنكيًا',
    save: 'حفظ الحساب',
    reauth: 'تأكيد هويتك',
    currentPassword: 'كلمة المرور الحالية',
    confirm: 'تأكيد وحفظ',
    payOut: /^حوّل .* إلى حسابي$/,
    payoutDone: 'طلبنا التحويل',
    confirmPayout: 'تأكيد التحويل',
    payouts: 'التحويلات',
    onTheWay: 'في الطريق',
    // The end-to-end server is a demo site: its documents are samples (docs/decisions/0052).
    invoice: /نموذج فاتورة تجريبي رقم/,
  },
  en: {
    pay: /^Pay /,
    paid: 'Paid',
    accept: 'Accept',
    handOver: 'Hand over',
    returned: 'Mark returned',
    confirmHandOver: 'Confirm hand-over',
    confirmReturn: 'Confirm return',
    ibanLabel: 'IBAN',
    holderLabel: 'Account holder’s name',
    addAccount: 'Add a bank account',
    save: 'Save account',
    reauth: 'Confirm it’s you',
    currentPassword: 'Current password',
    confirm: 'Confirm and save',
    payOut: /^Pay out /,
    payoutDone: 'Payout requested',
    confirmPayout: 'Confirm payout',
    payouts: 'Payouts',
    onTheWay: 'On its way',
    invoice: /Sample invoice No\./,
  },
} as const;

/** The owner accepts, hands over and marks it returned from the booking's page, confirming each in its dialog. */
async function takeSteps(
  ownerPage: Page,
  bookingId: string,
  w: { accept: string; handOver: string; returned: string; confirmHandOver: string; confirmReturn: string },
) {
  for (const [action, confirm] of [
    [w.accept, null],
    [w.handOver, w.confirmHandOver],
    [w.returned, w.confirmReturn],
  ] as const) {
    const answered = ownerPage.waitForResponse(
      (res) =>
        /\/api\/bookings\/[^/]+\/(accept|start|complete)$/.test(res.url()) &&
        res.url().includes(bookingId) &&
        res.request().method() === 'POST',
    );
    await ownerPage.getByRole('button', { name: action, exact: true }).click();
    if (confirm) await ownerPage.getByRole('dialog').getByRole('button', { name: confirm }).click();
    expect((await answered).status()).toBe(200);
  }
}

// A journey runs once, its languages taking turns down the file (docs/decisions/0037): the payout
// journey in English at desktop width, the held earning in Arabic on a phone.
for (const language of ['en'] as const) {
  test(`a paid rental from request to payout, with its invoice (${language})`, async ({ browser }) => {
    // Two people, six pages and the gateway's: a long journey, given three times the usual time.
    test.slow();
    const w = WORDS[language as Language];
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    // The bank transfer names the owner's own mobile number and city (docs/decisions/0048-payout-security.md).
    const owner = await registerByApi(ownerPage, {
      firstName: 'Fahad',
      lastName: 'Owner',
      phone: '0500000001',
      city: 'Riyadh',
    });
    const item = await listItemByApi(ownerPage, { title: uniqueName('Family tent ') });

    const renterContext = await browser.newContext();
    const renterPage = await renterContext.newPage();
    await registerByApi(renterPage, { firstName: 'Sara', lastName: 'Renter' });
    // Picked up and returned today: its last day is today, so its earning is released once the claim
    // window closes, which this demo server sets at nothing (scripts/e2e-server.mjs).
    const today = todayInRiyadh();
    const requested = await renterPage.request.post('/api/bookings', {
      data: { itemId: item.id, startDate: today, endDate: today },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const booking = (await requested.json()) as Booking;

    // The renter pays: checkout, the hosted page, 3-D Secure, back to Ajjir.
    await gotoIn(renterPage, language, `/bookings/${booking.id}/checkout`);
    expect(await axeViolations(renterPage)).toEqual([]);
    await renterPage.getByRole('button', { name: w.pay }).click();
    await payOnSandboxPage(renterPage);
    await renterPage.waitForURL(/\/checkout\?returned=1/);
    await expect(renterPage.getByRole('heading', { name: w.paid, exact: true })).toBeVisible();
    expect(await axeViolations(renterPage)).toEqual([]);

    // The owner accepts, hands over and marks it returned, from the booking's page.
    await gotoIn(ownerPage, language, `/bookings/${booking.id}`);
    await takeSteps(ownerPage, booking.id, w);
    expect(await axeViolations(ownerPage)).toEqual([]);

    // The earning is released by its job once the window has closed; then a new IBAN, the payout.
    await expect
      .poll(async () => (await (await ownerPage.request.get('/api/earnings')).json()).available)
      .toBeGreaterThan(0);
    await gotoIn(ownerPage, language, '/earnings');
    await ownerPage.getByRole('button', { name: w.addAccount }).click();
    // An IBAN of this owner's own: one two accounts share waits for an administrator's review.
    await ownerPage.getByLabel(w.ibanLabel).fill(ibanOf('20', Math.floor(Math.random() * 1e12)));
    await ownerPage.getByLabel(w.holderLabel).fill('Fahad Owner');
    await ownerPage.getByRole('button', { name: w.save }).click();
    // The password again, in a dialog, before the money may go somewhere new.
    const reauth = ownerPage.getByRole('dialog', { name: w.reauth });
    await reauth.getByLabel(w.currentPassword).fill(owner.password);
    await reauth.getByRole('button', { name: w.confirm }).click();
    await expect(reauth).toBeHidden();
    const payOut = ownerPage.getByRole('button', { name: w.payOut });
    await expect(payOut).toBeEnabled();
    await payOut.click();
    // What it will do first: the amount, the masked IBAN, when money arrives; then it is asked for.
    const confirm = ownerPage.getByRole('dialog');
    await expect(confirm.getByText(/•••• \d{4}$/)).toBeVisible();
    expect(await axeViolations(ownerPage)).toEqual([]);
    await confirm.getByRole('button', { name: w.confirmPayout, exact: true }).click();
    await expect(ownerPage.getByText(w.payoutDone).first()).toBeVisible();
    // Requested: a job sends it within moments, and the bank pays it later; never said paid at once.
    await expect(
      ownerPage.getByRole('region', { name: w.payouts }).getByText(w.onTheWay, { exact: true }),
    ).toBeVisible();
    expect(await axeViolations(ownerPage)).toEqual([]);

    // Both open the invoice; its QR code carries the five fields.
    const money = await (await renterPage.request.get(`/api/bookings/${booking.id}/money`)).json();
    const invoiceId = money.invoices[0].id as string;
    for (const page of [renterPage, ownerPage]) {
      await gotoIn(page, language, `/bookings/${booking.id}`);
      await page.getByRole('link', { name: w.invoice }).first().click();
      await page.waitForURL(`/invoices/${invoiceId}`);
      await expect(page.locator('svg[aria-label]').first()).toBeVisible();
    }
    expect(await axeViolations(renterPage)).toEqual([]);
    const invoice = (await (await ownerPage.request.get(`/api/invoices/${invoiceId}`)).json()) as Invoice;
    const fields = decodeZatcaQr(invoice.qr);
    expect(fields.map((field) => field.tag)).toEqual([1, 2, 3, 4, 5]);
    expect(fields[0]?.value).toBe(invoice.seller.name);
    expect(fields[1]?.value).toBe(invoice.seller.vatNumber);
    expect(fields[3]?.value).toBe((invoice.total / 100).toFixed(2));
    expect(fields[4]?.value).toBe((invoice.vat / 100).toFixed(2));

    await renterContext.close();
    await ownerContext.close();
  });
}

test('handed over and returned on the first day of a 7-day rental, the earning stays held until it has run (ar, 390 px)', async ({
  browser,
}) => {
  const w = WORDS.ar;
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  await registerByApi(ownerPage, { firstName: 'Fahad', lastName: 'Owner' });
  const item = await listItemByApi(ownerPage, { title: uniqueName('Sound mixer ') });
  const renterContext = await browser.newContext();
  await registerByApi(renterContext, { firstName: 'Sara', lastName: 'Renter' });
  const today = todayInRiyadh();
  const lastDay = addDays(today, 7);
  const booking = await requestAndPayByApi(renterContext.request, {
    itemId: item.id,
    startDate: today,
    endDate: lastDay,
  });
  await renterContext.close();

  // The owner taps accept, hand over and returned, all on the first day.
  await gotoIn(ownerPage, 'ar', `/bookings/${booking.id}`);
  await takeSteps(ownerPage, booking.id, w);
  // Released at the start of the last day at the earliest (this server's claim window is nothing).
  const releasedAt = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${lastDay}T00:00:00Z`));
  const held = ownerPage.getByTestId('held-until');
  await expect(held).toContainText('أُرجع الغرض، ويُتاح المبلغ حين تنقضي مهلة المطالبات');
  await expect(held).toContainText(releasedAt);

  await gotoIn(ownerPage, 'ar', '/earnings');
  const summary = ownerPage.getByLabel('ملخص المستحقات');
  await expect(summary).toBeVisible();
  const earnings = await (await ownerPage.request.get('/api/earnings')).json();
  expect(earnings.available).toBe(0);
  expect(earnings.pending).toBe(booking.price?.ownerEarning);
  const line = ownerPage.getByRole('link', { name: new RegExp(item.title) });
  await expect(line.getByTestId('held-until')).toContainText(releasedAt);
  await expect(ownerPage.getByRole('button', { name: w.payOut })).toBeDisabled();
  expect(await axeViolations(ownerPage)).toEqual([]);
  await ownerContext.close();
});

for (const [language, width] of [
  ['ar', 390],
  ['en', 1280],
] as const) {
  test(`back from paying, the result is at the top of the page with focus on it (${language}, ${width} px)`, async ({
    browser,
  }) => {
    const owner = await browser.newContext();
    const item = await (async () => {
      const page = await owner.newPage();
      await registerByApi(page);
      return listItemByApi(page, { title: uniqueName('Camping stove ') });
    })();
    const renter = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const page = await renter.newPage();
    await registerByApi(page);
    const start = addDays(todayInRiyadh(), 20);
    const requested = await page.request.post('/api/bookings', {
      data: { itemId: item.id, startDate: start, endDate: addDays(start, 2) },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const booking = (await requested.json()) as Booking;

    // The checkout is scrolled down to its Pay button, as a phone shows it, before leaving for the gateway.
    await gotoIn(page, language, `/bookings/${booking.id}/checkout`);
    const pay = page.getByRole('button', { name: WORDS[language].pay });
    await pay.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await pay.click();
    await payOnSandboxPage(page);
    await page.waitForURL(/\/checkout\?returned=1/);
    const heading = page.getByRole('heading', { level: 1, name: WORDS[language].paid, exact: true });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Below the sticky header, not under it, and on screen.
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const box = await heading.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    await expect(heading).toBeInViewport();
    await expect(page.locator('main svg.lucide-circle-check')).toBeInViewport();
    await renter.close();
    await owner.close();
  });
}
