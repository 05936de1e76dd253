import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canReadFile } from '../../src/modules/access/file-access.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

// GET /portal/api/files/:id (and its thumbnail) serves a file only to whoever uploaded it or
// may read a record holding it on a property they see (src/modules/access/file-access.ts);
// everything else is 404, like another tenant's file.

describeEachBackend('reading stored files', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** Uploads a JPEG as the phone does and answers its file id. */
  async function upload(client: PortalClient): Promise<number> {
    const boundary = '----file-access-boundary';
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/api/files/photos',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: `ct_session=${client.sessionToken}`,
        'x-csrf-token': client.csrfToken,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);

  it('serves a file only through a record the person may read, or to its uploader', async () => {
    const org = await organisation(t);
    const a = await org.property({ name: 'Harbour View' });
    const b = await org.property({ name: 'Old Mill' });
    // Limited to property a: a worker, a manager (every office permission), and a colleague
    // on a who reports and fills forms; on b, a colleague doing the same there.
    const workerA = await org.member('worker', [a]);
    const managerA = await org.member('manager', [a]);
    const fieldA = await org.member('worker', [a]);
    const fieldB = await org.member('worker', [b]);

    const incident = async (who: PortalClient, propertyId: number) => {
      const photo = await upload(who);
      const response = await who.post('/portal/api/field/incidents', {
        uuid: randomUUID(),
        property_id: propertyId,
        title: 'Broken window',
        severity: 'high',
        photo_file_ids: [photo],
      });
      expect(response.statusCode, response.body).toBe(201);
      return photo;
    };
    const completedTask = async (who: PortalClient, propertyId: number) => {
      const created = await org.admin.post('/portal/api/tasks', {
        title: 'Sweep the yard',
        property_id: propertyId,
        due_date: '2026-11-26',
      });
      expect(created.statusCode, created.body).toBe(201);
      const photo = await upload(who);
      ok(
        await who.post(`/portal/api/field/tasks/${created.json<{ id: number }>().id}/complete`, {
          uuid: randomUUID(),
          photo_file_ids: [photo],
        }),
      );
      return photo;
    };
    const template = await createFormTemplate(t.deps, org.tenantId, {
      name: 'Walk-through',
      fields: [{ id: 'photos', type: 'photo', label: 'Photos', required: false }],
    });
    const formAnswer = async (who: PortalClient, propertyId: number, submit: boolean) => {
      const photo = await upload(who);
      const body = {
        template_id: template.id,
        template_version: 1,
        property_id: propertyId,
        answers: { photos: [photo] },
      };
      const uuid = randomUUID();
      const response = submit
        ? await who.post('/portal/api/field/forms/responses', { uuid, ...body })
        : await who.request('PUT', `/portal/api/field/forms/drafts/${uuid}`, body);
      expect([200, 201]).toContain(response.statusCode);
      return photo;
    };
    const patrols = patrolRows(t.database, org);
    const scanPhoto = async (propertyId: number) => {
      const photo = await storeFile(t.database.db, t.fileStore, org.tenantId, {
        data: Buffer.from(randomUUID()),
        contentType: 'image/jpeg',
      });
      const route = await patrols.route(propertyId, ['Gate']);
      await patrols.round({
        routeId: route.routeId,
        propertyId,
        startedAt: '2026-11-25T21:00:00Z',
        scans: [{ checkpointId: route.checkpointIds[0]!, at: '2026-11-25T21:05:00Z', photoFileId: photo.id }],
      });
      return photo.id;
    };

    const files = {
      incidentA: await incident(fieldA.client, a),
      incidentB: await incident(fieldB.client, b),
      taskA: await completedTask(fieldA.client, a),
      taskB: await completedTask(fieldB.client, b),
      submittedA: await formAnswer(fieldA.client, a, true),
      draftA: await formAnswer(fieldA.client, a, false),
      submittedB: await formAnswer(fieldB.client, b, true),
      scanA: await scanPhoto(a),
      scanB: await scanPhoto(b),
      unattachedOfWorkerA: await upload(workerA.client),
    };
    type Name = keyof typeof files;
    const everything = Object.keys(files) as Name[];

    const readable = async (client: PortalClient): Promise<Name[]> => {
      const seen: Name[] = [];
      for (const name of everything) {
        const id = files[name];
        const [photo, thumbnail] = [
          await client.get(`/portal/api/files/${id}`),
          await client.get(`/portal/api/files/${id}/thumbnail`),
        ];
        expect(thumbnail.statusCode, `${name}: photo and thumbnail answer alike`).toBe(photo.statusCode);
        if (photo.statusCode === 200) {
          seen.push(name);
        } else {
          // One answer for every refusal, as for another tenant's id.
          expectProblem(photo, 404, 'not_found');
          expectProblem(thumbnail, 404, 'not_found');
        }
      }
      return seen;
    };

    // The worker on a: their own upload, and what the field app shows them on a (a task for
    // anyone there, a submitted form); not the office's incidents, nor a colleague's draft.
    expect(await readable(workerA.client)).toEqual(['taskA', 'submittedA', 'unattachedOfWorkerA']);
    // The manager on a reads every record on a, and nothing on b.
    expect(await readable(managerA.client)).toEqual(['incidentA', 'taskA', 'submittedA', 'draftA', 'scanA']);
    // Whoever reported, completed or filled something reads its photos.
    expect(await readable(fieldA.client)).toEqual(['incidentA', 'taskA', 'submittedA', 'draftA']);
    expect(await readable(fieldB.client)).toEqual(['incidentB', 'taskB', 'submittedB']);
    // An admin sees every property, but not a photo nobody has attached yet.
    expect(await readable(org.admin)).toEqual(everything.filter((name) => name !== 'unattachedOfWorkerA'));

    // Another organisation reads none of them.
    const stranger = await organisation(t);
    expect(await readable(stranger.admin)).toEqual([]);

    // Nor can a file be opened by attaching it to a record of one's own: an id the person
    // may not read is refused like an unknown one, and nothing is recorded.
    const before = await readable(workerA.client);
    for (const name of ['incidentB', 'draftA', 'scanB'] as const) {
      const attached = await workerA.client.post('/portal/api/field/incidents', {
        uuid: randomUUID(),
        property_id: a,
        title: 'Borrowed photo',
        severity: 'low',
        photo_file_ids: [files[name]],
      });
      expectProblem(attached, 422, 'validation_failed');
      expect(attached.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual([
        '/photo_file_ids/0',
      ]);
    }
    const colleaguesUpload = await upload(fieldA.client);
    const task = await org.admin.post('/portal/api/tasks', { title: 'Check', property_id: a, due_date: '2026-11-26' });
    expectProblem(
      await workerA.client.post(`/portal/api/field/tasks/${task.json<{ id: number }>().id}/complete`, {
        uuid: randomUUID(),
        photo_file_ids: [colleaguesUpload],
      }),
      422,
      'validation_failed',
    );
    expect(await readable(workerA.client)).toEqual(before);

    // The same decision, asked of the access module.
    expect(
      await canReadFile(
        t.database.db,
        {
          actor: { kind: 'person', tenantId: org.tenantId, accountId: managerA.id, allProperties: false },
          permissions: ['incidents.manage'],
        },
        files.incidentB,
      ),
    ).toBe(false);
  });
});
