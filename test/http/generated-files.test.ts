import type { RouteOptions } from 'fastify';
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { clientDocument, clientTypes, DOCUMENT_FILE, TYPES_FILE } from '../../clients/typescript/generate.js';
import { PORTAL_TYPES_FILE, portalTypes } from '../../scripts/web-types.js';
import { loadConfig } from '../../src/config.js';
import { withOfflineApp } from '../../src/http/offline-app.js';
import { openBackend } from '../helpers/harness.js';

// Generated files are generated from the current code: the typed client from the server's
// OpenAPI document, the web code's request and response types from the portal routes'
// schemas. When a route or a schema changes, `npm run client:generate` and `npm run
// web:types` must run, or this fails and says which. Both are read off one build of the app
// (the generators build it themselves), on this worker's database.
it('the TypeScript client and the portal types are generated from the current routes and schemas', async () => {
  const routes: RouteOptions[] = [];
  const database = await openBackend({ name: 'pglite' });
  const document = await withOfflineApp(
    loadConfig({}),
    { onRoute: (route) => routes.push(route) },
    (app) => app.swagger() as unknown as Record<string, unknown>,
    database,
  );
  const documentText = await clientDocument(document);
  expect(
    await readFile(DOCUMENT_FILE, 'utf8'),
    'clients/typescript/openapi.json is stale: run npm run client:generate',
  ).toBe(documentText);
  expect(
    await readFile(TYPES_FILE, 'utf8'),
    'clients/typescript/src/schema.d.ts is stale: run npm run client:generate',
  ).toBe(await clientTypes(documentText));
  expect(
    await readFile(PORTAL_TYPES_FILE, 'utf8'),
    'web/src/api/generated/portal.d.ts is stale: run npm run web:types',
  ).toBe(await portalTypes(routes));
  // Generating both type files takes about 30 s of CPU; on a machine shared with other suites, more.
}, 180_000);
