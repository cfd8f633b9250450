/**
 * The Wathq sandbox over HTTP, as Wathq's clients reach it: the answer's shape and its errors. The
 * app's own client is tested against it in src/server/features/verification/wathq/wathq-client.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWathqSandbox, startWathqSandbox, WATHQ_SANDBOX_KEY } from './sandbox';

let sandbox: RunningWathqSandbox;

beforeAll(async () => {
  sandbox = await startWathqSandbox();
});
afterAll(() => sandbox.close());

async function info(id: string, { key = WATHQ_SANDBOX_KEY, query = '' } = {}) {
  const response = await fetch(`${sandbox.url}/commercial-registration/info/${id}${query}`, {
    headers: { apiKey: key, accept: 'application/json' },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('GET /commercial-registration/info/{id}', () => {
  it("answers a registration in the shape of Wathq's answer, in Arabic by default", async () => {
    const { status, json } = await info('1010458712');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      crNationalNumber: '7001458712',
      crNumber: '1010458712',
      name: 'رحّال للتخييم',
      issueDateGregorian: '2019-03-12',
      issueDateHijri: '1440/07/05',
      headquarterCityName: 'الرياض',
      entityType: { name: 'مؤسسة فردية' },
      status: { id: 1, name: 'نشط', confirmationDate: { gregorian: '2026-03-01' } },
    });
  });

  it('answers to the national number too, and in English when asked', async () => {
    const { json } = await info('7004517293', { query: '?language=en' });
    expect(json).toMatchObject({
      crNumber: '4030517293',
      name: 'استوديو عدسة للتصوير',
      headquarterCityName: 'Jeddah',
      status: { name: 'Active' },
    });
  });

  it.each([
    ['1010999001', 'منتهي'],
    ['1010999002', 'موقوف'],
    ['1010999003', 'مشطوب'],
  ])('answers %s with the status «%s»', async (id, name) => {
    expect((await info(id)).json.status).toMatchObject({ name });
  });

  it.each(['7123456789', '7001458719', '1010000000'])('answers %s as not found', async (id) => {
    expect(await info(id)).toEqual({ status: 404, json: { code: '404.2.1', message: expect.any(String) } });
  });

  it('refuses a number that cannot be one', async () => {
    expect(await info('10104587')).toEqual({
      status: 400,
      json: { code: '400.1.8', message: expect.any(String) },
    });
  });

  it('refuses a wrong or missing key, before looking anything up', async () => {
    const before = sandbox.control.lookups().length;
    expect(await info('1010458712', { key: 'wrong' })).toEqual({
      status: 401,
      json: { code: '401.1.1', message: 'Invalid API key' },
    });
    const bare = await fetch(`${sandbox.url}/commercial-registration/info/1010458712`);
    expect(bare.status).toBe(401);
    expect(sandbox.control.lookups()).toHaveLength(before);
  });

  it('answers the faults a test asks for, once each', async () => {
    sandbox.control.failNext('unavailable');
    expect((await info('1010458712')).status).toBe(503);
    expect((await info('1010458712')).status).toBe(200);
  });
});
