import { OPERATOR } from '../modules/access/actor.js';
import { createAccount } from '../modules/accounts/accounts.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { calendarDay } from '../modules/shared/time.js';
import {
  applyClockAction,
  type ClockAction,
  type PastClockAction,
  recordClockHistory,
} from '../modules/working-time/clock.service.js';
import { createEntry } from '../modules/working-time/entry-edits.service.js';
import {
  applyHolidayPreset,
  listHolidays,
  lockPeriod,
  recordAbsence,
  setPayrollProfile,
} from '../modules/working-time/people.service.js';
import { changeDatevSettings } from '../modules/working-time/datev.service.js';
import { updateWorkingTimeSettings } from '../modules/working-time/settings.service.js';
import { changeSurchargeSettings } from '../modules/working-time/surcharge-settings.service.js';
import { addDays, weekday, zonedInstant } from '../modules/working-time/zoned.js';

// The demo company's working time: ten field staff with personnel numbers and target hours,
// two months of shifts up to today, made of the taps a phone would have sent (each person's
// written in one go by the clock service, by the same rules as tap by tap), with breaks, a
// night shift across the last October clock change and one shift still running (those two
// clocked tap by tap, as the phone does), vacation and sick days, North Rhine-Westphalia's holidays, and the previous month locked.
// Payroll is set up: surcharges (night 23–6 at 25 %, Sunday 50 %, holiday 125 %), the DATEV
// numbers and a wage-type mapping, and the daily maximum set to block; a few shifts break the
// working-time rules (a short break, a short rest, a long day the office saved with a reason).

const STAFF = [
  { name: 'Ana Petrović', number: '1001', centre: 'KST-100 Reinigung', weekly: 40 },
  { name: 'Jonas Weber', number: '1002', centre: 'KST-100 Reinigung', weekly: 40 },
  { name: 'Fatma Kaya', number: '1003', centre: 'KST-100 Reinigung', weekly: 30 },
  { name: 'Piotr Nowak', number: '1004', centre: 'KST-200 Sicherheit', weekly: 40 },
  { name: 'Lena Schmitz', number: '1005', centre: 'KST-100 Reinigung', weekly: 20 },
  { name: 'Daniel Roth', number: '1006', centre: 'KST-200 Sicherheit', weekly: 40 },
  { name: 'Maria Lopes', number: '1007', centre: 'KST-100 Reinigung', weekly: 30 },
  { name: 'Tobias Klein', number: '1008', centre: 'KST-300 Hausmeister', weekly: 40 },
  { name: 'Elif Arslan', number: '1009', centre: 'KST-100 Reinigung', weekly: 25 },
  { name: 'Sven Hartmann', number: '1010', centre: 'KST-300 Hausmeister', weekly: 40 },
] as const;

/** The Sunday the clocks went back last (the last Sunday of October), on or before `today`. */
function lastAutumnChange(today: string): string {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year - 1]) {
    let day = `${y}-10-31`;
    while (weekday(day) !== 0) day = addDays(day, -1);
    if (day <= today) return day;
  }
  return `${year - 1}-10-25`;
}

export async function seedWorkingTime(
  deps: ServiceDeps,
  tenantId: number,
  timeZone: string,
  properties: number[],
  mailDomain: string,
  /** Who in the office makes the demo's corrections. */
  officeAccountId: number,
  /** How many days back the clocked shifts go. */
  days: number,
): Promise<{ people: number; shifts: number }> {
  const now = deps.clock();
  const today = calendarDay(now, timeZone);
  const start = addDays(today, -days);
  for (const year of new Set([start.slice(0, 4), today.slice(0, 4)])) {
    await applyHolidayPreset(deps, tenantId, 'NW', Number(year));
  }
  await updateWorkingTimeSettings(deps.database.db, tenantId, { roundingMinutes: 5, ruleMaxDaily: 'block' });
  await changeSurchargeSettings(deps, tenantId, officeAccountId, {
    nightWindow: { start: '23:00', end: '06:00' },
    kinds: {
      night: { enabled: true, percent: 25 },
      sunday: { enabled: true, percent: 50 },
      holiday: { enabled: true, percent: 125 },
    },
  });
  // Example numbers for the demo's tax adviser; a real organisation enters its own.
  await changeDatevSettings(deps, tenantId, officeAccountId, {
    consultantNumber: '4711',
    clientNumber: '10001',
    wageTypes: {
      regular: '100',
      absences: { vacation: '300', sick: '310', other: '320' },
      surcharges: { night: '201', sunday: '202', holiday: '203' },
      costCentres: { 'KST-200 Sicherheit': '110' },
    },
  });
  const holidays = new Set((await listHolidays(deps, tenantId, start, today)).map((holiday) => holiday.day));
  let uuidCounter = 0;
  const uuid = () => {
    uuidCounter++;
    return `d0000000-0000-4000-8000-${String(tenantId % 1_000_000).padStart(6, '0')}${String(uuidCounter).padStart(6, '0')}`;
  };
  let shifts = 0;
  const nightDay = lastAutumnChange(today);
  let firstPerson = 0;
  const accountIds: number[] = [];

  for (const [index, person] of STAFF.entries()) {
    const account = await createAccount(deps, tenantId, {
      email: `${person.name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .replace(' ', '.')}@${mailDomain}`,
      name: person.name,
      role: 'worker',
      properties: 'all',
    });
    if (index === 0) firstPerson = account.id;
    accountIds.push(account.id);
    const weekdays = person.weekly >= 40 ? 5 : person.weekly >= 30 ? 4 : 3;
    await setPayrollProfile(
      deps,
      tenantId,
      account.id,
      {
        personnelNumber: person.number,
        costCentre: person.centre,
        weeklyTargetMinutes: person.weekly * 60,
        workDays: (1 << weekdays) - 1,
      },
      OPERATOR,
    );
    const actor = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    const property = properties[index % properties.length] as number;
    const dailyMinutes = Math.round((person.weekly * 60) / weekdays);
    // Each tap reached the server half a minute after it was made; written in one go at the end.
    const history: PastClockAction[] = [];
    const act = (kind: ClockAction['kind'], at: number) => {
      if (at > now) return;
      const tapped = new Date(at).toISOString();
      history.push({
        action: {
          uuid: uuid(),
          kind,
          deviceAt: tapped,
          sentAt: tapped,
          ...(kind === 'start' ? { propertyId: property } : {}),
        },
        receivedAt: at + 30_000,
      });
    };
    // A week of vacation and a sick day, at different times for different people.
    const vacationFrom = addDays(start, 10 + index * 4);
    const sickDay = addDays(start, 30 + index * 2);
    for (let day = start; day < today; day = addDays(day, 1)) {
      const dow = (weekday(day) + 6) % 7; // Monday = 0
      if (dow >= weekdays) continue;
      if (holidays.has(day)) continue;
      if (day >= vacationFrom && day < addDays(vacationFrom, 5)) {
        await recordAbsence(deps, tenantId, { accountId: account.id, day, kind: 'vacation' });
        continue;
      }
      if (day === sickDay) {
        await recordAbsence(deps, tenantId, { accountId: account.id, day, kind: 'sick' });
        continue;
      }
      const begin = zonedInstant(day, 6 + (index % 3), (index * 7) % 30, timeZone);
      const withBreak = dailyMinutes > 6 * 60;
      act('start', begin);
      if (withBreak) {
        act('pause', begin + 4 * 3_600_000);
        act('resume', begin + 4 * 3_600_000 + 30 * 60_000);
      }
      act('end', begin + (dailyMinutes + (withBreak ? 30 : 0)) * 60_000);
      shifts++;
    }
    await recordClockHistory(deps, actor, history);
  }
  // A security guard's night across the clock change: 22:00 to 06:00 is nine hours.
  const nightOwner = await createAccount(deps, tenantId, {
    email: `nachtdienst@${mailDomain}`,
    name: 'Kemal Öztürk',
    role: 'worker',
    properties: 'all',
  });
  await setPayrollProfile(
    deps,
    tenantId,
    nightOwner.id,
    {
      personnelNumber: '1011',
      costCentre: 'KST-200 Sicherheit',
      weeklyTargetMinutes: 40 * 60,
      workDays: 31,
    },
    OPERATOR,
  );
  const night = { kind: 'person' as const, tenantId, accountId: nightOwner.id, allProperties: true };
  const nightStart = zonedInstant(addDays(nightDay, -1), 22, 0, timeZone);
  const nightEnd = zonedInstant(nightDay, 6, 0, timeZone);
  if (nightEnd < now) {
    for (const [kind, at] of [
      ['start', nightStart],
      ['end', nightEnd],
    ] as const) {
      await applyClockAction({ ...deps, clock: () => at + 30_000 }, night, {
        uuid: uuid(),
        kind,
        deviceAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId: properties[0] } : {}),
      });
    }
    shifts++;
  }
  // One shift still running: started two hours ago.
  const runningFrom = now - 2 * 3_600_000;
  await applyClockAction({ ...deps, clock: () => runningFrom + 30_000 }, night, {
    uuid: uuid(),
    kind: 'start',
    deviceAt: new Date(runningFrom).toISOString(),
    propertyId: properties[1],
  });
  shifts++;
  // The office adds a Sunday call-out from a paper sheet, with its reason (kept in the entry's history).
  let sunday = addDays(today, -1);
  while (weekday(sunday) !== 0) sunday = addDays(sunday, -1);
  await createEntry(deps, { kind: 'person', tenantId, accountId: officeAccountId, allProperties: true }, timeZone, {
    accountId: firstPerson,
    propertyId: properties[0] as number,
    day: sunday,
    start: '09:00',
    end: '13:00',
    breaks: [],
    note: 'Sturmschaden, Notdienst',
    reason: 'Notdienst am Sonntag, vom Papierzettel übertragen',
  });
  shifts++;
  shifts += await seedRuleFindings(deps, tenantId, timeZone, today, properties, accountIds, officeAccountId);
  // The previous month is done: locked.
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const previousFirst = `${addDays(firstOfMonth, -1).slice(0, 7)}-01`;
  await lockPeriod(deps, tenantId, null, previousFirst, addDays(firstOfMonth, -1));
  return { people: STAFF.length + 1, shifts };
}

/**
 * Shifts that break the working-time rules, on days the people above do not work (Fridays
 * and Saturdays of the four-day staff, a week ago): clocked on the phone at the time, so only
 * the rules are found, not a late record. Fatma Kaya: Friday 16:00–23:00 (30 min break), then
 * Saturday 06:00–10:00, a rest of 7 h (§5). Maria Lopes: Friday 07:00–14:15 with a 15 min
 * break, 7:00 h net (§4 asks 30 min). Jonas Weber: a Saturday of 10:45 h net after a burst
 * pipe, entered by the office the next day over the daily maximum set to block, with a reason.
 */
async function seedRuleFindings(
  deps: ServiceDeps,
  tenantId: number,
  timeZone: string,
  today: string,
  properties: number[],
  accountIds: number[],
  officeAccountId: number,
): Promise<number> {
  let friday = addDays(today, -7);
  while (weekday(friday) !== 5) friday = addDays(friday, -1);
  const saturday = addDays(friday, 1);
  let counter = 0;
  const uuid = () => {
    counter++;
    return `d1000000-0000-4000-8000-${String(tenantId % 1_000_000).padStart(6, '0')}${String(counter).padStart(6, '0')}`;
  };
  const clocked = async (index: number, day: string, taps: [ClockAction['kind'], number, number][]) => {
    const actor = { kind: 'person' as const, tenantId, accountId: accountIds[index]!, allProperties: true };
    for (const [kind, hour, minute] of taps) {
      const at = zonedInstant(day, hour, minute, timeZone);
      await applyClockAction({ ...deps, clock: () => at + 30_000 }, actor, {
        uuid: uuid(),
        kind,
        deviceAt: new Date(at).toISOString(),
        sentAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId: properties[index % properties.length] } : {}),
      });
    }
  };
  await clocked(2, friday, [
    ['start', 16, 0],
    ['pause', 19, 0],
    ['resume', 19, 30],
    ['end', 23, 0],
  ]);
  await clocked(2, saturday, [
    ['start', 6, 0],
    ['end', 10, 0],
  ]);
  await clocked(6, friday, [
    ['start', 7, 0],
    ['pause', 11, 0],
    ['resume', 11, 15],
    ['end', 14, 15],
  ]);
  const nextMorning = zonedInstant(addDays(saturday, 1), 9, 0, timeZone);
  await createEntry(
    { ...deps, clock: () => nextMorning },
    { kind: 'person', tenantId, accountId: officeAccountId, allProperties: true },
    timeZone,
    {
      accountId: accountIds[1]!,
      propertyId: properties[0] as number,
      day: saturday,
      start: '06:30',
      end: '18:00',
      breaks: [
        { start: '10:00', end: '10:30' },
        { start: '14:00', end: '14:15' },
      ],
      note: 'Rohrbruch im Keller, Wasser abgesaugt',
      reason: 'Einsatz vom Stundenzettel übertragen',
      overrideReason: 'Rohrbruch: Schadensbegrenzung mit Zustimmung der Objektleitung, Ausgleich in der Folgewoche',
    },
  );
  return 4;
}
