import { describe, expect, it } from 'vitest';
import { pickTab, rentalsSideOf, tabsFor } from './profile-tabs';

describe('profile tabs', () => {
  it('show items and reviews, on one’s own profile as on anyone else’s', () => {
    expect(tabsFor(true)).toEqual(['items', 'reviews']);
    expect(tabsFor(false)).toEqual(['items', 'reviews']);
  });

  it('open the tab the URL asks for, when the viewer has it', () => {
    expect(pickTab('reviews', true)).toBe('reviews');
    expect(pickTab('reviews', false)).toBe('reviews');
  });

  it('fall back to items for no tab, an unknown one, or one that moved', () => {
    expect(pickTab(null, true)).toBe('items');
    expect(pickTab('', false)).toBe('items');
    expect(pickTab('settings', true)).toBe('items');
    expect(pickTab('REVIEWS', true)).toBe('items');
    expect(pickTab('requests', true)).toBe('items');
    expect(pickTab('bookings', false)).toBe('items');
  });

  it('send the old bookings tabs to the matching side of /rentals', () => {
    expect(rentalsSideOf('bookings')).toBe('renter');
    expect(rentalsSideOf('requests')).toBe('owner');
    expect(rentalsSideOf('reviews')).toBeNull();
    expect(rentalsSideOf(null)).toBeNull();
  });
});
