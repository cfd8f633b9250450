import { describe, expect, it } from 'vitest';
import { pickTab, tabsFor } from './profile-tabs';

describe('profile tabs', () => {
  it('show all four tabs on one’s own profile, items and reviews on anyone else’s', () => {
    expect(tabsFor(true)).toEqual(['items', 'bookings', 'requests', 'reviews']);
    expect(tabsFor(false)).toEqual(['items', 'reviews']);
  });

  it('open the tab the URL asks for, when the viewer has it', () => {
    expect(pickTab('requests', true)).toBe('requests');
    expect(pickTab('bookings', true)).toBe('bookings');
    expect(pickTab('reviews', false)).toBe('reviews');
  });

  it('fall back to items for no tab, an unknown one, or one the viewer does not have', () => {
    expect(pickTab(null, true)).toBe('items');
    expect(pickTab('', false)).toBe('items');
    expect(pickTab('settings', true)).toBe('items');
    expect(pickTab('REQUESTS', true)).toBe('items');
    expect(pickTab('requests', false)).toBe('items');
    expect(pickTab('bookings', false)).toBe('items');
  });
});
