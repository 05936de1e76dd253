import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PortalTaskDto } from '../../src/modules/tasks/tasks.schema.js';
import sharp from 'sharp';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

describeEachBackend('portal tasks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function titles(client: PortalClient, query = ''): Promise<string[]> {
    const response = await client.get(`/portal/api/tasks${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PortalTaskDto[] }>().data.map((task) => task.title);
  }

  async function create(client: PortalClient, body: Record<string, unknown>): Promise<PortalTaskDto> {
    const response = await client.post('/portal/api/tasks', { due_date: '2026-11-26', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PortalTaskDto>();
  }

  it('lists the tasks of the organisation with where they came from, filtered by property, status, due date and title', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const fromPms = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: org.fixture.key,
      body: { uuid: randomUUID(), title: 'Endreinigung 3B', property_id: lindenhof, due_date: '2026-11-24' },
    });
    expect(fromPms.statusCode, fromPms.body).toBe(201);
    const office = await create(org.admin, { title: 'Treppenhaus wischen', property_id: rheinblick });
    await create(org.admin, { title: 'Laub fegen 100%', property_id: lindenhof, due_date: '2026-12-01' });

    const all = (await org.admin.get('/portal/api/tasks')).json<{ data: PortalTaskDto[] }>().data;
    expect(all.map((task) => [task.title, task.origin])).toEqual([
      ['Endreinigung 3B', 'api'],
      ['Treppenhaus wischen', 'portal'],
      ['Laub fegen 100%', 'portal'],
    ]);
    expect(office).toMatchObject({ status: 'open', origin: 'portal', property_id: rheinblick, completed_at: null });

    expect(await titles(org.admin, `?property_id=${lindenhof}`)).toEqual(['Endreinigung 3B', 'Laub fegen 100%']);
    expect(await titles(org.admin, '?due_from=2026-11-25&due_to=2026-11-30')).toEqual(['Treppenhaus wischen']);
    expect(await titles(org.admin, '?q=TREPPE')).toEqual(['Treppenhaus wischen']);
    expect(await titles(org.admin, `?q=${encodeURIComponent('%')}`)).toEqual(['Laub fegen 100%']);
    expect(await titles(org.admin, '?status=done')).toEqual([]);
    expect(await titles(org.admin, '?pageSize=2')).toEqual(['Endreinigung 3B', 'Treppenhaus wischen']);

    const backwards = await org.admin.get('/portal/api/tasks?due_from=2026-12-01&due_to=2026-11-01');
    expectProblem(backwards, 422, 'validation_failed');
    expect(backwards.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/query/due_to');
  });

  it('lists due soonest first, then oldest, page after page; unfinished leaves out done and cancelled', async () => {
    const org = await organisation(t);
    const property = await org.property();
    const made: Record<string, PortalTaskDto> = {};
    for (const [title, due] of [
      ['Dachrinne', '2026-12-01'],
      ['Zähler', '2026-11-10'],
      ['Endreinigung', '2026-11-20'],
      ['Schlüssel', '2026-11-20'],
      ['Laub', '2026-11-12'],
    ] as const) {
      made[title] = await create(org.admin, { title, property_id: property, due_date: due });
    }
    expect((await org.admin.patch(`/portal/api/tasks/${made.Zähler?.id}`, { status: 'done' })).statusCode).toBe(200);
    expect((await org.admin.patch(`/portal/api/tasks/${made.Laub?.id}`, { status: 'cancelled' })).statusCode).toBe(200);

    expect(await titles(org.admin)).toEqual(['Zähler', 'Laub', 'Endreinigung', 'Schlüssel', 'Dachrinne']);
    expect(await titles(org.admin, '?status=unfinished')).toEqual(['Endreinigung', 'Schlüssel', 'Dachrinne']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await org.admin.get(
        `/portal/api/tasks?pageSize=2${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ data: PortalTaskDto[]; next_cursor: string | null }>();
      seen.push(...page.data.map((task) => task.title));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual(['Zähler', 'Laub', 'Endreinigung', 'Schlüssel', 'Dachrinne']);
    expectProblem(await org.admin.get('/portal/api/tasks?cursor=eyJ2IjoxLCJhZnRlciI6MX0'), 422, 'validation_failed');
  });

  it('lets a manager create, edit, complete, reopen and cancel a task, and refuses what is not a task', async () => {
    const org = await organisation(t);
    const property = await org.property();
    const { client: manager } = await org.member('manager');
    const task = await create(manager, { title: 'Heizung prüfen', property_id: property, description: 'Keller' });

    const edited = await manager.patch(`/portal/api/tasks/${task.id}`, {
      title: 'Heizung entlüften',
      due_date: '2026-11-28',
      description: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<PortalTaskDto>()).toMatchObject({
      title: 'Heizung entlüften',
      due_date: '2026-11-28',
      description: null,
    });

    const done = await manager.patch(`/portal/api/tasks/${task.id}`, { status: 'done' });
    expect(done.json<PortalTaskDto>().completed_at).not.toBeNull();
    expect(done.json<PortalTaskDto>().completion).toMatchObject({ note: null, photos: [] });
    expect(done.json<PortalTaskDto>().completion?.by?.name).toBeTruthy();
    const reopened = await manager.patch(`/portal/api/tasks/${task.id}`, { status: 'open' });
    expect(reopened.json<PortalTaskDto>()).toMatchObject({ status: 'open', completed_at: null, completion: null });
    const cancelled = await manager.patch(`/portal/api/tasks/${task.id}`, { status: 'cancelled' });
    expect(cancelled.json<PortalTaskDto>().status).toBe('cancelled');

    // Not a status, an empty change, an empty title: refused, and the task is as it was.
    expectProblem(
      await manager.patch(`/portal/api/tasks/${task.id}`, { status: 'archived' }),
      422,
      'validation_failed',
    );
    expectProblem(await manager.patch(`/portal/api/tasks/${task.id}`, {}), 422, 'validation_failed');
    const blank = await manager.patch(`/portal/api/tasks/${task.id}`, { title: '   ' });
    expectProblem(blank, 422, 'validation_failed');
    expect(blank.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/title');
    const now = (await manager.get(`/portal/api/tasks/${task.id}`)).json<PortalTaskDto>();
    expect(now).toMatchObject({ title: 'Heizung entlüften', status: 'cancelled' });

    // A property that does not exist, a date that is not one.
    const noProperty = await manager.post('/portal/api/tasks', {
      title: 'X',
      property_id: 999_999,
      due_date: '2026-11-26',
    });
    expectProblem(noProperty, 422, 'validation_failed');
    expect(noProperty.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/property_id');
    expectProblem(
      await manager.post('/portal/api/tasks', { title: 'X', property_id: property, due_date: '26.11.2026' }),
      422,
      'validation_failed',
    );
  });

  it('makes one task of a double submit, and answers 409 when the same uuid brings another task', async () => {
    const org = await organisation(t);
    const property = await org.property();
    const body = { uuid: randomUUID(), title: 'Fenster putzen', property_id: property, due_date: '2026-11-26' };
    expect((await org.admin.post('/portal/api/tasks', body)).statusCode).toBe(201);
    expect((await org.admin.post('/portal/api/tasks', body)).statusCode).toBe(200);
    expectProblem(await org.admin.post('/portal/api/tasks', { ...body, title: 'Anders' }), 409, 'uuid_conflict');
    expect(await titles(org.admin)).toEqual(['Fenster putzen']);
  });

  it('refuses workers, keeps to the properties a manager may see, and never shows another tenant’s task', async () => {
    const org = await organisation(t);
    const mine = await org.property({ name: 'Mine' });
    const other = await org.property({ name: 'Other' });
    const hidden = await create(org.admin, { title: 'Hidden', property_id: other });
    await create(org.admin, { title: 'Visible', property_id: mine });

    const { client: worker } = await org.member('worker', [mine]);
    expectProblem(await worker.get('/portal/api/tasks'), 403, 'permission_denied');
    expectProblem(
      await worker.post('/portal/api/tasks', { title: 'X', property_id: mine, due_date: '2026-11-26' }),
      403,
      'permission_denied',
    );

    const { client: limited } = await org.member('manager', [mine]);
    expect(await titles(limited)).toEqual(['Visible']);
    expectProblem(await limited.get(`/portal/api/tasks/${hidden.id}`), 403, 'property_access_denied');
    expectProblem(
      await limited.patch(`/portal/api/tasks/${hidden.id}`, { status: 'done' }),
      403,
      'property_access_denied',
    );
    expectProblem(
      await limited.post('/portal/api/tasks', { title: 'X', property_id: other, due_date: '2026-11-26' }),
      403,
      'property_access_denied',
    );

    const stranger = await organisation(t);
    expect(await titles(stranger.admin)).toEqual([]);
    expectProblem(await stranger.admin.get(`/portal/api/tasks/${hidden.id}`), 404, 'not_found');
    expectProblem(
      await stranger.admin.patch(`/portal/api/tasks/${hidden.id}`, { status: 'cancelled' }),
      404,
      'not_found',
    );
    expect((await org.admin.get(`/portal/api/tasks/${hidden.id}`)).json<PortalTaskDto>().status).toBe('open');
    expectProblem(await t.app.inject({ url: '/portal/api/tasks' }), 401, 'unauthenticated');
  });

  /** Uploads a JPEG as the phone does (multipart, one part named file) and answers its file id. */
  async function upload(client: PortalClient): Promise<number> {
    const boundary = '----portal-tasks-boundary';
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7fb77e' } })
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
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stairs.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it('shows the office how a task was completed in the field: when, by whom, the note and the photos', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const worker = await org.member('worker', [property]);
    const task = await create(org.admin, { title: 'Treppenhaus wischen', property_id: property });
    const other = await create(org.admin, { title: 'Laub fegen', property_id: property });
    expect(task.completion).toBeNull();

    const photo = await upload(worker.client);
    const completed = await worker.client.post(`/portal/api/field/tasks/${task.id}/complete`, {
      uuid: randomUUID(),
      note: 'Gewischt, eine Lampe im 2. OG defekt.',
      photo_file_ids: [photo],
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const people = (await org.admin.get('/portal/api/tasks/assignees')).json<{
      data: { id: number; name: string }[];
    }>();
    const workerName = people.data.find((p) => p.id === worker.id)?.name;
    expect(workerName).toBeTruthy();
    const expected = {
      at: new Date(t.clock()).toISOString(),
      by: { id: worker.id, name: workerName },
      note: 'Gewischt, eine Lampe im 2. OG defekt.',
      photos: [{ id: photo, url: `/portal/api/files/${photo}`, thumbnail_url: `/portal/api/files/${photo}/thumbnail` }],
    };
    const detail = await org.admin.get(`/portal/api/tasks/${task.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<PortalTaskDto>()).toMatchObject({ status: 'done', completion: expected });

    const list = (await org.admin.get('/portal/api/tasks')).json<{ data: PortalTaskDto[] }>().data;
    expect(list.find((row) => row.id === task.id)?.completion).toEqual(expected);
    expect(list.find((row) => row.id === other.id)?.completion).toBeNull();

    // The office opens the photo the list names.
    const image = await org.admin.get(`/portal/api/files/${photo}/thumbnail`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    // API v1 keeps its task as it was: no completion there.
    const api = await call(t.app, { method: 'GET', url: `/api/v1/tasks/${task.id}`, key: org.fixture.key });
    expect(api.statusCode, api.body).toBe(200);
    expect(api.json<Record<string, unknown>>()).not.toHaveProperty('completion');
  });
});
