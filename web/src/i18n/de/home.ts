import type { Messages } from '../en/index.ts';

export const home: Messages['home'] = {
  nav: 'Übersicht',
  title: 'Übersicht',
  intro: 'Was das Büro jetzt braucht, auf den Objekten, die Sie sehen. Wird alle paar Sekunden aktualisiert.',
  updated: (time: string) => `Stand ${time} Uhr`,
  stale: 'Aktualisieren ist fehlgeschlagen; die Zahlen sind älter.',
  onSite: {
    title: 'Jetzt vor Ort',
    label: 'Vor Ort',
    onBreak: (count: number) => (count === 1 ? '1 in der Pause' : `${count} in der Pause`),
    empty: 'Niemand ist eingestempelt.',
    since: (time: string) => `seit ${time} Uhr`,
    onBreakBadge: 'Pause',
    open: 'Zur Zeiterfassung',
    more: (count: number) => `und ${count} weitere`,
  },
  tasks: {
    title: 'Überfällige Aufgaben',
    label: 'Aufgaben überfällig',
    dueToday: (count: number) => (count === 1 ? '1 heute fällig' : `${count} heute fällig`),
    empty: 'Keine Aufgabe ist überfällig.',
    due: (date: string) => `fällig am ${date}`,
    open: 'Zu den Aufgaben',
  },
  incidents: {
    title: 'Dringende Meldungen',
    label: 'Meldungen offen',
    bySeverity: 'Offene Meldungen nach Dringlichkeit',
    oldest: (age: string) => `älteste gemeldet ${age}`,
    empty: 'Keine kritische oder hohe Meldung ist offen.',
    open: 'Zu den Meldungen',
  },
  patrols: {
    title: 'Rundgänge heute',
    label: 'Rundgänge heute verpasst',
    summary: (late: number, running: number, upcoming: number) =>
      `${late} verspätet · ${running} laufen · ${upcoming} stehen noch an`,
    missed: 'Verpasst',
    late: 'Verspätet',
    planned: (time: string) => `geplant ${time} Uhr`,
    empty: 'Heute wurde kein Rundgang verpasst oder verspätet.',
    open: 'Zu den Rundgängen',
  },
  nothing:
    'Ihre Rolle umfasst keine der Listen, die diese Seite zusammenfasst. Wählen Sie eine Seite in der Navigation.',
};
