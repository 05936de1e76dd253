import type { Messages } from '../en/index.ts';
import { num } from './words.ts';

export const product: Messages['product'] = 'Caretaker';

export const common: Messages['common'] = {
  loading: 'Wird geladen…',
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  cancel: 'Abbrechen',
  close: 'Schließen',
  done: 'Fertig',
  back: 'Zurück',
  retry: 'Erneut versuchen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: Markieren Sie den Text und kopieren Sie ihn selbst.',
  never: 'nie',
  you: 'Sie',
  required: 'Pflichtfeld',
  optional: 'optional',
  search: 'Suchen',
  noMatches: 'Keine Treffer für Ihre Suche.',
  language: 'Sprache',
  discardTitle: 'Änderungen verwerfen?',
  discardText: 'Was Sie in diesem Dialog eingegeben haben, geht verloren, wenn Sie ihn jetzt schließen.',
  discard: 'Verwerfen',
  keepEditing: 'Weiter bearbeiten',
  previous: 'Zurück',
  next: 'Weiter',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  pagination: 'Seiten',
  sortAscending: 'sortiert A bis Z',
  sortDescending: 'sortiert Z bis A',
};

export const errors: Messages['errors'] = {
  network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  internal: (requestId: string) =>
    `Bei uns ist ein Fehler aufgetreten. Falls er erneut auftritt, nennen Sie dem Support die Request-ID ${requestId}.`,
  unexpected: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  permissionDenied: 'Dazu fehlt Ihnen die Berechtigung. Wenden Sie sich an einen Admin Ihrer Organisation.',
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  rateLimited: (minutes: number) =>
    `Zu viele Versuche. Versuchen Sie es in ${minutes <= 1 ? 'einer Minute' : `${num(minutes)} Minuten`} erneut.`,
  seatLimit:
    'Alle Lizenzplätze Ihrer Lizenz sind belegt. Deaktivieren Sie ein Konto oder fragen Sie weitere Lizenzplätze an.',
  scheduleLimit:
    'Sie haben so viele Versandpläne eingerichtet, wie Ihre Organisation erlaubt. Archivieren Sie einen, den Sie nicht mehr brauchen, oder bitten Sie jemanden, der die Einstellungen bearbeiten darf, die Grenze zu heben.',
  lastAdmin: 'Dies ist der letzte aktive Admin. Machen Sie zuerst ein anderes Konto zum Admin.',
  ownEntry:
    'Ihre eigene Arbeitszeit können Sie nicht erfassen, ändern, löschen oder freigeben. Das übernimmt eine andere Person, die Arbeitszeiten verwaltet.',
  propertyAccess: 'Ihr Konto hat keinen Zugriff auf alle betroffenen Objekte.',
  ownAccount:
    'Sie können Ihre eigene Rolle und Ihren Objektzugriff nicht ändern und sich nicht selbst deaktivieren. Das muss ein anderer Admin tun.',
  inviteInvalid:
    'Dieser Einladungslink ist nicht mehr gültig: Er wurde bereits verwendet, ersetzt oder ist abgelaufen.',
  externalIdConflict: 'Diese externe ID wird bereits von einem anderen Objekt verwendet.',
  fixFields: 'Bitte korrigieren Sie die markierten Felder.',
  licenceExpired: 'Ihre Lizenz ist abgelaufen, daher ist diese Änderung gesperrt.',
  planRequired: 'Dafür ist mindestens der Tarif STANDARD erforderlich.',
  notFound: 'Dieser Eintrag existiert nicht mehr. Möglicherweise wurde er von jemand anderem entfernt.',
  setupDone: 'Diese Installation ist bereits eingerichtet. Bitte melden Sie sich an.',
  loadFailed: 'Diese Seite konnte nicht geladen werden.',
};

export const validation: Messages['validation'] = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  email: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  passwordLength: 'Verwenden Sie 10 bis 200 Zeichen.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  chooseScope: 'Wählen Sie mindestens einen Scope.',
  chooseProperty: 'Wählen Sie mindestens ein Objekt oder geben Sie Zugriff auf alle Objekte.',
  tooLong: (max: number) => `Höchstens ${max.toLocaleString('de-DE')} Zeichen.`,
  notAccepted: 'Dieser Wert wird nicht akzeptiert.',
};

export const time: Messages['time'] = {
  justNow: 'gerade eben',
};
