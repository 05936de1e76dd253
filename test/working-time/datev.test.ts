import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { DomainError, type ExportProblem } from '../../src/domain/errors.js';
import { OPERATOR } from '../../src/modules/access/actor.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { type ClockAction, applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { changeDatevSettings, datevFile } from '../../src/modules/working-time/datev.service.js';
import {
  lockedDaysBetween,
  lockPeriod,
  recordAbsence,
  setPayrollProfile,
} from '../../src/modules/working-time/people.service.js';
import { workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// The DATEV files of one small organisation in Europe/Berlin, byte for byte against golden
// files written by hand from the format descriptions (docs/payroll.md), October 2026:
// - Anna (1001, cost centre 100): 8 h on the 5th (07:00–15:30, half an hour's break),
//   vacation on the 6th, sick on the 7th, and the night the clocks go back, 24 Oct 22:00
//   to 25 Oct 06:00: nine hours, 2 h on the Saturday and 7 h on the Sunday;
// - Ben (1002, cost centre 200, whose regular hours go to wage type 110): 22:00–05:30
//   across midnight (2 h + 5,5 h), 08:00–12:10 (4 h 10 min = 4,17 h), half a vacation day;
// - Carla (1003, no cost centre): 4 h.
// Wage types: regular 100, vacation 300, sick 400, other 500 (unused).

const GOLDEN = path.resolve(import.meta.dirname, '../golden/datev');
const ZONE = 'Europe/Berlin';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

const golden = (name: string) => readFileSync(path.join(GOLDEN, name));

function problemsOf(error: unknown): ExportProblem[] {
  if (!(error instanceof DomainError) || error.code !== 'export_refused') throw error;
  return error.extras.exportProblems ?? [];
}

describeEachBackend('DATEV exports', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  let property = 0;
  let n = 0;
  const person = async (name: string, number: string | null, costCentre: string | null) => {
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
      uuid: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
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
    const anna = await person('Anna Berger', '1001', '100');
    const ben = await person('Ben Kaya', '1002', '200');
    const carla = await person('Carla Dorn', '1003', null);
    await act(anna, 'start', '2026-10-05', 7, 0);
    await act(anna, 'pause', '2026-10-05', 12, 0);
    await act(anna, 'resume', '2026-10-05', 12, 30);
    await act(anna, 'end', '2026-10-05', 15, 30);
    await recordAbsence(t.deps, tenantId, { accountId: anna.accountId, day: '2026-10-06', kind: 'vacation' });
    await recordAbsence(t.deps, tenantId, { accountId: anna.accountId, day: '2026-10-07', kind: 'sick' });
    await act(anna, 'start', '2026-10-24', 22, 0);
    await act(anna, 'end', '2026-10-25', 6, 0);
    await act(ben, 'start', '2026-10-12', 22, 0);
    await act(ben, 'end', '2026-10-13', 5, 30);
    await act(ben, 'start', '2026-10-14', 8, 0);
    await act(ben, 'end', '2026-10-14', 12, 10);
    await recordAbsence(t.deps, tenantId, {
      accountId: ben.accountId,
      day: '2026-10-15',
      kind: 'vacation',
      halfDay: true,
    });
    await act(carla, 'start', '2026-10-20', 9, 0);
    await act(carla, 'end', '2026-10-20', 13, 0);
    await t.database.db.update(workShifts).set({ approvedAt: new Date() }).where(eq(workShifts.tenantId, tenantId));
    await changeDatevSettings(t.deps, tenantId, null, {
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: {
        regular: '100',
        absences: { vacation: '300', sick: '400', other: '500' },
        costCentres: { '200': '110' },
      },
    });
    await lockPeriod(t.deps, tenantId, null, OCTOBER.from, OCTOBER.to);
  });
  afterAll(async () => t.close());

  it('LODAS: [Allgemein], [Satzbeschreibung], one line per person, wage type and cost centre', async () => {
    const file = await datevFile(t.deps, tenantId, { ...OCTOBER, format: 'lodas', lock: false });
    expect(file.bytes.toString('latin1')).toBe(golden('lodas-2026-10.txt').toString('latin1'));
    expect(file.bytes.equals(golden('lodas-2026-10.txt'))).toBe(true);
    expect(file.fileName).toBe('datev-lodas-2026-10-01-2026-10-31.txt');
    expect(file.needsLock).toBe(false);
  });

  it('Lohn und Gehalt: one line per person, day and wage type', async () => {
    const file = await datevFile(t.deps, tenantId, { ...OCTOBER, format: 'lug', lock: false });
    expect(file.bytes.toString('latin1')).toBe(golden('lug-2026-10.txt').toString('latin1'));
    expect(file.bytes.equals(golden('lug-2026-10.txt'))).toBe(true);
  });

  it.runIf(backend.name === 'postgres')('the CLI writes the same file', async () => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(
      ['export', 'datev', '--tenant', String(tenantId), '--from', OCTOBER.from, '--to', OCTOBER.to, '--format', 'lug'],
      {
        env: { ...process.env, DATABASE_URL: backend.url, LOG_LEVEL: 'silent' },
        stdout: (text) => void (stdout += text),
        stderr: (text) => void (stderr += text),
      },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(golden('lug-2026-10.txt').toString('latin1'));
  });

  describe('refusal', () => {
    let other = 0;
    let nobody = 0;
    let open = 0;
    let unapproved = 0;
    beforeAll(async () => {
      const tenant = await makeTenant(t.deps, { timezone: ZONE });
      other = tenant.tenant.id;
      const saved = tenantId;
      tenantId = other;
      property = await createPropertyVia(t.app, tenant.key, { name: 'Hafen 1' });
      const a = await person('No Number', null, null);
      const b = await person('Still Open', '7', 'KST;1');
      const c = await person('Not Approved', '8', null);
      nobody = a.accountId;
      open = b.accountId;
      unapproved = c.accountId;
      await act(a, 'start', '2026-11-02', 8, 0);
      await act(a, 'end', '2026-11-02', 9, 0);
      await act(b, 'start', '2026-11-02', 10, 0);
      await act(b, 'end', '2026-11-02', 11, 0);
      await act(b, 'start', '2026-11-03', 8, 0);
      await act(c, 'start', '2026-11-04', 8, 0);
      await act(c, 'end', '2026-11-04', 9, 0);
      await recordAbsence(t.deps, other, { accountId: c.accountId, day: '2026-11-05', kind: 'other' });
      await t.database.db
        .update(workShifts)
        .set({ approvedAt: new Date() })
        .where(inArray(workShifts.accountId, [nobody, open]));
      tenantId = saved;
    });

    it('lists every problem, each with a link to fix it; nothing is locked', async () => {
      const refused = await datevFile(t.deps, other, {
        from: '2026-11-01',
        to: '2026-12-31',
        format: 'lodas',
        lock: false,
      }).then(() => [], problemsOf);
      expect(refused).toEqual([
        { code: 'datev_numbers_missing', link: '/settings/working-time#datev' },
        { code: 'period_not_one_month', link: '/exports' },
        { code: 'period_not_locked', day: '2026-11-01', link: '/exports' },
        { code: 'personnel_number_missing', account_id: nobody, person_name: 'No Number', link: '/accounts' },
        { code: 'cost_centre_invalid', account_id: open, person_name: 'Still Open', link: '/accounts' },
        {
          code: 'open_shift',
          account_id: open,
          person_name: 'Still Open',
          day: '2026-11-03',
          link: `/time-sheets?person=${open}&at=2026-11-03`,
        },
        {
          code: 'entry_not_approved',
          account_id: unapproved,
          person_name: 'Not Approved',
          day: '2026-11-04',
          link: `/time-sheets?person=${unapproved}&at=2026-11-04`,
        },
        { code: 'wage_type_unmapped', wage_type: 'regular', link: '/settings/working-time#datev' },
        { code: 'wage_type_unmapped', wage_type: 'absence.other', link: '/settings/working-time#datev' },
      ]);
      expect(await lockedDaysBetween(t.deps, other, '2026-11-01', '2026-11-30')).toEqual([]);
    });

    it('with lock, an unlocked period is no problem: the export locks it', async () => {
      const problems = await datevFile(t.deps, other, {
        from: '2026-11-01',
        to: '2026-11-30',
        format: 'lug',
        lock: true,
      }).then(() => [], problemsOf);
      expect(problems.map((p) => p.code)).not.toContain('period_not_locked');
      expect(problems.map((p) => p.code)).not.toContain('period_not_one_month');
    });

    it('refuses bad DATEV numbers with a field error each', async () => {
      const error = await changeDatevSettings(t.deps, other, null, {
        consultantNumber: '12345678',
        clientNumber: 'A1',
        wageTypes: {
          regular: '12345',
          absences: { vacation: null, sick: null, other: '1-2' },
          costCentres: { '200': 'x' },
        },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).extras.errors?.map((e) => e.pointer)).toEqual([
        '/consultant_number',
        '/client_number',
        '/wage_types/cost_centres/200',
        '/wage_types/regular',
        '/wage_types/absences/other',
      ]);
    });
  });
});
