import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Permission } from '../../modules/access/permissions.js';
import { DomainError } from '../../domain/errors.js';
import { installationSecret } from '../../modules/files/files.service.js';
import {
  findLiveSession,
  hashSessionToken,
  sessionCookieMaxAgeMs,
  type SessionKind,
  type SessionPrincipal,
  touchSession,
} from '../../modules/credentials/sessions.service.js';
import type { PersonActor } from '../../modules/access/actor.js';
import type { TenantModule } from '../../modules/tenants/tenants.service.js';
import { requireJsonBody } from '../json-body.js';
import type { AppDeps } from '../deps.js';
import { bindActorToLog } from '../plugins/request-log.js';

/**
 * What a portal route needs, declared next to the route: a permission, `null` for "any
 * signed-in person", or `{ public: true }` for the few routes used before sign-in.
 * A route without a declaration refuses to start.
 */
export type PortalRouteAccess = { permission: Permission | null } | { public: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    portal?: PortalRouteAccess;
    /** The route reads a multipart body (an upload) instead of JSON. */
    portalBody?: 'multipart';
    /** The tenant module the route belongs to: without it, 403 module_disabled. */
    portalModule?: TenantModule;
  }
  interface FastifyRequest {
    portalSession?: SessionPrincipal;
    /** The raw session token the request presented, whether or not it was still valid. */
    portalPresentedToken?: string;
  }
}

export const SESSION_COOKIE = 'ct_session';
export const CSRF_COOKIE = 'ct_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The signed-in person of a portal request. */
export interface PortalUser {
  tenantId: number;
  accountId: number;
  name: string;
  email: string;
  role: string;
  permissions: readonly Permission[];
  sessionId: number;
  /** The person as every service sees them: bound by their own account's rights. */
  actor: PersonActor;
}

export function portalUserOf(request: FastifyRequest): PortalUser {
  const session = request.portalSession;
  if (!session) throw new DomainError('unauthenticated', 'Sign in first.');
  return {
    tenantId: session.tenantId,
    accountId: session.accountId,
    name: session.name,
    email: session.email,
    role: session.role,
    permissions: session.permissions,
    sessionId: session.sessionId,
    actor: {
      kind: 'person',
      tenantId: session.tenantId,
      accountId: session.accountId,
      allProperties: session.allProperties,
    },
  };
}

// ---------------------------------------------------------------------------------------
// Cookies

export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    // The first cookie of a name wins, as browsers send the most specific path first.
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const value = readCookies(request.headers.cookie).get(name);
  return value !== undefined && TOKEN_SHAPE.test(value) ? value : undefined;
}

function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: { sameSite: 'Lax' | 'Strict'; maxAgeSeconds?: number },
): void {
  const attributes = [`${name}=${value}`, 'Path=/', 'HttpOnly', `SameSite=${options.sameSite}`];
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${options.maxAgeSeconds}`);
  if (request.protocol === 'https') attributes.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...previous.filter((c) => !c.startsWith(`${name}=`)), attributes.join('; ')]);
}

/** Hands the browser a session token, kept as long as a session of its kind can last. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, kind: SessionKind): void {
  setCookie(request, reply, SESSION_COOKIE, token, {
    sameSite: 'Lax',
    maxAgeSeconds: Math.floor(sessionCookieMaxAgeMs(kind) / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(request, reply, SESSION_COOKIE, '', { sameSite: 'Lax', maxAgeSeconds: 0 });
}

/** The session token the request presented, well-formed or not at all. */
export function presentedSessionToken(request: FastifyRequest): string | undefined {
  return cookieOf(request, SESSION_COOKIE);
}

// ---------------------------------------------------------------------------------------
// CSRF

/**
 * CSRF tokens: an HMAC of the session token's hash once signed in (so each sign-in gives a
 * new one), and of the anonymous ct_csrf cookie before.
 */
export class CsrfTokens {
  constructor(private readonly secret: Buffer) {}

  forSession(tokenHash: string): string {
    return createHmac('sha256', this.secret).update(`session:${tokenHash}`).digest('base64url');
  }

  forAnonymous(cookie: string): string {
    return createHmac('sha256', this.secret).update(`anonymous:${cookie}`).digest('base64url');
  }

  /**
   * The token the portal should send from now on. Before sign-in, it makes sure the
   * browser has a ct_csrf cookie (setting one when it has none).
   */
  issue(request: FastifyRequest, reply: FastifyReply, sessionTokenHash?: string): string {
    if (sessionTokenHash !== undefined) return this.forSession(sessionTokenHash);
    let cookie = cookieOf(request, CSRF_COOKIE);
    if (cookie === undefined) {
      cookie = randomBytes(32).toString('base64url');
      setCookie(request, reply, CSRF_COOKIE, cookie, { sameSite: 'Strict' });
    }
    return this.forAnonymous(cookie);
  }

  /** The token a state-changing request must carry, or undefined when none can be right. */
  expected(request: FastifyRequest): string | undefined {
    if (request.portalSession) return this.forSession(request.portalSession.tokenHash);
    const cookie = cookieOf(request, CSRF_COOKIE);
    return cookie === undefined ? undefined : this.forAnonymous(cookie);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The origins the portal itself is served from: this request's own, and PUBLIC_URL's. */
function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`.toLowerCase()];
  if (publicUrl !== undefined) origins.push(new URL(publicUrl).origin.toLowerCase());
  return origins;
}

function checkCsrf(request: FastifyRequest, tokens: CsrfTokens, publicUrl: string | undefined): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !ownOrigins(request, publicUrl).includes(origin.toLowerCase())) {
    throw new DomainError('csrf_failed', 'The request came from another site.');
  }
  const sent = request.headers[CSRF_HEADER];
  const expected = tokens.expected(request);
  if (typeof sent !== 'string' || expected === undefined || !sameText(sent, expected)) {
    throw new DomainError('csrf_failed', 'The X-CSRF-Token header is missing or wrong; reload the page and try again.');
  }
}

// ---------------------------------------------------------------------------------------
// The chain

export interface DeclaredPortalRoute {
  method: string;
  url: string;
  access: PortalRouteAccess;
}

// Keyed by the HTTP server, which an app and all its encapsulated contexts share.
const declaredRoutes = new WeakMap<object, DeclaredPortalRoute[]>();

/** Every portal route of an app with what it declares (for checks that must cover each one). */
export function declaredPortalRoutes(app: FastifyInstance): readonly DeclaredPortalRoute[] {
  return declaredRoutes.get(app.server) ?? [];
}

/**
 * The portal's request chain, in order: read the session cookie and resolve the session
 * with its account and tenant (401 when the route needs one and there is none), CSRF on
 * state-changing requests, the route's permission, JSON-only bodies. It runs on
 * onRequest, before the body is read. Returns the CSRF token maker the routes use.
 */
export async function installPortalAuth(app: FastifyInstance, deps: AppDeps): Promise<CsrfTokens> {
  const tokens = new CsrfTokens(await installationSecret(deps.database.db, 'portal-csrf'));

  app.addHook('onRoute', (route) => {
    if (route.config?.portal === undefined) {
      throw new Error(`Portal route ${String(route.method)} ${route.url} does not declare what it needs.`);
    }
    if (route.schema?.hide !== true) {
      throw new Error(`Portal route ${String(route.method)} ${route.url} must be hidden from the API document.`);
    }
    const list = declaredRoutes.get(app.server) ?? [];
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      list.push({ method, url: route.url, access: route.config.portal });
    }
    declaredRoutes.set(app.server, list);
  });

  // The portal signs in with a cookie, not a bearer token.
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('www-authenticate');
  });

  app.addHook('onRequest', async (request, reply) => {
    const needs = request.routeOptions.config.portal;
    if (needs === undefined) return;
    await resolveSession(request, reply, deps);

    const isPublic = 'public' in needs;
    if (!isPublic && !request.portalSession) {
      throw new DomainError('unauthenticated', 'Sign in first; the session has ended or never started.');
    }
    if (WRITE_METHODS.has(request.method)) checkCsrf(request, tokens, deps.config.publicUrl);
    const granted = request.portalSession?.permissions ?? [];
    if (!isPublic && needs.permission !== null && !granted.includes(needs.permission)) {
      throw new DomainError('permission_denied', `Your role lacks the permission "${needs.permission}".`);
    }
    const module = request.routeOptions.config.portalModule;
    if (module !== undefined && !(request.portalSession?.modules ?? []).includes(module)) {
      throw new DomainError('module_disabled', `The ${module} module is not enabled for this organisation.`);
    }
    if (WRITE_METHODS.has(request.method) && request.routeOptions.config.portalBody !== 'multipart') {
      requireJsonBody(request, 'allowed');
    }
  });

  return tokens;
}

/** Reads the session cookie; a cookie that names no live session is cleared. */
async function resolveSession(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<void> {
  const token = presentedSessionToken(request);
  const sent = readCookies(request.headers.cookie).has(SESSION_COOKIE);
  if (token === undefined) {
    if (sent) clearSessionCookie(request, reply);
    return;
  }
  request.portalPresentedToken = token;
  const now = deps.clock();
  const session = await findLiveSession(deps.database.db, hashSessionToken(token), now);
  if (!session) {
    clearSessionCookie(request, reply);
    return;
  }
  request.portalSession = session;
  bindActorToLog(request, reply, session);
  const touched = await touchSession(deps.database.db, session, now);
  // A device's session slides on with its use, and so must the cookie's lifetime on the phone.
  if (touched && session.kind === 'device') setSessionCookie(request, reply, token, 'device');
}

/** Removes portal secrets that travel in a URL path (invite tokens) before it is logged. */
export function redactPortalSecrets(url: string): string {
  return url.replace(/(\/portal\/api\/invites\/|^\/invite\/)[^/?#]+/g, '$1[redacted]');
}
