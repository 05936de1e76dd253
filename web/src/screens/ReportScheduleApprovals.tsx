import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Schedule, scheduleEndpoints, scheduleKeys } from '../api/report-schedules.ts';
import { useCan, useRefreshingMutation } from '../api/queries.ts';
import { TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, FormError, Loading, LoadError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';

// Outside addresses of report schedules wait for someone who edits the settings
// (settings.edit): the form shows which wait, the list page gathers them all for approval,
// next to the organisation's limits.

const APPROVER = 'settings.edit' as const;

/** In the form: the addresses of a saved schedule that wait for approval; an approver approves them here. */
export function PendingAddresses({ schedule }: { schedule: Schedule | undefined }) {
  const can = useCan();
  const toast = useToast();
  const approve = useRefreshingMutation(scheduleEndpoints.approve, [scheduleKeys.all]);
  const pending = (schedule?.recipients ?? []).filter((recipient) => recipient.approval === 'pending');
  if (!schedule || pending.length === 0) return null;
  const labels = t.reportSchedules.approval;
  return (
    <div className="field">
      <p className="small muted">{labels.pendingHint}</p>
      <FormError error={approve.error} />
      <ul className="plain-list">
        {pending.map((recipient) => (
          <li key={recipient.id} className="row-actions">
            <span>{recipient.address}</span> <Badge tone="warning">{labels.pending}</Badge>
            {can(APPROVER) ? (
              <button
                type="button"
                className="button button--small"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { scheduleId: schedule.id, recipientId: recipient.id },
                    { onSuccess: () => toast(labels.approved(recipient.address ?? '')) },
                  )
                }
              >
                {labels.approve}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On the list page, for approvers: every address waiting, to approve or remove. */
export function ApprovalsPanel() {
  const can = useCan();
  if (!can(APPROVER)) return null;
  return <Approvals />;
}

function Approvals() {
  const toast = useToast();
  const labels = t.reportSchedules.approval;
  const list = useQuery({ queryKey: scheduleKeys.approvals, queryFn: scheduleEndpoints.approvals });
  const approve = useRefreshingMutation(scheduleEndpoints.approve, [scheduleKeys.all]);
  const remove = useRefreshingMutation(scheduleEndpoints.removeAddress, [scheduleKeys.all]);
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const pending = list.data.data;
  if (pending.length === 0) return null;
  return (
    <section className="card" aria-labelledby="schedule-approvals-title">
      <h2 id="schedule-approvals-title">{labels.title}</h2>
      <p className="muted">{labels.intro}</p>
      <FormError error={approve.error ?? remove.error} />
      <div className="table-wrap">
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">{labels.columns.address}</th>
              <th scope="col">{labels.columns.schedule}</th>
              <th scope="col">{labels.columns.addedBy}</th>
              <th scope="col" className="table__actions">
                <span className="visually-hidden">{labels.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.map((entry) => {
              const target = { scheduleId: entry.schedule.id, recipientId: entry.recipient_id };
              return (
                <tr key={entry.recipient_id}>
                  <td data-label={labels.columns.address}>{entry.address}</td>
                  <td data-label={labels.columns.schedule}>
                    {entry.schedule.name}{' '}
                    <span className="muted small">
                      {entry.schedule.scope === '*' ? labels.allProperties : entry.schedule.scope}
                    </span>
                  </td>
                  <td data-label={labels.columns.addedBy}>{entry.added_by?.name ?? ''}</td>
                  <td className="table__actions">
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button--small"
                        disabled={approve.isPending || remove.isPending}
                        onClick={() =>
                          approve.mutate(target, { onSuccess: () => toast(labels.approved(entry.address)) })
                        }
                      >
                        {labels.approve}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        disabled={approve.isPending || remove.isPending}
                        onClick={() => remove.mutate(target, { onSuccess: () => toast(labels.removed(entry.address)) })}
                      >
                        {labels.remove}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** On the list page, for approvers: the organisation's limits on report e-mails. */
export function LimitsPanel() {
  const can = useCan();
  if (!can(APPROVER)) return null;
  return <Limits />;
}

function Limits() {
  const toast = useToast();
  const labels = t.reportSchedules.limits;
  const settings = useQuery({ queryKey: scheduleKeys.settings, queryFn: scheduleEndpoints.settings });
  const [perPerson, setPerPerson] = useState<string | undefined>(undefined);
  const [perDay, setPerDay] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const save = useRefreshingMutation(scheduleEndpoints.setLimits, [scheduleKeys.settings]);
  if (!settings.data) return null;
  const limits = settings.data.limits;
  const personValue = perPerson ?? String(limits.max_schedules_per_person);
  const dayValue = perDay ?? String(limits.max_mails_per_day);
  const whole = (value: string) => (/^\d{1,6}$/.test(value.trim()) && Number(value) >= 1 ? Number(value) : undefined);
  return (
    <details className="card">
      <summary>
        <strong>{labels.title}</strong> <span className="muted small">{labels.usage(limits.mails_last_24h)}</span>
      </summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const person = whole(personValue);
          const day = whole(dayValue);
          setInvalid(person === undefined || day === undefined);
          if (person === undefined || day === undefined) return;
          save.mutate(
            { max_schedules_per_person: person, max_mails_per_day: day },
            { onSuccess: () => toast(labels.saved) },
          );
        }}
      >
        <p className="muted">{labels.intro}</p>
        <TextField
          label={labels.perPerson}
          inputMode="numeric"
          value={personValue}
          onChange={setPerPerson}
          error={invalid && whole(personValue) === undefined ? labels.invalid : undefined}
        />
        <TextField
          label={labels.perDay}
          inputMode="numeric"
          value={dayValue}
          onChange={setPerDay}
          error={invalid && whole(dayValue) === undefined ? labels.invalid : undefined}
        />
        <FormError error={save.error} />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {labels.save}
        </button>
      </form>
    </details>
  );
}
