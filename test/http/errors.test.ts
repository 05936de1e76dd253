import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import {
  call,
  type Call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  openBackend,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const PROBLEM_KEYS = ['type', 'title', 'status', 'detail', 'code', 'request_id', 'errors'];

/** Checks the RFC 9457 shape every error shares and returns the parsed body. */
function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({ status, code });
  for (const field of ['type', 'title', 'detail', 'code', 'request_id']) {
    expect(typeof body[field], field).toBe('string');
    expect(body[field].length, field).toBeGreaterThan(0);
  }
  expect(body.request_id).toBe(response.headers['x-request-id']);
  for (const key of Object.keys(body)) expect(PROBLEM_KEYS).toContain(key);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true);
    for (const error of body.errors) {
      // pointer and detail always; a stable `code` (and for a too long text its `limit`) where one is known (docs/api.md).
      for (const key of Object.keys(error)) expect(['code', 'detail', 'limit', 'pointer']).toContain(key);
      expect(error.pointer).toMatch(/^\//);
      expect(typeof error.detail).toBe('string');
      if ('code' in error) expect(error.code).toMatch(/^[a-z_]+$/);
      if ('limit' in error) expect(Number.isInteger(error.limit)).toBe(true);
    }
  }
  return body as { detail: string; errors?: { pointer: string; detail: string }[] };
}

const pointersOf = (response: LightMyRequestResponse) =>
  (response.json().errors as { pointer: string }[] | undefined)?.map((e) => e.pointer) ?? [];

describeEachBackend('errors', (backend) => {
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

  const taskBody = (propertyId: number, extra: Record<string, unknown> = {}) => ({
    uuid: randomUUID(),
    title: 'Check the boiler',
    property_id: propertyId,
    due_date: '2026-12-01',
    ...extra,
  });

  async function taskCount(key: string): Promise<number> {
    const response = await call(t.app, { url: '/api/v1/tasks?pageSize=200', key });
    expect(response.statusCode).toBe(200);
    return response.json().data.length as number;
  }

  async function propertyNames(key: string): Promise<string[]> {
    const response = await call(t.app, { url: '/api/v1/properties?pageSize=200', key });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { name: string }[] }>().data.map((p) => p.name);
  }

  describe('problem documents', () => {
    it('every kind of error is application/problem+json with the same fields and the response’s request id', async () => {
      const { key, propertyId } = await setup();
      const body = taskBody(propertyId);
      expect((await call(t.app, { method: 'POST', url: '/api/v1/tasks', key, body })).statusCode).toBe(201);
      const noScope = await makeTenant(t.deps).then((other) => other.keyFor([]));

      const cases: [Call, number, string][] = [
        [{ method: 'POST', url: '/api/v1/tasks', key, body: '{"title":' }, 400, 'malformed_json'],
        [{ url: '/api/v1/tasks' }, 401, 'unauthenticated'],
        [{ url: '/api/v1/tasks', key: noScope }, 403, 'insufficient_scope'],
        [{ url: `/api/v1/tasks/${Number.MAX_SAFE_INTEGER}`, key }, 404, 'not_found'],
        [{ url: '/api/v1/no-such-thing', key }, 404, 'not_found'],
        [{ method: 'DELETE', url: '/api/v1/tasks', key }, 405, 'method_not_allowed'],
        [{ method: 'POST', url: '/api/v1/tasks', key, body: { ...body, title: 'Other' } }, 409, 'uuid_conflict'],
        [
          { method: 'POST', url: '/api/v1/properties', key, body: { name: 'x', notes: 'n'.repeat(1_100_000) } },
          413,
          'payload_too_large',
        ],
        [{ method: 'POST', url: '/api/v1/tasks', key, body: {} }, 422, 'validation_failed'],
      ];
      const types = new Set<string>();
      for (const [request, status, code] of cases) {
        const problem = expectProblem(await call(t.app, request), status, code);
        types.add((problem as unknown as { type: string }).type);
      }
      // Each code names its own problem type.
      expect(types.size).toBe(new Set(cases.map(([, , code]) => code)).size);
    });

    it('uses the caller’s X-Request-Id when it sends one', async () => {
      const { key } = await setup();
      const requestId = `trace-${randomUUID()}`;
      for (const request of [
        { url: '/api/v1/tasks?pageSize=0', key },
        { url: '/api/v1/tasks' },
        { url: '/api/v1/nowhere', key },
      ]) {
        const response = await call(t.app, { ...request, headers: { 'x-request-id': requestId } });
        expect(response.headers['x-request-id']).toBe(requestId);
        expect(response.json().request_id).toBe(requestId);
      }
    });

    it('gives every request its own id', async () => {
      const { key } = await setup();
      const first = await call(t.app, { url: '/api/v1/tasks?pageSize=0', key });
      const second = await call(t.app, { url: '/api/v1/tasks?pageSize=0', key });
      expect(first.json().request_id).not.toBe(second.json().request_id);
    });

    it('422 lists each problem as { pointer, detail }', async () => {
      const { key } = await setup();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: { title: '', property_id: 'x', due_date: '2026-02-30' },
      });
      const problem = expectProblem(response, 422, 'validation_failed');
      expect(problem.errors?.map((e) => e.pointer).sort()).toEqual(['/due_date', '/property_id', '/title']);
      for (const error of problem.errors ?? []) expect(error.detail.length).toBeGreaterThan(0);
    });
  });

  describe('unknown fields and parameters', () => {
    it('an unknown body field is 422 pointing at it, and nothing is stored', async () => {
      const { key, propertyId } = await setup();
      const name = `Unknown field ${randomUUID()}`;
      const property = await call(t.app, {
        method: 'POST',
        url: '/api/v1/properties',
        key,
        body: { name, colour: 'red' },
      });
      expectProblem(property, 422, 'validation_failed');
      expect(pointersOf(property)).toEqual(['/colour']);
      expect(await propertyNames(key)).not.toContain(name);

      const task = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: taskBody(propertyId, { priority: 'high' }),
      });
      expectProblem(task, 422, 'validation_failed');
      expect(pointersOf(task)).toEqual(['/priority']);
      expect(await taskCount(key)).toBe(0);
    });

    it('an unknown field nested in the address is 422 pointing into it', async () => {
      const { key } = await setup();
      const name = `Nested ${randomUUID()}`;
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/properties',
        key,
        body: { name, address: { city: 'Berlin', planet: 'Earth' } },
      });
      expectProblem(response, 422, 'validation_failed');
      expect(pointersOf(response)).toEqual(['/address/planet']);
      expect(await propertyNames(key)).not.toContain(name);
    });

    it('a PATCH with an unknown field is 422 and applies none of its fields', async () => {
      const { key, propertyId } = await setup();
      const before = (await call(t.app, { url: `/api/v1/properties/${propertyId}`, key })).json();
      const response = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}`,
        key,
        body: { name: 'Renamed', deleted: true },
      });
      expectProblem(response, 422, 'validation_failed');
      expect(pointersOf(response)).toEqual(['/deleted']);
      expect((await call(t.app, { url: `/api/v1/properties/${propertyId}`, key })).json()).toEqual(before);
    });

    it('an unknown query parameter is 422 at /query/<name>', async () => {
      const { key } = await setup();
      for (const [url, name] of [
        ['/api/v1/tasks?foo=1', 'foo'],
        ['/api/v1/properties?sort=name', 'sort'],
        ['/api/v1/tasks?page_size=10', 'page_size'],
        ['/api/v1/properties?api_key=secret', 'api_key'],
      ] as const) {
        const response = await call(t.app, { url, key });
        expectProblem(response, 422, 'validation_failed');
        expect(pointersOf(response)).toEqual([`/query/${name}`]);
      }
    });
  });

  describe('types are not coerced in JSON bodies', () => {
    it('refuses property_id as a string, title as a number and others, and stores nothing', async () => {
      const { key, propertyId } = await setup();
      const cases: [Record<string, unknown>, string][] = [
        [{ property_id: String(propertyId) }, '/property_id'],
        [{ title: 5 }, '/title'],
        [{ due_date: 20261201 }, '/due_date'],
        [{ title: ['Check'] }, '/title'],
        [{ description: 7 }, '/description'],
        [{ property_id: propertyId + 0.5 }, '/property_id'],
      ];
      for (const [change, pointer] of cases) {
        const response = await call(t.app, {
          method: 'POST',
          url: '/api/v1/tasks',
          key,
          body: taskBody(propertyId, change),
        });
        expectProblem(response, 422, 'validation_failed');
        expect(pointersOf(response), JSON.stringify(change)).toEqual([pointer]);
      }
      expect(await taskCount(key)).toBe(0);
    });

    it('refuses archived as a string in a PATCH', async () => {
      const { key, propertyId } = await setup();
      for (const archived of ['true', 1, 'yes']) {
        const response = await call(t.app, {
          method: 'PATCH',
          url: `/api/v1/properties/${propertyId}`,
          key,
          body: { archived },
        });
        expectProblem(response, 422, 'validation_failed');
        expect(pointersOf(response)).toEqual(['/archived']);
      }
      expect((await call(t.app, { url: `/api/v1/properties/${propertyId}`, key })).json().archived).toBe(false);
    });

    it('refuses a body that is not a JSON object', async () => {
      const { key } = await setup();
      for (const body of ['[]', 'null', '"text"', '42']) {
        const response = await call(t.app, { method: 'POST', url: '/api/v1/properties', key, body });
        expect([400, 422], body).toContain(response.statusCode);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect(await propertyNames(key)).toHaveLength(1);
    });
  });

  describe('malformed and non-JSON requests', () => {
    it('malformed JSON is 400 malformed_json', async () => {
      const { key, propertyId } = await setup();
      for (const body of ['{"title": ', '{"title": "x",}', "{'title': 'x'}", '{"name": "x"} trailing']) {
        const response = await call(t.app, { method: 'POST', url: '/api/v1/properties', key, body });
        expectProblem(response, 400, 'malformed_json');
      }
      const patch = await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${propertyId}`, key, body: '{' });
      expectProblem(patch, 400, 'malformed_json');
      expect(await propertyNames(key)).toHaveLength(1);
    });

    it('a JSON content type with an empty body is 400', async () => {
      const { key } = await setup();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it('a write that is not JSON is 400', async () => {
      const { key, propertyId } = await setup();
      const cases: Call[] = [
        {
          method: 'POST',
          url: '/api/v1/properties',
          key,
          body: '{"name":"Plain"}',
          headers: { 'content-type': 'text/plain' },
        },
        { method: 'POST', url: '/api/v1/tasks', key },
        {
          method: 'POST',
          url: '/api/v1/properties',
          key,
          body: 'name=Form',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        {
          method: 'PATCH',
          url: `/api/v1/properties/${propertyId}`,
          key,
          body: '{"name":"Xml"}',
          headers: { 'content-type': 'application/xml' },
        },
        { method: 'PATCH', url: `/api/v1/properties/${propertyId}`, key },
      ];
      for (const request of cases) {
        const response = await call(t.app, request);
        expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.headers)}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json().request_id).toBe(response.headers['x-request-id']);
      }
      expect(await propertyNames(key)).toHaveLength(1);
    });

    it('accepts JSON with a charset parameter', async () => {
      const { key } = await setup();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/properties',
        key,
        body: { name: 'With charset' },
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(response.statusCode).toBe(201);
    });

    it('a body over 1 MiB is 413 payload_too_large and stores nothing', async () => {
      const { key } = await setup();
      const name = `Too large ${randomUUID()}`;
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/properties',
        key,
        body: { name, notes: 'x'.repeat(1024 * 1024) },
      });
      expectProblem(response, 413, 'payload_too_large');
      expect(await propertyNames(key)).not.toContain(name);
    });

    it('a body just under 1 MiB is read (and then judged by the field limits)', async () => {
      const { key } = await setup();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/properties',
        key,
        body: { name: 'Big but allowed', notes: 'x'.repeat(900_000) },
      });
      expectProblem(response, 422, 'validation_failed');
      expect(pointersOf(response)).toEqual(['/notes']);
    });
  });

  describe('length caps', () => {
    it('a title over 200 characters is 422; 200 is fine', async () => {
      const { key, propertyId } = await setup();
      const tooLong = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: taskBody(propertyId, { title: 't'.repeat(201) }),
      });
      expectProblem(tooLong, 422, 'validation_failed');
      expect(pointersOf(tooLong)).toEqual(['/title']);
      expect(await taskCount(key)).toBe(0);

      const exact = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: taskBody(propertyId, { title: 't'.repeat(200) }),
      });
      expect(exact.statusCode).toBe(201);
    });

    it('over-long property fields are 422 at their pointer', async () => {
      const { key, propertyId } = await setup();
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'n'.repeat(201) }, '/name'],
        [{ external_id: 'e'.repeat(101) }, '/external_id'],
        [{ address: { street: 's'.repeat(201) } }, '/address/street'],
        [{ address: { postal_code: '1'.repeat(21) } }, '/address/postal_code'],
        [{ address: { city: 'c'.repeat(101) } }, '/address/city'],
        [{ notes: 'n'.repeat(5001) }, '/notes'],
      ];
      for (const [body, pointer] of cases) {
        const response = await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${propertyId}`, key, body });
        expectProblem(response, 422, 'validation_failed');
        expect(pointersOf(response)).toEqual([pointer]);
      }
    });
  });

  describe('input the database cannot hold is refused, never a server error', () => {
    it('a uuid in urn:uuid form', async () => {
      const { key, propertyId } = await setup();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: taskBody(propertyId, { uuid: `urn:uuid:${randomUUID()}` }),
      });
      expectProblem(response, 422, 'validation_failed');
      expect(pointersOf(response)).toEqual(['/uuid']);
      expect(await taskCount(key)).toBe(0);
    });

    it('a NUL character in a body string', async () => {
      const { key, propertyId } = await setup();
      const task = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key,
        body: taskBody(propertyId, { title: 'before\u0000after' }),
      });
      expectProblem(task, 422, 'validation_failed');
      expect(pointersOf(task)).toEqual(['/title']);

      const property = await call(t.app, {
        method: 'POST',
        url: '/api/v1/properties',
        key,
        body: { name: 'Nul', address: { city: 'a\u0000' } },
      });
      expectProblem(property, 422, 'validation_failed');
      expect(pointersOf(property)).toEqual(['/address/city']);
    });

    it('a NUL character in a query parameter', async () => {
      const { key } = await setup();
      const response = await call(t.app, { url: '/api/v1/properties?external_id=%00', key });
      expectProblem(response, 422, 'validation_failed');
      expect(pointersOf(response)).toEqual(['/query/external_id']);
    });

    it('dates in year 0000 and instants outside the calendar', async () => {
      const { key } = await setup();
      for (const [url, pointer] of [
        ['/api/v1/tasks?due_from=0000-01-01', '/query/due_from'],
        ['/api/v1/tasks?due_to=0000-12-31', '/query/due_to'],
        ['/api/v1/tasks?updated_since=0000-01-01T00:00:00Z', '/query/updated_since'],
        ['/api/v1/tasks?updated_since=2026-06-30T23:59:60Z', '/query/updated_since'],
        ['/api/v1/properties?updated_since=2026-06-30T23:59:60Z', '/query/updated_since'],
      ] as const) {
        const response = await call(t.app, { url, key });
        expectProblem(response, 422, 'validation_failed');
        expect(pointersOf(response), url).toEqual([pointer]);
      }
    });
  });

  describe('methods and paths', () => {
    const realMethods: [string, string[]][] = [
      ['/api/v1/tasks', ['GET', 'POST']],
      ['/api/v1/tasks/1', ['GET', 'PATCH']],
      ['/api/v1/properties', ['GET', 'POST']],
      ['/api/v1/properties/1', ['GET', 'PATCH']],
      ['/api/v1/me', ['GET']],
    ];

    it('an unsupported method on an existing path is 405 with Allow listing the real methods', async () => {
      const { key } = await setup();
      for (const [url, methods] of realMethods) {
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
          if (methods.includes(method)) continue;
          const response = await call(t.app, { method, url, key, ...(method === 'GET' ? {} : { body: {} }) });
          expectProblem(response, 405, 'method_not_allowed');
          const allow = String(response.headers.allow)
            .split(',')
            .map((m) => m.trim());
          expect(allow, `${method} ${url}`).toEqual(expect.arrayContaining(methods));
          expect(allow).not.toContain(method);
          for (const listed of allow) expect([...methods, 'HEAD']).toContain(listed);
        }
      }
    });

    it('the methods named in Allow are really served', async () => {
      const { key, propertyId } = await setup();
      const response = await call(t.app, { method: 'DELETE', url: `/api/v1/properties/${propertyId}`, key });
      const allow = String(response.headers.allow)
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m !== 'HEAD') as ('GET' | 'PATCH')[];
      for (const method of allow) {
        const served = await call(t.app, {
          method,
          url: `/api/v1/properties/${propertyId}`,
          key,
          ...(method === 'GET' ? {} : { body: {} }),
        });
        expect(served.statusCode, method).toBe(200);
      }
    });

    it('DELETE does not remove anything', async () => {
      const { key, propertyId } = await setup();
      await call(t.app, { method: 'DELETE', url: `/api/v1/properties/${propertyId}`, key });
      expect((await call(t.app, { url: `/api/v1/properties/${propertyId}`, key })).statusCode).toBe(200);
    });

    it('an unknown path under /api is a 404 problem (other paths are pages of the portal)', async () => {
      const { key } = await setup();
      for (const url of ['/api/v1/nope', '/api/v2/tasks', '/api/nothing-here', '/api/v1/tasks/1/comments']) {
        expectProblem(await call(t.app, { url, key }), 404, 'not_found');
      }
    });
  });

  describe('when the database fails', () => {
    let broken: TestApp;
    let database: Database;
    let key: string;
    beforeAll(async () => {
      database = await openBackend(backend, { fresh: true });
      broken = await startTestApp(backend, { database });
      ({ key } = await makeTenant(broken.deps));
      await database.close();
    });
    afterAll(async () => broken.close());

    it('answers 500 internal_error without internals, with the request id', async () => {
      for (const request of [
        { url: '/api/v1/tasks', key },
        { method: 'POST' as const, url: '/api/v1/properties', key, body: { name: 'x' } },
      ]) {
        const response = await call(broken.app, request);
        const problem = expectProblem(response, 500, 'internal_error');
        expect(problem.detail).toContain(response.headers['x-request-id'] as string);
        expect(response.body).not.toMatch(/stack|select|insert|from "|api_keys|pglite|pool|\bat .*:\d+:\d+/i);
      }
    });

    it('reports not ready on /readyz while /healthz stays up', async () => {
      const ready = await call(broken.app, { url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(ready.body).not.toMatch(/stack|select|pglite|pool/i);
      expect((await call(broken.app, { url: '/healthz' })).statusCode).toBe(200);
    });
  });
});
