import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DomainError, type ExportProblem } from '../../src/domain/errors.js';
import { OPERATOR } from '../../src/modules/access/actor.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { type ClockAction, applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { changeDatevSettings, datevFile } from '../../src/modules/working-time/datev.service.js';
import { addHoliday, lockPeriod, setPayrollProfile } from '../../src/modules/working-time/people.service.js';
import { workingTimesCsv } from '../../src/modules/working-time/export.service.js';
import { changeSurchargeSettings } from '../../src/modules/working-time/surcharge-settings.service.js';
import { workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// Surcharge hours in the DATEV files, byte for byte against golden files written by hand
// (docs/payroll.md, Surcharges). Europe/Berlin, October 2026; night 20:00–06:00, Sunday,
// and holiday (3 October, Tag der Deutschen Einheit, a Saturday) counted.
// - Dora (2001, cost centre 100):
//   Fri 2 Oct 18:00 → Sat 3 Oct 02:00 with a break 23:00–23:30: worked 5,50 + 2,00;
//   night 20:00–24:00 less the break 3,50, then 00:00–02:00 2,00; holiday 2,00 on the 3rd;
//   Sun 11 Oct 08:00–12:00: worked 4,00, Sunday 4,00;
//   Sat 24 Oct 22:00 → Sun 25 Oct 06:00 (the clocks go back): worked 2,00 + 7,00, night
//   2,00 + 7,00 (real hours), Sunday 7,00.
//   Month: worked 20,50, night 14,50, Sunday 11,00, holiday 2,00.
// - Emil (2002, no cost centre): Wed 14 Oct 09:00–17:45 with 45 min break: 8,00;
//   Thu 15 Oct 19:00–21:10: worked 2 h 10 min = 2,17, night 20:00–21:10 = 1,17.
// Wage types: regular 100, night 120, Sunday 130, holiday 140.

const GOLDEN = path.resolve(import.meta.dirname, '../golden/datev');
const ZONE = 'Europe/Berlin';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const golden = (name: string) => readFileSync(path.join(GOLDEN, name));
const WAGE_TYPES = {
  regular: '100',
  absences: { vacation: '300', sick: '400', other: '500' },
  surcharges: { night: '120', sunday: '130', holiday: '140' },
  costCentres: {},
};

describeEachBackend('surcharges in the exports', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  let property = 0;
  let n = 0;
  const person = async (name: string, number: string, costCentre: string | null) => {
    const account = await createAccount(t.deps, tenantId, {
      email: `${name.split(' ')[0]}-${Math.random().toString(36).slice(2)}@example.test`,
      name,
      role: 'worker',
      properties: 'all',
    });
    await setPayrollProfile(
      t.deps,
      tenantId,
      account.id,
      { personnelNumber: number, costCentre, weeklyTargetMinutes: 40 * 60, workDays: 31 },
      OPERATOR,
    );
    return { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
  };
  const act = async (
    who: { kind: 'person'; tenantId: number; accountId: number; allProperties: boolean },
    kind: ClockAction['kind'],
    day: string,
    hour: number,
    minute: number,
  ) => {
    const at = zonedInstant(day, hour, minute, ZONE);
    t.clock.set(at + 2_000);
    n++;
    await applyClockAction(t.deps, who, {
      uuid: `00000000-0000-4000-9100-${String(n).padStart(12, '0')}`,
      kind,
      deviceAt: new Date(at).toISOString(),
      ...(kind === 'start' ? { propertyId: property } : {}),
    });
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { timezone: ZONE });
    tenantId = tenant.tenant.id;
    property = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
    const dora = await person('Dora Hahn', '2001', '100');
    const emil = await person('Emil Roth', '2002', null);
    await act(dora, 'start', '2026-10-02', 18, 0);
    await act(dora, 'pause', '2026-10-02', 23, 0);
    await act(dora, 'resume', '2026-10-02', 23, 30);
    await act(dora, 'end', '2026-10-03', 2, 0);
    await act(dora, 'start', '2026-10-11', 8, 0);
    await act(dora, 'end', '2026-10-11', 12, 0);
    await act(dora, 'start', '2026-10-24', 22, 0);
    await act(dora, 'end', '2026-10-25', 6, 0);
    await act(emil, 'start', '2026-10-14', 9, 0);
    await act(emil, 'pause', '2026-10-14', 12, 0);
    await act(emil, 'resume', '2026-10-14', 12, 45);
    await act(emil, 'end', '2026-10-14', 17, 45);
    await act(emil, 'start', '2026-10-15', 19, 0);
    await act(emil, 'end', '2026-10-15', 21, 10);
    await t.database.db.update(workShifts).set({ approvedAt: new Date() }).where(eq(workShifts.tenantId, tenantId));
    await addHoliday(t.deps, tenantId, null, { day: '2026-10-03', name: 'Tag der Deutschen Einheit' });
    await changeSurchargeSettings(t.deps, tenantId, null, {
      nightWindow: { start: '20:00', end: '06:00' },
      kinds: {
        night: { enabled: true, percent: 25 },
        sunday: { enabled: true, percent: null },
        holiday: { enabled: true, percent: 125 },
      },
    });
    await changeDatevSettings(t.deps, tenantId, null, {
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: WAGE_TYPES,
    });
    await lockPeriod(t.deps, tenantId, null, OCTOBER.from, OCTOBER.to);
  });
  afterAll(async () => t.close());

  it('LODAS: a line per person, surcharge kind and cost centre with the month’s hours', async () => {
    const file = await datevFile(t.deps, tenantId, { ...OCTOBER, format: 'lodas', lock: false });
    expect(file.bytes.toString('latin1')).toBe(golden('surcharges-lodas-2026-10.txt').toString('latin1'));
  });

  it('Lohn und Gehalt: a line per person, day and surcharge kind', async () => {
    const file = await datevFile(t.deps, tenantId, { ...OCTOBER, format: 'lug', lock: false });
    expect(file.bytes.toString('latin1')).toBe(golden('surcharges-lug-2026-10.txt').toString('latin1'));
  });

  it('the detail CSV has a column per counted kind with each entry’s surcharge hours', async () => {
    const csv = async (preset: 'de' | 'en', hours: 'decimal' | 'hmm') => {
      let text = '';
      for await (const chunk of workingTimesCsv(t.deps, tenantId, { ...OCTOBER, layout: 'detail', preset, hours }))
        text += chunk;
      return text;
    };
    expect(await csv('de', 'decimal')).toBe(
      '\uFEFFName;Personalnummer;Objekt;Datum;Beginn;Ende;Zeitzone;Pause (Min.);Netto (Std.);Status;Zuletzt bearbeitet von;' +
        'Nachtzuschlag (Std.);Sonntagszuschlag (Std.);Feiertagszuschlag (Std.)\r\n' +
        'Dora Hahn;2001;Lindenhof 3;02.10.2026;18:00;02:00 (+1);Europe/Berlin;30;7,50;gesperrt;;5,50;0,00;2,00\r\n' +
        'Dora Hahn;2001;Lindenhof 3;11.10.2026;08:00;12:00;Europe/Berlin;0;4,00;gesperrt;;0,00;4,00;0,00\r\n' +
        'Emil Roth;2002;Lindenhof 3;14.10.2026;09:00;17:45;Europe/Berlin;45;8,00;gesperrt;;0,00;0,00;0,00\r\n' +
        'Emil Roth;2002;Lindenhof 3;15.10.2026;19:00;21:10;Europe/Berlin;0;2,17;gesperrt;;1,17;0,00;0,00\r\n' +
        'Dora Hahn;2001;Lindenhof 3;24.10.2026;22:00;06:00 (+1);Europe/Berlin;0;9,00;gesperrt;;9,00;7,00;0,00\r\n',
    );
    const en = (await csv('en', 'hmm')).split('\r\n');
    expect(en[0]).toBe(
      'Name,Personnel number,Property,Date,Start,End,Time zone,Break (min),Net (h),Status,Last edited by,' +
        'Night surcharge (h),Sunday surcharge (h),Holiday surcharge (h)',
    );
    expect(en[4]).toBe('Emil Roth,2002,Lindenhof 3,2026-10-15,19:00,21:10,Europe/Berlin,0,2:10,locked,,1:10,0:00,0:00');
  });

  it('a counted surcharge kind without a wage type refuses the export, with a link to the mapping', async () => {
    await changeDatevSettings(t.deps, tenantId, null, {
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: { ...WAGE_TYPES, surcharges: { night: null, sunday: '130', holiday: null } },
    });
    const problems = await datevFile(t.deps, tenantId, { ...OCTOBER, format: 'lug', lock: false }).then(
      () => [] as ExportProblem[],
      (error: unknown) => (error instanceof DomainError ? (error.extras.exportProblems ?? []) : []),
    );
    expect(problems).toEqual([
      { code: 'wage_type_unmapped', wage_type: 'surcharge.night', link: '/settings/working-time#datev' },
      { code: 'wage_type_unmapped', wage_type: 'surcharge.holiday', link: '/settings/working-time#datev' },
    ]);
    // A kind not counted needs no wage type: the file then has no such lines.
    await changeSurchargeSettings(t.deps, tenantId, null, {
      nightWindow: { start: '20:00', end: '06:00' },
      kinds: {
        night: { enabled: false, percent: null },
        sunday: { enabled: true, percent: null },
        holiday: { enabled: false, percent: null },
      },
    });
    const file = await datevFile(t.deps, tenantId, { ...OCTOBER, format: 'lodas', lock: false });
    expect(file.bytes.toString('latin1').split('[Bewegungsdaten]\r\n')[1]).toBe(
      '10;01/10/2026;2001;100;1;20,50;100;\r\n' +
        '10;01/10/2026;2001;130;1;11,00;100;\r\n' +
        '10;01/10/2026;2002;100;1;10,17;;\r\n',
    );
  });
});
