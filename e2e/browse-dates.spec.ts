import type { Page } from '@playwright/test';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { formatHijriDay } from '../src/shared/format';
import { expect, gotoIn, test } from './fixtures';

/**
 * Browse's "available on these dates" filter is the item page's calendar: Arabic months and
 * Arabic-Indic digits, the Hijri date beside the chosen days, usable from the keyboard; the URL
 * keeps startDate and endDate as YYYY-MM-DD.
 */
async function openDatesFilter(page: Page, pickupLabel: string) {
  // The sidebar on a desktop, the filters dialog on a phone: decided once the page has drawn.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const filtersButton = page.getByRole('button', { name: /^(التصفية|Filters)/ });
  if (await filtersButton.isVisible()) await filtersButton.click();
  // The toggle is the button that opens and closes (aria-expanded): once the calendar is open, its
  // pickup day is a button named "…, Pickup" too, and a locator by name alone would move to it.
  const toggle = page
    .locator('button[aria-expanded]')
    .filter({ hasText: new RegExp(pickupLabel) })
    .last();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

test('in Arabic, two days picked with the keyboard become the URL’s dates @phone-only', async ({ page }) => {
  const today = todayInRiyadh();
  const weekLater = addDays(today, 7);
  await gotoIn(page, 'ar', '/browse');
  const toggle = await openDatesFilter(page, 'الاستلام');
  const grid = page.getByRole('grid').last();
  await expect(grid).toBeVisible();
  // No browser date input: the calendar, in Arabic-Indic digits and Arabic month names.
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  const days = await grid.getByRole('gridcell').allInnerTexts();
  expect(days.join('')).toMatch(/[٠-٩]/);
  expect(days.join('')).not.toMatch(/[0-9]/);
  const month = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', {
    month: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(`${today}T12:00:00Z`));
  await expect(grid).toHaveAccessibleName(new RegExp(month));

  // Today's day, then a week later with the arrow keys.
  const todayButton = grid.getByRole('button', { name: /اليوم/ });
  await todayButton.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toContainText(formatHijriDay(today));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(toggle).toContainText(formatHijriDay(weekLater));

  // The sidebar applies the dates with their own button; the phone's sheet, with its one button.
  const sheet = page.getByRole('dialog');
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: /^اعرض/ }).click();
  else await page.getByRole('button', { name: 'تطبيق التواريخ' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${today}&endDate=${weekLater}(&|$)`));
  await expect(page.getByTestId('active-filters')).toBeVisible();
});

test('in English, dates from the URL are shown chosen, and a new pick replaces them', async ({ page }) => {
  const start = addDays(todayInRiyadh(), 3);
  const end = addDays(start, 2);
  await gotoIn(page, 'en', `/browse?startDate=${start}&endDate=${end}`);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const toggle = await openDatesFilter(page, 'Pickup');
  await expect(toggle).not.toContainText('Choose a day');
  const grid = filters.getByRole('grid');
  // The calendar opens on the pickup day's month, that day marked (its return may be next month).
  await expect(grid.getByRole('button', { name: /Pickup/ })).toBeVisible();
  // A click before the pickup day starts a new choice; the return day is still to come.
  await grid.getByRole('button', { name: /Pickup/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(toggle).toContainText('Choose a day');
  await expect(filters.getByRole('button', { name: 'Apply dates' })).toBeDisabled();
});
