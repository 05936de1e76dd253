import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import {
  type IncidentDetail,
  incidentEndpoints,
  type IncidentEvent,
  incidentKeys,
  type IncidentStatus,
} from '../api/incidents.ts';
import { keys } from '../api/queries.ts';
import { PhotoGallery } from '../components/PhotoGallery.tsx';
import { ReportButton } from '../components/ReportButton.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, EmptyState, FormError, Loading, LoadError, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, formatDateTime, today } from '../lib/format.ts';
import { IncidentPlanCard, IncidentTasksCard } from './IncidentPlanning.tsx';
import { setSearch } from '../router.tsx';
import { SEVERITY_TONE, STATUS_TONE } from './IncidentTones.ts';

function BackLink() {
  return (
    <p>
      <button type="button" className="button button--link" onClick={() => setSearch({ id: undefined })}>
        ← {t.incidents.back}
      </button>
    </p>
  );
}

/** One incident: what was reported, its status buttons and a comment box, and its history. */
export function IncidentDetailView({ id }: { id: number }) {
  const incident = useQuery({ queryKey: incidentKeys.detail(id), queryFn: () => incidentEndpoints.get(id) });
  if (incident.isPending) return <Loading />;
  if (incident.isError) {
    return (
      <>
        <BackLink />
        {incident.error instanceof ApiError && incident.error.status === 404 ? (
          <EmptyState title={t.incidents.notFound} />
        ) : (
          <LoadError error={incident.error} onRetry={() => void incident.refetch()} />
        )}
      </>
    );
  }
  return <IncidentView incident={incident.data} />;
}

function IncidentView({ incident }: { incident: IncidentDetail }) {
  const client = useQueryClient();
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const save = async (change: () => Promise<IncidentDetail>, done: (updated: IncidentDetail) => string) => {
    setError(null);
    setCommentError(undefined);
    setBusy(true);
    try {
      const updated = await change();
      client.setQueryData(incidentKeys.detail(incident.id), updated);
      setComment('');
      toast(done(updated));
      await Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.all }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (byField['/text'] || byField['/comment']) setCommentError(byField['/text'] ?? byField['/comment']);
      else if (failure instanceof ApiError && failure.code === 'invalid_transition') {
        // Someone else moved it meanwhile: show the incident as it is now.
        setError(t.incidents.stale);
        await client.invalidateQueries({ queryKey: incidentKeys.detail(incident.id) });
      } else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const move = (status: IncidentStatus) =>
    save(
      () => incidentEndpoints.changeStatus(incident.id, { status, comment: comment.trim() || null }),
      (updated) => t.incidents.moved(t.incidents.status[updated.status]),
    );

  const addComment = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') {
      setCommentError(t.incidents.commentRequired);
      return;
    }
    void save(
      () => incidentEndpoints.comment(incident.id, { text: comment.trim() }),
      () => t.incidents.commentAdded,
    );
  };

  return (
    <>
      <BackLink />
      <PageHeader title={incident.title} actions={<ReportButton kind="incident" subjectId={incident.id} />} />
      <p className="incident-badges">
        <Badge tone={SEVERITY_TONE[incident.severity]}>{t.incidents.severity[incident.severity]}</Badge>
        <Badge tone={STATUS_TONE[incident.status]}>{t.incidents.status[incident.status]}</Badge>
        {incident.due_on !== null &&
        (incident.status === 'open' || incident.status === 'in_progress') &&
        incident.due_on < today() ? (
          <Badge tone="danger">{t.incidents.overdue}</Badge>
        ) : null}
      </p>
      <div className="incident-layout">
        <div>
          <section className="card">
            <dl className="facts facts--inline">
              <div>
                <dt>{t.incidents.columns.property}</dt>
                <dd>{incident.property_name}</dd>
              </div>
              {incident.location ? (
                <div>
                  <dt>{t.incidents.location}</dt>
                  <dd>{incident.location}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t.incidents.occurredAt}</dt>
                <dd>{formatDateTime(incident.occurred_at)}</dd>
              </div>
              <div>
                <dt>{t.incidents.reportedBy}</dt>
                <dd>{incident.reported_by ?? t.incidents.nobody}</dd>
              </div>
              {incident.resolved_at ? (
                <div>
                  <dt>{t.incidents.resolvedAt}</dt>
                  <dd>{formatDateTime(incident.resolved_at)}</dd>
                </div>
              ) : null}
            </dl>
            <div>
              <h2 className="card__subtitle incident-subtitle">{t.incidents.description}</h2>
              <p className="incident-description">{incident.description ?? t.incidents.noDescription}</p>
            </div>
            {incident.photos.length > 0 ? (
              <div>
                <h2 className="card__subtitle incident-subtitle">{t.fieldWork.incidentPhotos.title}</h2>
                <PhotoGallery photos={incident.photos} title={incident.title} />
              </div>
            ) : null}
          </section>
          <section className="card" aria-labelledby="incident-workflow">
            <h2 className="card__title" id="incident-workflow">
              {t.incidents.workflow}
            </h2>
            <form onSubmit={addComment} noValidate>
              <div className={`field${commentError ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor="incident-comment">
                  {t.incidents.comment}
                </label>
                <textarea
                  id="incident-comment"
                  className="input"
                  rows={3}
                  maxLength={4000}
                  value={comment}
                  aria-invalid={commentError ? true : undefined}
                  aria-describedby={commentError ? 'incident-comment-error' : 'incident-comment-hint'}
                  onChange={(event) => setComment(event.target.value)}
                />
                {commentError ? (
                  <p className="field__error" id="incident-comment-error">
                    {commentError}
                  </p>
                ) : (
                  <p className="field__hint" id="incident-comment-hint">
                    {t.incidents.commentHint}
                  </p>
                )}
              </div>
              <FormError error={error} />
              <div className="incident-actions">
                {incident.next_statuses.map((status, index) => (
                  <button
                    key={status}
                    type="button"
                    className={`button${index === 0 ? ' button--primary' : ''}`}
                    disabled={busy}
                    onClick={() => void move(status)}
                  >
                    {t.incidents.moveTo[status]}
                  </button>
                ))}
                <button type="submit" className="button" disabled={busy}>
                  {busy ? t.incidents.saving : t.incidents.addComment}
                </button>
              </div>
              {incident.next_statuses.length === 0 ? <p className="muted small">{t.incidents.closedFinal}</p> : null}
            </form>
          </section>
          <IncidentPlanCard key={`${incident.owner?.id ?? ''}|${incident.due_on ?? ''}`} incident={incident} />
          <IncidentTasksCard incident={incident} />
        </div>
        <section className="card card--flush" aria-labelledby="incident-history">
          <h2 className="card__title incident-history__title" id="incident-history">
            {t.incidents.history}
          </h2>
          <ol className="timeline">
            <li className="timeline__item">
              <span className="timeline__dot" aria-hidden="true" />
              <p className="timeline__text">
                <strong>{incident.reported_by ?? t.incidents.someone}</strong> {t.incidents.reported}
              </p>
              <p className="timeline__meta">{formatDateTime(incident.created_at)}</p>
            </li>
            {incident.events.map((event) => (
              <HistoryItem key={event.id} event={event} />
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

function historyText(event: IncidentEvent): string {
  switch (event.kind) {
    case 'status_changed':
      return event.from_status && event.to_status
        ? t.incidents.changed(t.incidents.status[event.from_status], t.incidents.status[event.to_status])
        : t.incidents.commented;
    case 'owner_changed':
      return t.incidents.ownerChanged(event.text);
    case 'due_changed':
      return t.incidents.dueChanged(event.text ? formatDate(event.text) : null);
    case 'task_created':
      return t.incidents.taskCreatedEvent(event.text ?? '');
    case 'comment':
      return t.incidents.commented;
  }
}

function HistoryItem({ event }: { event: IncidentEvent }) {
  return (
    <li className="timeline__item">
      <span className="timeline__dot" aria-hidden="true" />
      <p className="timeline__text">
        <strong>{event.actor?.name ?? t.incidents.someone}</strong> {historyText(event)}
      </p>
      {event.text && (event.kind === 'status_changed' || event.kind === 'comment') ? (
        <blockquote className="incident-comment">{event.text}</blockquote>
      ) : null}
      <p className="timeline__meta">
        <RelativeTime value={event.at} />
        <span aria-hidden="true"> · </span>
        <span>{formatDateTime(event.at)}</span>
      </p>
    </li>
  );
}
