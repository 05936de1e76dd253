// The events of the platform, declared once: the outbox table, the recorders and the
// subscriber list (src/subscribers.ts) read these lists.

/**
 * Changes of the set-up resources, recorded by the database itself (migration
 * 0027_setup_change_events): a notice with the id and link, no snapshot. In the feed, not
 * sent as webhooks.
 */
export const CHANGE_NOTICE_TYPES = [
  'account.created',
  'account.updated',
  'account.deleted',
  'role.created',
  'role.updated',
  'role.deleted',
  'form_template.created',
  'form_template.updated',
  'form_template.deleted',
  'workflow_rule.created',
  'workflow_rule.updated',
  'workflow_rule.deleted',
] as const;

/** The events API v1 shows (GET /api/v1/events, webhooks): see public-events.ts. */
export const PUBLIC_EVENT_TYPES = [
  'property.created',
  'property.updated',
  'task.created',
  'task.updated',
  'task.status_changed',
  'task.missed',
  'incident.created',
  'incident.updated',
  'incident.status_changed',
  'form_response.submitted',
  'material.item.created',
  'material.item.updated',
  'material.movement.created',
  'material.request.created',
  'material.request.status_changed',
  'patrol.round.completed',
  'patrol.round.missed',
  'inspection.completed',
  ...CHANGE_NOTICE_TYPES,
] as const;
export type PublicEventType = (typeof PUBLIC_EVENT_TYPES)[number];

export const EVENT_TYPES = [
  ...PUBLIC_EVENT_TYPES,
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
