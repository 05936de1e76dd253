import { and, eq, lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { DomainError } from '../../domain/errors.js';
import { defineSchedule } from '../jobs/schedule.js';
import { idempotencyKeys } from './idempotency.tables.js';

// `Idempotency-Key` on API writes, as integrators know it from Stripe: the first request
// with a key runs and its answer is stored; a repeat with the same key and the same request
// within 24 h gets that answer again (marked `Idempotent-Replayed: true`) without running;
// the same key with another request is 422; a repeat while the first still runs is 409.
// Keys are scoped per API key. Answers of 5xx are not stored: the key is released, so a
// retry runs again. Requests refused before they run (authentication, scope, licence,
// validation) store nothing.

/** How long an answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
/** How long a running request holds its key before another may take it over. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export interface IdempotencyScope {
  tenantId: number;
  apiKeyId: number;
  key: string;
}

export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** The fingerprint of a request: method, path with query, and the body with its keys sorted. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${stableJson(body)}`)
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const where = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.tenantId, scope.tenantId),
    eq(idempotencyKeys.apiKeyId, scope.apiKeyId),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Claims the key for a request, or tells what to answer instead: `run` (the request goes
 * ahead and must end with completeIdempotent or releaseIdempotent), or `replay` with the
 * stored answer. Throws 422 idempotency_key_reused and 409 idempotency_key_in_use.
 */
export async function beginIdempotent(
  db: Executor,
  scope: IdempotencyScope,
  hash: string,
  nowMs: number,
): Promise<{ kind: 'run' } | { kind: 'replay'; answer: StoredAnswer }> {
  const now = new Date(nowMs);
  const lockedUntil = new Date(nowMs + IDEMPOTENCY_LEASE_MS);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash: hash, state: 'running', lockedUntil, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { kind: 'run' };
    const [row] = await db.select().from(idempotencyKeys).where(where(scope));
    if (!row) continue; // released or pruned in between: claim again
    // An answer older than the window is forgotten: the key starts afresh.
    const stale = row.createdAt.getTime() <= nowMs - IDEMPOTENCY_WINDOW_MS;
    const abandoned = row.state === 'running' && (row.lockedUntil?.getTime() ?? 0) <= nowMs;
    if (stale || abandoned) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({
          requestHash: hash,
          state: 'running',
          lockedUntil,
          statusCode: null,
          responseHeaders: null,
          responseBody: null,
          createdAt: now,
        })
        .where(and(where(scope), eq(idempotencyKeys.createdAt, row.createdAt), eq(idempotencyKeys.state, row.state)))
        .returning({ key: idempotencyKeys.key });
      if (taken) return { kind: 'run' };
      continue;
    }
    if (row.requestHash !== hash) {
      throw new DomainError(
        'idempotency_key_reused',
        `The Idempotency-Key "${scope.key}" was used within the last 24 hours for another request; use a new key for a new request.`,
      );
    }
    if (row.state === 'running') {
      throw new DomainError(
        'idempotency_key_in_use',
        `A request with the Idempotency-Key "${scope.key}" is still running; retry once it has answered.`,
      );
    }
    return {
      kind: 'replay',
      answer: {
        statusCode: row.statusCode ?? 200,
        headers: (row.responseHeaders ?? {}) as Record<string, string>,
        body: row.responseBody ?? '',
      },
    };
  }
  throw new DomainError('idempotency_key_in_use', `The Idempotency-Key "${scope.key}" is busy; retry.`);
}

/** Stores the answer of a request that ran. */
export async function completeIdempotent(db: Executor, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      lockedUntil: null,
      statusCode: answer.statusCode,
      responseHeaders: answer.headers,
      responseBody: answer.body,
    })
    .where(and(where(scope), eq(idempotencyKeys.state, 'running')));
}

/** Lets go of a key whose request failed on our side (5xx): a retry runs again. */
export async function releaseIdempotent(db: Executor, scope: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(where(scope), eq(idempotencyKeys.state, 'running')));
}

/** Every hour, forgets answers older than the window. */
export const pruneIdempotencyKeys = defineSchedule({
  name: 'idempotency.prune',
  cron: '41 * * * *',
  timeZone: 'UTC',
  catchUpMs: 3600 * 1000,
  run: async (_occurrence, ctx) => {
    const cutoff = new Date(ctx.clock() - IDEMPOTENCY_WINDOW_MS);
    await ctx.database.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
  },
});
