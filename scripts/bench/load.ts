/**
 * Load for `npm run bench`: autocannon against the running server (loopback,
 * a fixed number of connections for a fixed time, after a short warm-up of
 * the same requests), and the database's own ceiling, the same statements run
 * straight through a pg.Pool by as many concurrent workers.
 */
import autocannon from 'autocannon';
import type pg from 'pg';
import { stats } from './measure';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors or timeouts: each must be 0. */
  non2xx: number;
  errors: number;
  /** Answers by status code ("200": 1234, …). */
  statusCounts: Record<string, number>;
}

/** The next request of a varying target; method and headers default to the target's. */
export interface NextRequest {
  path: string;
  body?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

export interface Target {
  method?: 'GET' | 'POST';
  /** One path, or a function that answers the next request (path, and body, method, headers) each time. */
  path: string | (() => NextRequest);
  headers?: Record<string, string>;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

function run(base: string, target: Target, connections: number, seconds: number) {
  const method = target.method ?? 'GET';
  const next = typeof target.path === 'function' ? target.path : undefined;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method,
        path: typeof target.path === 'string' ? target.path : '/',
        headers: target.headers,
        ...(next && {
          setupRequest: (request: autocannon.Request) => {
            const { path, body, method: nextMethod, headers } = next();
            return {
              ...request,
              path,
              ...(body !== undefined && { body }),
              ...(nextMethod && { method: nextMethod }),
              ...(headers && { headers }),
            };
          },
        }),
      },
    ],
  });
}

/** Warms up, then measures; the percentiles are autocannon's (whole milliseconds). */
export async function load(base: string, target: Target, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(base, target, options.connections, options.warmupSeconds);
  const result = await run(base, target, options.connections, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
    ),
  };
}

export interface Statement {
  query: string;
  params: unknown[];
}

/**
 * The database's ceiling for a sequence of statements (one request's worth, as the server sends
 * them, BEGIN and COMMIT included): `workers` concurrent loops, each taking a connection from the
 * pool, running the statements and giving it back, for `seconds`. Latency includes waiting for a
 * connection, as the server's does.
 */
export async function databaseCeiling(
  pool: pg.Pool,
  statements: Statement[],
  { workers, seconds }: { workers: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const client = await pool.connect();
      try {
        for (const statement of statements) await client.query(statement.query, statement.params);
      } finally {
        client.release();
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const s = stats(latencies);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: s.median,
    p99: s.p99,
    requests: latencies.length,
    non2xx: 0,
    errors: 0,
    statusCounts: {},
  };
}
