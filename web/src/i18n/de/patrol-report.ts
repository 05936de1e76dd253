import type { Messages } from '../en/index.ts';

export const patrolReport: Messages['patrolReport'] = {
  title: 'Bericht für einen Zeitraum',
  intro:
    'Der Rundgangsbericht des Objekts als PDF für Ihre Kunden: zuerst die Zusammenfassung, dann jeder Rundgang und jeder verpasste Termin, danach jeder Rundgang im Einzelnen.',
  span: 'Zeitraum',
  spans: { day: 'Dieser Tag', week: 'Diese Woche', month: 'Dieser Monat', custom: 'Von – bis' },
  from: 'Von',
  to: 'Bis',
  range: (from: string, to: string) => `${from} – ${to}`,
  toBeforeFrom: 'Der letzte Tag liegt vor dem ersten.',
  tooLong: (days: number) => `Höchstens ${days} Tage.`,
};
