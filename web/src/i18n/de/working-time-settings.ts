import type { Messages } from '../en/index.ts';
import { plural } from './words.ts';

export const workingTimeSettings: Messages['workingTimeSettings'] = {
  nav: 'Arbeitszeit',
  title: 'Arbeitszeit',
  intro: 'Der Feiertagskalender und die Regeln für Stundenzettel und Lohnexporte.',
  tileText: 'Feiertage, Rundung im Export, Pausenregeln und Abwesenheitskürzel.',
  holidays: 'Feiertage',
  holidaysIntro: 'An Feiertagen gibt es keine Sollstunden; die Exporte kennzeichnen sie.',
  year: 'Jahr',
  previousYear: 'Vorheriges Jahr',
  nextYear: 'Nächstes Jahr',
  noHolidays:
    'Noch keine Feiertage in diesem Jahr. Übernehmen Sie die Vorlage Ihres Bundeslands oder tragen Sie Tage ein.',
  day: 'Tag',
  name: 'Name',
  addHoliday: 'Feiertag eintragen',
  add: 'Eintragen',
  removeHolidayNamed: (name: string) => `${name} entfernen`,
  remove: 'Entfernen',
  holidayAdded: (name: string) => `„${name}“ eingetragen.`,
  holidayRemoved: (name: string) => `„${name}“ entfernt.`,
  preset: 'Bundesland',
  applyPreset: 'Vorlage übernehmen',
  presetHint: 'Trägt die Feiertage des Bundeslands für das Jahr ein; vorhandene Tage behalten ihren Namen.',
  presetApplied: (added: number, year: number) =>
    added === 0
      ? `Kein Feiertag neu: ${year} enthält schon alle.`
      : `${plural(added, 'Feiertag', 'Feiertage')} für ${year} eingetragen.`,
  rules: 'Regeln',
  rulesIntro: 'Nur Admins ändern diese.',
  rounding: 'Rundung im Export',
  roundingHint: 'Nur auf die Summen in den Exporten, nie auf einzelne Einträge.',
  roundingOptions: { 0: 'Keine Rundung', 1: 'Auf 1 Minute', 5: 'Auf 5 Minuten', 15: 'Auf 15 Minuten' },
  ruleModes: 'Arbeitszeitregeln',
  ruleModesHint:
    'Je Regel: aus, warnen (in der Zeiterfassung und auf dem Telefon nach dem Ausstempeln) oder verhindern (das Büro speichert einen Eintrag, der sie verletzt, nur mit Begründung für die Ausnahme). Ausstempeln geht immer.',
  ruleNames: {
    max_daily: 'Höchstarbeitszeit (§ 3 ArbZG: über 10 Stunden netto am Tag)',
    breaks:
      'Pausen (§ 4 ArbZG: 30 Minuten nach 6 Stunden, 45 nach 9, in Blöcken ab 15 Minuten; höchstens 6 Stunden am Stück)',
    rest: 'Ruhezeit (§ 5 ArbZG: 11 Stunden zwischen zwei Arbeitstagen)',
    sunday_holiday: 'Sonn- und Feiertagsarbeit (§ 9 ArbZG)',
    late_record: 'Späte Aufzeichnung (§ 17 MiLoG: nach dem 7. Tag erfasst oder geändert)',
  },
  modeOptions: { off: 'Aus', warn: 'Warnen', block: 'Verhindern' },
  storeLocation: 'Standort beim Einstempeln speichern',
  storeLocationHint: 'Die Position des Telefons zu Schichtbeginn, für das Büro.',
  codes: 'Abwesenheitskürzel in den Exporten',
  codesHint: 'Je 1 bis 3 Zeichen, alle verschieden.',
  codeLabels: { vacation: 'Urlaub', sick: 'Krank', other: 'Sonstige Abwesenheit', holiday: 'Feiertag' },
  codeInvalid: '1 bis 3 Zeichen, keine Leerzeichen, Anführungszeichen, Kommas oder Semikolons.',
  codeDuplicate: 'Muss sich von den anderen Kürzeln unterscheiden.',
  saved: 'Arbeitszeit-Einstellungen gespeichert.',
  save: 'Regeln speichern',
};
