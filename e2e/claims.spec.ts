/**
 * A rental with a 500 SAR deposit (docs/decisions/0057-deposits.md, 0058-claims-and-disputes.md),
 * paid through the sandbox, handed over and returned (in the browser, with photos and the renter's
 * acknowledgements, for (b) and (c)); then, in the browser: (a) no claim, the
 * deposit comes back whole; (b) a 200 SAR claim accepted by the renter, in Arabic on phones;
 * (c) a claim disputed and decided at 100 SAR by an administrator, in English at desktop width.
 * This server's claim window is nothing (scripts/e2e-server.mjs), so a rental returned on its first
 * day keeps its window open until its last day begins, and a same-day one closes it at once.
 */

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Booking, BookingMoney, Earnings, HandoverRecords } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import {
  addHandoverPhotoByApi,
  axeViolations,
  choosePhotos,
  DEMO_PASSWORD,
  expect,
  gotoIn,
  type Language,
  listItemByApi,
  photo,
  registerByApi,
  test,
  uniqueName,
} from './fixtures';
import { requestAndPayByApi } from './pay';

const DEPOSIT = 50_000;

interface Rental {
  owner: BrowserContext;
  renter: BrowserContext;
  ownerPage: Page;
  renterPage: Page;
  booking: Booking;
}

/**
 * Owner and renter in their own browsers; a listing with a 500 SAR deposit, paid, handed over and
 * returned: over the API, or in the browser in `language` (the owner's photo at each end, the
 * renter acknowledging each).
 */
async function returnedRental(
  browser: Browser,
  { width, days, language }: { width: number; days: number; language?: Language },
): Promise<Rental> {
  const viewport = { width, height: width < 500 ? 844 : 900 };
  const owner = await browser.newContext({ viewport });
  const renter = await browser.newContext({ viewport });
  const ownerPage = await owner.newPage();
  const renterPage = await renter.newPage();
  await registerByApi(ownerPage, { firstName: 'Fahad', lastName: 'Owner' });
  await registerByApi(renterPage, { firstName: 'Sara', lastName: 'Renter' });
  const item = await listItemByApi(ownerPage, { title: uniqueName('Dome tent '), extra: { deposit: '500' } });
  const today = todayInRiyadh();
  const paid = await requestAndPayByApi(renter.request, {
    itemId: item.id,
    startDate: today,
    endDate: addDays(today, days - 1),
  });
  for (const action of language ? ['accept'] : ['accept', 'start', 'complete']) {
    if (action === 'start') await addHandoverPhotoByApi(owner.request, paid.id);
    const res = await owner.request.post(`/api/bookings/${paid.id}/${action}`, { data: {} });
    expect(res.status(), await res.text()).toBe(200);
  }
  const rental = { owner, renter, ownerPage, renterPage, booking: paid };
  if (language) await handOverAndReturnInTheBrowser(rental, language);
  return rental;
}

const STEP_WORDS = {
  ar: {
    handOver: 'تم التسليم',
    returned: 'تم الإرجاع',
    confirmHandOver: 'تأكيد التسليم',
    confirmReturn: 'تأكيد الإرجاع',
    addPhotos: 'إضافة صور',
    acknowledge: 'تأكيد',
  },
  en: {
    handOver: 'Hand over',
    returned: 'Mark returned',
    confirmHandOver: 'Confirm hand-over',
    confirmReturn: 'Confirm return',
    addPhotos: 'Add photos',
    acknowledge: 'Acknowledge',
  },
} as const;

/**
 * The owner hands the item over and takes it back on the booking's page, with a photo in each
 * dialog; the renter acknowledges each on theirs (docs/decisions/0059).
 */
async function handOverAndReturnInTheBrowser(rental: Rental, language: Language): Promise<void> {
  const w = STEP_WORDS[language];
  const { ownerPage, renterPage, booking } = rental;
  const ownerView = ownerPage.locator(`[data-booking-id="${booking.id}"]`);
  const acknowledge = renterPage.getByRole('button', { name: w.acknowledge, exact: true });
  await gotoIn(ownerPage, language, `/bookings/${booking.id}`);
  await gotoIn(renterPage, language, `/bookings/${booking.id}`);
  for (const [button, confirm, state, colour] of [
    [w.handOver, w.confirmHandOver, 'active', '#d9c7a7'],
    [w.returned, w.confirmReturn, 'completed', '#c9b89a'],
  ] as const) {
    await ownerView.getByTestId('next-step').getByRole('button', { name: button, exact: true }).click();
    const dialog = ownerPage.getByRole('dialog');
    await choosePhotos(ownerPage, w.addPhotos, [await photo(`${state}.jpg`, colour)], dialog);
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(ownerView).toHaveAttribute('data-status', state);
    // The renter's page hears of it live, and asks them to acknowledge or object.
    await acknowledge.click();
    await expect(acknowledge).toHaveCount(0);
  }
  const records = (await (
    await rental.renter.request.get(`/api/bookings/${booking.id}/handover`)
  ).json()) as HandoverRecords;
  expect(
    records.stages.map((stage) => [
      stage.stage,
      stage.confirmation?.answer,
      stage.reports.some((each) => each.photos.length),
    ]),
  ).toEqual([
    ['handover', 'acknowledged', true],
    ['return', 'acknowledged', true],
  ]);
}

/** The booking's money as its renter reads it over the API, once the jobs have moved it. */
async function moneyOf(
  request: APIRequestContext,
  bookingId: string,
  settled: (money: BookingMoney) => boolean,
) {
  let money: BookingMoney | undefined;
  await expect
    .poll(async () => {
      money = (await (await request.get(`/api/bookings/${bookingId}/money`)).json()) as BookingMoney;
      return settled(money);
    })
    .toBe(true);
  return money as BookingMoney;
}

const depositRefundsDone = (money: BookingMoney) =>
  money.refunds.some((refund) => refund.reason === 'deposit') &&
  money.refunds.every((refund) => refund.status === 'done');

async function claimThroughTheForm(page: Page, language: Language, words: (typeof WORDS)[Language]) {
  await page.getByRole('button', { name: words.claimAction }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(words.damage) }).click();
  // An Arabic keyboard types Arabic-Indic digits.
  await dialog.getByLabel(words.amount).fill(language === 'ar' ? '٢٠٠' : '200');
  await dialog.getByLabel(words.what).fill(words.description);
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/claim') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: words.send }).click();
  expect((await sent).status()).toBe(201);
}

const WORDS = {
  ar: {
    claimAction: 'المطالبة من التأمين',
    damage: 'ضرر',
    amount: 'المبلغ بالريال',
    what: 'ما الذي حدث',
    description: 'تمزّق في باب الخيمة الأمامي عند الإرجاع.',
    send: 'إرسال المطالبة',
    accept: 'قبول',
    acceptConfirm: 'قبول المطالبة',
    dispute: 'اعتراض',
    settled: /ذهب .*٢٠٠.* من مبلغ التأمين إلى المالك، ورُدّ .*٣٠٠.* إلى المستأجر/,
    returned: /رُدّ مبلغ التأمين .*٥٠٠.* كاملًا/,
  },
  en: {
    claimAction: 'Claim from the deposit',
    damage: 'Damage',
    amount: 'Amount in riyals',
    what: 'What happened',
    description: 'The front door panel came back torn.',
    send: 'Send the claim',
    accept: 'Accept',
    acceptConfirm: 'Accept the claim',
    dispute: 'Dispute',
    settled: /SAR\s100\.00 of the deposit went to the owner; SAR\s400\.00 came back to the renter/,
    returned: /The deposit of SAR\s500\.00 was returned in full/,
  },
} as const;

test('(a) returned with no claim: the deposit comes back whole and the earning is available (en)', async ({
  browser,
}) => {
  // A same-day rental: its claim window closes as it is returned.
  const rental = await returnedRental(browser, { width: 1280, days: 1 });
  await moneyOf(rental.renter.request, rental.booking.id, depositRefundsDone);
  await gotoIn(rental.renterPage, 'en', `/bookings/${rental.booking.id}`);
  await expect(rental.renterPage.getByTestId('deposit-note')).toContainText(WORDS.en.returned);
  const earnings = (await (await rental.owner.request.get('/api/earnings')).json()) as Earnings;
  expect(earnings.available).toBe(rental.booking.price?.ownerEarning);
  await rental.owner.close();
  await rental.renter.close();
});

test('(b) a 200 SAR claim accepted by the renter: 300 back, 200 to the owner (ar, 390 px)', async ({
  browser,
}) => {
  const w = WORDS.ar;
  const rental = await returnedRental(browser, { width: 390, days: 3, language: 'ar' });
  const { ownerPage, renterPage, booking } = rental;
  await gotoIn(ownerPage, 'ar', `/bookings/${booking.id}`);
  await claimThroughTheForm(ownerPage, 'ar', w);
  await expect(ownerPage.getByText('بانتظار رد المستأجر', { exact: false })).toBeVisible();
  expect(await axeViolations(ownerPage)).toEqual([]);

  await gotoIn(renterPage, 'ar', `/bookings/${booking.id}`);
  // The renter paid the rental and the deposit together.
  await expect(renterPage.getByTestId('price-deposit')).toContainText('٥٠٠');
  await renterPage.getByRole('button', { name: w.accept, exact: true }).click();
  await expect(renterPage.getByRole('alertdialog').or(renterPage.getByRole('dialog'))).toContainText('٣٠٠');
  expect(await axeViolations(renterPage)).toEqual([]);
  await renterPage.getByRole('button', { name: w.acceptConfirm }).click();
  await expect(renterPage.getByText(w.settled)).toBeVisible();

  const money = await moneyOf(rental.renter.request, booking.id, depositRefundsDone);
  expect(
    money.refunds.filter((refund) => refund.reason === 'deposit').map((refund) => refund.amount),
  ).toEqual([30_000]);
  const earnings = (await (await rental.owner.request.get('/api/earnings')).json()) as Earnings;
  expect(earnings.available).toBe((booking.price?.ownerEarning ?? 0) + 20_000);
  expect(booking.price?.deposit).toBe(DEPOSIT);
  await rental.owner.close();
  await rental.renter.close();
});

test('(c) a disputed claim decided by an administrator at 100 SAR moves exactly that (en, 1280 px)', async ({
  browser,
}) => {
  const w = WORDS.en;
  const rental = await returnedRental(browser, { width: 1280, days: 3, language: 'en' });
  const { ownerPage, renterPage, booking } = rental;
  await gotoIn(ownerPage, 'en', `/bookings/${booking.id}`);
  await claimThroughTheForm(ownerPage, 'en', w);

  await gotoIn(renterPage, 'en', `/bookings/${booking.id}`);
  await renterPage.getByRole('button', { name: w.dispute, exact: true }).click();
  const dialog = renterPage.getByRole('dialog');
  await dialog.getByRole('textbox').fill('The panel was already torn at pickup; I said so in our messages.');
  await dialog.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(renterPage.getByText(/Ajjir’s team will decide by/)).toBeVisible();
  expect(await axeViolations(renterPage)).toEqual([]);

  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await admin.newPage();
  const signedIn = await adminPage.request.post('/api/auth/login', {
    data: { email: 'admin@ajjir.sa', password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await gotoIn(adminPage, 'en', '/admin/disputes');
  const card = adminPage.getByRole('article').filter({ hasText: booking.item.title });
  await expect(card).toContainText('The panel was already torn at pickup');
  await card.getByLabel('Kept for the owner (SAR)').fill('100');
  await card
    .getByLabel('Reason for the decision')
    .fill('Both sides’ photos show wear; half the claim is fair.');
  await card.getByRole('button', { name: 'Continue' }).click();
  const confirm = adminPage.getByRole('alertdialog').or(adminPage.getByRole('dialog'));
  await expect(confirm).toContainText(/SAR\s100\.00 goes to the owner and SAR\s400\.00 back to the renter/);
  expect(await axeViolations(adminPage)).toEqual([]);
  await confirm.getByRole('button', { name: 'Decide' }).click();
  await expect(card).toHaveCount(0);

  await moneyOf(rental.renter.request, booking.id, depositRefundsDone);
  await renterPage.reload();
  await expect(renterPage.getByText(w.settled)).toBeVisible();
  await expect(renterPage.getByText('half the claim is fair')).toBeVisible();
  const earnings = (await (await rental.owner.request.get('/api/earnings')).json()) as Earnings;
  expect(earnings.available).toBe((booking.price?.ownerEarning ?? 0) + 10_000);
  await admin.close();
  await rental.owner.close();
  await rental.renter.close();
});
