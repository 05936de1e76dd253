import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import type { PortalBody, PortalResponse } from '../api/contract.ts';
import { endpoints } from '../api/endpoints.ts';
import { allTemplates, formEndpoints } from '../api/forms.ts';
import { incidentEndpoints } from '../api/incidents.ts';
import { keys, useRefreshingMutation, useWorkflowRules, useWorkflowRuns } from '../api/queries.ts';
import type { WorkflowRule, WorkflowRunStatus } from '../api/types.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, EmptyState, FormError, Loading, LoadError, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import type { ActionWords, RuleWords } from '../i18n/en/workflow-rules.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';

type RuleCreate = PortalBody<'/workflow-rules', 'post'>;
type RulePatch = PortalBody<'/workflow-rules/{id}', 'patch'>;
type DryRun = PortalResponse<'/workflow-rules/{id}/dry-run', 'post'>;
type Trigger = WorkflowRule['trigger'];
type Action = WorkflowRule['actions'][number];
type Severity = 'low' | 'medium' | 'high' | 'critical';

const rules = {
  create: (body: RuleCreate) => api.post<WorkflowRule>('/workflow-rules', body),
  update: ({ id, ...body }: { id: number } & RulePatch) => api.patch<WorkflowRule>(`/workflow-rules/${id}`, body),
  dryRun: ({ id, record }: { id: number; record: number }) =>
    api.post<DryRun>(`/workflow-rules/${id}/dry-run`, { record_id: record }),
};

const TRIGGERS: Trigger[] = ['incident_created', 'task_overdue', 'form_response_submitted'];
const SEVERITIES: Severity[] = ['low', 'medium', 'high', 'critical'];
const OPERATORS = Object.keys(t.workflowRules.operators);
const VALUELESS = ['is_true', 'is_false', 'is_empty', 'is_not_empty'];

const TONES: Record<WorkflowRunStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  succeeded: 'success',
  skipped: 'neutral',
  retrying: 'warning',
  failed: 'danger',
};

/** Names of the organisation's properties and form templates, for the rule sentences. */
function useNames() {
  const properties = useQuery({ queryKey: ['workflow-rules', 'properties'], queryFn: () => endpoints.properties({}) });
  const templates = useQuery({ queryKey: ['workflow-rules', 'templates'], queryFn: allTemplates });
  return {
    properties: properties.data ?? [],
    templates: templates.data ?? [],
    property: (id: number) => properties.data?.find((p) => p.id === id)?.name ?? `#${id}`,
    template: (id: number) => templates.data?.find((tpl) => tpl.id === id)?.name ?? `#${id}`,
  };
}
type Names = ReturnType<typeof useNames>;

function valueText(value: string | number | string[] | null): string | null {
  if (value === null) return null;
  return Array.isArray(value)
    ? value.map((v) => `„${v}“`).join(', ')
    : typeof value === 'number'
      ? String(value)
      : `„${value}“`;
}

/** The rule as one sentence, in the person's language. */
export function ruleSentence(rule: Pick<WorkflowRule, 'trigger' | 'conditions' | 'actions'>, names: Names): string {
  const { conditions } = rule;
  const words: RuleWords = {
    trigger: rule.trigger,
    properties: conditions.property_ids?.map(names.property) ?? null,
    template: conditions.template_id === null ? null : names.template(conditions.template_id),
    answer: conditions.answer
      ? {
          field: conditions.answer.field_id,
          operator: conditions.answer.operator,
          value: valueText(conditions.answer.value),
        }
      : null,
    actions: rule.actions.map((action): ActionWords => action),
  };
  return t.workflowRules.sentence(words);
}

function Runs({ rule }: { rule: WorkflowRule }) {
  const runs = useWorkflowRuns(rule.id);
  const w = t.workflowRules;
  if (runs.isPending) return <Loading />;
  if (runs.isError) return <LoadError error={runs.error} onRetry={() => void runs.refetch()} />;
  if (runs.data.data.length === 0) return <EmptyState title={w.noRuns} />;
  return (
    <ol className="timeline">
      {runs.data.data.map((run) => {
        const made = run.created.map((m) => w.made[m.type](m.id)).join(', ');
        return (
          <li key={run.id} className="timeline__item">
            <span className="timeline__dot" aria-hidden="true" />
            <p className="timeline__text">
              <strong>{w.event(run.event.type, run.event.subject_id)}</strong>{' '}
              <Badge tone={TONES[run.status]}>{w.status[run.status]}</Badge>
              {run.attempts > 1 ? <span className="muted small"> · {w.attempts(run.attempts)}</span> : null}
            </p>
            <p className="small">{w.outcome[run.status](made)}</p>
            {run.error ? <p className="small mail-recipients__error">{run.error}</p> : null}
            <p className="timeline__meta">
              <RelativeTime value={run.started_at} />
              <span aria-hidden="true"> · </span>
              <span>{formatDateTime(run.started_at)}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** Settings → Workflow rules: the rules in words, made and changed here, tried on a record, and their runs. */
export function WorkflowRulesPage() {
  const list = useWorkflowRules();
  const names = useNames();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<WorkflowRule | 'new' | null>(null);
  const [testing, setTesting] = useState<WorkflowRule | null>(null);
  const update = useRefreshingMutation(rules.update, [keys.workflowRules]);
  const toast = useToast();
  const w = t.workflowRules;
  const all = list.data?.data ?? [];
  const rule = all.find((r) => r.id === chosen) ?? all[0];
  return (
    <>
      <PageHeader
        title={w.title}
        intro={w.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Icon name="plus" />
            {w.add}
          </button>
        }
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : all.length === 0 || rule === undefined ? (
        <EmptyState title={w.empty} />
      ) : (
        <div className="workflow-page">
          <section className="card">
            <ul className="rule-list stack">
              {all.map((r) => (
                <li key={r.id} className="rule-list__item panel">
                  <p>
                    <button
                      type="button"
                      className="button button--link"
                      aria-pressed={r.id === rule.id}
                      onClick={() => setChosen(r.id)}
                    >
                      {r.name}
                    </button>{' '}
                    <Badge tone={r.active ? 'success' : 'neutral'}>{r.active ? w.active : w.inactive}</Badge>
                  </p>
                  <p className="small">{ruleSentence(r, names)}</p>
                  <div className="row-actions" style={{ flexWrap: 'wrap' }}>
                    <button type="button" className="button button--small" onClick={() => setEditing(r)}>
                      {w.edit}
                    </button>
                    <button type="button" className="button button--small" onClick={() => setTesting(r)}>
                      {w.test}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger-quiet"
                      onClick={() =>
                        void (async () => {
                          await update.mutateAsync({ id: r.id, active: !r.active });
                          toast(r.active ? w.switchedOff : w.switchedOn);
                        })()
                      }
                    >
                      {r.active ? w.switchOff : w.switchOn}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-label={w.runsOf(rule.name)}>
            <h2 className="card__title">{w.runsOf(rule.name)}</h2>
            <Runs rule={rule} />
          </section>
        </div>
      )}
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          names={names}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setChosen(saved.id);
          }}
        />
      ) : null}
      {testing ? <TestDialog rule={testing} names={names} onClose={() => setTesting(null)} /> : null}
    </>
  );
}

const blankAction = (type: Action['type']): Action =>
  type === 'create_task'
    ? { type, title: '', due_in_days: 1, description: null }
    : type === 'create_incident'
      ? { type, title: '', severity: 'medium', description: null }
      : { type, to: '', subject: null };

function parseValue(operator: string, text: string, fieldType: string | undefined): string | number | string[] | null {
  if (VALUELESS.includes(operator)) return null;
  if (operator === 'in')
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if ((fieldType === 'number' || fieldType === 'rating') && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text);
  return text;
}

function RuleDialog({
  rule,
  names,
  onClose,
  onSaved,
}: {
  rule: WorkflowRule | undefined;
  names: Names;
  onClose: () => void;
  onSaved: (rule: WorkflowRule) => void;
}) {
  const w = t.workflowRules;
  const [name, setName] = useState(rule?.name ?? '');
  const [trigger, setTrigger] = useState<Trigger>(rule?.trigger ?? 'incident_created');
  const [propertyIds, setPropertyIds] = useState<number[] | null>(rule?.conditions.property_ids ?? null);
  const [templateId, setTemplateId] = useState<number | null>(rule?.conditions.template_id ?? null);
  const [answer, setAnswer] = useState<{ field_id: string; operator: string; value: string } | null>(
    rule?.conditions.answer
      ? {
          field_id: rule.conditions.answer.field_id,
          operator: rule.conditions.answer.operator,
          value: Array.isArray(rule.conditions.answer.value)
            ? rule.conditions.answer.value.join(', ')
            : String(rule.conditions.answer.value ?? ''),
        }
      : null,
  );
  const [actions, setActions] = useState<Action[]>(rule?.actions ?? [blankAction('create_task')]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const create = useRefreshingMutation(rules.create, [keys.workflowRules]);
  const update = useRefreshingMutation(rules.update, [keys.workflowRules]);
  const template = useQuery({
    queryKey: ['form-templates', 'detail', templateId],
    queryFn: () => formEndpoints.template(templateId ?? 0),
    enabled: templateId !== null && trigger === 'form_response_submitted',
  });
  const fields = template.data?.fields ?? [];
  const toast = useToast();
  const forms = trigger === 'form_response_submitted';

  const setAction = (index: number, change: Partial<Action>) =>
    setActions(actions.map((a, i) => (i === index ? ({ ...a, ...change } as Action) : a)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const field = fields.find((f) => f.id === answer?.field_id);
    const body = {
      name: name.trim(),
      trigger,
      conditions: {
        property_ids: propertyIds,
        template_id: forms ? templateId : null,
        answer:
          forms && answer
            ? {
                field_id: answer.field_id,
                operator: answer.operator,
                value: parseValue(answer.operator, answer.value, field?.type),
              }
            : null,
      },
      actions: actions.map((a) =>
        a.type === 'notify_email' ? { ...a, subject: a.subject?.trim() ? a.subject : null } : a,
      ),
    } as RuleCreate;
    try {
      const saved = rule ? await update.mutateAsync({ id: rule.id, ...body }) : await create.mutateAsync(body);
      toast(rule ? w.saved : w.created);
      onSaved(saved);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      if (Object.keys(found).length === 0) setFailure(error);
    }
  };
  const propertyError = Object.entries(errors).find(([pointer]) => pointer.startsWith('/conditions/property_ids'))?.[1];

  return (
    <Dialog title={rule ? w.editTitle : w.addTitle} onClose={onClose} size="large">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormError error={failure} />
        <TextField label={w.name} value={name} onChange={setName} error={errors['/name']} />
        <SelectField
          label={w.whenLabel}
          value={trigger}
          onChange={(value) => setTrigger(value as Trigger)}
          options={TRIGGERS.map((tr) => ({ value: tr, label: w.trigger[tr] }))}
          error={errors['/trigger']}
        />
        <fieldset className="fieldset">
          <legend>{w.propertiesLabel}</legend>
          <Checkbox
            label={w.everywhere}
            checked={propertyIds === null}
            onChange={(on) => setPropertyIds(on ? null : [])}
          />
          {propertyIds !== null
            ? names.properties.map((p) => (
                <Checkbox
                  key={p.id}
                  label={p.name}
                  checked={propertyIds.includes(p.id)}
                  onChange={(on) =>
                    setPropertyIds(on ? [...propertyIds, p.id] : propertyIds.filter((id) => id !== p.id))
                  }
                />
              ))
            : null}
          {propertyError ? <p className="field__error">{propertyError}</p> : null}
        </fieldset>
        {forms ? (
          <>
            <SelectField
              label={w.templateLabel}
              value={templateId === null ? '' : String(templateId)}
              onChange={(value) => {
                setTemplateId(value === '' ? null : Number(value));
                setAnswer(null);
              }}
              options={[
                { value: '', label: w.anyTemplate },
                ...names.templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name })),
              ]}
              error={errors['/conditions/template_id']}
            />
            {templateId !== null ? (
              <fieldset className="fieldset">
                <legend>{w.answerLabel}</legend>
                <SelectField
                  label={w.fieldLabel}
                  value={answer?.field_id ?? ''}
                  onChange={(value) =>
                    setAnswer(
                      value === ''
                        ? null
                        : { field_id: value, operator: answer?.operator ?? 'equals', value: answer?.value ?? '' },
                    )
                  }
                  options={[{ value: '', label: w.noAnswer }, ...fields.map((f) => ({ value: f.id, label: f.label }))]}
                  error={errors['/conditions/answer/field_id']}
                />
                {answer ? (
                  <>
                    <SelectField
                      label={w.operatorLabel}
                      value={answer.operator}
                      onChange={(value) => setAnswer({ ...answer, operator: value })}
                      options={OPERATORS.map((op) => ({ value: op, label: w.operators[op] ?? op }))}
                      error={errors['/conditions/answer/operator']}
                    />
                    {VALUELESS.includes(answer.operator) ? null : (
                      <TextField
                        label={w.valueLabel}
                        value={answer.value}
                        onChange={(value) => setAnswer({ ...answer, value })}
                        hint={w.valueHint}
                        error={
                          Object.entries(errors).find(([pointer]) =>
                            pointer.startsWith('/conditions/answer/value'),
                          )?.[1]
                        }
                      />
                    )}
                  </>
                ) : null}
              </fieldset>
            ) : null}
          </>
        ) : null}
        {errors['/conditions/answer'] ? <p className="field__error">{errors['/conditions/answer']}</p> : null}
        <fieldset className="fieldset">
          <legend>{w.actionsLabel}</legend>
          {actions.map((action, index) => (
            <div key={index} className="panel stack">
              {errors[`/actions/${index}`] ? <p className="field__error">{errors[`/actions/${index}`]}</p> : null}
              <SelectField
                label={w.action(index + 1)}
                value={action.type}
                onChange={(value) =>
                  setActions(actions.map((a, i) => (i === index ? blankAction(value as Action['type']) : a)))
                }
                options={(['create_task', 'create_incident', 'notify_email'] as const).map((type) => ({
                  value: type,
                  label: w.actionType[type],
                }))}
              />
              {action.type === 'notify_email' ? (
                <>
                  <TextField
                    label={w.emailTo}
                    type="email"
                    value={action.to}
                    onChange={(to) => setAction(index, { to })}
                    error={errors[`/actions/${index}/to`]}
                  />
                  <TextField
                    label={w.emailSubject}
                    value={action.subject ?? ''}
                    onChange={(subject) => setAction(index, { subject })}
                    optional
                    error={errors[`/actions/${index}/subject`]}
                  />
                </>
              ) : (
                <TextField
                  label={w.actionTitle}
                  value={action.title}
                  onChange={(title) => setAction(index, { title })}
                  error={errors[`/actions/${index}/title`]}
                />
              )}
              {action.type === 'create_task' ? (
                <TextField
                  label={w.dueInDays}
                  type="number"
                  min={0}
                  max={365}
                  value={String(action.due_in_days)}
                  onChange={(days) => setAction(index, { due_in_days: Number(days) })}
                  error={errors[`/actions/${index}/due_in_days`]}
                />
              ) : null}
              {action.type === 'create_incident' ? (
                <SelectField
                  label={w.severity}
                  value={action.severity}
                  onChange={(severity) => setAction(index, { severity: severity as Severity })}
                  options={SEVERITIES.map((s) => ({ value: s, label: w.severities[s] }))}
                />
              ) : null}
              {actions.length > 1 ? (
                <button
                  type="button"
                  className="button button--small button--danger-quiet"
                  onClick={() => setActions(actions.filter((_, i) => i !== index))}
                >
                  {w.removeAction}
                </button>
              ) : null}
            </div>
          ))}
          {actions.length < 10 ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => setActions([...actions, blankAction('notify_email')])}
            >
              <Icon name="plus" />
              {w.addAction}
            </button>
          ) : null}
        </fieldset>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {w.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={create.isPending || update.isPending}>
            {w.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Recent records of the kind a rule's trigger is about, newest first, for the test picker. */
async function recentRecords(trigger: Trigger): Promise<{ id: number; label: string }[]> {
  switch (trigger) {
    case 'incident_created':
      return (await incidentEndpoints.list({}, undefined)).data
        .map((i) => ({ id: i.id, label: `#${i.id} ${i.title} (${i.property_name})` }))
        .reverse();
    case 'task_overdue':
      return (await endpoints.tasks({}, undefined)).data
        .map((task) => ({ id: task.id, label: `#${task.id} ${task.title} (${formatDate(task.due_date)})` }))
        .reverse();
    case 'form_response_submitted':
      return (await formEndpoints.responses({ status: 'submitted' }, undefined)).data.map((r) => ({
        id: r.id,
        label: `#${r.id} ${r.template.name} (${r.property.name})`,
      }));
  }
}

function TestDialog({ rule, names, onClose }: { rule: WorkflowRule; names: Names; onClose: () => void }) {
  const w = t.workflowRules;
  const records = useQuery({
    queryKey: ['workflow-rules', 'records', rule.trigger],
    queryFn: () => recentRecords(rule.trigger),
  });
  const [record, setRecord] = useState<string>('');
  const dryRun = useRefreshingMutation(rules.dryRun, []);
  const result = dryRun.data;
  const chosen = record || String(records.data?.[0]?.id ?? '');
  return (
    <Dialog title={w.testTitle(rule.name)} onClose={onClose} size="large">
      <p>{ruleSentence(rule, names)}</p>
      <p className="muted small">{w.testIntro}</p>
      {records.isPending ? (
        <Loading />
      ) : records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.length === 0 ? (
        <EmptyState title={w.noRecords} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            dryRun.mutate({ id: rule.id, record: Number(chosen) });
          }}
        >
          <SelectField
            label={w.record[rule.trigger]}
            value={chosen}
            onChange={setRecord}
            options={records.data.map((r) => ({ value: String(r.id), label: r.label }))}
          />
          <button type="submit" className="button button--primary" disabled={dryRun.isPending}>
            {w.runTest}
          </button>
        </form>
      )}
      <FormError error={dryRun.error} />
      {result ? (
        <section className="panel stack" aria-live="polite" data-testid="dry-run-result">
          <p>
            <Badge tone={result.matches ? 'success' : 'neutral'}>{result.matches ? w.wouldFire : w.wouldNotFire}</Badge>
          </p>
          {result.checks.length === 0 ? <p className="small">{w.noConditions}</p> : null}
          <ul className="small">
            {result.checks.map((check) => (
              <li key={check.condition}>
                {check.condition === 'property_ids'
                  ? w.checks.property_ids(check.holds, result.record.property_name ?? `#${result.record.property_id}`)
                  : w.checks[check.condition](check.holds)}
              </li>
            ))}
          </ul>
          {result.matches ? (
            <>
              {result.active ? null : <p className="small muted">{w.isOff}</p>}
              <p className="small">{w.wouldDo}</p>
              <ul className="small">
                {result.actions.map((action, index) => (
                  <li key={index}>
                    {action.type === 'create_task'
                      ? w.planned.create_task(
                          action.title,
                          formatDate(action.due_date),
                          names.property(action.property_id),
                        )
                      : action.type === 'create_incident'
                        ? w.planned.create_incident(action.title, action.severity, names.property(action.property_id))
                        : w.planned.notify_email(action.to, action.subject)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </Dialog>
  );
}
