/**
 * No network call inside a database transaction (docs/decisions/0047-money-architecture.md): a
 * transaction holds row locks, a pooled connection and, on PGlite, the only connection there is,
 * so a slow service outside Ajjir would hold up everyone else's requests. Work that needs both
 * claims in one transaction, commits, calls, and records the answer in a second one.
 *
 * `watchTransactions` marks every transaction a handle opens, and `assertOutsideTransaction` (called
 * by each client of an outside service before it sends) refuses a call made inside one: it throws
 * in development and tests, where every path is exercised, and warns in production.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const openTransaction = new AsyncLocalStorage<true>();

/** Whether the code running now is inside a transaction of a watched handle. */
export function inTransaction(): boolean {
  return openTransaction.getStore() === true;
}

export class CallInTransactionError extends Error {
  constructor(what: string) {
    super(`${what} was called inside a database transaction: claim, commit, call, then record`);
    this.name = 'CallInTransactionError';
  }
}

/** Throws (or, in production, warns) when called inside a transaction; `what` names the call. */
export function assertOutsideTransaction(what: string): void {
  if (!inTransaction()) return;
  const error = new CallInTransactionError(what);
  if (process.env.NODE_ENV === 'production') {
    process.emitWarning(error);
    return;
  }
  throw error;
}

/** What a Drizzle handle offers: a transaction around a callback. */
interface Transactional {
  // biome-ignore lint/suspicious/noExplicitAny: Drizzle's two drivers type their callbacks differently.
  transaction(work: (tx: any) => Promise<any>, config?: any): Promise<any>;
}

/** Makes `db.transaction` mark its callback as inside a transaction (nested ones are inside already). */
export function watchTransactions<T extends Transactional>(db: T): T {
  const begin = db.transaction.bind(db);
  const watched = (work: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    begin((tx: unknown) => openTransaction.run(true, () => work(tx)), config);
  Object.defineProperty(db, 'transaction', { value: watched, configurable: true, writable: true });
  return db;
}
