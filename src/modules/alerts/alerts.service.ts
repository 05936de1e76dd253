// Alerts: what needs a person now. An alert is raised once per occurrence (its key is
// unique per tenant) in the transaction of whatever noticed it: a missed patrol round or a
// critical or high incident (both as the event's dispatch), a shift open for over 12 hours
// (a scan every five minutes). It reaches the people who act on its kind (by permission and
// property access) in the portal and by e-mail, and the admins when nobody acknowledged it
// within the kind's escalation time (a job due at that instant, exactly once).
import { Type } from '@sinclair/typebox';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { RecordedEvent } from '../../platform/events/events.js';
import { defineJobKind, DEFAULT_RETRY } from '../../platform/jobs/kinds.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { defineSchedule } from '../../platform/jobs/schedule.js';
import { queueMail } from '../../platform/mail/outgoing.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { AccountActor } from '../access/actor.js';
import type { Permission } from '../access/permissions.js';
import { propertyAccessDenied, propertyAccessOf, sees } from '../access/property-access.js';
import { accountNames, activeAccountsWithRoles, findAccount } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { propertyNames } from '../properties/named-properties.js';
import { permissionsOfRole } from '../roles/role-permissions.js';
import type { Language } from '../shared/language.js';
import { decodeCursor, toPage } from '../shared/pagination.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { shiftsOpenSince } from '../working-time/on-site.js';
import { alertDetail, alertMailTexts, type AlertSubject, alertTitle } from './alert-texts.js';
import {
  type AlertKind,
  alertKinds,
  alertPropertySettings,
  alerts,
  alertSettings,
  type PropertyAlertKind,
  propertyAlertKinds,
} from './alerts.tables.js';

/** Who acts on each kind: the permission that manages what it is about. */
export const ALERT_PERMISSION: Record<AlertKind, Permission> = {
  patrol_round_missed: 'patrols.manage',
  incident_severe: 'incidents.manage',
  shift_open_long: 'time.manage',
  webhook_failing: 'settings.edit',
  report_sending_failed: 'settings.edit',
};
/** The second group, told when nobody acknowledged in time. */
const ESCALATION_PERMISSION: Permission = 'settings.edit';
export { alertKinds, propertyAlertKinds };
export const DEFAULT_ESCALATE_AFTER_MINUTES = 30;
/** A shift open this long raises an alert. */
export const LONG_SHIFT_MS = 12 * 3600_000;
const PAGE_SIZE = 50;

export interface AlertKindSettings {
  enabled: boolean;
  email: boolean;
  escalate_after_minutes: number | null;
}

/** Each kind's settings (the defaults where the tenant set none). */
export async function alertSettingsOf(db: Executor, tenantId: number): Promise<Record<AlertKind, AlertKindSettings>> {
  const rows = await db.select().from(alertSettings).where(eq(alertSettings.tenantId, tenantId));
  const result = {} as Record<AlertKind, AlertKindSettings>;
  for (const kind of alertKinds) {
    const row = rows.find((r) => r.kind === kind);
    result[kind] = row
      ? { enabled: row.enabled, email: row.email, escalate_after_minutes: row.escalateAfterMinutes }
      : { enabled: true, email: true, escalate_after_minutes: DEFAULT_ESCALATE_AFTER_MINUTES };
  }
  return result;
}

export async function changeAlertSettings(
  db: Executor,
  tenantId: number,
  changes: Partial<Record<AlertKind, AlertKindSettings>>,
): Promise<Record<AlertKind, AlertKindSettings>> {
  for (const [kind, value] of Object.entries(changes) as [AlertKind, AlertKindSettings][]) {
    const row = { enabled: value.enabled, email: value.email, escalateAfterMinutes: value.escalate_after_minutes };
    await db
      .insert(alertSettings)
      .values({ tenantId, kind, ...row })
      .onConflictDoUpdate({ target: [alertSettings.tenantId, alertSettings.kind], set: row });
  }
  return alertSettingsOf(db, tenantId);
}

/** A property's own way for one kind: raised or not, e-mailed or only listed. */
export interface PropertyAlertRule {
  enabled: boolean;
  email: boolean;
}

export interface PropertyAlertSettings {
  property_id: number;
  property_name: string;
  /** The kinds this property handles its own way; the others follow the kind's setting. */
  kinds: Partial<Record<PropertyAlertKind, PropertyAlertRule>>;
}

const isPropertyKind = (kind: AlertKind): kind is PropertyAlertKind =>
  (propertyAlertKinds as readonly string[]).includes(kind);

/** The properties with a way of their own, among those the person sees, by name. */
export async function propertyAlertSettingsOf(db: Executor, actor: AccountActor): Promise<PropertyAlertSettings[]> {
  const rows = await db.select().from(alertPropertySettings).where(eq(alertPropertySettings.tenantId, actor.tenantId));
  const access = await propertyAccessOf(db, actor);
  const seen = rows.filter((row) => sees(access, row.propertyId));
  const names = new Map(
    (await propertyNames(db, actor.tenantId, [...new Set(seen.map((row) => row.propertyId))])).map((p) => [
      p.id,
      p.name,
    ]),
  );
  const byProperty = new Map<number, PropertyAlertSettings>();
  for (const row of seen) {
    const name = names.get(row.propertyId);
    if (name === undefined) continue;
    let entry = byProperty.get(row.propertyId);
    if (!entry) {
      entry = { property_id: row.propertyId, property_name: name, kinds: {} };
      byProperty.set(row.propertyId, entry);
    }
    entry.kinds[row.kind] = { enabled: row.enabled, email: row.email };
  }
  return [...byProperty.values()].sort(
    (a, b) => a.property_name.localeCompare(b.property_name, 'de') || a.property_id - b.property_id,
  );
}

/**
 * Sets a property's own way for some kinds (null: back to the kind's setting). Another
 * organisation's or an unknown property is 404, one the person does not see 403.
 */
export async function changePropertyAlertSettings(
  db: Executor,
  actor: AccountActor,
  propertyId: number,
  changes: Partial<Record<PropertyAlertKind, PropertyAlertRule | null>>,
): Promise<PropertyAlertSettings> {
  const [property] = await propertyNames(db, actor.tenantId, [propertyId]);
  if (!property) throw notFound('Property');
  if (!sees(await propertyAccessOf(db, actor), propertyId)) throw propertyAccessDenied({ propertyId });
  for (const [kind, rule] of Object.entries(changes) as [PropertyAlertKind, PropertyAlertRule | null][]) {
    const where = and(
      eq(alertPropertySettings.tenantId, actor.tenantId),
      eq(alertPropertySettings.propertyId, propertyId),
      eq(alertPropertySettings.kind, kind),
    );
    if (rule === null) {
      await db.delete(alertPropertySettings).where(where);
      continue;
    }
    const values = { enabled: rule.enabled, email: rule.email };
    await db
      .insert(alertPropertySettings)
      .values({ tenantId: actor.tenantId, propertyId, kind, ...values })
      .onConflictDoUpdate({
        target: [alertPropertySettings.tenantId, alertPropertySettings.propertyId, alertPropertySettings.kind],
        set: values,
      });
  }
  const all = await propertyAlertSettingsOf(db, actor);
  return (
    all.find((entry) => entry.property_id === propertyId) ?? {
      property_id: propertyId,
      property_name: property.name,
      kinds: {},
    }
  );
}

/** The kind's setting, or the property's own way for it where it has one. */
async function ruleFor(
  db: Executor,
  tenantId: number,
  kind: AlertKind,
  propertyId: number | null,
  setting: AlertKindSettings,
): Promise<PropertyAlertRule> {
  if (propertyId === null || !isPropertyKind(kind)) return setting;
  const [own] = await db
    .select({ enabled: alertPropertySettings.enabled, email: alertPropertySettings.email })
    .from(alertPropertySettings)
    .where(
      and(
        eq(alertPropertySettings.tenantId, tenantId),
        eq(alertPropertySettings.propertyId, propertyId),
        eq(alertPropertySettings.kind, kind),
      ),
    );
  return own ?? setting;
}

interface Recipient {
  id: number;
  name: string;
  email: string;
  language: Language;
}

/** The active accounts holding `permission` that see the property (every one when there is none). */
async function peopleFor(
  db: Executor,
  tenantId: number,
  permission: Permission,
  propertyId: number | null,
  fallback: Language,
): Promise<Recipient[]> {
  const result: Recipient[] = [];
  const byRole = new Map<string, boolean>();
  for (const row of await activeAccountsWithRoles(db, tenantId)) {
    let holds = byRole.get(row.role);
    if (holds === undefined) {
      holds = (await permissionsOfRole(db, tenantId, row.role)).includes(permission);
      byRole.set(row.role, holds);
    }
    if (!holds) continue;
    const account = await findAccount(db, tenantId, row.id);
    if (!account) continue;
    if (propertyId !== null) {
      const access = await propertyAccessOf(db, { tenantId, accountId: row.id, allProperties: account.allProperties });
      if (!sees(access, propertyId)) continue;
    }
    result.push({ id: row.id, name: row.name, email: row.email, language: account.language ?? fallback });
  }
  return result;
}

async function mailAlert(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  recipients: readonly Recipient[],
  words: (language: Language) => { subject: string; text: string },
  purpose: string,
): Promise<void> {
  for (const recipient of recipients) {
    const { subject, text } = words(recipient.language);
    await queueMail(tx, clock, {
      tenantId,
      purpose,
      to: [recipient.email],
      subject,
      text,
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
  }
}

const EscalatePayload = Type.Object(
  { tenant_id: Type.Integer({ minimum: 1 }), alert_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

/**
 * Raises an alert once per occurrence key: records it, tells the people who act on it (in
 * the portal's alert list; by e-mail unless switched off) and queues its escalation.
 * Returns its id, or null when it was raised before or its kind is switched off (for the
 * whole organisation, or at its property).
 */
export async function raiseAlert(
  tx: Executor,
  clock: Clock,
  input: {
    tenantId: number;
    kind: AlertKind;
    occurrenceKey: string;
    propertyId: number | null;
    subject: AlertSubject;
    /** People told of the same thing by an e-mail of its own: the alert is theirs too, but not mailed again. */
    mailedAlready?: readonly number[];
  },
): Promise<number | null> {
  const settings = (await alertSettingsOf(tx, input.tenantId))[input.kind];
  const rule = await ruleFor(tx, input.tenantId, input.kind, input.propertyId, settings);
  if (!rule.enabled) return null;
  const organisation = await describeOrganisation(tx, input.tenantId);
  const subject = { ...input.subject };
  if (input.propertyId !== null && subject.property_name === undefined) {
    const [property] = await propertyNames(tx, input.tenantId, [input.propertyId]);
    subject.property_name = property?.name ?? null;
  }
  const recipients = await peopleFor(
    tx,
    input.tenantId,
    ALERT_PERMISSION[input.kind],
    input.propertyId,
    organisation.language,
  );
  const at = new Date(clock());
  const [row] = await tx
    .insert(alerts)
    .values({
      tenantId: input.tenantId,
      kind: input.kind,
      occurrenceKey: input.occurrenceKey,
      propertyId: input.propertyId,
      subject,
      raisedAt: at,
      notifiedCount: recipients.length,
    })
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  if (!row) return null;
  if (rule.email) {
    await mailAlert(
      tx,
      clock,
      input.tenantId,
      recipients.filter((recipient) => !(input.mailedAlready ?? []).includes(recipient.id)),
      (language) => {
        const texts = alertMailTexts[language];
        const title = alertTitle(input.kind, subject, language);
        return {
          subject: texts.subject(organisation.name, title),
          text: [title, '', alertDetail(input.kind, subject, language, organisation.timezone), '', texts.act].join(
            '\n',
          ),
        };
      },
      'alert',
    );
  }
  await recordAudit(tx, {
    tenantId: input.tenantId,
    actorAccountId: null,
    action: 'alert.raised',
    targetType: 'alert',
    targetId: row.id,
    details: {
      kind: input.kind,
      title: alertTitle(input.kind, subject, organisation.language),
      notified: recipients.length,
    },
    at,
  });
  if (settings.escalate_after_minutes !== null) {
    await enqueueJob(tx, clock, escalateAlertJob, {
      key: `alert-escalate:${input.tenantId}:${row.id}`,
      tenantId: input.tenantId,
      payload: { tenant_id: input.tenantId, alert_id: row.id },
      runAt: new Date(at.getTime() + settings.escalate_after_minutes * 60_000),
    });
  }
  return row.id;
}

/** Due when the escalation time passed: tells the admins unless someone acknowledged it meanwhile. */
export const escalateAlertJob = defineJobKind({
  name: 'alerts.escalate',
  payload: EscalatePayload,
  retry: DEFAULT_RETRY,
  handler: async ({ tenant_id: tenantId, alert_id: alertId }, ctx) => {
    await ctx.completeInTransaction(async (tx) => {
      const [alert] = await tx
        .update(alerts)
        .set({ escalatedAt: new Date(ctx.clock()) })
        .where(
          and(
            eq(alerts.tenantId, tenantId),
            eq(alerts.id, alertId),
            isNull(alerts.acknowledgedAt),
            isNull(alerts.escalatedAt),
          ),
        )
        .returning();
      if (!alert) return;
      const organisation = await describeOrganisation(tx, tenantId);
      const minutes = Math.round((ctx.clock() - alert.raisedAt.getTime()) / 60_000);
      const admins = await peopleFor(tx, tenantId, ESCALATION_PERMISSION, null, organisation.language);
      await mailAlert(
        tx,
        ctx.clock,
        tenantId,
        admins,
        (language) => {
          const texts = alertMailTexts[language];
          const title = alertTitle(alert.kind, alert.subject, language);
          return {
            subject: texts.escalatedSubject(organisation.name, title, minutes),
            text: [
              title,
              '',
              alertDetail(alert.kind, alert.subject, language, organisation.timezone),
              '',
              texts.escalated(minutes),
              texts.act,
            ].join('\n'),
          };
        },
        'alert.escalated',
      );
      await recordAudit(tx, {
        tenantId,
        actorAccountId: null,
        action: 'alert.escalated',
        targetType: 'alert',
        targetId: alert.id,
        details: { title: alertTitle(alert.kind, alert.subject, organisation.language), notified: admins.length },
        at: new Date(ctx.clock()),
      });
    });
  },
});

/** From the events a subscriber hands over: a missed patrol round, a critical or high incident. */
export async function alertFromEvent(event: RecordedEvent, tx: Tx, clock: Clock): Promise<void> {
  const object = (event.object ?? {}) as Record<string, unknown>;
  const str = (key: string, fallback = '') => {
    const value = object[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
  };
  if (event.type === 'patrol.round.missed') {
    await raiseAlert(tx, clock, {
      tenantId: event.tenantId,
      kind: 'patrol_round_missed',
      occurrenceKey: `patrol:${str('schedule_id')}:${str('planned_start')}`,
      propertyId: event.propertyId,
      subject: {
        route_id: Number(object.route_id),
        route_name: str('route_name'),
        planned_start: str('planned_start'),
        late_after: str('late_after'),
      },
    });
    return;
  }
  if (event.type === 'incident.created') {
    const severity = str('severity');
    if (severity !== 'critical' && severity !== 'high') return;
    await raiseAlert(tx, clock, {
      tenantId: event.tenantId,
      kind: 'incident_severe',
      occurrenceKey: `incident:${str('id')}`,
      propertyId: event.propertyId,
      subject: {
        incident_id: Number(object.id),
        title: str('title'),
        severity,
        reported_at: str('created_at', event.occurredAt.toISOString()),
      },
    });
  }
}

/** Raises the long-shift alert for every shift open over 12 hours; returns how many it raised. */
export async function raiseLongShiftAlerts(tx: Executor, clock: Clock): Promise<number> {
  let raised = 0;
  const shifts = await shiftsOpenSince(tx, new Date(clock() - LONG_SHIFT_MS));
  const names = new Map<number, Map<number, string>>();
  for (const shift of shifts) {
    let tenantNames = names.get(shift.tenantId);
    if (!tenantNames) {
      tenantNames = await accountNames(
        tx,
        shift.tenantId,
        shifts.filter((s) => s.tenantId === shift.tenantId).map((s) => s.accountId),
      );
      names.set(shift.tenantId, tenantNames);
    }
    const id = await raiseAlert(tx, clock, {
      tenantId: shift.tenantId,
      kind: 'shift_open_long',
      occurrenceKey: `shift:${shift.shiftId}`,
      propertyId: shift.propertyId,
      subject: {
        shift_id: shift.shiftId,
        account_id: shift.accountId,
        person_name: tenantNames.get(shift.accountId) ?? '',
        since: shift.since.toISOString(),
      },
    });
    if (id !== null) raised++;
  }
  return raised;
}

/** Every five minutes: shifts open for over 12 hours raise their alert (once each). */
export const longShiftAlerts = defineSchedule({
  name: 'alerts.long-shifts',
  cron: '*/5 * * * *',
  timeZone: 'UTC',
  catchUpMs: 5 * 60_000,
  run: async (_occurrence, ctx) => {
    await ctx.database.db.transaction((tx) => raiseLongShiftAlerts(tx, ctx.clock));
  },
});

export interface AlertDto {
  id: number;
  kind: AlertKind;
  title: string;
  detail: string;
  property_id: number | null;
  subject: AlertSubject;
  raised_at: string;
  notified_count: number;
  acknowledged_at: string | null;
  acknowledged_by: { id: number; name: string } | null;
  note: string | null;
  escalated_at: string | null;
}

/** The kinds the actor acts on (their permissions) and whether they see every kind. */
function kindsFor(permissions: readonly Permission[]): AlertKind[] {
  return alertKinds.filter(
    (kind) => permissions.includes(ALERT_PERMISSION[kind]) || permissions.includes(ESCALATION_PERMISSION),
  );
}

/** The alerts the actor may see (their kinds, their properties), newest first; `open`: unacknowledged only. */
export async function listAlerts(
  db: Executor,
  actor: AccountActor,
  permissions: readonly Permission[],
  language: Language,
  query: { state?: 'open' | 'all' | undefined; cursor?: string | undefined },
): Promise<{ data: AlertDto[]; next_cursor: string | null; open_count: number }> {
  const kinds = kindsFor(permissions);
  if (kinds.length === 0) return { data: [], next_cursor: null, open_count: 0 };
  const access = await propertyAccessOf(db, actor);
  const visible =
    access === 'all'
      ? undefined
      : access.length === 0
        ? sql`${alerts.propertyId} is null`
        : sql`(${alerts.propertyId} is null or ${inArray(alerts.propertyId, access)})`;
  const mine = and(eq(alerts.tenantId, actor.tenantId), inArray(alerts.kind, kinds), visible);
  const before = decodeCursor(query.cursor);
  const rows = await db
    .select()
    .from(alerts)
    .where(
      and(
        mine,
        query.state === 'all' ? undefined : isNull(alerts.acknowledgedAt),
        before !== undefined ? lt(alerts.id, before) : undefined,
      ),
    )
    .orderBy(desc(alerts.id))
    .limit(PAGE_SIZE + 1);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(mine, isNull(alerts.acknowledgedAt)));
  const organisation = await describeOrganisation(db, actor.tenantId);
  const names = await accountNames(
    db,
    actor.tenantId,
    rows.flatMap((r) => (r.acknowledgedBy === null ? [] : [r.acknowledgedBy])),
  );
  const present = (row: typeof alerts.$inferSelect): AlertDto => ({
    id: row.id,
    kind: row.kind,
    title: alertTitle(row.kind, row.subject, language),
    detail: alertDetail(row.kind, row.subject, language, organisation.timezone),
    property_id: row.propertyId,
    subject: row.subject,
    raised_at: row.raisedAt.toISOString(),
    notified_count: row.notifiedCount,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by:
      row.acknowledgedBy === null ? null : { id: row.acknowledgedBy, name: names.get(row.acknowledgedBy) ?? '' },
    note: row.note,
    escalated_at: row.escalatedAt?.toISOString() ?? null,
  });
  return { ...toPage(rows, PAGE_SIZE, present), open_count: count?.n ?? 0 };
}

/** How many alerts wait for the actor's acknowledgement (the home page's figure). */
export async function openAlertCount(
  db: Executor,
  actor: AccountActor,
  permissions: readonly Permission[],
): Promise<number> {
  return (await listAlerts(db, actor, permissions, 'en', { state: 'open' })).open_count;
}

/**
 * One person acknowledges the alert, with an optional note: it leaves everyone's open list
 * and does not escalate. A second acknowledgement is refused (409), naming who was first.
 */
export async function acknowledgeAlert(
  db: Executor,
  clock: Clock,
  actor: AccountActor,
  permissions: readonly Permission[],
  alertId: number,
  note: string | null,
): Promise<void> {
  const [alert] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.tenantId, actor.tenantId), eq(alerts.id, alertId)));
  // Another tenant's alert, a kind the person does not act on, a property they do not see: 404 alike.
  if (!alert || !kindsFor(permissions).includes(alert.kind)) throw notFound('Alert');
  if (alert.propertyId !== null && !sees(await propertyAccessOf(db, actor), alert.propertyId)) throw notFound('Alert');
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(alerts)
      .set({ acknowledgedAt: new Date(clock()), acknowledgedBy: actor.accountId, note })
      .where(and(eq(alerts.tenantId, actor.tenantId), eq(alerts.id, alertId), isNull(alerts.acknowledgedAt)))
      .returning();
    if (!done) {
      throw new DomainError('alert_acknowledged', 'Someone acknowledged this alert already.');
    }
    const organisation = await describeOrganisation(tx, actor.tenantId);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'alert.acknowledged',
      targetType: 'alert',
      targetId: alertId,
      details: { title: alertTitle(done.kind, done.subject, organisation.language), note },
    });
  });
}
