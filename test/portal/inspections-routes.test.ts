import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events } from '../../src/platform/events/events.tables.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

/** Scale 1–5 (100/90/80/70/60 %); floor weighs 2, sanitary only in sanitary areas; sanitary areas weigh 3. */
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
    { id: 'floor', label: 'Floor', areaTypes: [], weight: 2 },
    { id: 'bins', label: 'Bins', areaTypes: [] },
    { id: 'sanitary', label: 'Sanitary', areaTypes: ['sanitary'] },
  ],
  areaTypeWeights: { sanitary: 3 },
  thresholdPercent: 85,
  samplePercent: 50,
  sampleMinimum: 1,
};

interface Inspection {
  id: number;
  status: string;
  property_id: number;
  template_version: number;
  threshold_percent: number;
  score_percent: number | null;
  score_shown: number | null;
  below_threshold: boolean | null;
  reinspection_of: number | null;
  sample: { area_id: number; name: string; area_type: string }[];
  ratings: { area_id: number; criterion_id: string; step: string | null; defect: boolean; task_id: number | null }[];
  score: { areas: { area_id: number; percent: number | null }[]; area_types: { area_type: string; percent: number }[] };
}

const body = <T>(response: LightMyRequestResponse, status: number): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

const codes = (response: LightMyRequestResponse) =>
  response.json<{ errors: { pointer: string; code?: string }[] }>().errors.map((e) => [e.pointer, e.code]);

describeEachBackend('quality inspections in the portal', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp() {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const area = async (name: string, type: string) =>
      body<{ id: number }>(await org.admin.post(`/portal/api/properties/${property}/plan-areas`, { name, type }), 201)
        .id;
    const areas = {
      o1: await area('Office 1', 'office'),
      o2: await area('Office 2', 'office'),
      o3: await area('Office 3', 'office'),
      o4: await area('Office 4', 'office'),
      s1: await area('WC 1', 'sanitary'),
    };
    const template = body<{ template_id: number; version: number }>(
      await org.admin.post('/portal/api/inspection-templates', { name: 'Monthly', definition: DEFINITION }),
      201,
    );
    return { org, property, areas, template: template.template_id };
  }

  it('refuses an invalid template with a code per field, and keeps earlier versions of a revised one', async () => {
    const { org, template } = await setUp();
    const bad = await org.admin.post('/portal/api/inspection-templates', {
      name: 'Bad',
      definition: { ...DEFINITION, criteria: [], thresholdPercent: 120, sampleMinimum: 0 },
    });
    expectProblem(bad, 422, 'validation_failed');
    expect(codes(bad)).toEqual([
      ['/definition/criteria', 'inspection_criteria_empty'],
      ['/definition/thresholdPercent', 'inspection_threshold_out_of_range'],
      ['/definition/sampleMinimum', 'inspection_sample_minimum_invalid'],
    ]);

    const listed = body<{ data: { id: number; name: string }[] }>(
      await org.admin.get('/portal/api/inspection-templates'),
      200,
    );
    expect(listed.data.map((d) => d.name)).toEqual(['Monthly']);

    const revised = body<{ version: number; definition: { thresholdPercent: number } }>(
      await org.admin.post(`/portal/api/inspection-templates/${template}/versions`, {
        definition: { ...DEFINITION, thresholdPercent: 90 },
      }),
      201,
    );
    expect(revised.version).toBe(2);
    const first = body<{ version: number; current_version: number; definition: { thresholdPercent: number } }>(
      await org.admin.get(`/portal/api/inspection-templates/${template}?version=1`),
      200,
    );
    expect([first.version, first.current_version, first.definition.thresholdPercent]).toEqual([1, 2, 85]);
    const current = body<{ definition: { thresholdPercent: number } }>(
      await org.admin.get(`/portal/api/inspection-templates/${template}`),
      200,
    );
    expect(current.definition.thresholdPercent).toBe(90);
  });

  it('runs an inspection from sample to score, re-inspection and follow-up task', async () => {
    const { org, property, areas, template } = await setUp();

    // 50 % of 4 offices = 2, 50 % of 1 sanitary area rounds up to 1; the same seed draws the same areas.
    const proposal = body<{ seed: number; sample: { area_type: string }[]; minimum_per_area_type: object }>(
      await org.admin.post('/portal/api/inspections/sample-proposal', {
        property_id: property,
        template_id: template,
        seed: 7,
      }),
      200,
    );
    expect(proposal.seed).toBe(7);
    expect(proposal.sample.map((a) => a.area_type).sort()).toEqual(['office', 'office', 'sanitary']);
    expect(proposal.minimum_per_area_type).toEqual({ office: 2, sanitary: 1 });
    const again = await org.admin.post('/portal/api/inspections/sample-proposal', {
      property_id: property,
      template_id: template,
      seed: 7,
    });
    expect(body<{ sample: unknown }>(again, 200).sample).toEqual(proposal.sample);

    const tooSmall = await org.admin.post('/portal/api/inspections', {
      property_id: property,
      template_id: template,
      date: '2026-03-25',
      sample: [areas.o1, areas.s1],
    });
    expectProblem(tooSmall, 422, 'validation_failed');
    expect(codes(tooSmall)).toEqual([['/sample', 'inspection_sample_below_minimum']]);

    const draft = body<Inspection>(
      await org.admin.post('/portal/api/inspections', {
        property_id: property,
        template_id: template,
        date: '2026-03-25',
        sample: [areas.o1, areas.o2, areas.s1],
      }),
      201,
    );
    expect([draft.status, draft.score_percent, draft.below_threshold]).toEqual(['draft', null, null]);

    const wrongStep = await org.admin.post(`/portal/api/inspections/${draft.id}/ratings`, {
      ratings: [{ area_id: areas.o1, criterion_id: 'floor', step: '6' }],
    });
    expect(codes(wrongStep)).toEqual([['/ratings/0/step', 'inspection_rating_unknown_step']]);
    const bareDefect = await org.admin.post(`/portal/api/inspections/${draft.id}/ratings`, {
      ratings: [{ area_id: areas.o2, criterion_id: 'floor', step: '4', defect: true }],
    });
    expect(codes(bareDefect)).toEqual([['/ratings/0/note', 'note_or_photo_required']]);

    // area, criterion, step: percent × weight
    const table: [number, string, string | null][] = [
      [areas.o1, 'floor', '1'], // 100 × 2
      [areas.o1, 'bins', '2'], // 90 × 1        -> Office 1 = 290 / 3
      [areas.o2, 'floor', '4'], // 70 × 2
      [areas.o2, 'bins', null], // n/a          -> Office 2 = 140 / 2 = 70
      [areas.s1, 'floor', '2'], // 90 × 2
      [areas.s1, 'bins', '3'], // 80 × 1
      [areas.s1, 'sanitary', '5'], // 60 × 1    -> WC 1 = 320 / 4 = 80
    ];
    const rated = body<Inspection>(
      await org.admin.post(`/portal/api/inspections/${draft.id}/ratings`, {
        ratings: table.map(([area_id, criterion_id, step]) => ({
          area_id,
          criterion_id,
          step,
          ...(area_id === areas.o2 && criterion_id === 'floor' ? { defect: true, note: 'Dust under the desks' } : {}),
        })),
      }),
      200,
    );
    expect(rated.ratings).toHaveLength(7);

    // office = (290/3 + 70) / 2 = 250/3; sanitary = 80;
    // overall = (1 × 250/3 + 3 × 80) / (1 + 3) = 970/12 = 80.8333… -> shown 80.8, below 85.
    const done = body<Inspection>(
      await org.admin.post(`/portal/api/inspections/${draft.id}/complete`, {
        client_representative_name: 'Frau Berg',
      }),
      200,
    );
    expect(done.status).toBe('completed');
    expect(done.score_percent).toBeCloseTo(970 / 12, 9);
    expect(done.score_shown).toBe(80.8);
    expect(done.below_threshold).toBe(true);
    const [o1, o2, s1] = done.score.areas.map((a) => a.percent ?? NaN);
    expect(o1).toBeCloseTo(290 / 3, 9);
    expect([o2, s1]).toEqual([70, 80]);
    expect(done.score.area_types.map((a) => a.area_type)).toEqual(['office', 'sanitary']);
    expect(done.score.area_types[0]?.percent).toBeCloseTo(250 / 3, 9);
    expect(done.score.area_types[1]?.percent).toBe(80);
    expectProblem(await org.admin.post(`/portal/api/inspections/${draft.id}/complete`, {}), 409, 'invalid_transition');

    const read = body<Inspection>(await org.admin.get(`/portal/api/inspections/${draft.id}`), 200);
    expect(read.score_percent).toBe(done.score_percent);
    const list = (query: string) =>
      org.admin
        .get(`/portal/api/inspections?property_id=${property}${query}`)
        .then((r) => body<{ data: { id: number }[] }>(r, 200).data.map((i) => i.id));
    expect(await list('&below_threshold=true')).toEqual([draft.id]);
    expect(await list('&below_threshold=false')).toEqual([]);
    expect(await list('&from=2026-03-26')).toEqual([]);
    expect(await list('&from=2026-03-25&to=2026-03-25')).toEqual([draft.id]);

    const task = body<{ task_id: number; created: boolean }>(
      await org.admin.post(`/portal/api/inspections/${draft.id}/defect-tasks`, {
        area_id: areas.o2,
        criterion_id: 'floor',
        due_date: '2026-03-27',
      }),
      201,
    );
    const same = body<{ task_id: number; created: boolean }>(
      await org.admin.post(`/portal/api/inspections/${draft.id}/defect-tasks`, {
        area_id: areas.o2,
        criterion_id: 'floor',
        due_date: '2026-03-27',
      }),
      200,
    );
    expect(same).toEqual({ task_id: task.task_id, created: false });
    const madeTask = body<{ title: string; description: string; property_id: number; due_date: string }>(
      await org.admin.get(`/portal/api/tasks/${task.task_id}`),
      200,
    );
    expect(madeTask).toMatchObject({
      title: 'Floor: Office 2',
      // The note, then where it came from, in the organisation's language.
      description: `Dust under the desks\nAus der Qualitätskontrolle Nr. ${draft.id}`,
      property_id: property,
      due_date: '2026-03-27',
    });
    const noDefect = await org.admin.post(`/portal/api/inspections/${draft.id}/defect-tasks`, {
      area_id: areas.o1,
      criterion_id: 'floor',
      due_date: '2026-03-27',
    });
    expect(codes(noDefect)).toEqual([['/criterion_id', 'inspection_defect_not_found']]);

    const re = body<Inspection>(
      await org.admin.post(`/portal/api/inspections/${draft.id}/reinspection`, { date: '2026-04-01' }),
      201,
    );
    expect(re.reinspection_of).toBe(draft.id);
    expect(re.sample.map((a) => a.name)).toEqual(['Office 2']);
  });

  it('takes the field app’s replays: a start by uuid, ratings and completion sent again', async () => {
    const { org, property, areas, template } = await setUp();
    const setup = body<{
      templates: { template_id: number }[];
      properties: {
        id: number;
        areas: { area_id: number }[];
        proposals: { template_id: number; seed: number; sample: number[]; minimum_per_area_type: object }[];
      }[];
    }>(await org.admin.get('/portal/api/inspections/field-setup'), 200);
    expect(setup.templates.map((x) => x.template_id)).toEqual([template]);
    const kept = setup.properties.find((p) => p.id === property);
    expect(kept?.areas).toHaveLength(5);
    // 50 % of 4 offices = 2, of 1 sanitary area ⌈0.5⌉ = 1.
    expect(kept?.proposals[0]?.minimum_per_area_type).toEqual({ office: 2, sanitary: 1 });
    expect(kept?.proposals[0]?.sample).toHaveLength(3);

    const uuid = '6d7f4a1e-2b1c-4c55-9d1e-0f6b0d3c8a11';
    const start = {
      uuid,
      property_id: property,
      template_id: template,
      date: '2026-03-25',
      seed: 42,
      sample: [areas.s1, areas.o1, areas.o2],
    };
    const first = body<Inspection>(await org.admin.post('/portal/api/inspections', start), 201);
    // The same start again (the answer was lost): the same inspection, 200, nothing new.
    const replay = body<Inspection>(
      await org.admin.post('/portal/api/inspections', { ...start, sample: [areas.o2, areas.o1, areas.s1] }),
      200,
    );
    expect(replay.id).toBe(first.id);
    expectProblem(
      await org.admin.post('/portal/api/inspections', { ...start, date: '2026-03-26' }),
      409,
      'uuid_conflict',
    );
    expectProblem(
      await org.admin.post('/portal/api/inspections', { ...start, sample: [areas.o1, areas.o2, areas.o3, areas.s1] }),
      409,
      'uuid_conflict',
    );
    const listed = body<{ data: { id: number }[] }>(
      await org.admin.get(`/portal/api/inspections?property_id=${property}`),
      200,
    );
    expect(listed.data.map((i) => i.id)).toEqual([first.id]);

    // Office 1: floor 2 (90 × 2), bins 1 (100)        -> 280 / 3
    // Office 2: floor 5 (60 × 2), bins 3 (80)         -> 200 / 3, floor a defect
    // WC 1: floor 1 (200), bins n/a, sanitary 2 (90)  -> 290 / 3
    const ratings = {
      ratings: [
        { area_id: areas.o1, criterion_id: 'floor', step: '2' },
        { area_id: areas.o1, criterion_id: 'bins', step: '1' },
        { area_id: areas.o2, criterion_id: 'floor', step: '5', defect: true, note: ' Streaks ' },
        { area_id: areas.o2, criterion_id: 'bins', step: '3' },
        { area_id: areas.s1, criterion_id: 'floor', step: '1' },
        { area_id: areas.s1, criterion_id: 'bins', step: null },
        { area_id: areas.s1, criterion_id: 'sanitary', step: '2' },
      ],
    };
    body<Inspection>(await org.admin.post(`/portal/api/inspections/${first.id}/ratings`, ratings), 200);
    const rerated = body<Inspection>(await org.admin.post(`/portal/api/inspections/${first.id}/ratings`, ratings), 200);
    expect(rerated.ratings).toHaveLength(7);

    const completion = { client_representative_name: ' Frau Berg ' };
    const done = body<Inspection>(
      await org.admin.post(`/portal/api/inspections/${first.id}/complete`, completion),
      200,
    );
    // office = (280/3 + 200/3) / 2 = 80; sanitary = 290/3;
    // overall = (1 × 80 + 3 × 290/3) / 4 = (80 + 290) / 4 = 92.5 -> passed.
    expect(done.score_percent).toBeCloseTo(92.5, 9);
    expect(done.below_threshold).toBe(false);
    // Sent again after a lost answer: the same inspection, no second completion.
    const again = body<Inspection>(
      await org.admin.post(`/portal/api/inspections/${first.id}/complete`, completion),
      200,
    );
    expect(again).toEqual(done);
    // Ratings sent again after completion change nothing and answer; other ratings are refused.
    body<Inspection>(await org.admin.post(`/portal/api/inspections/${first.id}/ratings`, ratings), 200);
    expectProblem(
      await org.admin.post(`/portal/api/inspections/${first.id}/ratings`, {
        ratings: [{ area_id: areas.o1, criterion_id: 'floor', step: '1' }],
      }),
      409,
      'invalid_transition',
    );
    expectProblem(
      await org.admin.post(`/portal/api/inspections/${first.id}/complete`, { client_representative_name: 'Herr Kurz' }),
      409,
      'invalid_transition',
    );
    const recorded = await t.deps.database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.type, 'inspection.completed'), eq(events.subjectId, first.id)));
    expect(recorded).toHaveLength(1);
  });

  it('offers the phone the re-inspections due and starts one by uuid with the areas of the defects', async () => {
    const { org, property, areas, template } = await setUp();
    type Offer = {
      inspection_id: number;
      property_id: number;
      template_id: number;
      date: string;
      score_shown: number | null;
      below_threshold: boolean | null;
      defects: { area_id: number; criterion_id: string; note: string | null }[];
    };
    const offers = async (client = org.admin) =>
      body<{ reinspections: Offer[] }>(await client.get('/portal/api/inspections/field-setup'), 200).reinspections;
    const run = async (date: string, ratings: object[]) => {
      const made = body<Inspection>(
        await org.admin.post('/portal/api/inspections', {
          property_id: property,
          template_id: template,
          date,
          sample: [areas.o1, areas.o2, areas.s1],
        }),
        201,
      );
      body<Inspection>(await org.admin.post(`/portal/api/inspections/${made.id}/ratings`, { ratings }), 200);
      return body<Inspection>(await org.admin.post(`/portal/api/inspections/${made.id}/complete`, {}), 200);
    };
    // Office 1 floor 1 (100 × 2), bins 1 (100)             -> 100
    // Office 2 floor 5 (60 × 2), a defect; bins 4 (70), a defect -> (120 + 70) / 3 = 63.33…
    // WC 1 floor 1, bins 1, sanitary 1                     -> 100
    // office (100 + 63.33…) / 2 = 81.66…; overall (81.66… + 3 × 100) / 4 = 95.41… -> 95.4 %
    const original = await run('2026-03-20', [
      { area_id: areas.o1, criterion_id: 'floor', step: '1' },
      { area_id: areas.o1, criterion_id: 'bins', step: '1' },
      { area_id: areas.o2, criterion_id: 'floor', step: '5', defect: true, note: 'Streaks' },
      { area_id: areas.o2, criterion_id: 'bins', step: '4', defect: true, note: 'Bin full' },
      { area_id: areas.s1, criterion_id: 'floor', step: '1' },
      { area_id: areas.s1, criterion_id: 'bins', step: '1' },
      { area_id: areas.s1, criterion_id: 'sanitary', step: '1' },
    ]);
    // One without a defect is not offered; a draft with defects neither.
    await run('2026-03-21', [{ area_id: areas.o1, criterion_id: 'floor', step: '1' }]);
    expect(await offers()).toEqual([
      {
        inspection_id: original.id,
        property_id: property,
        template_id: template,
        date: '2026-03-20',
        score_shown: 95.4,
        below_threshold: false,
        defects: [
          { area_id: areas.o2, criterion_id: 'bins', note: 'Bin full' },
          { area_id: areas.o2, criterion_id: 'floor', note: 'Streaks' },
        ],
      },
    ]);
    // Someone who does not see the property is not offered it.
    const elsewhere = await org.property({ name: 'Elsewhere' });
    const limited = (await org.member('manager', [elsewhere])).client;
    expect(await offers(limited)).toEqual([]);

    // The phone's start: by uuid, only the area with defects (below the sample's minimum).
    const start = {
      uuid: '0b8f3c2e-7a41-4d2b-9c6e-5f1a2b3c4d5e',
      property_id: property,
      template_id: template,
      date: '2026-03-25',
      sample: [areas.o2],
      reinspection_of: original.id,
    };
    const re = body<Inspection>(await org.admin.post('/portal/api/inspections', start), 201);
    expect([re.reinspection_of, re.sample.map((a) => a.name)]).toEqual([original.id, ['Office 2']]);
    expect(body<Inspection>(await org.admin.post('/portal/api/inspections', start), 200).id).toBe(re.id);
    expectProblem(
      await org.admin.post('/portal/api/inspections', { ...start, reinspection_of: undefined }),
      409,
      'uuid_conflict',
    );
    // Not without a minimum for a start that is no re-inspection.
    const plain = await org.admin.post('/portal/api/inspections', {
      ...start,
      uuid: undefined,
      reinspection_of: undefined,
    });
    expect(codes(plain)).toContainEqual(['/sample', 'inspection_sample_below_minimum']);
    // Of another property or another template: refused at reinspection_of.
    const other = await org.property({ name: 'Parkhaus' });
    const mismatch = await org.admin.post('/portal/api/inspections', {
      ...start,
      uuid: undefined,
      property_id: other,
      sample: [],
    });
    expect(codes(mismatch)).toEqual([['/reinspection_of', 'inspection_reinspection_mismatch']]);
    // A draft cannot be followed up yet; another organisation's inspection is not found.
    expectProblem(
      await org.admin.post('/portal/api/inspections', { ...start, uuid: undefined, reinspection_of: re.id }),
      409,
      'invalid_transition',
    );
    const stranger = await organisation(t);
    const theirs = await stranger.property({ name: 'Fremd' });
    expectProblem(
      await stranger.admin.post('/portal/api/inspections', {
        property_id: theirs,
        template_id: template,
        date: '2026-03-25',
        sample: [],
        reinspection_of: original.id,
      }),
      404,
      'not_found',
    );

    // While the re-inspection is a draft the original is still offered; once completed, not.
    expect((await offers()).map((o) => o.inspection_id)).toEqual([original.id]);
    body<Inspection>(
      await org.admin.post(`/portal/api/inspections/${re.id}/ratings`, {
        ratings: [
          { area_id: areas.o2, criterion_id: 'floor', step: '1' },
          { area_id: areas.o2, criterion_id: 'bins', step: '2' },
        ],
      }),
      200,
    );
    body<Inspection>(await org.admin.post(`/portal/api/inspections/${re.id}/complete`, {}), 200);
    expect(await offers()).toEqual([]);

    // Offered for 90 days by the original's date: 90 days before 20 June is 22 March, so an
    // inspection of the 22nd is still offered on 20 June and no longer on the 21st.
    const later = await run('2026-03-22', [
      { area_id: areas.o1, criterion_id: 'floor', step: '4', defect: true, note: 'Dust' },
    ]);
    // (The session lapses over months: sign in again at each moment.)
    const signedInAt = async (instant: string) => {
      t.clock.set(Date.parse(instant));
      return portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });
    };
    expect((await offers(await signedInAt('2026-06-20T10:00:00Z'))).map((o) => o.inspection_id)).toEqual([later.id]);
    expect(await offers(await signedInAt('2026-06-21T10:00:00Z'))).toEqual([]);
  });

  it('keeps inspections to the people who see the property and to the organisation', async () => {
    const { org, property, areas, template } = await setUp();
    const draft = body<Inspection>(
      await org.admin.post('/portal/api/inspections', {
        property_id: property,
        template_id: template,
        date: '2026-03-25',
        sample: [areas.o1, areas.o2, areas.s1],
      }),
      201,
    );
    const elsewhere = await org.property({ name: 'Elsewhere' });
    const limited = (await org.member('manager', [elsewhere])).client;
    const refused = (response: LightMyRequestResponse) => {
      expect([403, 404], response.body).toContain(response.statusCode);
    };
    refused(await limited.get(`/portal/api/inspections/${draft.id}`));
    refused(await limited.get(`/portal/api/inspections?property_id=${property}`));
    refused(
      await limited.post('/portal/api/inspections', {
        property_id: property,
        template_id: template,
        date: '2026-03-25',
      }),
    );
    refused(
      await limited.post('/portal/api/inspections/sample-proposal', { property_id: property, template_id: template }),
    );
    refused(
      await limited.post(`/portal/api/inspections/${draft.id}/ratings`, {
        ratings: [{ area_id: areas.o1, criterion_id: 'floor', step: '1' }],
      }),
    );
    refused(await limited.post(`/portal/api/inspections/${draft.id}/complete`, {}));
    // The template is the organisation's, not a property's: the limited manager reads it.
    expect((await limited.get(`/portal/api/inspection-templates/${template}`)).statusCode).toBe(200);

    // A worker does not work with inspections at all.
    const worker = (await org.member('worker', 'all')).client;
    expectProblem(await worker.get(`/portal/api/inspections/${draft.id}`), 403, 'permission_denied');

    const stranger = (await organisation(t)).admin;
    expectProblem(await stranger.get(`/portal/api/inspections/${draft.id}`), 404, 'not_found');
    expectProblem(await stranger.get(`/portal/api/inspection-templates/${template}`), 404, 'not_found');
    expectProblem(
      await stranger.post(`/portal/api/inspections/${draft.id}/ratings`, {
        ratings: [{ area_id: areas.o1, criterion_id: 'floor', step: '1' }],
      }),
      404,
      'not_found',
    );
    const theirs = await stranger.post('/portal/api/inspections', {
      property_id: property,
      template_id: template,
      date: '2026-03-25',
    });
    expect([404, 422]).toContain(theirs.statusCode);
  });
});
