import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { type Absence, type AbsenceKind, type AbsenceMonth, payrollEndpoints, payrollKeys } from '../api/payroll.ts';
import { keys } from '../api/queries.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { compact } from '../lib/validation.ts';
import { setSearch, useSearch } from '../router.tsx';

const KINDS: AbsenceKind[] = ['vacation', 'sick', 'other'];

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The month of `?month=YYYY-MM`, else this one: its first and last day and the days between. */
function monthOf(param: string | null) {
  const match = /^(\d{4})-(\d{2})$/.exec(param ?? '');
  const [year, month] = match
    ? [Number(match[1]), Number(match[2])]
    : [Number(today().slice(0, 4)), Number(today().slice(5, 7))];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length: last }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
  const shift = (n: number) => {
    const date = new Date(Date.UTC(year, month - 1 + n, 1));
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  };
  return { key: `${year}-${pad(month)}`, from: days[0] ?? '', to: days[days.length - 1] ?? '', days, shift };
}

/** Monday = 1 … Sunday = 64, as the work-day masks count. */
const dayBit = (day: string) => 1 << ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7);

function monthTitle(day: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const weekdayShort = (day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const codeOf = (month: AbsenceMonth, absence: Absence) => `${month.codes[absence.kind]}${absence.half_day ? '½' : ''}`;

/** Absences: a month of everyone's vacation, sickness and other absences, with holidays and free days. */
export function AbsencesPage() {
  const params = useSearch();
  const month = monthOf(params.get('month'));
  const wide = useMediaQuery('(min-width: 760px)');
  const client = useQueryClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ absence: Absence; name: string } | null>(null);
  const data = useQuery({
    queryKey: [...payrollKeys.absences, month.from, month.to],
    queryFn: () => payrollEndpoints.absences(month.from, month.to),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: payrollKeys.absences }),
      client.invalidateQueries({ queryKey: keys.audit }),
    ]);

  return (
    <>
      <PageHeader
        title={t.absences.title}
        intro={t.absences.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t.absences.add}
          </button>
        }
      />
      <nav className="pagination" aria-label={t.absences.monthLabel}>
        <button type="button" className="button button--small" onClick={() => setSearch({ month: month.shift(-1) })}>
          {t.absences.previousMonth}
        </button>
        <span className="pagination__text">{monthTitle(month.from)}</span>
        <button type="button" className="button button--small" onClick={() => setSearch({ month: month.shift(1) })}>
          {t.absences.nextMonth}
        </button>
      </nav>
      {data.isPending ? (
        <Loading />
      ) : data.isError ? (
        <LoadError error={data.error} onRetry={() => void data.refetch()} />
      ) : data.data.people.length === 0 ? (
        <EmptyState title={t.absences.empty} />
      ) : (
        <>
          <Legend month={data.data} />
          {wide ? (
            <MonthGrid
              month={data.data}
              days={month.days}
              onRemove={(absence, name) => setRemoving({ absence, name })}
            />
          ) : (
            <PeopleList month={data.data} onRemove={(absence, name) => setRemoving({ absence, name })} />
          )}
        </>
      )}
      {adding && data.data ? (
        <AddAbsenceDialog
          people={data.data.people}
          defaultDay={today().startsWith(month.key) ? today() : month.from}
          onClose={() => setAdding(false)}
          onAdded={async (days) => {
            toast(t.absences.recorded(days));
            setAdding(false);
            await refresh();
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t.absences.removeTitle}
          confirmLabel={t.absences.remove}
          onConfirm={async () => {
            try {
              await payrollEndpoints.removeAbsence(removing.absence.id);
            } catch (failure) {
              throw lockedInWords(failure);
            }
            toast(t.absences.removed);
            await refresh();
          }}
          onClose={() => setRemoving(null)}
        >
          <p>
            {t.absences.removeText(
              removing.name,
              t.absences.kinds[removing.absence.kind],
              formatDate(removing.absence.day),
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** A refusal for a locked period, in the person's language. */
function lockedInWords(failure: unknown): unknown {
  if (failure instanceof ApiError && failure.code === 'period_locked') {
    return new ApiError(failure.status, failure.code, t.absences.lockedError, failure.body);
  }
  return failure;
}

function Legend({ month }: { month: AbsenceMonth }) {
  return (
    <ul className="absence-legend" aria-label={t.absences.legend}>
      {KINDS.map((kind) => (
        <li key={kind}>
          <span className={`absence-cell absence-cell--${kind}`}>{month.codes[kind]}</span>
          {t.absences.kinds[kind]}
        </li>
      ))}
      <li>
        <span className="swatch is-holiday" aria-hidden="true" />
        {t.absences.holiday} ({month.codes.holiday})
      </li>
      <li>
        <span className="swatch is-off" aria-hidden="true" />
        {t.absences.nonWorkDay}
      </li>
      <li>½ {t.absences.halfDay}</li>
    </ul>
  );
}

function MonthGrid({
  month,
  days,
  onRemove,
}: {
  month: AbsenceMonth;
  days: string[];
  onRemove: (absence: Absence, name: string) => void;
}) {
  const holidays = useMemo(() => new Map(month.holidays.map((h) => [h.day, h.name])), [month.holidays]);
  const locked = useMemo(() => new Set(month.locked_days), [month.locked_days]);
  const byPersonDay = useMemo(
    () => new Map(month.data.map((absence) => [`${absence.account_id}|${absence.day}`, absence])),
    [month.data],
  );
  const now = today();
  return (
    <div className="absence-month-wrap" tabIndex={0} aria-label={t.absences.title}>
      <table className="absence-month">
        <thead>
          <tr>
            <th scope="col" className="absence-month__person">
              {t.absences.columnsPerson}
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={[holidays.has(day) ? 'is-holiday' : '', day === now ? 'is-today' : ''].join(' ').trim()}
                title={[formatDate(day), holidays.get(day), locked.has(day) ? t.absences.lockedDay : undefined]
                  .filter(Boolean)
                  .join(' · ')}
              >
                {Number(day.slice(8))}
                <small>{weekdayShort(day)}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.people.map((person) => (
            <tr key={person.account_id}>
              <th scope="row" className="absence-month__person" title={person.name}>
                {person.name}
              </th>
              {days.map((day) => {
                const absence = byPersonDay.get(`${person.account_id}|${day}`);
                const holiday = holidays.get(day);
                const off = (person.work_days & dayBit(day)) === 0;
                const classes = [holiday ? 'is-holiday' : off ? 'is-off' : '', locked.has(day) ? 'is-locked' : '']
                  .join(' ')
                  .trim();
                return (
                  <td key={day} className={classes || undefined}>
                    {absence ? (
                      <button
                        type="button"
                        className={`absence-cell absence-cell--${absence.kind}`}
                        title={[t.absences.kinds[absence.kind], absence.note].filter(Boolean).join(': ')}
                        aria-label={t.absences.removeNamed(person.name, formatDate(day))}
                        onClick={() => onRemove(absence, person.name)}
                      >
                        {codeOf(month, absence)}
                      </button>
                    ) : holiday ? (
                      <span className="absence-cell absence-cell--holiday" title={holiday}>
                        {month.codes.holiday}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PeopleList({ month, onRemove }: { month: AbsenceMonth; onRemove: (absence: Absence, name: string) => void }) {
  const withAbsences = month.people
    .map((person) => ({ person, absences: month.data.filter((a) => a.account_id === person.account_id) }))
    .filter((entry) => entry.absences.length > 0);
  return (
    <>
      {month.holidays.length > 0 ? (
        <p className="muted small">
          {t.absences.holiday}: {month.holidays.map((h) => `${formatDate(h.day)} ${h.name}`).join(' · ')}
        </p>
      ) : null}
      {withAbsences.length === 0 ? (
        <EmptyState title={t.absences.noAbsences} />
      ) : (
        <ul className="absence-people">
          {withAbsences.map(({ person, absences }) => (
            <li key={person.account_id} className="absence-person">
              <h2>
                {person.name} <span className="muted small">({t.absences.absentDays(absences.length)})</span>
              </h2>
              <ul>
                {absences.map((absence) => (
                  <li key={absence.id}>
                    <span>
                      <span className={`absence-cell absence-cell--${absence.kind}`}>{codeOf(month, absence)}</span>
                      {formatDate(absence.day)} · {t.absences.kinds[absence.kind]}
                      {absence.half_day ? ` · ${t.absences.halfDay}` : ''}
                      {absence.note ? <span className="muted small block">{absence.note}</span> : null}
                    </span>
                    <button
                      type="button"
                      className="button button--small button--danger-quiet"
                      aria-label={t.absences.removeNamed(person.name, formatDate(absence.day))}
                      onClick={() => onRemove(absence, person.name)}
                    >
                      {t.absences.remove}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AddAbsenceDialog({
  people,
  defaultDay,
  onClose,
  onAdded,
}: {
  people: AbsenceMonth['people'];
  defaultDay: string;
  onClose: () => void;
  onAdded: (days: number) => Promise<void>;
}) {
  const [accountId, setAccountId] = useState('');
  const [from, setFrom] = useState(defaultDay);
  const [to, setTo] = useState(defaultDay);
  const [kind, setKind] = useState<AbsenceKind>('vacation');
  const [halfDay, setHalfDay] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formRef = useFocusInvalid(errors);
  const single = from !== '' && from === to;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/account_id': accountId === '' ? t.absences.chooseDayOfPerson : undefined,
      '/from': from === '' ? t.absences.required : undefined,
      '/to': to === '' ? t.absences.required : from !== '' && to < from ? t.absences.toBeforeFrom : undefined,
    });
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await payrollEndpoints.addAbsence({
        account_id: Number(accountId),
        from,
        to,
        kind,
        half_day: single && halfDay,
        note: note.trim() || null,
      });
      await onAdded(result.days.length);
    } catch (failure) {
      const fields = fieldErrors(failure);
      // The server's one refusal of a period the form cannot see: none of the person's work days in it.
      if (fields['/to']) fields['/to'] = t.absences.noWorkDay;
      setErrors(fields);
      setError(lockedInWords(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={t.absences.dialogTitle} onClose={onClose} dirty={accountId !== '' || note !== ''}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        <SelectField
          label={t.absences.person}
          value={accountId}
          onChange={setAccountId}
          options={[
            { value: '', label: '—' },
            ...people.map((person) => ({ value: String(person.account_id), label: person.name })),
          ]}
          error={errors['/account_id']}
          data-autofocus
        />
        <div className="form-row">
          <TextField label={t.absences.from} type="date" value={from} onChange={setFrom} error={errors['/from']} />
          <TextField label={t.absences.to} type="date" value={to} onChange={setTo} error={errors['/to']} />
        </div>
        <p className="field__hint">{t.absences.rangeHint}</p>
        <SelectField
          label={t.absences.kind}
          value={kind}
          onChange={(value) => setKind(value as AbsenceKind)}
          options={KINDS.map((value) => ({ value, label: t.absences.kinds[value] }))}
          error={errors['/kind']}
        />
        <Checkbox
          label={t.absences.halfDay}
          description={t.absences.halfDayHint}
          checked={single && halfDay}
          disabled={!single}
          onChange={setHalfDay}
        />
        {errors['/half_day'] ? <p className="field__error">{errors['/half_day']}</p> : null}
        <TextField
          label={t.absences.note}
          value={note}
          onChange={setNote}
          error={errors['/note']}
          maxLength={500}
          optional
        />
        <FormError error={error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.common.saving : t.absences.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
