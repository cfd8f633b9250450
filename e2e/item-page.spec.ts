import type { APIRequestContext, Page } from '@playwright/test';
import type { Category, Item, User } from '../src/shared/api-types';
import { formatNumber } from '../src/shared/format';
import { axeViolations, DEMO_PASSWORD, expect, gotoIn, listItemByApi, registerByApi, test } from './fixtures';

/**
 * The item page (/item/{id}): what a visitor reads and does there, what the
 * owner manages, the not-found page, and accessibility in both languages.
 */

/** A listed item with several photos and reviews, from a business (the owner journeys use Fahad's items). */
async function browsableItem(request: APIRequestContext): Promise<Item> {
  const items = (await (await request.get('/api/items?limit=100')).json()) as Item[];
  const item = items.find(
    (each) => each.owner.accountType === 'business' && each.images.length >= 3 && each.totalReviews > 0,
  );
  expect(item, 'a business item with 3 photos and reviews in the demo data').toBeDefined();
  return item!;
}

/** Signs the page in by API: its cookies then carry the session. */
async function signIn(page: Page, email: string): Promise<User> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return (await (await page.request.get('/api/auth/me')).json()).user as User;
}

async function itemsOf(page: Page, userId: string): Promise<Item[]> {
  return (await (await page.request.get(`/api/users/${userId}/items`)).json()) as Item[];
}

const ar = (value: number) => formatNumber(value, 'ar');

test.describe('item page', () => {
  test('shows the item from the API in Arabic, priced in riyal, then in English @phone-only', async ({
    page,
    request,
  }) => {
    const item = await browsableItem(request);
    await gotoIn(page, 'ar', `/item/${item.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(page).toHaveTitle(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const main = page.getByRole('main');
    // The price shows beside the title on phones and in the booking card on wide screens.
    await expect(main.getByText(/ر\.س/).filter({ visible: true }).first()).toBeVisible();
    await expect(main.getByText('في اليوم').filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('$');

    // The owner card leads to the owner's profile; a visitor can choose dates before signing in.
    await expect(page.getByRole('link', { name: 'عرض الملف الشخصي' })).toHaveAttribute(
      'href',
      `/profile/${item.ownerId}`,
    );
    await expect(page.getByText(/عضو منذ/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'احجز هذا الغرض' }).getByRole('button', { name: 'اطلب الحجز' }),
    ).toBeEnabled();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'راسل المالك' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'إدارة إعلانك' })).toHaveCount(0);

    // Reviews: at most 6, each with its reviewer's stars.
    const reviews = page.getByRole('region', { name: /التقييمات/ }).getByRole('listitem');
    await expect(reviews.first()).toBeVisible();
    expect(await reviews.count()).toBeLessThanOrEqual(6);
    await expect(reviews.first().getByRole('img', { name: /من ٥/ })).toBeVisible();

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(main.getByText(/SAR/).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Book this item' }).getByRole('button', { name: 'Request to book' }),
    ).toBeEnabled();
    await expect(page.locator('body')).not.toContainText('$');
  });

  test('the gallery switches photos with the thumbnails, the arrows and the keyboard', async ({
    page,
    request,
  }) => {
    const item = await browsableItem(request);
    const total = item.images.length;
    await gotoIn(page, 'en', `/item/${item.id}`);
    const gallery = page.getByRole('region', { name: 'Photos of the item' });
    const photo = gallery.getByRole('img', { name: new RegExp(`photo \\d of ${total}$`) });
    await expect(photo).toHaveAttribute('src', item.images[0]!);
    await expect(gallery.getByRole('button', { name: `Photo 1 of ${total}` })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await gallery.getByRole('button', { name: `Photo 2 of ${total}` }).click();
    await expect(photo).toHaveAttribute('src', item.images[1]!);
    await expect(photo).toHaveAccessibleName(`${item.title}, photo 2 of ${total}`);
    await expect(gallery.getByRole('button', { name: `Photo 2 of ${total}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(gallery.getByRole('button', { name: `Photo 1 of ${total}` })).not.toHaveAttribute(
      'aria-current',
    );

    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(photo).toHaveAttribute('src', item.images[2]!);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(photo).toHaveAttribute('src', item.images[1]!);

    // Arrow keys follow the reading direction: in Arabic the next photo is to the left.
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    const arGallery = page.getByRole('region', { name: 'صور الغرض' });
    const arPhoto = arGallery.getByRole('img', { name: new RegExp(`الصورة . من ${ar(total)}$`) });
    const first = arGallery.getByRole('button', { name: `الصورة ${ar(1)} من ${ar(total)}` });
    await first.click();
    await expect(arPhoto).toHaveAttribute('src', item.images[0]!);
    await page.keyboard.press('ArrowLeft');
    const second = arGallery.getByRole('button', { name: `الصورة ${ar(2)} من ${ar(total)}` });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(arPhoto).toHaveAttribute('src', item.images[1]!);
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await expect(arPhoto).toHaveAttribute('src', item.images[0]!);
  });

  test('a visitor’s favourite is kept in this browser across a reload', async ({ page, request }) => {
    const item = await browsableItem(request);
    await gotoIn(page, 'en', `/item/${item.id}`);
    await page.getByRole('button', { name: `Save ${item.title} to favourites` }).click();
    const saved = page.getByRole('button', { name: `Remove ${item.title} from favourites` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(page.getByRole('button', { name: `Save ${item.title} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the owner edits, pauses and lists again from the page', async ({ page }) => {
    // A listing of its own: while paused, a shared one would be unavailable to the tests that book it.
    await registerByApi(page, { firstName: 'Fahad', lastName: 'Owner' });
    const item = await listItemByApi(page, { title: 'Four-person camping tent' });
    await gotoIn(page, 'en', `/item/${item!.id}`);

    const manage = page.getByRole('region', { name: 'Manage your listing' });
    await expect(manage.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/item/${item!.id}/edit`,
    );
    // The owner cannot book or message their own item.
    await expect(page.getByText('This is your listing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request to book' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'You own this' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Message the owner' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await manage.getByRole('button', { name: 'Mark unavailable' }).click();
    await expect(page.getByText('Listing marked unavailable').first()).toBeVisible();
    await expect(page.getByText('Unavailable', { exact: true }).first()).toBeVisible();
    await expect(manage.getByText(/Paused/)).toBeVisible();

    await manage.getByRole('button', { name: 'Mark available' }).click();
    await expect(page.getByText('Listing is available again').first()).toBeVisible();
    await expect(manage.getByRole('button', { name: 'Mark unavailable' })).toBeVisible();
    await expect(page.getByText('Unavailable', { exact: true })).toHaveCount(0);
    expect(((await (await page.request.get(`/api/items/${item!.id}`)).json()) as Item).isAvailable).toBe(
      true,
    );
  });

  test('the owner cannot remove an item someone has booked, and is told why, in Arabic', async ({ page }) => {
    const fahad = await signIn(page, 'fahad@ajjir.sa');
    // Sara is renting Fahad's projector right now (demo data).
    const projector = (await itemsOf(page, fahad.id)).find((each) => each.title.includes('بروجكتر'));
    expect(projector).toBeDefined();
    await gotoIn(page, 'ar', `/item/${projector!.id}`);
    await page.getByRole('button', { name: 'حذف الإعلان' }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف هذا الإعلان؟' });
    await dialog.getByRole('button', { name: 'نعم، احذف الإعلان' }).click();
    await expect(dialog.getByRole('alert')).toContainText('لهذا الغرض حجوزات قادمة');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await page.request.get(`/api/items/${projector!.id}`)).status()).toBe(200);
  });

  test('a renter sees no owner controls on someone else’s item', async ({ page }) => {
    // A listing of its own, as every test that pauses or books one has.
    await registerByApi(page, { firstName: 'Lina', lastName: 'Owner' });
    const item = await listItemByApi(page, { title: 'Two-burner camping stove' });
    await signIn(page, 'sara@ajjir.sa');
    await gotoIn(page, 'en', `/item/${item!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
    await expect(page.getByRole('button', { name: 'Request to book' })).toBeEnabled();
    await expect(page.getByText('This is your listing')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Manage your listing' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark unavailable' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove listing' })).toHaveCount(0);
  });

  test('a new listing without photos or limits, then removed by its owner', async ({ page }) => {
    await registerByApi(page, { firstName: 'Huda', lastName: 'Owner' });
    const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
    const created = await page.request.post('/api/items', {
      data: {
        title: 'Folding camping table',
        description: 'Aluminium, seats four.\nFolds flat into its bag.',
        dailyRate: '35',
        deposit: null,
        categoryId: categories.find((c) => c.slug === 'camping')!.id,
        condition: 'good',
        images: [],
        city: 'Jeddah',
        minRentalDays: 2,
        maxRentalDays: null,
        pickupOptions: ['pickup', 'delivery'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const item = (await created.json()) as Item;

    await gotoIn(page, 'en', `/item/${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folding camping table');
    // No photo: the placeholder, decorative (empty alt), and no thumbnails.
    const gallery = page.getByRole('region', { name: 'Photos of the item' });
    await expect(gallery.locator('img')).toHaveAttribute('src', '/images/placeholder.svg');
    await expect(gallery.getByRole('button', { name: /^Photo/ })).toHaveCount(0);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('No deposit');
    // No maximum of the owner's: the platform's (docs/decisions/0033).
    await expect(details).toContainText('30 days');
    await expect(details).toContainText('2 days');
    await expect(details).toContainText('Pickup or delivery');
    await expect(page.getByText('No reviews yet').first()).toBeVisible();
    await expect(page.getByText('Folds flat into its bag.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove listing' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this listing?' })
      .getByRole('button', { name: 'Yes, remove it' })
      .click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Listing removed').first()).toBeVisible();
    expect((await page.request.get(`/api/items/${item.id}`)).status()).toBe(404);
  });

  test('an unknown or malformed id shows the item-not-found page with a way back to browsing', async ({
    page,
  }) => {
    await gotoIn(page, 'ar', '/item/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الغرض غير موجود');
    await expect(page).toHaveTitle(/الغرض غير موجود/);
    await page.getByRole('link', { name: 'العودة إلى التصفّح' }).click();
    await expect(page).toHaveURL('/browse');

    await page.getByRole('button', { name: 'English', exact: true }).click();
    // The switch loads the English words first: navigating before it lands would keep Arabic.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/item/not-a-real-id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item not found');
    await expect(page.getByRole('link', { name: 'Back to browse' })).toHaveAttribute('href', '/browse');
  });

  for (const language of ['ar', 'en'] as const) {
    test(`has no accessibility violation in ${language} @phone`, async ({ page, request }) => {
      const item = await browsableItem(request);
      await gotoIn(page, language, `/item/${item.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      const reviews = page.locator('#reviews');
      await expect(reviews.getByRole('listitem').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
