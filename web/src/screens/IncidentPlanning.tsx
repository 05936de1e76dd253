import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type IncidentDetail, incidentEndpoints, incidentKeys } from '../api/incidents.ts';
import { keys } from '../api/queries.ts';
import { Dialog } from '../components/Dialog.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, FormError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, today } from '../lib/format.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, lengthError, textError } from '../lib/validation.ts';
import { Link } from '../router.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The people who can look after the incident (and be given a task from it). */
function useOwners(incident: IncidentDetail) {
  return useQuery({
    queryKey: incidentKeys.owners(incident.id),
    queryFn: () => incidentEndpoints.owners(incident.id),
  });
}

/** Who looks after the incident and by when: set, change or clear both, saved together. */
export function IncidentPlanCard({ incident }: { incident: IncidentDetail }) {
  const client = useQueryClient();
  const toast = useToast();
  const owners = useOwners(incident);
  const [owner, setOwner] = useState(incident.owner ? String(incident.owner.id) : '');
  const [due, setDue] = useState(incident.due_on ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ownerId = owner === '' ? null : Number(owner);
  const dueOn = due === '' ? null : due;
  const changed = ownerId !== (incident.owner?.id ?? null) || dueOn !== incident.due_on;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (dueOn !== null && !DAY.test(dueOn)) {
      setErrors({ '/due_on': t.validation.required });
      return;
    }
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      const updated = await incidentEndpoints.plan(incident.id, {
        ...(ownerId !== (incident.owner?.id ?? null) ? { owner_account_id: ownerId } : {}),
        ...(dueOn !== incident.due_on ? { due_on: dueOn } : {}),
      });
      client.setQueryData(incidentKeys.detail(incident.id), updated);
      toast(t.incidents.planned);
      await Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.all }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const people = owners.data?.data ?? [];
  return (
    <section className="card" aria-labelledby="incident-planning">
      <h2 className="card__title" id="incident-planning">
        {t.incidents.planning}
      </h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className="incident-plan">
          <SelectField
            label={t.incidents.owner}
            value={owner}
            onChange={(value) => {
              setOwner(value);
              setErrors(({ '/owner_account_id': _gone, ...rest }) => rest);
            }}
            error={errors['/owner_account_id']}
            hint={t.incidents.ownerHint}
            options={[
              { value: '', label: t.incidents.noOwner },
              ...people.map((p) => ({ value: String(p.id), label: p.name })),
              // Someone who lost access meanwhile stays shown until the choice changes.
              ...(incident.owner && !people.some((p) => p.id === incident.owner?.id)
                ? [{ value: String(incident.owner.id), label: incident.owner.name }]
                : []),
            ]}
          />
          <TextField
            label={t.incidents.due}
            type="date"
            value={due}
            onChange={(value) => {
              setDue(value);
              setErrors(({ '/due_on': _gone, ...rest }) => rest);
            }}
            error={errors['/due_on']}
            optional
          />
        </div>
        <FormError error={error} />
        <div className="incident-actions">
          <button type="submit" className="button button--primary" disabled={busy || !changed}>
            {busy ? t.incidents.saving : t.incidents.savePlan}
          </button>
          {due !== '' ? (
            <button type="button" className="button button--link" onClick={() => setDue('')}>
              {t.incidents.noDue}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** The tasks made from the incident, linked to the task list, and "Create task". */
export function IncidentTasksCard({ incident }: { incident: IncidentDetail }) {
  const [creating, setCreating] = useState(false);
  return (
    <section className="card" aria-labelledby="incident-tasks">
      <h2 className="card__title" id="incident-tasks">
        {t.incidents.tasks}
      </h2>
      {incident.tasks.length === 0 ? (
        <p className="muted">{t.incidents.noTasks}</p>
      ) : (
        <ul className="incident-tasks">
          {incident.tasks.map((task) => (
            <li key={task.id}>
              <Link to={`/tasks?property=${incident.property_id}&status=all&q=${encodeURIComponent(task.title)}`}>
                {task.title}
              </Link>{' '}
              <span className="muted small">{t.incidents.taskDue2(formatDate(task.due_date))}</span>{' '}
              <Badge tone="neutral">{t.tasks.status[task.status as keyof typeof t.tasks.status] ?? task.status}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="incident-actions">
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t.incidents.createTask}
        </button>
      </div>
      {creating ? <IncidentTaskDialog incident={incident} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

/** The task from the incident: title and description prefilled, an assignee and due date to choose. */
function IncidentTaskDialog({ incident, onClose }: { incident: IncidentDetail; onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const descriptionId = useId();
  const owners = useOwners(incident);
  // Made when the dialog opens: a double click makes one task.
  const [uuid] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    title: incident.title,
    description: incident.description ?? '',
    due: incident.due_on ?? today(),
    assignee: incident.owner ? String(incident.owner.id) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusInvalid(errors);
  const pointers = { title: '/title', description: '/description', due: '/due_date', assignee: '/assignee_account_id' };
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [pointers[key]]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/title': textError(form.title, 200),
      '/due_date': DAY.test(form.due) ? undefined : t.validation.required,
      '/description': lengthError(form.description.trim(), 10_000),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await incidentEndpoints.createTask(incident.id, {
        uuid,
        title: form.title.trim(),
        description: form.description.trim() || null,
        due_date: form.due,
        assignee_account_id: form.assignee === '' ? null : Number(form.assignee),
      });
      toast(t.incidents.taskCreated(form.title.trim()));
      await Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.detail(incident.id) }),
        client.invalidateQueries({ queryKey: keys.tasks }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
      onClose();
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t.incidents.createTaskTitle} onClose={onClose}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        <TextField
          label={t.tasks.fieldTitle}
          value={form.title}
          onChange={set('title')}
          error={errors['/title']}
          maxLength={200}
          required
          autoFocusFirst
        />
        <TextField label={t.tasks.fieldProperty} value={incident.property_name} onChange={() => undefined} readOnly />
        <SelectField
          label={t.incidents.taskAssignee}
          value={form.assignee}
          onChange={set('assignee')}
          error={errors['/assignee_account_id']}
          options={[
            { value: '', label: t.incidents.taskNobody },
            ...(owners.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <TextField
          label={t.incidents.taskDue}
          type="date"
          value={form.due}
          onChange={set('due')}
          error={errors['/due_date']}
          required
        />
        <div className={`field${errors['/description'] ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={descriptionId}>
            {t.tasks.fieldDescription}
            <span className="field__optional"> ({t.common.optional})</span>
          </label>
          <textarea
            id={descriptionId}
            className="input textarea"
            rows={4}
            value={form.description}
            maxLength={10_000}
            aria-invalid={errors['/description'] ? true : undefined}
            onChange={(event) => set('description')(event.target.value)}
          />
          {errors['/description'] ? <p className="field__error">{errors['/description']}</p> : null}
        </div>
        <FormError error={error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t.common.saving : t.incidents.submitTask}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
