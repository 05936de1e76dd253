// Frequencies as offices write them in a service specification ("werktäglich", "Mo/Mi/Fr",
// "alle 2 Wochen, nicht im Dezember", "monthly on the first Monday", "bei Bedarf") turned
// into a rule and its exceptions, and a rule said back as one sentence in German or English.
import { formatRrule, parseRrule, type ByDay, type Exceptions, type Rule } from './recurrence.js';

export type Language = 'de' | 'en';

/** A parsed frequency: a rule and its exceptions, or null for "on demand" (no schedule). */
export type WordsParse =
  { ok: true; schedule: { rrule: string; rule: Rule; exceptions: Exceptions } | null } | { ok: false; reason: string };

const WEEKDAY_WORDS: Record<string, number> = {
  mo: 1, mon: 1, montag: 1, monday: 1, montags: 1, mondays: 1,
  di: 2, tu: 2, tue: 2, dienstag: 2, tuesday: 2, dienstags: 2, tuesdays: 2,
  mi: 3, we: 3, wed: 3, mittwoch: 3, wednesday: 3, mittwochs: 3, wednesdays: 3,
  do: 4, th: 4, thu: 4, donnerstag: 4, thursday: 4, donnerstags: 4, thursdays: 4,
  fr: 5, fri: 5, freitag: 5, friday: 5, freitags: 5, fridays: 5,
  sa: 6, sat: 6, samstag: 6, saturday: 6, samstags: 6, saturdays: 6,
  so: 7, su: 7, sun: 7, sonntag: 7, sunday: 7, sonntags: 7, sundays: 7,
}; // prettier-ignore

const MONTH_WORDS: Record<string, number> = {
  jan: 1, januar: 1, january: 1, feb: 2, februar: 2, february: 2, mär: 3, mar: 3, märz: 3, march: 3,
  apr: 4, april: 4, mai: 5, may: 5, jun: 6, juni: 6, june: 6, jul: 7, juli: 7, july: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, okt: 10, oct: 10, oktober: 10, october: 10,
  nov: 11, november: 11, dez: 12, dec: 12, dezember: 12, december: 12,
}; // prettier-ignore

const ORDINAL_WORDS: Record<string, number> = {
  ersten: 1, erster: 1, first: 1, '1.': 1, '1st': 1,
  zweiten: 2, second: 2, '2.': 2, '2nd': 2,
  dritten: 3, third: 3, '3.': 3, '3rd': 3,
  vierten: 4, fourth: 4, '4.': 4, '4th': 4,
  letzten: -1, last: -1,
}; // prettier-ignore

const WORKING_DAYS: ByDay[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday }));

/** "Mo/Mi/Fr", "Mon, Wed and Fri", "Montag und Donnerstag": the weekdays, or null if it is not such a list. */
function weekdayList(text: string): number[] | null {
  const words = text.split(/\s*(?:\/|,|\+|&|\bund\b|\band\b|\s)\s*/).filter((w) => w !== '');
  if (words.length === 0) return null;
  const days: number[] = [];
  for (const word of words) {
    const day = WEEKDAY_WORDS[word.replace(/\.$/, '')];
    if (day === undefined) return null;
    if (!days.includes(day)) days.push(day);
  }
  return days.sort((a, b) => a - b);
}

function monthList(text: string): number[] | null {
  const words = text.split(/\s*(?:\/|,|\bund\b|\band\b|\bor\b|\boder\b|\s)\s*/).filter((w) => w !== '');
  const months: number[] = [];
  for (const word of words) {
    const month = MONTH_WORDS[word.replace(/\.$/, '')];
    if (month === undefined) return null;
    months.push(month);
  }
  return months.length > 0 ? months.sort((a, b) => a - b) : null;
}

interface CollectedExceptions {
  months: number[];
  weekdays: number[];
  skipHolidays?: boolean;
}

/** The exception a clause names ("nicht im Dezember", "not on Fridays", "nicht an Feiertagen"), or null. */
function exceptionOf(clause: string, into: CollectedExceptions): boolean {
  const rest = /^(?:nicht|not|außer|ausser|except|excluding|ohne)\s+(?:im|in|am|an|on|the)?\s*(.*)$/.exec(clause);
  if (!rest) return false;
  const what = rest[1]!.trim();
  if (/^(?:public\s+)?(?:feiertag(?:en|e)?|holidays?|gesetzlichen feiertagen)$/.test(what)) {
    into.skipHolidays = true;
    return true;
  }
  const days = weekdayList(what);
  if (days) {
    into.weekdays.push(...days);
    return true;
  }
  const months = monthList(what);
  if (months) {
    into.months.push(...months);
    return true;
  }
  return false;
}

/** The main clause as a rule, or "on demand" (null), or undefined when it is not understood. */
function ruleOf(text: string): { rule: Rule; skipHolidays?: boolean } | null | undefined {
  if (/^(?:bei bedarf|nach bedarf|on demand|as needed|on request)$/.test(text)) return null;
  if (
    /^(?:werktäglich|werktags|arbeitstäglich|an werktagen|(?:daily )?on working days|working days|every working day|on weekdays|weekdays)$/.test(
      text,
    )
  )
    return { rule: { freq: 'WEEKLY', interval: 1, byDay: WORKING_DAYS }, skipHolidays: true };
  if (/^(?:täglich|daily|every day|jeden tag)$/.test(text)) return { rule: { freq: 'DAILY', interval: 1 } };
  let m = /^(?:wöchentlich|weekly|every week|jede woche)(?:\s+(?:am|on)\s+(.+))?$/.exec(text);
  if (m) return weekly(1, m[1]);
  m = /^(?:alle\s+(\d+)\s+wochen|every\s+(\d+)\s+weeks)(?:\s+(?:am|on)\s+(.+))?$/.exec(text);
  if (m) return weekly(Number(m[1] ?? m[2]), m[3]);
  m =
    /^(?:14-tägig|vierzehntäglich|zweiwöchentlich|fortnightly|biweekly|every other week)(?:\s+(?:am|on)\s+(.+))?$/.exec(
      text,
    );
  if (m) return weekly(2, m[1]);
  const days = weekdayList(text.replace(/^(?:jeden|jede|every|on|am)\s+/, ''));
  if (days) return { rule: { freq: 'WEEKLY', interval: 1, byDay: days.map((weekday) => ({ weekday })) } };
  m =
    /^(monatlich|monthly|every month|quartalsweise|vierteljährlich|quarterly|halbjährlich|half-yearly|semi-annually|alle\s+(\d+)\s+monate|every\s+(\d+)\s+months)(?:\s+(?:am|on)\s+(?:the\s+)?(.+))?$/.exec(
      text,
    );
  if (m) {
    const interval = /quartal|viertel|quarter/.test(m[1]!)
      ? 3
      : /halb|half|semi/.test(m[1]!)
        ? 6
        : Number(m[2] ?? m[3] ?? 1);
    return monthly(interval, m[4]);
  }
  m = /^(?:jährlich|yearly|annually|every year)$/.exec(text);
  if (m) return { rule: { freq: 'YEARLY', interval: 1 } };
  return undefined;
}

function weekly(interval: number, on: string | undefined): { rule: Rule } | undefined {
  if (interval < 1) return undefined;
  if (on === undefined) return { rule: { freq: 'WEEKLY', interval } };
  const days = weekdayList(on);
  return days ? { rule: { freq: 'WEEKLY', interval, byDay: days.map((weekday) => ({ weekday })) } } : undefined;
}

function monthly(interval: number, on: string | undefined): { rule: Rule } | undefined {
  if (interval < 1) return undefined;
  if (on === undefined) return { rule: { freq: 'MONTHLY', interval } };
  if (/^(?:letzten tag|last day|monatsende|end of the month)$/.test(on))
    return { rule: { freq: 'MONTHLY', interval, byMonthDay: [-1] } };
  const nth = /^(\S+)\s+(\S+)$/.exec(on);
  if (nth) {
    const ordinal = ORDINAL_WORDS[nth[1]!];
    const weekday = WEEKDAY_WORDS[nth[2]!];
    if (ordinal !== undefined && weekday !== undefined)
      return { rule: { freq: 'MONTHLY', interval, byDay: [{ weekday, ordinal }] } };
  }
  const day = /^(\d{1,2})(?:\.|st|nd|rd|th)?$/.exec(on);
  if (day && Number(day[1]) >= 1 && Number(day[1]) <= 31)
    return { rule: { freq: 'MONTHLY', interval, byMonthDay: [Number(day[1])] } };
  return undefined;
}

/**
 * Reads a frequency in plain German or English words, or an RRULE, with exceptions after
 * commas: "alle 2 Wochen am Montag, nicht im Dezember, nicht an Feiertagen".
 * "Werktäglich"/"on working days" is Monday to Friday without public holidays.
 */
export function parseFrequencyWords(input: string): WordsParse {
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, reason: 'The frequency is empty.' };
  if (/^(?:rrule:)?freq=/.test(text)) {
    const parsed = parseRrule(input);
    if (!parsed.ok) return { ok: false, reason: parsed.problem.detail };
    return { ok: true, schedule: { rrule: formatRrule(parsed.rule), rule: parsed.rule, exceptions: {} } };
  }
  const [first, ...rest] = text.split(/\s*[,;]\s*/);
  // "Mon, Wed and Fri": commas inside a list of weekdays belong to the main clause.
  let main = first!;
  while (rest.length > 0 && weekdayList(main) && weekdayList(rest[0]!)) main = `${main}, ${rest.shift()!}`;
  const clauses = rest;
  const base = ruleOf(main);
  if (base === undefined) return { ok: false, reason: `"${main}" is not a frequency this reader knows.` };
  if (base === null) {
    return clauses.length === 0
      ? { ok: true, schedule: null }
      : { ok: false, reason: 'An on-demand service has no schedule to make exceptions to.' };
  }
  const exceptions: CollectedExceptions = { months: [], weekdays: [] };
  if (base.skipHolidays) exceptions.skipHolidays = true;
  for (const clause of clauses) {
    if (!exceptionOf(clause, exceptions))
      return { ok: false, reason: `"${clause}" is not an exception this reader knows.` };
  }
  const result: Exceptions = {};
  if (exceptions.months.length > 0) result.months = [...new Set(exceptions.months)].sort((a, b) => a - b);
  if (exceptions.weekdays.length > 0) result.weekdays = [...new Set(exceptions.weekdays)].sort((a, b) => a - b);
  if (exceptions.skipHolidays) result.skipHolidays = true;
  return { ok: true, schedule: { rrule: formatRrule(base.rule), rule: base.rule, exceptions: result } };
}

const WEEKDAY_NAMES: Record<Language, string[]> = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const WEEKDAY_ADVERBS_DE = ['montags', 'dienstags', 'mittwochs', 'donnerstags', 'freitags', 'samstags', 'sonntags'];
const MONTH_NAMES: Record<Language, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}; // prettier-ignore

function list(items: string[], language: Language, or = false): string {
  if (items.length <= 1) return items.join('');
  const word = language === 'de' ? (or ? 'oder' : 'und') : or ? 'or' : 'and';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

function englishOrdinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function ordinalWord(ordinal: number, language: Language): string {
  if (language === 'de') {
    const words: Record<number, string> = { 1: 'ersten', 2: 'zweiten', 3: 'dritten', 4: 'vierten', 5: 'fünften', [-1]: 'letzten', [-2]: 'vorletzten' };
    return words[ordinal] ?? `${ordinal}.`;
  }
  const words: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', [-1]: 'last', [-2]: 'second to last' };
  return words[ordinal] ?? englishOrdinal(ordinal);
} // prettier-ignore

function monthDayWords(days: number[], language: Language): string {
  const one = (d: number) =>
    d === -1
      ? language === 'de'
        ? 'letzten Tag'
        : 'last day'
      : d < 0
        ? language === 'de'
          ? `${-d}.-letzten Tag`
          : `${englishOrdinal(-d)} to last day`
        : language === 'de'
          ? `${d}.`
          : englishOrdinal(d);
  return list(days.map(one), language);
}

function byDayWords(items: ByDay[], language: Language): string {
  return list(
    items.map((d) =>
      d.ordinal === undefined
        ? WEEKDAY_NAMES[language][d.weekday - 1]!
        : `${ordinalWord(d.ordinal, language)} ${WEEKDAY_NAMES[language][d.weekday - 1]}`,
    ),
    language,
  );
}

function isWorkingDays(items: ByDay[] | undefined): boolean {
  return (
    items !== undefined &&
    items.length === 5 &&
    [1, 2, 3, 4, 5].every((w) => items.some((d) => d.weekday === w && d.ordinal === undefined))
  );
}

function ruleWords(rule: Rule, language: Language): string {
  const de = language === 'de';
  const n = rule.interval;
  const inMonths = rule.byMonth?.length
    ? (de ? ' im ' : ' in ') +
      list(
        rule.byMonth.map((m) => MONTH_NAMES[language][m - 1]!),
        language,
      )
    : '';
  switch (rule.freq) {
    case 'DAILY': {
      const head = n === 1 ? (de ? 'täglich' : 'daily') : de ? `jeden ${n}. Tag` : `every ${englishOrdinal(n)} day`;
      return head + inMonths;
    }
    case 'WEEKLY': {
      const days = rule.byDay;
      if (n === 1 && isWorkingDays(days)) return (de ? 'montags bis freitags' : 'Monday to Friday') + inMonths;
      if (days === undefined || days.length === 0)
        return (n === 1 ? (de ? 'wöchentlich' : 'weekly') : de ? `alle ${n} Wochen` : `every ${n} weeks`) + inMonths;
      const names = byDayWords(days, language);
      if (n === 1) return (de ? `jeden ${names}` : `every ${names}`) + inMonths;
      if (days.length === 1) return (de ? `jeden ${n}. ${names}` : `every ${englishOrdinal(n)} ${names}`) + inMonths;
      return (de ? `alle ${n} Wochen am ${names}` : `every ${n} weeks on ${names}`) + inMonths;
    }
    case 'MONTHLY': {
      const head =
        n === 1
          ? de
            ? 'monatlich'
            : 'monthly'
          : n === 3
            ? de
              ? 'quartalsweise'
              : 'quarterly'
            : de
              ? `alle ${n} Monate`
              : `every ${n} months`;
      const on: string[] = [];
      if (rule.byMonthDay?.length) on.push(monthDayWords(rule.byMonthDay, language));
      if (rule.byDay?.length) on.push(byDayWords(rule.byDay, language));
      const at = on.length ? (de ? ` am ${on.join(', ')}` : ` on the ${on.join(', ')}`) : '';
      return head + at + inMonths;
    }
    case 'YEARLY': {
      const head = n === 1 ? (de ? 'jährlich' : 'yearly') : de ? `alle ${n} Jahre` : `every ${n} years`;
      const on: string[] = [];
      if (rule.byMonthDay?.length) on.push(monthDayWords(rule.byMonthDay, language));
      if (rule.byDay?.length) on.push(byDayWords(rule.byDay, language));
      const at = on.length ? (de ? ` am ${on.join(', ')}` : ` on the ${on.join(', ')}`) : '';
      return head + at + inMonths;
    }
  }
}

function dateWords(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return language === 'de' ? `${d}.${m}.${y}` : `${d} ${MONTH_NAMES.en[m - 1]!.slice(0, 3)} ${y}`;
}

/**
 * The rule and its exceptions as one sentence: "jeden 2. Montag, nicht im Dezember, nicht an
 * Feiertagen" / "every 2nd Monday, not in December, not on public holidays". null: on demand.
 */
export function describeSchedule(rule: Rule | null, exceptions: Exceptions, language: Language): string {
  const de = language === 'de';
  if (rule === null) return de ? 'bei Bedarf' : 'on demand';
  const parts = [ruleWords(rule, language)];
  if (exceptions.months?.length)
    parts.push(
      (de ? 'nicht im ' : 'not in ') +
        list(
          exceptions.months.map((m) => MONTH_NAMES[language][m - 1]!),
          language,
          !de,
        ),
    );
  if (exceptions.weekdays?.length)
    parts.push(
      de
        ? `nicht ${list(
            exceptions.weekdays.map((w) => WEEKDAY_ADVERBS_DE[w - 1]!),
            language,
            true,
          )}`
        : `not on ${list(
            exceptions.weekdays.map((w) => `${WEEKDAY_NAMES.en[w - 1]!}s`),
            language,
            true,
          )}`,
    );
  if (exceptions.dates?.length)
    parts.push(
      (de ? 'nicht am ' : 'not on ') +
        list(
          [...exceptions.dates].sort().map((d) => dateWords(d, language)),
          language,
          !de,
        ),
    );
  if (exceptions.skipHolidays) parts.push(de ? 'nicht an Feiertagen' : 'not on public holidays');
  return parts.join(', ');
}
