// Sending webhooks. Each endpoint has a queue of pending deliveries (rows) drained by one
// job at a time (`webhooks.deliver`, keyed `webhook:<tenant>:<endpoint>:<drain_seq>`): a
// slow or dead receiver holds at most one of the runner's slots, and the others' jobs run
// beside it. A pass sends due deliveries in rounds of up to IN_FLIGHT requests (one event
// each) and ends after a round with a failure (or after a batch); its completion bumps
// `drain_seq` and queues the next pass for the
// earliest due delivery, in the same transaction, so the chain is never lost: a killed
// worker's job is taken over after its lease, and an attempt sent but not yet recorded is
// sent again with the same `webhook-id` (at least once).
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, isNotNull, lt, lte, min, ne, or, sql } from 'drizzle-orm';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { BlockList } from 'node:net';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { defineJobKind, type JobContext } from '../../platform/jobs/kinds.js';
import { defineSchedule } from '../../platform/jobs/schedule.js';
import { enqueueJob, hastenJobs } from '../../platform/jobs/queue.js';
import { webhookDeliveryCount } from '../../platform/metrics.js';
import { queueMail } from '../../platform/mail/outgoing.js';
import { accountsWithPermission, noticeAdmins } from '../report-schedules/recipient-approval.js';
import { raiseAlert } from '../alerts/alerts.service.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { guardedLookup, parseNetworks, RefusedTarget, targetProblem } from './address-guard.js';
import { secretSealer } from './secrets.js';
import { webhookHeaders } from './signing.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.tables.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits before each retry (Standard Webhooks): after the first failure at once, then 5 s, … 24 h. */
export const RETRY_DELAYS_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
/** The first attempt and one per retry. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Up to this share of a wait is added at random, so retries of many deliveries spread out. */
export const RETRY_JITTER = 0.1;
/** An endpoint failing every attempt this long is disabled; the admins are warned after a day. */
export const DISABLE_AFTER_MS = 5 * 24 * HOUR;
export const WARN_AFTER_MS = 24 * HOUR;
export const DEFAULT_TIMEOUT_MS = 15 * SECOND;
/** Of a receiver's answer, this much is kept in the attempt log. */
export const RESPONSE_BODY_LIMIT = 4096;
/** Deliveries sent in one pass before the job hands its slot back. */
const PASS_LIMIT = 400;
/** Requests one endpoint has in flight at once, each with one event. */
export const IN_FLIGHT = 8;
const RETRY_AFTER_CAP_MS = 24 * HOUR;

/** The wait before the retry after `failedAttempts` failed attempts, with jitter (`random` in [0, 1)). */
export function retryDelay(failedAttempts: number, random: () => number = Math.random): number | undefined {
  const base = RETRY_DELAYS_MS[failedAttempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 + RETRY_JITTER * random()));
}

export interface SendOutcome {
  ok: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
  /** The receiver asked to wait (429/502/504 or Retry-After), in ms. */
  slowDownMs: number | null;
}

function retryAfterMs(response: IncomingMessage, now: number): number | null {
  const raw = response.headers['retry-after'];
  if (raw === undefined) return null;
  if (/^\d+$/.test(raw.trim())) return Math.min(RETRY_AFTER_CAP_MS, Number(raw.trim()) * SECOND);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.min(RETRY_AFTER_CAP_MS, Math.max(0, at - now));
}

/**
 * POSTs one signed message. Only a 2xx is success; a redirect is a failure and not
 * followed; the connection goes only to an address the guard accepted.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allow: BlockList; timeoutMs: number; now: () => number },
): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const problem = targetProblem(url, options.allow);
  if (problem) return { ok: false, status: null, body: null, error: problem, durationMs: 0, slowDownMs: null };
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: took() });
    };
    const request = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Caretaker-Webhooks/1',
        },
        lookup: guardedLookup(target.protocol, options.allow),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const status = response.statusCode ?? 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
          const throttled = [429, 502, 504].includes(status);
          const wait = retryAfterMs(response, options.now());
          finish({
            ok: status >= 200 && status < 300,
            status,
            body: text,
            error: status >= 300 && status < 400 ? 'redirects are not followed' : null,
            slowDownMs: status >= 200 && status < 300 ? null : (wait ?? (throttled ? 0 : null)),
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({
        ok: false,
        status: null,
        body: null,
        error: `no answer within ${options.timeoutMs} ms`,
        slowDownMs: null,
      });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => {
      const message = error instanceof RefusedTarget ? `Refused: ${error.message}` : error.message || error.name;
      finish({ ok: false, status: null, body: null, error: message, slowDownMs: null });
    });
    request.end(body);
  });
}

const DeliverPayload = Type.Object(
  { tenant_id: Type.Integer({ minimum: 1 }), endpoint_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

const drainKey = (tenantId: number, endpointId: number, seq: number) => `webhook:${tenantId}:${endpointId}:${seq}`;

/**
 * Makes sure the endpoint's drain job runs no later than `runAt`: queues it, or moves its
 * due time earlier. Call it in the transaction that made deliveries pending. Reading
 * `drain_seq` with FOR SHARE waits for a pass finishing at that moment, so the job asked
 * for is the one that pass's successor will be, never one already done.
 */
export async function requestDrain(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  endpointId: number,
  runAt: Date = new Date(clock()),
): Promise<void> {
  await requestDrains(tx, clock, tenantId, [endpointId], runAt);
}

/** requestDrain for several endpoints of a tenant, in two statements. */
export async function requestDrains(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  endpointIds: readonly number[],
  runAt: Date = new Date(clock()),
): Promise<void> {
  if (endpointIds.length === 0) return;
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      seq: webhookEndpoints.drainSeq,
      enabled: webhookEndpoints.enabled,
      throttled: webhookEndpoints.throttledUntil,
    })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), inArray(webhookEndpoints.id, [...endpointIds])))
    .orderBy(asc(webhookEndpoints.id))
    .for('share');
  await hastenJobs(
    tx,
    clock,
    webhookDeliverJob,
    endpoints
      .filter((endpoint) => endpoint.enabled)
      .map((endpoint) => ({
        key: drainKey(tenantId, endpoint.id, endpoint.seq),
        tenantId,
        payload: { tenant_id: tenantId, endpoint_id: endpoint.id },
        runAt: endpoint.throttled && endpoint.throttled > runAt ? endpoint.throttled : runAt,
      })),
  );
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

async function signingSecrets(database: Database, endpoint: EndpointRow, now: number): Promise<string[]> {
  const sealer = await secretSealer(database);
  const secrets = [sealer.open(endpoint.secretSealed, endpoint)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now
  ) {
    secrets.push(sealer.open(endpoint.previousSecretSealed, endpoint));
  }
  return secrets;
}

function allowOf(ctx: JobContext): BlockList {
  return parseNetworks(ctx.ports.config?.webhookAllowNetworks ?? []);
}

/** One attempt of one delivery: signs and sends it; the caller records the outcome. */
async function send(
  ctx: JobContext,
  endpoint: EndpointRow,
  secrets: readonly string[],
  delivery: DeliveryRow,
  allow: BlockList,
): Promise<Sent> {
  const headers = webhookHeaders(secrets, delivery.messageId, Math.floor(ctx.clock() / SECOND), delivery.body);
  const outcome = await sendWebhook(endpoint.url, headers, delivery.body, {
    allow,
    timeoutMs: ctx.ports.webhookTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: ctx.clock,
  });
  return { delivery, headers, outcome };
}

interface Sent {
  delivery: DeliveryRow;
  headers: Record<string, string>;
  outcome: SendOutcome;
}

/**
 * Records the attempts of one round in their own transaction, before and apart from the
 * pass's completion: a pass that cannot complete still leaves its attempts in the log.
 * Failures one by one (each moves its delivery's retry and the endpoint's state), the
 * successes together.
 */
async function recordRound(ctx: JobContext, endpoint: EndpointRow, round: readonly Sent[]): Promise<void> {
  for (const { outcome } of round) {
    webhookDeliveryCount.inc({ result: outcome.ok ? 'succeeded' : outcome.status === null ? 'error' : 'failed' });
  }
  await ctx.database.db.transaction(async (tx) => {
    for (const { delivery, headers, outcome } of round.filter((r) => !r.outcome.ok)) {
      await recordAttempt(tx, ctx.clock, endpoint, delivery, headers, outcome);
    }
    const succeeded = round.filter((r) => r.outcome.ok);
    if (succeeded.length === 0) return;
    const at = new Date(ctx.clock());
    const tenantId = endpoint.tenantId;
    await tx.insert(webhookAttempts).values(
      succeeded.map(({ delivery, headers, outcome }) => ({
        tenantId,
        deliveryId: delivery.id,
        attemptedAt: at,
        succeeded: true,
        durationMs: outcome.durationMs,
        requestHeaders: headers,
        responseStatus: outcome.status,
        responseBody: outcome.body,
        error: outcome.error,
      })),
    );
    await tx
      .update(webhookDeliveries)
      .set({
        state: 'succeeded',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: null,
        finishedAt: at,
      })
      .where(
        and(
          eq(webhookDeliveries.tenantId, tenantId),
          inArray(
            webhookDeliveries.id,
            succeeded.map((r) => r.delivery.id),
          ),
        ),
      );
    // The endpoint answers: it is no longer failing or slowed down.
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null, failingNoticeAt: null, throttledUntil: null })
      .where(
        and(
          eq(webhookEndpoints.tenantId, tenantId),
          eq(webhookEndpoints.id, endpoint.id),
          or(
            isNotNull(webhookEndpoints.failingSince),
            isNotNull(webhookEndpoints.failingNoticeAt),
            isNotNull(webhookEndpoints.throttledUntil),
          ),
        ),
      );
  });
}

export async function recordAttempt(
  tx: Executor,
  clock: Clock,
  endpoint: EndpointRow,
  delivery: DeliveryRow,
  headers: Record<string, string>,
  outcome: SendOutcome,
): Promise<void> {
  const at = new Date(clock());
  const tenantId = endpoint.tenantId;
  await tx.insert(webhookAttempts).values({
    tenantId,
    deliveryId: delivery.id,
    attemptedAt: at,
    succeeded: outcome.ok,
    durationMs: outcome.durationMs,
    requestHeaders: headers,
    responseStatus: outcome.status,
    responseBody: outcome.body,
    error: outcome.error,
  });
  const attempts = delivery.attempts + 1;
  const deliveryWhere = and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, delivery.id));
  const endpointWhere = and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpoint.id));
  if (outcome.ok) {
    await tx
      .update(webhookDeliveries)
      .set({ state: 'succeeded', attempts, nextAttemptAt: null, finishedAt: at })
      .where(deliveryWhere);
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null, failingNoticeAt: null, throttledUntil: null })
      .where(endpointWhere);
    return;
  }
  const gone = outcome.status === 410;
  const wait = gone ? undefined : retryDelay(attempts);
  const slowDown = outcome.slowDownMs;
  const next = wait === undefined ? null : new Date(at.getTime() + Math.max(wait, slowDown ?? 0));
  await tx
    .update(webhookDeliveries)
    .set(
      next === null
        ? { state: 'failed', attempts, nextAttemptAt: null, finishedAt: at }
        : { attempts, nextAttemptAt: next },
    )
    .where(deliveryWhere);
  const [current] = await tx.select().from(webhookEndpoints).where(endpointWhere).for('update');
  if (!current) return;
  const failingSince = current.failingSince ?? at;
  const changes: Partial<EndpointRow> = { failingSince };
  if (slowDown !== null && next !== null) changes.throttledUntil = next;
  if (gone || at.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
    Object.assign(changes, { enabled: false, disabledReason: gone ? 'gone' : 'failing', disabledAt: at });
    await tellAdmins(tx, clock, current, gone ? 'gone' : 'failing_disabled');
  } else if (at.getTime() - failingSince.getTime() >= WARN_AFTER_MS && current.failingNoticeAt === null) {
    changes.failingNoticeAt = at;
    await tellAdmins(tx, clock, current, 'failing');
    // An alert too, once per failing stretch: someone should fix the receiver before it is switched off.
    await raiseAlert(tx, clock, {
      tenantId: current.tenantId,
      kind: 'webhook_failing',
      occurrenceKey: `webhook:${current.id}:failing:${failingSince.toISOString()}`,
      propertyId: null,
      subject: {
        url: current.url,
        failing_since: failingSince.toISOString(),
        disable_at: new Date(failingSince.getTime() + DISABLE_AFTER_MS).toISOString(),
      },
    });
  }
  await tx.update(webhookEndpoints).set(changes).where(endpointWhere);
}

const NOTICE_TEXTS = {
  en: {
    failing: (url: string) => ({
      title: `Webhook endpoint failing: ${url}`,
      body: `Every delivery to ${url} has failed for a day. It is retried; after five days of failures the endpoint is switched off. See Settings → Integrations → Webhooks.`,
    }),
    failing_disabled: (url: string) => ({
      title: `Webhook endpoint switched off: ${url}`,
      body: `Every delivery to ${url} failed for five days, so it was switched off. Fix the receiver, switch it on again and replay what it missed (Settings → Integrations → Webhooks).`,
    }),
    gone: (url: string) => ({
      title: `Webhook endpoint switched off: ${url}`,
      body: `${url} answered 410 Gone, so it was switched off. Switch it on again under Settings → Integrations → Webhooks if that was a mistake.`,
    }),
  },
  de: {
    failing: (url: string) => ({
      title: `Webhook-Empfänger antwortet nicht: ${url}`,
      body: `Seit einem Tag schlägt jede Zustellung an ${url} fehl. Sie wird wiederholt; nach fünf Tagen ohne Erfolg wird der Empfänger abgeschaltet. Siehe Einstellungen → Integrationen → Webhooks.`,
    }),
    failing_disabled: (url: string) => ({
      title: `Webhook-Empfänger abgeschaltet: ${url}`,
      body: `Fünf Tage lang schlug jede Zustellung an ${url} fehl; er wurde abgeschaltet. Beheben Sie den Fehler, schalten Sie ihn wieder ein und senden Sie Verpasstes erneut (Einstellungen → Integrationen → Webhooks).`,
    }),
    gone: (url: string) => ({
      title: `Webhook-Empfänger abgeschaltet: ${url}`,
      body: `${url} antwortete 410 Gone und wurde abgeschaltet. War das ein Versehen, schalten Sie ihn unter Einstellungen → Integrationen → Webhooks wieder ein.`,
    }),
  },
} as const;

/** The admins (Edit settings) learn of it in the portal and by e-mail. */
async function tellAdmins(
  tx: Executor,
  clock: Clock,
  endpoint: EndpointRow,
  what: 'failing' | 'failing_disabled' | 'gone',
): Promise<void> {
  const language = (await describeOrganisation(tx, endpoint.tenantId)).language;
  const text = NOTICE_TEXTS[language === 'de' ? 'de' : 'en'][what](endpoint.url);
  const notice = { kind: `webhook_endpoint.${what}`, ...text, subject: { webhook_endpoint_id: endpoint.id } };
  await noticeAdmins(tx, clock, endpoint.tenantId, notice);
  const to = (await accountsWithPermission(tx, endpoint.tenantId, 'settings.edit')).map((a) => a.email);
  if (to.length > 0) {
    await queueMail(tx, clock, {
      tenantId: endpoint.tenantId,
      purpose: `webhook.${what}`,
      to,
      subject: text.title,
      text: text.body,
    });
  }
}

async function loadEndpoint(db: Executor, tenantId: number, endpointId: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpointId)));
  return row;
}

/** The endpoint's due deliveries, earliest first, at most `limit`. */
async function dueDeliveries(
  db: Executor,
  tenantId: number,
  endpointId: number,
  now: Date,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit);
}

/** Ends a pass: the next one is queued for the earliest pending delivery (never before a slow-down ends). */
async function finishPass(tx: Executor, clock: Clock, tenantId: number, endpointId: number): Promise<void> {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ drainSeq: sql`${webhookEndpoints.drainSeq} + 1` })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpointId)))
    .returning();
  if (!endpoint?.enabled) return;
  const [earliest] = await tx
    .select({ at: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.state, 'pending'),
      ),
    );
  if (!earliest?.at) return;
  const at = new Date(earliest.at);
  const runAt = endpoint.throttledUntil && endpoint.throttledUntil > at ? endpoint.throttledUntil : at;
  await enqueueJob(tx, clock, webhookDeliverJob, {
    key: drainKey(tenantId, endpointId, endpoint.drainSeq),
    tenantId,
    payload: { tenant_id: tenantId, endpoint_id: endpointId },
    runAt,
  });
}

export const webhookDeliverJob = defineJobKind({
  name: 'webhooks.deliver',
  payload: DeliverPayload,
  // A receiver may take 15 s; the lease is renewed while the pass runs.
  leaseMs: 60_000,
  retry: { maxAttempts: 10, backoffMs: 30_000, maxBackoffMs: 30 * MINUTE },
  handler: async ({ tenant_id: tenantId, endpoint_id: endpointId }, ctx) => {
    const allow = allowOf(ctx);
    // Rounds of up to IN_FLIGHT requests at once (each carries one event); the pass ends
    // after a round with a failure, when nothing is due, or after PASS_LIMIT deliveries.
    for (let sent = 0; sent < PASS_LIMIT;) {
      const endpoint = await loadEndpoint(ctx.database.db, tenantId, endpointId);
      const now = ctx.clock();
      if (!endpoint?.enabled || (endpoint.throttledUntil && endpoint.throttledUntil.getTime() > now)) break;
      const due = await dueDeliveries(ctx.database.db, tenantId, endpointId, new Date(now), IN_FLIGHT);
      if (due.length === 0) break;
      const secrets = await signingSecrets(ctx.database, endpoint, now);
      // Each outcome is recorded as soon as it is in (those in together, together): a request
      // the receiver holds keeps no other attempt of the round out of the log.
      const settled: Sent[] = [];
      let recording: Promise<void> = Promise.resolve();
      const record = () => {
        recording = recording.then(async () => {
          const batch = settled.splice(0);
          if (batch.length > 0) await recordRound(ctx, endpoint, batch);
        });
        return recording;
      };
      const round = await Promise.all(
        due.map(async (delivery) => {
          const sent = await send(ctx, endpoint, secrets, delivery, allow);
          settled.push(sent);
          record().catch(() => undefined); // the last record() below reports a failure
          return sent;
        }),
      );
      await record();
      sent += round.length;
      if (round.some((r) => !r.outcome.ok)) break;
    }
    await ctx.completeInTransaction(async (tx) => finishPass(tx, ctx.clock, tenantId, endpointId));
  },
  // A pass that kept failing (the database away) hands over to a new one, so the chain goes on.
  onFailed: async ({ tenant_id: tenantId, endpoint_id: endpointId }, { tx, clock }) => {
    await finishPass(tx, clock, tenantId, endpointId);
  },
});

/** Deliveries (and their attempts) are kept 30 days; a pending one is kept until it ends. */
export const KEEP_DELIVERIES_MS = 30 * 24 * HOUR;

/** Every night: deliveries older than 30 days go, with their attempts. */
export const pruneWebhookDeliveries = defineSchedule({
  name: 'webhooks.prune',
  cron: '37 3 * * *',
  timeZone: 'UTC',
  catchUpMs: 24 * HOUR,
  run: async (_occurrence, ctx) => {
    await ctx.database.db
      .delete(webhookDeliveries)
      .where(
        and(
          lt(webhookDeliveries.createdAt, new Date(ctx.clock() - KEEP_DELIVERIES_MS)),
          ne(webhookDeliveries.state, 'pending'),
        ),
      );
  },
});
