import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { isTransientFailure } from './messages';

describe('isTransientFailure', () => {
  it('retries what may not have reached a server: no answer, or a gateway’s failure', () => {
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [502, 503, 504])
      expect(isTransientFailure(new ApiError(status, '', undefined))).toBe(true);
  });

  it('never retries a refusal: the answer would be the same', () => {
    for (const status of [400, 401, 404, 409, 429, 500]) {
      expect(isTransientFailure(new ApiError(status, '', undefined))).toBe(false);
    }
    expect(isTransientFailure(new Error('other'))).toBe(false);
  });
});
