// Text PostgreSQL cannot store is refused with a 422 that points at it, on every write.
// JSON can carry an unpaired UTF-16 surrogate ("\ud800") and a NUL ("\u0000"); neither is
// text the database accepts (a jsonb column fails the query, a text column would get
// U+FFFD in its place). Every string of every write operation the OpenAPI document lists
// is tried in turn, so routes and fields added later are covered without touching this
// file; the portal's routes, which the document does not list, are tried by hand.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectProblem, pointers } from '../helpers/api.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import {
  type JsonSchema,
  normalise,
  refResolver,
  type SchemaContext,
  schemaArbitrary,
} from '../helpers/schema-arbitrary.js';

interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface WriteOperation {
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  pathParams: Parameter[];
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> } } | undefined
    >
  >;
}

// The document the cases are built from, read at load time so each operation gets its own test.
const documentApp = await startTestApp({ name: 'pglite' });
const document = (await call(documentApp.app, { url: '/api/v1/openapi.json' })).json<OpenApiDocument>();
await documentApp.close();
const resolve = refResolver(document);

/** Real ids of the tenant's resources, by the body field or path that names them. */
interface Seeded {
  byField: Record<string, unknown>;
  /** The id for `{id}` in a path, by the path before it: `/api/v1/properties` → a property's id. */
  byCollection: Record<string, number>;
}

/** Bodies that name real resources, so a write would otherwise get as far as the database. */
function contextFor(seeded: Seeded): SchemaContext {
  return {
    resolve,
    hint: (name) => (name !== undefined && name in seeded.byField ? fc.constant(seeded.byField[name]) : undefined),
  };
}

const writes: WriteOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  (['post', 'patch', 'put'] as const).flatMap((method) => {
    const operation = item[method];
    const schema = operation?.requestBody?.content['application/json']?.schema;
    if (schema === undefined) return [];
    const pathParams = (operation?.parameters ?? []).filter((p) => p.in === 'path');
    return [{ method: method.toUpperCase() as WriteOperation['method'], path, pathParams, schema }];
  }),
);

type Path = (string | number)[];

const pointer = (path: Path) => path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
/** A path with array positions as `*`: where in the schema a value sits. */
const place = (path: Path) => path.map((key) => (typeof key === 'number' ? '/*' : `/${key}`)).join('');

/** Every place in the schema that holds a string (`/actions/*\/title`), over all branches of unions. */
function stringPlaces(raw: JsonSchema, at = '', depth = 0, found = new Set<string>()): Set<string> {
  if (depth > 12) return found;
  const schema = normalise(raw, { resolve });
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) stringPlaces(branch, at, depth + 1, found);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') || typeof schema.const === 'string' || typeof schema.enum?.[0] === 'string') {
    found.add(at);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    stringPlaces(property, `${at}/${name}`, depth + 1, found);
  }
  if (schema.items !== undefined && !Array.isArray(schema.items))
    stringPlaces(schema.items, `${at}/*`, depth + 1, found);
  return found;
}

/** Paths to every node of a value, with the node itself. */
function nodes(value: unknown, at: Path = []): { path: Path; node: unknown }[] {
  const found = [{ path: at, node: value }];
  if (Array.isArray(value)) value.forEach((item, i) => found.push(...nodes(item, [...at, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) found.push(...nodes(item, [...at, key]));
  }
  return found;
}

function replaced(value: unknown, path: Path, replacement: (node: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const last = path[path.length - 1] as string | number;
  parent[last] = replacement(parent[last]);
  return copy;
}

const isObject = (node: unknown): node is Record<string, unknown> =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

interface Case {
  label: string;
  body: unknown;
  pointer: string;
}

/**
 * Bodies drawn from the schema (a fixed seed, so the cases are the same on every run), and
 * from them one case per place that holds a string: that string made unstorable. Also one
 * case per place that holds an object: a member name made unstorable, which points at the
 * object (the name itself is no pointer one could follow).
 */
function casesFor(op: WriteOperation, context: SchemaContext): { cases: Case[]; missed: string[] } {
  const samples = fc.sample(schemaArbitrary(op.schema, context), { numRuns: 60, seed: 20261122 });
  const byPlace = new Map<string, Case>();
  const bad = ['x\ud800', '\udc00', 'before\u0000after', '\udfff\ud800'];
  samples.forEach((sample, index) => {
    for (const { path, node } of nodes(sample)) {
      const key = place(path);
      if (typeof node === 'string' && !byPlace.has(key)) {
        const text = bad[byPlace.size % bad.length] as string;
        byPlace.set(key, {
          label: `${key || '/'} := ${JSON.stringify(text)}`,
          body: replaced(sample, path, () => text),
          pointer: pointer(path) || '/',
        });
      }
      const named = `${key}/{name}`;
      if (isObject(node) && !byPlace.has(named) && index % 2 === 0) {
        const name = index % 4 === 0 ? 'field\ud83d' : 'fi\u0000eld';
        byPlace.set(named, {
          label: `a member ${JSON.stringify(name)} in ${key || '/'}`,
          body: replaced(sample, path, (object) => ({ ...(object as object), [name]: 'x' })),
          pointer: pointer(path) || '/',
        });
      }
    }
  });
  const missed = [...stringPlaces(op.schema)].filter((at) => !byPlace.has(at));
  return { cases: [...byPlace.values()], missed };
}

function expectRefusedAt(response: LightMyRequestResponse, at: string, label: string): void {
  expectProblem(response, 422, 'validation_failed');
  expect(pointers(response), label).toEqual([at]);
}

describeEachBackend('text the database cannot store', (backend) => {
  let t: TestApp;
  let key: string;
  let seeded: Seeded;

  async function created(url: string, body: unknown): Promise<number> {
    const response = await call(t.app, { method: 'POST', url, key, body });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { modules: ['material'] });
    key = tenant.key;
    const property = await createPropertyVia(t.app, key);
    const item = await created('/api/v1/material/items', { name: 'Gloves', sku: 'GL-1', unit: 'piece' });
    const request = await created('/api/v1/material/requests', {
      property_id: property,
      lines: [{ item_id: item, quantity: 5 }],
    });
    const template = await created('/api/v1/form-templates', {
      name: 'Check',
      fields: [
        { id: 'overall', type: 'number', label: 'Overall' },
        { id: 'remark', type: 'text', label: 'Remark' },
      ],
    });
    const rule = await created('/api/v1/workflow-rules', {
      name: 'Poor check',
      trigger: 'form_response_submitted',
      conditions: { template_id: template },
      actions: [{ type: 'create_task', title: 'Follow up', due_in_days: 2 }],
    });
    const account = await tenant.account();
    seeded = {
      byField: {
        property_id: property,
        property_ids: [property],
        item_id: item,
        template_id: template,
        field_id: 'overall',
        trigger: 'form_response_submitted',
      },
      byCollection: {
        '/api/v1/properties': property,
        '/api/v1/material/items': item,
        '/api/v1/material/requests': request,
        '/api/v1/form-templates': template,
        '/api/v1/workflow-rules': rule,
        '/api/v1/accounts': account,
      },
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the document lists write operations with bodies', () => {
    expect(writes.length).toBeGreaterThan(10);
  });

  for (const op of writes) {
    it(`${op.method} ${op.path}: an unpaired surrogate or NUL in any string is 422 at its pointer`, async () => {
      const context = contextFor(seeded);
      const { cases, missed } = casesFor(op, context);
      expect(missed, 'places holding strings that no drawn body reached').toEqual([]);
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string, offset: number) => {
        const real = seeded.byCollection[op.path.slice(0, offset - 1)];
        if (real !== undefined) return String(real);
        const schema = op.pathParams.find((p) => p.name === name)?.schema ?? {};
        return encodeURIComponent(String(fc.sample(schemaArbitrary(schema, context), { numRuns: 1, seed: 1 })[0]));
      });
      // One line per case, so a failure shows every field that was not refused, not only the first.
      const answers: string[] = [];
      for (const { label, body, pointer: at } of cases) {
        const response = await call(t.app, { method: op.method, url, key, body });
        const problem = response.json<{ code?: string }>();
        const got = `${response.statusCode} ${problem.code ?? ''} ${JSON.stringify(pointers(response))}`;
        answers.push(`${label}: ${got === `422 validation_failed ${JSON.stringify([at])}` ? 'ok' : got}`);
      }
      expect(answers).toEqual(cases.map(({ label }) => `${label}: ok`));
    });
  }

  it('the cases of the review: a workflow rule with a surrogate in an action or an answer value, on POST and PATCH', async () => {
    const template = seeded.byField.template_id;
    const rule = (action: Record<string, unknown>, value = 'fine') => ({
      name: 'Poor check',
      trigger: 'form_response_submitted',
      conditions: { template_id: template, answer: { field_id: 'remark', operator: 'contains', value } },
      actions: [action],
    });
    const task = { type: 'create_task', title: 'Follow up', due_in_days: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [rule({ ...task, title: 'x\ud800' }), '/actions/0/title'],
      [rule({ ...task, description: 'x\ud800' }), '/actions/0/description'],
      [rule({ type: 'notify_email', to: 'a@example.com', subject: 'x\ud800' }), '/actions/0/subject'],
      [rule(task, 'x\ud800'), '/conditions/answer/value'],
    ];
    expect(
      (await call(t.app, { method: 'POST', url: '/api/v1/workflow-rules', key, body: rule(task) })).statusCode,
    ).toBe(201);
    const url = `/api/v1/workflow-rules/${String(seeded.byCollection['/api/v1/workflow-rules'])}`;
    for (const [body, at] of cases) {
      expectRefusedAt(
        await call(t.app, { method: 'POST', url: '/api/v1/workflow-rules', key, body }),
        at,
        `POST ${at}`,
      );
      const patch = { conditions: body.conditions, actions: body.actions };
      expectRefusedAt(await call(t.app, { method: 'PATCH', url, key, body: patch }), at, `PATCH ${at}`);
    }
  });

  it('stores what it accepted unchanged: surrogate pairs, sent raw or escaped', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/v1/properties',
      key,
      body: '{"name":"Caf\\u00e9 \\ud83d\\ude00 😀","notes":"\\u00e9"}',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Café 😀 😀', notes: 'é' });
  });

  it('refuses a body that is not UTF-8 with 400 malformed_json, rather than storing U+FFFD', async () => {
    for (const bytes of [
      Buffer.from('{"name":"M\u00fcller"}', 'latin1'),
      Buffer.concat([Buffer.from('{"name":"x'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"name":"x'), Buffer.from([0xff]), Buffer.from('"}')]),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: bytes,
      });
      const problem = expectProblem(response, 400, 'malformed_json');
      expect(problem.detail).toMatch(/UTF-8/);
    }
  });

  it('the portal refuses it the same way', async () => {
    const tenant = await makeTenant(t.deps);
    const admin = await portalSignIn(t, { tenantId: tenant.tenant.id, accountId: tenant.accountId });
    const created = await admin.post('/portal/api/properties', { name: 'Alte Mühle' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const cases: [LightMyRequestResponse, string][] = [
      [await admin.post('/portal/api/properties', { name: 'x\ud800' }), '/name'],
      [await admin.post('/portal/api/properties', { name: 'ok', address: { city: '\udc00' } }), '/address/city'],
      [await admin.patch(`/portal/api/properties/${id}`, { notes: 'a\u0000b' }), '/notes'],
      [await admin.patch(`/portal/api/properties/${id}`, { address: { ['str\ud800eet']: 'x' } }), '/address'],
      [await admin.post('/portal/api/accounts', { email: 'a@example.test', name: '\ud800', role: 'worker' }), '/name'],
    ];
    for (const [response, at] of cases) expectRefusedAt(response, at, at);
    const kept = await admin.get(`/portal/api/properties?q=${encodeURIComponent('Alte Mühle')}`);
    expect(kept.json<{ data: { notes: string | null }[] }>().data.map((p) => p.notes)).toEqual([null]);
  });
});
