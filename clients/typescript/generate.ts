// Regenerates the client's contract from the server's code: the OpenAPI document
// (openapi.json, as a server without PUBLIC_URL serves it) and its types (src/schema.d.ts,
// by openapi-typescript). `npm run client:generate` runs this; a test fails when either
// file is out of date, so run it after changing a route or a schema.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../../src/config.js';
import { buildOpenApiDocument } from '../../src/http/offline-app.js';

export const DOCUMENT_FILE = new URL('./openapi.json', import.meta.url);
export const TYPES_FILE = new URL('./src/schema.d.ts', import.meta.url);

const HEADER = `// Generated from openapi.json by openapi-typescript (npm run client:generate). Do not edit.\n\n`;

/**
 * The document as the client is generated from it: the server's, with no installation
 * settings (or `built`, the document of an app a test built with those settings).
 */
export async function clientDocument(built?: Record<string, unknown>): Promise<string> {
  return `${JSON.stringify(built ?? (await buildOpenApiDocument(loadConfig({}))), null, 2)}\n`;
}

/** The TypeScript types of a document, as src/schema.d.ts holds them. */
export async function clientTypes(documentText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const document = await clientDocument();
  await writeFile(DOCUMENT_FILE, document);
  await writeFile(TYPES_FILE, await clientTypes(document));
  const size = (await readFile(TYPES_FILE, 'utf8')).length;
  console.log(`wrote clients/typescript/openapi.json and src/schema.d.ts (${size.toLocaleString('en')} characters)`);
}
