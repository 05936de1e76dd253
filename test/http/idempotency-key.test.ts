import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema.js';
import {
  beginIdempotent,
  IDEMPOTENCY_LEASE_MS,
  releaseIdempotent,
} from '../../src/platform/idempotency/idempotency.js';
import type { TaskDto } from '../../src/modules/tasks/tasks.schema.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

// Idempotency-Key on API writes, with the semantics integrators know from Stripe.

describeEachBackend('Idempotency-Key', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setup() {
    const tenant = await makeTenant(t.deps);
    const propertyId = await createPropertyVia(t.app, tenant.key);
    return { ...tenant, propertyId };
  }
  const postTask = (key: string, idempotencyKey: string | undefined, body: unknown) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key,
      body,
      headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey },
    });
  const taskCount = async (tenantId: number) =>
    (await t.database.db.select({ n: count() }).from(tasks).where(eq(tasks.tenantId, tenantId)))[0]?.n ?? 0;
  const body = (propertyId: number, title = 'Stairwell cleaning') => ({
    title,
    property_id: propertyId,
    due_date: '2026-12-01',
  });

  it('a repeat with the same key and body answers the first answer again, marked replayed, and creates nothing', async () => {
    const w = await setup();
    const key = randomUUID();
    const first = await postTask(w.key, key, body(w.propertyId));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Another order of the same fields is the same request.
    const { title, property_id, due_date } = body(w.propertyId);
    const again = await postTask(w.key, key, { due_date, property_id, title });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.json<TaskDto>()).toEqual(first.json<TaskDto>());
    expect(await taskCount(w.tenant.id)).toBe(1);
    // Without a key every call creates (tasks without a uuid are not idempotent by themselves).
    expect((await postTask(w.key, undefined, body(w.propertyId))).statusCode).toBe(201);
    expect(await taskCount(w.tenant.id)).toBe(2);
  });

  it('the same key with another body is 422 idempotency_key_reused and creates nothing', async () => {
    const w = await setup();
    const key = randomUUID();
    expect((await postTask(w.key, key, body(w.propertyId))).statusCode).toBe(201);
    const other = await postTask(w.key, key, body(w.propertyId, 'Window cleaning'));
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await taskCount(w.tenant.id)).toBe(1);
  });

  it('is scoped per API key: another key of the tenant, or another tenant, may use the same string', async () => {
    const w = await setup();
    const key = 'sync-run-42';
    const second = await w.keyFor(['tasks:write']);
    expect((await postTask(w.key, key, body(w.propertyId))).statusCode).toBe(201);
    const fromSecond = await postTask(second, key, body(w.propertyId));
    expect(fromSecond.statusCode).toBe(201);
    expect(fromSecond.headers['idempotent-replayed']).toBeUndefined();
    const stranger = await setup();
    const fromStranger = await postTask(stranger.key, key, body(stranger.propertyId));
    expect(fromStranger.statusCode).toBe(201);
    expect(await taskCount(w.tenant.id)).toBe(2);
    expect(await taskCount(stranger.tenant.id)).toBe(1);
  });

  it('stores an answer the handler gave (422 from the service) but not a refusal before it ran (unknown field)', async () => {
    const w = await setup();
    const ran = randomUUID();
    const missingProperty = { ...body(w.propertyId), property_id: Number.MAX_SAFE_INTEGER };
    const refused = await postTask(w.key, ran, missingProperty);
    expect(refused.statusCode).toBe(422);
    const replayed = await postTask(w.key, ran, missingProperty);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    const invalid = randomUUID();
    const unknownField = await postTask(w.key, invalid, { ...body(w.propertyId), priority: 'high' });
    expect(unknownField.statusCode).toBe(422);
    const fixed = await postTask(w.key, invalid, body(w.propertyId));
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('parallel repeats run once: one creates, the others get its answer or 409 idempotency_key_in_use', async () => {
    const w = await setup();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postTask(w.key, key, body(w.propertyId))));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(),
    ).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(
      1,
    );
    for (const busy of answers.filter((a) => a.statusCode === 409))
      expect(busy.json().code).toBe('idempotency_key_in_use');
    expect(await taskCount(w.tenant.id)).toBe(1);
  });

  it('forgets an answer after 24 hours: the key then runs again', async () => {
    const w = await setup();
    const key = randomUUID();
    expect((await postTask(w.key, key, body(w.propertyId))).statusCode).toBe(201);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const later = await postTask(w.key, key, body(w.propertyId));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await taskCount(w.tenant.id)).toBe(2);
  });

  it('works on PATCH too, and refuses a malformed key with 422 at /header/idempotency-key', async () => {
    const w = await setup();
    const created = (await postTask(w.key, undefined, body(w.propertyId))).json<TaskDto>();
    const patch = (key: string, status: string) =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/v1/tasks/${created.id}`,
        key: w.key,
        body: { status },
        headers: { 'idempotency-key': key },
      });
    const key = randomUUID();
    expect((await patch(key, 'cancelled')).statusCode).toBe(200);
    const replay = await patch(key, 'cancelled');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await patch(key, 'open')).json().code).toBe('idempotency_key_reused');
    const bad = await patch('x'.repeat(256), 'open');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([expect.objectContaining({ pointer: '/header/idempotency-key' })]);
    const row = await t.database.db
      .select({ status: tasks.status })
      .from(tasks)
      .where(and(eq(tasks.tenantId, w.tenant.id), eq(tasks.id, created.id)));
    expect(row[0]?.status).toBe('cancelled');
  });

  it('a key whose request died is taken over after its lease; a released key runs again', async () => {
    const w = await setup();
    const scope = { tenantId: w.tenant.id, apiKeyId: 1, key: randomUUID() };
    const now = t.clock();
    expect(await beginIdempotent(t.database.db, scope, 'h1', now)).toEqual({ kind: 'run' });
    await expect(beginIdempotent(t.database.db, scope, 'h1', now + 1000)).rejects.toMatchObject({
      code: 'idempotency_key_in_use',
    });
    expect(await beginIdempotent(t.database.db, scope, 'h1', now + IDEMPOTENCY_LEASE_MS + 1)).toEqual({ kind: 'run' });
    await releaseIdempotent(t.database.db, scope);
    expect(await beginIdempotent(t.database.db, scope, 'h2', now + IDEMPOTENCY_LEASE_MS + 2)).toEqual({ kind: 'run' });
  });

  it('is documented on every write of the OpenAPI document', async () => {
    const doc = (await call(t.app, { url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => method === 'post' || method === 'patch')
        .map(([method, op]) => ({ where: `${method} ${path}`, op })),
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const { where, op } of writes) {
      expect(
        op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        where,
      ).toBe(true);
    }
  });
});
