// The words of the proof of service (Leistungsnachweis), in the report's language. The
// outcome words are the Soll/Ist screen's.
import type { Language } from '../shared/language.js';
import type { Outcome } from '../service-plans/planned-vs-done.js';

export interface ServiceProofTexts {
  title: string;
  fileBase: string;
  period: string;
  client: string;
  properties: string;
  allProperties: string;
  summary: string;
  planned: string;
  outcomes: Record<Outcome, string>;
  onTimeShare: (percent: string) => string;
  shareLabel: string;
  /** The share's rule, under the figures, so a reader can check it. */
  shareRule: string;
  outcomeRules: string;
  perArea: string;
  area: string;
  service: string;
  areaTotal: string;
  occurrences: string;
  date: string;
  /** When and by whom. */
  done: string;
  outcome: string;
  reason: string;
  noOccurrences: string;
  rowsNotShown: (count: number) => string;
  checklistFailures: string;
  noChecklistFailures: string;
  item: string;
  note: string;
  photosNotShown: (count: number) => string;
  photoMissing: string;
  unknownPerson: string;
}

const de: ServiceProofTexts = {
  title: 'Leistungsnachweis',
  fileBase: 'Leistungsnachweis',
  period: 'Zeitraum',
  client: 'Kunde',
  properties: 'Objekte',
  allProperties: 'alle Objekte',
  summary: 'Übersicht',
  planned: 'Geplant',
  outcomes: { on_time: 'Pünktlich', late: 'Verspätet', missed: 'Verpasst', open: 'Offen' },
  onTimeShare: (percent) => `${percent} % pünktlich`,
  shareLabel: 'Anteil pünktlich',
  shareRule: 'Anteil pünktlich = pünktlich erledigte Termine ÷ geplante Termine.',
  outcomeRules:
    'Pünktlich: bis zum Ende des Zeitfensters erledigt (ohne Zeitfenster: bis zum Ende des Tages). Verspätet: danach erledigt. Verpasst: bis zum Ende des Zeitfensters nicht erledigt. Offen: noch nicht fällig oder noch nicht erfasst.',
  perArea: 'Je Bereich und Leistung',
  area: 'Bereich',
  service: 'Leistung',
  areaTotal: 'Bereich gesamt',
  occurrences: 'Termine im Einzelnen',
  date: 'Datum',
  done: 'Erledigt am, von',
  outcome: 'Ergebnis',
  reason: 'Grund',
  noOccurrences: 'In diesem Zeitraum war keine Leistung geplant.',
  rowsNotShown: (count) =>
    `${count.toLocaleString('de-DE')} weitere Termine sind oben mitgezählt, aber nicht einzeln aufgeführt.`,
  checklistFailures: 'Nicht in Ordnung befundene Checklistenpunkte',
  noChecklistFailures: 'Alle abgehakten Checklistenpunkte waren in Ordnung.',
  item: 'Punkt',
  note: 'Notiz',
  photosNotShown: (count) => `${count.toLocaleString('de-DE')} weitere Fotos sind nicht abgebildet.`,
  photoMissing: 'Foto nicht mehr vorhanden',
  unknownPerson: 'Unbekannt',
};

const en: ServiceProofTexts = {
  title: 'Proof of service',
  fileBase: 'proof-of-service',
  period: 'Period',
  client: 'Client',
  properties: 'Properties',
  allProperties: 'all properties',
  summary: 'Summary',
  planned: 'Planned',
  outcomes: { on_time: 'On time', late: 'Late', missed: 'Missed', open: 'Open' },
  onTimeShare: (percent) => `${percent} % on time`,
  shareLabel: 'Share on time',
  shareRule: 'Share on time = occurrences done on time ÷ occurrences planned.',
  outcomeRules:
    'On time: done by the end of its time window (without one: by the end of the day). Late: done after that. Missed: not done by the end of its window. Open: not due yet, or not yet recorded.',
  perArea: 'Per area and service',
  area: 'Area',
  service: 'Service',
  areaTotal: 'Area total',
  occurrences: 'Each occurrence',
  date: 'Date',
  done: 'Done at, by',
  outcome: 'Outcome',
  reason: 'Reason',
  noOccurrences: 'No service was planned in this period.',
  rowsNotShown: (count) =>
    `${count.toLocaleString('en-GB')} more occurrences are counted above but not listed one by one.`,
  checklistFailures: 'Checklist items found not in order',
  noChecklistFailures: 'Every checklist item ticked was in order.',
  item: 'Item',
  note: 'Note',
  photosNotShown: (count) => `${count.toLocaleString('en-GB')} more photos are not shown.`,
  photoMissing: 'Photo no longer available',
  unknownPerson: 'Unknown',
};

export function serviceProofTexts(language: Language): ServiceProofTexts {
  return language === 'de' ? de : en;
}
