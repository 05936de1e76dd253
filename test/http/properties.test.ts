import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDto } from '../../src/modules/properties/properties.schema.js';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

/** An id no property of any tenant will ever have. */
const MISSING_ID = Number.MAX_SAFE_INTEGER;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachBackend('properties', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const post = (key: string, body: unknown) => call(t.app, { method: 'POST', url: '/api/v1/properties', key, body });
  const patch = (key: string, id: number, body: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/properties/${id}`, key, body });
  const getOne = (key: string, id: number) => call(t.app, { url: `/api/v1/properties/${id}`, key });

  async function create(key: string, body: Record<string, unknown> = {}): Promise<PropertyDto> {
    const response = await post(key, { name: `Property ${randomUUID().slice(0, 8)}`, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PropertyDto>();
  }

  async function list(key: string, query = ''): Promise<PropertyDto[]> {
    const response = await call(t.app, { url: `/api/v1/properties?pageSize=200${query}`, key });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: PropertyDto[]; next_cursor: string | null }>();
    expect(page.next_cursor).toBeNull();
    return page.data;
  }

  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  function pointers(body: string): string[] {
    return (JSON.parse(body) as { errors?: { pointer: string }[] }).errors?.map((e) => e.pointer) ?? [];
  }

  describe('create', () => {
    it('answers 201 with a Location and echoes every field, the address included', async () => {
      const { key } = await makeTenant(t.deps);
      const before = Date.now();
      const response = await post(key, {
        name: 'Lindenhof residential complex',
        external_id: 'PMS-4711',
        address: { street: 'Lindenstraße 5', postal_code: '10969', city: 'Berlin', country: 'DE' },
        notes: 'Key safe at the rear entrance.',
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const created = response.json<PropertyDto>();
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Lindenhof residential complex',
        external_id: 'PMS-4711',
        address: { street: 'Lindenstraße 5', postal_code: '10969', city: 'Berlin', country: 'DE' },
        notes: 'Key safe at the rear entrance.',
        archived: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(Date.parse(created.created_at)).toBeGreaterThanOrEqual(before - 5_000);
      expect(Date.parse(created.created_at)).toBeLessThanOrEqual(Date.now() + 5_000);
      expect(created.updated_at).toBe(created.created_at);

      const location = String(response.headers.location);
      expect(location).toMatch(new RegExp(`/api/v1/properties/${created.id}$`));
      const fetched = await call(t.app, { url: new URL(location, 'http://localhost').pathname, key });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json()).toEqual(created);
    });

    it('defaults every optional field to null and archived to false', async () => {
      const { key } = await makeTenant(t.deps);
      const response = await post(key, { name: 'Bare minimum' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Bare minimum',
        external_id: null,
        address: { street: null, postal_code: null, city: null, country: null },
        notes: null,
        archived: false,
      });
    });

    it('keeps the address fields not given as null', async () => {
      const { key } = await makeTenant(t.deps);
      const created = await create(key, { address: { city: 'Hamburg' } });
      expect(created.address).toEqual({ street: null, postal_code: null, city: 'Hamburg', country: null });
    });

    it('requires a name that is not blank', async () => {
      const { key } = await makeTenant(t.deps);
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }, { external_id: 'X-1' }]) {
        const response = await post(key, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().code).toBe('validation_failed');
        expect(pointers(response.body)).toContain('/name');
      }
      expect(await list(key)).toEqual([]);
    });

    it('refuses an archived flag on creation: it is not a create field', async () => {
      const { key } = await makeTenant(t.deps);
      const response = await post(key, { name: 'Archived from the start', archived: true });
      expect(response.statusCode).toBe(422);
      expect(pointers(response.body)).toEqual(['/archived']);
    });
  });

  describe('external_id', () => {
    it('is unique per tenant: a second POST with it is 409 external_id_conflict and stores nothing', async () => {
      const { key } = await makeTenant(t.deps);
      const first = await create(key, { external_id: 'PMS-1' });
      const second = await post(key, { name: 'Duplicate', external_id: 'PMS-1' });
      expect(second.statusCode).toBe(409);
      expect(second.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(second.json()).toMatchObject({ code: 'external_id_conflict', existing_property_id: first.id });
      expect(second.json().detail).toContain(String(first.id));
      expect(ids(await list(key))).toEqual([first.id]);
      // A sync finds it by its reference.
      const found = await call(t.app, { url: '/api/v1/properties?external_id=PMS-1', key });
      expect(found.json().data.map((p: { id: number }) => p.id)).toEqual([first.id]);
    });

    it('is compared exactly: another spelling is another reference', async () => {
      const { key } = await makeTenant(t.deps);
      await create(key, { external_id: 'pms-2' });
      const other = await post(key, { name: 'Upper case', external_id: 'PMS-2' });
      expect(other.statusCode).toBe(201);
    });

    it('PATCH onto an external_id another property holds is 409 and changes nothing', async () => {
      const { key } = await makeTenant(t.deps);
      const a = await create(key, { external_id: 'PMS-A' });
      const b = await create(key, { external_id: 'PMS-B', notes: 'keep me' });
      const response = await patch(key, b.id, { external_id: 'PMS-A', notes: 'changed' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'external_id_conflict', existing_property_id: a.id });
      expect((await getOne(key, b.id)).json()).toEqual(b);
    });

    it('PATCH may repeat the property’s own external_id', async () => {
      const { key } = await makeTenant(t.deps);
      const a = await create(key, { external_id: 'PMS-SELF' });
      const response = await patch(key, a.id, { external_id: 'PMS-SELF', name: 'Renamed' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ external_id: 'PMS-SELF', name: 'Renamed' });
    });

    it('may be the same in two tenants', async () => {
      const a = await makeTenant(t.deps);
      const b = await makeTenant(t.deps);
      const externalId = `SHARED-${randomUUID()}`;
      const inA = await create(a.key, { external_id: externalId });
      const inB = await create(b.key, { external_id: externalId });
      expect(inB.id).not.toBe(inA.id);
      expect(ids(await list(a.key, `&external_id=${externalId}`))).toEqual([inA.id]);
      expect(ids(await list(b.key, `&external_id=${externalId}`))).toEqual([inB.id]);
    });

    it('may be left out by any number of properties', async () => {
      const { key } = await makeTenant(t.deps);
      await create(key);
      await create(key, { external_id: null });
      await create(key);
      expect(await list(key)).toHaveLength(3);
    });

    it('can be freed by setting it to null, and then reused', async () => {
      const { key } = await makeTenant(t.deps);
      const a = await create(key, { external_id: 'PMS-MOVE' });
      expect((await patch(key, a.id, { external_id: null })).statusCode).toBe(200);
      const b = await create(key, { external_id: 'PMS-MOVE' });
      expect(ids(await list(key, '&external_id=PMS-MOVE'))).toEqual([b.id]);
    });
  });

  describe('PATCH', () => {
    const full = {
      name: 'Original',
      external_id: 'ORIG-1',
      address: { street: 'Hauptstraße 1', postal_code: '14467', city: 'Berlin', country: 'DE' },
      notes: 'Original notes',
    };

    it('changes only the fields given and moves updated_at', async () => {
      const { key } = await makeTenant(t.deps);
      const before = await create(key, full);
      await pause(20);
      const response = await patch(key, before.id, { address: { city: 'Potsdam' } });
      expect(response.statusCode).toBe(200);
      const after = response.json<PropertyDto>();
      expect(after).toEqual({
        ...before,
        address: { ...before.address, city: 'Potsdam' },
        updated_at: expect.any(String),
      });
      expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
      expect(after.created_at).toBe(before.created_at);
      expect((await getOne(key, before.id)).json()).toEqual(after);
    });

    it('changes several fields at once', async () => {
      const { key } = await makeTenant(t.deps);
      const before = await create(key, full);
      const response = await patch(key, before.id, { name: 'New name', notes: 'New notes', external_id: 'NEW-1' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'New name',
        notes: 'New notes',
        external_id: 'NEW-1',
        address: full.address,
      });
    });

    it('clears optional fields given as null', async () => {
      const { key } = await makeTenant(t.deps);
      const before = await create(key, full);
      const response = await patch(key, before.id, {
        external_id: null,
        notes: null,
        address: { street: null, country: null },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Original',
        external_id: null,
        notes: null,
        address: { street: null, postal_code: '14467', city: 'Berlin', country: null },
      });
      expect((await getOne(key, before.id)).json()).toMatchObject({ external_id: null, notes: null });
    });

    it('refuses to clear or blank the name', async () => {
      const { key } = await makeTenant(t.deps);
      const before = await create(key, full);
      for (const name of [null, '', '  ']) {
        const response = await patch(key, before.id, { name });
        expect(response.statusCode).toBe(422);
        expect(pointers(response.body)).toContain('/name');
      }
      expect((await getOne(key, before.id)).json()).toEqual(before);
    });

    it('archives with archived: true and restores with archived: false', async () => {
      const { key } = await makeTenant(t.deps);
      const property = await create(key, full);
      const archived = await patch(key, property.id, { archived: true });
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ ...full, archived: true });
      expect((await getOne(key, property.id)).json().archived).toBe(true);

      const restored = await patch(key, property.id, { archived: false });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().archived).toBe(false);
      expect((await getOne(key, property.id)).json().archived).toBe(false);
    });

    it('with an empty body changes nothing and answers the property', async () => {
      const { key } = await makeTenant(t.deps);
      const before = await create(key, full);
      const response = await patch(key, before.id, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(before);
    });

    it('of a property that does not exist is 404 not_found', async () => {
      const { key } = await makeTenant(t.deps);
      const response = await patch(key, MISSING_ID, { name: 'Ghost' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().code).toBe('not_found');
    });

    it('with a path id that is not a positive integer is 422', async () => {
      const { key } = await makeTenant(t.deps);
      for (const id of ['abc', '0', '-1', '1.5']) {
        const response = await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${id}`, key, body: {} });
        expect(response.statusCode, id).toBe(422);
        expect(pointers(response.body)).toEqual(['/path/id']);
      }
    });
  });

  describe('GET /properties/:id', () => {
    it('returns the property as created', async () => {
      const { key } = await makeTenant(t.deps);
      const created = await create(key, { external_id: 'GET-1', notes: 'n' });
      const response = await getOne(key, created.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
    });

    it('is 404 not_found for an id that does not exist', async () => {
      const { key } = await makeTenant(t.deps);
      const response = await getOne(key, MISSING_ID);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    });
  });

  describe('list filters', () => {
    it('external_id finds exactly the matching property', async () => {
      const { key } = await makeTenant(t.deps);
      await create(key, { external_id: 'F-1' });
      const two = await create(key, { external_id: 'F-2' });
      await create(key);
      expect(ids(await list(key, '&external_id=F-2'))).toEqual([two.id]);
      expect(await list(key, '&external_id=F-9')).toEqual([]);
    });

    it('updated_since keeps properties changed at or after the instant', async () => {
      const { key } = await makeTenant(t.deps);
      const first = await create(key);
      await pause(20);
      const second = await create(key);
      const since = (instant: string) => `&updated_since=${encodeURIComponent(instant)}`;

      expect(ids(await list(key, since(first.updated_at)))).toEqual([first.id, second.id]);
      expect(ids(await list(key, since(second.updated_at)))).toEqual([second.id]);
      const later = new Date(Date.parse(second.updated_at) + 1).toISOString();
      expect(await list(key, since(later))).toEqual([]);

      await pause(20);
      const touched = (await patch(key, first.id, { notes: 'touched' })).json<PropertyDto>();
      expect(ids(await list(key, since(touched.updated_at)))).toEqual([first.id]);
    });

    it('updated_since accepts any time zone offset', async () => {
      const { key } = await makeTenant(t.deps);
      const property = await create(key);
      const instant = new Date(Date.parse(property.updated_at));
      // The same instant written as local time in UTC+02:00.
      const shifted = new Date(instant.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
      expect(ids(await list(key, `&updated_since=${encodeURIComponent(shifted)}`))).toEqual([property.id]);
      const hourLater = new Date(instant.getTime() + 3_600_000).toISOString();
      expect(await list(key, `&updated_since=${encodeURIComponent(hourLater)}`)).toEqual([]);
    });

    it('archived=true, archived=false and no archived filter', async () => {
      const { key } = await makeTenant(t.deps);
      const active = await create(key);
      const archived = await create(key);
      expect((await patch(key, archived.id, { archived: true })).statusCode).toBe(200);

      expect(ids(await list(key, '&archived=true'))).toEqual([archived.id]);
      expect(ids(await list(key, '&archived=false'))).toEqual([active.id]);
      expect(ids(await list(key))).toEqual([active.id, archived.id]);
    });

    it('combines filters', async () => {
      const { key } = await makeTenant(t.deps);
      const archived = await create(key, { external_id: 'C-1' });
      await patch(key, archived.id, { archived: true });
      expect(ids(await list(key, '&external_id=C-1&archived=true'))).toEqual([archived.id]);
      expect(await list(key, '&external_id=C-1&archived=false')).toEqual([]);
    });

    it('refuses filter values of the wrong form with 422 naming the parameter', async () => {
      const { key } = await makeTenant(t.deps);
      const cases: [string, string][] = [
        ['archived=maybe', '/query/archived'],
        ['updated_since=yesterday', '/query/updated_since'],
        ['updated_since=2026-01-01', '/query/updated_since'],
        ['updated_since=2026-01-01T10:00:00', '/query/updated_since'],
        ['external_id=', '/query/external_id'],
      ];
      for (const [query, pointer] of cases) {
        const response = await call(t.app, { url: `/api/v1/properties?${query}`, key });
        expect(response.statusCode, query).toBe(422);
        expect(pointers(response.body), query).toEqual([pointer]);
      }
    });
  });
});
