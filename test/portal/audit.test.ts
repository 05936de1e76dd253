import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { type AuditEventBody, auditEvents, expectProblem, type Organisation, organisation } from './organisation.js';

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

  it('writes every entry as a sentence in the person’s language, “own” when they acted on themselves', async () => {
    const org = await organisation(t);
    const julia = await org.account('manager', 'all', 'Julia Hoffmann');
    const client = await portalSignIn(t, { tenantId: org.tenantId, accountId: julia });
    expect((await client.patch('/portal/api/profile', { language: 'de' })).statusCode).toBe(200);
    const [german] = await auditEvents(client);
    expect(german).toMatchObject({ action: 'account.profile_changed', actor: { id: julia, name: 'Julia Hoffmann' } });
    expect(german?.sentence).toBe('Julia Hoffmann hat das eigene Profil geändert.');
    await client.patch('/portal/api/profile', { language: 'en' });
    const [english, before] = await auditEvents(client);
    expect(english?.sentence).toBe('Julia Hoffmann changed their own profile.');
    // The same entry, now read in English.
    expect(before?.sentence).toBe('Julia Hoffmann changed their own profile.');
  });

  /** Entries at hand-picked instants: Julia and Max act, the operator once, around 5 March 2026 in Berlin. */
  async function seeded(org: Organisation) {
    const julia = await org.account('manager', 'all', 'Julia Hoffmann');
    const max = await org.account('manager', 'all', 'Max Berger');
    const write = (
      actor: number | null,
      action: Parameters<typeof recordAudit>[1]['action'],
      at: string,
      details: Record<string, unknown>,
      target: [string, number] = ['tenant', org.tenantId],
    ) =>
      recordAudit(t.database.db, {
        tenantId: org.tenantId,
        actorAccountId: actor,
        action,
        targetType: target[0],
        targetId: target[1],
        details,
        at: new Date(at),
      });
    // 4 March 23:30 in Berlin (UTC+1): the day before.
    await write(max, 'time.period_locked', '2026-03-04T22:30:00Z', { from: '2026-02-01', to: '2026-02-28' });
    // 5 March 00:30 in Berlin, though still 4 March in UTC.
    await write(julia, 'client.created', '2026-03-04T23:30:00Z', { name: '=SUMME(1;2)' }, ['client', 41]);
    await write(null, 'api_key.created', '2026-03-05T12:00:00Z', { name: 'PMS' }, ['api_key', 42]);
    await write(julia, 'time.exported', '2026-03-06T10:15:30Z', { from: '2026-02-01', to: '2026-02-28' }, [
      'working_time_export',
      43,
    ]);
    // 7 March 00:10 in Berlin: the day after.
    await write(max, 'incident.commented', '2026-03-06T23:10:00Z', { title: 'Wasserschaden' }, ['incident', 44]);
    return { julia, max };
  }

  const list = async (org: Organisation, query: string) => {
    const response = await org.admin.get(`/portal/api/audit-events?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>().data.map((e) => e.sentence);
  };

  it('filters by who, what and when (the organisation’s days), on the server', async () => {
    const org = await organisation(t);
    const { julia, max } = await seeded(org);
    expect(await list(org, 'from=2026-03-05&to=2026-03-06')).toEqual([
      'Julia Hoffmann hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 exportiert.',
      'Der Betreiber hat den API-Schlüssel „PMS“ erstellt.',
      'Julia Hoffmann hat den Kunden „=SUMME(1;2)“ angelegt.',
    ]);
    expect(await list(org, `actor=${julia}`)).toEqual([
      'Julia Hoffmann hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 exportiert.',
      'Julia Hoffmann hat den Kunden „=SUMME(1;2)“ angelegt.',
    ]);
    expect(await list(org, 'group=working_time')).toEqual([
      'Julia Hoffmann hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 exportiert.',
      'Max Berger hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 gesperrt.',
    ]);
    expect(await list(org, 'action=incident.commented')).toEqual([
      'Max Berger hat die Meldung „Wasserschaden“ kommentiert.',
    ]);
    expect(await list(org, `actor=${max}&group=working_time&to=2026-03-05`)).toEqual([
      'Max Berger hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 gesperrt.',
    ]);
    expect(await list(org, 'from=2026-03-07')).not.toContain('Julia Hoffmann hat den Kunden „=SUMME(1;2)“ angelegt.');

    const actors = (await org.admin.get('/portal/api/audit-events/actors')).json<{ data: unknown[] }>().data;
    expect(actors).toEqual([
      { id: julia, name: 'Julia Hoffmann' },
      { id: max, name: 'Max Berger' },
    ]);

    expectProblem(
      await org.admin.get('/portal/api/audit-events?from=2026-03-07&to=2026-03-05'),
      422,
      'validation_failed',
    );
    expectProblem(await org.admin.get('/portal/api/audit-events?group=weather'), 422, 'validation_failed');
    expectProblem(await org.admin.get('/portal/api/audit-events?from=5.3.2026'), 422, 'validation_failed');
  });

  it('pages a filtered log without gaps or repeats', async () => {
    const org = await organisation(t);
    const julia = await org.account('manager', 'all', 'Julia Hoffmann');
    for (let i = 0; i < 60; i++) {
      for (const actor of [julia, org.adminId]) {
        await recordAudit(t.database.db, {
          tenantId: org.tenantId,
          actorAccountId: actor,
          action: 'client.updated',
          targetType: 'client',
          targetId: i,
          details: { name: `Kunde ${i}` },
        });
      }
    }
    const seen: AuditEventBody[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/portal/api/audit-events?actor=${julia}&group=clients${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await org.admin.get(url)).json<AuditPage>();
      sizes.push(page.data.length);
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(sizes).toEqual([50, 10]);
    expect(seen.map((e) => e.target_id)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    expect(seen.every((e) => e.actor?.id === julia)).toBe(true);
  });

  it('exports the filtered log as CSV: German with semicolons and a byte-order mark, formulas defused', async () => {
    const org = await organisation(t);
    const { julia } = await seeded(org);
    const response = await org.admin.get('/portal/api/audit-events/export.csv?from=2026-03-05&to=2026-03-06');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      '\uFEFF' +
        'Zeit;Wer;Aktion;Beschreibung;Betroffen\r\n' +
        '2026-03-06 11:15:30;Julia Hoffmann;time.exported;Julia Hoffmann hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 exportiert.;working_time_export 43\r\n' +
        '2026-03-05 13:00:00;Der Betreiber;api_key.created;Der Betreiber hat den API-Schlüssel „PMS“ erstellt.;PMS\r\n' +
        `2026-03-05 00:30:00;Julia Hoffmann;client.created;"Julia Hoffmann hat den Kunden „=SUMME(1;2)“ angelegt.";"'=SUMME(1;2)"\r\n`,
    );

    // Julia reads English: commas, no byte-order mark, English words.
    const client = await portalSignIn(t, { tenantId: org.tenantId, accountId: julia });
    await client.patch('/portal/api/profile', { language: 'en' });
    const english = await client.get(`/portal/api/audit-events/export.csv?actor=${julia}&to=2026-03-31`);
    expect(english.headers['content-disposition']).toMatch(/filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(english.body).toBe(
      'Time,Actor,Action,Description,Target\r\n' +
        '2026-03-06 11:15:30,Julia Hoffmann,time.exported,Julia Hoffmann exported the working times from 1 February 2026 to 28 February 2026.,working_time_export 43\r\n' +
        `2026-03-05 00:30:00,Julia Hoffmann,client.created,Julia Hoffmann created the client “=SUMME(1;2)”.,'=SUMME(1;2)\r\n`,
    );
    // Asked for, the German layout in any language.
    const preset = await client.get(`/portal/api/audit-events/export.csv?action=time.exported&preset=de`);
    expect(preset.body.startsWith('\uFEFFTime;Actor;Action;Description;Target\r\n')).toBe(true);
  });

  it('exports only for those who may read the log', async () => {
    const org = await organisation(t);
    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/audit-events/export.csv'), 403, 'permission_denied');
    expectProblem(await worker.get('/portal/api/audit-events/actors'), 403, 'permission_denied');
    const other = await organisation(t);
    await seeded(other);
    const mine = await org.admin.get('/portal/api/audit-events/export.csv');
    expect(mine.body).not.toContain('Julia Hoffmann');
    expect((await org.admin.get('/portal/api/audit-events/actors')).json()).toEqual({ data: [] });
  });
});
