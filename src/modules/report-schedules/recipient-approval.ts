// Who a report e-mail may go to, and how much may go out. People of the organisation may
// always receive a subscription they may see; an outside address only when it is a contact
// e-mail of the client the whole scope belongs to, or once someone with `settings.edit`
// approved it. Until then it is "pending" and skipped at every sending. The organisation's
// limits (subscriptions per person, report e-mails per day) bound what one person can send.
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { Permission } from '../access/permissions.js';
import { countMessagesSince } from '../../platform/mail/outgoing.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessDenied, propertyAccessOf, sees } from '../access/property-access.js';
import { activeAccountsWithRoles, findAccount } from '../accounts/accounts.service.js';
import { clientContactEmails, clientNames } from '../clients/clients.service.js';
import { recordNotice } from '../notices/notices.service.js';
import { propertyClientIds } from '../properties/properties.service.js';
import { propertyNames } from '../properties/named-properties.js';
import { permissionsOfRole } from '../roles/role-permissions.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import {
  DEFAULT_MAX_MAILS_PER_DAY,
  DEFAULT_MAX_SCHEDULES_PER_PERSON,
  type PendingAddress,
  type RecipientApproval,
  type ReportMailLimits,
} from './report-schedules.schema.js';
import { reportMailLimits, reportScheduleRecipients, reportSchedules } from './report-schedules.tables.js';
import { scopePropertyIds } from './scope.js';
import { approvalTexts } from './texts.js';

type ScheduleRow = typeof reportSchedules.$inferSelect;
type RecipientRow = typeof reportScheduleRecipients.$inferSelect;

/** The permission that approves outside addresses and sets the limits. */
export const APPROVER_PERMISSION: Permission = 'settings.edit';

/** The purposes of mail_messages the daily limit counts: every report e-mail, tests too. */
export const REPORT_MAIL_PURPOSES = ['report_schedule', 'report_schedule.test'] as const;

/**
 * The client whose contact e-mails may receive the scope without approval: the scope's
 * client, or the one client every chosen property belongs to. None for a scope over every
 * property, or over properties of several clients (a contact of one would see the others').
 */
export async function contactClientOf(
  db: Executor,
  schedule: Pick<ScheduleRow, 'tenantId' | 'clientId' | 'propertyIds'>,
): Promise<number | null> {
  if (schedule.clientId !== null) return schedule.clientId;
  if (schedule.propertyIds === null || schedule.propertyIds.length === 0) return null;
  const owners = await propertyClientIds(db, schedule.tenantId, schedule.propertyIds);
  const distinct = new Set(schedule.propertyIds.map((id) => owners.get(id) ?? null));
  const [only] = [...distinct];
  return distinct.size === 1 && only !== undefined ? only : null;
}

/** The addresses that need no approval for this scope. */
export async function contactAddressesOf(
  db: Executor,
  schedule: Pick<ScheduleRow, 'tenantId' | 'clientId' | 'propertyIds'>,
): Promise<Set<string>> {
  const clientId = await contactClientOf(db, schedule);
  return new Set(clientId === null ? [] : await clientContactEmails(db, schedule.tenantId, clientId));
}

/** Where a recipient stands: a person, a client contact, approved, or waiting. */
export function approvalOf(
  recipient: Pick<RecipientRow, 'accountId' | 'address' | 'approvedAt'>,
  contacts: Set<string>,
): RecipientApproval {
  if (recipient.accountId !== null) return 'account';
  if (contacts.has((recipient.address ?? '').toLowerCase())) return 'client_contact';
  return recipient.approvedAt !== null ? 'approved' : 'pending';
}

// ---------------------------------------------------------------------------------------
// The limits

export async function reportMailLimitsOf(db: Executor, tenantId: number): Promise<ReportMailLimits> {
  const [row] = await db.select().from(reportMailLimits).where(eq(reportMailLimits.tenantId, tenantId));
  return {
    max_schedules_per_person: row?.maxSchedulesPerPerson ?? DEFAULT_MAX_SCHEDULES_PER_PERSON,
    max_mails_per_day: row?.maxMailsPerDay ?? DEFAULT_MAX_MAILS_PER_DAY,
  };
}

export async function setReportMailLimits(
  db: Executor,
  clock: Clock,
  tenantId: number,
  permissions: readonly Permission[],
  limits: ReportMailLimits,
): Promise<ReportMailLimits> {
  requireApprover(permissions);
  const values = {
    maxSchedulesPerPerson: limits.max_schedules_per_person,
    maxMailsPerDay: limits.max_mails_per_day,
    updatedAt: new Date(clock()),
  };
  await db
    .insert(reportMailLimits)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: reportMailLimits.tenantId, set: values });
  return reportMailLimitsOf(db, tenantId);
}

/** Report e-mails the tenant recorded in the 24 hours up to `now`. */
export function reportMailsLastDay(db: Executor, tenantId: number, now: number): Promise<number> {
  return countMessagesSince(db, tenantId, REPORT_MAIL_PURPOSES, new Date(now - 24 * 3600 * 1000));
}

/** One key per tenant for pg_advisory_xact_lock: recording report e-mails against the daily limit. */
export async function lockTenantReportMail(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(72635131, ${tenantId}::int)`);
}

/**
 * Refuses a new subscription beyond the owner's limit (active and paused ones count).
 * Called in the creating transaction, holding a lock per person, so two at once cannot
 * both pass.
 */
export async function checkScheduleLimit(tx: Tx, tenantId: number, ownerAccountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(72635132, ${ownerAccountId}::int)`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.tenantId, tenantId),
        eq(reportSchedules.ownerAccountId, ownerAccountId),
        ne(reportSchedules.status, 'archived'),
      ),
    );
  const { max_schedules_per_person: max } = await reportMailLimitsOf(tx, tenantId);
  if ((row?.n ?? 0) >= max) {
    throw new DomainError(
      'schedule_limit_reached',
      `You own ${max} report schedules, the most your organisation allows. Archive one you no longer need, or ask someone who edits the settings to raise the limit.`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// Approving

function requireApprover(permissions: readonly Permission[]): void {
  if (!permissions.includes(APPROVER_PERMISSION))
    throw new DomainError('permission_denied', `This needs the permission ${APPROVER_PERMISSION}.`);
}

/** The tenant's active people who hold a permission (the admins, for settings.edit). */
export async function accountsWithPermission(
  db: Executor,
  tenantId: number,
  permission: Permission,
): Promise<{ id: number; name: string; email: string }[]> {
  const rows = await activeAccountsWithRoles(db, tenantId);
  const byRole = new Map<string, boolean>();
  const result: { id: number; name: string; email: string }[] = [];
  for (const row of rows) {
    let holds = byRole.get(row.role);
    if (holds === undefined) {
      holds = (await permissionsOfRole(db, tenantId, row.role)).includes(permission);
      byRole.set(row.role, holds);
    }
    if (holds) result.push({ id: row.id, name: row.name, email: row.email });
  }
  return result;
}

/** Tells every admin (settings.edit) but `except` in the portal: a notice each. */
export async function noticeAdmins(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  notice: { kind: string; title: string; body: string; subject: Record<string, number> },
  except: number | null = null,
): Promise<number> {
  const admins = (await accountsWithPermission(tx, tenantId, APPROVER_PERMISSION)).filter((a) => a.id !== except);
  for (const admin of admins) await recordNotice(tx, clock, { tenantId, accountId: admin.id, ...notice });
  return admins.length;
}

/** Tells the admins that addresses of a subscription wait for their approval. */
export async function askForApproval(
  tx: Executor,
  clock: Clock,
  schedule: Pick<ScheduleRow, 'tenantId' | 'id' | 'name'>,
  addresses: string[],
  askedBy: { id: number; name: string },
): Promise<void> {
  if (addresses.length === 0) return;
  const texts = approvalTexts[(await describeOrganisation(tx, schedule.tenantId)).language];
  await noticeAdmins(
    tx,
    clock,
    schedule.tenantId,
    {
      kind: 'report_recipient.pending',
      title: texts.title(schedule.name),
      body: texts.body(askedBy.name, schedule.name, addresses),
      subject: { report_schedule_id: schedule.id },
    },
    askedBy.id,
  );
}

async function scopeLabel(db: Executor, schedule: ScheduleRow): Promise<string> {
  if (schedule.propertyIds !== null)
    return (await propertyNames(db, schedule.tenantId, schedule.propertyIds)).map((p) => p.name).join(', ');
  if (schedule.clientId !== null)
    return (await clientNames(db, schedule.tenantId, [schedule.clientId])).get(schedule.clientId) ?? '';
  return '*';
}

/** Every outside address of the tenant's active and paused subscriptions that waits for approval. */
export async function listPendingAddresses(
  db: Executor,
  approver: { actor: AccountActor; permissions: readonly Permission[] },
): Promise<PendingAddress[]> {
  requireApprover(approver.permissions);
  const tenantId = approver.actor.tenantId;
  const rows = await db
    .select({ recipient: reportScheduleRecipients, schedule: reportSchedules })
    .from(reportScheduleRecipients)
    .innerJoin(
      reportSchedules,
      and(
        eq(reportSchedules.tenantId, reportScheduleRecipients.tenantId),
        eq(reportSchedules.id, reportScheduleRecipients.scheduleId),
      ),
    )
    .where(
      and(
        eq(reportScheduleRecipients.tenantId, tenantId),
        isNotNull(reportScheduleRecipients.address),
        isNull(reportScheduleRecipients.approvedAt),
        isNull(reportScheduleRecipients.unsubscribedAt),
        inArray(reportSchedules.status, ['active', 'paused']),
      ),
    )
    .orderBy(asc(reportScheduleRecipients.id))
    .limit(500);
  const contacts = new Map<number, Set<string>>();
  const labels = new Map<number, string>();
  const people = new Map<number, string>();
  const result: PendingAddress[] = [];
  for (const { recipient, schedule } of rows) {
    let known = contacts.get(schedule.id);
    if (!known) {
      known = await contactAddressesOf(db, schedule);
      contacts.set(schedule.id, known);
      labels.set(schedule.id, await scopeLabel(db, schedule));
    }
    if (approvalOf(recipient, known) !== 'pending') continue;
    if (!(await approverSees(db, approver.actor, schedule))) continue;
    const by = recipient.addedByAccountId ?? schedule.ownerAccountId;
    if (!people.has(by)) people.set(by, (await findAccount(db, tenantId, by))?.name ?? '');
    result.push({
      recipient_id: recipient.id,
      address: recipient.address ?? '',
      schedule: { id: schedule.id, name: schedule.name, kind: schedule.kind, scope: labels.get(schedule.id) ?? '' },
      added_by: { id: by, name: people.get(by) ?? '' },
      created_at: recipient.createdAt.toISOString(),
    });
  }
  return result;
}

/**
 * Whether an approver sees every property the subscription reports on: an address is
 * approved only by someone who may read what it will receive (a scope over every property
 * needs someone who sees every property).
 */
async function approverSees(db: Executor, actor: AccountActor, schedule: ScheduleRow): Promise<boolean> {
  if (actor.allProperties) return true;
  const scope = await scopePropertyIds(db, schedule);
  if (scope === 'all') return false;
  const access = await propertyAccessOf(db, actor);
  return scope.every((id) => sees(access, id));
}

async function pendingRecipient(db: Executor, actor: AccountActor, scheduleId: number, recipientId: number) {
  const tenantId = actor.tenantId;
  const [row] = await db
    .select()
    .from(reportScheduleRecipients)
    .where(
      and(
        eq(reportScheduleRecipients.tenantId, tenantId),
        eq(reportScheduleRecipients.scheduleId, scheduleId),
        eq(reportScheduleRecipients.id, recipientId),
        isNotNull(reportScheduleRecipients.address),
      ),
    );
  if (!row) throw notFound('Recipient');
  const [schedule] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, scheduleId)));
  if (!schedule) throw notFound('Recipient');
  if (!(await approverSees(db, actor, schedule))) {
    throw propertyAccessDenied({ detail: 'This subscription reports on properties your account has no access to.' });
  }
  return row;
}

/** An admin approves an outside address: from the next sending on, it is mailed. */
export async function approveAddress(
  db: Executor,
  clock: Clock,
  approver: { actor: AccountActor; permissions: readonly Permission[] },
  scheduleId: number,
  recipientId: number,
): Promise<{ recipient_id: number; address: string; approval: 'approved' }> {
  requireApprover(approver.permissions);
  const { tenantId, accountId } = approver.actor;
  const row = await pendingRecipient(db, approver.actor, scheduleId, recipientId);
  if (row.approvedAt === null) {
    await db
      .update(reportScheduleRecipients)
      .set({ approvedAt: new Date(clock()), approvedByAccountId: accountId })
      .where(and(eq(reportScheduleRecipients.tenantId, tenantId), eq(reportScheduleRecipients.id, row.id)));
  }
  return { recipient_id: row.id, address: row.address ?? '', approval: 'approved' };
}

/** An admin refuses an outside address: it is taken off the subscription. */
export async function refuseAddress(
  db: Executor,
  approver: { actor: AccountActor; permissions: readonly Permission[] },
  scheduleId: number,
  recipientId: number,
): Promise<void> {
  requireApprover(approver.permissions);
  const row = await pendingRecipient(db, approver.actor, scheduleId, recipientId);
  await db
    .delete(reportScheduleRecipients)
    .where(
      and(eq(reportScheduleRecipients.tenantId, approver.actor.tenantId), eq(reportScheduleRecipients.id, row.id)),
    );
}
