import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

// Each working-time rule is off, warn or block per organisation. Where the office records
// time (adding or correcting an entry in the time sheet) a rule set to block refuses the
// write with 422 `working_time_rule_blocked`, unless it carries an override reason; the
// override is kept in the audit log. Clocking out on the phone is never refused. Every
// figure below is counted by hand; Berlin is UTC+1 in November, UTC+2 until 25 October
// 2026 03:00 (CEST → CET: that night is 25 hours long).

interface Entry {
  id: number;
  day: string;
  start: string;
  edited_by: string | null;
  flags: {
    rules: { rule: string; actual_minutes: number; limit_minutes: number }[];
    late_record: { by: string | null; at: string } | null;
  };
}

interface Blocked {
  code: string;
  blocked_rules: { rule: string; day: string; actual_minutes: number; limit_minutes: number }[];
}

describeEachBackend('portal time sheet: rules off, warn or block', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp() {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof 3' });
    const workerId = await org.account('worker', 'all', 'Walter Krause');
    const entry = (day: string, start: string, end: string, breaks: { start: string; end: string }[] = []) => ({
      account_id: workerId,
      property_id: property,
      day,
      start,
      end,
      breaks,
      reason: 'Paper sheet',
    });
    const sheet = async (from: string, to: string) =>
      (await org.admin.get(`/portal/api/time-sheet?from=${from}&to=${to}`)).json<{ data: Entry[] }>().data;
    return { org, property, workerId, entry, sheet };
  }

  it('blocks 6:01 h without a break, 9:01 h with 30 min and a 14-minute break; 6:00, 9:00 and 15 minutes pass', async () => {
    // Monday 23 November 2026, 09:00 Berlin: every day below is within seven days.
    t.clock.set(Date.parse('2026-11-23T08:00:00Z'));
    const { org, entry, sheet } = await setUp();
    const set = await org.admin.patch('/portal/api/working-time-settings', { rules: { breaks: 'block' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ rules: unknown }>().rules).toEqual({
      max_daily: 'warn',
      breaks: 'block',
      rest: 'warn',
      sunday_holiday: 'warn',
      late_record: 'warn',
    });
    const post = (body: object) => org.admin.post('/portal/api/time-sheet/entries', body);

    // Wednesday 08:00–14:01 without a break: 361 min net > 360, so 30 min are due and 0 taken;
    // and 361 min in a row > 360.
    const over6 = await post(entry('2026-11-18', '08:00', '14:01'));
    expectProblem(over6, 422, 'working_time_rule_blocked');
    expect(over6.json<Blocked>().blocked_rules).toEqual([
      { rule: 'breaks', day: '2026-11-18', actual_minutes: 0, limit_minutes: 30 },
      { rule: 'stretch', day: '2026-11-18', actual_minutes: 361, limit_minutes: 360 },
    ]);
    expect(await sheet('2026-11-18', '2026-11-18')).toEqual([]);
    // 08:00–14:00: exactly 6:00 h needs no break.
    expect((await post(entry('2026-11-18', '08:00', '14:00'))).statusCode).toBe(201);

    // Tuesday 07:00–16:31, break 11:00–11:30: 571 − 30 = 541 min net > 540, so 45 are due.
    const over9 = entry('2026-11-17', '07:00', '16:31', [{ start: '11:00', end: '11:30' }]);
    const refused = await post(over9);
    expectProblem(refused, 422, 'working_time_rule_blocked');
    expect(refused.json<Blocked>().blocked_rules).toEqual([
      { rule: 'breaks', day: '2026-11-17', actual_minutes: 30, limit_minutes: 45 },
    ]);
    // Until 16:30: 570 − 30 = 540 min, exactly 9:00 h; 30 min are enough.
    const nine = await post(entry('2026-11-17', '07:00', '16:30', [{ start: '11:00', end: '11:30' }]));
    expect(nine.statusCode, nine.body).toBe(201);

    // Monday 08:00–14:14 with 11:00–11:14 off: 14 minutes are no break, 374 min net and in a row.
    const short = await post(entry('2026-11-16', '08:00', '14:14', [{ start: '11:00', end: '11:14' }]));
    expectProblem(short, 422, 'working_time_rule_blocked');
    expect(short.json<Blocked>().blocked_rules).toEqual([
      { rule: 'breaks', day: '2026-11-16', actual_minutes: 0, limit_minutes: 30 },
      { rule: 'stretch', day: '2026-11-16', actual_minutes: 374, limit_minutes: 360 },
    ]);
    // 08:00–14:15 with 11:00–11:15: a counted break, 360 min net, 3 h either side.
    const counted = await post(entry('2026-11-16', '08:00', '14:15', [{ start: '11:00', end: '11:15' }]));
    expect(counted.statusCode, counted.body).toBe(201);

    // An override reason of spaces is no reason.
    expectProblem(
      await post({
        ...entry('2026-11-19', '07:00', '16:31', [{ start: '11:00', end: '11:30' }]),
        override_reason: '  ',
      }),
      422,
      'working_time_rule_blocked',
    );
    // A worker without time.manage cannot record time at all, override or not.
    const { client: worker } = await org.member('worker');
    expectProblem(
      await worker.post('/portal/api/time-sheet/entries', {
        ...entry('2026-11-19', '07:00', '16:31', [{ start: '11:00', end: '11:30' }]),
        override_reason: 'Emergency',
      }),
      403,
      'permission_denied',
    );
    // With time.manage and a reason it is saved, still named in the time sheet, and logged.
    const overridden = await post({
      ...entry('2026-11-19', '07:00', '16:31', [{ start: '11:00', end: '11:30' }]),
      override_reason: 'Burst water pipe, nobody to relieve him',
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    const id = overridden.json<{ id: number }>().id;
    const [thursday] = await sheet('2026-11-19', '2026-11-19');
    expect(thursday?.flags.rules).toEqual([{ rule: 'breaks', actual_minutes: 30, limit_minutes: 45 }]);
    expect((await auditEvents(org.admin)).find((e) => e.action === 'time.rule_overridden')).toMatchObject({
      action: 'time.rule_overridden',
      target_id: id,
      details: {
        reason: 'Burst water pipe, nobody to relieve him',
        name: 'Walter Krause',
        day: '2026-11-19',
        rules: [{ rule: 'breaks', day: '2026-11-19', actual_minutes: 30, limit_minutes: 45 }],
      },
    });
    // A note changed on that day makes nothing worse: saved without an override.
    const note = await org.admin.patch(`/portal/api/time-sheet/entries/${id}`, {
      note: 'Rohrbruch',
      reason: 'Add the cause',
    });
    expect(note.statusCode, note.body).toBe(204);
    // A shorter break is worse (20 of 45 min, was 30): refused again without an override.
    const longer = await org.admin.patch(`/portal/api/time-sheet/entries/${id}`, {
      breaks: [{ start: '11:00', end: '11:20' }],
      reason: 'Typed wrong',
    });
    expectProblem(longer, 422, 'working_time_rule_blocked');
    expect(longer.json<Blocked>().blocked_rules).toEqual([
      { rule: 'breaks', day: '2026-11-19', actual_minutes: 20, limit_minutes: 45 },
    ]);

    // Off: the rule is named nowhere, and nothing is refused.
    await org.admin.patch('/portal/api/working-time-settings', { rules: { breaks: 'off' } });
    expect((await sheet('2026-11-19', '2026-11-19'))[0]?.flags.rules).toEqual([]);
    expect((await post(entry('2026-11-20', '08:00', '14:01'))).statusCode).toBe(201);
  });

  it('blocks 10:59 h of rest across the night the clocks go back, not 11:00 h', async () => {
    t.clock.set(Date.parse('2026-10-26T09:00:00Z'));
    const { org, entry } = await setUp();
    await org.admin.patch('/portal/api/working-time-settings', { rules: { rest: 'block' } });
    // Saturday 24 October 14:00–22:00 CEST (20:00Z), break 18:00–18:30.
    const saturday = await org.admin.post(
      '/portal/api/time-sheet/entries',
      entry('2026-10-24', '14:00', '22:00', [{ start: '18:00', end: '18:30' }]),
    );
    expect(saturday.statusCode, saturday.body).toBe(201);
    // Sunday 07:59 CET is 06:59Z: 10:59 h after 20:00Z, though the wall clock says 9:59.
    const early = await org.admin.post('/portal/api/time-sheet/entries', entry('2026-10-25', '07:59', '12:00'));
    expectProblem(early, 422, 'working_time_rule_blocked');
    expect(early.json<Blocked>().blocked_rules).toEqual([
      { rule: 'rest', day: '2026-10-25', actual_minutes: 659, limit_minutes: 660 },
    ]);
    // 08:00 CET is 07:00Z: 11:00 h of rest (Sunday work is only warned).
    const enough = await org.admin.post('/portal/api/time-sheet/entries', entry('2026-10-25', '08:00', '12:00'));
    expect(enough.statusCode, enough.body).toBe(201);
  });

  it('flags an entry changed after the end of the seventh day past its work day, with who and when', async () => {
    // Monday 16 November: the seventh day after ends at 24 November 00:00 CET, 23 November 23:00Z.
    t.clock.set(Date.parse('2026-11-23T22:59:00Z'));
    const { org, entry, sheet } = await setUp();
    const created = await org.admin.post('/portal/api/time-sheet/entries', entry('2026-11-16', '08:00', '12:00'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await sheet('2026-11-16', '2026-11-16'))[0]?.flags.late_record).toBeNull();
    // A minute later: late.
    t.clock.set(Date.parse('2026-11-23T23:00:00Z'));
    const edited = await org.admin.patch(`/portal/api/time-sheet/entries/${id}`, {
      end: '12:30',
      reason: 'Worked longer',
    });
    expect(edited.statusCode, edited.body).toBe(204);
    const [late] = await sheet('2026-11-16', '2026-11-16');
    expect(late?.edited_by).toBeTruthy();
    expect(late?.flags.late_record).toEqual({ by: late?.edited_by, at: '2026-11-23T23:00:00.000Z' });

    // Block: a late change is refused; 17 Nov 00:00 CET (16 Nov 23:00Z) to 23 Nov 23:00Z is
    // 7 × 1,440 = 10,080 minutes, the limit too.
    await org.admin.patch('/portal/api/working-time-settings', { rules: { late_record: 'block' } });
    const refused = await org.admin.patch(`/portal/api/time-sheet/entries/${id}`, {
      note: 'x',
      reason: 'Add a note',
    });
    expectProblem(refused, 422, 'working_time_rule_blocked');
    expect(refused.json<Blocked>().blocked_rules).toEqual([
      { rule: 'late_record', day: '2026-11-16', actual_minutes: 10080, limit_minutes: 10080 },
    ]);
    const overridden = await org.admin.patch(`/portal/api/time-sheet/entries/${id}`, {
      note: 'x',
      reason: 'Add a note',
      override_reason: 'Found the paper sheet late',
    });
    expect(overridden.statusCode, overridden.body).toBe(204);

    // Off: no flag.
    await org.admin.patch('/portal/api/working-time-settings', { rules: { late_record: 'off' } });
    expect((await sheet('2026-11-16', '2026-11-16'))[0]?.flags.late_record).toBeNull();
  });

  it('never refuses clocking out on the phone, even with the rules set to block', async () => {
    t.clock.set(Date.parse('2026-11-24T06:00:00Z'));
    const org = await organisation(t);
    const mine = await org.property({ name: 'Lindenhof 3' });
    const { client: worker } = await org.member('worker', [mine]);
    await org.admin.patch('/portal/api/working-time-settings', {
      rules: { max_daily: 'block', breaks: 'block', rest: 'block' },
    });
    const tap = async (kind: string, utc: string) => {
      t.clock.set(Date.parse(utc));
      const response = await worker.post('/portal/api/clock/actions', {
        uuid: randomUUID(),
        kind,
        device_at: utc,
        ...(kind === 'start' ? { property_id: mine } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // 07:00–13:01 Berlin without a break: 361 min, 30 due, 0 taken; the end is accepted.
    await tap('start', '2026-11-24T06:00:00Z');
    await tap('end', '2026-11-24T12:01:00Z');
    const rules = (await worker.get('/portal/api/clock')).json<{ last_shift_rules: { rule: string }[] }>()
      .last_shift_rules;
    expect(rules.map((r) => r.rule).sort()).toEqual(['breaks', 'stretch']);
  });
});
