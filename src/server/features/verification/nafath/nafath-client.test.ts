/**
 * The Nafath client against the sandbox over HTTP (docs/nafath-sandbox.md): requests, their
 * statuses, the person's answer given through the sandbox's control or its "phone" page, and the
 * signed callbacks, including forged ones. Tests that forge tokens make key pairs of their own.
 */
import { createHmac, generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nationalIdWithCheckDigit } from '@shared/national-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningNafathSandbox,
  SANDBOX_KEYS,
  startNafathSandbox,
} from '../../../../sandboxes/nafath/sandbox';
import {
  answerOnPhone,
  type CallbackReceiver,
  formsOf,
  openPhone,
  startCallbackReceiver,
  until,
} from '../../../../sandboxes/nafath/sandbox.test-helpers';
import { CallInTransactionError, watchTransactions } from '../../../db/transaction-scope';
import { freePort } from '../../../test/free-port';
import {
  createElmNafathClient,
  NafathCallbackError,
  type NafathClient,
  NafathError,
  type NafathStatus,
} from './nafath-client';

const SERVICE = 'DigitalServiceEnrollmentWithoutBio';
const KHALID = '1111111116';
const AHMED = '2222222222';

let sandbox: RunningNafathSandbox;
let receiver: CallbackReceiver;
let client: NafathClient;

const clientOf = (apiUrl: string, changes: Partial<Parameters<typeof createElmNafathClient>[0]> = {}) =>
  createElmNafathClient({
    apiUrl,
    appId: SANDBOX_KEYS.appId,
    appKey: SANDBOX_KEYS.appKey,
    service: SERVICE,
    ...changes,
  });

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sandbox = await startNafathSandbox({
    callbackUrl: () => receiver.url,
    callbackRetryDelaysMs: [20, 20, 20],
  });
  client = clientOf(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

let lastId = 0;
/** A valid ID no other test uses, so that none has a request waiting already. */
const freshId = (kind: '1' | '2' = '1') =>
  nationalIdWithCheckDigit(`${kind}${String(++lastId).padStart(8, '7')}`);

interface Started {
  nationalId: string;
  requestId: string;
  transId: string;
  random: string;
}

async function start(nationalId = freshId(), on: NafathClient = client): Promise<Started> {
  const requestId = randomUUID();
  const started = await on.startRequest({ nationalId, requestId, language: 'ar' });
  return { nationalId, requestId, ...started };
}

const statusOf = (request: Started, on: NafathClient = client): Promise<NafathStatus> =>
  on.fetchStatus({ nationalId: request.nationalId, transId: request.transId, random: request.random });

/** The error a call rejects with, for its fields to be checked. */
async function errorOf<E extends Error>(
  call: Promise<unknown>,
  type: new (...args: never[]) => E,
): Promise<E> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof type)) throw new Error(`Expected a ${type.name}, got ${String(error)}`);
  return error;
}

/** The callback body the receiver got for a transaction. */
const callbackFor = (transId: string) =>
  until(() => receiver.bodies.find((body) => (body as { transId?: string }).transId === transId));

describe('a request', () => {
  it('waits for the person, with a two-digit number to show', async () => {
    const request = await start();
    expect(request.random).toMatch(/^[1-9]\d$/);
    expect(request.transId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statusOf(request)).toBe('WAITING');
    const kept = sandbox.control.requests().find((each) => each.transId === request.transId);
    expect(kept).toMatchObject({
      requestId: request.requestId,
      service: SERVICE,
      language: 'ar',
      status: 'WAITING',
    });
  });

  it('is completed when the person approves it', async () => {
    const request = await start();
    sandbox.control.approve(request.transId);
    expect(await statusOf(request)).toBe('COMPLETED');
  });

  it('is completed when the right number is chosen on the phone, among three', async () => {
    const request = await start();
    const page = await openPhone(sandbox.url, request.nationalId);
    const numbers = formsOf(page.html, page.url)
      .flatMap((form) => form.buttons)
      .filter((button) => button.name === 'number')
      .map((button) => button.value);
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers).toContain(request.random);

    const answered = await answerOnPhone(sandbox.url, request.nationalId, request.random);
    expect(answered.posted.status).toBe(303);
    expect(answered.html).toContain('تمت الموافقة على الطلب.');
    expect(await statusOf(request)).toBe('COMPLETED');
  });

  it('is rejected when another number is chosen on the phone', async () => {
    const request = await start();
    const page = await openPhone(sandbox.url, request.nationalId);
    const wrong = formsOf(page.html, page.url)
      .flatMap((form) => form.buttons)
      .find((button) => button.name === 'number' && button.value !== request.random);
    await answerOnPhone(sandbox.url, request.nationalId, wrong?.value ?? '');
    expect(await statusOf(request)).toBe('REJECTED');
  });

  it('is rejected with the phone’s reject button, or through the control', async () => {
    const onPhone = await start();
    await answerOnPhone(sandbox.url, onPhone.nationalId, 'reject');
    expect(await statusOf(onPhone)).toBe('REJECTED');

    const byControl = await start();
    sandbox.control.reject(byControl.transId);
    expect(await statusOf(byControl)).toBe('REJECTED');
  });

  it('expires', async () => {
    const request = await start();
    sandbox.control.expire(request.transId);
    expect(await statusOf(request)).toBe('EXPIRED');
    expect(() => sandbox.control.approve(request.transId)).toThrow();
  });

  it('is refused while another for the same ID waits, as Elm refuses it (400-034-050)', async () => {
    const first = await start();
    const error = await errorOf(start(first.nationalId), NafathError);
    expect(error).toMatchObject({ kind: 'refused', status: 400, code: '400-034-050' });
    sandbox.control.reject(first.transId);
    expect(await statusOf(await start(first.nationalId))).toBe('WAITING');
  });

  it('is refused for an ID that is not valid, without the ID in the error', async () => {
    const error = await errorOf(start('1000000000'), NafathError);
    expect(error).toMatchObject({ kind: 'refused', status: 422, code: '422-031-046' });
    expect(error.message).not.toContain('1000000000');
  });

  it('answers only with its own ID and number (400-034-053)', async () => {
    const request = await start();
    const otherNumber = String(((Number(request.random) - 9) % 90) + 10);
    for (const asked of [
      { ...request, random: otherNumber },
      { ...request, nationalId: freshId() },
      { ...request, transId: randomUUID() },
    ]) {
      expect(await errorOf(statusOf(asked), NafathError)).toMatchObject({
        kind: 'refused',
        code: '400-034-053',
      });
    }
  });
});

describe('a request expiring on its own', () => {
  const clock = { shift: 0 };
  let timed: RunningNafathSandbox;
  let timedClient: NafathClient;

  beforeAll(async () => {
    timed = await startNafathSandbox({
      requestTtlSeconds: 180,
      now: () => new Date(Date.now() + clock.shift),
    });
    timedClient = clientOf(timed.url);
  });
  afterAll(() => timed.close());

  it('waits 180 s, then is EXPIRED, and still so once Elm would answer 400-034-051', async () => {
    const request = await start(freshId(), timedClient);
    clock.shift += 179_000;
    expect(await statusOf(request, timedClient)).toBe('WAITING');
    clock.shift += 1000;
    expect(await statusOf(request, timedClient)).toBe('EXPIRED');
    clock.shift += 20_000;
    // The sandbox now answers the code, as Elm does past a transaction's lifetime; the client reads it.
    expect(await statusOf(request, timedClient)).toBe('EXPIRED');
    expect(timed.control.requests().find((each) => each.transId === request.transId)?.status).toBe('EXPIRED');
  });
});

describe('what the client cannot ask', () => {
  it('is refused with other keys (Elm answers 403)', async () => {
    const wrongKeys = clientOf(sandbox.url, { appKey: 'not-the-key' });
    expect(await errorOf(start(freshId(), wrongKeys), NafathError)).toMatchObject({
      kind: 'refused',
      status: 403,
    });
  });

  it('is unavailable when nothing listens', async () => {
    const down = clientOf(`http://127.0.0.1:${await freePort()}`);
    expect(await errorOf(start(freshId(), down), NafathError)).toMatchObject({ kind: 'unavailable' });
  });

  it('is unavailable when the sandbox is full (429)', async () => {
    const full = await startNafathSandbox({ maxWaitingRequests: 1 });
    try {
      const fullClient = clientOf(full.url);
      await start(freshId(), fullClient);
      expect(await errorOf(start(freshId(), fullClient), NafathError)).toMatchObject({
        kind: 'unavailable',
        status: 429,
      });
    } finally {
      await full.close();
    }
  });

  describe('from a server that misbehaves', () => {
    let server: Server;
    let answer: (response: ServerResponse) => void = () => {};
    let url = '';

    beforeAll(async () => {
      server = createServer((_request, response) => answer(response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

    it('is unavailable on a 5xx', async () => {
      answer = (response) => response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Down</h1>');
      expect(await errorOf(start(freshId(), clientOf(url)), NafathError)).toMatchObject({
        kind: 'unavailable',
        status: 503,
      });
    });

    it('is unavailable on an answer that does not read', async () => {
      answer = (response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      expect(await errorOf(start(freshId(), clientOf(url)), NafathError)).toMatchObject({
        kind: 'unavailable',
        status: 200,
      });
    });

    it('is unavailable when no answer comes in time', async () => {
      answer = () => {};
      const slow = clientOf(url, { timeoutMs: 100 });
      const error = await errorOf(start(freshId(), slow), NafathError);
      expect(error).toMatchObject({ kind: 'unavailable' });
      expect(error.message).toContain('100 ms');
    });
  });

  it('is never called inside a database transaction', async () => {
    const db = watchTransactions({
      transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}),
    });
    let sent = 0;
    const counting = clientOf(sandbox.url, {
      fetch: async () => {
        sent += 1;
        return Response.json({ status: 'WAITING' });
      },
    });
    const request = { nationalId: KHALID, transId: randomUUID(), random: '42' };
    await expect(db.transaction(() => counting.fetchStatus(request))).rejects.toBeInstanceOf(
      CallInTransactionError,
    );
    expect(sent).toBe(0);
    expect(await counting.fetchStatus(request)).toBe('WAITING');
    expect(sent).toBe(1);
  });
});

describe('the callback', () => {
  it('tells who approved, verified against the published keys', async () => {
    const request = await start(KHALID);
    sandbox.control.approve(request.transId);
    const body = await callbackFor(request.transId);
    expect(body).toEqual({
      token: expect.any(String),
      transId: request.transId,
      requestId: request.requestId,
    });
    expect(await client.readCallback(body)).toEqual({
      transId: request.transId,
      requestId: request.requestId,
      status: 'COMPLETED',
      person: { nameAr: 'خالد عبدالله الدوسري', nameEn: 'Khalid Abdullah Aldossari' },
    });
  });

  it('names a resident, and anyone else with a valid ID', async () => {
    const resident = await start(AHMED);
    await answerOnPhone(sandbox.url, AHMED, resident.random);
    expect((await client.readCallback(await callbackFor(resident.transId))).person).toEqual({
      nameAr: 'أحمد محمود عبدالرحمن',
      nameEn: 'Ahmed Mahmoud Abdelrahman',
    });

    const someone = await start(freshId('2'));
    sandbox.control.approve(someone.transId);
    const { person } = await client.readCallback(await callbackFor(someone.transId));
    expect(person?.nameAr).toMatch(/^\S+ \S+ \S+$/);
    expect(person?.nameEn).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it('tells a rejection and an expiry, with no person', async () => {
    const rejected = await start();
    sandbox.control.reject(rejected.transId);
    expect(await client.readCallback(await callbackFor(rejected.transId))).toEqual({
      transId: rejected.transId,
      requestId: rejected.requestId,
      status: 'REJECTED',
      person: null,
    });
    const expired = await start();
    sandbox.control.expire(expired.transId);
    expect(await client.readCallback(await callbackFor(expired.transId))).toMatchObject({
      status: 'EXPIRED',
      person: null,
    });
  });

  it('is sent again until the receiver takes it', async () => {
    receiver.failWith([500, 503]);
    const request = await start();
    sandbox.control.approve(request.transId);
    const delivery = await until(() =>
      sandbox.control.callbacks().find((each) => each.body.transId === request.transId && each.delivered),
    );
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
  });

  it('is read after the sandbox changed its key (the key set fetched again)', async () => {
    const before = await start();
    sandbox.control.approve(before.transId);
    await client.readCallback(await callbackFor(before.transId));
    sandbox.control.rotateKey();
    const after = await start();
    sandbox.control.approve(after.transId);
    expect((await client.readCallback(await callbackFor(after.transId))).status).toBe('COMPLETED');
  });
});

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decoded = (part: string | undefined): Record<string, unknown> =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

function forge(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const unsigned = `${segment(header)}.${segment(claims)}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
}

const newKeyPair = (modulusLength = 2048) => generateKeyPairSync('rsa', { modulusLength });

describe('a callback that is not Elm’s', () => {
  /** A real callback from the sandbox, rejected: what a forger would start from. */
  async function realCallback() {
    const request = await start();
    sandbox.control.reject(request.transId);
    const body = (await callbackFor(request.transId)) as {
      token: string;
      transId: string;
      requestId: string;
    };
    const [header, payload, signature] = body.token.split('.');
    return { body, header: decoded(header), claims: decoded(payload), headerPart: header, signature };
  }

  const refused = (body: unknown) => errorOf(client.readCallback(body), NafathCallbackError);

  it('is refused when its claims were changed', async () => {
    const real = await realCallback();
    const claims = { ...real.claims, status: 'COMPLETED', firstName: 'مزور' };
    const token = `${real.headerPart}.${segment(claims)}.${real.signature}`;
    expect((await refused({ ...real.body, token })).message).toContain('signature');
  });

  it('is refused when signed by another key, under the sandbox’s kid or another', async () => {
    const real = await realCallback();
    const { privateKey } = newKeyPair();
    const claims = { ...real.claims, status: 'COMPLETED' };
    const sameKid = await refused({ ...real.body, token: forge(real.header, claims, privateKey) });
    expect(sameKid.message).toContain('signature');
    const unknown = await refused({
      ...real.body,
      token: forge({ ...real.header, kid: 'mine' }, claims, privateKey),
    });
    expect(unknown.message).toContain('key');
  });

  it('is refused unsigned (alg none) or signed with HS256 keyed by the public key', async () => {
    const real = await realCallback();
    const claims = { ...real.claims, status: 'COMPLETED' };
    const none = `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`;
    await refused({ ...real.body, token: none });
    await refused({ ...real.body, token: `${none}c2ln` });
    const jwks = await fetch(`${sandbox.url}/api/v1/mfa/jwk`, {
      headers: { 'APP-ID': SANDBOX_KEYS.appId, 'APP-KEY': SANDBOX_KEYS.appKey },
    }).then((response) => response.json() as Promise<{ keys: { n: string }[] }>);
    const unsigned = `${segment({ ...real.header, alg: 'HS256' })}.${segment(claims)}`;
    const mac = createHmac('sha256', jwks.keys[0]!.n).update(unsigned).digest('base64url');
    expect((await refused({ ...real.body, token: `${unsigned}.${mac}` })).message).toContain('RS256');
  });

  it('is refused when its body names another transaction or request than its token', async () => {
    const real = await realCallback();
    await refused({ ...real.body, transId: randomUUID() });
    await refused({ ...real.body, requestId: randomUUID() });
  });

  it.each([
    null,
    undefined,
    42,
    'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
    [],
    {},
    { token: '' },
    { token: 42 },
    { token: 'not a token' },
    { token: 'a.b.c' },
    { token: 'a.b.c.d' },
    { token: `${segment({ alg: 'RS256' })}.bm90IGpzb24.c2ln` },
    { token: `${segment({ alg: 'RS256' })}.${segment({ status: 'COMPLETED' })}.c2ln!` },
    { token: 'x'.repeat(70_000) },
  ])('is refused for the garbage %j', async (body) => {
    await refused(body);
  });
});

describe('a callback’s times and claims', () => {
  const { privateKey, publicKey } = newKeyPair();
  const KID = 'test-key';
  let keysServer: Server;
  let keysClient: NafathClient;
  let served: () => unknown = () => ({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }],
  });

  beforeAll(async () => {
    // Elm's key set, served with a key of this test's own: tokens are signed with its private half.
    keysServer = createServer((request, response) => {
      if (request.url !== '/api/v1/mfa/jwk') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served()));
    });
    await new Promise<void>((resolve) => keysServer.listen(0, '127.0.0.1', resolve));
    keysClient = clientOf(`http://127.0.0.1:${(keysServer.address() as AddressInfo).port}`);
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        keysServer.closeAllConnections();
        keysServer.close(() => resolve());
      }),
  );

  const seconds = () => Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: KID };
  const claims = (changes: Record<string, unknown> = {}) => ({
    transId: 'trans-1',
    status: 'COMPLETED',
    iat: seconds(),
    exp: seconds() + 150,
    englishFirstName: 'Sara',
    englishSecondName: '',
    englishLastName: 'Alharbi',
    ...changes,
  });
  const read = (token: string) => keysClient.readCallback({ token, transId: 'trans-1' });

  it('reads a token signed with a published key; without a requestId in it, none is believed', async () => {
    expect(
      await keysClient.readCallback({
        token: forge(header, claims(), privateKey),
        transId: 'trans-1',
        requestId: 'r-1',
      }),
    ).toEqual({
      transId: 'trans-1',
      requestId: null,
      status: 'COMPLETED',
      person: { nameAr: null, nameEn: 'Sara Alharbi' },
    });
  });

  it('reads the other spellings of the Arabic name, and a token without a kid', async () => {
    const token = forge(
      { alg: 'RS256' },
      claims({ firstName: 'سارة', fatherName: 'فهد', familyName: 'الحربي' }),
      privateKey,
    );
    expect((await read(token)).person?.nameAr).toBe('سارة فهد الحربي');
  });

  it('refuses a token past its exp, or before its nbf, beyond a small leeway', async () => {
    expect((await read(forge(header, claims({ exp: seconds() - 10 }), privateKey))).status).toBe('COMPLETED');
    const expired = await errorOf(
      read(forge(header, claims({ exp: seconds() - 120 }), privateKey)),
      NafathCallbackError,
    );
    expect(expired.message).toContain('expired');
    await errorOf(read(forge(header, claims({ nbf: seconds() + 300 }), privateKey)), NafathCallbackError);
  });

  it('refuses a token without a transaction or a known status', async () => {
    await errorOf(read(forge(header, claims({ transId: undefined }), privateKey)), NafathCallbackError);
    await errorOf(read(forge(header, claims({ status: 'APPROVED' }), privateKey)), NafathCallbackError);
  });

  it('takes no key shorter than 2048 bits, nor one published for another use', async () => {
    const weak = newKeyPair(1024);
    const previous = served;
    try {
      served = () => ({
        keys: [
          { ...weak.publicKey.export({ format: 'jwk' }), kid: 'weak' },
          { ...publicKey.export({ format: 'jwk' }), kid: 'enc', use: 'enc' },
        ],
      });
      const fresh = clientOf(`http://127.0.0.1:${(keysServer.address() as AddressInfo).port}`);
      await errorOf(
        fresh.readCallback({ token: forge({ ...header, kid: 'weak' }, claims(), weak.privateKey) }),
        NafathCallbackError,
      );
      await errorOf(
        fresh.readCallback({ token: forge({ ...header, kid: 'enc' }, claims(), privateKey) }),
        NafathCallbackError,
      );
    } finally {
      served = previous;
    }
  });

  it('is unavailable, not forged, when the key set cannot be fetched', async () => {
    const noKeys = clientOf(`http://127.0.0.1:${await freePort()}`);
    expect(
      await errorOf(noKeys.readCallback({ token: forge(header, claims(), privateKey) }), NafathError),
    ).toMatchObject({
      kind: 'unavailable',
    });
  });
});
