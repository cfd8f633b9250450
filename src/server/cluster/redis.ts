/**
 * The Redis connections of one server process (REDIS_URL), opened in this one place with options
 * that keep a request from hanging on a Redis that is down: a command fails at once while the
 * connection is not ready, and its caller falls back to PostgreSQL (rate limits) or gives up
 * (a cache-clearing message). ioredis reconnects in the background; errors are logged, never thrown.
 * See docs/decisions/0026-shared-state-across-processes.md.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** Redis answers these commands in well under a millisecond; half a second means it is in trouble. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection attempts come 200 ms apart at first, then every 2 s while Redis stays away. */
const MAX_RECONNECT_DELAY_MS = 2_000;
/** Warnings about one Redis problem at most this often, so an outage does not flood the log. */
export const REDIS_WARNING_INTERVAL_MS = 30_000;

export interface RedisConnections {
  /** Counters and PUBLISH. Fails at once while disconnected, so nobody waits on it. */
  commands: Redis;
  /**
   * SUBSCRIBE only (a subscribed connection takes no other command). Its SUBSCRIBE waits for Redis
   * to come back, and ioredis subscribes again after each reconnection.
   */
  subscriber: Redis;
  close(): Promise<void>;
}

const reconnectDelay = (attempt: number) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS);

const COMMANDS_OPTIONS: RedisOptions = {
  connectionName: 'ajjir-commands',
  connectTimeout: CONNECT_TIMEOUT_MS,
  commandTimeout: COMMAND_TIMEOUT_MS,
  retryStrategy: reconnectDelay,
  // Not queued for later: a rate-limit check that waits for Redis would hold up the request.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
};

const SUBSCRIBER_OPTIONS: RedisOptions = {
  connectionName: 'ajjir-subscriber',
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: reconnectDelay,
  // A SUBSCRIBE sent while Redis is away is kept until it returns, however long that takes.
  maxRetriesPerRequest: null,
};

/**
 * Opens both connections. Waits (at most the connect timeout) for the command connection to be
 * ready, so a process counts in Redis from its first request; a Redis that is not there delays
 * the start by no more than that, and the process works on PostgreSQL until it answers.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnections> {
  const commands = new Redis(url, COMMANDS_OPTIONS);
  const subscriber = new Redis(url, SUBSCRIBER_OPTIONS);
  reportProblems(commands, 'commands', log);
  reportProblems(subscriber, 'subscriber', log);
  if (!(await readyWithin(commands, CONNECT_TIMEOUT_MS))) {
    log.warn('Redis is not answering: rate limits count in PostgreSQL until it does');
  }
  return {
    commands,
    subscriber,
    close: async () => {
      await Promise.all([closeConnection(commands), closeConnection(subscriber)]);
    },
  };
}

/** Logs the first error and then at most one per interval; says when the connection is back. */
function reportProblems(connection: Redis, role: string, log: FastifyBaseLogger): void {
  let failing = false;
  const warn = throttled(REDIS_WARNING_INTERVAL_MS, (skipped, error: Error) =>
    log.warn({ err: error, connection: role, similarErrorsSkipped: skipped }, 'Redis connection error'),
  );
  // Without an 'error' listener ioredis would print every failed reconnection to the console.
  connection.on('error', (error) => {
    failing = true;
    warn(error);
  });
  connection.on('ready', () => {
    if (failing) log.info({ connection: role }, 'Redis connection is back');
    failing = false;
  });
}

/** True once `connection` is ready; false at its first error or after `timeoutMs`. */
function readyWithin(connection: Redis, timeoutMs: number): Promise<boolean> {
  if (connection.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (ready: boolean) => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      connection.off('error', onError);
      resolve(ready);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(onError, timeoutMs);
    connection.once('ready', onReady);
    connection.once('error', onError);
  });
}

/** How long closing waits for Redis to answer QUIT before it just drops the connection. */
const QUIT_WAIT_MS = 1_000;

/** QUIT when connected (pending replies arrive first), bounded; otherwise just stop reconnecting. */
async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  const quit = connection.quit().then(
    () => 'quit' as const,
    () => 'failed' as const,
  );
  const outcome = await Promise.race([quit, delay(QUIT_WAIT_MS, 'waiting' as const, { ref: false })]);
  if (outcome !== 'quit') connection.disconnect();
}

/**
 * Calls `report` at most once per `intervalMs`, telling it how many calls were skipped since the
 * last time it ran.
 */
export function throttled<A extends unknown[]>(
  intervalMs: number,
  report: (skipped: number, ...args: A) => void,
  now: () => number = Date.now,
): (...args: A) => void {
  let lastReportAt = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (...args) => {
    if (now() - lastReportAt < intervalMs) {
      skipped += 1;
      return;
    }
    lastReportAt = now();
    report(skipped, ...args);
    skipped = 0;
  };
}
