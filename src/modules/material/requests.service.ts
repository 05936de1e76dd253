import { type EventOrigin, recordEvents } from '../../platform/events/events.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { writeOrigin } from '../access/actor.js';
import { recordMovementEvent } from './movements.service.js';
import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import {
  type MaterialRequestStatus,
  materialItems,
  materialRequestLines,
  materialRequests,
} from './material.tables.js';
import { DomainError, invalid } from '../../domain/errors.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import { loadAccessibleProperty, type PropertyRow } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { createIdempotently, payloadFingerprint } from '../shared/idempotency.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { bookMovement, movementFingerprint } from './ledger.js';
import type {
  MaterialRequestCreate,
  MaterialRequestDto,
  MaterialRequestListQuery,
  MaterialRequestPatch,
} from './requests.schema.js';

type RequestRow = typeof materialRequests.$inferSelect;
type Line = { item_id: number; quantity: number };

function presentRequest(row: RequestRow, lines: Line[]): MaterialRequestDto {
  return {
    id: row.id,
    uuid: row.uuid,
    property_id: row.propertyId,
    status: row.status,
    note: row.note,
    lines,
    requested_by_account_id: row.requestedByAccountId,
    decided_by_account_id: row.decidedByAccountId,
    decided_at: row.decidedAt?.toISOString() ?? null,
    delivered_by_account_id: row.deliveredByAccountId,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    received_by_account_id: row.receivedByAccountId,
    received_at: row.receivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The lines of the given requests, each list in the order it was asked for. */
async function linesOf(db: Executor, tenantId: number, requestIds: number[]): Promise<Map<number, Line[]>> {
  const byRequest = new Map<number, Line[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(materialRequestLines)
    .where(and(eq(materialRequestLines.tenantId, tenantId), inArray(materialRequestLines.requestId, requestIds)))
    .orderBy(asc(materialRequestLines.requestId), asc(materialRequestLines.position));
  for (const row of rows) byRequest.get(row.requestId)?.push({ item_id: row.itemId, quantity: row.quantity });
  return byRequest;
}

async function presentWithLines(db: Executor, row: RequestRow): Promise<MaterialRequestDto> {
  return presentRequest(row, (await linesOf(db, row.tenantId, [row.id])).get(row.id) ?? []);
}

const unknownProperty = (pointer: string) => () => invalid(pointer, 'No property with this id.');

export async function listRequests(
  deps: ServiceDeps,
  access: AccountActor,
  query: MaterialRequestListQuery,
): Promise<Page<MaterialRequestDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, access, query.property_id, unknownProperty('/query/property_id'));
  }
  const conditions: SQL[] = [
    eq(materialRequests.tenantId, access.tenantId),
    visibleProperty(access, materialRequests.propertyId),
  ];
  if (after !== undefined) conditions.push(gt(materialRequests.id, after));
  if (query.property_id !== undefined) conditions.push(eq(materialRequests.propertyId, query.property_id));
  if (query.status !== undefined) conditions.push(eq(materialRequests.status, query.status));
  if (query.updated_since !== undefined) {
    conditions.push(gte(materialRequests.updatedAt, new Date(query.updated_since)));
  }
  const rows = await db
    .select()
    .from(materialRequests)
    .where(and(...conditions))
    .orderBy(asc(materialRequests.id))
    .limit(pageSize + 1);
  const lines = await linesOf(
    db,
    access.tenantId,
    rows.slice(0, pageSize).map((row) => row.id),
  );
  return toPage(rows, pageSize, (row) => presentRequest(row, lines.get(row.id) ?? []));
}

/** A request the account can see: missing or another tenant's is 404, on a property outside its list 403. */
export async function getRequest(
  deps: ServiceDeps,
  access: AccountActor,
  requestId: number,
): Promise<MaterialRequestDto> {
  const db = deps.database.db;
  const [found] = await db
    .select({ row: materialRequests, visible: visibleProperty(access, materialRequests.propertyId).mapWith(Boolean) })
    .from(materialRequests)
    .where(and(eq(materialRequests.tenantId, access.tenantId), eq(materialRequests.id, requestId)));
  return presentWithLines(db, requireVisible(found, 'Material request'));
}

export interface RequestCreation {
  request: MaterialRequestDto;
  /** False when an earlier call with the same uuid and payload already created it. */
  created: boolean;
}

/** Checks that every line names an item of the tenant (an inactive one too: its leftover stock can be delivered). */
async function checkLineItems(tx: Executor, tenantId: number, lines: Line[]): Promise<void> {
  const found = await tx
    .select({ id: materialItems.id })
    .from(materialItems)
    .where(
      and(
        eq(materialItems.tenantId, tenantId),
        inArray(
          materialItems.id,
          lines.map((line) => line.item_id),
        ),
      ),
    );
  const known = new Set(found.map((item) => item.id));
  const missing = lines.findIndex((line) => !known.has(line.item_id));
  if (missing >= 0) throw invalid(`/lines/${missing}/item_id`, 'No material item with this id.');
}

/** A property asks for items, idempotent by the client's uuid (see createIdempotently). */
export async function createRequest(
  deps: ServiceDeps,
  access: AccountActor,
  input: MaterialRequestCreate,
): Promise<RequestCreation> {
  const db = deps.database.db;
  const lines: Line[] = input.lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity }));
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.item_id)) {
      throw invalid(`/lines/${index}/item_id`, 'This item is already on an earlier line; put it on one line.');
    }
    seen.add(line.item_id);
  });
  const uuid = input.uuid?.toLowerCase() ?? randomUUID();
  const note = input.note ?? null;
  const fingerprint = payloadFingerprint([input.property_id, note, lines.map((line) => [line.item_id, line.quantity])]);
  let property: PropertyRow | undefined;
  const { row, created } = await createIdempotently({
    fingerprint,
    what: 'material request',
    // The property first (missing 422, outside the account's properties 403), then the request holding the uuid.
    find: async () => {
      property = await loadAccessibleProperty(db, access, input.property_id, unknownProperty('/property_id'));
      const [request] = await db
        .select()
        .from(materialRequests)
        .where(and(eq(materialRequests.tenantId, access.tenantId), eq(materialRequests.uuid, uuid)));
      return request;
    },
    beforeInsert: () => {
      if (property?.archived) throw invalid('/property_id', 'The property is archived: it takes no requests.');
    },
    insert: () =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(materialRequests)
          .values({
            tenantId: access.tenantId,
            uuid,
            propertyId: input.property_id,
            note,
            requestedByAccountId: access.accountId,
            createFingerprint: fingerprint,
          })
          .onConflictDoNothing({ target: [materialRequests.tenantId, materialRequests.uuid] })
          .returning();
        if (!inserted) return undefined;
        await checkLineItems(tx, access.tenantId, lines);
        await tx.insert(materialRequestLines).values(
          lines.map((line, position) => ({
            tenantId: access.tenantId,
            requestId: inserted.id,
            itemId: line.item_id,
            quantity: line.quantity,
            position,
          })),
        );
        await recordRequestEvent(tx, deps.clock, 'material.request.created', writeOrigin(access), inserted);
        return inserted;
      }),
  });
  return { request: await presentWithLines(db, row), created };
}

/** Records a request's change for partners (GET /api/v1/events, webhooks), with its lines, in its transaction. */
async function recordRequestEvent(
  tx: Executor,
  clock: Clock,
  type: 'material.request.created' | 'material.request.status_changed',
  origin: EventOrigin,
  row: RequestRow,
): Promise<void> {
  await recordEvents(tx, clock, [
    {
      tenantId: row.tenantId,
      type,
      origin,
      subjectId: row.id,
      propertyId: row.propertyId,
      object: await presentWithLines(tx, row),
    },
  ]);
}

/** The moves a request's status may make; staying where it is changes nothing. */
const NEXT: Record<MaterialRequestStatus, readonly MaterialRequestStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['delivered'],
  rejected: [],
  delivered: [],
};

function refuseTransition(from: MaterialRequestStatus, to: MaterialRequestStatus): DomainError {
  const next = NEXT[from];
  const hint =
    from === 'requested' && to === 'delivered'
      ? 'Approve it first.'
      : next.length === 0
        ? `${from.charAt(0).toUpperCase()}${from.slice(1)} is final.`
        : `From ${from} it can only become ${next.join(' or ')}.`;
  return new DomainError('invalid_transition', `The request is ${from}; it cannot become ${to}. ${hint}`);
}

/**
 * Moves a request along. Delivering books one transfer to the property per line, in the
 * same transaction as the status change: if the warehouse lacks any of it, nothing is
 * booked and the request stays approved. The request row is locked first, so two
 * deliveries of one request cannot both book.
 */
export async function updateRequest(
  deps: ServiceDeps,
  access: AccountActor,
  requestId: number,
  patch: MaterialRequestPatch,
): Promise<MaterialRequestDto> {
  return deps.database.db.transaction(async (tx) => {
    const where = and(eq(materialRequests.tenantId, access.tenantId), eq(materialRequests.id, requestId));
    const [found] = await tx
      .select({ row: materialRequests, visible: visibleProperty(access, materialRequests.propertyId).mapWith(Boolean) })
      .from(materialRequests)
      .where(where)
      .for('update');
    const current = requireVisible(found, 'Material request');
    const to = patch.status;
    if (to === current.status) return presentWithLines(tx, current);
    if (!NEXT[current.status].includes(to)) throw refuseTransition(current.status, to);

    if (to === 'delivered') {
      // Item id order: the same order every delivery takes stock rows in.
      const lines = await tx
        .select({ line: materialRequestLines, item: materialItems })
        .from(materialRequestLines)
        .innerJoin(
          materialItems,
          and(
            eq(materialItems.tenantId, materialRequestLines.tenantId),
            eq(materialItems.id, materialRequestLines.itemId),
          ),
        )
        .where(and(eq(materialRequestLines.tenantId, access.tenantId), eq(materialRequestLines.requestId, requestId)))
        .orderBy(asc(materialRequestLines.itemId));
      for (const { line, item } of lines) {
        const fields = {
          type: 'transfer_to_property' as const,
          itemId: item.id,
          propertyId: current.propertyId,
          quantity: line.quantity,
          direction: null,
          reason: null,
          note: null,
        };
        const booked = await bookMovement(tx, item, {
          tenantId: access.tenantId,
          uuid: randomUUID(),
          ...fields,
          requestId,
          createdByAccountId: access.accountId,
          createFingerprint: movementFingerprint(fields),
        });
        if (!booked) throw new DomainError('internal_error', 'A delivery movement could not be booked.');
        await recordMovementEvent(tx, deps.clock, writeOrigin(access), booked);
      }
    }
    const decided = to === 'approved' || to === 'rejected';
    const [row] = await tx
      .update(materialRequests)
      .set({
        status: to,
        ...(decided ? { decidedByAccountId: access.accountId, decidedAt: sql`now()` } : {}),
        ...(to === 'delivered' ? { deliveredByAccountId: access.accountId, deliveredAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(where)
      .returning();
    if (!row) throw new DomainError('internal_error', 'The material request could not be updated.');
    await recordRequestEvent(tx, deps.clock, 'material.request.status_changed', writeOrigin(access), row);
    return presentWithLines(tx, row);
  });
}

/**
 * Someone at the property confirms that a delivered request arrived. Only a delivered
 * request can be confirmed (else 409 invalid_transition); confirming again changes nothing,
 * so the field app's outbox may send it twice.
 */
export async function confirmReceipt(
  deps: ServiceDeps,
  access: AccountActor,
  requestId: number,
): Promise<MaterialRequestDto> {
  return deps.database.db.transaction(async (tx) => {
    const where = and(eq(materialRequests.tenantId, access.tenantId), eq(materialRequests.id, requestId));
    const [found] = await tx
      .select({ row: materialRequests, visible: visibleProperty(access, materialRequests.propertyId).mapWith(Boolean) })
      .from(materialRequests)
      .where(where)
      .for('update');
    const current = requireVisible(found, 'Material request');
    if (current.receivedAt !== null) return presentWithLines(tx, current);
    if (current.status !== 'delivered') {
      throw new DomainError(
        'invalid_transition',
        `The request is ${current.status}; only a delivered request can be confirmed as received.`,
      );
    }
    const [row] = await tx
      .update(materialRequests)
      .set({ receivedByAccountId: access.accountId, receivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(where)
      .returning();
    if (!row) throw new DomainError('internal_error', 'The material request could not be updated.');
    return presentWithLines(tx, row);
  });
}
