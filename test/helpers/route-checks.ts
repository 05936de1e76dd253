// The checks every route of a REST API endpoint group must pass, declared once for a table of
// routes: each route works with its scope; 401 without a key or with an altered one; 403
// insufficient_scope naming the scope, reading and writing separate; 403 plan_required below
// STANDARD; 402 licence_expired on every write with nothing changed while reads keep working;
// 422 for an unknown body field on writes and an unknown query parameter on lists.
import { expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../src/modules/access/scopes.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import { expectProblem, pointers } from './api.js';
import { call, type Call, type TenantFixture, type TestApp } from './harness.js';

/** One valid request of a route, built from a fresh fixture. */
export interface Route<F> {
  name: string;
  scope: Scope;
  request: (f: F) => Call;
  /** A list: refuses an unknown query parameter. */
  list?: boolean;
}

/** What every group's fixture has: its own tenant and a key with every scope that sees all properties. */
export interface RouteFixture {
  tenant: TenantFixture;
  key: string;
}

export interface RouteCheckOptions<F extends RouteFixture> {
  /** The running app; called inside the tests, after the suite's beforeAll. */
  app: () => TestApp;
  /** A fresh tenant with what the routes' requests refer to. */
  fixture: () => Promise<F>;
  routes: readonly Route<F>[];
  /** The group's scopes: every route needs one of them. */
  scopes: { read: readonly Scope[]; write: readonly Scope[] };
  /**
   * Everything the group's writes could change, read back with `f.key`: it must be equal before
   * and after writes that were refused.
   */
  state: (f: F) => Promise<unknown>;
  /** Another key with which every route must work too, and how the test title names it. */
  alsoWorksWith?: { title: string; key: (f: F) => string };
  /** Unknown fields deeper inside bodies, each refused with 422 naming exactly its pointer. */
  nestedUnknownFields?: (f: F) => { name: string; request: Call; pointer: string }[];
}

const EXPIRED = '2020-01-01';

/** Declares the common checks as tests of the surrounding describe. */
export function routeChecks<F extends RouteFixture>(options: RouteCheckOptions<F>): void {
  const { routes, scopes, fixture, state } = options;
  for (const route of routes) {
    if (scopes.read.includes(route.scope) === scopes.write.includes(route.scope)) {
      throw new Error(`${route.name}: ${route.scope} must be one of the group's read or write scopes`);
    }
  }
  const isRead = (route: Route<F>) => scopes.read.includes(route.scope);
  const reads = routes.filter(isRead);
  const writes = routes.filter((route) => !isRead(route));
  const send = (request: Call, key?: string) =>
    call(options.app().app, { ...request, ...(key === undefined ? {} : { key }) });
  const setTenant = (f: F, change: Parameters<typeof updateTenant>[2]) =>
    updateTenant(options.app().deps, f.tenant.tenant.id, change);
  const also = options.alsoWorksWith;

  it(`every route works with a key that has its scope${also ? `, ${also.title}` : ''}`, async () => {
    const f = await fixture();
    for (const route of routes) {
      const response = await send(route.request(f), f.key);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBeLessThan(300);
      if (also) {
        const other = await send(route.request(f), also.key(f));
        expect(other.statusCode, `${route.name} (second key): ${other.body}`).toBeLessThan(300);
      }
    }
  });

  it('every route answers 401 without a key and with an altered one, and changes nothing', async () => {
    const f = await fixture();
    const before = await state(f);
    // The key with its last character changed (to one it is not already).
    const altered = `${f.key.slice(0, -1)}${f.key.endsWith('x') ? 'y' : 'x'}`;
    for (const route of routes) {
      expectProblem(await send(route.request(f)), 401, 'unauthenticated');
      expectProblem(await send(route.request(f), altered), 401, 'unauthenticated');
    }
    expect(await state(f)).toEqual(before);
  });

  it('every route answers 403 insufficient_scope, naming the scope; reading and writing are separate', async () => {
    const f = await fixture();
    const before = await state(f);
    for (const route of routes) {
      const key = await f.tenant.keyFor(SCOPES.filter((scope) => scope !== route.scope));
      const body = expectProblem(await send(route.request(f), key), 403, 'insufficient_scope');
      expect(body.detail, route.name).toContain(route.scope);
    }
    // Writing does not include reading, nor the other way round.
    const readOnly = await f.tenant.keyFor(scopes.read);
    const writeOnly = await f.tenant.keyFor(scopes.write);
    for (const route of routes) {
      const body = expectProblem(
        await send(route.request(f), isRead(route) ? writeOnly : readOnly),
        403,
        'insufficient_scope',
      );
      expect(body.detail, route.name).toContain(route.scope);
    }
    expect(await state(f)).toEqual(before);
  });

  it('every route answers 403 plan_required below the STANDARD plan, also once the licence has expired', async () => {
    const f = await fixture();
    await setTenant(f, { plan: 'BASIC' });
    for (const route of routes) expectProblem(await send(route.request(f), f.key), 403, 'plan_required');
    // The plan is checked before the licence.
    await setTenant(f, { licenceValidUntil: EXPIRED });
    for (const route of routes) expectProblem(await send(route.request(f), f.key), 403, 'plan_required');
  });

  it('every write answers 402 once the licence has expired and changes nothing; reads keep working', async () => {
    const f = await fixture();
    const before = await state(f);
    await setTenant(f, { licenceValidUntil: EXPIRED });
    for (const route of writes) expectProblem(await send(route.request(f), f.key), 402, 'licence_expired');
    for (const route of reads) expect((await send(route.request(f), f.key)).statusCode, route.name).toBe(200);
    expect(await state(f)).toEqual(before);
  });

  const depth = options.nestedUnknownFields ? ', at any depth' : '';
  it(`every write refuses an unknown field with 422 naming it${depth}, and every list an unknown query parameter`, async () => {
    const f = await fixture();
    const before = await state(f);
    for (const route of routes) {
      const request = route.request(f);
      if (!isRead(route)) expect(request.body, `${route.name} sends a JSON object`).toBeTypeOf('object');
      if (request.body !== undefined) {
        const response = await send({ ...request, body: { ...(request.body as object), priority: 'high' } }, f.key);
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), route.name).toEqual(['/priority']);
      }
      if (!route.list) continue;
      expect(request.method ?? 'GET', route.name).toBe('GET');
      const query = await send({ ...request, url: `${request.url}?limit=5` }, f.key);
      expectProblem(query, 422, 'validation_failed');
      expect(pointers(query), route.name).toEqual(['/query/limit']);
    }
    for (const { name, request, pointer } of options.nestedUnknownFields?.(f) ?? []) {
      const nested = await send(request, f.key);
      expectProblem(nested, 422, 'validation_failed');
      expect(pointers(nested), `${name} ${pointer}`).toEqual([pointer]);
    }
    expect(await state(f)).toEqual(before);
  });
}
