/**
 * A member's own data (docs/decisions/0066-closed-accounts.md), in the browser: a renter whose
 * rental ran and settled downloads everything about them and closes their account (Arabic, on a
 * phone); they cannot sign in afterwards; the owner (English, at desktop width) sees their review
 * under "Former member", still reads the invoice as it was issued, and is told what keeps their own
 * account open. axe on the Privacy and account page in both languages.
 */

import { readFile } from 'node:fs/promises';
import type { Booking } from '@shared/api-types';
import { todayInRiyadh } from '@shared/bookings';
import {
  addHandoverPhotoByApi,
  axeViolations,
  expect,
  gotoIn,
  listItemByApi,
  registerByApi,
  test,
  uniqueName,
} from './fixtures';
import { requestAndPayByApi } from './pay';

test('a renter downloads their data and closes their account; their review and the invoice still read', async ({
  browser,
}) => {
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const renter = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const ownerPage = await owner.newPage();
  const renterPage = await renter.newPage();
  await registerByApi(ownerPage, { firstName: 'Fahad', lastName: 'Owner' });
  const account = await registerByApi(renterPage, { firstName: 'Sara', lastName: 'Renter' });

  // A one-day rental today, paid, handed over, returned and acknowledged; each side reviews the other.
  const item = await listItemByApi(ownerPage, { title: uniqueName('Camping stove ') });
  const today = todayInRiyadh();
  const booking: Booking = await requestAndPayByApi(renter.request, {
    itemId: item.id,
    startDate: today,
    endDate: today,
  });
  for (const action of ['accept', 'start', 'complete']) {
    if (action === 'start') await addHandoverPhotoByApi(owner.request, booking.id);
    const res = await owner.request.post(`/api/bookings/${booking.id}/${action}`, { data: {} });
    expect(res.status(), await res.text()).toBe(200);
  }
  for (const stage of ['handover', 'return']) {
    const res = await renter.request.post(`/api/bookings/${booking.id}/handover/answer`, {
      data: { stage, answer: 'acknowledge' },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  for (const [context, comment] of [
    [renter, 'Clean and complete, thank you'],
    [owner, 'Returned on time'],
  ] as const) {
    const res = await context.request.post('/api/reviews', {
      data: { bookingId: booking.id, rating: 5, comment },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const money = await (await renter.request.get(`/api/bookings/${booking.id}/money`)).json();
  const invoiceId = money.invoices[0].id as string;
  // This server's claim window is nothing: the rental's money is released by its job within moments.
  await expect
    .poll(async () => (await (await renter.request.get('/api/account/closing')).json()).blockers, {
      timeout: 30_000,
    })
    .toEqual([]);

  // The renter, in Arabic on a phone: the page from the account menu.
  await gotoIn(renterPage, 'ar', '/');
  await renterPage.getByRole('button', { name: /قائمة حساب/ }).click();
  await renterPage.getByRole('menuitem', { name: 'الخصوصية والحساب' }).click();
  await expect(renterPage).toHaveURL('/settings');
  await expect(renterPage.getByRole('heading', { level: 1, name: 'الخصوصية والحساب' })).toBeVisible();
  await expect(renterPage.getByRole('heading', { name: 'ما يُحفظ، ولماذا' })).toBeVisible();
  expect(await axeViolations(renterPage)).toEqual([]);

  // The download: one JSON file with their profile, their booking and their review.
  const downloading = renterPage.waitForEvent('download');
  await renterPage.getByRole('button', { name: 'تنزيل بياناتي' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ajjir-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(data.profile).toMatchObject({ email: account.email, first_name: 'Sara' });
  expect(data.bookings.map((row: { id: string }) => row.id)).toContain(booking.id);
  expect(data.reviewsWritten[0]).toMatchObject({ comment: 'Clean and complete, thank you' });
  expect(JSON.stringify(data)).not.toContain('password');
  await expect(renterPage.getByText('نُزّل الملف')).toBeVisible();

  // Closing: the password and the tick, then home, signed out.
  await renterPage.getByRole('button', { name: 'إغلاق حسابي' }).click();
  const dialog = renterPage.getByRole('dialog', { name: 'إغلاق الحساب نهائيًا' });
  await dialog.getByLabel('كلمة المرور الحالية').fill(account.password);
  await dialog.getByRole('checkbox').check();
  expect(await axeViolations(renterPage)).toEqual([]);
  await dialog.getByRole('button', { name: 'إغلاق الحساب', exact: true }).click();
  await expect(renterPage).toHaveURL('/');
  await expect(renterPage.getByText('أُغلق الحساب').first()).toBeVisible();
  expect((await (await renterPage.request.get('/api/auth/me')).json()).user).toBeNull();

  // Signing in again is answered as a wrong password is.
  await gotoIn(renterPage, 'ar', '/auth');
  await renterPage.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(account.email);
  await renterPage.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(account.password);
  await renterPage.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(
    renterPage.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' }),
  ).toBeVisible();
  expect((await (await renterPage.request.get('/api/auth/me')).json()).user).toBeNull();

  // The owner, in English at desktop width: the review under "Former member", with no photo.
  const ownerId = (await (await owner.request.get('/api/auth/me')).json()).user.id as string;
  await gotoIn(ownerPage, 'en', `/profile/${ownerId}?tab=reviews`);
  const review = ownerPage.getByRole('listitem').filter({ hasText: 'Clean and complete, thank you' });
  await expect(review.getByText('Former member', { exact: true })).toBeVisible();
  await expect(review.getByText('Sara')).toHaveCount(0);
  await expect(review.locator('img')).toHaveCount(0);
  // The renter's profile is gone.
  await gotoIn(ownerPage, 'en', `/profile/${booking.renter.id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).not.toHaveText(/Sara/);
  // The invoice reads as it was issued, to the name it was issued to.
  await gotoIn(ownerPage, 'en', `/invoices/${invoiceId}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: /Simplified Tax Invoice/ })).toBeVisible();
  await expect(ownerPage.getByRole('definition').filter({ hasText: 'Sara Renter' })).toBeVisible();
  // The booking names the renter as a former member.
  await gotoIn(ownerPage, 'en', `/bookings/${booking.id}`);
  await expect(ownerPage.getByText('Former member').first()).toBeVisible();

  // The owner's own account cannot close yet (their earnings are not paid out), said in English.
  await gotoIn(ownerPage, 'en', '/settings');
  await expect(ownerPage.getByText('Your account cannot close yet')).toBeVisible();
  await expect(ownerPage.getByText(/Earnings not yet paid out/)).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Close my account' })).toHaveCount(0);
  expect(await axeViolations(ownerPage)).toEqual([]);

  await renter.close();
  await owner.close();
});
