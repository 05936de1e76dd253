import type { Messages } from '../en/index.ts';

export const exports: Messages['exports'] = {
  title: 'Exporte',
  intro:
    'Arbeitszeiten für die Lohnabrechnung, als CSV oder DATEV-Datei. Die Zeiten gelten in der Zeitzone Ihrer Organisation.',
  from: 'Von',
  to: 'Bis',
  layout: 'Aufbau',
  matrix: 'Anwesenheitsmatrix: eine Zeile je Person, eine Spalte je Tag, dann Summen',
  detail: 'Einzelnachweis: eine Zeile je Eintrag',
  preset: 'Format',
  presetDe: 'Deutsches Excel (Semikolon, Dezimalkomma, TT.MM.JJJJ)',
  presetEn: 'International (Komma, Dezimalpunkt, ISO-Datum)',
  hours: 'Stunden',
  decimal: 'Dezimal (7,50)',
  hmm: 'Stunden und Minuten (7:30)',
  download: 'CSV herunterladen',
  periodTooLong: 'Ein Zeitraum umfasst höchstens 366 Tage.',
  periodBackwards: 'Der Zeitraum endet, bevor er beginnt.',
  rules:
    'Schichten über Mitternacht werden um Mitternacht Ortszeit geteilt, so haben Tage mit Zeitumstellung 23 oder 25 Stunden. Gerundet wird (Einstellung Ihrer Organisation) nur bei Summen. Laufende Schichten zählen in keiner Summe und stehen als offen im Einzelnachweis. Text, den eine Tabellenkalkulation als Formel ausführen würde, beginnt mit einem Apostroph.',
};
