import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrandingViewDto } from '../../src/modules/branding/branding.schema.js';
import type { ClientDetailDto, ClientDto } from '../../src/modules/clients/clients.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

// Clients follow their properties: a person limited to some properties sees the clients
// that have at least one of them, and changes a client or its branding only when they see
// every property it has; a client without properties is for those who see all of them.

describeEachBackend('clients within property access', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('shows and lets change only the clients a limited person’s properties reach', async () => {
    const org = await organisation(t);
    const harbour = await org.property({ name: 'Harbour View' });
    const mill = await org.property({ name: 'Old Mill' });
    const harbourAnnex = await org.property({ name: 'Harbour Annex' });
    const millAnnex = await org.property({ name: 'Mill Annex' });
    const client = async (name: string, propertyIds: number[]) => {
      const created = await org.admin.post('/portal/api/clients', {
        name,
        contact_emails: [`office@${name.toLowerCase().replace(/\W/g, '')}.example`],
        notes: `Key safe code of ${name}: 4711`,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<ClientDto>().id;
      for (const propertyId of propertyIds) {
        const given = await org.admin.patch(`/portal/api/properties/${propertyId}`, { client_id: id });
        expect(given.statusCode, given.body).toBe(200);
      }
      return id;
    };
    const shared = await client('Both Estates', [harbourAnnex, millAnnex]);
    const onlyHarbour = await client('Harbour Owners', [harbour]);
    const onlyMill = await client('Mill Owners', [mill]);
    const empty = await client('New Prospect', []);

    const worker = await org.member('worker', [harbour, harbourAnnex]);
    const editor = await org.member('manager', [harbour, harbourAnnex]);
    const names = async (who: PortalClient) => {
      const listed = await who.get('/portal/api/clients');
      expect(listed.statusCode, listed.body).toBe(200);
      return listed.json<{ data: ClientDto[] }>().data.map((c) => c.name);
    };

    // Reading: the clients that have one of the person's properties, with only those properties.
    expect(await names(worker.client)).toEqual(['Both Estates', 'Harbour Owners']);
    expect(await names(org.admin)).toEqual(['Both Estates', 'Harbour Owners', 'Mill Owners', 'New Prospect']);
    const detail = await worker.client.get(`/portal/api/clients/${shared}`);
    expect(detail.json<ClientDetailDto>().properties.map((p) => p.id)).toEqual([harbourAnnex]);
    for (const id of [onlyMill, empty]) {
      const refused = await worker.client.get(`/portal/api/clients/${id}`);
      expectProblem(refused, 403, 'property_access_denied');
      expect(refused.body).not.toContain('4711');
      expectProblem(await worker.client.get(`/portal/api/clients/${id}/branding`), 403, 'property_access_denied');
      expectProblem(await worker.client.get(`/portal/api/clients/${id}/branding/logo`), 403, 'property_access_denied');
    }
    const branding = await worker.client.get(`/portal/api/clients/${onlyHarbour}/branding`);
    expect(branding.json<BrandingViewDto>().display_name).toBe('Harbour Owners');

    // Changing: only a client all of whose properties the person sees.
    const renamed = await editor.client.patch(`/portal/api/clients/${onlyHarbour}`, { notes: 'Gate code changed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const saved = await editor.client.request('PUT', `/portal/api/clients/${onlyHarbour}/branding`, {
      accent_color: '#1f5f8b',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const id of [shared, onlyMill, empty]) {
      expectProblem(
        await editor.client.patch(`/portal/api/clients/${id}`, { contact_emails: ['attacker@example.test'] }),
        403,
        'property_access_denied',
      );
      expectProblem(
        await editor.client.request('PUT', `/portal/api/clients/${id}/branding`, { accent_color: '#8b1f1f' }),
        403,
        'property_access_denied',
      );
      expectProblem(
        await editor.client.request('DELETE', `/portal/api/clients/${id}/branding`),
        403,
        'property_access_denied',
      );
    }
    // A new client would have no properties, so it is for those who see all of them.
    expectProblem(await editor.client.post('/portal/api/clients', { name: 'Mine' }), 403, 'property_access_denied');
    // Giving one's property to a client one cannot see would open that client: it reads as unknown.
    const moved = await editor.client.patch(`/portal/api/properties/${harbour}`, { client_id: onlyMill });
    expectProblem(moved, 422, 'validation_failed');
    expect(moved.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual(['/client_id']);

    // Nothing refused was changed.
    for (const [id, email] of [
      [shared, 'office@bothestates.example'],
      [onlyMill, 'office@millowners.example'],
      [empty, 'office@newprospect.example'],
    ] as const) {
      const seen = (await org.admin.get(`/portal/api/clients/${id}`)).json<ClientDetailDto>();
      expect(seen.contact_emails).toEqual([email]);
      expect(seen.has_branding).toBe(false);
    }
    const propertiesOf = async (id: number) =>
      (await org.admin.get(`/portal/api/clients/${id}`)).json<ClientDetailDto>().properties.map((p) => p.id);
    expect(await propertiesOf(onlyHarbour)).toEqual([harbour]);
    expect(await propertiesOf(onlyMill)).toEqual([mill]);

    // Another organisation's id is unknown, not forbidden.
    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/clients/${onlyHarbour}`), 404, 'not_found');
  });
});
