import { addDays } from './zoned.js';

// Public holidays of the German federal states, as presets an organisation copies into its
// own calendar (and can change there). Only holidays that hold in the whole state are
// listed; those of single towns or religious majorities (Augsburg's Friedensfest, Corpus
// Christi in parts of Saxony and Thuringia, Assumption in Bavarian Catholic parishes) are
// for the organisation to add.

export const GERMAN_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type GermanState = keyof typeof GERMAN_STATES;

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The public holidays of a state in a year, by day. */
export function germanHolidays(year: number, state: GermanState): { day: string; name: string }[] {
  const easter = easterSunday(year);
  const fixed = (md: string) => `${year}-${md}`;
  const all: { day: string; name: string; states?: GermanState[]; since?: number }[] = [
    { day: fixed('01-01'), name: 'Neujahr' },
    { day: fixed('01-06'), name: 'Heilige Drei Könige', states: ['BW', 'BY', 'ST'] },
    { day: fixed('03-08'), name: 'Internationaler Frauentag', states: ['BE'], since: 2019 },
    { day: fixed('03-08'), name: 'Internationaler Frauentag', states: ['MV'], since: 2023 },
    { day: addDays(easter, -2), name: 'Karfreitag' },
    { day: easter, name: 'Ostersonntag', states: ['BB'] },
    { day: addDays(easter, 1), name: 'Ostermontag' },
    { day: fixed('05-01'), name: 'Tag der Arbeit' },
    { day: addDays(easter, 39), name: 'Christi Himmelfahrt' },
    { day: addDays(easter, 49), name: 'Pfingstsonntag', states: ['BB'] },
    { day: addDays(easter, 50), name: 'Pfingstmontag' },
    { day: addDays(easter, 60), name: 'Fronleichnam', states: ['BW', 'BY', 'HE', 'NW', 'RP', 'SL'] },
    { day: fixed('08-15'), name: 'Mariä Himmelfahrt', states: ['SL'] },
    { day: fixed('09-20'), name: 'Weltkindertag', states: ['TH'], since: 2019 },
    { day: fixed('10-03'), name: 'Tag der Deutschen Einheit' },
    {
      day: fixed('10-31'),
      name: 'Reformationstag',
      states: ['BB', 'HB', 'HH', 'MV', 'NI', 'SN', 'ST', 'SH', 'TH'],
    },
    { day: fixed('11-01'), name: 'Allerheiligen', states: ['BW', 'BY', 'NW', 'RP', 'SL'] },
    { day: repentanceDay(year), name: 'Buß- und Bettag', states: ['SN'] },
    { day: fixed('12-25'), name: '1. Weihnachtstag' },
    { day: fixed('12-26'), name: '2. Weihnachtstag' },
  ];
  return all
    .filter((h) => (h.states === undefined || h.states.includes(state)) && (h.since === undefined || year >= h.since))
    .map(({ day, name }) => ({ day, name }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** Buß- und Bettag: the Wednesday before 23 November. */
function repentanceDay(year: number): string {
  for (let day = 22; day >= 16; day--) {
    const date = new Date(Date.UTC(year, 10, day));
    if (date.getUTCDay() === 3) return date.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}
