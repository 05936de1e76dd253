import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

interface Profile {
  account_id: number;
  personnel_number: string | null;
  cost_centre: string | null;
  weekly_target_minutes: number;
  work_days: number;
}

interface Month {
  people: { account_id: number; name: string; work_days: number }[];
  data: { id: number; account_id: number; day: string; kind: string; half_day: boolean; note: string | null }[];
  holidays: { day: string; name: string }[];
  locked_days: string[];
  codes: { vacation: string; sick: string; other: string; holiday: string };
}

describeEachBackend('portal payroll master data', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('keeps a person’s personnel number, cost centre, target hours and work days; a number is one person’s', async () => {
    const org = await organisation(t);
    const anna = await org.account('worker', 'all', 'Anna Berger');
    const ben = await org.account('worker', 'all', 'Ben Vogel');

    const saved = await org.admin.request('PUT', `/portal/api/accounts/${anna}/payroll-profile`, {
      personnel_number: ' 1042 ',
      cost_centre: 'KST-7',
      weekly_target_minutes: 39 * 60 + 30,
      work_days: 1 + 2 + 4 + 8,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      account_id: anna,
      personnel_number: '1042',
      cost_centre: 'KST-7',
      weekly_target_minutes: 2370,
      work_days: 15,
    });
    const list = (await org.admin.get('/portal/api/payroll-profiles')).json<{ data: Profile[] }>();
    expect(list.data).toEqual([saved.json()]);
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.payroll_profile_changed',
      target_id: anna,
      details: { name: 'Anna Berger', personnel_number: '1042', weekly_target_minutes: 2370 },
    });

    // Ben cannot have Anna's number: 409 at the field, and nothing of his changes.
    const taken = await org.admin.request('PUT', `/portal/api/accounts/${ben}/payroll-profile`, {
      personnel_number: '1042',
      cost_centre: 'KST-9',
    });
    expectProblem(taken, 409, 'personnel_number_conflict');
    expect(taken.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/personnel_number');
    expect((await org.admin.get('/portal/api/payroll-profiles')).json<{ data: Profile[] }>().data).toHaveLength(1);

    // Another organisation may use the same number.
    const other = await organisation(t);
    const theirs = await other.account('worker');
    const elsewhere = await other.admin.request('PUT', `/portal/api/accounts/${theirs}/payroll-profile`, {
      personnel_number: '1042',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    // An empty number clears it; Ben may then take it.
    await org.admin.request('PUT', `/portal/api/accounts/${anna}/payroll-profile`, { personnel_number: '' });
    const now = await org.admin.request('PUT', `/portal/api/accounts/${ben}/payroll-profile`, {
      personnel_number: '1042',
    });
    expect(now.json<Profile>()).toMatchObject({ personnel_number: '1042', weekly_target_minutes: 0, work_days: 31 });

    // Bad input lands at the field.
    const tooMuch = await org.admin.request('PUT', `/portal/api/accounts/${anna}/payroll-profile`, {
      weekly_target_minutes: 20_000,
    });
    expectProblem(tooMuch, 422, 'validation_failed');
    expect(tooMuch.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/weekly_target_minutes');
  });

  it('records an absence over a period on the person’s work days, not on holidays, and never on locked days', async () => {
    const org = await organisation(t);
    const anna = await org.account('worker', 'all', 'Anna Berger');
    await org.admin.request('PUT', `/portal/api/accounts/${anna}/payroll-profile`, { work_days: 1 + 2 + 4 + 8 });
    await org.admin.post('/portal/api/holidays', { day: '2026-10-29', name: 'Betriebsfeier' });

    // Monday 26 October to Sunday 1 November: Anna works Monday to Thursday, Thursday is a holiday.
    const added = await org.admin.post('/portal/api/absences', {
      account_id: anna,
      from: '2026-10-26',
      to: '2026-11-01',
      kind: 'vacation',
      note: 'Herbstferien',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ days: ['2026-10-26', '2026-10-27', '2026-10-28'] });
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.absences_recorded',
      details: { name: 'Anna Berger', kind: 'vacation', days: 3 },
    });

    // A half day is a single day.
    expectProblem(
      await org.admin.post('/portal/api/absences', {
        account_id: anna,
        from: '2026-11-02',
        to: '2026-11-03',
        kind: 'sick',
        half_day: true,
      }),
      422,
      'validation_failed',
    );
    const half = await org.admin.post('/portal/api/absences', {
      account_id: anna,
      from: '2026-11-02',
      to: '2026-11-02',
      kind: 'sick',
      half_day: true,
    });
    expect(half.statusCode, half.body).toBe(201);

    // Only a Saturday: no work day to record.
    const weekend = await org.admin.post('/portal/api/absences', {
      account_id: anna,
      from: '2026-10-31',
      to: '2026-10-31',
      kind: 'other',
    });
    expectProblem(weekend, 422, 'validation_failed');

    const month = (await org.admin.get('/portal/api/absences?from=2026-10-01&to=2026-11-30')).json<Month>();
    expect(month.people.map((p) => [p.name, p.work_days])).toContainEqual(['Anna Berger', 15]);
    expect(month.data.map((a) => [a.day, a.kind, a.half_day])).toEqual([
      ['2026-10-26', 'vacation', false],
      ['2026-10-27', 'vacation', false],
      ['2026-10-28', 'vacation', false],
      ['2026-11-02', 'sick', true],
    ]);
    expect(month.holidays).toEqual([{ day: '2026-10-29', name: 'Betriebsfeier' }]);
    expect(month.codes).toEqual({ vacation: 'U', sick: 'K', other: 'S', holiday: 'F' });

    // The week is locked: nothing can be added or removed there, not even the unlocked Monday after it.
    await org.admin.post('/portal/api/time-locks', { from: '2026-10-26', to: '2026-11-01' });
    const locked = await org.admin.post('/portal/api/absences', {
      account_id: anna,
      from: '2026-10-28',
      to: '2026-11-02',
      kind: 'sick',
    });
    expectProblem(locked, 409, 'period_locked');
    const firstDay = month.data[0];
    expectProblem(await org.admin.request('DELETE', `/portal/api/absences/${firstDay?.id}`), 409, 'period_locked');
    const after = (await org.admin.get('/portal/api/absences?from=2026-10-01&to=2026-11-30')).json<Month>();
    expect(after.data).toEqual(month.data);
    expect(after.locked_days).toContain('2026-10-26');

    // Outside the lock an absence is removed.
    const sick = month.data[3];
    expect((await org.admin.request('DELETE', `/portal/api/absences/${sick?.id}`)).statusCode).toBe(204);
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.absence_removed',
      details: { day: '2026-11-02', kind: 'sick' },
    });
    expect((await org.admin.get('/portal/api/absences?from=2026-10-01&to=2026-11-30')).json<Month>().data).toHaveLength(
      3,
    );
  });

  it('keeps the holiday calendar: a state’s preset, own days, removing one', async () => {
    const org = await organisation(t);
    const first = await org.admin.post('/portal/api/holidays/preset', { state: 'NW', year: 2026 });
    expect(first.json()).toEqual({ added: 11 });
    // Again: nothing new.
    expect((await org.admin.post('/portal/api/holidays/preset', { state: 'NW', year: 2026 })).json()).toEqual({
      added: 0,
    });
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.holiday_preset_applied',
      details: { state: 'NW', year: 2026, added: 0 },
    });
    expect((await org.admin.post('/portal/api/holidays', { day: '2026-12-24', name: 'Heiligabend' })).statusCode).toBe(
      204,
    );
    expect((await org.admin.request('DELETE', '/portal/api/holidays/2026-11-01')).statusCode).toBe(204);
    const year = (await org.admin.get('/portal/api/holidays?year=2026')).json<{
      data: { day: string; name: string }[];
      states: { code: string }[];
    }>();
    expect(year.data).toHaveLength(11);
    expect(year.data.map((h) => h.day)).toContain('2026-12-24');
    expect(year.data.map((h) => h.day)).not.toContain('2026-11-01');
    expect(year.states).toHaveLength(16);
    expectProblem(await org.admin.request('DELETE', '/portal/api/holidays/2026-11-01'), 404, 'not_found');
    const unnamed = await org.admin.post('/portal/api/holidays', { day: '2026-12-31', name: '  ' });
    expectProblem(unnamed, 422, 'validation_failed');
    expect(unnamed.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/name');
    // Another organisation's calendar is its own.
    const other = await organisation(t);
    expect((await other.admin.get('/portal/api/holidays?year=2026')).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('changes the working-time rules: steps, codes of 1 to 3 characters, distinct', async () => {
    const org = await organisation(t);
    expect((await org.admin.get('/portal/api/working-time-settings')).json()).toEqual({
      rounding_minutes: 0,
      rules: { max_daily: 'warn', breaks: 'warn', rest: 'warn', sunday_holiday: 'warn', late_record: 'warn' },
      store_location: false,
      vacation_code: 'U',
      sick_code: 'K',
      other_code: 'S',
      holiday_code: 'F',
    });
    const changed = await org.admin.patch('/portal/api/working-time-settings', {
      rounding_minutes: 15,
      store_location: true,
      vacation_code: 'UR',
    });
    expect(changed.json()).toMatchObject({ rounding_minutes: 15, store_location: true, vacation_code: 'UR' });
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.settings_changed',
      details: { changed: ['rounding_minutes', 'store_location', 'vacation_code'] },
    });

    const pointerOf = (r: { json: <T>() => T }) => r.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer;
    const step = await org.admin.patch('/portal/api/working-time-settings', { rounding_minutes: 10 });
    expectProblem(step, 422, 'validation_failed');
    expect(pointerOf(step)).toBe('/rounding_minutes');
    const long = await org.admin.patch('/portal/api/working-time-settings', { sick_code: 'KRNK' });
    expectProblem(long, 422, 'validation_failed');
    expect(pointerOf(long)).toBe('/sick_code');
    const same = await org.admin.patch('/portal/api/working-time-settings', { other_code: 'k' });
    expectProblem(same, 422, 'validation_failed');
    expect(pointerOf(same)).toBe('/other_code');
    expect((await org.admin.get('/portal/api/working-time-settings')).json()).toMatchObject({
      sick_code: 'K',
      other_code: 'S',
    });
  });

  it('is for those who manage working time, rules for admins, and every organisation is a wall', async () => {
    const org = await organisation(t);
    const anna = await org.account('worker', 'all', 'Anna Berger');
    const { client: worker } = await org.member('worker');
    const { client: manager } = await org.member('manager');
    expectProblem(await worker.get('/portal/api/payroll-profiles'), 403, 'permission_denied');
    expectProblem(await worker.get('/portal/api/absences?from=2026-10-01&to=2026-10-31'), 403, 'permission_denied');
    expectProblem(
      await worker.post('/portal/api/absences', {
        account_id: anna,
        from: '2026-10-26',
        to: '2026-10-26',
        kind: 'sick',
      }),
      403,
      'permission_denied',
    );
    expectProblem(await worker.get('/portal/api/holidays?year=2026'), 403, 'permission_denied');
    expectProblem(await worker.get('/portal/api/working-time-settings'), 403, 'permission_denied');

    // A manager keeps payroll data, absences and holidays, but the rules are the admin's.
    const byManager = await manager.request('PUT', `/portal/api/accounts/${anna}/payroll-profile`, {
      personnel_number: '7',
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await manager.post('/portal/api/holidays/preset', { state: 'BY', year: 2027 })).statusCode).toBe(200);
    expect((await manager.get('/portal/api/working-time-settings')).statusCode).toBe(200);
    expectProblem(
      await manager.patch('/portal/api/working-time-settings', { rounding_minutes: 5 }),
      403,
      'permission_denied',
    );

    // Another organisation's person is not found.
    const other = await organisation(t);
    const theirs = await other.account('worker');
    expectProblem(
      await org.admin.request('PUT', `/portal/api/accounts/${theirs}/payroll-profile`, { personnel_number: '1' }),
      404,
      'not_found',
    );
    expectProblem(
      await org.admin.post('/portal/api/absences', {
        account_id: theirs,
        from: '2026-10-26',
        to: '2026-10-26',
        kind: 'sick',
      }),
      404,
      'not_found',
    );
    await other.admin.post('/portal/api/absences', {
      account_id: theirs,
      from: '2026-10-26',
      to: '2026-10-26',
      kind: 'sick',
    });
    const theirMonth = (await other.admin.get('/portal/api/absences?from=2026-10-01&to=2026-10-31')).json<Month>();
    const theirAbsence = theirMonth.data[0];
    expect(theirAbsence).toBeDefined();
    expectProblem(await org.admin.request('DELETE', `/portal/api/absences/${theirAbsence?.id}`), 404, 'not_found');
    const mine = (await org.admin.get('/portal/api/absences?from=2026-10-01&to=2026-10-31')).json<Month>();
    expect(mine.data).toEqual([]);
    expect(mine.people.map((p) => p.account_id)).not.toContain(theirs);
  });
});
