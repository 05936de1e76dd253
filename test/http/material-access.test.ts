// The checks every material route must pass: authentication, scope, the module switch,
// the licence on writes, tenant isolation, property access, unknown fields, pagination.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import {
  expectPages,
  expectProblem,
  expectPropertyAccessDenied,
  expectRefusedLikeMissing,
  expectSameNotFound,
  walk,
} from '../helpers/api.js';
import { call, type Call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';
import { booked, createItem, type MaterialWorld, materialWorld } from '../helpers/material.js';
import { type Route, routeChecks } from '../helpers/route-checks.js';

const NOWHERE = Number.MAX_SAFE_INTEGER;

/** Ids of one material world: an item, movements and requests at property a and at b. */
interface Fixture extends MaterialWorld {
  movementAtA: number;
  movementAtB: number;
  receipt: number;
  requestAtA: number;
  requestAtB: number;
}

/** One valid request per material route. */
const ROUTES: Route<Fixture>[] = [
  {
    name: 'GET /material/items',
    scope: 'material:read',
    list: true,
    request: () => ({ url: '/api/v1/material/items' }),
  },
  {
    name: 'POST /material/items',
    scope: 'material:write',
    request: () => ({
      method: 'POST',
      url: '/api/v1/material/items',
      body: { name: 'Floor soap 5 l', sku: `FS-${randomUUID()}`, unit: 'piece' },
    }),
  },
  {
    name: 'GET /material/items/:id',
    scope: 'material:read',
    request: (f) => ({ url: `/api/v1/material/items/${f.item}` }),
  },
  {
    name: 'PATCH /material/items/:id',
    scope: 'material:write',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/material/items/${f.item}`, body: { min_stock: 3 } }),
  },
  {
    name: 'GET /material/stock',
    scope: 'material:read',
    list: true,
    request: () => ({ url: '/api/v1/material/stock' }),
  },
  {
    name: 'GET /material/warehouse/stock',
    scope: 'material:read',
    list: true,
    request: () => ({ url: '/api/v1/material/warehouse/stock' }),
  },
  {
    name: 'GET /material/movements',
    scope: 'material:read',
    list: true,
    request: () => ({ url: '/api/v1/material/movements' }),
  },
  {
    name: 'GET /material/movements/:id',
    scope: 'material:read',
    request: (f) => ({ url: `/api/v1/material/movements/${f.movementAtA}` }),
  },
  {
    name: 'POST /material/movements',
    scope: 'material:write',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/material/movements',
      body: { type: 'receipt', item_id: f.item, quantity: 1 },
    }),
  },
  {
    name: 'GET /material/requests',
    scope: 'material:read',
    list: true,
    request: () => ({ url: '/api/v1/material/requests' }),
  },
  {
    name: 'GET /material/requests/:id',
    scope: 'material:read',
    request: (f) => ({ url: `/api/v1/material/requests/${f.requestAtA}` }),
  },
  {
    name: 'POST /material/requests',
    scope: 'material:write',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/material/requests',
      body: { property_id: f.a, lines: [{ item_id: f.item, quantity: 1 }] },
    }),
  },
  {
    name: 'PATCH /material/requests/:id',
    scope: 'material:write',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/v1/material/requests/${f.requestAtA}`,
      body: { status: 'requested' },
    }),
  },
];

describeEachBackend('material routes: the common checks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function fixture(): Promise<Fixture> {
    const w = await materialWorld(t);
    const receipt = (await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 100 })).id;
    const toA = await booked(t.app, w.key, {
      type: 'transfer_to_property',
      item_id: w.item,
      property_id: w.a,
      quantity: 10,
    });
    const toB = await booked(t.app, w.key, {
      type: 'transfer_to_property',
      item_id: w.item,
      property_id: w.b,
      quantity: 10,
    });
    const request = async (propertyId: number) => {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/material/requests',
        key: w.key,
        body: { property_id: propertyId, lines: [{ item_id: w.item, quantity: 2 }] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    return {
      ...w,
      receipt,
      movementAtA: toA.id,
      movementAtB: toB.id,
      requestAtA: await request(w.a),
      requestAtB: await request(w.b),
    };
  }

  const send = (request: Call, key?: string) => call(t.app, { ...request, ...(key === undefined ? {} : { key }) });

  routeChecks({
    app: () => t,
    fixture,
    routes: ROUTES,
    scopes: { read: ['material:read'], write: ['material:write'] },
    state: async (f) => [
      await walk(t.app, f.key, '/api/v1/material/movements'),
      await walk(t.app, f.key, '/api/v1/material/items'),
      await walk(t.app, f.key, '/api/v1/material/requests'),
    ],
  });

  it('every route answers 403 module_disabled while the tenant lacks the module, and works again once enabled', async () => {
    const f = await fixture();
    const before = await walk(t.app, f.key, '/api/v1/material/movements');
    await updateTenant(t.deps, f.tenant.tenant.id, { modules: [] });
    for (const route of ROUTES) {
      const body = expectProblem(await send(route.request(f), f.key), 403, 'module_disabled');
      expect(body.detail).toContain('material');
    }
    // The rest of the API is unaffected.
    expect((await send({ url: '/api/v1/properties' }, f.key)).statusCode).toBe(200);
    expect((await send({ url: '/api/v1/me' }, f.key)).json().tenant.modules).toEqual([]);

    await updateTenant(t.deps, f.tenant.tenant.id, { modules: ['material'] });
    expect(await walk(t.app, f.key, '/api/v1/material/movements')).toEqual(before);
    for (const route of ROUTES) {
      expect((await send(route.request(f), f.key)).statusCode, route.name).toBeLessThan(300);
    }
  });

  it('checks the module after the plan and before scope and licence', async () => {
    const f = await fixture();
    const noScope = await f.tenant.keyFor(['properties:read']);
    await updateTenant(t.deps, f.tenant.tenant.id, { modules: [], licenceValidUntil: '2020-01-01' });
    for (const route of ROUTES) {
      expectProblem(await send(route.request(f), noScope), 403, 'module_disabled');
      expectProblem(await send(route.request(f), f.key), 403, 'module_disabled');
    }
    await updateTenant(t.deps, f.tenant.tenant.id, { plan: 'BASIC' });
    for (const route of ROUTES) expectProblem(await send(route.request(f), f.key), 403, 'plan_required');
  });

  it('another tenant’s ids are 404 in paths, exactly like ids that do not exist', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const paths: [string, number, Call['method'], unknown][] = [
      ['/api/v1/material/items', theirs.item, 'GET', undefined],
      ['/api/v1/material/items', theirs.item, 'PATCH', { name: 'Taken over' }],
      ['/api/v1/material/movements', theirs.movementAtA, 'GET', undefined],
      ['/api/v1/material/requests', theirs.requestAtA, 'GET', undefined],
      ['/api/v1/material/requests', theirs.requestAtA, 'PATCH', { status: 'approved' }],
    ];
    for (const [base, id, method, body] of paths) {
      const foreign = await send({ method, url: `${base}/${id}`, body }, mine.key);
      const missing = await send({ method, url: `${base}/${NOWHERE}`, body }, mine.key);
      expectSameNotFound(foreign, missing);
    }
    expect((await send({ url: `/api/v1/material/items/${theirs.item}` }, theirs.key)).json().name).toBe(
      'Glass cleaner 1 l',
    );
    expect((await send({ url: `/api/v1/material/requests/${theirs.requestAtA}` }, theirs.key)).json().status).toBe(
      'requested',
    );
  });

  it('another tenant’s ids are 422 in bodies and queries, exactly like ids that do not exist, and book nothing', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const theirStock = await walk(t.app, theirs.key, '/api/v1/material/stock');
    const cases: [(id: number) => Call, string, number][] = [
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/material/movements',
          body: { type: 'receipt', item_id: id, quantity: 1 },
        }),
        '/item_id',
        theirs.item,
      ],
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/material/movements',
          body: { type: 'consumption', item_id: mine.item, property_id: id, quantity: 1 },
        }),
        '/property_id',
        theirs.a,
      ],
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/material/requests',
          body: { property_id: id, lines: [{ item_id: mine.item, quantity: 1 }] },
        }),
        '/property_id',
        theirs.a,
      ],
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/material/requests',
          body: {
            property_id: mine.a,
            lines: [
              { item_id: mine.item, quantity: 1 },
              { item_id: id, quantity: 1 },
            ],
          },
        }),
        '/lines/1/item_id',
        theirs.item,
      ],
      [(id) => ({ url: `/api/v1/material/stock?property_id=${id}` }), '/query/property_id', theirs.a],
      [(id) => ({ url: `/api/v1/material/stock?item_id=${id}` }), '/query/item_id', theirs.item],
      [(id) => ({ url: `/api/v1/material/warehouse/stock?item_id=${id}` }), '/query/item_id', theirs.item],
      [(id) => ({ url: `/api/v1/material/movements?item_id=${id}` }), '/query/item_id', theirs.item],
      [(id) => ({ url: `/api/v1/material/movements?property_id=${id}` }), '/query/property_id', theirs.a],
      [(id) => ({ url: `/api/v1/material/movements?request_id=${id}` }), '/query/request_id', theirs.requestAtA],
      [(id) => ({ url: `/api/v1/material/requests?property_id=${id}` }), '/query/property_id', theirs.a],
    ];
    const movementsBefore = await walk(t.app, mine.key, '/api/v1/material/movements');
    const requestsBefore = await walk(t.app, mine.key, '/api/v1/material/requests');
    for (const [request, pointer, id] of cases) {
      const foreign = await send(request(id), mine.key);
      const missing = await send(request(NOWHERE), mine.key);
      expectRefusedLikeMissing(foreign, missing, pointer);
    }
    expect(await walk(t.app, mine.key, '/api/v1/material/movements')).toEqual(movementsBefore);
    expect(await walk(t.app, mine.key, '/api/v1/material/requests')).toEqual(requestsBefore);
    expect(await walk(t.app, theirs.key, '/api/v1/material/stock')).toEqual(theirStock);
  });

  it('lists never show another tenant’s material', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const lists = [
      '/api/v1/material/items',
      '/api/v1/material/stock',
      '/api/v1/material/warehouse/stock',
      '/api/v1/material/movements',
      '/api/v1/material/requests',
    ];
    for (const url of lists) {
      const own = await walk<Record<string, unknown>>(t.app, mine.key, url);
      const other = await walk<Record<string, unknown>>(t.app, theirs.key, url);
      expect(own.length, url).toBeGreaterThan(0);
      const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id ?? `${String(row.item_id)}`);
      for (const id of ids(other)) expect(ids(own), url).not.toContain(id);
    }
  });

  describe('property access', () => {
    it('hides stock, movements and requests of properties the account cannot see; the warehouse stays visible', async () => {
      const f = await fixture();
      const stock = await walk<{ property_id: number }>(t.app, f.limitedKey, '/api/v1/material/stock');
      expect(stock.map((row) => row.property_id)).toEqual([f.a]);
      const movements = await walk<{ id: number }>(t.app, f.limitedKey, '/api/v1/material/movements');
      expect(movements.map((m) => m.id)).toEqual([f.receipt, f.movementAtA]);
      const requests = await walk<{ id: number }>(t.app, f.limitedKey, '/api/v1/material/requests');
      expect(requests.map((r) => r.id)).toEqual([f.requestAtA]);
      const warehouse = await walk<{ item_id: number; quantity: number }>(
        t.app,
        f.limitedKey,
        '/api/v1/material/warehouse/stock',
      );
      expect(warehouse).toEqual([expect.objectContaining({ item_id: f.item, quantity: 80 })]);
      // Items are the tenant's catalogue, not tied to a property.
      expect((await send({ url: `/api/v1/material/items/${f.item}` }, f.limitedKey)).statusCode).toBe(200);
      // The all-properties key sees both.
      expect((await walk(t.app, f.key, '/api/v1/material/stock')).length).toBe(2);
    });

    it('refuses with 403 what lies at a property the account cannot see, and books nothing', async () => {
      const f = await fixture();
      const before = await walk(t.app, f.key, '/api/v1/material/movements');
      const requestsBefore = await walk(t.app, f.key, '/api/v1/material/requests');
      const refused: Call[] = [
        { url: `/api/v1/material/movements/${f.movementAtB}` },
        { url: `/api/v1/material/requests/${f.requestAtB}` },
        { url: `/api/v1/material/stock?property_id=${f.b}` },
        { url: `/api/v1/material/movements?property_id=${f.b}` },
        { url: `/api/v1/material/movements?request_id=${f.requestAtB}` },
        { url: `/api/v1/material/requests?property_id=${f.b}` },
        { method: 'PATCH', url: `/api/v1/material/requests/${f.requestAtB}`, body: { status: 'approved' } },
        {
          method: 'POST',
          url: '/api/v1/material/requests',
          body: { property_id: f.b, lines: [{ item_id: f.item, quantity: 1 }] },
        },
        ...(['transfer_to_property', 'transfer_to_warehouse', 'consumption'] as const).map((type) => ({
          method: 'POST' as const,
          url: '/api/v1/material/movements',
          body: { type, item_id: f.item, property_id: f.b, quantity: 1 },
        })),
        {
          method: 'POST',
          url: '/api/v1/material/movements',
          body: {
            type: 'correction',
            item_id: f.item,
            property_id: f.b,
            quantity: 1,
            direction: 'increase',
            reason: 'x',
          },
        },
      ];
      for (const request of refused) expectPropertyAccessDenied(await send(request, f.limitedKey));
      expect(await walk(t.app, f.key, '/api/v1/material/movements')).toEqual(before);
      expect(await walk(t.app, f.key, '/api/v1/material/requests')).toEqual(requestsBefore);
      // At its own property and at the warehouse the limited key works.
      await booked(t.app, f.limitedKey, { type: 'consumption', item_id: f.item, property_id: f.a, quantity: 1 });
      await booked(t.app, f.limitedKey, { type: 'receipt', item_id: f.item, quantity: 1 });
    });
  });

  describe('pagination', () => {
    it('every list pages with cursor and Link, each entry once, in order', async () => {
      const f = await fixture();
      for (let i = 0; i < 3; i++) await createItem(t.app, f.key);
      const lists = [
        '/api/v1/material/items',
        '/api/v1/material/stock',
        '/api/v1/material/warehouse/stock',
        '/api/v1/material/movements',
        '/api/v1/material/requests',
      ];
      for (const url of lists) expect((await expectPages(t.app, f.key, url)).length, url).toBeGreaterThanOrEqual(2);
    });
  });

  it('documents every material operation: module, scope, its own errors and the movement shapes', async () => {
    interface Operation {
      description?: string;
      tags?: string[];
      requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
      responses: Record<string, { description?: string }>;
    }
    interface Shape {
      $ref?: string;
      title?: string;
      oneOf?: Shape[];
      discriminator?: { propertyName: string; mapping?: Record<string, string> };
    }
    const doc = (await send({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Shape> };
    }>();
    const resolved = (shape: Shape | undefined): Shape | undefined =>
      shape?.$ref === undefined ? shape : doc.components.schemas[shape.$ref.replace('#/components/schemas/', '')];
    const operation = (method: string, path: string) => doc.paths[`/api/v1${path}`]?.[method] as Operation;
    const material = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/material/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as const));
    expect(material.map(([name]) => name).sort()).toEqual(
      [
        'get /api/v1/material/items',
        'post /api/v1/material/items',
        'get /api/v1/material/items/{id}',
        'patch /api/v1/material/items/{id}',
        'get /api/v1/material/stock',
        'get /api/v1/material/warehouse/stock',
        'get /api/v1/material/movements',
        'post /api/v1/material/movements',
        'get /api/v1/material/movements/{id}',
        'get /api/v1/material/requests',
        'post /api/v1/material/requests',
        'get /api/v1/material/requests/{id}',
        'patch /api/v1/material/requests/{id}',
      ].sort(),
    );
    for (const [name, op] of material) {
      expect(op.tags, name).toEqual(['Material']);
      expect(op.description, name).toMatch(
        /Needs the scope `material:(read|write)`\. Only for tenants with the `material` module/,
      );
      expect(op.responses['403']?.description, name).toContain('module_disabled');
      expect(op.responses['403']?.description, name).toContain('insufficient_scope');
    }
    expect(operation('post', '/material/items').responses['409']?.description).toContain('sku_conflict');
    expect(operation('patch', '/material/items/{id}').responses['409']?.description).toContain('sku_conflict');
    expect(operation('post', '/material/movements').responses['422']?.description).toContain('insufficient_stock');
    expect(operation('post', '/material/movements').responses['409']?.description).toContain('uuid_conflict');
    expect(Object.keys(operation('post', '/material/movements').responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
    const patchRequest = operation('patch', '/material/requests/{id}').responses;
    expect(patchRequest['409']?.description).toContain('invalid_transition');
    expect(patchRequest['422']?.description).toContain('insufficient_stock');
    const body = resolved(operation('post', '/material/movements').requestBody?.content['application/json']?.schema);
    expect(body?.oneOf?.map((shape) => resolved(shape)?.title)).toEqual([
      'Receipt into the warehouse',
      'Transfer from the warehouse to a property',
      'Transfer from a property back to the warehouse',
      'Consumption at a property',
      'Correction after a count',
    ]);
    // Each `type` value leads a generated client to its shape.
    expect(body?.discriminator).toEqual({
      propertyName: 'type',
      mapping: {
        receipt: '#/components/schemas/MaterialReceipt',
        transfer_to_property: '#/components/schemas/MaterialTransferToProperty',
        transfer_to_warehouse: '#/components/schemas/MaterialTransferToWarehouse',
        consumption: '#/components/schemas/MaterialConsumption',
        correction: '#/components/schemas/MaterialCorrection',
      },
    });
  });

  it('a tenant without any material sees empty lists', async () => {
    const tenant = await makeTenant(t.deps, { modules: ['material'] });
    for (const url of [
      '/api/v1/material/items',
      '/api/v1/material/stock',
      '/api/v1/material/warehouse/stock',
      '/api/v1/material/movements',
      '/api/v1/material/requests',
    ]) {
      const response = await send({ url }, tenant.key);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], next_cursor: null });
    }
  });
});
