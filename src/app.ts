import swagger from '@fastify/swagger';
import { serveOpenApiDocument } from './http/openapi-document.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { redactApiKeys } from './modules/credentials/api-key.js';
import { DomainError } from './domain/errors.js';
import type { AppDeps } from './http/deps.js';
import type { Config } from './config.js';
import { installSubscribers } from './subscribers.js';
import { registerApiDocs } from './http/docs.js';
import { errorForLog, installErrorHandler, sendProblem } from './http/plugins/error-handler.js';
import { cachedSerializers } from './http/plugins/serialization.js';
import { installValidation } from './http/plugins/validation.js';
import { installRequestMetrics, registerHealthRoutes, registerMetricsRoute } from './http/operations.js';
import { installJsonBodyParser } from './http/json-body.js';
import { openApiOptions } from './http/openapi.js';
import { apiV1 } from './http/v1/index.js';
import { portalApi } from './http/portal/index.js';
import { portalStatic } from './http/portal/static.js';
import { redactPortalSecrets } from './http/portal/portal-auth.js';
import { fileRoutes } from './http/files.routes.js';
import { reportMailRoutes } from './http/report-mail.routes.js';
import { makeFileStore } from './platform/file-store/make-file-store.js';
import { FileLinkSigner, installationSecret } from './modules/files/files.service.js';

export const BODY_LIMIT = 1024 * 1024;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function loggerOptions(level: string, stream: DestinationStream | undefined): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream !== undefined ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    serializers: {
      // A failed query never brings the values sent into the log (see errorForLog).
      err: errorForLog,
      // Keys never reach the log, not even one pasted into a query string by mistake.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactPortalSecrets(redactApiKeys(req.url)),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** Fastify's form of TRUST_PROXY: hops count from the socket (0) leftwards through X-Forwarded-For. */
function proxyTrust(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the HTTP application without listening, so tests can call app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  installSubscribers(deps.database);
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: proxyTrust(deps.config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    schemaController: { compilersFactory: { buildSerializer: cachedSerializers } },
    return503OnClosing: true,
    // The router refuses a path it cannot percent-decode or whose parameter is too long
    // before any route runs; such a URL names no resource, so it gets our 404 problem.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        void sendProblem(request, reply, 'not_found', 'There is no such resource: the URL is malformed or too long.');
        return;
      }
      request.log.error({ err: error }, 'request failed');
      void sendProblem(request, reply, 'internal_error', `Quote request id ${request.id} when you contact support.`);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // External plugins first, then our own, then routes.
  installJsonBodyParser(app);
  installValidation(app);
  installErrorHandler(app);
  await app.register(swagger, openApiOptions(deps.config));
  await registerApiDocs(app, deps.config);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installRequestMetrics(app);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of methods) known.add(method);
    methodsByUrl.set(route.url, known);
  });

  const fileStore = deps.fileStore ?? makeFileStore(deps.config, deps.database);
  const signer = new FileLinkSigner(
    await installationSecret(deps.database.db, 'file-links'),
    deps.config.fileLinkTtlSeconds,
  );
  await app.register(apiV1(deps, signer), { prefix: '/api/v1' });
  await app.register(fileRoutes(deps, fileStore, signer));
  await app.register(reportMailRoutes(deps, fileStore));
  await app.register(portalApi(deps, fileStore), { prefix: '/portal/api' });
  await app.register(portalStatic());

  serveOpenApiDocument(app);

  registerHealthRoutes(app, deps);
  registerMetricsRoute(app, deps);

  // Unsupported methods on existing paths: 405 with the methods that do exist.
  for (const [url, present] of [...methodsByUrl]) {
    if (!url.startsWith('/api/v1/')) continue;
    const allow = [...present].filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (allow.includes('GET')) allow.push('HEAD');
    const missing = METHODS.filter((m) => !present.has(m));
    if (missing.length === 0) continue;
    app.route({
      method: missing,
      url,
      schema: { hide: true },
      handler: async (request) => {
        throw new DomainError(
          'method_not_allowed',
          `${request.method} is not supported here; use ${allow.join(', ')}.`,
          {
            allow,
          },
        );
      },
    });
  }

  return app;
}
