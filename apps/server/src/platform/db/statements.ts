import type pg from 'pg';
import { type SpanAttributes, sqlSpanName, type Tracing } from '../tracing-types.ts';

// What the database client wraps around each statement: its time for the metrics, its span for the
// traces, and a dropped connection after a statement timed out (client.ts installs them).

/** Where a driver reports each statement's time; set later by the metrics (platform/metrics). */
export function queryTimer() {
  let observer: ((seconds: number) => void) | null = null;
  return {
    set: (o: (seconds: number) => void) => {
      observer = o;
    },
    done: (started: number) => observer?.((performance.now() - started) / 1000),
  };
}

/** `f` with its promise's time told to the timer. */
export function timed<A extends unknown[], R>(timer: ReturnType<typeof queryTimer>, f: (...a: A) => Promise<R>): (...a: A) => Promise<R> {
  return async (...a) => {
    const t = performance.now();
    try {
      return await f(...a);
    } finally {
      timer.done(t);
    }
  };
}

/**
 * Times each statement of one pooled client (the pool's own `query` and Drizzle's both end in
 * `client.query`, with a callback or a promise); a submittable (a cursor) is left as it is.
 */
export function timeStatements(client: pg.PoolClient, timer: ReturnType<typeof queryTimer>) {
  const query = client.query.bind(client) as (...a: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const t = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...r: unknown[]) => {
        timer.done(t);
        return callback(...r);
      };
      return query(...args);
    }
    const r = query(...args) as { then?: (ok: () => void, fail: () => void) => unknown } | undefined;
    if (r && typeof r.then === 'function' && !(args[0] as { submit?: unknown } | undefined)?.submit) {
      r.then(
        () => timer.done(t),
        () => timer.done(t),
      );
    }
    return r;
  };
}

/**
 * A statement that timed out leaves its connection waiting for an answer that may never come, and
 * node-postgres would queue the next statement (a transaction's rollback, the next request's query)
 * behind it: the connection is ended at once instead, so what follows fails fast (503) or gets a new one.
 */
export function dropOnTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const r = query(...args);
    if (r instanceof Promise) {
      r.catch((e: Error) => {
        if (/Query read timeout/.test(e?.message ?? ''))
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    }
    return r;
  };
}

/**
 * Makes each promise-style `query` (and PGlite's `exec`, and the queries of its transactions) a span
 * under the active one. Only this database's own clients are changed, never a prototype.
 */
export function traceQueries(target: object, tracing: Tracing, system: string, pglite: boolean): void {
  const t = target as Record<string, unknown>;
  const wrap = (name: 'query' | 'exec', on: Record<string, unknown>) => {
    const original = on[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    on[name] = function traced(this: unknown, ...args: unknown[]) {
      if (typeof args[args.length - 1] === 'function') return original.apply(this, args);
      const first = args[0] as string | { text?: string } | undefined;
      const text = (typeof first === 'string' ? first : first?.text) ?? '';
      const attributes: SpanAttributes = { 'db.system': system, 'db.query.text': text.slice(0, 2000) };
      const span = tracing.begin(sqlSpanName(text), attributes);
      const result = original.apply(this, args);
      if (!span) return result;
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => span.end(),
          (e: unknown) => span.end(e),
        );
      } else span.end();
      return result;
    };
  };
  wrap('query', t);
  if (!pglite) return;
  wrap('exec', t);
  const transaction = t.transaction as ((cb: (tx: object) => Promise<unknown>) => Promise<unknown>) | undefined;
  if (typeof transaction === 'function') {
    t.transaction = function traced(this: unknown, cb: (tx: object) => Promise<unknown>) {
      return transaction.call(this, (tx) => {
        wrap('query', tx as Record<string, unknown>);
        wrap('exec', tx as Record<string, unknown>);
        return cb(tx);
      });
    };
  }
}
