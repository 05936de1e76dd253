// The shapes of the /portal/api answers the screens use (docs/portal.md).

export type Permission =
  'settings.edit' | 'accounts.manage' | 'properties.edit' | 'audit.view' | 'time.manage' | 'time.unlock';

export type Language = 'de' | 'en';

export interface SessionTenant {
  id: number;
  name: string;
  timezone: string;
  language: Language;
  has_logo: boolean;
  plan: string;
  api_available: boolean;
  licence_valid_until: string;
  licence_active: boolean;
  seat_limit: number;
  seats_used: number;
}

export interface SessionUser {
  account_id: number;
  name: string;
  email: string;
  role: string;
  role_name: string;
  permissions: Permission[];
  /** The person's own language; null: the organisation's. */
  language: Language | null;
  tenant: SessionTenant;
}

export interface Session {
  setup_required: boolean;
  password_reset_available: boolean;
  /** Where to ask for a plan change: an e-mail address or a URL; null: ask the operator. */
  support_contact: string | null;
  csrf_token: string;
  user: SessionUser | null;
}

export interface TenantChoice {
  tenant_id: number;
  tenant_name: string;
}

export interface Address {
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
}

export interface Property {
  id: number;
  name: string;
  external_id: string | null;
  address: Address;
  archived: boolean;
  /** Where it is (the portal's, for the field app's nearest-first list); null when unknown. */
  latitude: number | null;
  longitude: number | null;
}

export interface PropertyInput {
  name: string;
  external_id: string | null;
  address: Address;
  latitude?: number | null;
  longitude?: number | null;
}

export type PropertyAccess = 'all' | number[];

export interface Account {
  id: number;
  name: string;
  email: string;
  role: string;
  role_name: string;
  active: boolean;
  /** Null: the account sees every property; a list (possibly empty): only those. */
  property_ids: number[] | null;
  has_password: boolean;
  last_sign_in_at: string | null;
}

export interface Seats {
  used: number;
  limit: number;
}

export interface AccountList {
  accounts: Account[];
  seats: Seats;
}

export interface InviteLink {
  url: string;
  expires_at: string;
}

export interface AccountCreated {
  account: Account;
  /** Null for a technical account, which never signs in. */
  invite: InviteLink | null;
}

export interface Role {
  /** A built-in key (`admin`…) or a custom role's `role_<n>`. */
  key: string;
  name: string;
  description: string;
  permissions: Permission[];
  /** False for the organisation's own roles, listed after the built-in ones. */
  built_in: boolean;
}

export interface PersonRef {
  id: number;
  name: string;
}

export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  account: PersonRef;
  /** Null for keys the operator made from the command line. */
  created_by: PersonRef | null;
  revoked_by: PersonRef | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  status: 'active' | 'revoked';
}

export interface ScopeInfo {
  scope: string;
  description: string;
  /** The permission a person needs to put this scope on a key; null for none beyond settings.edit. */
  permission: Permission | null;
}

export interface ApiKeyList {
  keys: ApiKey[];
  scopes: ScopeInfo[];
  plan_ok: boolean;
  licence_active: boolean;
}

export interface CreatedApiKey extends ApiKey {
  key: string;
}

export interface AuditEvent {
  id: number;
  at: string;
  action: string;
  actor: PersonRef | null;
  target_type: string;
  target_id: number | null;
  details: Record<string, unknown>;
}

export interface AuditPage {
  events: AuditEvent[];
  next_cursor: string | null;
}

export interface InviteInfo {
  email: string;
  name: string;
  tenant_name: string;
  /** `invite`: an admin's invitation; `reset`: a password reset asked for by e-mail. */
  purpose: 'invite' | 'reset';
}

export type MailRecipientStatus = 'queued' | 'sent' | 'failed' | 'held';

export interface OutgoingMessage {
  id: number;
  created_at: string;
  purpose: string;
  subject: string;
  text: string;
  recipients: {
    address: string;
    status: MailRecipientStatus;
    attempts: number;
    smtp_message_id: string | null;
    error: string | null;
    updated_at: string;
  }[];
}

export interface OutgoingMailPage {
  delivery: 'smtp' | 'outbox';
  messages: OutgoingMessage[];
  next_cursor: string | null;
}

export type WorkflowRunStatus = 'succeeded' | 'skipped' | 'retrying' | 'failed';

export interface WorkflowRule {
  id: number;
  name: string;
  trigger: 'form_response_submitted' | 'incident_created' | 'task_overdue';
  active: boolean;
  actions: { type: 'create_task' | 'create_incident' | 'notify_email' }[];
}

export interface WorkflowRun {
  id: number;
  event: { id: number; type: string; subject_id: number | null; property_id: number | null; occurred_at: string };
  status: WorkflowRunStatus;
  attempts: number;
  created: { type: 'task' | 'incident' | 'mail'; id: number }[];
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface Organisation {
  name: string;
  timezone: string;
  language: Language;
  has_logo: boolean;
  logo_updated_at: string | null;
}

export interface Profile {
  name: string;
  email: string;
  language: Language | null;
}

export type PropertySort = 'name' | '-name' | 'city' | '-city' | 'external_id' | '-external_id';

export interface PropertyTable {
  data: Property[];
  total: number;
  page: number;
  page_size: number;
}

export interface NamedRef {
  id: number;
  name: string;
}

/** A working-time export in the history: who, when, which filter, and its file for 30 days. */
export interface WorkingTimeExport {
  id: number;
  created_at: string;
  actor: NamedRef | null;
  from: string;
  to: string;
  layout: 'matrix' | 'detail';
  preset: 'de' | 'en';
  hours: 'decimal' | 'hmm';
  /** Null: every property. */
  properties: NamedRef[] | null;
  /** Null: everyone. */
  people: NamedRef[] | null;
  file_name: string;
  byte_size: number;
  marked_exported: boolean;
  expires_at: string;
  /** Null once the file is no longer kept. */
  download_url: string | null;
}

export interface WorkingTimeExportInput {
  from: string;
  to: string;
  layout: 'matrix' | 'detail';
  preset: 'de' | 'en';
  hours: 'decimal' | 'hmm';
  properties?: number[];
  people?: number[];
  mark_exported: boolean;
}

export interface ExportPerson {
  id: number;
  name: string;
  active: boolean;
}

/** `browser`: the portal's rules; `device`: the field app on a phone, signed in while used. */
export type SessionKind = 'browser' | 'device';

/** A device or browser a person is signed in on. */
export interface SignedInDevice {
  id: number;
  kind: SessionKind;
  browser: string | null;
  system: string | null;
  signed_in_at: string;
  last_used_at: string;
  /** The session of this very browser. */
  current: boolean;
}
