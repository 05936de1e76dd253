import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, ApiError } from '../api/client.ts';
import type { PortalBody, PortalResponse } from '../api/contract.ts';
import { keys, useCan, useProperties, useTimePeople, useUser } from '../api/queries.ts';
import type {
  ExportPerson as Person,
  TimeLock as Lock,
  TimeSheetEntry as Entry,
  TimeSheetRevision as Revision,
} from '../api/types.ts';
import { Dialog } from '../components/Dialog.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { addDays, mondayOf, monthOf } from '../lib/days.ts';
import { formatDate, formatDateTime, today, formatTime } from '../lib/format.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, requiredError } from '../lib/validation.ts';
import { setSearch, useSearch } from '../router.tsx';
import { ruleText } from '../lib/rule-text.ts';

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

// HH:MM, or HH:MM:SS as the time sheet shows a phone's time (saved unchanged, it stays).
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const TONE = {
  open: 'warning',
  recorded: 'neutral',
  approved: 'success',
  edited: 'neutral',
  locked: 'neutral',
} as const;

const sheetKey = ['time-sheet'] as const;
const locksKey = ['time-locks'] as const;

/**
 * Time sheets: everyone's entries of a week or a month (or one person's, one property's),
 * their flags; adding, correcting and deleting entries with a reason; approving; locking
 * the period and, for admins, unlocking one with a reason.
 */
export function TimeSheetPage() {
  const params = useSearch();
  const can = useCan();
  const me = useUser();
  const month = params.get('period') === 'month';
  const anchor = params.get('at') ?? params.get('week') ?? today();
  const { from, to } = month ? monthOf(anchor) : { from: mondayOf(anchor), to: addDays(mondayOf(anchor), 6) };
  const personFilter = params.get('person') ?? '';
  const propertyFilter = params.get('property') ?? '';
  const client = useQueryClient();
  const toast = useToast();
  const [locking, setLocking] = useState(false);
  const [editing, setEditing] = useState<{ entry?: Entry } | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [history, setHistory] = useState<Entry | null>(null);
  const [unlocking, setUnlocking] = useState<Lock | null>(null);
  const [error, setError] = useState<unknown>(null);

  const query = new URLSearchParams({ from, to });
  if (personFilter) query.set('account_id', personFilter);
  if (propertyFilter) query.set('property_id', propertyFilter);
  const sheet = useQuery({
    queryKey: [...sheetKey, query.toString()],
    queryFn: () => api.get<PortalResponse<'/time-sheet', 'get'>>(`/time-sheet?${query.toString()}`),
  });
  const people = useTimePeople();
  const properties = useProperties('', true);
  const locks = useQuery({
    queryKey: locksKey,
    queryFn: () => api.get<PortalResponse<'/time-locks', 'get'>>('/time-locks'),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sheetKey }),
      client.invalidateQueries({ queryKey: locksKey }),
      client.invalidateQueries({ queryKey: keys.audit }),
    ]);
  const entries = sheet.data?.data ?? [];
  // Nobody approves their own time (the server refuses it): "approve all" leaves it out.
  const approvable = entries
    .filter((e) => (e.status === 'recorded' || e.status === 'edited') && e.account_id !== me.account_id)
    .map((e) => e.id);
  const totalMinutes = entries.reduce((sum, e) => sum + (e.net_minutes ?? 0), 0);
  const overlapping = (locks.data?.data ?? []).filter((lock) => lock.from <= to && lock.to >= from);

  const [confirmingApproval, setConfirmingApproval] = useState<number | null>(null);
  // Asked first (with the count): the dialog shows a refusal in place.
  const approveAll = async () => {
    setError(null);
    const result = await api.post<PortalResponse<'/time-sheet/approve', 'post'>>('/time-sheet/approve', {
      ids: approvable,
    } satisfies PortalBody<'/time-sheet/approve', 'post'>);
    toast(t.timeSheet.approved(result.approved));
    await refresh();
  };

  const step = (direction: 1 | -1) => {
    if (!month) return setSearch({ at: addDays(from, 7 * direction), week: undefined });
    const [y, m] = from.split('-').map(Number) as [number, number];
    return setSearch({ at: new Date(Date.UTC(y, m - 1 + direction, 1)).toISOString().slice(0, 10), week: undefined });
  };
  const periodLabel = month
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${from}T00:00:00Z`),
      )
    : t.timeSheet.week(formatDate(from), formatDate(to));

  return (
    <>
      <PageHeader
        title={t.timeSheet.title}
        intro={t.timeSheet.intro}
        actions={
          <>
            <button type="button" className="button" onClick={() => setEditing({})}>
              {t.timeSheet.add}
            </button>
            <button
              type="button"
              className="button"
              disabled={approvable.length === 0}
              onClick={() => setConfirmingApproval(approvable.length)}
            >
              {t.timeSheet.approveAll}
            </button>
            {confirmingApproval !== null ? (
              <ConfirmDialog
                title={t.timeSheet.approveAllTitle(confirmingApproval)}
                confirmLabel={t.timeSheet.approveAllConfirm(confirmingApproval)}
                tone="primary"
                onConfirm={approveAll}
                onClose={() => setConfirmingApproval(null)}
              >
                <p>{t.timeSheet.approveAllText}</p>
              </ConfirmDialog>
            ) : null}
            <button type="button" className="button" onClick={() => setLocking(true)}>
              {month ? t.timeSheet.lockMonth : t.timeSheet.lock}
            </button>
          </>
        }
      />
      <div className="toolbar">
        <div className="segmented" role="group" aria-label={t.timeSheet.periodLabel}>
          <button
            type="button"
            className={`button button--small${month ? '' : ' is-active'}`}
            aria-pressed={!month}
            onClick={() => setSearch({ period: undefined, at: from, week: undefined })}
          >
            {t.timeSheet.byWeek}
          </button>
          <button
            type="button"
            className={`button button--small${month ? ' is-active' : ''}`}
            aria-pressed={month}
            onClick={() => setSearch({ period: 'month', at: from, week: undefined })}
          >
            {t.timeSheet.byMonth}
          </button>
        </div>
        <SelectField
          label={t.timeSheet.personFilter}
          value={personFilter}
          onChange={(value) => setSearch({ person: value || undefined })}
          options={[
            { value: '', label: t.timeSheet.everyone },
            ...(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <SelectField
          label={t.timeSheet.propertyFilter}
          value={propertyFilter}
          onChange={(value) => setSearch({ property: value || undefined })}
          options={[
            { value: '', label: t.timeSheet.allProperties },
            ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
      </div>
      <nav className="pagination" aria-label={t.timeSheet.periodLabel}>
        <button type="button" className="button button--small" onClick={() => step(-1)}>
          {month ? t.timeSheet.previousMonth : t.timeSheet.previousWeek}
        </button>
        <span className="pagination__text">{periodLabel}</span>
        <button type="button" className="button button--small" onClick={() => step(1)}>
          {month ? t.timeSheet.nextMonth : t.timeSheet.nextWeek}
        </button>
      </nav>
      {overlapping.length > 0 ? (
        <p className="muted small">
          {overlapping.map((lock) => (
            <span key={lock.id} className="block">
              {t.timeSheet.lockedPeriod(formatDate(lock.from), formatDate(lock.to), lock.locked_by ?? t.audit.someone)}{' '}
              {can('time.unlock') ? (
                <button type="button" className="button button--link" onClick={() => setUnlocking(lock)}>
                  {t.timeSheet.unlock}
                </button>
              ) : null}
            </span>
          ))}
        </p>
      ) : null}
      <FormError error={error} />
      {sheet.isPending ? (
        <Loading />
      ) : sheet.isError ? (
        <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={month ? t.timeSheet.emptyMonth : t.timeSheet.empty} />
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
                <th scope="col">
                  <span className="visually-hidden">{t.timeSheet.columns.actions}</span>
                </th>
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
                    <div>
                      {entry.start}–{entry.end ?? '…'}
                      {entry.note ? <span className="muted small block">{entry.note}</span> : null}
                    </div>
                  </td>
                  <td data-label={t.timeSheet.columns.breaks}>{hhmm(entry.break_minutes)}</td>
                  <td data-label={t.timeSheet.columns.net}>
                    {entry.net_minutes === null ? '–' : hhmm(entry.net_minutes)}
                  </td>
                  <td data-label={t.timeSheet.columns.property}>{entry.property}</td>
                  <td data-label={t.timeSheet.columns.status}>
                    <div>
                      <Badge tone={TONE[entry.status]}>{t.timeSheet.status[entry.status]}</Badge>
                      {entry.edited_by ? (
                        <span className="muted small block">{t.timeSheet.editedBy(entry.edited_by)}</span>
                      ) : null}
                      {entry.flags.rules.map((finding) => (
                        <span key={finding.rule} className="time-rule small block">
                          {ruleText(finding)}
                        </span>
                      ))}
                      {entry.flags.late_record ? (
                        <span className="time-rule small block">
                          {t.timeSheet.lateRecord(
                            entry.flags.late_record.by ?? t.timeSheet.someone,
                            formatDateTime(entry.flags.late_record.at),
                          )}
                        </span>
                      ) : null}
                      {entry.flags.long_open ? <span className="muted small block">{t.timeSheet.longOpen}</span> : null}
                      {entry.flags.end_missing ? (
                        <span className="muted small block">{t.timeSheet.endMissing}</span>
                      ) : null}
                      {entry.flags.clock_skew ? (
                        <span className="muted small block">{t.timeSheet.clockSkew}</span>
                      ) : null}
                    </div>
                  </td>
                  <td className="table__actions">
                    {entry.status !== 'locked' ? (
                      <>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t.timeSheet.editEntryOf(entry.person, formatDate(entry.day))}
                          onClick={() => setEditing({ entry })}
                        >
                          {t.timeSheet.edit}
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t.timeSheet.deleteEntryOf(entry.person, formatDate(entry.day))}
                          onClick={() => setDeleting(entry)}
                        >
                          {t.timeSheet.delete}
                        </button>
                      </>
                    ) : null}
                    {entry.edited_by ? (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t.timeSheet.historyOf(entry.person, formatDate(entry.day))}
                        onClick={() => setHistory(entry)}
                      >
                        {t.timeSheet.history}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t.timeSheet.total(entries.length)}
                </th>
                <td data-label={t.timeSheet.columns.net} className="cell-strong">
                  {hhmm(totalMinutes)}
                </td>
                <td colSpan={3} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {editing ? (
        <EntryDialog
          entry={editing.entry}
          people={people.data ?? []}
          properties={(properties.data ?? []).filter((p) => !p.archived || p.id === editing.entry?.property_id)}
          defaultDay={from <= today() && today() <= to ? today() : from}
          onSaved={async (message) => {
            toast(message);
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ReasonDialog
          title={t.timeSheet.deleteTitle}
          text={t.timeSheet.deleteText(deleting.person, formatDate(deleting.day), deleting.start)}
          confirmLabel={t.timeSheet.delete}
          tone="danger"
          onConfirm={async (reason) => {
            await api.delete(`/time-sheet/entries/${deleting.id}`, {
              reason,
            } satisfies PortalBody<'/time-sheet/entries/{id}', 'delete'>);
            toast(t.timeSheet.deleted);
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
      {unlocking ? (
        <ReasonDialog
          title={t.timeSheet.unlockTitle}
          text={t.timeSheet.unlockText(formatDate(unlocking.from), formatDate(unlocking.to))}
          confirmLabel={t.timeSheet.unlock}
          tone="primary"
          onConfirm={async (reason) => {
            await api.post(`/time-locks/${unlocking.id}/unlock`, {
              reason,
            } satisfies PortalBody<'/time-locks/{id}/unlock', 'post'>);
            toast(t.timeSheet.unlocked);
            await refresh();
          }}
          onClose={() => setUnlocking(null)}
        />
      ) : null}
      {history ? (
        <HistoryDialog entry={history} properties={properties.data ?? []} onClose={() => setHistory(null)} />
      ) : null}
      {locking ? (
        <ConfirmDialog
          title={month ? t.timeSheet.lockMonthTitle : t.timeSheet.lockTitle}
          confirmLabel={month ? t.timeSheet.lockMonth : t.timeSheet.lock}
          tone="primary"
          onConfirm={async () => {
            await api.post('/time-locks', { from, to } satisfies PortalBody<'/time-locks', 'post'>);
            toast(month ? t.timeSheet.lockedMonth : t.timeSheet.locked);
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

/** Asks for the reason a change needs, and sends it. */
function ReasonDialog({
  title,
  text,
  confirmLabel,
  tone,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formRef = useFocusInvalid(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ '/reason': reasonError(reason) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    onConfirm(reason.trim()).then(onClose, (error: unknown) => {
      setPending(false);
      setFailure(error);
      setErrors(fieldErrors(error));
    });
  };
  return (
    <Dialog title={title} onClose={onClose} size="small" dirty={reason.trim() !== ''}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <p className="dialog__text">{text}</p>
        <TextField
          label={t.timeSheet.reason}
          hint={t.timeSheet.reasonHint}
          value={reason}
          onChange={setReason}
          error={errors['/reason']}
          maxLength={500}
          required
          autoFocusFirst
        />
        <FormError error={failure} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className={`button button--${tone}`} disabled={pending}>
            {pending ? t.common.saving : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function reasonError(reason: string): string | undefined {
  return requiredError(reason.trim()) ?? (reason.trim().length < 3 ? t.timeSheet.reasonTooShort : undefined);
}

/** Adds an entry for a person, or corrects one: times in the organisation's zone, breaks, note, and why. */
function EntryDialog({
  entry,
  people,
  properties,
  defaultDay,
  onSaved,
  onClose,
}: {
  entry?: Entry | undefined;
  people: Person[];
  properties: { id: number; name: string }[];
  defaultDay: string;
  onSaved: (message: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => ({
    account_id: entry ? String(entry.account_id) : '',
    property_id: entry ? String(entry.property_id) : '',
    day: entry?.day ?? defaultDay,
    start: entry?.start ?? '',
    end: entry?.end ?? '',
    note: entry?.note ?? '',
    reason: '',
    override_reason: '',
  }));
  const [breaks, setBreaks] = useState(() =>
    (entry?.breaks ?? []).filter((b) => b.end !== null).map((b) => ({ start: b.start, end: b.end ?? '' })),
  );
  const runningBreak = entry?.breaks.some((b) => b.end === null) ?? false;
  const [initial] = useState(() => JSON.stringify({ form, breaks }));
  const dirty = JSON.stringify({ form, breaks }) !== initial;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formRef = useFocusInvalid(errors);
  // Refused by a working-time rule set to block: the office may save anyway, with a reason.
  const blocked = failure instanceof ApiError && failure.code === 'working_time_rule_blocked';
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const timeError = (value: string, required: boolean) =>
    value === '' ? (required ? t.validation.required : undefined) : TIME.test(value) ? undefined : t.timeSheet.badTime;
  const overnight = form.end !== '' && form.start !== '' && form.end <= form.start;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/account_id': entry ? undefined : requiredError(form.account_id),
      '/property_id': requiredError(form.property_id),
      '/day': requiredError(form.day),
      '/start': timeError(form.start, true),
      // A running shift may stay running; a new entry needs its end.
      '/end': timeError(form.end, !entry || entry.end !== null),
      '/reason': reasonError(form.reason),
      ...Object.fromEntries(
        breaks.flatMap((b, i) => [
          [`/breaks/${i}/start`, timeError(b.start, true)],
          [`/breaks/${i}/end`, timeError(b.end, true)],
        ]),
      ),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      property_id: Number(form.property_id),
      day: form.day,
      start: form.start,
      end: form.end === '' ? null : form.end,
      breaks,
      note: form.note.trim() || null,
      reason: form.reason.trim(),
      ...(blocked && form.override_reason.trim() !== '' ? { override_reason: form.override_reason.trim() } : {}),
    } satisfies PortalBody<'/time-sheet/entries/{id}', 'patch'>;
    setPending(true);
    setFailure(null);
    const sent = entry
      ? api.patch(`/time-sheet/entries/${entry.id}`, runningBreak && breaks.length === 0 ? omitBreaks(body) : body)
      : api.post('/time-sheet/entries', {
          ...body,
          end: form.end, // required above for a new entry
          account_id: Number(form.account_id),
        } satisfies PortalBody<'/time-sheet/entries', 'post'>);
    sent
      .then(() => onSaved(entry ? t.timeSheet.saved : t.timeSheet.added))
      .then(onClose, (error: unknown) => {
        setPending(false);
        setFailure(error);
        setErrors(fieldErrors(error));
      });
  };

  return (
    <Dialog title={entry ? t.timeSheet.editTitle : t.timeSheet.addTitle} onClose={onClose} dirty={dirty}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        {entry ? (
          <p className="dialog__text">{t.timeSheet.entryOf(entry.person)}</p>
        ) : (
          <SelectField
            label={t.timeSheet.columns.person}
            value={form.account_id}
            onChange={set('account_id')}
            error={errors['/account_id']}
            options={[
              { value: '', label: t.timeSheet.choose },
              ...people.filter((p) => p.active).map((p) => ({ value: String(p.id), label: p.name })),
            ]}
            required
          />
        )}
        <SelectField
          label={t.timeSheet.columns.property}
          value={form.property_id}
          onChange={set('property_id')}
          error={errors['/property_id']}
          options={[
            { value: '', label: t.timeSheet.choose },
            ...properties.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          required
        />
        <div className="form-row">
          <TextField
            label={t.timeSheet.columns.day}
            type="date"
            value={form.day}
            onChange={set('day')}
            error={errors['/day']}
            required
          />
          <TextField
            label={t.timeSheet.start}
            type="time"
            value={form.start}
            onChange={set('start')}
            error={errors['/start']}
            required
          />
          <TextField
            label={t.timeSheet.end}
            type="time"
            value={form.end}
            onChange={set('end')}
            error={errors['/end']}
            hint={overnight ? t.timeSheet.endNextDay : undefined}
            optional={entry !== undefined && entry.end === null}
          />
        </div>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t.timeSheet.breaksLegend}</legend>
          {runningBreak ? <p className="muted small">{t.timeSheet.runningBreak}</p> : null}
          {breaks.map((b, i) => (
            <div className="form-row form-row--end" key={i}>
              <TextField
                label={t.timeSheet.breakFrom(i + 1)}
                type="time"
                value={b.start}
                onChange={(value) => setBreaks((all) => all.map((x, j) => (j === i ? { ...x, start: value } : x)))}
                error={errors[`/breaks/${i}/start`]}
                required
              />
              <TextField
                label={t.timeSheet.breakTo(i + 1)}
                type="time"
                value={b.end}
                onChange={(value) => setBreaks((all) => all.map((x, j) => (j === i ? { ...x, end: value } : x)))}
                error={errors[`/breaks/${i}/end`]}
                required
              />
              <button
                type="button"
                className="button button--small"
                onClick={() => setBreaks((all) => all.filter((_, j) => j !== i))}
              >
                {t.timeSheet.removeBreak}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--small"
            onClick={() => setBreaks((all) => [...all, { start: '', end: '' }])}
            disabled={breaks.length >= 20}
          >
            {t.timeSheet.addBreak}
          </button>
        </fieldset>
        <TextField label={t.timeSheet.note} value={form.note} onChange={set('note')} maxLength={1000} optional />
        <TextField
          label={t.timeSheet.reason}
          hint={t.timeSheet.reasonHint}
          value={form.reason}
          onChange={set('reason')}
          error={errors['/reason']}
          maxLength={500}
          required
        />
        {blocked ? (
          <TextField
            label={t.timeSheet.overrideReason}
            hint={t.timeSheet.overrideReasonHint}
            value={form.override_reason}
            onChange={set('override_reason')}
            maxLength={500}
            required
          />
        ) : null}
        <FormError error={failure} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.common.saving : entry ? t.common.save : t.timeSheet.add}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The body without its breaks: a running break is then kept by the server. */
function omitBreaks<T extends { breaks: unknown }>(body: T): Omit<T, 'breaks'> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'breaks')) as Omit<T, 'breaks'>;
}

/** An entry's history: who changed what, when and why. */
function HistoryDialog({
  entry,
  properties,
  onClose,
}: {
  entry: Entry;
  properties: { id: number; name: string }[];
  onClose: () => void;
}) {
  const history = useQuery({
    queryKey: [...sheetKey, 'history', entry.id],
    queryFn: () =>
      api.get<PortalResponse<'/time-sheet/entries/{id}/history', 'get'>>(`/time-sheet/entries/${entry.id}/history`),
  });
  const describe = (s: Revision['before']) => {
    if (!s) return '–';
    const start = Date.parse(s.started_at);
    const times = `${formatDate(s.started_at)} ${formatTime(start)}–${s.ended_at ? formatTime(Date.parse(s.ended_at)) : '…'}`;
    const breakMinutes = s.breaks.reduce(
      (sum, b) => sum + (b.ended_at ? (Date.parse(b.ended_at) - Date.parse(b.started_at)) / 60_000 : 0),
      0,
    );
    const place = properties.find((p) => p.id === s.property_id)?.name ?? '';
    return [times, t.timeSheet.breakShort(hhmm(Math.round(breakMinutes))), place].filter(Boolean).join(' · ');
  };
  return (
    <Dialog title={t.timeSheet.historyTitle(entry.person, formatDate(entry.day))} onClose={onClose} size="large">
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <ol className="timeline">
          {history.data.data.map((revision) => (
            <li key={revision.id} className="timeline__item">
              <p className="cell-strong">
                {t.timeSheet.revision[revision.action]} · {revision.actor ?? t.audit.someone} ·{' '}
                {formatDateTime(revision.at)}
              </p>
              <p>
                {t.timeSheet.reason}: {revision.reason}
              </p>
              {revision.before ? (
                <p className="muted small">
                  {t.timeSheet.before}: {describe(revision.before)}
                </p>
              ) : null}
              {revision.after ? (
                <p className="muted small">
                  {t.timeSheet.after}: {describe(revision.after)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {t.common.close}
        </button>
      </div>
    </Dialog>
  );
}
