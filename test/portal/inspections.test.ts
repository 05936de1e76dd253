import { afterAll, beforeAll, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import type { AccountActor } from '../../src/modules/access/actor.js';
import type { TemplateDefinition } from '../../src/modules/inspections/inspection-score.js';
import {
  completeInspection,
  createInspectionTemplate,
  defectToTask,
  getInspection,
  listInspections,
  recordRatings,
  reviseInspectionTemplate,
  startInspection,
  startReinspection,
} from '../../src/modules/inspections/inspections.service.js';
import { getTask } from '../../src/modules/tasks/tasks.service.js';
import { addPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from './organisation.js';

const person = (tenantId: number, accountId: number, allProperties = true): AccountActor => ({
  kind: 'person',
  tenantId,
  accountId,
  allProperties,
});

/** 1–3 scale (100/85/70 %); floor weighs 2, sanitary 3 and only in sanitary areas; sanitary areas weigh 2. */
const DEFINITION: TemplateDefinition = {
  scale: {
    kind: '1-3',
    steps: [
      { value: '1', percent: 100 },
      { value: '2', percent: 85 },
      { value: '3', percent: 70 },
    ],
  },
  criteria: [
    { id: 'floor', label: 'Floor', areaTypes: [], weight: 2 },
    { id: 'surfaces', label: 'Surfaces', areaTypes: [] },
    { id: 'sanitary', label: 'Sanitary', areaTypes: ['sanitary'], weight: 3 },
  ],
  areaTypeWeights: { office: 1, sanitary: 2 },
  thresholdPercent: 85,
  samplePercent: 50,
  sampleMinimum: 1,
};

async function refusal(run: Promise<unknown>): Promise<DomainError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describeEachBackend('quality inspections', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp() {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    const office = person(org.tenantId, org.adminId);
    const property = await org.property({ name: 'Lindenhof' });
    const area = async (name: string, type: string) =>
      (await addPlanArea(t.deps, office, { property_id: property, name, type })).id;
    const areas = {
      a: await area('Office A', 'office'),
      b: await area('Office B', 'office'),
      c: await area('Office C', 'office'),
      d: await area('Office D', 'office'),
      s1: await area('WC 1', 'sanitary'),
      s2: await area('WC 2', 'sanitary'),
    };
    const template = await createInspectionTemplate(t.deps, office, { name: 'Monthly', definition: DEFINITION });
    return { org, office, property, areas, template };
  }

  it('refuses an invalid template with the problem of each field, and versions a changed one', async () => {
    const { office, template } = await setUp();
    const bad = await refusal(
      createInspectionTemplate(t.deps, office, {
        name: 'Bad',
        definition: { ...DEFINITION, thresholdPercent: 120, criteria: [] },
      }),
    );
    expect(bad.code).toBe('validation_failed');
    expect(bad.extras.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/definition/criteria', 'inspection_criteria_empty'],
      ['/definition/thresholdPercent', 'inspection_threshold_out_of_range'],
    ]);
    expect(template.version).toBe(1);
    const revised = await reviseInspectionTemplate(t.deps, office, template.template_id, {
      definition: { ...DEFINITION, thresholdPercent: 90 },
    });
    expect(revised.version).toBe(2);
    expect(revised.definition.thresholdPercent).toBe(90);
  });

  it('keeps the template version an inspection started with', async () => {
    const { office, property, areas, template } = await setUp();
    const id = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-03-25',
      sample: [areas.a, areas.b, areas.s1],
    });
    await reviseInspectionTemplate(t.deps, office, template.template_id, {
      definition: { ...DEFINITION, thresholdPercent: 90 },
    });
    const inspection = await getInspection(t.deps, office, id);
    expect(inspection.template_version).toBe(1);
    expect(inspection.threshold_percent).toBe(85);
  });

  it('proposes the same sample for the same seed, allows extending it and refuses one below the minimum', async () => {
    const { office, property, areas, template } = await setUp();
    const start = (sample?: number[]) =>
      startInspection(t.deps, office, {
        property_id: property,
        template_id: template.template_id,
        date: '2026-03-25',
        seed: 42,
        ...(sample ? { sample } : {}),
      });
    const first = await getInspection(t.deps, office, await start());
    const second = await getInspection(t.deps, office, await start());
    expect(second.sample).toEqual(first.sample);
    expect(first.seed).toBe(42);
    // 50 % of 4 offices = 2, 50 % of 2 sanitary areas = 1.
    expect(first.sample.filter((a) => a.area_type === 'office')).toHaveLength(2);
    expect(first.sample.filter((a) => a.area_type === 'sanitary')).toHaveLength(1);
    const extended = await getInspection(t.deps, office, await start([areas.a, areas.b, areas.c, areas.s1]));
    expect(extended.sample.map((a) => a.name)).toEqual(['Office A', 'Office B', 'Office C', 'WC 1']);
    const shrunk = await refusal(start([areas.a, areas.s1]));
    expect(shrunk.code).toBe('validation_failed');
    expect(shrunk.extras.errors?.[0]?.code).toBe('inspection_sample_below_minimum');
  });

  it('refuses a defect without a note or photo', async () => {
    const { office, property, areas, template } = await setUp();
    const id = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-03-25',
      sample: [areas.a, areas.b, areas.s1],
    });
    const refused = await refusal(
      recordRatings(t.deps, office, id, [{ area_id: areas.a, criterion_id: 'floor', step: '3', defect: true }]),
    );
    expect(refused.extras.errors?.[0]?.pointer).toBe('/ratings/0/note');
    await recordRatings(t.deps, office, id, [
      { area_id: areas.a, criterion_id: 'floor', step: '3', defect: true, note: 'Stains by the door' },
    ]);
    const saved = await getInspection(t.deps, office, id);
    expect(saved.ratings).toEqual([
      {
        area_id: areas.a,
        criterion_id: 'floor',
        step: '3',
        note: 'Stains by the door',
        photo_file_ids: [],
        defect: true,
        task_id: null,
      },
    ]);
    expect(saved.version).toBe(2);
  });

  it('stores on completion the score computed by hand, and re-inspects the defects linked to the original', async () => {
    const { office, property, areas, template } = await setUp();
    const id = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-03-25',
      sample: [areas.a, areas.b, areas.c, areas.s1],
    });
    // area, criterion, step: percent
    const table: [number, string, string | null][] = [
      [areas.a, 'floor', '1'], // 100 × 2
      [areas.a, 'surfaces', '2'], // 85 × 1   -> A = 285 / 3 = 95
      [areas.b, 'floor', '3'], // 70 × 2
      [areas.b, 'surfaces', null], // n/a     -> B = 70
      [areas.c, 'floor', '2'], // 85 × 2
      [areas.c, 'surfaces', '3'], // 70 × 1   -> C = 240 / 3 = 80
      [areas.s1, 'floor', '2'], // 85 × 2
      [areas.s1, 'surfaces', '1'], // 100 × 1
      [areas.s1, 'sanitary', '3'], // 70 × 3  -> S1 = 480 / 6 = 80
    ];
    await recordRatings(
      t.deps,
      office,
      id,
      table.map(([area, criterion, step]) => ({
        area_id: area,
        criterion_id: criterion,
        step,
        ...(area === areas.b && criterion === 'floor' ? { defect: true, note: 'Dust under the desks' } : {}),
      })),
    );
    // office = (95 + 70 + 80) / 3 = 245 / 3; sanitary = 80; overall = (1 × 245/3 + 2 × 80) / 3 = 725 / 9
    const completed = await completeInspection(t.deps, office, id, { client_representative_name: 'Frau Berg' });
    expect(completed.status).toBe('completed');
    expect(completed.score_percent).toBeCloseTo(725 / 9, 9);
    expect(completed.below_threshold).toBe(true);
    expect(completed.client_representative_name).toBe('Frau Berg');
    expect(completed.score?.areas.map((a) => a.percent)).toEqual([95, 70, 80, 80]);

    const listed = await listInspections(t.deps, office, { property_id: property, below_threshold: true });
    expect(listed.map((i) => i.id)).toEqual([id]);
    expect(await listInspections(t.deps, office, { property_id: property, from: '2026-03-26' })).toEqual([]);

    const again = await refusal(completeInspection(t.deps, office, id));
    expect(again.code).toBe('invalid_transition');

    const made = await defectToTask(t.deps, office, id, {
      area_id: areas.b,
      criterion_id: 'floor',
      due_date: '2026-03-27',
    });
    expect(made.created).toBe(true);
    const task = await getTask(t.deps, office, made.task_id);
    expect(task).toMatchObject({
      title: 'Floor: Office B',
      // The note, then where it came from, in the organisation's language.
      description: `Dust under the desks\nFrom inspection no. ${id}`,
      due_date: '2026-03-27',
      property_id: property,
    });
    expect(
      await defectToTask(t.deps, office, id, { area_id: areas.b, criterion_id: 'floor', due_date: '2026-03-27' }),
    ).toEqual({ task_id: made.task_id, created: false });
    expect((await getInspection(t.deps, office, id)).ratings.find((r) => r.defect)?.task_id).toBe(made.task_id);
    const notDefect = await refusal(
      defectToTask(t.deps, office, id, { area_id: areas.a, criterion_id: 'floor', due_date: '2026-03-27' }),
    );
    expect(notDefect.code).toBe('validation_failed');

    const reinspection = await getInspection(
      t.deps,
      office,
      await startReinspection(t.deps, office, id, { date: '2026-04-01' }),
    );
    expect(reinspection.reinspection_of).toBe(id);
    expect(reinspection.sample.map((a) => a.name)).toEqual(['Office B']);
  });

  it('keeps inspections behind the tenant wall and the property access', async () => {
    const { org, office, property, areas, template } = await setUp();
    const id = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-03-25',
      sample: [areas.a, areas.b, areas.s1],
    });
    const other = await organisation(t);
    const stranger = await refusal(getInspection(t.deps, person(other.tenantId, other.adminId), id));
    expect(stranger.code).toBe('not_found');
    const elsewhere = await org.account('manager', []);
    const denied = await refusal(getInspection(t.deps, person(org.tenantId, elsewhere, false), id));
    expect(['not_found', 'property_access_denied']).toContain(denied.code);
    const refusedStart = await refusal(
      startInspection(t.deps, person(org.tenantId, elsewhere, false), {
        property_id: property,
        template_id: template.template_id,
        date: '2026-03-25',
      }),
    );
    expect(['not_found', 'property_access_denied']).toContain(refusedStart.code);
  });
});
