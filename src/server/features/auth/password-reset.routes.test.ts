import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, passwordResetTokens, sessions } from '../../db/schema';
import { createUser, FIXTURE_PASSWORD, signIn } from '../../test/fixtures';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RESET_SENT_MESSAGE } from './password-reset.routes';
import { SESSION_COOKIE } from './sessions';

const forgot = (t: TestApp, emailOrUsername: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { emailOrUsername },
    ...(remoteAddress && { remoteAddress }),
  });
const reset = (t: TestApp, token: string, newPassword: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });
const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie } })).json().user;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('password reset without SMTP (development and the demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every request here comes from one address; the limits have tests of their own (auth.limits.test.ts).
    t = await createTestApp({ rateLimitFactor: 100 });
  });
  afterAll(() => t.close());

  it('answers the token for an e-mail or a username in any case, and stores only its hash', async () => {
    const user = await createUser(t.database.db, { email: 'noura@example.sa', username: 'Noura_Q' });
    for (const identifier of ['NOURA@example.sa', 'noura_q']) {
      const res = await forgot(t, identifier);
      expect(res.statusCode).toBe(200);
      const { resetToken, message } = res.json();
      expect(resetToken).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
      expect(message).toMatch(/not set up/);
      const stored = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(stored.map((row) => row.tokenHash)).toContain(sha256(resetToken));
      expect(stored.map((row) => row.tokenHash)).not.toContain(resetToken);
    }
  });

  it('answers 404 "User not found" for an unknown account', async () => {
    const res = await forgot(t, 'nobody-here@example.sa');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'User not found' });
  });

  it('sets the new password once: the old one and the used link stop working', async () => {
    await createUser(t.database.db, { email: 'reem@example.sa' });
    const token = (await forgot(t, 'reem@example.sa')).json().resetToken;
    const res = await reset(t, token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect((await login(t, 'reem@example.sa', FIXTURE_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'reem@example.sa', 'brand-new-pass')).statusCode).toBe(200);
    const again = await reset(t, token, 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'invalid_token', message: 'Invalid or expired reset token' });
    expect((await login(t, 'reem@example.sa', 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a link older than an hour and a made-up one', async () => {
    const user = await createUser(t.database.db, { email: 'late@example.sa' });
    const token = (await forgot(t, 'late@example.sa')).json().resetToken;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(t, token, 'brand-new-pass')).json().code).toBe('invalid_token');
    expect((await reset(t, 'x'.repeat(43), 'brand-new-pass')).json().code).toBe('invalid_token');
    expect((await login(t, 'late@example.sa', FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the older link when a new one is asked for', async () => {
    await createUser(t.database.db, { email: 'twice@example.sa' });
    const first = (await forgot(t, 'twice@example.sa')).json().resetToken;
    const second = (await forgot(t, 'twice@example.sa')).json().resetToken;
    expect((await reset(t, first, 'brand-new-pass')).statusCode).toBe(400);
    expect((await reset(t, second, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a short new password with a field error and keeps the link usable', async () => {
    await createUser(t.database.db, { email: 'short@example.sa' });
    const token = (await forgot(t, 'short@example.sa')).json().resetToken;
    const res = await reset(t, token, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'newPassword',
        code: 'password_too_short',
        message: 'Password must be at least 8 characters long',
      },
    ]);
    expect((await reset(t, token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('ends every other session of the account, keeping the one that made the reset', async () => {
    const user = await createUser(t.database.db, { email: 'sessions@example.sa' });
    const laptop = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    const token = (await forgot(t, user.email)).json().resetToken;
    expect((await reset(t, token, 'brand-new-pass', laptop)).statusCode).toBe(200);
    expect((await me(t, laptop))?.id).toBe(user.id);
    expect(await me(t, phone)).toBeNull();

    const signedOut = (await forgot(t, user.email)).json().resetToken;
    expect((await reset(t, signedOut, 'newer-pass-1')).statusCode).toBe(200);
    expect(await me(t, laptop)).toBeNull();
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await createUser(t.database.db, { email: 'race@example.sa' });
    const token = (await forgot(t, 'race@example.sa')).json().resetToken;
    const results = await Promise.all([reset(t, token, 'first-pass-1'), reset(t, token, 'second-pass-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'first-pass-1' : 'second-pass-2';
    expect((await login(t, 'race@example.sa', winner)).statusCode).toBe(200);
  });

  it('refuses a missing field with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'emailOrUsername', code: 'required', message: expect.any(String) },
    ]);
  });
});

describe('password reset with SMTP configured', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      smtpUrl: sink.url,
      publicUrl: 'https://ajjir.example',
      mailFrom: 'Ajjir <no-reply@ajjir.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /**
   * The answer goes first; the mail's job is added just after it (http/after-answer.ts). Waits for
   * that job (a count, however long it takes), then runs the queue: the mail is in the sink after.
   */
  async function runMailJobFor(emailOrUsername: string): Promise<void> {
    await vi.waitFor(
      async () => {
        const queued = await t.database.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.queue, 'mail.password-reset'),
              sql`${jobs.payload}->>'emailOrUsername' = ${emailOrUsername}`,
            ),
          );
        expect(queued).toHaveLength(1);
      },
      { timeout: 20_000 },
    );
    await t.drainJobs();
  }

  it('e-mails an Arabic link that works, and never puts the token in the answer', async () => {
    await createUser(t.database.db, { email: 'huda@example.sa', firstName: 'هدى', preferredLanguage: 'ar' });
    const res = await forgot(t, 'huda@example.sa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_SENT_MESSAGE });

    await runMailJobFor('huda@example.sa');
    const mail = await sink.waitFor(
      (m) => m.to !== undefined && JSON.stringify(m.to).includes('huda@example.sa'),
    );
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في أجّر');
    expect(mail.from?.text).toContain('no-reply@ajjir.example');
    expect(mail.text).toContain('مرحبًا هدى');
    expect(mail.html).toContain('dir="rtl"');
    const link = /https:\/\/ajjir\.example\/reset-password\?token=([\w-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect((await reset(t, link![1]!, 'from-the-mail-1')).statusCode).toBe(200);
    expect((await login(t, 'huda@example.sa', 'from-the-mail-1')).statusCode).toBe(200);
  });

  it('writes to an English-speaking account in English', async () => {
    await createUser(t.database.db, {
      email: 'john@example.sa',
      username: 'john_en',
      preferredLanguage: 'en',
    });
    await forgot(t, 'john_en');
    await runMailJobFor('john_en');
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('john@example.sa'));
    expect(mail.subject).toBe('Reset your Ajjir password');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('answers before any work for the account, and never waits on the mail transport', async () => {
    const mailer = t.app.mailer!;
    const order: string[] = [];
    let release = () => {};
    const stuckTransport = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.spyOn(mailer, 'send').mockImplementation(() => {
      order.push('mail');
      return stuckTransport; // a transport that does not answer
    });
    try {
      const user = await createUser(t.database.db, { email: 'first-answer@example.sa' });
      const res = await forgot(t, 'FIRST-answer@example.sa');
      order.push('answer');
      expect(res.statusCode).toBe(200);
      // The mail is a job: the answer never waits on the transport, which here never answers.
      void runMailJobFor('FIRST-answer@example.sa');
      await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 20_000 });
      expect(order).toEqual(['answer', 'mail']);
      const tokens = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(tokens).toHaveLength(1);
    } finally {
      release();
      send.mockRestore();
    }
  });

  it('answers an unknown account exactly as a known one, and sends nothing for it', async () => {
    await createUser(t.database.db, { email: 'known-mail@example.sa' });
    const unknown = await forgot(t, 'ghost@example.sa');
    const known = await forgot(t, 'known-mail@example.sa');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // Both answers add the same job; only the known account's sends anything.
    await runMailJobFor('ghost@example.sa');
    await runMailJobFor('known-mail@example.sa');
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes('known-mail@example.sa'))).toHaveLength(
      1,
    );
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes('ghost@example.sa'))).toEqual([]);
  });
});

describe('password reset without SMTP in production (no links on screen)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100, resetLinksOnScreen: false });
  });
  afterAll(() => t.close());

  it('gives no link, answers a known and an unknown account alike, and stores no token', async () => {
    const user = await createUser(t.database.db);
    const known = await forgot(t, user.email);
    const unknown = await forgot(t, 'nobody@example.sa');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_SENT_MESSAGE });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toEqual([]);
  });
});

describe('password reset at a public address others can reach (a demo site)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As if the configuration had been bypassed: the route itself gives no link at such an address.
    t = await createTestApp({
      rateLimitFactor: 100,
      resetLinksOnScreen: true,
      publicUrl: 'https://demo.ajjir.sa',
    });
  });
  afterAll(() => t.close());

  it('gives no link on screen, answering as if mailed', async () => {
    const user = await createUser(t.database.db);
    const res = await forgot(t, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_SENT_MESSAGE });
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toEqual([]);
  });
});
