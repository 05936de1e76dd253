import { and, type Column, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { loadEvents } from '../../platform/events/events.js';
import { workflowRuleRuns } from './runs.tables.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { WorkflowRunDto, WorkflowRunListQuery } from './workflow-rules.schema.js';
import { getRule } from './workflow-rules.service.js';

/** A rule's run log, newest first; the rule must be visible to the account (as for GET /workflow-rules/:id). */
export async function listRuleRuns(
  deps: ServiceDeps,
  access: AccountActor,
  ruleId: number,
  query: WorkflowRunListQuery,
): Promise<Page<WorkflowRunDto>> {
  await getRule(deps, access, ruleId);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const before = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(workflowRuleRuns.tenantId, access.tenantId), eq(workflowRuleRuns.ruleId, ruleId)];
  if (before !== undefined) conditions.push(lt(workflowRuleRuns.id, before));
  const runs = await deps.database.db
    .select()
    .from(workflowRuleRuns)
    .where(and(...conditions))
    .orderBy(desc(workflowRuleRuns.id))
    .limit(pageSize + 1);
  const events = await loadEvents(
    deps.database.db,
    access.tenantId,
    runs.map((run) => run.eventId),
  );
  // A run always has its event (events are never deleted while runs point at them).
  const rows = runs.flatMap((run) => {
    const event = events.get(run.eventId);
    return event ? [{ id: run.id, run, event }] : [];
  });
  return toPage(rows, pageSize, ({ run, event }) => ({
    id: run.id,
    rule_id: run.ruleId,
    event: {
      id: event.id,
      type: event.type,
      origin: event.origin,
      subject_id: event.subjectId,
      property_id: event.propertyId,
      occurred_at: event.occurredAt.toISOString(),
    },
    status: run.status,
    attempts: run.attempts,
    created: run.created as WorkflowRunDto['created'],
    error: run.error,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  }));
}

/** The condition "a workflow run points at this event", for keeping events the run history shows. */
export function runPointsAt(tenantId: SQL | Column, eventId: SQL | Column): SQL {
  return sql`exists (select 1 from ${workflowRuleRuns} where ${workflowRuleRuns.tenantId} = ${tenantId} and ${workflowRuleRuns.eventId} = ${eventId})`;
}
