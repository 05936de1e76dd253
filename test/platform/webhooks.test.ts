import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webhookDeliveryCount } from '../../src/platform/metrics.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { portalSignIn } from '../helpers/portal.js';
import { jobs } from '../../src/platform/jobs/jobs.tables.js';
import { mailMessages } from '../../src/platform/mail/mail.tables.js';
import { portalNotices } from '../../src/modules/notices/notices.tables.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { JOB_KINDS } from '../../src/worker.js';
import type { JobContext } from '../../src/platform/jobs/kinds.js';
import { webhookDeliverJob } from '../../src/modules/webhooks/delivery.js';
import { earlierWebhookFanOutJob } from '../../src/modules/webhooks/earlier-fan-out.js';
import { enqueueJob } from '../../src/platform/jobs/queue.js';
import { events } from '../../src/platform/events/events.tables.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const log = pino({ level: process.env.TEST_LOG ?? 'silent' });
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on loopback: records every request and answers what `answer` says. */
async function receiver(answer: (n: number) => { status: number; headers?: Record<string, string>; delayMs?: number }) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, headers, delayMs } = answer(received.length);
      setTimeout(() => {
        response.writeHead(status, headers);
        response.end('ok');
      }, delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// From the Standard Webhooks text, independent of the signer.
function signatureValid(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const content = `${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`;
  const expected = `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
  return String(r.headers['webhook-signature']).split(' ').includes(expected);
}

/** caretaker_webhook_deliveries_total by result, as this process counts them. */
async function deliveryCounts(): Promise<Record<'succeeded' | 'failed' | 'error', number>> {
  const { values } = await webhookDeliveryCount.get();
  const of = (result: string) => values.find((v) => v.labels.result === result)?.value ?? 0;
  return { succeeded: of('succeeded'), failed: of('failed'), error: of('error') };
}

describeEachBackend('webhooks', (backend) => {
  let t: TestApp;
  let runner: JobRunner;
  const servers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true, env: { WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' } });
    t.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    runner = new JobRunner({
      database: t.database,
      kinds: JOB_KINDS,
      ports: { mailer: new OutboxMailer(), config: t.config, webhookTimeoutMs: 3000 },
      log,
      clock: t.clock,
      concurrency: 4,
    });
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await t.close();
  });

  async function setup() {
    const fixture = await makeTenant(t.deps);
    const propertyId = await createPropertyVia(t.app, fixture.key);
    await runner.runDue(); // the property's event goes out before any endpoint exists
    return { ...fixture, propertyId };
  }

  async function endpoint(key: string, body: Record<string, unknown>) {
    const response = await call(t.app, { method: 'POST', url: '/api/v1/webhook-endpoints', key, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ endpoint: { id: number; enabled: boolean }; secret: string }>();
  }

  async function incident(key: string, propertyId: number, title: string) {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/v1/incidents',
      key,
      body: { title, property_id: propertyId, severity: 'low' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it('a receiver on loopback gets every event once per webhook-id, signed', async () => {
    const fx = await setup();
    const hook = await receiver(() => ({ status: 204 }));
    servers.push(hook);
    const { secret } = await endpoint(fx.key, { url: hook.url, event_types: ['incident.created'] });
    const titles = Array.from({ length: 12 }, (_, i) => `Leak ${i + 1}`);
    for (const title of titles) await incident(fx.key, fx.propertyId, title);
    await runner.runDue();
    expect(hook.received).toHaveLength(12);
    const ids = hook.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(12);
    expect(hook.received.every((r) => signatureValid(secret, r))).toBe(true);
    const bodies = hook.received.map(
      (r) => JSON.parse(r.body) as { type: string; tenant_id: number; data: { object: { title?: string } } },
    );
    expect(bodies.every((b) => b.type === 'incident.created' && b.tenant_id === fx.tenant.id)).toBe(true);
    expect(hook.received.map((r) => Number(r.headers['webhook-timestamp']))).toContain(
      Date.parse('2026-11-23T09:00:00Z') / 1000,
    );
    await runner.runDue();
    expect(hook.received).toHaveLength(12);
  });

  it('a task created through the API queues its dispatch job and delivery only where an endpoint is switched on', async () => {
    const listening = await setup();
    const none = await setup();
    const switchedOff = await setup();
    const hook = await receiver(() => ({ status: 204 }));
    servers.push(hook);
    await endpoint(listening.key, { url: hook.url, event_types: ['task.created'] });
    await endpoint(switchedOff.key, { url: hook.url, event_types: ['task.created'], enabled: false });
    await runner.runDue();
    const dispatchKeys = async (tenantId: number) =>
      (
        await t.database.db
          .select({ key: jobs.key })
          .from(jobs)
          .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, 'events.dispatch')))
      ).map((row) => row.key);
    const created = new Map<number, { task: number; jobsBefore: string[] }>();
    for (const fx of [listening, none, switchedOff]) {
      const jobsBefore = await dispatchKeys(fx.tenant.id);
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key: fx.key,
        body: { uuid: randomUUID(), title: 'Clean stairwell', property_id: fx.propertyId, due_date: '2026-12-01' },
      });
      expect(response.statusCode, response.body).toBe(201);
      created.set(fx.tenant.id, { task: response.json<{ id: number }>().id, jobsBefore });
    }
    const newKeys = async (tenantId: number) => {
      const { jobsBefore } = created.get(tenantId)!;
      return (await dispatchKeys(tenantId)).filter((key) => !jobsBefore.includes(key));
    };
    const [event] = await t.database.db
      .select({ id: events.id, object: events.object })
      .from(events)
      .where(
        and(
          eq(events.tenantId, listening.tenant.id),
          eq(events.type, 'task.created'),
          eq(events.subjectId, created.get(listening.tenant.id)!.task),
        ),
      );
    expect(await newKeys(listening.tenant.id)).toEqual([`event:${listening.tenant.id}:${event!.id}`]);
    expect(await newKeys(none.tenant.id)).toEqual([]);
    expect(await newKeys(switchedOff.tenant.id)).toEqual([]);
    await runner.runDue();
    await runner.runDue();
    expect(hook.received).toHaveLength(1);
    const body = JSON.parse(hook.received[0]!.body) as { type: string; tenant_id: number; data: { object: unknown } };
    expect(body).toMatchObject({ type: 'task.created', tenant_id: listening.tenant.id });
    const shown = await call(t.app, {
      url: `/api/v1/tasks/${created.get(listening.tenant.id)!.task}`,
      key: listening.key,
    });
    expect(body.data.object).toEqual(shown.json());
    expect(event!.object).toEqual(shown.json());
  });

  it('a fan-out job queued by the earlier version (one job per event) still delivers its event', async () => {
    const fx = await setup();
    const hook = await receiver(() => ({ status: 204 }));
    servers.push(hook);
    const { endpoint: made } = await endpoint(fx.key, { url: hook.url, event_types: ['incident.created'] });
    const patch = (enabled: boolean) =>
      call(t.app, { method: 'PATCH', url: `/api/v1/webhook-endpoints/${made.id}`, key: fx.key, body: { enabled } });
    // Recorded while no endpoint is enabled: today nothing is queued for it.
    expect((await patch(false)).statusCode).toBe(200);
    await incident(fx.key, fx.propertyId, 'Queued before the upgrade');
    await runner.runDue();
    expect((await patch(true)).statusCode).toBe(200);
    const [event] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.tenantId, fx.tenant.id), eq(events.type, 'incident.created')));
    await enqueueJob(t.database.db, t.clock, earlierWebhookFanOutJob, {
      key: `event:${fx.tenant.id}:${event?.id}:webhooks`,
      tenantId: fx.tenant.id,
      payload: { tenant_id: fx.tenant.id, event_id: event?.id ?? 0 },
    });
    await runner.runDue();
    expect(hook.received).toHaveLength(1);
    expect(
      (JSON.parse(hook.received[0]?.body ?? '{}') as { data: { object: { title: string } } }).data.object.title,
    ).toBe('Queued before the upgrade');
  });

  it('retries on the schedule with the same webhook-id, and a 410 switches the endpoint off', async () => {
    const counted = await deliveryCounts();
    const fx = await setup();
    let failing = true;
    const hook = await receiver(() => ({ status: failing ? 500 : 200 }));
    servers.push(hook);
    const { endpoint: made } = await endpoint(fx.key, { url: hook.url });
    const start = t.clock();
    await incident(fx.key, fx.propertyId, 'Broken lock');
    await runner.runDue();
    // The first attempt and the immediate retry have run; the next is due 5 s later (plus up to 10 %).
    expect(hook.received).toHaveLength(2);
    const waits = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR];
    for (const wait of waits) {
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.tenantId, fx.tenant.id), eq(jobs.kind, 'webhooks.deliver'), eq(jobs.state, 'queued')));
      const delay = (job?.runAt.getTime() ?? 0) - t.clock();
      expect(delay).toBeGreaterThanOrEqual(wait);
      expect(delay).toBeLessThanOrEqual(wait * 1.1 + 1);
      t.clock.advance(delay);
      await runner.runDue();
    }
    expect(hook.received).toHaveLength(7);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    failing = false;
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, fx.tenant.id), eq(jobs.kind, 'webhooks.deliver'), eq(jobs.state, 'queued')));
    t.clock.set(job?.runAt.getTime() ?? 0);
    await runner.runDue();
    expect(hook.received).toHaveLength(8);
    expect(t.clock() - start).toBeGreaterThan(10 * HOUR);

    const history = await call(t.app, { url: `/api/v1/webhook-endpoints/${made.id}/deliveries`, key: fx.key });
    expect(history.statusCode, history.body).toBe(200);
    const [delivery] = history.json<{ data: { state: string; attempts: { response_status: number }[] }[] }>().data;
    expect(delivery?.state).toBe('succeeded');
    expect(delivery?.attempts.map((a) => a.response_status)).toEqual([500, 500, 500, 500, 500, 500, 500, 200]);

    // 410 Gone: switched off at once, the admins told.
    const gone = await receiver(() => ({ status: 410 }));
    servers.push(gone);
    const { endpoint: second } = await endpoint(fx.key, { url: gone.url });
    await incident(fx.key, fx.propertyId, 'Window');
    await runner.runDue();
    expect(gone.received).toHaveLength(1);
    const after = await call(t.app, { url: `/api/v1/webhook-endpoints/${second.id}`, key: fx.key });
    expect(after.json()).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    await incident(fx.key, fx.propertyId, 'Door');
    await runner.runDue();
    expect(gone.received).toHaveLength(1);

    // What /metrics shows: seven 500s and the 410 failed; the first endpoint took its eighth
    // attempt and, working again, the two later incidents.
    expect(hook.received).toHaveLength(10);
    const now = await deliveryCounts();
    expect(now.succeeded - counted.succeeded).toBe(3);
    expect(now.failed - counted.failed).toBe(8);
    expect(now.error - counted.error).toBe(0);
  });

  it('a replay window re-sends exactly its events, and an endpoint gets only what its account sees', async () => {
    const fx = await setup();
    const other = await createPropertyVia(t.app, fx.key);
    await runner.runDue();
    const hook = await receiver(() => ({ status: 200 }));
    const narrow = await receiver(() => ({ status: 200 }));
    servers.push(hook, narrow);
    const { endpoint: made } = await endpoint(fx.key, { url: hook.url, event_types: ['incident.created'] });
    const limited = await fx.account([fx.propertyId]);
    await endpoint(await fx.keyFor(['webhooks:write'], limited), {
      url: narrow.url,
      event_types: ['incident.created'],
    });
    const t0 = t.clock();
    await incident(fx.key, fx.propertyId, 'Before 1');
    await incident(fx.key, other, 'Before 2');
    t.clock.advance(HOUR);
    const windowStart = t.clock();
    const inWindow = [
      await incident(fx.key, fx.propertyId, 'In 1'),
      await incident(fx.key, other, 'In 2'),
      await incident(fx.key, fx.propertyId, 'In 3'),
    ];
    t.clock.advance(HOUR);
    await incident(fx.key, fx.propertyId, 'After');
    await runner.runDue();
    expect(hook.received).toHaveLength(6);
    // The limited account sees one property: 4 of the 6.
    const titles = narrow.received.map(
      (r) => (JSON.parse(r.body) as { data: { object: { title: string } } }).data.object.title,
    );
    expect(titles.sort()).toEqual(['After', 'Before 1', 'In 1', 'In 3']); // ordering is not guaranteed
    const replay = await call(t.app, {
      method: 'POST',
      url: `/api/v1/webhook-endpoints/${made.id}/replay`,
      key: fx.key,
      body: { from: new Date(windowStart).toISOString(), to: new Date(windowStart + 30 * MINUTE).toISOString() },
    });
    expect(replay.statusCode, replay.body).toBe(202);
    expect(replay.json()).toEqual({ queued: 3 });
    await runner.runDue();
    expect(hook.received).toHaveLength(9);
    const replayed = hook.received.slice(6).map((r) => JSON.parse(r.body) as { data: { object: { id: number } } });
    expect(replayed.map((b) => b.data.object.id).sort((x, y) => x - y)).toEqual([...inWindow].sort((x, y) => x - y));
    // Each replay carries its event's usual webhook-id.
    const idOf = new Map(
      hook.received
        .slice(0, 6)
        .map((r) => [
          (JSON.parse(r.body) as { data: { object: { id: number } } }).data.object.id,
          r.headers['webhook-id'],
        ]),
    );
    for (const r of hook.received.slice(6)) {
      expect(r.headers['webhook-id']).toBe(
        idOf.get((JSON.parse(r.body) as { data: { object: { id: number } } }).data.object.id),
      );
    }
    expect(t0).toBeLessThan(windowStart);
  });

  it('an endpoint failing every attempt is reported after a day and switched off after five', async () => {
    const fx = await setup();
    const hook = await receiver(() => ({ status: 503 }));
    servers.push(hook);
    const { endpoint: made } = await endpoint(fx.key, { url: hook.url, event_types: ['incident.created'] });
    const start = t.clock();
    const noticesOf = async () =>
      (
        await t.database.db
          .select({ kind: portalNotices.kind })
          .from(portalNotices)
          .where(eq(portalNotices.tenantId, fx.tenant.id))
          .orderBy(asc(portalNotices.id))
      ).map((n) => n.kind);
    const mailsOf = async () =>
      (
        await t.database.db
          .select({ purpose: mailMessages.purpose })
          .from(mailMessages)
          .where(eq(mailMessages.tenantId, fx.tenant.id))
          .orderBy(asc(mailMessages.id))
      ).map((m) => m.purpose);
    // Runs every retry due up to `until` (fake clock), one job run at a time.
    async function runUntil(until: number) {
      for (;;) {
        await runner.runDue();
        const [next] = await t.database.db
          .select({ runAt: jobs.runAt })
          .from(jobs)
          .where(and(eq(jobs.tenantId, fx.tenant.id), eq(jobs.kind, 'webhooks.deliver'), eq(jobs.state, 'queued')));
        if (!next || next.runAt.getTime() > until) break;
        t.clock.set(next.runAt.getTime());
      }
      t.clock.set(until);
    }
    await incident(fx.key, fx.propertyId, 'First');
    await runUntil(start + 20 * HOUR);
    expect(await noticesOf()).toEqual([]);
    await runUntil(start + 36 * HOUR); // the retry after 17 h 35 min failed at about 31 h 35 min
    expect(await noticesOf()).toEqual(['webhook_endpoint.failing']);
    expect(await mailsOf()).toEqual(['webhook.failing', 'alert']);
    // The admins' alert list shows it, worded, raised once for this failing stretch.
    const admin = await portalSignIn(t, { tenantId: fx.tenant.id, accountId: fx.accountId });
    const listed = await admin.get('/portal/api/alerts?state=all');
    expect(listed.statusCode, listed.body).toBe(200);
    const alerts = listed.json<{
      data: { kind: string; title: string; detail: string; subject: { failing_since: string; disable_at: string } }[];
    }>().data;
    expect(alerts.map((a) => [a.kind, a.title])).toEqual([
      ['webhook_failing', `Webhook-Empfänger wird bald abgeschaltet: ${hook.url}`],
    ]);
    const { failing_since: since, disable_at: disableAt } = alerts[0]!.subject;
    expect(Date.parse(disableAt) - Date.parse(since)).toBe(5 * 24 * HOUR);
    expect(alerts[0]?.detail).toMatch(
      /^Jede Zustellung schlägt seit \d\d\.\d\d\.2026, \d\d:\d\d fehl\. Bleibt das so, wird der Empfänger am \d\d\.\d\d\.2026, \d\d:\d\d abgeschaltet \(Einstellungen → Integrationen → Webhooks\)\.$/,
    );
    await runUntil(start + 4 * 24 * HOUR);
    await incident(fx.key, fx.propertyId, 'Day four');
    await runUntil(start + 5 * 24 * HOUR - MINUTE);
    expect((await call(t.app, { url: `/api/v1/webhook-endpoints/${made.id}`, key: fx.key })).json()).toMatchObject({
      enabled: true,
    });
    await incident(fx.key, fx.propertyId, 'Day five');
    await runUntil(start + 5 * 24 * HOUR + HOUR);
    expect((await call(t.app, { url: `/api/v1/webhook-endpoints/${made.id}`, key: fx.key })).json()).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
    });
    expect(await noticesOf()).toEqual(['webhook_endpoint.failing', 'webhook_endpoint.failing_disabled']);
    // The alert was e-mailed with it, and escalated after 30 minutes without acknowledgement.
    expect(await mailsOf()).toEqual(['webhook.failing', 'alert', 'alert.escalated', 'webhook.failing_disabled']);
  });

  it('refuses private addresses without the allow-list, localhost included', async () => {
    const fx = await setup();
    const strict = await startTestApp(backend, { database: t.database, clock: t.clock });
    try {
      for (const url of ['https://127.0.0.1/hook', 'https://169.254.169.254/latest', 'http://localhost:9/hook']) {
        const response = await call(strict.app, {
          method: 'POST',
          url: '/api/v1/webhook-endpoints',
          key: fx.key,
          body: { url },
        });
        expect(response.statusCode, url).toBe(422);
      }
      // A name is checked where it resolves, at delivery: https://localhost resolves to loopback.
      const made = await call(strict.app, {
        method: 'POST',
        url: '/api/v1/webhook-endpoints',
        key: fx.key,
        body: { url: 'https://localhost:9/hook' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json<{ endpoint: { id: number } }>().endpoint.id;
      const strictRunner = new JobRunner({
        database: t.database,
        kinds: JOB_KINDS,
        ports: { mailer: new OutboxMailer(), config: strict.config, webhookTimeoutMs: 3000 },
        log,
        clock: t.clock,
      });
      await call(strict.app, { method: 'POST', url: `/api/v1/webhook-endpoints/${id}/test`, key: fx.key, body: {} });
      await strictRunner.runDue();
      const deliveries = await call(strict.app, { url: `/api/v1/webhook-endpoints/${id}/deliveries`, key: fx.key });
      const [delivery] = deliveries.json<{
        data: { attempts: { error: string | null; response_status: number | null }[] }[];
      }>().data;
      expect(delivery?.attempts[0]?.response_status).toBeNull();
      expect(delivery?.attempts[0]?.error).toMatch(/Refused: localhost: .*loopback/);
    } finally {
      await strict.close();
    }
  });

  it('a slow endpoint does not hold up a fast one', async () => {
    const fx = await setup();
    const slow = await receiver(() => ({ status: 200, delayMs: 3000 }));
    const fast = await receiver(() => ({ status: 200 }));
    servers.push(slow, fast);
    const { endpoint: slowEndpoint } = await endpoint(fx.key, { url: slow.url });
    await endpoint(fx.key, { url: fast.url });
    for (let i = 0; i < 6; i++) await incident(fx.key, fx.propertyId, `Issue ${i}`);
    const live = new JobRunner({
      database: t.database,
      kinds: JOB_KINDS,
      ports: { mailer: new OutboxMailer(), config: t.config, webhookTimeoutMs: 3000 },
      log,
      clock: t.clock,
      concurrency: 4,
      pollMs: 50,
    });
    const started = Date.now();
    await live.start();
    try {
      while (fast.received.length < 6 && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
      expect(fast.received).toHaveLength(6);
      // Before the slow one has answered its first request, on its own slot.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(slow.received.length).toBeGreaterThan(0);
    } finally {
      await live.stop(10_000);
      // Its deliveries still due would cost the later tests' job passes 3 s each.
      const off = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/webhook-endpoints/${slowEndpoint.id}`,
        key: fx.key,
        body: { enabled: false },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
  });

  it('an attempt stays in the log when the pass that made it cannot complete', async () => {
    const fx = await setup();
    const hook = await receiver(() => ({ status: 200 }));
    servers.push(hook);
    const { endpoint: made } = await endpoint(fx.key, { url: hook.url, event_types: ['incident.created'] });
    await incident(fx.key, fx.propertyId, 'Gate open');
    // The event becomes a pending delivery; its pass is run by hand below.
    const fanOut = new JobRunner({
      database: t.database,
      kinds: JOB_KINDS.filter((kind) => kind !== webhookDeliverJob),
      ports: { mailer: new OutboxMailer(), config: t.config },
      log,
      clock: t.clock,
    });
    await fanOut.runDue();
    expect(hook.received).toHaveLength(0);
    // The completing transaction fails (the database went away, or the lease was lost).
    const ctx: JobContext = {
      job: {
        id: 0,
        kind: 'webhooks.deliver',
        key: 'by-hand',
        tenantId: fx.tenant.id,
        attempt: 1,
        maxAttempts: 10,
        runAt: new Date(t.clock()),
      },
      database: t.database,
      clock: t.clock,
      ports: { mailer: new OutboxMailer(), config: t.config, webhookTimeoutMs: 3000 },
      log,
      completeInTransaction: () => Promise.reject(new Error('connection terminated')),
    };
    await expect(webhookDeliverJob.handler({ tenant_id: fx.tenant.id, endpoint_id: made.id }, ctx)).rejects.toThrow(
      'connection terminated',
    );
    expect(hook.received).toHaveLength(1);
    const history = await call(t.app, { url: `/api/v1/webhook-endpoints/${made.id}/deliveries`, key: fx.key });
    const [delivery] = history.json<{
      data: {
        state: string;
        attempts: { response_status: number | null; request_headers: Record<string, string> }[];
      }[];
    }>().data;
    expect(delivery?.state).toBe('succeeded');
    expect(delivery?.attempts.map((a) => a.response_status)).toEqual([200]);
    expect(delivery?.attempts[0]?.request_headers['webhook-id']).toBe(hook.received[0]?.headers['webhook-id']);
    // The pass's job runs again later and finds nothing left to send.
    await runner.runDue();
    expect(hook.received).toHaveLength(1);
  });

  it('API: secrets once, rotation signs twice for a day, test event, replay, scopes and the tenant wall', async () => {
    const fx = await setup();
    const hook = await receiver(() => ({ status: 200 }));
    servers.push(hook);
    const created = await endpoint(fx.key, { url: hook.url, description: 'PMS' });
    const id = created.endpoint.id;
    const read = await call(t.app, { url: `/api/v1/webhook-endpoints/${id}`, key: fx.key });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('whsec_');
    expect(read.json()).toMatchObject({ url: hook.url, description: 'PMS', enabled: true, event_types: [] });

    const rotated = await call(t.app, {
      method: 'POST',
      url: `/api/v1/webhook-endpoints/${id}/rotate-secret`,
      key: fx.key,
      body: {},
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret2 = rotated.json<{ secret: string }>().secret;
    expect(secret2).not.toBe(created.secret);
    const test = await call(t.app, {
      method: 'POST',
      url: `/api/v1/webhook-endpoints/${id}/test`,
      key: fx.key,
      body: {},
    });
    expect(test.statusCode, test.body).toBe(202);
    await runner.runDue();
    expect(hook.received).toHaveLength(1);
    const [first] = hook.received;
    expect(first && JSON.parse(first.body)).toMatchObject({ type: 'webhook.test', tenant_id: fx.tenant.id });
    expect(String(first?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(first && signatureValid(created.secret, first) && signatureValid(secret2, first)).toBe(true);

    // A day later only the new secret signs; a replay sends the same id and body again.
    t.clock.advance(24 * HOUR + SECOND);
    const deliveryId = test.json<{ id: number }>().id;
    const replay = await call(t.app, {
      method: 'POST',
      url: `/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/replay`,
      key: fx.key,
      body: {},
    });
    expect(replay.statusCode, replay.body).toBe(202);
    await runner.runDue();
    expect(hook.received).toHaveLength(2);
    const [, second] = hook.received;
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect(String(second?.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(second && signatureValid(secret2, second)).toBe(true);

    const off = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/webhook-endpoints/${id}`,
      key: fx.key,
      body: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/v1/webhook-endpoints/${id}`, key: fx.key })).statusCode,
    ).toBe(405);

    const reader = await fx.keyFor(['webhooks:read']);
    expect((await call(t.app, { url: '/api/v1/webhook-endpoints', key: reader })).statusCode).toBe(200);
    const denied = await call(t.app, {
      method: 'POST',
      url: `/api/v1/webhook-endpoints/${id}/test`,
      key: reader,
      body: {},
    });
    expect(denied.statusCode).toBe(403);
    const none = await fx.keyFor(['tasks:read']);
    expect((await call(t.app, { url: '/api/v1/webhook-endpoints', key: none })).statusCode).toBe(403);

    const other = await makeTenant(t.deps);
    for (const [method, url] of [
      ['GET', `/api/v1/webhook-endpoints/${id}`],
      ['POST', `/api/v1/webhook-endpoints/${id}/test`],
      ['POST', `/api/v1/webhook-endpoints/${id}/rotate-secret`],
      ['GET', `/api/v1/webhook-endpoints/${id}/deliveries`],
      ['POST', `/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/replay`],
    ] as const) {
      const response = await call(t.app, { method, url, key: other.key, ...(method === 'POST' ? { body: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call(t.app, { url: '/api/v1/webhook-endpoints', key: other.key });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });
});
