/**
 * Talking to the API (docs/product.md, "API"): every request carries the session
 * cookie, bodies are JSON, and a non-2xx answer becomes an ApiError whose
 * message is "status: body" and whose `code` the UI translates.
 */
import { ALL_WORDS_COUNT_HEADER, TOTAL_CAPPED_HEADER } from '@shared/constants';
import type { ApiErrorBody } from '@shared/errors';

export class ApiError extends Error {
  readonly status: number;
  /** Stable error code from the server (`errors.{code}` in the resources), if it sent one. */
  readonly code: string | undefined;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, text: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.body = body;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ApiErrorBody | undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && 'code' in parsed) body = parsed as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's error page, say): the text is still in the message.
  }
  throw new ApiError(res.status, text, body);
}

/** Sends a request with a JSON body (if any) and answers the parsed JSON, or null for 204. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(data === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/**
 * GETs a list and the total the server counted (X-Total-Count), for paged lists; `capped` when
 * the server stopped counting there (X-Total-Count-Capped: there are more than `total`);
 * `allWords` when a search of several words says how many have all of them (X-All-Words-Count).
 */
export async function getPage<T>(
  url: string,
  signal?: AbortSignal,
): Promise<{ rows: T[]; total: number; capped: boolean; allWords?: number }> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(res);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get('x-total-count'));
  const capped = res.headers.get(TOTAL_CAPPED_HEADER) === 'true';
  const allWords = Number(res.headers.get(ALL_WORDS_COUNT_HEADER) ?? Number.NaN);
  return {
    rows,
    total: Number.isFinite(total) ? total : rows.length,
    capped,
    ...(Number.isFinite(allWords) && { allWords }),
  };
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * A query key is URL parts joined by '/' (docs/product.md, "API"); a trailing plain
 * object becomes the query string, so ['/api/items', { limit: 4 }] is
 * GET /api/items?limit=4 and still invalidates with ['/api/items'].
 */
export function urlOfQueryKey(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  const hasParams = last !== null && typeof last === 'object';
  const parts = (hasParams ? queryKey.slice(0, -1) : queryKey).map(String);
  const path = parts.join('/');
  if (!hasParams) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(last as QueryParams)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default query function: a 401 either throws or yields null, chosen per query. */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) => {
    const res = await fetch(urlOfQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return res.json();
  };
}
