import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { type ExportRequest, workingTimesCsv } from '../../src/modules/working-time/export.service.js';
import { updateWorkingTimeSettings } from '../../src/modules/working-time/settings.service.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// The figures of the exports against values worked out by hand from the wall-clock times
// below (Europe/Berlin; summer time ended on 25 October 2026 and began on 29 March, so none
// of these days has a clock change):
//
// | shift (local)                        | duration   | decimal h (exact)  |
// |--------------------------------------|------------|--------------------|
// | Mon 02.11. 07:00:00–07:20:40         | 20 min 40 s| 0.3444 → 0,34      |
// | Tue 03.11. 08:00:00–08:08:30         |  8 min 30 s| 0.1417 → 0,14      |
// | Wed 04.11. 09:00:00–09:01:00         |  1 min     | 0.0167 → 0,02      |
// | Wed 04.11. 10:00:00–10:07:30         |  7 min 30 s| 0.125  → 0,13      |
// | Thu 05.11. 06:00:00–08:08:00         |  2 h 8 min | 2.1333 → 2,13      |
// | Thu 05.11. 13:04:00–14:00:00         |    56 min  | 0.9333 → 0,93      |
// | Tue 31.03. 22:00 – Wed 01.04. 06:00  |  8 h       | 2 h in March, 6 h in April |
//
// Day sums: Mon 20:40, Tue 8:30, Wed 8:30, Thu 3:04.
// - No rounding, decimal: 0,34 · 0,14 · 0,14 · 3,07 → total 3,69 (what the cells show).
// - No rounding, H:MM: 0:21 · 0:09 · 0:09 · 3:04 → 3:43 (seconds to the nearest minute, half up).
// - 15 minutes: 0:15 · 0:15 · 0:15 · 3:00 → 3:45 (0,25 · 0,25 · 0,25 · 3,00 → 3,75).
// - 5 minutes: 0:20 · 0:10 · 0:10 · 3:05 → 3:45; decimal 0,33 · 0,17 · 0,17 · 3,08 → 3,75.
// The detail shows each entry's own net, never rounded by the setting.

const ZONE = 'Europe/Berlin';
const NOVEMBER_WEEK = { from: '2026-11-02', to: '2026-11-08' };

async function csv(t: TestApp, tenantId: number, request: ExportRequest): Promise<string> {
  let out = '';
  for await (const piece of workingTimesCsv(t.deps, tenantId, request)) out += piece;
  return out;
}

/** The CSV as rows of cells (en preset: commas, nothing here is quoted). */
const rowsOf = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describeEachBackend('export figures against a table worked out by hand', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { timezone: ZONE });
    tenantId = tenant.tenant.id;
    const propertyId = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
    const account = await createAccount(t.deps, tenantId, {
      email: `ina-${Date.now()}@example.test`,
      name: 'Ina Sekunde',
      role: 'worker',
      properties: 'all',
    });
    const ina = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    let n = 0;
    /** A shift tapped on the phone at these UTC instants (Berlin is UTC+1 in November, +2 in spring). */
    const shift = async (startUtc: string, endUtc: string) => {
      for (const [kind, at] of [
        ['start', startUtc],
        ['end', endUtc],
      ] as const) {
        t.clock.set(Date.parse(at) + 1_000);
        n++;
        await applyClockAction(t.deps, ina, {
          uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          kind,
          deviceAt: at,
          ...(kind === 'start' ? { propertyId } : {}),
        });
      }
    };
    await shift('2026-11-02T06:00:00Z', '2026-11-02T06:20:40Z');
    await shift('2026-11-03T07:00:00Z', '2026-11-03T07:08:30Z');
    await shift('2026-11-04T08:00:00Z', '2026-11-04T08:01:00Z');
    await shift('2026-11-04T09:00:00Z', '2026-11-04T09:07:30Z');
    await shift('2026-11-05T05:00:00Z', '2026-11-05T07:08:00Z');
    await shift('2026-11-05T12:04:00Z', '2026-11-05T13:00:00Z');
    await shift('2026-03-31T20:00:00Z', '2026-04-01T04:00:00Z');
  });
  afterAll(async () => t.close());

  const matrixRow = async (roundingMinutes: number, hours: 'decimal' | 'hmm', period = NOVEMBER_WEEK) => {
    await updateWorkingTimeSettings(t.database.db, tenantId, { roundingMinutes });
    const rows = rowsOf(await csv(t, tenantId, { ...period, layout: 'matrix', preset: 'en', hours }));
    const header = rows[0]!;
    const row = rows.find((r) => r[1] === 'Ina Sekunde')!;
    const days = header.map((h, i) => [h, row[i] ?? ''] as const).filter(([h]) => /^\d{4}-\d\d-\d\d$/.test(h));
    return { days: days.map(([, v]) => v), worked: row[header.indexOf('Worked (h)')] };
  };

  describe('matrix: day cells and the worked total', () => {
    const cases: [number, 'decimal' | 'hmm', string[], string][] = [
      [0, 'decimal', ['0.34', '0.14', '0.14', '3.07', '', '', ''], '3.69'],
      [0, 'hmm', ['0:21', '0:09', '0:09', '3:04', '', '', ''], '3:43'],
      [15, 'decimal', ['0.25', '0.25', '0.25', '3.00', '', '', ''], '3.75'],
      [15, 'hmm', ['0:15', '0:15', '0:15', '3:00', '', '', ''], '3:45'],
      [5, 'decimal', ['0.33', '0.17', '0.17', '3.08', '', '', ''], '3.75'],
      [5, 'hmm', ['0:20', '0:10', '0:10', '3:05', '', '', ''], '3:45'],
    ];
    for (const [step, hours, days, worked] of cases) {
      it(`rounding ${step || 'none'}, ${hours}: ${days.filter(Boolean).join(' + ')} = ${worked}`, async () => {
        expect(await matrixRow(step, hours)).toEqual({ days, worked });
      });
    }

    it('the cells of a row add up to its total for every rounding setting and both hour formats', async () => {
      const value = (cell: string, hours: 'decimal' | 'hmm') => {
        if (cell === '') return 0;
        if (hours === 'decimal') return Math.round(Number(cell) * 100);
        const [h, m] = cell.split(':').map(Number);
        return h! * 60 + m!;
      };
      for (const step of [0, 1, 5, 15]) {
        for (const hours of ['decimal', 'hmm'] as const) {
          const row = await matrixRow(step, hours);
          const sum = row.days.reduce((total, cell) => total + value(cell, hours), 0);
          expect(sum, `rounding ${step}, ${hours}`).toBe(value(row.worked!, hours));
        }
      }
    });
  });

  it('detail: each entry’s own net, whatever the rounding', async () => {
    await updateWorkingTimeSettings(t.database.db, tenantId, { roundingMinutes: 15 });
    const net = async (hours: 'decimal' | 'hmm') => {
      const rows = rowsOf(await csv(t, tenantId, { ...NOVEMBER_WEEK, layout: 'detail', preset: 'en', hours }));
      const column = rows[0]!.indexOf('Net (h)');
      return rows.slice(1).map((r) => r[column]);
    };
    expect(await net('decimal')).toEqual(['0.34', '0.14', '0.02', '0.13', '2.13', '0.93']);
    expect(await net('hmm')).toEqual(['0:21', '0:09', '0:01', '0:08', '2:08', '0:56']);
  });

  it('an entry across the end of a period shows, in each period, the part inside it, as the matrix counts it', async () => {
    await updateWorkingTimeSettings(t.database.db, tenantId, { roundingMinutes: 0 });
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const april = { from: '2026-04-01', to: '2026-04-30' };
    const detail = async (period: typeof march) => {
      const rows = rowsOf(await csv(t, tenantId, { ...period, layout: 'detail', preset: 'en', hours: 'hmm' }));
      const header = rows[0]!;
      const pick = ['Date', 'Start', 'End', 'Net (h)', 'Status'].map((name) => header.indexOf(name));
      return rows.slice(1).map((r) => pick.map((i) => r[i]));
    };
    expect(await detail(march)).toEqual([['2026-03-31', '22:00', '00:00 (+1)', '2:00', 'recorded (part)']]);
    expect(await detail(april)).toEqual([['2026-04-01', '00:00', '06:00', '6:00', 'recorded (part)']]);
    expect((await matrixRow(0, 'hmm', march)).worked).toBe('2:00');
    expect((await matrixRow(0, 'hmm', april)).worked).toBe('6:00');
  });
});
