import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client.ts';
import { keys } from '../api/queries.ts';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDate } from '../lib/format.ts';
import { setSearch, useSearch } from '../router.tsx';

interface Entry {
  id: number;
  person: string;
  property: string;
  day: string;
  start: string;
  end: string | null;
  break_minutes: number;
  net_minutes: number | null;
  status: 'open' | 'recorded' | 'approved' | 'edited' | 'locked';
  flags: { clock_skew: boolean; long_open: boolean; break_rule: 'break_30_after_6h' | 'break_45_after_9h' | null };
}

const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** Monday of the week holding a day. */
function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const dow = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -dow);
}

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const TONE = {
  open: 'warning',
  recorded: 'neutral',
  approved: 'success',
  edited: 'neutral',
  locked: 'neutral',
} as const;

/** Time sheets: a week of everyone's entries, their flags, approving and locking. */
export function TimeSheetPage() {
  const params = useSearch();
  const from = mondayOf(params.get('week') ?? new Date().toISOString().slice(0, 10));
  const to = addDays(from, 6);
  const client = useQueryClient();
  const toast = useToast();
  const [locking, setLocking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sheet = useQuery({
    queryKey: ['time-sheet', from],
    queryFn: () => api.get<{ data: Entry[] }>(`/time-sheet?from=${from}&to=${to}`),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['time-sheet'] }),
      client.invalidateQueries({ queryKey: keys.audit }),
    ]);
  const entries = sheet.data?.data ?? [];
  const recorded = entries.filter((e) => e.status === 'recorded').map((e) => e.id);

  const approveAll = async () => {
    setError(null);
    try {
      const result = await api.post<{ approved: number }>('/time-sheet/approve', { ids: recorded });
      toast(t.timeSheet.approved(result.approved));
      await refresh();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={t.timeSheet.title}
        intro={t.timeSheet.intro}
        actions={
          <>
            <button type="button" className="button" disabled={recorded.length === 0} onClick={() => void approveAll()}>
              {t.timeSheet.approveAll}
            </button>
            <button type="button" className="button" onClick={() => setLocking(true)}>
              {t.timeSheet.lock}
            </button>
          </>
        }
      />
      <nav className="pagination" aria-label={t.timeSheet.title}>
        <button type="button" className="button button--small" onClick={() => setSearch({ week: addDays(from, -7) })}>
          {t.timeSheet.previousWeek}
        </button>
        <span className="pagination__text">{t.timeSheet.week(formatDate(from), formatDate(to))}</span>
        <button type="button" className="button button--small" onClick={() => setSearch({ week: addDays(from, 7) })}>
          {t.timeSheet.nextWeek}
        </button>
      </nav>
      <FormError error={error} />
      {sheet.isPending ? (
        <Loading />
      ) : sheet.isError ? (
        <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={t.timeSheet.empty} />
      ) : (
        <div className="table-wrap">
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t.timeSheet.columns.person}</th>
                <th scope="col">{t.timeSheet.columns.day}</th>
                <th scope="col">{t.timeSheet.columns.time}</th>
                <th scope="col">{t.timeSheet.columns.breaks}</th>
                <th scope="col">{t.timeSheet.columns.net}</th>
                <th scope="col">{t.timeSheet.columns.property}</th>
                <th scope="col">{t.timeSheet.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="cell-strong">
                    {entry.person}
                  </th>
                  <td data-label={t.timeSheet.columns.day}>{formatDate(entry.day)}</td>
                  <td data-label={t.timeSheet.columns.time}>
                    {entry.start}–{entry.end ?? '…'}
                  </td>
                  <td data-label={t.timeSheet.columns.breaks}>{hhmm(entry.break_minutes)}</td>
                  <td data-label={t.timeSheet.columns.net}>
                    {entry.net_minutes === null ? '–' : hhmm(entry.net_minutes)}
                  </td>
                  <td data-label={t.timeSheet.columns.property}>{entry.property}</td>
                  <td data-label={t.timeSheet.columns.status}>
                    <Badge tone={TONE[entry.status]}>{t.timeSheet.status[entry.status]}</Badge>
                    {entry.flags.break_rule ? (
                      <span className="muted small block">
                        {entry.flags.break_rule === 'break_45_after_9h'
                          ? t.timeSheet.breakRule45
                          : t.timeSheet.breakRule30}
                      </span>
                    ) : null}
                    {entry.flags.long_open ? <span className="muted small block">{t.timeSheet.longOpen}</span> : null}
                    {entry.flags.clock_skew ? <span className="muted small block">{t.timeSheet.clockSkew}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {locking ? (
        <ConfirmDialog
          title={t.timeSheet.lockTitle}
          confirmLabel={t.timeSheet.lock}
          tone="primary"
          onConfirm={async () => {
            await api.post('/time-locks', { from, to });
            toast(t.timeSheet.locked);
            await refresh();
          }}
          onClose={() => setLocking(false)}
        >
          <p>{t.timeSheet.lockText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
