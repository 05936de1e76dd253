import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeIncidentStatus } from '../../src/modules/incidents/incident-workflow.service.js';
import { deleteRole } from '../../src/modules/roles/roles.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { CHANGE_NOTICE_TYPES } from '../../src/platform/events/event-types.js';
import { pruneOldEvents } from '../../src/modules/events/prune.js';
import { eventObject, MAX_OBJECT_BYTES, type PublicEventDto } from '../../src/platform/events/public-events.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const WRITERS = 8;
const ROUNDS_PER_WRITER = 12;
const PAGE_SIZE = 9;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FeedPage {
  data: PublicEventDto[];
  next_cursor: string;
}

async function drain(t: TestApp, key: string, query = ''): Promise<PublicEventDto[]> {
  const seen: PublicEventDto[] = [];
  let cursor: string | undefined;
  for (;;) {
    const response = await call(t.app, {
      url: `/api/v1/events?pageSize=50${query}${cursor ? `&cursor=${cursor}` : ''}`,
      key,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<FeedPage>();
    seen.push(...page.data);
    cursor = page.next_cursor;
    if (page.data.length === 0) return seen;
  }
}

describe('event objects', () => {
  it('an object over 20 kB is sent thin, with a link to read it', () => {
    const small = { id: 7, title: 'Door broken', description: 'x'.repeat(100) };
    expect(eventObject('incident.created', small).value).toEqual(small);
    expect(JSON.parse(eventObject('incident.created', small).json)).toEqual(small);
    const large = { id: 7, title: 'Door broken', description: 'x'.repeat(MAX_OBJECT_BYTES) };
    expect(eventObject('incident.created', large).value).toEqual({ id: 7, url: '/api/v1/incidents/7', thin: true });
    expect(eventObject('material.request.created', { ...large, id: 9 }).value).toEqual({
      id: 9,
      url: '/api/v1/material/requests/9',
      thin: true,
    });
  });
});

describeEachBackend('GET /api/v1/events', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('a poller following the cursor sees every change of 8 concurrent writers exactly once, in commit order', async () => {
    const tenant = await makeTenant(t.deps);
    const neighbour = await makeTenant(t.deps);
    const neighbourProperty = await createPropertyVia(t.app, neighbour.key);
    const properties = [await createPropertyVia(t.app, tenant.key), await createPropertyVia(t.app, tenant.key)];
    const pollKey = await tenant.keyFor(['tasks:read', 'incidents:read']);
    const office = {
      kind: 'person' as const,
      tenantId: tenant.tenant.id,
      accountId: tenant.accountId,
      allProperties: true,
    };

    // What the writers did, counted by them: the feed must show exactly this.
    const expected = { taskCreated: 0, taskStatus: 0, taskUpdated: 0, incidentCreated: 0, incidentStatus: 0 };
    const taskIds = new Set<number>();
    const incidentIds = new Set<number>();

    const ok = (response: { statusCode: number; body: string }, status: number) => {
      expect(response.statusCode, response.body).toBe(status);
      return JSON.parse(response.body) as { id: number };
    };

    async function writer(index: number): Promise<void> {
      for (let round = 0; round < ROUNDS_PER_WRITER; round++) {
        const propertyId = properties[(index + round) % properties.length] as number;
        const task = ok(
          await call(t.app, {
            method: 'POST',
            url: '/api/v1/tasks',
            key: tenant.key,
            body: { title: `Clean stairs ${index}/${round}`, property_id: propertyId, due_date: '2026-12-01' },
          }),
          201,
        );
        taskIds.add(task.id);
        expected.taskCreated++;
        ok(
          await call(t.app, {
            method: 'PATCH',
            url: `/api/v1/tasks/${task.id}`,
            key: tenant.key,
            body: { status: 'in_progress' },
          }),
          200,
        );
        expected.taskStatus++;
        ok(
          await call(t.app, {
            method: 'PATCH',
            url: `/api/v1/tasks/${task.id}`,
            key: tenant.key,
            body: { title: `Clean stairs and landing ${index}/${round}` },
          }),
          200,
        );
        expected.taskUpdated++;
        const incident = ok(
          await call(t.app, {
            method: 'POST',
            url: '/api/v1/incidents',
            key: tenant.key,
            body: { title: `Lamp out ${index}/${round}`, property_id: propertyId, severity: 'low' },
          }),
          201,
        );
        incidentIds.add(incident.id);
        expected.incidentCreated++;
        await changeIncidentStatus(t.deps, office, incident.id, { status: 'in_progress' });
        expected.incidentStatus++;
      }
    }

    async function neighbourWriter(): Promise<void> {
      for (let n = 0; n < 20; n++) {
        await call(t.app, {
          method: 'POST',
          url: '/api/v1/tasks',
          key: neighbour.key,
          body: { title: `Neighbour ${n}`, property_id: neighbourProperty, due_date: '2026-12-01' },
        });
      }
    }

    let writersDone = false;
    const writing = Promise.all([...Array.from({ length: WRITERS }, (_, i) => writer(i)), neighbourWriter()]).finally(
      () => {
        writersDone = true;
      },
    );

    // PostgreSQL: writers queued on the feed counter show that their transactions overlapped.
    let writersSeenWaiting = 0;
    const sampleLockWaits = async () => {
      if (backend.name !== 'postgres') return;
      const result = await t.database.db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query ilike '%change_counters%'`,
      );
      const rows = (result as { rows: { waiting: number }[] }).rows;
      writersSeenWaiting = Math.max(writersSeenWaiting, rows[0]?.waiting ?? 0);
    };

    const seen: PublicEventDto[] = [];
    let cursor: string | undefined;
    let pagesWhileWriting = 0;
    let polls = 0;
    try {
      for (;;) {
        const finishedBefore = writersDone;
        const response = await call(t.app, {
          url: `/api/v1/events?pageSize=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`,
          key: pollKey,
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<FeedPage>();
        expect(page.next_cursor).toEqual(expect.any(String));
        cursor = page.next_cursor;
        seen.push(...page.data);
        polls++;
        if (!finishedBefore && page.data.length > 0) pagesWhileWriting++;
        if (finishedBefore && page.data.length === 0) break;
        await sampleLockWaits();
        if (response.headers.link === undefined) await pause(2);
        if (polls > 20_000) throw new Error('the poller never caught up');
      }
    } finally {
      await writing;
    }

    const context = `${polls} polls`;
    const ids = seen.map((event) => event.id);
    expect(new Set(ids).size, `an event seen twice (${context})`).toBe(ids.length);
    // Versions only grow in the order the feed hands events out.
    const versions = seen.map((event) => event.data.version);
    expect(versions, context).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);

    const count = (type: string) => seen.filter((event) => event.type === type).length;
    expect(
      {
        taskCreated: count('task.created'),
        taskStatus: count('task.status_changed'),
        taskUpdated: count('task.updated'),
        incidentCreated: count('incident.created'),
        incidentStatus: count('incident.status_changed'),
      },
      context,
    ).toEqual({
      taskCreated: WRITERS * ROUNDS_PER_WRITER,
      taskStatus: WRITERS * ROUNDS_PER_WRITER,
      taskUpdated: WRITERS * ROUNDS_PER_WRITER,
      incidentCreated: WRITERS * ROUNDS_PER_WRITER,
      incidentStatus: WRITERS * ROUNDS_PER_WRITER,
    });
    expect(expected.taskCreated).toBe(WRITERS * ROUNDS_PER_WRITER);
    // Nothing of the neighbour's, and nothing the key's scopes do not read (properties).
    expect(seen.filter((event) => event.tenant_id !== tenant.tenant.id)).toEqual([]);
    expect(seen.filter((event) => event.type.startsWith('property.'))).toEqual([]);

    // Per task, the event with the highest version holds what GET answers now.
    const latest = new Map<number, PublicEventDto>();
    for (const event of seen.filter((e) => e.type.startsWith('task.'))) {
      const id = event.data.object.id as number;
      const before = latest.get(id);
      if (!before || before.data.version < event.data.version) latest.set(id, event);
    }
    expect([...latest.keys()].sort()).toEqual([...taskIds].sort());
    for (const id of [...taskIds].slice(0, 10)) {
      const now = await call(t.app, { url: `/api/v1/tasks/${id}`, key: pollKey });
      expect(latest.get(id)?.data.object, `task ${id}`).toEqual(now.json());
    }
    const incidentStatuses = seen
      .filter((e) => e.type === 'incident.status_changed')
      .map((e) => e.data.object.status as string);
    expect(new Set(incidentStatuses)).toEqual(new Set(['in_progress']));

    expect(pagesWhileWriting, context).toBeGreaterThanOrEqual(3);
    if (backend.name === 'postgres') expect(writersSeenWaiting, context).toBeGreaterThanOrEqual(1);

    // A fresh reader walking the feed afterwards gets the same events in the same order.
    const walked = await drain(t, pollKey);
    expect(walked.map((e) => e.id)).toEqual(ids);
  });

  it('a key reads only the events of its scopes and of the properties its account sees; other tenants’ are 404', async () => {
    const tenant = await makeTenant(t.deps);
    const seen = await createPropertyVia(t.app, tenant.key, { name: 'Seen' });
    const hidden = await createPropertyVia(t.app, tenant.key, { name: 'Hidden' });
    const limitedAccount = await tenant.account([seen]);
    const limitedKey = await tenant.keyFor(['incidents:read', 'tasks:read'], limitedAccount);
    const taskOnlyKey = await tenant.keyFor(['tasks:read']);
    const report = async (propertyId: number, title: string) =>
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/v1/incidents',
          key: tenant.key,
          body: { title, property_id: propertyId, severity: 'high' },
        })
      ).json<{ id: number }>().id;
    await report(seen, 'Water on the floor');
    await report(hidden, 'Broken window');

    const limited = await drain(t, limitedKey);
    expect(limited.map((e): unknown[] => [e.type, e.data.object.title])).toEqual([
      ['incident.created', 'Water on the floor'],
    ]);

    // A key without an incident scope never sees incident events, not even by id.
    expect(await drain(t, taskOnlyKey)).toEqual([]);
    const incidentEventId = limited[0]?.id as number;
    expect((await call(t.app, { url: `/api/v1/events/${incidentEventId}`, key: taskOnlyKey })).statusCode).toBe(404);
    const asked = await call(t.app, { url: '/api/v1/events?types=incident.created', key: taskOnlyKey });
    expect(asked.statusCode).toBe(403);
    expect(asked.json<{ code: string }>().code).toBe('insufficient_scope');

    // The hidden property's events are 404 by id for the limited key, readable for the full one.
    const all = await drain(t, tenant.key, '&types=incident.created');
    const hiddenEvent = all.find((e) => e.data.object.title === 'Broken window');
    expect(hiddenEvent).toBeDefined();
    expect((await call(t.app, { url: `/api/v1/events/${hiddenEvent?.id}`, key: limitedKey })).statusCode).toBe(404);
    const again = await call(t.app, { url: `/api/v1/events/${hiddenEvent?.id}`, key: tenant.key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(hiddenEvent);

    // Another tenant's key learns nothing about these events.
    const stranger = await makeTenant(t.deps);
    expect((await call(t.app, { url: `/api/v1/events/${incidentEventId}`, key: stranger.key })).statusCode).toBe(404);
    expect(await drain(t, stranger.key, '&types=incident.created')).toEqual([]);

    const unknown = await call(t.app, { url: '/api/v1/events?types=incident.exploded', key: tenant.key });
    expect(unknown.statusCode).toBe(422);
    const badCursor = await call(t.app, { url: '/api/v1/events?cursor=nonsense', key: tenant.key });
    expect(badCursor.statusCode).toBe(422);
  });

  it('events carry the resource as GET shows it: properties, form responses with answers, material', async () => {
    const tenant = await makeTenant(t.deps, { modules: ['material'] });
    const propertyId = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3', external_id: 'PMS-77' });
    await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}`,
      key: tenant.key,
      body: { notes: 'Key box at the back door' },
    });
    const { id: templateId } = await createFormTemplate(t.deps, tenant.tenant.id, {
      name: 'Stairwell check',
      fields: [{ id: 'clean', type: 'checkbox', label: 'Stairwell clean', required: true }],
    });
    const responseId = await saveFormResponse(t.deps, tenant.tenant.id, {
      templateId,
      propertyId,
      accountId: tenant.accountId,
      answers: { clean: false },
      submit: true,
      origin: 'field',
    });
    const item = await call(t.app, {
      method: 'POST',
      url: '/api/v1/material/items',
      key: tenant.key,
      body: { name: 'Glass cleaner', sku: 'GC-1', unit: 'l' },
    });
    expect(item.statusCode, item.body).toBe(201);
    const itemId = item.json<{ id: number }>().id;
    const receipt = await call(t.app, {
      method: 'POST',
      url: '/api/v1/material/movements',
      key: tenant.key,
      body: { type: 'receipt', item_id: itemId, quantity: 12 },
    });
    expect(receipt.statusCode, receipt.body).toBe(201);

    const events = (await drain(t, tenant.key)).filter(
      (e) => !(CHANGE_NOTICE_TYPES as readonly string[]).includes(e.type),
    );
    expect(events.map((e) => e.type)).toEqual([
      'property.created',
      'property.updated',
      'form_response.submitted',
      'material.item.created',
      'material.movement.created',
    ]);
    const [created, updated, submitted, , movement] = events as [
      PublicEventDto,
      PublicEventDto,
      PublicEventDto,
      PublicEventDto,
      PublicEventDto,
    ];
    expect(created.data.object).toMatchObject({
      id: propertyId,
      name: 'Lindenhof 3',
      external_id: 'PMS-77',
      notes: null,
    });
    const property = await call(t.app, { url: `/api/v1/properties/${propertyId}`, key: tenant.key });
    expect(updated.data.object).toEqual(property.json());
    expect(updated.data.object.notes).toBe('Key box at the back door');
    expect(submitted.data.object).toMatchObject({
      id: responseId,
      status: 'submitted',
      property_id: propertyId,
      answers: [{ field_id: 'clean', label: 'Stairwell clean', type: 'checkbox', value: false }],
    });
    expect(movement.data.object).toMatchObject({ type: 'receipt', item_id: itemId, quantity: 12, property_id: null });
    for (const event of events) {
      expect(event.tenant_id).toBe(tenant.tenant.id);
      expect(Date.parse(event.created_at)).not.toBeNaN();
    }
  });

  it('changes of accounts, roles, form templates and workflow rules appear as notices with a link, in commit order', async () => {
    const tenant = await makeTenant(t.deps);
    const setupKey = await tenant.keyFor(['accounts:read', 'roles:read', 'form_templates:read']);
    const role = await call(t.app, {
      method: 'POST',
      url: '/api/v1/roles',
      key: tenant.key,
      body: { name: 'Night shift lead', permissions: ['tasks.manage'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const roleKey = role.json<{ id: string }>().id;
    const renamed = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/roles/${roleKey}`,
      key: tenant.key,
      body: { name: 'Night shift lead (north)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { id: templateId } = await createFormTemplate(t.deps, tenant.tenant.id, {
      name: 'Lift check',
      fields: [{ id: 'ok', type: 'checkbox', label: 'Lift works', required: true }],
    });
    await deleteRole(
      t.deps,
      { kind: 'person', tenantId: tenant.tenant.id, accountId: tenant.accountId, allProperties: true },
      roleKey,
    );

    const notices = await drain(t, setupKey);
    expect(notices.map((e) => [e.type, e.data.object])).toEqual([
      ['account.created', { id: tenant.accountId, url: `/api/v1/accounts/${tenant.accountId}`, thin: true }],
      ['role.created', { id: roleKey, url: `/api/v1/roles/${roleKey}`, thin: true }],
      ['role.updated', { id: roleKey, url: `/api/v1/roles/${roleKey}`, thin: true }],
      ['form_template.created', { id: templateId, url: `/api/v1/form-templates/${templateId}`, thin: true }],
      ['role.deleted', { id: roleKey, url: `/api/v1/roles/${roleKey}`, thin: true }],
    ]);
    // Without the roles scope, no role notices.
    const accountsOnly = await tenant.keyFor(['accounts:read']);
    expect((await drain(t, accountsOnly)).map((e) => e.type)).toEqual(['account.created']);
  });

  it('events are kept 30 days: older ones leave the feed and read as 404', async () => {
    const start = t.clock();
    try {
      const tenant = await makeTenant(t.deps);
      const oldProperty = await createPropertyVia(t.app, tenant.key, { name: 'Old one' });
      const [old] = await drain(t, tenant.key, '&types=property.created');
      t.clock.set(start + 31 * 24 * 3_600_000);
      await createPropertyVia(t.app, tenant.key, { name: 'New one' });
      // This tenant's only: other suites share the database.
      await pruneOldEvents(t.deps, tenant.tenant.id);
      const kept = await drain(t, tenant.key, '&types=property.created');
      expect(kept.map((e) => e.data.object.name)).toEqual(['New one']);
      expect((await call(t.app, { url: `/api/v1/events/${old?.id}`, key: tenant.key })).statusCode).toBe(404);
      expect(old?.data.object.id).toBe(oldProperty);
    } finally {
      t.clock.set(start);
    }
  });

  it("a new task's event carries the task as POST answered it and GET shows it; a replay records none", async () => {
    const tenant = await makeTenant(t.deps);
    const propertyId = await createPropertyVia(t.app, tenant.key);
    const uuid = '0b7c2f4e-5d6a-4b8c-9e1f-2a3b4c5d6e7f';
    const body = { uuid, title: '  Replace bulb  ', property_id: propertyId, due_date: '2026-12-01' };
    const created = await call(t.app, { method: 'POST', url: '/api/v1/tasks', key: tenant.key, body });
    expect(created.statusCode, created.body).toBe(201);
    const replay = await call(t.app, { method: 'POST', url: '/api/v1/tasks', key: tenant.key, body });
    expect(replay.statusCode, replay.body).toBe(200);
    const shown = await call(t.app, { url: `/api/v1/tasks/${created.json<{ id: number }>().id}`, key: tenant.key });

    const events = (await drain(t, tenant.key)).filter((e) => e.type === 'task.created');
    // One event for the one task: the replay created nothing.
    expect(events).toHaveLength(1);
    const object = events[0]!.data.object;
    // Title trimmed, no description, open, id and both timestamps from the new row.
    expect(object).toEqual(created.json());
    expect(object).toEqual(shown.json());
    expect(object).toMatchObject({ uuid, title: 'Replace bulb', description: null, status: 'open' });
  });
});
