import type { Messages } from '../en/index.ts';

export const alerts: Messages['alerts'] = {
  nav: 'Alarme',
  tileText: 'Welche Alarme ausgelöst und gemailt werden, und wann unbestätigte an die Administratoren gehen.',
  title: 'Alarme',
  intro:
    'Verpasste Rundgänge, kritische und hohe Meldungen und Schichten, die seit über 12 Stunden laufen, auf den Objekten, die Sie sehen. Bestätigen Sie einen Alarm, sobald sich jemand kümmert; unbestätigte gehen nach der eingestellten Zeit an die Administratoren.',
  show: 'Anzeigen',
  open: 'Offen',
  all: 'Alle, auch bestätigte',
  empty: 'Kein Alarm wartet auf Bestätigung.',
  emptyAll: 'Noch kein Alarm ausgelöst.',
  raised: (time: string) => `Ausgelöst ${time}`,
  escalated: 'An die Administratoren weitergeleitet',
  acknowledged: (name: string, time: string) => `Bestätigt von ${name}, ${time}`,
  acknowledge: 'Bestätigen',
  unread: (count: number) => (count === 1 ? '1 Alarm offen' : `${count} Alarme offen`),
  dialogTitle: 'Alarm bestätigen',
  note: 'Notiz',
  noteHint: 'Was getan wird, für die anderen, die den Alarm erhalten haben.',
  submit: 'Bestätigen',
  done: 'Alarm bestätigt.',
  kinds: {
    patrol_round_missed: 'Rundgang verpasst',
    incident_severe: 'Dringende Meldung',
    shift_open_long: 'Lange Schicht',
    webhook_failing: 'Webhook gestört',
    report_sending_failed: 'Berichtsversand fehlgeschlagen',
  },
  home: { label: 'Alarme offen', detail: 'warten auf Bestätigung' },
  settings: {
    title: 'Einstellungen',
    intro:
      'Welche Alarme ausgelöst und per E-Mail versandt werden, und nach wie vielen Minuten ohne Bestätigung die Administratoren informiert werden.',
    enabled: 'Diesen Alarm auslösen',
    email: 'Auch per E-Mail senden',
    escalate: 'Administratoren informieren nach (Minuten)',
    escalateHint: 'Leer: nie. Höchstens 1440 (ein Tag).',
    minutesRange: 'Geben Sie ganze Minuten von 1 bis 1440 ein oder lassen Sie das Feld leer.',
    saved: 'Alarm-Einstellungen gespeichert.',
  },
  perProperty: {
    title: 'Je Objekt',
    intro:
      'Ein Objekt kann für verpasste Rundgänge, dringende Meldungen und lange Schichten einen eigenen Weg haben. Alle anderen Objekte folgen den Einstellungen oben.',
    empty: 'Noch kein Objekt hat einen eigenen Weg.',
    add: 'Objekt',
    addButton: 'Eigenen Weg festlegen',
    choose: 'Objekt wählen',
    ways: { inherit: 'Wie oben', email: 'Portal und E-Mail', portal: 'Nur im Portal', off: 'Kein Alarm' },
    saved: (property: string) => `Alarm-Wege für ${property} gespeichert.`,
  },
};
