import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DB, Executor } from './client.ts';

/**
 * Work to do once a transaction has committed, and never if it rolls back: a message to a system outside
 * the database (the realtime bus on NATS, platform/realtime/nats-bus.ts) must not announce a write that
 * did not happen. `installAfterCommit` wraps the database's `transaction()` (openDatabase does it for
 * every database): each transaction, and each savepoint inside one (`tx.transaction()`), collects its own
 * callbacks; a savepoint that succeeds hands them to its parent, one that fails drops them, and the
 * outermost runs them in order once COMMIT has answered.
 */
type Callback = () => void;

const pending = new WeakMap<object, Callback[]>();
const installed = new WeakSet<object>();

type TransactionFn = (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Wraps `owner.transaction` so the transactions it opens collect callbacks into a list of their own. */
function wrap(owner: { transaction: TransactionFn }, handOver: (callbacks: Callback[]) => void) {
  const original = owner.transaction.bind(owner);
  owner.transaction = async (fn, config) => {
    const callbacks: Callback[] = [];
    const result = await original(async (tx: object) => {
      pending.set(tx, callbacks);
      wrap(tx as { transaction: TransactionFn }, (inner) => callbacks.push(...inner));
      return fn(tx as never);
    }, config);
    handOver(callbacks);
    return result;
  };
}

export function installAfterCommit(db: DB): void {
  if (installed.has(db)) return;
  installed.add(db);
  wrap(db as unknown as { transaction: TransactionFn }, (callbacks) => {
    for (const cb of callbacks) {
      // The transaction has committed: a failing callback must neither stop the others nor fail the caller.
      try {
        cb();
      } catch (e) {
        process.emitWarning(`an after-commit callback failed: ${(e as Error).message}`);
      }
    }
  });
}

/**
 * Runs `cb` when `executor`'s transaction commits (at once when `executor` is the database itself, whose
 * statements commit one by one). A transaction not opened through an installed database cannot be
 * followed, and is refused rather than guessed at.
 */
export function afterCommit(executor: Executor, cb: Callback): void {
  const callbacks = pending.get(executor);
  if (callbacks) {
    callbacks.push(cb);
    return;
  }
  if (is(executor, PgTransaction)) throw new Error('afterCommit: a transaction not opened through the app database');
  cb();
}
