import type { Recurrence, ScheduleKind, SchedulePeriod } from '../api/report-schedules.ts';
import { locale, t } from '../i18n/index.ts';
import { formatDate } from './format.ts';
import { weekdayNames } from './hours.ts';

// A report schedule in words, in the person's language: "Jeden Montag um 06:00",
// "On the last Friday of every month at 17:30", and the whole sentence with what goes to whom.

/** The ISO weekday (1 Monday … 7 Sunday) as the locale writes it in full: "Montag", "Monday". */
export function weekdayName(isoDay: number): string {
  return weekdayNames()[isoDay - 1]?.long ?? String(isoDay);
}

/** "Monday, Wednesday and Friday" / "Montag, Mittwoch und Freitag". */
function listOfDays(days: readonly number[]): string {
  const names = [...new Set(days)].sort((a, b) => a - b).map(weekdayName);
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(names);
}

/** When a recurrence sends, in words: "Jeden Montag um 06:00". */
export function describeRecurrence(recurrence: Recurrence): string {
  const words = t.reportSchedules.when;
  const { time } = recurrence;
  switch (recurrence.frequency) {
    case 'daily':
      return words.daily(time);
    case 'weekly': {
      const days = recurrence.weekdays ?? [];
      return new Set(days).size === 7 ? words.daily(time) : words.weekly(listOfDays(days), time);
    }
    case 'monthly':
      return recurrence.nth_weekday
        ? words.monthlyNth(recurrence.nth_weekday.which, weekdayName(recurrence.nth_weekday.weekday), time)
        : words.monthlyDay(recurrence.day_of_month ?? 1, time);
  }
}

/** The whole schedule in one sentence: "Jeden Montag um 06:00 gehen die Meldungen der Vorwoche an 3 Empfänger." */
export function describeSchedule(schedule: {
  kind: ScheduleKind;
  recurrence: Recurrence;
  period: SchedulePeriod;
  recipientCount: number;
}): string {
  return t.reportSchedules.sentence(
    describeRecurrence(schedule.recurrence),
    schedule.kind,
    t.reportSchedules.periodPhrase[schedule.period],
    schedule.recipientCount,
  );
}

/** "Vom 1. Dez. 2026 bis zum 31. Dez. 2027." or "Ab 1. Dez. 2026, ohne Ende." */
export function describeSpan(startsOn: string, endsOn: string | null): string {
  return t.reportSchedules.span(formatDate(startsOn), endsOn ? formatDate(endsOn) : null);
}

/** The period a recurrence most naturally reports on: the day, week or month just ended. */
export function naturalPeriod(frequency: Recurrence['frequency']): SchedulePeriod {
  return frequency === 'daily' ? 'previous_day' : frequency === 'weekly' ? 'previous_week' : 'previous_month';
}

/** An instant in a given zone with its zone's short name: "30. Nov. 2026, 06:00 MEZ". */
export function formatInZone(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}
