import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPlanArea, createPlanService } from '../../src/modules/service-plans/service-plans.service.js';
import { applyHolidayPreset } from '../../src/modules/working-time/people.service.js';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from '../portal/organisation.js';

interface ApiTask {
  id: number;
  title: string;
  due_date: string;
  plan: { service_id: number; area: string; occurrence_date: string } | null;
  checklist: { item: string; result: string | null; note: string | null }[] | null;
}
interface ApiPlan {
  property_id: number;
  areas: {
    name: string;
    floor: string | null;
    services: {
      id: number;
      title: string;
      frequency: { rrule: string | null; skip_holidays: boolean; sentence: { de: string; en: string } };
      window_start: string;
      window_end: string;
      expected_minutes: number | null;
      checklist: string[];
      valid_from: string;
      valid_to: string | null;
    }[];
  }[];
}
interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

describeEachBackend('service plans and planned tasks in the API', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp() {
    // Wednesday 25 March 2026, 11:00 in Berlin.
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    await applyHolidayPreset(t.deps, org.tenantId, 'BE', 2026);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const sanitary = await createPlanArea(t.deps, actor, { property_id: lindenhof, name: 'RG2 Sanitär', floor: 'EG' });
    const service = await createPlanService(t.deps, actor, sanitary.id, {
      title: 'Sanitärräume reinigen',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      skip_holidays: true,
      window_start: '06:00',
      window_end: '08:00',
      expected_minutes: 45,
      checklist: ['Waschbecken', 'Spiegel'],
      valid_from: '2026-03-23',
    });
    const lobby = await createPlanArea(t.deps, actor, { property_id: rheinblick, name: 'Lobby' });
    await createPlanService(t.deps, actor, lobby.id, {
      title: 'Lobby saugen',
      rrule: null,
      window_start: '07:00',
      window_end: '08:00',
      valid_from: '2026-03-23',
    });
    return { org, lindenhof, rheinblick, service };
  }

  const get = async <T>(key: string, url: string): Promise<T> => {
    const response = await call(t.app, { url, key });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('shows a planned task’s service, area, day and checklist; other tasks have none', async () => {
    const { org, lindenhof, service } = await setUp();
    const key = org.fixture.key;
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key,
      body: { uuid: randomUUID(), title: 'Checkout cleaning', property_id: lindenhof, due_date: '2026-03-26' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<ApiTask>()).toMatchObject({ plan: null, checklist: null });

    const page = await get<Page<ApiTask>>(key, `/api/v1/tasks?property_id=${lindenhof}&due_to=2026-03-26&pageSize=200`);
    const byTitle = page.data.map((task) => [task.title, task.due_date, task.plan, task.checklist]);
    // Generated from today: Wednesday 25 and Thursday 26 March, plus the one-off task.
    expect(byTitle).toEqual([
      [
        'Sanitärräume reinigen',
        '2026-03-25',
        { service_id: service.id, area: 'RG2 Sanitär', occurrence_date: '2026-03-25' },
        [
          { item: 'Waschbecken', result: null, note: null },
          { item: 'Spiegel', result: null, note: null },
        ],
      ],
      [
        'Sanitärräume reinigen',
        '2026-03-26',
        { service_id: service.id, area: 'RG2 Sanitär', occurrence_date: '2026-03-26' },
        [
          { item: 'Waschbecken', result: null, note: null },
          { item: 'Spiegel', result: null, note: null },
        ],
      ],
      ['Checkout cleaning', '2026-03-26', null, null],
    ]);
    const first = page.data[0]!;
    expect(await get<ApiTask>(key, `/api/v1/tasks/${first.id}`)).toEqual(first);
  });

  it('each generated occurrence’s task.created carries the task as GET shows it, in the order made; a large one thin', async () => {
    const { org, lindenhof } = await setUp();
    const key = org.fixture.key;
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const area = await createPlanArea(t.deps, actor, { property_id: lindenhof, name: 'Treppenhaus' });
    // 40 items of 250 × "Ä": about 10,400 characters, but each "Ä" is 2 bytes in UTF-8, so
    // the task as JSON is over 20,000 bytes.
    const large = await createPlanService(t.deps, actor, area.id, {
      title: 'Treppenhaus Grundreinigung',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      window_start: '09:00',
      window_end: '10:00',
      checklist: Array.from({ length: 40 }, (_, i) => `${i + 1} ${'Ä'.repeat(250)}`),
      valid_from: '2026-03-23',
    });
    interface Event {
      type: string;
      data: { object: { id: number; title?: string; url?: string; thin?: boolean }; version: number };
    }
    const feed = await get<Page<Event>>(key, '/api/v1/events?types=task.created&pageSize=200');
    // The working days from 25 March to 8 April but Good Friday and Easter Monday (9), then
    // the Mondays 30 March and 6 April of the large service.
    expect(feed.data.map((event) => event.data.object.title ?? 'thin')).toEqual([
      ...Array.from({ length: 9 }, () => 'Sanitärräume reinigen'),
      'thin',
      'thin',
    ]);
    const versions = feed.data.map((event) => event.data.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    for (const event of feed.data.slice(0, 9)) {
      expect(event.data.object).toEqual(await get<ApiTask>(key, `/api/v1/tasks/${event.data.object.id}`));
    }
    const largeTasks = await get<Page<ApiTask>>(key, `/api/v1/tasks?property_id=${lindenhof}&pageSize=200`);
    const largeIds = largeTasks.data.filter((task) => task.plan?.service_id === large.id).map((task) => task.id);
    expect(largeIds).toHaveLength(2);
    expect(feed.data.slice(9).map((event) => event.data.object)).toEqual(
      largeIds.map((id) => ({ id, url: `/api/v1/tasks/${id}`, thin: true })),
    );
  });

  it('lists each property’s plan, paged by property, only where the key’s account sees it', async () => {
    const { org, lindenhof, rheinblick, service } = await setUp();
    const all = await get<Page<ApiPlan>>(org.fixture.key, '/api/v1/service-plans');
    expect(all.next_cursor).toBeNull();
    expect(all.data.map((plan) => plan.property_id)).toEqual([lindenhof, rheinblick]);
    expect(all.data[0]!.areas).toEqual([
      {
        id: expect.any(Number),
        name: 'RG2 Sanitär',
        type: null,
        floor: 'EG',
        size_m2: null,
        services: [
          {
            id: service.id,
            title: 'Sanitärräume reinigen',
            frequency: {
              rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
              excluded_months: [],
              excluded_weekdays: [],
              excluded_dates: [],
              skip_holidays: true,
              sentence: {
                de: 'montags bis freitags, nicht an Feiertagen',
                en: 'Monday to Friday, not on public holidays',
              },
            },
            window_start: '06:00',
            window_end: '08:00',
            expected_minutes: 45,
            checklist: ['Waschbecken', 'Spiegel'],
            valid_from: '2026-03-23',
            valid_to: null,
          },
        ],
      },
    ]);
    expect(all.data[1]!.areas[0]!.services[0]!.frequency).toMatchObject({
      rrule: null,
      sentence: { de: 'bei Bedarf', en: 'on demand' },
    });

    // Paged: one property a page, the cursor leads to the next.
    const first = await get<Page<ApiPlan>>(org.fixture.key, '/api/v1/service-plans?pageSize=1');
    expect(first.data.map((p) => p.property_id)).toEqual([lindenhof]);
    expect(first.next_cursor).not.toBeNull();
    const second = await get<Page<ApiPlan>>(
      org.fixture.key,
      `/api/v1/service-plans?pageSize=1&cursor=${encodeURIComponent(first.next_cursor!)}`,
    );
    expect(second.data.map((p) => p.property_id)).toEqual([rheinblick]);
    expect(second.next_cursor).toBeNull();

    const filtered = await get<Page<ApiPlan>>(org.fixture.key, `/api/v1/service-plans?property_id=${rheinblick}`);
    expect(filtered.data.map((p) => p.property_id)).toEqual([rheinblick]);

    // A key whose account sees only Lindenhof.
    const limitedKey = await org.fixture.keyFor(['tasks:read'], await org.fixture.account([lindenhof]));
    const limited = await get<Page<ApiPlan>>(limitedKey, '/api/v1/service-plans');
    expect(limited.data.map((p) => p.property_id)).toEqual([lindenhof]);
    expectProblem(
      await call(t.app, { url: `/api/v1/service-plans?property_id=${rheinblick}`, key: limitedKey }),
      403,
      'property_access_denied',
    );

    // Another organisation's key sees none of it.
    const stranger = await makeTenant(t.deps);
    expect((await get<Page<ApiPlan>>(stranger.key, '/api/v1/service-plans')).data).toEqual([]);
    expect((await get<Page<ApiTask>>(stranger.key, '/api/v1/tasks')).data).toEqual([]);
    expect(
      (await call(t.app, { url: `/api/v1/service-plans?property_id=${lindenhof}`, key: stranger.key })).statusCode,
    ).toBe(422);

    // Without the scope: refused.
    const noScope = await org.fixture.keyFor(['properties:read']);
    expectProblem(await call(t.app, { url: '/api/v1/service-plans', key: noScope }), 403, 'insufficient_scope');
  });
});
