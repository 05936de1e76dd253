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
  patrol: PatrolTexts;
}

type PatrolStatus = 'complete' | 'partial' | 'missed' | 'late' | 'in_progress' | 'upcoming';

export interface PatrolTexts {
  report: string;
  route: string;
  routes: string;
  guards: string;
  planned: string;
  actual: string;
  status: string;
  adHoc: string;
  adHocShort: string;
  plannedWindow: (start: string, windowEnd: string, lateAfter: string) => string;
  walked: (start: string, end: string, duration: string) => string;
  inProgressSince: (start: string) => string;
  duration: (ms: number) => string;
  statuses: Record<PatrolStatus, string>;
  kpiCheckpoints: string;
  kpiMissed: string;
  kpiLate: string;
  kpiOutOfOrder: string;
  kpiDuration: string;
  checkpoints: string;
  number: string;
  checkpoint: string;
  plannedAt: string;
  scannedAt: string;
  deviation: string;
  method: string;
  note: string;
  photo: string;
  by: (time: string) => string;
  plusMinutes: (minutes: number) => string;
  onTime: string;
  withinGrace: string;
  late: string;
  missed: string;
  outOfOrder: string;
  /** A scan too soon after the scan before it (another checkpoint). */
  tooFast: (seconds: string) => string;
  beforeStart: string;
  plausibility: string;
  implausibleScans: (count: number) => string;
  notPlanned: string;
  scannedBy: (name: string) => string;
  methods: Record<'qr' | 'nfc' | 'manual', string>;
  incidents: string;
  noIncidents: string;
  closingNote: string;
  period: string;
  summary: string;
  scheduled: string;
  done: string;
  adHocCount: (count: number) => string;
  complete: string;
  partial: string;
  lateRounds: string;
  missedRounds: string;
  onTimeShare: string;
  missedShare: string;
  sharesOf: (due: number) => string;
  incidentCount: string;
  allRounds: string;
  day: string;
  walkedColumn: string;
  noRound: string;
  noSlots: string;
  roundHeading: (route: string, when: string, adHoc: boolean) => string;
  timesIn: (zone: string) => string;
}

const de: ReportTexts = {
  formReport: 'Formularbericht',
  incidentReport: 'Meldung',
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
  severity: 'Dringlichkeit',
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
  incidentReports: 'Meldungen',
  formReports: 'Formularberichte',
  period: 'Zeitraum',
  overview: 'Übersicht',
  date: 'Datum',
  moreNotShown: (count) => `Weitere ${count} Einträge sind hier nicht enthalten; sie stehen im Portal.`,
  patrol: {
    report: 'Rundgangsbericht',
    route: 'Route',
    routes: 'Routen',
    guards: 'Durchgeführt von',
    planned: 'Geplant',
    actual: 'Gelaufen',
    status: 'Status',
    adHoc: 'Spontaner Rundgang, ohne Plan',
    adHocShort: 'spontan',
    plannedWindow: (start, windowEnd, lateAfter) =>
      `${start}, zu erledigen bis ${windowEnd}, verspätet ab ${lateAfter}`,
    walked: (start, end, duration) => `${start} – ${end} (${duration})`,
    inProgressSince: (start) => `seit ${start}, läuft noch`,
    duration: (ms) => {
      const minutes = Math.round(ms / 60_000);
      return minutes < 60 ? `${minutes} Min.` : `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.`;
    },
    statuses: {
      complete: 'Vollständig',
      partial: 'Unvollständig',
      missed: 'Verpasst',
      late: 'Verspätet',
      in_progress: 'Läuft',
      upcoming: 'Steht an',
    },
    kpiCheckpoints: 'Kontrollpunkte erfasst',
    kpiMissed: 'Verpasst',
    kpiLate: 'Verspätet erfasst',
    kpiOutOfOrder: 'Außer der Reihe',
    kpiDuration: 'Dauer',
    checkpoints: 'Kontrollpunkte',
    number: 'Nr.',
    checkpoint: 'Kontrollpunkt',
    plannedAt: 'Geplant',
    scannedAt: 'Erfasst',
    deviation: 'Abweichung',
    method: 'Methode',
    note: 'Notiz',
    photo: 'Foto',
    by: (time) => `bis ${time}`,
    plusMinutes: (minutes) => `+${minutes} Min.`,
    onTime: 'pünktlich',
    withinGrace: 'in der Kulanz',
    late: 'verspätet',
    missed: 'verpasst',
    outOfOrder: 'außer der Reihe',
    tooFast: (seconds) => `unplausibel schnell: ${seconds} s nach dem vorigen Kontrollpunkt`,
    beforeStart: 'unplausibel: vor dem Beginn des Rundgangs',
    plausibility: 'Plausibilität',
    implausibleScans: (count) =>
      `${count} ${count === 1 ? 'Erfassung' : 'Erfassungen'} unplausibel (schneller als 15 s von Punkt zu Punkt oder vor dem Beginn)`,
    notPlanned: 'nicht geplant',
    scannedBy: (name) => `von ${name}`,
    methods: { qr: 'QR-Code', nfc: 'NFC-Tag', manual: 'Code' },
    incidents: 'Meldungen während des Rundgangs',
    noIncidents: 'Während des Rundgangs wurde nichts gemeldet.',
    closingNote: 'Notiz zum Abschluss',
    period: 'Zeitraum',
    summary: 'Zusammenfassung',
    scheduled: 'Geplante Rundgänge',
    done: 'Durchgeführt',
    adHocCount: (count) => `davon ${count} spontan`,
    complete: 'Vollständig',
    partial: 'Unvollständig',
    lateRounds: 'Verspätet',
    missedRounds: 'Verpasst',
    onTimeShare: 'Pünktlich und vollständig',
    missedShare: 'Verpasst',
    sharesOf: (due) =>
      `Anteile an den ${due} fälligen geplanten Rundgängen. Verpasst: kein Rundgang gestartet oder kein Kontrollpunkt erfasst.`,
    incidentCount: 'Meldungen',
    allRounds: 'Alle Rundgänge',
    day: 'Tag',
    walkedColumn: 'Gelaufen',
    noRound: 'kein Rundgang',
    noSlots: 'In diesem Zeitraum war kein Rundgang geplant oder gelaufen.',
    roundHeading: (route, when, adHoc) => `${route} · ${when}${adHoc ? ' (spontan)' : ''}`,
    timesIn: (zone) => `Alle Zeiten in der Zeitzone ${zone}.`,
  },
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
  patrol: {
    report: 'Patrol report',
    route: 'Route',
    routes: 'Routes',
    guards: 'Walked by',
    planned: 'Planned',
    actual: 'Walked',
    status: 'Status',
    adHoc: 'Ad-hoc round, not scheduled',
    adHocShort: 'ad hoc',
    plannedWindow: (start, windowEnd, lateAfter) => `${start}, to be done by ${windowEnd}, late after ${lateAfter}`,
    walked: (start, end, duration) => `${start} – ${end} (${duration})`,
    inProgressSince: (start) => `since ${start}, still in progress`,
    duration: (ms) => {
      const minutes = Math.round(ms / 60_000);
      return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
    },
    statuses: {
      complete: 'Complete',
      partial: 'Partial',
      missed: 'Missed',
      late: 'Late',
      in_progress: 'In progress',
      upcoming: 'Upcoming',
    },
    kpiCheckpoints: 'Checkpoints scanned',
    kpiMissed: 'Missed',
    kpiLate: 'Scanned late',
    kpiOutOfOrder: 'Out of order',
    kpiDuration: 'Duration',
    checkpoints: 'Checkpoints',
    number: 'No.',
    checkpoint: 'Checkpoint',
    plannedAt: 'Planned',
    scannedAt: 'Scanned',
    deviation: 'Deviation',
    method: 'Method',
    note: 'Note',
    photo: 'Photo',
    by: (time) => `by ${time}`,
    plusMinutes: (minutes) => `+${minutes} min`,
    onTime: 'on time',
    withinGrace: 'within grace',
    late: 'late',
    missed: 'missed',
    outOfOrder: 'out of order',
    tooFast: (seconds) => `implausibly fast: ${seconds} s after the previous checkpoint`,
    beforeStart: 'implausible: before the round’s start',
    plausibility: 'Plausibility',
    implausibleScans: (count) =>
      `${count} ${count === 1 ? 'scan' : 'scans'} implausible (faster than 15 s from point to point, or before the start)`,
    notPlanned: 'not planned',
    scannedBy: (name) => `by ${name}`,
    methods: { qr: 'QR code', nfc: 'NFC tag', manual: 'Code' },
    incidents: 'Incidents reported during the round',
    noIncidents: 'No incident was reported during the round.',
    closingNote: 'Closing note',
    period: 'Period',
    summary: 'Summary',
    scheduled: 'Scheduled rounds',
    done: 'Rounds walked',
    adHocCount: (count) => `${count} of them ad hoc`,
    complete: 'Complete',
    partial: 'Partial',
    lateRounds: 'Late',
    missedRounds: 'Missed',
    onTimeShare: 'Complete and on time',
    missedShare: 'Missed',
    sharesOf: (due) =>
      `Shares of the ${due} scheduled rounds that were due. Missed: no round started, or no checkpoint scanned.`,
    incidentCount: 'Incidents',
    allRounds: 'All rounds',
    day: 'Day',
    walkedColumn: 'Walked',
    noRound: 'no round',
    noSlots: 'No round was scheduled or walked in this period.',
    roundHeading: (route, when, adHoc) => `${route} · ${when}${adHoc ? ' (ad hoc)' : ''}`,
    timesIn: (zone) => `All times in the ${zone} time zone.`,
  },
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

/**
 * A form's date answer (a calendar day, YYYY-MM-DD) as the report's other dates show
 * theirs: "26.11.2026" / "26 Nov 2026". Anything else is returned as it is.
 */
export function answerDateFormatter(language: Language): (day: string) => string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'UTC',
    dateStyle: 'medium',
  });
  return (day) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (match === null) return day;
    const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(at.getTime()) ? day : format.format(at);
  };
}

/** A form's time answer (a time of day, HH:MM) as the report's other times show theirs. */
export function answerTimeFormatter(language: Language): (time: string) => string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'UTC',
    timeStyle: 'short',
  });
  return (time) => {
    const match = /^(\d{2}):(\d{2})$/.exec(time);
    if (match === null) return time;
    return format.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
  };
}

/** The time of day (HH:MM) in the tenant's zone. */
export function timeFormatter(language: Language, timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  return (at) => format.format(at);
}

/** The weekday and date of an instant in the tenant's zone: "Mo., 23.11.2026" / "Mon, 23 Nov 2026". */
export function dayFormatter(language: Language, timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: language === 'de' ? '2-digit' : 'short',
    year: 'numeric',
  });
  return (at) => format.format(at);
}

/** A calendar day (YYYY-MM-DD) as the report's language writes it: "23.11.2026" / "23 Nov 2026". */
export function calendarDayText(language: Language, day: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'UTC',
    dateStyle: 'medium',
  }).format(new Date(`${day}T12:00:00Z`));
}
