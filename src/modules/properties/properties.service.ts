import type { Clock } from '../../ratelimit/limiter.js';
import { recordEvents } from '../../platform/events/events.js';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Db, Executor } from '../../db/client.js';
import { properties } from './properties.tables.js';
import type { PropertyLocation } from './property-locations.js';
import { requireAssignableClient } from '../clients/clients.service.js';
import { DomainError, notFound, uniqueViolation } from '../../domain/errors.js';
import { grantProperty, propertyAccessDenied, visibleProperty } from '../access/property-access.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type {
  PropertyCreate,
  PropertyDto,
  PropertyListQuery,
  PropertyPatch,
  PropertySort,
} from './properties.schema.js';
import { byName } from '../shared/collation.js';

export type PropertyRow = typeof properties.$inferSelect;

export function presentProperty(row: PropertyRow): PropertyDto {
  return {
    id: row.id,
    name: row.name,
    external_id: row.externalId,
    address: { street: row.street, postal_code: row.postalCode, city: row.city, country: row.country },
    notes: row.notes,
    archived: row.archived,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Records a property's change for partners (GET /api/v1/events, webhooks), in the change's transaction. */
async function recordPropertyEvent(
  tx: Executor,
  clock: Clock,
  type: 'property.created' | 'property.updated',
  access: AccountActor,
  row: PropertyRow,
): Promise<void> {
  await recordEvents(tx, clock, [
    {
      tenantId: row.tenantId,
      type,
      origin: access.kind === 'api_key' ? 'api' : 'portal',
      subjectId: row.id,
      propertyId: row.id,
      object: presentProperty(row),
    },
  ]);
}

/**
 * Runs a write of the external id in a savepoint; when another property of the tenant holds
 * that external id, 409 external_id_conflict naming that property, so a sync can pick it up.
 */
async function withExternalIdCheck<T>(
  tx: Executor,
  tenantId: number,
  externalId: string | null | undefined,
  write: (savepoint: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await (tx as Db).transaction(write);
  } catch (error) {
    if (uniqueViolation(error) === undefined || externalId == null) throw error;
    const [holder] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.tenantId, tenantId), eq(properties.externalId, externalId)));
    throw new DomainError(
      'external_id_conflict',
      `Property ${holder?.id ?? '?'} already has external_id "${externalId}".`,
      holder ? { existingPropertyId: holder.id } : {},
    );
  }
}

/** `q` (the portal's search) matches name, external id or city, ignoring case. */
export type PropertySearch = PropertyListQuery & { q?: string };

/** A LIKE pattern matching `text` anywhere, with its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The portal's filters: archived or not, and a text in the name, external id or city. */
function searchConditions(query: { q?: string | undefined; archived?: boolean | undefined }): SQL[] {
  const conditions: SQL[] = [];
  if (query.archived !== undefined) conditions.push(eq(properties.archived, query.archived));
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(ilike(properties.name, pattern), ilike(properties.externalId, pattern), ilike(properties.city, pattern)) ??
        sql`false`,
    );
  }
  return conditions;
}

export async function listProperties(
  deps: ServiceDeps,
  access: AccountActor,
  query: PropertySearch,
): Promise<Page<PropertyDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(properties.tenantId, access.tenantId), visibleProperty(access, properties.id)];
  if (after !== undefined) conditions.push(gt(properties.id, after));
  if (query.external_id !== undefined) conditions.push(eq(properties.externalId, query.external_id));
  if (query.updated_since !== undefined) conditions.push(gte(properties.updatedAt, new Date(query.updated_since)));
  conditions.push(...searchConditions(query));
  const rows = await deps.database.db
    .select()
    .from(properties)
    .where(and(...conditions))
    .orderBy(asc(properties.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, presentProperty);
}

export interface PropertyTablePage {
  data: PropertyDto[];
  /** Every match, across pages. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The portal's property table: one numbered page of the matches, sorted (names without
 * regard to case, then by id, so equal names keep one order), with the total.
 */
export async function browseProperties(
  deps: ServiceDeps,
  access: AccountActor,
  query: {
    q?: string;
    archived?: boolean;
    sort?: PropertySort;
    page?: number;
    pageSize?: number;
    /** Only the properties of this client; 'none': only those without one. */
    client?: number | 'none';
  },
): Promise<PropertyTablePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(properties.tenantId, access.tenantId), visibleProperty(access, properties.id)];
  conditions.push(...searchConditions(query));
  if (query.client === 'none') conditions.push(isNull(properties.clientId));
  else if (query.client !== undefined) conditions.push(eq(properties.clientId, query.client));
  const sort = query.sort ?? 'name';
  const descending = sort.startsWith('-');
  const column = { name: properties.name, city: properties.city, external_id: properties.externalId }[
    sort.replace(/^-/, '') as 'name' | 'city' | 'external_id'
  ];
  const key = byName(column);
  const where = and(...conditions);
  const db = deps.database.db;
  const [rows, [total]] = await allQueries(db, [
    () =>
      db
        .select()
        .from(properties)
        .where(where)
        // Empty values last either way; the id keeps equal values in one order.
        .orderBy(sql`${column} is null`, descending ? desc(key) : asc(key), asc(properties.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: count() }).from(properties).where(where),
  ]);
  return { data: rows.map(presentProperty), total: Number(total?.n ?? 0), page, pageSize };
}

export async function createProperty(
  deps: ServiceDeps,
  access: AccountActor,
  input: PropertyCreate,
  /** Coordinates (the portal's): see property-locations.ts. */
  location?: PropertyLocation | null,
  /** The client it belongs to (the portal's; API v1 does not show it). */
  clientId?: number | null,
): Promise<PropertyDto> {
  return deps.database.db.transaction(async (tx) => {
    if (clientId != null) await requireAssignableClient(tx, access, clientId, '/client_id');
    const [row] = await withExternalIdCheck(tx, access.tenantId, input.external_id, (savepoint) =>
      savepoint
        .insert(properties)
        .values({
          tenantId: access.tenantId,
          name: input.name.trim(),
          externalId: input.external_id ?? null,
          street: input.address?.street ?? null,
          postalCode: input.address?.postal_code ?? null,
          city: input.address?.city ?? null,
          country: input.address?.country ?? null,
          notes: input.notes ?? null,
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
          clientId: clientId ?? null,
        })
        .returning(),
    );
    if (!row) throw new DomainError('internal_error', 'The property was not created.');
    // An account limited to a list must keep seeing what it creates.
    if (!access.allProperties) await grantProperty(tx, access.tenantId, access.accountId, row.id);
    await recordPropertyEvent(tx, deps.clock, 'property.created', access, row);
    return presentProperty(row);
  });
}

/**
 * Loads a property for the acting account: another tenant's or a missing one is
 * "not found"; one of the same tenant outside the account's list is "access denied".
 */
export async function loadAccessibleProperty(
  db: Executor,
  access: AccountActor,
  propertyId: number,
  missing: () => DomainError,
): Promise<PropertyRow> {
  const [row] = await db
    .select({ property: properties, visible: visibleProperty(access, properties.id).mapWith(Boolean) })
    .from(properties)
    .where(and(eq(properties.tenantId, access.tenantId), eq(properties.id, propertyId)));
  return requireAccessibleProperty(row, propertyId, missing);
}

/**
 * The actor's properties (not archived) named by any of `keys`: by external id exactly, or by
 * name ignoring case. Properties the actor does not see are never among them, so a caller
 * cannot tell an inaccessible property from one that does not exist.
 */
export async function visiblePropertiesNamed(
  db: Executor,
  access: AccountActor,
  keys: readonly string[],
): Promise<PropertyRow[]> {
  if (keys.length === 0) return [];
  const lowered = [...new Set(keys.map((k) => k.toLowerCase()))];
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, access.tenantId),
        visibleProperty(access, properties.id),
        eq(properties.archived, false),
        or(inArray(properties.externalId, [...new Set(keys)]), inArray(sql`lower(${properties.name})`, lowered)),
      ),
    )
    .orderBy(asc(properties.id));
}

/**
 * The check behind loadAccessibleProperty, for queries that read the property together
 * with something else: missing (or another tenant's) is `missing()`, outside the account's
 * properties 403.
 */
export function requireAccessibleProperty(
  row: { property: PropertyRow; visible: boolean } | undefined,
  propertyId: number,
  missing: () => DomainError,
): PropertyRow {
  if (!row) throw missing();
  if (!row.visible) throw propertyAccessDenied({ propertyId });
  return row.property;
}

export async function updateProperty(
  deps: ServiceDeps,
  access: AccountActor,
  propertyId: number,
  patch: PropertyPatch,
  /** Coordinates to set (null: clear; undefined: keep), the portal's: see property-locations.ts. */
  location?: PropertyLocation | null,
  /** The client to set (null: none; undefined: keep), the portal's. */
  clientId?: number | null,
): Promise<PropertyDto> {
  return deps.database.db.transaction(async (tx) => {
    const current = await loadAccessibleProperty(tx, access, propertyId, () => notFound('Property'));
    // Keeping an archived client is fine; newly choosing one is not.
    if (clientId != null && clientId !== current.clientId) {
      await requireAssignableClient(tx, access, clientId, '/client_id');
    }
    const address = patch.address ?? {};
    const changes: Partial<typeof properties.$inferInsert> = {
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.external_id !== undefined ? { externalId: patch.external_id } : {}),
      ...(address.street !== undefined ? { street: address.street } : {}),
      ...(address.postal_code !== undefined ? { postalCode: address.postal_code } : {}),
      ...(address.city !== undefined ? { city: address.city } : {}),
      ...(address.country !== undefined ? { country: address.country } : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
      ...(patch.archived !== undefined ? { archived: patch.archived } : {}),
      ...(location !== undefined
        ? { latitude: location?.latitude ?? null, longitude: location?.longitude ?? null }
        : {}),
      ...(clientId !== undefined && clientId !== current.clientId ? { clientId } : {}),
    };
    if (Object.keys(changes).length === 0) return presentProperty(current);
    const [row] = await withExternalIdCheck(tx, access.tenantId, patch.external_id, (savepoint) =>
      savepoint
        .update(properties)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(properties.tenantId, access.tenantId), eq(properties.id, propertyId)))
        .returning(),
    );
    if (!row) throw notFound('Property');
    await recordPropertyEvent(tx, deps.clock, 'property.updated', access, row);
    return presentProperty(row);
  });
}

export async function getProperty(deps: ServiceDeps, access: AccountActor, propertyId: number): Promise<PropertyDto> {
  return presentProperty(
    await loadAccessibleProperty(deps.database.db, access, propertyId, () => notFound('Property')),
  );
}

/** A property's name, for messages about it; undefined when the tenant has no such property. */
export async function propertyName(db: Executor, tenantId: number, propertyId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: properties.name })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)));
  return row?.name;
}

/** The client of each of the given properties (those without one are left out). */
export async function propertyClientIds(
  db: Executor,
  tenantId: number,
  propertyIds: number[],
): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: properties.id, clientId: properties.clientId })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.id, propertyIds)));
  return new Map(rows.flatMap((row) => (row.clientId === null ? [] : [[row.id, row.clientId]])));
}

/** The ids of a client's properties (archived ones too: their records still belong to the client). */
export async function clientPropertyIds(db: Executor, tenantId: number, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.clientId, clientId)))
    .orderBy(asc(properties.id));
  return rows.map((row) => row.id);
}

/** Name and client of each of the given properties of the tenant (unknown ids are left out). */
export async function propertySummaries(
  db: Executor,
  tenantId: number,
  propertyIds: readonly number[],
): Promise<Map<number, { name: string; clientId: number | null }>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: properties.id, name: properties.name, clientId: properties.clientId })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.id, [...new Set(propertyIds)])));
  return new Map(rows.map((row) => [row.id, { name: row.name, clientId: row.clientId }]));
}
