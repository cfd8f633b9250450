import type { APIRequestContext, Page } from '@playwright/test';
import type { Booking, Item, User } from '../src/shared/api-types';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { formatDay, formatDayRange, formatHalalas, formatHijriDay } from '../src/shared/format';
import {
  axeViolations,
  DEMO_PASSWORD,
  expect,
  gotoIn,
  listItemByApi,
  registerByApi,
  test,
  turnsOf,
  uniqueName,
} from './fixtures';
import { requestAndPayByApi } from './pay';

/**
 * The profile page and one's bookings: one's own profile links to the
 * rentals (/rentals, "As renter" and "As owner"), whose cards open each
 * booking's page (/bookings/{id}) with its actions (a renter cancels, told
 * the exact refund; an owner accepts and declines); someone else's profile
 * with items and reviews only, a profile that does not exist, and signing in
 * first. In Arabic and English. Tests that change bookings make their own
 * owner, listing and renter through the API, and pay for each request there:
 * parallel tests on one shared listing met on the same days, and the demo
 * bookings other tests read stay as they are.
 */

const WORDS = {
  ar: {
    tabs: { items: 'المعروضات', reviews: 'التقييمات' },
    rentals: 'إيجاراتي',
    asRenter: 'مستأجِر',
    asOwner: 'مؤجِّر',
    waitingThree: '٣ طلبات بانتظار ردك',
    answer: 'الرد على الطلب',
    status: {
      pending: 'بانتظار الرد',
      confirmed: 'مؤكَّد',
      active: 'جارٍ',
      completed: 'مكتمل',
      cancelled: 'ملغى',
      declined: 'مرفوض',
      expired: 'منتهي المهلة',
    },
    groups: { upcoming: 'القادمة', underway: 'الجارية', past: 'السابقة' },
    currency: /ر\.س/,
    onlyYou: 'لا يراها غيرك',
    business: 'منشأة',
    accept: 'قبول',
    decline: 'رفض',
    cancelBooking: 'إلغاء الحجز',
    cancelRequest: 'إلغاء الطلب',
    keepBooking: 'الإبقاء على الحجز',
    declineTitle: 'رفض هذا الطلب؟',
    declineConfirm: 'رفض الطلب',
    ownerCancelTitle: 'إلغاء هذا الحجز المؤكَّد؟',
    renterCancelRequestTitle: 'إلغاء طلبك؟',
    renterCancelTitle: 'إلغاء حجزك؟',
    refundAll: (amount: string) => `يُسترد المبلغ كاملًا (${amount}) عند الإلغاء الآن.`,
    reasonRequired: 'اذكر السبب من فضلك.',
    accepted: 'قُبل الطلب',
    acceptFailed: 'تعذّر قبول الطلب',
    changed: 'تغيّر هذا الحجز في هذه الأثناء',
    declined: 'رُفض الطلب',
    cancelled: 'أُلغي الحجز',
    reason: 'السبب',
    datesTaken: 'قُبل طلب آخر لهذه الأيام.',
    notFound: 'المستخدم غير موجود',
    back: 'رجوع',
  },
  en: {
    tabs: { items: 'Items', reviews: 'Reviews' },
    rentals: 'Rentals',
    asRenter: 'As renter',
    asOwner: 'As owner',
    waitingThree: '3 waiting for your answer',
    answer: 'Answer the request',
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      active: 'Active',
      completed: 'Completed',
      cancelled: 'Cancelled',
      declined: 'Declined',
      expired: 'Expired',
    },
    groups: { upcoming: 'Upcoming', underway: 'Under way', past: 'Past' },
    currency: /SAR/,
    onlyYou: 'Only you can see this',
    business: 'Business',
    accept: 'Accept',
    decline: 'Decline',
    cancelBooking: 'Cancel booking',
    cancelRequest: 'Cancel request',
    keepBooking: 'Keep the booking',
    declineTitle: 'Decline this request?',
    declineConfirm: 'Decline request',
    ownerCancelTitle: 'Cancel this confirmed booking?',
    renterCancelRequestTitle: 'Cancel your request?',
    renterCancelTitle: 'Cancel your booking?',
    refundAll: (amount: string) => `You will get back all you paid: ${amount}.`,
    reasonRequired: 'Please say why.',
    accepted: 'Request accepted',
    acceptFailed: 'Could not accept the request',
    changed: 'This booking has changed in the meantime',
    declined: 'Request declined',
    cancelled: 'Booking cancelled',
    reason: 'Reason',
    datesTaken: 'Another request for these dates was accepted.',
    notFound: 'User not found',
    back: 'Go back',
  },
} as const;

type Language = keyof typeof WORDS;
const LANGUAGES: Language[] = ['ar', 'en'];

/** Signs the page in by API: its cookies then carry the session. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<User> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await (await page.request.get('/api/auth/me')).json()).user as User;
}

/** Fahad of the demo data, read only (tests that change bookings use `ownerWithListing`). */
async function fahad(request: APIRequestContext): Promise<User> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'fahad@ajjir.sa', password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await (await request.get('/api/auth/me')).json()).user as User;
}

/**
 * A new owner, signed in on the test's own API context (not the page's), and a listing of theirs
 * that takes a one-day rental picked up from them: no other test books its days.
 */
async function ownerWithListing(
  request: APIRequestContext,
): Promise<{ owner: { email: string; password: string }; item: Item }> {
  const owner = await registerByApi({ request }, { firstName: 'Fahad', lastName: uniqueName('Owner') });
  const item = await listItemByApi({ request }, { title: uniqueName('Camping stove ') });
  return { owner, item };
}

/** A month ahead: far enough that cancelling a confirmed booking is free. */
const monthAhead = () => addDays(todayInRiyadh(), 30);

/** Asks for the item from `startDate` to the next day, as whoever the page is signed in as. */
async function requestBooking(page: Page, item: Item, startDate: string, message?: string): Promise<Booking> {
  return requestAndPayByApi(page.request, {
    itemId: item.id,
    startDate,
    endDate: addDays(startDate, 1),
    message,
  });
}

/** One booking's card on /rentals. */
const card = (page: Page, booking: Booking) => page.locator(`article[data-booking-id="${booking.id}"]`);

/** A booking's own page, /bookings/{id}: its header (with the status), what to do next, its timeline. */
function bookingPage(page: Page, booking: Booking) {
  const root = page.locator(`div[data-booking-id="${booking.id}"]`);
  return {
    root,
    header: root.locator('header'),
    next: root.getByTestId('next-step'),
    timeline: root.getByTestId('timeline'),
  };
}

/** Opens a booking from its card on /rentals. */
async function openFromRentals(page: Page, booking: Booking) {
  await card(page, booking).getByRole('link').click();
  await expect(page).toHaveURL(`/bookings/${booking.id}`);
  return bookingPage(page, booking);
}

for (const language of LANGUAGES) {
  const myTurn = turnsOf(language);
  const w = WORDS[language];

  test.describe(`profile (${language})`, () => {
    if (myTurn())
      test(`a signed-out visitor to /profile, /rentals or a booking signs in first (${language})`, async ({
        page,
      }) => {
        await gotoIn(page, language, '/profile');
        await expect(page).toHaveURL('/auth?next=/profile');
        await page.goto('/profile?tab=requests');
        await expect(page).toHaveURL(/\/auth\?next=\/profile%3Ftab%3Drequests$/);
        await page.goto('/rentals?as=owner');
        await expect(page).toHaveURL(/\/auth\?next=\/rentals%3Fas%3Downer$/);
        const someBooking = crypto.randomUUID();
        await page.goto(`/bookings/${someBooking}`);
        await expect(page).toHaveURL(`/auth?next=/bookings/${someBooking}`);
      });

    if (myTurn())
      test(`Sara sees her bookings in every stage, priced in riyal (${language}) @phone-only`, async ({
        page,
      }) => {
        const sara = await signIn(page, 'sara@ajjir.sa');
        const all = (await (await page.request.get('/api/bookings')).json()) as Booking[];
        const confirmed = all.find((b) => b.renterId === sara.id && b.status === 'confirmed');
        expect(confirmed, 'a confirmed booking of Sara in the demo data').toBeDefined();

        await gotoIn(page, language, '/profile');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${sara.firstName} ${sara.lastName}`,
        );
        // Her own profile: her e-mail (to her only), the two tabs, and the way to her rentals.
        await expect(page.getByText(w.onlyYou)).toBeVisible();
        await expect(page.getByText(sara.email)).toBeVisible();
        const tabs = page.getByRole('tablist');
        await expect(tabs.getByRole('tab')).toHaveCount(2);
        await expect(tabs.getByRole('tab', { name: w.tabs.items })).toHaveAttribute('aria-selected', 'true');
        // The tab lives in the URL.
        await tabs.getByRole('tab', { name: w.tabs.reviews }).click();
        await expect(page).toHaveURL('/profile?tab=reviews');
        await tabs.getByRole('tab', { name: w.tabs.items }).click();
        await expect(page).toHaveURL('/profile');
        await page.getByRole('main').getByRole('link', { name: w.rentals, exact: true }).click();

        // Her rentals: she lists nothing, so only the renter's side, in its three groups.
        await expect(page).toHaveURL('/rentals');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.rentals);
        const main = page.getByRole('main');
        await expect(main.locator('article').first()).toBeVisible();
        await expect(main.getByRole('tab')).toHaveCount(0);
        for (const status of [
          'pending',
          'confirmed',
          'active',
          'completed',
          'declined',
          'cancelled',
        ] as const) {
          const cards = main.locator(`article[data-status="${status}"]`);
          await expect(cards.first(), status).toBeVisible();
          await expect(cards.first().getByText(w.status[status], { exact: true }), status).toBeVisible();
        }
        const group = (name: string) => main.getByRole('region', { name: new RegExp(`^${name}`) });
        await expect(group(w.groups.upcoming).locator('[data-status="confirmed"]').first()).toBeVisible();
        await expect(group(w.groups.underway).locator('[data-status="active"]').first()).toBeVisible();
        await expect(group(w.groups.past).locator('[data-status="completed"]').first()).toBeVisible();

        // The confirmed booking's card: its days and what she pays, in riyal.
        const row = card(page, confirmed!);
        await expect(row).toContainText(formatDayRange(confirmed!.startDate, confirmed!.endDate, language));
        await expect(row).toContainText(formatHalalas(confirmed!.price.total, language));
        await expect(row.getByText(w.currency).first()).toBeVisible();
        await expect(page.locator('body')).not.toContainText('$');
        expect(await axeViolations(page)).toEqual([]);

        // Its page: the days with their weekday, and the Hijri date beside them in Arabic.
        const booking = await openFromRentals(page, confirmed!);
        await expect(booking.header.getByText(w.status.confirmed, { exact: true })).toBeVisible();
        const dates = booking.root.getByTestId('rental-dates');
        await expect(dates).toContainText(formatDay(confirmed!.startDate, language, { weekday: true }));
        await expect(dates).toContainText(formatHijriDay(confirmed!.startDate, language));
        if (language === 'ar') {
          await expect(dates.getByText(/هـ/).first()).toBeVisible();
        } else {
          await expect(dates).not.toContainText('هـ');
        }
        await expect(page.locator('body')).not.toContainText('$');
        expect(await axeViolations(page)).toEqual([]);
      });

    if (myTurn())
      test(`a renter cancels a request, then a confirmed booking, told the exact refund (${language})`, async ({
        page,
        request,
      }) => {
        test.slow(); // two bookings paid, and each cancelled on its own page
        const { item } = await ownerWithListing(request);
        await registerByApi(page, { firstName: 'Reem', lastName: uniqueName('Renter') });
        const start = monthAhead();
        const pending = await requestBooking(page, item, start, 'For a family trip');
        const later = await requestBooking(page, item, addDays(start, 3));
        // The owner accepts the second one (by API): confirmed, and far off, so cancelling it is free.
        const accepted = await request.post(`/api/bookings/${later.id}/accept`);
        expect(accepted.status(), await accepted.text()).toBe(200);

        await gotoIn(page, language, '/rentals');
        await expect(card(page, pending).getByText(w.status.pending, { exact: true })).toBeVisible();
        const first = await openFromRentals(page, pending);
        await expect(first.header.getByText(w.status.pending, { exact: true })).toBeVisible();
        await expect(first.next).toContainText('For a family trip');
        await first.next.getByRole('button', { name: w.cancelRequest }).click();

        // The owner has not answered: all of it comes back, to the halala.
        const dialog = page.getByRole('dialog', { name: w.renterCancelRequestTitle });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(w.refundAll(formatHalalas(pending.price.total, language)));
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('textbox').fill('Plans changed');
        await dialog.getByRole('button', { name: w.cancelRequest }).click();

        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.cancelled).first()).toBeVisible();
        await expect(first.header.getByText(w.status.cancelled, { exact: true })).toBeVisible();
        await expect(first.timeline).toContainText('Plans changed');
        await expect(first.next.getByRole('button')).toHaveCount(0);

        // The confirmed one is refunded in full too (a month ahead), and keeping it changes nothing.
        await first.root.getByRole('link', { name: w.rentals, exact: true }).click();
        await expect(page).toHaveURL('/rentals');
        const second = await openFromRentals(page, later);
        await expect(second.header.getByText(w.status.confirmed, { exact: true })).toBeVisible();
        await second.next.getByRole('button', { name: w.cancelBooking }).click();
        const cancel = page.getByRole('dialog', { name: w.renterCancelTitle });
        await expect(cancel).toContainText(w.refundAll(formatHalalas(later.price.total, language)));
        await cancel.getByRole('button', { name: w.keepBooking }).click();
        await expect(cancel).toBeHidden();
        await expect(second.header.getByText(w.status.confirmed, { exact: true })).toBeVisible();
        await second.next.getByRole('button', { name: w.cancelBooking }).click();
        await cancel.getByRole('button', { name: w.cancelBooking }).click();
        await expect(cancel).toBeHidden();
        await expect(second.header.getByText(w.status.cancelled, { exact: true })).toBeVisible();

        const mine = (await (await page.request.get('/api/bookings?as=renter')).json()) as Booking[];
        expect(mine.map((b) => [b.id, b.status, b.statusReason, b.cancelledLate]).sort()).toEqual(
          [
            [pending.id, 'cancelled', 'Plans changed', false],
            [later.id, 'cancelled', null, false],
          ].sort(),
        );
      });

    if (myTurn())
      test(`an owner accepts one request and declines another with a reason (${language})`, async ({
        page,
        request,
      }) => {
        // Many steps, two people.
        test.slow();
        const { owner, item } = await ownerWithListing(request);
        const renterName = uniqueName('Renter');
        const renter = await registerByApi(page, { firstName: 'Nasser', lastName: renterName });
        const start = monthAhead();
        const toAccept = await requestBooking(page, item, start, 'Pickup in the evening?');
        const toDecline = await requestBooking(page, item, addDays(start, 3));
        // Another renter's request for the same days, which accepting the first declines (one renter
        // cannot ask twice for days of their own pending request).
        await registerByApi(page, { firstName: 'Reem', lastName: uniqueName('Renter') });
        const overlapping = await requestBooking(page, item, start);

        await signIn(page, owner.email, owner.password);
        await gotoIn(page, language, '/rentals?as=owner');
        // The owner's side, saying how many requests wait for an answer; each card says so.
        const ownerTab = page.getByRole('tab', { name: new RegExp(`^${w.asOwner}`) });
        await expect(ownerTab).toHaveAttribute('aria-selected', 'true');
        await expect(ownerTab).toHaveAccessibleName(new RegExp(w.waitingThree));
        await expect(page.getByRole('tab', { name: w.asRenter })).toHaveAttribute('aria-selected', 'false');
        for (const each of [toAccept, toDecline, overlapping]) {
          await expect(card(page, each).locator('[data-next="answer"]')).toHaveText(w.answer);
        }
        await expect(card(page, toAccept)).toContainText(renterName);
        expect(await axeViolations(page)).toEqual([]);

        // Accept: straight away, with a toast.
        const accepted = await openFromRentals(page, toAccept);
        await expect(accepted.header).toContainText(renterName);
        await expect(accepted.next).toContainText('Pickup in the evening?');
        await expect(accepted.header.getByText(w.status.pending, { exact: true })).toBeVisible();
        await accepted.next.getByRole('button', { name: w.accept }).click();
        await expect(page.getByText(w.accepted).first()).toBeVisible();
        await expect(accepted.header.getByText(w.status.confirmed, { exact: true })).toBeVisible();

        // The other renter's request for the same days was declined, and says why.
        await accepted.root.getByRole('link', { name: w.rentals, exact: true }).click();
        await expect(page).toHaveURL('/rentals?as=owner');
        await expect(
          page
            .getByRole('region', { name: new RegExp(`^${w.groups.past}`) })
            .locator(`[data-booking-id="${overlapping.id}"]`),
        ).toBeVisible();
        const autoDeclined = await openFromRentals(page, overlapping);
        await expect(autoDeclined.header.getByText(w.status.declined, { exact: true })).toBeVisible();
        await expect(autoDeclined.timeline).toContainText(w.datesTaken);

        // Decline, saying why.
        await autoDeclined.root.getByRole('link', { name: w.rentals, exact: true }).click();
        const declined = await openFromRentals(page, toDecline);
        await declined.next.getByRole('button', { name: w.decline, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.declineTitle });
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('textbox').fill('Already promised for those days');
        await dialog.getByRole('button', { name: w.declineConfirm }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.declined).first()).toBeVisible();
        await expect(declined.header.getByText(w.status.declined, { exact: true })).toBeVisible();
        await expect(declined.timeline.getByText(w.reason, { exact: true })).toBeVisible();
        await expect(declined.timeline).toContainText('Already promised for those days');

        // Cancelling a confirmed booking, an owner must say why.
        await page.goto(`/bookings/${toAccept.id}`);
        await accepted.next.getByRole('button', { name: w.cancelBooking }).click();
        const cancel = page.getByRole('dialog', { name: w.ownerCancelTitle });
        await cancel.getByRole('button', { name: w.cancelBooking }).click();
        await expect(cancel.getByText(w.reasonRequired)).toBeVisible();
        await expect(cancel.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
        await expect(cancel.getByRole('textbox')).toBeFocused();
        await cancel.getByRole('button', { name: w.keepBooking }).click();
        await expect(cancel).toBeHidden();
        await expect(accepted.header.getByText(w.status.confirmed, { exact: true })).toBeVisible();

        // The renter sees the answers.
        await signIn(page, renter.email, renter.password);
        const mine = (await (await page.request.get('/api/bookings?as=renter')).json()) as Booking[];
        expect(mine.find((b) => b.id === toAccept.id)?.status).toBe('confirmed');
        expect(mine.find((b) => b.id === toDecline.id)).toMatchObject({
          status: 'declined',
          statusReason: 'Already promised for those days',
        });
      });

    test(`answering a request withdrawn meanwhile is refused in the page's language (${language})`, async ({
      page,
      request,
      browser,
    }) => {
      const { owner, item } = await ownerWithListing(request);
      const renterContext = await browser.newContext();
      const renterPage = await renterContext.newPage();
      await registerByApi(renterPage, { firstName: 'Huda', lastName: uniqueName('Renter') });
      const booking = await requestBooking(renterPage, item, monthAhead());

      // Without live events (which would refresh the page when the renter withdraws): the stale page is the point.
      await page.addInitScript(() => {
        delete (window as { EventSource?: unknown }).EventSource;
      });
      await signIn(page, owner.email, owner.password);
      await gotoIn(page, language, `/bookings/${booking.id}`);
      const view = bookingPage(page, booking);
      await expect(view.next.getByRole('button', { name: w.accept })).toBeVisible();
      // The renter withdraws it while the owner has its page open.
      const withdrawn = await renterPage.request.post(`/api/bookings/${booking.id}/cancel`);
      expect(withdrawn.status(), await withdrawn.text()).toBe(200);
      await renterContext.close();

      await view.next.getByRole('button', { name: w.accept }).click();
      await expect(page.getByText(w.acceptFailed).first()).toBeVisible();
      await expect(page.getByText(w.changed).first()).toBeVisible();
      await expect(view.header.getByText(w.status.cancelled, { exact: true })).toBeVisible();
      await expect(view.next.getByRole('button')).toHaveCount(0);
    });

    if (myTurn())
      test(`someone else's profile shows items and reviews, never bookings or contact details (${language})`, async ({
        page,
        request,
      }) => {
        const fahadUser = await fahad(request);
        await signIn(page, 'sara@ajjir.sa');
        // Even when the URL asks for them.
        await gotoIn(page, language, `/profile/${fahadUser.id}?tab=requests`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${fahadUser.firstName} ${fahadUser.lastName}`,
        );
        const tabs = page.getByRole('tablist');
        await expect(tabs.getByRole('tab')).toHaveCount(2);
        await expect(tabs.getByRole('tab', { name: w.tabs.items })).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.getByRole('tab', { name: w.tabs.reviews })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: w.rentals, exact: true })).toHaveCount(
          0,
        );
        await expect(page.getByText(w.onlyYou)).toHaveCount(0);
        await expect(page.locator('body')).not.toContainText(fahadUser.email);
        // His listings, as cards.
        await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
          'href',
          /^\/item\//,
        );
        expect(await axeViolations(page)).toEqual([]);

        await tabs.getByRole('tab', { name: w.tabs.reviews }).click();
        await expect(page).toHaveURL(`/profile/${fahadUser.id}?tab=reviews`);
        await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

    if (myTurn())
      test(`a business profile shows the company, its badge and its details (${language})`, async ({
        page,
        request,
      }) => {
        const res = await request.post('/api/auth/login', {
          data: { email: 'rahal@ajjir.sa', password: DEMO_PASSWORD },
        });
        expect(res.status(), await res.text()).toBe(200);
        const rahal = (await (await request.get('/api/auth/me')).json()).user as User;
        expect(rahal.accountType).toBe('business');

        await gotoIn(page, language, `/profile/${rahal.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(rahal.companyName!);
        const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
        await expect(header.getByText(w.business, { exact: true })).toBeVisible();
        await expect(header).toContainText(`${rahal.firstName} ${rahal.lastName}`);
        await expect(header.getByRole('link', { name: new URL(rahal.companyWebsite!).host })).toHaveAttribute(
          'href',
          rahal.companyWebsite!,
        );
        await expect(header).toContainText(rahal.taxId!);
        await expect(header).toContainText(rahal.businessAddress!);
        await expect(header).not.toContainText(rahal.email);
        await expect(page.getByRole('tab')).toHaveCount(2);
        expect(await axeViolations(page)).toEqual([]);
      });

    if (myTurn())
      test(`an unknown profile shows user-not-found with a way back (${language})`, async ({ page }) => {
        await gotoIn(page, language, '/browse');
        await page.goto(`/profile/${crypto.randomUUID()}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notFound);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: w.back }).click();
        await expect(page).toHaveURL('/browse');
      });
  });
}

test('one’s own id in the URL is one’s own profile, whose old bookings tabs lead to the rentals', async ({
  page,
}) => {
  const fahad = await signIn(page, 'fahad@ajjir.sa');
  await gotoIn(page, 'en', `/profile/${fahad.id}`);
  await expect(page.getByText('Only you can see this')).toBeVisible();
  await page.goto(`/profile/${fahad.id}?tab=requests`);
  await expect(page).toHaveURL('/rentals?as=owner');
  await expect(page.getByRole('tab', { name: /^As owner/ })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/profile?tab=bookings');
  await expect(page).toHaveURL('/rentals');
  await expect(page.getByRole('tab', { name: 'As renter' })).toHaveAttribute('aria-selected', 'true');
});
