// Generated requests against every operation of the OpenAPI document the app serves.
// Requests are built from the document's own schemas, so routes added later are covered
// without touching this file: valid ones (real key, real ids) and broken ones (wrong
// types, unknown and missing fields, values out of range, broken JSON, wrong media types,
// oversized bodies, duplicate or odd query parameters, malformed keys and headers).
//
// Every answer must be documented: no 5xx, a status the operation lists, a body that
// validates against the schema given for that status and media type, and a problem
// `code` among those the status's description names. Whether a request is valid is also
// decided from the document (Ajv over the same schemas): a request it calls invalid must
// be refused with a 4xx, and a valid one must not be refused as malformed or
// unauthenticated.
//
// FUZZ_RUNS (default 100) sets the requests per operation; fast-check prints the seed
// and the shrunk request of a failure; pass it back with FUZZ_SEED to replay.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/app.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import {
  boundaryValues,
  type JsonSchema,
  NASTY_VALUES,
  RAW_NUMBERS,
  refResolver,
  type SchemaContext,
  schemaArbitrary,
  schemaAt,
} from '../helpers/schema-arbitrary.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface MediaType {
  schema?: JsonSchema;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}
interface OperationObject {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  openapi: string;
  security?: unknown[];
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
}

interface Operation {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  /** The path the operation's resources are listed under: `/api/v1/tasks` for `/api/v1/tasks/{id}`. */
  collection: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  body: { required: boolean; content: Record<string, MediaType>; schema: JsonSchema } | undefined;
  responses: Record<string, ResponseObject>;
  /** False for operations whose `security` is empty: they take no key. */
  needsKey: boolean;
  title: string;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (op === undefined) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const json = op.requestBody?.content['application/json'] ?? Object.values(op.requestBody?.content ?? {})[0];
      operations.push({
        method,
        path,
        collection: path.replace(/(\/\{[^}]+\})+$/, ''),
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header'),
        body:
          op.requestBody === undefined
            ? undefined
            : {
                required: op.requestBody.required ?? false,
                content: op.requestBody.content,
                schema: json?.schema ?? {},
              },
        responses: op.responses,
        needsKey: op.security === undefined ? (document.security ?? []).length > 0 : op.security.length > 0,
        title: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return operations;
}

// The PGlite app serves the document the generators are built from, at load time (so
// each operation gets its own test), and is then the app of the PGlite suite.
const pgliteApp = await startTestApp({ name: 'pglite' });
afterAll(async () => {
  await pgliteApp.close();
});

async function loadDocument(): Promise<OpenApiDocument> {
  const response = await call(pgliteApp.app, { url: '/api/v1/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

const document = await loadDocument();
const operations = operationsOf(document);
const resolve = refResolver(document);

// --- validators -------------------------------------------------------------------

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: false });
  const addFormats = ajvFormats.default as unknown as ajvFormats.FormatsPlugin;
  addFormats(ajv, { mode: 'full' });
  // Components are reachable for $refs inside operation schemas.
  ajv.addSchema({ components: (document as { components?: unknown }).components ?? {} }, 'openapi');
  return ajv;
}
const responseAjv = makeAjv(false);
const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

/** `#/components/…` pointers as Ajv resolves them: against the registered document. */
function forAjv(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/')) as JsonSchema;
}

const compiled = new Map<string, ValidateFunction>();
function validator(ajv: Ajv2020, schema: JsonSchema, cacheKey: string): ValidateFunction {
  let validate = compiled.get(cacheKey);
  if (validate === undefined) {
    validate = ajv.compile(forAjv(schema));
    compiled.set(cacheKey, validate);
  }
  return validate;
}

// --- the generated requests -----------------------------------------------------------

type Verdict = 'valid' | 'invalid' | 'unknown';

interface Parts {
  /** Path parameter values as they go into the URL (already percent-encoded). */
  path: Record<string, string>;
  /** Query pairs, percent-encoded on the way out. */
  query: [string, string][];
  /** Appended to the query string verbatim. */
  rawQuery?: string;
  headers: Record<string, string>;
  body?: string;
  /** The body before serialising, when it was built as a value. */
  value?: unknown;
  /** What was done to the request, for the report of a failure. */
  note: string;
}

interface FuzzState {
  key: string;
  /** Resource ids seen, by collection path (`/api/v1/properties` → property ids). */
  ids: Map<string, Set<number>>;
  /** Cursors handed out, by collection path. */
  cursors: Map<string, Set<string>>;
}

const REUSED_UUIDS = [
  '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70',
  'b7e1d2c3-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  '00000000-0000-4000-8000-000000000000',
];

function fromPool<T>(pool: () => T[], fallback: T): fc.Arbitrary<T> {
  return fc.nat({ max: 1_000_000 }).map((i) => {
    const values = pool();
    return values.length === 0 ? fallback : (values[i % values.length] as T);
  });
}

/**
 * `property_id` → `/api/v1/properties`, `form_response_id` → `/api/v1/form-responses`, and
 * under a module's prefix `item_id` → `/api/v1/material/items`.
 */
function collectionOfField(name: string, state: FuzzState): string | undefined {
  const base = name.replace(/_ids?$/, '').replace(/_/g, '-');
  const candidates = [`${base}s`, base.replace(/y$/, 'ies'), `${base}es`, base].map((c) => `/api/v1/${c}`);
  const nested = candidates.map((c) => c.replace('/api/v1/', '/'));
  return (
    candidates.find((c) => state.ids.has(c)) ??
    [...state.ids.keys()].find((path) => nested.some((c) => path.endsWith(c)))
  );
}

function contextFor(op: Operation, state: FuzzState, where: 'path' | 'query' | 'body'): SchemaContext {
  return {
    resolve,
    hint: (name, schema) => {
      if (name === undefined) return undefined;
      const numeric = schema.type === 'integer' || schema.type === 'number';
      if (where === 'path' && name === 'id' && numeric) {
        return fromPool(() => [...(state.ids.get(op.collection) ?? [])], 1);
      }
      if (numeric && /_id$/.test(name)) {
        const collection = collectionOfField(name, state);
        if (collection !== undefined) return fromPool(() => [...(state.ids.get(collection) ?? [])], 1);
      }
      if (name === 'uuid' && schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...REUSED_UUIDS));
      // GET /tasks?uuid= takes a comma-separated list of uuids, as its description says.
      if (name === 'uuid' && where === 'query') {
        return fc
          .array(fc.oneof(fc.uuid(), fc.constantFrom(...REUSED_UUIDS)), { minLength: 1, maxLength: 3 })
          .map((list) => list.join(','));
      }
      if (name === 'cursor' && where === 'query') {
        return fromPool(() => [...(state.cursors.get(op.collection) ?? [])], 'eyJ2IjoxLCJhZnRlciI6MH0');
      }
      return undefined;
    },
  };
}

const authHeaders = (key: string) =>
  fc.constantFrom<Record<string, string>>(
    { 'x-api-key': key },
    { authorization: `Bearer ${key}` },
    { authorization: `bearer ${key}` },
    { 'x-api-key': ` ${key} ` },
    { 'x-api-key': '', authorization: `Bearer ${key}` },
    { 'x-api-key': key, authorization: 'Basic Zm9vOmJhcg==' },
  );

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'];

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A request the document calls valid, as far as generation can tell. */
function validParts(op: Operation, state: FuzzState): fc.Arbitrary<Parts> {
  const pathContext = contextFor(op, state, 'path');
  const queryContext = contextFor(op, state, 'query');
  const bodyContext = contextFor(op, state, 'body');
  const pathValues = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        schemaArbitrary(p.schema ?? { type: 'string' }, pathContext, p.name).map((v) =>
          encodeURIComponent(wellFormed(textOf(v))),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryValues = fc.record(
    Object.fromEntries(op.queryParams.map((p) => [p.name, schemaArbitrary(p.schema ?? {}, queryContext, p.name)])),
    { requiredKeys: op.queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const headerValues = fc.record(
    Object.fromEntries(
      op.headerParams.map((p) => [p.name.toLowerCase(), schemaArbitrary(p.schema ?? {}, queryContext, p.name)]),
    ),
    { requiredKeys: op.headerParams.filter((p) => p.required).map((p) => p.name.toLowerCase()) },
  );
  const body = op.body === undefined ? fc.constant(undefined) : schemaArbitrary(op.body.schema, bodyContext);
  return fc
    .tuple(pathValues, queryValues, headerValues, authHeaders(state.key), body, fc.constantFrom(...JSON_TYPES))
    .map(([path, query, headerParams, auth, value, type]) => ({
      path,
      query: Object.entries(query).map(([k, v]) => [k, textOf(v)] as [string, string]),
      headers: {
        ...Object.fromEntries(Object.entries(headerParams).map(([k, v]) => [k, textOf(v)])),
        ...auth,
        ...(op.body !== undefined ? { 'content-type': type } : {}),
      },
      ...(op.body !== undefined ? { body: JSON.stringify(value), value } : {}),
      note: 'valid',
    }));
}

type Path = (string | number)[];

function nodes(value: unknown, at: Path = []): Path[] {
  const found: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, i) => found.push(...nodes(item, [...at, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) found.push(...nodes(v, [...at, k]));
  }
  return found;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** A copy of value with the node at path replaced (or removed, or given an extra field). */
function edit(
  value: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (path.length === 0) throw new Error('edit needs a non-empty path');
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  return edit(value, path, (parent, key) => {
    parent[key] = replacement;
  });
}

const RAW_TOKEN = 'raw-number-7f3c9a';

const GARBAGE_JSON = [
  '',
  '{',
  '}',
  '{"a":',
  'nul',
  '[1,]',
  '{"title":"x",}',
  "{'title':'x'}",
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"x"',
  '1',
  'true',
  'null',
  '[]',
  '{}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"title":"\\ud800"}',
  '{"title":"\\u0000"}',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/merge-patch+json',
  'application/problem+json',
  'application/jsonx',
  'json',
  '',
  '*/*',
  'application/*',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="utf-8"',
  'application/json ;',
  ';;;',
];

const NASTY_TEXT = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1F',
  '01',
  '+1',
  ' 1',
  '9007199254740992',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '%',
  '\u0000',
  '\ud800',
  '2026-02-30',
  "' or 1=1 --",
  'x'.repeat(201),
  'x'.repeat(5000),
];

const NASTY_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '%2B1',
  '%201',
  '9007199254740992',
  '99999999999999999999999',
  'x'.repeat(150),
  '%00',
  '%2F',
  '%zz',
  '%E0%A4%A',
  'null',
  '',
  '%F0%9F%98%80',
];

function badAuth(key: string): fc.Arbitrary<Record<string, string>> {
  const printable = fc
    .string({ minLength: 1, maxLength: 80, unit: 'binary-ascii' })
    .map((s) => s.replace(/[^\x21-\x7e]/g, 'x'));
  return fc.oneof(
    fc.constantFrom<Record<string, string>>(
      {},
      { 'x-api-key': '' },
      { 'x-api-key': '   ' },
      { 'x-api-key': key.slice(0, -1) },
      { 'x-api-key': `${key}x` },
      { 'x-api-key': key.toUpperCase() },
      { 'x-api-key': key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
      { 'x-api-key': 'x'.repeat(10_000) },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
      { authorization: key },
      { authorization: `Bearer ${key} extra` },
      { authorization: `Token ${key}` },
      { authorization: `Bearer ${'x'.repeat(20_000)}` },
      { authorization: `Bearer,${key}` },
      { 'x-api-key': 'ct_live_', authorization: 'Bearer ct_live_' },
    ),
    printable.map((s) => ({ 'x-api-key': s })),
    printable.map((s) => ({ 'x-api-key': `ct_live_${s}` })),
    printable.map((s) => ({ authorization: `Bearer ${s}` })),
  );
}

const ODD_HEADERS = fc.constantFrom<Record<string, string>>(
  { 'x-request-id': '' },
  { 'x-request-id': 'x'.repeat(500) },
  { 'x-request-id': 'a b<c>' },
  { accept: 'application/xml' },
  { accept: 'text/html;q=0.9, */*;q=0' },
  { 'accept-encoding': 'gzip, br, zstd, nonsense' },
  { 'accept-language': 'de-DE,xx;q=abc' },
  { 'if-none-match': '*' },
  { 'if-modified-since': 'yesterday' },
  { 'x-forwarded-for': 'not an address, 999.1.1.1' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-http-method-override': 'DELETE' },
  { range: 'bytes=0-1' },
  { cookie: 'session=; x=%zz' },
  { origin: 'null' },
);

/** One request built from a valid one by breaking one part of it. */
function brokenParts(op: Operation, state: FuzzState): fc.Arbitrary<Parts> {
  const base = validParts(op, state);
  const bodyContext = contextFor(op, state, 'body');
  const options: fc.Arbitrary<Parts>[] = [];
  const nastyText = (schema: JsonSchema | undefined) =>
    fc.constantFrom(...NASTY_TEXT, ...(schema ? boundaryValues(schema, { resolve }).map(textOf) : []));

  if (op.body !== undefined) {
    const schema = op.body.schema;
    // Replace one node (or the whole body) with a value of another type or beyond a bound.
    options.push(
      base.chain((parts) => {
        const paths = nodes(parts.value);
        return fc.constantFrom(...paths).chain((path) => {
          const here = schemaAt(schema, path, bodyContext);
          const candidates = [...NASTY_VALUES, ...(here ? boundaryValues(here, bodyContext) : [])];
          return fc.constantFrom(...candidates).map((replacement) => {
            const value = setAt(parts.value, path, replacement);
            return {
              ...parts,
              value,
              body: JSON.stringify(value),
              note: `body${pointer(path)} := ${preview(replacement)}`,
            };
          });
        });
      }),
    );
    // A number JSON.stringify never writes (1e400, -0, 1.0).
    options.push(
      base.chain((parts) =>
        fc.tuple(fc.constantFrom(...nodes(parts.value)), fc.constantFrom(...RAW_NUMBERS)).map(([path, raw]) => {
          const body = JSON.stringify(setAt(parts.value, path, RAW_TOKEN)).replace(`"${RAW_TOKEN}"`, raw);
          return { ...parts, value: undefined, body, note: `body${pointer(path)} := ${raw}` };
        }),
      ),
    );
    // An unknown field, in the body or any object inside it.
    options.push(
      base.chain((parts) => {
        const objects = nodes(parts.value).filter((p) => {
          const node = getAt(parts.value, p);
          return node !== null && typeof node === 'object' && !Array.isArray(node);
        });
        if (objects.length === 0) return fc.constant(parts);
        return fc
          .tuple(
            fc.constantFrom(...objects),
            fc.oneof(
              fc.constantFrom('id', 'tenant_id', 'created_at', 'extra', '__proto__', 'constructor', ''),
              fc.string(),
            ),
            fc.jsonValue({ maxDepth: 1 }),
          )
          .map(([path, name, extra]) => {
            const add = (target: Record<string | number, unknown>) => {
              if (!Object.hasOwn(target, name))
                Object.defineProperty(target, name, {
                  value: extra,
                  enumerable: true,
                  writable: true,
                  configurable: true,
                });
            };
            const value =
              path.length === 0
                ? (() => {
                    const copy = structuredClone(parts.value) as Record<string, unknown>;
                    add(copy);
                    return copy;
                  })()
                : edit(parts.value, path, (parent, key) => add(parent[key] as Record<string | number, unknown>));
            return { ...parts, value, body: JSON.stringify(value), note: `body${pointer(path)}/${name} added` };
          });
      }),
    );
    // A field left out (required or not).
    options.push(
      base.chain((parts) => {
        const fields = nodes(parts.value).filter((p) => p.length > 0 && typeof p[p.length - 1] === 'string');
        if (fields.length === 0) return fc.constant(parts);
        return fc.constantFrom(...fields).map((path) => {
          const value = edit(parts.value, path, (parent, key) => {
            delete parent[key];
          });
          return { ...parts, value, body: JSON.stringify(value), note: `body${pointer(path)} removed` };
        });
      }),
    );
    // Not JSON, or JSON of the wrong shape, or a valid body cut short or with a byte-order mark.
    options.push(
      base.chain((parts) =>
        fc
          .oneof(
            fc.constantFrom(...GARBAGE_JSON),
            fc.string({ maxLength: 40 }),
            fc.nat().map((n) => (parts.body ?? '').slice(0, n % Math.max(1, (parts.body ?? '').length))),
            fc.constant(`\ufeff${parts.body ?? ''}`),
          )
          .map((body) => ({ ...parts, value: undefined, body, note: `body is ${preview(body)}` })),
      ),
    );
    // The wrong media type, or none, or no body at all.
    options.push(
      base.chain((parts) =>
        fc.oneof(
          fc.constantFrom(...CONTENT_TYPES).map((type) => ({
            ...parts,
            headers: { ...parts.headers, 'content-type': type },
            note: `content-type ${type}`,
          })),
          fc.constant({ ...parts, headers: withoutContentType(parts.headers), note: 'no content-type' }),
          fc.constant({
            ...parts,
            body: undefined,
            value: undefined,
            headers: withoutContentType(parts.headers),
            note: 'no body',
          }),
          fc.constant({ ...parts, body: undefined, value: undefined, note: 'no body, content-type json' }),
        ),
      ),
    );
    // Larger than the body limit, or a huge string inside the limit.
    options.push(
      base.chain((parts) =>
        fc
          .tuple(fc.constantFrom(...nodes(parts.value)), fc.constantFrom(BODY_LIMIT + 10, 200_000))
          .map(([path, size]) => {
            const value = setAt(parts.value, path, 'x'.repeat(size));
            return { ...parts, value, body: JSON.stringify(value), note: `body${pointer(path)} := ${size} characters` };
          }),
      ),
    );
  }

  // Query strings: documented parameters with bad values or repeated, unknown ones, broken encoding.
  if (op.queryParams.length > 0) {
    options.push(
      base.chain((parts) =>
        fc.constantFrom(...op.queryParams).chain((param) =>
          nastyText(param.schema).map((value) => ({
            ...parts,
            query: [...parts.query.filter(([k]) => k !== param.name), [param.name, value] as [string, string]],
            note: `query ${param.name}=${preview(value)}`,
          })),
        ),
      ),
    );
    options.push(
      base.chain((parts) =>
        fc
          .tuple(fc.constantFrom(...op.queryParams), schemaArbitrary({ type: 'string', maxLength: 20 }, { resolve }))
          .chain(([param, other]) =>
            schemaArbitrary(param.schema ?? {}, contextFor(op, state, 'query'), param.name).map((value) => ({
              ...parts,
              query: [
                ...parts.query,
                [param.name, textOf(value)] as [string, string],
                [param.name, String(other)] as [string, string],
              ],
              note: `query ${param.name} repeated`,
            })),
          ),
      ),
    );
  }
  options.push(
    base.chain((parts) =>
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom('foo', 'page', 'limit', 'offset', 'sort', 'api_key', 'id'),
            fc.string({ minLength: 1, maxLength: 10 }),
          ),
          fc.string({ maxLength: 20 }),
        )
        .map(([name, value]) => ({
          ...parts,
          query: [...parts.query, [name, value] as [string, string]],
          note: `query ${name} added`,
        })),
    ),
    base.chain((parts) =>
      fc
        .constantFrom(
          '%zz=1',
          'a=%',
          '&&&',
          '=',
          '==&=',
          'pageSize=%00',
          '%00=%00',
          'a[b]=1',
          'a[]=1&a[]=2',
          '__proto__=1',
          'constructor=x',
          '?',
        )
        .map((raw) => ({ ...parts, rawQuery: raw, note: `query ${raw} appended` })),
    ),
  );

  // Path parameters that are not ids.
  if (op.pathParams.length > 0) {
    options.push(
      base.chain((parts) =>
        fc.tuple(fc.constantFrom(...op.pathParams), fc.constantFrom(...NASTY_SEGMENTS)).map(([param, segment]) => ({
          ...parts,
          path: { ...parts.path, [param.name]: segment },
          note: `path ${param.name}=${preview(segment)}`,
        })),
      ),
    );
  }

  // Keys: malformed, missing, in the wrong header; and other odd headers next to a good key.
  options.push(
    base.chain((parts) =>
      badAuth(state.key).map((auth) => ({
        ...parts,
        headers: { ...withoutAuth(parts.headers), ...auth },
        note: `auth ${preview(JSON.stringify(auth))}`,
      })),
    ),
    base.chain((parts) =>
      ODD_HEADERS.map((extra) => ({
        ...parts,
        headers: { ...parts.headers, ...extra },
        note: `header ${JSON.stringify(extra)}`,
      })),
    ),
  );
  return fc.oneof(...options);
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  const rest = { ...headers };
  delete rest['content-type'];
  return rest;
}

function withoutAuth(headers: Record<string, string>): Record<string, string> {
  const rest = { ...headers };
  delete rest['x-api-key'];
  delete rest.authorization;
  return rest;
}

const pointer = (path: Path) => path.map((p) => `/${String(p)}`).join('');
const preview = (value: unknown) => {
  const text = textOf(value) ?? String(value);
  return text.length > 60 ? `${JSON.stringify(text.slice(0, 60))}… (${text.length} chars)` : JSON.stringify(text);
};

/** Lone surrogates have no UTF-8 form; a client sends U+FFFD in their place. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function urlOf(op: Operation, parts: Parts): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? '');
  const query = parts.query.map(
    ([k, v]) => `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(v))}`,
  );
  if (parts.rawQuery !== undefined) query.push(parts.rawQuery);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

// --- what the document says about a request ----------------------------------------------

function worst(verdicts: Verdict[]): Verdict {
  if (verdicts.includes('invalid')) return 'invalid';
  if (verdicts.includes('unknown')) return 'unknown';
  return 'valid';
}

function authVerdict(headers: Record<string, string>, key: string): Verdict {
  const fromHeader = headers['x-api-key']?.trim();
  const bearer =
    headers.authorization === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization)?.[1];
  if (fromHeader !== undefined && fromHeader !== '') {
    if (bearer !== undefined && (bearer === key) !== (fromHeader === key)) return 'unknown';
    return fromHeader === key ? 'valid' : 'invalid';
  }
  return bearer === key ? 'valid' : 'invalid';
}

function parameterVerdict(op: Operation, param: Parameter, value: unknown): Verdict {
  const validate = validator(
    textAjv,
    { type: 'object', properties: { v: param.schema ?? {} }, required: ['v'] },
    `${op.title} ${param.in} ${param.name}`,
  );
  return validate({ v: value }) ? 'valid' : 'invalid';
}

function verdictOf(op: Operation, parts: Parts, key: string): Verdict {
  const verdicts: Verdict[] = [op.needsKey ? authVerdict(parts.headers, key) : 'valid'];
  for (const param of op.pathParams) {
    const raw = parts.path[param.name] ?? '';
    if (raw === '') {
      verdicts.push('invalid');
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      verdicts.push('unknown');
      continue;
    }
    verdicts.push(parameterVerdict(op, param, decoded));
  }
  if (parts.rawQuery !== undefined) verdicts.push('unknown');
  const byName = new Map<string, string[]>();
  for (const [k, v] of parts.query) byName.set(wellFormed(k), [...(byName.get(wellFormed(k)) ?? []), wellFormed(v)]);
  for (const param of op.queryParams) {
    const values = byName.get(param.name);
    byName.delete(param.name);
    if (values === undefined) {
      if (param.required) verdicts.push('invalid');
      continue;
    }
    verdicts.push(parameterVerdict(op, param, values.length === 1 ? values[0] : values));
  }
  if (byName.size > 0) verdicts.push('unknown');
  if (
    Object.keys(parts.headers).some((h) =>
      ['accept', 'accept-encoding', 'range', 'if-none-match', 'if-modified-since'].includes(h),
    )
  ) {
    verdicts.push('unknown');
  }
  if (op.body !== undefined) verdicts.push(bodyVerdict(op, op.body, parts));
  else if (parts.body !== undefined) verdicts.push('unknown');
  return worst(verdicts);
}

function bodyVerdict(op: Operation, body: NonNullable<Operation['body']>, parts: Parts): Verdict {
  const type = parts.headers['content-type'];
  if (parts.body === undefined) {
    if (body.required) return 'invalid';
    return type === undefined ? 'valid' : 'unknown';
  }
  if (type === undefined) return 'invalid';
  const [media = '', ...params] = type.split(';').map((s) => s.trim().toLowerCase());
  const declared = body.content[media];
  if (declared === undefined) return 'invalid';
  if (params.some((p) => p !== '' && !/^charset="?utf-8"?$/.test(p))) return 'unknown';
  if (Buffer.byteLength(parts.body) > BODY_LIMIT) return 'invalid';
  if (parts.body.startsWith('\ufeff')) return 'unknown';
  let value: unknown;
  try {
    value = JSON.parse(parts.body);
  } catch {
    return 'invalid';
  }
  const validate = validator(bodyAjv, declared.schema ?? {}, `${op.title} body ${media}`);
  return validate(value) ? 'valid' : 'invalid';
}

// --- what the document says about an answer ---------------------------------------------

function documentedResponse(op: Operation, status: number): ResponseObject | undefined {
  return op.responses[String(status)] ?? op.responses[`${Math.floor(status / 100)}XX`] ?? op.responses.default;
}

/** The ways the answer departs from the document, empty when it conforms. */
function departures(op: Operation, verdict: Verdict, response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  const found: string[] = [];
  if (status >= 500) found.push(`answered ${status}`);
  if (verdict === 'invalid' && (status < 400 || status >= 500)) found.push(`an invalid request answered ${status}`);
  if (verdict === 'valid' && [400, 401, 405, 406, 413, 415].includes(status)) {
    found.push(`a valid request refused with ${status}`);
  }
  const documented = documentedResponse(op, status);
  if (documented === undefined) {
    found.push(`status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`);
    return found;
  }
  const contentType = String(response.headers['content-type'] ?? '');
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const content = documented.content ?? {};
  if (Object.keys(content).length === 0) {
    if (response.body.length > 0) found.push(`status ${status} documents no body, got ${contentType}`);
    return found;
  }
  const declared = content[media];
  if (declared === undefined) {
    found.push(
      `status ${status} answered ${contentType || 'no content-type'}; documented: ${Object.keys(content).join(', ')}`,
    );
    return found;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    found.push(`status ${status} body is not JSON`);
    return found;
  }
  if (declared.schema !== undefined) {
    const validate = validator(responseAjv, declared.schema, `${op.title} ${status} ${media}`);
    if (!validate(body))
      found.push(`body does not match the ${status} schema: ${responseAjv.errorsText(validate.errors)}`);
  }
  if (media === 'application/problem+json') {
    const problem = body as { status?: unknown; code?: unknown };
    if (problem.status !== status) found.push(`problem status ${String(problem.status)} differs from ${status}`);
    const listed = /`code`:(.*)$/s.exec(documented.description ?? '')?.[1];
    if (listed !== undefined) {
      const codes = [...listed.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
      if (!codes.includes(String(problem.code))) {
        found.push(
          `problem code ${String(problem.code)} is not among those documented for ${status}: ${codes.join(', ')}`,
        );
      }
    }
  }
  return found;
}

// --- the suites -----------------------------------------------------------------------

/** Records ids and cursors from an answer, so later requests can name real resources. */
function harvest(op: Operation, response: LightMyRequestResponse, state: FuzzState): void {
  if (response.statusCode < 200 || response.statusCode >= 300) return;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return;
  }
  const record = (collection: string, item: unknown) => {
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && Number.isSafeInteger(id)) {
      const ids = state.ids.get(collection) ?? new Set<number>();
      ids.add(id);
      state.ids.set(collection, ids);
    }
  };
  const page = body as { data?: unknown; next_cursor?: unknown };
  if (Array.isArray(page.data)) {
    for (const item of page.data) record(op.collection, item);
    if (typeof page.next_cursor === 'string') {
      const cursors = state.cursors.get(op.collection) ?? new Set<string>();
      if (cursors.size < 50) cursors.add(page.next_cursor);
      state.cursors.set(op.collection, cursors);
    }
  } else {
    record(op.collection, body);
  }
}

describeEachBackend('generated requests against every documented operation', (backend) => {
  let t: TestApp;
  let state: FuzzState;

  beforeAll(async () => {
    t = backend.name === 'pglite' ? pgliteApp : await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { modules: ['material'] });
    state = { key: tenant.key, ids: new Map(), cursors: new Map() };
    for (const op of operations) {
      if (op.method === 'get' && op.pathParams.length === 0) state.ids.set(op.collection, new Set());
    }
    const propertyIds = [];
    for (let i = 0; i < 3; i++) propertyIds.push(await createPropertyVia(t.app, tenant.key));
    for (let i = 0; i < 4; i++) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key: tenant.key,
        body: { title: `Seed task ${i}`, property_id: propertyIds[i % 3], due_date: '2026-11-23' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      const item = await call(t.app, {
        method: 'POST',
        url: '/api/v1/material/items',
        key: tenant.key,
        body: { name: `Seed item ${i}`, sku: `SEED-${i}`, unit: 'piece' },
      });
      expect(item.statusCode, item.body).toBe(201);
      const itemId = item.json<{ id: number }>().id;
      const seeds = [
        {
          method: 'POST',
          url: '/api/v1/material/movements',
          body: { type: 'receipt', item_id: itemId, quantity: 1e6 },
        },
        {
          method: 'POST',
          url: '/api/v1/material/movements',
          body: { type: 'transfer_to_property', item_id: itemId, property_id: propertyIds[i], quantity: 1e5 },
        },
        {
          method: 'POST',
          url: '/api/v1/material/requests',
          body: { property_id: propertyIds[i], lines: [{ item_id: itemId, quantity: 5 }] },
        },
      ] as const;
      for (const seed of seeds) {
        const response = await call(t.app, { ...seed, key: tenant.key });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    // Real ids and cursors of every listed resource, for the generators to draw on.
    for (const op of operations) {
      if (op.method !== 'get' || op.pathParams.length > 0) continue;
      harvest(op, await call(t.app, { url: `${op.collection}?pageSize=1`, key: tenant.key }), state);
      harvest(op, await call(t.app, { url: op.collection, key: tenant.key }), state);
    }
  });

  afterAll(async () => {
    if (t !== pgliteApp) await t?.close();
  });

  it('serves the document the requests were generated from', async () => {
    const response = await call(t.app, { url: '/api/v1/openapi.json' });
    expect(response.json()).toEqual(document);
    expect(operations.length).toBeGreaterThan(0);
  });

  it('answers a path the router cannot decode, or too long a parameter, with a documented 404 problem', async () => {
    const withParams = operations.filter((op) => op.pathParams.length > 0);
    for (const op of withParams) {
      for (const segment of ['%zz', '%E0%A4%A', 'x'.repeat(150)]) {
        const parts: Parts = {
          path: Object.fromEntries(op.pathParams.map((p) => [p.name, segment])),
          query: [],
          headers: { 'x-api-key': state.key, 'content-type': 'application/json' },
          ...(op.body !== undefined ? { body: '{}' } : {}),
          note: segment,
        };
        const response = await t.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url: urlOf(op, parts),
          headers: parts.headers,
          ...(parts.body !== undefined ? { payload: parts.body } : {}),
        });
        expect(response.statusCode, `${op.title} with ${segment.slice(0, 20)}`).toBe(404);
        expect(departures(op, 'invalid', response)).toEqual([]);
        expect(response.headers['x-request-id']).toBe(response.json<{ request_id: string }>().request_id);
      }
    }
  });

  for (const op of operations) {
    it(op.title, async () => {
      const counts = new Map<string, number>();
      const refusals = new Map<string, number>();
      const request = fc.oneof(
        { arbitrary: validParts(op, state), weight: 2 },
        { arbitrary: brokenParts(op, state), weight: 3 },
      );
      await fc.assert(
        fc.asyncProperty(request, async (parts) => {
          const verdict = verdictOf(op, parts, state.key);
          const response = await t.app.inject({
            method: op.method.toUpperCase() as 'GET',
            url: urlOf(op, parts),
            headers: parts.headers,
            ...(parts.body !== undefined ? { payload: parts.body } : {}),
          });
          harvest(op, response, state);
          const label = `${verdict} ${response.statusCode}`;
          counts.set(label, (counts.get(label) ?? 0) + 1);
          if (verdict === 'valid' && response.statusCode >= 400 && response.statusCode < 500) {
            // Why the server refused a request the schemas allow: business rules, listed in the summary.
            const problem = JSON.parse(response.body) as { code?: string; errors?: { pointer: string }[] };
            const reason = `${problem.code ?? '?'}${(problem.errors ?? []).map((e) => ` ${e.pointer}`).join('')}`;
            refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          }
          const problems = departures(op, verdict, response);
          if (problems.length > 0) {
            throw new Error(
              `${problems.join('; ')}\n  request (${parts.note}): ${op.method.toUpperCase()} ${urlOf(op, parts).slice(0, 300)}` +
                `\n  headers: ${preview(JSON.stringify(parts.headers))}\n  body: ${preview(parts.body ?? '')}` +
                `\n  answer: ${response.statusCode} ${String(response.headers['content-type'] ?? '')} ${response.body.slice(0, 400)}`,
            );
          }
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
      const summary = [...counts].sort().map(([label, n]) => `${label}×${n}`);
      const refused = [...refusals].sort().map(([reason, n]) => `${reason}×${n}`);
      console.info(
        `[${backend.name}] ${op.title}: ${summary.join(', ')}` +
          (refused.length > 0 ? `\n  valid but refused: ${refused.join(', ')}` : ''),
      );
      // Valid requests reach the handler and succeed at least sometimes, unless they can
      // only name resources this tenant has none of.
      const reachable = op.pathParams.length === 0 || (state.ids.get(op.collection)?.size ?? 0) > 0;
      if (reachable) {
        const succeeded = [...counts].filter(([label]) => /^valid 2\d\d$/.test(label)).reduce((n, [, c]) => n + c, 0);
        expect(succeeded, `valid requests to ${op.title} that succeeded`).toBeGreaterThan(0);
      }
    });
  }
});
