import pg from 'pg';

/**
 * Catches code that hands a node-postgres connection a query while it still runs another:
 * Promise.all over queries in a transaction, typically (use allQueries, src/db/all-queries.ts).
 * pg queues such a query, warns once per process only from the third at once on, and pg@9
 * will refuse it; here every overlap is recorded, with the SQL of both queries, and
 * test/setup.ts fails the test file that caused it. Drizzle starts a query when it is
 * awaited, so a stack trace would not name the caller: the SQL does.
 */

interface ClientState {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const PG_WARNING = 'Calling client.query() when the client is already executing a query';
// Kept on the process, like the wrapper: should this module be evaluated again in a worker
// (a registry reset), its new instance must read what the one wrapper records.
const shared = globalThis as unknown as Record<symbol, string[] | undefined>;
const overlaps: string[] = (shared[Symbol.for('caretaker.test.pgOverlaps')] ??= []);
const installed = Symbol.for('caretaker.test.pgOverlapGuard');

function sqlOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').slice(0, 300) : '(no SQL text)';
}

/** Wraps pg's Client#query once per process (test files share processes); harmless on PGlite, which has no pg client. */
export function installPgOverlapGuard(): void {
  const proto = pg.Client.prototype as unknown as { query: (this: ClientState, ...args: unknown[]) => unknown };
  const marked = proto as unknown as Record<symbol, boolean>;
  if (marked[installed]) return;
  marked[installed] = true;
  const query = proto.query;
  proto.query = function (this: ClientState, ...args: unknown[]) {
    // The guard reads pg's private state; an upgrade that renames it must not switch the guard off quietly.
    if (!('_activeQuery' in this) || !Array.isArray(this._queryQueue)) {
      throw new Error(
        'test/helpers/pg-overlap.ts: pg.Client no longer has _activeQuery and _queryQueue; update the guard',
      );
    }
    if (!this.pipeline && (this._activeQuery != null || this._queryQueue.length > 0)) {
      overlaps.push(
        `query sent while ${1 + this._queryQueue.length} other(s) ran on the same connection:\n` +
          `  new:     ${sqlOf(args[0])}\n  running: ${sqlOf(this._activeQuery)}`,
      );
    }
    return query.apply(this, args);
  };
  // pg's own warning as well, should it ever come from a path the wrapper does not see.
  process.on('warning', (warning) => {
    if (warning.message.includes(PG_WARNING)) overlaps.push(`${warning.name}: ${warning.message}`);
  });
}

/** The overlaps recorded since the last call, cleared. */
export function takePgOverlaps(): string[] {
  return overlaps.splice(0);
}
