/**
 * Measures search against the relevance set (docs/search.md, "The relevance set"): for each query,
 * the first 10 listings GET /api/items answers on the demo data. recall@10 is the share of the
 * listings a person expects that are among them, over all queries; best-first is the share of
 * queries with one clear best answer that have it first.
 */

import type { Item } from '@shared/api-types';
import type { FastifyInstance } from 'fastify';
import type { RelevanceQuery } from './queries';

export interface QueryOutcome {
  query: RelevanceQuery;
  titles: string[];
  found: number;
  bestFirst: boolean | null;
  /** Titles that must not be in the first three, and were. */
  tooHigh: string[];
  /** For a query naming a city: listings of the first 10 elsewhere. */
  elsewhere: string[];
}

export interface RelevanceFigures {
  queries: number;
  recallAt10: number;
  bestFirst: number;
  byKind: Record<string, { queries: number; recallAt10: number }>;
  misses: QueryOutcome[];
}

const FIRST = 10;

export async function runQuery(app: FastifyInstance, query: RelevanceQuery): Promise<QueryOutcome> {
  const params = new URLSearchParams({ searchTerm: query.query, limit: String(FIRST) });
  const res = await app.inject({ url: `/api/items?${params}` });
  if (res.statusCode !== 200) throw new Error(`${query.query}: ${res.statusCode} ${res.body}`);
  const found = res.json<Item[]>();
  const titles = found.map((item) => item.title);
  return {
    query,
    titles,
    found: query.mustFind.filter((title) => titles.includes(title)).length,
    bestFirst: query.best === undefined ? null : titles[0] === query.best,
    tooHigh: (query.notTop3 ?? []).filter((title) => titles.slice(0, 3).includes(title)),
    elsewhere: query.city ? found.filter((item) => item.city !== query.city).map((item) => item.title) : [],
  };
}

export function figuresOf(outcomes: readonly QueryOutcome[]): RelevanceFigures {
  const recall = (list: readonly QueryOutcome[]) => {
    const expected = list.reduce((sum, o) => sum + o.query.mustFind.length, 0);
    return expected === 0 ? 1 : list.reduce((sum, o) => sum + o.found, 0) / expected;
  };
  const withBest = outcomes.filter((o) => o.bestFirst !== null);
  const kinds = [...new Set(outcomes.map((o) => o.query.kind))];
  return {
    queries: outcomes.length,
    recallAt10: recall(outcomes),
    bestFirst: withBest.length === 0 ? 1 : withBest.filter((o) => o.bestFirst).length / withBest.length,
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const of = outcomes.filter((o) => o.query.kind === kind);
        return [kind, { queries: of.length, recallAt10: recall(of) }];
      }),
    ),
    misses: outcomes.filter(
      (o) =>
        o.found < o.query.mustFind.length ||
        o.bestFirst === false ||
        o.tooHigh.length > 0 ||
        o.elsewhere.length > 0,
    ),
  };
}

export async function measureRelevance(
  app: FastifyInstance,
  queries: readonly RelevanceQuery[],
): Promise<RelevanceFigures> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) outcomes.push(await runQuery(app, query));
  return figuresOf(outcomes);
}

/** The misses, one line each, for a failing test or the script's report. */
export function describeMisses(figures: RelevanceFigures): string {
  return figures.misses
    .map((o) => {
      const missing = o.query.mustFind.filter((title) => !o.titles.includes(title));
      const parts = [
        missing.length > 0 && `missing ${JSON.stringify(missing)}`,
        o.bestFirst === false &&
          `first ${JSON.stringify(o.titles[0] ?? null)} instead of ${JSON.stringify(o.query.best)}`,
        o.tooHigh.length > 0 && `in the first 3: ${JSON.stringify(o.tooHigh)}`,
        o.elsewhere.length > 0 && `not in ${o.query.city}: ${JSON.stringify(o.elsewhere)}`,
      ].filter(Boolean);
      return `${JSON.stringify(o.query.query)} (${o.query.kind}): ${parts.join('; ')}`;
    })
    .join('\n');
}
