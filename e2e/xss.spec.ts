/**
 * Text is shown as text (docs/security.md): a listing's title and description, an
 * owner's name and bio, and a message, each holding HTML and script, are
 * shown literally on the pages that show them; no script runs (window.__xss
 * stays unset, no dialog opens), no element of theirs enters the page, and the
 * server's own page head carries them escaped.
 */
import type { Page } from '@playwright/test';
import { expect, gotoIn, listItemByApi, registerByApi, test, uniqueName } from './fixtures';

const TOKEN = uniqueName('xss');
const TITLE = `Tent ${TOKEN} <img src=x onerror="window.__xss='title'"><script>window.__xss='title'</script>`;
const DESCRIPTION = [
  `<script>window.__xss = 'description'</script>`,
  `<svg onload="window.__xss = 'description'"></svg>`,
  `<a href="javascript:window.__xss = 'description'">click</a>`,
  `"><iframe src="javascript:window.__xss = 'description'"></iframe>`,
  `{{constructor.constructor('window.__xss = 1')()}}`,
].join(' ');
const FIRST_NAME = `<b onmouseover="window.__xss='name'">Badr</b>`;
const BIO = `<img src=x onerror="window.__xss='bio'"> <style>body{display:none}</style> bio`;
const MESSAGE = `<img src=x onerror="window.__xss='message'"> <script>window.__xss='message'</script> hello`;

/** Anything a payload would have put in the page, had it been parsed as HTML. */
const INJECTED =
  '[onerror], [onload], [onmouseover], a[href^="javascript"], iframe, style:not([nonce]), script:not([src])';

async function expectNoScriptRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator(INJECTED).count()).toBe(0);
  expect(dialogs).toEqual([]);
}

test('HTML and script in listings, profiles and messages are shown as text, and never run', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The owner: a name and bio with markup, and a listing with markup in its title and description.
  await registerByApi(page, { firstName: FIRST_NAME, lastName: 'Owner', bio: BIO });
  const item = await listItemByApi(page, { title: TITLE, description: DESCRIPTION });
  // Stored as sent: nothing is stripped or rewritten on the way in.
  expect(item.title).toBe(TITLE);
  expect(item.description).toBe(DESCRIPTION);

  // A renter (the page's session from here on) writes to the owner.
  await registerByApi(page, { firstName: 'Reem', lastName: 'Renter' });
  const sent = await page.request.post('/api/messages', {
    data: { receiverId: item.ownerId, content: MESSAGE, itemId: item.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The item page, as the server sends it: the title in its head is escaped.
  const html = await (await page.request.get(`/item/${item.id}`)).text();
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain("<script>window.__xss='title'");
  expect(html).toContain('&#60;img src=x onerror=&#34;');

  await gotoIn(page, 'en', `/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByText(FIRST_NAME).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(TOKEN));
  expect(await page.title()).toContain(TITLE);
  await expectNoScriptRan(page, dialogs);

  await gotoIn(page, 'en', `/profile/${item.ownerId}`);
  await expect(page.getByText(BIO)).toBeVisible();
  await expect(page.getByText(FIRST_NAME).first()).toBeVisible();
  await expect(page.getByText(TITLE).first()).toBeVisible();
  await expectNoScriptRan(page, dialogs);

  await gotoIn(page, 'en', `/browse?search=${TOKEN}`);
  await expect(page.getByText(TITLE).first()).toBeVisible();
  await expectNoScriptRan(page, dialogs);

  await gotoIn(page, 'en', `/messages?with=${item.ownerId}`);
  await expect(page.getByTestId('thread')).toContainText(MESSAGE);
  await expect(page.getByText(FIRST_NAME).first()).toBeVisible();
  await expectNoScriptRan(page, dialogs);
});
