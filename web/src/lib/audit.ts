import type { AuditEvent } from '../api/types.ts';
import { t } from '../i18n/index.ts';
import { formatDate } from './format.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Property access as the log records it: `all`, or the properties with their names. */
function describeAccess(value: unknown): string | undefined {
  if (value === 'all') return t.audit.accessAll;
  if (!Array.isArray(value)) return undefined;
  const names = value.map((item: unknown) =>
    typeof item === 'object' && item !== null ? text((item as { name?: unknown }).name) : undefined,
  );
  if (names.length > 0 && names.length <= 3 && names.every(Boolean)) return names.join(', ');
  return t.audit.accessSome(value.length);
}

const absenceKind = (value: unknown): string =>
  value === 'vacation' || value === 'sick' || value === 'other' ? t.absences.kinds[value] : String(value);

const incidentStatus = (value: unknown): string =>
  value === 'open' || value === 'in_progress' || value === 'resolved' || value === 'closed'
    ? t.incidents.status[value]
    : String(value);

/** The event as the second half of a sentence whose subject is the actor: "revoked the API key “PMS”". */
export function describeAuditEvent(event: AuditEvent): string {
  const d = event.details;
  const name = text(d.name) ?? (event.action.startsWith('api_key.') ? t.audit.aKey : t.audit.anAccount);
  const actions = t.audit.actions;
  switch (event.action) {
    case 'api_key.created':
      return actions.apiKeyCreated(name, text(d.account_name));
    case 'api_key.revoked':
      return actions.apiKeyRevoked(name);
    case 'account.created':
      return actions.accountCreated(name, text(d.role_name) ?? text(d.role));
    case 'account.role_changed':
      return actions.roleChanged(name, text(d.before_name) ?? text(d.before), text(d.after_name) ?? text(d.after));
    case 'account.property_access_changed':
      return actions.accessChanged(name, describeAccess(d.before), describeAccess(d.after));
    case 'account.deactivated':
      return actions.deactivated(name);
    case 'account.reactivated':
      return actions.reactivated(name);
    case 'account.invite_created':
      return actions.inviteCreated(name);
    case 'account.password_set':
      // Usually the person themselves, through their invite link.
      return actions.passwordSet(!event.actor || event.actor.id === event.target_id ? undefined : name);
    case 'account.email_changed':
      return actions.emailChanged(name, text(d.before), text(d.after));
    case 'role.created':
      return actions.roleCreated(name);
    case 'role.changed':
      return actions.roleUpdated(name);
    case 'tenant.created':
      return actions.tenantCreated(name);
    case 'account.profile_changed':
      return actions.profileChanged(name);
    case 'account.password_changed':
      return actions.passwordChanged();
    case 'account.password_reset_requested':
      return actions.resetRequested(name);
    case 'organisation.updated':
      return actions.organisationUpdated();
    case 'organisation.logo_set':
      return actions.logoSet();
    case 'organisation.logo_removed':
      return actions.logoRemoved();
    case 'time.approved':
      return actions.timeApproved(typeof d.entries === 'number' ? d.entries : 0);
    case 'time.period_locked':
      return actions.periodLocked(formatDate(text(d.from) ?? ''), formatDate(text(d.to) ?? ''));
    case 'time.period_unlocked':
      return actions.periodUnlocked(formatDate(text(d.from) ?? ''), formatDate(text(d.to) ?? ''), text(d.reason) ?? '');
    case 'time.exported':
      return actions.timeExported(formatDate(text(d.from) ?? ''), formatDate(text(d.to) ?? ''));
    case 'time.entry_created':
      return actions.entryCreated(name, formatDate(text(d.day) ?? ''), text(d.reason) ?? '');
    case 'time.entry_edited':
      return actions.entryEdited(name, formatDate(text(d.day) ?? ''), text(d.reason) ?? '');
    case 'time.entry_deleted':
      return actions.entryDeleted(name, formatDate(text(d.day) ?? ''), text(d.reason) ?? '');
    case 'time.payroll_profile_changed':
      return t.payroll.audit.profileChanged(name);
    case 'time.absences_recorded':
      return t.payroll.audit.absencesRecorded(name, absenceKind(d.kind), typeof d.days === 'number' ? d.days : 0);
    case 'time.absence_removed':
      return t.payroll.audit.absenceRemoved(name, absenceKind(d.kind), formatDate(text(d.day) ?? ''));
    case 'time.holiday_added':
      return t.payroll.audit.holidayAdded(text(d.name) ?? '', formatDate(text(d.day) ?? ''));
    case 'time.holiday_removed':
      return t.payroll.audit.holidayRemoved(text(d.name) ?? '', formatDate(text(d.day) ?? ''));
    case 'time.holiday_preset_applied':
      return t.payroll.audit.presetApplied(
        text(d.state_name) ?? text(d.state) ?? '',
        typeof d.year === 'number' ? d.year : 0,
        typeof d.added === 'number' ? d.added : 0,
      );
    case 'time.settings_changed':
      return t.payroll.audit.settingsChanged();
    case 'incident.status_changed':
      return t.incidents.audit.statusChanged(text(d.title) ?? '', incidentStatus(d.from), incidentStatus(d.to));
    case 'incident.commented':
      return t.incidents.audit.commented(text(d.title) ?? '');
    case 'form_template.created':
      return t.forms.audit.created(text(d.name) ?? '');
    case 'form_template.changed':
      return t.forms.audit.changed(text(d.name) ?? '', typeof d.version === 'number' ? d.version : undefined);
    case 'form_template.imported':
      return t.forms.audit.imported(text(d.name) ?? '');
    case 'client.created':
      return t.clients.audit.created(text(d.name) ?? '');
    case 'client.updated':
      return t.clients.audit.updated(text(d.name) ?? '');
    case 'client.archived':
      return t.clients.audit.archived(text(d.name) ?? '');
    case 'client.unarchived':
      return t.clients.audit.unarchived(text(d.name) ?? '');
    case 'branding.saved':
      return t.clients.audit.brandingSaved(text(d.name) ?? '');
    case 'branding.removed':
      return t.clients.audit.brandingRemoved(text(d.name) ?? '');
    case 'role.deleted':
      return t.clients.audit.roleDeleted(text(d.name) ?? '');
    case 'patrol_route.created':
    case 'patrol_route.changed':
    case 'patrol_route.retired':
    case 'patrol_route.reactivated':
    case 'patrol_checkpoints.reordered':
      return t.patrolSetup.audit[event.action](text(d.name) ?? '');
    case 'patrol_checkpoint.created':
    case 'patrol_checkpoint.changed':
    case 'patrol_checkpoint.retired':
    case 'patrol_checkpoint.reactivated':
      return t.patrolSetup.audit[event.action](text(d.name) ?? '', text(d.route) ?? '');
    case 'patrol_schedule.created':
    case 'patrol_schedule.changed':
      return t.patrolSetup.audit[event.action](text(d.route) ?? '');
    case 'account.session_ended':
      return t.devices.auditEnded(name, t.devices.describe(text(d.browser) ?? null, text(d.system) ?? null));
    default:
      return t.audit.unknownAction(event.action);
  }
}

/** Who did it: the acting account, or the account the event is about when nobody signed in acted. */
export function auditActor(event: AuditEvent): string {
  if (event.actor?.name) return event.actor.name;
  if (event.action === 'account.password_set') return text(event.details.name) ?? t.audit.someone;
  return event.actor ? t.audit.someone : t.audit.system;
}
