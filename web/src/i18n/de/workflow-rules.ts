import type { Messages } from '../en/index.ts';
import type { ActionWords, RuleWords } from '../en/workflow-rules.ts';
import { plural } from './words.ts';

type Severity = 'low' | 'medium' | 'high' | 'critical';
const SEVERITY: Record<Severity, string> = { low: 'niedrig', medium: 'mittel', high: 'hoch', critical: 'kritisch' };

const OPERATORS: Record<string, string> = {
  equals: 'ist',
  not_equals: 'ist nicht',
  in: 'ist eine von',
  contains: 'enthält',
  not_contains: 'enthält nicht',
  greater_than: 'ist größer als',
  less_than: 'ist kleiner als',
  is_true: 'ist angehakt',
  is_false: 'ist nicht angehakt',
  is_empty: 'ist leer',
  is_not_empty: 'ist ausgefüllt',
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} oder ${items[items.length - 1]}`;

const due = (days: number) => (days === 0 ? 'fällig am selben Tag' : `fällig in ${plural(days, 'Tag', 'Tagen')}`);

function action(words: ActionWords): string {
  switch (words.type) {
    case 'create_task':
      return `erstelle eine Aufgabe „${words.title}“, ${due(words.due_in_days)}`;
    case 'create_incident':
      return `erstelle eine Meldung „${words.title}“ mit Schwere „${SEVERITY[words.severity]}“`;
    case 'notify_email':
      return `sende eine E-Mail an ${words.to}`;
  }
}

export const workflowRules: Messages['workflowRules'] = {
  title: 'Workflow-Regeln',
  intro:
    'Die Automatisierungen Ihrer Organisation: Wenn bei einem Objekt etwas geschieht, erstellt eine Regel eine Aufgabe oder Meldung oder sendet eine E-Mail. Jede Regel führt ein Protokoll dessen, was sie getan hat.',
  empty: 'Noch keine Workflow-Regeln.',
  inactive: 'Aus',
  active: 'An',
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
  outcome: {
    succeeded: (made: string) => (made ? `Erledigt: ${made} erstellt.` : 'Erledigt.'),
    skipped: () => 'Übersprungen: Die Regel wurde vor der Ausführung ausgeschaltet. Nichts wurde erstellt.',
    retrying: (made: string) =>
      made
        ? `${made} erstellt; die E-Mail ist noch nicht zugestellt und wird erneut versucht.`
        : 'Vorerst fehlgeschlagen; wird bald erneut versucht.',
    failed: () => 'Nach allen Versuchen fehlgeschlagen. Nichts wurde erstellt; der Fehler steht unten.',
  },
  attempts: (n: number) => plural(n, 'Versuch', 'Versuche'),
  sentence: (rule: RuleWords): string => {
    const when = {
      form_response_submitted: `Wenn eine Formularantwort${rule.template ? ` zu „${rule.template}“` : ''} eingereicht wird`,
      incident_created: 'Wenn eine Meldung erstellt wird',
      task_overdue: 'Wenn eine Aufgabe überfällig wird',
    }[rule.trigger];
    const where = rule.properties ? ` bei ${list(rule.properties)}` : '';
    const answer = rule.answer
      ? ` und die Antwort auf „${rule.answer.field}“ ${OPERATORS[rule.answer.operator] ?? rule.answer.operator}${rule.answer.value !== null ? ` ${rule.answer.value}` : ''}`
      : '';
    const actions = rule.actions.map(action);
    return `${when}${where}${answer}, ${actions.length > 1 ? `${actions.slice(0, -1).join(', ')} und ${actions[actions.length - 1]}` : (actions[0] ?? '')}.`;
  },
  operators: OPERATORS,
  add: 'Neue Regel',
  edit: 'Bearbeiten',
  switchOn: 'Einschalten',
  switchOff: 'Ausschalten',
  switchedOn: 'Die Regel ist eingeschaltet.',
  switchedOff: 'Die Regel ist ausgeschaltet.',
  saved: 'Regel gespeichert.',
  created: 'Regel angelegt.',
  addTitle: 'Neue Workflow-Regel',
  editTitle: 'Workflow-Regel bearbeiten',
  name: 'Name',
  whenLabel: 'Wenn',
  everywhere: 'Bei allen Objekten',
  propertiesLabel: 'Nur bei diesen Objekten',
  templateLabel: 'Nur Antworten zu diesem Formular',
  anyTemplate: 'Jedes Formular',
  answerLabel: 'Nur wenn eine Antwort',
  noAnswer: 'Keine Bedingung an Antworten',
  fieldLabel: 'Feld',
  operatorLabel: 'Vergleich',
  valueLabel: 'Wert',
  valueHint: 'Bei „ist eine von“ die Optionen mit Kommas trennen.',
  actionsLabel: 'Dann',
  actionType: {
    create_task: 'Aufgabe erstellen',
    create_incident: 'Meldung erstellen',
    notify_email: 'E-Mail senden',
  },
  action: (n: number) => `Aktion ${n}`,
  actionTitle: 'Titel',
  dueInDays: 'Fällig nach (Tagen)',
  severity: 'Schwere',
  severities: SEVERITY,
  emailTo: 'E-Mail-Adresse',
  emailSubject: 'Betreff',
  addAction: 'Aktion hinzufügen',
  removeAction: 'Entfernen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  test: 'Mit einem Datensatz testen',
  testTitle: (name: string) => `„${name}“ testen`,
  testIntro:
    'Wählen Sie einen Datensatz: Sie sehen, was die Regel damit tun würde. Es wird nichts erstellt und nichts gesendet.',
  record: {
    form_response_submitted: 'Formularantwort',
    incident_created: 'Meldung',
    task_overdue: 'Aufgabe',
  },
  noRecords: 'Noch nichts zum Testen vorhanden.',
  runTest: 'Zeigen, was geschähe',
  wouldFire: 'Die Regel würde greifen.',
  wouldNotFire: 'Die Regel würde nicht greifen.',
  isOff: 'Die Regel ist ausgeschaltet: eingeschaltet würde sie Folgendes tun.',
  checks: {
    property_ids: (holds: boolean, property: string) =>
      holds ? `${property} gehört zu den Objekten der Regel.` : `${property} gehört nicht zu den Objekten der Regel.`,
    template_id: (holds: boolean) =>
      holds ? 'Die Antwort gehört zum Formular der Regel.' : 'Die Antwort gehört zu einem anderen Formular.',
    answer: (holds: boolean) =>
      holds ? 'Die Antwort erfüllt die Bedingung.' : 'Die Antwort erfüllt die Bedingung nicht.',
  },
  noConditions: 'Die Regel hat keine Bedingungen: jedes solche Ereignis löst sie aus.',
  wouldDo: 'Sie würde:',
  planned: {
    create_task: (title: string, due: string, property: string) =>
      `die Aufgabe „${title}“ bei ${property} erstellen, fällig am ${due}`,
    create_incident: (title: string, severity: Severity, property: string) =>
      `die Meldung „${title}“ (${SEVERITY[severity]}) bei ${property} erstellen`,
    notify_email: (to: string, subject: string) => `„${subject}“ an ${to} senden`,
  },
};
