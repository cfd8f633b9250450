import { describe, expect, it } from 'vitest';
import { scrollKeyOf } from './scroll-key';

describe('where a page’s scroll position is kept', () => {
  it('keeps two pages loaded afresh apart, so one never opens where the other was left', () => {
    const checkout = scrollKeyOf({ key: 'default', pathname: '/bookings/b1/checkout', search: '' });
    const result = scrollKeyOf({ key: 'default', pathname: '/bookings/b1/checkout', search: '?returned=1' });
    expect(checkout).not.toBe(result);
  });

  it('keeps an in-app visit under its own history entry', () => {
    expect(scrollKeyOf({ key: 'x1y2', pathname: '/browse', search: '' })).toBe('x1y2');
  });
});
