import type { Messages } from '../en/index.ts';
import { plural } from './words.ts';

export const workflowRules: Messages['workflowRules'] = {
  title: 'Workflow-Regeln',
  intro:
    'Die Automatisierungen Ihrer Organisation und was sie jeweils getan haben: jedes Ereignis, das eine Regel ausgelöst hat, was dabei entstanden ist, und Fehler. Regeln werden über die REST API eingerichtet.',
  empty: 'Noch keine Workflow-Regeln.',
  inactive: 'Aus',
  runsOf: (name: string) => `Ausführungen von „${name}“`,
  choose: 'Wählen Sie eine Regel, um ihre Ausführungen zu sehen.',
  noRuns: 'Diese Regel wurde noch nicht ausgelöst.',
  trigger: {
    form_response_submitted: 'Formularantwort eingereicht',
    incident_created: 'Meldung erstellt',
    task_overdue: 'Aufgabe überfällig',
  },
  event: (type: string, id: number | null) =>
    `${type === 'task.overdue' ? 'Aufgabe' : type === 'incident.created' ? 'Meldung' : 'Formularantwort'} #${id ?? '–'}`,
  made: {
    task: (id: number) => `Aufgabe #${id}`,
    incident: (id: number) => `Meldung #${id}`,
    mail: (id: number) => `E-Mail #${id}`,
  },
  status: {
    succeeded: 'Erledigt',
    skipped: 'Übersprungen (Regel aus)',
    retrying: 'Neuer Versuch',
    failed: 'Fehlgeschlagen',
  },
  attempts: (n: number) => plural(n, 'Versuch', 'Versuche'),
};
