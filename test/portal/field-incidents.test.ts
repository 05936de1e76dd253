import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeFile } from '../../src/modules/files/files.service.js';
import type { PortalIncidentDetailDto } from '../../src/modules/incidents/incidents.schema.js';
import { incidentPhotos, incidents } from '../../src/modules/incidents/incidents.tables.js';
import { events } from '../../src/platform/events/events.tables.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { apiGet, expectProblem, type Organisation, organisation } from './organisation.js';

// Reporting an incident from the field app: idempotent by the phone's uuid (a replay from
// its queue creates one incident), with photos that must be the organisation's stored files,
// recorded as origin `field`; the office sees the photos in the incident's detail.

describeEachBackend('field incidents', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function photo(org: Organisation): Promise<number> {
    const file = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: Buffer.from(randomUUID()),
      contentType: 'image/jpeg',
    });
    return file.id;
  }

  it('reports once however often the phone sends it, with its photos, and the office sees them', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const worker = await org.member('worker', [property]);
    const [first, second] = [await photo(org), await photo(org)];
    const body = {
      uuid: randomUUID(),
      property_id: property,
      title: 'Broken window',
      severity: 'high',
      location: 'Stairwell B, 2nd floor',
      description: 'Glass on the landing.',
      occurred_at: new Date(t.clock() - 60_000).toISOString(),
      photo_file_ids: [first, second],
    };
    const [one, two] = await Promise.all([
      worker.client.post('/portal/api/field/incidents', body),
      worker.client.post('/portal/api/field/incidents', body),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    const id = one.json<{ id: number }>().id;
    expect(two.json<{ id: number }>().id).toBe(id);
    const third = await worker.client.post('/portal/api/field/incidents', body);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json()).toMatchObject({ id, created: false, title: 'Broken window' });

    const rows = await t.database.db.select().from(incidents).where(eq(incidents.tenantId, org.tenantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      origin: 'field',
      reportedByAccountId: worker.id,
      location: 'Stairwell B, 2nd floor',
    });
    const photos = await t.database.db
      .select()
      .from(incidentPhotos)
      .where(and(eq(incidentPhotos.tenantId, org.tenantId), eq(incidentPhotos.incidentId, id)));
    expect(photos.map((p) => [p.fileId, p.position, p.addedByAccountId])).toEqual(
      expect.arrayContaining([
        [first, 0, worker.id],
        [second, 1, worker.id],
      ]),
    );
    // Reported in the field: one incident.created event with origin field, for workflow rules.
    const recorded = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, org.tenantId), eq(events.type, 'incident.created')));
    expect(recorded.map((event) => [event.origin, event.subjectId])).toEqual([['field', id]]);

    const detail = await org.admin.get(`/portal/api/incidents/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<PortalIncidentDetailDto>().photos).toEqual([
      { id: first, url: `/portal/api/files/${first}`, thumbnail_url: `/portal/api/files/${first}/thumbnail` },
      { id: second, url: `/portal/api/files/${second}`, thumbnail_url: `/portal/api/files/${second}/thumbnail` },
    ]);
    // API readers see the incident as before.
    const viaApi = await apiGet(t, org.fixture.key, `/api/v1/incidents/${id}`);
    expect(viaApi.json()).toMatchObject({ title: 'Broken window', severity: 'high' });

    // The same uuid with another payload is a conflict.
    expectProblem(
      await worker.client.post('/portal/api/field/incidents', { ...body, photo_file_ids: [first] }),
      409,
      'uuid_conflict',
    );
  });

  /** Uploads a JPEG as the phone does (multipart, one part named file) and answers its file id. */
  async function upload(client: PortalClient): Promise<number> {
    const boundary = '----field-incidents-boundary';
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .toBuffer();
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/api/files/photos',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: `ct_session=${client.sessionToken}`,
        'x-csrf-token': client.csrfToken,
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it('takes a photo uploaded from the phone, and the office opens its thumbnail and the photo', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const worker = await org.member('worker', [property]);
    const fileId = await upload(worker.client);
    const reported = await worker.client.post('/portal/api/field/incidents', {
      uuid: randomUUID(),
      property_id: property,
      title: 'Graffiti on the gate',
      severity: 'low',
      photo_file_ids: [fileId],
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const detail = await org.admin.get(`/portal/api/incidents/${reported.json<{ id: number }>().id}`);
    const [photo] = detail.json<PortalIncidentDetailDto>().photos;
    expect(photo?.id).toBe(fileId);
    for (const url of [photo?.thumbnail_url ?? '', photo?.url ?? '']) {
      const image = await org.admin.get(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('refuses another organisation’s or an unknown file id with 422 at the field, storing nothing', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const worker = await org.member('worker', [property]);
    const ours = await photo(org);
    const theirs = await photo(other);
    const refused = await worker.client.post('/portal/api/field/incidents', {
      uuid: randomUUID(),
      property_id: property,
      title: 'Graffiti',
      severity: 'low',
      photo_file_ids: [ours, theirs, 987_654_321],
    });
    expectProblem(refused, 422, 'validation_failed');
    expect(refused.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual([
      '/photo_file_ids/1',
      '/photo_file_ids/2',
    ]);
    expect(await t.database.db.select().from(incidents).where(eq(incidents.tenantId, org.tenantId))).toEqual([]);
    expect(await t.database.db.select().from(incidentPhotos).where(eq(incidentPhotos.tenantId, org.tenantId))).toEqual(
      [],
    );
  });

  it('keeps the tenant wall and the property list: another organisation’s property is unknown, one outside my list refused', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const foreign = await other.property({ name: 'Fremd' });
    const worker = await org.member('worker', [lindenhof]);
    const base = { title: 'Leak', severity: 'medium' };

    const unknown = await worker.client.post('/portal/api/field/incidents', {
      ...base,
      uuid: randomUUID(),
      property_id: foreign,
    });
    expectProblem(unknown, 422, 'validation_failed');
    expect(JSON.stringify(unknown.json())).toContain('/property_id');
    expectProblem(
      await worker.client.post('/portal/api/field/incidents', { ...base, uuid: randomUUID(), property_id: rheinblick }),
      403,
      'property_access_denied',
    );
    // An incident of another organisation is 404 in the office, with or without photos.
    const theirs = await other.member('worker');
    const reported = await theirs.client.post('/portal/api/field/incidents', {
      ...base,
      uuid: randomUUID(),
      property_id: foreign,
      photo_file_ids: [await photo(other)],
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expectProblem(await org.admin.get(`/portal/api/incidents/${reported.json<{ id: number }>().id}`), 404, 'not_found');
    expect(await t.database.db.select().from(incidents).where(eq(incidents.tenantId, org.tenantId))).toEqual([]);
  });

  it('needs a session and a uuid', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/portal/api/field/incidents', payload: {} });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(401);
    expect(anonymous.statusCode).toBeLessThan(404);
    expectProblem(
      await org.admin.post('/portal/api/field/incidents', { property_id: property, title: 'Leak', severity: 'low' }),
      422,
      'validation_failed',
    );
  });
});
