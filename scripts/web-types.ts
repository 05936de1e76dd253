// Writes web/src/api/generated/portal.d.ts: the request and response types of the portal's
// JSON routes (/portal/api), taken from their TypeBox schemas. The routes are hidden from the
// public API document, so this builds an internal OpenAPI 3.1 document of its own (never
// served) and hands it to openapi-typescript. `npm run web:types` runs this; a test fails
// when the file is out of date, so run it after changing a portal route or its schemas.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { loadConfig } from '../src/config.js';
import { withOfflineApp } from '../src/http/offline-app.js';

export const PORTAL_TYPES_FILE = new URL('../web/src/api/generated/portal.d.ts', import.meta.url);

const PREFIX = '/portal/api';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const HEADER = [
  '// Generated from the schemas of the portal routes (src/http/portal/*.routes.ts) by',
  '// scripts/web-types.ts: run `npm run web:types` after changing one. Do not edit.',
  '',
  '',
].join('\n');

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** A TypeBox schema as plain JSON Schema (its symbol-keyed markers dropped). */
function plain(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema)) as JsonSchema;
}

function parameters(schema: unknown, location: 'path' | 'query'): JsonSchema[] {
  if (schema === undefined) return [];
  const object = plain(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.keys(properties)
    .sort()
    .map((name) => ({
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: properties[name],
    }));
}

function responses(schemas: unknown): Record<string, unknown> {
  if (schemas === undefined || schemas === null) return { default: { description: 'Not described by a schema.' } };
  const result: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(schemas as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    result[status] = { description: status, content: { 'application/json': { schema: plain(schema) } } };
  }
  return result;
}

function operation(route: RouteOptions): Operation {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return {
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(schema.body !== undefined
      ? { requestBody: { required: true, content: { 'application/json': { schema: plain(schema.body) } } } }
      : {}),
    responses: responses(schema.response),
  };
}

/** The internal OpenAPI 3.1 document of the /portal/api routes, paths without the prefix, sorted. */
export async function portalDocument(): Promise<JsonSchema> {
  const routes: RouteOptions[] = [];
  await withOfflineApp(loadConfig({}), { onRoute: (route) => routes.push(route) }, () => undefined);
  return portalDocumentOf(routes);
}

/** The document of the portal routes among `routes` (as the app's onRoute hook saw them). */
export function portalDocumentOf(routes: readonly RouteOptions[]): JsonSchema {
  const paths = new Map<string, Record<string, Operation>>();
  for (const route of routes) {
    if (!route.url.startsWith(`${PREFIX}/`)) continue;
    const path = route.url.slice(PREFIX.length).replace(/:(\w+)/g, '{$1}');
    const item = paths.get(path) ?? {};
    for (const method of [route.method].flat()) {
      const name = method.toLowerCase();
      if ((METHODS as readonly string[]).includes(name)) item[name] = operation(route);
    }
    paths.set(path, item);
  }
  const sorted: Record<string, Record<string, Operation>> = {};
  for (const path of [...paths.keys()].sort()) {
    const item = paths.get(path)!;
    sorted[path] = Object.fromEntries(METHODS.flatMap((m) => (item[m] ? [[m, item[m]] as const] : [])));
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Caretaker portal routes (internal)', version: '0' },
    servers: [{ url: PREFIX }],
    paths: sorted,
  };
}

/**
 * The TypeScript types of the portal routes, as web/src/api/generated/portal.d.ts holds them
 * (of the app's routes, or of `routes` as a test that built the app saw them).
 */
export async function portalTypes(routes?: readonly RouteOptions[]): Promise<string> {
  const document = routes ? portalDocumentOf(routes) : await portalDocument();
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  const file = fileURLToPath(PORTAL_TYPES_FILE);
  return format(HEADER + astToString(ast), { ...(await resolveConfig(file)), filepath: file });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await portalTypes();
  await writeFile(PORTAL_TYPES_FILE, text);
  console.log(`wrote web/src/api/generated/portal.d.ts (${text.length.toLocaleString('en')} characters)`);
}
