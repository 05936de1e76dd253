import { useState } from 'react';
import { useWorkflowRules, useWorkflowRuns } from '../api/queries.ts';
import type { WorkflowRule, WorkflowRunStatus } from '../api/types.ts';
import { Badge, EmptyState, Loading, LoadError, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';

const TONES: Record<WorkflowRunStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  succeeded: 'success',
  skipped: 'neutral',
  retrying: 'warning',
  failed: 'danger',
};

function Runs({ rule }: { rule: WorkflowRule }) {
  const runs = useWorkflowRuns(rule.id);
  if (runs.isPending) return <Loading />;
  if (runs.isError) return <LoadError error={runs.error} onRetry={() => void runs.refetch()} />;
  if (runs.data.data.length === 0) return <EmptyState title={t.workflowRules.noRuns} />;
  return (
    <ol className="timeline">
      {runs.data.data.map((run) => (
        <li key={run.id} className="timeline__item">
          <span className="timeline__dot" aria-hidden="true" />
          <p className="timeline__text">
            <strong>{t.workflowRules.event(run.event.type, run.event.subject_id)}</strong>{' '}
            <Badge tone={TONES[run.status]}>{t.workflowRules.status[run.status]}</Badge>
            {run.attempts > 1 ? <span className="muted small"> · {t.workflowRules.attempts(run.attempts)}</span> : null}
          </p>
          {run.created.length > 0 ? (
            <p className="small">{run.created.map((made) => t.workflowRules.made[made.type](made.id)).join(', ')}</p>
          ) : null}
          {run.error ? <p className="small mail-recipients__error">{run.error}</p> : null}
          <p className="timeline__meta">
            <RelativeTime value={run.started_at} />
            <span aria-hidden="true"> · </span>
            <span>{formatDateTime(run.started_at)}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Settings → Workflow rules: the rules, and the run log of the one chosen. */
export function WorkflowRulesPage() {
  const rules = useWorkflowRules();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const list = rules.data?.data ?? [];
  const rule = list.find((r) => r.id === chosen) ?? list[0];
  return (
    <>
      <PageHeader title={t.workflowRules.title} intro={t.workflowRules.intro} />
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <LoadError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : list.length === 0 || rule === undefined ? (
        <EmptyState title={t.workflowRules.empty} />
      ) : (
        <div className="workflow-page">
          <section className="card">
            <ul className="rule-list">
              {list.map((r) => (
                <li key={r.id} className="rule-list__item">
                  <button
                    type="button"
                    className="button button--link"
                    aria-pressed={r.id === rule.id}
                    onClick={() => setChosen(r.id)}
                  >
                    {r.name}
                  </button>{' '}
                  <span className="muted small">{t.workflowRules.trigger[r.trigger]}</span>{' '}
                  {r.active ? null : <Badge tone="neutral">{t.workflowRules.inactive}</Badge>}
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-label={t.workflowRules.runsOf(rule.name)}>
            <h2 className="card__title">{t.workflowRules.runsOf(rule.name)}</h2>
            <Runs rule={rule} />
          </section>
        </div>
      )}
    </>
  );
}
