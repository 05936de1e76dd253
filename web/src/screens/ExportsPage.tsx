import { type FormEvent, useMemo, useState } from 'react';
import { endpoints } from '../api/endpoints.ts';
import {
  keys,
  useTimePeople,
  useProperties,
  useRefreshingMutation,
  useUser,
  useWorkingTimeExports,
} from '../api/queries.ts';
import type { NamedRef, WorkingTimeExport, WorkingTimeExportInput } from '../api/types.ts';
import { Checklist } from '../components/Checklist.tsx';
import { Checkbox, Radio, SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { language, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, formatDateTime, formatFileSize } from '../lib/format.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { ApiError } from '../api/client.ts';
import { Link } from '../router.tsx';
import { compareNames } from '../lib/collate.ts';

/** The previous month: what payroll usually wants. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

type FileFormat = WorkingTimeExport['format'];

interface ExportForm {
  format: FileFormat;
  lock: boolean;
  from: string;
  to: string;
  layout: NonNullable<WorkingTimeExportInput['layout']>;
  preset: NonNullable<WorkingTimeExportInput['preset']>;
  hours: NonNullable<WorkingTimeExportInput['hours']>;
  someProperties: boolean;
  propertyIds: number[];
  somePeople: boolean;
  personIds: number[];
  markExported: boolean;
}

const period = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/**
 * Exports → working times as CSV: the server makes the file (and keeps it for 30 days),
 * then the browser downloads it; below, the history of exports.
 */
export function ExportsPage() {
  const user = useUser();
  const toast = useToast();
  const [form, setForm] = useState<ExportForm>(() => ({
    ...lastMonth(),
    format: 'csv',
    lock: false,
    layout: 'matrix',
    preset: language === 'de' ? 'de' : 'en',
    hours: 'decimal',
    someProperties: false,
    propertyIds: [],
    somePeople: false,
    personIds: [],
    markExported: false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const csv = useRefreshingMutation(endpoints.createWorkingTimeExport, [keys.workingTimeExports]);
  const datev = useRefreshingMutation(endpoints.createDatevExport, [keys.workingTimeExports]);
  const create = form.format === 'csv' ? csv : datev;
  const server = fieldErrors(create.error);
  const refusal = form.format !== 'csv' ? refusalOf(datev.error) : undefined;
  const shown = {
    from: errors.from ?? server['/from'],
    to: errors.to ?? server['/to'],
    properties: errors.properties ?? server['/properties'],
    people: errors.people ?? server['/people'],
  };
  const formRef = useFocusInvalid(errors);
  const set =
    <K extends keyof ExportForm>(key: K) =>
    (value: ExportForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const input = (): WorkingTimeExportInput => ({
    from: form.from,
    to: form.to,
    layout: form.layout,
    preset: form.preset,
    hours: form.hours,
    ...(form.someProperties ? { properties: form.propertyIds } : {}),
    ...(form.somePeople ? { people: form.personIds } : {}),
    mark_exported: form.markExported,
  });

  const run = async () => {
    const created =
      form.format === 'csv'
        ? await csv.mutateAsync(input())
        : await datev.mutateAsync({
            from: form.from,
            to: form.to,
            format: form.format === 'datev_lodas' ? 'lodas' : 'lug',
            lock: form.lock,
          });
    toast(created.marked_exported ? t.exportHistory.doneLocked : t.exportHistory.done);
    if (created.download_url) window.location.assign(created.download_url);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.from) found.from = t.validation.required;
    if (!form.to) found.to = t.validation.required;
    else if (form.from && form.to < form.from) found.to = t.exports.periodBackwards;
    else if (form.from && (Date.parse(form.to) - Date.parse(form.from)) / 86_400_000 + 1 > 366) {
      found.to = t.exports.periodTooLong;
    }
    if (form.someProperties && form.propertyIds.length === 0) found.properties = t.exportHistory.chooseOne;
    if (form.somePeople && form.personIds.length === 0) found.people = t.exportHistory.chooseOne;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (form.format === 'csv' ? form.markExported : form.lock) setConfirming(true);
    else run().catch(() => undefined); // shown by the form
  };

  return (
    <>
      <PageHeader title={t.exports.title} intro={t.exports.intro} />
      <section className="card">
        <form className="form form--narrow" onSubmit={submit} noValidate ref={formRef}>
          <div className="form-row">
            <TextField
              label={t.exports.from}
              type="date"
              value={form.from}
              onChange={set('from')}
              error={shown.from}
              required
            />
            <TextField
              label={t.exports.to}
              type="date"
              value={form.to}
              onChange={set('to')}
              error={shown.to}
              required
            />
          </div>
          <SelectField
            label={t.datev.format}
            value={form.format}
            onChange={(value) => set('format')(value === 'datev_lodas' || value === 'datev_lug' ? value : 'csv')}
            options={(['csv', 'datev_lodas', 'datev_lug'] as const).map((value) => ({
              value,
              label: t.datev.formats[value],
            }))}
            hint={form.format === 'csv' ? undefined : t.datev.formatHint}
          />
          {form.format === 'csv' ? <CsvChoices form={form} set={set} shown={shown} /> : null}
          {form.format !== 'csv' && user.permissions.includes('time.manage') ? (
            <Checkbox label={t.datev.lock} description={t.datev.lockHint} checked={form.lock} onChange={set('lock')} />
          ) : null}
          {refusal ? <Refusal problems={refusal} /> : null}
          <p className="field__hint">{t.exports.rules}</p>
          <p className="field__hint">{t.exportHistory.leadingZeros}</p>
          <p className="field__hint">{user.tenant.timezone}</p>
          {create.error && Object.keys(server).length === 0 && !refusal ? <FormError error={create.error} /> : null}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={create.isPending}>
              {create.isPending
                ? t.exportHistory.preparing
                : form.format === 'csv'
                  ? t.exports.download
                  : t.datev.download}
            </button>
          </div>
        </form>
      </section>
      <ExportHistory />
      {confirming ? (
        <ConfirmDialog
          title={t.exportHistory.confirmTitle}
          confirmLabel={t.exportHistory.confirm}
          pendingLabel={t.exportHistory.preparing}
          tone="primary"
          onConfirm={run}
          onClose={() => setConfirming(false)}
        >
          {t.exportHistory.confirmText(period(form.from, form.to))}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

interface Shown {
  properties: string | undefined;
  people: string | undefined;
}

/** The CSV's own choices: layout, preset, hours, filters, and "mark as exported". */
function CsvChoices({ form, set, shown }: { form: ExportForm; set: FilterProps['set']; shown: Shown }) {
  return (
    <>
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{t.exports.layout}</legend>
        <Radio
          name="layout"
          label={t.exports.matrix}
          checked={form.layout === 'matrix'}
          onChange={() => set('layout')('matrix')}
        />
        <Radio
          name="layout"
          label={t.exports.detail}
          checked={form.layout === 'detail'}
          onChange={() => set('layout')('detail')}
        />
      </fieldset>
      <SelectField
        label={t.exports.preset}
        value={form.preset}
        onChange={(value) => set('preset')(value === 'en' ? 'en' : 'de')}
        options={[
          { value: 'de', label: t.exports.presetDe },
          { value: 'en', label: t.exports.presetEn },
        ]}
      />
      <SelectField
        label={t.exports.hours}
        value={form.hours}
        onChange={(value) => set('hours')(value === 'hmm' ? 'hmm' : 'decimal')}
        options={[
          { value: 'decimal', label: t.exports.decimal },
          { value: 'hmm', label: t.exports.hmm },
        ]}
      />
      <PropertyFilter form={form} set={set} error={shown.properties} />
      <PeopleFilter form={form} set={set} error={shown.people} />
      <Checkbox
        label={t.exportHistory.markExported}
        description={t.exportHistory.markExportedHint}
        checked={form.markExported}
        onChange={set('markExported')}
      />
    </>
  );
}

interface RefusalProblem {
  code: string;
  person_name?: string;
  day?: string;
  wage_type?: string;
  link: string;
}

/** The problems of a refused DATEV export, from the error's body. */
function refusalOf(error: unknown): RefusalProblem[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'export_refused') return undefined;
  const problems = error.body.problems;
  return Array.isArray(problems) ? (problems as RefusalProblem[]) : [];
}

/** Each problem worded from its code, with a link to where it is fixed. */
function Refusal({ problems }: { problems: RefusalProblem[] }) {
  return (
    <div className="form-error" role="alert">
      <div>
        <p>{t.datev.refusedTitle}</p>
        <ul>
          {problems.map((problem, index) => {
            const what = t.datev.problems[problem.code] ?? problem.code;
            const text =
              problem.code === 'wage_type_unmapped'
                ? `${what} ${t.datev.wageTypeNames[problem.wage_type ?? ''] ?? problem.wage_type ?? ''}`
                : [
                    problem.person_name,
                    what,
                    problem.day && problem.person_name ? t.datev.on(formatDate(problem.day)) : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
            return (
              <li key={index}>
                {text} <Link to={problem.link}>{t.datev.fix}</Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

interface FilterProps {
  form: ExportForm;
  set: <K extends keyof ExportForm>(key: K) => (value: ExportForm[K]) => void;
  error: string | undefined;
}

function PropertyFilter({ form, set, error }: FilterProps) {
  const properties = useProperties('', false);
  const items = useMemo(
    () =>
      (properties.data ?? []).map((property) => ({
        id: property.id,
        name: property.name,
        description: property.address.city ?? '',
      })),
    [properties.data],
  );
  return (
    <fieldset className="fieldset fieldset--plain">
      <legend className="field__label">{t.exportHistory.properties}</legend>
      <Radio
        name="property-scope"
        label={t.exportHistory.allProperties}
        checked={!form.someProperties}
        onChange={() => set('someProperties')(false)}
      />
      <Radio
        name="property-scope"
        label={t.exportHistory.someProperties}
        checked={form.someProperties}
        onChange={() => set('someProperties')(true)}
      />
      {form.someProperties ? (
        properties.isPending ? (
          <Loading />
        ) : properties.isError ? (
          <LoadError error={properties.error} onRetry={() => void properties.refetch()} />
        ) : (
          <Checklist
            items={items}
            selected={form.propertyIds}
            onChange={set('propertyIds')}
            searchLabel={t.exportHistory.searchProperties}
          />
        )
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

function PeopleFilter({ form, set, error }: FilterProps) {
  const people = useTimePeople();
  const items = useMemo(
    () =>
      (people.data ?? [])
        // Deactivated people stay choosable: they may have worked in the period.
        .map((person) => ({
          id: person.id,
          name: person.name,
          description: person.active ? '' : t.exportHistory.inactive,
        }))
        .sort((a, b) => compareNames(a.name, b.name)),
    [people.data],
  );
  return (
    <fieldset className="fieldset fieldset--plain">
      <legend className="field__label">{t.exportHistory.people}</legend>
      <Radio
        name="people-scope"
        label={t.exportHistory.everyone}
        checked={!form.somePeople}
        onChange={() => set('somePeople')(false)}
      />
      <Radio
        name="people-scope"
        label={t.exportHistory.somePeople}
        checked={form.somePeople}
        onChange={() => set('somePeople')(true)}
      />
      {form.somePeople ? (
        people.isPending ? (
          <Loading />
        ) : people.isError ? (
          <LoadError error={people.error} onRetry={() => void people.refetch()} />
        ) : (
          <Checklist
            items={items}
            selected={form.personIds}
            onChange={set('personIds')}
            searchLabel={t.exportHistory.searchPeople}
          />
        )
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** "Lindenhof 3, Hafenstraße 12 and 3 more", or the word for "all". */
function summary(list: NamedRef[] | null, all: string): string {
  if (list === null) return all;
  const names = list.slice(0, 2).map((item) => item.name);
  return list.length > 2 ? t.exportHistory.andMore(names.join(', '), list.length - 2) : names.join(', ');
}

function ExportHistory() {
  const history = useWorkingTimeExports();
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const labels = t.exportHistory;
  return (
    <section className="card" aria-labelledby="export-history-title">
      <div>
        <h2 id="export-history-title" className="card__title">
          {labels.title}
        </h2>
        <p className="card__text">{labels.intro}</p>
      </div>
      {history.isPending ? (
        <Loading />
      ) : history.isError && entries.length === 0 ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={labels.empty} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">{labels.when}</th>
                  <th scope="col">{labels.period}</th>
                  <th scope="col">{labels.format}</th>
                  <th scope="col">{labels.filter}</th>
                  <th scope="col" className="table__actions">
                    {labels.file}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {history.hasNextPage ? (
            <div>
              <button
                type="button"
                className="button"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? labels.loadingMore : labels.loadMore}
              </button>
            </div>
          ) : null}
          {history.isFetchNextPageError ? <FormError error={history.error} /> : null}
        </>
      )}
    </section>
  );
}

function HistoryRow({ entry }: { entry: WorkingTimeExport }) {
  const labels = t.exportHistory;
  return (
    <tr className={entry.download_url ? undefined : 'row--muted'}>
      <th scope="row">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        <span className="muted small block">{labels.by(entry.actor ? entry.actor.name : labels.operator)}</span>
        {entry.marked_exported ? (
          <span className="block">
            <Badge tone="success">{labels.marked}</Badge>
          </span>
        ) : null}
      </th>
      <td data-label={labels.period}>
        <span>
          <time dateTime={entry.from}>{formatDate(entry.from)}</time> –{' '}
          <time dateTime={entry.to}>{formatDate(entry.to)}</time>
        </span>
      </td>
      <td data-label={labels.format}>
        {entry.format === 'csv' ? (
          <div>
            {labels.layouts[entry.layout]}
            <span className="muted small block">
              {labels.presets[entry.preset]} · {labels.hours[entry.hours]}
            </span>
          </div>
        ) : (
          <div>{t.datev.formats[entry.format]}</div>
        )}
      </td>
      <td data-label={labels.filter}>
        <div>
          {summary(entry.properties, labels.allProperties)}
          <span className="muted small block">{summary(entry.people, labels.everyone)}</span>
        </div>
      </td>
      <td className="table__actions">
        {entry.download_url ? (
          <div>
            <a className="button button--small" href={entry.download_url} download={entry.file_name}>
              {labels.download}
            </a>
            <span className="muted small block">
              {formatFileSize(entry.byte_size)} · {labels.expiresOn(formatDate(entry.expires_at))}
            </span>
          </div>
        ) : (
          <div>
            <Badge tone="neutral">{labels.expired}</Badge>
            <span className="muted small block">{formatFileSize(entry.byte_size)}</span>
          </div>
        )}
      </td>
    </tr>
  );
}
