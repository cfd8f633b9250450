import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, shownRows } from './page-range';

describe('pageCount', () => {
  it('is at least one page, and rounds up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(312, 20)).toBe(16);
  });
});

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last pages and the neighbours of the current one', () => {
    expect(pageRange(1, 16)).toEqual([1, 2, 3, 4, 5, 'gap', 16]);
    expect(pageRange(8, 16)).toEqual([1, 'gap', 7, 8, 9, 'gap', 16]);
    expect(pageRange(16, 16)).toEqual([1, 'gap', 12, 13, 14, 15, 16]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageRange(4, 16)).toEqual([1, 2, 3, 4, 5, 'gap', 16]);
    expect(pageRange(5, 16)).toEqual([1, 'gap', 4, 5, 6, 'gap', 16]);
    expect(pageRange(13, 16)).toEqual([1, 'gap', 12, 13, 14, 15, 16]);
  });

  it('has the same number of slots wherever the current page is (the control does not jump)', () => {
    for (let page = 1; page <= 30; page++) expect(pageRange(page, 30)).toHaveLength(7);
  });

  it('clamps a page out of range', () => {
    expect(pageRange(99, 10)).toEqual(pageRange(10, 10));
  });
});

describe('shownRows', () => {
  it('gives the first and last row of the page', () => {
    expect(shownRows(2, 20, 312)).toEqual({ from: 21, to: 40 });
    expect(shownRows(16, 20, 312)).toEqual({ from: 301, to: 312 });
    expect(shownRows(1, 20, 5)).toEqual({ from: 1, to: 5 });
  });

  it('is zero to zero when there is nothing', () => {
    expect(shownRows(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
