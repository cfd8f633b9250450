/**
 * Members block members (docs/decisions/0065-members-block-members.md), in both languages, with two
 * people in two browsers: an owner blocks a renter who wrote to them (from the conversation's header
 * in Arabic, from the renter's profile in English). The renter can no longer message the owner or
 * request their item: the conversation shows a calm line in place of its input, the item's page a
 * line in place of its request and message, and the API refuses both. The owner reads that they
 * blocked this member and unblocks, after which the renter writes again. axe on each page's closed state.
 * Arabic on a phone, English at desktop width (docs/decisions/0037, "A journey at one width").
 */
import type { Browser } from '@playwright/test';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { axeViolations, expect, gotoIn, LANGUAGES, listItemByApi, registerByApi, test } from './fixtures';

const WORDS = {
  ar: {
    block: 'حظر',
    confirm: 'حظر العضو',
    dialogTitle: /حظر .*؟/,
    unblock: /إلغاء الحظر/,
    closedByMe: 'هذا العضو محظور لديك، والمحادثة مغلقة حتى يُلغى الحظر.',
    closedByThem: 'لا تستقبل هذه المحادثة رسائل جديدة.',
    contactClosed: 'لا يمكن حاليًا طلب هذا الغرض أو مراسلة مالكه.',
    blocked: /تم حظر/,
    unblocked: /أُلغي حظر/,
    messageOwner: 'راسل المالك',
    requestToBook: 'اطلب الحجز',
    empty: 'لا يوجد أعضاء محظورون.',
  },
  en: {
    block: 'Block',
    confirm: 'Block member',
    dialogTitle: /Block .*\?/,
    unblock: /Unblock/,
    closedByMe: 'You blocked this member. The conversation is closed until you unblock.',
    closedByThem: 'This conversation is not taking new messages.',
    contactClosed: 'Requests and messages to this item’s owner aren’t available right now.',
    blocked: /is blocked/,
    unblocked: /is unblocked/,
    messageOwner: 'Message the owner',
    requestToBook: 'Request to book',
    empty: 'No blocked members.',
  },
} as const;

/** A fresh owner with one listing, signed in in a browser context of their own. */
async function ownerWithItem(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await registerByApi(page, { firstName: 'Badr', lastName: 'Owner' });
  const me = (await (await page.request.get('/api/auth/me')).json()).user as { id: string };
  const item = await listItemByApi(page, { title: `Folding table ${me.id.slice(0, 8)}` });
  return { page, id: me.id, item, errors, close: () => context.close() };
}

for (const language of LANGUAGES) {
  const w = WORDS[language];
  const from = language === 'ar' ? 'the conversation' : 'the profile';

  test(`in ${language}, a member blocked from ${from} can no longer message or request; unblocking restores${language === 'ar' ? ' @phone-only' : ''}`, async ({
    page,
    browser,
  }) => {
    const owner = await ownerWithItem(browser);
    await registerByApi(page, { firstName: 'Reem', lastName: 'Renter' });
    const renterId = (await (await page.request.get('/api/auth/me')).json()).user.id as string;
    const hello = await page.request.post('/api/messages', {
      data: { receiverId: owner.id, content: 'Is the table free on Friday?', itemId: owner.item.id },
    });
    expect(hello.status(), await hello.text()).toBe(201);

    // The owner blocks the renter, after reading what a block does.
    await gotoIn(
      owner.page,
      language,
      language === 'ar' ? `/messages?with=${renterId}` : `/profile/${renterId}`,
    );
    await owner.page.getByRole('button', { name: w.block, exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: w.dialogTitle });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(owner.page)).toEqual([]);
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(owner.page.getByText(w.blocked).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    if (language === 'en') await gotoIn(owner.page, language, `/messages?with=${renterId}`);
    // The owner's conversation: closed, saying why, with the way to undo it.
    const ownerClosed = owner.page.getByTestId('contact-closed');
    await expect(ownerClosed).toHaveText(new RegExp(w.closedByMe.replace(/[.?]/g, '\\$&')));
    await expect(owner.page.getByRole('textbox')).toHaveCount(0);
    await expect(owner.page.getByTestId('thread')).toContainText('Is the table free on Friday?');

    // The renter: the conversation takes no new messages and says no more than that.
    await gotoIn(page, language, `/messages?with=${owner.id}`);
    await expect(page.getByTestId('thread')).toContainText('Is the table free on Friday?');
    await expect(page.getByTestId('contact-closed')).toHaveText(w.closedByThem);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Nor may they request the owner's item or write from its page.
    await gotoIn(page, language, `/item/${owner.item.id}`);
    await expect(page.getByTestId('contact-closed')).toHaveText(w.contactClosed);
    await expect(page.getByRole('button', { name: w.messageOwner })).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.requestToBook })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // The API refuses both, whatever the page shows.
    const start = addDays(todayInRiyadh(), 12);
    const request = await page.request.post('/api/bookings', {
      data: { itemId: owner.item.id, startDate: start, endDate: addDays(start, 2), pickupMethod: 'pickup' },
    });
    expect(request.status()).toBe(403);
    expect((await request.json()).code).toBe('blocked');
    const message = await page.request.post('/api/messages', {
      data: { receiverId: owner.id, content: 'Hello?' },
    });
    expect(message.status()).toBe(403);

    // The owner unblocks: from the conversation in Arabic, from the settings page's list in English.
    if (language === 'ar') {
      await ownerClosed.getByRole('button', { name: w.unblock }).click();
      await expect(owner.page.getByText(w.unblocked).first()).toBeVisible();
    } else {
      await gotoIn(owner.page, language, '/settings');
      const list = owner.page.getByTestId('blocked-members');
      const row = list.getByRole('listitem').filter({ hasText: 'Reem Renter' });
      await expect(row).toBeVisible();
      expect(await axeViolations(owner.page)).toEqual([]);
      await row.getByRole('button', { name: w.unblock }).click();
      await expect(owner.page.getByText(w.unblocked).first()).toBeVisible();
      await expect(list.getByText(w.empty)).toBeVisible();
      await gotoIn(owner.page, language, `/messages?with=${renterId}`);
    }
    await expect(owner.page.getByRole('textbox')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: w.messageOwner })).toBeVisible();
    await gotoIn(page, language, `/messages?with=${owner.id}`);
    const box = page.getByRole('textbox');
    await box.fill('Thank you, Friday then');
    await box.press('Enter');
    await expect(owner.page.getByTestId('thread')).toContainText('Thank you, Friday then');

    expect(owner.errors).toEqual([]);
    await owner.close();
  });
}
