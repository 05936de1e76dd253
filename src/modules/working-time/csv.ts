// CSV as payroll offices open it. Two presets:
//
// - `de`: UTF-8 with a byte-order mark (so Excel reads umlauts), `;` between cells, CRLF,
//   decimal comma, dates as dd.mm.yyyy, German headers;
// - `en`: UTF-8, `,`, CRLF (RFC 4180), decimal point, ISO dates, English headers.
//
// A text cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab
// or a carriage return, or their full-width forms) gets a leading apostrophe. Numbers are
// written by us and never get one, so a negative balance stays a number.

import { roundedMinutes } from './attendance.js';

export type Preset = 'de' | 'en';
export type HoursFormat = 'decimal' | 'hmm';

export interface CsvFormat {
  preset: Preset;
  hours: HoursFormat;
}

export const BOM = '\uFEFF';

const SEPARATOR: Record<Preset, string> = { de: ';', en: ',' };
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export type Cell =
  { text: string } | { minutes: number } | { number: number; decimals?: number } | { date: string } | null;

export const text = (value: string | null | undefined): Cell => ({ text: value ?? '' });
export const minutes = (value: number): Cell => ({ minutes: value });
export const number = (value: number, decimals = 0): Cell => ({ number: value, decimals });
export const date = (day: string): Cell => ({ date: day });

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}

function formatNumber(value: number, decimals: number, preset: Preset): string {
  const fixed = value.toFixed(decimals);
  return preset === 'de' ? fixed.replace('.', ',') : fixed;
}

/** Minutes as hours: `7.50` / `7,50`, or `7:30` (negative: `-0:15`). */
export function formatHours(totalMinutes: number, format: CsvFormat): string {
  if (format.hours === 'hmm') {
    const sign = totalMinutes < 0 ? '-' : '';
    const abs = Math.abs(Math.round(totalMinutes));
    return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  }
  return formatNumber(totalMinutes / 60, 2, format.preset);
}

/**
 * What a figure of `ms` shows, in minutes: first the organisation's rounding (to `step`
 * minutes, half away from zero; 0: none), then the column's precision: hundredths of an hour
 * (36 seconds) for decimal hours, whole minutes for H:MM. A total is the sum of the figures
 * shown, so a row adds up to its total whatever the rounding.
 */
export function shownMinutes(ms: number, step: number, format: CsvFormat): number {
  const minutes = step > 0 ? roundedMinutes(ms, step) : ms / 60_000;
  if (format.hours === 'hmm') return roundHalfAway(minutes);
  return (roundHalfAway((minutes * 100) / 60) * 60) / 100;
}

/** The sum of figures each as `shownMinutes` shows it, without drift from adding fractions. */
export function sumShown(values: readonly number[], format: CsvFormat): number {
  if (format.hours === 'hmm') return values.reduce((sum, v) => sum + v, 0);
  const hundredths = values.reduce((sum, v) => sum + roundHalfAway((v * 100) / 60), 0);
  return (hundredths * 60) / 100;
}

function roundHalfAway(value: number): number {
  // Tolerates the last bit of binary fractions (0.345 * 100 is 34.49999…).
  const scaled = Math.abs(value) + 1e-9;
  const rounded = Math.floor(scaled + 0.5);
  return value < 0 ? -rounded : rounded;
}

/** One cell as written in a line (quoted or guarded as needed), without its separator. */
export function formatCell(cell: Cell, format: CsvFormat): string {
  const separator = SEPARATOR[format.preset];
  if (cell === null) return '';
  if ('text' in cell) {
    const guarded = FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text;
    return quote(guarded, separator);
  }
  if ('minutes' in cell) return quote(formatHours(cell.minutes, format), separator);
  if ('number' in cell) return quote(formatNumber(cell.number, cell.decimals ?? 0, format.preset), separator);
  const [y, m, d] = cell.date.split('-');
  return format.preset === 'de' ? `${d}.${m}.${y}` : cell.date;
}

/** One line, with its line end. */
export function csvLine(cells: readonly Cell[], format: CsvFormat): string {
  return csvFormattedLine(
    cells.map((cell) => formatCell(cell, format)),
    format,
  );
}

/** One line of cells already formatted by `formatCell` (which a long export keeps for repeated values). */
export function csvFormattedLine(cells: readonly string[], format: CsvFormat): string {
  return cells.join(SEPARATOR[format.preset]) + LINE_END;
}
