import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PropertyDto } from '../../src/modules/properties/properties.schema.js';
import type { TaskDto } from '../../src/modules/tasks/tasks.schema.js';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

/** An id that belongs to no tenant at all. */
const NOWHERE = Number.MAX_SAFE_INTEGER;

/**
 * What a caller can see of an answer, minus the per-request id and with the
 * asked-for id masked, so "someone else's" and "nobody's" can be compared.
 */
function visible(response: LightMyRequestResponse, askedId: number) {
  const mask = (text: string) => text.replace(new RegExp(`\\b${askedId}\\b`, 'g'), '<id>');
  const body = response.json<{
    request_id?: string;
    detail?: string;
    errors?: { pointer: string; detail: string }[];
  }>();
  delete body.request_id;
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    body: {
      ...body,
      ...(body.detail === undefined ? {} : { detail: mask(body.detail) }),
      ...(body.errors === undefined ? {} : { errors: body.errors.map((e) => ({ ...e, detail: mask(e.detail) })) }),
    },
  };
}

describeEachBackend('tenant isolation', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** Tenant A with a property and a task; tenant B with its own property. */
  async function twoTenants() {
    const a = await makeTenant(t.deps);
    const b = await makeTenant(t.deps);
    const externalId = `EXT-${randomUUID()}`;
    const propertyResponse = await call(t.app, {
      method: 'POST',
      url: '/api/v1/properties',
      key: a.key,
      body: { name: 'A’s building', external_id: externalId, notes: 'A only' },
    });
    expect(propertyResponse.statusCode).toBe(201);
    const aProperty = propertyResponse.json<PropertyDto>();
    const taskResponse = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: a.key,
      body: { uuid: randomUUID(), title: 'A’s task', property_id: aProperty.id, due_date: '2026-12-01' },
    });
    expect(taskResponse.statusCode).toBe(201);
    const aTask = taskResponse.json<TaskDto>();
    const bPropertyResponse = await call(t.app, {
      method: 'POST',
      url: '/api/v1/properties',
      key: b.key,
      body: { name: 'B’s building' },
    });
    expect(bPropertyResponse.statusCode).toBe(201);
    return { a, b, aProperty, aTask, bProperty: bPropertyResponse.json<PropertyDto>() };
  }

  async function snapshot(key: string) {
    const properties = await call(t.app, { url: '/api/v1/properties?pageSize=200', key });
    const tasks = await call(t.app, { url: '/api/v1/tasks?pageSize=200', key });
    expect(properties.statusCode).toBe(200);
    expect(tasks.statusCode).toBe(200);
    return { properties: properties.json().data as PropertyDto[], tasks: tasks.json().data as TaskDto[] };
  }

  it('GET /properties/:id of another tenant’s property is the same 404 as a nonexistent id', async () => {
    const { b, aProperty } = await twoTenants();
    const foreign = await call(t.app, { url: `/api/v1/properties/${aProperty.id}`, key: b.key });
    const missing = await call(t.app, { url: `/api/v1/properties/${NOWHERE}`, key: b.key });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    expect(visible(foreign, aProperty.id)).toEqual(visible(missing, NOWHERE));
    expect(foreign.body).not.toContain('A’s building');
  });

  it('PATCH /properties/:id of another tenant’s property is the same 404 and changes nothing', async () => {
    const { a, b, aProperty } = await twoTenants();
    const before = await snapshot(a.key);
    const foreign = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/properties/${aProperty.id}`,
      key: b.key,
      body: { name: 'Taken over', archived: true },
    });
    const missing = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/properties/${NOWHERE}`,
      key: b.key,
      body: { name: 'Taken over', archived: true },
    });
    expect(foreign.statusCode).toBe(404);
    expect(visible(foreign, aProperty.id)).toEqual(visible(missing, NOWHERE));
    expect(await snapshot(a.key)).toEqual(before);
  });

  it('GET /tasks/:id of another tenant’s task is the same 404 as a nonexistent id', async () => {
    const { b, aTask } = await twoTenants();
    const foreign = await call(t.app, { url: `/api/v1/tasks/${aTask.id}`, key: b.key });
    const missing = await call(t.app, { url: `/api/v1/tasks/${NOWHERE}`, key: b.key });
    expect(foreign.statusCode).toBe(404);
    expect(visible(foreign, aTask.id)).toEqual(visible(missing, NOWHERE));
    expect(foreign.body).not.toContain('A’s task');
  });

  it('POST /tasks on another tenant’s property is the same 422 as on a nonexistent one, and creates nothing', async () => {
    const { a, b, aProperty } = await twoTenants();
    const before = await snapshot(a.key);
    const body = (propertyId: number) => ({
      uuid: randomUUID(),
      title: 'Sneaky',
      property_id: propertyId,
      due_date: '2026-12-01',
    });
    const foreign = await call(t.app, { method: 'POST', url: '/api/v1/tasks', key: b.key, body: body(aProperty.id) });
    const missing = await call(t.app, { method: 'POST', url: '/api/v1/tasks', key: b.key, body: body(NOWHERE) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([{ pointer: '/property_id', detail: expect.any(String) }]);
    expect(visible(foreign, aProperty.id)).toEqual(visible(missing, NOWHERE));
    expect((await snapshot(b.key)).tasks).toEqual([]);
    expect(await snapshot(a.key)).toEqual(before);
  });

  it('GET /tasks?property_id= of another tenant’s property answers as for a nonexistent one', async () => {
    const { b, aProperty } = await twoTenants();
    const foreign = await call(t.app, { url: `/api/v1/tasks?property_id=${aProperty.id}`, key: b.key });
    const missing = await call(t.app, { url: `/api/v1/tasks?property_id=${NOWHERE}`, key: b.key });
    expect(visible(foreign, aProperty.id)).toEqual(visible(missing, NOWHERE));
    expect(foreign.body).not.toContain('A’s task');
  });

  it('B’s lists never contain A’s items, whatever the filter', async () => {
    const { a, b, aProperty, aTask, bProperty } = await twoTenants();
    const bTask = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: b.key,
      body: { uuid: randomUUID(), title: 'B’s task', property_id: bProperty.id, due_date: '2026-12-01' },
    });
    expect(bTask.statusCode).toBe(201);

    const longAgo = encodeURIComponent('2000-01-01T00:00:00Z');
    const urls = [
      '/api/v1/properties?pageSize=200',
      `/api/v1/properties?pageSize=1`,
      `/api/v1/properties?external_id=${aProperty.external_id ?? ''}`,
      `/api/v1/properties?updated_since=${longAgo}`,
      '/api/v1/properties?archived=false',
      '/api/v1/tasks?pageSize=200',
      '/api/v1/tasks?status=open',
      `/api/v1/tasks?updated_since=${longAgo}`,
      '/api/v1/tasks?due_from=2026-12-01&due_to=2026-12-01',
    ];
    for (const url of urls) {
      const response = await call(t.app, { url, key: b.key });
      expect(response.statusCode, url).toBe(200);
      const items = response.json().data as { id: number }[];
      expect(
        items.map((i) => i.id),
        url,
      ).not.toContain(url.includes('/tasks') ? aTask.id : aProperty.id);
      expect(response.body, url).not.toContain('A’s');
    }
    const bAll = await snapshot(b.key);
    expect(bAll.properties.map((p) => p.id)).toEqual([bProperty.id]);
    expect(bAll.tasks.map((task) => task.id)).toEqual([bTask.json().id]);

    const aAll = await snapshot(a.key);
    expect(aAll.properties.map((p) => p.id)).toEqual([aProperty.id]);
    expect(aAll.tasks.map((task) => task.id)).toEqual([aTask.id]);
  });

  it('B may use A’s external_id, on POST and on PATCH, without a conflict', async () => {
    const { a, b, aProperty, bProperty } = await twoTenants();
    const before = await snapshot(a.key);
    const externalId = aProperty.external_id ?? '';
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/properties/${bProperty.id}`,
      key: b.key,
      body: { external_id: externalId },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().external_id).toBe(externalId);

    const c = await makeTenant(t.deps);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/properties',
      key: c.key,
      body: { name: 'C’s building', external_id: externalId },
    });
    expect(created.statusCode).toBe(201);
    expect(await snapshot(a.key)).toEqual(before);
  });

  it('the same task uuid in two tenants makes two separate tasks', async () => {
    const { a, b, aTask, bProperty } = await twoTenants();
    const before = await snapshot(a.key);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: b.key,
      body: { uuid: aTask.uuid, title: aTask.title, property_id: bProperty.id, due_date: aTask.due_date },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(aTask.id);
    expect(response.json().property_id).toBe(bProperty.id);
    expect(await snapshot(a.key)).toEqual(before);
  });

  it('after every attempt by B, A’s data is exactly as it was', async () => {
    const { a, b, aProperty, aTask, bProperty } = await twoTenants();
    const before = await snapshot(a.key);
    const attempts = [
      call(t.app, { url: `/api/v1/properties/${aProperty.id}`, key: b.key }),
      call(t.app, {
        method: 'PATCH',
        url: `/api/v1/properties/${aProperty.id}`,
        key: b.key,
        body: { external_id: null, notes: null, address: { city: 'Elsewhere' } },
      }),
      call(t.app, { url: `/api/v1/tasks/${aTask.id}`, key: b.key }),
      call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key: b.key,
        body: { uuid: randomUUID(), title: 'x', property_id: aProperty.id, due_date: '2026-12-02' },
      }),
      call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key: b.key,
        body: { uuid: aTask.uuid, title: 'Different', property_id: bProperty.id, due_date: '2026-12-02' },
      }),
      call(t.app, { method: 'DELETE', url: `/api/v1/properties/${aProperty.id}`, key: b.key }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.body).not.toContain('A’s');
    }
    expect(await snapshot(a.key)).toEqual(before);
    const direct = await call(t.app, { url: `/api/v1/properties/${aProperty.id}`, key: a.key });
    expect(direct.json()).toEqual(aProperty);
    const task = await call(t.app, { url: `/api/v1/tasks/${aTask.id}`, key: a.key });
    expect(task.json()).toEqual(aTask);
  });
});
