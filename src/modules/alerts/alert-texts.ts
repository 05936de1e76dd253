// The words of alerts, in German and English: the portal list, the e-mails and the escalation.
import type { Language } from '../shared/language.js';
import type { AlertKind } from './alerts.tables.js';

export type AlertSubject = Record<string, string | number | null>;

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** An instant in the organisation's zone, as the person reads it. */
export function alertTime(iso: string | number | null | undefined, language: Language, timeZone: string): string {
  if (iso === null || iso === undefined) return '';
  return new Intl.DateTimeFormat(LOCALE[language], { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

const SEVERITY: Record<Language, Record<string, string>> = {
  de: { critical: 'kritisch', high: 'hoch', medium: 'mittel', low: 'niedrig' },
  en: { critical: 'critical', high: 'high', medium: 'medium', low: 'low' },
};

const text = (subject: AlertSubject, key: string) => String(subject[key] ?? '');

/** One line: what happened, where. */
export function alertTitle(kind: AlertKind, subject: AlertSubject, language: Language): string {
  const property = text(subject, 'property_name');
  if (language === 'de') {
    switch (kind) {
      case 'patrol_round_missed':
        return `Rundgang „${text(subject, 'route_name')}“ verpasst (${property})`;
      case 'incident_severe':
        return `Meldung mit Dringlichkeit ${SEVERITY.de[text(subject, 'severity')] ?? ''}: „${text(subject, 'title')}“ (${property})`;
      case 'shift_open_long':
        return `${text(subject, 'person_name')} ist seit über 12 Stunden eingestempelt (${property})`;
      case 'webhook_failing':
        return `Webhook-Empfänger wird bald abgeschaltet: ${text(subject, 'url')}`;
      case 'report_sending_failed':
        return `Berichtsversand fehlgeschlagen: „${text(subject, 'schedule_name')}“`;
    }
  }
  switch (kind) {
    case 'patrol_round_missed':
      return `Patrol round “${text(subject, 'route_name')}” missed (${property})`;
    case 'incident_severe':
      return `Incident of ${SEVERITY.en[text(subject, 'severity')] ?? ''} severity: “${text(subject, 'title')}” (${property})`;
    case 'shift_open_long':
      return `${text(subject, 'person_name')} has been clocked in for over 12 hours (${property})`;
    case 'webhook_failing':
      return `Webhook endpoint about to be switched off: ${text(subject, 'url')}`;
    case 'report_sending_failed':
      return `Report sending failed: “${text(subject, 'schedule_name')}”`;
  }
}

/** The details under the title. */
export function alertDetail(kind: AlertKind, subject: AlertSubject, language: Language, timeZone: string): string {
  const at = (key: string) => alertTime(subject[key], language, timeZone);
  if (language === 'de') {
    switch (kind) {
      case 'patrol_round_missed':
        return `Geplant ${at('planned_start')}; bis ${at('late_after')} wurde kein Rundgang begonnen.`;
      case 'incident_severe':
        return `Gemeldet ${at('reported_at')}.`;
      case 'shift_open_long':
        return `Eingestempelt seit ${at('since')}. Vielleicht wurde das Ausstempeln vergessen.`;
      case 'webhook_failing':
        return `Jede Zustellung schlägt seit ${at('failing_since')} fehl. Bleibt das so, wird der Empfänger am ${at('disable_at')} abgeschaltet (Einstellungen → Integrationen → Webhooks).`;
      case 'report_sending_failed':
        return `Der Bericht für ${text(subject, 'period_de')} wurde nicht verschickt. Den Grund nennt der Versandverlauf des Versandplans (Berichte → Versandpläne).`;
    }
  }
  switch (kind) {
    case 'patrol_round_missed':
      return `Planned ${at('planned_start')}; no round was started by ${at('late_after')}.`;
    case 'incident_severe':
      return `Reported ${at('reported_at')}.`;
    case 'shift_open_long':
      return `Clocked in since ${at('since')}. Clocking out may have been forgotten.`;
    case 'webhook_failing':
      return `Every delivery has failed since ${at('failing_since')}. If that goes on, the endpoint is switched off on ${at('disable_at')} (Settings → Integrations → Webhooks).`;
    case 'report_sending_failed':
      return `The report for ${text(subject, 'period_en')} was not sent. The schedule's sending history says why (Reports → Schedules).`;
  }
}

export const alertMailTexts = {
  de: {
    subject: (organisation: string, title: string) => `${organisation}: Alarm – ${title}`,
    escalatedSubject: (organisation: string, title: string, minutes: number) =>
      `${organisation}: Alarm seit ${minutes} Minuten unbestätigt – ${title}`,
    escalated: (minutes: number) =>
      `Niemand hat diesen Alarm innerhalb von ${minutes} Minuten bestätigt. Sie erhalten ihn, weil Sie die Einstellungen der Organisation bearbeiten dürfen.`,
    act: 'Bestätigen Sie den Alarm im Portal unter „Alarme“, sobald sich jemand kümmert.',
  },
  en: {
    subject: (organisation: string, title: string) => `${organisation}: Alert – ${title}`,
    escalatedSubject: (organisation: string, title: string, minutes: number) =>
      `${organisation}: Alert unacknowledged for ${minutes} minutes – ${title}`,
    escalated: (minutes: number) =>
      `Nobody acknowledged this alert within ${minutes} minutes. You receive it because you may edit the organisation's settings.`,
    act: 'Acknowledge the alert in the portal under “Alerts” once someone takes care of it.',
  },
} satisfies Record<Language, unknown>;
