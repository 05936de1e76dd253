import type { Messages } from '../en/index.ts';

export const integrations: Messages['integrations'] = {
  title: 'Integrationen',
  intro: 'Binden Sie die Systeme an, die Ihre Organisation bereits nutzt.',
  restApi: 'REST API',
  restApiText:
    'Über die REST API arbeiten Ihre anderen Systeme automatisch mit Caretaker zusammen: Eine Hausverwaltungssoftware legt beim Gäste-Check-out eine Reinigungsaufgabe an, eine Middleware hält Objektdaten synchron, und Ihr Reporting ruft eingereichte Formularantworten ab. Jedes System erhält einen eigenen Schlüssel.',
  docsLink: 'API-Referenz',
  docsHint: 'Alle Endpunkte, mit Beispielen zum Ausprobieren.',
  planRequired: (plan: string) =>
    `Die REST API erfordert mindestens den Tarif STANDARD. Ihre Organisation nutzt den Tarif ${plan}, daher können keine neuen Schlüssel erstellt werden.`,
  upgradeContact: 'Für einen anderen Tarif wenden Sie sich an:',
  upgradeOperator: 'Für einen anderen Tarif wenden Sie sich an den Betreiber Ihrer Caretaker-Installation.',
  licenceExpired:
    'Ihre Lizenz ist abgelaufen: Systeme mit diesen Schlüsseln können weiterhin Daten lesen, Schreibzugriffe werden jedoch bis zur Verlängerung der Lizenz abgelehnt.',
  create: 'Schlüssel erstellen',
  keysTitle: 'API-Schlüssel',
  empty: 'Noch keine API-Schlüssel. Erstellen Sie einen für jedes System, das Sie anbinden.',
  columns: {
    name: 'Name',
    scopes: 'Scopes',
    account: 'Konto',
    created: 'Erstellt',
    lastUsed: 'Zuletzt verwendet',
    status: 'Status',
    actions: 'Aktionen',
  },
  prefix: (prefix: string) => `${prefix}…`,
  createdBy: (name: string) => `von ${name}`,
  createdByOperator: 'vom Betreiber',
  statusActive: 'Aktiv',
  statusRevoked: 'Widerrufen',
  revokedOn: (date: string) => `Widerrufen am ${date}`,
  revoke: (name: string) => `${name} widerrufen`,
  revokeShort: 'Widerrufen',
  revokeTitle: (name: string) => `${name} widerrufen?`,
  revokeText:
    'Systeme mit diesem Schlüssel werden ab ihrer nächsten Anfrage abgewiesen. Dies kann nicht rückgängig gemacht werden; für eine neue Verbindung erstellen Sie einen neuen Schlüssel.',
  revokeConfirm: 'Schlüssel widerrufen',
  revoking: 'Wird widerrufen…',
  revoked: (name: string) => `${name} wurde widerrufen.`,
  rotationTitle: 'Schlüssel ohne Ausfallzeit austauschen',
  rotationSteps: [
    'Erstellen Sie einen neuen Schlüssel mit denselben Scopes.',
    'Stellen Sie das andere System auf den neuen Schlüssel um und prüfen Sie, ob es funktioniert.',
    'Widerrufen Sie hier den alten Schlüssel.',
  ],
  dialogTitle: 'API-Schlüssel erstellen',
  name: 'Name',
  nameHint: 'Benennen Sie das System, das ihn nutzen wird, z. B. „PMS Produktion“.',
  scopes: 'Scopes',
  scopesHint: 'Vergeben Sie nur, was nötig ist: Mehr kann der Schlüssel nicht.',
  scopesHidden:
    'Scopes, die Konten lesen oder ändern oder Rollen ändern, erfordern die Berechtigung zur Kontoverwaltung.',
  account: 'Gebunden an Konto',
  accountHint: 'Der Schlüssel sieht genau die Objekte, die dieses Konto sieht.',
  accountYou: (name: string) => `${name} (Sie)`,
  boundToYou: (name: string) =>
    `Der Schlüssel ist an Ihr Konto ${name} gebunden: Er sieht genau die Objekte, die Sie sehen.`,
  submit: 'API-Schlüssel erstellen',
  submitting: 'Wird erstellt…',
  resultTitle: 'API-Schlüssel erstellt',
  resultField: 'Ihr neuer API-Schlüssel',
  resultWarning:
    'Kopieren Sie den Schlüssel jetzt und hinterlegen Sie ihn im anderen System. Er wird nur dieses eine Mal angezeigt: Nach dem Schließen dieses Dialogs kann er nicht erneut angezeigt werden.',
  confirmCloseTitle: 'Haben Sie den Schlüssel kopiert?',
  confirmCloseText:
    'Nach dem Schließen dieses Dialogs kann der Schlüssel nicht erneut angezeigt werden. Ohne ihn benötigen Sie einen neuen Schlüssel.',
  confirmCloseYes: 'Ja, schließen',
  created: (name: string) => `${name} wurde erstellt.`,
};
