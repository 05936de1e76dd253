import { and, asc, eq, gt, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { materialItems, materialStock } from './material.tables.js';
import { invalid } from '../../domain/errors.js';
import { visibleProperty } from '../access/property-access.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { requireItem } from './items.service.js';
import type {
  PropertyStockDto,
  PropertyStockListQuery,
  WarehouseStockDto,
  WarehouseStockListQuery,
} from './stock.schema.js';

interface StockRow {
  id: number;
  itemId: number;
  propertyId: number | null;
  quantity: number;
  minStock: number;
  updatedAt: Date;
}

function stockFilters(
  query: { below_minimum?: boolean; updated_since?: string; item_id?: number },
  after: number | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  if (after !== undefined) conditions.push(gt(materialStock.id, after));
  if (query.item_id !== undefined) conditions.push(eq(materialStock.itemId, query.item_id));
  if (query.below_minimum === true) conditions.push(lt(materialStock.quantity, materialItems.minStock));
  if (query.below_minimum === false) conditions.push(gte(materialStock.quantity, materialItems.minStock));
  if (query.updated_since !== undefined) conditions.push(gte(materialStock.updatedAt, new Date(query.updated_since)));
  return conditions;
}

async function stockRows(db: Executor, tenantId: number, conditions: SQL[], pageSize: number): Promise<StockRow[]> {
  return db
    .select({
      id: materialStock.id,
      itemId: materialStock.itemId,
      propertyId: materialStock.propertyId,
      quantity: materialStock.quantity,
      minStock: materialItems.minStock,
      updatedAt: materialStock.updatedAt,
    })
    .from(materialStock)
    .innerJoin(
      materialItems,
      and(eq(materialItems.tenantId, materialStock.tenantId), eq(materialItems.id, materialStock.itemId)),
    )
    .where(and(eq(materialStock.tenantId, tenantId), ...conditions))
    .orderBy(asc(materialStock.id))
    .limit(pageSize + 1);
}

const stockOf = (row: StockRow) => ({
  item_id: row.itemId,
  quantity: row.quantity,
  min_stock: row.minStock,
  below_minimum: row.quantity < row.minStock,
  updated_at: row.updatedAt.toISOString(),
});

/** Stock at the properties the account can see. */
export async function listPropertyStock(
  deps: ServiceDeps,
  access: AccountActor,
  query: PropertyStockListQuery,
): Promise<Page<PropertyStockDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, access, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  if (query.item_id !== undefined) await requireItem(db, access.tenantId, query.item_id, '/query/item_id');
  const conditions = [
    isNotNull(materialStock.propertyId),
    visibleProperty(access, materialStock.propertyId),
    ...stockFilters(query, after),
  ];
  if (query.property_id !== undefined) conditions.push(eq(materialStock.propertyId, query.property_id));
  const rows = await stockRows(db, access.tenantId, conditions, pageSize);
  // The query keeps only rows with a property.
  return toPage(rows, pageSize, (row) => ({ ...stockOf(row), property_id: row.propertyId as number }));
}

/** Stock in the central warehouse: one row per item, created with the item. */
export async function listWarehouseStock(
  deps: ServiceDeps,
  access: AccountActor,
  query: WarehouseStockListQuery,
): Promise<Page<WarehouseStockDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (query.item_id !== undefined) await requireItem(db, access.tenantId, query.item_id, '/query/item_id');
  const conditions = [isNull(materialStock.propertyId), ...stockFilters(query, after)];
  const rows = await stockRows(db, access.tenantId, conditions, pageSize);
  return toPage(rows, pageSize, stockOf);
}
