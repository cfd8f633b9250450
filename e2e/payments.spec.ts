/**
 * A rental paid through Ajjir from end to end, in both languages (docs/decisions/0044-payments.md):
 * the renter pays on the sandbox's hosted page through the 3-D Secure step and comes back paid; the
 * owner accepts, hands over and marks it returned; the earning becomes available and is paid out
 * to a new IBAN; both open the tax invoice, whose QR code decodes to the seller, VAT number, time,
 * total and VAT.
 */
import type { Booking, Invoice } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { decodeZatcaQr } from '@shared/zatca-qr';
import {
  axeViolations,
  expect,
  gotoIn,
  LANGUAGES,
  type Language,
  listItemByApi,
  registerByApi,
  test,
  uniqueName,
} from './fixtures';
import { payOnSandboxPage } from './pay';

const WORDS = {
  ar: {
    pay: /^ادفع/,
    paid: 'تم الدفع',
    accept: 'قبول',
    handOver: 'تم التسليم',
    returned: 'تم الإرجاع',
    ibanLabel: 'رقم الآيبان',
    holderLabel: 'اسم صاحب الحساب',
    addAccount: 'أضف حسابًا بنكيًا',
    save: 'حفظ الحساب',
    payOut: /^حوّل .* إلى حسابي$/,
    payoutDone: 'طلبنا التحويل',
    invoice: /فاتورة ضريبية رقم/,
  },
  en: {
    pay: /^Pay /,
    paid: 'Paid',
    accept: 'Accept',
    handOver: 'Hand over',
    returned: 'Mark returned',
    ibanLabel: 'IBAN',
    holderLabel: 'Account holder’s name',
    addAccount: 'Add a bank account',
    save: 'Save account',
    payOut: /^Pay out /,
    payoutDone: 'Payout requested',
    invoice: /Tax invoice No\./,
  },
} as const;

for (const language of LANGUAGES) {
  test(`a paid rental from request to payout, with its invoice (${language})`, async ({ browser }) => {
    // Two people, six pages and the gateway's: a long journey, given three times the usual time.
    test.slow();
    const w = WORDS[language as Language];
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await registerByApi(ownerPage, { firstName: 'Fahad', lastName: 'Owner', phone: '0500000001' });
    const item = await listItemByApi(ownerPage, { title: uniqueName('Family tent ') });

    const renterContext = await browser.newContext();
    const renterPage = await renterContext.newPage();
    await registerByApi(renterPage, { firstName: 'Sara', lastName: 'Renter' });
    // From today, so the owner can hand it over at once.
    const today = todayInRiyadh();
    const requested = await renterPage.request.post('/api/bookings', {
      data: { itemId: item.id, startDate: today, endDate: addDays(today, 1) },
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
    for (const action of [w.accept, w.handOver, w.returned]) {
      const answered = ownerPage.waitForResponse(
        (res) => res.url().includes(`/api/bookings/${booking.id}/`) && res.request().method() === 'POST',
      );
      await ownerPage.getByRole('button', { name: action, exact: true }).click();
      expect((await answered).status()).toBe(200);
    }
    expect(await axeViolations(ownerPage)).toEqual([]);

    // The earning is available; a new IBAN; the payout.
    await gotoIn(ownerPage, language, '/earnings');
    await ownerPage.getByRole('button', { name: w.addAccount }).click();
    await ownerPage.getByLabel(w.ibanLabel).fill('SA4420000001234567891234');
    await ownerPage.getByLabel(w.holderLabel).fill('Fahad Owner');
    await ownerPage.getByRole('button', { name: w.save }).click();
    const payOut = ownerPage.getByRole('button', { name: w.payOut });
    await expect(payOut).toBeEnabled();
    await payOut.click();
    await expect(ownerPage.getByText(w.payoutDone).first()).toBeVisible();
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
