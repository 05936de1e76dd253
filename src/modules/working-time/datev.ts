import { type SurchargeKind, surchargeKinds } from './surcharges.js';
import type { AbsenceKind } from './working-time.tables.js';

// The two DATEV payroll import files, as pure functions over what a period booked per
// person (docs/payroll.md names the DATEV documents each field follows):
//
// - LODAS ASCII import: `[Allgemein]`, `[Satzbeschreibung]` with one record type, and
//   `[Bewegungsdaten]`: one line per person, wage type and cost centre, summed over the
//   month (the Abrechnungszeitraum is the month's first day);
// - Lohn und Gehalt (Kalendariumserfassung): one line per person, calendar day and wage
//   type, eleven `;`-separated fields.
//
// Both: CRLF, decimal comma, dates as DD/MM/YYYY, Windows-1252 (every character written is
// checked to be one Windows-1252 has).

export type DatevFormat = 'lodas' | 'lug';

export const datevFormats = ['lodas', 'lug'] as const;

/** Wage types (Lohnarten): the organisation's own numbers, none by default. */
export interface WageTypes {
  regular: string | null;
  absences: Record<AbsenceKind, string | null>;
  /** Surcharge hours (night, Sunday, holiday) of the kinds the organisation counts. */
  surcharges: Record<SurchargeKind, string | null>;
  /** Regular hours booked on another wage type for people of these cost centres. */
  costCentres: Record<string, string>;
}

export const NO_WAGE_TYPES: WageTypes = {
  regular: null,
  absences: { vacation: null, sick: null, other: null },
  surcharges: { night: null, sunday: null, holiday: null },
  costCentres: {},
};

/** What one person booked in the period: worked hundredths of an hour per day, absences per day. */
export interface PersonBookings {
  personnelNumber: string;
  costCentre: string | null;
  /** Local day → worked time in hundredths of an hour (after the organisation's rounding); days without work left out. */
  worked: [string, number][];
  absences: { day: string; kind: AbsenceKind; halfDay: boolean }[];
  /** Surcharge hours in hundredths per local day and kind (days without any left out). */
  surcharges: { day: string; kind: SurchargeKind; hundredths: number }[];
}

const CRLF = '\r\n';

/** `2026-10-05` → `05/10/2026`. */
export function datevDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** Hundredths as a number with two decimals and a decimal comma: 850 → `8,50`. */
export function datevNumber(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The regular-hours wage type of a person: their cost centre's override, else the general one. */
export function regularWageType(wageTypes: WageTypes, costCentre: string | null): string | null {
  if (costCentre !== null && Object.hasOwn(wageTypes.costCentres, costCentre)) {
    return wageTypes.costCentres[costCentre] ?? null;
  }
  return wageTypes.regular;
}

const ABSENCE_ORDER: readonly AbsenceKind[] = ['vacation', 'sick', 'other'];

/** LODAS Bearbeitungsschlüssel: 1 = Stunden, 2 = Tage (docs/payroll.md). */
const BS_HOURS = 1;
const BS_DAYS = 2;
/** The Satzart number of the one record type the file describes. */
const RECORD = 10;

export function lodasHeader(consultantNumber: string, clientNumber: string): string {
  return [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${consultantNumber}`,
    `MandantenNr=${clientNumber}`,
    'Datumsformat=TT/MM/JJJJ',
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    'Kommentarzeichen=*',
    '',
    '[Satzbeschreibung]',
    `${RECORD};u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;`,
    '',
    '[Bewegungsdaten]',
    '',
  ].join(CRLF);
}

/** The LODAS lines of one person: hours, each surcharge kind in hours, then each absence kind in days, for the month of `month` (its first day). */
export function lodasLines(person: PersonBookings, wageTypes: WageTypes, month: string): string {
  const period = datevDate(month);
  const costCentre = person.costCentre ?? '';
  let lines = '';
  const line = (wageType: string | null, bs: number, hundredths: number) => {
    lines += `${RECORD};${period};${person.personnelNumber};${wageType ?? ''};${bs};${datevNumber(hundredths)};${costCentre};${CRLF}`;
  };
  let worked = 0;
  for (const [, hundredths] of person.worked) worked += hundredths;
  if (worked > 0) line(regularWageType(wageTypes, person.costCentre), BS_HOURS, worked);
  for (const kind of surchargeKinds) {
    let hours = 0;
    for (const surcharge of person.surcharges) if (surcharge.kind === kind) hours += surcharge.hundredths;
    if (hours > 0) line(wageTypes.surcharges[kind], BS_HOURS, hours);
  }
  for (const kind of ABSENCE_ORDER) {
    let days = 0;
    for (const absence of person.absences) if (absence.kind === kind) days += absence.halfDay ? 50 : 100;
    if (days > 0) line(wageTypes.absences[kind], BS_DAYS, days);
  }
  return lines;
}

/**
 * The Lohn-und-Gehalt lines of one person, by day: Personalnummer; Kalendertag;
 * Ausfallschlüssel; Lohnartennummer; Stundenanzahl; Tagesanzahl; Wert; abweichender Faktor;
 * abweichende Lohnveränderung; Kostenstelle; Kostenträger. Worked hours fill Stundenanzahl,
 * surcharge hours Stundenanzahl on the surcharge kind's wage type (after the day's regular
 * hours: night, Sunday, holiday), an absence day Tagesanzahl (0,50 for a half day); the Ausfallschlüssel stays empty (the
 * wage type says what the absence is).
 */
export function lugLines(person: PersonBookings, wageTypes: WageTypes): string {
  const costCentre = person.costCentre ?? '';
  const regular = regularWageType(wageTypes, person.costCentre) ?? '';
  const rows: [string, number, string][] = [];
  for (const [day, hundredths] of person.worked) {
    rows.push([
      day,
      0,
      `${person.personnelNumber};${datevDate(day)};;${regular};${datevNumber(hundredths)};;;;;${costCentre};${CRLF}`,
    ]);
  }
  for (const surcharge of person.surcharges) {
    rows.push([
      surcharge.day,
      1 + surchargeKinds.indexOf(surcharge.kind),
      `${person.personnelNumber};${datevDate(surcharge.day)};;${wageTypes.surcharges[surcharge.kind] ?? ''};${datevNumber(surcharge.hundredths)};;;;;${costCentre};${CRLF}`,
    ]);
  }
  for (const absence of person.absences) {
    const wageType = wageTypes.absences[absence.kind] ?? '';
    const days = absence.halfDay ? 50 : 100;
    rows.push([
      absence.day,
      1 + surchargeKinds.length + ABSENCE_ORDER.indexOf(absence.kind),
      `${person.personnelNumber};${datevDate(absence.day)};;${wageType};;${datevNumber(days)};;;;${costCentre};${CRLF}`,
    ]);
  }
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  let lines = '';
  for (const row of rows) lines += row[2];
  return lines;
}

// Windows-1252's characters 0x80–0x9F (the rest of 0x00–0xFF is Latin-1's).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const ENCODE_HIGH = new Map<number, number>();
for (let i = 0; i < CP1252_HIGH.length; i++) {
  if (!CP1252_UNDEFINED.has(0x80 + i)) ENCODE_HIGH.set(CP1252_HIGH.charCodeAt(i), 0x80 + i);
}

function cp1252Byte(code: number): number | undefined {
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return ENCODE_HIGH.get(code);
}

/** Whether a text has only printable Windows-1252 characters and none of DATEV's separators (`;`, quotes). */
export function fitsDatevField(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x3b || code === 0x22) return false;
    if (cp1252Byte(code) === undefined) return false;
  }
  return true;
}

/** A text in Windows-1252 (callers have checked each field with `fitsDatevField`). */
export function encodeCp1252(text: string): Buffer {
  // Digits, dates and Latin-1 cost centres: the same bytes as Latin-1, encoded natively.
  if (!/[\u0100-\uffff]/.test(text)) return Buffer.from(text, 'latin1');
  const bytes = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = cp1252Byte(text.charCodeAt(i)) ?? 0x3f;
  return bytes;
}
