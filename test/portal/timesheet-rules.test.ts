import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicHolidays, workBreaks, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from './organisation.js';

// The time sheet names the working-time rules each entry's day breaks, with what was
// measured: every instant below is written by hand with its Berlin offset (+01:00 in
// November) and every figure counted by hand.

interface Entry {
  day: string;
  start: string;
  flags: { break_rule: string | null; rules: { rule: string; actual_minutes: number; limit_minutes: number }[] };
}

describeEachBackend('portal time sheet: working-time rules', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('names the rest before Monday, 10:30 h on Tuesday, a 14-minute break on Wednesday, a holiday and a Sunday', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof 3' });
    const worker = await org.account('worker', 'all', 'Walter Krause');
    const db = t.database.db;
    const tenantId = org.tenantId;
    const shift = async (start: string, end: string, breaks: [string, string][] = []) => {
      const [row] = await db
        .insert(workShifts)
        .values({
          tenantId,
          uuid: randomUUID(),
          accountId: worker,
          propertyId: property,
          startedAt: new Date(start),
          endedAt: new Date(end),
        })
        .returning({ id: workShifts.id });
      for (const [from, to] of breaks) {
        await db
          .insert(workBreaks)
          .values({ tenantId, shiftId: row!.id, startedAt: new Date(from), endedAt: new Date(to) });
      }
    };
    await db.insert(publicHolidays).values({ tenantId, day: '2026-11-20', name: 'Betriebsfeiertag' });
    // Sunday before the week, then Monday early: 8 h of rest.
    await shift('2026-11-15T14:00:00+01:00', '2026-11-15T22:00:00+01:00');
    await shift('2026-11-16T06:00:00+01:00', '2026-11-16T12:00:00+01:00');
    // Tuesday 06:00–17:15 with 45 min of breaks: 10:30 h net.
    await shift('2026-11-17T06:00:00+01:00', '2026-11-17T17:15:00+01:00', [
      ['2026-11-17T09:00:00+01:00', '2026-11-17T09:30:00+01:00'],
      ['2026-11-17T13:00:00+01:00', '2026-11-17T13:15:00+01:00'],
    ]);
    // Wednesday 08:00–14:14 with 14 minutes off: no counted break, 6:14 h in a row.
    await shift('2026-11-18T08:00:00+01:00', '2026-11-18T14:14:00+01:00', [
      ['2026-11-18T11:00:00+01:00', '2026-11-18T11:14:00+01:00'],
    ]);
    await shift('2026-11-19T08:00:00+01:00', '2026-11-19T12:00:00+01:00');
    await shift('2026-11-20T08:00:00+01:00', '2026-11-20T12:00:00+01:00');
    await shift('2026-11-22T08:00:00+01:00', '2026-11-22T12:00:00+01:00');

    const read = async () =>
      (await org.admin.get('/portal/api/time-sheet?from=2026-11-16&to=2026-11-22')).json<{ data: Entry[] }>().data;
    expect((await read()).map((e) => [e.day, e.start, e.flags.break_rule, e.flags.rules])).toEqual([
      ['2026-11-16', '06:00', null, [{ rule: 'rest', actual_minutes: 480, limit_minutes: 660 }]],
      ['2026-11-17', '06:00', null, [{ rule: 'daily_max', actual_minutes: 630, limit_minutes: 600 }]],
      [
        '2026-11-18',
        '08:00',
        'break_30_after_6h',
        [
          { rule: 'breaks', actual_minutes: 0, limit_minutes: 30 },
          { rule: 'stretch', actual_minutes: 374, limit_minutes: 360 },
        ],
      ],
      ['2026-11-19', '08:00', null, []],
      ['2026-11-20', '08:00', null, [{ rule: 'holiday', actual_minutes: 0, limit_minutes: 0 }]],
      ['2026-11-22', '08:00', null, [{ rule: 'sunday', actual_minutes: 0, limit_minutes: 0 }]],
    ]);

    // Switched off in the working-time settings: no rule is named.
    const off = await org.admin.patch('/portal/api/working-time-settings', {
      rules: { max_daily: 'off', breaks: 'off', rest: 'off', sunday_holiday: 'off' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await read()).every((e) => e.flags.rules.length === 0 && e.flags.break_rule === null)).toBe(true);
  });
});
