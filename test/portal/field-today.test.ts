import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeFile } from '../../src/modules/files/files.service.js';
import { createPlanArea, createPlanService } from '../../src/modules/service-plans/service-plans.service.js';
import type { FieldTaskDto, MyTodayDto } from '../../src/modules/tasks/field-tasks.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { apiGet, expectProblem, organisation } from './organisation.js';

// The field app's "Today": the service-plan occurrences of the day at the person's
// properties in window order, each with its checklist, ticked and failed from the phone's
// queue (a replay records once), and the results visible in API v1.

describeEachBackend('field today', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp() {
    // Wednesday 25 March 2026, 11:00 in Berlin (still winter time: UTC+1).
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const sanitary = await createPlanArea(t.deps, actor, { property_id: lindenhof, name: 'RG2 Sanitär' });
    const stairs = await createPlanArea(t.deps, actor, { property_id: lindenhof, name: 'Treppenhaus' });
    const lobby = await createPlanArea(t.deps, actor, { property_id: rheinblick, name: 'Lobby' });
    const daily = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
    await createPlanService(t.deps, actor, sanitary.id, {
      title: 'Sanitärräume reinigen',
      rrule: daily,
      window_start: '06:00',
      window_end: '08:00',
      checklist: ['Waschbecken', 'Spiegel', 'Boden'],
      valid_from: '2026-03-23',
    });
    await createPlanService(t.deps, actor, stairs.id, {
      title: 'Treppen wischen',
      rrule: daily,
      window_start: '05:00',
      window_end: '06:00',
      checklist: ['Geländer'],
      valid_from: '2026-03-23',
    });
    await createPlanService(t.deps, actor, lobby.id, {
      title: 'Lobby saugen',
      rrule: daily,
      window_start: '04:00',
      window_end: '05:00',
      checklist: ['Teppich'],
      valid_from: '2026-03-23',
    });
    const worker = await org.member('worker', [lindenhof]);
    return { org, lindenhof, rheinblick, worker };
  }

  async function today(client: PortalClient): Promise<MyTodayDto> {
    const response = await client.get('/portal/api/field/today');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyTodayDto>();
  }

  it('lists today’s occurrences at my properties by window, with area, local window and checklist', async () => {
    const { org, worker } = await setUp();
    const mine = await today(worker.client);
    expect(mine.today).toBe('2026-03-25');
    expect(mine.occurrences.map((o) => [o.title, o.plan?.area, o.plan?.window_start, o.plan?.window_end])).toEqual([
      ['Treppen wischen', 'Treppenhaus', '05:00', '06:00'],
      ['Sanitärräume reinigen', 'RG2 Sanitär', '06:00', '08:00'],
    ]);
    const sanitary = mine.occurrences[1]!;
    expect(sanitary).toMatchObject({
      status: 'open',
      property_name: 'Lindenhof',
      plan: {
        occurrence_date: '2026-03-25',
        window_starts_at: '2026-03-25T05:00:00.000Z',
        window_ends_at: '2026-03-25T07:00:00.000Z',
      },
    });
    expect(sanitary.checklist).toEqual([
      { item: 'Waschbecken', result: null, note: null, photos: [] },
      { item: 'Spiegel', result: null, note: null, photos: [] },
      { item: 'Boden', result: null, note: null, photos: [] },
    ]);
    // The admin sees all three properties' occurrences, Rheinblick's lobby first.
    expect((await today(org.admin)).occurrences.map((o) => o.title)).toEqual([
      'Lobby saugen',
      'Treppen wischen',
      'Sanitärräume reinigen',
    ]);
    // Someone without the properties sees none, and cannot tick another's occurrence.
    const outsider = await org.member('worker', []);
    expect((await today(outsider.client)).occurrences).toEqual([]);
    expectProblem(
      await outsider.client.post(`/portal/api/field/tasks/${sanitary.id}/checklist`, {
        uuid: randomUUID(),
        results: [{ index: 0, result: 'ok' }],
      }),
      404,
      'not_found',
    );
  });

  it('records results and completes once on replay; a failed item needs a note or photo', async () => {
    const { org, worker } = await setUp();
    const [, sanitary] = (await today(worker.client)).occurrences;
    const url = `/portal/api/field/tasks/${sanitary!.id}/checklist`;

    const bare = await worker.client.post(url, {
      uuid: randomUUID(),
      results: [{ index: 1, result: 'failed', note: '  ' }],
    });
    expectProblem(bare, 422, 'validation_failed');
    expect(bare.json<{ errors: unknown[] }>().errors).toEqual([
      { pointer: '/results/0/note', detail: 'A failed item needs a note or a photo.', code: 'note_or_photo_required' },
    ]);
    const beyond = await worker.client.post(url, { uuid: randomUUID(), results: [{ index: 3, result: 'ok' }] });
    expectProblem(beyond, 422, 'validation_failed');
    expect(beyond.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('checklist_item_not_found');

    // First tick: in progress.
    const first = await worker.client.post(url, { uuid: randomUUID(), results: [{ index: 0, result: 'ok' }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ task: FieldTaskDto }>().task.status).toBe('in_progress');

    const photo = (
      await storeFile(t.database.db, t.fileStore, org.tenantId, {
        data: Buffer.from('jpeg'),
        contentType: 'image/jpeg',
      })
    ).id;
    const done = {
      uuid: randomUUID(),
      results: [
        { index: 1, result: 'failed', note: ' Spiegel gesprungen ' },
        { index: 2, result: 'failed', photo_file_ids: [photo] },
      ],
      complete: true,
    };
    const [a, b] = await Promise.all([worker.client.post(url, done), worker.client.post(url, done)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect([a.json<{ applied: boolean }>().applied, b.json<{ applied: boolean }>().applied].sort()).toEqual([
      false,
      true,
    ]);
    const shown = a.json<{ task: FieldTaskDto }>().task;
    expect(shown.status).toBe('done');
    expect(shown.completed_at).toBe('2026-03-25T10:00:00.000Z');
    expect(shown.checklist).toEqual([
      { item: 'Waschbecken', result: 'ok', note: null, photos: [] },
      { item: 'Spiegel', result: 'failed', note: 'Spiegel gesprungen', photos: [] },
      {
        item: 'Boden',
        result: 'failed',
        note: null,
        photos: [
          { id: photo, url: `/portal/api/files/${photo}`, thumbnail_url: `/portal/api/files/${photo}/thumbnail` },
        ],
      },
    ]);
    // The same uuid with other results is refused.
    expectProblem(
      await worker.client.post(url, { ...done, results: [{ index: 0, result: 'ok' }] }),
      409,
      'uuid_conflict',
    );
    // Done stays in today's list.
    expect((await today(worker.client)).occurrences.map((o) => [o.title, o.status])).toEqual([
      ['Treppen wischen', 'open'],
      ['Sanitärräume reinigen', 'done'],
    ]);

    // API v1 shows the results.
    const api = await apiGet(t, org.fixture.key, `/api/v1/tasks/${sanitary!.id}`);
    expect(api.statusCode, api.body).toBe(200);
    expect(api.json<{ status: string; checklist: unknown }>()).toMatchObject({
      status: 'done',
      checklist: [
        { item: 'Waschbecken', result: 'ok', note: null },
        { item: 'Spiegel', result: 'failed', note: 'Spiegel gesprungen' },
        { item: 'Boden', result: 'failed', note: null },
      ],
    });
  });
});
