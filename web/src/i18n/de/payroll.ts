import type { Messages } from '../en/index.ts';

export const payroll: Messages['payroll'] = {
  section: 'Lohnabrechnung',
  sectionHint: 'Was die Lohnabrechnung braucht: die Nummern im Export und die Stunden, die die Person schuldet.',
  personnelNumber: 'Personalnummer',
  costCentre: 'Kostenstelle',
  weeklyTarget: 'Wöchentliche Sollstunden',
  weeklyTargetHint: 'Stunden pro Woche, z. B. 39, 39,5 oder 39:30. Gleichmäßig auf die Arbeitstage verteilt.',
  workDays: 'Arbeitstage',
  hoursInvalid: 'Stunden von 0 bis 168 eingeben, z. B. 39, 39,5 oder 39:30.',
  tooLong: 'Höchstens 50 Zeichen.',
  numberTaken: 'Eine andere Person hat diese Personalnummer schon.',
  column: 'Personal-Nr.',
  none: '–',
  loadFailed: 'Die Lohndaten konnten nicht geladen werden.',
};
