/**
 * Public reads, kept for a few seconds (docs/decisions/0025-read-caching.md).
 * The same answer to everyone — categories, listings and an item page as
 * anyone may see them — is computed once per key and per READ_CACHE_SECONDS
 * by one request, while those arriving meanwhile wait for it (no stampede on
 * expiry), and kept serialized, with its ETag and its brotli and gzip forms
 * made once. Never anything of one viewer's own.
 *
 * Freshness: a change made through this process (a successful write that
 * changesPublicReads) empties the caches at once, and a
 * read that began before the change is not kept. The other processes are
 * told over the cluster bus (cluster/bus.ts) and empty theirs when the
 * message arrives; should it be lost, they see the change within
 * READ_CACHE_SECONDS.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Item } from '@shared/api-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type FoundItem = { item: Item; ownerBlocked: boolean };

/** Values kept for `ttlMs` (0: not at all), at most `maxEntries`, the least recently stored going first. */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  /** Changes with each `clear`: a load that began before one is not kept. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept value of `key`, or `load`'s (shared with concurrent callers), kept if `keep` says so. */
  get(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.value);
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation && keep(value)) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** Whether `key` is answered without a load: kept and fresh, or being loaded by another request. */
  has(key: string): boolean {
    if (this.ttlMs <= 0) return false;
    const entry = this.entries.get(key);
    return (entry !== undefined && entry.expiresAt > this.now()) || this.loading.has(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/** Below this many bytes an answer goes uncompressed (as @fastify/compress's threshold in app.ts). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * @fastify/compress's brotli quality (quick, and nearly as small as the best), told the size: on a
 * 1 KB item it then sets up smaller tables, a third quicker.
 */
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

type Encoding = 'br' | 'gzip';

/** A JSON answer serialized once: its bytes, ETag, compressed forms (made on first use) and headers. */
export class PreparedJson {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    value: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    this.body = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  encodedAs(encoding: Encoding): Buffer {
    this.encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.body, brotliOptions(this.body.length))
        : gzipSync(this.body);
    return this.encoded[encoding];
  }
}

/** The encoding to answer in: brotli, else gzip, if the client accepts it (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 says for GET), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a prepared answer with its ETag and `cacheControl`: 304 without a body when the client
 * has it already, else the bytes in the best encoding the client accepts.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', prepared.etag).header('vary', 'accept-encoding');
  for (const [name, value] of Object.entries(prepared.headers)) reply.header(name, value);
  if (matchesEtag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    prepared.body.length >= COMPRESS_FROM_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(prepared.body);
  // Already encoded: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(prepared.encodedAs(encoding));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes after which public reads may have changed: listings, their owners (and what their profiles
 * prove: docs/decisions/0062-verified-members.md), ratings and calendars.
 */
export const INVALIDATING_PREFIXES = [
  '/api/items',
  '/api/admin',
  '/api/users',
  '/api/reviews',
  '/api/bookings',
  '/api/verification',
];

/**
 * Whether a successful write may change what public reads answer. A new booking request does not:
 * it is pending, and only confirmed and active bookings take dates off the listings ("free on these
 * dates"); its answer, accept, cancel, start and complete may. Emptying the caches on every request
 * made a tenth of a mixed workload empty them for all the rest (npm run loadtest). Decided on the
 * matched route's pattern (`/api/items/:id`), never the raw URL, which `/%61pi/items/…` spells
 * otherwise (docs/decisions/0030).
 */
export function changesPublicReads(method: string, route: string | undefined): boolean {
  if (SAFE_METHODS.has(method) || route === undefined) return false;
  if (method === 'POST' && route === '/api/bookings') return false;
  return INVALIDATING_PREFIXES.some((prefix) => route.startsWith(prefix));
}

export interface ReadCaches {
  /** GET /api/items answers, by query. */
  lists: ReadCache<PreparedJson>;
  /** Totals of GET /api/items (X-Total-Count), by filters: shared by every sort, page and position. */
  totals: ReadCache<number>;
  /** GET /api/items/:id as anyone sees it, by id (kept only when prepared; else read each time). */
  items: ReadCache<{ prepared: PreparedJson } | { found: FoundItem | undefined }>;
  /** GET /api/categories. */
  categories: ReadCache<PreparedJson>;
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCaches: ReadCaches;
  }
}

/** Reference data: it changes only with a migration, so it is kept longer. */
const CATEGORIES_TTL_MS = 5 * 60_000;

/**
 * Item pages kept at most. An entry is about 2 KB (the JSON and its brotli form), so 20,000 cost
 * ~40 MB at worst. Entries leave oldest-stored first, so the cache must hold every page viewed
 * within its time to live or a steady round of views misses every time: 5,000 did, on the
 * benchmark's 10,000 items (docs/performance.md).
 */
const ITEM_PAGES_KEPT = 20_000;

/** The cluster bus channel on which a process tells the others to empty their caches. */
export const READ_CACHE_CHANNEL = 'ajjir_read_cache';

export async function registerReadCaches(app: FastifyInstance, seconds: number): Promise<void> {
  const ttl = seconds * 1000;
  const caches: ReadCaches = {
    lists: new ReadCache(ttl, 500),
    totals: new ReadCache(ttl, 1000),
    items: new ReadCache(ttl, ITEM_PAGES_KEPT),
    categories: new ReadCache(seconds > 0 ? CATEGORIES_TTL_MS : 0, 1),
    clear() {
      caches.lists.clear();
      caches.totals.clear();
      caches.items.clear();
    },
  };
  app.decorate('readCaches', caches);
  // With nothing kept there is nothing to clear, here or elsewhere: no subscription, no messages.
  const tellOtherProcesses = seconds > 0 ? await shareClears(app, caches) : () => {};
  // Before the answer leaves (its change is committed by then): the client's next read, which may
  // follow at once, already misses. The other processes are told without holding up the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && changesPublicReads(request.method, request.routeOptions.url)) {
      caches.clear();
      tellOtherProcesses();
    }
    return payload;
  });
}

/**
 * Empties this process's caches when another says it changed public reads, or when the bus was
 * cut off and such a message may have been missed, and answers the function that says so to the
 * others (fire and forget; a failure is logged).
 */
async function shareClears(app: FastifyInstance, caches: ReadCaches): Promise<() => void> {
  const clear = () => caches.clear();
  await app.bus.subscribe(READ_CACHE_CHANNEL, clear, clear);
  return coalesced(
    () => app.bus.publish(READ_CACHE_CHANNEL, 'clear'),
    (error) => app.log.warn({ err: error }, 'could not tell the other processes to clear their read caches'),
  );
}

/**
 * Runs `send` now or, if a send is under way, once more after it: a burst of writes costs one
 * message in flight and one after, and every change is still followed by a send begun after it.
 */
export function coalesced(send: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let sending = false;
  let again = false;
  const sendUntilCaughtUp = async () => {
    sending = true;
    do {
      again = false;
      await send().catch(onError);
    } while (again);
    sending = false;
  };
  return () => {
    if (sending) again = true;
    else void sendUntilCaughtUp();
  };
}
