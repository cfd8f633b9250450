import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, urlOfQueryKey } from './api';

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('urlOfQueryKey', () => {
  it('joins the key parts with slashes', () => {
    expect(urlOfQueryKey(['/api/users', 'abc', 'items'])).toBe('/api/users/abc/items');
  });

  it('turns a trailing object into a query string, leaving out empty values', () => {
    expect(urlOfQueryKey(['/api/items', { limit: 4, city: '', searchTerm: 'خيمة', x: undefined }])).toBe(
      `/api/items?limit=4&searchTerm=${encodeURIComponent('خيمة')}`,
    );
    expect(urlOfQueryKey(['/api/items', {}])).toBe('/api/items');
  });
});

describe('the default query function', () => {
  it('GETs the key with credentials and answers the JSON', async () => {
    const fetchMock = stubFetch(200, '[1,2]');
    const result = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/items'] });
    expect(result).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/items', expect.objectContaining({ credentials: 'include' }));
  });

  it('answers null for a 401 when asked to, and throws otherwise', async () => {
    stubFetch(401, '{"code":"unauthorized","message":"Not signed in"}');
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/me'] })).toBeNull();
    const error = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/me'] }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('401: {"code":"unauthorized","message":"Not signed in"}');
    expect(error.code).toBe('unauthorized');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(503, '', 'Service Unavailable');
    const error = (await getQueryFn({ on401: 'throw' })({ queryKey: ['/readyz'] }).catch(
      (e) => e,
    )) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.code).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and reads the error code of a refusal', async () => {
    const fetchMock = stubFetch(409, '{"code":"conflict","message":"Taken"}');
    const error = (await apiRequest('POST', '/api/bookings', { a: 1 }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('conflict');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bookings',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
