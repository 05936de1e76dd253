import type { Executor } from '../../db/client.js';
import { type EventOrigin, recordEvents } from '../../platform/events/events.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { writeOrigin } from '../access/actor.js';
import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { materialItems, materialMovements } from './material.tables.js';
import { DomainError, invalid } from '../../domain/errors.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import { loadAccessibleProperty, type PropertyRow } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { createIdempotently } from '../shared/idempotency.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { type MaterialItemRow, requireItem } from './items.service.js';
import type { MaterialMovementCreate, MaterialMovementDto, MaterialMovementListQuery } from './movements.schema.js';
import { requireVisibleRequest } from './request-lookup.js';
import { bookMovement, movementFingerprint, type MovementRow } from './ledger.js';

export function presentMovement(row: MovementRow): MaterialMovementDto {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    item_id: row.itemId,
    property_id: row.propertyId,
    quantity: row.quantity,
    direction: row.direction,
    reason: row.reason,
    note: row.note,
    request_id: row.requestId,
    created_by_account_id: row.createdByAccountId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Warehouse-only movements are visible to every key with the scope; the others follow their property. */
function visibleMovement(access: AccountActor): SQL {
  if (access.allProperties) return sql`true`;
  return sql`(${materialMovements.propertyId} is null or ${visibleProperty(access, materialMovements.propertyId)})`;
}

export interface MovementCreation {
  movement: MaterialMovementDto;
  /** False when an earlier call with the same uuid and payload already booked it. */
  created: boolean;
}

/** Books one movement, idempotent by the client's uuid (see createIdempotently). */
export async function createMovement(
  deps: ServiceDeps,
  access: AccountActor,
  input: MaterialMovementCreate,
): Promise<MovementCreation> {
  const db = deps.database.db;
  const uuid = input.uuid?.toLowerCase() ?? randomUUID();
  const fields = {
    type: input.type,
    itemId: input.item_id,
    propertyId: input.type === 'receipt' ? null : (input.property_id ?? null),
    quantity: input.quantity,
    direction: input.type === 'correction' ? input.direction : null,
    reason: input.type === 'correction' ? input.reason.trim() : null,
    note: input.note ?? null,
  };
  const fingerprint = movementFingerprint(fields);
  let item: MaterialItemRow | undefined;
  let property: PropertyRow | undefined;
  const { row, created } = await createIdempotently({
    fingerprint,
    what: 'movement',
    // The item together with the movement holding the uuid; then the property and the account's access to it.
    find: async () => {
      const [found] = await db
        .select({ item: materialItems, movement: materialMovements })
        .from(materialItems)
        .leftJoin(
          materialMovements,
          and(eq(materialMovements.tenantId, materialItems.tenantId), eq(materialMovements.uuid, uuid)),
        )
        .where(and(eq(materialItems.tenantId, access.tenantId), eq(materialItems.id, input.item_id)));
      if (!found) throw invalid('/item_id', 'No material item with this id.');
      item = found.item;
      if (fields.propertyId !== null) {
        property = await loadAccessibleProperty(db, access, fields.propertyId, () =>
          invalid('/property_id', 'No property with this id.'),
        );
      }
      return found.movement ?? undefined;
    },
    beforeInsert: () => {
      if (item && !item.active && (input.type === 'receipt' || input.type === 'transfer_to_property')) {
        throw invalid('/item_id', 'The item is inactive: it takes no receipts or transfers to properties.');
      }
      if (property?.archived && input.type === 'transfer_to_property') {
        throw invalid('/property_id', 'The property is archived: it takes no transfers.');
      }
    },
    insert: () =>
      db.transaction(async (tx) => {
        if (!item) throw new DomainError('internal_error', 'The item was not loaded.');
        const booked = await bookMovement(tx, item, {
          tenantId: access.tenantId,
          uuid,
          ...fields,
          createdByAccountId: access.accountId,
          createFingerprint: fingerprint,
        });
        if (booked) await recordMovementEvent(tx, deps.clock, writeOrigin(access), booked);
        return booked;
      }),
  });
  return { movement: presentMovement(row), created };
}

/** Records a booked movement for partners (GET /api/v1/events, webhooks), in its transaction. */
export async function recordMovementEvent(
  tx: Executor,
  clock: Clock,
  origin: EventOrigin,
  row: MovementRow,
): Promise<void> {
  await recordEvents(tx, clock, [
    {
      tenantId: row.tenantId,
      type: 'material.movement.created',
      origin,
      subjectId: row.id,
      propertyId: row.propertyId,
      object: presentMovement(row),
    },
  ]);
}

export async function listMovements(
  deps: ServiceDeps,
  access: AccountActor,
  /** `before`: only movements booked before this instant (the portal's ledger "to" bound). */
  query: MaterialMovementListQuery & { before?: string },
): Promise<Page<MaterialMovementDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (query.item_id !== undefined) await requireItem(db, access.tenantId, query.item_id, '/query/item_id');
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, access, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  if (query.request_id !== undefined) await requireVisibleRequest(db, access, query.request_id, '/query/request_id');
  const conditions: SQL[] = [eq(materialMovements.tenantId, access.tenantId), visibleMovement(access)];
  if (after !== undefined) conditions.push(gt(materialMovements.id, after));
  if (query.item_id !== undefined) conditions.push(eq(materialMovements.itemId, query.item_id));
  if (query.property_id !== undefined) conditions.push(eq(materialMovements.propertyId, query.property_id));
  if (query.type !== undefined) conditions.push(eq(materialMovements.type, query.type));
  if (query.request_id !== undefined) conditions.push(eq(materialMovements.requestId, query.request_id));
  if (query.updated_since !== undefined) {
    conditions.push(gte(materialMovements.createdAt, new Date(query.updated_since)));
  }
  if (query.before !== undefined) conditions.push(lt(materialMovements.createdAt, new Date(query.before)));
  const rows = await db
    .select()
    .from(materialMovements)
    .where(and(...conditions))
    .orderBy(asc(materialMovements.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, presentMovement);
}

/** A movement the account can see: missing or another tenant's is 404, at a property outside its list 403. */
export async function getMovement(
  deps: ServiceDeps,
  access: AccountActor,
  movementId: number,
): Promise<MaterialMovementDto> {
  const [found] = await deps.database.db
    .select({ row: materialMovements, visible: visibleMovement(access).mapWith(Boolean) })
    .from(materialMovements)
    .where(and(eq(materialMovements.tenantId, access.tenantId), eq(materialMovements.id, movementId)));
  return presentMovement(requireVisible(found, 'Material movement'));
}
