import type { Messages } from '../en/index.ts';

export const datev: Messages['datev'] = {
  title: 'DATEV',
  intro:
    'Die Nummern Ihrer Steuerkanzlei und die Lohnarten Ihres DATEV-Mandanten. Lohnarten sind Ihre eigenen Nummern: Fragen Sie Ihr Lohnbüro; Vorgaben gibt es nicht.',
  consultantNumber: 'Beraternummer',
  consultantHint: '1 bis 7 Ziffern',
  clientNumber: 'Mandantennummer',
  clientHint: '1 bis 5 Ziffern',
  wageTypes: 'Lohnarten',
  wageTypeHint: '1 bis 4 Ziffern; leer: nicht zugeordnet',
  regular: 'Reguläre Stunden',
  absences: { vacation: 'Urlaub', sick: 'Krankheit', other: 'Sonstige Abwesenheit' },
  costCentres: 'Reguläre Stunden nach Kostenstelle',
  costCentresHint: 'Personen dieser Kostenstellen erhalten für ihre regulären Stunden stattdessen diese Lohnart.',
  costCentre: 'Kostenstelle',
  wageType: 'Lohnart',
  addCostCentre: 'Kostenstelle hinzufügen',
  remove: 'Entfernen',
  digits: (n: number) => `Geben Sie 1 bis ${n} Ziffern ein.`,
  save: 'DATEV-Einstellungen speichern',
  saved: 'DATEV-Einstellungen gespeichert.',
  format: 'Exportart',
  download: 'DATEV-Datei herunterladen',
  formats: { csv: 'CSV', datev_lodas: 'DATEV LODAS', datev_lug: 'DATEV Lohn und Gehalt' },
  formatHint:
    'DATEV-Dateien umfassen einen Kalendermonat (oder einen Teil davon) der ganzen Organisation, und nur gesperrte Zeiträume: Geben Sie zuerst alle Einträge frei.',
  lock: 'Zeitraum mit dem Export sperren',
  lockHint: 'Einträge eines gesperrten Zeitraums lassen sich nicht mehr ändern, bis ein Admin ihn entsperrt.',
  refusedTitle: 'Der DATEV-Export wurde abgelehnt. Beheben Sie zuerst:',
  fix: 'Beheben',
  problems: {
    datev_numbers_missing: 'Berater- und Mandantennummer sind nicht eingetragen.',
    period_not_one_month: 'Der Zeitraum muss in einem Kalendermonat liegen.',
    period_not_locked:
      'Der Zeitraum ist nicht gesperrt. Wählen Sie „Zeitraum mit dem Export sperren“ oder sperren Sie ihn im Stundenzettel.',
    personnel_number_missing: 'hat keine Personalnummer.',
    personnel_number_invalid: 'hat eine Personalnummer mit anderen Zeichen als Ziffern.',
    cost_centre_invalid:
      'hat eine Kostenstelle, die DATEV nicht annimmt (Semikolon, Anführungszeichen oder Sonderzeichen).',
    open_shift: 'hat eine noch laufende Schicht',
    entry_not_approved: 'hat einen noch nicht freigegebenen Eintrag',
    wage_type_unmapped: 'Keine Lohnart eingetragen für:',
  },
  wageTypeNames: {
    regular: 'reguläre Stunden',
    'absence.vacation': 'Urlaub',
    'absence.sick': 'Krankheit',
    'absence.other': 'sonstige Abwesenheit',
  },
  on: (day: string) => `am ${day}`,
  more: (n: number) => `und ${n} weitere`,
};
