import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { clientDocument, clientTypes, DOCUMENT_FILE, TYPES_FILE } from '../../clients/typescript/generate.js';

// The typed client is generated from the server's own document: when a route or a schema
// changes, `npm run client:generate` must run, or this fails and says so.
it('the TypeScript client is generated from the current OpenAPI document (else: npm run client:generate)', async () => {
  const document = await clientDocument();
  expect(await readFile(DOCUMENT_FILE, 'utf8'), 'clients/typescript/openapi.json is stale').toBe(document);
  expect(await readFile(TYPES_FILE, 'utf8'), 'clients/typescript/src/schema.d.ts is stale').toBe(
    await clientTypes(document),
  );
});
