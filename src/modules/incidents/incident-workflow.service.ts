import { recordEvents } from '../../platform/events/events.js';
import { and, asc, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { accountNames } from '../accounts/accounts.service.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import type { AccountActor } from '../access/actor.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { transactionWithEvents } from '../../platform/events/events.js';
import { assigneeCandidates, requireAssignee, type Assignee } from '../tasks/task-assignees.js';
import { createTaskRow, tasksOfIncident } from '../tasks/tasks.service.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import {
  INCIDENT_TRANSITIONS,
  type IncidentComment,
  type IncidentDto,
  type IncidentPlan,
  type IncidentTaskCreate,
  type PortalIncidentCreate,
  type IncidentEventDto,
  type IncidentStatusChange,
  type PortalIncidentDetailDto,
  type PortalIncidentDto,
  type PortalIncidentListQuery,
} from './incidents.schema.js';
import { createIncident, incidentPhotoRefs, presentIncidents } from './incidents.service.js';
import { incidentEvents, incidents, type incidentStatuses } from './incidents.tables.js';

// The office's side of incidents: the list, one incident with its history, the status
// workflow and comments. Every change writes its history row and its audit entry in the
// transaction that makes it.

type IncidentStatus = (typeof incidentStatuses)[number];
type IncidentRow = typeof incidents.$inferSelect;

/** The incidents as the office sees them: with their property's name. */
async function withPropertyNames(db: Executor, tenantId: number, rows: IncidentRow[]): Promise<PortalIncidentDto[]> {
  const names = new Map(
    (await propertyNames(db, tenantId, [...new Set(rows.map((row) => row.propertyId))])).map((p) => [p.id, p.name]),
  );
  const presented = await presentIncidents(db, tenantId, rows);
  return presented.map((incident) => ({ ...incident, property_name: names.get(incident.property_id) ?? '' }));
}

/** Incidents on the properties the actor sees, newest first, filtered by property, status and severity. */
export async function listPortalIncidents(
  deps: ServiceDeps,
  actor: AccountActor,
  query: PortalIncidentListQuery,
): Promise<Page<PortalIncidentDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const before = decodeCursor(query.cursor);
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, actor, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  const conditions: SQL[] = [eq(incidents.tenantId, actor.tenantId), visibleProperty(actor, incidents.propertyId)];
  if (before !== undefined) conditions.push(lt(incidents.id, before));
  if (query.property_id !== undefined) conditions.push(eq(incidents.propertyId, query.property_id));
  if (query.status !== undefined) conditions.push(eq(incidents.status, query.status));
  if (query.severity !== undefined) conditions.push(eq(incidents.severity, query.severity));
  if (query.owner === 'none') conditions.push(isNull(incidents.ownerAccountId));
  else if (query.owner !== undefined) {
    conditions.push(eq(incidents.ownerAccountId, query.owner === 'me' ? actor.accountId : Number(query.owner)));
  }
  const rows = await db
    .select()
    .from(incidents)
    .where(and(...conditions))
    .orderBy(desc(incidents.id))
    .limit(pageSize + 1);
  const page = toPage(rows, pageSize, (row) => row);
  return { ...page, data: await withPropertyNames(db, actor.tenantId, page.data) };
}

/** One incident with its property, reporter, history (oldest first), photos and the statuses it may move to. */
export async function getPortalIncident(
  deps: ServiceDeps,
  actor: AccountActor,
  incidentId: number,
): Promise<PortalIncidentDetailDto> {
  const db = deps.database.db;
  const [found] = await db
    .select({ row: incidents, visible: visibleProperty(actor, incidents.propertyId).mapWith(Boolean) })
    .from(incidents)
    .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)));
  const incident = requireVisible(found, 'Incident');
  const events = await db
    .select()
    .from(incidentEvents)
    .where(and(eq(incidentEvents.tenantId, actor.tenantId), eq(incidentEvents.incidentId, incidentId)))
    .orderBy(asc(incidentEvents.id));
  const [presented] = await withPropertyNames(db, actor.tenantId, [incident]);
  const names = await accountNames(db, actor.tenantId, [
    ...(incident.reportedByAccountId !== null ? [incident.reportedByAccountId] : []),
    ...events.flatMap((event) => (event.actorAccountId !== null ? [event.actorAccountId] : [])),
  ]);
  if (!presented) throw new Error('incident not presented');
  return {
    ...presented,
    reported_by: incident.reportedByAccountId !== null ? (names.get(incident.reportedByAccountId) ?? null) : null,
    events: events.map((event) => presentEvent(event, names)),
    next_statuses: [...INCIDENT_TRANSITIONS[incident.status]],
    photos: await incidentPhotoRefs(db, actor.tenantId, incidentId),
    tasks: await tasksOfIncident(db, actor.tenantId, incidentId),
  };
}

async function presentOne(db: Executor, tenantId: number, row: IncidentRow): Promise<IncidentDto> {
  const [presented] = await presentIncidents(db, tenantId, [row]);
  if (!presented) throw new Error('incident not presented');
  return presented;
}

function presentEvent(event: typeof incidentEvents.$inferSelect, names: Map<number, string>): IncidentEventDto {
  const actorName = event.actorAccountId !== null ? names.get(event.actorAccountId) : undefined;
  return {
    id: event.id,
    kind: event.kind,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    text: event.text,
    actor:
      event.actorAccountId !== null && actorName !== undefined ? { id: event.actorAccountId, name: actorName } : null,
    at: event.at.toISOString(),
  };
}

/** The incident, locked for the rest of the transaction, when the actor may see it (404 / 403 otherwise). */
async function lockIncident(tx: Executor, actor: AccountActor, incidentId: number): Promise<IncidentRow> {
  const [found] = await tx
    .select({ row: incidents, visible: visibleProperty(actor, incidents.propertyId).mapWith(Boolean) })
    .from(incidents)
    .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)))
    .for('update');
  return requireVisible(found, 'Incident');
}

function invalidTransition(from: IncidentStatus, to: IncidentStatus): DomainError {
  const allowed = INCIDENT_TRANSITIONS[from];
  const hint =
    allowed.length === 0 ? 'A closed incident is final.' : `From ${from} it can become ${allowed.join(' or ')}.`;
  return new DomainError('invalid_transition', `The incident is ${from}; it cannot become ${to}. ${hint}`);
}

/**
 * Moves the status along the workflow (INCIDENT_TRANSITIONS), with an optional comment kept on
 * the history entry. Any other move, the current status included, is 409 invalid_transition.
 * Resolving stamps resolved_at; moving back from resolved clears it.
 */
export async function changeIncidentStatus(
  deps: ServiceDeps,
  actor: AccountActor,
  incidentId: number,
  change: IncidentStatusChange,
): Promise<PortalIncidentDetailDto> {
  const comment = change.comment?.trim() ? change.comment.trim() : null;
  await deps.database.db.transaction(async (tx) => {
    const incident = await lockIncident(tx, actor, incidentId);
    const from = incident.status;
    if (!INCIDENT_TRANSITIONS[from].includes(change.status)) throw invalidTransition(from, change.status);
    const at = new Date(deps.clock());
    const [changed] = await tx
      .update(incidents)
      .set({
        status: change.status,
        updatedAt: at,
        resolvedAt: change.status === 'resolved' ? at : change.status === 'closed' ? incident.resolvedAt : null,
      })
      .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)))
      .returning();
    await tx.insert(incidentEvents).values({
      tenantId: actor.tenantId,
      incidentId,
      kind: 'status_changed',
      fromStatus: from,
      toStatus: change.status,
      text: comment,
      actorAccountId: actor.accountId,
      at,
    });
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'incident.status_changed',
      targetType: 'incident',
      targetId: incidentId,
      details: { title: incident.title, from, to: change.status, ...(comment ? { comment } : {}) },
      at,
    });
    if (changed) {
      await recordEvents(tx, deps.clock, [
        {
          tenantId: actor.tenantId,
          type: 'incident.status_changed',
          origin: 'portal',
          subjectId: incidentId,
          propertyId: changed.propertyId,
          payload: { from, to: change.status },
          object: await presentOne(tx, actor.tenantId, changed),
        },
      ]);
    }
  });
  return getPortalIncident(deps, actor, incidentId);
}

/** Adds the office's comment to the incident's history; a closed incident takes comments too. */
export async function commentOnIncident(
  deps: ServiceDeps,
  actor: AccountActor,
  incidentId: number,
  input: IncidentComment,
): Promise<PortalIncidentDetailDto> {
  const text = input.text.trim();
  await deps.database.db.transaction(async (tx) => {
    const incident = await lockIncident(tx, actor, incidentId);
    const at = new Date(deps.clock());
    await tx.insert(incidentEvents).values({
      tenantId: actor.tenantId,
      incidentId,
      kind: 'comment',
      text,
      actorAccountId: actor.accountId,
      at,
    });
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'incident.commented',
      targetType: 'incident',
      targetId: incidentId,
      details: { title: incident.title },
      at,
    });
  });
  return getPortalIncident(deps, actor, incidentId);
}

/** Reports an incident from the office (origin `portal`): as the API does, with its audit entry. */
export async function createPortalIncident(
  deps: ServiceDeps,
  actor: AccountActor,
  input: PortalIncidentCreate,
): Promise<{ incident: PortalIncidentDetailDto; created: boolean }> {
  const { incident, created } = await createIncident(deps, actor, input, { origin: 'portal' });
  return { incident: await getPortalIncident(deps, actor, incident.id), created };
}

/** The people who can look after the incident: active, and seeing its property. */
export async function incidentOwnerCandidates(
  deps: ServiceDeps,
  actor: AccountActor,
  incidentId: number,
): Promise<Assignee[]> {
  const [found] = await deps.database.db
    .select({ row: incidents, visible: visibleProperty(actor, incidents.propertyId).mapWith(Boolean) })
    .from(incidents)
    .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)));
  const incident = requireVisible(found, 'Incident');
  return assigneeCandidates(deps.database.db, actor.tenantId, incident.propertyId);
}

/**
 * Sets or clears who looks after the incident and by when. The owner must be an active
 * person seeing the incident's property (422 at /owner_account_id). What changed gets its
 * history row, one audit entry and `incident.updated` with the incident as API v1 shows
 * it; a change to what it already holds changes nothing.
 */
export async function planIncident(
  deps: ServiceDeps,
  actor: AccountActor,
  incidentId: number,
  plan: IncidentPlan,
): Promise<PortalIncidentDetailDto> {
  await transactionWithEvents(deps, async (tx, events) => {
    const incident = await lockIncident(tx, actor, incidentId);
    const changes: Partial<typeof incidents.$inferInsert> = {};
    const details: Record<string, unknown> = { title: incident.title };
    const at = new Date(deps.clock());
    const history: (typeof incidentEvents.$inferInsert)[] = [];
    if (plan.owner_account_id !== undefined && plan.owner_account_id !== incident.ownerAccountId) {
      let ownerName: string | null = null;
      if (plan.owner_account_id !== null) {
        await requireAssignee(tx, actor.tenantId, plan.owner_account_id, incident.propertyId, '/owner_account_id');
        ownerName =
          (await accountNames(tx, actor.tenantId, [plan.owner_account_id])).get(plan.owner_account_id) ?? null;
      }
      changes.ownerAccountId = plan.owner_account_id;
      details.owner = ownerName;
      history.push({
        tenantId: actor.tenantId,
        incidentId,
        kind: 'owner_changed',
        text: ownerName,
        actorAccountId: actor.accountId,
        at,
      });
    }
    if (plan.due_on !== undefined && plan.due_on !== incident.dueOn) {
      changes.dueOn = plan.due_on;
      details.due_on = plan.due_on;
      history.push({
        tenantId: actor.tenantId,
        incidentId,
        kind: 'due_changed',
        text: plan.due_on,
        actorAccountId: actor.accountId,
        at,
      });
    }
    if (history.length === 0) return;
    const [changed] = await tx
      .update(incidents)
      .set({ ...changes, updatedAt: at })
      .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)))
      .returning();
    if (!changed) return;
    await tx.insert(incidentEvents).values(history);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'incident.planned',
      targetType: 'incident',
      targetId: incidentId,
      details,
      at,
    });
    await events.record({
      tenantId: actor.tenantId,
      type: 'incident.updated',
      origin: 'portal',
      subjectId: incidentId,
      propertyId: changed.propertyId,
      payload: {
        changed: [
          ...(changes.ownerAccountId !== undefined ? ['owner'] : []),
          ...(changes.dueOn !== undefined ? ['due_on'] : []),
        ],
      },
      object: await presentOne(tx, actor.tenantId, changed),
    });
  });
  return getPortalIncident(deps, actor, incidentId);
}

/**
 * Makes a task at the incident's property from it (origin `portal`, linked by incident_id),
 * idempotent by the dialog's uuid like the task API: a double click makes one task. The
 * task's `task.created`, the incident's history row and the audit entry share one transaction.
 */
export async function createTaskFromIncident(
  deps: ServiceDeps,
  actor: AccountActor,
  incidentId: number,
  input: IncidentTaskCreate,
): Promise<{ taskId: number; created: boolean }> {
  const [found] = await deps.database.db
    .select({ row: incidents, visible: visibleProperty(actor, incidents.propertyId).mapWith(Boolean) })
    .from(incidents)
    .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)));
  const incident = requireVisible(found, 'Incident');
  const { assignee_account_id: assignee, ...task } = input;
  const { task: row, created } = await createTaskRow(
    deps,
    actor,
    { ...task, property_id: incident.propertyId },
    'portal',
    assignee,
    {
      incidentId,
      onCreated: async (tx, made) => {
        const at = new Date(deps.clock());
        await tx.insert(incidentEvents).values({
          tenantId: actor.tenantId,
          incidentId,
          kind: 'task_created',
          text: made.title,
          actorAccountId: actor.accountId,
          at,
        });
        await recordAudit(tx, {
          tenantId: actor.tenantId,
          actorAccountId: actor.accountId,
          action: 'incident.task_created',
          targetType: 'incident',
          targetId: incidentId,
          details: { title: incident.title, task_id: made.id, task_title: made.title },
          at,
        });
      },
    },
  );
  return { taskId: row.id, created };
}
