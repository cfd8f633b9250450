import type { Page } from '@playwright/test';
import {
  axeViolations,
  choosePhotos,
  DEMO_PASSWORD,
  expect,
  gotoIn,
  photo,
  registerByApi,
  test,
  uniqueName,
} from './fixtures';

/**
 * Listing an item (docs/product.md, "Pages", /list-item) and editing it: sign-in first,
 * every section filled in Arabic with uploaded photos, the listing found by
 * its title, a price changed, the field messages in English, and axe.
 */

const OWNER = { email: 'fahad@ajjir.sa', password: DEMO_PASSWORD };
const JEDDAH = { latitude: 21.4858, longitude: 39.1925 };

async function signIn(page: Page, account: { email: string; password: string } = OWNER): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).user.id as string;
}

async function createItemByApi(page: Page, overrides: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/items', {
    data: {
      title: uniqueName('Camping stove '),
      description: 'Two burners, with a gas hose.',
      dailyRate: '40',
      categoryId: 1,
      condition: 'good',
      city: 'Riyadh',
      images: ['/images/demo/camping-1.svg', '/images/demo/camping-2.svg'],
      pickupOptions: ['pickup'],
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test('a signed-out visitor is asked to sign in first, and comes back to the form', async ({ page }) => {
  await gotoIn(page, 'en', '/list-item');
  await expect(page).toHaveURL('/auth?next=/list-item');
  const account = await registerByApi(page);
  await page.request.post('/api/auth/logout');
  await page.reload();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/list-item');
  await expect(page.getByRole('heading', { level: 1, name: 'List an item for rent' })).toBeVisible();
});

test('the owner lists an item in Arabic with uploaded photos, and finds it by its title @phone-only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation(JEDDAH);
  const ownerId = await signIn(page);
  const title = `خيمة بدوية ${uniqueName('e2e')}`;
  await gotoIn(page, 'ar', '/list-item');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اعرض غرضًا للإيجار' })).toBeVisible();

  // Basic info
  await page.getByRole('textbox', { name: 'عنوان الإعلان' }).fill(title);
  await page.getByLabel('الوصف').fill('خيمة نظيفة تتسع لستة أشخاص، مع الأوتاد والحبال وفرشة أرضية.');
  await page.getByRole('combobox', { name: 'الفئة' }).click();
  await page.getByRole('option', { name: 'التخييم والرحلات' }).click();
  await page.getByRole('radio', { name: /ممتازة/ }).click();

  // Photos: two uploads, one after the other, each with its progress; then the second becomes the cover.
  await choosePhotos(page, 'اختر صورًا', [
    await photo('tent.jpg', '#2b9387'),
    await photo('inside.jpg', '#dba65a'),
  ]);
  const cover = page.getByRole('img', { name: 'صورة الغلاف، الأولى من ٢' });
  const second = page.getByRole('img', { name: 'الصورة ٢ من ٢' });
  await expect(second).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('صورتان من ١٠')).toBeVisible();
  await expect(page.getByText('الغلاف', { exact: true })).toBeVisible();
  const secondSrc = await second.getAttribute('src');
  expect(secondSrc).toMatch(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/);
  await page.getByRole('button', { name: 'قدّم الصورة ٢' }).click();
  await expect(cover).toHaveAttribute('src', secondSrc!);
  // The focus stays with the moved photo.
  await expect(page.getByRole('button', { name: 'أخّر الصورة ١' })).toBeFocused();

  // Pricing and terms
  // Typed on an Arabic keyboard: the fields keep the digits and show the number they count as.
  await page.getByLabel('السعر اليومي').fill('١٧٥٫٥');
  await expect(page.getByLabel('السعر اليومي')).toHaveValue('175.5');
  await page.getByLabel('مبلغ التأمين').fill('٣٠٠');
  await expect(page.getByLabel('مبلغ التأمين')).toHaveValue('300');
  await page.getByLabel('أقل مدة للإيجار').fill('2');
  await page.getByLabel('أطول مدة للإيجار').fill('7');
  await page.getByRole('checkbox', { name: /توصيل/ }).check();

  // Location: the city fills in its region; the browser's position goes in with two decimals.
  await page.getByRole('combobox', { name: 'المدينة' }).click();
  await page.getByRole('option', { name: 'جدة' }).click();
  await expect(page.getByRole('combobox', { name: 'المنطقة' })).toHaveText('منطقة مكة المكرمة');
  await page.getByRole('textbox', { name: /^العنوان/ }).fill('حي الروضة');
  await page.getByRole('button', { name: 'استخدم موقعي' }).click();
  await expect(page.getByText('تم تحديد الموقع: ٢١٫٤٩، ٣٩٫١٩')).toBeVisible();
  // Nothing on the form widens the page sideways (a right-to-left page overflows to the left).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    await page.evaluate(() => window.innerWidth),
  );

  await page.getByRole('button', { name: 'انشر الإعلان' }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  await expect(page.getByText('تم عرض الغرض بنجاح!').first()).toBeVisible();

  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const item = await (await page.request.get(`/api/items/${id}`)).json();
  expect(item).toMatchObject({
    title,
    ownerId,
    categoryId: 1,
    condition: 'excellent',
    dailyRate: '175.50',
    deposit: '300.00',
    minRentalDays: 2,
    maxRentalDays: 7,
    pickupOptions: ['pickup', 'delivery'],
    city: 'Jeddah',
    state: 'Makkah Region',
    address: 'حي الروضة',
    latitude: '21.490000',
    longitude: '39.190000',
  });
  expect(item.images).toHaveLength(2);
  expect(item.images[0]).toBe(secondSrc!.replace('-thumb.webp', '.webp'));
  const stored = await page.request.get(item.images[0]);
  expect(stored.headers()['content-type']).toBe('image/webp');

  // Renters find it by its title.
  const found = await page.request.get(`/api/items?searchTerm=${encodeURIComponent(title)}`);
  expect((await found.json()).map((each: { id: string }) => each.id)).toContain(id);
});

test('the owner lists an item in a city of any region, picked under its region, and sees it in Arabic @phone-only', async ({
  page,
}) => {
  await signIn(page);
  const title = `خيمة رحلات ${uniqueName('e2e')}`;
  await gotoIn(page, 'ar', '/list-item');
  await page.getByRole('textbox', { name: 'عنوان الإعلان' }).fill(title);
  await page.getByLabel('الوصف').fill('خيمة للرحلات في الجنوب، مع الأوتاد والحبال.');
  await page.getByRole('combobox', { name: 'الفئة' }).click();
  await page.getByRole('option', { name: 'التخييم والرحلات' }).click();
  await page.getByRole('radio', { name: /جيدة/ }).click();
  await page.getByLabel('السعر اليومي').fill('90');

  // Typing part of a name narrows the list, folded as search folds Arabic: "بريد" finds بريدة.
  const cityBox = page.getByRole('combobox', { name: 'المدينة' });
  await cityBox.fill('بريد');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'بريدة' })).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option', { name: 'الرياض' })).toHaveCount(0);
  // Open and narrowed, the combobox and its list stay accessible.
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(cityBox).toHaveValue('');

  // Every city, under its region's name in Arabic; in a region the most populous comes first.
  await cityBox.click();
  const cities = page.getByRole('listbox');
  await expect(cities.getByRole('option')).toHaveCount(100);
  await expect(cities.getByRole('group')).toHaveCount(13);
  const asir = cities.getByRole('group', { name: 'منطقة عسير' });
  await expect(asir.getByRole('option').first()).toHaveText('خميس مشيط');
  await asir.getByRole('option', { name: 'خميس مشيط' }).click();
  await expect(page.getByRole('combobox', { name: 'المدينة' })).toHaveValue('خميس مشيط');
  await expect(page.getByRole('combobox', { name: 'المنطقة' })).toHaveText('منطقة عسير');

  await page.getByRole('button', { name: 'انشر الإعلان' }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('خميس مشيط، منطقة عسير')).toBeVisible();
  await expect(page.getByText('Khamis Mushait')).toHaveCount(0);

  // Stored by its English name, and placed at its centre (18.3061, 42.7297), give or take 0.003°.
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const item = await (await page.request.get(`/api/items/${id}`)).json();
  expect(item).toMatchObject({ title, city: 'Khamis Mushait', state: 'Asir' });
  expect(Math.abs(Number(item.latitude) - 18.3061)).toBeLessThanOrEqual(0.0031);
  expect(Math.abs(Number(item.longitude) - 42.7297)).toBeLessThanOrEqual(0.0031);

  // The edit form shows the city again, and the item no position of its own.
  await gotoIn(page, 'ar', `/item/${id}/edit`);
  await expect(page.getByRole('combobox', { name: 'المدينة' })).toHaveValue('خميس مشيط');
  await expect(page.getByRole('button', { name: 'استخدم موقعي' })).toBeVisible();
});

test('a long list scrolled by a finger stays where it was scrolled, and its far options can be chosen', async ({
  page,
}) => {
  await signIn(page);
  await gotoIn(page, 'en', '/list-item');
  await page.getByRole('combobox', { name: 'City' }).click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(100);
  // A finger (or a wheel under a still pointer) scrolls the list; the focus stays in the box.
  await expect(page.getByRole('combobox', { name: 'City' })).toBeFocused();
  await list.evaluate((each) => {
    each.scrollTop = 1200;
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await list.evaluate((each) => each.scrollTop)).toBe(1200);
  await list.getByRole('option', { name: 'Khamis Mushait', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Khamis Mushait');
});

test('in English, a district of the chosen city places the item at its centre; a city without districts offers none', async ({
  page,
}) => {
  await signIn(page);
  await gotoIn(page, 'en', '/list-item');
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Riyadh', exact: true }).click();
  // Chosen by typing its name in the open list, as a keyboard user would: a click on an option far
  // down the list could land while the list was still settling on a slow machine, and choose nothing.
  await page.getByRole('combobox', { name: 'District' }).click();
  await expect(
    page.getByRole('listbox').getByRole('option', { name: 'Al Malqa', exact: true }),
  ).toBeAttached();
  await page.keyboard.type('Al Malqa');
  await expect(page.getByRole('option', { name: 'Al Malqa', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The item is placed at the centre of Al Malqa.')).toBeVisible();
  // Al Malqa's centre (24.802, 46.603), kept with two decimals as a position of one's own is.
  await expect(page.getByText('Location set: 24.80, 46.60')).toBeVisible();

  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Abha', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveCount(0);
});

test('a listing in a city we do not know keeps it as written, shown and edited', async ({ page }) => {
  await signIn(page);
  const item = await createItemByApi(page, { city: 'الغاط', state: 'Riyadh Region' });
  expect(item).toMatchObject({ city: 'الغاط', latitude: null, longitude: null });
  await gotoIn(page, 'en', `/item/${item.id}`);
  await expect(page.getByText('الغاط, Riyadh Region')).toBeVisible();

  await gotoIn(page, 'en', `/item/${item.id}/edit`);
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).toHaveValue('الغاط');
  // It is offered, before the regions, beside every city we know.
  await city.click();
  await expect(page.getByRole('option', { name: 'الغاط' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Asir' }).getByRole('option', { name: 'Khamis Mushait' }),
  ).toBeAttached();
  await page.keyboard.press('Escape');
  await page.getByLabel('Daily rate').fill('45');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/item/${item.id}`);
  const saved = await (await page.request.get(`/api/items/${item.id}`)).json();
  expect(saved).toMatchObject({ dailyRate: '45.00', city: 'الغاط', state: 'Riyadh Region' });
});

test('the owner changes the price of a listing in English, and its photos stay', async ({ page }) => {
  await signIn(page);
  const item = await createItemByApi(page);
  await gotoIn(page, 'en', `/item/${item.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(item.title);
  await expect(page.getByRole('radio', { name: /Good/ })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Cover photo, first of 2' })).toBeVisible();
  const dailyRate = page.getByLabel('Daily rate');
  await expect(dailyRate).toHaveValue('40');
  await dailyRate.fill('55.25');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(`/item/${item.id}`);
  await expect(page.getByText('Listing updated').first()).toBeVisible();
  const saved = await (await page.request.get(`/api/items/${item.id}`)).json();
  expect(saved).toMatchObject({ dailyRate: '55.25', title: item.title, images: item.images, city: 'Riyadh' });
});

test('someone else’s listing cannot be edited, and a missing one says so', async ({ page }) => {
  await registerByApi(page);
  const item = await createItemByApi(page);
  await page.request.post('/api/auth/logout');
  await signIn(page);
  await gotoIn(page, 'en', `/item/${item.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'This listing is not yours' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the item' })).toHaveAttribute(
    'href',
    `/item/${item.id}`,
  );

  await page.goto('/item/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
});

test('missing required fields show their messages in English, and photos are checked before and after sending', async ({
  page,
}) => {
  await signIn(page);
  await gotoIn(page, 'en', '/list-item');
  await page.getByRole('button', { name: 'Publish listing' }).click();

  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toHaveCount(5); // title, description, category, condition, city
  await expect(page.getByText('Enter a daily rate above zero, with at most 2 decimals.')).toBeVisible();

  // The first problem in page order takes the focus, even in a select or a choice of cards.
  await page.getByRole('textbox', { name: 'Title' }).fill('Folding table');
  await page.getByLabel('Description').fill('Seats eight.');
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeFocused();

  // Handover needs at least one way.
  await page.getByRole('checkbox', { name: /Pickup/ }).uncheck();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByText('Choose at least one way to hand the item over.')).toBeVisible();

  // No image host configured: photos are uploads only, with no field for another site's address.
  await expect(page.getByLabel('Add a photo by its address')).toHaveCount(0);

  // Not a photo: refused here. Looks like one but is not: refused by the server, in the page's words.
  await choosePhotos(page, 'Choose photos', [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg either') },
  ]);
  await expect(page.getByText('This file is not a JPEG, PNG or WebP photo.')).toBeVisible();
  await expect(page.getByText('That type of file is not supported.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'fake.jpg' })).toBeVisible();
  await expect(page.getByText('0 photos of 10')).toBeVisible();
  await expect(page).toHaveURL('/list-item');
});

for (const language of ['ar', 'en'] as const) {
  test(`the list-item form in ${language} has no axe violation @phone`, async ({ page }) => {
    await signIn(page);
    await gotoIn(page, language, '/list-item');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox').first()).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    // With the field messages showing too.
    await page.getByRole('button', { name: language === 'ar' ? 'انشر الإعلان' : 'Publish listing' }).click();
    await expect(
      page.getByRole('textbox', { name: language === 'ar' ? 'عنوان الإعلان' : 'Title' }),
    ).toBeFocused();
    // And the toast that says so (its code arrives with the first tap): checked once it has faded in.
    const toast =
      language === 'ar' ? 'يُرجى تعبئة جميع الحقول المطلوبة' : 'Please fill in all required fields';
    await expect(page.getByText(toast, { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
