import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { incidents } from '../../src/db/schema.js';
import type { IncidentDto } from '../../src/modules/incidents/incidents.schema.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const MISSING_ID = Number.MAX_SAFE_INTEGER;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ status: number; code: string; detail: string; request_id: string }>();
  expect(body.status).toBe(status);
  expect(body.code).toBe(code);
  expect(body.request_id).toBe(response.headers['x-request-id']);
  return body;
}

function pointers(response: LightMyRequestResponse): string[] {
  return (response.json<{ errors?: { pointer: string }[] }>().errors ?? []).map((e) => e.pointer);
}

function expectInvalidAt(response: LightMyRequestResponse, ...expected: string[]) {
  expectProblem(response, 422, 'validation_failed');
  expect(pointers(response).sort()).toEqual([...expected].sort());
}

describeEachBackend('incidents', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const post = (key: string, body: unknown) => call(t.app, { method: 'POST', url: '/api/v1/incidents', key, body });
  const get = (key: string, id: number) => call(t.app, { url: `/api/v1/incidents/${id}`, key });

  async function setup() {
    const tenant = await makeTenant(t.deps);
    const propertyId = await createPropertyVia(t.app, tenant.key);
    return { ...tenant, propertyId };
  }

  function payload(propertyId: number, extra: Record<string, unknown> = {}) {
    return {
      uuid: randomUUID(),
      title: 'Water damage in stairwell B',
      property_id: propertyId,
      severity: 'high',
      ...extra,
    };
  }

  async function create(key: string, body: Record<string, unknown>): Promise<IncidentDto> {
    const response = await post(key, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<IncidentDto>();
  }

  /** How many incidents the tenant has, read where no API lists them. */
  async function stored(tenantId: number): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(incidents).where(eq(incidents.tenantId, tenantId));
    return row?.n ?? 0;
  }

  describe('create', () => {
    it('answers 201 with a Location and every field of the incident', async () => {
      const { key, propertyId, tenant } = await setup();
      const body = payload(propertyId, {
        description: 'Damp patch on the ceiling above the second-floor landing, growing.',
        severity: 'critical',
        location: 'Stairwell B, 2nd floor',
        occurred_at: '2026-11-22T07:45:00Z',
      });
      const before = Date.now();
      const response = await post(key, body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const incident = response.json<IncidentDto>();
      expect(incident).toEqual({
        id: expect.any(Number),
        uuid: body.uuid,
        title: 'Water damage in stairwell B',
        description: 'Damp patch on the ceiling above the second-floor landing, growing.',
        property_id: propertyId,
        severity: 'critical',
        location: 'Stairwell B, 2nd floor',
        occurred_at: '2026-11-22T07:45:00.000Z',
        status: 'open',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        resolved_at: null,
        owner: null,
        due_on: null,
      });
      expect(Date.parse(incident.created_at)).toBeGreaterThanOrEqual(before - 5_000);
      expect(Date.parse(incident.created_at)).toBeLessThanOrEqual(Date.now() + 5_000);
      expect(incident.updated_at).toBe(incident.created_at);

      const location = String(response.headers.location);
      expect(location).toMatch(new RegExp(`^https?://[^/]+/api/v1/incidents/${incident.id}$`));
      const fetched = await get(key, Number(location.split('/').pop()));
      expect(fetched.statusCode, fetched.body).toBe(200);
      expect(fetched.json()).toEqual(incident);
      expect(await stored(tenant.id)).toBe(1);
    });

    it('with only the required fields: status open, occurred_at now, the rest null, a uuid of its own', async () => {
      const { key, propertyId } = await setup();
      const now = new Date(t.clock()).toISOString();
      const incident = await create(key, {
        title: 'Broken window',
        property_id: propertyId,
        severity: 'low',
      });
      expect(incident).toEqual({
        id: expect.any(Number),
        uuid: expect.stringMatching(UUID),
        title: 'Broken window',
        description: null,
        property_id: propertyId,
        severity: 'low',
        location: null,
        occurred_at: now,
        status: 'open',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        resolved_at: null,
        owner: null,
        due_on: null,
      });
    });

    it('keeps the instant of an occurred_at given with an offset, answering it in UTC', async () => {
      const { key, propertyId } = await setup();
      const incident = await create(key, payload(propertyId, { occurred_at: '2026-11-22T08:45:30.250+01:00' }));
      expect(incident.occurred_at).toBe('2026-11-22T07:45:30.250Z');
    });

    it.each([
      ['0024-01-25T07:58:42.291Z'],
      ['0001-01-01T00:00:00Z'],
      ['1969-12-31T23:59:59Z'],
      ['2999-01-01T00:00:00Z'],
    ])('refuses the far-off occurred_at %s with 422 at /occurred_at, storing nothing', async (occurred_at) => {
      const { key, propertyId, tenant } = await setup();
      expectInvalidAt(await post(key, payload(propertyId, { occurred_at })), '/occurred_at');
      expect(await stored(tenant.id)).toBe(0);
    });

    it('accepts each severity low, medium, high and critical', async () => {
      const { key, propertyId } = await setup();
      for (const severity of ['low', 'medium', 'high', 'critical']) {
        const incident = await create(key, payload(propertyId, { severity }));
        expect(incident.severity).toBe(severity);
      }
    });

    it.each([['urgent'], ['HIGH'], [''], [3], [null]])(
      'refuses severity %j with 422 at /severity',
      async (severity) => {
        const { key, propertyId, tenant } = await setup();
        expectInvalidAt(await post(key, payload(propertyId, { severity })), '/severity');
        expect(await stored(tenant.id)).toBe(0);
      },
    );

    it('requires title, property_id and severity', async () => {
      const { key, tenant } = await setup();
      expectInvalidAt(await post(key, {}), '/property_id', '/severity', '/title');
      expect(await stored(tenant.id)).toBe(0);
    });

    it('refuses an empty, blank or overlong title with 422 at /title', async () => {
      const { key, propertyId, tenant } = await setup();
      for (const title of ['', '   ', 'x'.repeat(201), 42, null]) {
        expectInvalidAt(await post(key, payload(propertyId, { title })), '/title');
      }
      expect(await stored(tenant.id)).toBe(0);
    });

    it('refuses occurred_at that is not an RFC 3339 date-time with 422 at /occurred_at', async () => {
      const { key, propertyId, tenant } = await setup();
      for (const occurredAt of ['yesterday', '2026-11-22', '2026-11-22T07:45:00', '2026-02-30T10:00:00Z', 0]) {
        expectInvalidAt(await post(key, payload(propertyId, { occurred_at: occurredAt })), '/occurred_at');
      }
      expect(await stored(tenant.id)).toBe(0);
    });

    it('refuses an unknown field with 422 pointing at it, and stores nothing', async () => {
      const { key, propertyId, tenant } = await setup();
      expectInvalidAt(await post(key, payload(propertyId, { priority: 'urgent' })), '/priority');
      expectInvalidAt(await post(key, payload(propertyId, { status: 'resolved' })), '/status');
      expect(await stored(tenant.id)).toBe(0);
    });
  });

  describe('property_id', () => {
    it('of a property that does not exist is 422 at /property_id', async () => {
      const { key, tenant } = await setup();
      expectInvalidAt(await post(key, payload(MISSING_ID)), '/property_id');
      expect(await stored(tenant.id)).toBe(0);
    });

    it('of another tenant’s property is 422 at /property_id, exactly like a missing one', async () => {
      const mine = await setup();
      const other = await setup();
      const response = await post(mine.key, payload(other.propertyId));
      expectInvalidAt(response, '/property_id');
      const missing = await post(mine.key, payload(MISSING_ID));
      expect(response.json().errors).toEqual(missing.json().errors);
      expect(await stored(mine.tenant.id)).toBe(0);
      expect(await stored(other.tenant.id)).toBe(0);
    });

    it('of a property the account cannot access is 403 property_access_denied', async () => {
      const w = await setup();
      const { key, propertyId, tenant } = w;
      const visible = await createPropertyVia(t.app, key);
      const limitedKey = await w.keyFor(SCOPES, await w.account([visible]));
      expectProblem(await post(limitedKey, payload(propertyId)), 403, 'property_access_denied');
      expect(await stored(tenant.id)).toBe(0);
      await create(limitedKey, payload(visible));
    });

    it('of an archived property is 422 at /property_id; after restoring it works', async () => {
      const { key, propertyId, tenant } = await setup();
      const archive = (archived: boolean) =>
        call(t.app, { method: 'PATCH', url: `/api/v1/properties/${propertyId}`, key, body: { archived } });
      expect((await archive(true)).statusCode).toBe(200);
      expectInvalidAt(await post(key, payload(propertyId)), '/property_id');
      expect(await stored(tenant.id)).toBe(0);
      expect((await archive(false)).statusCode).toBe(200);
      await create(key, payload(propertyId));
    });
  });

  describe('idempotency by uuid', () => {
    it('a repeat with the same uuid and payload answers 200 with the same incident and creates nothing', async () => {
      const { key, propertyId, tenant } = await setup();
      const body = payload(propertyId, { description: 'd', location: 'Cellar', occurred_at: '2026-11-22T07:45:00Z' });
      const first = await create(key, body);
      const again = await post(key, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first);
      expect(String(again.headers.location)).toMatch(new RegExp(`/api/v1/incidents/${first.id}$`));
      expect(await stored(tenant.id)).toBe(1);
    });

    it('a repeat without occurred_at is the same payload even after the clock moved on', async () => {
      const { key, propertyId, tenant } = await setup();
      const body = payload(propertyId);
      const first = await create(key, body);
      t.clock.advance(90_000);
      const again = await post(key, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first);
      expect(await stored(tenant.id)).toBe(1);
    });

    it('treats occurred_at in another offset but at the same instant as the same payload', async () => {
      const { key, propertyId, tenant } = await setup();
      const body = payload(propertyId, { occurred_at: '2026-11-22T07:45:00Z' });
      const first = await create(key, body);
      for (const sameInstant of [
        '2026-11-22T08:45:00+01:00',
        '2026-11-22T02:45:00.000-05:00',
        '2026-11-22T07:45:00.000Z',
      ]) {
        const again = await post(key, { ...body, occurred_at: sameInstant });
        expect(again.statusCode, `${sameInstant}: ${again.body}`).toBe(200);
        expect(again.json()).toEqual(first);
      }
      const later = await post(key, { ...body, occurred_at: '2026-11-22T08:45:00Z' });
      expectProblem(later, 409, 'uuid_conflict');
      expect(await stored(tenant.id)).toBe(1);
    });

    it('treats a missing description or location and null as the same payload', async () => {
      const { key, propertyId } = await setup();
      const body = payload(propertyId);
      const first = await create(key, body);
      const again = await post(key, { ...body, description: null, location: null });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().id).toBe(first.id);
    });

    it('the same uuid with a different payload is 409 uuid_conflict and leaves the incident as it was', async () => {
      const { key, propertyId, tenant } = await setup();
      const otherProperty = await createPropertyVia(t.app, key);
      const body = payload(propertyId, { occurred_at: '2026-11-22T07:45:00Z' });
      const first = await create(key, body);
      const variants = [
        { title: 'Something else' },
        { severity: 'low' },
        { property_id: otherProperty },
        { description: 'now with a description' },
        { location: 'Roof' },
        { occurred_at: '2026-11-22T07:45:01Z' },
      ];
      for (const change of variants) {
        const response = await post(key, { ...body, ...change });
        expectProblem(response, 409, 'uuid_conflict');
      }
      expect(await stored(tenant.id)).toBe(1);
      expect((await get(key, first.id)).json()).toEqual(first);
    });

    it('compares uuids without regard to letter case', async () => {
      const { key, propertyId, tenant } = await setup();
      const lower = randomUUID();
      const body = payload(propertyId, { uuid: lower.toUpperCase() });
      const first = await create(key, body);
      expect(first.uuid).toBe(lower);
      const again = await post(key, { ...body, uuid: lower });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.id);
      expectProblem(await post(key, { ...body, uuid: lower, title: 'Different' }), 409, 'uuid_conflict');
      expect(await stored(tenant.id)).toBe(1);
    });

    it('refuses a uuid that is not a UUID with 422 at /uuid', async () => {
      const { key, propertyId, tenant } = await setup();
      for (const uuid of ['not-a-uuid', '12345', '', 42]) {
        expectInvalidAt(await post(key, payload(propertyId, { uuid })), '/uuid');
      }
      expect(await stored(tenant.id)).toBe(0);
    });

    it('without a uuid every call creates a new incident', async () => {
      const { key, propertyId, tenant } = await setup();
      const body: Record<string, unknown> = payload(propertyId);
      delete body.uuid;
      const first = await create(key, body);
      const second = await create(key, body);
      expect(second.uuid).not.toBe(first.uuid);
      expect(second.id).not.toBe(first.id);
      expect(await stored(tenant.id)).toBe(2);
    });

    it('the same uuid in two tenants makes two separate incidents', async () => {
      const a = await setup();
      const b = await setup();
      const uuid = randomUUID();
      const inA = await create(a.key, payload(a.propertyId, { uuid }));
      const inB = await create(b.key, payload(b.propertyId, { uuid, title: 'Other tenant, other title' }));
      expect(inB.id).not.toBe(inA.id);
      expect(await stored(a.tenant.id)).toBe(1);
      expect(await stored(b.tenant.id)).toBe(1);
    });

    it('ten concurrent identical POSTs make one incident: one 201, nine 200', async () => {
      const { key, propertyId, tenant } = await setup();
      const body = payload(propertyId, { occurred_at: '2026-11-22T07:45:00Z' });
      const responses = await Promise.all(Array.from({ length: 10 }, () => post(key, body)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(responses.map((r) => r.json<IncidentDto>().id));
      expect(ids.size).toBe(1);
      expect(await stored(tenant.id)).toBe(1);
      const [row] = await t.database.db
        .select()
        .from(incidents)
        .where(and(eq(incidents.tenantId, tenant.id), eq(incidents.uuid, body.uuid)));
      expect(row?.id).toBe([...ids][0]);
    });
  });

  describe('authorisation', () => {
    it('needs incidents:write to report; incidents:read or incidents:write to read', async () => {
      const w = await setup();
      const { key, propertyId, tenant } = w;
      const incident = await create(key, payload(propertyId));
      const without = await w.keyFor(SCOPES.filter((scope) => !scope.startsWith('incidents:')));
      const refused = expectProblem(await post(without, payload(propertyId)), 403, 'insufficient_scope');
      expect(refused.detail).toContain('incidents:write');
      expectProblem(await get(without, incident.id), 403, 'insufficient_scope');
      expectProblem(await call(t.app, { url: '/api/v1/incidents', key: without }), 403, 'insufficient_scope');
      expect(await stored(tenant.id)).toBe(1);

      const writer = await w.keyFor(['incidents:write']);
      await create(writer, payload(propertyId));
      expect((await get(writer, incident.id)).statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/v1/incidents', key: writer })).statusCode).toBe(200);

      const reader = await w.keyFor(['incidents:read']);
      expectProblem(await post(reader, payload(propertyId)), 403, 'insufficient_scope');
      expect((await get(reader, incident.id)).json()).toEqual(incident);
      expect(await stored(tenant.id)).toBe(2);
    });

    it('answers 402 licence_expired once the licence has run out, while reading back keeps working', async () => {
      const { key, propertyId, tenant } = await setup();
      const incident = await create(key, payload(propertyId));
      await updateTenant(t.deps, tenant.id, { licenceValidUntil: '2020-01-31' });
      const refused = expectProblem(await post(key, payload(propertyId)), 402, 'licence_expired');
      expect(refused.detail).toContain('2020-01-31');
      expect(await stored(tenant.id)).toBe(1);
      expect((await get(key, incident.id)).json()).toEqual(incident);
    });
  });

  describe('GET /incidents', () => {
    const list = async (key: string, query = '') => {
      const response = await call(t.app, { url: `/api/v1/incidents?pageSize=100${query}`, key });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: IncidentDto[]; next_cursor: string | null }>();
    };
    const idsOf = (page: { data: IncidentDto[] }) => page.data.map((incident) => incident.id);

    it('lists the tenant’s incidents oldest first, paged, with the filters of the list', async () => {
      const w = await setup();
      const other = await createPropertyVia(t.app, w.key);
      const a = await create(w.key, payload(w.propertyId, { occurred_at: '2026-11-01T08:00:00Z', severity: 'low' }));
      const b = await create(w.key, payload(other, { occurred_at: '2026-11-10T08:00:00Z' }));
      // updated_at is the database's time: let a few milliseconds pass between b and c.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const since = new Date(Date.parse(b.updated_at) + 1).toISOString();
      const c = await create(
        w.key,
        payload(w.propertyId, { occurred_at: '2026-11-20T08:00:00Z', severity: 'critical' }),
      );
      const reader = await w.keyFor(['incidents:read']);
      expect(idsOf(await list(reader))).toEqual([a.id, b.id, c.id]);
      expect(idsOf(await list(reader, `&property_id=${w.propertyId}`))).toEqual([a.id, c.id]);
      expect(idsOf(await list(reader, '&severity=critical'))).toEqual([c.id]);
      expect(idsOf(await list(reader, '&status=open'))).toEqual([a.id, b.id, c.id]);
      expect(idsOf(await list(reader, '&status=closed'))).toEqual([]);
      expect(idsOf(await list(reader, '&occurred_from=2026-11-05T00:00:00Z&occurred_to=2026-11-15T00:00:00Z'))).toEqual(
        [b.id],
      );
      expect(idsOf(await list(reader, `&updated_since=${encodeURIComponent(since)}`))).toEqual([c.id]);
      const first = await call(t.app, { url: '/api/v1/incidents?pageSize=2', key: reader });
      const page = first.json<{ data: IncidentDto[]; next_cursor: string }>();
      expect(idsOf(page)).toEqual([a.id, b.id]);
      const second = await list(reader, `&cursor=${page.next_cursor}`);
      expect(idsOf(second)).toEqual([c.id]);
      expect(second.next_cursor).toBeNull();
    });

    it('shows only what the account sees: another tenant’s never, a limited account only its properties', async () => {
      const w = await setup();
      const visible = await createPropertyVia(t.app, w.key);
      const hidden = await create(w.key, payload(w.propertyId));
      const shown = await create(w.key, payload(visible));
      const stranger = await setup();
      await create(stranger.key, payload(stranger.propertyId));
      const limited = await w.keyFor(['incidents:read'], await w.account([visible]));
      expect(idsOf(await list(limited))).toEqual([shown.id]);
      expectProblem(
        await call(t.app, { url: `/api/v1/incidents?property_id=${w.propertyId}`, key: limited }),
        403,
        'property_access_denied',
      );
      expect(idsOf(await list(w.key))).toEqual([hidden.id, shown.id]);
      expectInvalidAt(
        await call(t.app, { url: `/api/v1/incidents?property_id=${stranger.propertyId}`, key: w.key }),
        '/query/property_id',
      );
      expectInvalidAt(
        await call(t.app, {
          url: '/api/v1/incidents?occurred_from=2026-11-20T00:00:00Z&occurred_to=2026-11-01T00:00:00Z',
          key: w.key,
        }),
        '/query/occurred_to',
      );
    });
  });

  describe('GET /incidents/:id', () => {
    it('is 404 for an incident that does not exist and for another tenant’s, the same both ways', async () => {
      const mine = await setup();
      const other = await setup();
      const theirs = await create(other.key, payload(other.propertyId));
      const foreign = expectProblem(await get(mine.key, theirs.id), 404, 'not_found');
      const missing = expectProblem(await get(mine.key, MISSING_ID), 404, 'not_found');
      expect(foreign.detail).toBe(missing.detail);
      expect((await get(other.key, theirs.id)).json()).toEqual(theirs);
    });

    it('is 403 property_access_denied for an incident on a property the account cannot access', async () => {
      const w = await setup();
      const { key, propertyId } = w;
      const visible = await createPropertyVia(t.app, key);
      const hidden = await create(key, payload(propertyId));
      const shown = await create(key, payload(visible));
      const limitedKey = await w.keyFor(['incidents:write'], await w.account([visible]));
      expectProblem(await get(limitedKey, hidden.id), 403, 'property_access_denied');
      expect((await get(limitedKey, shown.id)).json()).toEqual(shown);
    });

    it('refuses an id that is not a positive integer with 422 at /path/id', async () => {
      const { key } = await setup();
      for (const id of ['abc', '0', '-1', '1.5']) {
        const response = await call(t.app, { url: `/api/v1/incidents/${id}`, key });
        expectInvalidAt(response, '/path/id');
      }
    });
  });
});
