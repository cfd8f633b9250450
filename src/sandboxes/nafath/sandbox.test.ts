/**
 * The Nafath sandbox by itself, over HTTP as a caller without the client sees it
 * (docs/nafath-sandbox.md): Elm's answer shapes, its bounds, the "phone" page (languages,
 * escaping, POST-redirect-GET), and the callback checked with node:crypto alone. The client's own
 * tests (server/features/verification/nafath/nafath-client.test.ts) drive it through the client.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { nationalIdOf, nationalIdWithCheckDigit } from '@shared/national-id';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type NafathSandboxControl,
  nafathSandbox,
  type RunningNafathSandbox,
  SANDBOX_KEYS,
  startNafathSandbox,
  TEST_PEOPLE,
} from './sandbox';
import {
  answerOnPhone,
  type CallbackReceiver,
  formsOf,
  locationOf,
  openPhone,
  postForm,
  startCallbackReceiver,
  until,
} from './sandbox.test-helpers';
import { arabicName, englishName, personOf } from './sandbox-people';

const KEYS = { 'APP-ID': SANDBOX_KEYS.appId, 'APP-KEY': SANDBOX_KEYS.appKey };

let sandbox: RunningNafathSandbox;
let receiver: CallbackReceiver;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sandbox = await startNafathSandbox({ callbackUrl: () => receiver.url, callbackRetryDelaysMs: [] });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

let lastId = 0;
const freshId = () => nationalIdWithCheckDigit(`1${String(++lastId).padStart(8, '5')}`);

async function api(path: string, body?: unknown, headers: Record<string, string> = KEYS, base = sandbox.url) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const requestPath = (query: Record<string, string> = {}) =>
  `/api/v1/mfa/request?${new URLSearchParams({ local: 'ar', requestId: randomUUID(), ...query })}`;

const startFor = (nationalId: string, base = sandbox.url) =>
  api(requestPath(), { nationalId, service: 'Login' }, KEYS, base) as Promise<{
    status: number;
    json: { transId: string; random: string };
  }>;

describe('the test people', () => {
  it('have valid IDs, citizens and a resident, with names in both languages', () => {
    for (const person of TEST_PEOPLE) expect(nationalIdOf(person.nationalId)).toBe(person.nationalId);
    expect(TEST_PEOPLE.map((person) => person.kind)).toEqual(['citizen', 'citizen', 'resident']);
    expect(arabicName(personOf('1111111116'))).toBe('خالد عبدالله الدوسري');
    expect(englishName(personOf('1111111116'))).toBe('Khalid Abdullah Aldossari');
  });

  it('are joined by anyone with a valid ID, named the same each time', () => {
    const id = nationalIdWithCheckDigit('298765432');
    expect(personOf(id)).toEqual(personOf(id));
    expect(personOf(id).kind).toBe('resident');
    expect(englishName(personOf(id))).toMatch(/^[A-Z]\w+ [A-Z]\w+ [A-Z]\w+$/);
  });
});

describe('the API', () => {
  it('wants the APP-ID and APP-KEY on every call, and answers 403 as Elm does', async () => {
    for (const headers of [{}, { ...KEYS, 'APP-KEY': 'wrong' }, { ...KEYS, 'APP-ID': 'wrong' }]) {
      expect(await api('/api/v1/mfa/jwk', undefined, headers)).toEqual({
        status: 403,
        json: { message: 'Authentication failed' },
      });
    }
  });

  it('publishes its RS256 key as a JWK set', async () => {
    const { status, json } = await api('/api/v1/mfa/jwk');
    expect(status).toBe(200);
    expect(json.keys).toEqual([
      { kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: expect.any(String), alg: 'RS256', use: 'sig' },
    ]);
  });

  it('starts a request with a number from 10 to 99', async () => {
    const { status, json } = await startFor(freshId());
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['random', 'transId']);
    expect(Number(json.random)).toBeGreaterThanOrEqual(10);
    expect(Number(json.random)).toBeLessThanOrEqual(99);
  });

  it('refuses what is not valid with 422 and Elm’s code', async () => {
    const id = freshId();
    for (const [path, body] of [
      [requestPath({ local: 'fr' }), { nationalId: id, service: 'Login' }],
      [requestPath({ requestId: 'not-a-uuid' }), { nationalId: id, service: 'Login' }],
      [requestPath(), { nationalId: '1000000000', service: 'Login' }],
      [requestPath(), { nationalId: '١٠٠٠٠٠٠٠٠٨', service: 'Login' }],
      [requestPath(), { nationalId: id }],
      [requestPath(), { nationalId: id, service: '<b>' }],
    ] as const) {
      const { status, json } = await api(path, body);
      expect(status).toBe(422);
      expect(json).toMatchObject({ status: '422', code: '422-031-046', reference: expect.any(Number) });
    }
  });

  it('refuses a second request for an ID while one waits (400-034-050)', async () => {
    const id = freshId();
    await startFor(id);
    const { status, json } = await startFor(id);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: '400-034-050', message: expect.stringContaining('active request') });
  });

  it('answers the status of its own transactions only', async () => {
    const id = freshId();
    const { json: started } = await startFor(id);
    const ask = (changes: Record<string, string>) =>
      api('/api/v1/mfa/request/status', { nationalId: id, ...started, ...changes });
    expect(await ask({})).toEqual({ status: 200, json: { status: 'WAITING' } });
    const otherNumber = started.random === '10' ? '11' : '10';
    for (const changes of [{ random: otherNumber }, { transId: randomUUID() }] as Record<string, string>[]) {
      expect(await ask(changes)).toMatchObject({ status: 400, json: { code: '400-034-053' } });
    }
  });

  it('answers a path it does not serve as Elm’s gateway does', async () => {
    expect(await api('/api/v2/oidc/jwk')).toEqual({
      status: 404,
      json: { message: 'No Mapping Rule matched' },
    });
  });

  it('holds at most maxWaitingRequests waiting requests, then answers 429', async () => {
    const small = await startNafathSandbox({ maxWaitingRequests: 2 });
    try {
      expect((await startFor(freshId(), small.url)).status).toBe(200);
      const second = await startFor(freshId(), small.url);
      expect((await startFor(freshId(), small.url)).status).toBe(429);
      small.control.approve(second.json.transId);
      expect((await startFor(freshId(), small.url)).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('the phone', () => {
  it('is in Arabic, right to left, unless asked in English, and says it is not Nafath', async () => {
    const arabic = await openPhone(sandbox.url, '');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('بيئة نفاذ التجريبية: ليست منصة نفاذ الحقيقية');
    expect(arabic.html).toContain('<label for="national-id">رقم الهوية الوطنية أو الإقامة</label>');
    expect(arabic.html).toContain('1111111116');
    expect(arabic.headers.get('content-security-policy')).toContain("default-src 'none'");

    const english = await openPhone(sandbox.url, '', 'en');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain(
      'Nafath sandbox: not the real Nafath; nothing here is checked with the government',
    );
  });

  it('escapes what it is given', async () => {
    const page = await openPhone(sandbox.url, '"><script>alert(1)</script>');
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&quot;&gt;&lt;script&gt;');
    expect(page.html).toContain('role="alert"');
  });

  it('reads an ID typed in Arabic digits and names its holder', async () => {
    const page = await openPhone(sandbox.url, '١١١١ ١١١ ١١٦');
    expect(page.html).toContain('خالد عبدالله الدوسري');
    expect(page.html).toContain('لا توجد طلبات بانتظار الموافقة لهذا الرقم.');
  });

  it('offers three numbers, the right one among them, in no fixed place', async () => {
    const places = new Set<number>();
    for (let round = 0; round < 30; round += 1) {
      const id = freshId();
      const { json } = await startFor(id);
      const page = await openPhone(sandbox.url, id);
      const [choose, reject] = formsOf(page.html, page.url);
      const numbers = choose?.buttons.map((button) => button.value) ?? [];
      expect(numbers).toHaveLength(3);
      expect(new Set(numbers).size).toBe(3);
      places.add(numbers.indexOf(json.random));
      expect(reject?.buttons).toEqual([{ name: 'decision', value: 'reject' }]);
    }
    expect(places.size).toBeGreaterThan(1);
    expect(places.has(-1)).toBe(false);
  });

  it('answers once: the form posted again finds nothing waiting', async () => {
    const id = freshId();
    const { json } = await startFor(id);
    const page = await openPhone(sandbox.url, id, 'en');
    const [choose] = formsOf(page.html, page.url);
    if (!choose) throw new Error('No form');
    const first = await postForm(choose.action, { ...choose.fields, number: json.random });
    expect(first.status).toBe(303);
    expect(locationOf(first)).toBe(`${sandbox.url}/app?lang=en&id=${id}&outcome=approved`);
    const again = await postForm(choose.action, { ...choose.fields, number: json.random });
    expect(locationOf(again)).toContain('outcome=gone');
    const landing = await fetch(locationOf(again)).then((response) => response.text());
    expect(landing).toContain('The request is no longer waiting');
  });
});

describe('the callback', () => {
  it('is a JSON POST of { token, transId, requestId }, the token RS256-signed by the published key', async () => {
    const id = '1234567897';
    const requestId = randomUUID();
    const { json } = await api(requestPath({ requestId }), { nationalId: id, service: 'Login' });
    await answerOnPhone(sandbox.url, id, String(json.random));
    const body = (await until(() =>
      receiver.bodies.find((each) => (each as { transId?: string }).transId === json.transId),
    )) as { token: string; transId: string; requestId: string };
    expect(body).toEqual({ token: expect.any(String), transId: json.transId, requestId });

    const [header = '', payload = '', signature = ''] = body.token.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    const { keys } = (await api('/api/v1/mfa/jwk')).json as { keys: { kid: string }[] };
    const jwk = keys.find((key) => key.kid === decode(header).kid);
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT', kid: jwk?.kid });
    const key = createPublicKey({ key: jwk as never, format: 'jwk' });
    expect(
      verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    expect(decode(payload)).toMatchObject({
      transId: json.transId,
      requestId,
      status: 'COMPLETED',
      sub: id,
      nin: id,
      firstName: 'نورة',
      secondName: 'سعد',
      thirdName: 'محمد',
      lastName: 'القحطاني',
      englishFirstName: 'Noura',
      englishLastName: 'Alqahtani',
      gender: 'F',
      ServiceName: 'Login',
    });
  });

  it('is sent when a request expires unanswered, whoever asks', async () => {
    const clock = { shift: 0 };
    const timed = await startNafathSandbox({
      requestTtlSeconds: 60,
      callbackUrl: () => receiver.url,
      now: () => new Date(Date.now() + clock.shift),
    });
    try {
      const { json } = await startFor(freshId(), timed.url);
      clock.shift = 61_000;
      // Nobody asks: the sandbox's own sweep finds it expired.
      const body = await until(() =>
        receiver.bodies.find((each) => (each as { transId?: string }).transId === json.transId),
      );
      const claims = JSON.parse(
        Buffer.from((body as { token: string }).token.split('.')[1] ?? '', 'base64url').toString(),
      );
      expect(claims).toMatchObject({ status: 'EXPIRED', transId: json.transId });
      expect(claims.sub).toBeUndefined();
    } finally {
      await timed.close();
    }
  });

  it('is not sent without an address', async () => {
    const silent = await startNafathSandbox();
    try {
      const { json } = await startFor(freshId(), silent.url);
      silent.control.approve(json.transId);
      expect(silent.control.callbacks()).toEqual([]);
    } finally {
      await silent.close();
    }
  });
});

describe('mounted under a prefix in a host app', () => {
  it('serves the API and the phone there, its forms posting back under the prefix', async () => {
    const host = Fastify({ logger: false });
    let control: NafathSandboxControl | undefined;
    await host.register(nafathSandbox, {
      prefix: '/sandbox/nafath',
      onControl: (handle) => {
        control = handle;
      },
    });
    const base = `${await host.listen({ host: '127.0.0.1', port: 0 })}/sandbox/nafath`;
    try {
      const id = freshId();
      const { json } = await startFor(id, base);
      const answered = await answerOnPhone(base, id, json.random);
      expect(answered.url.startsWith(`${base}/app?`)).toBe(true);
      expect(control?.requests().find((each) => each.transId === json.transId)?.status).toBe('COMPLETED');
    } finally {
      await host.close();
    }
  });
});
