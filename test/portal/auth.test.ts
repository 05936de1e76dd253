import { and, eq } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { accountInvites, accounts, auditEvents, portalSessions } from '../../src/db/schema.js';
import type { AppDeps } from '../../src/http/deps.js';
import { declaredPortalRoutes, installPortalAuth, redactPortalSecrets } from '../../src/http/portal/portal-auth.js';
import { createAccount, updateAccount } from '../../src/modules/accounts/accounts.service.js';
import { listAuditEvents, recordAudit } from '../../src/modules/audit/audit.service.js';
import { createInviteLink } from '../../src/modules/credentials/invites.service.js';
import { endSessionsOfAccount } from '../../src/modules/credentials/sessions.service.js';
import { countTenants, createTenant } from '../../src/modules/tenants/tenants.service.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { RedisRateLimiter } from '../../src/ratelimit/redis.js';
import {
  describeEachBackend,
  type FakeClock,
  makeTenant,
  redisUrl,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import { portalClientFor, portalSignIn, withPassword } from '../helpers/portal.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PASSWORD = 'a long enough password';

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ code: string; detail: string; tenants?: unknown; errors?: unknown }>();
  expect(body.code).toBe(code);
  return body;
}

/** A browser before sign-in: its anonymous ct_csrf cookie and the token GET /session gave for it. */
interface Visitor {
  ip: string;
  cookie: string;
  csrf: string;
}

let ipCounter = 0;
/** Each test signs in from its own address, so per-IP budgets never leak between tests. */
const freshIp = () => {
  ipCounter++;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${1 + Math.floor(Math.random() * 250)}`;
};

async function visit(t: TestApp, ip = freshIp()): Promise<Visitor> {
  const response = await t.app.inject({ url: '/portal/api/session', remoteAddress: ip });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'ct_csrf');
  expect(cookie?.value).toBeTruthy();
  return { ip, cookie: `ct_csrf=${cookie?.value}`, csrf: response.json<{ csrf_token: string }>().csrf_token };
}

function send(
  t: TestApp,
  visitor: Visitor,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: visitor.ip,
    headers: {
      cookie: visitor.cookie,
      'x-csrf-token': visitor.csrf,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

function signIn(
  t: TestApp,
  visitor: Visitor,
  body: { email: string; password: string; tenant_id?: number },
  headers?: Record<string, string>,
) {
  return send(t, visitor, 'POST', '/portal/api/sign-in', body, headers);
}

function sessionTokenOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ct_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return cookie.value;
}

interface Person {
  tenantId: number;
  tenantName: string;
  accountId: number;
  email: string;
}

/** A new tenant with one account (of the given role) that has PASSWORD. */
async function person(t: TestApp, role = 'admin', tenant?: { id: number; name: string }): Promise<Person> {
  const owner = tenant ?? (await makeTenant(t.deps)).tenant;
  const email = `Person.${randomUUID()}@Example.test`;
  const account = await createAccount(t.deps, owner.id, { email, name: 'Jo Person', role });
  await withPassword(t, owner.id, account.id, PASSWORD);
  return { tenantId: owner.id, tenantName: owner.name, accountId: account.id, email };
}

async function sessionRows(t: TestApp, who: { tenantId: number; accountId: number }) {
  return t.database.db
    .select()
    .from(portalSessions)
    .where(and(eq(portalSessions.tenantId, who.tenantId), eq(portalSessions.accountId, who.accountId)));
}

async function auditActions(t: TestApp, tenantId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.tenantId, tenantId))
    .orderBy(auditEvents.id);
  return rows.map((row) => row.action);
}

const setupBody = (overrides: Record<string, unknown> = {}) => ({
  organisation_name: 'Nordlicht Facility Services',
  timezone: 'Europe/Berlin',
  name: 'Anna Admin',
  email: `anna.${randomUUID()}@nordlicht.example`,
  password: PASSWORD,
  ...overrides,
});

describeEachBackend('Portal first-run set-up', (backend) => {
  if (backend.name === 'pglite') {
    // One fresh PGlite for both: opening one costs seconds, and the first set-up is the one to race.
    it('offers set-up on an empty installation, lets exactly one of several concurrent set-ups through, creates the tenant and its admin, and signs in', async () => {
      const t = await startTestApp(backend, { fresh: true });
      try {
        const visitor = await visit(t);
        const before = await t.app.inject({ url: '/portal/api/session', headers: { cookie: visitor.cookie } });
        expect(before.json()).toMatchObject({ setup_required: true, user: null, csrf_token: visitor.csrf });

        const badZone = await send(t, visitor, 'POST', '/portal/api/setup', setupBody({ timezone: 'Mars/Olympus' }));
        expect(expectProblem(badZone, 422, 'validation_failed').errors).toEqual([
          { pointer: '/timezone', detail: expect.stringContaining('IANA') },
        ]);
        const shortPassword = await send(t, visitor, 'POST', '/portal/api/setup', setupBody({ password: 'short' }));
        expect(expectProblem(shortPassword, 422, 'validation_failed').errors).toEqual([
          { pointer: '/password', detail: expect.stringContaining('10 to 200') },
        ]);
        expect(await countTenants(t.database.db)).toBe(0);

        const bodies = Array.from({ length: 4 }, () => setupBody({ timezone: 'America/New_York' }));
        const responses = await Promise.all(bodies.map((b) => send(t, visitor, 'POST', '/portal/api/setup', b)));
        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
        for (const refused of responses.filter((r) => r.statusCode === 409)) expectProblem(refused, 409, 'setup_done');
        expect(await countTenants(t.database.db)).toBe(1);
        const winner = responses.findIndex((r) => r.statusCode === 201);
        const body = bodies[winner]!;
        const created = responses[winner]!;
        const session = created.json();
        expect(session).toMatchObject({
          setup_required: false,
          user: {
            name: 'Anna Admin',
            email: body.email,
            role: 'admin',
            role_name: 'Admin',
            permissions: [
              'settings.edit',
              'accounts.manage',
              'properties.edit',
              'audit.view',
              'time.manage',
              'time.unlock',
              'tasks.manage',
              'incidents.manage',
              'forms.manage',
              'patrols.manage',
              'material.manage',
            ],
            tenant: {
              name: 'Nordlicht Facility Services',
              plan: 'STANDARD',
              api_available: true,
              licence_active: true,
              seat_limit: 25,
              seats_used: 1,
            },
          },
        });
        const today = new Date(t.clock()).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
        expect(session.user.tenant.licence_valid_until).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
        expect(session.csrf_token).not.toBe(visitor.csrf);

        // The cookie it set is a working session.
        const client = await portalClientFor(t, {
          tenantId: session.user.tenant.id,
          accountId: session.user.account_id,
          token: sessionTokenOf(created),
        });
        expect((await client.get('/portal/api/roles')).statusCode).toBe(200);
        expect(await auditActions(t, session.user.tenant.id)).toEqual(['tenant.created']);

        // The admin can sign in with the password chosen at set-up.
        const again = await signIn(t, await visit(t), { email: body.email, password: PASSWORD });
        expect(again.statusCode, again.body).toBe(200);

        const second = await send(t, visitor, 'POST', '/portal/api/setup', setupBody());
        expectProblem(second, 409, 'setup_done');
        expect(await countTenants(t.database.db)).toBe(1);
        const after = await t.app.inject({ url: '/portal/api/session' });
        expect(after.json()).toMatchObject({ setup_required: false, user: null });
      } finally {
        await t.close();
      }
    }, 240_000); // a fresh PGlite of its own: migrations from nothing, slow on a busy machine
  } else {
    it('lets exactly one of several concurrent set-ups through on a fresh PostgreSQL database', async () => {
      // The shared test database already has tenants, so this one gets its own.
      const name = `caretaker_setup_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: backend.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(backend.url as string);
      url.pathname = `/${name}`;
      const database = await openPostgres(url.toString());
      try {
        await database.migrate();
        const t = await startTestApp(backend, { database });
        try {
          const visitor = await visit(t);
          expect((await t.app.inject({ url: '/portal/api/session' })).json()).toMatchObject({ setup_required: true });
          const responses = await Promise.all(
            Array.from({ length: 6 }, () => send(t, visitor, 'POST', '/portal/api/setup', setupBody())),
          );
          expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
          expect(await countTenants(t.database.db)).toBe(1);
        } finally {
          await t.close();
        }
      } finally {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });

    it('refuses set-up once any tenant exists', async () => {
      const t = await startTestApp(backend);
      try {
        await makeTenant(t.deps);
        const visitor = await visit(t);
        const session = await t.app.inject({ url: '/portal/api/session' });
        expect(session.json()).toMatchObject({ setup_required: false, user: null });
        const body = setupBody();
        expectProblem(await send(t, visitor, 'POST', '/portal/api/setup', body), 409, 'setup_done');
        const [created] = await t.database.db.select().from(accounts).where(eq(accounts.email, body.email));
        expect(created).toBeUndefined();
      } finally {
        await t.close();
      }
    });
  }
});

describeEachBackend('Portal sign-in and sessions', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in by e-mail in any letter case, sets a HttpOnly SameSite=Lax cookie, records the sign-in', async () => {
    const who = await person(t);
    const response = await signIn(t, await visit(t), { email: ` ${who.email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'ct_session');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json()).toMatchObject({
      setup_required: false,
      user: { account_id: who.accountId, email: who.email, tenant: { id: who.tenantId, name: who.tenantName } },
    });
    const [account] = await t.database.db
      .select({ lastSignInAt: accounts.lastSignInAt })
      .from(accounts)
      .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId)));
    expect(account?.lastSignInAt?.getTime()).toBe(t.clock());
  });

  it('marks the cookies Secure when the request came over TLS through a trusted proxy', async () => {
    const behindProxy = await startTestApp(backend, { env: { TRUST_PROXY: '1' }, database: t.database });
    try {
      const who = await person(t);
      const anonymous = await behindProxy.app.inject({
        url: '/portal/api/session',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const csrfCookie = anonymous.cookies.find((c) => c.name === 'ct_csrf');
      expect(csrfCookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict', secure: true });
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/portal/api/sign-in',
        headers: {
          'x-forwarded-proto': 'https',
          host: 'portal.example',
          origin: 'https://portal.example',
          cookie: `ct_csrf=${csrfCookie?.value}`,
          'x-csrf-token': anonymous.json<{ csrf_token: string }>().csrf_token,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ email: who.email, password: PASSWORD }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.cookies.find((c) => c.name === 'ct_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await behindProxy.close();
    }
  });

  it('issues a new token at every sign-in and ends the session it replaces', async () => {
    const who = await person(t);
    const visitor = await visit(t);
    const first = await signIn(t, visitor, { email: who.email, password: PASSWORD });
    const firstToken = sessionTokenOf(first);
    const firstCsrf = first.json<{ csrf_token: string }>().csrf_token;

    const second = await signIn(
      t,
      { ...visitor, cookie: `${visitor.cookie}; ct_session=${firstToken}`, csrf: firstCsrf },
      { email: who.email, password: PASSWORD },
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondToken = sessionTokenOf(second);
    expect(secondToken).not.toBe(firstToken);
    expect(second.json<{ csrf_token: string }>().csrf_token).not.toBe(firstCsrf);

    const old = await t.app.inject({ url: '/portal/api/roles', headers: { cookie: `ct_session=${firstToken}` } });
    expectProblem(old, 401, 'unauthenticated');
    expect(old.cookies.find((c) => c.name === 'ct_session')).toMatchObject({ value: '', maxAge: 0 });
    const current = await t.app.inject({ url: '/portal/api/roles', headers: { cookie: `ct_session=${secondToken}` } });
    expect(current.statusCode).toBe(200);
    expect(await sessionRows(t, who)).toHaveLength(1);
  });

  it('stores only the SHA-256 of a session token', async () => {
    const who = await person(t);
    const token = sessionTokenOf(await signIn(t, await visit(t), { email: who.email, password: PASSWORD }));
    const rows = await sessionRows(t, who);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ ip: expect.stringMatching(/^10\./), userAgent: 'lightMyRequest' });
  });

  it('answers a wrong password and an unknown address alike: 401 invalid_credentials', async () => {
    const who = await person(t);
    const wrong = expectProblem(
      await signIn(t, await visit(t), { email: who.email, password: 'not the password' }),
      401,
      'invalid_credentials',
    );
    const unknown = expectProblem(
      await signIn(t, await visit(t), { email: `nobody.${randomUUID()}@example.test`, password: PASSWORD }),
      401,
      'invalid_credentials',
    );
    expect(unknown.detail).toBe(wrong.detail);
    const noPassword = await createAccount(t.deps, who.tenantId, { email: `new.${randomUUID()}@example.test` });
    const unset = expectProblem(
      await signIn(t, await visit(t), { email: noPassword.email, password: PASSWORD }),
      401,
      'invalid_credentials',
    );
    expect(unset.detail).toBe(wrong.detail);
  });

  it('refuses technical accounts, which exist for API keys only', async () => {
    const who = await person(t, 'technical');
    expectProblem(
      await signIn(t, await visit(t), { email: who.email, password: PASSWORD }),
      401,
      'invalid_credentials',
    );
  });

  it('slows one address from one client with growing delays, and never locks its owner out elsewhere', async () => {
    const who = await person(t);
    const other = await person(t);
    const attacker = freshIp();
    const wrong = { email: who.email, password: 'not the password' };
    const right = { email: who.email, password: PASSWORD };
    for (let i = 0; i < 2; i++)
      expectProblem(await signIn(t, await visit(t, attacker), wrong), 401, 'invalid_credentials');
    // A success neither counts nor resets the failures.
    expect((await signIn(t, await visit(t, attacker), right)).statusCode).toBe(200);
    expectProblem(await signIn(t, await visit(t, attacker), wrong), 401, 'invalid_credentials');

    // Three failures within a minute: the next attempt waits, even with the right password.
    const first = await signIn(t, await visit(t, attacker), right);
    expectProblem(first, 429, 'rate_limited');
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(first.cookies.find((c) => c.name === 'ct_session')).toBeUndefined();
    // The owner, from their own connection, and other addresses from this client, get in.
    expect((await signIn(t, await visit(t), right)).statusCode).toBe(200);
    expect((await signIn(t, await visit(t, attacker), { email: other.email, password: PASSWORD })).statusCode).toBe(
      200,
    );

    // The delays grow: after 5 failures up to 15 minutes, after 10 up to an hour.
    const delays: number[] = [];
    for (let failures = 3; failures < 10;) {
      const response = await signIn(t, await visit(t, attacker), wrong);
      if (response.statusCode === 401) {
        failures++;
        continue;
      }
      expectProblem(response, 429, 'rate_limited');
      const wait = Number(response.headers['retry-after']);
      delays.push(wait);
      t.clock.advance(wait * 1000);
    }
    expect(Math.max(...delays)).toBeGreaterThan(10 * 60);
    const afterTen = await signIn(t, await visit(t, attacker), right);
    expectProblem(afterTen, 429, 'rate_limited');
    expect(Number(afterTen.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect(Number(afterTen.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    t.clock.advance(Number(afterTen.headers['retry-after']) * 1000);
    expect((await signIn(t, await visit(t, attacker), right)).statusCode).toBe(200);
  });

  it('counts sign-ins in flight: a burst of 60 tests no more passwords than the budget allows', async () => {
    const who = await person(t);
    const ip = freshIp();
    const visitor = await visit(t, ip);
    const burst = Array.from({ length: 60 }, (_, i) =>
      signIn(t, visitor, { email: who.email, password: i === 59 ? PASSWORD : `wrong guess ${i}` }),
    );
    const responses = await Promise.all(burst);
    const statuses = responses.map((r) => r.statusCode);
    // Three failures are allowed at once; every other attempt is refused before its password is checked.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses[59]).toBe(429);
    expect(responses.every((r) => r.cookies.every((c) => c.name !== 'ct_session'))).toBe(true);
  });

  it('checks at most a few passwords at once and turns the rest away at once, uncounted', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => person(t)));
    const visitors = await Promise.all(people.map(() => visit(t)));
    const responses = await Promise.all(
      people.map((who, i) => signIn(t, visitors[i] as Visitor, { email: who.email, password: PASSWORD })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    for (const busy of responses.filter((r) => r.statusCode === 429)) {
      expect(expectProblem(busy, 429, 'rate_limited').detail).toMatch(/busy/);
      expect(busy.headers['retry-after']).toBe('1');
    }
    // A refused attempt did not count: each of them signs in right after.
    for (const [i, response] of responses.entries()) {
      if (response.statusCode !== 429) continue;
      const again = await signIn(t, visitors[i] as Visitor, { email: (people[i] as Person).email, password: PASSWORD });
      expect(again.statusCode).toBe(200);
    }
  });

  it('locks a client IP after 30 failed sign-ins, for every address', async () => {
    const who = await person(t);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const response = await signIn(t, await visit(t, ip), {
        email: `guess.${i}.${randomUUID()}@example.test`,
        password: 'guessing',
      });
      expectProblem(response, 401, 'invalid_credentials');
    }
    const locked = await signIn(t, await visit(t, ip), { email: who.email, password: PASSWORD });
    expectProblem(locked, 429, 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, await visit(t), { email: who.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a deactivated account at sign-in and on the next request of its live session', async () => {
    const who = await person(t);
    const client = await portalSignIn(t, who);
    const other = await portalSignIn(t, who);
    await updateAccount(t.deps, who.tenantId, who.accountId, { active: false });
    // The session is read with its account: deactivation alone stops it ...
    expectProblem(await client.get('/portal/api/roles'), 401, 'unauthenticated');
    // ... and ending the sessions removes them.
    await endSessionsOfAccount(t.database.db, who.tenantId, who.accountId);
    expect(await sessionRows(t, who)).toHaveLength(0);
    await updateAccount(t.deps, who.tenantId, who.accountId, { active: true });
    expectProblem(await other.get('/portal/api/roles'), 401, 'unauthenticated');
    await updateAccount(t.deps, who.tenantId, who.accountId, { active: false });
    expectProblem(
      await signIn(t, await visit(t), { email: who.email, password: PASSWORD }),
      401,
      'invalid_credentials',
    );
  });

  it('ends a session after 12 idle hours and 30 days after sign-in at the latest', async () => {
    const who = await person(t);
    const idle = await portalSignIn(t, who);
    const busy = await portalSignIn(t, who);
    t.clock.advance(11 * HOUR);
    expect((await busy.get('/portal/api/roles')).statusCode).toBe(200);
    t.clock.advance(HOUR + MINUTE);
    expectProblem(await idle.get('/portal/api/roles'), 401, 'unauthenticated');
    // Activity keeps a session alive, up to its absolute lifetime.
    for (let elapsed = 12 * HOUR; elapsed < 30 * DAY - 11 * HOUR; elapsed += 11 * HOUR) {
      expect((await busy.get('/portal/api/roles')).statusCode).toBe(200);
      t.clock.advance(11 * HOUR);
    }
    expect((await busy.get('/portal/api/roles')).statusCode).toBe(200);
    t.clock.advance(11 * HOUR);
    expectProblem(await busy.get('/portal/api/roles'), 401, 'unauthenticated');
  });

  it('records activity at most once a minute', async () => {
    const who = await person(t);
    const client = await portalSignIn(t, who);
    const seen = async () => (await sessionRows(t, who))[0]?.lastSeenAt.getTime();
    const start = await seen();
    t.clock.advance(30_000);
    await client.get('/portal/api/roles');
    expect(await seen()).toBe(start);
    t.clock.advance(31_000);
    await client.get('/portal/api/roles');
    expect(await seen()).toBe(t.clock());
  });

  it('signs out: deletes the session and clears the cookie', async () => {
    const who = await person(t);
    const client = await portalSignIn(t, who);
    expectProblem(
      await client.request('POST', '/portal/api/sign-out', undefined, { 'x-csrf-token': 'x' }),
      403,
      'csrf_failed',
    );
    const response = await client.post('/portal/api/sign-out');
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'ct_session')).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect(await sessionRows(t, who)).toHaveLength(0);
    expectProblem(await client.get('/portal/api/roles'), 401, 'unauthenticated');
    const session = await client.get('/portal/api/session');
    expect(session.json()).toMatchObject({ user: null });
  });

  it('asks which organisation when the password matches in several, then signs in to the chosen one', async () => {
    const first = await person(t);
    const secondTenant = (await makeTenant(t.deps)).tenant;
    const second = await person(t, 'manager', secondTenant);
    await t.database.db
      .update(accounts)
      .set({ email: first.email.toLowerCase() })
      .where(and(eq(accounts.tenantId, second.tenantId), eq(accounts.id, second.accountId)));

    const choose = await signIn(t, await visit(t), { email: first.email, password: PASSWORD });
    const problem = expectProblem(choose, 409, 'choose_tenant');
    expect(problem.tenants).toEqual([
      { tenant_id: first.tenantId, tenant_name: first.tenantName },
      { tenant_id: second.tenantId, tenant_name: secondTenant.name },
    ]);
    expect(choose.cookies.find((c) => c.name === 'ct_session')).toBeUndefined();

    const chosen = await signIn(t, await visit(t), {
      email: first.email,
      password: PASSWORD,
      tenant_id: second.tenantId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ user: { account_id: second.accountId, role: 'manager' } });
    // Naming a tenant where the address has no account is just a failed sign-in.
    const otherTenant = (await makeTenant(t.deps)).tenant;
    expectProblem(
      await signIn(t, await visit(t), { email: first.email, password: PASSWORD, tenant_id: otherTenant.id }),
      401,
      'invalid_credentials',
    );

    // With a different password in one tenant, the match is unambiguous.
    await withPassword(t, second.tenantId, second.accountId, 'another long password');
    const direct = await signIn(t, await visit(t), { email: first.email, password: 'another long password' });
    expect(direct.json()).toMatchObject({ user: { account_id: second.accountId } });
  });

  it('refuses a body that is not JSON', async () => {
    const visitor = await visit(t);
    const form = await t.app.inject({
      method: 'POST',
      url: '/portal/api/sign-in',
      remoteAddress: visitor.ip,
      headers: {
        cookie: visitor.cookie,
        'x-csrf-token': visitor.csrf,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `email=a%40b.example&password=${encodeURIComponent(PASSWORD)}`,
    });
    expectProblem(form, 400, 'unsupported_media_type');
    const text = await t.app.inject({
      method: 'POST',
      url: '/portal/api/sign-in',
      remoteAddress: visitor.ip,
      headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf, 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'a@b.example', password: PASSWORD }),
    });
    expectProblem(text, 400, 'unsupported_media_type');
  });

  it('lists the built-in roles and the permission catalogue to anyone signed in', async () => {
    expectProblem(await t.app.inject({ url: '/portal/api/roles' }), 401, 'unauthenticated');
    const who = await person(t, 'worker');
    const response = await (await portalSignIn(t, who)).get('/portal/api/roles');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ roles: { key: string; permissions: string[] }[]; permissions: { key: string }[] }>();
    expect(body.roles.map((r) => r.key)).toEqual(['admin', 'manager', 'worker', 'technical']);
    expect(body.roles.find((r) => r.key === 'manager')?.permissions).toEqual([
      'properties.edit',
      'audit.view',
      'time.manage',
      'tasks.manage',
      'incidents.manage',
      'forms.manage',
      'patrols.manage',
      'material.manage',
    ]);
    expect(body.permissions.map((p) => p.key)).toEqual([
      'settings.edit',
      'accounts.manage',
      'properties.edit',
      'audit.view',
      'time.manage',
      'time.unlock',
      'tasks.manage',
      'incidents.manage',
      'forms.manage',
      'patrols.manage',
      'material.manage',
    ]);
  });
});

const sharedRedis = redisUrl();

describe.skipIf(!sharedRedis)(
  `Portal sign-in throttling shared through Redis${sharedRedis ? '' : ' (skipped: REDIS_URL not set)'}`,
  () => {
    it('counts failed sign-ins of one address across instances', async () => {
      const namespace = `test:${randomUUID()}:`;
      const limiter = (clock: FakeClock) => new RedisRateLimiter(sharedRedis as string, clock, namespace);
      const first = await startTestApp({ name: 'pglite' }, { limiter });
      const second = await startTestApp({ name: 'pglite' }, { limiter, database: first.database, clock: first.clock });
      try {
        const who = await person(first);
        const ip = freshIp();
        const wrong = { email: who.email, password: 'not the password' };
        for (const instance of [first, second, first]) {
          expectProblem(await signIn(instance, await visit(instance, ip), wrong), 401, 'invalid_credentials');
        }
        for (const instance of [first, second]) {
          const locked = await signIn(instance, await visit(instance, ip), { email: who.email, password: PASSWORD });
          expectProblem(locked, 429, 'rate_limited');
        }
        // A burst spread over both instances still tests no more than the budget.
        const other = await person(first);
        const burstIp = freshIp();
        const burst = await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            const instance = i % 2 === 0 ? first : second;
            return signIn(instance, await visit(instance, burstIp), { email: other.email, password: `guess ${i}` });
          }),
        );
        expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(3);
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);

describeEachBackend('Portal request chain on every route', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
  const concrete = (url: string) => url.replace(/:token\b/g, 'x'.repeat(43)).replace(/:\w+/g, '1');

  it('knows every portal route and what each declares', () => {
    const routes = declaredPortalRoutes(t.app);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /portal/api/session',
        'POST /portal/api/setup',
        'POST /portal/api/sign-in',
        'POST /portal/api/sign-out',
        'GET /portal/api/invites/:token',
        'POST /portal/api/invites/:token/accept',
        'GET /portal/api/roles',
      ]),
    );
  });

  it('refuses every state-changing route without the right CSRF token or from another origin', async () => {
    // With every optional module, so that the right token reaches every route.
    const who = await person(t, 'admin', (await makeTenant(t.deps, { modules: ['material'] })).tenant);
    const client = await portalSignIn(t, who);
    // Signing out last: the checks below need the session.
    const writes = declaredPortalRoutes(t.app)
      .filter((r) => WRITES.has(r.method))
      .sort((a, b) => Number(a.url.endsWith('/sign-out')) - Number(b.url.endsWith('/sign-out')));
    expect(writes.length).toBeGreaterThanOrEqual(4);
    for (const route of writes) {
      const url = concrete(route.url);
      const method = route.method as 'POST';
      const label = `${route.method} ${route.url}`;
      const missing = await client.request(method, url, {}, { 'x-csrf-token': '' });
      expect(missing.json().code, label).toBe('csrf_failed');
      expect(missing.statusCode, label).toBe(403);
      const wrong = await client.request(
        method,
        url,
        {},
        { 'x-csrf-token': client.csrfToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      );
      expect(wrong.json().code, label).toBe('csrf_failed');
      const foreign = await client.request(method, url, {}, { origin: 'https://evil.example' });
      expect(foreign.json().code, label).toBe('csrf_failed');
      // The anonymous token is no good once signed in.
      const visitor = await visit(t);
      const anonymous = await client.request(
        method,
        url,
        {},
        { 'x-csrf-token': visitor.csrf, cookie: `${visitor.cookie}; ct_session=${client.sessionToken}` },
      );
      expect(anonymous.json().code, label).toBe('csrf_failed');
      // The right token from the portal's own origin passes the check.
      const right = await client.request(method, url, {}, { origin: 'http://localhost:80' });
      expect(right.statusCode, label).not.toBe(403);
    }
    expectProblem(await client.get('/portal/api/roles'), 401, 'unauthenticated');
  });

  it('refuses the public state-changing routes without the anonymous CSRF token', async () => {
    const who = await person(t);
    const publicWrites = declaredPortalRoutes(t.app).filter((r) => WRITES.has(r.method) && 'public' in r.access);
    expect(publicWrites.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/portal/api/sign-in', '/portal/api/setup', '/portal/api/invites/:token/accept']),
    );
    for (const route of publicWrites) {
      const url = concrete(route.url);
      const visitor = await visit(t);
      const noCookie = await send(t, { ...visitor, cookie: '' }, 'POST', url, {});
      expect(noCookie.json().code, url).toBe('csrf_failed');
      const otherVisitor = await visit(t);
      const mismatched = await send(t, { ...visitor, csrf: otherVisitor.csrf }, 'POST', url, {});
      expect(mismatched.json().code, url).toBe('csrf_failed');
    }
    const visitor = await visit(t);
    expectProblem(
      await signIn(t, visitor, { email: who.email, password: PASSWORD }, { origin: 'https://evil.example' }),
      403,
      'csrf_failed',
    );
    expect((await signIn(t, visitor, { email: who.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses anyone signed out on every route that needs a session', async () => {
    const routes = declaredPortalRoutes(t.app).filter((r) => !('public' in r.access) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (const route of routes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });

  it('refuses a Worker on every route that needs a permission: 403 permission_denied', async () => {
    const who = await person(t, 'worker');
    const worker = await portalSignIn(t, who);
    const guarded = declaredPortalRoutes(t.app).filter(
      (r) => 'permission' in r.access && r.access.permission !== null && r.method !== 'HEAD',
    );
    for (const route of guarded) {
      const response = await worker.request(
        route.method as 'GET',
        concrete(route.url),
        WRITES.has(route.method) ? {} : undefined,
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
  });

  it('refuses to start with a portal route that declares nothing', async () => {
    const deps: AppDeps = { database: t.database, config: t.config, clock: t.clock, limiter: new MemoryRateLimiter() };
    const app = Fastify();
    const starting = app.register(async (portal) => {
      await installPortalAuth(portal, deps);
      portal.get('/declared', { config: { portal: { public: true } }, schema: { hide: true } }, async () => ({}));
      portal.get('/undeclared', { schema: { hide: true } }, async () => ({}));
    });
    await expect(starting).rejects.toThrow('Portal route GET /undeclared does not declare what it needs.');
    await app.close();
  });
});

describeEachBackend('Portal invite links', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  async function invitee(role = 'worker') {
    const fixture = await makeTenant(t.deps);
    const email = `new.${randomUUID()}@example.test`;
    const account = await createAccount(t.deps, fixture.tenant.id, { email, name: 'Nina New', role });
    return { tenant: fixture.tenant, adminId: fixture.accountId, accountId: account.id, email };
  }

  const describeLink = (token: string) => t.app.inject({ url: `/portal/api/invites/${token}` });
  const accept = async (token: string, password: string) =>
    send(t, await visit(t), 'POST', `/portal/api/invites/${token}/accept`, { password });

  it('shows whom a link is for, sets the password once and signs the person in', async () => {
    const who = await invitee();
    const link = await createInviteLink(t.deps, who.tenant.id, who.accountId, who.adminId);
    expect(link.expiresAt.getTime()).toBe(t.clock() + 7 * DAY);

    const described = await describeLink(link.token);
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toEqual({
      email: who.email,
      name: 'Nina New',
      tenant_name: who.tenant.name,
      purpose: 'invite',
    });

    const tooShort = await accept(link.token, 'short');
    expect(expectProblem(tooShort, 422, 'validation_failed').errors).toEqual([
      { pointer: '/password', detail: expect.any(String) },
    ]);

    const accepted = await accept(link.token, 'my new password');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ user: { account_id: who.accountId, role: 'worker', permissions: [] } });
    const client = await portalClientFor(t, {
      tenantId: who.tenant.id,
      accountId: who.accountId,
      token: sessionTokenOf(accepted),
    });
    expect((await client.get('/portal/api/roles')).statusCode).toBe(200);

    expectProblem(await accept(link.token, 'another password'), 404, 'invite_invalid');
    expectProblem(await describeLink(link.token), 404, 'invite_invalid');
    const signedIn = await signIn(t, await visit(t), { email: who.email, password: 'my new password' });
    expect(signedIn.statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(accountInvites)
      .where(and(eq(accountInvites.tenantId, who.tenant.id), eq(accountInvites.accountId, who.accountId)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const actions = await auditActions(t, who.tenant.id);
    expect(actions.filter((action) => action.startsWith('account.'))).toEqual([
      'account.invite_created',
      'account.password_set',
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, who.tenant.id), eq(auditEvents.action, 'account.invite_created')));
    expect(audit).toMatchObject({ actorAccountId: who.adminId, targetType: 'account', targetId: who.accountId });
    expect(JSON.stringify(audit)).not.toContain(link.token);
  });

  it('stops a link from working once a newer one is made for the account', async () => {
    const who = await invitee();
    const first = await createInviteLink(t.deps, who.tenant.id, who.accountId, who.adminId);
    const second = await createInviteLink(t.deps, who.tenant.id, who.accountId, who.adminId);
    expectProblem(await describeLink(first.token), 404, 'invite_invalid');
    expectProblem(await accept(first.token, 'my new password'), 404, 'invite_invalid');
    expect((await accept(second.token, 'my new password')).statusCode).toBe(200);
  });

  it('refuses a link after its seven days', async () => {
    const who = await invitee();
    const link = await createInviteLink(t.deps, who.tenant.id, who.accountId, who.adminId);
    t.clock.advance(7 * DAY - MINUTE);
    expect((await describeLink(link.token)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expectProblem(await describeLink(link.token), 404, 'invite_invalid');
    expectProblem(await accept(link.token, 'my new password'), 404, 'invite_invalid');
  });

  it('keeps link tokens out of the request log', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr';
    expect(redactPortalSecrets(`/portal/api/invites/${token}`)).toBe('/portal/api/invites/[redacted]');
    expect(redactPortalSecrets(`/portal/api/invites/${token}/accept?x=1`)).toBe(
      '/portal/api/invites/[redacted]/accept?x=1',
    );
    expect(redactPortalSecrets(`/invite/${token}`)).toBe('/invite/[redacted]');
    expect(redactPortalSecrets('/portal/api/roles')).toBe('/portal/api/roles');
  });

  it('refuses an unknown link and a link of a deactivated account alike', async () => {
    expectProblem(await describeLink('x'.repeat(43)), 404, 'invite_invalid');
    const who = await invitee();
    const link = await createInviteLink(t.deps, who.tenant.id, who.accountId, who.adminId);
    await updateAccount(t.deps, who.tenant.id, who.accountId, { active: false });
    expectProblem(await describeLink(link.token), 404, 'invite_invalid');
  });

  it('ends the account’s other sessions when the password is set anew', async () => {
    const who = await invitee('manager');
    const old = await portalSignIn(t, { tenantId: who.tenant.id, accountId: who.accountId });
    const link = await createInviteLink(t.deps, who.tenant.id, who.accountId, who.adminId);
    expect((await accept(link.token, 'a fresh password')).statusCode).toBe(200);
    expectProblem(await old.get('/portal/api/roles'), 401, 'unauthenticated');
  });

  it('makes links only for accounts of the tenant', async () => {
    const who = await invitee();
    const other = await makeTenant(t.deps);
    await expect(createInviteLink(t.deps, other.tenant.id, who.accountId, other.accountId)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describeEachBackend('Audit log', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a tenant’s events newest first, page by page, and none of another tenant', async () => {
    const tenant = await createTenant(t.deps, { name: 'Audited' });
    const other = await createTenant(t.deps, { name: 'Other' });
    for (const name of ['first', 'second', 'third']) {
      await recordAudit(t.database.db, {
        tenantId: tenant.id,
        actorAccountId: null,
        action: 'account.created',
        targetType: 'account',
        targetId: 1,
        details: { name },
      });
    }
    await recordAudit(t.database.db, {
      tenantId: other.id,
      actorAccountId: null,
      action: 'tenant.created',
      targetType: 'tenant',
      targetId: other.id,
      details: {},
    });
    const first = await listAuditEvents(t.database.db, tenant.id, { pageSize: 2 });
    expect(first.data.map((e) => e.details)).toEqual([{ name: 'third' }, { name: 'second' }]);
    expect(first.next_cursor).not.toBeNull();
    const second = await listAuditEvents(t.database.db, tenant.id, { pageSize: 2, cursor: first.next_cursor ?? '' });
    expect(second.data.map((e) => e.details)).toEqual([{ name: 'first' }]);
    expect(second.next_cursor).toBeNull();
  });
});
