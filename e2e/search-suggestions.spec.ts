import type { Suggestion, SuggestionList } from '../src/shared/api-types';
import { axeViolations, expect, gotoIn, test } from './fixtures';

/**
 * Suggestions while typing in the home and browse search boxes: a WAI-ARIA combobox whose listbox
 * offers words, listings, categories and cities (GET /api/search/suggestions), chosen with the
 * keyboard or the mouse.
 */

/** Where choosing a suggestion leads (the browse page keeps its filters as search, location, category). */
function hrefOf(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'term':
      return `/browse?${new URLSearchParams({ search: suggestion.text })}`;
    case 'item':
      return `/item/${suggestion.id}`;
    case 'category':
      return `/browse?category=${suggestion.id}`;
    case 'place':
      return `/browse?location=${encodeURIComponent(suggestion.city)}`;
  }
}

test('in Arabic on the home page, typing offers suggestions, and ArrowDown and Enter choose one', async ({
  page,
}) => {
  const typed = 'كامي';
  const answer = await page.request.get(
    `/api/search/suggestions?${new URLSearchParams({ q: typed, language: 'ar' })}`,
  );
  expect(answer.status(), await answer.text()).toBe(200);
  const { suggestions } = (await answer.json()) as SuggestionList;
  expect(suggestions.length).toBeGreaterThan(0);

  await gotoIn(page, 'ar', '/');
  const box = page.getByRole('combobox', { name: 'وش تحتاج؟' });
  await box.fill(typed);
  const listbox = page.getByRole('listbox', { name: 'اقتراحات البحث' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(suggestions.length);
  // A word to search for, or the camera listing, each marked by its kind.
  await expect(
    listbox.getByRole('option', { name: /^كلمة بحث: |^إعلان: Sony A7 IV camera kit$/ }).first(),
  ).toBeVisible();
  // Announced politely, in Arabic plurals and digits.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /اقتراح/ })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // Escape closes the popup and keeps the text; ArrowDown opens it again on the first option.
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(typed);
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const firstId = await options.first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
  await box.press('Enter');
  await expect(page).toHaveURL(hrefOf(suggestions[0]!));
  if (suggestions[0]!.kind === 'term')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `نتائج البحث عن «\u2068${suggestions[0]!.text}\u2069»`,
    );
});

test('in English on the browse page, a city chosen with the mouse filters by it and keeps the other filters @phone-only', async ({
  page,
}) => {
  await gotoIn(page, 'en', '/browse?search=tent&category=1&maxPrice=150');
  const box = page.getByRole('combobox', { name: 'What do you need?' });
  await expect(box).toHaveValue('tent');
  await box.fill('jedd');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  const jeddah = listbox.getByRole('option', { name: 'City: Jeddah' });
  await expect(jeddah).toBeVisible();

  // The popup is as wide as the box's field and stays on the screen (a phone's 412 px too).
  const [popup, field] = await listbox.evaluate((element) =>
    [element, element.previousElementSibling!].map((e) => {
      const { left, right } = e.getBoundingClientRect();
      return { left, right };
    }),
  );
  expect(popup!.left).toBeGreaterThanOrEqual(0);
  expect(popup!.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (page.viewportSize()!.width < 768) expect(popup).toEqual(field);

  // A tap elsewhere on the page (its margin, beside the list) closes the list; typing opens it again.
  await page.mouse.click(4, (await listbox.boundingBox())!.y + 20);
  await expect(listbox).toBeHidden();
  await box.fill('jedda');
  await expect(jeddah).toBeVisible();

  await jeddah.click();
  await expect(page).toHaveURL('/browse?location=Jeddah&category=1&maxPrice=150');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('active-filters').getByText('Jeddah', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Where?' })).toHaveValue('Jeddah');
});

test('the typed text still searches on Enter when no suggestion is active, and a failed answer shows no popup', async ({
  page,
}) => {
  // The suggestions are refused (a rate limit, say): the box is a plain search box.
  const isSuggestions = (url: URL) => url.pathname === '/api/search/suggestions';
  await page.route(isSuggestions, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'rate_limited', message: 'Too many requests' }),
    }),
  );
  await gotoIn(page, 'en', '/');
  const box = page.getByRole('combobox', { name: 'What do you need?' });
  const asked = page.waitForResponse((response) => isSuggestions(new URL(response.url())));
  await box.fill('tent');
  await asked;
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL('/browse?search=tent');
});
