import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  type Alert,
  type AlertKind,
  type AlertSettings,
  alertEndpoints,
  alertKeys,
  type PropertyAlertKind,
  type PropertyAlertRule,
  type PropertyAlertSettings,
} from '../api/alerts.ts';
import { homeKeys } from '../api/home.ts';
import { useCan, useProperties } from '../api/queries.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, EmptyState, FormError, LoadError, Loading, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';

// Alerts: what needs someone now, on the properties the person sees, for the kinds they act
// on. One person acknowledges an alert with a note; it then leaves everyone's open list.

/** The permissions of the people who act on some kind of alert (settings.edit: the escalation group). */
export const ALERT_PERMISSIONS = ['patrols.manage', 'incidents.manage', 'time.manage', 'settings.edit'] as const;

/** How often the open list is read again while the page is open. */
const REFRESH_MS = 10_000;

const when = (iso: string) => formatDateTime(iso);

/** How many alerts wait for the person's acknowledgement (the navigation's count). */
export function useOpenAlerts(enabled: boolean): number {
  const open = useQuery({
    queryKey: alertKeys.list('open'),
    queryFn: () => alertEndpoints.list('open'),
    refetchInterval: REFRESH_MS,
    enabled,
  });
  return open.data?.open_count ?? 0;
}

export function AlertsPage() {
  const can = useCan();
  const [state, setState] = useState<'open' | 'all'>('open');
  const [acknowledging, setAcknowledging] = useState<Alert | null>(null);
  const list = useQuery({
    queryKey: alertKeys.list(state),
    queryFn: () => alertEndpoints.list(state),
    refetchInterval: REFRESH_MS,
  });
  return (
    <>
      <PageHeader title={t.alerts.title} intro={t.alerts.intro} />
      <div className="forms-toolbar alert-toolbar">
        <SelectField
          label={t.alerts.show}
          value={state}
          onChange={(value) => setState(value === 'all' ? 'all' : 'open')}
          options={[
            { value: 'open', label: t.alerts.open },
            { value: 'all', label: t.alerts.all },
          ]}
        />
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={state === 'open' ? t.alerts.empty : t.alerts.emptyAll} />
      ) : (
        <ul className="alert-list">
          {list.data.data.map((alert) => (
            <li key={alert.id} className={`card alert-item${alert.acknowledged_at ? '' : ' alert-item--open'}`}>
              <div className="alert-item__head">
                <Badge tone={alert.acknowledged_at ? 'neutral' : 'danger'}>{t.alerts.kinds[alert.kind]}</Badge>
                {alert.escalated_at && !alert.acknowledged_at ? (
                  <Badge tone="warning">{t.alerts.escalated}</Badge>
                ) : null}
              </div>
              <h2 className="alert-item__title">{alert.title}</h2>
              <p className="alert-item__detail">{alert.detail}</p>
              <p className="muted alert-item__meta">
                {t.alerts.raised(when(alert.raised_at))}
                {alert.acknowledged_at && alert.acknowledged_by ? (
                  <>
                    {' · '}
                    {t.alerts.acknowledged(alert.acknowledged_by.name, when(alert.acknowledged_at))}
                  </>
                ) : null}
              </p>
              {alert.note ? <blockquote className="alert-item__note">{alert.note}</blockquote> : null}
              {alert.acknowledged_at ? null : (
                <div className="alert-item__actions">
                  <button type="button" className="button button--primary" onClick={() => setAcknowledging(alert)}>
                    {t.alerts.acknowledge}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {acknowledging ? <AcknowledgeDialog alert={acknowledging} onClose={() => setAcknowledging(null)} /> : null}
      {can('settings.edit') ? <AlertSettingsCard /> : null}
    </>
  );
}

function AcknowledgeDialog({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const hintId = useId();
  const client = useQueryClient();
  const toast = useToast();
  const acknowledge = useMutation({
    mutationFn: () => alertEndpoints.acknowledge(alert.id, note),
    onSuccess: async () => {
      toast(t.alerts.done);
      onClose();
      await client.invalidateQueries({ queryKey: alertKeys.all });
      await client.invalidateQueries({ queryKey: homeKeys.overview });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    acknowledge.mutate();
  };
  return (
    <Dialog title={t.alerts.dialogTitle} onClose={onClose} dirty={note.trim() !== ''}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{alert.title}</p>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            {t.alerts.note} <span className="field__optional">({t.common.optional})</span>
          </label>
          <p className="field__hint" id={hintId}>
            {t.alerts.noteHint}
          </p>
          <textarea
            id={noteId}
            className="input textarea"
            rows={3}
            maxLength={1000}
            aria-describedby={hintId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            data-autofocus
          />
        </div>
        <FormError error={acknowledge.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={acknowledge.isPending}>
            {acknowledge.isPending ? t.common.saving : t.alerts.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const KINDS: AlertKind[] = [
  'patrol_round_missed',
  'incident_severe',
  'shift_open_long',
  'webhook_failing',
  'report_sending_failed',
];

/** For administrators: which kinds are raised, e-mailed, and after how many minutes they escalate. */
function AlertSettingsCard() {
  const settings = useQuery({ queryKey: alertKeys.settings, queryFn: alertEndpoints.settings });
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <AlertSettingsForm initial={settings.data} />
      <PropertyAlertWays />
    </>
  );
}

const PROPERTY_KINDS: readonly PropertyAlertKind[] = ['patrol_round_missed', 'incident_severe', 'shift_open_long'];
type Way = 'inherit' | 'email' | 'portal' | 'off';
const WAYS: readonly Way[] = ['inherit', 'email', 'portal', 'off'];

function wayOf(rule: PropertyAlertRule | undefined): Way {
  if (rule === undefined) return 'inherit';
  if (!rule.enabled) return 'off';
  return rule.email ? 'email' : 'portal';
}

function ruleOf(way: Way): PropertyAlertRule | null {
  switch (way) {
    case 'inherit':
      return null;
    case 'off':
      return { enabled: false, email: false };
    case 'portal':
      return { enabled: true, email: false };
    case 'email':
      return { enabled: true, email: true };
  }
}

/** Properties with a way of their own for the kinds about a property; each change is saved at once. */
function PropertyAlertWays() {
  const words = t.alerts.perProperty;
  const client = useQueryClient();
  const toast = useToast();
  const saved = useQuery({ queryKey: alertKeys.properties, queryFn: alertEndpoints.propertySettings });
  const properties = useProperties('', false);
  const [added, setAdded] = useState<PropertyAlertSettings[]>([]);
  const [choice, setChoice] = useState('');
  const save = useMutation({
    mutationFn: (input: { entry: PropertyAlertSettings; kind: PropertyAlertKind; way: Way }) =>
      alertEndpoints.savePropertySettings(input.entry.property_id, { [input.kind]: ruleOf(input.way) }),
    onSuccess: async (entry) => {
      toast(words.saved(entry.property_name));
      await client.invalidateQueries({ queryKey: alertKeys.properties });
    },
  });
  if (saved.isPending) return <Loading />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  const shown = [
    ...saved.data,
    ...added.filter((entry) => !saved.data.some((other) => other.property_id === entry.property_id)),
  ];
  const offered = (properties.data ?? []).filter((p) => !shown.some((entry) => entry.property_id === p.id));
  const add = (event: FormEvent) => {
    event.preventDefault();
    const property = offered.find((p) => String(p.id) === choice);
    if (!property) return;
    setAdded((current) => [...current, { property_id: property.id, property_name: property.name, kinds: {} }]);
    setChoice('');
  };
  return (
    <section className="card alert-settings" aria-labelledby="alert-ways-title">
      <h2 id="alert-ways-title">{words.title}</h2>
      <p className="muted">{words.intro}</p>
      {shown.length === 0 ? <p>{words.empty}</p> : null}
      {shown.map((entry) => (
        <fieldset key={entry.property_id} className="fieldset">
          <legend className="field__label">{entry.property_name}</legend>
          {PROPERTY_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={t.alerts.kinds[kind]}
              value={wayOf(entry.kinds[kind])}
              onChange={(way) => save.mutate({ entry, kind, way: way as Way })}
              options={WAYS.map((way) => ({ value: way, label: words.ways[way] }))}
              disabled={save.isPending}
            />
          ))}
        </fieldset>
      ))}
      <FormError error={save.error} />
      <form className="form" onSubmit={add}>
        <SelectField
          label={words.add}
          value={choice}
          onChange={setChoice}
          options={[
            { value: '', label: words.choose },
            ...offered.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={choice === ''}>
            {words.addButton}
          </button>
        </div>
      </form>
    </section>
  );
}

function AlertSettingsForm({ initial }: { initial: AlertSettings }) {
  const client = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [minutes, setMinutes] = useState(
    Object.fromEntries(KINDS.map((kind) => [kind, String(initial[kind].escalate_after_minutes ?? '')])) as Record<
      AlertKind,
      string
    >,
  );
  const [errors, setErrors] = useState<Partial<Record<AlertKind, string>>>({});
  const save = useMutation({
    mutationFn: alertEndpoints.saveSettings,
    onSuccess: async (saved) => {
      setValues(saved);
      toast(t.alerts.settings.saved);
      await client.invalidateQueries({ queryKey: alertKeys.settings });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<AlertKind, string>> = {};
    const next = { ...values };
    for (const kind of KINDS) {
      const text = minutes[kind].trim();
      const number = Number(text);
      if (text !== '' && (!/^\d+$/.test(text) || number < 1 || number > 1440))
        problems[kind] = t.alerts.settings.minutesRange;
      next[kind] = { ...values[kind], escalate_after_minutes: text === '' ? null : number };
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(next);
  };
  const change = (kind: AlertKind, part: Partial<AlertSettings[AlertKind]>) =>
    setValues((current) => ({ ...current, [kind]: { ...current[kind], ...part } }));
  return (
    <section className="card alert-settings" aria-labelledby="alert-settings-title">
      <h2 id="alert-settings-title">{t.alerts.settings.title}</h2>
      <p className="muted">{t.alerts.settings.intro}</p>
      <form className="form" onSubmit={submit} noValidate>
        {KINDS.map((kind) => (
          <fieldset key={kind} className="fieldset">
            <legend className="field__label">{t.alerts.kinds[kind]}</legend>
            <Checkbox
              label={t.alerts.settings.enabled}
              checked={values[kind].enabled}
              onChange={(on) => change(kind, { enabled: on })}
            />
            <Checkbox
              label={t.alerts.settings.email}
              checked={values[kind].email}
              onChange={(on) => change(kind, { email: on })}
              disabled={!values[kind].enabled}
            />
            <TextField
              label={t.alerts.settings.escalate}
              hint={t.alerts.settings.escalateHint}
              inputMode="numeric"
              value={minutes[kind]}
              onChange={(value) => setMinutes((current) => ({ ...current, [kind]: value }))}
              error={errors[kind]}
              optional
            />
          </fieldset>
        ))}
        <FormError error={save.error} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : t.common.save}
          </button>
        </div>
      </form>
    </section>
  );
}
