/**
 * Public reads on the read replica (Database.readDb), and on the primary when the replica cannot
 * be reached: a replica that is down, restarting or full must not take the public pages with it.
 * Only failures to reach it fall back; a failing statement is a bug and fails as it would on the
 * primary. The replica may be some milliseconds behind the primary, which public reads allow
 * (they may be READ_CACHE_SECONDS stale already, http/read-cache.ts).
 */
import type { Db } from './client';

/** What `onReplica` needs of the app: both handles and somewhere to warn. */
export interface ReadHandles {
  db: Db;
  readDb: Db;
  log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
}

/**
 * After a read could not reach the replica, reads go straight to the primary this long before
 * one of them tries the replica again: a replica that drops packets makes each try wait for the
 * connection timeout (db/client.ts), which every public page would otherwise pay.
 */
export const REPLICA_PAUSE_MS = 5000;
/** While the replica stays unreachable, one warning this often (with how many reads fell back). */
export const REPLICA_WARNING_INTERVAL_MS = 30_000;

interface Outage {
  since: number;
  retryAt: number;
  warnedAt: number;
  /** Reads the primary answered instead since the last warning. */
  failovers: number;
}

/** Outages by replica handle: an app (and a test) has its own. */
const outages = new WeakMap<Db, Outage>();

/** Runs `read` on the replica; on the primary if there is none, or if the replica cannot be reached. */
export async function onReplica<T>(app: ReadHandles, read: (db: Db) => Promise<T>): Promise<T> {
  const { db, readDb } = app;
  if (readDb === db) return read(db);
  const outage = outages.get(readDb);
  if (outage) {
    const now = Date.now();
    if (now < outage.retryAt) {
      outage.failovers += 1;
      return read(db);
    }
    // This read tries the replica; those arriving meanwhile keep to the primary.
    outage.retryAt = now + REPLICA_PAUSE_MS;
  }
  try {
    const answer = await read(readDb);
    if (outage) endOutage(app, outage);
    return answer;
  } catch (error) {
    const unreachable = unreachableError(error);
    if (!unreachable) throw error;
    noteFailover(app, unreachable);
    return read(db);
  }
}

function noteFailover(app: ReadHandles, error: Error): void {
  const now = Date.now();
  const outage = outages.get(app.readDb) ?? {
    since: now,
    retryAt: 0,
    warnedAt: Number.NEGATIVE_INFINITY,
    failovers: 0,
  };
  outages.set(app.readDb, outage);
  outage.retryAt = now + REPLICA_PAUSE_MS;
  outage.failovers += 1;
  if (now - outage.warnedAt < REPLICA_WARNING_INTERVAL_MS) return;
  app.log.warn(
    { err: error, failovers: outage.failovers, downSinceMs: now - outage.since },
    'read replica unreachable: public reads go to the primary',
  );
  outage.warnedAt = now;
  outage.failovers = 0;
}

function endOutage(app: ReadHandles, outage: Outage): void {
  if (outages.get(app.readDb) !== outage) return;
  outages.delete(app.readDb);
  app.log.info({ downForMs: Date.now() - outage.since }, 'read replica reachable again');
}

/** Node's socket errors: nothing was read, the server was not reached (or was lost). */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's codes for a server that will not serve us now, rather than a statement it refuses:
 * class 08 (connection exceptions), class 28 (authentication: a replica's credentials, not our
 * SQL), 3D000 (no such database), 53300 (too many connections), 57P01–57P03 (shutting down,
 * crashed, starting up), and 40001, which a read in READ COMMITTED (ours) meets only on a standby,
 * as "canceling statement due to conflict with recovery".
 */
const UNAVAILABLE_CODES = new Set(['3D000', '53300', '57P01', '57P02', '57P03', '40001']);
const UNAVAILABLE_CLASSES = new Set(['08', '28']);

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** node-postgres's own words for a lost or never-made connection; these errors carry no code. */
const DRIVER_CONNECTION_ERROR =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the replica could not be reached or would not serve (then the primary may answer), as
 * opposed to a statement that failed (which would fail on the primary too).
 */
export function isReplicaUnreachable(error: unknown): boolean {
  return unreachableError(error) !== undefined;
}

/**
 * The error saying the replica could not be reached: `error` itself or one it wraps (Drizzle's
 * "Failed query", whose `cause` is the driver's; one attempt per address of a host, `errors`).
 * That one is logged: Drizzle's would carry the whole statement.
 */
function unreachableError(error: unknown): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_ERRORS.has(code) || UNAVAILABLE_CODES.has(code)) return error;
    if (SQLSTATE.test(code)) return UNAVAILABLE_CLASSES.has(code.slice(0, 2)) ? error : undefined;
  }
  if (DRIVER_CONNECTION_ERROR.test(error.message)) return error;
  if (error instanceof AggregateError && error.errors.some(isReplicaUnreachable)) return error;
  return unreachableError(error.cause);
}
