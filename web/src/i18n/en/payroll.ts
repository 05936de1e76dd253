import { plural } from './words.ts';

export const payroll = {
  section: 'Payroll',
  sectionHint: 'What payroll needs: the numbers in the export and the hours the person owes.',
  personnelNumber: 'Personnel number',
  costCentre: 'Cost centre',
  weeklyTarget: 'Weekly target hours',
  weeklyTargetHint: 'Hours per week, e.g. 39, 39.5 or 39:30. Spread evenly over the work days.',
  workDays: 'Work days',
  hoursInvalid: 'Enter hours from 0 to 168, e.g. 39, 39.5 or 39:30.',
  tooLong: 'At most 50 characters.',
  numberTaken: 'Another person already has this personnel number.',
  column: 'Personnel no.',
  none: '–',
  loadFailed: 'The payroll data could not be loaded.',
  audit: {
    profileChanged: (name: string) => `changed the payroll data of ${name}`,
    absencesRecorded: (name: string, kind: string, days: number) =>
      `recorded ${kind} for ${name} (${plural(days, 'day', 'days')})`,
    absenceRemoved: (name: string, kind: string, day: string) => `removed ${kind} of ${name} on ${day}`,
    holidayAdded: (name: string, day: string) => `added the holiday “${name}” on ${day}`,
    holidayRemoved: (name: string, day: string) => `removed the holiday “${name}” on ${day}`,
    presetApplied: (state: string, year: number, added: number) =>
      `applied the holidays of ${state} for ${year} (${plural(added, 'day', 'days')} added)`,
    settingsChanged: () => 'changed the working-time settings',
  },
};
