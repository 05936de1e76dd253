import { and, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditEvents } from './audit.tables.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, type Page, toPage } from '../shared/pagination.js';

/** Everything the audit log records, one stable name each. */
export const AUDIT_ACTIONS = [
  'api_key.created',
  'api_key.revoked',
  'account.created',
  'account.role_changed',
  'account.property_access_changed',
  'account.deactivated',
  'account.reactivated',
  'account.invite_created',
  'account.password_set',
  'account.email_changed',
  'account.profile_changed',
  'account.password_changed',
  'account.password_reset_requested',
  'role.created',
  'role.changed',
  'tenant.created',
  'organisation.updated',
  'organisation.logo_set',
  'organisation.logo_removed',
  'time.period_locked',
  'time.exported',
  'time.export_downloaded',
  'time.approved',
  'time.period_unlocked',
  'time.entry_created',
  'time.entry_edited',
  'time.entry_deleted',
  'time.rule_overridden',
  'time.payroll_profile_changed',
  'time.absences_recorded',
  'time.absence_removed',
  'time.holiday_added',
  'time.holiday_removed',
  'time.holiday_preset_applied',
  'time.settings_changed',
  'account.session_ended',
  'incident.status_changed',
  'incident.commented',
  'incident.reported',
  'incident.planned',
  'incident.task_created',
  'form_template.created',
  'form_template.changed',
  'form_template.imported',
  'client.created',
  'client.updated',
  'client.archived',
  'client.unarchived',
  'branding.saved',
  'branding.removed',
  'role.deleted',
  'patrol_route.created',
  'patrol_route.changed',
  'patrol_route.retired',
  'patrol_route.reactivated',
  'patrol_checkpoint.created',
  'patrol_checkpoint.changed',
  'patrol_checkpoint.retired',
  'patrol_checkpoint.reactivated',
  'patrol_checkpoints.reordered',
  'patrol_schedule.created',
  'patrol_schedule.changed',
  'alert.raised',
  'alert.escalated',
  'alert.acknowledged',
  'workflow_rule.created',
  'workflow_rule.changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the log can be filtered by besides a single action: the areas, each a set of action prefixes. */
export const AUDIT_GROUPS = {
  accounts: ['account.', 'role.'],
  api_keys: ['api_key.'],
  organisation: ['tenant.', 'organisation.', 'branding.'],
  clients: ['client.'],
  working_time: ['time.'],
  incidents: ['incident.'],
  forms: ['form_template.'],
  patrols: ['patrol_route.', 'patrol_checkpoint.', 'patrol_checkpoints.', 'patrol_schedule.'],
  alerts: ['alert.'],
  workflows: ['workflow_rule.'],
} as const satisfies Record<string, readonly string[]>;
export type AuditGroup = keyof typeof AUDIT_GROUPS;
export const AUDIT_GROUP_NAMES = Object.keys(AUDIT_GROUPS) as AuditGroup[];

/** The area an action belongs to; undefined for one this version does not know. */
export function auditGroupOf(action: string): AuditGroup | undefined {
  return AUDIT_GROUP_NAMES.find((group) => AUDIT_GROUPS[group].some((prefix) => action.startsWith(prefix)));
}

/** Every action of an area. */
export function actionsOfGroup(group: AuditGroup): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => auditGroupOf(action) === group);
}

export interface AuditEntry {
  tenantId: number;
  /** The acting account; null when the operator CLI acted. */
  actorAccountId: number | null;
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  /** Display details (names, before and after); never a secret. */
  details: Record<string, unknown>;
  /** When it happened; the database's clock when omitted. */
  at?: Date;
}

export type AuditEvent = typeof auditEvents.$inferSelect;

/** Writes one audit row; call it with the transaction that makes the change it records. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    tenantId: entry.tenantId,
    actorAccountId: entry.actorAccountId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    ...(entry.at !== undefined ? { at: entry.at } : {}),
  });
}

/** Which entries to read; every part is optional and they all must hold. */
export interface AuditFilter {
  /** The acting account; `null`: the operator (no account). */
  actor?: number | null | undefined;
  action?: string | undefined;
  group?: AuditGroup | undefined;
  /** From this instant on (included). */
  since?: Date | undefined;
  /** Before this instant (excluded). */
  until?: Date | undefined;
}

function filterConditions(filter: AuditFilter): (SQL | undefined)[] {
  return [
    filter.actor === null
      ? isNull(auditEvents.actorAccountId)
      : filter.actor !== undefined
        ? eq(auditEvents.actorAccountId, filter.actor)
        : undefined,
    filter.action !== undefined ? eq(auditEvents.action, filter.action) : undefined,
    filter.group !== undefined ? inArray(auditEvents.action, actionsOfGroup(filter.group)) : undefined,
    filter.since !== undefined ? gte(auditEvents.at, filter.since) : undefined,
    filter.until !== undefined ? lt(auditEvents.at, filter.until) : undefined,
  ];
}

/** The tenant's audit log, newest first; the cursor is the last id of the previous page. */
export async function listAuditEvents(
  db: Executor,
  tenantId: number,
  options: { cursor?: string | undefined; pageSize?: number | undefined; filter?: AuditFilter },
): Promise<Page<AuditEvent>> {
  const before = decodeCursor(options.cursor);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, tenantId),
        before !== undefined ? lt(auditEvents.id, before) : undefined,
        ...filterConditions(options.filter ?? {}),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, (row) => row);
}

/** Every entry the filter matches, newest first, read a batch at a time (for the CSV export). */
export async function* allAuditEvents(
  db: Executor,
  tenantId: number,
  filter: AuditFilter,
  batchSize = 500,
): AsyncGenerator<AuditEvent[]> {
  let cursor: string | undefined;
  do {
    const page = await listAuditEvents(db, tenantId, { cursor, pageSize: batchSize, filter });
    if (page.data.length > 0) yield page.data;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
}

/** The entries of one action about the given targets (e.g. the overrides of some entries), oldest first. */
export async function auditEventsOfTargets(
  db: Executor,
  tenantId: number,
  action: AuditAction,
  targetType: string,
  targetIds: readonly number[],
): Promise<AuditEvent[]> {
  if (targetIds.length === 0) return [];
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, tenantId),
        eq(auditEvents.action, action),
        eq(auditEvents.targetType, targetType),
        inArray(auditEvents.targetId, [...targetIds]),
      ),
    )
    .orderBy(auditEvents.id);
}

/** The accounts that acted in the tenant's log (for the "who" filter). */
export async function auditActorIds(db: Executor, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: auditEvents.actorAccountId })
    .from(auditEvents)
    .where(eq(auditEvents.tenantId, tenantId));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}
