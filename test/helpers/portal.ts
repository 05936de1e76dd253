import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/modules/credentials/password.js';
import { accounts } from '../../src/db/schema.js';
import { createSession } from '../../src/modules/credentials/sessions.service.js';
import type { TestApp } from './harness.js';

/** The password `portalSignIn` gives an account that has none yet. */
export const TEST_PASSWORD = 'correct horse battery staple';

let testPasswordHash: Promise<string> | undefined;

/** Sets an account's password directly, as if its invite link had been used. */
export async function withPassword(t: TestApp, tenantId: number, accountId: number, password: string): Promise<void> {
  const passwordHash =
    password === TEST_PASSWORD
      ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  await t.database.db
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A signed-in browser: sends the session cookie and the CSRF token with every request. */
export interface PortalClient {
  tenantId: number;
  accountId: number;
  /** The raw session token (the cookie's value). */
  sessionToken: string;
  csrfToken: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** Any request, with extra headers (which may override the cookie or CSRF token). */
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** A client for a session token, reading its CSRF token from GET /portal/api/session. */
export async function portalClientFor(
  t: TestApp,
  session: { tenantId: number; accountId: number; token: string },
): Promise<PortalClient> {
  const cookie = `ct_session=${session.token}`;
  const request = (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(method !== 'GET' ? { 'x-csrf-token': client.csrfToken } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  const client: PortalClient = {
    tenantId: session.tenantId,
    accountId: session.accountId,
    sessionToken: session.token,
    csrfToken: '',
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body),
    patch: (url, body) => request('PATCH', url, body),
    request,
  };
  const response = await request('GET', '/portal/api/session');
  const body = response.json<{ csrf_token: string; user: unknown }>();
  if (response.statusCode !== 200 || body.user === null) {
    throw new Error(`session not usable: ${response.statusCode} ${response.body}`);
  }
  client.csrfToken = body.csrf_token;
  return client;
}

/**
 * Signs an account in straight through the session service (no password check) and
 * returns a client for it. An account without a password gets TEST_PASSWORD first, since
 * only accounts with a password can hold a session.
 */
export async function portalSignIn(t: TestApp, who: { tenantId: number; accountId: number }): Promise<PortalClient> {
  const [account] = await t.database.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId)));
  if (!account) throw new Error(`no account ${who.accountId} in tenant ${who.tenantId}`);
  if (account.passwordHash === null) await withPassword(t, who.tenantId, who.accountId, TEST_PASSWORD);
  const session = await createSession(t.database.db, t.clock(), {
    tenantId: who.tenantId,
    accountId: who.accountId,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return portalClientFor(t, { ...who, token: session.token });
}
