import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDto } from '../../src/modules/properties/properties.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { apiGet, expectProblem, organisation } from './organisation.js';

describeEachBackend('portal properties', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function names(client: PortalClient, query = ''): Promise<string[]> {
    const response = await client.get(`/portal/api/properties${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PropertyDto[] }>().data.map((p) => p.name);
  }

  describe('list', () => {
    it('shows everyone signed in the properties their account sees, and nothing without a session', async () => {
      const org = await organisation(t);
      const a = await org.property({ name: 'Alpha' });
      await org.property({ name: 'Beta' });
      const { client: worker } = await org.member('worker', [a]);
      expect(await names(org.admin)).toEqual(['Alpha', 'Beta']);
      expect(await names(worker)).toEqual(['Alpha']);
      expectProblem(await t.app.inject({ url: '/portal/api/properties' }), 401, 'unauthenticated');
    });

    it('searches name, external id and city, ignoring case, and filters by archived', async () => {
      const org = await organisation(t);
      await org.property({ name: 'Lindenhof', external_id: 'PMS-4711', address: { city: 'Berlin' } });
      await org.property({ name: 'Rheinblick', external_id: 'PMS-0815', address: { city: 'Köln' } });
      const archived = await org.property({ name: 'Alte Mühle 100%', address: { city: 'Bonn' } });
      await org.admin.patch(`/portal/api/properties/${archived}`, { archived: true });

      expect(await names(org.admin, '?q=LINDEN')).toEqual(['Lindenhof']);
      expect(await names(org.admin, '?q=pms-08')).toEqual(['Rheinblick']);
      expect(await names(org.admin, '?q=köln')).toEqual(['Rheinblick']);
      expect(await names(org.admin, '?q=pms')).toEqual(['Lindenhof', 'Rheinblick']);
      // Wildcards in the search are plain characters.
      expect(await names(org.admin, `?q=${encodeURIComponent('%')}`)).toEqual(['Alte Mühle 100%']);
      expect(await names(org.admin, `?q=${encodeURIComponent('_')}`)).toEqual([]);
      expect(await names(org.admin, '?archived=true')).toEqual(['Alte Mühle 100%']);
      expect(await names(org.admin, '?archived=false')).toEqual(['Lindenhof', 'Rheinblick']);
      expect(await names(org.admin, '?q=bonn&archived=false')).toEqual([]);
      expectProblem(await org.admin.get('/portal/api/properties?colour=red'), 422, 'validation_failed');
    });

    it('never lists or finds another tenant’s properties', async () => {
      const a = await organisation(t);
      const b = await organisation(t);
      await b.property({ name: 'Geheimhof', external_id: 'B-1' });
      expect(await names(a.admin)).toEqual([]);
      expect(await names(a.admin, '?q=geheim')).toEqual([]);
    });
  });

  describe('edit', () => {
    it('lets a manager create, edit and archive; refuses workers with 403 permission_denied', async () => {
      const org = await organisation(t);
      const { client: manager } = await org.member('manager');
      const { client: worker } = await org.member('worker');
      const created = await manager.post('/portal/api/properties', {
        name: 'Lindenhof',
        address: { city: 'Berlin' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<PropertyDto>().id;
      const edited = await manager.patch(`/portal/api/properties/${id}`, { name: 'Lindenhof Nord' });
      expect(edited.statusCode, edited.body).toBe(200);
      const archived = await manager.patch(`/portal/api/properties/${id}`, { archived: true });
      expect(archived.json<PropertyDto>().archived).toBe(true);

      expectProblem(await worker.post('/portal/api/properties', { name: 'Nope' }), 403, 'permission_denied');
      expectProblem(await worker.patch(`/portal/api/properties/${id}`, { archived: false }), 403, 'permission_denied');
      expect(await names(org.admin)).toEqual(['Lindenhof Nord']);
      expect(await names(org.admin, '?archived=true')).toEqual(['Lindenhof Nord']);
    });

    it('refuses unknown fields and a taken external id', async () => {
      const org = await organisation(t);
      await org.property({ external_id: 'PMS-1' });
      expectProblem(await org.admin.post('/portal/api/properties', { name: 'X', size: 3 }), 422, 'validation_failed');
      expectProblem(
        await org.admin.post('/portal/api/properties', { name: 'X', external_id: 'PMS-1' }),
        409,
        'external_id_conflict',
      );
    });

    it('answers 404 for another tenant’s property and changes nothing', async () => {
      const a = await organisation(t);
      const b = await organisation(t);
      const theirs = await b.property({ name: 'Theirs' });
      expectProblem(await a.admin.patch(`/portal/api/properties/${theirs}`, { archived: true }), 404, 'not_found');
      expectProblem(
        await a.admin.patch(`/portal/api/properties/${Number.MAX_SAFE_INTEGER}`, { archived: true }),
        404,
        'not_found',
      );
      expect(await names(b.admin, '?archived=false')).toEqual(['Theirs']);
    });

    it('keeps a limited manager to the properties of its account', async () => {
      const org = await organisation(t);
      const mine = await org.property({ name: 'Mine' });
      const other = await org.property({ name: 'Other' });
      const { client } = await org.member('manager', [mine]);
      expectProblem(
        await client.patch(`/portal/api/properties/${other}`, { name: 'Taken' }),
        403,
        'property_access_denied',
      );
      // What it creates stays visible to it.
      expect((await client.post('/portal/api/properties', { name: 'New' })).statusCode).toBe(201);
      expect(await names(client)).toEqual(['Mine', 'New']);
    });
  });
  describe('coordinates', () => {
    it('keeps a property’s coordinates in the portal, both or neither, and never in the API', async () => {
      const org = await organisation(t);
      const created = await org.admin.post('/portal/api/properties', {
        name: 'Lindenhof',
        latitude: 52.4986,
        longitude: 13.4031,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: number }>().id;
      expect(created.json()).toMatchObject({ latitude: 52.4986, longitude: 13.4031 });

      const cleared = await org.admin.patch(`/portal/api/properties/${id}`, { latitude: null, longitude: null });
      expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
      const moved = await org.admin.patch(`/portal/api/properties/${id}`, { latitude: -33.86, longitude: 151.21 });
      expect(moved.json()).toMatchObject({ name: 'Lindenhof', latitude: -33.86, longitude: 151.21 });
      const listed = (await org.admin.get('/portal/api/properties')).json<{ data: Record<string, unknown>[] }>();
      expect(listed.data[0]).toMatchObject({ latitude: -33.86, longitude: 151.21 });
      const table = (await org.admin.get('/portal/api/property-table')).json<{ data: Record<string, unknown>[] }>();
      expect(table.data[0]).toMatchObject({ latitude: -33.86, longitude: 151.21 });

      const fromApi = await apiGet(t, org.fixture.key, `/api/v1/properties/${id}`);
      expect(fromApi.statusCode).toBe(200);
      expect(fromApi.json()).not.toHaveProperty('latitude');
      const apiWrite = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${id}`,
        headers: { 'x-api-key': org.fixture.key, 'content-type': 'application/json' },
        payload: JSON.stringify({ latitude: 1, longitude: 1 }),
      });
      expect(apiWrite.statusCode).toBe(422);
    });

    it('refuses coordinates out of range or only one of them, pointing at the field, and changes nothing', async () => {
      const org = await organisation(t);
      const id = (
        await org.admin.post('/portal/api/properties', { name: 'Rheinblick', latitude: 50.94, longitude: 6.96 })
      ).json<{ id: number }>().id;
      const pointer = (response: Awaited<ReturnType<typeof org.admin.patch>>) => {
        expectProblem(response, 422, 'validation_failed');
        return response.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer);
      };
      expect(pointer(await org.admin.patch(`/portal/api/properties/${id}`, { latitude: 91, longitude: 0 }))).toEqual([
        '/latitude',
      ]);
      expect(
        pointer(await org.admin.patch(`/portal/api/properties/${id}`, { latitude: 0, longitude: -180.5 })),
      ).toEqual(['/longitude']);
      expect(pointer(await org.admin.patch(`/portal/api/properties/${id}`, { latitude: 10 }))).toEqual(['/longitude']);
      expect(
        pointer(await org.admin.patch(`/portal/api/properties/${id}`, { name: 'Neu', latitude: null, longitude: 7 })),
      ).toEqual(['/latitude']);
      expect(pointer(await org.admin.post('/portal/api/properties', { name: 'Halb', longitude: 7 }))).toEqual([
        '/latitude',
      ]);
      const kept = (await org.admin.get('/portal/api/properties')).json<{ data: Record<string, unknown>[] }>().data;
      expect(kept).toEqual([expect.objectContaining({ name: 'Rheinblick', latitude: 50.94, longitude: 6.96 })]);
    });

    it('gives the field app’s clock the coordinates of my properties', async () => {
      const org = await organisation(t);
      const near = await org.property({ name: 'Nah' });
      await org.admin.patch(`/portal/api/properties/${near}`, { latitude: 48.1, longitude: 11.5 });
      await org.property({ name: 'Ohne' });
      const clock = (await org.admin.get('/portal/api/clock')).json<{
        properties: Record<string, unknown>[];
        store_location: boolean;
      }>();
      expect(clock.properties).toEqual([
        expect.objectContaining({ name: 'Nah', latitude: 48.1, longitude: 11.5 }),
        expect.objectContaining({ name: 'Ohne', latitude: null, longitude: null }),
      ]);
      expect(clock.store_location).toBe(false);
    });
  });
});
