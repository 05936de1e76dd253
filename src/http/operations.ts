// What an operator's tools call: `/healthz` (the process runs), `/readyz` (it can serve:
// database, Redis, migrations) and `/metrics` (Prometheus, behind METRICS_TOKEN; or on a
// port of its own, see metrics-server.ts). None is part of the public API document.
import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { migrationStatus } from '../db/migration-status.js';
import { CONTENT_TYPE, observeHttpRequest, renderMetrics } from '../platform/metrics.js';
import type { AppDeps } from './deps.js';
import { httpStatus, PROBLEM_CONTENT_TYPE, problem } from './errors.js';
import { sendProblem } from './plugins/error-handler.js';

/** Counts every answered request by its route's pattern; no I/O, a few label look-ups. */
export function installRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // A URL no route serves (the not-found handler ran) is "unmatched", never its raw path.
    const route = request.is404 ? undefined : request.routeOptions.url;
    observeHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime);
  });
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** `GET /metrics` on the main port, for a bearer of METRICS_TOKEN; without the token no such route (404). */
export function registerMetricsRoute(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.metricsToken;
  if (token === undefined) return;
  const expected = sha256(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    // Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token.
    if (match === null || !timingSafeEqual(sha256(match[1] ?? ''), expected)) {
      return sendProblem(
        request,
        reply,
        'unauthenticated',
        'Send the metrics token: "Authorization: Bearer <METRICS_TOKEN>".',
      );
    }
    const text = await renderMetrics({ database: deps.database, clock: deps.clock });
    return reply.type(CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
}

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

type Check =
  | { status: 'ok'; [detail: string]: unknown }
  | { status: 'failed'; reason: string; [detail: string]: unknown }
  | { status: 'skipped'; reason: string };

async function timed(name: string, log: FastifyBaseLogger, run: () => Promise<Check>): Promise<Check> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      run(),
      delay(CHECK_TIMEOUT_MS, undefined, { signal: timeout.signal }).then((): Check => ({
        status: 'failed',
        reason: `no answer within ${CHECK_TIMEOUT_MS / 1000} s`,
      })),
    ]);
  } catch (error) {
    // The reason stays in the log: a driver's message may name hosts, users or queries.
    log.warn({ err: error, check: name }, 'readiness check failed');
    return { status: 'failed', reason: 'did not answer' };
  } finally {
    timeout.abort();
  }
}

/** Every check at once: database, Redis (with REDIS_URL) and migrations. */
async function readiness(deps: AppDeps, log: FastifyBaseLogger): Promise<Record<string, Check>> {
  const { database, limiter, config } = deps;
  const [db, redis, migrations] = await Promise.all([
    timed('database', log, async () => {
      await database.ping();
      return { status: 'ok' };
    }),
    config.redisUrl === undefined || limiter.ping === undefined
      ? Promise.resolve<Check>({ status: 'skipped', reason: 'REDIS_URL is not set' })
      : timed('redis', log, async () => {
          await limiter.ping?.();
          return { status: 'ok' };
        }),
    timed('migrations', log, async () => {
      const status = await migrationStatus(database.db);
      const counts = { applied: status.applied, expected: status.expected };
      return status.pending.length === 0
        ? { status: 'ok', ...counts }
        : {
            status: 'failed',
            reason: `${status.pending.length} migration(s) not applied: run \`caretaker migrate\` or restart an instance`,
            ...counts,
            pending: status.pending,
          };
    }),
  ]);
  return { database: db, redis, migrations };
}

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const checks = await readiness(deps, request.log);
    const failed = Object.entries(checks)
      .filter(([, check]) => check.status === 'failed')
      .map(([name]) => name);
    if (failed.length === 0) return { status: 'ready', database: deps.database.kind, checks };
    return reply
      .code(httpStatus('service_unavailable'))
      .type(PROBLEM_CONTENT_TYPE)
      .send({
        ...problem('service_unavailable', `Not ready: ${failed.join(', ')} failed.`, request.id),
        failed,
        checks,
      });
  });
}
