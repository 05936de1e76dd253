import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetailDto, ClientDto } from '../../src/modules/clients/clients.schema.js';
import type { BrandingViewDto } from '../../src/modules/branding/branding.schema.js';
import { brandingSnapshot, contrastWithWhite, sniffLogo } from '../../src/modules/branding/branding.service.js';
import { seedClients } from '../../src/cli/demo-clients.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

const png = (color: string) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('branding rules', () => {
  it('measures the contrast of white text on the accent colour as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes 4.5:1; #777777 fails.
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });

  it('tells PNG and JPEG by their bytes only', async () => {
    expect(sniffLogo(await png('#123456'))).toBe('image/png');
    expect(
      sniffLogo(
        await sharp(await png('#123456'))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('image/jpeg');
    expect(sniffLogo(Buffer.from('GIF89a...'))).toBeUndefined();
  });
});

describeEachBackend('portal clients and branding', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function createClient(client: PortalClient, body: Record<string, unknown>): Promise<ClientDto> {
    const response = await client.post('/portal/api/clients', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ClientDto>();
  }

  it('creates, searches, edits, archives and brings back clients, with audit entries', async () => {
    const org = await organisation(t);
    const hausverwaltung = await createClient(org.admin, {
      name: 'Hausverwaltung Nord',
      address: { street: 'Hafenstraße 1', postal_code: '20457', city: 'Hamburg', country: 'DE' },
      contact_name: 'Frau Berg',
      contact_emails: [' Office@HV-Nord.example ', 'office@hv-nord.example', 'berg@hv-nord.example'],
    });
    expect(hausverwaltung).toMatchObject({
      name: 'Hausverwaltung Nord',
      contact_emails: ['office@hv-nord.example', 'berg@hv-nord.example'],
      archived: false,
      property_count: 0,
      has_branding: false,
    });
    await createClient(org.admin, { name: 'Alster Immobilien', address: { city: 'Hamburg' } });
    await createClient(org.admin, { name: 'Bayern Wohnen', address: { city: 'München' } });

    const names = async (query = '') =>
      (await org.admin.get(`/portal/api/clients${query}`)).json<{ data: ClientDto[] }>().data.map((c) => c.name);
    expect(await names()).toEqual(['Alster Immobilien', 'Bayern Wohnen', 'Hausverwaltung Nord']);
    expect(await names('?q=hamburg')).toEqual(['Alster Immobilien', 'Hausverwaltung Nord']);
    expect(await names('?q=BERG%40')).toEqual(['Hausverwaltung Nord']);

    // Bad and too many e-mails are refused, pointing at the culprit.
    const bad = await org.admin.post('/portal/api/clients', { name: 'X', contact_emails: ['a@b.example', 'no-mail'] });
    expectProblem(bad, 422, 'validation_failed');
    expect(bad.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/contact_emails/1');
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.example`);
    expectProblem(
      await org.admin.post('/portal/api/clients', { name: 'X', contact_emails: many }),
      422,
      'validation_failed',
    );

    const edited = await org.admin.patch(`/portal/api/clients/${hausverwaltung.id}`, {
      name: 'Hausverwaltung Nord GmbH',
      contact_emails: ['Info@HV-Nord.example'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ClientDto>()).toMatchObject({
      name: 'Hausverwaltung Nord GmbH',
      contact_emails: ['info@hv-nord.example'],
    });
    const archived = await org.admin.patch(`/portal/api/clients/${hausverwaltung.id}`, { archived: true });
    expect(archived.json<ClientDto>().archived).toBe(true);
    expect(await names('?archived=false')).toEqual(['Alster Immobilien', 'Bayern Wohnen']);
    expect(await names('?archived=true')).toEqual(['Hausverwaltung Nord GmbH']);
    const back = await org.admin.patch(`/portal/api/clients/${hausverwaltung.id}`, { archived: false });
    expect(back.json<ClientDto>().archived).toBe(false);

    const actions = (await auditEvents(org.admin)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['client.created', 'client.updated', 'client.archived', 'client.unarchived']),
    );
  });

  it('gives properties a client, lists and filters them by client, and shows a client’s properties', async () => {
    const org = await organisation(t);
    const client = await createClient(org.admin, { name: 'Alster Immobilien' });
    const created = await org.admin.post('/portal/api/properties', { name: 'Lindenhof', client_id: client.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ client_id: client.id, client_name: 'Alster Immobilien' });
    const other = await org.property({ name: 'Rheinblick' });
    const patched = await org.admin.patch(`/portal/api/properties/${other}`, { client_id: client.id });
    expect(patched.json()).toMatchObject({ client_id: client.id });
    await org.property({ name: 'Ohne Kunde' });

    const table = async (query: string) =>
      (await org.admin.get(`/portal/api/property-table${query}`))
        .json<{ data: { name: string; client_name: string | null }[] }>()
        .data.map((p) => p.name);
    expect(await table(`?client=${client.id}`)).toEqual(['Lindenhof', 'Rheinblick']);
    expect(await table('?client=none')).toEqual(['Ohne Kunde']);

    const detail = (await org.admin.get(`/portal/api/clients/${client.id}`)).json<ClientDetailDto>();
    expect(detail.property_count).toBe(2);
    expect(detail.properties.map((p) => p.name)).toEqual(['Lindenhof', 'Rheinblick']);

    // Clearing the client; an unknown, an archived or another tenant's client is refused.
    const cleared = await org.admin.patch(`/portal/api/properties/${other}`, { client_id: null });
    expect(cleared.json()).toMatchObject({ client_id: null, client_name: null });
    const unknown = await org.admin.patch(`/portal/api/properties/${other}`, { client_id: 999_999 });
    expectProblem(unknown, 422, 'validation_failed');
    expect(unknown.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/client_id');
    const gone = await createClient(org.admin, { name: 'Gone' });
    await org.admin.patch(`/portal/api/clients/${gone.id}`, { archived: true });
    expectProblem(
      await org.admin.patch(`/portal/api/properties/${other}`, { client_id: gone.id }),
      422,
      'validation_failed',
    );
    const stranger = await organisation(t);
    const foreign = await createClient(stranger.admin, { name: 'Foreign' });
    expectProblem(
      await org.admin.post('/portal/api/properties', { name: 'X', client_id: foreign.id }),
      422,
      'validation_failed',
    );

    // The API's property stays as it was: no client.
    const api = await t.app.inject({
      url: `/api/v1/properties/${other}`,
      headers: { 'x-api-key': org.fixture.key },
    });
    expect(api.statusCode, api.body).toBe(200);
    expect(Object.keys(api.json<object>())).not.toContain('client_id');
  });

  it('keeps clients behind properties.edit and within the tenant', async () => {
    const org = await organisation(t);
    const client = await createClient(org.admin, { name: 'Alster Immobilien' });
    const { client: worker } = await org.member('worker');
    expect((await worker.get('/portal/api/clients')).statusCode).toBe(200);
    expectProblem(await worker.post('/portal/api/clients', { name: 'X' }), 403, 'permission_denied');
    expectProblem(await worker.patch(`/portal/api/clients/${client.id}`, { name: 'X' }), 403, 'permission_denied');
    expectProblem(
      await worker.request('PUT', `/portal/api/clients/${client.id}/branding`, { accent_color: '#1f5f8b' }),
      403,
      'permission_denied',
    );
    const { client: manager } = await org.member('manager');
    expect((await manager.post('/portal/api/clients', { name: 'Neu' })).statusCode).toBe(201);
    expectProblem(
      await manager.request('PUT', '/portal/api/branding/default', { accent_color: '#1f5f8b' }),
      403,
      'permission_denied',
    );

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/clients/${client.id}`), 404, 'not_found');
    expectProblem(await stranger.admin.patch(`/portal/api/clients/${client.id}`, { name: 'X' }), 404, 'not_found');
    expectProblem(await stranger.admin.get(`/portal/api/clients/${client.id}/branding`), 404, 'not_found');
    expectProblem(
      await stranger.admin.request('PUT', `/portal/api/clients/${client.id}/branding`, { accent_color: '#1f5f8b' }),
      404,
      'not_found',
    );
    expect((await stranger.admin.get('/portal/api/clients')).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('saves branding presets with a checked accent colour and a sniffed logo, and snapshots them', async () => {
    const org = await organisation(t);
    const client = await createClient(org.admin, { name: 'Alster Immobilien' });
    const snapshot = (ref: 'default' | { clientId: number }) =>
      brandingSnapshot(t.deps.database.db, t.fileStore, org.tenantId, ref);

    // Nothing set: plain branding under the organisation's name, for the client too.
    const plain = await snapshot({ clientId: client.id });
    expect(plain).toMatchObject({ source: { kind: 'default' }, accentColor: '#1f5f8b', logo: null, footer: '' });

    // Too light an accent colour is refused with the contrast it reaches.
    const light = await org.admin.request('PUT', '/portal/api/branding/default', { accent_color: '#FFCC00' });
    expectProblem(light, 422, 'validation_failed');
    const lightError = light.json<{ errors: { pointer: string; detail: string }[] }>().errors[0];
    expect(lightError?.pointer).toBe('/accent_color');
    expect(lightError?.detail).toMatch(/4\.5:1/);
    // A GIF named as anything is refused by its bytes; so is a damaged PNG.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expectProblem(
      await org.admin.request('PUT', '/portal/api/branding/default', {
        accent_color: '#1f5f8b',
        logo: gif.toString('base64'),
      }),
      422,
      'validation_failed',
    );
    const broken = (await png('#224466')).subarray(0, 40);
    expectProblem(
      await org.admin.request('PUT', '/portal/api/branding/default', {
        accent_color: '#1f5f8b',
        logo: broken.toString('base64'),
      }),
      422,
      'validation_failed',
    );

    const logo = await png('#224466');
    const saved = await org.admin.request('PUT', '/portal/api/branding/default', {
      accent_color: '#0B4F6C',
      address_lines: ['Clean GmbH', 'Hafenstraße 1', '', '20457 Hamburg'],
      footer: 'Vertraulich.',
      cover_page: true,
      logo: logo.toString('base64'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<BrandingViewDto>();
    expect(view.preset).toMatchObject({
      client_id: null,
      accent_color: '#0b4f6c',
      address_lines: ['Clean GmbH', 'Hafenstraße 1', '20457 Hamburg'],
      cover_page: true,
      logo: { content_type: 'image/png' },
    });
    const logoResponse = await org.admin.get(view.preset?.logo?.url ?? '');
    expect(logoResponse.statusCode).toBe(200);
    expect(logoResponse.headers['content-type']).toBe('image/png');

    // The client without a preset falls back to the default.
    const fallback = await snapshot({ clientId: client.id });
    expect(fallback).toMatchObject({ source: { kind: 'default' }, accentColor: '#0b4f6c', footer: 'Vertraulich.' });
    expect(fallback.logo?.contentType).toBe('image/png');
    expect(sniffLogo(Buffer.from(fallback.logo?.dataBase64 ?? '', 'base64'))).toBe('image/png');
    const clientView = (await org.admin.get(`/portal/api/clients/${client.id}/branding`)).json<BrandingViewDto>();
    expect(clientView).toMatchObject({
      preset: null,
      display_name: 'Alster Immobilien',
      fallback: { accent_color: '#0b4f6c' },
    });

    // A client preset with a JPEG logo.
    const jpeg = await sharp(await png('#aa0000'))
      .jpeg()
      .toBuffer();
    const own = await org.admin.request('PUT', `/portal/api/clients/${client.id}/branding`, {
      accent_color: '#8b1e3f',
      footer: 'Alster footer',
      logo: jpeg.toString('base64'),
    });
    expect(own.statusCode, own.body).toBe(200);
    const before = await snapshot({ clientId: client.id });
    expect(before).toMatchObject({
      source: { kind: 'client', clientId: client.id, clientName: 'Alster Immobilien' },
      displayName: 'Alster Immobilien',
      accentColor: '#8b1e3f',
      footer: 'Alster footer',
      logo: { contentType: 'image/jpeg' },
    });
    const listed = (await org.admin.get('/portal/api/clients')).json<{ data: ClientDto[] }>().data;
    expect(listed[0]?.has_branding).toBe(true);

    // A later change shows in the next snapshot, never in one taken before.
    const kept = structuredClone(before);
    await org.admin.request('PUT', `/portal/api/clients/${client.id}/branding`, {
      accent_color: '#222222',
      footer: 'Neu',
      logo: null,
    });
    const after = await snapshot({ clientId: client.id });
    expect(after).toMatchObject({ accentColor: '#222222', footer: 'Neu', logo: null });
    expect(before).toEqual(kept);
    expect(before.accentColor).toBe('#8b1e3f');

    // Removing the preset: back to the default.
    const removed = await org.admin.request('DELETE', `/portal/api/clients/${client.id}/branding`);
    expect(removed.json<BrandingViewDto>().preset).toBeNull();
    expect((await snapshot({ clientId: client.id })).accentColor).toBe('#0b4f6c');

    const actions = (await auditEvents(org.admin)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['branding.saved', 'branding.removed']));

    // The tenant wall holds for the snapshot too.
    const stranger = await organisation(t);
    await expect(
      brandingSnapshot(t.deps.database.db, t.fileStore, stranger.tenantId, { clientId: client.id }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('seeds the demo clients with their properties, a default branding and two presets with logos', async () => {
    const org = await organisation(t);
    const ids = [await org.property(), await org.property(), await org.property(), await org.property()];
    const admin = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    await seedClients(t.deps, t.fileStore, admin, ids);
    const clients = (await org.admin.get('/portal/api/clients')).json<{ data: ClientDto[] }>().data;
    expect(clients.map((c) => [c.property_count, c.has_branding])).toEqual([
      [2, true],
      [1, true],
      [1, false],
    ]);
    const first = clients[0];
    if (!first) throw new Error('no client');
    const branded = await brandingSnapshot(t.deps.database.db, t.fileStore, org.tenantId, { clientId: first.id });
    expect(branded.source.kind).toBe('client');
    expect(sniffLogo(Buffer.from(branded.logo?.dataBase64 ?? '', 'base64'))).toBe('image/png');
    const fallback = await brandingSnapshot(t.deps.database.db, t.fileStore, org.tenantId, {
      clientId: clients[2]?.id ?? 0,
    });
    expect(fallback).toMatchObject({ source: { kind: 'default' }, accentColor: '#1f4e79' });
  });
});
