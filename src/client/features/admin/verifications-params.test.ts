import { describe, expect, it } from 'vitest';
import {
  paramsFromVerificationsState,
  verificationsApiQuery,
  verificationsHref,
  verificationsStateFromParams,
} from './verifications-params';

const read = (query: string) => verificationsStateFromParams(new URLSearchParams(query));

describe('the Verifications screen’s address', () => {
  it('opens on the checks waiting for review, first page', () => {
    expect(read('')).toEqual({ status: 'review', page: 1 });
    expect(verificationsHref()).toBe('/admin/verifications');
  });

  it('reads a status and a page, and anything malformed as the default', () => {
    expect(read('status=revoked&page=3')).toEqual({ status: 'revoked', page: 3 });
    expect(read('status=approved&page=-2')).toEqual({ status: 'review', page: 1 });
  });

  it('writes only what differs from the default, and asks the API for that page', () => {
    expect(paramsFromVerificationsState({ status: 'review', page: 1 }).toString()).toBe('');
    expect(verificationsHref({ status: 'rejected', page: 2 })).toBe(
      '/admin/verifications?status=rejected&page=2',
    );
    expect(verificationsApiQuery({ status: 'verified', page: 2 })).toEqual({
      status: 'verified',
      limit: 20,
      offset: 20,
    });
  });
});
