import { existsSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import {
  messages,
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Query } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { projectPath } from '../platform/project-root.js';
import { watchPgPool } from '../platform/metrics.js';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One Drizzle type for both engines: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository accepts either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` once the sending transaction has
   * committed (PGlite: in this process; PostgreSQL: from any process, on a connection of
   * its own that reconnects by itself and calls `onNotify` again when it is back, since
   * notifications sent meanwhile are lost). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`"${channel}" is not a channel name`);
  return channel;
}

const migrationsFolder = projectPath('drizzle');

// pg returns bigint columns as strings by default; our ids stay well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * PGlite's own start parameters, with 32 MB of shared buffers instead of PostgreSQL's
 * 128 MB: in WebAssembly the whole buffer pool is resident from the start, so this keeps
 * about 80 MB out of the server's memory (measured: 356 → 273 MB after opening a
 * database). Pages beyond it are read through the operating system's file cache; an
 * installation whose data outgrows that belongs on PostgreSQL anyway.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Opens PGlite in dataDir (or in memory when dataDir is undefined). With `files`, a copy of
 * another database's data directory (PGlite's dumpDataDir), it starts from those instead
 * of running initdb, which takes seconds: tests clone one migrated database this way.
 */
/**
 * PGlite's WebAssembly runs on V8's baseline compiler only (Liftoff), never tiered up to
 * TurboFan: the optimised copies of PostgreSQL's hot functions and their compilation cost
 * 40–100 MB of the server's memory and CPU time on a small machine, and buy little, since
 * a query's time goes mostly to the calls between JavaScript and WebAssembly (measured:
 * the same inserts and selects as fast within the noise, about 100 MB less resident).
 * Set before the first PGlite module is compiled; it concerns WebAssembly only.
 */
function wasmBaselineOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

export async function openPglite(dataDir: string | undefined, files?: Blob): Promise<Database> {
  wasmBaselineOnly();
  const open = () =>
    PGlite.create(dataDir, {
      startParams: PGLITE_START_PARAMS,
      ...(files === undefined ? {} : { loadDataDir: files }),
    });
  if (dataDir !== undefined && files === undefined && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A new data directory: initdb grows PGlite's WebAssembly memory to about 650 MB, and
    // WebAssembly memory never shrinks. Created, closed and opened again, the server runs
    // on a fresh instance instead (measured: 698 → 334 MB right after opening).
    const creating = await open();
    await creating.close();
  }
  const client = await open();
  const lean = leanQueryOptions(client);
  const run = preparedStatements(client, lean);
  const query = client.query.bind(client);
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    unpreparable(options)
      ? query<T>(text, params, lean(options))
      : // As PGlite's own query: after any transaction, one statement at a time.
        client._runExclusiveTransaction(() =>
          client.runExclusive(async () => {
            if (client.closed) throw new Error('PGlite is closed');
            const results = await run(text, params ?? [], options);
            await client.syncToFs();
            return results as Results<T>;
          }),
        );
  // Its transactions carry the runner for statements given a name of their own (executeNamed).
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const inTransaction = tx.query.bind(tx);
      const runInTransaction = (text: string, params: unknown[], options: QueryOptions | undefined, name?: string) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return client.runExclusive(() => run(text, params, options, name));
      };
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        unpreparable(options)
          ? inTransaction<R>(text, params, lean(options))
          : (runInTransaction(text, params ?? [], options) as Promise<Results<R>>);
      const named: NamedRunner = (_tx, name, text, params, options) => runInTransaction(text, params, options, name);
      return callback(Object.assign(tx, { [NAMED_STATEMENTS]: named }));
    });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onNotify) => client.listen(checkChannel(channel), () => onNotify()),
    close: async () => {
      if (client.closed) return;
      // A checkpoint flushes the WAL so the next start opens a clean directory.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

const keepText = (value: string) => value;
/** The types drizzle's PGlite session reads as PostgreSQL's text: timestamp, timestamptz, interval, date, their arrays, numeric[]. */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231];

/**
 * drizzle's PGlite session passes its own result parsers with every query, to keep the
 * types above as text; PGlite then copies its whole table of parsers (over 300 entries, one
 * per array type) into a new object for that query, which took about a third of a simple
 * query's time (measured: 340 against 240 µs for `select 1`). The instance keeps those
 * types as text itself instead, and the queries go without the option. Options with other
 * parsers are passed on as they are. Only drizzle and this file query the instance.
 */
function leanQueryOptions(client: PGlite): (options: QueryOptions | undefined) => QueryOptions | undefined {
  return (options) => {
    const parsers = options?.parsers;
    if (parsers === undefined) return options;
    for (const key of Object.keys(parsers)) if (!DRIZZLE_TEXT_TYPES.includes(Number(key))) return options;
    // Set on every query: PGlite sets its array types' parsers anew when it learns new types.
    for (const type of DRIZZLE_TEXT_TYPES) if (client.parsers[type] !== keepText) client.parsers[type] = keepText;
    const rest: QueryOptions = { ...options };
    delete rest.parsers;
    return rest;
  };
}

/** Runs `text` as the named statement `name` in a PGlite transaction (see preparedStatements). */
type NamedRunner = (
  tx: Transaction,
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
) => Promise<Results>;

/** Where a PGlite transaction (drizzle's client inside it) keeps its instance's NamedRunner. */
const NAMED_STATEMENTS = Symbol('named statements');

/** Options PGlite's query handles itself: files for COPY, parameter types given by the caller. */
const unpreparable = (options: QueryOptions | undefined) =>
  options?.blob !== undefined || options?.paramTypes !== undefined;

/**
 * How many statements an instance keeps prepared, the least recently used closed first. An
 * application runs a few hundred statement texts (values travel as parameters); each kept
 * statement holds its parse tree and, run often, its plan in PostgreSQL's memory, which for
 * PGlite's WebAssembly never shrinks.
 */
const STATEMENTS_KEPT = 250;

/** Errors that say a kept statement no longer fits: its tables changed shape, or it was deallocated. */
function staleStatement(error: unknown): boolean {
  if (!(error instanceof messages.DatabaseError)) return false;
  return (
    error.code === '26000' ||
    (error.code === '0A000' && error.message.includes('cached plan must not change result type'))
  );
}

/**
 * Every statement on a PGlite instance runs as a prepared statement, kept by its text
 * (PGlite's own `query` parses, describes, binds and executes an unnamed statement in five
 * calls into the WebAssembly, then syncs, for every run). Through PGlite's wire protocol: a
 * new text is parsed once (Parse, Describe, with the Close of statements let go), and each
 * run is one batch of Bind, Describe, Execute and Sync, answered and serialised as `query`
 * does (its parameter serialisers and result parsers), so PostgreSQL plans it as it does a
 * named statement on a connection (after five runs, one generic plan where that is no
 * dearer). Measured: a select by primary key through drizzle, about 600 → 200 µs. Errors
 * as from `query`: the first error of the batch, after its Sync, with the query and
 * parameters attached. The caller holds the instance's query lock.
 */
function preparedStatements(
  client: PGlite,
  lean: (options: QueryOptions | undefined) => QueryOptions | undefined,
): (text: string, params: unknown[], options: QueryOptions | undefined, name?: string) => Promise<Results> {
  const { serialize } = protocol;
  // Prepared statements by text, least recently used first, with their parameter types.
  const kept = new Map<string, { name: string; types: number[] }>();
  // Statements let go, closed with the next Parse.
  const letGo: string[] = [];
  let made = 0;
  const batch = (parts: Uint8Array[]) => {
    const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      message.set(part, offset);
      offset += part.length;
    }
    return message;
  };
  const prepare = async (text: string, name: string) => {
    // Close first: a statement of that name left by a batch that failed after its Parse goes.
    const closing = [...letGo.splice(0), name].map((old) => serialize.close({ type: 'S', name: old }));
    const described = await client.execProtocolStream(
      batch([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    kept.set(text, statement);
    if (kept.size > STATEMENTS_KEPT) {
      const [oldest, { name: oldName }] = kept.entries().next().value!;
      kept.delete(oldest);
      letGo.push(oldName);
    }
    return statement;
  };
  const runOnce = async (text: string, params: unknown[], options: QueryOptions | undefined, name?: string) => {
    let statement = kept.get(text);
    if (statement === undefined) statement = await prepare(text, name ?? `stmt_${++made}`);
    else {
      kept.delete(text);
      kept.set(text, statement);
    }
    const { types } = statement;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = types[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    const answer = await client.execProtocolStream(
      batch([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(answer, client.parsers, options)[0]!;
  };
  return async (text, params, given, name) => {
    const options = lean(given);
    try {
      try {
        return await runOnce(text, params, options, name);
      } catch (error) {
        if (!staleStatement(error)) throw error;
        // Prepared again, once (outside a transaction; inside, the failure ended it).
        const stale = kept.get(text);
        if (stale !== undefined) {
          kept.delete(text);
          letGo.push(stale.name);
        }
        return await runOnce(text, params, options, name);
      }
    } catch (error) {
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };
}

/**
 * Runs `query` as a named prepared statement (`name`: one per statement text): the
 * database parses it once per connection and, after a few runs, plans it once, instead of
 * on every run. For statements run very often whose planning costs about as much as their
 * execution. PostgreSQL: node-postgres's named statements; PGlite prepares every statement
 * (preparedStatements), under this name when it is new inside a transaction. Answers as
 * `execute` does.
 */
export async function executeNamed(executor: Executor, name: string, query: Query): Promise<{ rows: unknown[] }> {
  const session = executor._.session as unknown as {
    client: unknown;
    prepareQuery: Executor['_']['session']['prepareQuery'];
  };
  const prepared = session.prepareQuery(query, undefined, name, false);
  const tx = session.client as Partial<Record<typeof NAMED_STATEMENTS, NamedRunner>> & Transaction;
  const runNamed = tx[NAMED_STATEMENTS];
  if (runNamed !== undefined) {
    // drizzle's PGlite query runs `client.query(text, params, options)` (its error
    // handling, result options): the same, through the named statement.
    (prepared as unknown as { client: Pick<Transaction, 'query'> }).client = {
      query: (text, params, options) => runNamed(tx, name, text, params ?? [], options) as never,
    };
  }
  return (await prepared.execute()) as { rows: unknown[] };
}

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const unwatch = watchPgPool(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<Listener>();
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock(7263513001)');
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock(7263513001)').catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onNotify) => {
      const listener = new Listener(databaseUrl, checkChannel(channel), onNotify);
      listeners.add(listener);
      // Not reachable now: it keeps trying in the background; callers poll meanwhile.
      await listener.start().catch(() => listener.reconnectLater());
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      unwatch();
      await pool.end();
    },
  };
}

/** LISTEN on a connection outside the pool, so it never holds a pooled client. */
class Listener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onNotify: () => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onNotify();
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      this.reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  reconnectLater(): void {
    if (this.stopped || this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start().then(
        () => this.onNotify(),
        () => this.reconnectLater(),
      );
    }, 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
