import type { APIRequestContext, Page } from '@playwright/test';
import type { Booking, Item, User } from '../src/shared/api-types';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { formatDay, formatHijriDay, formatMoney } from '../src/shared/format';
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
 * The profile page: one's own with the two booking lists and their actions
 * (a renter cancels, an owner accepts and declines), someone else's with
 * items and reviews only, a profile that does not exist, and signing in
 * first. In Arabic and English. Tests that change bookings make their own
 * owner, listing and renter through the API: parallel tests on one shared
 * listing met on the same days, and the demo bookings other tests read stay
 * as they are.
 */

const WORDS = {
  ar: {
    tabs: { items: 'المعروضات', bookings: 'حجوزاتي', requests: 'طلبات الاستئجار', reviews: 'التقييمات' },
    status: {
      pending: 'بانتظار الرد',
      confirmed: 'مؤكَّد',
      active: 'جارٍ',
      completed: 'مكتمل',
      cancelled: 'ملغى',
      declined: 'مرفوض',
      expired: 'منتهي المهلة',
    },
    groups: { waitingOwner: 'بانتظار ردك', current: 'القادمة والجارية', past: 'السابقة' },
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
    freeRequest: /ما زال الطلب بانتظار رد .*، فالإلغاء مجاني/,
    free: /إلغاء مجاني: باقٍ على الاستلام أكثر من ٢٤ ساعة/,
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
    tabs: { items: 'Items', bookings: 'My bookings', requests: 'Rental requests', reviews: 'Reviews' },
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      active: 'Active',
      completed: 'Completed',
      cancelled: 'Cancelled',
      declined: 'Declined',
      expired: 'Expired',
    },
    groups: { waitingOwner: 'Waiting for your answer', current: 'Upcoming and ongoing', past: 'Past' },
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
    freeRequest: /has not accepted it yet, so cancelling is free/,
    free: /Free cancellation: pickup is more than 24 hours away/,
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

/** One booking's card on the page. */
const card = (page: Page, booking: Booking) => page.locator(`article[data-booking-id="${booking.id}"]`);

for (const language of LANGUAGES) {
  const myTurn = turnsOf(language);
  const w = WORDS[language];

  test.describe(`profile (${language})`, () => {
    if (myTurn())
      test(`a signed-out visitor to /profile signs in first (${language})`, async ({ page }) => {
        await gotoIn(page, language, '/profile');
        await expect(page).toHaveURL('/auth?next=/profile');
        await page.goto('/profile?tab=requests');
        await expect(page).toHaveURL(/\/auth\?next=\/profile%3Ftab%3Drequests$/);
      });

    if (myTurn())
      test(`Sara sees her bookings in every stage, priced in riyal (${language}) @phone`, async ({
        page,
      }) => {
        const sara = await signIn(page, 'sara@ajjir.sa');
        const all = (await (await page.request.get('/api/bookings')).json()) as Booking[];
        const confirmed = all.find((b) => b.renterId === sara.id && b.status === 'confirmed');
        expect(confirmed, 'a confirmed booking of Sara in the demo data').toBeDefined();

        await gotoIn(page, language, '/profile?tab=bookings');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${sara.firstName} ${sara.lastName}`,
        );
        // Her own profile: her e-mail (to her only), and the four tabs, this one open.
        await expect(page.getByText(w.onlyYou)).toBeVisible();
        await expect(page.getByText(sara.email)).toBeVisible();
        const tabs = page.getByRole('tablist');
        await expect(tabs.getByRole('tab')).toHaveCount(4);
        await expect(tabs.getByRole('tab', { name: w.tabs.bookings })).toHaveAttribute(
          'aria-selected',
          'true',
        );

        const panel = page.getByRole('tabpanel');
        for (const status of [
          'pending',
          'confirmed',
          'active',
          'completed',
          'declined',
          'cancelled',
        ] as const) {
          await expect(panel.locator(`[data-status="${status}"]`).first(), status).toBeVisible();
          await expect(panel.getByText(w.status[status], { exact: true }).first(), status).toBeVisible();
        }

        // The confirmed booking: its days (Gregorian, and Hijri beside in Arabic) and its price in riyal.
        const row = card(page, confirmed!);
        await expect(row).toContainText(formatDay(confirmed!.startDate, language, { weekday: true }));
        await expect(row).toContainText(formatMoney(confirmed!.totalCost, language));
        await expect(row.getByText(w.currency).first()).toBeVisible();
        if (language === 'ar') {
          await expect(row).toContainText(formatHijriDay(confirmed!.startDate));
          await expect(row.getByText(/هـ/).first()).toBeVisible();
        } else {
          await expect(row).not.toContainText('هـ');
        }
        await expect(page.locator('body')).not.toContainText('$');
        expect(await axeViolations(page)).toEqual([]);

        // The tab lives in the URL.
        await tabs.getByRole('tab', { name: w.tabs.reviews }).click();
        await expect(page).toHaveURL('/profile?tab=reviews');
        await tabs.getByRole('tab', { name: w.tabs.items }).click();
        await expect(page).toHaveURL('/profile');
      });

    if (myTurn())
      test(`a renter cancels a request, then a confirmed booking, through the dialog (${language})`, async ({
        page,
        request,
      }) => {
        const { item } = await ownerWithListing(request);
        await registerByApi(page, { firstName: 'Reem', lastName: uniqueName('Renter') });
        const start = monthAhead();
        const pending = await requestBooking(page, item, start, 'For a family trip');
        const later = await requestBooking(page, item, addDays(start, 3));
        // The owner accepts the second one (by API): confirmed, and far off, so cancelling it is free.
        const accepted = await request.post(`/api/bookings/${later.id}/accept`);
        expect(accepted.status(), await accepted.text()).toBe(200);

        await gotoIn(page, language, '/profile?tab=bookings');
        const row = card(page, pending);
        await expect(row.getByText(w.status.pending, { exact: true })).toBeVisible();
        await expect(row).toContainText('For a family trip');
        await row.getByRole('button', { name: w.cancelRequest }).click();

        const dialog = page.getByRole('dialog', { name: w.renterCancelRequestTitle });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(w.freeRequest)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('textbox').fill('Plans changed');
        await dialog.getByRole('button', { name: w.cancelRequest }).click();

        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.cancelled).first()).toBeVisible();
        await expect(row.getByText(w.status.cancelled, { exact: true })).toBeVisible();
        await expect(row).toContainText('Plans changed');
        await expect(row.getByRole('button')).toHaveCount(0);

        // The confirmed one says the cancellation is free, and keeping it changes nothing.
        const confirmedRow = card(page, later);
        await expect(confirmedRow.getByText(w.status.confirmed, { exact: true })).toBeVisible();
        await confirmedRow.getByRole('button', { name: w.cancelBooking }).click();
        const second = page.getByRole('dialog', { name: w.renterCancelTitle });
        await expect(second.getByText(w.free)).toBeVisible();
        await second.getByRole('button', { name: w.keepBooking }).click();
        await expect(second).toBeHidden();
        await expect(confirmedRow.getByText(w.status.confirmed, { exact: true })).toBeVisible();
        await confirmedRow.getByRole('button', { name: w.cancelBooking }).click();
        await page
          .getByRole('dialog', { name: w.renterCancelTitle })
          .getByRole('button', { name: w.cancelBooking })
          .click();
        await expect(confirmedRow.getByText(w.status.cancelled, { exact: true })).toBeVisible();

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
        await gotoIn(page, language, '/profile?tab=requests');
        const requestsTab = page.getByRole('tab', { name: new RegExp(`^${w.tabs.requests}`) });
        await expect(requestsTab).toHaveAttribute('aria-selected', 'true');
        await expect(
          page.getByRole('region', { name: new RegExp(`^${w.groups.waitingOwner}`) }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        // Accept: straight away, with a toast; it moves to the upcoming ones.
        const accepted = card(page, toAccept);
        await expect(accepted).toContainText(renterName);
        await expect(accepted).toContainText('Pickup in the evening?');
        await expect(accepted.getByText(w.status.pending, { exact: true })).toBeVisible();
        await accepted.getByRole('button', { name: w.accept }).click();
        await expect(page.getByText(w.accepted).first()).toBeVisible();
        await expect(accepted.getByText(w.status.confirmed, { exact: true })).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: new RegExp(`^${w.groups.current}`) })
            .locator(`[data-booking-id="${toAccept.id}"]`),
        ).toBeVisible();
        const autoDeclined = card(page, overlapping);
        await expect(autoDeclined.getByText(w.status.declined, { exact: true })).toBeVisible();
        await expect(autoDeclined).toContainText(w.datesTaken);

        // Decline, saying why.
        const declined = card(page, toDecline);
        await declined.getByRole('button', { name: w.decline, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.declineTitle });
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('textbox').fill('Already promised for those days');
        await dialog.getByRole('button', { name: w.declineConfirm }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.declined).first()).toBeVisible();
        await expect(declined.getByText(w.status.declined, { exact: true })).toBeVisible();
        await expect(declined.getByText(w.reason, { exact: true })).toBeVisible();
        await expect(declined).toContainText('Already promised for those days');

        // Cancelling a confirmed booking, an owner must say why.
        await accepted.getByRole('button', { name: w.cancelBooking }).click();
        const cancel = page.getByRole('dialog', { name: w.ownerCancelTitle });
        await cancel.getByRole('button', { name: w.cancelBooking }).click();
        await expect(cancel.getByText(w.reasonRequired)).toBeVisible();
        await expect(cancel.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
        await expect(cancel.getByRole('textbox')).toBeFocused();
        await cancel.getByRole('button', { name: w.keepBooking }).click();
        await expect(cancel).toBeHidden();
        await expect(accepted.getByText(w.status.confirmed, { exact: true })).toBeVisible();

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

      // Without live events (which would refresh the list when the renter withdraws): the stale list is the point.
      await page.addInitScript(() => {
        delete (window as { EventSource?: unknown }).EventSource;
      });
      await signIn(page, owner.email, owner.password);
      await gotoIn(page, language, '/profile?tab=requests');
      const row = card(page, booking);
      await expect(row.getByRole('button', { name: w.accept })).toBeVisible();
      // The renter withdraws it while the owner has the list open.
      const withdrawn = await renterPage.request.post(`/api/bookings/${booking.id}/cancel`);
      expect(withdrawn.status(), await withdrawn.text()).toBe(200);
      await renterContext.close();

      await row.getByRole('button', { name: w.accept }).click();
      await expect(page.getByText(w.acceptFailed).first()).toBeVisible();
      await expect(page.getByText(w.changed).first()).toBeVisible();
      await expect(row.getByText(w.status.cancelled, { exact: true })).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(0);
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
        await expect(tabs.getByRole('tab', { name: w.tabs.bookings })).toHaveCount(0);
        await expect(tabs.getByRole('tab', { name: new RegExp(w.tabs.requests) })).toHaveCount(0);
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

test('one’s own id in the URL is one’s own profile', async ({ page }) => {
  const sara = await signIn(page, 'sara@ajjir.sa');
  await gotoIn(page, 'en', `/profile/${sara.id}?tab=requests`);
  await expect(page.getByRole('tab', { name: /^Rental requests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Only you can see this')).toBeVisible();
});
