// The words of the PDF reports, in the tenant's language.
import type { Language } from '../shared/language.js';

export interface ReportTexts {
  formReport: string;
  incidentReport: string;
  property: string;
  address: string;
  client: string;
  template: string;
  version: string;
  submittedBy: string;
  submittedAt: string;
  notSubmitted: string;
  failedChecks: string;
  noFailedChecks: string;
  answers: string;
  field: string;
  answer: string;
  photos: string;
  signature: string;
  yes: string;
  no: string;
  notAnswered: string;
  number: string;
  title: string;
  severity: string;
  status: string;
  location: string;
  occurredAt: string;
  reportedAt: string;
  reportedBy: string;
  description: string;
  history: string;
  when: string;
  who: string;
  what: string;
  comment: string;
  statusChange: (from: string, to: string) => string;
  created: string;
  generatedAt: string;
  pageLabel: string;
  severities: Record<'low' | 'medium' | 'high' | 'critical', string>;
  statuses: Record<'open' | 'in_progress' | 'resolved' | 'closed', string>;
  unknownPerson: string;
  photoMissing: string;
  incidentReports: string;
  formReports: string;
  period: string;
  overview: string;
  date: string;
  /** A period report holds at most so many records; the rest are named by count. */
  moreNotShown: (count: number) => string;
}

const de: ReportTexts = {
  formReport: 'Formularbericht',
  incidentReport: 'Störungsbericht',
  property: 'Objekt',
  address: 'Adresse',
  client: 'Kunde',
  template: 'Formular',
  version: 'Version',
  submittedBy: 'Abgegeben von',
  submittedAt: 'Abgegeben am',
  notSubmitted: 'Entwurf, nicht abgegeben',
  failedChecks: 'Nicht bestandene Prüfpunkte',
  noFailedChecks: 'Alle Prüfpunkte bestanden.',
  answers: 'Antworten',
  field: 'Feld',
  answer: 'Antwort',
  photos: 'Fotos',
  signature: 'Unterschrift',
  yes: 'Ja',
  no: 'Nein',
  notAnswered: '–',
  number: 'Nummer',
  title: 'Titel',
  severity: 'Schwere',
  status: 'Status',
  location: 'Ort',
  occurredAt: 'Aufgetreten',
  reportedAt: 'Gemeldet',
  reportedBy: 'Gemeldet von',
  description: 'Beschreibung',
  history: 'Verlauf und Kommentare',
  when: 'Wann',
  who: 'Wer',
  what: 'Was',
  comment: 'Kommentar',
  statusChange: (from, to) => `Status geändert von ${from} zu ${to}`,
  created: 'Gemeldet',
  generatedAt: 'Erstellt am',
  pageLabel: 'Seite {page} von {pages}',
  severities: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch', critical: 'Kritisch' },
  statuses: { open: 'Offen', in_progress: 'In Bearbeitung', resolved: 'Behoben', closed: 'Geschlossen' },
  unknownPerson: 'Unbekannt',
  photoMissing: 'Foto nicht mehr vorhanden',
  incidentReports: 'Störungsberichte',
  formReports: 'Formularberichte',
  period: 'Zeitraum',
  overview: 'Übersicht',
  date: 'Datum',
  moreNotShown: (count) => `Weitere ${count} Einträge sind hier nicht enthalten; sie stehen im Portal.`,
};

const en: ReportTexts = {
  formReport: 'Form report',
  incidentReport: 'Incident report',
  property: 'Property',
  address: 'Address',
  client: 'Client',
  template: 'Form',
  version: 'Version',
  submittedBy: 'Submitted by',
  submittedAt: 'Submitted at',
  notSubmitted: 'Draft, not submitted',
  failedChecks: 'Failed checks',
  noFailedChecks: 'All checks passed.',
  answers: 'Answers',
  field: 'Field',
  answer: 'Answer',
  photos: 'Photos',
  signature: 'Signature',
  yes: 'Yes',
  no: 'No',
  notAnswered: '–',
  number: 'Number',
  title: 'Title',
  severity: 'Severity',
  status: 'Status',
  location: 'Location',
  occurredAt: 'Occurred',
  reportedAt: 'Reported',
  reportedBy: 'Reported by',
  description: 'Description',
  history: 'History and comments',
  when: 'When',
  who: 'Who',
  what: 'What',
  comment: 'Comment',
  statusChange: (from, to) => `Status changed from ${from} to ${to}`,
  created: 'Reported',
  generatedAt: 'Generated',
  pageLabel: 'Page {page} of {pages}',
  severities: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  statuses: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
  unknownPerson: 'Unknown',
  photoMissing: 'Photo no longer available',
  incidentReports: 'Incident reports',
  formReports: 'Form reports',
  period: 'Period',
  overview: 'Overview',
  date: 'Date',
  moreNotShown: (count) => `${count} more entries are not included here; they are in the portal.`,
};

export function reportTexts(language: Language): ReportTexts {
  return language === 'de' ? de : en;
}

/** Date and time in the tenant's zone, in the report's language. */
export function dateTimeFormatter(language: Language, timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (at) => format.format(at);
}
