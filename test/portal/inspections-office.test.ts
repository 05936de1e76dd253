import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { organisation } from './organisation.js';

// The office's inspection screens read: the list across properties (client, status and
// threshold filters, names and defect counts), the score trend per month, the photos and the
// signature through the file routes, and a defect's task with the area's service.

/** Scale 1–5 (100/90/80/70/60 %); floor weighs 2, bins 1; every area type weighs 1; everything is sampled. */
const DEFINITION = {
  scale: {
    kind: '1-5',
    steps: [
      { value: '1', percent: 100 },
      { value: '2', percent: 90 },
      { value: '3', percent: 80 },
      { value: '4', percent: 70 },
      { value: '5', percent: 60 },
    ],
  },
  criteria: [
    { id: 'floor', label: 'Boden', areaTypes: [], weight: 2 },
    { id: 'bins', label: 'Abfallbehälter', areaTypes: [] },
  ],
  areaTypeWeights: {},
  thresholdPercent: 85,
  samplePercent: 100,
  sampleMinimum: 1,
};

const body = <T>(response: LightMyRequestResponse, status: number): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

interface Row {
  id: number;
  property_name: string;
  template_name: string;
  inspector_name: string;
  defect_count: number;
  score_shown: number | null;
  below_threshold: boolean | null;
  status: string;
}

describeEachBackend('the office’s inspection screens', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function upload(client: PortalClient): Promise<number> {
    const boundary = '----inspection-boundary';
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
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

  async function setUp() {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    const client = body<{ id: number }>(
      await org.admin.post('/portal/api/clients', { name: 'Alster Immobilien' }),
      201,
    );
    const lindenhof = await org.property({ name: 'Lindenhof' });
    body(await org.admin.patch(`/portal/api/properties/${lindenhof}`, { client_id: client.id }), 200);
    const hafen = await org.property({ name: 'Hafen' });
    const area = async (property: number, name: string, type?: string) =>
      body<{ id: number }>(
        await org.admin.post(`/portal/api/properties/${property}/plan-areas`, { name, ...(type ? { type } : {}) }),
        201,
      ).id;
    const office = await area(lindenhof, 'Büro 1', 'Büro');
    const wc = await area(lindenhof, 'WC 1', 'Sanitär');
    const lobby = await area(hafen, 'Foyer');
    body(
      await org.admin.post(`/portal/api/plan-areas/${office}/services`, {
        title: 'Büros reinigen',
        frequency: 'wöchentlich am Montag',
        window_start: '06:00',
        window_end: '08:00',
        valid_from: '2026-01-05',
      }),
      201,
    );
    const template = body<{ template_id: number }>(
      await org.admin.post('/portal/api/inspection-templates', { name: 'Monatlich', definition: DEFINITION }),
      201,
    ).template_id;

    /** Starts, rates (area → [floor, bins]) and, unless a draft is wanted, completes an inspection. */
    const inspect = async (
      property: number,
      date: string,
      steps: Record<number, [string, string]>,
      options: { defect?: { area: number; note: string; photo: number }; signature?: number; draft?: boolean } = {},
    ) => {
      const { id } = body<{ id: number }>(
        await org.admin.post('/portal/api/inspections', { property_id: property, template_id: template, date }),
        201,
      );
      const ratings = Object.entries(steps).flatMap(([areaId, [floor, bins]]) => [
        {
          area_id: Number(areaId),
          criterion_id: 'floor',
          step: floor,
          ...(options.defect?.area === Number(areaId)
            ? { defect: true, note: options.defect.note, photo_file_ids: [options.defect.photo] }
            : {}),
        },
        { area_id: Number(areaId), criterion_id: 'bins', step: bins },
      ]);
      body(await org.admin.post(`/portal/api/inspections/${id}/ratings`, { ratings }), 200);
      if (!options.draft) {
        body(
          await org.admin.post(`/portal/api/inspections/${id}/complete`, {
            client_representative_name: 'Frau Berg',
            client_signature_file_id: options.signature ?? null,
          }),
          200,
        );
      }
      return id;
    };
    const photo = await upload(org.admin);
    const signature = await upload(org.admin);
    // Büro 1 = (2·100 + 100) / 3 = 100; WC 1 = 100; overall 100.
    const january = await inspect(lindenhof, '2026-01-15', { [office]: ['1', '1'], [wc]: ['1', '1'] });
    // Büro 1 = (2·70 + 100) / 3 = 80; WC 1 = (2·90 + 90) / 3 = 90; overall (80 + 90) / 2 = 85.0 ≥ 85: passed.
    const passed = await inspect(lindenhof, '2026-02-10', { [office]: ['4', '1'], [wc]: ['2', '2'] });
    // Büro 1 = (2·60 + 80) / 3 = 66.666…; WC 1 = 100; overall (66.666… + 100) / 2 = 83.333… → 83.3 < 85.
    const below = await inspect(
      lindenhof,
      '2026-02-20',
      { [office]: ['5', '3'], [wc]: ['1', '1'] },
      { defect: { area: office, note: 'Staub unter den Tischen', photo }, signature },
    );
    // Foyer = 100 (untyped area).
    const harbour = await inspect(hafen, '2026-03-05', { [lobby]: ['1', '1'] });
    const draft = await inspect(lindenhof, '2026-03-20', { [office]: ['1', '1'] }, { draft: true });
    return {
      org,
      client: client.id,
      lindenhof,
      hafen,
      office,
      photo,
      signature,
      january,
      passed,
      below,
      harbour,
      draft,
    };
  }

  it('lists inspections across properties with names, defects and the client, status and threshold filters', async () => {
    const f = await setUp();
    const list = async (query: string) =>
      body<{ data: Row[] }>(await f.org.admin.get(`/portal/api/inspections${query}`), 200).data;
    const ids = async (query: string) => (await list(query)).map((r) => r.id);

    expect(await ids('')).toEqual([f.draft, f.harbour, f.below, f.passed, f.january]);
    expect(await ids(`?client_id=${f.client}`)).toEqual([f.draft, f.below, f.passed, f.january]);
    expect(await ids(`?client_id=${f.client}&property_id=${f.hafen}`)).toEqual([]);
    expect(await ids('?status=draft')).toEqual([f.draft]);
    expect(await ids('?status=completed&from=2026-02-01&to=2026-02-28')).toEqual([f.below, f.passed]);
    expect(await ids('?below_threshold=true')).toEqual([f.below]);
    expect(await ids(`?property_id=${f.hafen}`)).toEqual([f.harbour]);

    const [row] = await list('?below_threshold=true');
    expect(row).toMatchObject({
      property_name: 'Lindenhof',
      template_name: 'Monatlich',
      defect_count: 1,
      score_shown: 83.3,
      below_threshold: true,
      status: 'completed',
    });
    expect(row?.inspector_name).not.toBe('');

    // Someone who sees only the harbour sees only its inspection, also when asking for the client.
    const limited = (await f.org.member('manager', [f.hafen])).client;
    expect(body<{ data: Row[] }>(await limited.get('/portal/api/inspections'), 200).data.map((r) => r.id)).toEqual([
      f.harbour,
    ]);
    expect(body<{ data: Row[] }>(await limited.get(`/portal/api/inspections?client_id=${f.client}`), 200).data).toEqual(
      [],
    );
  });

  it('answers the trend per inspection and per month, for a property, a client and by default the last twelve months', async () => {
    const f = await setUp();
    interface Trend {
      from: string;
      to: string;
      points: { id: number; score_shown: number; threshold_percent: number; below_threshold: boolean }[];
      months: {
        month: string;
        count: number;
        below_count: number;
        mean_percent: number | null;
        mean_shown: number | null;
      }[];
    }
    const trend = async (query: string) =>
      body<Trend>(await f.org.admin.get(`/portal/api/inspections/trend${query}`), 200);

    const ofProperty = await trend(`?property_id=${f.lindenhof}&from=2026-01-01&to=2026-03-31`);
    expect(ofProperty.points.map((p) => [p.id, p.score_shown, p.below_threshold])).toEqual([
      [f.january, 100, false],
      [f.passed, 85, false],
      [f.below, 83.3, true],
    ]);
    // January: 100. February: (85 + 83.333…) / 2 = 84.1666… → 84.2, one below. March: only a draft.
    expect(ofProperty.months.map((m) => [m.month, m.count, m.below_count, m.mean_shown])).toEqual([
      ['2026-01', 1, 0, 100],
      ['2026-02', 2, 1, 84.2],
      ['2026-03', 0, 0, null],
    ]);
    expect(ofProperty.months[1]?.mean_percent).toBeCloseTo((85 + 250 / 3) / 2, 9);

    const ofClient = await trend(`?client_id=${f.client}&from=2026-01-01&to=2026-03-31`);
    expect(ofClient.points.map((p) => p.id)).toEqual([f.january, f.passed, f.below]);

    // Default: the twelve months up to today (25 March 2026 in Berlin): April 2025 to March 2026.
    const everything = await trend('');
    expect([everything.from, everything.to]).toEqual(['2025-04-01', '2026-03-25']);
    expect(everything.months).toHaveLength(12);
    expect(everything.months[11]).toMatchObject({ month: '2026-03', count: 1, mean_shown: 100 });

    const limited = (await f.org.member('manager', [f.hafen])).client;
    expect((await limited.get(`/portal/api/inspections/trend?property_id=${f.lindenhof}`)).statusCode).toBe(403);
    expect(body<Trend>(await limited.get(`/portal/api/inspections/trend?client_id=${f.client}`), 200).points).toEqual(
      [],
    );
  });

  it('lets the office of the property read the defect photos and the signature, no one else', async () => {
    const f = await setUp();
    const office = (await f.org.member('manager', [f.lindenhof])).client;
    const elsewhere = (await f.org.member('manager', [f.hafen])).client;
    const worker = (await f.org.member('worker', 'all')).client;
    for (const file of [f.photo, f.signature]) {
      expect((await office.get(`/portal/api/files/${file}`)).statusCode).toBe(200);
      expect((await office.get(`/portal/api/files/${file}/thumbnail`)).statusCode).toBe(200);
      expect((await elsewhere.get(`/portal/api/files/${file}`)).statusCode).toBe(404);
      expect((await worker.get(`/portal/api/files/${file}`)).statusCode).toBe(404);
    }
  });

  it('makes a defect a task with the note, the area’s one service, the inspection and its photo', async () => {
    const f = await setUp();
    const task = body<{ task_id: number; created: boolean }>(
      await f.org.admin.post(`/portal/api/inspections/${f.below}/defect-tasks`, {
        area_id: f.office,
        criterion_id: 'floor',
        due_date: '2026-03-26',
      }),
      201,
    );
    const made = body<{ title: string; description: string; due_date: string; completion: unknown }>(
      await f.org.admin.get(`/portal/api/tasks/${task.task_id}`),
      200,
    );
    expect(made).toMatchObject({
      title: 'Boden: Büro 1',
      description: `Staub unter den Tischen\nLeistung: Büros reinigen\nAus der Qualitätskontrolle Nr. ${f.below}`,
      due_date: '2026-03-26',
      completion: null,
      reference_photos: [
        { id: f.photo, url: `/portal/api/files/${f.photo}`, thumbnail_url: `/portal/api/files/${f.photo}/thumbnail` },
      ],
    });
    const detail = body<{ ratings: { area_id: number; criterion_id: string; task_id: number | null }[] }>(
      await f.org.admin.get(`/portal/api/inspections/${f.below}`),
      200,
    );
    expect(detail.ratings.find((r) => r.area_id === f.office && r.criterion_id === 'floor')?.task_id).toBe(
      task.task_id,
    );
  });

  it('lets the worker the defect’s task is for see and read its photo, not a worker elsewhere', async () => {
    const f = await setUp();
    const assigned = await f.org.member('worker', [f.lindenhof]);
    const colleague = (await f.org.member('worker', [f.lindenhof])).client;
    const elsewhere = (await f.org.member('worker', [f.hafen])).client;
    const stranger = (await (await organisation(t)).member('worker', 'all')).client;
    const { task_id: taskId } = body<{ task_id: number }>(
      await f.org.admin.post(`/portal/api/inspections/${f.below}/defect-tasks`, {
        area_id: f.office,
        criterion_id: 'floor',
        due_date: '2026-03-26',
      }),
      201,
    );
    const url = `/portal/api/files/${f.photo}`;
    // Assigned to nobody, anyone working at the property may do it.
    expect((await colleague.get(url)).statusCode).toBe(200);
    body(await f.org.admin.patch(`/portal/api/tasks/${taskId}`, { assignee_account_id: assigned.id }), 200);
    const mine = body<{ upcoming: { id: number }[] }>(await assigned.client.get('/portal/api/field/tasks'), 200);
    expect(mine.upcoming.map((task) => task.id)).toContain(taskId);
    expect(body(await assigned.client.get(`/portal/api/field/tasks/${taskId}`), 200)).toMatchObject({
      photos: [],
      reference_photos: [{ id: f.photo }],
    });
    expect((await assigned.client.get(url)).statusCode).toBe(200);
    expect((await assigned.client.get(`${url}/thumbnail`)).statusCode).toBe(200);
    for (const other of [colleague, elsewhere, stranger]) {
      expect((await other.get(url)).statusCode).toBe(404);
      expect((await other.get(`${url}/thumbnail`)).statusCode).toBe(404);
    }
  });
});
