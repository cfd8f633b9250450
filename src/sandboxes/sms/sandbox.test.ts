/**
 * The SMS sandbox over HTTP, as Taqnyat's clients and a demo user's browser reach it: the answers'
 * shapes, the inbox page and what it keeps. The app's own client is tested against it in
 * src/server/features/verification/sms/taqnyat-client.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSmsSandbox, SMS_SANDBOX_TOKEN, startSmsSandbox } from './sandbox';

let sandbox: RunningSmsSandbox;

beforeAll(async () => {
  sandbox = await startSmsSandbox({ senders: ['Ajjir'], maxMessages: 5 });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.control.clear();
  sandbox.control.clearFaults();
});

async function send(body: unknown, token = SMS_SANDBOX_TOKEN) {
  const response = await fetch(`${sandbox.url}/v1/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const code = (digits: string, to = '966500000001') => ({
  recipients: [to],
  body: `رمز التحقق في أجّر: ${digits}`,
  sender: 'Ajjir',
});

async function inbox(query: string) {
  const response = await fetch(`${sandbox.inboxUrl}?${query}`);
  return { response, html: await response.text() };
}

describe('POST /v1/messages', () => {
  it("answers a send as Taqnyat does, and keeps the message under the number's E.164", async () => {
    const { status, json } = await send(code('482913'));
    expect(status).toBe(201);
    expect(json).toEqual({
      statusCode: 201,
      messageId: expect.any(Number),
      cost: 0,
      currency: 'SAR',
      totalCount: 1,
      msgLength: 1,
      accepted: '[966500000001,]',
      rejected: '[]',
    });
    expect(sandbox.control.messages('0500000001')).toEqual([
      {
        messageId: String(json.messageId),
        to: '+966500000001',
        sender: 'Ajjir',
        body: 'رمز التحقق في أجّر: 482913',
        sentAt: expect.any(String),
      },
    ]);
  });

  it('lists the numbers it would not send to, and refuses a send with none it would', async () => {
    const mixed = await send({ ...code('1'), recipients: ['966500000001', '0500000002', 966500000003] });
    expect(mixed.json).toMatchObject({ totalCount: 2, rejected: '[0500000002,]' });
    expect(await send({ ...code('1'), recipients: ['+966500000001'] })).toEqual({
      status: 400,
      json: { statusCode: 400, message: expect.stringContaining('No valid recipients') },
    });
  });

  it.each([
    ['a wrong token', code('1'), 'wrong', 401, 'invalid credentials information'],
    ['no recipients', { ...code('1'), recipients: [] }, SMS_SANDBOX_TOKEN, 400, 'recipients is required'],
    ['an empty body', { ...code('1'), body: ' ' }, SMS_SANDBOX_TOKEN, 400, 'body is required'],
    ['no sender', { ...code('1'), sender: undefined }, SMS_SANDBOX_TOKEN, 400, 'sender is required'],
    ['a sender not registered', { ...code('1'), sender: 'Other' }, SMS_SANDBOX_TOKEN, 400, 'not active'],
  ])('refuses %s in Taqnyat’s shape', async (_case, body, token, status, words) => {
    const answer = await send(body, token);
    expect(answer).toEqual({ status, json: { statusCode: status, message: expect.stringContaining(words) } });
    expect(sandbox.control.messages()).toEqual([]);
  });

  it('counts the messages a long or Arabic body takes', async () => {
    expect((await send({ ...code('1'), body: 'x'.repeat(161) })).json.msgLength).toBe(2);
    expect((await send({ ...code('1'), body: 'ر'.repeat(71) })).json.msgLength).toBe(2);
  });

  it('answers the faults a test asks for, once each, in order', async () => {
    sandbox.control.failNext('unavailable');
    sandbox.control.failNext('refused');
    expect((await send(code('1'))).status).toBe(503);
    expect((await send(code('1'))).json).toEqual({
      statusCode: 400,
      message: 'Fault injected by the sandbox',
    });
    expect((await send(code('1'))).status).toBe(201);
    expect(sandbox.control.messages()).toHaveLength(1);
  });

  it('keeps the last messages only', async () => {
    for (const digits of ['1', '2', '3', '4', '5', '6', '7']) await send(code(digits));
    const kept = sandbox.control.messages().map((message) => message.body.slice(-1));
    expect(kept).toEqual(['7', '6', '5', '4', '3']);
  });
});

describe('the account calls', () => {
  it('answers the balance with the token, and the service status to anyone', async () => {
    const balance = await fetch(`${sandbox.url}/account/balance`, {
      headers: { authorization: `Bearer ${SMS_SANDBOX_TOKEN}` },
    });
    expect(await balance.json()).toMatchObject({ statusCode: 200, accountStatus: 'active', currency: 'SAR' });
    expect((await fetch(`${sandbox.url}/account/balance`)).status).toBe(401);
    const status = await (await fetch(`${sandbox.url}/system/status`)).json();
    expect(status).toMatchObject({ statusCode: 200, status: { service: 'none' } });
  });
});

describe('GET /v1/sandbox/messages', () => {
  it("lists a number's messages newest first, for the token only", async () => {
    await send(code('111111'));
    await send(code('222222', '966500000009'));
    await send(code('333333'));
    const response = await fetch(`${sandbox.url}/v1/sandbox/messages?to=%2B966500000001`, {
      headers: { authorization: `Bearer ${SMS_SANDBOX_TOKEN}` },
    });
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    expect(messages.map((message) => message.body.slice(-6))).toEqual(['333333', '111111']);
    expect((await fetch(`${sandbox.url}/v1/sandbox/messages?to=0500000001`)).status).toBe(401);
  });
});

describe('GET /inbox', () => {
  it("shows a number's messages newest first, in Arabic by default, with the sandbox's banner", async () => {
    await send(code('111111'));
    await send(code('999999', '966500000009'));
    await send(code('222222'));
    const { response, html } = await inbox('to=050%20000%200001');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('لم تُرسل أي رسالة نصية');
    expect(html).toContain('SMS sandbox: no text message was sent.');
    expect(html.indexOf('222222')).toBeGreaterThan(-1);
    expect(html.indexOf('222222')).toBeLessThan(html.indexOf('111111'));
    expect(html).not.toContain('999999');
  });

  it('reads in English, left to right, when asked', async () => {
    const { html } = await inbox('to=0500000001&lang=en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('No messages to this number yet.');
  });

  it('escapes what it shows', async () => {
    await send({ ...code('1'), body: '<script>alert(1)</script> & "code"' });
    const { html } = await inbox('to=%22%3E%3Cb%3E0500000001');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('أدخل رقم جوال');
    const shown = await inbox('to=0500000001');
    expect(shown.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;code&quot;');
  });
});
