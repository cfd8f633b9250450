/**
 * The Wathq client against the Wathq sandbox over HTTP (docs/sms-and-wathq-sandboxes.md): each
 * registration of the sandbox's register, and each of Wathq's refusals, as Ajjir reads them.
 */
import { companyNamesMatch } from '@shared/business-names';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type RunningWathqSandbox,
  startWathqSandbox,
  WATHQ_SANDBOX_KEY,
} from '../../../../sandboxes/wathq/sandbox';
import { CallInTransactionError, watchTransactions } from '../../../db/transaction-scope';
import { freePort } from '../../../test/free-port';
import { gregorianDateOf, registrationStatusOf } from './wathq-answers';
import { type BusinessRegistry, createWathqRegistry, RegistryError } from './wathq-client';

let sandbox: RunningWathqSandbox;
let registry: BusinessRegistry;

beforeAll(async () => {
  sandbox = await startWathqSandbox();
  registry = createWathqRegistry({ apiUrl: `${sandbox.url}/`, apiKey: WATHQ_SANDBOX_KEY });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.control.clearFaults());

/** The error a lookup rejects with, for its fields to be checked. */
async function errorOf(call: Promise<unknown>): Promise<RegistryError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RegistryError)) throw new Error(`Expected a RegistryError, got ${String(error)}`);
  return error;
}

describe('registrations', () => {
  it('reads an active registration: the demo business', async () => {
    const rahal = await registry.lookup('1010458712');
    expect(rahal).toEqual({
      crNumber: '1010458712',
      name: 'رحّال للتخييم',
      status: 'active',
      active: true,
      issuedOn: '2019-03-12',
      expiresOn: null,
    });
    expect(companyNamesMatch('مؤسسة رحال للتخييم', rahal!.name)).toBe(true);
    expect(companyNamesMatch('رحلات البحر', rahal!.name)).toBe(false);
  });

  it('finds a registration by its national number, typed with Arabic digits and spaces', async () => {
    expect(await registry.lookup('٧٠٠٤ ٥١٧ ٢٩٣')).toMatchObject({
      crNumber: '4030517293',
      name: 'استوديو عدسة للتصوير',
      active: true,
    });
  });

  it.each([
    ['1010999001', 'expired'],
    ['1010999002', 'suspended'],
    ['1010999003', 'cancelled'],
  ])('reads %s as %s, and not active', async (crNumber, status) => {
    expect(await registry.lookup(crNumber)).toMatchObject({ crNumber, status, active: false });
  });

  it.each(['7123456789', '1010000000'])("reads Wathq's not-found for %s as null", async (crNumber) => {
    expect(await registry.lookup(crNumber)).toBeNull();
  });
});

describe("Wathq's refusals", () => {
  it('reads a wrong key as refused, with its words', async () => {
    const wrong = createWathqRegistry({ apiUrl: sandbox.url, apiKey: 'wrong' });
    const error = await errorOf(wrong.lookup('1010458712'));
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(error.message).toContain('Invalid API key');
  });

  it('refuses a number that cannot be one, without calling Wathq', async () => {
    const before = sandbox.control.lookups().length;
    expect(await errorOf(registry.lookup('10104587'))).toMatchObject({ kind: 'refused', status: undefined });
    expect(sandbox.control.lookups()).toHaveLength(before);
  });

  it("reads a 404 without Wathq's not-found code (a wrong address) as refused, not as no registration", async () => {
    const elsewhere = createWathqRegistry({ apiUrl: `${sandbox.url}/v9`, apiKey: WATHQ_SANDBOX_KEY });
    const page = createWathqRegistry({
      apiUrl: sandbox.url,
      apiKey: WATHQ_SANDBOX_KEY,
      fetch: async () => new Response('<h1>Not Found</h1>', { status: 404 }),
    });
    expect(await errorOf(elsewhere.lookup('1010458712'))).toMatchObject({ kind: 'refused', status: 404 });
    expect(await errorOf(page.lookup('1010458712'))).toMatchObject({ kind: 'refused', status: 404 });
  });

  it('reads the not-found code as null under another status too', async () => {
    const coded = createWathqRegistry({
      apiUrl: sandbox.url,
      apiKey: WATHQ_SANDBOX_KEY,
      fetch: async () => Response.json({ code: '404.2.1', message: 'Not found' }, { status: 400 }),
    });
    expect(await coded.lookup('1010458712')).toBeNull();
  });
});

describe('failures', () => {
  it.each([
    ['refused', 'refused', 400],
    ['unavailable', 'unavailable', 503],
  ] as const)('reads a %s fault as %s', async (fault, kind, status) => {
    sandbox.control.failNext(fault);
    expect(await errorOf(registry.lookup('1010458712'))).toMatchObject({ kind, status });
    expect(await registry.lookup('1010458712')).toMatchObject({ active: true });
  });

  it('reads an unreadable answer as unavailable', async () => {
    const garbled = createWathqRegistry({
      apiUrl: sandbox.url,
      apiKey: WATHQ_SANDBOX_KEY,
      fetch: async () => Response.json({ unexpected: true }),
    });
    expect(await errorOf(garbled.lookup('1010458712'))).toMatchObject({ kind: 'unavailable', status: 200 });
  });

  it('reads a registry nobody answers at as unavailable', async () => {
    const nowhere = createWathqRegistry({ apiUrl: `http://127.0.0.1:${await freePort()}`, apiKey: 'x' });
    expect(await errorOf(nowhere.lookup('1010458712'))).toMatchObject({
      kind: 'unavailable',
      status: undefined,
    });
  });

  it('refuses to call Wathq inside a database transaction, before sending anything', async () => {
    // A stand-in for a database handle: what matters is the transaction it marks (db/transaction-scope.ts).
    const db = watchTransactions({
      transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}),
    });
    const before = sandbox.control.lookups().length;
    await expect(db.transaction(() => registry.lookup('1010458712'))).rejects.toBeInstanceOf(
      CallInTransactionError,
    );
    expect(sandbox.control.lookups()).toHaveLength(before);
  });
});

describe("Wathq's words", () => {
  it.each([
    [{ id: 'active', name: 'السجل التجاري قائم' }, 'active'],
    [{ id: 1, name: 'فعال' }, 'active'],
    [{ id: 7, name: 'غير نشط' }, 'غير نشط'],
    [{ id: 9, nameEn: 'Inactive' }, 'Inactive'],
    [{ id: 3, name: 'موقوف' }, 'suspended'],
    [{ id: 4, name: 'مشطوب' }, 'cancelled'],
    [{ id: 'expired', name: null }, 'expired'],
    [{ id: 12 }, '12'],
  ])('reads the status %j as %s', (status, expected) => {
    expect(registrationStatusOf(status)).toBe(expected);
  });

  it.each([
    ['2019-03-12', '2019-03-12'],
    ['2019-03-12T00:00:00', '2019-03-12'],
    ['12/03/2019', '2019-03-12'],
    ['1440/10/29', null],
    ['1440-10-29', null],
    ['', null],
    [null, null],
  ])('reads the date %s as %s', (value, expected) => {
    expect(gregorianDateOf(value)).toBe(expected);
  });
});
