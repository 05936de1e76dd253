import swaggerUi from '@fastify/swagger-ui';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { type ApiDocument, REFERENCE_SCRIPT, renderReferencePage } from './docs-page.js';
import { type CachedBody, cachedBody, sendCached } from './portal/static.js';
import { projectPath } from '../platform/project-root.js';

export const DOCS_PREFIX = '/api/v1/docs';
export const EXPLORER_PREFIX = `${DOCS_PREFIX}/explorer`;
const SCRIPT_URL = `${DOCS_PREFIX}/reference.js`;
/** The guide shown on the page: the same text as docs/api.md in the repository. */
const GUIDE = projectPath('docs', 'api.md');

/**
 * Everything the page loads comes from this server: the Swagger UI bundle shipped in the
 * npm package, and the OpenAPI document. The policy makes the browser refuse anything
 * else, so the reference works offline and leaks nothing to other hosts. "Try it out"
 * calls the API on this origin, or on PUBLIC_URL when that is another one.
 */
function contentSecurityPolicy(config: Config): string {
  const api = config.publicUrl ? ` ${new URL(config.publicUrl).origin}` : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
  ].join('; ');
}

/**
 * The API reference at /api/v1/docs (docs-page.ts: the guide and every operation, rendered
 * on the server once) and the interactive explorer (Swagger UI) at /api/v1/docs/explorer.
 * Both sit outside the /api/v1 plugin, so they need no key and are not counted by the
 * per-key rate limit; their routes are hidden from the OpenAPI document. The explorer's
 * `json` route serves the very document that /api/v1/openapi.json serves.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  const csp = contentSecurityPolicy(config);
  let page: Promise<CachedBody> | undefined;
  const pageOf = () =>
    (page ??= readFile(GUIDE, 'utf8').then((guide) =>
      cachedBody(
        renderReferencePage(app.swagger() as unknown as ApiDocument, guide, {
          scriptUrl: SCRIPT_URL,
          explorerUrl: `${EXPLORER_PREFIX}/`,
          documentUrl: '/api/v1/openapi.json',
        }),
      ),
    ));
  const script = cachedBody(REFERENCE_SCRIPT);
  const send =
    (type: string, load: () => Promise<CachedBody>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const file = await load();
      reply
        .header('content-security-policy', csp)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-cache')
        .type(type);
      return sendCached(request, reply, file);
    };
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/`]) {
    app.get(url, { schema: { hide: true } }, send('text/html; charset=utf-8', pageOf));
  }
  app.get(
    SCRIPT_URL,
    { schema: { hide: true } },
    send('text/javascript; charset=utf-8', async () => script),
  );

  await app.register(swaggerUi, {
    routePrefix: EXPLORER_PREFIX,
    staticCSP: csp,
    theme: { title: 'Caretaker REST API reference' },
    uiConfig: {
      // No top bar: it only offers to load some other document by URL.
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      filter: true,
      // The key typed into "Authorize" stays in this tab only.
      persistAuthorization: false,
    },
  });
}
