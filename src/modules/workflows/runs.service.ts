import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { workflowRuleRuns } from '../../db/schema.js';
import { events } from '../../platform/events/events.tables.js';
import type { AccessContext, ServiceDeps } from '../shared/context.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { WorkflowRunDto, WorkflowRunListQuery } from './workflow-rules.schema.js';
import { getRule } from './workflow-rules.service.js';

/** A rule's run log, newest first; the rule must be visible to the account (as for GET /workflow-rules/:id). */
export async function listRuleRuns(
  deps: ServiceDeps,
  access: AccessContext,
  ruleId: number,
  query: WorkflowRunListQuery,
): Promise<Page<WorkflowRunDto>> {
  await getRule(deps, access, ruleId);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const before = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(workflowRuleRuns.tenantId, access.tenantId), eq(workflowRuleRuns.ruleId, ruleId)];
  if (before !== undefined) conditions.push(lt(workflowRuleRuns.id, before));
  const rows = await deps.database.db
    .select({ run: workflowRuleRuns, event: events })
    .from(workflowRuleRuns)
    .innerJoin(events, and(eq(events.tenantId, workflowRuleRuns.tenantId), eq(events.id, workflowRuleRuns.eventId)))
    .where(and(...conditions))
    .orderBy(desc(workflowRuleRuns.id))
    .limit(pageSize + 1);
  return toPage(
    rows.map((row) => ({ ...row, id: row.run.id })),
    pageSize,
    ({ run, event }) => ({
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
    }),
  );
}
