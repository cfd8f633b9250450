import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the browse link of a home search (docs/product.md, "Pages")', () => {
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

  it('sends to sign-in with the way back, keeping its query', () => {
    expect(paths.signInThenBack('/favorites')).toBe('/auth?next=/favorites');
    expect(paths.signInThenBack('/messages?with=a&b=1')).toBe('/auth?next=/messages%3Fwith%3Da%26b%3D1');
  });
});
