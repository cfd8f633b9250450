/**
 * The Taqnyat client against the SMS sandbox over HTTP (docs/sms-and-wathq-sandboxes.md): what it
 * sends, and how each of Taqnyat's answers comes out as a message id or an SmsError.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type RunningSmsSandbox,
  SMS_SANDBOX_TOKEN,
  startSmsSandbox,
} from '../../../../sandboxes/sms/sandbox';
import { CallInTransactionError, watchTransactions } from '../../../db/transaction-scope';
import { freePort } from '../../../test/free-port';
import { SmsError, type SmsSender } from './sms-sender';
import { createTaqnyatSender } from './taqnyat-client';

const SENDER = 'Ajjir';
const CODE_TEXT = 'رمز التحقق في أجّر: 482913';

let sandbox: RunningSmsSandbox;
let sms: SmsSender;

beforeAll(async () => {
  sandbox = await startSmsSandbox({ senders: [SENDER] });
  sms = createTaqnyatSender({ apiUrl: `${sandbox.apiUrl}/`, token: SMS_SANDBOX_TOKEN, sender: SENDER });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.control.clear();
  sandbox.control.clearFaults();
});

/** The error a send rejects with, for its fields to be checked. */
async function errorOf(call: Promise<unknown>): Promise<SmsError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SmsError)) throw new Error(`Expected an SmsError, got ${String(error)}`);
  return error;
}

describe('sending', () => {
  it("sends the text to the number, in Taqnyat's digits, and answers Taqnyat's message id", async () => {
    const { messageId } = await sms.send({ to: '+966500000001', body: CODE_TEXT });
    expect(messageId).toMatch(/^\d{10}$/);
    expect(sandbox.control.messages('0500000001')).toEqual([
      { messageId, to: '+966500000001', sender: SENDER, body: CODE_TEXT, sentAt: expect.any(String) },
    ]);
  });

  it('takes a Saudi mobile in its other spellings', async () => {
    await sms.send({ to: '0500000002', body: 'x' });
    expect(sandbox.control.messages('+966500000002')).toHaveLength(1);
  });

  it('refuses what is not a mobile number, without calling Taqnyat', async () => {
    const error = await errorOf(sms.send({ to: '12345', body: CODE_TEXT }));
    expect(error).toMatchObject({ kind: 'refused', status: undefined });
    expect(sandbox.control.messages()).toEqual([]);
  });
});

describe("Taqnyat's refusals", () => {
  it('reads a wrong token as refused, with its words', async () => {
    const wrong = createTaqnyatSender({ apiUrl: sandbox.apiUrl, token: 'wrong', sender: SENDER });
    const error = await errorOf(wrong.send({ to: '+966500000001', body: CODE_TEXT }));
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(error.message).toContain('invalid credentials information');
  });

  it('reads a validation error as refused: a sender name not registered', async () => {
    const other = createTaqnyatSender({ apiUrl: sandbox.apiUrl, token: SMS_SANDBOX_TOKEN, sender: 'Other' });
    const error = await errorOf(other.send({ to: '+966500000001', body: CODE_TEXT }));
    expect(error).toMatchObject({ kind: 'refused', status: 400 });
    expect(error.message).toContain('The sender name is not active');
  });

  it("never puts the message's text in an error", async () => {
    sandbox.control.failNext('refused');
    const error = await errorOf(sms.send({ to: '+966500000001', body: CODE_TEXT }));
    expect(error.message).not.toContain('482913');
  });

  it('reads a recipient Taqnyat lists as rejected as refused, though it answered 201', async () => {
    const answering = createTaqnyatSender({
      apiUrl: sandbox.apiUrl,
      token: SMS_SANDBOX_TOKEN,
      sender: SENDER,
      fetch: async () =>
        Response.json(
          { statusCode: 201, messageId: 5452899970, accepted: '[]', rejected: '[966500000001,]' },
          { status: 201 },
        ),
    });
    const error = await errorOf(answering.send({ to: '+966500000001', body: CODE_TEXT }));
    expect(error).toMatchObject({ kind: 'refused', status: 201 });
  });
});

describe('failures', () => {
  it.each([
    ['refused', 'refused', 400],
    ['unavailable', 'unavailable', 503],
  ] as const)('reads a %s fault as %s', async (fault, kind, status) => {
    sandbox.control.failNext(fault);
    expect(await errorOf(sms.send({ to: '+966500000001', body: CODE_TEXT }))).toMatchObject({ kind, status });
    expect(await sms.send({ to: '+966500000001', body: CODE_TEXT })).toEqual({
      messageId: expect.any(String),
    });
  });

  it('reads 429 as unavailable, and an unreadable 2xx as unavailable', async () => {
    const answering = (response: Response) =>
      createTaqnyatSender({
        apiUrl: sandbox.apiUrl,
        token: 't',
        sender: SENDER,
        fetch: async () => response,
      });
    const limited = Response.json({ statusCode: 429, message: 'Too Many Requests' }, { status: 429 });
    expect(await errorOf(answering(limited).send({ to: '+966500000001', body: 'x' }))).toMatchObject({
      kind: 'unavailable',
      status: 429,
    });
    const garbled = new Response('<html>', { status: 200 });
    expect(await errorOf(answering(garbled).send({ to: '+966500000001', body: 'x' }))).toMatchObject({
      kind: 'unavailable',
      status: 200,
    });
  });

  it('reads a gateway nobody answers at as unavailable', async () => {
    const nowhere = createTaqnyatSender({
      apiUrl: `http://127.0.0.1:${await freePort()}`,
      token: SMS_SANDBOX_TOKEN,
      sender: SENDER,
    });
    expect(await errorOf(nowhere.send({ to: '+966500000001', body: CODE_TEXT }))).toMatchObject({
      kind: 'unavailable',
      status: undefined,
    });
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const slow = createTaqnyatSender({
        apiUrl: `http://127.0.0.1:${port}`,
        token: SMS_SANDBOX_TOKEN,
        sender: SENDER,
        timeoutMs: 200,
      });
      const error = await errorOf(slow.send({ to: '+966500000001', body: CODE_TEXT }));
      expect(error).toMatchObject({ kind: 'unavailable' });
      expect(error.message).toContain('no answer within 200 ms');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses to send inside a database transaction, before sending anything', async () => {
    // A stand-in for a database handle: what matters is the transaction it marks (db/transaction-scope.ts).
    const db = watchTransactions({
      transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}),
    });
    const inside = db.transaction(() => sms.send({ to: '+966500000001', body: CODE_TEXT }));
    await expect(inside).rejects.toBeInstanceOf(CallInTransactionError);
    expect(sandbox.control.messages()).toEqual([]);
  });
});
