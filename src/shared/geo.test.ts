import { describe, expect, it } from 'vitest';
import { kilometresBetween } from './geo';

describe('kilometresBetween', () => {
  it('measures the great circle between city centres', () => {
    const riyadh = { latitude: 24.7136, longitude: 46.6753 };
    const jeddah = { latitude: 21.4858, longitude: 39.1925 };
    // About 845 km as the crow flies.
    expect(kilometresBetween(riyadh, jeddah)).toBeCloseTo(845, -1);
    expect(kilometresBetween(jeddah, riyadh)).toBeCloseTo(kilometresBetween(riyadh, jeddah), 9);
    expect(kilometresBetween(riyadh, riyadh)).toBe(0);
  });
});
