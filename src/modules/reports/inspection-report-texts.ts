// The words of the inspection report (Qualitätskontrolle), in the report's language.
import type { Language } from '../shared/language.js';

export interface InspectionReportTexts {
  title: string;
  periodTitle: string;
  fileBase: string;
  property: string;
  date: string;
  inspector: string;
  template: string;
  templateVersion: (name: string, version: number) => string;
  threshold: string;
  seed: string;
  sample: string;
  sampleRule: (percent: string, minimum: number) => string;
  reinspectionOf: (id: number) => string;
  completedAt: string;
  notCompleted: string;
  overall: string;
  passed: string;
  belowThreshold: string;
  areaTypes: string;
  areaType: string;
  untypedArea: string;
  weight: string;
  areaCount: string;
  score: string;
  area: string;
  criterion: string;
  rating: string;
  percent: string;
  notApplicable: string;
  notScored: string;
  defect: string;
  note: string;
  followUpTask: (id: number) => string;
  defects: string;
  noDefects: string;
  formula: string;
  formulaLines: string[];
  scale: string;
  criteriaWeights: string;
  appliesTo: string;
  allAreaTypes: string;
  areaTypeWeights: string;
  defaultWeight: string;
  signature: string;
  representative: string;
  noSignature: string;
  trend: string;
  trendNone: string;
  gridLines: string;
  photosNotShown: (count: number) => string;
  photoMissing: string;
  unknownPerson: string;
}

const de: InspectionReportTexts = {
  title: 'Qualitätskontrolle',
  periodTitle: 'Qualitätskontrollen',
  fileBase: 'Qualitaetskontrollen',
  property: 'Objekt',
  date: 'Datum',
  inspector: 'Geprüft von',
  template: 'Vorlage',
  templateVersion: (name, version) => `${name} (Version ${version})`,
  threshold: 'Abnahmegrenze',
  seed: 'Zufallsstartwert',
  sample: 'Stichprobe',
  sampleRule: (percent, minimum) => `mindestens ${percent} % oder ${minimum} Bereich(e) je Bereichsart`,
  reinspectionOf: (id) => `Nachkontrolle von Kontrolle Nr. ${id}`,
  completedAt: 'Abgeschlossen',
  notCompleted: 'Noch nicht abgeschlossen',
  overall: 'Gesamtergebnis',
  passed: 'Bestanden',
  belowThreshold: 'Unter der Abnahmegrenze',
  areaTypes: 'Je Bereichsart',
  areaType: 'Bereichsart',
  untypedArea: 'ohne Bereichsart',
  weight: 'Gewicht',
  areaCount: 'Bereiche',
  score: 'Ergebnis',
  area: 'Bereich',
  criterion: 'Kriterium',
  rating: 'Bewertung',
  percent: 'Prozent',
  notApplicable: 'entfällt',
  notScored: '–',
  defect: 'Beanstandung',
  note: 'Notiz',
  followUpTask: (id) => `Folgeaufgabe Nr. ${id}`,
  defects: 'Beanstandungen',
  noDefects: 'Keine Beanstandungen.',
  formula: 'So wird das Ergebnis berechnet',
  formulaLines: [
    'Bereich = Σ (Gewicht des Kriteriums × Prozent der Bewertung) ÷ Σ (Gewicht des Kriteriums), über die bewerteten Kriterien; „entfällt“ zählt nicht mit.',
    'Bereichsart = Mittelwert der Bereiche dieser Art (ungewichtet; die Fläche zählt nicht).',
    'Gesamt = Σ (Gewicht der Bereichsart × Ergebnis der Bereichsart) ÷ Σ (Gewicht der Bereichsart), über die Bereichsarten mit mindestens einem bewerteten Bereich.',
    'Gerechnet wird mit voller Genauigkeit; angezeigt wird auf eine Nachkommastelle gerundet.',
  ],
  scale: 'Skala',
  criteriaWeights: 'Kriterien und Gewichte',
  appliesTo: 'Gilt für',
  allAreaTypes: 'alle Bereichsarten',
  areaTypeWeights: 'Gewichte der Bereichsarten',
  defaultWeight: 'nicht genannte Bereichsarten: Gewicht 1',
  signature: 'Unterschrift',
  representative: 'Vertreter des Kunden',
  noSignature: 'Ohne Unterschrift des Kunden abgeschlossen.',
  trend: 'Verlauf der letzten zwölf Monate',
  gridLines: 'Linien bei 0 %, 50 % und 100 %',
  trendNone: 'Keine weiteren abgeschlossenen Kontrollen in den letzten zwölf Monaten.',
  photosNotShown: (count) => `${count} weitere Fotos sind nicht abgebildet.`,
  photoMissing: 'Foto nicht mehr vorhanden',
  unknownPerson: 'unbekannt',
};

const en: InspectionReportTexts = {
  title: 'Quality inspection',
  periodTitle: 'Quality inspections',
  fileBase: 'quality-inspections',
  property: 'Property',
  date: 'Date',
  inspector: 'Inspected by',
  template: 'Template',
  templateVersion: (name, version) => `${name} (version ${version})`,
  threshold: 'Acceptance threshold',
  seed: 'Random seed',
  sample: 'Sample',
  sampleRule: (percent, minimum) => `at least ${percent} % or ${minimum} area(s) per area type`,
  reinspectionOf: (id) => `Re-inspection of inspection no. ${id}`,
  completedAt: 'Completed',
  notCompleted: 'Not completed yet',
  overall: 'Overall score',
  passed: 'Passed',
  belowThreshold: 'Below the threshold',
  areaTypes: 'Per area type',
  areaType: 'Area type',
  untypedArea: 'no area type',
  weight: 'Weight',
  areaCount: 'Areas',
  score: 'Score',
  area: 'Area',
  criterion: 'Criterion',
  rating: 'Rating',
  percent: 'Percent',
  notApplicable: 'n/a',
  notScored: '–',
  defect: 'Defect',
  note: 'Note',
  followUpTask: (id) => `Follow-up task no. ${id}`,
  defects: 'Defects',
  noDefects: 'No defects.',
  formula: 'How the score is computed',
  formulaLines: [
    'Area = Σ (criterion weight × rating percent) ÷ Σ (criterion weight), over the rated criteria; "n/a" does not count.',
    'Area type = mean of the areas of that type (unweighted; the size does not count).',
    'Overall = Σ (area type weight × area type score) ÷ Σ (area type weight), over the area types with at least one rated area.',
    'Computed at full precision; shown rounded to one decimal.',
  ],
  scale: 'Scale',
  criteriaWeights: 'Criteria and weights',
  appliesTo: 'Applies to',
  allAreaTypes: 'all area types',
  areaTypeWeights: 'Area type weights',
  defaultWeight: 'area types not listed: weight 1',
  signature: 'Signature',
  representative: 'Client representative',
  noSignature: 'Completed without the client’s signature.',
  trend: 'Trend over the last twelve months',
  gridLines: 'lines at 0 %, 50 % and 100 %',
  trendNone: 'No other completed inspections in the last twelve months.',
  photosNotShown: (count) => `${count} more photos are not shown.`,
  photoMissing: 'Photo no longer stored',
  unknownPerson: 'unknown',
};

export function inspectionReportTexts(language: Language): InspectionReportTexts {
  return language === 'de' ? de : en;
}
