// A query that fails must not carry what the client sent into the log. Drizzle wraps a
// failed query with its text and parameters (also in its message), PGlite's error carries
// them again, and PostgreSQL's own message, detail and context can quote the values. The
// log line of a 500 names the failure (SQLSTATE, constraint, table) and nothing sent.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { MemoryFileStore } from '../../src/platform/file-store/file-store.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { describeEachBackend, openBackend } from '../helpers/harness.js';

/** Queries that fail on the value sent, the way a service with a bug would fail. */
const FAILING: Record<string, (database: Database, sent: string) => Promise<unknown>> = {
  // 22P02; the message quotes the value.
  cast: (database, sent) => database.db.execute(sql`select ${sent}::integer`),
  // 23505; the detail quotes the value.
  unique: (database, sent) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table log_probe (v text primary key) on commit drop`);
      await tx.execute(sql`insert into log_probe values (${sent}), (${sent})`);
    }),
  // 22P02 from jsonb; the context quotes the document.
  json: (database, sent) => database.db.execute(sql`select ${`{"a":"\\ud800${sent}"}`}::jsonb`),
};

describeEachBackend('the log line of a failed query', (backend) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openBackend(backend);
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info' }),
      database,
      limiter: new MemoryRateLimiter(),
      clock: Date.now,
      fileStore: new MemoryFileStore(),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    app.post<{ Params: { failure: string }; Body: { secret: string } }>(
      '/test/failing-query/:failure',
      { schema: { hide: true } },
      async (request) => FAILING[request.params.failure]?.(database, request.body.secret),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  for (const [failure, expected] of [
    ['cast', { code: '22P02', class: 'data exception' }],
    ['unique', { code: '23505', class: 'integrity constraint violation', constraint: 'log_probe_pkey' }],
    ['json', { code: '22P02', class: 'data exception' }],
  ] as const) {
    it(`${failure}: names the error, holds nothing of the request`, async () => {
      const secret = `secret-${randomUUID()}`;
      lines.length = 0;
      const response = await app.inject({
        method: 'POST',
        url: `/test/failing-query/${failure}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ secret }),
      });
      expect(response.statusCode, response.body).toBe(500);
      expect(response.body).not.toContain(secret);

      const log = lines.join('');
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice(7, 20));
      expect(log).not.toMatch(/log_probe values|::integer|::jsonb|Failed query/);
      const failed = lines
        .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
        .find((entry) => entry.msg === 'request failed');
      expect(failed?.err).toMatchObject({ type: 'DrizzleQueryError', database: expected });
      expect(String(failed?.err?.stack)).toMatch(/^\s+at /);
    });
  }
});
