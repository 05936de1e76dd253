import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createSession, type SessionKind } from '../../src/modules/credentials/sessions.service.js';
import { describeUserAgent } from '../../src/modules/credentials/user-agent.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { type PortalClient, portalClientFor, TEST_PASSWORD, withPassword } from '../helpers/portal.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

interface Device {
  id: number;
  kind: SessionKind;
  browser: string | null;
  system: string | null;
  signed_in_at: string;
  last_used_at: string;
  current: boolean;
}

/** A browser before sign-in: the anonymous CSRF cookie and its token. */
async function visitor(t: TestApp, userAgent: string) {
  const response = await t.app.inject({ url: '/portal/api/session', headers: { 'user-agent': userAgent } });
  const cookie = response.cookies.find((c) => c.name === 'ct_csrf')?.value ?? '';
  const csrf = response.json<{ csrf_token: string }>().csrf_token;
  return (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: `ct_csrf=${cookie}`,
        'x-csrf-token': csrf,
        'content-type': 'application/json',
        'user-agent': userAgent,
      },
      payload: JSON.stringify(body),
    });
}

function sessionCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'ct_session');
  if (!cookie?.value) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return cookie as { value: string; maxAge?: number };
}

/** A session of the given kind for an account, straight through the session service. */
async function signedIn(
  t: TestApp,
  who: { tenantId: number; accountId: number },
  kind: SessionKind,
  userAgent = ANDROID_CHROME,
): Promise<PortalClient> {
  await withPassword(t, who.tenantId, who.accountId, TEST_PASSWORD);
  const session = await createSession(t.database.db, t.clock(), { ...who, ip: '127.0.0.1', userAgent, kind });
  return portalClientFor(t, { ...who, token: session.token });
}

const whoAmI = async (client: PortalClient) =>
  (await client.get('/portal/api/session')).json<{ user: { account_id: number } | null }>().user;

async function devices(client: PortalClient, url = '/portal/api/profile/sessions'): Promise<Device[]> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Device[] }>().data;
}

describeEachBackend('signed-in devices', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  describe('device sessions last while used', () => {
    it('keeps a phone signed in when it is used every 30 days, for longer than any browser session', async () => {
      const org = await organisation(t);
      const worker = await org.account('worker');
      const phone = await signedIn(t, { tenantId: org.tenantId, accountId: worker }, 'device');
      for (let month = 0; month < 6; month++) {
        t.clock.advance(30 * DAY);
        expect(await whoAmI(phone), `after ${month + 1} months`).toMatchObject({ account_id: worker });
      }
    });

    it('ends a phone session unused for more than 90 days', async () => {
      const org = await organisation(t);
      const worker = await org.account('worker');
      const phone = await signedIn(t, { tenantId: org.tenantId, accountId: worker }, 'device');
      t.clock.advance(89 * DAY);
      expect(await whoAmI(phone)).not.toBeNull();
      t.clock.advance(90 * DAY + MINUTE);
      expect(await whoAmI(phone)).toBeNull();
      expectProblem(await phone.get('/portal/api/clock'), 401, 'unauthenticated');
    });

    it('keeps the browser rules: 12 hours idle, 30 days at most', async () => {
      const org = await organisation(t);
      const worker = await org.account('worker');
      const who = { tenantId: org.tenantId, accountId: worker };
      const idle = await signedIn(t, who, 'browser', WINDOWS_FIREFOX);
      t.clock.advance(13 * 60 * MINUTE);
      expect(await whoAmI(idle)).toBeNull();

      const busy = await signedIn(t, who, 'browser', WINDOWS_FIREFOX);
      // Used every 11 hours: alive until 30 days after sign-in, then gone however busy.
      for (let visit = 1; visit <= 65; visit++) {
        t.clock.advance(11 * 60 * MINUTE);
        expect(await whoAmI(busy), `visit ${visit}`).not.toBeNull();
      }
      t.clock.advance(11 * 60 * MINUTE);
      expect(await whoAmI(busy)).toBeNull();
    });

    it('signs in from the field app with a device session and a cookie that outlives a restart', async () => {
      const org = await organisation(t);
      const email = `phone-${randomUUID().slice(0, 8)}@example.test`;
      const account = await createAccount(t.deps, org.tenantId, { email, name: 'Pia Phone', role: 'worker' });
      await withPassword(t, org.tenantId, account.id, TEST_PASSWORD);
      const post = await visitor(t, ANDROID_CHROME);

      const phone = await post('/portal/api/sign-in', { email, password: TEST_PASSWORD, kind: 'device' });
      expect(phone.statusCode, phone.body).toBe(200);
      expect(sessionCookie(phone).maxAge).toBe(90 * 24 * 60 * 60);

      const browser = await post('/portal/api/sign-in', { email, password: TEST_PASSWORD });
      expect(browser.statusCode, browser.body).toBe(200);
      expect(sessionCookie(browser).maxAge).toBe(30 * 24 * 60 * 60);

      expectProblem(
        await post('/portal/api/sign-in', { email, password: TEST_PASSWORD, kind: 'tablet' }),
        422,
        'validation_failed',
      );

      // Used again after a while, the phone's cookie is handed out anew with a fresh lifetime.
      const client = await portalClientFor(t, {
        tenantId: org.tenantId,
        accountId: account.id,
        token: sessionCookie(phone).value,
      });
      t.clock.advance(10 * DAY);
      const later = await client.get('/portal/api/clock');
      expect(later.statusCode, later.body).toBe(200);
      expect(sessionCookie(later)).toMatchObject({ value: client.sessionToken, maxAge: 90 * 24 * 60 * 60 });
      // Within a few minutes the session is not written again, nor the cookie sent.
      t.clock.advance(MINUTE);
      expect((await client.get('/portal/api/clock')).cookies.find((c) => c.name === 'ct_session')).toBeUndefined();
    });
  });

  describe('own devices on the profile', () => {
    it('lists my devices and browsers in plain words, marks this one, and signs one out at once', async () => {
      const org = await organisation(t);
      const worker = await org.account('worker');
      const who = { tenantId: org.tenantId, accountId: worker };
      const phone = await signedIn(t, who, 'device', ANDROID_CHROME);
      t.clock.advance(MINUTE);
      const laptop = await signedIn(t, who, 'browser', WINDOWS_FIREFOX);

      const seen = await devices(laptop);
      expect(seen.map((d) => [d.kind, d.browser, d.system, d.current])).toEqual([
        ['browser', 'Firefox', 'Windows', true],
        ['device', 'Chrome', 'Android', false],
      ]);
      const phoneSession = seen.find((d) => d.kind === 'device');
      expect(Date.parse(phoneSession?.signed_in_at ?? '')).toBeLessThan(Date.parse(seen[0]?.signed_in_at ?? ''));

      const ended = await laptop.request('DELETE', `/portal/api/profile/sessions/${phoneSession?.id}`);
      expect(ended.statusCode, ended.body).toBe(204);
      expectProblem(await phone.get('/portal/api/clock'), 401, 'unauthenticated');
      expect((await devices(laptop)).map((d) => d.kind)).toEqual(['browser']);
      // Gone is gone: a second time is 404.
      expectProblem(
        await laptop.request('DELETE', `/portal/api/profile/sessions/${phoneSession?.id}`),
        404,
        'not_found',
      );

      const events = await auditEvents(org.admin);
      expect(events[0]).toMatchObject({
        action: 'account.session_ended',
        actor: { id: worker },
        target_id: worker,
        details: { kind: 'device', browser: 'Chrome', system: 'Android' },
      });
    });

    it('cannot sign out someone else’s session through the profile (404)', async () => {
      const org = await organisation(t);
      const me = await signedIn(t, { tenantId: org.tenantId, accountId: await org.account('worker') }, 'browser');
      const other = await signedIn(t, { tenantId: org.tenantId, accountId: await org.account('worker') }, 'device');
      const [theirs] = await devices(other);
      expectProblem(await me.request('DELETE', `/portal/api/profile/sessions/${theirs?.id}`), 404, 'not_found');
      expect(await whoAmI(other)).not.toBeNull();
    });
  });

  describe('a person’s devices for accounts.manage', () => {
    it('lets an admin see and sign out a person’s phone, with an audit entry', async () => {
      const org = await organisation(t);
      const worker = await org.account('worker', 'all', 'Wanda Worker');
      const phone = await signedIn(t, { tenantId: org.tenantId, accountId: worker }, 'device');
      const listed = await devices(org.admin, `/portal/api/accounts/${worker}/sessions`);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ kind: 'device', system: 'Android', current: false });

      const ended = await org.admin.request('DELETE', `/portal/api/accounts/${worker}/sessions/${listed[0]?.id}`);
      expect(ended.statusCode, ended.body).toBe(204);
      expectProblem(await phone.get('/portal/api/clock'), 401, 'unauthenticated');
      expect(await devices(org.admin, `/portal/api/accounts/${worker}/sessions`)).toEqual([]);
      expect((await auditEvents(org.admin))[0]).toMatchObject({
        action: 'account.session_ended',
        actor: { id: org.adminId },
        target_id: worker,
        details: { name: 'Wanda Worker', kind: 'device' },
      });
    });

    it('refuses an employee without accounts.manage (403)', async () => {
      const org = await organisation(t);
      const target = await org.account('worker');
      const phone = await signedIn(t, { tenantId: org.tenantId, accountId: target }, 'device');
      const [session] = await devices(phone);
      const { client: employee } = await org.member('worker');
      expectProblem(await employee.get(`/portal/api/accounts/${target}/sessions`), 403, 'permission_denied');
      expectProblem(
        await employee.request('DELETE', `/portal/api/accounts/${target}/sessions/${session?.id}`),
        403,
        'permission_denied',
      );
      expect(await whoAmI(phone)).not.toBeNull();
    });

    it('answers 404 for another tenant’s account or session, and for a session of another person', async () => {
      const a = await organisation(t);
      const b = await organisation(t);
      const bWorker = await b.account('worker');
      const bPhone = await signedIn(t, { tenantId: b.tenantId, accountId: bWorker }, 'device');
      const [bSession] = await devices(bPhone);
      expectProblem(await a.admin.get(`/portal/api/accounts/${bWorker}/sessions`), 404, 'not_found');
      expectProblem(
        await a.admin.request('DELETE', `/portal/api/accounts/${bWorker}/sessions/${bSession?.id}`),
        404,
        'not_found',
      );
      // A's own account with B's session id: not that account's session.
      const aWorker = await a.account('worker');
      expectProblem(
        await a.admin.request('DELETE', `/portal/api/accounts/${aWorker}/sessions/${bSession?.id}`),
        404,
        'not_found',
      );
      expectProblem(await a.admin.request('DELETE', `/portal/api/profile/sessions/${bSession?.id}`), 404, 'not_found');
      expect(await whoAmI(bPhone)).not.toBeNull();
    });
  });

  describe('invite links opened on a phone', () => {
    it('sets the password and signs in with a device session', async () => {
      const org = await organisation(t);
      const created = await org.admin.post('/portal/api/accounts', {
        name: 'Nico Neu',
        email: `nico-${randomUUID().slice(0, 8)}@example.test`,
        role: 'worker',
        properties: 'all',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { account, invite } = created.json<{ account: { id: number }; invite: { url: string } }>();
      const token = invite.url.split('#')[1] ?? '';
      const post = await visitor(t, ANDROID_CHROME);
      const accepted = await post(`/portal/api/invites/${token}/accept`, { password: TEST_PASSWORD, kind: 'device' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(sessionCookie(accepted).maxAge).toBe(90 * 24 * 60 * 60);
      const [session] = await devices(org.admin, `/portal/api/accounts/${account.id}/sessions`);
      expect(session).toMatchObject({ kind: 'device', browser: 'Chrome', system: 'Android' });
    });
  });
});

describe('describeUserAgent', () => {
  it('names common browsers and systems in plain words', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    expect(describeUserAgent(iphone)).toEqual({ browser: 'Safari', system: 'iPhone' });
    expect(describeUserAgent(edge)).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeUserAgent(ANDROID_CHROME)).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: null, system: null });
  });
});
