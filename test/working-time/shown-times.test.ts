import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { editEntry } from '../../src/modules/working-time/entry-edits.service.js';
import { type ExportRequest, workingTimesCsv } from '../../src/modules/working-time/export.service.js';
import { timeSheet } from '../../src/modules/working-time/timesheets.service.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// The times shown are the times the net is computed from. Worked out by hand (Berlin, UTC+1
// in November):
//
// | shift (local)                                   | net                  | H:MM | decimal |
// |-------------------------------------------------|----------------------|------|---------|
// | Mon 02.11. 07:00:00–07:07:40                    | 7 min 40 s           | 0:08 | 0.13    |
// | Tue 03.11. 08:00:00–12:00:30, break 10:00:15–10:15:00 | 4:00:30 − 14:45 = 3:45:45 | 3:46 | 3.76 |
//
// A time on a whole minute shows as HH:MM, one with seconds as HH:MM:SS; the break column
// shows whole minutes (14 min 45 s: 15).

const ZONE = 'Europe/Berlin';

describeEachBackend('times shown with the seconds the net is computed from', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  let office: { kind: 'person'; tenantId: number; accountId: number; allProperties: true };
  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { timezone: ZONE });
    tenantId = tenant.tenant.id;
    office = { kind: 'person', tenantId, accountId: tenant.accountId, allProperties: true };
    const propertyId = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
    const account = await createAccount(t.deps, tenantId, {
      email: `sekunde-${Date.now()}@example.test`,
      name: 'Ina Sekunde',
      role: 'worker',
      properties: 'all',
    });
    const ina = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    let n = 0;
    const taps: [ClockKind, string][] = [
      ['start', '2026-11-02T06:00:00Z'],
      ['end', '2026-11-02T06:07:40Z'],
      ['start', '2026-11-03T07:00:00Z'],
      ['pause', '2026-11-03T09:00:15Z'],
      ['resume', '2026-11-03T09:15:00Z'],
      ['end', '2026-11-03T11:00:30Z'],
    ];
    for (const [kind, at] of taps) {
      t.clock.set(Date.parse(at) + 1_000);
      await applyClockAction(t.deps, ina, {
        uuid: `40000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        kind,
        deviceAt: at,
        ...(kind === 'start' ? { propertyId } : {}),
      });
    }
  });
  afterAll(async () => t.close());

  type ClockKind = 'start' | 'pause' | 'resume' | 'end';

  const detail = async (preset: 'de' | 'en', hours: 'decimal' | 'hmm') => {
    const request: ExportRequest = { from: '2026-11-02', to: '2026-11-08', layout: 'detail', preset, hours };
    let out = '';
    for await (const piece of workingTimesCsv(t.deps, tenantId, request)) out += piece;
    return out
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(preset === 'de' ? ';' : ',').slice(3, 9));
  };

  it('the detail export shows seconds where a time has them, with the net computed from them', async () => {
    expect(await detail('en', 'hmm')).toEqual([
      ['2026-11-02', '07:00', '07:07:40', ZONE, '0', '0:08'],
      ['2026-11-03', '08:00', '12:00:30', ZONE, '15', '3:46'],
    ]);
    expect(await detail('de', 'decimal')).toEqual([
      ['02.11.2026', '07:00', '07:07:40', ZONE, '0', '0,13'],
      ['03.11.2026', '08:00', '12:00:30', ZONE, '15', '3,76'],
    ]);
  });

  it('the time sheet shows the same times, breaks included', async () => {
    const sheet = await timeSheet(t.deps, office, ZONE, { from: '2026-11-02', to: '2026-11-08' });
    expect(sheet.map((e) => [e.day, e.start, e.end, e.breaks, e.breakMinutes, e.netMinutes])).toEqual([
      ['2026-11-02', '07:00', '07:07:40', [], 0, 8],
      ['2026-11-03', '08:00', '12:00:30', [{ start: '10:00:15', end: '10:15' }], 15, 226],
    ]);
  });

  it('an entry saved in the time sheet with the times it shows keeps their seconds', async () => {
    const [monday] = await timeSheet(t.deps, office, ZONE, { from: '2026-11-02', to: '2026-11-02' });
    t.clock.set(Date.parse('2026-11-10T09:00:00Z'));
    await editEntry(t.deps, office, ZONE, monday!.id, {
      day: monday!.day,
      start: monday!.start,
      end: monday!.end,
      breaks: [],
      note: 'Keys returned',
      reason: 'Note from the phone call',
    });
    const [after] = await timeSheet(t.deps, office, ZONE, { from: '2026-11-02', to: '2026-11-02' });
    expect([after!.start, after!.end, after!.netMinutes, after!.note]).toEqual([
      '07:00',
      '07:07:40',
      8,
      'Keys returned',
    ]);
  });
});
