import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createPlanArea,
  createPlanService,
  generatePlannedTasks,
  generateServicePlans,
  missedServicePlanTasks,
  type ServiceInput,
  updatePlanService,
} from '../../src/modules/service-plans/service-plans.service.js';
import { planServices } from '../../src/modules/service-plans/service-plans.tables.js';
import { markMissedPlannedTasks } from '../../src/modules/tasks/planned-tasks.js';
import { applyHolidayPreset } from '../../src/modules/working-time/people.service.js';
import { SCHEDULES } from '../../src/worker.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from '../portal/organisation.js';

interface TaskLine {
  day: string;
  status: string;
  starts: string;
  ends: string;
  title: string;
  missed: boolean;
}

describeEachBackend('service plans generate tasks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Marking missed occurrences scans every tenant: on PostgreSQL, a database of its own.
    t = await startTestApp(backend, { runsJobs: true });
  });
  afterAll(async () => t.close());

  async function setUp() {
    const org = await organisation(t);
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    await applyHolidayPreset(t.deps, org.tenantId, 'BE', 2026);
    const property = await org.property({ name: 'Lindenhof' });
    const area = await createPlanArea(t.deps, actor, { property_id: property, name: 'RG2 Sanitär', floor: 'EG' });
    return { org, actor, property, area };
  }

  const base: ServiceInput = {
    title: 'Sanitärräume reinigen',
    rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    skip_holidays: true,
    window_start: '06:00',
    window_end: '08:00',
    expected_minutes: 45,
    checklist: ['Waschbecken', 'Spiegel', 'Boden'],
    valid_from: '2026-03-01',
  };

  async function tasksOf(tenantId: number, serviceId: number): Promise<TaskLine[]> {
    interface Row {
      day: string;
      status: string;
      starts: Date | string;
      ends: Date | string;
      title: string;
      missed: boolean;
    }
    const result = await t.database.db
      .execute(sql`select plan_occurrence_date::text as day, status, window_starts_at as starts, window_ends_at as ends,
             title, missed_at is not null as missed
           from tasks where tenant_id = ${tenantId} and plan_service_id = ${serviceId} order by plan_occurrence_date`);
    return (result as { rows: Row[] }).rows.map((r) => ({
      ...r,
      starts: new Date(r.starts).toISOString(),
      ends: new Date(r.ends).toISOString(),
    }));
  }

  async function eventCount(tenantId: number, type: string): Promise<number> {
    const result = await t.database.db.execute(
      sql`select count(*) as n from events where tenant_id = ${tenantId} and type = ${type}`,
    );
    return Number((result as { rows: { n: number | string }[] }).rows[0]?.n);
  }

  it('makes each occurrence of the horizon once, holidays skipped, windows in local time across the clock change', async () => {
    expect(SCHEDULES).toContain(generateServicePlans);
    expect(SCHEDULES).toContain(missedServicePlanTasks);
    // Wednesday 25 March 2026, 11:00 in Berlin; the default horizon runs to 8 April.
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const { org, actor, area } = await setUp();
    const working = await createPlanService(t.deps, actor, area.id, base);
    const fortnightly = await createPlanService(t.deps, actor, area.id, {
      ...base,
      title: 'Grundreinigung',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      skip_holidays: false,
      valid_from: '2026-03-16',
    });
    const lines = await tasksOf(org.tenantId, working.id);
    // Good Friday (3 April) and Easter Monday (6 April) are Berlin holidays.
    expect(lines.map((l) => l.day)).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-07',
      '2026-04-08',
    ]);
    // 06:00–08:00 in Berlin: UTC+1 before 29 March, UTC+2 after.
    expect(lines[0]).toMatchObject({ starts: '2026-03-25T05:00:00.000Z', ends: '2026-03-25T07:00:00.000Z' });
    expect(lines[3]).toMatchObject({ starts: '2026-03-30T04:00:00.000Z', ends: '2026-03-30T06:00:00.000Z' });
    expect((await tasksOf(org.tenantId, fortnightly.id)).map((l) => l.day)).toEqual(['2026-03-30']);
    expect(await eventCount(org.tenantId, 'task.created')).toBe(10);

    // A second run makes nothing.
    expect(await generatePlannedTasks(t.deps, [org.tenantId])).toBe(0);
    expect(await eventCount(org.tenantId, 'task.created')).toBe(10);
  });

  it('two workers generating at once make each occurrence once', async () => {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const { org, actor, area } = await setUp();
    const services = [];
    for (let i = 0; i < 6; i++) {
      services.push(await createPlanService(t.deps, actor, area.id, { ...base, title: `Leistung ${i}` }));
    }
    // The workers were stopped until 15 April: the horizon reaches 29 April, and the days
    // since 8 April are made too: 15 working days from 9 to 29 April.
    t.clock.set(Date.parse('2026-04-15T10:00:00Z'));
    const [a, b] = await Promise.all([
      generatePlannedTasks(t.deps, [org.tenantId]),
      generatePlannedTasks(t.deps, [org.tenantId]),
    ]);
    expect(a + b).toBe(6 * 15);
    for (const service of services) {
      const days = (await tasksOf(org.tenantId, service.id)).map((l) => l.day);
      expect(days.length).toBe(9 + 15);
      expect(new Set(days).size).toBe(days.length);
      expect(days.slice(-3)).toEqual(['2026-04-27', '2026-04-28', '2026-04-29']);
    }
    expect(await eventCount(org.tenantId, 'task.created')).toBe(6 * 24);
  });

  it('two workers at once, each with transactions side by side, make each of 450 services’ occurrences once', async () => {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const { org, property, area } = await setUp();
    // More services than one transaction takes (200), written directly so nothing is generated yet.
    await t.database.db.insert(planServices).values(
      Array.from({ length: 450 }, (_, i) => ({
        tenantId: org.tenantId,
        areaId: area.id,
        propertyId: property,
        title: `Leistung ${i + 1}`,
        rrule: base.rrule,
        skipHolidays: true,
        windowStart: '06:00',
        windowEnd: '08:00',
        checklist: ['Boden'],
        validFrom: '2026-03-01',
      })),
    );
    const [a, b] = await Promise.all([
      generatePlannedTasks(t.deps, [org.tenantId]),
      generatePlannedTasks(t.deps, [org.tenantId]),
    ]);
    // Each service: the 9 working days from 25 March to 8 April but Good Friday and Easter Monday.
    expect(a + b).toBe(450 * 9);
    const result = await t.database.db.execute(sql`select
        (select count(*) from tasks where tenant_id = ${org.tenantId}) as tasks,
        (select count(distinct (plan_service_id, plan_occurrence_date)) from tasks where tenant_id = ${org.tenantId}) as occurrences,
        (select count(distinct subject_id) from events where tenant_id = ${org.tenantId} and type = 'task.created') as subjects,
        (select max(seq) - min(seq) + 1 from events where tenant_id = ${org.tenantId} and type = 'task.created') as positions`);
    // One task per occurrence, one event per task, at feed positions without a gap.
    expect(Object.values((result as { rows: Record<string, number | string>[] }).rows[0]!).map(Number)).toEqual([
      4050, 4050, 4050, 4050,
    ]);
    expect(await eventCount(org.tenantId, 'task.created')).toBe(4050);
  });

  it('generated tasks refer only to their own organisation’s service, property and assignee', async () => {
    // On PGlite the bulk insert runs without the foreign-key checks (session_replication_role
    // = replica): what it refers to comes from the services read in its transaction with the
    // organisation's filter. Two organisations generate side by side; every reference is
    // then checked as the foreign keys would have checked it.
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const first = await setUp();
    const second = await setUp();
    const worker = await first.org.account('worker');
    const assigned = await createPlanService(t.deps, first.actor, first.area.id, {
      ...base,
      assignee_account_ids: [worker],
    });
    await createPlanService(t.deps, second.actor, second.area.id, { ...base, title: 'Treppenhaus' });
    // Services written directly, so one run generates both organisations' at once.
    for (const { org, property, area } of [first, second]) {
      await t.database.db.insert(planServices).values({
        tenantId: org.tenantId,
        areaId: area.id,
        propertyId: property,
        title: 'Glasreinigung',
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
        windowStart: '06:00',
        windowEnd: '08:00',
        validFrom: '2026-03-01',
      });
    }
    // Mondays 30 March and 6 April (Easter Monday: this service works on holidays) in each.
    expect(await generatePlannedTasks(t.deps, [first.org.tenantId, second.org.tenantId])).toBe(4);
    const tenants = [first.org.tenantId, second.org.tenantId];
    const result = await t.database.db.execute(sql`select t.tenant_id, count(*) as tasks,
        count(*) filter (where not exists (select 1 from plan_services s where s.tenant_id = t.tenant_id
          and s.id = t.plan_service_id and s.property_id = t.property_id)) as foreign_services,
        count(*) filter (where not exists (select 1 from properties p where p.tenant_id = t.tenant_id
          and p.id = t.property_id)) as foreign_properties,
        count(*) filter (where t.assignee_account_id is not null and not exists (select 1 from accounts a
          where a.tenant_id = t.tenant_id and a.id = t.assignee_account_id)) as foreign_assignees,
        count(*) filter (where t.assignee_account_id = ${worker}) as assigned
      from tasks t where t.tenant_id in (${sql.join(tenants, sql`, `)}) group by t.tenant_id order by t.tenant_id`);
    // Each: 9 working days of the first service and 2 Mondays; the first's 9 assigned.
    expect(
      (result as { rows: Record<string, number | string>[] }).rows.map((row) => Object.values(row).map(Number)),
    ).toEqual([
      [first.org.tenantId, 11, 0, 0, 0, 9],
      [second.org.tenantId, 11, 0, 0, 0, 0],
    ]);
    expect((await tasksOf(first.org.tenantId, assigned.id)).length).toBe(9);
    // What skipping the checks relies on: no trigger of the tables written but the
    // database's own (foreign keys), which the bulk insert need not run.
    const triggers = await t.database.db.execute(sql`select tgrelid::regclass::text as name, tgname from pg_trigger
      where not tgisinternal and tgrelid in ('tasks'::regclass, 'events'::regclass, 'change_counters'::regclass, 'jobs'::regclass)`);
    expect((triggers as { rows: unknown[] }).rows).toEqual([]);
  });

  it('a change of the service reaches future occurrences nobody started, never started or done ones', async () => {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const { org, actor, area } = await setUp();
    const service = await createPlanService(t.deps, actor, area.id, base);
    await t.database.db.execute(
      sql`update tasks set status = 'done' where tenant_id = ${org.tenantId} and plan_occurrence_date = '2026-03-26'`,
    );
    await t.database.db.execute(
      sql`update tasks set status = 'in_progress' where tenant_id = ${org.tenantId} and plan_occurrence_date = '2026-04-02'`,
    );
    // Not on Thursdays any more, and a new title.
    const result = await updatePlanService(t.deps, actor, service.id, {
      ...base,
      title: 'Sanitär Grundreinigung',
      excluded_weekdays: [4],
    });
    expect(result).toMatchObject({ withdrawn: 0, created: 0 });
    let lines = await tasksOf(org.tenantId, service.id);
    expect(lines.map((l) => [l.day, l.status, l.title])).toEqual([
      ['2026-03-25', 'open', 'Sanitär Grundreinigung'],
      ['2026-03-26', 'done', 'Sanitärräume reinigen'],
      ['2026-03-27', 'open', 'Sanitär Grundreinigung'],
      ['2026-03-30', 'open', 'Sanitär Grundreinigung'],
      ['2026-03-31', 'open', 'Sanitär Grundreinigung'],
      ['2026-04-01', 'open', 'Sanitär Grundreinigung'],
      ['2026-04-02', 'in_progress', 'Sanitärräume reinigen'],
      ['2026-04-07', 'open', 'Sanitär Grundreinigung'],
      ['2026-04-08', 'open', 'Sanitär Grundreinigung'],
    ]);
    // Only Mondays and Wednesdays: Tuesdays and Fridays nobody started are withdrawn…
    const narrowed = await updatePlanService(t.deps, actor, service.id, {
      ...base,
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
    });
    expect(narrowed).toMatchObject({ withdrawn: 3, created: 0 });
    lines = await tasksOf(org.tenantId, service.id);
    expect(lines.filter((l) => l.status === 'cancelled').map((l) => l.day)).toEqual([
      '2026-03-27',
      '2026-03-31',
      '2026-04-07',
    ]);
    // …and reopened when they are planned again.
    const widened = await updatePlanService(t.deps, actor, service.id, base);
    expect(widened).toMatchObject({ withdrawn: 0, created: 0 });
    lines = await tasksOf(org.tenantId, service.id);
    expect(lines.map((l) => [l.day, l.status])).toEqual([
      ['2026-03-25', 'open'],
      ['2026-03-26', 'done'],
      ['2026-03-27', 'open'],
      ['2026-03-30', 'open'],
      ['2026-03-31', 'open'],
      ['2026-04-01', 'open'],
      ['2026-04-02', 'in_progress'],
      ['2026-04-07', 'open'],
      ['2026-04-08', 'open'],
    ]);
  });

  it('an occurrence not done by the end of its window is missed once, with task.missed', async () => {
    t.clock.set(Date.parse('2026-03-25T05:30:00Z'));
    const { org, actor, area } = await setUp();
    const service = await createPlanService(t.deps, actor, area.id, base);
    await t.database.db.execute(
      sql`update tasks set status = 'done' where tenant_id = ${org.tenantId} and plan_occurrence_date = '2026-03-26'`,
    );
    // 25 March's window ends at 08:00 (07:00 UTC).
    t.clock.set(Date.parse('2026-03-25T06:59:00Z'));
    await markMissedPlannedTasks(t.deps);
    expect((await tasksOf(org.tenantId, service.id)).filter((l) => l.missed)).toEqual([]);
    t.clock.set(Date.parse('2026-03-25T07:01:00Z'));
    await Promise.all([markMissedPlannedTasks(t.deps), markMissedPlannedTasks(t.deps)]);
    expect((await tasksOf(org.tenantId, service.id)).filter((l) => l.missed).map((l) => l.day)).toEqual(['2026-03-25']);
    // Two days later: 26 March was done, 27 March was not.
    t.clock.set(Date.parse('2026-03-27T09:00:00Z'));
    await markMissedPlannedTasks(t.deps);
    await markMissedPlannedTasks(t.deps);
    expect((await tasksOf(org.tenantId, service.id)).filter((l) => l.missed).map((l) => l.day)).toEqual([
      '2026-03-25',
      '2026-03-27',
    ]);
    expect(await eventCount(org.tenantId, 'task.missed')).toBe(2);
  });
});
