import { and, asc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { incidentPhotos, incidents, incidentSeverities } from './incidents.tables.js';
import { recordEvents, transactionWithEvents } from '../../platform/events/events.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { invalid } from '../../domain/errors.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import { loadAccessibleProperty, type PropertyRow } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { createIdempotently, payloadFingerprint } from '../shared/idempotency.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { IncidentCreate, IncidentDto, IncidentListQuery } from './incidents.schema.js';
import type { RecordOrigin } from '../../db/columns.js';
import { accountNames } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { distinctIds, photoRef, requireAttachableFiles, type PhotoRef } from '../files/photo-refs.js';

type IncidentRow = typeof incidents.$inferSelect;
type IncidentSeverity = (typeof incidentSeverities)[number];

/** The incident as API v1 shows it; `ownerName` names its owner (presentIncidents looks names up). */
export function presentIncident(row: IncidentRow, ownerName?: string): IncidentDto {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    property_id: row.propertyId,
    severity: row.severity,
    location: row.location,
    occurred_at: (row.occurredAt ?? row.createdAt).toISOString(),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    owner: row.ownerAccountId === null ? null : { id: row.ownerAccountId, name: ownerName ?? '' },
    due_on: row.dueOn,
  };
}

/** presentIncident for several rows, with their owners' names looked up once. */
export async function presentIncidents(db: Executor, tenantId: number, rows: IncidentRow[]): Promise<IncidentDto[]> {
  const names = await accountNames(
    db,
    tenantId,
    rows.flatMap((row) => (row.ownerAccountId !== null ? [row.ownerAccountId] : [])),
  );
  return rows.map((row) =>
    presentIncident(row, row.ownerAccountId !== null ? names.get(row.ownerAccountId) : undefined),
  );
}

/**
 * Reports an incident, idempotent by the client's uuid like task creation. From the field
 * app (`origin` field) it may carry photos (ids of the tenant's stored files, 422 at
 * /photo_file_ids/<i> otherwise) and records `incident.created`, which workflow rules react
 * to, as does a report made in the portal (origin `portal`, with its audit entry); an API
 * report records it with origin `api` (API writes fire no rule). All in one transaction.
 */
export async function createIncident(
  deps: ServiceDeps,
  access: AccountActor,
  input: IncidentCreate,
  options: { origin?: RecordOrigin; photoFileIds?: readonly number[]; patrolRoundId?: number | null } = {},
): Promise<{ incident: IncidentDto; created: boolean }> {
  const origin = options.origin ?? 'api';
  const photoIds = distinctIds(options.photoFileIds ?? []);
  const uuid = input.uuid?.toLowerCase() ?? randomUUID();
  // occurred_at is compared as an instant: "…T07:45:00Z" and "…T08:45:00+01:00" are one payload.
  const occurredAt = input.occurred_at !== undefined ? new Date(input.occurred_at) : new Date(deps.clock());
  // Far-off instants are typing errors, and PostgreSQL's answer for years before 100 does not read back.
  if (occurredAt.getTime() < 0 || occurredAt.getTime() > deps.clock() + 24 * 3600 * 1000) {
    throw invalid('/occurred_at', 'When it happened must lie between 1970 and one day from now.');
  }
  const fingerprint = payloadFingerprint([
    input.title.trim(),
    input.property_id,
    input.description ?? null,
    input.severity,
    input.location ?? null,
    input.occurred_at !== undefined ? occurredAt.toISOString() : null,
    // Photos only where there are any: the fingerprints of earlier reports stay as they were.
    ...(photoIds.length > 0 ? [photoIds] : []),
  ]);
  return transactionWithEvents(deps, async (db, events) => {
    let property: PropertyRow | undefined;
    const { row, created } = await createIdempotently({
      fingerprint,
      what: 'incident',
      // The property first (missing 422, outside the account's properties 403), then the incident holding the uuid.
      find: async () => {
        property = await loadAccessibleProperty(db, access, input.property_id, () =>
          invalid('/property_id', 'No property with this id.'),
        );
        const [incident] = await db
          .select()
          .from(incidents)
          .where(and(eq(incidents.tenantId, access.tenantId), eq(incidents.uuid, uuid)));
        return incident;
      },
      beforeInsert: () => {
        if (property?.archived) throw invalid('/property_id', 'The property is archived; it takes no new reports.');
      },
      insert: async () => {
        await requireAttachableFiles(db, access, photoIds, '/photo_file_ids');
        return (
          await db
            .insert(incidents)
            .values({
              tenantId: access.tenantId,
              uuid,
              propertyId: input.property_id,
              title: input.title.trim(),
              description: input.description ?? null,
              severity: input.severity,
              location: input.location ?? null,
              occurredAt,
              reportedByAccountId: access.accountId,
              createFingerprint: fingerprint,
              patrolRoundId: options.patrolRoundId ?? null,
              origin,
            })
            .onConflictDoNothing({ target: [incidents.tenantId, incidents.uuid] })
            .returning()
        )[0];
      },
    });
    if (created && photoIds.length > 0) {
      await db.insert(incidentPhotos).values(
        photoIds.map((fileId, position) => ({
          tenantId: access.tenantId,
          incidentId: row.id,
          fileId,
          position,
          addedByAccountId: access.accountId,
          addedAt: new Date(deps.clock()),
        })),
      );
    }
    if (created && origin === 'portal') {
      await recordAudit(db, {
        tenantId: access.tenantId,
        actorAccountId: access.accountId,
        action: 'incident.reported',
        targetType: 'incident',
        targetId: row.id,
        details: { title: row.title, severity: row.severity },
        at: new Date(deps.clock()),
      });
    }
    if (created) {
      // Through the API too: partners see it (API writes fire no rule, by the event's origin).
      await events.record({
        tenantId: access.tenantId,
        type: 'incident.created',
        origin,
        subjectId: row.id,
        propertyId: row.propertyId,
        payload: { incident_id: row.id, title: row.title, severity: row.severity },
        object: presentIncident(row),
      });
    }
    return { incident: presentIncident(row), created };
  });
}

/** The photos of an incident, in order, with their links. */
export async function incidentPhotoRefs(db: Executor, tenantId: number, incidentId: number): Promise<PhotoRef[]> {
  const rows = await db
    .select({ fileId: incidentPhotos.fileId })
    .from(incidentPhotos)
    .where(and(eq(incidentPhotos.tenantId, tenantId), eq(incidentPhotos.incidentId, incidentId)))
    .orderBy(asc(incidentPhotos.position), asc(incidentPhotos.addedAt), asc(incidentPhotos.fileId));
  return rows.map((row) => photoRef(row.fileId));
}

export async function getIncident(deps: ServiceDeps, access: AccountActor, incidentId: number): Promise<IncidentDto> {
  const [found] = await deps.database.db
    .select({ row: incidents, visible: visibleProperty(access, incidents.propertyId).mapWith(Boolean) })
    .from(incidents)
    .where(and(eq(incidents.tenantId, access.tenantId), eq(incidents.id, incidentId)));
  const [presented] = await presentIncidents(deps.database.db, access.tenantId, [requireVisible(found, 'Incident')]);
  if (!presented) throw new Error('incident not presented');
  return presented;
}

/** Incidents on the properties the account can see, oldest first, with the filters of the list. */
export async function listIncidents(
  deps: ServiceDeps,
  access: AccountActor,
  query: IncidentListQuery,
): Promise<Page<IncidentDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (
    query.occurred_from !== undefined &&
    query.occurred_to !== undefined &&
    Date.parse(query.occurred_from) > Date.parse(query.occurred_to)
  ) {
    throw invalid('/query/occurred_to', 'occurred_to lies before occurred_from.');
  }
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(deps.database.db, access, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  const conditions: SQL[] = [eq(incidents.tenantId, access.tenantId), visibleProperty(access, incidents.propertyId)];
  if (after !== undefined) conditions.push(gt(incidents.id, after));
  if (query.property_id !== undefined) conditions.push(eq(incidents.propertyId, query.property_id));
  if (query.status !== undefined) conditions.push(eq(incidents.status, query.status));
  if (query.severity !== undefined) conditions.push(eq(incidents.severity, query.severity));
  if (query.occurred_from !== undefined) conditions.push(gte(incidents.occurredAt, new Date(query.occurred_from)));
  if (query.occurred_to !== undefined) conditions.push(lte(incidents.occurredAt, new Date(query.occurred_to)));
  if (query.updated_since !== undefined) conditions.push(gte(incidents.updatedAt, new Date(query.updated_since)));
  const rows = await deps.database.db
    .select()
    .from(incidents)
    .where(and(...conditions))
    .orderBy(asc(incidents.id))
    .limit(pageSize + 1);
  const page = toPage(rows, pageSize, (row) => row);
  return { ...page, data: await presentIncidents(deps.database.db, access.tenantId, page.data) };
}

/**
 * An incident a workflow rule reports, in the rule's transaction; its uuid makes a repeat a
 * no-op. It records `incident.created` with origin `rule`, which fires no further rule.
 */
export async function insertIncidentForRule(
  tx: Executor,
  clock: Clock,
  input: { tenantId: number; uuid: string; propertyId: number; title: string; severity: IncidentSeverity },
): Promise<number> {
  const [row] = await tx
    .insert(incidents)
    .values({ ...input, origin: 'rule', occurredAt: new Date(clock()), createFingerprint: `rule:${input.uuid}` })
    .onConflictDoNothing({ target: [incidents.tenantId, incidents.uuid] })
    .returning();
  if (!row) {
    const [existing] = await tx
      .select({ id: incidents.id })
      .from(incidents)
      .where(and(eq(incidents.tenantId, input.tenantId), eq(incidents.uuid, input.uuid)));
    if (!existing) throw new Error('incident of a rule neither inserted nor found');
    return existing.id;
  }
  await recordEvents(tx, clock, [
    {
      tenantId: input.tenantId,
      type: 'incident.created',
      origin: 'rule',
      subjectId: row.id,
      propertyId: input.propertyId,
      payload: { incident_id: row.id, title: input.title, severity: input.severity },
      object: presentIncident(row),
    },
  ]);
  return row.id;
}
