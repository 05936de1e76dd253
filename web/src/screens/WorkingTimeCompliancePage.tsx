import { useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '../api/client.ts';
import type { PortalResponse } from '../api/contract.ts';
import { useTimePeople } from '../api/queries.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { EmptyState, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { language, t } from '../i18n/index.ts';
import { monthOf } from '../lib/days.ts';
import { formatDate, formatDateTime, today } from '../lib/format.ts';
import { Link, setSearch, useSearch } from '../router.tsx';

type Report = PortalResponse<'/time-sheet/compliance', 'get'>;
type Finding = Report['people'][number]['findings'][number];

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

function foundText(finding: Finding): string {
  const words = t.workingTimeCompliance.found;
  switch (finding.rule) {
    case 'daily_max':
      return words.daily_max(hhmm(finding.actual_minutes));
    case 'breaks':
      return words.breaks(finding.actual_minutes, finding.limit_minutes);
    case 'stretch':
      return words.stretch(hhmm(finding.actual_minutes));
    case 'rest':
      return words.rest(hhmm(finding.actual_minutes));
    case 'sunday':
      return words.sunday;
    case 'holiday':
      return words.holiday;
    case 'late_record':
      return finding.recorded === null
        ? ''
        : words.lateRecord(finding.recorded.by ?? t.workingTimeCompliance.someone, formatDateTime(finding.recorded.at));
  }
}

const SETTINGS = ['max_daily', 'breaks', 'rest', 'sunday_holiday', 'late_record'] as const;

/**
 * The working-time compliance report: each rule finding of a period per person and day,
 * with the rule's mode, overrides with their reason and late records; each day links to
 * the time sheet to correct it, and the same report comes as a PDF.
 */
export function WorkingTimeCompliancePage() {
  const params = useSearch();
  const month = monthOf(today());
  const from = params.get('from') ?? month.from;
  const to = params.get('to') ?? month.to;
  const person = params.get('person') ?? '';
  const w = t.workingTimeCompliance;
  const query = new URLSearchParams({ from, to });
  if (person) query.set('account_id', person);
  const report = useQuery({
    queryKey: ['working-time-compliance', query.toString()],
    queryFn: () => api.get<Report>(`/time-sheet/compliance?${query.toString()}`),
    enabled: from <= to,
  });
  const people = useTimePeople();
  const pdfQuery = new URLSearchParams(query);
  pdfQuery.set('language', language);
  const data = report.data;
  return (
    <>
      <PageHeader
        title={w.title}
        intro={w.intro}
        actions={
          <a
            className="button"
            href={`${API_BASE}/time-sheet/compliance/pdf?${pdfQuery.toString()}`}
            target="_blank"
            rel="noreferrer"
          >
            {w.pdf}
          </a>
        }
      />
      <div className="toolbar">
        <TextField label={w.from} type="date" value={from} onChange={(value) => value && setSearch({ from: value })} />
        <TextField label={w.to} type="date" value={to} onChange={(value) => value && setSearch({ to: value })} />
        <SelectField
          label={w.person}
          value={person}
          onChange={(value) => setSearch({ person: value || undefined })}
          options={[
            { value: '', label: w.everyone },
            ...(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
      </div>
      {data ? (
        <p className="muted small">
          {w.modes}: {SETTINGS.map((s) => `${w.settings[s]} ${w.modeNames[data.modes[s]]}`).join(' · ')}
        </p>
      ) : null}
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : data!.people.length === 0 ? (
        <EmptyState title={w.empty} />
      ) : (
        data!.people.map((p) => (
          <section key={p.account_id} className="compliance-person">
            <h2>{p.person}</h2>
            <p className="muted small">
              {w.totals}:{' '}
              {p.totals.map((total) => w.total(w.rules[total.rule], total.findings, total.overridden)).join(' · ')}
            </p>
            <div className="table-wrap">
              <table className="table table--stack">
                <thead>
                  <tr>
                    <th scope="col">{w.columns.day}</th>
                    <th scope="col">{w.columns.rule}</th>
                    <th scope="col">{w.columns.found}</th>
                    <th scope="col">{w.columns.mode}</th>
                    <th scope="col">{w.columns.override}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.findings.map((finding) => (
                    <tr key={`${finding.rule}-${finding.day}-${finding.entry_ids.join(',')}`}>
                      <th scope="row" className="cell-strong">
                        <Link to={`/time-sheets?at=${finding.day}&person=${p.account_id}`} title={w.openDay}>
                          {formatDate(finding.day)}
                        </Link>
                      </th>
                      <td data-label={w.columns.rule}>{w.rules[finding.rule]}</td>
                      <td data-label={w.columns.found}>{foundText(finding)}</td>
                      <td data-label={w.columns.mode}>{w.modeNames[finding.mode]}</td>
                      <td data-label={w.columns.override}>
                        {finding.override === null ? (
                          '–'
                        ) : (
                          <div>
                            {w.overriddenBy(finding.override.by ?? w.someone, formatDateTime(finding.override.at))}
                            <span className="muted small block">{finding.override.reason}</span>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
    </>
  );
}
