import path from 'node:path';
import { readFileSync } from 'node:fs';
// What an operator sees: /metrics after real traffic, jobs and mail; who may read it;
// /readyz when everything answers and when one thing does not; the ids in the logs.
import { Type } from '@sinclair/typebox';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { MemoryFileStore } from '../../src/platform/file-store/file-store.js';
import { startMetricsServer } from '../../src/http/metrics-server.js';
import { defineJobKind, PermanentJobError } from '../../src/platform/jobs/kinds.js';
import { enqueueJob } from '../../src/platform/jobs/queue.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { mailSendJob, queueMail } from '../../src/platform/mail/outgoing.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { measuredPdfRenderer, watchPdfRenderer } from '../../src/platform/metrics.js';
import type { PdfJob, RenderedPdf } from '../../src/platform/pdf/renderer.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { RedisRateLimiter } from '../../src/ratelimit/redis.js';
import {
  call,
  describeEachBackend,
  makeTenant,
  openBackend,
  redisUrl,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { freePort } from '../process/processes.js';
import { SCOPES } from '../../src/modules/access/scopes.js';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
/** The migrations drizzle/meta/_journal.json lists (the files a release ships), and the last of them. */
const JOURNAL = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
const MIGRATIONS = JOURNAL.entries.length;
const LAST_MIGRATION = JOURNAL.entries.at(-1)?.tag ?? '';

/** One sample of the exposition text: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1] ?? ''] = pair[2] ?? '';
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sample with exactly these labels, or undefined when the series does not exist. */
function sample(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  return samples.find(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === wanted.length &&
      wanted.every(([key, value]) => s.labels[key] === value),
  )?.value;
}

describeEachBackend('operations: /metrics, /readyz and logs', (backend) => {
  let t: TestApp;
  let org: TenantFixture;
  let smtp: TestSmtpServer;
  const redis = backend.name === 'postgres' ? redisUrl() : undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(backend, {
      // A database of its own: the suite runs jobs and counts what is queued.
      fresh: true,
      runsJobs: true,
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '3', ...(redis ? { REDIS_URL: redis } : {}) },
      ...(redis ? { limiter: () => new RedisRateLimiter(redis, undefined, `caretaker:test:${randomUUID()}:`) } : {}),
    });
    org = await makeTenant(t.deps);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function scrape(): Promise<Sample[]> {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parse(response.body);
  }

  /** How much each series grew while `work` ran. */
  async function growth(work: () => Promise<void>) {
    const before = await scrape();
    await work();
    const after = await scrape();
    return (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
  }

  describe('who may read /metrics', () => {
    it('answers 401 without the token or with another one, and 200 with it', async () => {
      const without = await t.app.inject({ url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer realm="caretaker"');
      expect(without.body).not.toContain('caretaker_');
      for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
        const wrong = await t.app.inject({ url: '/metrics', headers: { authorization } });
        expect(wrong.statusCode).toBe(401);
      }
      // An API key is no metrics token.
      expect((await call(t.app, { url: '/metrics', key: org.key })).statusCode).toBe(401);
      const samples = await scrape();
      // Node's own metrics come along, the event loop's delay among them.
      expect(sample(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    });

    it('is not there (404) without METRICS_TOKEN, also when METRICS_PORT serves them elsewhere', async () => {
      for (const env of [{}, { METRICS_PORT: '9464' }]) {
        const app = await buildApp({
          config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
          database: t.database,
          limiter: new MemoryRateLimiter(),
          clock: t.clock,
          fileStore: new MemoryFileStore(),
        });
        const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
        expect(response.statusCode).toBe(404);
        await app.close();
      }
    });

    it('refuses to start with a short token, or a metrics port that is the main one', () => {
      expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: 'x'.repeat(31) })).toThrow(/at least 32/);
      expect(() => loadConfig({ METRICS_TOKEN: `${'x'.repeat(31)} y` })).toThrow(/without spaces/);
      expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).metricsToken).toBe('x'.repeat(32));
      expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
      expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT must be a whole number/);
      expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    });
  });

  it('counts requests by route pattern and status, never by raw URL, and the 429s', async () => {
    const limited = await org.keyFor(SCOPES);
    const grew = await growth(async () => {
      expect((await call(t.app, { url: '/api/v1/properties', key: org.key })).statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/v1/properties/987654321', key: org.key })).statusCode).toBe(404);
      expect((await call(t.app, { url: '/api/v1/no-such-thing/987654321', key: org.key })).statusCode).toBe(404);
      // RATE_LIMIT_PER_MINUTE is 3: the fourth request of a fresh key is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(t.app, { url: '/api/v1/properties', key: limited })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
    const requests = (route: string, status: string) =>
      grew('caretaker_http_requests_total', { method: 'GET', route, status_code: status });
    expect(requests('/api/v1/properties', '200')).toBe(4);
    expect(requests('/api/v1/properties', '429')).toBe(1);
    expect(requests('/api/v1/properties/:id', '404')).toBe(1);
    expect(requests('unmatched', '404')).toBe(1);
    expect(grew('caretaker_rate_limit_refusals_total', { route: '/api/v1/properties' })).toBe(1);
    expect(
      grew('caretaker_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/properties',
        status_code: '200',
      }),
    ).toBe(4);
    // The le="+Inf" bucket holds every observation.
    expect(
      grew('caretaker_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/v1/properties/:id',
        status_code: '404',
        le: '+Inf',
      }),
    ).toBe(1);
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-thing');
  });

  it('counts jobs by outcome, mail by result, and reads the queue per kind when scraped', async () => {
    const suffix = randomUUID().slice(0, 8);
    const flaky = defineJobKind({
      name: `metrics.flaky.${suffix}`,
      payload: Type.Object({}),
      retry: { maxAttempts: 2, backoffMs: 1000 },
      handler: async () => {
        throw new Error('the receiver is down');
      },
    });
    const broken = defineJobKind({
      name: `metrics.broken.${suffix}`,
      payload: Type.Object({}),
      handler: async () => {
        throw new PermanentJobError('cannot work');
      },
    });
    const waiting = defineJobKind({
      name: `metrics.waiting.${suffix}`,
      payload: Type.Object({}),
      handler: async () => {},
    });
    const runner = new JobRunner({
      database: t.database,
      kinds: [mailSendJob, flaky, broken],
      ports: { mailer: new SmtpMailer(smtp.url, 'Caretaker <noreply@example.test>') },
      log: pino({ level: 'silent' }),
      clock: t.clock,
    });
    const now = t.clock();

    const grew = await growth(async () => {
      // One message, one recipient accepted and one refused for good (550).
      await queueMail(t.database.db, t.clock, {
        tenantId: org.tenant.id,
        purpose: 'metrics.test',
        to: ['anna@example.test', 'nobody@example.test'],
        subject: 'Hello',
        text: 'Hi',
      });
      await enqueueJob(t.database.db, t.clock, flaky, { key: `flaky:${suffix}`, payload: {} });
      await enqueueJob(t.database.db, t.clock, broken, { key: `broken:${suffix}`, payload: {} });
      expect(await runner.runDue()).toBe(3);
      // The flaky job's retry falls due after its backoff and fails for good.
      t.clock.advance(1000);
      expect(await runner.runDue()).toBe(1);
    });
    expect(smtp.received.map((mail) => mail.to)).toContainEqual(['anna@example.test']);
    expect(grew('caretaker_mail_recipients_total', { result: 'sent' })).toBe(1);
    expect(grew('caretaker_mail_recipients_total', { result: 'failed' })).toBe(1);
    expect(grew('caretaker_mail_recipients_total', { result: 'error' })).toBe(0);
    expect(grew('caretaker_job_runs_total', { kind: 'mail.send', outcome: 'succeeded' })).toBe(1);
    expect(grew('caretaker_job_runs_total', { kind: flaky.name, outcome: 'retried' })).toBe(1);
    expect(grew('caretaker_job_runs_total', { kind: flaky.name, outcome: 'failed' })).toBe(1);
    expect(grew('caretaker_job_runs_total', { kind: broken.name, outcome: 'failed' })).toBe(1);
    expect(grew('caretaker_job_runs_total', { kind: broken.name, outcome: 'retried' })).toBe(0);
    expect(grew('caretaker_job_duration_seconds_count', { kind: 'mail.send' })).toBe(1);
    expect(grew('caretaker_job_duration_seconds_count', { kind: flaky.name })).toBe(2);

    // Two jobs waiting, due 5 and 1 minutes ago, and one due in an hour (not counted).
    const at = t.clock();
    for (const [key, offset] of [
      ['a', -5 * 60_000],
      ['b', -60_000],
      ['c', 3_600_000],
    ] as const) {
      await enqueueJob(t.database.db, t.clock, waiting, {
        key: `waiting:${suffix}:${key}`,
        payload: {},
        runAt: new Date(at + offset),
      });
    }
    const samples = await scrape();
    expect(sample(samples, 'caretaker_jobs_queued', { kind: waiting.name })).toBe(2);
    expect(sample(samples, 'caretaker_jobs_oldest_due_age_seconds', { kind: waiting.name })).toBe(300);
    // A kind that ran and has nothing waiting still shows, at 0.
    expect(sample(samples, 'caretaker_jobs_queued', { kind: 'mail.send' })).toBe(0);
    expect(sample(samples, 'caretaker_jobs_oldest_due_age_seconds', { kind: 'mail.send' })).toBe(0);
    t.clock.advance(90_000);
    expect(sample(await scrape(), 'caretaker_jobs_oldest_due_age_seconds', { kind: waiting.name })).toBe(390);
    expect(now).toBeLessThan(t.clock());
  });

  it('counts every recipient of a message the SMTP server never took as an error', async () => {
    const unreachable = new SmtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'Caretaker <noreply@example.test>');
    const grew = await growth(async () => {
      await expect(
        unreachable.send({
          to: ['anna@example.test', 'ben@example.test'],
          subject: 'Hi',
          text: 'Hi',
          reference: 'x.1',
        }),
      ).rejects.toThrow();
    });
    expect(grew('caretaker_mail_recipients_total', { result: 'error' })).toBe(2);
    expect(grew('caretaker_mail_recipients_total', { result: 'sent' })).toBe(0);
    await unreachable.close();
  });

  it('times PDF renders and shows the renderer queue', async () => {
    const rendered: RenderedPdf = { bytes: new Uint8Array([37, 80, 68, 70]), pageCount: 1 };
    let fail = false;
    const renderer = measuredPdfRenderer({
      load: { queued: 3, rendering: 2 },
      render: async () => {
        if (fail) throw new Error('the worker died');
        return rendered;
      },
      close: async () => undefined,
    });
    const job = {} as PdfJob;
    const grew = await growth(async () => {
      await renderer.render(job);
      await renderer.render(job);
      fail = true;
      await expect(renderer.render(job)).rejects.toThrow('the worker died');
    });
    expect(grew('caretaker_pdf_render_duration_seconds_count', { outcome: 'ok' })).toBe(2);
    expect(grew('caretaker_pdf_render_duration_seconds_count', { outcome: 'failed' })).toBe(1);
    const open = await scrape();
    expect(sample(open, 'caretaker_pdf_render_queue', { state: 'waiting' })).toBe(3);
    expect(sample(open, 'caretaker_pdf_render_queue', { state: 'rendering' })).toBe(2);
    const unwatchOther = watchPdfRenderer({ load: { queued: 1, rendering: 0 } });
    expect(sample(await scrape(), 'caretaker_pdf_render_queue', { state: 'waiting' })).toBe(4);
    unwatchOther();
    await renderer.close();
    const closed = await scrape();
    expect(sample(closed, 'caretaker_pdf_render_queue', { state: 'waiting' })).toBe(0);
    expect(sample(closed, 'caretaker_pdf_render_queue', { state: 'rendering' })).toBe(0);
  });

  it(`reports the PostgreSQL pool ${backend.name === 'postgres' ? 'with' : 'only with'} DATABASE_URL`, async () => {
    const samples = await scrape();
    if (backend.name === 'pglite') {
      // The gauges come with the process's first PostgreSQL pool (with DATABASE_URL, other suites open some).
      if (!process.env.DATABASE_URL) expect(sample(samples, 'caretaker_pg_pool_total')).toBeUndefined();
      return;
    }
    const total = sample(samples, 'caretaker_pg_pool_total') ?? -1;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(samples, 'caretaker_pg_pool_idle')).toBeLessThanOrEqual(total);
    expect(sample(samples, 'caretaker_pg_pool_waiting')).toBe(0);
  });

  it('serves the metrics on METRICS_PORT without a token, and nothing else there', async () => {
    const server = await startMetricsServer({ database: t.database, clock: t.clock }, { port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const samples = parse(await response.text());
      expect(sample(samples, 'caretaker_jobs_queued', { kind: 'mail.send' })).toBe(0);
      expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
    }
  });

  describe('/readyz', () => {
    it('answers 200 with each check when the database, Redis and migrations are fine', async () => {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        database: backend.name,
        checks: {
          database: { status: 'ok' },
          redis: redis ? { status: 'ok' } : { status: 'skipped', reason: 'REDIS_URL is not set' },
          migrations: { status: 'ok', applied: MIGRATIONS, expected: MIGRATIONS },
        },
      });
      // Neither needs a key, and neither is part of the API document.
      const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json<{ paths: object }>();
      expect(Object.keys(document.paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
    });

    it('answers 503 naming the migrations when the last one is not applied', async () => {
      const database: Database = await openBackend(backend, { fresh: true, runsJobs: true });
      const behind = await startTestApp(backend, { database });
      try {
        await database.db.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
        const response = await behind.app.inject({ url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({
          code: 'service_unavailable',
          detail: 'Not ready: migrations failed.',
          failed: ['migrations'],
          checks: {
            database: { status: 'ok' },
            migrations: { status: 'failed', applied: MIGRATIONS - 1, expected: MIGRATIONS, pending: [LAST_MIGRATION] },
          },
        });
        expect((await behind.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await behind.close();
        await database.close();
      }
    });

    it('answers 503 naming Redis when REDIS_URL does not answer', async () => {
      const silent = `redis://127.0.0.1:${await freePort()}`;
      const app = await startTestApp(backend, {
        database: t.database,
        env: { REDIS_URL: silent },
        limiter: () => new RedisRateLimiter(silent),
      });
      try {
        const response = await app.app.inject({ url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          failed: ['redis'],
          checks: {
            database: { status: 'ok' },
            redis: { status: 'failed' },
            migrations: { status: 'ok' },
          },
        });
        expect(response.body).not.toContain('127.0.0.1');
      } finally {
        await app.close();
      }
    });
  });

  describe('logs', () => {
    it('name the tenant and account on a request once the key is known', async () => {
      const lines: string[] = [];
      const app = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'info' }),
        database: t.database,
        limiter: new MemoryRateLimiter(),
        clock: t.clock,
        fileStore: new MemoryFileStore(),
        logStream: { write: (line: string) => void lines.push(line) },
      });
      try {
        const response = await call(app, { url: '/api/v1/properties', key: org.key });
        const requestId = response.headers['x-request-id'];
        const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        const completed = entries.find((entry) => entry.reqId === requestId && entry.msg === 'request completed');
        expect(completed).toMatchObject({ tenant_id: org.tenant.id, account_id: org.accountId });
        // Before the key is read nothing is known: the incoming line names no tenant.
        const incoming = entries.find((entry) => entry.reqId === requestId && entry.msg === 'incoming request');
        expect(incoming).toBeDefined();
        expect(incoming).not.toHaveProperty('tenant_id');
      } finally {
        await app.close();
      }
    });

    it('name the job, its kind and its tenant on every line about a job', async () => {
      const lines: string[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
      const suffix = randomUUID().slice(0, 8);
      const talkative = defineJobKind({
        name: `metrics.talkative.${suffix}`,
        payload: Type.Object({}),
        retry: { maxAttempts: 1 },
        handler: async (_payload, ctx) => {
          ctx.log.info({ step: 1 }, 'working on it');
          throw new Error('gave up');
        },
      });
      const runner = new JobRunner({
        database: t.database,
        kinds: [talkative],
        ports: { mailer: new SmtpMailer(smtp.url, 'x@example.test') },
        log,
        clock: t.clock,
      });
      const queued = await enqueueJob(t.database.db, t.clock, talkative, {
        key: `talkative:${suffix}`,
        payload: {},
        tenantId: org.tenant.id,
      });
      if (!queued.created) throw new Error('not queued');
      expect(await runner.runDue()).toBe(1);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const about = { job_id: queued.id, job_kind: talkative.name, tenant_id: org.tenant.id };
      expect(entries.find((entry) => entry.msg === 'working on it')).toMatchObject({ ...about, step: 1 });
      expect(entries.find((entry) => entry.msg === 'job failed')).toMatchObject({
        ...about,
        error: 'Error: gave up',
        level: 50,
      });
    });
  });
});
