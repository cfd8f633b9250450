/**
 * A small stand-in for the API behind `fetch`: routes answer like the server (JSON, status codes,
 * `{ code, errors }` bodies), every request is kept for the test to look at, and an unrouted one
 * answers 404 not_found so that a missing route shows in the test rather than hanging.
 */
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer =
  | { status?: number; body?: unknown }
  | ((request: StubRequest) => { status?: number; body?: unknown });

export function stubApi(routes: Record<string, Answer> = {}) {
  const requests: StubRequest[] = [];
  const table = new Map(Object.entries(routes));
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request = { method, path: url.pathname, body: text === undefined ? undefined : JSON.parse(text) };
    requests.push(request);
    const route = table.get(`${method} ${url.pathname}`);
    const answer =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { code: 'not_found' } });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Adds or replaces the answer of `METHOD /path`. */
    on: (key: string, answer: Answer) => table.set(key, answer),
    restore: () => vi.unstubAllGlobals(),
  };
}
