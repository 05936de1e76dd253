// The shapes of the /portal/api answers the screens use (docs/portal.md), named after the
// routes they come from: each is read from the generated types (contract.ts), never written
// by hand, so a change to a route's schema reaches the screens through the type check.
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

export type Session = PortalResponse<'/session', 'get'>;
export type SessionUser = NonNullable<Session['user']>;
export type SessionTenant = SessionUser['tenant'];
export type Permission = SessionUser['permissions'][number];
export type Language = SessionTenant['language'];

/** One organisation a 409 `choose_tenant` sign-in answer offers (an error body, so not in a route schema). */
export interface TenantChoice {
  tenant_id: number;
  tenant_name: string;
}

export type Property = PortalResponse<'/properties', 'get'>['data'][number];
export type Address = Property['address'];
export type PropertyInput = PortalBody<'/properties', 'post'>;
export type PropertySort = NonNullable<PortalQuery<'/property-table', 'get'>['sort']>;
export type PropertyTable = PortalResponse<'/property-table', 'get'>;

export type AccountList = PortalResponse<'/accounts', 'get'>;
export type Account = AccountList['accounts'][number];
export type Seats = AccountList['seats'];
export type AccountCreated = PortalResponse<'/accounts', 'post'>;
export type InviteLink = PortalResponse<'/accounts/{id}/invite-link', 'post'>;
/** `'all'` or the ids of the properties an account sees. */
export type PropertyAccess = NonNullable<PortalBody<'/accounts', 'post'>['properties']>;

export type Role = PortalResponse<'/roles', 'get'>['roles'][number];

export type ApiKeyList = PortalResponse<'/api-keys', 'get'>;
export type ApiKey = ApiKeyList['keys'][number];
export type ScopeInfo = ApiKeyList['scopes'][number];
export type CreatedApiKey = PortalResponse<'/api-keys', 'post'>;
export type ApiKeyScope = PortalBody<'/api-keys', 'post'>['scopes'][number];
export type PersonRef = ApiKey['account'];

export type AuditEvent = PortalResponse<'/audit-events', 'get'>['data'][number];

/** Who, what and when: the audit log's filters, as the route takes them. */
export type AuditFilters = Omit<PortalQuery<'/audit-events', 'get'>, 'cursor'>;
export type AuditGroup = NonNullable<AuditFilters['group']>;

/** A page of the audit log as the screen keeps it. */
export interface AuditPage {
  events: AuditEvent[];
  next_cursor: string | null;
}

export type InviteInfo = PortalResponse<'/invites/{token}', 'get'>;

type OutgoingMailAnswer = PortalResponse<'/outgoing-mail', 'get'>;
export type OutgoingMessage = OutgoingMailAnswer['data'][number];
export type MailRecipientStatus = OutgoingMessage['recipients'][number]['status'];

/** A page of the outgoing mail as the screen keeps it. */
export interface OutgoingMailPage {
  delivery: OutgoingMailAnswer['delivery'];
  messages: OutgoingMessage[];
  next_cursor: string | null;
}

export type WorkflowRule = PortalResponse<'/workflow-rules', 'get'>['data'][number];
export type WorkflowRun = PortalResponse<'/workflow-rules/{id}/runs', 'get'>['data'][number];
export type WorkflowRunStatus = WorkflowRun['status'];

export type Organisation = PortalResponse<'/organisation', 'get'>;
export type Profile = PortalResponse<'/profile', 'patch'>;

/** A working-time export in the history: who, when, which filter, and its file for 30 days. */
export type WorkingTimeExport = PortalResponse<'/exports/working-times/history', 'get'>['data'][number];
export type WorkingTimeExportInput = PortalBody<'/exports/working-times', 'post'>;
export type DatevExportInput = PortalBody<'/exports/datev', 'post'>;
export type NamedRef = NonNullable<WorkingTimeExport['actor']>;
export type ExportPerson = PortalResponse<'/time-sheet/people', 'get'>['data'][number];

/** `browser`: the portal's rules; `device`: the field app on a phone, signed in while used. */
export type SessionKind = NonNullable<PortalBody<'/sign-in', 'post'>['kind']>;
/** A device or browser a person is signed in on. */
export type SignedInDevice = PortalResponse<'/profile/sessions', 'get'>['data'][number];

export type TimeSheetEntry = PortalResponse<'/time-sheet', 'get'>['data'][number];
export type TimeSheetRevision = PortalResponse<'/time-sheet/entries/{id}/history', 'get'>['data'][number];
export type TimeLock = PortalResponse<'/time-locks', 'get'>['data'][number];

export type Task = PortalResponse<'/tasks', 'get'>['data'][number];
export type TaskStatus = Task['status'];
export type TaskOrigin = Task['origin'];
export type TaskFilters = Omit<PortalQuery<'/tasks', 'get'>, 'cursor' | 'pageSize'>;
export type TaskInput = PortalBody<'/tasks', 'post'>;
export type TaskPatch = PortalBody<'/tasks/{id}', 'patch'>;
