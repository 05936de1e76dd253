import type { Messages } from '../en/index.ts';

export const workingTimeCompliance: Messages['workingTimeCompliance'] = {
  nav: 'Arbeitszeit-Prüfbericht',
  title: 'Arbeitszeit-Prüfbericht',
  intro:
    'Jeder Verstoß gegen die Arbeitszeitregeln in einem Zeitraum, je Person und Tag: was festgestellt wurde, wie die Regel geprüft wird, wer den Eintrag trotzdem gespeichert hat und warum, und spät erfasste Einträge (MiLoG §17).',
  from: 'Von',
  to: 'Bis',
  person: 'Person',
  everyone: 'Alle',
  pdf: 'PDF herunterladen',
  empty: 'Keine Befunde in diesem Zeitraum.',
  modes: 'Geprüfte Regeln',
  modeNames: { off: 'Aus', warn: 'Warnen', block: 'Verhindern' },
  settings: {
    max_daily: 'Höchstarbeitszeit (§3)',
    breaks: 'Ruhepausen (§4)',
    rest: 'Ruhezeit (§5)',
    sunday_holiday: 'Sonn- und Feiertage (§9)',
    late_record: 'Späte Aufzeichnung (MiLoG §17)',
  },
  columns: { day: 'Tag', rule: 'Regel', found: 'Befund', mode: 'Prüfung', override: 'Ausnahme' },
  rules: {
    daily_max: 'Über 10 Std. (§3)',
    breaks: 'Pause (§4)',
    stretch: 'Über 6 Std. am Stück (§4)',
    rest: 'Ruhezeit (§5)',
    sunday: 'Sonntag (§9)',
    holiday: 'Feiertag (§9)',
    late_record: 'Späte Aufzeichnung (MiLoG §17)',
  },
  found: {
    daily_max: (net: string) => `${net} Std. netto`,
    breaks: (taken: number, required: number) => `Pause ${taken} Min., ${required} Min. nötig`,
    stretch: (worked: string) => `${worked} Std. ohne Pause`,
    rest: (rest: string) => `Ruhezeit ${rest} Std.`,
    sunday: 'Arbeit am Sonntag',
    holiday: 'Arbeit am Feiertag',
    lateRecord: (by: string, at: string) => `erfasst/geändert von ${by} am ${at}`,
  },
  overriddenBy: (by: string, at: string) => `${by}, ${at}`,
  someone: 'jemandem',
  totals: 'Summen',
  total: (rule: string, findings: number, overridden: number) =>
    overridden > 0 ? `${rule}: ${findings} (${overridden} mit Ausnahme)` : `${rule}: ${findings}`,
  openDay: 'Tag in der Zeiterfassung öffnen',
};
