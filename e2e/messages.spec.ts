/**
 * Messaging in both languages, with two people in two browsers: a renter
 * writes to an owner from the item page, the owner (already on /messages)
 * sees it arrive without reloading and answers, the renter sees the answer
 * live; unread badges and read marks follow on both sides. A paid booking
 * request rings the owner's bell live, and the notification leads to the
 * booking's page. Signed-out visitors sign in first; on a phone one pane
 * shows at a time.
 */
import type { Browser, Page } from '@playwright/test';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { POLL_CONVERSATIONS_MS, POLL_THREAD_MS } from '../src/shared/constants';
import { isolate } from '../src/shared/notifications';
import {
  afterDelay,
  axeViolations,
  expect,
  gotoIn,
  listItemByApi,
  registerByApi,
  test,
  turnsOf,
} from './fixtures';
import { requestAndPayByApi } from './pay';

const WORDS = {
  ar: {
    messageOwner: 'راسل المالك',
    send: 'إرسال الرسالة',
    sendIcon: 'إرسال',
    empty: 'اكتب رسالة أولًا',
    sent: 'أُرسلت الرسالة!',
    openConversation: 'فتح المحادثة',
    noConversations: 'لا محادثات بعد',
    select: 'اختر محادثة',
    caughtUp: 'لا جديد، قرأت كل شيء',
    oneUnread: 'رسالة واحدة غير مقروءة',
    you: 'أنت:',
    back: 'العودة إلى المحادثات',
    messagesOneUnread: 'الرسائل، رسالة واحدة غير مقروءة',
    bellOneUnread: 'الإشعارات، إشعار واحد غير مقروء',
    bell: 'الإشعارات',
    requestText: (title: string) => `طلب حجز جديد على «${isolate(title)}»`,
    signInToSend: 'سجّل الدخول لترسل الرسائل',
    markAll: 'تعليم الكل كمقروء',
  },
  en: {
    messageOwner: 'Message the owner',
    send: 'Send message',
    sendIcon: 'Send',
    empty: 'Please enter a message',
    sent: 'Message sent!',
    openConversation: 'Open conversation',
    noConversations: 'No conversations yet',
    select: 'Select a conversation',
    caughtUp: 'All caught up',
    oneUnread: '1 unread message',
    you: 'You:',
    back: 'Back to conversations',
    messagesOneUnread: 'Messages, 1 unread',
    bellOneUnread: 'Notifications, 1 unread',
    bell: 'Notifications',
    requestText: (title: string) => `New booking request for “${isolate(title)}”`,
    signInToSend: 'You need to sign in to send messages',
    markAll: 'Mark all as read',
  },
} as const;

/** A fresh owner with one listing, signed in in a browser context of their own. */
async function ownerWithItem(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const owner = await registerByApi(page, { firstName: 'Badr', lastName: 'Owner' });
  const item = await listItemByApi(page, { title: `Camping stove ${owner.username}` });
  return { page, owner, item, errors, close: () => context.close() };
}

async function sendByApi(page: Page, receiverId: string, content: string) {
  const res = await page.request.post('/api/messages', { data: { receiverId, content } });
  expect(res.status(), await res.text()).toBe(201);
}

for (const language of ['ar', 'en'] as const) {
  const myTurn = turnsOf(language);
  const w = WORDS[language];

  test.describe(`messages in ${language}`, () => {
    if (myTurn())
      test('a renter writes from the item page; both sides see messages, badges and read marks live', async ({
        page,
        browser,
      }) => {
        const owner = await ownerWithItem(browser);
        await gotoIn(owner.page, language, '/messages');
        await expect(owner.page.getByText(w.noConversations)).toBeVisible();

        await registerByApi(page, { firstName: 'Reem', lastName: 'Renter' });
        await gotoIn(page, language, `/item/${owner.item.id}`);
        await page.getByRole('button', { name: w.messageOwner }).click();
        const dialog = page.getByRole('dialog');
        // A blank message (spaces and zero-width characters alone) is refused with the product's own message.
        await dialog.getByRole('textbox').fill(' \u200b\u200c ');
        await dialog.getByRole('button', { name: w.send }).click();
        await expect(page.getByText(w.empty).first()).toBeVisible();
        await dialog.getByRole('textbox').fill('Is the stove free next weekend?');
        await dialog.getByRole('button', { name: w.send }).click();
        await expect(page.getByText(w.sent).first()).toBeVisible();
        await dialog.getByRole('link', { name: w.openConversation }).click();
        await expect(page).toHaveURL(new RegExp(`/messages\\?with=${owner.item.ownerId}`));
        const renterThread = page.getByTestId('thread');
        const myMessage = renterThread.getByTestId('message').filter({ hasText: 'Is the stove free' });
        await expect(myMessage.getByTestId('receipt')).toHaveAttribute('data-state', 'sent');

        // The owner, who has not reloaded, sees the conversation arrive with its badges.
        const row = owner.page.getByTestId('conversation-row').filter({ hasText: 'Reem Renter' });
        await expect(row).toBeVisible();
        await expect(row.getByTestId('conversation-unread')).toContainText(w.oneUnread);
        await expect(owner.page.getByRole('link', { name: w.messagesOneUnread })).toBeVisible();
        await row.click();
        await expect(owner.page.getByTestId('thread')).toContainText('Is the stove free next weekend?');
        await expect(owner.page.getByTestId('thread-unread')).toHaveText(w.caughtUp);
        await expect(owner.page.getByTestId('messages-count')).toHaveCount(0);
        // …and the renter's mark turns to read without a reload.
        await expect(myMessage.getByTestId('receipt')).toHaveAttribute('data-state', 'read');

        // The owner answers with Enter; the renter sees it live, and reading it marks it read for the owner.
        const ownerBox = owner.page.getByRole('textbox');
        await ownerBox.fill('Yes, it is free. Pick it up on Thursday?');
        await ownerBox.press('Enter');
        await expect(ownerBox).toHaveValue('');
        await expect(renterThread).toContainText('Yes, it is free. Pick it up on Thursday?');
        const answer = owner.page.getByTestId('message').filter({ hasText: 'Pick it up on Thursday' });
        await expect(answer.getByTestId('receipt')).toHaveAttribute('data-state', 'read');

        // With no thread open, a new message counts as unread in the list and the header.
        await page.getByTestId('conversation-row').first().waitFor();
        await gotoIn(page, language, '/messages');
        await expect(page.getByText(w.select, { exact: true })).toBeVisible();
        await sendByApi(
          owner.page,
          (await (await page.request.get('/api/auth/me')).json()).user.id,
          'One more thing',
        );
        const renterRow = page.getByTestId('conversation-row').first();
        await expect(renterRow).toContainText('One more thing');
        await expect(renterRow.getByTestId('conversation-unread')).toContainText(w.oneUnread);
        await expect(page.getByRole('link', { name: w.messagesOneUnread })).toBeVisible();
        await renterRow.click();
        await expect(page.getByTestId('thread-unread')).toHaveText(w.caughtUp);
        await expect(page.getByTestId('messages-count')).toHaveCount(0);

        // The viewer's own last message is marked in the list.
        await page.getByRole('textbox').fill('Thursday works');
        await page.getByRole('button', { name: w.sendIcon, exact: true }).click();
        await expect(page.getByTestId('conversation-row').first()).toContainText(w.you);
        await expect(page.getByRole('button', { name: w.sendIcon, exact: true })).toBeDisabled();

        expect(await axeViolations(page)).toEqual([]);
        expect(owner.errors).toEqual([]);
        await owner.close();
      });

    if (myTurn())
      test('a paid booking request rings the bell live and leads to its page', async ({ page, browser }) => {
        const me = await registerByApi(page, { firstName: 'Nasser', lastName: 'Owner' });
        const item = await listItemByApi(page, { title: `Tent ${me.username}` });
        await gotoIn(page, language, '/messages');
        const bell = page.getByTestId('notifications-button');
        await expect(bell).toHaveAccessibleName(w.bell);

        const renterContext = await browser.newContext();
        const renter = await renterContext.newPage();
        await registerByApi(renter, { firstName: 'Huda' });
        const start = addDays(todayInRiyadh(), 10);
        const paid = await requestAndPayByApi(renter.request, {
          itemId: item.id,
          startDate: start,
          endDate: addDays(start, 2),
          pickupMethod: 'pickup',
        });
        await renterContext.close();

        await expect(bell).toHaveAccessibleName(w.bellOneUnread);
        await expect(page.getByTestId('notifications-count')).toBeVisible();
        await bell.click();
        const entry = page.getByTestId('notification').filter({ hasText: w.requestText(item.title) });
        await expect(entry).toBeVisible();
        await expect(entry).toHaveAttribute('href', `/bookings/${paid.id}`);
        await expect(page.getByRole('menuitem', { name: w.markAll })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        await entry.click();
        await expect(page).toHaveURL(`/bookings/${paid.id}`);
        await expect(bell).toHaveAccessibleName(w.bell);
        await expect(page.getByTestId('notifications-count')).toHaveCount(0);
      });

    if (myTurn())
      test('without live events (no EventSource), the list and the thread poll', async ({
        page,
        browser,
      }) => {
        await page.addInitScript(() => {
          // @ts-expect-error: a browser without Server-Sent Events
          delete window.EventSource;
        });
        await registerByApi(page, { firstName: 'Majed', lastName: 'Polling' });
        const myId = (await (await page.request.get('/api/auth/me')).json()).user.id as string;
        await gotoIn(page, language, '/messages');
        await expect(page.getByText(w.noConversations)).toBeVisible();

        const owner = await ownerWithItem(browser);
        await sendByApi(owner.page, myId, 'Polled hello');
        const row = page.getByTestId('conversation-row').filter({ hasText: 'Polled hello' });
        await expect(row).toBeVisible(afterDelay(POLL_CONVERSATIONS_MS));
        await expect(page.getByRole('link', { name: w.messagesOneUnread })).toBeVisible(
          afterDelay(POLL_CONVERSATIONS_MS),
        );
        await row.click();
        await expect(page.getByTestId('thread-unread')).toHaveText(w.caughtUp);
        await sendByApi(owner.page, myId, 'Polled again');
        await expect(page.getByTestId('thread')).toContainText('Polled again', afterDelay(POLL_THREAD_MS));
        await owner.close();
      });

    if (myTurn())
      test('a visitor is asked to sign in, from /messages and from the item page', async ({
        page,
        browser,
      }) => {
        const owner = await ownerWithItem(browser);
        await owner.close();
        await gotoIn(page, language, '/messages');
        await expect(page).toHaveURL(/\/auth\?next=\/messages/);
        await page.goto(`/item/${owner.item.id}`);
        await page.getByRole('button', { name: w.messageOwner }).click();
        await expect(page.getByText(w.signInToSend).first()).toBeVisible();
        await expect(page).toHaveURL(
          new RegExp(`/auth\\?next=${encodeURIComponent(`/item/${owner.item.id}`)}`),
        );
      });

    if (myTurn())
      test('on a phone one pane shows at a time, with a way back @phone-only', async ({ page, browser }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const owner = await ownerWithItem(browser);
        const me = await registerByApi(page, { firstName: 'Salem', lastName: 'Phone' });
        const myId = (await (await page.request.get('/api/auth/me')).json()).user.id as string;
        await sendByApi(owner.page, myId, 'Hello from the owner');
        await owner.close();

        await gotoIn(page, language, '/messages');
        const list = page.getByRole('region', { name: language === 'ar' ? 'المحادثات' : 'Conversations' });
        await expect(list).toBeVisible();
        await expect(page.getByText(w.select, { exact: true })).toBeHidden();
        await list.getByTestId('conversation-row').click();
        await expect(page.getByTestId('thread')).toContainText('Hello from the owner');
        await expect(list).toBeHidden();
        await page.getByRole('link', { name: w.back }).click();
        await expect(list).toBeVisible();
        await expect(page.getByTestId('thread')).toBeHidden();
        expect(me.firstName).toBe('Salem');
      });
  });
}
