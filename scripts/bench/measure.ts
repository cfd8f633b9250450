/**
 * Times GET /api/items through the whole app (app.inject: routing, hooks,
 * validation, SQL, JSON, compression), and turns the samples into tables.
 */
import type { FastifyInstance } from 'fastify';
import { elementAt, valueAt } from './lists';
import type { QueryKind } from './queries';

export interface Samples {
  /** Milliseconds per kind, in run order. */
  byKind: Map<string, number[]>;
  /** Milliseconds and matches (X-Total-Count) per query string. */
  byQuery: Map<string, { ms: number[]; total: number }>;
}

/** What a browser sends; the app compresses answers over 1 KB. */
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'ar' };

async function request(app: FastifyInstance, query: string): Promise<{ ms: number; total: number }> {
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'GET', url: `/api/items?${query}`, headers: HEADERS });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/items?${query} answered ${response.statusCode}: ${response.body}`);
  }
  return { ms, total: Number(response.headers['x-total-count']) };
}

/** Every query once (and round again up to `minimum` requests), not recorded. */
export async function warmUp(app: FastifyInstance, mix: QueryKind[], minimum = 20): Promise<number> {
  const all = mix.flatMap((kind) => kind.queries);
  let done = 0;
  while (done < Math.max(minimum, all.length)) {
    await request(app, elementAt(all, done % all.length));
    done++;
  }
  return done;
}

/**
 * `runs` requests per kind, interleaved (one of each kind per round, cycling
 * through each kind's queries), so that no kind profits from a warm cache
 * the others do not get.
 */
export async function measure(app: FastifyInstance, mix: QueryKind[], runs: number): Promise<Samples> {
  const byKind = new Map<string, number[]>(mix.map((kind) => [kind.kind, []]));
  const byQuery = new Map<string, { ms: number[]; total: number }>();
  for (let round = 0; round < runs; round++) {
    for (const kind of mix) {
      const query = elementAt(kind.queries, round % kind.queries.length);
      const { ms, total } = await request(app, query);
      valueAt(byKind, kind.kind).push(ms);
      const entry = byQuery.get(query) ?? { ms: [], total };
      entry.ms.push(ms);
      byQuery.set(query, entry);
    }
  }
  return { byKind, byQuery };
}

export interface Stats {
  count: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles. */
export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) =>
    elementAt(sorted, Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1)));
  return {
    count: sorted.length,
    median: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: elementAt(sorted, sorted.length - 1),
  };
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

export function kindTable(samples: Samples): string {
  const lines = [
    '| query kind | requests | median ms | p95 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  const row = (name: string, values: number[]) => {
    const s = stats(values);
    lines.push(`| ${name} | ${s.count} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.max)} |`);
  };
  for (const [kind, values] of samples.byKind) row(kind, values);
  row('**all**', [...samples.byKind.values()].flat());
  return lines.join('\n');
}

export function queryTable(samples: Samples): string {
  const lines = ['| query | matches | median ms | p95 ms |', '| --- | ---: | ---: | ---: |'];
  for (const [query, entry] of samples.byQuery) {
    const s = stats(entry.ms);
    lines.push(`| \`${decodeURIComponent(query)}\` | ${entry.total} | ${ms(s.median)} | ${ms(s.p95)} |`);
  }
  return lines.join('\n');
}
