import type { Page } from '@playwright/test';
import type { Item } from '../src/shared/api-types';
import { axeViolations, DEMO_PASSWORD, expect, gotoIn, test, uniqueName } from './fixtures';

/**
 * The search words (docs/decisions/0039-search-lexicon.md), as the demo administrator edits them:
 * in Arabic, a made-up word added to the tent concept finds the tents at the next search, then is
 * removed; in English, a concept added through the dialog is listed. Each test makes the words it
 * adds, so it never changes what other tests search for.
 */

/** The demo administrator (src/server/db/seed/demo-data.ts). */
const ADMIN_EMAIL = 'admin@ajjir.sa';

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A word no listing or lexicon form has: Arabic letters only (one word to the search), the digits of
 * a unique name written as letters.
 */
function madeUpArabicWord(): string {
  const letters = 'بتثجحخدذرز';
  const digits = uniqueName('').replace(/\D/g, '');
  return `ظغف${[...digits].map((digit) => letters[Number(digit)]).join('')}`;
}

test('an administrator adds a word to a concept, the next search finds it, then removes it', async ({
  page,
}) => {
  const word = madeUpArabicWord();
  await signInAsAdmin(page);
  await gotoIn(page, 'ar', '/admin/search-words');
  await expect(page.getByRole('heading', { level: 1, name: 'كلمات البحث' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'كلمات البحث' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: 'البحث في كلمات البحث' }).fill('خيمة');
  await expect(page).toHaveURL(/search=/);
  const tent = page.getByRole('article', { name: 'tent', exact: true });
  await expect(tent).toBeVisible();
  await expect(tent.getByText('غرض')).toBeVisible();
  await expect(tent.getByRole('list', { name: /^عربي/ }).getByText('خيمة', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await tent.getByRole('button', { name: /^إضافة كلمة/ }).click();
  const form = tent.getByRole('form', { name: 'إضافة كلمة إلى tent' });
  await expect(form.getByRole('textbox', { name: 'الكلمة' })).toBeFocused();
  await form.getByRole('textbox', { name: 'الكلمة' }).fill(word);
  await form.getByRole('combobox', { name: 'اللغة' }).click();
  await page.getByRole('option', { name: 'عربي' }).click();
  await expect(form.getByRole('combobox', { name: 'اللغة' })).toHaveText('عربي');
  await form.getByRole('button', { name: 'إضافة', exact: true }).click();

  const remove = tent.getByRole('button', { name: `حذف ${word}` });
  await expect(remove).toBeVisible();
  await expect(page.getByText(`أُضيفت الكلمة «${word}» إلى tent`, { exact: true })).toBeVisible();
  await expect(tent.getByRole('list', { name: /^عربي/ }).getByText(word, { exact: true })).toBeVisible();

  // The very next search widens the word to the concept's forms: the tents.
  const found = await page.request.get(`/api/items?searchTerm=${encodeURIComponent(word)}`);
  expect(found.status()).toBe(200);
  const items = (await found.json()) as Item[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.some((item) => /خيم|tent/i.test(item.title))).toBe(true);

  // The same word again, spelled alike, is refused before it is sent.
  await form.getByRole('textbox', { name: 'الكلمة' }).fill(word);
  await form.getByRole('button', { name: 'إضافة', exact: true }).click();
  await expect(form.getByText('هذه الكلمة موجودة في المفهوم بالفعل', { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'إلغاء' }).click();
  await expect(tent.getByRole('button', { name: /^إضافة كلمة/ })).toBeFocused();

  await remove.click();
  const confirm = page.getByRole('dialog', { name: `حذف «${word}» من كلمات البحث؟` });
  await expect(confirm).toContainText('من البحث التالي');
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'حذف الكلمة' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`حُذفت الكلمة «${word}» من tent`, { exact: true })).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(tent.getByText(word, { exact: true })).toHaveCount(0);
  await expect(tent.getByRole('heading', { name: 'tent' })).toBeFocused();
});

test('an administrator adds a concept through the dialog and finds it listed', async ({ page }) => {
  const key = `e2e-${uniqueName('concept')}`;
  const english = uniqueName('zqx');
  await signInAsAdmin(page);
  await gotoIn(page, 'en', `/admin/search-words?search=${key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible();
  await expect(page.getByText(`No concept has “${key}” in its key or its words.`)).toBeVisible();

  await page.getByRole('button', { name: 'Add a concept' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New concept' });
  // Nothing filled in: the shared rules answer on the fields.
  await dialog.getByRole('button', { name: 'Add concept' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toBeFocused();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Key' }).fill(key);
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Brand' }).click();
  await dialog.getByRole('textbox', { name: 'Word 1' }).fill(english);
  await dialog.getByRole('button', { name: 'Another word' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Word 2' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Word 2' }).fill(madeUpArabicWord());
  // Written in Arabic letters: the row's language follows.
  await expect(dialog.getByRole('combobox', { name: 'Language of word 2' })).toHaveText('Arabic');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add concept' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Concept ${key} added`, { exact: true })).toBeVisible();
  const concept = page.getByRole('article', { name: key, exact: true });
  await expect(concept).toBeVisible();
  await expect(concept.getByText('Brand')).toBeVisible();
  await expect(concept.getByText('No category')).toBeVisible();
  await expect(
    concept.getByRole('list', { name: /^English/ }).getByText(english, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the search words' })).toHaveValue(key);

  // The same key again is refused on its field.
  await page.getByRole('button', { name: 'Add a concept' }).click();
  await dialog.getByRole('textbox', { name: 'Key' }).fill(key);
  await dialog.getByRole('textbox', { name: 'Word 1' }).fill(`${english}x`);
  await dialog.getByRole('button', { name: 'Add concept' }).click();
  await expect(dialog.getByText('A concept with this key already exists.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toBeFocused();
});
