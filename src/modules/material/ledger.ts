import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  type CorrectionDirection,
  materialMovements,
  type MaterialMovementType,
  materialStock,
} from './material.tables.js';
import { DomainError } from '../../domain/errors.js';
import { payloadFingerprint } from '../shared/idempotency.js';
import type { MaterialItemRow } from './items.service.js';

// The ledger: movements are appended, never changed, and each one changes stock in its
// own transaction. Stock is therefore always the sum of the ledger.

export type MovementRow = typeof materialMovements.$inferSelect;
type MovementInsert = typeof materialMovements.$inferInsert;

/** One location's change of stock: `propertyId` null is the warehouse. */
export interface StockChange {
  propertyId: number | null;
  delta: number;
}

export interface MovementEffect {
  type: MaterialMovementType;
  propertyId: number | null;
  quantity: number;
  direction: CorrectionDirection | null;
}

/**
 * What a movement does to stock, warehouse first. Every transaction takes the stock rows
 * of an item in this order (and the items of a delivery in id order), so two movements
 * never wait for each other in a cycle.
 */
export function stockChanges(movement: MovementEffect): StockChange[] {
  const { propertyId, quantity } = movement;
  switch (movement.type) {
    case 'receipt':
      return [{ propertyId: null, delta: quantity }];
    case 'transfer_to_property':
      return [
        { propertyId: null, delta: -quantity },
        { propertyId: atProperty(propertyId), delta: quantity },
      ];
    case 'transfer_to_warehouse':
      return [
        { propertyId: null, delta: quantity },
        { propertyId: atProperty(propertyId), delta: -quantity },
      ];
    case 'consumption':
      return [{ propertyId: atProperty(propertyId), delta: -quantity }];
    case 'correction':
      return [{ propertyId, delta: movement.direction === 'decrease' ? -quantity : quantity }];
  }
}

function atProperty(propertyId: number | null): number {
  if (propertyId === null) throw new DomainError('internal_error', 'This movement type needs a property.');
  return propertyId;
}

const atLocation = (propertyId: number | null): SQL =>
  propertyId === null ? isNull(materialStock.propertyId) : eq(materialStock.propertyId, propertyId);

/**
 * Books stock changes inside the movement's transaction. An increase is an upsert; a
 * decrease is an update that only matches while enough is there. Both lock the row until
 * commit, and a decrease waiting for that lock re-reads the committed quantity before it
 * decides, so concurrent movements neither lose an update nor overdraw.
 */
export async function applyStockChanges(
  tx: Executor,
  tenantId: number,
  item: { id: number; name: string; unit: string },
  changes: StockChange[],
): Promise<void> {
  for (const { propertyId, delta } of changes) {
    if (delta > 0) {
      await tx
        .insert(materialStock)
        .values({ tenantId, itemId: item.id, propertyId, quantity: delta })
        .onConflictDoUpdate(
          propertyId === null
            ? {
                target: [materialStock.tenantId, materialStock.itemId],
                targetWhere: sql`property_id is null`,
                set: { quantity: sql`${materialStock.quantity} + excluded.quantity`, updatedAt: sql`now()` },
              }
            : {
                target: [materialStock.tenantId, materialStock.itemId, materialStock.propertyId],
                set: { quantity: sql`${materialStock.quantity} + excluded.quantity`, updatedAt: sql`now()` },
              },
        );
      continue;
    }
    const take = -delta;
    const location = and(
      eq(materialStock.tenantId, tenantId),
      eq(materialStock.itemId, item.id),
      atLocation(propertyId),
    );
    const [taken] = await tx
      .update(materialStock)
      .set({ quantity: sql`${materialStock.quantity} - ${take}`, updatedAt: sql`now()` })
      .where(and(location, gte(materialStock.quantity, take)))
      .returning({ quantity: materialStock.quantity });
    if (taken) continue;
    const [held] = await tx.select({ quantity: materialStock.quantity }).from(materialStock).where(location);
    const where = propertyId === null ? 'The warehouse' : `Property ${propertyId}`;
    throw new DomainError(
      'insufficient_stock',
      `${where} holds ${held?.quantity ?? 0} ${item.unit} of item ${item.id} (${item.name}); ${take} cannot be taken out.`,
    );
  }
}

/** The fields that make two creations "the same movement". */
export function movementFingerprint(movement: {
  type: string;
  itemId: number;
  propertyId: number | null;
  quantity: number;
  direction: string | null;
  reason: string | null;
  note: string | null;
}): string {
  return payloadFingerprint([
    movement.type,
    movement.itemId,
    movement.propertyId,
    movement.quantity,
    movement.direction,
    movement.reason,
    movement.note,
  ]);
}

/**
 * Inserts a movement and books its stock changes, inside the caller's transaction. The
 * insert comes first: a concurrent twin with the same uuid waits on it and then finds it,
 * and a stock change that would go below zero throws, taking the movement with it.
 * Returns undefined when the uuid is already taken.
 */
export async function bookMovement(
  tx: Executor,
  item: Pick<MaterialItemRow, 'id' | 'name' | 'unit'>,
  values: MovementInsert,
): Promise<MovementRow | undefined> {
  const [row] = await tx
    .insert(materialMovements)
    .values(values)
    .onConflictDoNothing({ target: [materialMovements.tenantId, materialMovements.uuid] })
    .returning();
  if (!row) return undefined;
  await applyStockChanges(tx, row.tenantId, item, stockChanges(row));
  return row;
}
