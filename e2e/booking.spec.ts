/**
 * Booking from the item page, in both languages: choosing dates on the
 * calendar, the price, signing in on the way, the request and its payment
 * through the sandbox's page, the booking's life on its own page, booked
 * days greyed for the next renter, and the owner's blocked days.
 */

import type { Browser, Page } from '@playwright/test';
import type { Booking, Category, Item } from '@shared/api-types';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { axeViolations, choosePhotos, expect, gotoIn, photo, registerByApi, test, turnsOf } from './fixtures';
import { payOnSandboxPage } from './pay';

const WORDS = {
  ar: {
    request: 'اطلب الحجز',
    bookNow: 'احجز الآن',
    signIn: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signInToast: 'سجّل الدخول لتحجز',
    pay: /^ادفع /,
    paid: 'تم الدفع',
    confirmedTitle: 'تم تأكيد الحجز',
    viewBooking: 'عرض الحجز',
    missing: 'التواريخ ناقصة',
    clear: 'مسح التواريخ',
    total: 'الإجمالي',
    deposit: 'مبلغ التأمين',
    days: (n: number) => (n === 2 ? 'يومان' : `${n.toLocaleString('ar-SA')} أيام`),
    asOwner: 'مؤجِّر',
    blockOpen: 'حجب أيام من التقويم',
    blockTitle: 'أيام لا تؤجّر فيها',
    block: 'حجب',
    save: 'حفظ التقويم',
    saved: 'حُفظ التقويم',
    accept: 'قبول',
    handOver: 'تم التسليم',
    returned: 'تم الإرجاع',
    confirmHandOver: 'تأكيد التسليم',
    confirmReturn: 'تأكيد الإرجاع',
    addPhotos: 'إضافة صور',
    status: { confirmed: 'مؤكَّد', active: 'جارٍ', completed: 'مكتمل' },
    leaveReview: 'اكتب تقييمك',
    postReview: 'نشر التقييم',
  },
  en: {
    request: 'Request to book',
    bookNow: 'Book now',
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    signInToast: 'Sign in to book',
    pay: /^Pay /,
    paid: 'Paid',
    confirmedTitle: 'Confirmed',
    viewBooking: 'View the booking',
    missing: 'Missing dates',
    clear: 'Clear dates',
    total: 'Total',
    deposit: 'Refundable deposit',
    days: (n: number) => `${n} days`,
    asOwner: 'As owner',
    blockOpen: 'Block dates on the calendar',
    blockTitle: 'Days you are not renting',
    block: 'Block',
    save: 'Save calendar',
    saved: 'Calendar saved',
    accept: 'Accept',
    handOver: 'Hand over',
    returned: 'Mark returned',
    confirmHandOver: 'Confirm hand-over',
    confirmReturn: 'Confirm return',
    addPhotos: 'Add photos',
    status: { confirmed: 'Confirmed', active: 'Active', completed: 'Completed' },
    leaveReview: 'Leave a review',
    postReview: 'Post review',
  },
} as const;

/** A fresh owner with one listing, in their own browser context; days are counted from today in Riyadh. */
async function ownerWithItem(browser: Browser, overrides: Partial<Record<string, unknown>> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const owner = await registerByApi(page, { firstName: 'Badr', lastName: 'Owner' });
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const created = await page.request.post('/api/items', {
    data: {
      title: `Camping stove ${owner.username}`,
      description: 'Two burners, with a gas bottle.',
      dailyRate: '75',
      deposit: '200',
      categoryId: categories.find((c) => c.slug === 'camping')!.id,
      condition: 'good',
      images: [],
      city: 'Riyadh',
      minRentalDays: 1,
      maxRentalDays: 10,
      pickupOptions: ['pickup', 'delivery'],
      ...overrides,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { page, owner, item: (await created.json()) as Item, close: () => context.close() };
}

const day = (offset: number) => addDays(todayInRiyadh(), offset);

/** The calendar writes its cells' dates in the page's digits (Arabic-Indic in Arabic). */
const inArabicDigits = (date: string) => date.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

/** A day's cell on the (first) calendar, moving to later months as needed. */
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

async function dayCell(page: Page, date: string) {
  const calendar = page.locator('.ajjir-calendar').first();
  await expect(calendar).toBeVisible(); // after the availability has loaded
  const selector = [date, inArabicDigits(date)]
    .map((each) => `[data-day="${each}"]:not([data-outside])`)
    .join(', ');
  for (let month = 0; month < 13; month += 1) {
    const cell = calendar.locator(selector);
    if ((await cell.count()) > 0) return cell;
    // Towards the date's month, back or forth: an earlier check may have moved the calendar past it.
    const shown = await calendar.locator('[data-day]:not([data-outside])').first().getAttribute('data-day');
    const shownMonth = westernDigits(shown ?? '').slice(0, 7);
    await calendar
      .locator(date.slice(0, 7) < shownMonth ? '.rdp-button_previous' : '.rdp-button_next')
      .click();
  }
  throw new Error(`${date} is not on the calendar`);
}

/** Leaves a review on a completed booking's card, through its dialog. */
async function writeReview(
  page: Page,
  card: ReturnType<Page['locator']>,
  stars: number,
  comment: string,
  w: (typeof WORDS)[keyof typeof WORDS],
) {
  await card.getByRole('button', { name: w.leaveReview }).click();
  const dialog = page.getByRole('dialog');
  // The stars in order, 1 to 5; each named in the page's language ("4 stars", "٤ نجوم").
  await dialog
    .getByRole('radio')
    .nth(stars - 1)
    .click();
  await expect(dialog.getByRole('radio').nth(stars - 1)).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('textbox').fill(comment);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: w.postReview }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('my-review')).toBeVisible();
}

async function clickDay(page: Page, date: string) {
  await (await dayCell(page, date)).getByRole('button').click();
}

/**
 * A request lands on its checkout: pays there on the sandbox's page (approved mada card) and is
 * back on the checkout, which says how it stands (`outcome`: "Paid", or "Confirmed" for instant
 * booking) and links to the booking's page. Answers the booking's id.
 */
async function payAtCheckout(
  page: Page,
  w: (typeof WORDS)[keyof typeof WORDS],
  outcome: 'paid' | 'confirmed' = 'paid',
): Promise<string> {
  await expect(page).toHaveURL(/\/bookings\/[^/?]+\/checkout$/);
  const id = /\/bookings\/([^/?]+)\/checkout/.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: w.pay }).click();
  await payOnSandboxPage(page);
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}/checkout\\?returned=1`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: outcome === 'paid' ? w.paid : w.confirmedTitle,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: w.viewBooking })).toHaveAttribute('href', `/bookings/${id}`);
  return id;
}

for (const language of ['ar', 'en'] as const) {
  const myTurn = turnsOf(language);
  const w = WORDS[language];

  test.describe(`booking in ${language}`, () => {
    if (myTurn())
      test('a visitor picks dates, signs in on the way and sends the request', async ({ page, browser }) => {
        const { item, close } = await ownerWithItem(browser);
        await close();
        // The renter has an account but is signed out in this browser.
        const renter = await registerByApi(page, { firstName: 'Reem' });
        await page.context().clearCookies();

        await gotoIn(page, language, `/item/${item.id}`);
        await clickDay(page, day(20));
        await clickDay(page, day(23));
        const price = page.getByRole('region', { name: language === 'ar' ? 'السعر' : 'Price' });
        await expect(price).toContainText(w.days(3));
        // 225 for the days, 15% VAT on them (33.75, Ajjir the deemed supplier for an owner not
        // registered for VAT), Ajjir's 5% service fee (11.25) and 15% VAT on it (1.69).
        await expect(price.getByTestId('price-total')).toHaveText(
          language === 'ar' ? /٢٧١٫٦٩/ : /SAR\s*271\.69/,
        );
        await expect(price).toContainText(w.deposit);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: w.request }).click();
        await expect(page.getByText(w.signInToast).first()).toBeVisible();
        await expect(page).toHaveURL(/\/auth\?next=/);
        await page.getByLabel(w.email).fill(renter.email);
        await page.getByRole('textbox', { name: w.password, exact: true }).fill(renter.password);
        await page.getByRole('button', { name: w.signIn, exact: true }).click();

        // Back on the item with the same dates.
        await expect(page).toHaveURL(new RegExp(`/item/${item.id}\\?start=${day(20)}&end=${day(23)}`));
        await expect(page.getByTestId('price-total')).toBeVisible();
        // Without dates, the form says so before anything is sent.
        await page.getByRole('button', { name: w.clear }).click();
        await page.getByRole('button', { name: w.request }).click();
        await expect(page.getByText(w.missing).first()).toBeVisible();
        await clickDay(page, day(20));
        await clickDay(page, day(23));
        await page.getByRole('radio', { name: language === 'ar' ? /التوصيل/ : /Delivery/ }).click();
        await page
          .getByRole('textbox', { name: language === 'ar' ? /رسالة/ : /Message/ })
          .fill('For a weekend trip');
        await page.getByRole('button', { name: w.request }).click();
        // The request waits for its payment, on its checkout, for the same total and the 200 SAR
        // deposit charged with it (docs/decisions/0057).
        await expect(page.getByRole('button', { name: w.pay })).toContainText(
          language === 'ar' ? /٤٧١٫٦٩/ : /SAR\s*471\.69/,
        );
        const id = await payAtCheckout(page, w);

        const mine = (await (await page.request.get('/api/bookings?as=renter')).json()) as Booking[];
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({
          id,
          itemId: item.id,
          startDate: day(20),
          endDate: day(23),
          days: 3,
          price: { subtotal: 22_500 },
          cancellationPolicy: 'flexible',
          deposit: '200.00',
          status: 'pending',
          pickupMethod: 'delivery',
          message: 'For a weekend trip',
        });
      });

    if (myTurn())
      test('the whole life: requested today, accepted, handed over and returned', async ({
        page,
        browser,
      }) => {
        test.slow(); // two people, many steps
        const { page: ownerPage, item, close } = await ownerWithItem(browser);
        await registerByApi(page, { firstName: 'Lina' });
        // Picked up today, returned tomorrow: the owner can hand it over at once.
        await gotoIn(page, language, `/item/${item.id}`);
        await clickDay(page, day(0));
        await clickDay(page, day(1));
        await page.getByRole('button', { name: w.request }).click();
        await payAtCheckout(page, w);
        const [booking] = (await (await page.request.get('/api/bookings?as=renter')).json()) as Booking[];
        expect(booking).toMatchObject({
          status: 'pending',
          startDate: day(0),
          endDate: day(1),
          price: { subtotal: 7500 },
        });

        // The owner finds the request among their rentals and answers it on the booking's page.
        await gotoIn(ownerPage, language, '/rentals');
        await ownerPage.getByRole('tab', { name: new RegExp(`^${w.asOwner}`) }).click();
        await expect(ownerPage).toHaveURL('/rentals?as=owner');
        await ownerPage
          .getByRole('tabpanel')
          .locator(`article[data-booking-id="${booking!.id}"]`)
          .getByRole('link', { name: item.title })
          .click();
        await expect(ownerPage).toHaveURL(`/bookings/${booking!.id}`);
        const ownerView = ownerPage.locator(`[data-booking-id="${booking!.id}"]`);
        const header = ownerView.locator('header');
        const card = ownerView.getByTestId('next-step');
        for (const [action, status, state] of [
          [w.accept, w.status.confirmed, 'confirmed'],
          [w.handOver, w.status.active, 'active'],
          [w.returned, w.status.completed, 'completed'],
        ] as const) {
          await card.getByRole('button', { name: action, exact: true }).click();
          if (state !== 'confirmed') {
            // Each asks first; with a deposit, the hand-over takes a photo of the item (docs/decisions/0059).
            const dialog = ownerPage.getByRole('dialog');
            if (state === 'active')
              await choosePhotos(ownerPage, w.addPhotos, [await photo('tent.jpg', '#d9c7a7')], dialog);
            await dialog
              .getByRole('button', { name: state === 'active' ? w.confirmHandOver : w.confirmReturn })
              .click();
          }
          await expect(ownerView).toHaveAttribute('data-status', state);
          await expect(header.getByText(status, { exact: true })).toBeVisible();
        }
        // Returned: all that is left is the review, each side's, hidden until both wrote.
        await expect(card.getByRole('button')).toHaveText([w.leaveReview]);
        await writeReview(ownerPage, card, 4, 'Careful renter, returned it clean', w);
        await expect(card.getByTestId('my-review')).toBeVisible();
        expect(
          (await (await ownerPage.request.get(`/api/reviews?itemId=${item.id}`)).json()) as unknown[],
        ).toEqual([]);

        // The renter's rentals show it completed; its page takes the renter's review.
        await gotoIn(page, language, '/rentals');
        const mine = page.locator(`article[data-booking-id="${booking!.id}"]`);
        await expect(mine).toHaveAttribute('data-status', 'completed');
        await expect(mine.getByText(w.status.completed, { exact: true })).toBeVisible();
        await mine.getByRole('link', { name: item.title }).click();
        await expect(page).toHaveURL(`/bookings/${booking!.id}`);
        const renterView = page.locator(`[data-booking-id="${booking!.id}"]`);
        await expect(
          renterView.locator('header').getByText(w.status.completed, { exact: true }),
        ).toBeVisible();
        await writeReview(
          page,
          renterView.getByTestId('next-step'),
          5,
          'Exactly as described, easy pickup',
          w,
        );

        // Both wrote: both reviews are published, on the item page and on both profiles, with the ratings.
        await gotoIn(page, language, `/item/${item.id}`);
        await expect(page.getByText('Exactly as described, easy pickup')).toBeVisible();
        await expect(page.getByText('Careful renter, returned it clean')).toHaveCount(0); // about the renter, not the item
        await gotoIn(page, language, `/profile/${item.ownerId}?tab=reviews`);
        await expect(page.getByText('Exactly as described, easy pickup')).toBeVisible();
        const renterId = (await (await page.request.get('/api/auth/me')).json()).user.id as string;
        await gotoIn(ownerPage, language, `/profile/${renterId}?tab=reviews`);
        await expect(ownerPage.getByText('Careful renter, returned it clean')).toBeVisible();
        const owner = await (await page.request.get(`/api/users/${item.ownerId}`)).json();
        expect([owner.rating, owner.totalReviews]).toEqual(['5.00', 1]);
        await close();
      });

    if (myTurn())
      test('booked days are struck through and cannot be chosen by the next renter', async ({
        page,
        browser,
      }) => {
        const { item, close } = await ownerWithItem(browser, { instantBooking: true });
        await close();
        await registerByApi(page, { firstName: 'Salem' });
        await gotoIn(page, language, `/item/${item.id}?start=${day(5)}&end=${day(7)}`);
        await page.getByRole('button', { name: w.bookNow }).click();
        // Instant booking: confirmed as soon as it is paid.
        await payAtCheckout(page, w, 'confirmed');

        await page.context().clearCookies();
        await registerByApi(page, { firstName: 'Next' });
        await page.goto(`/item/${item.id}`);
        for (const offset of [5, 6, 7]) {
          const cell = await dayCell(page, day(offset));
          await expect(cell).toHaveAttribute('data-disabled', 'true');
          await expect(cell).toHaveClass(/rdp-held/);
        }
        // A range may not cross the booked days either: from the 3rd, the 8th cannot be the return day.
        await clickDay(page, day(3));
        await expect(await dayCell(page, day(4))).not.toHaveAttribute('data-disabled', 'true');
        await expect(await dayCell(page, day(8))).toHaveAttribute('data-disabled', 'true');
      });

    if (myTurn())
      test('the owner blocks days, and renters cannot pick them', async ({ page, browser }) => {
        const { page: ownerPage, item, close } = await ownerWithItem(browser);
        await gotoIn(ownerPage, language, `/item/${item.id}`);
        await ownerPage.getByRole('button', { name: w.blockOpen }).click();
        const dialog = ownerPage.getByRole('dialog', { name: w.blockTitle });
        await clickDay(dialog.page(), day(12));
        await clickDay(dialog.page(), day(14));
        await dialog.getByRole('button', { name: w.block, exact: true }).click();
        await dialog.getByRole('button', { name: w.save }).click();
        await expect(ownerPage.getByText(w.saved).first()).toBeVisible();
        await close();

        await gotoIn(page, language, `/item/${item.id}`);
        for (const offset of [12, 13, 14]) {
          await expect(await dayCell(page, day(offset))).toHaveAttribute('data-disabled', 'true');
        }
        await expect(await dayCell(page, day(15))).not.toHaveAttribute('data-disabled', 'true');
      });
  });
}
