// The events of the platform, declared once: the outbox table, the recorders and the
// subscriber list (src/subscribers.ts) read these lists.

export const EVENT_TYPES = [
  'form_response.submitted',
  'incident.created',
  'task.overdue',
  'api_key.revoked',
  'account.rights_changed',
  'tenant.changed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * Where a change was made. `api`: through the REST API (fires no workflow rule, spec §6);
 * `rule`: by a workflow rule (fires no rule either, so rules never chain); `schedule`: a
 * time-based event, such as a task becoming overdue, whoever made the task.
 */
export const EVENT_ORIGINS = ['api', 'portal', 'field', 'rule', 'schedule', 'operator'] as const;
export type EventOrigin = (typeof EVENT_ORIGINS)[number];

/** Events that change what a tenant's API keys may do: the key cache reacts to them. */
export const PRINCIPAL_EVENTS: readonly EventType[] = ['api_key.revoked', 'account.rights_changed', 'tenant.changed'];
