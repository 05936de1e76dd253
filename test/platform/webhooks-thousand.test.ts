// A thousand API writes reach a receiver on loopback: every event arrives, each `webhook-id`
// is answered 2xx exactly once, and a repeat happens only as the retry of a request the
// receiver failed. Signatures are checked by the Standard Webhooks text, with node:crypto
// alone (not the project's signer or verifier). The job runner is driven by hand on a fake
// clock, so the retry waits cost nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, min } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { jobs } from '../../src/platform/jobs/jobs.tables.js';
import { events } from '../../src/platform/events/events.tables.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { JOB_KINDS } from '../../src/worker.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const log = pino({ level: process.env.TEST_LOG ?? 'silent' });
const WRITES = 1000;
/** Every 7th request the receiver gets is answered 500. */
const FAIL_EVERY = 7;

interface Hit {
  id: string;
  status: number;
  signed: boolean;
  body: string;
}

/**
 * Verifies a request by the Standard Webhooks specification: the signed content is
 * `{id}.{timestamp}.{raw body}`, HMAC-SHA256 under the base64-decoded secret after
 * `whsec_`, sent as space-separated `v1,<base64>`; the timestamp within five minutes.
 */
function verifiedBySpec(secret: string, headers: IncomingMessage['headers'], raw: Buffer, nowMs: number): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(Buffer.concat([Buffer.from(`${id}.${timestamp}.`), raw]))
    .digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describeEachBackend('webhooks: 1,000 writes', (backend) => {
  let t: TestApp;
  let runner: JobRunner;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true, env: { WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' } });
    t.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    runner = new JobRunner({
      database: t.database,
      kinds: JOB_KINDS,
      ports: { mailer: new OutboxMailer(), config: t.config, webhookTimeoutMs: 5000 },
      log,
      clock: t.clock,
      concurrency: 4,
    });
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await t.close();
  });

  it(
    'every event of 1,000 API writes arrives, each webhook-id answered 2xx once, repeats only as retries',
    {
      timeout: 600_000,
    },
    async () => {
      const fx = await makeTenant(t.deps);
      const propertyId = await createPropertyVia(t.app, fx.key);
      await runner.runDue(); // the property's event goes before the endpoint exists

      let secret = '';
      const hits: Hit[] = [];
      const server = createServer((request: IncomingMessage, response: ServerResponse) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const raw = Buffer.concat(chunks);
          const status = (hits.length + 1) % FAIL_EVERY === 0 ? 500 : 204;
          hits.push({
            id: String(request.headers['webhook-id']),
            status,
            signed: verifiedBySpec(secret, request.headers, raw, t.clock()),
            body: raw.toString('utf8'),
          });
          response.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      const made = await call(t.app, {
        method: 'POST',
        url: '/api/v1/webhook-endpoints',
        key: fx.key,
        body: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` },
      });
      expect(made.statusCode, made.body).toBe(201);
      secret = made.json<{ secret: string }>().secret;

      // 1,000 writes through the API: 600 tasks created, 400 of them changed.
      const taskIds: number[] = [];
      for (let i = 0; i < 600; i++) {
        const response = await call(t.app, {
          method: 'POST',
          url: '/api/v1/tasks',
          key: fx.key,
          body: { title: `Stairwell ${i}`, property_id: propertyId, due_date: '2026-12-01' },
        });
        expect(response.statusCode, response.body).toBe(201);
        taskIds.push(response.json<{ id: number }>().id);
      }
      for (const id of taskIds.slice(0, WRITES - 600)) {
        const response = await call(t.app, {
          method: 'PATCH',
          url: `/api/v1/tasks/${id}`,
          key: fx.key,
          body: { title: `Stairwell ${id}, floors 1-5` },
        });
        expect(response.statusCode, response.body).toBe(200);
      }

      // Run every job that falls due, moving the fake clock to each retry, until nothing waits.
      for (let round = 0; round < 200; round++) {
        await runner.runDue();
        const [next] = await t.database.db
          .select({ at: min(jobs.runAt) })
          .from(jobs)
          .where(and(eq(jobs.tenantId, fx.tenant.id), eq(jobs.state, 'queued')));
        if (!next?.at) break;
        t.clock.set(Math.max(t.clock(), new Date(next.at).getTime()));
      }

      const recorded = await t.database.db
        .select({ id: events.id, type: events.type })
        .from(events)
        .where(and(eq(events.tenantId, fx.tenant.id), isNotNull(events.seq)))
        .orderBy(events.id);
      // Every write made one event.
      const afterEndpoint = recorded.filter((e) => e.type.startsWith('task.'));
      // Before the endpoint: the account's (a set-up notice, never sent by webhook) and the property's.
      expect(recorded.filter((e) => !e.type.startsWith('task.')).map((e) => e.type)).toEqual([
        'account.created',
        'property.created',
      ]);
      expect(afterEndpoint).toHaveLength(WRITES);
      const expectedIds = new Set(afterEndpoint.map((e) => `msg_evt_${e.id}`));

      // The set of webhook-ids received is the set of events recorded after the endpoint.
      expect(new Set(hits.map((h) => h.id))).toEqual(expectedIds);
      expect(hits.every((h) => h.signed)).toBe(true);
      const failed = hits.filter((h) => h.status === 500);
      expect(failed.length).toBe(Math.floor(hits.length / FAIL_EVERY));
      expect(failed.length).toBeGreaterThanOrEqual(Math.floor(WRITES / FAIL_EVERY));
      // Per id: failures first, then exactly one 2xx, and nothing after it; the body never changes.
      const byId = new Map<string, Hit[]>();
      for (const hit of hits) byId.set(hit.id, [...(byId.get(hit.id) ?? []), hit]);
      for (const [id, seen] of byId) {
        expect(
          seen.map((h) => h.status),
          id,
        ).toEqual([...seen.slice(0, -1).map(() => 500), 204]);
        expect(new Set(seen.map((h) => h.body)).size, id).toBe(1);
        expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ id: Number(id.slice('msg_evt_'.length)) });
      }
      // Each failed id came again.
      for (const hit of failed) expect(byId.get(hit.id)?.length).toBeGreaterThan(1);
      expect(hits.length).toBe(WRITES + failed.length);
    },
  );
});
