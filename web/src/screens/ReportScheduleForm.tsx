import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PendingAddresses } from './ReportScheduleApprovals.tsx';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { clientEndpoints, clientKeys } from '../api/clients.ts';
import { allTemplates, formKeys } from '../api/forms.ts';
import { useCan, useProperties, useRefreshingMutation, useUser } from '../api/queries.ts';
import {
  KIND_PERMISSIONS,
  type RecipientAccount,
  type Recurrence,
  SCHEDULE_KINDS,
  SCHEDULE_PERIODS,
  type Schedule,
  scheduleEndpoints,
  type ScheduleInput,
  type ScheduleKind,
  scheduleKeys,
  type SchedulePeriod,
  type ScheduleSettings,
} from '../api/report-schedules.ts';
import { Checklist } from '../components/Checklist.tsx';
import { Checkbox, Radio, SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { de } from '../i18n/de/index.ts';
import { en } from '../i18n/en/index.ts';
import { fieldErrorList, fieldErrors } from '../lib/errors.ts';
import { formatDate, today } from '../lib/format.ts';
import { type Language, locale, t } from '../i18n/index.ts';
import { weekdayNames } from '../lib/hours.ts';
import { describeRecurrence, describeSchedule, describeSpan, naturalPeriod } from '../lib/schedule-words.ts';
import { timeZones } from '../lib/timezones.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { textError } from '../lib/validation.ts';
import { setSearch } from '../router.tsx';
import { splitEmails } from './ClientsPage.tsx';
import { compareNames } from '../lib/collate.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The defaults a new schedule's subject and body start from, in the schedule's language (not the person's). */
const TEXTS: Record<Language, typeof en.reportSchedules> = { de: de.reportSchedules, en: en.reportSchedules };
/** Used while the server's settings cannot be read. */
const FALLBACK_MAX_RECIPIENTS = 50;
const FALLBACK_MAX_PATROL_PROPERTIES = 50;
const FALLBACK_PLACEHOLDERS = ['period', 'property', 'client'];
const FALLBACK_MAX_SUBJECT = 150;
const FALLBACK_MAX_BODY = 1000;

type Frequency = Recurrence['frequency'];

/** The attachment limit as the report e-mail words it: in MB of 1,024 × 1,024 bytes ("7 MB", not "7.3 MB"). */
function attachmentLimit(bytes: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  })
    .format(bytes / (1024 * 1024))
    .replace(/\s/g, '\u00a0');
}

/** The schedule as the form holds it. */
interface Draft {
  name: string;
  kind: ScheduleKind;
  clientId: string;
  someProperties: boolean;
  propertyIds: number[];
  templateId: string;
  language: Language;
  branding: string;
  frequency: Frequency;
  time: string;
  weekdays: number[];
  monthly: 'day' | 'nth';
  dayOfMonth: string;
  nthWhich: 'first' | 'last';
  nthWeekday: number;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  period: SchedulePeriod;
  emails: string;
  accountIds: number[];
  /** The chosen people as the form showed them (the picker lists them first; messages name them). */
  chosenAccounts: Record<number, { name: string; email: string }>;
  subject: string;
  body: string;
  skipIfEmpty: boolean;
  /** Changed by hand: then the kind, frequency, client or language no longer set them. */
  touched: { period: boolean; texts: boolean; branding: boolean };
}

function newDraft(kind: ScheduleKind, language: Language): Draft {
  return {
    name: '',
    kind,
    clientId: '',
    someProperties: false,
    propertyIds: [],
    templateId: '',
    language,
    branding: 'default',
    frequency: 'weekly',
    time: '06:00',
    weekdays: [1],
    monthly: 'day',
    dayOfMonth: '1',
    nthWhich: 'first',
    nthWeekday: 1,
    timeZone: '',
    startsOn: today(),
    endsOn: '',
    period: 'previous_week',
    emails: '',
    accountIds: [],
    chosenAccounts: {},
    subject: TEXTS[language].defaultSubject[kind],
    body: TEXTS[language].defaultBody,
    skipIfEmpty: true,
    touched: { period: false, texts: false, branding: false },
  };
}

function draftOf(schedule: Schedule): Draft {
  const { recurrence } = schedule;
  return {
    name: schedule.name,
    kind: schedule.kind,
    clientId: schedule.scope.client ? String(schedule.scope.client.id) : '',
    someProperties: schedule.scope.properties !== null,
    propertyIds: (schedule.scope.properties ?? []).map((property) => property.id),
    templateId: schedule.scope.template ? String(schedule.scope.template.id) : '',
    language: schedule.language,
    branding: String(schedule.branding),
    frequency: recurrence.frequency,
    time: recurrence.time,
    weekdays: recurrence.weekdays ?? [1],
    monthly: recurrence.nth_weekday ? 'nth' : 'day',
    dayOfMonth: String(recurrence.day_of_month ?? 1),
    nthWhich: recurrence.nth_weekday?.which ?? 'first',
    nthWeekday: recurrence.nth_weekday?.weekday ?? 1,
    timeZone: schedule.time_zone ?? '',
    startsOn: schedule.starts_on,
    endsOn: schedule.ends_on ?? '',
    period: schedule.period,
    emails: schedule.recipients
      .filter((recipient) => recipient.account === null && recipient.address !== null)
      .map((recipient) => recipient.address)
      .join('\n'),
    accountIds: schedule.recipients.flatMap((recipient) => (recipient.account ? [recipient.account.id] : [])),
    chosenAccounts: Object.fromEntries(
      schedule.recipients.flatMap((recipient) =>
        recipient.account
          ? [[recipient.account.id, { name: recipient.account.name, email: recipient.address ?? '' }]]
          : [],
      ),
    ),
    subject: schedule.subject,
    body: schedule.body,
    skipIfEmpty: schedule.skip_if_empty,
    touched: { period: true, texts: true, branding: true },
  };
}

function recurrenceOf(draft: Draft): Recurrence {
  const { frequency, time } = draft;
  if (frequency === 'daily') return { frequency, time };
  if (frequency === 'weekly') return { frequency, time, weekdays: [...draft.weekdays].sort((a, b) => a - b) };
  return draft.monthly === 'day'
    ? { frequency, time, day_of_month: Number(draft.dayOfMonth) }
    : { frequency, time, nth_weekday: { which: draft.nthWhich, weekday: draft.nthWeekday } };
}

function inputOf(draft: Draft): ScheduleInput {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    scope: {
      client_id: draft.clientId ? Number(draft.clientId) : null,
      property_ids: draft.someProperties ? draft.propertyIds : null,
      template_id: draft.kind === 'form_responses' && draft.templateId ? Number(draft.templateId) : null,
    },
    language: draft.language,
    branding: draft.branding === 'default' ? 'default' : Number(draft.branding),
    recurrence: recurrenceOf(draft),
    time_zone: draft.timeZone || null,
    starts_on: draft.startsOn,
    ends_on: draft.endsOn || null,
    period: draft.period,
    recipients: { emails: splitEmails(draft.emails), account_ids: draft.accountIds },
    subject: draft.subject,
    body: draft.body,
    skip_if_empty: draft.skipIfEmpty,
  };
}

/** Where the form shows an error: the server's pointers and its own checks use the same keys. */
const PLACES = [
  '/name',
  '/kind',
  '/scope/client_id',
  '/scope/property_ids',
  '/scope/template_id',
  '/scope',
  '/language',
  '/branding',
  '/recurrence/time',
  '/recurrence/weekdays',
  '/recurrence/day_of_month',
  '/recurrence/nth_weekday',
  '/recurrence',
  '/time_zone',
  '/starts_on',
  '/ends_on',
  '/period',
  '/recipients/emails',
  '/recipients/account_ids',
  '/recipients',
  '/subject',
  '/body',
  '/skip_if_empty',
] as const;
type Place = (typeof PLACES)[number];

/** The placeholders a text uses that are not among `known`, in order. */
function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? '').filter((name) => !known.includes(name));
}

/** What was sent, for wording the server's answer about it. */
interface Sent {
  draft: Draft;
  emails: string[];
  /** A chosen account's name, where the form knows it. */
  accountName: (id: number) => string | undefined;
  placeholders: readonly string[];
  maxRecipients: number;
  maxPatrolProperties: number;
}

/**
 * A server's field error in the person's language, by its machine-readable code (the
 * server's words stay English); what the form does not know by code keeps the server's message.
 */
function serverMessage(error: { pointer: string; code: string | undefined; message: string }, sent: Sent): string {
  const words = t.reportSchedules.errors;
  const index = Number(/\/(\d+)$/.exec(error.pointer)?.[1] ?? -1);
  const accountId = sent.draft.accountIds[index];
  const who = accountId !== undefined ? (sent.accountName(accountId) ?? `#${accountId}`) : '';
  switch (error.code) {
    case 'unknown_placeholder': {
      const text = error.pointer === '/body' ? sent.draft.body : sent.draft.subject;
      const name = unknownPlaceholders(text, sent.placeholders)[0];
      return name !== undefined ? words.unknownPlaceholder(name) : words.unknownPlaceholderAny;
    }
    case 'not_one_line':
      return words.oneLine;
    case 'too_long':
      return words.tooLong(error.pointer === '/body' ? FALLBACK_MAX_BODY : FALLBACK_MAX_SUBJECT);
    case 'not_an_email':
      return words.badEmail(sent.emails[index] ?? '');
    case 'recipients_missing':
      return words.recipients;
    case 'too_many_recipients':
      return words.tooMany(sent.maxRecipients);
    case 'account_not_found':
      return words.accountGone(who);
    case 'account_inactive':
      return words.accountInactive(who);
    case 'account_not_allowed':
      return words.accountMayNotSee(who);
    case 'property_not_found':
      return words.propertyGone;
    case 'property_not_of_client':
      return words.propertyNotOfClient;
    case 'scope_outside_access':
      return words.scopeOutside;
    case 'too_many_properties':
      return words.tooManyProperties(sent.maxPatrolProperties);
    case 'client_not_found':
      return words.clientGone;
    case 'template_required':
      return words.template;
    case 'template_not_found':
      return words.templateGone;
    case 'template_not_for_kind':
      return words.templateNotForKind;
    case 'ends_before_start':
      return words.endsBeforeStart;
    case 'not_a_date':
      return words.date;
    case 'not_a_time':
      return words.time;
    case 'not_a_time_zone':
      return words.timeZone;
    case 'weekdays_missing':
      return words.weekdays;
    case 'recurrence_mismatch':
      return words.recurrence;
    case undefined:
    default:
      return error.message;
  }
}

/** The server's field errors by the place that shows them; what fits no place stays in `rest`. */
function placeServerErrors(
  list: { pointer: string; code: string | undefined; message: string }[],
  sent: Sent,
): { placed: Partial<Record<Place, string>>; rest: string[] } {
  const placed: Partial<Record<Place, string>> = {};
  const rest: string[] = [];
  for (const error of list) {
    const message = serverMessage(error, sent);
    const place = PLACES.find((candidate) => error.pointer === candidate || error.pointer.startsWith(`${candidate}/`));
    if (place) placed[place] ??= message;
    else rest.push(message);
  }
  return { placed, rest };
}

function validate(draft: Draft, maxRecipients: number): Partial<Record<Place, string>> {
  const errors: Partial<Record<Place, string>> = {};
  const words = t.reportSchedules.errors;
  const name = textError(draft.name, 200);
  if (name) errors['/name'] = name;
  if (draft.someProperties && draft.propertyIds.length === 0) errors['/scope/property_ids'] = words.properties;
  if (draft.kind === 'form_responses' && !draft.templateId) errors['/scope/template_id'] = words.template;
  if (!TIME.test(draft.time)) errors['/recurrence/time'] = words.time;
  if (draft.frequency === 'weekly' && draft.weekdays.length === 0) errors['/recurrence/weekdays'] = words.weekdays;
  if (draft.frequency === 'monthly' && draft.monthly === 'day') {
    const day = Number(draft.dayOfMonth);
    if (!Number.isInteger(day) || day < 1 || day > 31) errors['/recurrence/day_of_month'] = words.dayOfMonth;
  }
  if (!draft.startsOn) errors['/starts_on'] = t.validation.required;
  if (draft.endsOn && draft.startsOn && draft.endsOn < draft.startsOn) errors['/ends_on'] = words.endsBeforeStart;
  const emails = splitEmails(draft.emails);
  const wrong = emails.find((email) => !EMAIL.test(email));
  const count = new Set(emails.map((email) => email.toLowerCase())).size + draft.accountIds.length;
  if (wrong !== undefined) errors['/recipients/emails'] = words.badEmail(wrong);
  else if (count === 0) errors['/recipients'] = words.recipients;
  else if (count > maxRecipients) errors['/recipients'] = words.tooMany(maxRecipients);
  const subject = textError(draft.subject, 200);
  if (subject) errors['/subject'] = subject;
  if (draft.body.length > 10_000) errors['/body'] = t.validation.tooLong(10_000);
  return errors;
}

function BackLink() {
  return (
    <p>
      <button type="button" className="button button--link" onClick={() => setSearch({ id: undefined })}>
        ← {t.reportSchedules.back}
      </button>
    </p>
  );
}

/** A schedule in the form: `id` undefined makes a new one. */
export function ScheduleForm({ id }: { id: number | undefined }) {
  const schedule = useQuery({
    queryKey: scheduleKeys.detail(id ?? 0),
    queryFn: () => scheduleEndpoints.get(id ?? 0),
    enabled: id !== undefined,
  });
  const settings = useQuery({ queryKey: scheduleKeys.settings, queryFn: scheduleEndpoints.settings, retry: false });
  if (id !== undefined && schedule.isPending) return <Loading />;
  if (id !== undefined && (schedule.isError || !schedule.data)) {
    return (
      <>
        <BackLink />
        <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />
      </>
    );
  }
  if (settings.isPending) return <Loading />;
  return <ScheduleEditor schedule={id !== undefined ? schedule.data : undefined} settings={settings.data} />;
}

function ScheduleEditor({
  schedule,
  settings,
}: {
  schedule: Schedule | undefined;
  /** Undefined when the server could not say: the form then uses the documented defaults. */
  settings: ScheduleSettings | undefined;
}) {
  const user = useUser();
  const can = useCan();
  const toast = useToast();
  const labels = t.reportSchedules;
  // The kinds this person may set up, in a fixed order; those the server cannot make yet stay visible but off.
  const kinds = SCHEDULE_KINDS.filter((kind) => can(KIND_PERMISSIONS[kind])).map((kind) => ({
    kind,
    available: settings?.kinds.find((entry) => entry.kind === kind)?.available ?? true,
  }));
  const firstKind = kinds.find((entry) => entry.available)?.kind ?? kinds[0]?.kind ?? 'incidents';
  const [draft, setDraft] = useState<Draft>(() =>
    schedule ? draftOf(schedule) : newDraft(firstKind, user.language ?? user.tenant.language),
  );
  const [errors, setErrors] = useState<Partial<Record<Place, string>>>({});
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [archiving, setArchiving] = useState(false);
  const formRef = useFocusInvalid(errors);
  const save = useRefreshingMutation(
    (input: ScheduleInput) =>
      schedule ? scheduleEndpoints.update(schedule.id, input) : scheduleEndpoints.create(input),
    [scheduleKeys.all],
  );
  const archive = useRefreshingMutation(scheduleEndpoints.archive, [scheduleKeys.all]);
  const maxRecipients = settings?.max_recipients ?? FALLBACK_MAX_RECIPIENTS;
  const tenantZone = settings?.tenant_time_zone ?? user.tenant.timezone;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (key === 'frequency' && !current.touched.period) next.period = naturalPeriod(value as Frequency);
      if (key === 'period') next.touched = { ...current.touched, period: true };
      if (key === 'branding') next.touched = { ...current.touched, branding: true };
      if (key === 'subject' || key === 'body') next.touched = { ...current.touched, texts: true };
      if ((key === 'kind' || key === 'language') && !current.touched.texts) {
        next.subject = TEXTS[next.language].defaultSubject[next.kind];
        next.body = TEXTS[next.language].defaultBody;
      }
      if (key === 'clientId' && !current.touched.branding) next.branding = next.clientId || 'default';
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft, maxRecipients);
    setErrors(found);
    setUnplaced([]);
    if (Object.keys(found).length > 0) return;
    save.mutate(inputOf(draft), {
      onSuccess: (saved) => {
        toast(schedule ? labels.saved(saved.name) : labels.created(saved.name));
        setSearch({ id: undefined });
      },
      onError: (error) => {
        const { placed, rest } = placeServerErrors(fieldErrorList(error), {
          draft,
          emails: splitEmails(draft.emails),
          accountName: (id) => draft.chosenAccounts[id]?.name,
          placeholders: settings?.placeholders ?? FALLBACK_PLACEHOLDERS,
          maxRecipients,
          maxPatrolProperties: settings?.max_patrol_properties ?? FALLBACK_MAX_PATROL_PROPERTIES,
        });
        setErrors(placed);
        setUnplaced(rest);
      },
    });
  };

  const recipientCount =
    new Set(splitEmails(draft.emails).map((email) => email.toLowerCase())).size + draft.accountIds.length;
  const sentence = describeSchedule({
    kind: draft.kind,
    recurrence: recurrenceOf(draft),
    period: draft.period,
    recipientCount,
  });
  const zone = draft.timeZone || tenantZone;
  const serverFailed = save.isError && Object.keys(fieldErrors(save.error)).length === 0;

  return (
    <>
      <BackLink />
      <PageHeader
        title={schedule ? labels.formEdit(schedule.name) : labels.formNew}
        actions={
          schedule ? (
            <Badge tone={schedule.status === 'active' ? 'success' : 'neutral'}>{labels.status[schedule.status]}</Badge>
          ) : null
        }
      />
      <form className="schedule-form" onSubmit={submit} noValidate ref={formRef}>
        <aside className="schedule-summary card" aria-live="polite" data-testid="schedule-sentence">
          <p className="schedule-summary__sentence">{sentence}</p>
          <p className="muted small">
            {describeSpan(draft.startsOn || today(), draft.endsOn || null)} {labels.inZone(zone)}
          </p>
          <p className="muted small">{labels.emptyMeans[draft.kind]}</p>
        </aside>
        <div className="schedule-form__sections">
          <Section title={labels.sections.what}>
            <TextField
              label={labels.name}
              value={draft.name}
              onChange={(value) => set('name', value)}
              hint={labels.nameHint}
              error={errors['/name']}
              maxLength={200}
              required
            />
            <fieldset className="fieldset fieldset--plain">
              <legend className="field__label">{labels.kind}</legend>
              {kinds.map(({ kind, available }) => (
                <Radio
                  key={kind}
                  name="schedule-kind"
                  label={labels.kinds[kind]}
                  description={available ? labels.kindHints[kind] : labels.kindUnavailable}
                  checked={draft.kind === kind}
                  disabled={!available && draft.kind !== kind}
                  onChange={() => set('kind', kind)}
                />
              ))}
              {errors['/kind'] ? <p className="field__error">{errors['/kind']}</p> : null}
            </fieldset>
            {draft.kind === 'form_responses' ? (
              <TemplatePicker
                value={draft.templateId}
                onChange={(value) => set('templateId', value)}
                error={errors['/scope/template_id']}
              />
            ) : null}
            <ScopeFields draft={draft} set={set} errors={errors} />
            <div className="form-row">
              <SelectField
                label={labels.language}
                value={draft.language}
                onChange={(value) => set('language', value === 'en' ? 'en' : 'de')}
                options={[
                  { value: 'de', label: 'Deutsch' },
                  { value: 'en', label: 'English' },
                ]}
                error={errors['/language']}
              />
              <BrandingPicker
                value={draft.branding}
                onChange={(value) => set('branding', value)}
                error={errors['/branding']}
              />
            </div>
          </Section>

          <Section title={labels.sections.when}>
            <WhenFields draft={draft} set={set} errors={errors} tenantZone={tenantZone} />
            <p className="schedule-inline-sentence" data-testid="schedule-when">
              {describeRecurrence(recurrenceOf(draft))} · {labels.inZone(zone)}
            </p>
          </Section>

          <Section title={labels.sections.to}>
            <RecipientFields
              draft={draft}
              set={set}
              errors={{
                emails: errors['/recipients/emails'],
                accounts: errors['/recipients/account_ids'],
                all: errors['/recipients'],
              }}
              schedule={schedule}
              count={recipientCount}
              max={maxRecipients}
            />
            <TextsFields
              draft={draft}
              set={set}
              errors={errors}
              placeholders={settings?.placeholders ?? FALLBACK_PLACEHOLDERS}
              maxSubject={settings?.max_subject_chars ?? FALLBACK_MAX_SUBJECT}
              maxBody={settings?.max_body_chars ?? FALLBACK_MAX_BODY}
            />
          </Section>

          <Section title={labels.sections.how}>
            {settings ? (
              <p className="field__hint">
                {labels.delivery(attachmentLimit(settings.attachment_max_bytes), settings.link_valid_days)}
              </p>
            ) : null}
            <Checkbox
              label={labels.skipIfEmpty}
              description={labels.emptyMeans[draft.kind]}
              checked={draft.skipIfEmpty}
              onChange={(value) => set('skipIfEmpty', value)}
            />
            {errors['/skip_if_empty'] ? <p className="field__error">{errors['/skip_if_empty']}</p> : null}
          </Section>

          {unplaced.length > 0 ? <FormError error={unplaced.join(' ')} /> : null}
          {serverFailed ? <FormError error={save.error} /> : null}
          <div className="form__actions schedule-form__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t.common.saving : schedule ? t.common.save : labels.create}
            </button>
            <button type="button" className="button" onClick={() => setSearch({ id: undefined })}>
              {t.common.cancel}
            </button>
            {schedule && schedule.status !== 'archived' ? (
              <button
                type="button"
                className="button button--danger-quiet schedule-form__archive"
                onClick={() => setArchiving(true)}
              >
                {labels.archive}
              </button>
            ) : null}
          </div>
        </div>
      </form>
      {archiving && schedule ? (
        <ConfirmDialog
          title={labels.archiveTitle(schedule.name)}
          confirmLabel={labels.archiveConfirm}
          pendingLabel={labels.archiving}
          onConfirm={async () => {
            const archived = await archive.mutateAsync(schedule.id);
            toast(labels.archived(archived.name));
            setSearch({ id: undefined });
          }}
          onClose={() => setArchiving(false)}
        >
          <p>{labels.archiveText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card schedule-section" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Setter = <K extends keyof Draft>(key: K, value: Draft[K]) => void;
type Errors = Partial<Record<Place, string>>;

function TemplatePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const templates = useQuery({ queryKey: formKeys.templateList, queryFn: allTemplates });
  if (templates.isPending) return <Loading />;
  if (templates.isError) return <LoadError error={templates.error} onRetry={() => void templates.refetch()} />;
  return (
    <SelectField
      label={t.reportSchedules.template}
      value={value}
      onChange={onChange}
      error={error}
      options={[
        { value: '', label: t.reportSchedules.chooseTemplate },
        ...templates.data.map((template) => ({ value: String(template.id), label: template.name })),
      ]}
    />
  );
}

function useClients() {
  const filter = { archived: false };
  return useQuery({ queryKey: clientKeys.list(filter), queryFn: () => clientEndpoints.list(filter) });
}

function ScopeFields({ draft, set, errors }: { draft: Draft; set: Setter; errors: Errors }) {
  const labels = t.reportSchedules;
  const clients = useClients();
  const properties = useProperties('', false);
  const clientId = draft.clientId ? Number(draft.clientId) : undefined;
  const client = clients.data?.data.find((entry) => entry.id === clientId);
  const items = useMemo(
    () =>
      (properties.data ?? [])
        .filter((property) => clientId === undefined || property.client_id === clientId)
        .map((property) => ({ id: property.id, name: property.name, description: property.address.city ?? '' })),
    [properties.data, clientId],
  );
  return (
    <>
      <SelectField
        label={labels.client}
        value={draft.clientId}
        onChange={(value) => {
          set('clientId', value);
          // Properties of another client no longer fit the scope.
          const fits = new Set(
            (properties.data ?? [])
              .filter((property) => !value || property.client_id === Number(value))
              .map((property) => property.id),
          );
          set(
            'propertyIds',
            draft.propertyIds.filter((id) => fits.has(id)),
          );
        }}
        hint={labels.clientHint}
        error={errors['/scope/client_id']}
        options={[
          { value: '', label: labels.noClient },
          ...(clients.data?.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
          // A client archived since keeps showing, so the select does not jump to "none".
          ...(clientId !== undefined && !client && clients.data
            ? [{ value: draft.clientId, label: `#${draft.clientId}` }]
            : []),
        ]}
      />
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{labels.properties}</legend>
        <Radio
          name="schedule-property-scope"
          label={client ? labels.allPropertiesOfClient(client.name) : labels.allProperties}
          checked={!draft.someProperties}
          onChange={() => set('someProperties', false)}
        />
        <Radio
          name="schedule-property-scope"
          label={labels.someProperties}
          checked={draft.someProperties}
          onChange={() => set('someProperties', true)}
        />
        {draft.someProperties ? (
          properties.isPending ? (
            <Loading />
          ) : properties.isError ? (
            <LoadError error={properties.error} onRetry={() => void properties.refetch()} />
          ) : (
            <Checklist
              items={items}
              selected={draft.propertyIds}
              onChange={(ids) => set('propertyIds', ids)}
              searchLabel={t.exportHistory.searchProperties}
            />
          )
        ) : null}
        {(errors['/scope/property_ids'] ?? errors['/scope']) ? (
          <p className="field__error">{errors['/scope/property_ids'] ?? errors['/scope']}</p>
        ) : null}
      </fieldset>
    </>
  );
}

function BrandingPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const clients = useClients();
  const labels = t.reportSchedules;
  return (
    <SelectField
      label={labels.branding}
      value={value}
      onChange={onChange}
      error={error}
      options={[
        { value: 'default', label: labels.defaultBranding },
        ...(clients.data?.data ?? []).map((client) => ({
          value: String(client.id),
          label: labels.clientBranding(client.name),
        })),
        ...(value !== 'default' && clients.data && !clients.data.data.some((client) => String(client.id) === value)
          ? [{ value, label: `#${value}` }]
          : []),
      ]}
    />
  );
}

function WhenFields({
  draft,
  set,
  errors,
  tenantZone,
}: {
  draft: Draft;
  set: Setter;
  errors: Errors;
  tenantZone: string;
}) {
  const labels = t.reportSchedules;
  const days = weekdayNames();
  const zones = useMemo(() => timeZones(draft.timeZone || tenantZone), [draft.timeZone, tenantZone]);
  return (
    <>
      <div className="form-row">
        <SelectField
          label={labels.frequency}
          value={draft.frequency}
          onChange={(value) =>
            set('frequency', value === 'daily' ? 'daily' : value === 'monthly' ? 'monthly' : 'weekly')
          }
          error={errors['/recurrence']}
          options={(['daily', 'weekly', 'monthly'] as const).map((frequency) => ({
            value: frequency,
            label: labels.frequencies[frequency],
          }))}
        />
        <TextField
          label={labels.time}
          type="time"
          value={draft.time}
          onChange={(value) => set('time', value)}
          error={errors['/recurrence/time']}
          required
        />
      </div>
      {draft.frequency === 'weekly' ? (
        <fieldset className="fieldset fieldset--plain">
          <legend className="field__label">{labels.weekdays}</legend>
          <div className="weekday-toggles">
            {days.map((day, index) => {
              const iso = index + 1;
              return (
                <label key={iso} className="weekday-toggle" title={day.long}>
                  <input
                    type="checkbox"
                    checked={draft.weekdays.includes(iso)}
                    aria-label={day.long}
                    aria-invalid={errors['/recurrence/weekdays'] ? true : undefined}
                    onChange={(event) =>
                      set(
                        'weekdays',
                        event.target.checked
                          ? [...draft.weekdays, iso]
                          : draft.weekdays.filter((weekday) => weekday !== iso),
                      )
                    }
                  />
                  <span aria-hidden="true">{day.short}</span>
                </label>
              );
            })}
          </div>
          {errors['/recurrence/weekdays'] ? <p className="field__error">{errors['/recurrence/weekdays']}</p> : null}
        </fieldset>
      ) : null}
      {draft.frequency === 'monthly' ? (
        <fieldset className="fieldset fieldset--plain">
          <legend className="field__label">{labels.monthlyOn}</legend>
          <div className="schedule-monthly">
            <Radio
              name="schedule-monthly"
              label={labels.onDay}
              checked={draft.monthly === 'day'}
              onChange={() => set('monthly', 'day')}
            />
            <TextField
              label={labels.dayOfMonth}
              type="number"
              min={1}
              max={31}
              inputMode="numeric"
              value={draft.dayOfMonth}
              onChange={(value) => {
                set('dayOfMonth', value);
                set('monthly', 'day');
              }}
              error={errors['/recurrence/day_of_month']}
            />
          </div>
          <div className="schedule-monthly">
            <Radio
              name="schedule-monthly"
              label={labels.onNth}
              checked={draft.monthly === 'nth'}
              onChange={() => set('monthly', 'nth')}
            />
            <div className="form-row">
              <SelectField
                label={labels.which}
                value={draft.nthWhich}
                onChange={(value) => {
                  set('nthWhich', value === 'last' ? 'last' : 'first');
                  set('monthly', 'nth');
                }}
                options={(['first', 'last'] as const).map((which) => ({ value: which, label: labels.nth[which] }))}
              />
              <SelectField
                label={labels.weekday}
                value={String(draft.nthWeekday)}
                onChange={(value) => {
                  set('nthWeekday', Number(value));
                  set('monthly', 'nth');
                }}
                options={days.map((day, index) => ({ value: String(index + 1), label: day.long }))}
                error={errors['/recurrence/nth_weekday']}
              />
            </div>
          </div>
        </fieldset>
      ) : null}
      <SelectField
        label={labels.period}
        value={draft.period}
        onChange={(value) => set('period', SCHEDULE_PERIODS.find((period) => period === value) ?? 'previous_week')}
        hint={labels.periodHint}
        error={errors['/period']}
        options={SCHEDULE_PERIODS.map((period) => ({ value: period, label: labels.periods[period] }))}
      />
      <div className="form-row">
        <TextField
          label={labels.startsOn}
          type="date"
          value={draft.startsOn}
          onChange={(value) => set('startsOn', value)}
          error={errors['/starts_on']}
          required
        />
        <TextField
          label={labels.endsOn}
          type="date"
          value={draft.endsOn}
          onChange={(value) => set('endsOn', value)}
          error={errors['/ends_on']}
          optional
        />
      </div>
      <SelectField
        label={labels.timeZone}
        value={draft.timeZone}
        onChange={(value) => set('timeZone', value)}
        error={errors['/time_zone']}
        options={[
          { value: '', label: labels.tenantZone(tenantZone) },
          ...zones.map((zone) => ({ value: zone, label: zone })),
        ]}
      />
    </>
  );
}

function RecipientFields({
  draft,
  set,
  errors,
  schedule,
  count,
  max,
}: {
  draft: Draft;
  set: Setter;
  /** The addresses', the people's, and the whole list's (none, too many). */
  errors: { emails: string | undefined; accounts: string | undefined; all: string | undefined };
  schedule: Schedule | undefined;
  count: number;
  max: number;
}) {
  const labels = t.reportSchedules;
  const emailsId = useId();
  const unsubscribed = (schedule?.recipients ?? []).filter((recipient) => recipient.unsubscribed_at !== null);
  return (
    <>
      <div className={`field${errors.emails ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={emailsId}>
          {labels.emails}
        </label>
        <textarea
          id={emailsId}
          className="input textarea"
          rows={3}
          value={draft.emails}
          aria-invalid={errors.emails ? true : undefined}
          aria-describedby={`${emailsId}-hint${errors.emails ? ` ${emailsId}-error` : ''}`}
          onChange={(event) => set('emails', event.target.value)}
        />
        <p className="field__hint" id={`${emailsId}-hint`}>
          {labels.emailsHint}
        </p>
        {errors.emails ? (
          <p className="field__error" id={`${emailsId}-error`}>
            {errors.emails}
          </p>
        ) : null}
      </div>
      <AccountPicker draft={draft} set={set} error={errors.accounts} />
      <p className={`small${count > max ? ' field__error' : ' muted'}`} aria-live="polite">
        {labels.recipientTotal(count, max)}
      </p>
      {errors.all ? <p className="field__error">{errors.all}</p> : null}
      <PendingAddresses schedule={schedule} />
      {unsubscribed.length > 0 ? (
        <ul className="plain-list small muted">
          {unsubscribed.map((recipient) => (
            <li key={recipient.id}>
              {labels.unsubscribed(
                recipient.account?.name ?? recipient.address ?? '',
                formatDate(recipient.unsubscribed_at ?? ''),
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * People in Caretaker as recipients, searched on the server among the organisation's active
 * people (`/report-schedules/accounts`: whoever may set up schedules may list them, no
 * accounts permission needed). The chosen ones stand first, so they can be taken off.
 */
function AccountPicker({ draft, set, error }: { draft: Draft; set: Setter; error: string | undefined }) {
  const labels = t.reportSchedules;
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const found = useInfiniteQuery({
    queryKey: scheduleKeys.accounts(q),
    queryFn: ({ pageParam }) => scheduleEndpoints.accounts(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const results = useMemo(
    () =>
      (found.data?.pages.flatMap((page) => page.data) ?? [])
        .filter((account) => !draft.accountIds.includes(account.id))
        .sort((a, b) => compareNames(a.name, b.name)),
    [found.data, draft.accountIds],
  );
  const choose = (account: RecipientAccount, on: boolean) => {
    if (on) {
      set('chosenAccounts', { ...draft.chosenAccounts, [account.id]: { name: account.name, email: account.email } });
      set('accountIds', [...draft.accountIds, account.id]);
    } else {
      set(
        'accountIds',
        draft.accountIds.filter((id) => id !== account.id),
      );
    }
  };
  const chosen = draft.accountIds.map((id) => ({
    id,
    name: draft.chosenAccounts[id]?.name ?? `#${id}`,
    email: draft.chosenAccounts[id]?.email ?? '',
  }));
  return (
    <fieldset className={`fieldset fieldset--plain${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">{labels.accounts}</legend>
      <p className="field__hint">{labels.accountsHint}</p>
      <div className="checklist">
        <div className="search search--small">
          <label htmlFor={searchId} className="visually-hidden">
            {labels.searchAccounts}
          </label>
          <Icon name="search" />
          <input
            id={searchId}
            type="search"
            className="input search__input"
            placeholder={labels.searchAccounts}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="checklist__items" data-testid="schedule-accounts">
          {chosen.map((account) => (
            <Checkbox
              key={account.id}
              label={account.name}
              description={account.email || undefined}
              checked
              onChange={(on) => choose(account, on)}
            />
          ))}
          {found.isPending ? (
            <Loading />
          ) : found.isError ? (
            <LoadError error={found.error} onRetry={() => void found.refetch()} />
          ) : results.length === 0 && chosen.length === 0 ? (
            <p className="muted">{q ? t.common.noMatches : t.exportHistory.nothingToChoose}</p>
          ) : (
            results.map((account) => (
              <Checkbox
                key={account.id}
                label={account.name}
                description={account.email}
                checked={false}
                onChange={(on) => choose(account, on)}
              />
            ))
          )}
          {found.hasNextPage ? (
            <button
              type="button"
              className="button button--small"
              disabled={found.isFetchingNextPage}
              onClick={() => void found.fetchNextPage()}
            >
              {found.isFetchingNextPage ? labels.sendings.loadingMore : labels.morePeople}
            </button>
          ) : null}
        </div>
        <p className="checklist__count" aria-live="polite">
          {t.exportHistory.selected(draft.accountIds.length)}
        </p>
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

function TextsFields({
  draft,
  set,
  errors,
  placeholders,
  maxSubject,
  maxBody,
}: {
  draft: Draft;
  set: Setter;
  errors: Errors;
  placeholders: readonly string[];
  maxSubject: number;
  maxBody: number;
}) {
  const labels = t.reportSchedules;
  const subjectId = useId();
  const bodyId = useId();
  // The placeholder buttons write into the text field used last (the message until then).
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const insert = (placeholder: string) => {
    const element = document.getElementById(target === 'subject' ? subjectId : bodyId);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    const value = draft[target];
    const start = element.selectionStart ?? value.length;
    const end = element.selectionEnd ?? start;
    const token = `{${placeholder}}`;
    set(target, value.slice(0, start) + token + value.slice(end));
    window.requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <>
      <div className="schedule-placeholders" role="group" aria-label={labels.placeholders}>
        <span className="field__label">{labels.placeholders}</span>
        {placeholders.map((placeholder) => {
          const name = labels.placeholderNames[placeholder] ?? placeholder;
          return (
            <button
              key={placeholder}
              type="button"
              className="button button--small"
              // The name says what the button does and contains what it shows (WCAG 2.5.3).
              aria-label={labels.insertPlaceholder(`{${placeholder}}`, name)}
              // Keeps the caret where it was in the field being written.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(placeholder)}
            >
              {`{${placeholder}}`} <span className="muted">{name}</span>
            </button>
          );
        })}
        <p className="field__hint">{labels.placeholderHint}</p>
      </div>
      <TextField
        id={subjectId}
        label={labels.subject}
        value={draft.subject}
        onChange={(value) => set('subject', value)}
        onFocus={() => setTarget('subject')}
        error={errors['/subject']}
        maxLength={maxSubject}
        required
      />
      <div className={`field${errors['/body'] ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={bodyId}>
          {labels.body} <span className="field__optional">({t.common.optional})</span>
        </label>
        <textarea
          id={bodyId}
          className="input textarea"
          rows={6}
          maxLength={maxBody}
          value={draft.body}
          aria-invalid={errors['/body'] ? true : undefined}
          aria-describedby={`${bodyId}-hint`}
          onFocus={() => setTarget('body')}
          onChange={(event) => set('body', event.target.value)}
        />
        <p className="field__hint" id={`${bodyId}-hint`}>
          {labels.bodyHint(maxBody)}
        </p>
        {errors['/body'] ? <p className="field__error">{errors['/body']}</p> : null}
      </div>
    </>
  );
}
