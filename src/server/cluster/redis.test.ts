import { describe, expect, it } from 'vitest';
import { throttled } from './redis';

describe('throttled', () => {
  it('reports at most once per interval, telling how many calls it skipped', () => {
    let now = 0;
    const reports: [number, string][] = [];
    const report = throttled(
      30_000,
      (skipped, what: string) => reports.push([skipped, what]),
      () => now,
    );
    report('first');
    report('second');
    now = 29_999;
    report('third');
    now = 30_000;
    report('fourth');
    expect(reports).toEqual([
      [0, 'first'],
      [2, 'fourth'],
    ]);
  });
});
