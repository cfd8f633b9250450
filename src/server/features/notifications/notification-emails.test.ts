/**
 * E-mail of notifications, through a real SMTP server on a local port
 * (test/smtp-sink.ts): sent after the change commits, in the reader's
 * language, only to readers who want it, and once per unread conversation.
 */

import type { Booking, User } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { payForBooking } from '../../test/payments';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { mailSetupOf, sweepNotificationEmails } from './notification-emails';

/** The words without the Unicode isolation marks around names and titles (shared/notifications.ts). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

let t: TestApp;
let sink: SmtpSink;
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
const PUBLIC_URL = 'https://ajjir.example';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: PUBLIC_URL, rateLimitFactor: 100 });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const person = (overrides: Parameters<typeof createSignedInUser>[2] = {}) =>
  createSignedInUser(t.app, t.database.db, overrides);
async function send(from: SignedIn, to: SignedIn, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { receiverId: to.user.id, content },
    ...as(from.cookie),
  });
  expect(res.statusCode).toBe(201);
}
const mailTo = (reader: SignedIn) => (mail: ParsedMail) =>
  JSON.stringify(mail.to ?? null).includes(reader.user.email);
const mailsTo = (reader: SignedIn) => sink.messages.filter(mailTo(reader));
/** E-mails go out after the answer; give any stray one time to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('notification e-mails', () => {
  it('mails a new message notification in the reader’s language, once while it is unread', async () => {
    const reader = await person({ firstName: 'Reem', preferredLanguage: 'en' });
    const nora = await person({ firstName: 'Nora', lastName: 'Saad' });
    const omar = await person({ firstName: 'Omar', lastName: 'Ali' });
    await send(nora, reader, 'Hello');
    const mail = await sink.waitFor(mailTo(reader));
    expect(plain(mail.subject ?? '')).toBe('New message from Nora Saad');
    expect(mail.text).toContain('Hello Reem,');
    expect(mail.text).toContain(`${PUBLIC_URL}/messages?with=${nora.user.id}`);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.headers.get('content-language')).toBe('en');

    // More messages while it is unread count up in the same notification: no more mail.
    await send(nora, reader, 'Are you there?');
    await send(omar, reader, 'Another person');
    await sink.waitFor((m) => mailTo(reader)(m) && plain(m.subject ?? '') === 'New message from Omar Ali');
    await settle();
    expect(mailsTo(reader).map((m) => plain(m.subject ?? ''))).toEqual([
      'New message from Nora Saad',
      'New message from Omar Ali',
    ]);

    // Once read, the next message is news again.
    await t.app.inject({
      method: 'PUT',
      url: '/api/messages/read',
      payload: { senderId: nora.user.id },
      ...as(reader.cookie),
    });
    await send(nora, reader, 'Thanks for reading');
    await sink.waitFor((m) => mailTo(reader)(m) && mailsTo(reader).length === 3);
  });

  it('mails booking news in Arabic, right to left, with the link to the booking, once it is paid', async () => {
    const owner = await person({ firstName: 'فهد', preferredLanguage: 'ar' });
    const renter = await person({ firstName: 'سارة', lastName: 'العلي' });
    const item = await createItem(t.database.db, owner.user.id, { title: 'خيمة عائلية' });
    const today = todayInRiyadh();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: addDays(today, 3), endDate: addDays(today, 5) },
      ...as(renter.cookie),
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<Booking>();
    // Unpaid, the request has not reached the owner: no mail.
    await settle();
    expect(mailsTo(owner)).toEqual([]);

    await payForBooking(t, booking.id, renter.cookie);
    const mail = await sink.waitFor(mailTo(owner));
    expect(plain(mail.subject ?? '')).toBe('طلب حجز جديد على «خيمة عائلية» من سارة العلي');
    expect(mail.text).toContain(`${PUBLIC_URL}/bookings/${booking.id}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('مرحبًا فهد،');
  });

  it('escapes what people wrote in the HTML', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const sender = await person({ firstName: '<b>Bold', lastName: '"&' });
    await send(sender, reader, 'Hi');
    const mail = await sink.waitFor(mailTo(reader));
    expect(mail.html).not.toContain('<b>Bold');
    expect(mail.html).toContain('&#60;b&#62;Bold');
  });

  it('sends nothing to someone who turned e-mail off, through their profile', async () => {
    const quiet = await person();
    const loud = await person();
    const sender = await person();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${quiet.user.id}`,
      payload: { emailNotifications: false },
      ...as(quiet.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user.emailNotifications).toBe(false);
    const me = await t.app.inject({ url: '/api/auth/me', ...as(quiet.cookie) });
    expect(me.json<{ user: User }>().user.emailNotifications).toBe(false);

    await send(sender, quiet, 'You will not get a mail of this');
    await send(sender, loud, 'You will');
    await sink.waitFor(mailTo(loud));
    await settle();
    expect(mailsTo(quiet)).toEqual([]);
  });

  it('refuses an e-mail setting that is not true or false', async () => {
    const someone = await person();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${someone.user.id}`,
      payload: { emailNotifications: 'yes' },
      ...as(someone.cookie),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the e-mail outbox', () => {
  const db = () => t.database.db;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  /** A notification as a process that died before mailing would leave it. */
  async function unmailed(reader: SignedIn, createdAt: Date, claimedAt: Date | null = null) {
    const [row] = await db()
      .insert(notifications)
      .values({
        userId: reader.user.id,
        type: 'booking_confirmed',
        data: { itemTitle: `Tent ${reader.user.id.slice(0, 6)}` },
        link: '/profile?tab=bookings',
        createdAt,
        mailClaimedAt: claimedAt,
      })
      .returning();
    return row!;
  }
  const settledAt = async (id: string) =>
    (await db().select().from(notifications).where(eq(notifications.id, id)))[0]!.mailSettledAt;

  it('marks what it mailed at once as settled, so the sweep does not send it again', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    await send(await person(), reader, 'Hello');
    await sink.waitFor(mailTo(reader));
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, reader.user.id));
    await until(async () => (await settledAt(row!.id)) !== null);
    await db()
      .update(notifications)
      .set({ createdAt: minutesAgo(5) })
      .where(eq(notifications.id, row!.id));
    await sweepNotificationEmails(mailSetupOf(t.app));
    await settle();
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it('mails, once, what a process made and never mailed, even with two sweeps at the same moment', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const row = await unmailed(reader, minutesAgo(3));
    const sent = await Promise.all([
      sweepNotificationEmails(mailSetupOf(t.app)),
      sweepNotificationEmails(mailSetupOf(t.app)),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await sink.waitFor(mailTo(reader));
    await settle();
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await settledAt(row.id)).not.toBeNull();
  });

  it('leaves the newest to their own process, and a fresh claim to its holder; takes over a lapsed one', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const fresh = await unmailed(reader, new Date());
    const heldByAnother = await unmailed(reader, minutesAgo(10), minutesAgo(1));
    const lapsed = await unmailed(reader, minutesAgo(20), minutesAgo(10));
    await sweepNotificationEmails(mailSetupOf(t.app));
    await sink.waitFor(mailTo(reader));
    await settle();
    expect(mailsTo(reader)).toHaveLength(1);
    expect([await settledAt(fresh.id), await settledAt(heldByAnother.id)]).toEqual([null, null]);
    expect(await settledAt(lapsed.id)).not.toBeNull();
  });

  it('tries again what the mail server refused, and gives up after a day', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const refused = await unmailed(reader, minutesAgo(3));
    const broken = {
      ...mailSetupOf(t.app),
      mailer: createMailer('smtp://127.0.0.1:1', 'Ajjir <a@ajjir.sa>'),
    };
    expect(await sweepNotificationEmails(broken)).toBe(0);
    expect(await settledAt(refused.id)).toBeNull();
    // The claim lapses; the next sweep, with a working server, sends it.
    await db()
      .update(notifications)
      .set({ mailClaimedAt: minutesAgo(10) })
      .where(eq(notifications.id, refused.id));
    await sweepNotificationEmails(mailSetupOf(t.app));
    await sink.waitFor(mailTo(reader));

    const stale = await unmailed(reader, minutesAgo(25 * 60));
    await sweepNotificationEmails(mailSetupOf(t.app));
    await settle();
    expect(await settledAt(stale.id)).not.toBeNull();
    expect(mailsTo(reader)).toHaveLength(1);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
