import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AccountActor } from '../access/actor.js';
import { clientAccessDenied, editableClient, requireClientCreation, visibleClient } from '../access/client-access.js';
import { propertyIdsOfClient } from '../properties/client-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { clientPropertyCounts, propertiesOfClient } from '../properties/client-properties.js';
import { clientsWithBranding } from '../branding/client-branding.js';
import { clients } from './clients.tables.js';
import {
  type ClientCreate,
  type ClientDetailDto,
  type ClientDto,
  type ClientListQuery,
  type ClientPatch,
  MAX_CONTACT_EMAILS,
} from './clients.schema.js';
import { byName } from '../shared/collation.js';

// The service company's customers. A property belongs to at most one client; a client's
// branding preset (modules/branding) decides how its reports look. Who sees and who changes
// a client follows its properties (access/client-access.ts).

export type ClientRow = typeof clients.$inferSelect;

function present(row: ClientRow, propertyCount: number, hasBranding: boolean): ClientDto {
  return {
    id: row.id,
    name: row.name,
    address: { street: row.street, postal_code: row.postalCode, city: row.city, country: row.country },
    contact_name: row.contactName,
    contact_emails: row.contactEmails,
    notes: row.notes,
    archived: row.archivedAt !== null,
    property_count: propertyCount,
    has_branding: hasBranding,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact e-mails trimmed, lower-cased, without duplicates; a bad one is a 422 at its index. */
export function checkContactEmails(values: string[]): string[] {
  const seen: string[] = [];
  values.forEach((value, index) => {
    const email = value.trim().toLowerCase();
    if (email === '') return;
    if (!EMAIL.test(email) || email.length > 254) {
      throw invalid(`/contact_emails/${index}`, `"${value}" is not an e-mail address.`);
    }
    if (!seen.includes(email)) seen.push(email);
  });
  if (seen.length > MAX_CONTACT_EMAILS) {
    throw invalid('/contact_emails', `At most ${MAX_CONTACT_EMAILS} contact e-mail addresses.`);
  }
  return seen;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A LIKE pattern matching `text` anywhere, with its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function presentAll(db: Executor, tenantId: number, rows: ClientRow[]): Promise<ClientDto[]> {
  const ids = rows.map((row) => row.id);
  const [counts, branded] = await allQueries(db, [
    () => clientPropertyCounts(db, tenantId, ids),
    () => clientsWithBranding(db, tenantId, ids),
  ]);
  return rows.map((row) => present(row, counts.get(row.id) ?? 0, branded.has(row.id)));
}

/**
 * The clients the actor sees, by name; `q` matches name, city or a contact e-mail, ignoring
 * case.
 */
export async function listClients(db: Executor, access: AccountActor, query: ClientListQuery): Promise<ClientDto[]> {
  const tenantId = access.tenantId;
  const conditions: SQL[] = [
    eq(clients.tenantId, tenantId),
    visibleClient(access, propertyIdsOfClient(tenantId, clients.id)),
  ];
  if (query.archived === true) conditions.push(isNotNull(clients.archivedAt));
  if (query.archived === false) conditions.push(isNull(clients.archivedAt));
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(clients.name, pattern),
        ilike(clients.city, pattern),
        sql`exists (select 1 from unnest(${clients.contactEmails}) as e where e ilike ${pattern})`,
      ) ?? sql`false`,
    );
  }
  const rows = await db
    .select()
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(byName(clients.name)), asc(clients.id));
  return presentAll(db, tenantId, rows);
}

async function loadClient(db: Executor, tenantId: number, clientId: number, lock = false): Promise<ClientRow> {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Client');
  return row;
}

/**
 * A client the actor may read (`read`) or change (`edit`): another tenant's or an unknown
 * id is 404, one of the tenant's beyond the actor's properties 403 property_access_denied.
 */
export async function requireClientAccess(
  db: Executor,
  access: AccountActor,
  clientId: number,
  need: 'read' | 'edit',
  lock = false,
): Promise<ClientRow> {
  const ids = propertyIdsOfClient(access.tenantId, clients.id);
  const query = db
    .select({
      row: clients,
      visible: visibleClient(access, ids).mapWith(Boolean),
      editable: editableClient(access, ids).mapWith(Boolean),
    })
    .from(clients)
    .where(and(eq(clients.tenantId, access.tenantId), eq(clients.id, clientId)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound('Client');
  if (!found.visible) throw clientAccessDenied('read');
  if (need === 'edit' && !found.editable) throw clientAccessDenied('edit');
  return found.row;
}

/** Whether the client is one of the tenant's that the actor sees. */
export async function seesClient(db: Executor, access: AccountActor, clientId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, access.tenantId),
        eq(clients.id, clientId),
        visibleClient(access, propertyIdsOfClient(access.tenantId, clients.id)),
      ),
    );
  return found !== undefined;
}

/** One client with the properties the acting account can see that belong to it. */
export async function getClient(db: Executor, access: AccountActor, clientId: number): Promise<ClientDetailDto> {
  const row = await requireClientAccess(db, access, clientId, 'read');
  const [dto] = await presentAll(db, access.tenantId, [row]);
  if (!dto) throw notFound('Client');
  return { ...dto, properties: await propertiesOfClient(db, access, clientId) };
}

export async function createClient(deps: ServiceDeps, access: AccountActor, input: ClientCreate): Promise<ClientDto> {
  requireClientCreation(access);
  const contactEmails = checkContactEmails(input.contact_emails ?? []);
  return deps.database.db.transaction(async (tx) => {
    const now = new Date(deps.clock());
    const [row] = await tx
      .insert(clients)
      .values({
        tenantId: access.tenantId,
        name: input.name.trim(),
        street: blankToNull(input.address?.street),
        postalCode: blankToNull(input.address?.postal_code),
        city: blankToNull(input.address?.city),
        country: blankToNull(input.address?.country),
        contactName: blankToNull(input.contact_name),
        contactEmails,
        notes: blankToNull(input.notes),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new DomainError('internal_error', 'The client was not created.');
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'client.created',
      targetType: 'client',
      targetId: row.id,
      details: { name: row.name },
      at: now,
    });
    return present(row, 0, false);
  });
}

/** Changes a client; `archived` archives it or brings it back (its properties keep it). */
export async function updateClient(
  deps: ServiceDeps,
  access: AccountActor,
  clientId: number,
  patch: ClientPatch,
): Promise<ClientDto> {
  const contactEmails = patch.contact_emails === undefined ? undefined : checkContactEmails(patch.contact_emails);
  return deps.database.db.transaction(async (tx) => {
    const before = await requireClientAccess(tx, access, clientId, 'edit', true);
    const now = new Date(deps.clock());
    const address = patch.address ?? {};
    const next: Partial<typeof clients.$inferInsert> = {
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(address.street !== undefined ? { street: blankToNull(address.street) } : {}),
      ...(address.postal_code !== undefined ? { postalCode: blankToNull(address.postal_code) } : {}),
      ...(address.city !== undefined ? { city: blankToNull(address.city) } : {}),
      ...(address.country !== undefined ? { country: blankToNull(address.country) } : {}),
      ...(patch.contact_name !== undefined ? { contactName: blankToNull(patch.contact_name) } : {}),
      ...(contactEmails !== undefined ? { contactEmails } : {}),
      ...(patch.notes !== undefined ? { notes: blankToNull(patch.notes) } : {}),
    };
    // Only what differs counts as a change.
    const changed = Object.entries(next).filter(
      ([key, value]) => JSON.stringify(before[key as keyof ClientRow]) !== JSON.stringify(value),
    );
    const archiving = patch.archived !== undefined && patch.archived !== (before.archivedAt !== null);
    if (changed.length === 0 && !archiving) {
      const [dto] = await presentAll(tx, access.tenantId, [before]);
      return dto ?? present(before, 0, false);
    }
    const [row] = await tx
      .update(clients)
      .set({
        ...Object.fromEntries(changed),
        ...(archiving ? { archivedAt: patch.archived ? now : null } : {}),
        updatedAt: now,
      })
      .where(and(eq(clients.tenantId, access.tenantId), eq(clients.id, clientId)))
      .returning();
    if (!row) throw notFound('Client');
    if (changed.length > 0) {
      await recordAudit(tx, {
        tenantId: access.tenantId,
        actorAccountId: access.accountId,
        action: 'client.updated',
        targetType: 'client',
        targetId: row.id,
        details: { name: row.name, changed: changed.map(([key]) => key) },
        at: now,
      });
    }
    if (archiving) {
      await recordAudit(tx, {
        tenantId: access.tenantId,
        actorAccountId: access.accountId,
        action: patch.archived ? 'client.archived' : 'client.unarchived',
        targetType: 'client',
        targetId: row.id,
        details: { name: row.name },
        at: now,
      });
    }
    const [dto] = await presentAll(tx, access.tenantId, [row]);
    return dto ?? present(row, 0, false);
  });
}

/** Names of the tenant's clients by id (for property lists and reports). */
export async function clientNames(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), inArray(clients.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A client a property may be given: one of the tenant's that the actor sees, not archived.
 * Anything else is a 422 at `pointer` (another tenant's client, or one beyond the actor's
 * properties, reads as one that does not exist: giving it a property would open it to them).
 */
export async function requireAssignableClient(
  db: Executor,
  access: AccountActor,
  clientId: number,
  pointer: string,
): Promise<ClientRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, access.tenantId),
        eq(clients.id, clientId),
        visibleClient(access, propertyIdsOfClient(access.tenantId, clients.id)),
      ),
    );
  if (!row) throw invalid(pointer, 'No client with this id.');
  if (row.archivedAt !== null) throw invalid(pointer, `The client "${row.name}" is archived.`);
  return row;
}

/** A client of the tenant, or 404 (another tenant's included). */
export async function findClient(db: Executor, tenantId: number, clientId: number): Promise<ClientRow> {
  return loadClient(db, tenantId, clientId);
}

/** A client's contact e-mails (lower-cased), where its reports may go without further approval. */
export async function clientContactEmails(db: Executor, tenantId: number, clientId: number): Promise<string[]> {
  const [row] = await db
    .select({ emails: clients.contactEmails })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  return (row?.emails ?? []).map((email) => email.toLowerCase());
}
