// The checks every /roles and /accounts route must pass: authentication, scope, plan, the
// licence on writes, tenant isolation, property access, unknown fields, pagination.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import {
  expectPages,
  expectProblem,
  expectPropertyAccessDenied,
  expectSameNotFound,
  pointers,
  walk,
} from '../helpers/api.js';
import {
  call,
  type Call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';
import { type Route, routeChecks } from '../helpers/route-checks.js';

const NOWHERE = Number.MAX_SAFE_INTEGER;

interface Fixture {
  tenant: TenantFixture;
  key: string;
  a: number;
  b: number;
  /** A custom role of the tenant. */
  role: string;
  /** A worker account limited to property a. */
  worker: number;
  /** An account limited to property a, with an all-scope key. */
  limitedAccount: number;
  limitedKey: string;
}

const email = () => `${randomUUID().slice(0, 13)}@example.test`;

/** One valid request per route. */
const ROUTES: Route<Fixture>[] = [
  { name: 'GET /roles', scope: 'roles:read', list: true, request: () => ({ url: '/api/v1/roles' }) },
  { name: 'GET /roles/permissions', scope: 'roles:read', request: () => ({ url: '/api/v1/roles/permissions' }) },
  {
    name: 'POST /roles',
    scope: 'roles:write',
    request: () => ({
      method: 'POST',
      url: '/api/v1/roles',
      body: { name: `Role ${randomUUID().slice(0, 8)}`, permissions: ['audit.view'] },
    }),
  },
  { name: 'GET /roles/:id', scope: 'roles:read', request: (f) => ({ url: `/api/v1/roles/${f.role}` }) },
  {
    name: 'PATCH /roles/:id',
    scope: 'roles:write',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/roles/${f.role}`, body: { description: 'Changed.' } }),
  },
  { name: 'GET /accounts', scope: 'accounts:read', list: true, request: () => ({ url: '/api/v1/accounts' }) },
  {
    name: 'POST /accounts',
    scope: 'accounts:write',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/accounts',
      body: { name: 'Nina New', email: email(), role: 'worker', property_ids: [f.a] },
    }),
  },
  { name: 'GET /accounts/:id', scope: 'accounts:read', request: (f) => ({ url: `/api/v1/accounts/${f.worker}` }) },
  {
    name: 'PATCH /accounts/:id',
    scope: 'accounts:write',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/accounts/${f.worker}`, body: { name: 'Renamed' } }),
  },
  {
    name: 'POST /accounts/:id/invite-link',
    scope: 'accounts:write',
    request: (f) => ({ method: 'POST', url: `/api/v1/accounts/${f.worker}/invite-link`, body: {} }),
  },
];

const LISTS = ['/api/v1/roles', '/api/v1/accounts'];

describeEachBackend('roles and accounts routes: the common checks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function fixture(): Promise<Fixture> {
    const tenant = await makeTenant(t.deps);
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    const role = await call(t.app, {
      method: 'POST',
      url: '/api/v1/roles',
      key: tenant.key,
      body: { name: 'Night shift', permissions: ['audit.view'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const account = async (body: Record<string, unknown>) => {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/accounts',
        key: tenant.key,
        body: { name: 'Wim Worker', email: email(), ...body },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const worker = await account({ role: 'worker', property_ids: [a] });
    const limitedAccount = await account({ role: 'manager', property_ids: [a] });
    return {
      tenant,
      key: tenant.key,
      a,
      b,
      role: role.json<{ id: string }>().id,
      worker,
      limitedAccount,
      limitedKey: await tenant.keyFor(SCOPES, limitedAccount),
    };
  }

  const send = (request: Call, key?: string) => call(t.app, { ...request, ...(key === undefined ? {} : { key }) });

  routeChecks({
    app: () => t,
    fixture,
    routes: ROUTES,
    scopes: { read: ['roles:read', 'accounts:read'], write: ['roles:write', 'accounts:write'] },
    state: async (f) => [await walk(t.app, f.key, '/api/v1/roles'), await walk(t.app, f.key, '/api/v1/accounts')],
    alsoWorksWith: { title: 'bound to an admin or to a limited manager', key: (f) => f.limitedKey },
  });

  it('another tenant’s ids are 404 in paths, exactly like ids that do not exist, and change nothing', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const cases: [Call['method'], string, string, unknown][] = [
      ['GET', `/api/v1/roles/${theirs.role}`, '/api/v1/roles/role_999999999999', undefined],
      ['PATCH', `/api/v1/roles/${theirs.role}`, '/api/v1/roles/role_999999999999', { name: 'Taken over' }],
      ['GET', `/api/v1/accounts/${theirs.worker}`, `/api/v1/accounts/${NOWHERE}`, undefined],
      ['PATCH', `/api/v1/accounts/${theirs.worker}`, `/api/v1/accounts/${NOWHERE}`, { active: false }],
      ['POST', `/api/v1/accounts/${theirs.worker}/invite-link`, `/api/v1/accounts/${NOWHERE}/invite-link`, {}],
    ];
    for (const [method, foreignUrl, missingUrl, body] of cases) {
      const foreign = await send({ method, url: foreignUrl, body }, mine.key);
      const missing = await send({ method, url: missingUrl, body }, mine.key);
      expectSameNotFound(foreign, missing);
    }
    const role = await send({ url: `/api/v1/roles/${theirs.role}` }, theirs.key);
    expect(role.json()).toMatchObject({ name: 'Night shift', description: null });
    const worker = await send({ url: `/api/v1/accounts/${theirs.worker}` }, theirs.key);
    expect(worker.json()).toMatchObject({ active: true, name: 'Wim Worker' });
  });

  it('another tenant’s ids are 422 in bodies, exactly like ids that do not exist, and create nothing', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const before = await walk(t.app, mine.key, '/api/v1/accounts');
    const cases: [(id: string | number) => Call, string, string | number, string | number][] = [
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/accounts',
          body: { name: 'X', email: email(), role: 'worker', property_ids: [id] },
        }),
        '/property_ids',
        theirs.a,
        NOWHERE,
      ],
      [
        (id) => ({ method: 'PATCH', url: `/api/v1/accounts/${mine.worker}`, body: { property_ids: [id] } }),
        '/property_ids',
        theirs.b,
        NOWHERE,
      ],
      [
        (id) => ({ method: 'POST', url: '/api/v1/accounts', body: { name: 'X', email: email(), role: id } }),
        '/role',
        theirs.role,
        'role_999999999999',
      ],
      [
        (id) => ({ method: 'PATCH', url: `/api/v1/accounts/${mine.worker}`, body: { role: id } }),
        '/role',
        theirs.role,
        'role_999999999999',
      ],
    ];
    for (const [request, pointer, foreignId, missingId] of cases) {
      const foreign = await send(request(foreignId), mine.key);
      const missing = await send(request(missingId), mine.key);
      expectProblem(foreign, 422, 'validation_failed');
      expect(pointers(foreign)).toEqual([pointer]);
      expect(foreign.json().errors[0].detail).toBe(
        missing.json().errors[0].detail.replace(String(missingId), String(foreignId)),
      );
    }
    expect(await walk(t.app, mine.key, '/api/v1/accounts')).toEqual(before);
  });

  it('lists never show another tenant’s roles or accounts', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    for (const url of LISTS) {
      const own = (await walk<{ id: unknown }>(t.app, mine.key, url)).map((x) => x.id);
      const other = (await walk<{ id: unknown; built_in?: boolean }>(t.app, theirs.key, url))
        .filter((x) => x.built_in !== true)
        .map((x) => x.id);
      expect(other.length, url).toBeGreaterThan(0);
      for (const id of other) expect(own, url).not.toContain(id);
    }
  });

  it('refuses with 403 property_access_denied a property of the tenant the key’s account cannot see', async () => {
    const f = await fixture();
    const before = await walk(t.app, f.key, '/api/v1/accounts');
    const refused: Call[] = [
      {
        method: 'POST',
        url: '/api/v1/accounts',
        body: { name: 'X', email: email(), role: 'worker', property_ids: [f.b] },
      },
      { method: 'PATCH', url: `/api/v1/accounts/${f.worker}`, body: { property_ids: [f.a, f.b] } },
    ];
    for (const request of refused) expectPropertyAccessDenied(await send(request, f.limitedKey));
    expect(await walk(t.app, f.key, '/api/v1/accounts')).toEqual(before);
    // The all-properties key may.
    expect((await send(refused[1] as Call, f.key)).statusCode).toBe(200);
  });

  describe('pagination', () => {
    it('every list pages with cursor and Link, each entry once, in order', async () => {
      const f = await fixture();
      for (const url of LISTS) expect((await expectPages(t.app, f.key, url)).length, url).toBeGreaterThanOrEqual(3);
    });
  });

  it('documents every operation under the Roles and Accounts tags with its scope and own errors', async () => {
    interface Operation {
      description?: string;
      tags?: string[];
      responses: Record<string, { description?: string }>;
    }
    const doc = (await send({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const ours = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/v1\/(roles|accounts)(\/|$)/.test(path))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as const));
    expect(ours.map(([name]) => name).sort()).toEqual(
      [
        'get /api/v1/roles',
        'post /api/v1/roles',
        'get /api/v1/roles/permissions',
        'get /api/v1/roles/{id}',
        'patch /api/v1/roles/{id}',
        'get /api/v1/accounts',
        'post /api/v1/accounts',
        'get /api/v1/accounts/{id}',
        'patch /api/v1/accounts/{id}',
        'post /api/v1/accounts/{id}/invite-link',
      ].sort(),
    );
    for (const [name, op] of ours) {
      expect(op.tags, name).toEqual([name.includes('/roles') ? 'Roles' : 'Accounts']);
      expect(op.description, name).toMatch(/Needs the scope `(roles|accounts):(read|write)`\./);
    }
    const responses = (name: string) => ours.find(([n]) => n === name)?.[1].responses ?? {};
    expect(responses('patch /api/v1/roles/{id}')['403']?.description).toContain('built_in_role');
    expect(responses('patch /api/v1/roles/{id}')['403']?.description).toContain('exceeds_own_rights');
    expect(responses('post /api/v1/roles')['409']?.description).toContain('name_conflict');
    expect(responses('post /api/v1/accounts')['409']?.description).toContain('seat_limit_reached');
    expect(responses('post /api/v1/accounts')['409']?.description).toContain('email_conflict');
    expect(responses('patch /api/v1/accounts/{id}')['409']?.description).toContain('last_admin');
    expect(responses('patch /api/v1/accounts/{id}')['403']?.description).toContain('own_account_locked');
    expect(Object.keys(responses('post /api/v1/accounts/{id}/invite-link'))).toContain('201');
  });
});
