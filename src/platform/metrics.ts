// Prometheus metrics: the one registry and every metric the process exports, in one place.
// Code elsewhere only counts (`httpRequests.inc(…)`, `observeJobRun(…)`); nothing here does
// I/O on the request path. What costs a query (the job queue) is read when scraped
// (`renderMetrics`), with the database and clock of whoever serves the scrape.
//
// One registry per process, as Prometheus scrapes a process: the app (HTTP and, inside
// `serve`, the worker) and a `caretaker worker` each export theirs.
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { Clock } from '../ratelimit/limiter.js';
import { dueJobsByKind } from './jobs/stats.js';
import type { PdfRenderer } from './pdf/renderer.js';

export const registry = new Registry();

// Process and Node.js metrics under their usual names (process_cpu_seconds_total,
// nodejs_eventloop_lag_p99_seconds, nodejs_heap_size_used_bytes, …), which the common
// dashboards expect.
collectDefaultMetrics({ register: registry });

export const CONTENT_TYPE = registry.contentType;

// --- HTTP --------------------------------------------------------------------------------

export const httpRequests = new Counter({
  name: 'caretaker_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern ("unmatched" when no route matched) and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'caretaker_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'caretaker_rate_limit_refusals_total',
  help: 'Requests refused with 429 because a rate-limit budget was spent, by route pattern.',
  labelNames: ['route'] as const,
  registers: [registry],
});

/** Counts one answered request; `route` is the route's pattern, never the raw URL. */
export function observeHttpRequest(method: string, route: string | undefined, statusCode: number, ms: number): void {
  const labels = { method, route: route ?? 'unmatched', status_code: String(statusCode) };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, ms / 1000);
  if (statusCode === 429) rateLimitRefusals.inc({ route: labels.route });
}

// --- Jobs --------------------------------------------------------------------------------

const jobsDue = new Gauge({
  name: 'caretaker_jobs_queued',
  help: 'Jobs queued and due now (not yet claimed), by kind. Read from the jobs table when scraped.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const jobsOldestDue = new Gauge({
  name: 'caretaker_jobs_oldest_due_age_seconds',
  help: 'How long the longest-waiting due job of each kind has been due (0 when none is waiting).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export type JobOutcome = 'succeeded' | 'failed' | 'retried';

export const jobRuns = new Counter({
  name: 'caretaker_job_runs_total',
  help: 'Job attempts run by this process, by kind and outcome (succeeded, retried: failed and queued again, failed: failed for good).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'caretaker_job_duration_seconds',
  help: 'Time one job attempt took, from claim to its outcome being recorded, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [registry],
});

/** Kinds seen in this process: each keeps a series (0 when idle) once it has appeared. */
const knownKinds = new Set<string>();

export function observeJobRun(kind: string, outcome: JobOutcome, startedAt: number): void {
  knownKinds.add(kind);
  jobRuns.inc({ kind, outcome });
  jobDuration.observe({ kind }, (performance.now() - startedAt) / 1000);
}

// --- Mail and webhooks -------------------------------------------------------------------

export type MailResult = 'sent' | 'failed' | 'deferred' | 'error';

export const mailRecipients = new Counter({
  name: 'caretaker_mail_recipients_total',
  help: 'Recipients handed to the SMTP server, by result: sent (accepted), failed (refused for good), deferred (refused for now, retried), error (the server could not be reached or the handover broke off; retried).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export type WebhookResult = 'succeeded' | 'failed' | 'error';

export const webhookDeliveryCount = new Counter({
  name: 'caretaker_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by result: succeeded (2xx), failed (the receiver answered otherwise), error (no answer: refused address, connection error or timeout).',
  labelNames: ['result'] as const,
  registers: [registry],
});

// --- PDF rendering -----------------------------------------------------------------------

export interface PdfLoad {
  readonly load: { queued: number; rendering: number };
}

const pdfPools = new Set<PdfLoad>();

/** A renderer's queue is reported while it is registered (from its creation to its close). */
export function watchPdfRenderer(renderer: PdfLoad): () => void {
  pdfPools.add(renderer);
  return () => pdfPools.delete(renderer);
}

new Gauge({
  name: 'caretaker_pdf_render_queue',
  help: 'PDF documents waiting for a worker thread (state="waiting") and being rendered (state="rendering").',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let waiting = 0;
    let rendering = 0;
    for (const pool of pdfPools) {
      waiting += pool.load.queued;
      rendering += pool.load.rendering;
    }
    this.set({ state: 'waiting' }, waiting);
    this.set({ state: 'rendering' }, rendering);
  },
});

export const pdfRenderDuration = new Histogram({
  name: 'caretaker_pdf_render_duration_seconds',
  help: 'Time from handing a document to the renderer to its PDF (waiting for a thread included), by outcome (ok, failed).',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [registry],
});

/**
 * The renderer, measured: each render's time, and (for a pool) its queue while it is open.
 * main.ts wraps the renderer it makes; the renderer itself knows nothing of metrics.
 */
export function measuredPdfRenderer(renderer: PdfRenderer & Partial<PdfLoad>): PdfRenderer {
  const unwatch = renderer.load !== undefined ? watchPdfRenderer(renderer as PdfLoad) : () => false;
  return {
    render: (job) => {
      const startedAt = performance.now();
      const seconds = () => (performance.now() - startedAt) / 1000;
      return renderer.render(job).then(
        (value) => {
          pdfRenderDuration.observe({ outcome: 'ok' }, seconds());
          return value;
        },
        (error: unknown) => {
          pdfRenderDuration.observe({ outcome: 'failed' }, seconds());
          throw error;
        },
      );
    },
    close: async () => {
      unwatch();
      await renderer.close();
    },
  };
}

// --- PostgreSQL pool ---------------------------------------------------------------------

export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const pgPools = new Set<PoolCounts>();
let poolGauges = false;

/**
 * A pg Pool's connections are reported while it is registered (from its creation to its
 * end). The gauges appear with the process's first pool: the embedded database has none.
 */
export function watchPgPool(pool: PoolCounts): () => void {
  if (!poolGauges) {
    poolGauges = true;
    poolGauge('caretaker_pg_pool_total', 'Connections the PostgreSQL pool holds.', (p) => p.totalCount);
    poolGauge('caretaker_pg_pool_idle', 'Connections of the PostgreSQL pool not in use.', (p) => p.idleCount);
    poolGauge(
      'caretaker_pg_pool_waiting',
      'Queries waiting for a connection of the PostgreSQL pool (every connection in use).',
      (p) => p.waitingCount,
    );
  }
  pgPools.add(pool);
  return () => pgPools.delete(pool);
}

function poolGauge(name: string, help: string, read: (pool: PoolCounts) => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const pool of pgPools) sum += read(pool);
      this.set(sum);
    },
  });
}

// --- Scrape ------------------------------------------------------------------------------

const scrapeErrors = new Counter({
  name: 'caretaker_metrics_scrape_errors_total',
  help: 'Scrapes whose job-queue figures could not be read from the database.',
  registers: [registry],
});

export interface MetricsSource {
  database: Database;
  clock: Clock;
}

/**
 * The exposition text. Reads the job queue first (one grouped query over the due-jobs
 * index); if the database does not answer, the job gauges are left out rather than the
 * whole scrape failing, and `caretaker_metrics_scrape_errors_total` counts it.
 */
export async function renderMetrics(source: MetricsSource): Promise<string> {
  jobsDue.reset();
  jobsOldestDue.reset();
  try {
    const now = source.clock();
    const rows = await dueJobsByKind(source.database.db, new Date(now));
    for (const kind of knownKinds) {
      jobsDue.set({ kind }, 0);
      jobsOldestDue.set({ kind }, 0);
    }
    for (const row of rows) {
      knownKinds.add(row.kind);
      jobsDue.set({ kind: row.kind }, row.due);
      jobsOldestDue.set({ kind: row.kind }, Math.max(0, (now - row.oldestDueAt.getTime()) / 1000));
    }
  } catch {
    scrapeErrors.inc();
  }
  return registry.metrics();
}
