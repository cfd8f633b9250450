/**
 * E-mail of notifications, through a real SMTP server on a local port
 * (test/smtp-sink.ts): sent by a job after the change commits (the tests run
 * the queue), in the reader's language, only to readers who want it, and once
 * per unread conversation. The sink holds a mail before the mail server's
 * answer, so once the queue has run, every mail sent is there.
 */

import type { Booking, User } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { and, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { payForBooking } from '../../test/payments';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { mailSetupOf, notificationMailJob, sendNotificationEmails } from './notification-emails';
import { notify } from './notify';

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
/** A message sent, and the queue run: its e-mail, if it has one, is in the sink after. */
async function send(from: SignedIn, to: SignedIn, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { receiverId: to.user.id, content },
    ...as(from.cookie),
  });
  expect(res.statusCode).toBe(201);
  await t.drainJobs();
}
const mailTo = (reader: SignedIn) => (mail: ParsedMail) =>
  JSON.stringify(mail.to ?? null).includes(reader.user.email);
const mailsTo = (reader: SignedIn) => sink.messages.filter(mailTo(reader));

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
    expect(mailsTo(reader)).toHaveLength(3);
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
    await t.drainJobs();
    expect(mailsTo(owner)).toEqual([]);

    await payForBooking(t, booking.id, renter.cookie);
    await t.drainJobs();
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
    expect(mailsTo(loud)).toHaveLength(1);
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

describe('the e-mail jobs', () => {
  const db = () => t.database.db;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  /** A notification made now (or at `createdAt`), with its mail job, as `notify` makes one. */
  async function notified(reader: SignedIn, createdAt?: Date) {
    const [made] = await db().transaction((tx) =>
      notify(tx, [
        {
          userId: reader.user.id,
          type: 'booking_confirmed',
          data: { itemTitle: `Tent ${reader.user.id.slice(0, 6)}` },
          link: '/rentals',
        },
      ]),
    );
    if (createdAt) {
      await db().update(notifications).set({ createdAt }).where(eq(notifications.id, made!.id));
    }
    return made!;
  }
  const settledAt = async (id: string) =>
    (await db().select().from(notifications).where(eq(notifications.id, id)))[0]!.mailSettledAt;
  const mailJobsOf = (id: string) =>
    db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, notificationMailJob.queue), sql`${jobs.payload}->'ids' ? ${id}`));

  it('mails nothing for a change that rolled back', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    await db()
      .transaction(async (tx) => {
        await notify(tx, [{ userId: reader.user.id, type: 'booking_confirmed', data: {}, link: null }]);
        throw new Error('undone');
      })
      .catch(() => undefined);
    await t.drainJobs();
    expect(mailsTo(reader)).toEqual([]);
  });

  it('marks what it mailed as settled, so running its job again sends nothing more', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const made = await notified(reader);
    await t.drainJobs();
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await settledAt(made.id)).not.toBeNull();
    const [job] = await mailJobsOf(made.id);
    expect(job?.state).toBe('done');
    await db().update(jobs).set({ state: 'queued', runAt: new Date() }).where(eq(jobs.id, job!.id));
    await t.drainJobs();
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it('leaves unmailed what the mail server refused, for the job to try again', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const made = await notified(reader);
    const broken = {
      ...mailSetupOf(t.app),
      mailer: createMailer('smtp://127.0.0.1:1', 'Ajjir <a@ajjir.sa>'),
    };
    expect(await sendNotificationEmails(broken, [made.id])).toBe(1);
    expect(await settledAt(made.id)).toBeNull();
    // The job, with a mail server that answers, sends it.
    await t.drainJobs();
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await settledAt(made.id)).not.toBeNull();
  });

  it('gives up on what is a day old, and on what was read meanwhile', async () => {
    const reader = await person({ preferredLanguage: 'en' });
    const stale = await notified(reader, hoursAgo(25));
    const read = await notified(reader);
    await db().update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read.id));
    await t.drainJobs();
    expect(mailsTo(reader)).toEqual([]);
    expect([await settledAt(stale.id), await settledAt(read.id)]).toEqual([null, null]);
  });
});
