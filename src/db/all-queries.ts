import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

type Query = () => PromiseLike<unknown>;
type Results<T extends readonly Query[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads on `db` and answers their results in order, as Promise.all does.
 * On the database they run at once, each on a pooled connection of its own. In a
 * transaction they run one after another: its one connection takes one query at a time,
 * and node-postgres, handed more, queues them and warns that pg@9 will refuse to (a test
 * on PostgreSQL fails on any such overlap, test/helpers/pg-overlap.ts). Services cannot
 * tell which they were given (the demo seeder and first-time setup hand theirs a
 * transaction), so a read of several queries goes through here rather than Promise.all.
 */
export async function allQueries<const T extends readonly Query[]>(db: Executor, queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}
