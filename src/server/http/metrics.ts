/**
 * GET /metrics in Prometheus's text format (docs/operations.md): requests and their durations by
 * route, the PostgreSQL pool, and the process (CPU, memory, event-loop lag, GC). Each app has a
 * registry of its own, never prom-client's global one: tests build many apps in one process.
 *
 * Access: with METRICS_TOKEN, only `Authorization: Bearer <token>`. Without it, open only on a
 * developer's machine (outside production, PUBLIC_URL unset or localhost/127.0.0.1); anywhere else,
 * a staging server included, answered as an unknown route is (docs/decisions/0030).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type AppConfig, isLoopbackUrl } from '../config/config';
import type { PoolCounts } from '../db/client';
import { notFound, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; features add their own gauges to it (e.g. live-event streams). */
    metrics: Registry;
  }
  interface FastifyContextConfig {
    /** The `route` label of this route's requests, worked out once when the route is added. */
    metricsRoute?: string;
    /** An answer that stays open (an event stream): counted, but its lifetime is no response time. */
    longLived?: boolean;
  }
}

/**
 * The `route` label of requests no route matched: unknown paths and the pages the client's
 * catch-all answers. Their paths are the caller's to choose; as labels they would be unbounded.
 */
export const UNMATCHED_ROUTE = 'unmatched';
/** The `route` label of the built client's files, one route each (@fastify/static): hundreds of them. */
export const STATIC_ROUTE = 'static';

/** 5 ms to 10 s: an API answer takes a few milliseconds; ten seconds is an outage. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerMetrics(app: FastifyInstance, config: AppConfig): void {
  const registry = Registry.merge([processMetrics()]);
  app.decorate('metrics', registry);
  registerRequestMetrics(app, registry);
  if (app.database.poolStats) registerPoolMetrics(app.database.poolStats, registry, 'db_pool');
  if (app.database.replicaPoolStats) {
    registerPoolMetrics(app.database.replicaPoolStats, registry, 'db_replica_pool');
  }

  const token = config.metricsToken;
  const openWithoutToken = config.env !== 'production' && isLoopbackUrl(config.publicUrl);
  if (token === undefined && !openWithoutToken) {
    // Worded as the not-found handler's (client.ts): no sign that anything is here. Registered all
    // the same, since left out the client's catch-all would answer its page, a 200, at this path.
    app.get('/metrics', async (request) => {
      throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
    });
    return;
  }
  const expected = token === undefined ? null : digestOf(token);
  app.get('/metrics', async (request, reply) => {
    if (expected && !bearerMatches(request, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

let processRegistry: Registry | undefined;

/**
 * The process's own metrics, made once per process and shared by its apps: collecting them starts
 * an event-loop delay monitor and a GC observer that nothing stops, one more per app otherwise.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, metricsRoute: routeLabelOf(route) };
  });
  app.addHook('onResponse', (request, reply, done) => {
    const { method } = request;
    const { url, config } = request.routeOptions;
    // A route added before the onRoute hook (none today) still gets its pattern.
    const route = url === undefined ? UNMATCHED_ROUTE : (config.metricsRoute ?? url);
    const { longLived } = config;
    requests.inc({ method, route, status: reply.statusCode });
    if (!longLived) durations.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}

function routeLabelOf(route: RouteOptions): string {
  // @fastify/static names the file each of its routes serves.
  const servesFile = (route.config as { file?: unknown } | undefined)?.file !== undefined;
  return servesFile ? STATIC_ROUTE : route.url;
}

/** Read when scraped: a pool's counts at that moment (`db_pool_*`, or `db_replica_pool_*`). */
function registerPoolMetrics(stats: () => PoolCounts, registry: Registry, prefix: string): void {
  const gauges = [
    [`${prefix}_connections`, 'Connections the PostgreSQL pool holds open, busy or idle.', 'total'],
    [`${prefix}_idle_connections`, 'Open pool connections not in use.', 'idle'],
    [`${prefix}_waiting_queries`, 'Queries waiting for a pool connection, every one being busy.', 'waiting'],
  ] as const;
  for (const [name, help, field] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(stats()[field]);
      },
    });
  }
}

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, which are of one length: the time taken says nothing of the token. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digestOf(presented), expected);
}
