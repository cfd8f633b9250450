/**
 * No-shows in the browser (docs/decisions/0060-no-shows.md): on the pickup day the renter reports,
 * on a phone in Arabic, that the owner did not hand the item over; the owner answers at desktop
 * width in English; an administrator decides that the owner did not hand over, and everything comes
 * back. Then an objection to a hand-over, upheld on the Disputes screen in Arabic, ends the rental
 * with everything back. The owner's "the renter did not come" needs a pickup day already past: it
 * has its component and API tests.
 */

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Booking, BookingMoney } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import {
  addHandoverPhotoByApi,
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

interface Rental {
  owner: BrowserContext;
  renter: BrowserContext;
  ownerPage: Page;
  renterPage: Page;
  booking: Booking;
  title: string;
}

/** Owner and renter in their own browsers; a 500 SAR deposit; paid and accepted, its pickup day today. */
async function acceptedRental(browser: Browser, widths: { owner: number; renter: number }): Promise<Rental> {
  const contextAt = (width: number) =>
    browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const owner = await contextAt(widths.owner);
  const renter = await contextAt(widths.renter);
  const ownerPage = await owner.newPage();
  const renterPage = await renter.newPage();
  await registerByApi(ownerPage, { firstName: 'Fahad', lastName: 'Owner' });
  await registerByApi(renterPage, { firstName: 'Sara', lastName: 'Renter' });
  const title = uniqueName('Camping stove ');
  const item = await listItemByApi(ownerPage, { title, extra: { deposit: '500' } });
  const today = todayInRiyadh();
  const booking = await requestAndPayByApi(renter.request, {
    itemId: item.id,
    startDate: today,
    endDate: addDays(today, 2),
  });
  const accepted = await owner.request.post(`/api/bookings/${booking.id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { owner, renter, ownerPage, renterPage, booking, title };
}

async function signedInAdmin(browser: Browser, width: number) {
  const admin = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await admin.newPage();
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: 'admin@ajjir.sa', password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  return { admin, page };
}

/** The booking's money as its renter reads it, once every refund is made and they add up to `total`. */
async function refundedInFull(request: APIRequestContext, bookingId: string, total: number) {
  await expect
    .poll(async () => {
      const money = (await (await request.get(`/api/bookings/${bookingId}/money`)).json()) as BookingMoney;
      const done = money.refunds.every((refund) => refund.status === 'done');
      return done ? money.refunds.reduce((sum, refund) => sum + refund.amount, 0) : -1;
    })
    .toBe(total);
}

test('the owner did not hand over: reported (ar, phone), answered (en), decided, everything back', async ({
  browser,
}) => {
  const rental = await acceptedRental(browser, { owner: 1280, renter: 390 });
  const { ownerPage, renterPage, booking } = rental;

  await gotoIn(renterPage, 'ar', `/bookings/${booking.id}`);
  await renterPage.getByRole('button', { name: 'لم يُسلَّم الغرض؟ تقديم بلاغ' }).click();
  const report = renterPage.getByRole('dialog', { name: 'الإبلاغ عن عدم تسليم الغرض' });
  await report.getByLabel('ما الذي حدث').fill('انتظرت عند الباب ساعتين ولم يرد أحد على الاتصال.');
  expect(await axeViolations(renterPage)).toEqual([]);
  const sent = renterPage.waitForResponse((res) => res.url().endsWith('/no-show/report'));
  await report.getByRole('button', { name: 'إرسال البلاغ' }).click();
  expect((await sent).status()).toBe(201);
  const card = renterPage.getByTestId('no-show');
  await expect(card).toContainText('بانتظار رد المالك');
  expect(await axeViolations(renterPage)).toEqual([]);

  await gotoIn(ownerPage, 'en', `/bookings/${booking.id}`);
  await expect(ownerPage.getByTestId('no-show')).toContainText('Waiting for the owner');
  await ownerPage.getByRole('button', { name: 'Answer the report' }).click();
  const answer = ownerPage.getByRole('dialog', { name: 'Answer the report' });
  await answer.getByLabel('What happened').fill('I was travelling that day and could not hand it over.');
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(ownerPage.getByTestId('no-show')).toContainText('Under review by Ajjir');
  expect(await axeViolations(ownerPage)).toEqual([]);

  const { admin, page: adminPage } = await signedInAdmin(browser, 1280);
  await gotoIn(adminPage, 'en', '/admin/disputes');
  const section = adminPage.getByRole('region', { name: 'No-show cases' });
  const caseCard = section.getByRole('article').filter({ hasText: rental.title });
  await expect(caseCard).toContainText('I was travelling that day');
  await caseCard.getByRole('radio', { name: /^The owner did not hand over/ }).click();
  await caseCard
    .getByLabel('Reason for the decision')
    .fill('The owner says they were away on the pickup day.');
  await caseCard.getByRole('button', { name: 'Continue' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Decide this case?' });
  expect(await axeViolations(adminPage)).toEqual([]);
  await confirm.getByRole('button', { name: 'Decide' }).click();
  await expect(caseCard).toHaveCount(0);

  await refundedInFull(rental.renter.request, booking.id, booking.price?.charged ?? 0);
  await renterPage.reload();
  await expect(renterPage.getByTestId('no-show-outcome')).toHaveAttribute('data-outcome', 'refund_in_full');
  await expect(renterPage.getByTestId('no-show-decision-note')).toContainText('away on the pickup day');
  expect(await axeViolations(renterPage)).toEqual([]);
  await admin.close();
  await rental.owner.close();
  await rental.renter.close();
});

test('an objection to a hand-over, upheld on the Disputes screen (ar), ends the rental with everything back', async ({
  browser,
}) => {
  const rental = await acceptedRental(browser, { owner: 1280, renter: 1280 });
  const { booking } = rental;
  await addHandoverPhotoByApi(rental.owner.request, booking.id);
  const started = await rental.owner.request.post(`/api/bookings/${booking.id}/start`, { data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const objected = await rental.renter.request.post(`/api/bookings/${booking.id}/handover/answer`, {
    data: { stage: 'handover', answer: 'object', text: 'لم يُسلَّم الغرض، والمالك أكّد التسليم من بيته.' },
  });
  expect(objected.status(), await objected.text()).toBe(200);

  const { admin, page: adminPage } = await signedInAdmin(browser, 1280);
  await gotoIn(adminPage, 'ar', '/admin/disputes');
  const card = adminPage.getByRole('article').filter({ hasText: 'والمالك أكّد التسليم من بيته' });
  await card.getByRole('checkbox', { name: /قبول الاعتراض وإلغاء الإيجار/ }).check();
  await card.getByRole('textbox').fill('تواصلنا مع الطرفين، والمالك كان خارج المدينة يوم التسليم.');
  await card.getByRole('button', { name: 'معالجة' }).click();
  const confirm = adminPage.getByRole('dialog');
  await expect(confirm).toContainText('يُردّ للمستأجر كامل المبلغ مع التأمين');
  expect(await axeViolations(adminPage)).toEqual([]);
  await confirm.getByRole('button', { name: 'معالجة الاعتراض' }).click();
  await expect(card).toHaveCount(0);

  await refundedInFull(rental.renter.request, booking.id, booking.price?.charged ?? 0);
  const ended = (await (await rental.renter.request.get(`/api/bookings/${booking.id}`)).json()) as Booking;
  expect(ended.status).toBe('cancelled');
  await admin.close();
  await rental.owner.close();
  await rental.renter.close();
});
