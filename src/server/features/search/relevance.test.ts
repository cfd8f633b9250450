/**
 * The relevance set on the demo data, through the API (docs/search.md): recall@10 at least 0.95
 * and the best answer first for at least 80 % of the queries that have one. Every miss is listed
 * when it fails. SEARCH_RELEVANCE_REPORT=1 prints the figures by kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeMisses, measureRelevance, type RelevanceFigures } from './relevance/measure';
import { RELEVANCE_QUERIES } from './relevance/queries';

let t: TestApp;
let figures: RelevanceFigures;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  figures = await measureRelevance(t.app, RELEVANCE_QUERIES);
  if (process.env.SEARCH_RELEVANCE_REPORT) {
    const { misses, ...totals } = figures;
    console.log(JSON.stringify(totals, null, 2), `\n${describeMisses(figures)}`);
  }
}, 120_000);
afterAll(() => t.close());

describe('search relevance on the demo data', () => {
  it('holds at least 120 queries', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(120);
  });

  it('finds at least 95 % of what people expect in the first 10', () => {
    expect(figures.recallAt10, describeMisses(figures)).toBeGreaterThanOrEqual(0.95);
  });

  it('puts the best answer first for at least 80 % of the queries that have one', () => {
    expect(figures.bestFirst, describeMisses(figures)).toBeGreaterThanOrEqual(0.8);
  });

  it('finds something for every query that expects something, though no listing has all its words', () => {
    const empty = figures.misses.filter((o) => o.query.mustFind.length > 0 && o.titles.length === 0);
    expect(empty.map((o) => o.query.query)).toEqual([]);
  });

  it('answers a query that names a city with listings of that city only', () => {
    const elsewhere = figures.misses.filter((outcome) => outcome.elsewhere.length > 0);
    expect(elsewhere.map((o) => `${o.query.query}: ${o.elsewhere.join(', ')}`)).toEqual([]);
  });

  it('never puts a listing people would not expect in the first three where the set says so', () => {
    const tooHigh = figures.misses.filter((outcome) => outcome.tooHigh.length > 0);
    expect(tooHigh.map((o) => `${o.query.query}: ${o.tooHigh.join(', ')}`)).toEqual([]);
  });
});
