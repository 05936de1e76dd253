import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { listAccessibleProperties } from '../../src/modules/access/property-access.js';
import { updateAccount } from '../../src/modules/accounts/accounts.service.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ code: string; detail: string; request_id: string }>();
  expect(body.code).toBe(code);
  expect(body.request_id).toBe(response.headers['x-request-id']);
  return body;
}

async function createTaskVia(app: FastifyInstance, key: string, propertyId: number): Promise<number> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/tasks',
    key,
    body: { uuid: randomUUID(), title: 'Checkout cleaning', property_id: propertyId, due_date: '2026-06-05' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const ids = (response: LightMyRequestResponse): number[] => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number }[] }>().data.map((item) => item.id);
};

interface World {
  tenant: TenantFixture;
  a: number;
  b: number;
  taskOnA: number;
  taskOnB: number;
  /** An account limited to property a, and a key with every scope bound to it. */
  limitedAccount: number;
  limitedKey: string;
}

describeEachBackend('property access of a key’s account', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function world(): Promise<World> {
    const tenant = await makeTenant(t.deps);
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    const taskOnA = await createTaskVia(t.app, tenant.key, a);
    const taskOnB = await createTaskVia(t.app, tenant.key, b);
    const limitedAccount = await tenant.account([a]);
    const limitedKey = await tenant.keyFor(SCOPES, limitedAccount);
    return { tenant, a, b, taskOnA, taskOnB, limitedAccount, limitedKey };
  }

  const get = (key: string, url: string) => call(t.app, { url, key });

  it('lets a limited key see and change only its account’s properties', async () => {
    const w = await world();
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a]);
    expect(ids(await get(w.tenant.key, '/api/v1/properties'))).toEqual([w.a, w.b]);

    expect((await get(w.limitedKey, `/api/v1/properties/${w.a}`)).json().name).toBe('Harbour View');
    const denied = expectProblem(await get(w.limitedKey, `/api/v1/properties/${w.b}`), 403, 'property_access_denied');
    expect(denied.detail).not.toContain('Old Mill');

    const patchB = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/properties/${w.b}`,
      key: w.limitedKey,
      body: { name: 'Taken over' },
    });
    expectProblem(patchB, 403, 'property_access_denied');
    expect((await get(w.tenant.key, `/api/v1/properties/${w.b}`)).json().name).toBe('Old Mill');

    const patchA = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/properties/${w.a}`,
      key: w.limitedKey,
      body: { notes: 'Key box at the back door' },
    });
    expect(patchA.statusCode, patchA.body).toBe(200);
    expect(patchA.json().notes).toBe('Key box at the back door');
  });

  it('hides and refuses tasks on properties outside the account’s list', async () => {
    const w = await world();
    expect(ids(await get(w.limitedKey, '/api/v1/tasks'))).toEqual([w.taskOnA]);
    expect(ids(await get(w.tenant.key, '/api/v1/tasks'))).toEqual([w.taskOnA, w.taskOnB]);

    expect((await get(w.limitedKey, `/api/v1/tasks/${w.taskOnA}`)).statusCode).toBe(200);
    expectProblem(await get(w.limitedKey, `/api/v1/tasks/${w.taskOnB}`), 403, 'property_access_denied');

    expectProblem(await get(w.limitedKey, `/api/v1/tasks?property_id=${w.b}`), 403, 'property_access_denied');
    expect(ids(await get(w.limitedKey, `/api/v1/tasks?property_id=${w.a}`))).toEqual([w.taskOnA]);

    const post = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: w.limitedKey,
      body: { uuid: randomUUID(), title: 'Sneaky', property_id: w.b, due_date: '2026-06-07' },
    });
    expectProblem(post, 403, 'property_access_denied');
    expect(ids(await get(w.tenant.key, `/api/v1/tasks?property_id=${w.b}`))).toEqual([w.taskOnB]);

    const allowed = await createTaskVia(t.app, w.limitedKey, w.a);
    expect(ids(await get(w.limitedKey, '/api/v1/tasks'))).toEqual([w.taskOnA, allowed]);
  });

  it('follows a change of the account’s access on the very next request', async () => {
    const w = await world();
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a]);

    await updateAccount(t.deps, w.tenant.tenant.id, w.limitedAccount, { properties: [w.b] });
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.b]);
    expect(ids(await get(w.limitedKey, '/api/v1/tasks'))).toEqual([w.taskOnB]);
    expectProblem(await get(w.limitedKey, `/api/v1/properties/${w.a}`), 403, 'property_access_denied');
    expectProblem(await get(w.limitedKey, `/api/v1/tasks/${w.taskOnA}`), 403, 'property_access_denied');
    expect((await get(w.limitedKey, `/api/v1/tasks/${w.taskOnB}`)).statusCode).toBe(200);

    await updateAccount(t.deps, w.tenant.tenant.id, w.limitedAccount, { properties: 'all' });
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a, w.b]);
    expect(ids(await get(w.limitedKey, '/api/v1/tasks'))).toEqual([w.taskOnA, w.taskOnB]);
    // "All" includes properties created later by someone else.
    const c = await createPropertyVia(t.app, w.tenant.key);
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a, w.b, c]);

    await updateAccount(t.deps, w.tenant.tenant.id, w.limitedAccount, { properties: [w.a, c] });
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a, c]);

    await updateAccount(t.deps, w.tenant.tenant.id, w.limitedAccount, { properties: [] });
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([]);
  });

  it('adds a property created by a limited key to its account, visible at once', async () => {
    const w = await world();
    const sibling = await w.tenant.keyFor(['properties:read', 'tasks:read'], w.limitedAccount);
    const otherLimited = await w.tenant.account([w.a]);
    const otherKey = await w.tenant.keyFor(SCOPES, otherLimited);

    const created = await createPropertyVia(t.app, w.limitedKey, { name: 'New Build' });
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a, created]);
    expect((await get(w.limitedKey, `/api/v1/properties/${created}`)).json().name).toBe('New Build');
    // Every key of the account sees it; the grant belongs to the account, not to the key.
    expect(ids(await get(sibling, '/api/v1/properties'))).toEqual([w.a, created]);
    expect(await listAccessibleProperties(t.deps.database.db, w.tenant.tenant.id, w.limitedAccount)).toEqual([
      w.a,
      created,
    ]);

    const task = await createTaskVia(t.app, w.limitedKey, created);
    expect(ids(await get(sibling, `/api/v1/tasks?property_id=${created}`))).toEqual([task]);

    // Other limited accounts do not gain it; all-property accounts see it anyway.
    expect(ids(await get(otherKey, '/api/v1/properties'))).toEqual([w.a]);
    expectProblem(await get(otherKey, `/api/v1/properties/${created}`), 403, 'property_access_denied');
    expect(ids(await get(w.tenant.key, '/api/v1/properties'))).toEqual([w.a, w.b, created]);
  });

  it('lets a property created by an all-properties key stay out of limited accounts', async () => {
    const w = await world();
    const created = await createPropertyVia(t.app, w.tenant.key);
    expect(ids(await get(w.limitedKey, '/api/v1/properties'))).toEqual([w.a]);
    expectProblem(await get(w.limitedKey, `/api/v1/properties/${created}`), 403, 'property_access_denied');
    // The all-properties account is not turned into a limited one.
    expect(await listAccessibleProperties(t.deps.database.db, w.tenant.tenant.id, w.tenant.accountId)).toEqual([]);
    expect(ids(await get(w.tenant.key, '/api/v1/properties'))).toEqual([w.a, w.b, created]);
  });

  it('shows nothing to an account with an empty list', async () => {
    const w = await world();
    const emptyAccount = await w.tenant.account([]);
    const key = await w.tenant.keyFor(SCOPES, emptyAccount);

    expect((await get(key, '/api/v1/me')).statusCode).toBe(200);
    expect(ids(await get(key, '/api/v1/properties'))).toEqual([]);
    expect(ids(await get(key, '/api/v1/tasks'))).toEqual([]);
    for (const url of [
      `/api/v1/properties/${w.a}`,
      `/api/v1/properties/${w.b}`,
      `/api/v1/tasks/${w.taskOnA}`,
      `/api/v1/tasks?property_id=${w.a}`,
    ]) {
      expectProblem(await get(key, url), 403, 'property_access_denied');
    }
    const post = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key,
      body: { uuid: randomUUID(), title: 'Nope', property_id: w.a, due_date: '2026-06-07' },
    });
    expectProblem(post, 403, 'property_access_denied');
    expect(ids(await get(w.tenant.key, `/api/v1/tasks?property_id=${w.a}`))).toEqual([w.taskOnA]);
  });

  it('answers 404 or 422, never 403, for properties of another tenant or none at all', async () => {
    const w = await world();
    const stranger = await makeTenant(t.deps);
    const foreign = await createPropertyVia(t.app, stranger.key);
    const foreignTask = await createTaskVia(t.app, stranger.key, foreign);
    const missing = Math.max(foreign, w.a, w.b) + 1_000_000;

    for (const key of [w.limitedKey, w.tenant.key]) {
      for (const id of [foreign, missing]) {
        expectProblem(await get(key, `/api/v1/properties/${id}`), 404, 'not_found');
        const patch = await call(t.app, {
          method: 'PATCH',
          url: `/api/v1/properties/${id}`,
          key,
          body: { notes: 'x' },
        });
        expectProblem(patch, 404, 'not_found');
        const post = await call(t.app, {
          method: 'POST',
          url: '/api/v1/tasks',
          key,
          body: { uuid: randomUUID(), title: 'Elsewhere', property_id: id, due_date: '2026-06-07' },
        });
        expectProblem(post, 422, 'validation_failed');
        expectProblem(await get(key, `/api/v1/tasks?property_id=${id}`), 422, 'validation_failed');
      }
      expectProblem(await get(key, `/api/v1/tasks/${foreignTask}`), 404, 'not_found');
    }
    expect(ids(await get(stranger.key, '/api/v1/tasks'))).toEqual([foreignTask]);
  });
});
