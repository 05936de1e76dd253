import { OPERATOR } from '../../src/modules/access/actor.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { type ClockAction, applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { type ExportRequest, workingTimesCsv } from '../../src/modules/working-time/export.service.js';
import {
  applyHolidayPreset,
  lockPeriod,
  recordAbsence,
  setPayrollProfile,
} from '../../src/modules/working-time/people.service.js';
import { updateWorkingTimeSettings } from '../../src/modules/working-time/settings.service.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// Golden files: the exports of one small organisation in Europe/Berlin, byte for byte, in
// both layouts and both presets, the same on PGlite and PostgreSQL. What they hold:
// - a night shift across the end of summer time (24/25 October 2026: a 25-hour day), split
//   at local midnight: 2 h on the Saturday, 7 h on the Sunday; 8 h of it night work;
// - the same across the start of summer time (28/29 March 2026: a 23-hour day): 2 h + 5 h;
// - vacation, a half sick day, a public holiday on a Sunday (All Saints' Day, NRW);
// - rounding to 15 minutes after summing: 2:08 + 0:56 on one day is 3:00, not 3:15; the
//   detail shows each entry's exact net (2,13 and 0,93);
// - an open shift, in no total, listed as open;
// - names and numbers a spreadsheet would run as formulas, written as text;
// - a locked period;
// - a person with no payroll profile and no entries (the tenant's first admin): not listed.
// UPDATE_GOLDEN=1 writes the files anew; look at them before committing.

const GOLDEN = path.resolve(import.meta.dirname, '../golden/working-times');
const ZONE = 'Europe/Berlin';

async function csv(t: TestApp, tenantId: number, request: ExportRequest): Promise<string> {
  let out = '';
  for await (const piece of workingTimesCsv(t.deps, tenantId, request)) out += piece;
  return out;
}

function golden(name: string, actual: string): void {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
  }
  expect(actual, `${name} (UPDATE_GOLDEN=1 rewrites it)`).toBe(readFileSync(file, 'utf8'));
}

describeEachBackend('working-time exports', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { timezone: ZONE });
    tenantId = tenant.tenant.id;
    const property = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
    const other = await createPropertyVia(t.app, tenant.key, { name: '@Hafen' });
    const person = async (name: string, number: string | null, costCentre: string | null) => {
      const account = await createAccount(t.deps, tenantId, {
        email: `${number ?? name.length}-${Math.random().toString(36).slice(2)}@example.test`,
        name,
        role: 'worker',
        properties: 'all',
      });
      await setPayrollProfile(
        t.deps,
        tenantId,
        account.id,
        {
          personnelNumber: number,
          costCentre,
          weeklyTargetMinutes: 40 * 60,
          workDays: 31,
        },
        OPERATOR,
      );
      return { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    };
    const anna = await person('Anna Berger', '1001', 'KST-10');
    const formula = await person('=HYPERLINK("http://x")', '-42', '+A1');
    const late = await person('Zoe Ünal', '1003', 'KST-10');
    let n = 0;
    const act = async (
      who: typeof anna,
      kind: ClockAction['kind'],
      day: string,
      hour: number,
      minute: number,
      extra: Partial<ClockAction> = {},
    ) => {
      const at = zonedInstant(day, hour, minute, ZONE);
      t.clock.set(at + 2_000);
      n++;
      await applyClockAction(t.deps, who, {
        uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        kind,
        deviceAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId: property } : {}),
        ...extra,
      });
    };
    // Anna, October: a full day with a break, vacation, a half sick day with work, the DST night, an open shift.
    await act(anna, 'start', '2026-10-19', 7, 0);
    await act(anna, 'pause', '2026-10-19', 12, 0);
    await act(anna, 'resume', '2026-10-19', 12, 30);
    await act(anna, 'end', '2026-10-19', 15, 30);
    await recordAbsence(t.deps, tenantId, { accountId: anna.accountId, day: '2026-10-20', kind: 'vacation' });
    await recordAbsence(t.deps, tenantId, {
      accountId: anna.accountId,
      day: '2026-10-21',
      kind: 'sick',
      halfDay: true,
    });
    await act(anna, 'start', '2026-10-21', 8, 0);
    await act(anna, 'end', '2026-10-21', 12, 0);
    await act(anna, 'start', '2026-10-24', 22, 0);
    // 06:00 on the Sunday: nine hours later, the clock having gone back at 03:00.
    await act(anna, 'end', '2026-10-25', 6, 0);
    // Anna, March: the night into summer time.
    await act(anna, 'start', '2026-03-28', 22, 0);
    await act(anna, 'end', '2026-03-29', 6, 0);
    // And a shift still running at another property.
    await act(anna, 'start', '2026-10-30', 8, 0, { propertyId: other });
    // The formula-like person: two short shifts on one day (rounding after summing), and All Saints' Day.
    await act(formula, 'start', '2026-10-22', 9, 3);
    await act(formula, 'end', '2026-10-22', 11, 11);
    await act(formula, 'start', '2026-10-22', 13, 4);
    await act(formula, 'end', '2026-10-22', 14, 0);
    await act(formula, 'start', '2026-11-01', 10, 0);
    await act(formula, 'end', '2026-11-01', 14, 0);
    // Zoe works late on the Friday; the week before is locked.
    await act(late, 'start', '2026-10-23', 14, 0);
    await act(late, 'end', '2026-10-23', 23, 30);
    await applyHolidayPreset(t.deps, tenantId, 'NW', 2026);
    await lockPeriod(t.deps, tenantId, null, '2026-10-19', '2026-10-21');
    await updateWorkingTimeSettings(t.database.db, tenantId, { roundingMinutes: 15 });
  });
  afterAll(async () => t.close());

  const october = { from: '2026-10-19', to: '2026-11-01' };

  describe('attendance matrix', () => {
    it('de: BOM, semicolons, CRLF, decimal comma, German dates and headers', async () => {
      golden('matrix-de.csv', await csv(t, tenantId, { ...october, layout: 'matrix', preset: 'de', hours: 'decimal' }));
    });
    it('en: commas, ISO dates, H:MM', async () => {
      golden('matrix-en-hmm.csv', await csv(t, tenantId, { ...october, layout: 'matrix', preset: 'en', hours: 'hmm' }));
    });
    it('March: the 23-hour day', async () => {
      golden(
        'matrix-march-en.csv',
        await csv(t, tenantId, { from: '2026-03-28', to: '2026-03-29', layout: 'matrix', preset: 'en', hours: 'hmm' }),
      );
    });
  });

  describe('detail', () => {
    it('de and en: one row per entry, open and locked ones marked', async () => {
      golden('detail-de.csv', await csv(t, tenantId, { ...october, layout: 'detail', preset: 'de', hours: 'decimal' }));
      golden('detail-en.csv', await csv(t, tenantId, { ...october, layout: 'detail', preset: 'en', hours: 'decimal' }));
    });
  });

  it('refuses a period that ends before it begins, or is longer than 366 days', async () => {
    await expect(
      csv(t, tenantId, { from: '2026-11-02', to: '2026-11-01', layout: 'matrix', preset: 'de', hours: 'decimal' }),
    ).rejects.toThrow('The request is not valid.');
    await expect(
      csv(t, tenantId, { from: '2025-01-01', to: '2026-01-02', layout: 'detail', preset: 'de', hours: 'decimal' }),
    ).rejects.toThrow('The request is not valid.');
  });
});
