import { recordEvents } from '../../platform/events/events.js';
import { writeOrigin } from '../access/actor.js';
import { and, asc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { materialItems, materialMovements, materialStock } from './material.tables.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { MaterialItemCreate, MaterialItemDto, MaterialItemListQuery, MaterialItemPatch } from './items.schema.js';

export type MaterialItemRow = typeof materialItems.$inferSelect;

export function presentItem(row: MaterialItemRow): MaterialItemDto {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    unit: row.unit,
    category: row.category,
    min_stock: row.minStock,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The only unique key an item write can break is the SKU. */
function skuTaken(error: unknown, sku: string | undefined): DomainError | undefined {
  if (uniqueViolation(error) === undefined) return undefined;
  return new DomainError('sku_conflict', `Another material item already has SKU "${sku ?? ''}".`);
}

const sameSku = (sku: string): SQL => sql`lower(${materialItems.sku}) = lower(${sku})`;

export async function listItems(
  deps: ServiceDeps,
  access: AccountActor,
  query: MaterialItemListQuery,
): Promise<Page<MaterialItemDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(materialItems.tenantId, access.tenantId)];
  if (after !== undefined) conditions.push(gt(materialItems.id, after));
  if (query.sku !== undefined) conditions.push(sameSku(query.sku.trim()));
  if (query.category !== undefined) conditions.push(eq(materialItems.category, query.category.trim()));
  if (query.active !== undefined) conditions.push(eq(materialItems.active, query.active));
  if (query.updated_since !== undefined) conditions.push(gte(materialItems.updatedAt, new Date(query.updated_since)));
  const rows = await deps.database.db
    .select()
    .from(materialItems)
    .where(and(...conditions))
    .orderBy(asc(materialItems.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, presentItem);
}

export async function getItem(deps: ServiceDeps, access: AccountActor, itemId: number): Promise<MaterialItemDto> {
  const [row] = await deps.database.db
    .select()
    .from(materialItems)
    .where(and(eq(materialItems.tenantId, access.tenantId), eq(materialItems.id, itemId)));
  if (!row) throw notFound('Material item');
  return presentItem(row);
}

/** An item named in a body or query: missing, or another tenant's, is a 422 at `pointer`. */
export async function requireItem(
  db: Executor,
  tenantId: number,
  itemId: number,
  pointer: string,
): Promise<MaterialItemRow> {
  const [row] = await db
    .select()
    .from(materialItems)
    .where(and(eq(materialItems.tenantId, tenantId), eq(materialItems.id, itemId)));
  if (!row) throw invalid(pointer, 'No material item with this id.');
  return row;
}

/** Creates the item together with its (empty) warehouse stock, so every item is listed there. */
export async function createItem(
  deps: ServiceDeps,
  access: AccountActor,
  input: MaterialItemCreate,
): Promise<MaterialItemDto> {
  const sku = input.sku.trim();
  return deps.database.db.transaction(async (tx) => {
    let row: MaterialItemRow | undefined;
    try {
      [row] = await tx
        .insert(materialItems)
        .values({
          tenantId: access.tenantId,
          name: input.name.trim(),
          sku,
          unit: input.unit.trim(),
          category: input.category?.trim() ?? null,
          minStock: input.min_stock ?? 0,
          active: input.active ?? true,
        })
        .returning();
    } catch (error) {
      throw skuTaken(error, sku) ?? error;
    }
    if (!row) throw new DomainError('internal_error', 'The material item was not created.');
    await tx.insert(materialStock).values({ tenantId: access.tenantId, itemId: row.id, propertyId: null, quantity: 0 });
    await recordEvents(tx, deps.clock, [
      {
        tenantId: row.tenantId,
        type: 'material.item.created',
        origin: writeOrigin(access),
        subjectId: row.id,
        object: presentItem(row),
      },
    ]);
    return presentItem(row);
  });
}

export async function updateItem(
  deps: ServiceDeps,
  access: AccountActor,
  itemId: number,
  patch: MaterialItemPatch,
): Promise<MaterialItemDto> {
  const sku = patch.sku?.trim();
  return deps.database.db.transaction(async (tx) => {
    const where = and(eq(materialItems.tenantId, access.tenantId), eq(materialItems.id, itemId));
    // "No key update" leaves movements' foreign-key locks on the item unblocked.
    const [current] = await tx.select().from(materialItems).where(where).for('no key update');
    if (!current) throw notFound('Material item');
    const unit = patch.unit?.trim();
    if (unit !== undefined && unit !== current.unit) {
      const [moved] = await tx
        .select({ id: materialMovements.id })
        .from(materialMovements)
        .where(and(eq(materialMovements.tenantId, access.tenantId), eq(materialMovements.itemId, itemId)))
        .limit(1);
      if (moved) {
        throw invalid('/unit', 'The item has movements in its current unit; create a new item for another unit.');
      }
    }
    const changes: Partial<typeof materialItems.$inferInsert> = {
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(sku !== undefined ? { sku } : {}),
      ...(unit !== undefined ? { unit } : {}),
      ...(patch.category !== undefined ? { category: patch.category?.trim() ?? null } : {}),
      ...(patch.min_stock !== undefined ? { minStock: patch.min_stock } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
    };
    if (Object.keys(changes).length === 0) return presentItem(current);
    let row: MaterialItemRow | undefined;
    try {
      [row] = await tx
        .update(materialItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(where)
        .returning();
    } catch (error) {
      throw skuTaken(error, sku) ?? error;
    }
    if (!row) throw notFound('Material item');
    await recordEvents(tx, deps.clock, [
      {
        tenantId: row.tenantId,
        type: 'material.item.updated',
        origin: writeOrigin(access),
        subjectId: row.id,
        object: presentItem(row),
      },
    ]);
    return presentItem(row);
  });
}
