import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyHolidayPreset } from '../../src/modules/working-time/people.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

interface Area {
  id: number;
  name: string;
  floor: string | null;
  size_m2: number | null;
  services: Service[];
}
interface Service {
  id: number;
  title: string;
  rrule: string | null;
  sentence: string;
  skip_holidays: boolean;
  excluded_months: number[];
  checklist: string[];
  valid_to: string | null;
}
interface Preview {
  rrule: string | null;
  sentence: string;
  dates: string[];
}

describeEachBackend('service plans in the office', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp(language: 'de' | 'en' = 'en') {
    // Wednesday 25 March 2026, 11:00 in Berlin.
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    await applyHolidayPreset(t.deps, org.tenantId, 'BE', 2026);
    expect((await org.admin.patch('/portal/api/profile', { language })).statusCode).toBe(200);
    const property = await org.property({ name: 'Lindenhof' });
    return { org, property };
  }

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>, status = 200) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json<T>();
  };

  const plan = (client: PortalClient, property: number) =>
    ok<{ areas: Area[] }>(client.get(`/portal/api/properties/${property}/service-plan`));

  it('keeps areas and their services, the frequency written in plain words', async () => {
    const { org, property } = await setUp();
    const area = await ok<Area>(
      org.admin.post(`/portal/api/properties/${property}/plan-areas`, {
        name: 'RG2 Sanitär',
        floor: 'EG',
        size_m2: 42.5,
      }),
      201,
    );
    const service = await ok<Service>(
      org.admin.post(`/portal/api/plan-areas/${area.id}/services`, {
        title: 'Sanitärräume reinigen',
        frequency: 'alle 2 Wochen am Montag, nicht im Dezember',
        skip_holidays: true,
        window_start: '06:00',
        window_end: '08:00',
        expected_minutes: 45,
        checklist: ['Waschbecken', '  ', 'Spiegel'],
        valid_from: '2026-03-16',
      }),
      201,
    );
    expect(service).toMatchObject({
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      excluded_months: [12],
      skip_holidays: true,
      checklist: ['Waschbecken', 'Spiegel'],
      sentence: 'every 2nd Monday, not in December, not on public holidays',
    });
    const read = await plan(org.admin, property);
    expect(read.areas.map((a) => [a.name, a.floor, a.size_m2, a.services.map((s) => s.title)])).toEqual([
      ['RG2 Sanitär', 'EG', 42.5, ['Sanitärräume reinigen']],
    ]);

    // The same name twice at one property is refused; an area with services is not deleted.
    expectProblem(
      await org.admin.post(`/portal/api/properties/${property}/plan-areas`, { name: 'RG2 Sanitär' }),
      409,
      'name_conflict',
    );
    expectProblem(await org.admin.request('DELETE', `/portal/api/plan-areas/${area.id}`), 409, 'invalid_transition');

    // Changing the frequency; then retiring: it ends yesterday.
    const changed = await ok<Service>(
      org.admin.request('PUT', `/portal/api/plan-services/${service.id}`, {
        title: 'Sanitärräume reinigen',
        frequency: 'FREQ=WEEKLY;BYDAY=MO,TH',
        window_start: '06:00',
        window_end: '08:00',
        valid_from: '2026-03-16',
      }),
    );
    expect(changed).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO,TH', excluded_months: [], skip_holidays: false });
    expect(changed.sentence).toBe('every Monday and Thursday');
    const retired = await ok<Service>(org.admin.post(`/portal/api/plan-services/${service.id}/retire`));
    expect(retired.valid_to).toBe('2026-03-24');

    const empty = await ok<Area>(
      org.admin.post(`/portal/api/properties/${property}/plan-areas`, { name: 'Dach' }),
      201,
    );
    expect((await org.admin.request('DELETE', `/portal/api/plan-areas/${empty.id}`)).statusCode).toBe(204);
    expect((await plan(org.admin, property)).areas.map((a) => a.name)).toEqual(['RG2 Sanitär']);
  });

  it('previews the next ten dates and the sentence in the person’s language, holidays left out when asked', async () => {
    const { org } = await setUp();
    const body = { frequency: 'every 2 weeks on Monday', valid_from: '2026-03-16' };
    const plain = await ok<Preview>(org.admin.post('/portal/api/service-plans/preview', body));
    // Weeks counted from the week of 16 March; from today (25 March) on.
    expect(plain).toMatchObject({ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', sentence: 'every 2nd Monday' });
    expect(plain.dates).toEqual([
      '2026-03-30',
      '2026-04-13',
      '2026-04-27',
      '2026-05-11',
      '2026-05-25',
      '2026-06-08',
      '2026-06-22',
      '2026-07-06',
      '2026-07-20',
      '2026-08-03',
    ]);
    // Whit Monday (25 May) is a Berlin holiday: it drops out and 17 August comes in.
    const noHolidays = await ok<Preview>(
      org.admin.post('/portal/api/service-plans/preview', { ...body, skip_holidays: true }),
    );
    expect(noHolidays.sentence).toBe('every 2nd Monday, not on public holidays');
    expect(noHolidays.dates).toEqual([
      '2026-03-30',
      '2026-04-13',
      '2026-04-27',
      '2026-05-11',
      '2026-06-08',
      '2026-06-22',
      '2026-07-06',
      '2026-07-20',
      '2026-08-03',
      '2026-08-17',
    ]);

    expect((await org.admin.patch('/portal/api/profile', { language: 'de' })).statusCode).toBe(200);
    const german = await ok<Preview>(
      org.admin.post('/portal/api/service-plans/preview', { frequency: 'werktäglich', valid_from: '2026-03-30' }),
    );
    expect(german.sentence).toBe('montags bis freitags, nicht an Feiertagen');
    // Good Friday (3 April) and Easter Monday (6 April) left out.
    expect(german.dates).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
      '2026-04-13',
      '2026-04-14',
    ]);
    const onDemand = await ok<Preview>(
      org.admin.post('/portal/api/service-plans/preview', { frequency: 'bei Bedarf' }),
    );
    expect(onDemand).toEqual(expect.objectContaining({ rrule: null, sentence: 'bei Bedarf', dates: [] }));
  });

  it('refuses a frequency it cannot read with a code for the field', async () => {
    const { org, property } = await setUp();
    const codeOf = async (frequency: string) => {
      const response = await org.admin.post('/portal/api/service-plans/preview', { frequency });
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: { pointer: string; code?: string }[] }>().errors;
    };
    expect(await codeOf('every blue moon')).toEqual([
      expect.objectContaining({ pointer: '/frequency', code: 'frequency_unknown' }),
    ]);
    expect(await codeOf('FREQ=WEEKLY;COUNT=3')).toEqual([
      expect.objectContaining({ pointer: '/frequency', code: 'rrule_unsupported' }),
    ]);
    expect(await codeOf('FREQ=WEEKLY;INTERVAL=0')).toEqual([
      expect.objectContaining({ pointer: '/frequency', code: 'rrule_invalid' }),
    ]);
    const area = await ok<Area>(org.admin.post(`/portal/api/properties/${property}/plan-areas`, { name: 'Flur' }), 201);
    const refused = await org.admin.post(`/portal/api/plan-areas/${area.id}/services`, {
      title: 'Flur wischen',
      frequency: 'every blue moon',
      window_start: '06:00',
      window_end: '08:00',
      valid_from: '2026-03-16',
    });
    expectProblem(refused, 422, 'validation_failed');
    expect(refused.json<{ errors: { code?: string }[] }>().errors[0]?.code).toBe('frequency_unknown');
    expect((await plan(org.admin, property)).areas[0]?.services).toEqual([]);
  });

  it('shows nothing of another organisation or of a property the person does not see', async () => {
    const { org, property } = await setUp();
    const other = await org.property({ name: 'Rheinblick' });
    const area = await ok<Area>(org.admin.post(`/portal/api/properties/${other}/plan-areas`, { name: 'Lobby' }), 201);
    const service = await ok<Service>(
      org.admin.post(`/portal/api/plan-areas/${area.id}/services`, {
        title: 'Lobby saugen',
        frequency: 'daily',
        window_start: '06:00',
        window_end: '07:00',
        valid_from: '2026-03-16',
      }),
      201,
    );
    // A manager who sees only Lindenhof.
    const { client: manager } = await org.member('manager', [property]);
    expect((await plan(manager, property)).areas).toEqual([]);
    // The property itself: the access module says it exists but is not theirs (as on every property route).
    expectProblem(await manager.get(`/portal/api/properties/${other}/service-plan`), 403, 'property_access_denied');
    expectProblem(
      await manager.post(`/portal/api/properties/${other}/plan-areas`, { name: 'Mine' }),
      403,
      'property_access_denied',
    );
    // Its areas and services likewise.
    expectProblem(
      await manager.patch(`/portal/api/plan-areas/${area.id}`, { name: 'Mine' }),
      403,
      'property_access_denied',
    );
    expectProblem(await manager.post(`/portal/api/plan-services/${service.id}/retire`), 403, 'property_access_denied');
    // A worker may not manage plans at all.
    const { client: worker } = await org.member('worker', [property]);
    expectProblem(await worker.get(`/portal/api/properties/${property}/service-plan`), 403, 'permission_denied');

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/properties/${other}/service-plan`), 404, 'not_found');
    expectProblem(await stranger.admin.patch(`/portal/api/plan-areas/${area.id}`, { name: 'Mine' }), 404, 'not_found');
    expectProblem(
      await stranger.admin.request('PUT', `/portal/api/plan-services/${service.id}`, {
        title: 'Mine',
        frequency: 'daily',
        window_start: '06:00',
        window_end: '07:00',
        valid_from: '2026-03-16',
      }),
      404,
      'not_found',
    );
    expectProblem(await stranger.admin.request('DELETE', `/portal/api/plan-areas/${area.id}`), 404, 'not_found');
    expectProblem(
      await stranger.admin.post(`/portal/api/plan-areas/${area.id}/services`, {
        title: 'Mine',
        frequency: 'daily',
        window_start: '06:00',
        window_end: '07:00',
        valid_from: '2026-03-16',
      }),
      404,
      'not_found',
    );
  });

  it('reads and sets how many days ahead occurrences exist as tasks', async () => {
    const { org } = await setUp();
    expect(await ok(org.admin.get('/portal/api/service-plans/settings'))).toEqual({ horizon_days: 14 });
    expect(await ok(org.admin.request('PUT', '/portal/api/service-plans/settings', { horizon_days: 28 }))).toEqual({
      horizon_days: 28,
    });
    expect(await ok(org.admin.get('/portal/api/service-plans/settings'))).toEqual({ horizon_days: 28 });
    expect((await org.admin.request('PUT', '/portal/api/service-plans/settings', { horizon_days: 0 })).statusCode).toBe(
      422,
    );
  });
});
