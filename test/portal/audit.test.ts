import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { type AuditEventBody, auditEvents, expectProblem, organisation } from './organisation.js';

interface AuditPage {
  data: AuditEventBody[];
  next_cursor: string | null;
}

describeEachBackend('portal audit log', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('is open to admins and managers (audit.view), refused to workers with 403 permission_denied', async () => {
    const org = await organisation(t);
    const { client: manager } = await org.member('manager');
    const { client: worker } = await org.member('worker');
    expect((await org.admin.get('/portal/api/audit-events')).statusCode).toBe(200);
    expect((await manager.get('/portal/api/audit-events')).statusCode).toBe(200);
    expectProblem(await worker.get('/portal/api/audit-events'), 403, 'permission_denied');
    expectProblem(await t.app.inject({ url: '/portal/api/audit-events' }), 401, 'unauthenticated');
  });

  it('records who did what, to whom and when, newest first, with before and after', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const created = await org.admin.post('/portal/api/accounts', {
      name: 'Carla Clean',
      email: `carla-${org.tenantId}@example.test`,
      role: 'worker',
      properties: 'all',
    });
    const carla = created.json<{ account: { id: number } }>().account.id;
    t.clock.advance(60_000);
    await org.admin.patch(`/portal/api/accounts/${carla}`, { role: 'manager', properties: [lindenhof] });
    t.clock.advance(60_000);
    await org.admin.patch(`/portal/api/accounts/${carla}`, { active: false });
    t.clock.advance(60_000);
    const key = await org.admin.post('/portal/api/api-keys', { name: 'PMS', scopes: ['tasks:read'] });
    const keyId = key.json<{ id: number }>().id;
    await org.admin.post(`/portal/api/api-keys/${keyId}/revoke`);

    const events = await auditEvents(org.admin);
    const about = events.filter(
      (e) =>
        (e.target_type === 'account' && e.target_id === carla) ||
        (e.target_type === 'api_key' && e.target_id === keyId),
    );
    expect(about.map((e) => e.action)).toEqual([
      'api_key.revoked',
      'api_key.created',
      'account.deactivated',
      'account.property_access_changed',
      'account.role_changed',
      'account.invite_created',
      'account.created',
    ]);
    const me = events.find((e) => e.action === 'account.created')?.actor;
    expect(me?.id).toBe(org.adminId);
    for (const event of about) expect(event.actor).toEqual(me);
    expect(events.find((e) => e.action === 'account.role_changed')?.details).toMatchObject({
      name: 'Carla Clean',
      before: 'worker',
      after: 'manager',
    });
    expect(events.find((e) => e.action === 'account.property_access_changed')?.details).toMatchObject({
      before: 'all',
      after: [{ id: lindenhof, name: 'Lindenhof' }],
    });
    // Times come from the application's clock, newest first.
    const times = about.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[0]).toBe(t.clock());
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('names the acting account; an operator action has no actor', async () => {
    const org = await organisation(t);
    await org.fixture.keyFor(['tasks:read']);
    const [latest] = await auditEvents(org.admin);
    expect(latest).toMatchObject({ action: 'api_key.created', actor: null, target_type: 'api_key' });
    await org.admin.post('/portal/api/api-keys', { name: 'mine', scopes: ['tasks:read'] });
    const [mine] = await auditEvents(org.admin);
    const listed = (await org.admin.get('/portal/api/accounts')).json<{ accounts: { id: number; name: string }[] }>();
    const name = listed.accounts.find((a) => a.id === org.adminId)?.name;
    expect(mine?.actor).toEqual({ id: org.adminId, name });
  });

  it('pages 50 at a time, newest first, without gaps or repeats', async () => {
    const org = await organisation(t);
    const seeded = 120;
    for (let i = 0; i < seeded; i++) {
      await recordAudit(t.database.db, {
        tenantId: org.tenantId,
        actorAccountId: org.adminId,
        action: 'account.reactivated',
        targetType: 'account',
        targetId: i,
        details: { n: i },
      });
    }
    const seen: AuditEventBody[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/portal/api/audit-events${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await org.admin.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<AuditPage>();
      sizes.push(page.data.length);
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor !== null);
    // The fixture's own key creation is the oldest entry.
    expect(sizes).toEqual([50, 50, 21]);
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(seen.slice(0, seeded).map((e) => e.details.n)).toEqual(
      Array.from({ length: seeded }, (_, i) => seeded - 1 - i),
    );
    expectProblem(await org.admin.get('/portal/api/audit-events?cursor=nonsense'), 422, 'validation_failed');
    expectProblem(await org.admin.get('/portal/api/audit-events?pageSize=500'), 422, 'validation_failed');
  });

  it('never shows another tenant’s events', async () => {
    const a = await organisation(t);
    const b = await organisation(t);
    await b.admin.post('/portal/api/api-keys', { name: 'B secret integration', scopes: ['tasks:read'] });
    const events = await auditEvents(a.admin);
    expect(events.every((e) => e.actor === null || e.actor.id === a.adminId)).toBe(true);
    expect(JSON.stringify(events)).not.toContain('B secret integration');
    expect(events.map((e) => e.action)).toEqual(['api_key.created']);
  });
});
