import { useState } from 'react';
import { ReportButton } from '../components/ReportButton.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { t } from '../i18n/index.ts';
import { addDays, CALENDAR_DAY, daysBetween, mondayOf, monthOf } from '../lib/days.ts';
import { formatDate } from '../lib/format.ts';
import './PatrolPeriodReport.css';

type Span = 'day' | 'week' | 'month' | 'custom';
const SPANS: readonly Span[] = ['day', 'week', 'month', 'custom'];
/** As the server allows: a month at most. */
const MAX_DAYS = 31;

function periodOf(span: Span, day: string, custom: { from: string; to: string }) {
  switch (span) {
    case 'day':
      return { from: day, to: day };
    case 'week':
      return { from: mondayOf(day), to: addDays(mondayOf(day), 6) };
    case 'month':
      return monthOf(day);
    case 'custom':
      return custom;
  }
}

/**
 * The PDF patrol report of a property for a period: the day on screen, its week (Monday to
 * Sunday), its month, or any days from–to; the summary, every round and missed slot, then
 * each round. Days are the organisation's, as on the screen.
 */
export function PatrolPeriodReport({ propertyId, day }: { propertyId: number; day: string }) {
  const [span, setSpan] = useState<Span>('week');
  const [custom, setCustom] = useState({ from: day, to: day });
  const period = periodOf(span, day, custom);
  const complete = CALENDAR_DAY.test(period.from) && CALENDAR_DAY.test(period.to);
  const error = !complete
    ? undefined
    : period.to < period.from
      ? t.patrolReport.toBeforeFrom
      : daysBetween(period.from, period.to) > MAX_DAYS
        ? t.patrolReport.tooLong(MAX_DAYS)
        : undefined;
  return (
    <section
      className="patrol-period-report"
      aria-labelledby="patrol-period-report-title"
      data-testid="patrol-period-report"
    >
      <h2 id="patrol-period-report-title">{t.patrolReport.title}</h2>
      <p className="muted small">{t.patrolReport.intro}</p>
      <div className="patrol-period-report__form">
        <SelectField
          label={t.patrolReport.span}
          value={span}
          onChange={(value) => setSpan(SPANS.find((s) => s === value) ?? 'week')}
          options={SPANS.map((s) => ({ value: s, label: t.patrolReport.spans[s] }))}
        />
        {span === 'custom' ? (
          <>
            <TextField
              label={t.patrolReport.from}
              type="date"
              value={custom.from}
              onChange={(from) => setCustom((current) => ({ ...current, from }))}
            />
            <TextField
              label={t.patrolReport.to}
              type="date"
              value={custom.to}
              min={custom.from}
              error={error}
              onChange={(to) => setCustom((current) => ({ ...current, to }))}
            />
          </>
        ) : (
          <p className="patrol-period-report__range">
            {period.from === period.to
              ? formatDate(period.from)
              : t.patrolReport.range(formatDate(period.from), formatDate(period.to))}
          </p>
        )}
        <ReportButton
          key={`${period.from}/${period.to}`}
          kind="patrol_period"
          subjectId={propertyId}
          period={period}
          disabled={!complete || error !== undefined}
        />
      </div>
    </section>
  );
}
