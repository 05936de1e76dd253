import type { Language } from '../shared/language.js';

// The words of the working-time compliance report, German and English. Each rule's legend
// names its legal reference, so a reader of the paper knows what was checked.

export type ComplianceRuleName = 'daily_max' | 'breaks' | 'stretch' | 'rest' | 'sunday' | 'holiday' | 'late_record';
export type ComplianceModeSetting = 'max_daily' | 'breaks' | 'rest' | 'sunday_holiday' | 'late_record';

export interface ComplianceReportTexts {
  title: string;
  organisation: string;
  period: string;
  people: string;
  everyone: string;
  timeZone: string;
  modesHeading: string;
  modes: Record<'off' | 'warn' | 'block', string>;
  settings: Record<ComplianceModeSetting, string>;
  day: string;
  rule: string;
  found: string;
  mode: string;
  override: string;
  totals: string;
  findings: string;
  overridden: string;
  noFindings: string;
  rules: Record<ComplianceRuleName, string>;
  /** What was found, from the minutes measured and the limit. */
  dailyMax: (net: string) => string;
  breaks: (taken: string, required: string) => string;
  stretch: (worked: string) => string;
  rest: (rest: string) => string;
  sunday: string;
  holiday: string;
  lateRecord: (by: string, at: string) => string;
  overriddenBy: (by: string, at: string, reason: string) => string;
  someone: string;
  legendHeading: string;
  legend: Record<ComplianceRuleName, string>;
}

const de: ComplianceReportTexts = {
  title: 'Arbeitszeit-Prüfbericht',
  organisation: 'Organisation',
  period: 'Zeitraum',
  people: 'Personen',
  everyone: 'Alle sichtbaren Personen',
  timeZone: 'Zeitzone',
  modesHeading: 'Eingestellte Prüfung der Regeln',
  modes: { off: 'aus', warn: 'warnen', block: 'verhindern' },
  settings: {
    max_daily: 'Höchstarbeitszeit (ArbZG §3)',
    breaks: 'Ruhepausen (ArbZG §4)',
    rest: 'Ruhezeit (ArbZG §5)',
    sunday_holiday: 'Sonn- und Feiertage (ArbZG §9, §10)',
    late_record: 'Späte Aufzeichnung (MiLoG §17)',
  },
  day: 'Tag',
  rule: 'Regel',
  found: 'Befund',
  mode: 'Prüfung',
  override: 'Übersteuert',
  totals: 'Summen',
  findings: 'Befunde',
  overridden: 'davon übersteuert',
  noFindings: 'Im Zeitraum keine Befunde.',
  rules: {
    daily_max: 'Über 10 h (§3)',
    breaks: 'Pause (§4)',
    stretch: 'Über 6 h am Stück (§4)',
    rest: 'Ruhezeit (§5)',
    sunday: 'Sonntag (§9)',
    holiday: 'Feiertag (§9)',
    late_record: 'Späte Aufzeichnung (MiLoG §17)',
  },
  dailyMax: (net) => `${net} h netto`,
  breaks: (taken, required) => `Pause ${taken} min, ${required} min nötig`,
  stretch: (worked) => `${worked} h ohne Pause`,
  rest: (rest) => `Ruhezeit ${rest} h`,
  sunday: 'Arbeit am Sonntag',
  holiday: 'Arbeit am Feiertag',
  lateRecord: (by, at) => `erfasst/geändert von ${by} am ${at}`,
  overriddenBy: (by, at, reason) => `${by}, ${at}: „${reason}“`,
  someone: 'unbekannt',
  legendHeading: 'Erläuterung der Regeln',
  legend: {
    daily_max:
      'ArbZG §3: Die werktägliche Arbeitszeit darf 8 Stunden, mit Ausgleich 10 Stunden nicht überschreiten. Befund: mehr als 10:00 h netto an einem Arbeitstag.',
    breaks:
      'ArbZG §4: Bei mehr als 6 Stunden Arbeit mindestens 30 Minuten Pause, bei mehr als 9 Stunden 45 Minuten; Pausen zählen in Abschnitten von mindestens 15 Minuten.',
    stretch: 'ArbZG §4: Länger als 6 Stunden hintereinander darf nicht ohne Ruhepause gearbeitet werden.',
    rest: 'ArbZG §5: Nach Ende der täglichen Arbeitszeit mindestens 11 Stunden ununterbrochene Ruhezeit. Der Befund steht am Tag, der zu früh begann.',
    sunday:
      'ArbZG §9, §10: An Sonn- und Feiertagen dürfen Beschäftigte grundsätzlich nicht arbeiten; Ausnahmen nach §10 (z. B. Bewachung, Reinigung, Notfälle).',
    holiday: 'ArbZG §9, §10: wie Sonntag, für die Feiertage des Feiertagskalenders der Organisation.',
    late_record:
      'MiLoG §17 (mit §2a SchwarzArbG): Beginn, Ende und Dauer der Arbeitszeit sind spätestens bis zum Ablauf des siebten auf den Arbeitstag folgenden Kalendertages aufzuzeichnen. Befund: Eintrag vom Büro danach erfasst oder geändert.',
  },
};

const en: ComplianceReportTexts = {
  title: 'Working-time compliance report',
  organisation: 'Organisation',
  period: 'Period',
  people: 'People',
  everyone: 'Everyone visible',
  timeZone: 'Time zone',
  modesHeading: 'How the rules are checked',
  modes: { off: 'off', warn: 'warn', block: 'block' },
  settings: {
    max_daily: 'Maximum working time (ArbZG §3)',
    breaks: 'Breaks (ArbZG §4)',
    rest: 'Rest period (ArbZG §5)',
    sunday_holiday: 'Sundays and holidays (ArbZG §9, §10)',
    late_record: 'Late record (MiLoG §17)',
  },
  day: 'Day',
  rule: 'Rule',
  found: 'Found',
  mode: 'Check',
  override: 'Overridden',
  totals: 'Totals',
  findings: 'Findings',
  overridden: 'of them overridden',
  noFindings: 'No findings in the period.',
  rules: {
    daily_max: 'Over 10 h (§3)',
    breaks: 'Break (§4)',
    stretch: 'Over 6 h in a row (§4)',
    rest: 'Rest period (§5)',
    sunday: 'Sunday (§9)',
    holiday: 'Holiday (§9)',
    late_record: 'Late record (MiLoG §17)',
  },
  dailyMax: (net) => `${net} h net`,
  breaks: (taken, required) => `break ${taken} min, ${required} required`,
  stretch: (worked) => `${worked} h without a break`,
  rest: (rest) => `rest ${rest} h`,
  sunday: 'work on a Sunday',
  holiday: 'work on a public holiday',
  lateRecord: (by, at) => `recorded/changed by ${by} on ${at}`,
  overriddenBy: (by, at, reason) => `${by}, ${at}: “${reason}”`,
  someone: 'unknown',
  legendHeading: 'The rules explained',
  legend: {
    daily_max:
      'ArbZG §3: working time on a working day may not exceed 8 hours, 10 hours if balanced out. Finding: more than 10:00 h net on a working day.',
    breaks:
      'ArbZG §4: more than 6 hours of work need at least 30 minutes of break, more than 9 hours 45 minutes; breaks count in blocks of at least 15 minutes.',
    stretch: 'ArbZG §4: nobody may work more than 6 hours in a row without a break.',
    rest: 'ArbZG §5: at least 11 hours of uninterrupted rest after the end of the daily working time. The finding is on the day that began too soon.',
    sunday:
      'ArbZG §9, §10: employees may in principle not work on Sundays and public holidays; §10 allows exceptions (e.g. security, cleaning, emergencies).',
    holiday: 'ArbZG §9, §10: as Sunday, for the days of the organisation’s holiday calendar.',
    late_record:
      'MiLoG §17 (with §2a SchwarzArbG): start, end and length of working time are to be recorded by the end of the seventh calendar day after the work day. Finding: an entry the office added or changed after that.',
  },
};

export function complianceReportTexts(language: Language): ComplianceReportTexts {
  return language === 'de' ? de : en;
}
