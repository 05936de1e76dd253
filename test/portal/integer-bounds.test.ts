import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { type JsonSchema, normalise, type SchemaContext } from '../helpers/schema-arbitrary.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import type { TemplateField } from '../../src/modules/forms/forms.schema.js';
import { organisation } from './organisation.js';

// Every integer a route takes, in its path, query or body, is bounded where it is declared
// (ids by the shared `Id`), so a value too large for the database is a 4xx, never a failed
// query. The routes and their schemas are read from the app itself: a route added later is
// covered without touching this file. The API v1 operations are swept by test/http/fuzz.test.ts.

const FIELDS: TemplateField[] = [
  { id: 'rating', type: 'rating', label: 'Overall impression', required: true },
  { id: 'photos', type: 'photo', label: 'Photos', required: false },
];

type Part = 'path' | 'query' | 'body';
type Key = string | number;

/** A place in a request that holds a number or text: the part and the path inside it. */
interface NumberSite {
  part: Part;
  path: Key[];
}

interface SweptRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

/** Real ids of the test's organisation by field name, so a request gets past its lookups to the number swept. */
const realIds = new Map<string, number>();

const context: SchemaContext = {
  resolve: (ref) => {
    throw new Error(`unexpected $ref ${ref}`);
  },
};

/** A TypeBox schema as plain JSON Schema. */
const plain = (schema: unknown): JsonSchema | undefined =>
  schema === undefined ? undefined : (JSON.parse(JSON.stringify(schema)) as JsonSchema);

const isNumeric = (schema: JsonSchema) => [schema.type].flat().some((type) => type === 'integer' || type === 'number');
const isInteger = (schema: JsonSchema) => [schema.type].flat().includes('integer');
const isText = (schema: JsonSchema) => [schema.type].flat().includes('string') && schema.format === undefined;

/** The places in a schema that hold a number: object properties, array items, record values, union branches. */
function numberPaths(raw: JsonSchema, prefix: Key[] = [], depth = 0): Key[][] {
  if (depth > 8) return [];
  const schema = normalise(raw, context);
  const found: Key[][] = [];
  if (isNumeric(schema) && schema.const === undefined && schema.enum === undefined) found.push(prefix);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const path of numberPaths(branch, prefix, depth + 1)) {
      if (!found.some((p) => JSON.stringify(p) === JSON.stringify(path))) found.push(path);
    }
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...numberPaths(property, [...prefix, name], depth + 1));
  }
  if (schema.items !== undefined && !Array.isArray(schema.items)) {
    found.push(...numberPaths(schema.items, [...prefix, 0], depth + 1));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...numberPaths(schema.additionalProperties, [...prefix, 'x'], depth + 1));
  }
  return found;
}

/** What an integer's schema lacks: an upper and a lower bound. */
function missingBounds(raw: JsonSchema): string[] {
  const schema = normalise(raw, context);
  const missing: string[] = [];
  if (isInteger(schema) && schema.const === undefined && schema.enum === undefined) {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) missing.push('no maximum');
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) missing.push('no minimum');
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (max !== undefined && max > Number.MAX_SAFE_INTEGER) {
      missing.push('maximum beyond the safe integers');
    }
  }
  return missing;
}

function schemaAtPath(raw: JsonSchema, path: Key[]): JsonSchema[] {
  const schema = normalise(raw, context);
  if (path.length === 0) return [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const [key, ...rest] = path;
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((b) => normalise(b, context));
  return branches.flatMap((branch) => {
    if (typeof key === 'number' && branch.items !== undefined && !Array.isArray(branch.items)) {
      return schemaAtPath(branch.items, rest);
    }
    if (typeof key === 'string' && branch.properties?.[key] !== undefined)
      return schemaAtPath(branch.properties[key], rest);
    if (typeof key === 'string' && typeof branch.additionalProperties === 'object') {
      return schemaAtPath(branch.additionalProperties, rest);
    }
    return [];
  });
}

/**
 * An ordinary value the schema accepts, the same on every run, around the number swept: the
 * first choice of a union, the required fields of an object, real ids, a day of this year, a
 * real time zone.
 */
function ordinaryValue(raw: JsonSchema, name?: string): unknown {
  const schema = normalise(raw, context);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((b) => normalise(b, context).type !== 'null');
  if (branches !== undefined && branches.length > 0) {
    const shared: JsonSchema = { ...schema };
    delete shared.anyOf;
    delete shared.oneOf;
    return ordinaryValue({ ...shared, ...normalise(branches[0]!, context) }, name);
  }
  const type = [schema.type].flat().find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'integer':
    case 'number':
      return realIds.get(name ?? '') ?? Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        ordinaryValue(Array.isArray(schema.items) ? {} : (schema.items ?? {})),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = ordinaryValue(schema.properties?.[key] ?? {}, key);
      return value;
    }
    case 'string':
      return ordinaryText(schema, name);
    case undefined:
    default:
      return null;
  }
}

function ordinaryText(schema: JsonSchema, name?: string): string {
  switch (schema.format) {
    case 'date':
      return '2026-11-20';
    case 'date-time':
      return '2026-11-20T08:00:00Z';
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'someone@example.test';
    case undefined:
    default:
      break;
  }
  if (name === 'timezone') return 'Europe/Berlin';
  const text = 'Ordinary text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
  if (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text)) return text;
  return fc.sample(fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: schema.maxLength ?? 40 }), {
    numRuns: 1,
    seed: 7,
  })[0]!;
}

/** `value` with `replacement` at `path`, the containers on the way made as needed. */
function withValueAt(value: unknown, path: Key[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[key] = withValueAt(list[key], rest, replacement);
    return list;
  }
  const object =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[key as string] = withValueAt(object[key as string], rest, replacement);
  return object;
}

/** A value to send and whether the schema must refuse it (else it may be accepted, but never fail). */
interface Probe {
  value: string | number;
  refused: boolean;
}
const probes = (values: (string | number)[], refused: boolean): Probe[] => values.map((value) => ({ value, refused }));

/** For a path or query number: beyond any id, not finite, and beyond an int4 column. */
const TEXT_NUMBER_PROBES = [
  ...probes(['1e308', 'Infinity', '-Infinity', '99999999999999999999', '9007199254740993', '-1e308'], true),
  ...probes(['2147483648'], false),
];
/** For a body number. */
const BODY_NUMBER_PROBES = [...probes([1e308, 1e20, 2 ** 53 + 2, -1e308], true), ...probes([2 ** 31], false)];
/** For a path or query text, which a route may read as ids. */
const TEXT_PROBES = probes(['99999999999999999999', '1,99999999999999999999', '1e308', '2147483648'], false);

const routes: SweptRoute[] = [];
const collect = (route: RouteOptions) => {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  for (const method of methods) {
    routes.push({
      method,
      url: route.url,
      params: plain(schema.params),
      querystring: plain(schema.querystring),
      body: plain(schema.body),
    });
  }
};

function sitesOf(route: SweptRoute): NumberSite[] {
  const sites: NumberSite[] = [];
  for (const [part, schema] of [
    ['path', route.params],
    ['query', route.querystring],
    ['body', route.body],
  ] as const) {
    if (schema === undefined) continue;
    for (const path of numberPaths(schema)) sites.push({ part, path });
  }
  return sites;
}

/** The path and query texts of a route. */
function textSitesOf(route: SweptRoute): NumberSite[] {
  const sites: NumberSite[] = [];
  for (const [part, schema] of [
    ['path', route.params],
    ['query', route.querystring],
  ] as const) {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (isText(normalise(property, context))) sites.push({ part, path: [name] });
    }
  }
  return sites;
}

const siteName = (site: NumberSite) => `${site.part}/${site.path.join('/')}`;

describe('the bounds of every integer a route takes', () => {
  let t: TestApp;
  beforeAll(async () => {
    routes.length = 0;
    t = await startTestApp({ name: 'pglite' }, { onRoute: collect });
  });
  afterAll(async () => t.close());

  it('declares an upper and a lower bound on each, ids up to the largest safe integer', () => {
    const unbounded: string[] = [];
    for (const route of routes) {
      for (const site of sitesOf(route)) {
        const schema = site.part === 'path' ? route.params : site.part === 'query' ? route.querystring : route.body;
        for (const leaf of schemaAtPath(schema as JsonSchema, site.path)) {
          for (const gap of missingBounds(leaf))
            unbounded.push(`${route.method} ${route.url} ${siteName(site)}: ${gap}`);
        }
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect([...new Set(unbounded)]).toEqual([]);
  });
});

describeEachBackend('portal and field routes given numbers too large for any column', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    routes.length = 0;
    t = await startTestApp(backend, { onRoute: collect });
  });
  afterAll(async () => t.close());

  it('answers each with a 4xx, never a 5xx', async () => {
    const swept = routes.filter((route) => !route.url.startsWith('/api/v1') && sitesOf(route).length > 0);
    // The routes the review found failing are among those swept.
    expect(swept.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /portal/api/patrol-rounds/day',
        'GET /portal/api/patrol-rounds/period',
        'GET /portal/api/patrol-rounds/live',
        'GET /portal/api/patrol-rounds/:id',
        'PUT /portal/api/field/forms/drafts/:uuid',
        'POST /portal/api/field/forms/responses',
      ]),
    );
    const org = await organisation(t);
    realIds.set('property_id', await org.property());
    realIds.set('template_id', (await createFormTemplate(t.deps, org.tenantId, { name: 'Check', fields: FIELDS })).id);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes.filter((route) => !route.url.startsWith('/api/v1'))) {
      const sites = [
        ...sitesOf(route).map((site) => ({
          site,
          probes: site.part === 'body' ? BODY_NUMBER_PROBES : TEXT_NUMBER_PROBES,
        })),
        ...textSitesOf(route).map((site) => ({ site, probes: TEXT_PROBES })),
      ];
      if (sites.length === 0) continue;
      // A fresh session per route: a route's side effects (a sign-out, a deactivation) must not end the next one's.
      const admin = (await org.member('admin')).client;
      const basePath = Object.fromEntries(
        Object.entries(route.params?.properties ?? {}).map(([name, schema]) => [
          name,
          String(ordinaryValue(schema, name)),
        ]),
      );
      const query = route.querystring;
      const baseQuery: Record<string, string> = {};
      for (const name of query?.required ?? []) {
        const value = ordinaryValue(query!.properties![name]!, name);
        baseQuery[name] = typeof value === 'string' ? value : JSON.stringify(value);
      }
      const baseBody = route.body === undefined ? undefined : ordinaryValue(route.body);
      for (const { site, probes } of sites) {
        for (const probe of probes) {
          const path = { ...basePath };
          const search = new URLSearchParams(baseQuery);
          let body = baseBody;
          if (site.part === 'path') path[site.path[0] as string] = String(probe.value);
          else if (site.part === 'query') search.set(String(site.path[0]), String(probe.value));
          else body = withValueAt(baseBody, site.path, probe.value);
          const url =
            route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(path[name] ?? '1')) +
            (search.size > 0 ? `?${search.toString()}` : '');
          const response = await admin.request(route.method as 'GET', url, body);
          requests += 1;
          const status = response.statusCode;
          if (status >= 500 || (probe.refused && status < 400)) {
            failures.push(
              `${route.method} ${url} ${siteName(site)}=${String(probe.value)}: ${status} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
