// Report subscriptions as the office sets them up (Reports → Schedules): what report, for
// which scope, when, to whom and in which words. Who may set one up or read it holds the
// permission of its kind and sees its whole scope; anyone else is told "not found". The
// sending itself is in dispatch.ts; the history's presentation in sendings.ts.
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client.js';
import { DomainError, type FieldError, notFound } from '../../domain/errors.js';
import type { Permission } from '../access/permissions.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { isMailAddress } from '../../platform/mail/outgoing.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessOf, sees } from '../access/property-access.js';
import { findAccount, searchActivePeople } from '../accounts/accounts.service.js';
import { clientNames } from '../clients/clients.service.js';
import { templateNames } from '../forms/form-report-queries.js';
import { propertyClientIds } from '../properties/properties.service.js';
import { scopePropertyIds } from './scope.js';
import { propertyNames } from '../properties/named-properties.js';
import { permissionsOfRole } from '../roles/role-permissions.js';
import { decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { ServiceDeps } from '../shared/context.js';
import { isCalendarDate, isValidTimeZone, calendarDay } from '../shared/time.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { nextOccurrence, periodOf, previousOccurrence, type Recurrence, recurrenceProblems } from './recurrence.js';
import {
  APPROVER_PERMISSION,
  approvalOf,
  askForApproval,
  checkScheduleLimit,
  contactAddressesOf,
  reportMailLimitsOf,
  reportMailsLastDay,
} from './recipient-approval.js';
import {
  MAX_BODY_CHARS,
  MAX_SUBJECT_CHARS,
  MAX_PATROL_PROPERTIES,
  MAX_SCHEDULE_RECIPIENTS,
  REPORT_LINK_DAYS,
  REPORT_PLACEHOLDERS,
  type ReportScheduleCreate,
  type ReportScheduleDto,
  type ReportScheduleKind,
  type ReportScheduleListQuery,
  type ReportSchedulePatch,
  type RecipientAccount,
  type RecipientAccountsQuery,
  type ReportSendingDetail,
  type ReportSendingSummary,
} from './report-schedules.schema.js';
import { reportScheduleRecipients, reportSchedules, reportSendings } from './report-schedules.tables.js';
import { patrolPropertyIds } from './producers.js';
import { SEND_REPORT } from './send-job-spec.js';
import { latestSendings, sendingDetail, sendingSummaries } from './sendings.js';
import { emptyMeaning, KIND_AVAILABLE } from './texts.js';

export interface ReportScheduleDeps extends ServiceDeps {
  files: FileStore;
  attachmentMaxBytes: number;
}

/** The person setting up or reading subscriptions, with the permissions of their role. */
export interface ScheduleEditor {
  actor: AccountActor;
  permissions: readonly Permission[];
}

export type ScheduleRow = typeof reportSchedules.$inferSelect;
type RecipientRow = typeof reportScheduleRecipients.$inferSelect;

/** What each kind of report needs: who may send it may read it in the portal. */
export const KIND_PERMISSION: Record<ReportScheduleKind, Permission> = {
  patrol: 'patrols.manage',
  incidents: 'incidents.manage',
  form_responses: 'forms.manage',
  working_time: 'time.manage',
  service_proof: 'tasks.manage',
  inspections: 'tasks.manage',
};

const PAGE_SIZE = 50;

/** Whether an account with these rights may see everything the subscription sends. */
export async function accountSeesScope(
  db: Executor,
  account: { tenantId: number; accountId: number; allProperties: boolean; permissions: readonly Permission[] },
  schedule: Pick<ScheduleRow, 'tenantId' | 'clientId' | 'propertyIds' | 'kind'>,
): Promise<boolean> {
  if (!account.permissions.includes(KIND_PERMISSION[schedule.kind])) return false;
  if (account.allProperties) return true;
  const scope = await scopePropertyIds(db, schedule);
  if (scope === 'all') return false;
  const access = await propertyAccessOf(db, account);
  return scope.every((id) => sees(access, id));
}

/** An account as a recipient: its address, and whether it may (still) receive the scope. */
export async function accountAsRecipient(
  db: Executor,
  schedule: Pick<ScheduleRow, 'tenantId' | 'clientId' | 'propertyIds' | 'kind'>,
  accountId: number,
): Promise<{ address: string; name: string; allowed: boolean; active: boolean } | undefined> {
  const account = await findAccount(db, schedule.tenantId, accountId);
  if (!account) return undefined;
  const permissions = await permissionsOfRole(db, schedule.tenantId, account.role);
  const allowed = await accountSeesScope(
    db,
    { tenantId: schedule.tenantId, accountId, allProperties: account.allProperties, permissions },
    schedule,
  );
  return { address: account.email, name: account.name, allowed, active: account.active };
}

function editorAccount(editor: ScheduleEditor) {
  return {
    tenantId: editor.actor.tenantId,
    accountId: editor.actor.accountId,
    allProperties: editor.actor.allProperties,
    permissions: editor.permissions,
  };
}

/** A subscription the editor may work with; any other (another tenant's too) is "not found". */
async function visibleSchedule(db: Executor, editor: ScheduleEditor, id: number): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.tenantId, editor.actor.tenantId), eq(reportSchedules.id, id)));
  if (!row || !(await accountSeesScope(db, editorAccount(editor), row))) throw notFound('Report schedule');
  return row;
}

const validation = (errors: FieldError[]) =>
  new DomainError('validation_failed', errors[0]?.detail ?? 'The subscription is not valid.', { errors });

/** Unknown placeholders in a text: `{name}` with a name outside REPORT_PLACEHOLDERS. */
export function unknownPlaceholders(text: string): string[] {
  const known = REPORT_PLACEHOLDERS as readonly string[];
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? '').filter((name) => !known.includes(name));
}

/** The subscription as it will be stored, once every part has been checked. */
interface CheckedSchedule {
  name: string;
  kind: ReportScheduleKind;
  clientId: number | null;
  propertyIds: number[] | null;
  templateId: number | null;
  language: 'de' | 'en';
  brandingClientId: number | null;
  recurrence: Recurrence;
  timeZone: string | null;
  startsOn: string;
  endsOn: string | null;
  period: ScheduleRow['period'];
  subject: string;
  body: string;
  skipIfEmpty: boolean;
  emails: string[];
  accountIds: number[];
}

const DEFAULT_PERIOD: Record<Recurrence['frequency'], ScheduleRow['period']> = {
  daily: 'previous_day',
  weekly: 'previous_week',
  monthly: 'previous_month',
};

async function checkSchedule(db: Executor, editor: ScheduleEditor, input: CheckedSchedule): Promise<CheckedSchedule> {
  const tenantId = editor.actor.tenantId;
  const errors: FieldError[] = [];
  if (!editor.permissions.includes(KIND_PERMISSION[input.kind])) {
    throw new DomainError(
      'permission_denied',
      `Subscriptions to this report need the permission ${KIND_PERMISSION[input.kind]}.`,
    );
  }
  for (const problem of recurrenceProblems(input.recurrence)) {
    errors.push({ ...problem, pointer: `/recurrence${problem.pointer}` });
  }
  if (input.timeZone !== null && !isValidTimeZone(input.timeZone)) {
    errors.push({
      pointer: '/time_zone',
      detail: 'This is not an IANA time zone, e.g. Europe/Berlin.',
      code: 'not_a_time_zone',
    });
  }
  if (!isCalendarDate(input.startsOn)) {
    errors.push({ pointer: '/starts_on', detail: 'This is not a date.', code: 'not_a_date' });
  }
  if (input.endsOn !== null && !isCalendarDate(input.endsOn)) {
    errors.push({ pointer: '/ends_on', detail: 'This is not a date.', code: 'not_a_date' });
  } else if (input.endsOn !== null && input.endsOn < input.startsOn) {
    errors.push({ pointer: '/ends_on', detail: 'The end date lies before the start date.', code: 'ends_before_start' });
  }
  for (const [field, text] of [
    ['subject', input.subject],
    ['body', input.body],
  ] as const) {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0) {
      errors.push({
        pointer: `/${field}`,
        detail: `Unknown placeholder {${unknown[0]}}; use ${REPORT_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`,
        code: 'unknown_placeholder',
      });
    }
  }
  if (/[\r\n]/.test(input.subject)) {
    errors.push({ pointer: '/subject', detail: 'A subject is one line.', code: 'not_one_line' });
  }
  // Kept short (a subscription saved before the limits may hold more): the e-mail is a
  // report with a few words of the organisation's, not a letter.
  if (input.subject.length > MAX_SUBJECT_CHARS) {
    errors.push({
      pointer: '/subject',
      detail: `At most ${MAX_SUBJECT_CHARS} characters.`,
      code: 'too_long',
      limit: MAX_SUBJECT_CHARS,
    });
  }
  if (input.body.length > MAX_BODY_CHARS) {
    errors.push({
      pointer: '/body',
      detail: `At most ${MAX_BODY_CHARS} characters.`,
      code: 'too_long',
      limit: MAX_BODY_CHARS,
    });
  }
  // Scope: the client, its properties, the template.
  if (input.kind === 'form_responses' && input.templateId === null) {
    errors.push({
      pointer: '/scope/template_id',
      detail: 'Choose the form template whose responses are sent.',
      code: 'template_required',
    });
  }
  if (input.kind !== 'form_responses' && input.templateId !== null) {
    errors.push({
      pointer: '/scope/template_id',
      detail: 'Only form responses are chosen by template.',
      code: 'template_not_for_kind',
    });
  }
  if (input.templateId !== null && !(await templateNames(db, tenantId, [input.templateId])).has(input.templateId)) {
    errors.push({
      pointer: '/scope/template_id',
      detail: 'No form template with this id.',
      code: 'template_not_found',
    });
  }
  const clientIds = [input.clientId, input.brandingClientId].filter((id): id is number => id !== null);
  const clients = await clientNames(db, tenantId, clientIds);
  if (input.clientId !== null && !clients.has(input.clientId)) {
    errors.push({ pointer: '/scope/client_id', detail: 'No client with this id.', code: 'client_not_found' });
  }
  if (input.brandingClientId !== null && !clients.has(input.brandingClientId)) {
    errors.push({ pointer: '/branding', detail: 'No client with this id.', code: 'client_not_found' });
  }
  if (input.propertyIds !== null) {
    const found = new Set((await propertyNames(db, tenantId, input.propertyIds)).map((p) => p.id));
    const owners = await propertyClientIds(db, tenantId, input.propertyIds);
    input.propertyIds.forEach((id, index) => {
      const pointer = `/scope/property_ids/${index}`;
      if (!found.has(id)) errors.push({ pointer, detail: 'No property with this id.', code: 'property_not_found' });
      else if (input.clientId !== null && owners.get(id) !== input.clientId)
        errors.push({
          pointer,
          detail: 'This property does not belong to the client.',
          code: 'property_not_of_client',
        });
    });
  }
  // Recipients.
  const emails: string[] = [];
  input.emails.forEach((raw, index) => {
    const address = raw.trim().toLowerCase();
    if (!isMailAddress(address))
      errors.push({
        pointer: `/recipients/emails/${index}`,
        detail: 'This is not an e-mail address.',
        code: 'not_an_email',
      });
    else if (!emails.includes(address)) emails.push(address);
  });
  const accountIds = [...new Set(input.accountIds)];
  if (emails.length + accountIds.length === 0) {
    errors.push({ pointer: '/recipients', detail: 'Name at least one recipient.', code: 'recipients_missing' });
  }
  if (emails.length + accountIds.length > MAX_SCHEDULE_RECIPIENTS) {
    errors.push({
      pointer: '/recipients',
      detail: `At most ${MAX_SCHEDULE_RECIPIENTS} recipients.`,
      code: 'too_many_recipients',
    });
  }
  if (errors.length > 0) throw validation(errors);
  const scope = { tenantId, clientId: input.clientId, propertyIds: input.propertyIds, kind: input.kind };
  // The editor sends only what they may see themselves.
  if (!(await accountSeesScope(db, editorAccount(editor), scope))) {
    throw new DomainError(
      'property_access_denied',
      'Your account does not see every property this subscription covers; choose properties you see.',
      {
        errors: [{ pointer: '/scope', detail: 'Covers properties outside your access.', code: 'scope_outside_access' }],
      },
    );
  }
  if (input.kind === 'patrol') {
    const covered = (await patrolPropertyIds(db, tenantId, await scopePropertyIds(db, scope))).length;
    if (covered > MAX_PATROL_PROPERTIES) {
      errors.push({
        pointer: input.propertyIds !== null ? '/scope/property_ids' : '/scope',
        detail: `A patrol report e-mail holds at most ${MAX_PATROL_PROPERTIES} properties with patrol routes; this scope has ${covered}. Choose fewer properties or split it into several subscriptions.`,
        code: 'too_many_properties',
      });
    }
  }
  for (const [index, accountId] of input.accountIds.entries()) {
    const pointer = `/recipients/account_ids/${index}`;
    const account = await accountAsRecipient(db, scope, accountId);
    if (!account) errors.push({ pointer, detail: 'No account with this id.', code: 'account_not_found' });
    else if (!account.active)
      errors.push({ pointer, detail: 'This account is deactivated.', code: 'account_inactive' });
    else if (!account.allowed)
      errors.push({
        pointer,
        detail: `${account.name} may not see everything this subscription covers (the permission ${KIND_PERMISSION[input.kind]} and every property of its scope).`,
        code: 'account_not_allowed',
      });
  }
  if (errors.length > 0) throw validation(errors);
  return { ...input, emails, accountIds };
}

/** The subscription's own columns, as create and update store them. */
function storedColumns(checked: CheckedSchedule): Omit<CheckedSchedule, 'emails' | 'accountIds'> {
  const columns: Partial<CheckedSchedule> = { ...checked };
  delete columns.emails;
  delete columns.accountIds;
  return columns as Omit<CheckedSchedule, 'emails' | 'accountIds'>;
}

async function tenantDefaults(db: Executor, tenantId: number) {
  const organisation = await describeOrganisation(db, tenantId);
  return { timeZone: organisation.timezone, language: organisation.language };
}

export async function effectiveZone(db: Executor, schedule: Pick<ScheduleRow, 'tenantId' | 'timeZone'>) {
  return schedule.timeZone ?? (await tenantDefaults(db, schedule.tenantId)).timeZone;
}

/** The next occurrence after `afterMs` of an active subscription; null when none is left. */
export function nextRunOf(
  schedule: Pick<ScheduleRow, 'recurrence' | 'startsOn' | 'endsOn'>,
  zone: string,
  afterMs: number,
): Date | null {
  return nextOccurrence(schedule.recurrence as Recurrence, zone, afterMs, {
    startsOn: schedule.startsOn,
    endsOn: schedule.endsOn,
  });
}

async function present(db: Executor, rows: ScheduleRow[]): Promise<ReportScheduleDto[]> {
  if (rows.length === 0) return [];
  const tenantId = rows[0]?.tenantId ?? 0;
  const ids = rows.map((row) => row.id);
  const recipients = await db
    .select()
    .from(reportScheduleRecipients)
    .where(and(eq(reportScheduleRecipients.tenantId, tenantId), inArray(reportScheduleRecipients.scheduleId, ids)))
    .orderBy(asc(reportScheduleRecipients.id));
  const accountIds = [
    ...new Set([
      ...recipients.flatMap((r) => (r.accountId !== null ? [r.accountId] : [])),
      ...rows.map((row) => row.ownerAccountId),
    ]),
  ];
  const accounts = new Map<number, { name: string; email: string }>();
  for (const id of accountIds) {
    const account = await findAccount(db, tenantId, id);
    if (account) accounts.set(id, { name: account.name, email: account.email });
  }
  const clients = await clientNames(
    db,
    tenantId,
    rows.flatMap((row) => (row.clientId !== null ? [row.clientId] : [])),
  );
  const templates = await templateNames(
    db,
    tenantId,
    rows.flatMap((row) => (row.templateId !== null ? [row.templateId] : [])),
  );
  const properties = new Map(
    (await propertyNames(db, tenantId, [...new Set(rows.flatMap((row) => row.propertyIds ?? []))])).map((p) => [
      p.id,
      p,
    ]),
  );
  const defaults = await tenantDefaults(db, tenantId);
  const last = await latestSendings(db, tenantId, rows);
  const contacts = new Map<number, Set<string>>();
  for (const row of rows) {
    if (recipients.some((r) => r.scheduleId === row.id && r.address !== null))
      contacts.set(row.id, await contactAddressesOf(db, row));
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    kind: row.kind,
    scope: {
      client: row.clientId !== null ? { id: row.clientId, name: clients.get(row.clientId) ?? '' } : null,
      properties: row.propertyIds?.map((id) => ({ id, name: properties.get(id)?.name ?? `#${id}` })) ?? null,
      template: row.templateId !== null ? { id: row.templateId, name: templates.get(row.templateId) ?? '' } : null,
    },
    language: row.language,
    branding: row.brandingClientId ?? 'default',
    recurrence: row.recurrence as ReportScheduleDto['recurrence'],
    time_zone: row.timeZone,
    effective_time_zone: row.timeZone ?? defaults.timeZone,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    period: row.period,
    recipients: recipients
      .filter((r) => r.scheduleId === row.id)
      .map((r: RecipientRow) => ({
        id: r.id,
        address: r.accountId !== null ? (accounts.get(r.accountId)?.email ?? null) : r.address,
        account: r.accountId !== null ? { id: r.accountId, name: accounts.get(r.accountId)?.name ?? '' } : null,
        unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
        approval: approvalOf(r, contacts.get(row.id) ?? new Set()),
      })),
    subject: row.subject,
    body: row.body,
    skip_if_empty: row.skipIfEmpty,
    owner: { id: row.ownerAccountId, name: accounts.get(row.ownerAccountId)?.name ?? '' },
    next_run_at: row.status === 'active' ? (row.nextRunAt?.toISOString() ?? null) : null,
    last_sending: last.get(row.id) ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function presentOne(db: Executor, row: ScheduleRow): Promise<ReportScheduleDto> {
  const [dto] = await present(db, [row]);
  if (!dto) throw notFound('Report schedule');
  return dto;
}

/** Who saves the recipients, and whether that approves outside addresses. */
interface RecipientSaver {
  accountId: number;
  /** Holds settings.edit: the addresses they save are approved by them. */
  approves: boolean;
  /** Kind or scope changed: an earlier approval was for something else and holds no more. */
  scopeChanged: boolean;
}

/**
 * Replaces the recipients; those that stay keep their row (and an unsubscribe stays).
 * Returns the outside addresses that now wait for approval and did not before.
 */
async function saveRecipients(
  tx: Executor,
  schedule: Pick<ScheduleRow, 'tenantId' | 'id' | 'clientId' | 'propertyIds'>,
  emails: string[],
  accountIds: number[],
  at: Date,
  saver: RecipientSaver,
): Promise<string[]> {
  const { tenantId, id: scheduleId } = schedule;
  const existing = await tx
    .select()
    .from(reportScheduleRecipients)
    .where(and(eq(reportScheduleRecipients.tenantId, tenantId), eq(reportScheduleRecipients.scheduleId, scheduleId)));
  const gone = existing.filter((r) =>
    r.accountId !== null ? !accountIds.includes(r.accountId) : !emails.includes(r.address ?? ''),
  );
  if (gone.length > 0) {
    await tx.delete(reportScheduleRecipients).where(
      and(
        eq(reportScheduleRecipients.tenantId, tenantId),
        inArray(
          reportScheduleRecipients.id,
          gone.map((r) => r.id),
        ),
      ),
    );
  }
  const approval = saver.approves ? { approvedAt: at, approvedByAccountId: saver.accountId } : null;
  const kept = existing.filter((r) => r.address !== null && !gone.includes(r));
  const wasPending = new Set(kept.filter((r) => r.approvedAt === null).map((r) => r.address ?? ''));
  if (kept.length > 0 && (approval !== null || saver.scopeChanged)) {
    await tx
      .update(reportScheduleRecipients)
      .set(approval ?? { approvedAt: null, approvedByAccountId: null })
      .where(
        and(
          eq(reportScheduleRecipients.tenantId, tenantId),
          inArray(
            reportScheduleRecipients.id,
            kept.map((r) => r.id),
          ),
        ),
      );
    if (approval === null) for (const r of kept) r.approvedAt = null;
  }
  const added = emails.filter((address) => !existing.some((r) => r.address === address));
  const rows = [
    ...added.map((address) => ({
      tenantId,
      scheduleId,
      address,
      accountId: null,
      createdAt: at,
      addedByAccountId: saver.accountId,
      ...(approval ?? {}),
    })),
    ...accountIds
      .filter((id) => !existing.some((r) => r.accountId === id))
      .map((accountId) => ({ tenantId, scheduleId, address: null, accountId, createdAt: at })),
  ];
  if (rows.length > 0) await tx.insert(reportScheduleRecipients).values(rows);
  if (approval !== null) return [];
  const contacts = await contactAddressesOf(tx, schedule);
  return [
    ...added,
    ...kept.filter((r) => r.approvedAt === null && !wasPending.has(r.address ?? '')).map((r) => r.address ?? ''),
  ].filter((address) => !contacts.has(address));
}

export async function createReportSchedule(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  input: ReportScheduleCreate,
): Promise<ReportScheduleDto> {
  const db = deps.database.db;
  const tenantId = editor.actor.tenantId;
  const defaults = await tenantDefaults(db, tenantId);
  const now = new Date(deps.clock());
  const zone = input.time_zone ?? null;
  const checked = await checkSchedule(db, editor, {
    name: input.name.trim(),
    kind: input.kind,
    clientId: input.scope.client_id,
    propertyIds: input.scope.property_ids,
    templateId: input.scope.template_id,
    language: input.language ?? defaults.language,
    // Without a choice, the client's own preset (the customer receives the report).
    brandingClientId:
      input.branding === undefined ? input.scope.client_id : input.branding === 'default' ? null : input.branding,
    recurrence: input.recurrence,
    timeZone: zone,
    // An unknown zone is refused by checkSchedule with a field error; today is then the tenant's.
    startsOn:
      input.starts_on ?? calendarDay(now.getTime(), zone !== null && isValidTimeZone(zone) ? zone : defaults.timeZone),
    endsOn: input.ends_on ?? null,
    period: input.period ?? DEFAULT_PERIOD[input.recurrence.frequency],
    subject: input.subject,
    body: input.body ?? '',
    skipIfEmpty: input.skip_if_empty ?? true,
    emails: input.recipients.emails,
    accountIds: input.recipients.account_ids,
  });
  const nextRunAt = nextRunOf(
    { recurrence: checked.recurrence, startsOn: checked.startsOn, endsOn: checked.endsOn },
    zone ?? defaults.timeZone,
    now.getTime(),
  );
  const row = await db.transaction(async (tx) => {
    await checkScheduleLimit(tx, tenantId, editor.actor.accountId);
    const [created] = await tx
      .insert(reportSchedules)
      .values({
        tenantId,
        ...storedColumns(checked),
        ownerAccountId: editor.actor.accountId,
        nextRunAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new DomainError('internal_error', 'The subscription was not recorded.');
    const pending = await saveRecipients(tx, created, checked.emails, checked.accountIds, now, {
      accountId: editor.actor.accountId,
      approves: editor.permissions.includes(APPROVER_PERMISSION),
      scopeChanged: false,
    });
    await askForApproval(tx, deps.clock, created, pending, await editorName(tx, editor));
    return created;
  });
  return presentOne(db, row);
}

export async function getReportSchedule(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
): Promise<ReportScheduleDto> {
  return presentOne(deps.database.db, await visibleSchedule(deps.database.db, editor, id));
}

/** The editor's subscriptions (those of kinds and scopes they see), newest first; archived ones only when asked for. */
export async function listReportSchedules(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  query: ReportScheduleListQuery,
): Promise<Page<ReportScheduleDto>> {
  const db = deps.database.db;
  const tenantId = editor.actor.tenantId;
  const kinds = (Object.keys(KIND_PERMISSION) as ReportScheduleKind[]).filter((kind) =>
    editor.permissions.includes(KIND_PERMISSION[kind]),
  );
  if (kinds.length === 0) return { data: [], next_cursor: null };
  const before = decodeCursor(query.cursor);
  const visible: ScheduleRow[] = [];
  let cursor = before;
  let more = true;
  // Rows outside the editor's scope are left out, so read on until a page is full.
  while (visible.length <= PAGE_SIZE && more) {
    const rows = await db
      .select()
      .from(reportSchedules)
      .where(
        and(
          eq(reportSchedules.tenantId, tenantId),
          inArray(reportSchedules.kind, kinds),
          query.status !== undefined
            ? eq(reportSchedules.status, query.status)
            : inArray(reportSchedules.status, ['active', 'paused']),
          cursor !== undefined ? lt(reportSchedules.id, cursor) : undefined,
        ),
      )
      .orderBy(desc(reportSchedules.id))
      .limit(PAGE_SIZE + 1);
    more = rows.length > PAGE_SIZE;
    for (const row of rows.slice(0, PAGE_SIZE)) {
      if (await accountSeesScope(db, editorAccount(editor), row)) visible.push(row);
      cursor = row.id;
    }
  }
  const page = toPage(visible, PAGE_SIZE, (row) => row);
  return { data: await present(db, page.data), next_cursor: page.next_cursor };
}

export async function updateReportSchedule(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
  patch: ReportSchedulePatch,
): Promise<ReportScheduleDto> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  if (row.status === 'archived') throw archivedError();
  const recipients = await db
    .select()
    .from(reportScheduleRecipients)
    .where(and(eq(reportScheduleRecipients.tenantId, row.tenantId), eq(reportScheduleRecipients.scheduleId, id)));
  const now = new Date(deps.clock());
  const checked = await checkSchedule(db, editor, {
    name: patch.name?.trim() ?? row.name,
    kind: patch.kind ?? row.kind,
    clientId: patch.scope !== undefined ? patch.scope.client_id : row.clientId,
    propertyIds: patch.scope !== undefined ? patch.scope.property_ids : row.propertyIds,
    templateId: patch.scope !== undefined ? patch.scope.template_id : row.templateId,
    language: patch.language ?? row.language,
    brandingClientId:
      patch.branding === undefined ? row.brandingClientId : patch.branding === 'default' ? null : patch.branding,
    recurrence: patch.recurrence ?? (row.recurrence as Recurrence),
    timeZone: patch.time_zone !== undefined ? patch.time_zone : row.timeZone,
    startsOn: patch.starts_on ?? row.startsOn,
    endsOn: patch.ends_on !== undefined ? patch.ends_on : row.endsOn,
    period: patch.period ?? row.period,
    subject: patch.subject ?? row.subject,
    body: patch.body ?? row.body,
    skipIfEmpty: patch.skip_if_empty ?? row.skipIfEmpty,
    emails: patch.recipients?.emails ?? recipients.flatMap((r) => (r.address !== null ? [r.address] : [])),
    accountIds: patch.recipients?.account_ids ?? recipients.flatMap((r) => (r.accountId !== null ? [r.accountId] : [])),
  });
  const zone = checked.timeZone ?? (await tenantDefaults(db, row.tenantId)).timeZone;
  // A changed recurrence counts from now: nothing in the past is sent for it.
  const nextRunAt = row.status === 'active' ? nextRunOf(checked, zone, now.getTime()) : null;
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(reportSchedules)
      .set({
        ...storedColumns(checked),
        nextRunAt,
        updatedAt: now,
      })
      .where(and(eq(reportSchedules.tenantId, row.tenantId), eq(reportSchedules.id, id)))
      .returning();
    if (!saved) throw notFound('Report schedule');
    const scopeChanged =
      saved.kind !== row.kind ||
      saved.clientId !== row.clientId ||
      saved.templateId !== row.templateId ||
      JSON.stringify(saved.propertyIds) !== JSON.stringify(row.propertyIds);
    const approves = editor.permissions.includes(APPROVER_PERMISSION);
    if (patch.recipients !== undefined || scopeChanged || approves) {
      const pending = await saveRecipients(tx, saved, checked.emails, checked.accountIds, now, {
        accountId: editor.actor.accountId,
        approves,
        scopeChanged,
      });
      await askForApproval(tx, deps.clock, saved, pending, await editorName(tx, editor));
    }
    return saved;
  });
  return presentOne(db, updated);
}

async function editorName(db: Executor, editor: ScheduleEditor): Promise<{ id: number; name: string }> {
  const account = await findAccount(db, editor.actor.tenantId, editor.actor.accountId);
  return { id: editor.actor.accountId, name: account?.name ?? '' };
}

const archivedError = () =>
  new DomainError('invalid_transition', 'This subscription is archived; set up a new one instead.');

async function setStatus(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
  status: ScheduleRow['status'],
): Promise<ReportScheduleDto> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  if (row.status === 'archived') throw archivedError();
  const now = new Date(deps.clock());
  // Resuming counts from now: the occurrences missed while paused are not sent.
  const nextRunAt = status === 'active' ? nextRunOf(row, await effectiveZone(db, row), now.getTime()) : null;
  const [saved] = await db
    .update(reportSchedules)
    .set({ status, nextRunAt, updatedAt: now })
    .where(and(eq(reportSchedules.tenantId, row.tenantId), eq(reportSchedules.id, id)))
    .returning();
  if (!saved) throw notFound('Report schedule');
  return presentOne(db, saved);
}

export const pauseReportSchedule = (deps: ReportScheduleDeps, editor: ScheduleEditor, id: number) =>
  setStatus(deps, editor, id, 'paused');
export const resumeReportSchedule = (deps: ReportScheduleDeps, editor: ScheduleEditor, id: number) =>
  setStatus(deps, editor, id, 'active');

/** Archived, not deleted: it sends nothing more, and its history stays readable. */
export async function archiveReportSchedule(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
): Promise<ReportScheduleDto> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  if (row.status === 'archived') return presentOne(db, row);
  const [saved] = await db
    .update(reportSchedules)
    .set({ status: 'archived', nextRunAt: null, updatedAt: new Date(deps.clock()) })
    .where(and(eq(reportSchedules.tenantId, row.tenantId), eq(reportSchedules.id, id)))
    .returning();
  if (!saved) throw notFound('Report schedule');
  return presentOne(db, saved);
}

/**
 * "Send now to me": the report of the most recent period, to the signed-in person only,
 * recorded in the history as a test. Skip-if-empty applies as it would for the recipients.
 */
export async function sendReportScheduleNow(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
): Promise<{ sending_id: number; address: string; status: 'queued' }> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  if (row.status === 'archived') throw archivedError();
  const me = await findAccount(db, row.tenantId, editor.actor.accountId);
  if (!me) throw notFound('Account');
  const zone = await effectiveZone(db, row);
  const now = deps.clock();
  const recurrence = row.recurrence as Recurrence;
  const period = periodOf(
    row.period,
    recurrence,
    zone,
    now,
    row.lastOccurrenceAt?.getTime() ??
      previousOccurrence(recurrence, zone, now, { startsOn: row.startsOn, endsOn: row.endsOn })?.getTime() ??
      null,
  );
  return db.transaction(async (tx) => {
    const [sending] = await tx
      .insert(reportSendings)
      .values({
        tenantId: row.tenantId,
        scheduleId: row.id,
        trigger: 'test',
        occurrenceAt: null,
        requestedByAccountId: editor.actor.accountId,
        periodFrom: period.from,
        periodTo: period.to,
        createdAt: new Date(now),
      })
      .returning({ id: reportSendings.id });
    if (!sending) throw new DomainError('internal_error', 'The sending was not recorded.');
    await enqueueJob(tx, deps.clock, SEND_REPORT, {
      key: `report-schedule-test:${row.tenantId}:${sending.id}`,
      tenantId: row.tenantId,
      payload: { sending_id: sending.id },
    });
    return { sending_id: sending.id, address: me.email, status: 'queued' as const };
  });
}

export async function listReportSendings(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
  query: { cursor?: string | undefined },
): Promise<Page<ReportSendingSummary>> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  return sendingSummaries(db, row, { cursor: query.cursor, pageSize: 30, now: deps.clock() });
}

export async function getReportSending(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
  sendingId: number,
): Promise<ReportSendingDetail> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  const detail = await sendingDetail(db, row, sendingId, deps.clock());
  if (!detail) throw notFound('Sending');
  return detail;
}

export async function openReportSendingFile(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  id: number,
  sendingId: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; byteSize: number }> {
  const db = deps.database.db;
  const row = await visibleSchedule(db, editor, id);
  const [sending] = await db
    .select()
    .from(reportSendings)
    .where(
      and(
        eq(reportSendings.tenantId, row.tenantId),
        eq(reportSendings.scheduleId, row.id),
        eq(reportSendings.id, sendingId),
      ),
    );
  if (!sending?.fileKey || sending.fileName === null || sending.byteSize === null) throw notFound('File');
  const stream = await deps.files.getStream(sending.fileKey);
  if (!stream) throw notFound('File');
  return {
    stream,
    fileName: sending.fileName,
    contentType: sending.contentType ?? 'application/octet-stream',
    byteSize: sending.byteSize,
  };
}

export async function reportScheduleSettings(deps: ReportScheduleDeps, editor: ScheduleEditor) {
  const db = deps.database.db;
  const defaults = await tenantDefaults(db, editor.actor.tenantId);
  return {
    max_subject_chars: MAX_SUBJECT_CHARS,
    max_body_chars: MAX_BODY_CHARS,
    limits: {
      ...(await reportMailLimitsOf(db, editor.actor.tenantId)),
      mails_last_24h: await reportMailsLastDay(db, editor.actor.tenantId, deps.clock()),
    },
    attachment_max_bytes: deps.attachmentMaxBytes,
    link_valid_days: REPORT_LINK_DAYS,
    max_recipients: MAX_SCHEDULE_RECIPIENTS,
    max_patrol_properties: MAX_PATROL_PROPERTIES,
    placeholders: [...REPORT_PLACEHOLDERS],
    tenant_time_zone: defaults.timeZone,
    kinds: (Object.keys(KIND_PERMISSION) as ReportScheduleKind[]).map((kind) => ({
      kind,
      available: KIND_AVAILABLE[kind],
      empty_means: emptyMeaning(kind, defaults.language),
      permission: KIND_PERMISSION[kind],
    })),
  };
}

/** Whoever holds the permission of at least one kind may set up subscriptions (the screen's own rule). */
function requireSomeKind(editor: ScheduleEditor): void {
  const needed = [...new Set(Object.values(KIND_PERMISSION))];
  if (!needed.some((permission) => editor.permissions.includes(permission))) {
    throw new DomainError('permission_denied', `Report e-mails need one of the permissions ${needed.join(', ')}.`);
  }
}

/**
 * The people the recipients picker offers: the tenant's active accounts (id, name and
 * address only), searched by name or address, a page at a time. Open to whoever may set up
 * a subscription, without the permission to manage accounts; whether a person may receive
 * a scope is checked when the subscription is saved and at every sending.
 */
export async function listRecipientAccounts(
  deps: ReportScheduleDeps,
  editor: ScheduleEditor,
  query: RecipientAccountsQuery,
): Promise<Page<RecipientAccount>> {
  requireSomeKind(editor);
  const rows = await searchActivePeople(deps.database.db, editor.actor.tenantId, {
    q: query.q,
    afterId: decodeCursor(query.cursor) ?? 0,
    limit: PAGE_SIZE + 1,
  });
  return toPage(rows, PAGE_SIZE, (row) => ({ id: row.id, name: row.name, email: row.email }));
}

/** Every recipient of a subscription (those who unsubscribed too: the history names them as skipped). */
export async function scheduleRecipients(db: Executor, tenantId: number, scheduleId: number): Promise<RecipientRow[]> {
  return db
    .select()
    .from(reportScheduleRecipients)
    .where(and(eq(reportScheduleRecipients.tenantId, tenantId), eq(reportScheduleRecipients.scheduleId, scheduleId)))
    .orderBy(asc(reportScheduleRecipients.id));
}
