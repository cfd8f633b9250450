import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the browse link of a home search (SPEC section 2)', () => {
    expect(paths.browse({ search: 'خيمة بر', location: 'Riyadh' })).toBe(
      `/browse?search=${encodeURIComponent('خيمة').replace(/%20/g, '+')}+${encodeURIComponent('بر')}&location=Riyadh`,
    );
    expect(paths.browse({ category: 3 })).toBe('/browse?category=3');
    expect(paths.browse()).toBe('/browse');
  });

  it('escapes ids so a crafted id cannot change the path', () => {
    expect(paths.item('a/../admin')).toBe('/item/a%2F..%2Fadmin');
    expect(paths.resetPassword('x&y=1')).toBe('/reset-password?token=x%26y%3D1');
  });
});
