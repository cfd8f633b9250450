import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  changesPublicReads,
  coalesced,
  matchesEtag,
  PreparedJson,
  preferredEncoding,
  ReadCache,
} from './read-cache';

/** A load that resolves when told, counting its calls. */
function deferredLoads() {
  const pending: ((value: string) => void)[] = [];
  let calls = 0;
  return {
    load: () =>
      new Promise<string>((resolve) => {
        calls += 1;
        pending.push(resolve);
      }),
    resolveNext: (value: string) => pending.shift()!(value),
    calls: () => calls,
  };
}

describe('ReadCache', () => {
  it('keeps a value for its time to live, then loads again', async () => {
    let now = 1_000;
    const cache = new ReadCache<number>(5_000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now += 4_999;
    expect(await cache.get('k', load)).toBe(1);
    now += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('loads once for callers that arrive while a load is under way', async () => {
    const cache = new ReadCache<string>(5_000, 10);
    const loads = deferredLoads();
    const first = cache.get('k', loads.load);
    const second = cache.get('k', loads.load);
    loads.resolveNext('v');
    expect(await Promise.all([first, second])).toEqual(['v', 'v']);
    expect(loads.calls()).toBe(1);
  });

  it('does not keep what a load read before a clear (a change made meanwhile)', async () => {
    const cache = new ReadCache<string>(5_000, 10);
    const loads = deferredLoads();
    const stale = cache.get('k', loads.load);
    cache.clear();
    const fresh = cache.get('k', loads.load);
    loads.resolveNext('before the change');
    loads.resolveNext('after the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(await cache.get('k', loads.load)).toBe('after the change');
    expect(loads.calls()).toBe(2);
  });

  it('keeps only what `keep` accepts, and at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache<string>(5_000, 2);
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    await cache.get('missing', load('none'), (value) => value !== 'none');
    await cache.get('missing', load('none'), (value) => value !== 'none');
    expect(loads).toBe(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    expect(cache.size).toBe(2);
    await cache.get('a', load('a again'));
    expect(loads).toBe(6);
  });

  it('keeps nothing with a time to live of 0', async () => {
    const cache = new ReadCache<number>(0, 10);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});

describe('PreparedJson', () => {
  it('serializes once, with a weak ETag of the content and compressed forms that decode to it', () => {
    const value = { title: 'خيمة كبيرة', rows: Array.from({ length: 50 }, (_, i) => ({ i })) };
    const prepared = new PreparedJson(value, { 'x-total-count': '50' });
    expect(JSON.parse(prepared.body.toString())).toEqual(value);
    expect(prepared.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new PreparedJson(value).etag).toBe(prepared.etag);
    expect(new PreparedJson({ ...value, title: 'خيمه' }).etag).not.toBe(prepared.etag);
    expect(brotliDecompressSync(prepared.encodedAs('br')).equals(prepared.body)).toBe(true);
    expect(gunzipSync(prepared.encodedAs('gzip')).equals(prepared.body)).toBe(true);
    expect(prepared.encodedAs('br')).toBe(prepared.encodedAs('br'));
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists, and takes *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('changesPublicReads', () => {
  it.each([
    ['PUT', '/api/items/:id', true],
    ['DELETE', '/api/items/:id', true],
    ['POST', '/api/bookings/:id/:action', true],
    ['PUT', '/api/users/:id', true],
    ['POST', '/api/reviews', true],
    ['POST', '/api/admin/users/:id/suspend', true],
    ['POST', '/api/bookings', false],
    ['POST', '/api/messages', false],
    ['GET', '/api/items', false],
    ['POST', undefined, false],
  ])('%s %s → %s', (method, route, expected) => {
    expect(changesPublicReads(method, route)).toBe(expected);
  });
});

describe('coalesced', () => {
  it('sends at once, and once more after a send under way for all the calls made meanwhile', async () => {
    const sends: (() => void)[] = [];
    const errors: unknown[] = [];
    let started = 0;
    const send = () =>
      new Promise<void>((resolve, reject) => {
        started += 1;
        sends.push(started === 1 ? () => reject(new Error('down')) : resolve);
      });
    const announce = coalesced(send, (error) => errors.push(error));
    announce();
    expect(started).toBe(1);
    announce();
    announce();
    announce();
    expect(started).toBe(1);
    sends.shift()!();
    await vi.waitFor(() => expect(started).toBe(2));
    expect(errors).toHaveLength(1);
    sends.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(2);
    announce();
    expect(started).toBe(3);
  });
});
