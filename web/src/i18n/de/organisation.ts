import type { Messages } from '../en/index.ts';

export const organisation: Messages['organisation'] = {
  title: 'Organisation',
  intro: 'Name, Zeitzone, Sprache und Logo Ihrer Organisation.',
  name: 'Name',
  timezone: 'Zeitzone',
  commonZones: 'Häufig gewählt',
  otherZones: 'Weitere Zeitzonen',
  timezoneHint: 'Gilt für Datum und Uhrzeit im Portal, Fälligkeiten, Arbeitszeiten und Berichte.',
  language: 'Sprache',
  languageHint: 'Für alle, die keine eigene Sprache wählen, und für E-Mails.',
  reportReplyTo: 'Antworten auf Bericht-E-Mails',
  reportReplyToHint:
    'Bericht-E-Mails kommen mit dem Namen Ihrer Organisation; antwortet ein Empfänger, geht die Antwort an diese Adresse. Leer: Antworten gehen an die Absenderadresse.',
  save: 'Speichern',
  saved: 'Die Organisation wurde gespeichert.',
  logo: 'Logo',
  logoHint: 'PNG, JPEG, WebP oder GIF, bis 2 MB. Erscheint im Portal und auf Berichten.',
  logoAlt: (name: string) => `Logo von ${name}`,
  logoNone: 'Noch kein Logo.',
  logoUpload: 'Logo hochladen',
  logoReplace: 'Logo ersetzen',
  logoRemove: 'Logo entfernen',
  logoSaved: 'Das Logo wurde gespeichert.',
  logoRemoved: 'Das Logo wurde entfernt.',
  logoTooLarge: 'Die Datei ist größer als 2 MB.',
};
