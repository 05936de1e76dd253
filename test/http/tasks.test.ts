import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema.js';
import type { TaskDto } from '../../src/modules/tasks/tasks.schema.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const MISSING_ID = Number.MAX_SAFE_INTEGER;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachBackend('tasks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const post = (key: string, body: unknown) => call(t.app, { method: 'POST', url: '/api/v1/tasks', key, body });

  async function setup() {
    const tenant = await makeTenant(t.deps);
    const propertyId = await createPropertyVia(t.app, tenant.key);
    return { ...tenant, propertyId };
  }

  function payload(propertyId: number, extra: Record<string, unknown> = {}) {
    return {
      uuid: randomUUID(),
      title: 'Final cleaning, apartment 3B',
      property_id: propertyId,
      due_date: '2026-12-01',
      ...extra,
    };
  }

  async function create(key: string, body: Record<string, unknown>): Promise<TaskDto> {
    const response = await post(key, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TaskDto>();
  }

  async function list(key: string, query = ''): Promise<TaskDto[]> {
    const response = await call(t.app, { url: `/api/v1/tasks?pageSize=200${query}`, key });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: TaskDto[]; next_cursor: string | null }>();
    expect(page.next_cursor).toBeNull();
    return page.data;
  }

  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  function pointers(body: string): string[] {
    return (JSON.parse(body) as { errors?: { pointer: string }[] }).errors?.map((e) => e.pointer) ?? [];
  }

  describe('create', () => {
    it('answers 201 with a Location and every field of the task', async () => {
      const { key, propertyId } = await setup();
      const body = payload(propertyId, { description: 'Guest checked out at 10:00.' });
      const before = Date.now();
      const response = await post(key, body);
      expect(response.statusCode).toBe(201);
      const task = response.json<TaskDto>();
      expect(task).toEqual({
        id: expect.any(Number),
        uuid: body.uuid,
        title: body.title,
        description: 'Guest checked out at 10:00.',
        property_id: propertyId,
        due_date: '2026-12-01',
        status: 'open',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        completed_at: null,
        plan: null,
        checklist: null,
      });
      expect(Date.parse(task.created_at)).toBeGreaterThanOrEqual(before - 5_000);
      expect(Date.parse(task.created_at)).toBeLessThanOrEqual(Date.now() + 5_000);
      expect(task.updated_at).toBe(task.created_at);

      const location = String(response.headers.location);
      expect(location).toMatch(new RegExp(`/api/v1/tasks/${task.id}$`));
      const fetched = await call(t.app, { url: new URL(location, 'http://localhost').pathname, key });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json()).toEqual(task);
      expect(ids(await list(key))).toEqual([task.id]);
    });

    it('leaves description null when it is not given', async () => {
      const { key, propertyId } = await setup();
      const task = await create(key, payload(propertyId));
      expect(task.description).toBeNull();
    });

    it('drops a byte-order mark at the start of a text, as the character or escaped, and stores the rest', async () => {
      // A description pasted from a file may start with U+FEFF; it is invisible, and the
      // embedded engine's driver would drop it when reading back.
      const { key, propertyId } = await setup();
      const task = await create(
        key,
        payload(propertyId, { title: '\uFEFFStairwell', description: '\uFEFF\uFEFFWipe the rail' }),
      );
      expect([task.title, task.description]).toEqual(['Stairwell', 'Wipe the rail']);
      const escaped = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: JSON.stringify(payload(propertyId, { description: 'x' })).replace('"x"', '"\\ufeffFloor\\uFEFF 2"'),
      });
      expect(escaped.statusCode, escaped.body).toBe(201);
      expect(escaped.json<TaskDto>().description).toBe('Floor\uFEFF 2');
      const fetched = await call(t.app, { url: `/api/v1/tasks/${task.id}`, key });
      expect(fetched.json()).toEqual(task);
      // A title of nothing but the mark is an empty title.
      const empty = await post(key, payload(propertyId, { title: '\uFEFF' }));
      expect(empty.statusCode).toBe(422);
      expect(pointers(empty.body)).toEqual(['/title']);
    });

    it('requires title, property_id and due_date', async () => {
      const { key } = await setup();
      const response = await post(key, {});
      expect(response.statusCode).toBe(422);
      expect(pointers(response.body).sort()).toEqual(['/due_date', '/property_id', '/title']);
      expect(await list(key)).toEqual([]);
    });

    it('refuses a uuid that is not a UUID', async () => {
      const { key, propertyId } = await setup();
      for (const uuid of ['not-a-uuid', '12345', '', 42]) {
        const response = await post(key, payload(propertyId, { uuid }));
        expect(response.statusCode, String(uuid)).toBe(422);
        expect(pointers(response.body)).toEqual(['/uuid']);
      }
      expect(await list(key)).toEqual([]);
    });
  });

  describe('idempotency by uuid', () => {
    it('a repeat with the same uuid and payload answers 200 with the same task and creates nothing', async () => {
      const { key, propertyId } = await setup();
      const body = payload(propertyId, { description: 'd' });
      const first = await create(key, body);
      const again = await post(key, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(String(again.headers.location)).toMatch(new RegExp(`/api/v1/tasks/${first.id}$`));
      expect(ids(await list(key))).toEqual([first.id]);
    });

    it('treats a missing description and description null as the same payload', async () => {
      const { key, propertyId } = await setup();
      const body = payload(propertyId);
      const first = await create(key, body);
      const again = await post(key, { ...body, description: null });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.id);
    });

    it('the same uuid with a different payload is 409 uuid_conflict and leaves the task as it was', async () => {
      const { key, propertyId } = await setup();
      const otherProperty = await createPropertyVia(t.app, key);
      const body = payload(propertyId);
      const first = await create(key, body);
      const variants = [
        { title: 'Something else' },
        { due_date: '2026-12-02' },
        { property_id: otherProperty },
        { description: 'now with a description' },
      ];
      for (const change of variants) {
        const response = await post(key, { ...body, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(409);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json().code).toBe('uuid_conflict');
      }
      expect(await list(key)).toEqual([first]);
    });

    it('compares uuids without regard to letter case', async () => {
      const { key, propertyId } = await setup();
      const lower = randomUUID();
      const body = payload(propertyId, { uuid: lower.toUpperCase() });
      const first = await create(key, body);
      expect(first.uuid.toLowerCase()).toBe(lower);

      const again = await post(key, { ...body, uuid: lower });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.id);

      const clash = await post(key, { ...body, uuid: lower, title: 'Different' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('uuid_conflict');
      expect(ids(await list(key))).toEqual([first.id]);
    });

    it('without a uuid the server makes one and every call creates a new task', async () => {
      const { key, propertyId } = await setup();
      const body: Record<string, unknown> = payload(propertyId);
      delete body.uuid;
      const first = await create(key, body);
      const second = await create(key, body);
      expect(first.uuid).toMatch(UUID);
      expect(second.uuid).toMatch(UUID);
      expect(second.uuid).not.toBe(first.uuid);
      expect(second.id).not.toBe(first.id);
      expect(ids(await list(key))).toEqual([first.id, second.id]);
    });

    it('ten concurrent identical POSTs make one task: one 201, nine 200', async () => {
      const { key, propertyId } = await setup();
      const body = payload(propertyId);
      const responses = await Promise.all(Array.from({ length: 10 }, () => post(key, body)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const taskIds = new Set(responses.map((r) => r.json<TaskDto>().id));
      expect(taskIds.size).toBe(1);
      const stored = await list(key);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.id).toBe([...taskIds][0]);
      expect(stored[0]?.uuid).toBe(body.uuid);
    });

    it('ten concurrent POSTs with one uuid and different titles make exactly one task', async () => {
      const { key, propertyId } = await setup();
      const uuid = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(key, payload(propertyId, { uuid, title: `Variant ${i}` }))),
      );
      const created = responses.filter((r) => r.statusCode === 201);
      expect(created).toHaveLength(1);
      const others = responses.filter((r) => r.statusCode !== 201);
      for (const response of others) {
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('uuid_conflict');
      }
      const stored = await list(key);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toEqual(created[0]?.json());
    });
  });

  describe('due_date', () => {
    it.each([
      '2026-02-30',
      '2026-13-01',
      'tomorrow',
      '2026-2-3',
      '2026-04-31',
      '2025-02-29',
      '26-12-01',
      '2026-12-01T10:00:00Z',
    ])('refuses %s with 422 at /due_date', async (dueDate) => {
      const { key, propertyId } = await setup();
      const response = await post(key, payload(propertyId, { due_date: dueDate }));
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(pointers(response.body)).toEqual(['/due_date']);
      expect(await list(key)).toEqual([]);
    });

    it('refuses year 0000, which no calendar has, with 422 rather than a server error', async () => {
      const { key, propertyId } = await setup();
      const response = await post(key, payload(propertyId, { due_date: '0000-01-01' }));
      expect(response.statusCode).toBe(422);
      expect(pointers(response.body)).toEqual(['/due_date']);
    });

    it('accepts a leap day and dates at the ends of the range', async () => {
      const { key, propertyId } = await setup();
      for (const dueDate of ['2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
        const task = await create(key, payload(propertyId, { due_date: dueDate }));
        expect(task.due_date).toBe(dueDate);
      }
    });
  });

  describe('property_id', () => {
    it('of a property that does not exist is 422 at /property_id', async () => {
      const { key } = await setup();
      const response = await post(key, payload(MISSING_ID));
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(pointers(response.body)).toEqual(['/property_id']);
      expect(await list(key)).toEqual([]);
    });

    it('of an archived property is 422 at /property_id; after restoring it works', async () => {
      const { key, propertyId } = await setup();
      const archive = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}`,
        key,
        body: { archived: true },
      });
      expect(archive.statusCode).toBe(200);
      const refused = await post(key, payload(propertyId));
      expect(refused.statusCode).toBe(422);
      expect(pointers(refused.body)).toEqual(['/property_id']);
      expect(await list(key)).toEqual([]);

      await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${propertyId}`, key, body: { archived: false } });
      await create(key, payload(propertyId));
    });

    it('must be a positive integer', async () => {
      const { key } = await setup();
      for (const propertyId of [0, -3, 1.5]) {
        const response = await post(key, payload(propertyId));
        expect(response.statusCode, String(propertyId)).toBe(422);
        expect(pointers(response.body)).toEqual(['/property_id']);
      }
    });
  });

  describe('GET /tasks/:id', () => {
    it('is 404 not_found for a task that does not exist', async () => {
      const { key } = await setup();
      const response = await call(t.app, { url: `/api/v1/tasks/${MISSING_ID}`, key });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    });
  });

  describe('PATCH /tasks/:id', () => {
    const patch = (key: string, id: number, body: unknown) =>
      call(t.app, { method: 'PATCH', url: `/api/v1/tasks/${id}`, key, body });

    it('moves a booking: the due date changes and the list shows it; repeating it changes nothing', async () => {
      const { key, propertyId } = await setup();
      const task = await create(key, payload(propertyId, { due_date: '2026-12-01' }));
      // A new task is stamped by the database's clock, a change by the app's (this file's fake
      // one, set when the file started): a minute after whichever is later.
      t.clock.set(Math.max(t.clock(), Date.parse(task.updated_at)) + 60_000);
      const moved = await patch(key, task.id, { due_date: '2026-12-03' });
      expect(moved.statusCode, moved.body).toBe(200);
      const body = moved.json<TaskDto>();
      expect(body).toMatchObject({ id: task.id, due_date: '2026-12-03', status: 'open', title: task.title });
      expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse(task.updated_at));
      t.clock.advance(60_000);
      const again = await patch(key, task.id, { due_date: '2026-12-03' });
      expect(again.json<TaskDto>()).toEqual(body);
      expect(ids(await list(key, '&due_from=2026-12-02'))).toEqual([task.id]);
    });

    it('cancels and reopens; done sets completed_at and leaving done clears it', async () => {
      const { key, propertyId } = await setup();
      const task = await create(key, payload(propertyId));
      const cancelled = await patch(key, task.id, { status: 'cancelled' });
      expect(cancelled.json<TaskDto>()).toMatchObject({ status: 'cancelled', completed_at: null });
      expect(ids(await list(key, '&status=open'))).toEqual([]);
      const done = await patch(key, task.id, { status: 'done' });
      expect(done.json<TaskDto>().completed_at).toBe(new Date(t.clock()).toISOString());
      const reopened = await patch(key, task.id, { status: 'open', title: '  Cleaning, moved  ', description: null });
      expect(reopened.json<TaskDto>()).toMatchObject({
        status: 'open',
        completed_at: null,
        title: 'Cleaning, moved',
        description: null,
      });
      expect((await call(t.app, { url: `/api/v1/tasks/${task.id}`, key })).json<TaskDto>()).toEqual(
        reopened.json<TaskDto>(),
      );
    });

    it('refuses an empty body, unknown fields and bad values with 422, changing nothing', async () => {
      const { key, propertyId } = await setup();
      const task = await create(key, payload(propertyId));
      for (const body of [
        {},
        { property_id: propertyId },
        { status: 'archived' },
        { due_date: '2026-02-30' },
        { title: ' ' },
      ]) {
        const response = await patch(key, task.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await call(t.app, { url: `/api/v1/tasks/${task.id}`, key })).json<TaskDto>()).toEqual(task);
    });

    it('needs tasks:write; another tenant gets 404 and a key limited to other properties 403, and nothing changes', async () => {
      const a = await setup();
      const task = await create(a.key, payload(a.propertyId));
      const readOnly = await a.keyFor(['tasks:read']);
      const scope = await patch(readOnly, task.id, { status: 'cancelled' });
      expect(scope.statusCode).toBe(403);
      expect(scope.json().code).toBe('insufficient_scope');
      const b = await setup();
      const foreign = await patch(b.key, task.id, { status: 'cancelled' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('not_found');
      const otherProperty = await createPropertyVia(t.app, a.key);
      const limited = await a.keyFor(['tasks:read', 'tasks:write'], await a.account([otherProperty]));
      const denied = await patch(limited, task.id, { status: 'cancelled' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('property_access_denied');
      expect((await call(t.app, { url: `/api/v1/tasks/${task.id}`, key: a.key })).json<TaskDto>().status).toBe('open');
    });

    it('applies concurrent changes one after the other: none is lost', async () => {
      const { key, propertyId } = await setup();
      const task = await create(key, payload(propertyId));
      const responses = await Promise.all([
        patch(key, task.id, { title: 'Renamed' }),
        patch(key, task.id, { due_date: '2026-12-24' }),
        patch(key, task.id, { status: 'in_progress' }),
        patch(key, task.id, { description: 'Key at the front desk.' }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const final = (await call(t.app, { url: `/api/v1/tasks/${task.id}`, key })).json<TaskDto>();
      expect(final).toMatchObject({
        title: 'Renamed',
        due_date: '2026-12-24',
        status: 'in_progress',
        description: 'Key at the front desk.',
      });
    });
  });

  describe('list filters', () => {
    it('property_id keeps the tasks of that property', async () => {
      const { key, propertyId } = await setup();
      const other = await createPropertyVia(t.app, key);
      const a1 = await create(key, payload(propertyId));
      const b1 = await create(key, payload(other));
      const a2 = await create(key, payload(propertyId));
      expect(ids(await list(key, `&property_id=${propertyId}`))).toEqual([a1.id, a2.id]);
      expect(ids(await list(key, `&property_id=${other}`))).toEqual([b1.id]);
      expect(ids(await list(key))).toEqual([a1.id, b1.id, a2.id]);
    });

    it('uuid finds a task again by the client’s own id, in any letter case, and only in the key’s tenant', async () => {
      const { key, propertyId } = await setup();
      const uuid = '6F1E2D3C-4B5A-4968-8776-655443322110';
      await create(key, payload(propertyId));
      const mine = await create(key, { ...payload(propertyId), uuid });
      expect(ids(await list(key, `&uuid=${uuid}`))).toEqual([mine.id]);
      expect(ids(await list(key, `&uuid=${uuid.toLowerCase()}`))).toEqual([mine.id]);
      const neighbour = await setup();
      expect(await list(neighbour.key, `&uuid=${uuid}`)).toEqual([]);
      const bad = await call(t.app, { url: '/api/v1/tasks?uuid=booking-4711', key });
      expect(bad.statusCode).toBe(422);
      expect(pointers(bad.body)).toEqual(['/query/uuid']);
    });

    it('uuid takes up to 100 comma-separated uuids: the key’s tenant’s tasks with them, unknown ones left out', async () => {
      const { key, propertyId } = await setup();
      const first = await create(key, { ...payload(propertyId), uuid: 'A1B2C3D4-0000-4000-8000-000000000001' });
      await create(key, payload(propertyId)); // not asked for
      const second = await create(key, { ...payload(propertyId), uuid: 'a1b2c3d4-0000-4000-8000-000000000002' });
      const neighbour = await setup();
      const theirs = await create(neighbour.key, {
        ...payload(neighbour.propertyId),
        uuid: 'a1b2c3d4-0000-4000-8000-000000000003',
      });
      const asked = [
        'a1b2c3d4-0000-4000-8000-000000000002', // given in upper case, asked for in lower case
        'a1b2c3d4-0000-4000-8000-000000000001'.toUpperCase(),
        theirs.uuid, // another tenant's
        'a1b2c3d4-0000-4000-8000-0000000000ff', // no task at all
        'A1B2C3D4-0000-4000-8000-000000000002', // twice, in another case
      ];
      expect(ids(await list(key, `&uuid=${asked.join(',')}`))).toEqual([first.id, second.id]);
      expect(ids(await list(neighbour.key, `&uuid=${asked.join(',')}`))).toEqual([theirs.id]);

      // 100 is the most; the unknown ones among them change nothing.
      const hundred = [first.uuid, ...Array.from({ length: 99 }, () => randomUUID())];
      expect(ids(await list(key, `&uuid=${hundred.join(',')}`))).toEqual([first.id]);

      const tooMany = await call(t.app, { url: `/api/v1/tasks?uuid=${[...hundred, randomUUID()].join(',')}`, key });
      expect(tooMany.statusCode).toBe(422);
      expect(pointers(tooMany.body)).toEqual(['/query/uuid']);
      expect(tooMany.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toMatch(/at most 100 uuids/i);

      for (const bad of [`${first.uuid},booking-4711`, `${first.uuid},`, `${first.uuid},,${second.uuid}`]) {
        const response = await call(t.app, { url: `/api/v1/tasks?uuid=${encodeURIComponent(bad)}`, key });
        expect(response.statusCode, bad).toBe(422);
        expect(pointers(response.body)).toEqual(['/query/uuid']);
      }
      const named = await call(t.app, { url: `/api/v1/tasks?uuid=${first.uuid},booking-4711`, key });
      expect(named.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toMatch(/entry 2/i);
    });

    it('property_id of a property that does not exist is 422 at /query/property_id', async () => {
      const { key } = await setup();
      const response = await call(t.app, { url: `/api/v1/tasks?property_id=${MISSING_ID}`, key });
      expect(response.statusCode).toBe(422);
      expect(pointers(response.body)).toEqual(['/query/property_id']);
    });

    it('status keeps the tasks in that status', async () => {
      const { key, propertyId, tenant } = await setup();
      const open = await create(key, payload(propertyId));
      const done = await create(key, payload(propertyId));
      // No API route moves a task yet; set the state where the portal would.
      await t.database.db
        .update(tasks)
        .set({ status: 'done', completedAt: new Date() })
        .where(and(eq(tasks.tenantId, tenant.id), eq(tasks.id, done.id)));

      expect(ids(await list(key, '&status=open'))).toEqual([open.id]);
      expect(ids(await list(key, '&status=done'))).toEqual([done.id]);
      expect(await list(key, '&status=cancelled')).toEqual([]);
      expect(ids(await list(key))).toEqual([open.id, done.id]);

      const bad = await call(t.app, { url: '/api/v1/tasks?status=finished', key });
      expect(bad.statusCode).toBe(422);
      expect(pointers(bad.body)).toEqual(['/query/status']);
    });

    it('due_from and due_to are inclusive', async () => {
      const { key, propertyId } = await setup();
      const byDay: Record<string, number> = {};
      for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']) {
        byDay[day] = (await create(key, payload(propertyId, { due_date: day }))).id;
      }
      const due = async (query: string) => (await list(key, query)).map((task) => task.due_date);
      expect(await due('&due_from=2026-03-02&due_to=2026-03-03')).toEqual(['2026-03-02', '2026-03-03']);
      expect(await due('&due_from=2026-03-03')).toEqual(['2026-03-03', '2026-03-04']);
      expect(await due('&due_to=2026-03-01')).toEqual(['2026-03-01']);
      expect(await due('&due_from=2026-03-02&due_to=2026-03-02')).toEqual(['2026-03-02']);
      expect(await due('&due_from=2026-03-05')).toEqual([]);
      expect(ids(await list(key, '&due_from=2026-02-01&due_to=2026-04-01'))).toEqual(Object.values(byDay));
    });

    it('due_from after due_to is 422', async () => {
      const { key } = await setup();
      const response = await call(t.app, { url: '/api/v1/tasks?due_from=2026-05-02&due_to=2026-05-01', key });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(pointers(response.body).length).toBeGreaterThan(0);
    });

    it('due_from and due_to must be calendar dates', async () => {
      const { key } = await setup();
      for (const query of ['due_from=2026-02-30', 'due_to=tomorrow', 'due_from=2026-2-3']) {
        const response = await call(t.app, { url: `/api/v1/tasks?${query}`, key });
        expect(response.statusCode, query).toBe(422);
        expect(pointers(response.body)).toEqual([`/query/${query.split('=')[0]}`]);
      }
    });

    it('updated_since keeps tasks changed at or after the instant', async () => {
      const { key, propertyId } = await setup();
      const first = await create(key, payload(propertyId));
      await pause(20);
      const second = await create(key, payload(propertyId));
      const since = (instant: string) => `&updated_since=${encodeURIComponent(instant)}`;
      expect(ids(await list(key, since(first.updated_at)))).toEqual([first.id, second.id]);
      expect(ids(await list(key, since(second.updated_at)))).toEqual([second.id]);
      expect(await list(key, since(new Date(Date.parse(second.updated_at) + 1).toISOString()))).toEqual([]);

      const bad = await call(t.app, { url: '/api/v1/tasks?updated_since=last-week', key });
      expect(bad.statusCode).toBe(422);
      expect(pointers(bad.body)).toEqual(['/query/updated_since']);
    });

    it('combines filters', async () => {
      const { key, propertyId } = await setup();
      const other = await createPropertyVia(t.app, key);
      const hit = await create(key, payload(propertyId, { due_date: '2026-06-10' }));
      await create(key, payload(propertyId, { due_date: '2026-07-10' }));
      await create(key, payload(other, { due_date: '2026-06-10' }));
      expect(ids(await list(key, `&property_id=${propertyId}&status=open&due_to=2026-06-30`))).toEqual([hit.id]);
    });
  });
});
