import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { assigneeEndpoints, assigneeKeys } from '../api/clients.ts';
import { useProperties, useRefreshingMutation } from '../api/queries.ts';
import {
  type FrequencyPreviewInput,
  type PlanArea,
  type PlanService,
  type PlanServiceInput,
  planEndpoints,
  planKeys,
} from '../api/service-plans.ts';
import { Checklist } from '../components/Checklist.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { language, locale, t } from '../i18n/index.ts';
import { fieldErrorList, fieldErrors } from '../lib/errors.ts';
import { formatDate, formatNumber, today } from '../lib/format.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, lengthError, textError } from '../lib/validation.ts';
import { setSearch, useSearch } from '../router.tsx';
import { ImportDialog } from './ServicePlanImport.tsx';

type Editing =
  | { kind: 'area'; area?: PlanArea }
  | { kind: 'deleteArea'; area: PlanArea }
  | { kind: 'service'; area: PlanArea; service?: PlanService }
  | { kind: 'retire'; service: PlanService }
  | { kind: 'import' };

/** A property's service plan (Leistungsverzeichnis): its areas and each area's recurring services. */
export function ServicePlanPage() {
  const params = useSearch();
  const chosen = Number(params.get('property') ?? '');
  const properties = useProperties('', false);
  const propertyId = Number.isInteger(chosen) && chosen > 0 ? chosen : undefined;
  const plan = useQuery({
    queryKey: planKeys.plan(propertyId ?? 0),
    queryFn: () => planEndpoints.plan(propertyId!),
    enabled: propertyId !== undefined,
  });
  const people = useQuery({
    queryKey: assigneeKeys.candidates(propertyId),
    queryFn: () => assigneeEndpoints.candidates(propertyId),
    enabled: propertyId !== undefined,
  });
  const nameOf = new Map((people.data?.data ?? []).map((p) => [p.id, p.name]));
  const [editing, setEditing] = useState<Editing | null>(null);
  const toast = useToast();
  const removeArea = useRefreshingMutation((area: PlanArea) => planEndpoints.deleteArea(area.id), [planKeys.all]);
  const retire = useRefreshingMutation(
    (service: PlanService) => planEndpoints.retireService(service.id),
    [planKeys.all],
  );
  const propertyOptions = [
    { value: '', label: t.servicePlans.chooseProperty },
    ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const todayDay = today();

  return (
    <>
      <PageHeader
        title={t.servicePlans.title}
        intro={t.servicePlans.intro}
        actions={
          <>
            <button type="button" className="button" onClick={() => setEditing({ kind: 'import' })}>
              <Icon name="upload" />
              {t.servicePlans.csv.open}
            </button>
            {propertyId !== undefined ? (
              <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'area' })}>
                <Icon name="plus" />
                {t.servicePlans.newArea}
              </button>
            ) : null}
          </>
        }
      />
      <div className="toolbar">
        <SelectField
          label={t.servicePlans.property}
          value={propertyId === undefined ? '' : String(propertyId)}
          onChange={(value) => setSearch({ property: value || undefined })}
          options={propertyOptions}
        />
      </div>
      {propertyId === undefined ? (
        <EmptyState title={t.servicePlans.chooseProperty} />
      ) : plan.isPending ? (
        <Loading />
      ) : plan.isError ? (
        <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : plan.data.areas.length === 0 ? (
        <EmptyState title={t.servicePlans.empty}>
          <p>{t.servicePlans.emptyText}</p>
        </EmptyState>
      ) : (
        plan.data.areas.map((area) => (
          <section className="card plan-area" key={area.id} aria-labelledby={`plan-area-${area.id}`}>
            <div className="card__header">
              <div>
                <h2 id={`plan-area-${area.id}`} className="card__title">
                  {area.name}
                </h2>
                <p className="card__subtitle">{areaDetails(area)}</p>
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.servicePlans.editAreaNamed(area.name)}
                  onClick={() => setEditing({ kind: 'area', area })}
                >
                  <Icon name="edit" size={16} />
                  {t.servicePlans.editArea}
                </button>
                {area.services.length === 0 ? (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t.servicePlans.deleteAreaNamed(area.name)}
                    onClick={() => setEditing({ kind: 'deleteArea', area })}
                  >
                    <Icon name="archive" size={16} />
                    {t.servicePlans.deleteArea}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--primary"
                  aria-label={t.servicePlans.addServiceTo(area.name)}
                  onClick={() => setEditing({ kind: 'service', area })}
                >
                  <Icon name="plus" size={16} />
                  {t.servicePlans.addService}
                </button>
              </div>
            </div>
            {area.services.length === 0 ? (
              <p className="muted">{t.servicePlans.noServices}</p>
            ) : (
              <div className="table-wrap">
                <table className="table table--stack">
                  <thead>
                    <tr>
                      <th scope="col">{t.servicePlans.columns.service}</th>
                      <th scope="col">{t.servicePlans.columns.frequency}</th>
                      <th scope="col">{t.servicePlans.columns.window}</th>
                      <th scope="col">{t.servicePlans.columns.minutes}</th>
                      <th scope="col">{t.servicePlans.columns.who}</th>
                      <th scope="col">{t.servicePlans.columns.valid}</th>
                      <th scope="col" className="table__actions">
                        <span className="visually-hidden">{t.servicePlans.columns.actions}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {area.services.map((service) => {
                      const ended = service.valid_to !== null && service.valid_to < todayDay;
                      return (
                        <tr key={service.id} className={ended ? 'row--muted' : undefined}>
                          <th scope="row" className="cell-strong">
                            {service.title}
                            {service.checklist.length > 0 ? (
                              <span className="muted plan-checklist-count">
                                {t.servicePlans.checklistCount(service.checklist.length)}
                              </span>
                            ) : null}
                          </th>
                          <td data-label={t.servicePlans.columns.frequency}>{service.sentence}</td>
                          <td data-label={t.servicePlans.columns.window}>
                            {t.servicePlans.windowText(service.window_start, service.window_end)}
                          </td>
                          <td data-label={t.servicePlans.columns.minutes}>
                            {service.expected_minutes === null
                              ? '–'
                              : t.servicePlans.minutesText(service.expected_minutes)}
                          </td>
                          <td data-label={t.servicePlans.columns.who}>
                            {service.assignee_account_ids.length === 0 ? (
                              <span className="muted">{t.servicePlans.anyone}</span>
                            ) : (
                              service.assignee_account_ids.map((id) => nameOf.get(id) ?? `#${id}`).join(', ')
                            )}
                          </td>
                          <td data-label={t.servicePlans.columns.valid}>
                            {service.valid_to === null
                              ? t.servicePlans.validFromOn(formatDate(service.valid_from))
                              : t.servicePlans.validSpan(formatDate(service.valid_from), formatDate(service.valid_to))}
                            {ended ? (
                              <>
                                {' '}
                                <Badge tone="neutral">{t.servicePlans.ended}</Badge>
                              </>
                            ) : null}
                          </td>
                          <td className="table__actions">
                            <div className="row-actions">
                              <button
                                type="button"
                                className="button button--small"
                                aria-label={t.servicePlans.editServiceNamed(service.title)}
                                onClick={() => setEditing({ kind: 'service', area, service })}
                              >
                                <Icon name="edit" size={16} />
                                {t.servicePlans.editService}
                              </button>
                              {!ended ? (
                                <button
                                  type="button"
                                  className="button button--small"
                                  aria-label={t.servicePlans.retireServiceNamed(service.title)}
                                  onClick={() => setEditing({ kind: 'retire', service })}
                                >
                                  <Icon name="archive" size={16} />
                                  {t.servicePlans.retireService}
                                </button>
                              ) : null}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))
      )}

      <HorizonSetting />

      {editing?.kind === 'area' && propertyId !== undefined ? (
        <AreaDialog propertyId={propertyId} area={editing.area} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'service' && propertyId !== undefined ? (
        <ServiceDialog
          area={editing.area}
          service={editing.service}
          people={people.data?.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'import' ? <ImportDialog onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'deleteArea' ? (
        <ConfirmDialog
          title={t.servicePlans.deleteAreaTitle(editing.area.name)}
          confirmLabel={t.servicePlans.deleteArea}
          pendingLabel={t.servicePlans.deleting}
          onConfirm={async () => {
            await removeArea.mutateAsync(editing.area);
            toast(t.servicePlans.areaDeleted(editing.area.name));
          }}
          onClose={() => setEditing(null)}
        >
          <p>{t.servicePlans.deleteAreaText}</p>
        </ConfirmDialog>
      ) : null}
      {editing?.kind === 'retire' ? (
        <ConfirmDialog
          title={t.servicePlans.retireTitle(editing.service.title)}
          confirmLabel={t.servicePlans.retireService}
          pendingLabel={t.servicePlans.retiring}
          onConfirm={async () => {
            await retire.mutateAsync(editing.service);
            toast(t.servicePlans.retired(editing.service.title));
          }}
          onClose={() => setEditing(null)}
        >
          <p>{t.servicePlans.retireText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** How many days ahead the services' dates exist as tasks (1 to 366), for the whole organisation. */
export function HorizonSetting() {
  const toast = useToast();
  const settings = useQuery({ queryKey: planKeys.settings, queryFn: planEndpoints.settings });
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useRefreshingMutation(planEndpoints.setSettings, [planKeys.all]);
  if (!settings.data) return null;
  const shown = typed ?? String(settings.data.horizon_days);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = Number(shown.trim());
    if (!/^\d{1,3}$/.test(shown.trim()) || days < 1 || days > 366) {
      setError(t.servicePlans.horizonInvalid);
      return;
    }
    setError(undefined);
    save.mutate(
      { horizon_days: days },
      {
        onSuccess: (saved) => {
          setTyped(null);
          toast(t.servicePlans.horizonSaved(saved.horizon_days));
        },
        onError: (failed) => setError(fieldErrors(failed)['/horizon_days']),
      },
    );
  };
  return (
    <section className="card" aria-labelledby="plan-horizon">
      <h2 id="plan-horizon" className="card__title">
        {t.servicePlans.horizonTitle}
      </h2>
      <form className="form plan-horizon" onSubmit={submit} noValidate>
        <TextField
          label={t.servicePlans.horizonDays}
          hint={t.servicePlans.horizonHint}
          value={shown}
          onChange={setTyped}
          error={error}
          inputMode="numeric"
          maxLength={3}
        />
        <div className="form__actions">
          <button
            type="submit"
            className="button"
            disabled={save.isPending || shown.trim() === String(settings.data.horizon_days)}
          >
            {save.isPending ? t.common.saving : t.common.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function areaDetails(area: PlanArea): string {
  return [
    area.type,
    area.floor ? t.servicePlans.areaDetails.floor(area.floor) : null,
    area.size_m2 === null ? null : t.servicePlans.areaDetails.size(formatNumber(area.size_m2)),
  ]
    .filter(Boolean)
    .join(' · ');
}

const blank = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A number as typed in the person's locale (a decimal comma in German); undefined when blank, NaN when no number. */
function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

function AreaDialog({ propertyId, area, onClose }: { propertyId: number; area?: PlanArea; onClose: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState({
    name: area?.name ?? '',
    type: area?.type ?? '',
    floor: area?.floor ?? '',
    size: area?.size_m2 == null ? '' : area.size_m2.toLocaleString(locale, { useGrouping: false }),
  });
  const [initial] = useState(form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const save = useRefreshingMutation(
    (input: { name: string; type: string | null; floor: string | null; size_m2: number | null }) =>
      area ? planEndpoints.updateArea(area.id, input) : planEndpoints.createArea(propertyId, input),
    [planKeys.all],
  );
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = parseDecimal(form.size);
    const found = compact({
      '/name': textError(form.name, 200),
      '/type': lengthError(form.type.trim(), 100),
      '/floor': lengthError(form.floor.trim(), 50),
      '/size_m2': size !== undefined && Number.isNaN(size) ? t.servicePlans.sizeInvalid : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { name: form.name.trim(), type: blank(form.type), floor: blank(form.floor), size_m2: size ?? null },
      {
        onSuccess: (saved) => {
          toast(area ? t.servicePlans.areaSaved(saved.name) : t.servicePlans.areaCreated(saved.name));
          onClose();
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };
  return (
    <Dialog
      title={area ? t.servicePlans.areaDialogEdit : t.servicePlans.areaDialogCreate}
      onClose={onClose}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      size="small"
    >
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.servicePlans.areaName}
          hint={t.servicePlans.areaNameHint}
          value={form.name}
          onChange={set('name')}
          error={errors['/name']}
          maxLength={200}
          required
          autoFocusFirst
        />
        <TextField
          label={t.servicePlans.areaType}
          hint={t.servicePlans.areaTypeHint}
          value={form.type}
          onChange={set('type')}
          error={errors['/type']}
          maxLength={100}
          optional
        />
        <div className="form-row">
          <TextField
            label={t.servicePlans.areaFloor}
            value={form.floor}
            onChange={set('floor')}
            error={errors['/floor']}
            maxLength={50}
            optional
          />
          <TextField
            label={t.servicePlans.areaSize}
            value={form.size}
            onChange={set('size')}
            error={errors['/size_m2']}
            inputMode="decimal"
            maxLength={12}
            optional
          />
        </div>
        <FormError error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : area ? t.common.save : t.servicePlans.createArea}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function monthName(month: number): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1));
}

/** A day of the preview with its weekday: "Mon, 30 Mar 2026". */
function dayWithWeekday(day: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** What the frequency field shows for a stored service: its RRULE, or "on demand" in words. */
function frequencyText(service: PlanService | undefined): string {
  if (!service) return '';
  return service.rrule ?? (language === 'de' ? 'bei Bedarf' : 'on demand');
}

function ServiceDialog({
  area,
  service,
  people,
  onClose,
}: {
  area: PlanArea;
  service?: PlanService;
  people: { id: number; name: string }[];
  onClose: () => void;
}) {
  const toast = useToast();
  const [form, setForm] = useState({
    title: service?.title ?? '',
    frequency: frequencyText(service),
    skipHolidays: service?.skip_holidays ?? false,
    months: service?.excluded_months ?? [],
    windowStart: service?.window_start ?? '06:00',
    windowEnd: service?.window_end ?? '08:00',
    minutes: service?.expected_minutes == null ? '' : String(service.expected_minutes),
    checklist: service?.checklist ?? [],
    who: service?.assignee_account_ids ?? [],
    validFrom: service?.valid_from ?? today(),
    validTo: service?.valid_to ?? '',
  });
  const [initial] = useState(form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  // The live sentence and next dates: asked of the server once typing pauses.
  const previewInput: FrequencyPreviewInput = {
    frequency: form.frequency.trim(),
    skip_holidays: form.skipHolidays,
    excluded_months: form.months,
    ...(form.validFrom ? { valid_from: form.validFrom } : {}),
    valid_to: form.validTo || null,
  };
  const wanted = useDebounced(previewInput, 300);
  const preview = useQuery({
    queryKey: planKeys.preview(wanted, language),
    queryFn: () => planEndpoints.preview(wanted),
    enabled: wanted.frequency !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
  const previewProblems = preview.isError
    ? fieldErrorList(preview.error).filter((p) => p.pointer === '/frequency' || p.pointer === '/valid_to')
    : [];
  const frequencyError =
    errors['/frequency'] ?? previewProblems.find((p) => p.pointer === '/frequency')?.message ?? undefined;

  const save = useRefreshingMutation(
    (input: PlanServiceInput) =>
      service ? planEndpoints.updateService(service.id, input) : planEndpoints.createService(area.id, input),
    [planKeys.all],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = form.minutes.trim() === '' ? undefined : Number(form.minutes.trim());
    const found = compact({
      '/title': textError(form.title, 200),
      '/frequency': textError(form.frequency, 500),
      '/expected_minutes':
        minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)
          ? t.servicePlans.minutesInvalid
          : undefined,
      '/valid_from': form.validFrom === '' ? t.validation.required : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        title: form.title.trim(),
        frequency: form.frequency.trim(),
        skip_holidays: form.skipHolidays,
        excluded_months: form.months,
        excluded_weekdays: service?.excluded_weekdays ?? [],
        excluded_dates: service?.excluded_dates ?? [],
        window_start: form.windowStart,
        window_end: form.windowEnd,
        expected_minutes: minutes ?? null,
        checklist: form.checklist.map((item) => item.trim()).filter((item) => item !== ''),
        assignee_account_ids: form.who,
        valid_from: form.validFrom,
        valid_to: form.validTo || null,
      },
      {
        onSuccess: (saved) => {
          toast(service ? t.servicePlans.serviceSaved(saved.title) : t.servicePlans.serviceCreated(saved.title));
          onClose();
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  const shown = preview.isError ? undefined : preview.data;
  // What the words already say ("werktäglich" skips holidays, "nicht im Dezember") shows as chosen.
  const wordsSkipHolidays = !form.skipHolidays && shown?.skip_holidays === true;
  const wordsMonths = (shown?.excluded_months ?? []).filter((m) => !form.months.includes(m));
  return (
    <Dialog
      title={service ? t.servicePlans.serviceDialogEdit : t.servicePlans.serviceDialogCreate(area.name)}
      onClose={onClose}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      size="large"
    >
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.servicePlans.serviceTitle}
          hint={t.servicePlans.serviceTitleHint}
          value={form.title}
          onChange={set('title')}
          error={errors['/title']}
          maxLength={200}
          required
          autoFocusFirst
        />
        <div className="frequency-editor">
          <TextField
            label={t.servicePlans.frequency}
            hint={t.servicePlans.frequencyHint}
            value={form.frequency}
            onChange={set('frequency')}
            error={frequencyError}
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <div className="chips" role="group" aria-label={t.servicePlans.frequencyExamples}>
            {t.servicePlans.examples.map((example) => (
              <button
                key={example}
                type="button"
                className="button button--small"
                onClick={() => set('frequency')(example)}
              >
                {example}
              </button>
            ))}
          </div>
          <Checkbox
            label={t.servicePlans.skipHolidays}
            description={t.servicePlans.skipHolidaysHint}
            checked={form.skipHolidays || wordsSkipHolidays}
            disabled={wordsSkipHolidays}
            onChange={set('skipHolidays')}
          />
          <fieldset className="fieldset fieldset--plain">
            <legend className="field__label">{t.servicePlans.excludedMonths}</legend>
            <div className="month-picks">
              {MONTHS.map((month) => (
                <Checkbox
                  key={month}
                  label={monthName(month)}
                  checked={form.months.includes(month) || wordsMonths.includes(month)}
                  disabled={wordsMonths.includes(month)}
                  onChange={(on) =>
                    set('months')(
                      on ? [...form.months, month].sort((a, b) => a - b) : form.months.filter((m) => m !== month),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          <div
            className="frequency-preview"
            aria-live="polite"
            data-testid="frequency-preview"
            hidden={form.frequency.trim() === '' || preview.isError}
          >
            <h3 className="field__label">{t.servicePlans.preview}</h3>
            {form.frequency.trim() === '' ? null : preview.isFetching && !shown ? (
              <p className="muted">{t.servicePlans.previewing}</p>
            ) : shown ? (
              <>
                <p className="frequency-preview__sentence">{shown.sentence}</p>
                {shown.rrule ? (
                  <p className="muted">
                    <code className="code">{shown.rrule}</code>
                  </p>
                ) : null}
                <h4 className="field__label">{t.servicePlans.nextDates}</h4>
                {shown.dates.length === 0 ? (
                  <p className="muted">{shown.rrule ? t.servicePlans.noDatesInRange : t.servicePlans.noDates}</p>
                ) : (
                  <ol className="frequency-preview__dates">
                    {shown.dates.map((day) => (
                      <li key={day}>
                        <time dateTime={day}>{dayWithWeekday(day)}</time>
                      </li>
                    ))}
                  </ol>
                )}
              </>
            ) : null}
          </div>
        </div>
        <div className="form-row">
          <TextField
            label={t.servicePlans.windowStart}
            type="time"
            value={form.windowStart}
            onChange={set('windowStart')}
            error={errors['/window_start']}
            required
          />
          <TextField
            label={t.servicePlans.windowEnd}
            type="time"
            value={form.windowEnd}
            onChange={set('windowEnd')}
            error={errors['/window_end']}
            hint={t.servicePlans.windowHint}
            required
          />
          <TextField
            label={t.servicePlans.expectedMinutes}
            value={form.minutes}
            onChange={set('minutes')}
            error={errors['/expected_minutes']}
            inputMode="numeric"
            maxLength={4}
            optional
          />
        </div>
        <div className="form-row">
          <TextField
            label={t.servicePlans.validFrom}
            type="date"
            value={form.validFrom}
            onChange={set('validFrom')}
            error={errors['/valid_from']}
            required
          />
          <TextField
            label={t.servicePlans.validTo}
            type="date"
            value={form.validTo}
            onChange={set('validTo')}
            error={errors['/valid_to'] ?? previewProblems.find((p) => p.pointer === '/valid_to')?.message}
            optional
          />
        </div>
        <ChecklistEditor items={form.checklist} onChange={set('checklist')} />
        <fieldset className="fieldset fieldset--plain">
          <legend className="field__label">{t.servicePlans.who}</legend>
          <p className="field__hint">{t.servicePlans.whoHint}</p>
          {errors['/assignee_account_ids/0'] ? (
            <p className="field__error">{errors['/assignee_account_ids/0']}</p>
          ) : null}
          <Checklist
            items={people.map((p) => ({ id: p.id, name: p.name, description: '' }))}
            selected={form.who}
            onChange={set('who')}
            searchLabel={t.servicePlans.searchPeople}
          />
        </fieldset>
        <FormError error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : service ? t.common.save : t.servicePlans.createService}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The checklist as a list of lines: add, change, remove. */
function ChecklistEditor({ items, onChange }: { items: string[]; onChange: (items: string[]) => void }) {
  return (
    <fieldset className="fieldset fieldset--plain">
      <legend className="field__label">{t.servicePlans.checklist}</legend>
      {items.length === 0 ? <p className="muted">{t.servicePlans.noItems}</p> : null}
      <ol className="checklist-editor">
        {items.map((item, index) => (
          <li key={index} className="checklist-editor__item">
            <TextField
              label={t.servicePlans.checklistItem(index + 1)}
              value={item}
              onChange={(value) => onChange(items.map((old, i) => (i === index ? value : old)))}
              maxLength={500}
            />
            <button
              type="button"
              className="button button--small"
              aria-label={t.servicePlans.removeItem(index + 1)}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--small" onClick={() => onChange([...items, ''])}>
        <Icon name="plus" size={16} />
        {t.servicePlans.addItem}
      </button>
    </fieldset>
  );
}
