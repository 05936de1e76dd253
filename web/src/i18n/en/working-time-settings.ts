import { plural } from './words.ts';

export const workingTimeSettings = {
  nav: 'Working time',
  title: 'Working time',
  intro: 'The holiday calendar and the rules for time sheets and payroll exports.',
  tileText: 'Public holidays, export rounding, break rules and absence codes.',
  holidays: 'Public holidays',
  holidaysIntro: 'Holidays owe no target hours and are marked in the exports.',
  year: 'Year',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  noHolidays: 'No public holidays in this year yet. Apply your federal state’s preset or add days.',
  day: 'Day',
  name: 'Name',
  addHoliday: 'Add holiday',
  add: 'Add',
  removeHolidayNamed: (name: string) => `Remove ${name}`,
  remove: 'Remove',
  holidayAdded: (name: string) => `“${name}” added.`,
  holidayRemoved: (name: string) => `“${name}” removed.`,
  preset: 'Federal state',
  applyPreset: 'Apply preset',
  presetHint: 'Adds the state’s public holidays of the year; days you have keep their names.',
  presetApplied: (added: number, year: number) =>
    added === 0
      ? `No holiday added: ${year} already holds them all.`
      : `${plural(added, 'holiday', 'holidays')} added for ${year}.`,
  rules: 'Rules',
  rulesIntro: 'Only admins change these.',
  rounding: 'Export rounding',
  roundingHint: 'Applied to the sums in the exports only, never to entries.',
  roundingOptions: { 0: 'No rounding', 1: 'To 1 minute', 5: 'To 5 minutes', 15: 'To 15 minutes' } as Record<
    0 | 1 | 5 | 15,
    string
  >,
  ruleModes: 'Working-time rules',
  ruleModesHint:
    'Each rule: off, warn (in the time sheet and on the phone after clocking out) or block (the office saves an entry that breaks it only with a reason for the exception). Clocking out always works.',
  ruleNames: {
    max_daily: 'Maximum hours (§3 ArbZG: over 10 hours net a day)',
    breaks:
      'Breaks (§4 ArbZG: 30 minutes after 6 hours, 45 after 9, in blocks of 15 minutes or more; at most 6 hours in a row)',
    rest: 'Rest (§5 ArbZG: 11 hours between two working days)',
    sunday_holiday: 'Sunday and holiday work (§9 ArbZG)',
    late_record: 'Late record (§17 MiLoG: recorded or changed after the 7th day)',
  },
  modeOptions: { off: 'Off', warn: 'Warn', block: 'Block' },
  storeLocation: 'Store the location with a clock-in',
  storeLocationHint: 'The phone’s position when a shift starts, for the office.',
  codes: 'Absence codes in the exports',
  codesHint: '1 to 3 characters each, different from each other.',
  codeLabels: { vacation: 'Vacation', sick: 'Sick', other: 'Other absence', holiday: 'Public holiday' } as Record<
    'vacation' | 'sick' | 'other' | 'holiday',
    string
  >,
  codeInvalid: '1 to 3 characters, no spaces, quotes, commas or semicolons.',
  codeDuplicate: 'Must differ from the other codes.',
  saved: 'Working-time settings saved.',
  save: 'Save rules',
};
