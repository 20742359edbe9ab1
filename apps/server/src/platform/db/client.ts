import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Logger } from 'pino';
import { type Config, repoRoot } from '../config.ts';
import type { Tracing } from '../tracing-types.ts';
import { installAfterCommit } from './after-commit.ts';
import { isConnectionError } from './errors.ts';
import { acquireDataDirLock } from './lock.ts';
import { dropOnTimeout, queryTimer, timed, timeStatements, traceQueries } from './statements.ts';
import { databaseTemplateDir, isEmptyDatabaseDir, seedFromTemplate } from './template.ts';

/**
 * Both drivers are the same Postgres dialect; the node-postgres type is the common face. No schema is
 * passed to Drizzle (no relational queries): each repository names its tables, and the full list for
 * drizzle-kit is the file patterns in drizzle.config.ts.
 */
export type DB = NodePgDatabase;
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
export type Executor = DB | Tx;

export interface Database {
  driver: 'pglite' | 'postgres';
  db: DB;
  /** Raw SQL for hot paths and benchmarks: returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Subscribe to a NOTIFY channel; the callback gets the payload. `onState(false)` says the listening
   * connection was lost (notifications may be missed until `onState(true)`, when it listens again).
   */
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Told the duration of every statement, in seconds (the metrics' query latency); one observer, the last set. */
  observeQueries?: (observer: (seconds: number) => void) => void;
  /** PostgreSQL only: the pool's connections (open, idle) and the statements waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only, when this open created the database: how (from the shipped template or by initdb), for the log. */
  created?: string;
}

const migrationsFolder = () => path.join(repoRoot(), 'apps/server/migrations');

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** Skip migrations (tests copy an already-migrated template). */
  migrate?: boolean;
  /**
   * PGlite: a shipped template directory (platform/db/template.ts) to copy when the data dir holds no
   * database yet, instead of running initdb; ignored when it does not fit this install.
   */
  template?: string;
  /** PGlite: Postgres's buffer cache (`shared_buffers`), e.g. '32MB'. */
  sharedBuffers?: string;
  /** Told the text of every statement the app sends (Drizzle's and raw ones), e.g. for a test to count them. */
  onStatement?: (sql: string) => void;
  /**
   * PostgreSQL: how long start-up waits for a server that cannot be reached yet (refused, reset, still
   * starting), trying again with a growing pause; 0 fails at once. Default DEFAULT_DATABASE_WAIT_S.
   */
  waitSeconds?: number;
  /** Told each wait, for the log: start-up is not stuck, it waits for the database. */
  onWait?: (wait: DatabaseWait) => void;
  /** Told each error of a connection the pool or a listener holds (the database went away); never fatal. */
  onConnectionError?: (error: Error) => void;
  /** With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), every statement of a traced request or job is a span. */
  tracing?: Tracing;
  /**
   * PostgreSQL: a statement with no answer after this long fails (node-postgres's `query_timeout`) and
   * its connection is dropped; 0 or unset: no limit (the backup command's long reads).
   */
  queryTimeoutMs?: number;
}

export interface DatabaseWait {
  attempt: number;
  /** Until the next try. */
  delayMs: number;
  error: Error;
  /** The URL with its password masked, for the log. */
  url: string;
}

/** Start-up waits this long for PostgreSQL before it gives up with "Cannot connect" (DATABASE_WAIT_SECONDS). */
export const DEFAULT_DATABASE_WAIT_S = 300;
/** A request waits at most this long for a connection: an unreachable database answers 503, never hangs. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The server's database, from its settings; with a logger, waits at start and lost connections are logged. */
export function databaseOptions(config: Config, log?: Logger, tracing?: Tracing): OpenOptions {
  return {
    tracing,
    ...(log && {
      onWait: (w: DatabaseWait) =>
        log.warn(
          { attempt: w.attempt, retry_in_ms: w.delayMs, err: w.error.message },
          `waiting for the database at ${w.url}: ${w.error.message}; trying again in ${Math.round(w.delayMs / 100) / 10} s`,
        ),
      onConnectionError: (e: Error) => log.warn({ err: e.message }, 'a database connection was lost; requests answer 503 until it is back'),
    }),
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DATABASE_POOL_MAX,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    waitSeconds: config.DATABASE_WAIT_SECONDS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    template: config.DB_TEMPLATE === 'on' ? databaseTemplateDir() : undefined,
  };
}

/** Drizzle's query logger, when someone listens. */
const statementLogger = (onStatement?: (sql: string) => void) =>
  onStatement ? { logger: { logQuery: (query: string) => onStatement(query) } } : {};

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts)
    : await openPglite(opts.dataDir, opts.onStatement, opts.template, opts.sharedBuffers, opts.tracing);
  // Transactions can run work after they commit (the realtime bus on NATS).
  installAfterCommit(database.db);
  if (opts.migrate !== false) {
    try {
      await runMigrations(database, opts);
    } catch (e) {
      await database.close();
      throw e;
    }
  }
  return database;
}

/**
 * node-postgres and Drizzle's driver for it, imported only when DATABASE_URL is set: a server on the
 * embedded database never loads them (start-up time and memory, ARCHITECTURE "Start-up").
 */
async function nodePostgres() {
  const [{ default: pgModule }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg: pgModule, drizzlePg: drizzle, migratePg: migrate };
}

/**
 * PGlite, its extensions and Drizzle's driver for it, imported only on the embedded database: a server
 * on PostgreSQL never loads them (about 500 kB of JavaScript to compile at every start).
 */
async function embedded() {
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, btree_gist, pg_trgm, drizzlePglite: drizzle, migratePglite: migrate };
}

/** Any constant: the advisory lock that lets only one instance migrate at a time. */
const MIGRATION_LOCK = 7_214_001;

async function runMigrations(database: Database, opts: OpenOptions): Promise<void> {
  const { databaseUrl } = opts;
  const folder = migrationsFolder();
  if (database.driver === 'pglite') {
    const { migratePglite } = await embedded();
    await migratePglite(database.db as never, { migrationsFolder: folder });
    return;
  }
  const { pg, migratePg } = await nodePostgres();
  if (!databaseUrl) {
    await migratePg(database.db, { migrationsFolder: folder });
    return;
  }
  // Several instances may start at once against one PostgreSQL: serialize them on an advisory lock
  // held by a dedicated connection; the ones that wait find the migrations applied and do nothing.
  const client = await waitForDatabase(databaseUrl, opts, async () => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Lost mid-migration: the statement under way fails and start-up stops; the event must not crash it first.
    c.on('error', (e) => opts.onConnectionError?.(e));
    try {
      await c.connect();
    } catch (e) {
      c.end().catch(() => {});
      throw e;
    }
    return c;
  });
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(client, folder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * Drizzle's migrator, with one round trip per migration instead of one per statement: an empty
 * database takes 51 migrations of about 550 statements, and each statement's trip through Drizzle and
 * node-postgres cost the start's main thread (0.3 s of CPU on a loaded machine, beside the imports it
 * runs with). The bookkeeping is Drizzle's (`drizzle.__drizzle_migrations`: a row of the file's hash
 * and its journal time per migration, those after the latest applied run, all in one transaction), so
 * a database migrated by either is up to date for the other. The statements are joined with a
 * newline before each semicolon, so a statement ending in a comment stays whole.
 */
async function migratePostgres(client: pg.Client, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1',
  );
  const last = rows[0] ? Number(rows[0].created_at) : undefined;
  const pending = migrations.filter((m) => last === undefined || last < m.folderMillis);
  if (pending.length === 0) return;
  await client.query('begin');
  try {
    for (const m of pending) {
      await client.query(m.sql.join('\n;\n'));
      await client.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [m.hash, m.folderMillis]);
    }
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  }
}

/**
 * PGlite's own start parameters plus the buffer cache's size (PGLITE_SHARED_BUFFERS, 32MB by default).
 * Postgres's default (initdb writes shared_buffers = 128MB) is initialised at start inside the
 * WebAssembly heap and stays resident: it was most of the embedded server's memory (ARCHITECTURE
 * "Memory"). A page not in the cache costs a read through PGlite's file system, from the OS page cache.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';
const pgliteStartParams = (defaults: readonly string[], sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS) => [
  ...defaults,
  '-c',
  `shared_buffers=${sharedBuffers}`,
];

/**
 * PGlite's WebAssembly compiled and its file-system bundle read, started before the data directory is
 * ready: PGlite would do both only once it is (after the template's copy), on the start's critical
 * path (issue 11). V8 compiles on its background threads meanwhile. On any failure PGlite loads them
 * itself, as before.
 */
interface Wasm {
  compile(bytes: Uint8Array): Promise<WebAssembly.Module>;
}
/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler (Liftoff) and recompiles each function
 * with TurboFan once it has run a budget's worth of code. Postgres's start alone spent Node 20's
 * default budget (1,800,000) on hundreds of functions: TurboFan then took 0.8-1 s of CPU on V8's
 * threads during a cold start, a quarter of the start's CPU, competing with it for the cores. Ten
 * times the budget leaves the start's one-off code on Liftoff; what queries keep running still tiers
 * up. Set before the module is compiled (V8 reads it then), unless node was started with its own.
 */
export const PGLITE_WASM_TIERING_BUDGET = 18_000_000;
function setWasmTieringBudget() {
  if (process.execArgv.some((a) => a.startsWith('--wasm-tiering-budget'))) return;
  setFlagsFromString(`--wasm-tiering-budget=${PGLITE_WASM_TIERING_BUDGET}`);
}

function pgliteArtifacts(): Promise<{ pgliteWasmModule?: WebAssembly.Module; fsBundle?: Blob }> {
  setWasmTieringBudget();
  try {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return Promise.all([
      // (the server's TypeScript has WebAssembly's types but not its value)
      readFile(path.join(dist, 'pglite.wasm')).then((bytes) => (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly.compile(bytes)),
      // A Blob backed by the file: PGlite reads it once into the file system it keeps; an in-memory
      // Blob stayed resident beside that copy for the process's life (6 MB).
      openAsBlob(path.join(dist, 'pglite.data')),
    ]).then(
      ([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }),
      () => ({}),
    );
  } catch {
    return Promise.resolve({});
  }
}

/**
 * The transaction the current work runs inside, on the embedded database. PGlite runs one statement at a
 * time and holds every other statement while a transaction is open: a statement on the client itself
 * (`ctx.db`) from inside an open transaction's own work waits for the transaction, which waits for it, and
 * the whole database stops for good. Such a statement is refused at once instead, naming the mistake
 * (the code must pass its transaction, `tx`). Work the transaction started but does not wait for meets
 * the same refusal while the transaction is open; PostgreSQL would run it on another connection.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export const STATEMENT_OUTSIDE_TRANSACTION =
  'a statement on the database client from inside an open transaction (it would wait for that transaction for ever on the embedded database): pass the transaction instead';

function notInsideTransaction<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => (openTransaction.getStore()?.open ? Promise.reject(new Error(STATEMENT_OUTSIDE_TRANSACTION)) : run(...args));
}

async function openPglite(
  dataDir: string,
  onStatement?: (sql: string) => void,
  template?: string,
  sharedBuffers?: string,
  tracing?: Tracing,
): Promise<Database> {
  const artifacts = pgliteArtifacts();
  // Loaded while the template is copied.
  const modules = embedded();
  modules.catch(() => {});
  const dir = path.join(dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dir);
  let client: PGlite;
  let created: string | undefined;
  try {
    // Under the lock: no other process may be copying into or opening this directory.
    let initdb: string | undefined;
    if (isEmptyDatabaseDir(dir)) {
      const seeded = template
        ? await seedFromTemplate(dir, template, migrationsFolder())
        : { seeded: false as const, reason: 'none given' };
      if (seeded.seeded) created = `database created from the shipped template in ${seeded.ms} ms`;
      else initdb = seeded.reason;
    }
    const { PGlite, btree_gist, pg_trgm } = await modules;
    const t = performance.now();
    // pg_trgm: the directory's typo-tolerant search (migration 0010 creates the extension); btree_gist:
    // MB Bookings' exclusion constraint on an owner's accepted times (migration 0034).
    client = await PGlite.create(dir, {
      ...(await artifacts),
      extensions: { pg_trgm, btree_gist },
      startParams: pgliteStartParams(PGlite.defaultStartParams, sharedBuffers),
    });
    if (initdb !== undefined)
      created = `database created by initdb in ${Math.round(performance.now() - t)} ms (shipped template not used: ${initdb})`;
  } catch (e) {
    release();
    throw e;
  }
  // Statement times for the metrics: the client's own statements and those inside its transactions
  // (this instance's client only; PGlite runs one at a time, so a time includes the wait for its turn).
  const timer = queryTimer();
  const pglite = client;
  pglite.query = notInsideTransaction(timed(timer, pglite.query.bind(pglite))) as typeof pglite.query;
  pglite.exec = notInsideTransaction(timed(timer, pglite.exec.bind(pglite)));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((fn: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<unknown>) =>
    notInsideTransaction(transaction)((tx) => {
      const scope = { open: true };
      return openTransaction
        .run(scope, () =>
          fn(
            new Proxy(tx, {
              get: (target, key) =>
                key === 'query' || key === 'exec'
                  ? timed(timer, (target[key] as (...a: unknown[]) => Promise<unknown>).bind(target))
                  : Reflect.get(target, key),
            }),
          ),
        )
        .finally(() => {
          scope.open = false;
        });
    })) as PGlite['transaction'];
  if (tracing) traceQueries(client, tracing, 'postgresql', true);
  const { drizzlePglite } = await modules;
  const db = drizzlePglite(client, statementLogger(onStatement)) as unknown as DB;
  let closed = false;
  return {
    driver: 'pglite',
    created,
    db,
    observeQueries: timer.set,
    async query(text, params) {
      onStatement?.(text);
      const r = await client.query(text, params);
      return r.rows as never;
    },
    async listen(channel, cb) {
      const unsub = await client.listen(channel, cb);
      return unsub;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // A checkpoint flushes the WAL so the next open is quick and nothing waits on replay.
        await client.exec('CHECKPOINT');
      } catch {
        /* closing anyway */
      }
      await client.close();
      release();
    },
  };
}

/**
 * Runs `connect` until it succeeds, while the only trouble is that the server cannot be reached (down,
 * restarting, the network not up yet): pauses of 0.5 s doubling to 10 s, each told to `onWait`, for
 * up to `waitSeconds`. Anything else (a wrong password, no such database) fails at once.
 */
async function waitForDatabase<T>(url: string, opts: OpenOptions, connect: () => Promise<T>): Promise<T> {
  const until = Date.now() + (opts.waitSeconds ?? DEFAULT_DATABASE_WAIT_S) * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (e) {
      const delayMs = Math.min(500 * 2 ** (attempt - 1), 10_000);
      if (!isConnectionError(e) || Date.now() + delayMs > until) throw e;
      opts.onWait?.({ attempt, delayMs, error: e as Error, url: redact(url) });
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const { onStatement } = opts;
  const { pg, drizzlePg } = await nodePostgres();
  const lost = (e: Error) => opts.onConnectionError?.(e);
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection the network dropped silently is found by the kernel, not only at the next query.
    keepAlive: true,
    // A network that goes silent (a partition: no reset, no refusal) would hold a statement, and its
    // request, until the kernel gives up on the connection, many minutes later.
    ...(opts.queryTimeoutMs ? { query_timeout: opts.queryTimeoutMs } : {}),
  });
  // The pool listens only to idle clients; a client checked out (a transaction between two statements)
  // whose connection breaks emits 'error' on itself, and an 'error' nobody listens to ends the process.
  // Every client gets its own listener for its whole life: the statement under way fails (503), the
  // broken client is dropped when released, and the next checkout connects anew.
  const timer = queryTimer();
  pool.on('connect', (client) => {
    client.on('error', lost);
    dropOnTimeout(client);
    timeStatements(client, timer);
    // A transaction's statements go through its checked-out client; the pool's own query (below) uses
    // a client with a callback, which is left alone so a statement is one span, not two.
    if (opts.tracing) traceQueries(client, opts.tracing, 'postgresql', false);
  });
  if (opts.tracing) traceQueries(pool, opts.tracing, 'postgresql', false);
  pool.on('error', lost);
  // Fail at start with a clear message rather than on the first request; a server not up yet is waited for.
  try {
    const c = await waitForDatabase(url, opts, () => pool.connect());
    c.release();
  } catch (e) {
    await pool.end();
    throw new Error(`Cannot connect to DATABASE_URL (${redact(url)}): ${(e as Error).message}`);
  }
  const db = drizzlePg(pool, statementLogger(onStatement));
  const listeners: pg.Client[] = [];
  return {
    driver: 'postgres',
    db,
    observeQueries: timer.set,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async query(text, params) {
      onStatement?.(text);
      const r = await pool.query(text, params as unknown[]);
      return r.rows;
    },
    async listen(channel, cb, onState) {
      let client: pg.Client | null = null;
      let stopped = false;
      // Reconnect: the pool keeps serving queries; only this listener is re-created. A failed
      // attempt (the database is still down) schedules the next one, so realtime comes back.
      const retry = () => {
        if (!stopped) setTimeout(() => connect().catch(retry), 1000);
      };
      const connect = async () => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
        c.on('notification', (m) => {
          if (m.channel === channel && m.payload !== undefined) cb(m.payload);
        });
        let lost = false;
        c.on('error', () => {
          // Once per client: a second error event must not start a second listener.
          if (lost || client !== c) return;
          lost = true;
          client = null;
          listeners.splice(listeners.indexOf(c), 1);
          onState?.(false);
          c.end().catch(() => {});
          retry();
        });
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (e) {
          c.end().catch(() => {});
          throw e;
        }
        if (stopped) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        listeners.push(c);
        onState?.(true);
      };
      try {
        await connect();
      } catch (e) {
        // The database went away since start-up began: listen once it is back (listening() says so meanwhile).
        if (!isConnectionError(e)) throw e;
        onState?.(false);
        retry();
      }
      return async () => {
        stopped = true;
        await client?.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
