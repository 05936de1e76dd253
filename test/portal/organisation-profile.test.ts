import sharp from 'sharp';
import { loadConfig } from '../../src/config.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutgoingMail } from '../../src/platform/mail/outgoing.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalClientFor, TEST_PASSWORD } from '../helpers/portal.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

interface OrganisationBody {
  name: string;
  timezone: string;
  language: 'de' | 'en';
  has_logo: boolean;
  logo_updated_at: string | null;
}

/** Signs in through the portal's own route, as the sign-in page does. */
async function signIn(t: TestApp, email: string, password: string, tenantId: number) {
  const session = await t.app.inject({ url: '/portal/api/session' });
  return t.app.inject({
    method: 'POST',
    url: '/portal/api/sign-in',
    headers: {
      cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'x-csrf-token': session.json<{ csrf_token: string }>().csrf_token,
    },
    payload: { email, password, tenant_id: tenantId },
  });
}

describeEachBackend('portal organisation settings and own profile', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PUBLIC_URL: 'https://portal.example.test' } });
  });
  afterAll(async () => t.close());

  describe('organisation', () => {
    it('shows name, time zone and language to everyone; only settings editors change them, with an audit entry', async () => {
      const org = await organisation(t);
      const { client: manager } = await org.member('manager');
      const seen = (await manager.get('/portal/api/organisation')).json<OrganisationBody>();
      expect(seen).toMatchObject({ timezone: 'Europe/Berlin', language: 'de', has_logo: false });

      expectProblem(await manager.patch('/portal/api/organisation', { name: 'Taken over' }), 403, 'permission_denied');
      const changed = await org.admin.patch('/portal/api/organisation', {
        name: 'Gebäudeservice Nord',
        timezone: 'Europe/Vienna',
        language: 'en',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<OrganisationBody>()).toMatchObject({
        name: 'Gebäudeservice Nord',
        timezone: 'Europe/Vienna',
        language: 'en',
      });
      const session = (await manager.get('/portal/api/session')).json<{
        user: { language: null; tenant: { name: string; timezone: string; language: string } };
      }>();
      expect(session.user.tenant).toMatchObject({
        name: 'Gebäudeservice Nord',
        timezone: 'Europe/Vienna',
        language: 'en',
      });
      const [event] = await auditEvents(org.admin);
      expect(event).toMatchObject({
        action: 'organisation.updated',
        details: { language: { from: 'de', to: 'en' }, timezone: { from: 'Europe/Berlin', to: 'Europe/Vienna' } },
      });
    });

    it('refuses a time zone that does not exist, an unknown language and an empty name, changing nothing', async () => {
      const org = await organisation(t);
      for (const body of [{ timezone: 'Europe/Atlantis' }, { language: 'fr' }, { name: '   ' }, {}]) {
        expectProblem(await org.admin.patch('/portal/api/organisation', body), 422, 'validation_failed');
      }
      expect((await org.admin.get('/portal/api/organisation')).json<OrganisationBody>()).toMatchObject({
        timezone: 'Europe/Berlin',
        language: 'de',
      });
    });

    it('takes a logo in any common format and keeps it as a PNG of at most 512 px, for its own organisation only', async () => {
      const org = await organisation(t);
      const jpeg = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#0b5cad' } })
        .jpeg()
        .toBuffer();
      const put = await org.admin.request('PUT', '/portal/api/organisation/logo', { data: jpeg.toString('base64') });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json<OrganisationBody>().has_logo).toBe(true);

      const logo = await org.admin.get('/portal/api/organisation/logo');
      expect(logo.headers['content-type']).toBe('image/png');
      const meta = await sharp(logo.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 128]);

      const other = await organisation(t);
      expectProblem(await other.admin.get('/portal/api/organisation/logo'), 404, 'not_found');

      expectProblem(
        await org.admin.request('PUT', '/portal/api/organisation/logo', {
          data: Buffer.from('%PDF-1.4 not a picture').toString('base64'),
        }),
        422,
        'validation_failed',
      );
      expect((await org.admin.get('/portal/api/organisation/logo')).rawPayload.equals(logo.rawPayload)).toBe(true);

      const removed = await org.admin.request('DELETE', '/portal/api/organisation/logo');
      expect(removed.json<OrganisationBody>().has_logo).toBe(false);
      expectProblem(await org.admin.get('/portal/api/organisation/logo'), 404, 'not_found');
    });
  });

  describe('own profile', () => {
    it('changes the own name and language; null follows the organisation again', async () => {
      const org = await organisation(t);
      const { client: worker } = await org.member('worker');
      const changed = await worker.patch('/portal/api/profile', { name: 'Ayşe Demir', language: 'en' });
      expect(changed.statusCode, changed.body).toBe(200);
      const user = () =>
        worker
          .get('/portal/api/session')
          .then((r) => r.json<{ user: { name: string; language: string | null } }>().user);
      expect(await user()).toMatchObject({ name: 'Ayşe Demir', language: 'en' });
      await worker.patch('/portal/api/profile', { language: null });
      expect(await user()).toMatchObject({ language: null });
      expectProblem(await worker.patch('/portal/api/profile', { language: 'tr' }), 422, 'validation_failed');
      expectProblem(await worker.patch('/portal/api/profile', { role: 'admin' }), 422, 'validation_failed');
    });

    it('changes the password with the current one: other sessions end, this one stays', async () => {
      const org = await organisation(t);
      const { id, client: here } = await org.member('worker');
      const elsewhere = await signIn(t, await emailOf(id), TEST_PASSWORD, org.tenantId);
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);

      const wrong = await here.post('/portal/api/profile/password', {
        current_password: 'not my password at all',
        new_password: 'a brand new passphrase',
      });
      expectProblem(wrong, 422, 'validation_failed');
      expect(wrong.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/current_password');

      const short = await here.post('/portal/api/profile/password', {
        current_password: TEST_PASSWORD,
        new_password: 'short',
      });
      expect(short.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/new_password');

      const ok = await here.post('/portal/api/profile/password', {
        current_password: TEST_PASSWORD,
        new_password: 'a brand new passphrase',
      });
      expect(ok.statusCode, ok.body).toBe(204);
      expect((await here.get('/portal/api/session')).json<{ user: unknown }>().user).not.toBeNull();
      const otherCookie = String(elsewhere.cookies.find((c) => c.name === 'ct_session')?.value);
      const other = await t.app.inject({
        url: '/portal/api/session',
        headers: { cookie: `ct_session=${otherCookie}` },
      });
      expect(other.json<{ user: unknown }>().user).toBeNull();

      const old = await signIn(t, await emailOf(id), TEST_PASSWORD, org.tenantId);
      expectProblem(old, 401, 'invalid_credentials');
      const fresh = await signIn(t, await emailOf(id), 'a brand new passphrase', org.tenantId);
      expect(fresh.statusCode).toBe(200);
    });
  });

  async function emailOf(accountId: number): Promise<string> {
    const { findAccountAnyTenant } = await import('../../src/modules/accounts/accounts.service.js');
    const account = await findAccountAnyTenant(t.database.db, accountId);
    return account?.email ?? '';
  }

  describe('password reset by e-mail', () => {
    it('mails a one-hour link in the person’s language to a known address; an unknown one gets the same answer and no mail', async () => {
      const org = await organisation(t);
      const { id } = await org.member('worker');
      const email = await emailOf(id);
      const session = await t.app.inject({ url: '/portal/api/session' });
      const csrf = session.json<{ csrf_token: string; password_reset_available: boolean }>();
      expect(csrf.password_reset_available).toBe(true);
      const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const ask = (address: string) =>
        t.app.inject({
          method: 'POST',
          url: '/portal/api/password-reset',
          headers: { cookie, 'x-csrf-token': csrf.csrf_token },
          payload: { email: address },
        });
      const known = await ask(email.toUpperCase());
      const unknown = await ask(`nobody-${id}@example.test`);
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);

      const mails = await listOutgoingMail(t.database.db, org.tenantId, { pageSize: 10 });
      expect(mails.data).toHaveLength(1);
      const mail = mails.data[0];
      expect(mail?.subject).toMatch(/^Neues Passwort für Caretaker/);
      const link = /https:\/\/portal\.example\.test\/invite#([\w-]+)/.exec(mail?.text ?? '');
      expect(link, mail?.text).not.toBeNull();
      const token = link?.[1] ?? '';

      const invite = await t.app.inject({ url: `/portal/api/invites/${token}` });
      expect(invite.json()).toMatchObject({ email, purpose: 'reset' });
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/portal/api/invites/${token}/accept`,
        headers: { cookie, 'x-csrf-token': csrf.csrf_token },
        payload: { password: 'chosen after reset' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const client = await portalClientFor(t, {
        tenantId: org.tenantId,
        accountId: id,
        token: String(accepted.cookies.find((c) => c.name === 'ct_session')?.value),
      });
      expect(client.accountId).toBe(id);
      // Admins see that the mail went out, never the link in it.
      const listed = (await org.admin.get('/portal/api/outgoing-mail')).json<{ data: { text: string }[] }>();
      expect(listed.data[0]?.text).toContain('/invite#…');
      expect(listed.data[0]?.text).not.toContain(token);
      // Used once: the link is dead now.
      expectProblem(await t.app.inject({ url: `/portal/api/invites/${token}` }), 404, 'invite_invalid');
    });

    it('a link older than an hour no longer works; a fourth request for one address within 15 minutes waits', async () => {
      const org = await organisation(t);
      const { id } = await org.member('worker');
      const email = await emailOf(id);
      const session = await t.app.inject({ url: '/portal/api/session' });
      const { csrf_token } = session.json<{ csrf_token: string }>();
      const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/portal/api/password-reset',
          headers: { cookie, 'x-csrf-token': csrf_token },
          payload: { email },
        });
      for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
      expectProblem(await ask(), 429, 'rate_limited');
      const mails = await listOutgoingMail(t.database.db, org.tenantId, { pageSize: 10 });
      const newest = /invite#([\w-]+)/.exec(mails.data[0]?.text ?? '')?.[1] ?? '';
      const older = /invite#([\w-]+)/.exec(mails.data[1]?.text ?? '')?.[1] ?? '';
      // Each new link replaces the one before.
      expectProblem(await t.app.inject({ url: `/portal/api/invites/${older}` }), 404, 'invite_invalid');
      expect((await t.app.inject({ url: `/portal/api/invites/${newest}` })).statusCode).toBe(200);
      t.clock.advance(61 * 60 * 1000);
      expectProblem(await t.app.inject({ url: `/portal/api/invites/${newest}` }), 404, 'invite_invalid');
    });

    /** The cookie and CSRF header of a browser that is signed out. */
    async function signedOutHeaders(): Promise<Record<string, string>> {
      const session = await t.app.inject({ url: '/portal/api/session' });
      return {
        cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        'x-csrf-token': session.json<{ csrf_token: string }>().csrf_token,
      };
    }

    /** Asks for a reset link for the address, as the sign-in page does, and reads it from the mail. */
    async function resetLinkFor(tenantId: number, email: string): Promise<string> {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/portal/api/password-reset',
        headers: await signedOutHeaders(),
        payload: { email },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      const mails = await listOutgoingMail(t.database.db, tenantId, { pageSize: 10 });
      const mail = mails.data.find((m) => m.recipients.some((r) => r.address === email));
      return /invite#([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    }

    it('ends open reset and invite links when the person changes the password in the profile', async () => {
      const org = await organisation(t);
      const { id, client: worker } = await org.member('worker');
      const email = await emailOf(id);
      const changePassword = async (from: string, to: string) => {
        const changed = await worker.post('/portal/api/profile/password', { current_password: from, new_password: to });
        expect(changed.statusCode, changed.body).toBe(204);
      };

      const reset = await resetLinkFor(org.tenantId, email);
      expect((await t.app.inject({ url: `/portal/api/invites/${reset}` })).statusCode).toBe(200);
      await changePassword(TEST_PASSWORD, 'remembered it after all');
      expectProblem(await t.app.inject({ url: `/portal/api/invites/${reset}` }), 404, 'invite_invalid');
      const late = await t.app.inject({
        method: 'POST',
        url: `/portal/api/invites/${reset}/accept`,
        headers: await signedOutHeaders(),
        payload: { password: 'someone else chose this' },
      });
      expectProblem(late, 404, 'invite_invalid');

      const invited = await org.admin.post(`/portal/api/accounts/${id}/invite-link`);
      expect(invited.statusCode, invited.body).toBe(200);
      const invite = /invite[/#]([\w-]+)$/.exec(invited.json<{ url: string }>().url)?.[1] ?? '';
      await changePassword('remembered it after all', 'changed once more');
      expectProblem(await t.app.inject({ url: `/portal/api/invites/${invite}` }), 404, 'invite_invalid');
      // The password the person chose is the one that works.
      expect((await signIn(t, email, 'changed once more', org.tenantId)).statusCode).toBe(200);
    });

    it('ends the session of whoever else was signed in on the phone where a link is used', async () => {
      const org = await organisation(t);
      const { id } = await org.member('worker');
      const { client: colleague } = await org.member('worker');
      const token = await resetLinkFor(org.tenantId, await emailOf(id));
      // The colleague's phone: the link is opened where the colleague is still signed in.
      const accepted = await colleague.request('POST', `/portal/api/invites/${token}/accept`, {
        password: 'my own phone at last',
        kind: 'device',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const colleagueAgain = await t.app.inject({
        url: '/portal/api/roles',
        headers: { cookie: `ct_session=${colleague.sessionToken}` },
      });
      expectProblem(colleagueAgain, 401, 'unauthenticated');
      const mine = await portalClientFor(t, {
        tenantId: org.tenantId,
        accountId: id,
        token: String(accepted.cookies.find((c) => c.name === 'ct_session')?.value),
      });
      expect(mine.accountId).toBe(id);
    });
  });
});

describeEachBackend('portal password reset without PUBLIC_URL', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('is not offered, and a request says why', async () => {
    const session = await t.app.inject({ url: '/portal/api/session' });
    const body = session.json<{ csrf_token: string; password_reset_available: boolean }>();
    expect(body.password_reset_available).toBe(false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/api/password-reset',
      headers: {
        cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        'x-csrf-token': body.csrf_token,
      },
      payload: { email: 'someone@example.test' },
    });
    expectProblem(response, 503, 'service_unavailable');
    expect(response.json<{ detail: string }>().detail).toMatch(/PUBLIC_URL/);
  });
});

describeEachBackend('portal plan-change contact', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { SUPPORT_CONTACT: 'vertrieb@caretaker.example' } });
  });
  afterAll(async () => t.close());

  it('takes an e-mail address or an http(s) URL, and refuses anything else with a clear message', () => {
    expect(loadConfig({ SUPPORT_CONTACT: 'https://caretaker.example/upgrade' }).supportContact).toBe(
      'https://caretaker.example/upgrade',
    );
    expect(() => loadConfig({ SUPPORT_CONTACT: 'javascript:alert(1)' })).toThrow(
      'SUPPORT_CONTACT must be an e-mail address or an http(s) URL',
    );
  });

  it('names SUPPORT_CONTACT to everyone, so a BASIC organisation knows whom to ask', async () => {
    const org = await organisation(t, { plan: 'BASIC' });
    const body = (await org.admin.get('/portal/api/session')).json<{ support_contact: string | null }>();
    expect(body.support_contact).toBe('vertrieb@caretaker.example');
  });
});
