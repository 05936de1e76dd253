// Webhook endpoints and their deliveries: the use cases behind the API and the portal, and
// the fan-out of events into pending deliveries (the `webhooks` job subscriber).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { invalid, notFound } from '../../domain/errors.js';
import { SCOPE_PERMISSIONS, SCOPES } from '../access/scopes.js';
import type { RecordedEvent } from '../../platform/events/events.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { AccountActor } from '../access/actor.js';
import { findAccount } from '../accounts/accounts.service.js';
import { rightsOf } from '../accounts/rights.js';
import type { ServiceDeps } from '../shared/context.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { parseNetworks, targetProblem } from './address-guard.js';
import { KEEP_DELIVERIES_MS, requestDrain, requestDrains } from './delivery.js';
import { type EventReader, eventsBetween, eventVisibleTo, presentEvent } from './event-feed.js';
import { secretSealer } from './secrets.js';
import { generateWebhookSecret } from './signing.js';
import type {
  PageQueryDto,
  WebhookDeliveryDto,
  WebhookEndpointCreate,
  WebhookEndpointDto,
  WebhookEndpointPatch,
} from './webhooks.schema.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.tables.js';

/** A rotated-out secret keeps signing this long beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export interface WebhookDeps extends ServiceDeps {
  /** WEBHOOK_ALLOW_NETWORKS. */
  allowNetworks: readonly string[];
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function present(row: EndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    failing_since: row.failingSince?.toISOString() ?? null,
    created_by_account_id: row.createdByAccountId,
    created_at: row.createdAt.toISOString(),
  };
}

function checkUrl(deps: WebhookDeps, url: string): void {
  const problem = targetProblem(url, parseNetworks(deps.allowNetworks));
  if (problem) throw invalid('/url', problem);
}

const byId = (tenantId: number, id: number) =>
  and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id));

async function endpointRow(db: Executor, tenantId: number, id: number): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(byId(tenantId, id));
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function createEndpoint(
  deps: WebhookDeps,
  actor: AccountActor,
  input: WebhookEndpointCreate,
): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
  checkUrl(deps, input.url);
  const sealer = await secretSealer(deps.database);
  const secret = generateWebhookSecret();
  const now = new Date(deps.clock());
  const row = await deps.database.db.transaction(async (tx) => {
    const enabled = input.enabled ?? true;
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId: actor.tenantId,
        url: input.url,
        description: input.description ?? '',
        eventTypes: input.event_types ?? [],
        enabled,
        disabledReason: enabled ? null : 'manual',
        disabledAt: enabled ? null : now,
        createdByAccountId: actor.accountId,
        secretSealed: '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('endpoint not inserted');
    const [sealed] = await tx
      .update(webhookEndpoints)
      .set({ secretSealed: sealer.seal(secret, inserted) })
      .where(byId(inserted.tenantId, inserted.id))
      .returning();
    return sealed ?? inserted;
  });
  return { endpoint: present(row), secret };
}

export async function listEndpoints(
  deps: ServiceDeps,
  actor: AccountActor,
  query: PageQueryDto,
): Promise<Page<WebhookEndpointDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(webhookEndpoints.tenantId, actor.tenantId)];
  if (after !== undefined) conditions.push(gte(webhookEndpoints.id, after + 1));
  const rows = await deps.database.db
    .select()
    .from(webhookEndpoints)
    .where(and(...conditions))
    .orderBy(asc(webhookEndpoints.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, present);
}

export async function getEndpoint(deps: ServiceDeps, actor: AccountActor, id: number): Promise<WebhookEndpointDto> {
  return present(await endpointRow(deps.database.db, actor.tenantId, id));
}

export async function updateEndpoint(
  deps: WebhookDeps,
  actor: AccountActor,
  id: number,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpointDto> {
  if (patch.url !== undefined) checkUrl(deps, patch.url);
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookEndpoints).where(byId(actor.tenantId, id)).for('update');
    if (!current) throw notFound('Webhook endpoint');
    const now = new Date(deps.clock());
    const changes: Partial<EndpointRow> = { updatedAt: now };
    if (patch.url !== undefined) changes.url = patch.url;
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.event_types !== undefined) changes.eventTypes = patch.event_types;
    if (patch.enabled === false && current.enabled) {
      Object.assign(changes, { enabled: false, disabledReason: 'manual', disabledAt: now });
    }
    const switchedOn = patch.enabled === true && !current.enabled;
    if (switchedOn) {
      Object.assign(changes, {
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
        failingNoticeAt: null,
        throttledUntil: null,
      });
    }
    const [row] = await tx.update(webhookEndpoints).set(changes).where(byId(actor.tenantId, id)).returning();
    if (!row) throw notFound('Webhook endpoint');
    if (switchedOn) await requestDrain(tx, deps.clock, actor.tenantId, id);
    return present(row);
  });
}

/** A new secret, answered once; the old one keeps signing beside it for 24 hours. */
export async function rotateSecret(
  deps: ServiceDeps,
  actor: AccountActor,
  id: number,
): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
  const sealer = await secretSealer(deps.database);
  const secret = generateWebhookSecret();
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookEndpoints).where(byId(actor.tenantId, id)).for('update');
    if (!current) throw notFound('Webhook endpoint');
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: sealer.seal(secret, current),
        previousSecretSealed: current.secretSealed,
        previousSecretExpiresAt: new Date(now + ROTATION_OVERLAP_MS),
        updatedAt: new Date(now),
      })
      .where(byId(actor.tenantId, id))
      .returning();
    if (!row) throw notFound('Webhook endpoint');
    return { endpoint: present(row), secret };
  });
}

interface NewDelivery {
  tenantId: number;
  endpointId: number;
  eventId: number | null;
  eventType: string;
  origin: 'event' | 'test' | 'replay';
  messageId: string;
  body: string;
}

/** Inserts pending deliveries (an event's once per endpoint) and wakes their endpoints' drains; returns their ids. */
async function insertDeliveries(tx: Executor, clock: Clock, rows: NewDelivery[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const now = new Date(clock());
  const inserted = await tx
    .insert(webhookDeliveries)
    .values(rows.map((row) => ({ ...row, state: 'pending' as const, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing()
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      tenantId: webhookDeliveries.tenantId,
    });
  const byTenant = new Map<number, Set<number>>();
  for (const row of inserted) byTenant.set(row.tenantId, (byTenant.get(row.tenantId) ?? new Set()).add(row.endpointId));
  for (const [tenantId, endpointIds] of byTenant) await requestDrains(tx, clock, tenantId, [...endpointIds], now);
  return inserted.map((row) => row.id);
}

/** Sends a `webhook.test` event (not in the event log) to the endpoint, enabled or not it is queued. */
export async function sendTestEvent(deps: ServiceDeps, actor: AccountActor, id: number): Promise<WebhookDeliveryDto> {
  const endpoint = await endpointRow(deps.database.db, actor.tenantId, id);
  const now = new Date(deps.clock());
  const body = JSON.stringify({
    id: 0,
    type: 'webhook.test',
    created_at: now.toISOString(),
    tenant_id: actor.tenantId,
    data: { object: { webhook_endpoint_id: endpoint.id, message: 'A test event from Caretaker.' }, version: 0 },
  });
  const [deliveryId] = await deps.database.db.transaction(async (tx) =>
    insertDeliveries(tx, deps.clock, [
      {
        tenantId: actor.tenantId,
        endpointId: endpoint.id,
        eventId: null,
        eventType: 'webhook.test',
        origin: 'test',
        messageId: `msg_test_${randomUUID().replaceAll('-', '')}`,
        body,
      },
    ]),
  );
  if (deliveryId === undefined) throw new Error('test delivery not inserted');
  return getDelivery(deps, actor, id, deliveryId);
}

async function presentDeliveries(
  db: Executor,
  tenantId: number,
  rows: (typeof webhookDeliveries.$inferSelect)[],
): Promise<WebhookDeliveryDto[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            and(
              eq(webhookAttempts.tenantId, tenantId),
              inArray(
                webhookAttempts.deliveryId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(webhookAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    webhook_id: row.messageId,
    event_id: row.eventId,
    event_type: row.eventType,
    origin: row.origin,
    state: row.state,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    request_body: row.body,
    attempts: attempts
      .filter((a) => a.deliveryId === row.id)
      .map((a) => ({
        attempted_at: a.attemptedAt.toISOString(),
        succeeded: a.succeeded,
        duration_ms: a.durationMs,
        request_headers: a.requestHeaders,
        response_status: a.responseStatus,
        response_body: a.responseBody,
        error: a.error,
      })),
  }));
}

/** The endpoint's deliveries of the last 30 days, newest first, with their attempts. */
export async function listDeliveries(
  deps: ServiceDeps,
  actor: AccountActor,
  id: number,
  query: PageQueryDto,
): Promise<Page<WebhookDeliveryDto>> {
  await endpointRow(deps.database.db, actor.tenantId, id);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const before = decodeCursor(query.cursor);
  const conditions: SQL[] = [
    eq(webhookDeliveries.tenantId, actor.tenantId),
    eq(webhookDeliveries.endpointId, id),
    gte(webhookDeliveries.createdAt, new Date(deps.clock() - KEEP_DELIVERIES_MS)),
  ];
  if (before !== undefined) conditions.push(lt(webhookDeliveries.id, before));
  const rows = await deps.database.db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.id))
    .limit(pageSize + 1);
  return toPage(await presentDeliveries(deps.database.db, actor.tenantId, rows), pageSize, (dto) => dto);
}

export async function getDelivery(
  deps: ServiceDeps,
  actor: AccountActor,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDeliveryDto> {
  const [row] = await deps.database.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.tenantId, actor.tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!row) throw notFound('Delivery');
  const [dto] = await presentDeliveries(deps.database.db, actor.tenantId, [row]);
  if (!dto) throw notFound('Delivery');
  return dto;
}

/** Sends one delivery again: the same body and `webhook-id`, signed with today's secret. */
export async function replayDelivery(
  deps: ServiceDeps,
  actor: AccountActor,
  endpointId: number,
  deliveryId: number,
): Promise<{ queued: number }> {
  const original = await getDelivery(deps, actor, endpointId, deliveryId);
  const ids = await deps.database.db.transaction(async (tx) =>
    insertDeliveries(tx, deps.clock, [
      {
        tenantId: actor.tenantId,
        endpointId,
        eventId: original.event_id,
        eventType: original.event_type,
        origin: 'replay',
        messageId: original.webhook_id,
        body: original.request_body,
      },
    ]),
  );
  return { queued: ids.length };
}

/** What the endpoint's account may see: the scopes its permissions allow, its properties. */
async function readerOf(db: Executor, endpoint: EndpointRow): Promise<EventReader | undefined> {
  const account = await findAccount(db, endpoint.tenantId, endpoint.createdByAccountId);
  if (!account?.active) return undefined;
  const rights = await rightsOf(db, endpoint.tenantId, account);
  const scopes = SCOPES.filter((scope) => {
    const needs = SCOPE_PERMISSIONS[scope];
    return needs === null || rights.permissions.includes(needs);
  });
  return {
    scopes,
    allProperties: rights.access === 'all',
    propertyIds: new Set(rights.access === 'all' ? [] : rights.access),
  };
}

function wants(endpoint: EndpointRow, type: string): boolean {
  return endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(type);
}

const messageIdOf = (event: { id: number }) => `msg_evt_${event.id}`;

/** Every event of [from, to) the endpoint would have got, queued again (today's secret signs). */
export async function replayWindow(
  deps: ServiceDeps,
  actor: AccountActor,
  endpointId: number,
  window: { from: string; to: string },
): Promise<{ queued: number }> {
  const from = new Date(window.from);
  const to = new Date(window.to);
  if (!(from < to)) throw invalid('/to', 'The window ends after it begins.');
  if (from.getTime() < deps.clock() - KEEP_DELIVERIES_MS) {
    throw invalid('/from', 'Events are kept 30 days: start the window within them.');
  }
  const endpoint = await endpointRow(deps.database.db, actor.tenantId, endpointId);
  const reader = await readerOf(deps.database.db, endpoint);
  if (!reader) return { queued: 0 };
  const found = await eventsBetween(deps.database.db, actor.tenantId, from, to, reader);
  const rows = found
    .filter((event) => wants(endpoint, event.type) && eventVisibleTo(event, reader))
    .map((event) => ({
      tenantId: actor.tenantId,
      endpointId,
      eventId: event.id,
      eventType: event.type,
      origin: 'replay' as const,
      messageId: messageIdOf(event),
      body: JSON.stringify(presentEvent(event)),
    }));
  const ids = await deps.database.db.transaction(async (tx) => insertDeliveries(tx, deps.clock, rows));
  return { queued: ids.length };
}

/**
 * The `webhooks` subscriber, inside the event's dispatch transaction: one pending delivery
 * per enabled endpoint that wants and may see the event.
 */
export async function fanOutEvent(event: RecordedEvent, tx: Tx, clock: Clock): Promise<void> {
  const endpoints = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, event.tenantId), eq(webhookEndpoints.enabled, true)));
  const wanting = endpoints.filter((endpoint) => wants(endpoint, event.type));
  if (wanting.length === 0) return;
  // Endpoints of one account share its reader.
  const readers = new Map<number, Promise<EventReader | undefined>>();
  const rows: NewDelivery[] = [];
  let body: string | undefined;
  for (const endpoint of wanting) {
    let reader = readers.get(endpoint.createdByAccountId);
    if (!reader) {
      reader = readerOf(tx, endpoint);
      readers.set(endpoint.createdByAccountId, reader);
    }
    const seen = await reader;
    if (!seen || !eventVisibleTo(event, seen)) continue;
    body ??= JSON.stringify(presentEvent(event));
    rows.push({
      tenantId: event.tenantId,
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: event.type,
      origin: 'event' as const,
      messageId: messageIdOf(event),
      body,
    });
  }
  await insertDeliveries(tx, clock, rows);
}

/** SQL: the tenant (SQL over its id) has an enabled endpoint; an event records its dispatch only then. */
export function tenantHasWebhookEndpoints(tenantId: SQL): SQL {
  return sql`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.tenantId} = ${tenantId} and ${webhookEndpoints.enabled})`;
}
