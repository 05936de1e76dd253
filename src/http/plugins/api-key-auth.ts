import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashApiKey, isWellFormedApiKey } from '../../modules/credentials/api-key.js';
import type { Scope } from '../../modules/access/scopes.js';
import { DomainError } from '../../domain/errors.js';
import {
  findActiveKeyByHash,
  type KeyPrincipal,
  keyUseIsStale,
  touchApiKey,
} from '../../modules/api-keys/api-keys.service.js';
import { KeyCache, onPrincipalsChanged, prepareKeyEpochs, sharedEpochName } from '../../modules/api-keys/key-cache.js';
import type { RateDecision } from '../../ratelimit/limiter.js';
import type { AccountActor } from '../../modules/access/actor.js';
import { licenceActive, planAllowsApi, type TenantModule } from '../../modules/tenants/tenants.service.js';
import type { AppDeps } from '../deps.js';
import { requireJsonBody } from '../json-body.js';
import { IdempotencyKeyHeaders } from './idempotency-key.js';
import { bindActorToLog } from './request-log.js';

/**
 * What a /api/v1 route needs, declared next to the route: a scope, or `null` for
 * "any valid key" (GET /me). A route without a declaration refuses to start.
 */
export interface ApiRouteAuth {
  scope: Scope | null;
  /** Another scope that opens the route as well (incidents:write reads what it reports). */
  orScope?: Scope;
  /** The tenant module the route belongs to: a tenant without it gets 403 module_disabled. */
  module?: TenantModule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: ApiRouteAuth;
  }
  interface FastifyRequest {
    principal?: KeyPrincipal;
  }
}

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The acting tenant and account of an authenticated API request. */
export function accessOf(request: FastifyRequest): AccountActor {
  const principal = request.principal;
  if (!principal) throw new DomainError('unauthenticated', 'An API key is required.');
  return {
    kind: 'api_key',
    tenantId: principal.tenantId,
    accountId: principal.accountId,
    allProperties: principal.allProperties,
  };
}

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The API's request chain, in order: identify the key, count it against its rate limit,
 * then plan, module, scope and licence. It runs on onRequest, before the body is read.
 */
export function installApiKeyAuth(app: FastifyInstance, deps: AppDeps): void {
  const { config, database, limiter, clock } = deps;
  const policy = `"per-key";q=${config.rateLimitPerMinute};w=60`;
  const background = new Set<Promise<void>>();
  const cache = keyCacheFor(app, deps);

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (auth === undefined) {
      if (!route.schema?.hide) {
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare its auth requirement.`);
      }
      return;
    }
    // HEAD routes Fastify derives from GET share the GET route's schema: document it once.
    if (route.schema && route.method !== 'HEAD') {
      // Generated clients name their methods after it: explicit, stable, camelCase.
      const operationId = (route.schema as { operationId?: unknown }).operationId;
      if (typeof operationId !== 'string' || !/^[a-z][A-Za-z0-9]+$/.test(operationId)) {
        throw new Error(`Route ${String(route.method)} ${route.url} needs a camelCase schema.operationId.`);
      }
      documentRoute(route.schema as DocumentedSchema, auth, String(route.method));
      // Every write takes an Idempotency-Key (plugins/idempotency-key.ts): validated and documented here.
      if ((route.method === 'POST' || route.method === 'PATCH') && route.schema.headers === undefined) {
        route.schema.headers = IdempotencyKeyHeaders;
      }
    }
  });

  app.addHook('onClose', async () => {
    await Promise.allSettled(background);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = request.routeOptions.config.auth;
    if (auth === undefined) return;
    reply.header('ratelimit-policy', policy);

    const raw = presentedKey(request);
    const keyHash = raw !== undefined && isWellFormedApiKey(raw) ? hashApiKey(raw) : undefined;
    let principal: KeyPrincipal | undefined;
    let rate: RateDecision | undefined;
    if (keyHash !== undefined) {
      const known = cache?.tenantOf(keyHash);
      let sharedEpoch: number | undefined;
      if (cache?.shared && known !== undefined && limiter.hitAndRead) {
        // Counted before we know the key is still valid: a revoked key's last request
        // costs its own (now useless) budget one slot, nothing else.
        const decision = await limiter.hitAndRead(
          `key:${keyHash}`,
          config.rateLimitPerMinute,
          WINDOW_MS,
          sharedEpochName(known),
        );
        rate = decision;
        sharedEpoch = decision.counter;
      }
      const now = clock();
      principal = known !== undefined ? cache?.get(keyHash, sharedEpoch, now) : undefined;
      if (!principal) {
        const epochs =
          cache && known !== undefined ? { local: cache.localEpoch(known), shared: sharedEpoch } : undefined;
        principal = await findActiveKeyByHash(database.db, keyHash);
        cache?.store(keyHash, principal, principal?.tenantId === known ? epochs : undefined, now);
      }
    }
    if (!principal) {
      const guard = await limiter.hit(`authfail:${request.ip}`, config.authFailuresPerMinute, WINDOW_MS);
      // Without a valid key the budget that applies is this address's failed authentications.
      reply.header('ratelimit-policy', `"failed-auth";q=${config.authFailuresPerMinute};w=60`);
      reply.header('ratelimit', `"failed-auth";r=${guard.remaining};t=${guard.resetSeconds}`);
      if (!guard.allowed) {
        throw new DomainError('rate_limited', 'Too many failed authentications from this address; wait and retry.', {
          retryAfterSeconds: guard.resetSeconds,
        });
      }
      throw new DomainError(
        'unauthenticated',
        raw === undefined
          ? 'Send your API key as "X-Api-Key: <key>" or "Authorization: Bearer <key>".'
          : 'The API key is invalid, revoked, or belongs to a deactivated account.',
      );
    }
    request.principal = principal;
    bindActorToLog(request, reply, principal);

    // Counted by key hash, not id: ids repeat across databases that may share one Redis.
    rate ??= await limiter.hit(`key:${keyHash}`, config.rateLimitPerMinute, WINDOW_MS);
    reply.header('ratelimit', `"per-key";r=${rate.remaining};t=${rate.resetSeconds}`);
    if (!rate.allowed) {
      throw new DomainError(
        'rate_limited',
        `This key made ${rate.limit} requests in the last minute, its limit; retry in ${rate.resetSeconds} s.`,
        { retryAfterSeconds: rate.resetSeconds },
      );
    }

    const now = clock();
    if (keyUseIsStale(principal, now)) {
      const touch = touchApiKey(database.db, principal, now)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not record key use'))
        .finally(() => background.delete(touch));
      background.add(touch);
      // A cached principal carries this forward, so the next requests write nothing.
      principal.lastUsedAt = new Date(now);
    }

    if (!planAllowsApi(principal.plan)) {
      throw new DomainError(
        'plan_required',
        `The REST API needs the STANDARD plan or better; this tenant has ${principal.plan}.`,
      );
    }
    // Like the plan, a module is part of the tenant's contract: no scope would open it.
    if (auth.module !== undefined && !principal.modules.includes(auth.module)) {
      throw new DomainError('module_disabled', `The ${auth.module} module is not enabled for this tenant.`);
    }
    if (
      auth.scope !== null &&
      !principal.scopes.includes(auth.scope) &&
      !(auth.orScope !== undefined && principal.scopes.includes(auth.orScope))
    ) {
      throw new DomainError('insufficient_scope', `This key lacks the scope "${auth.scope}".`);
    }
    if (WRITE_METHODS.has(request.method) && !licenceActive(principal, now)) {
      throw new DomainError(
        'licence_expired',
        `The licence expired after ${principal.licenceValidUntil}; reading still works, writing is blocked until it is renewed.`,
      );
    }
  });

  // Writes must be JSON; a body-less POST would otherwise pass as "no fields given".
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.auth === undefined || !WRITE_METHODS.has(request.method)) return;
    requireJsonBody(request, 'refused');
  });
}

/**
 * The key cache, where it is safe: on PGlite (one process holds the data directory) or
 * with shared epochs in Redis (changes on any instance or CLI reach every instance).
 * With PostgreSQL and no Redis another process could change keys unseen: no cache.
 */
function keyCacheFor(app: FastifyInstance, deps: AppDeps): KeyCache | undefined {
  const { database, limiter } = deps;
  prepareKeyEpochs(database);
  const shared = limiter.hitAndRead !== undefined && limiter.bump !== undefined;
  if (!shared && database.kind !== 'pglite') return undefined;
  if (shared) {
    const bump = limiter.bump?.bind(limiter);
    const unsubscribe = onPrincipalsChanged(database, async (tenantId) => {
      try {
        await bump?.(sharedEpochName(tenantId));
      } catch (error) {
        app.log.error({ err: error, tenantId }, 'could not announce a key change to other instances');
        // Saved, but other instances may trust the old key for a few seconds: say so.
        throw new DomainError(
          'service_unavailable',
          'The change is saved, but not every server could be told yet; send the same request again.',
        );
      }
    });
    app.addHook('onClose', async () => {
      unsubscribe();
    });
  }
  return new KeyCache(database, shared);
}

interface DocumentedSchema {
  description?: string;
  response?: Record<string, { description?: string; properties?: Record<string, unknown> }>;
}

const header = (description: string) => ({ type: 'string', description });

/** The response headers each answer of an API route carries, for the OpenAPI document. */
function responseHeaders(status: string, method: string, paged: boolean): Record<string, unknown> {
  const code = Number(status);
  return {
    'X-Request-Id': header('The request’s id (yours, when you sent a valid one): quote it when asking for support.'),
    // One description per header name: the document lists each header once.
    'RateLimit-Policy': header(
      'The budget the request counts against: the key’s, `"per-key";q=<requests>;w=60`; without a valid key (401, and the 429 for too many failed authentications) the client address’s budget of failed authentications, `"failed-auth";q=<failures>;w=60`.',
    ),
    RateLimit: header(
      'What is left of that budget: `"per-key";r=<remaining>;t=<seconds to reset>`, or `"failed-auth";r=<remaining>;t=<seconds to reset>`.',
    ),
    ...(code === 201 ? { Location: header('The URL of the created resource.') } : {}),
    ...(code === 200 && paged ? { Link: header('`<…?cursor=…>; rel="next"` while there is a next page.') } : {}),
    ...((code === 200 || code === 201) && (method === 'POST' || method === 'PATCH')
      ? { 'Idempotent-Replayed': header('`true` on the stored answer to a repeated `Idempotency-Key`.') }
      : {}),
    ...(code === 405 ? { Allow: header('The methods the path has, e.g. `GET, HEAD, PATCH`.') } : {}),
    ...(code === 429 || code === 503 ? { 'Retry-After': header('Seconds to wait before trying again.') } : {}),
  };
}

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK.',
  '201': 'Created; `Location` names the new resource.',
};

/** Puts the route's scope and plain success descriptions into its OpenAPI operation. */
function documentRoute(schema: DocumentedSchema, auth: ApiRouteAuth, method: string): void {
  const scope =
    auth.scope === null
      ? 'Needs any valid key, no scope.'
      : `Needs the scope \`${auth.scope}\`.${auth.orScope ? ` A key with \`${auth.orScope}\` may call it as well.` : ''}`;
  const module =
    auth.module === undefined
      ? ''
      : ` Only for tenants with the \`${auth.module}\` module enabled; otherwise 403 \`module_disabled\`.`;
  schema.description = schema.description ? `${schema.description}\n\n${scope}${module}` : `${scope}${module}`;
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    const description = SUCCESS_DESCRIPTIONS[status];
    const paged = response.properties?.next_cursor !== undefined;
    // Copy rather than mutate: response schemas are shared between routes.
    if (schema.response) {
      schema.response[status] = {
        ...response,
        ...(description && response.description === undefined ? { description } : {}),
        headers: responseHeaders(status, method, paged),
      } as DocumentedSchema['response'] extends Record<string, infer R> | undefined ? R : never;
    }
  }
}
