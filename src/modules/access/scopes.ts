// The scopes of spec §5, declared once: key creation, route declarations and the
// OpenAPI document all read this list.
import type { Permission } from './permissions.js';

export const SCOPES = [
  'properties:read',
  'properties:write',
  'tasks:read',
  'tasks:write',
  'incidents:read',
  'incidents:write',
  'form_responses:read',
  'material:read',
  'material:write',
  'roles:read',
  'roles:write',
  'accounts:read',
  'accounts:write',
  'form_templates:read',
  'form_templates:write',
  'workflows:read',
  'workflows:write',
  'patrols:read',
  'inspections:read',
  'webhooks:read',
  'webhooks:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'properties:read': 'Read properties (only those the bound account can see).',
  'properties:write': 'Create and update properties.',
  'tasks:read': 'Read tasks.',
  'tasks:write': 'Create tasks.',
  'incidents:read':
    'Read incidents (an extension of the spec’s scope list: list and get; a key with incidents:write may read them too).',
  'incidents:write': 'Create incidents (defect reports), and read them back.',
  'form_responses:read': 'Read form responses, with answers and photo links.',
  'material:read': 'Read material items, stock, movements and requests.',
  'material:write': 'Book material movements and handle requests.',
  'roles:read': 'Read roles.',
  'roles:write': 'Create and change roles.',
  'accounts:read': 'Read accounts.',
  'accounts:write': 'Create and change accounts and their invite links.',
  'form_templates:read': 'Read form templates and the template catalogue.',
  'form_templates:write': 'Create, change and import form templates.',
  'workflows:read': 'Read workflow rules.',
  'workflows:write': 'Create and change workflow rules.',
  'patrols:read':
    'Read patrol events (rounds completed or missed); an extension of the spec’s scope list, for GET /events and webhooks.',
  'inspections:read':
    'Read quality inspections with their scores (an extension of the spec’s scope list: list, get, events and webhooks).',
  'webhooks:read':
    'Read webhook endpoints and their delivery log (an extension of the spec’s scope list; needs “Edit settings”, like key creation).',
  'webhooks:write':
    'Create, change, switch off and rotate webhook endpoints; send test events and replays (an extension of the spec’s scope list; needs “Edit settings”).',
};

/**
 * The portal permission a person must hold to put each scope on a key, so no key gives
 * its creator more than the portal gives them (null: nothing beyond "Edit settings",
 * which creating a key needs anyway; what the key then reaches is bounded by its
 * account's property access). Complete by type: a new scope does not compile until it
 * has an entry here. Keys the operator makes from the CLI are not bound by this.
 * - Reading what the portal shows every signed-in person, and field work (tasks,
 *   incidents, form responses, material), which no portal permission restricts: null.
 * - Changing properties: `properties.edit`, as in the portal.
 * - Reading or changing accounts and invite links, changing roles: `accounts.manage`.
 * - Changing form templates and workflow rules (set-up of the organisation): `settings.edit`.
 * - Reading quality inspections, which the portal shows only with `tasks.manage`: `tasks.manage`.
 */
export const SCOPE_PERMISSIONS: Record<Scope, Permission | null> = {
  'properties:read': null,
  'properties:write': 'properties.edit',
  'tasks:read': null,
  'tasks:write': null,
  'incidents:read': null,
  'incidents:write': null,
  'form_responses:read': null,
  'material:read': null,
  'material:write': null,
  'roles:read': null,
  'roles:write': 'accounts.manage',
  'accounts:read': 'accounts.manage',
  'accounts:write': 'accounts.manage',
  'form_templates:read': null,
  'form_templates:write': 'settings.edit',
  'workflows:read': null,
  'workflows:write': 'settings.edit',
  'patrols:read': null,
  // The portal shows inspections to people with tasks.manage only.
  'inspections:read': 'tasks.manage',
  'webhooks:read': 'settings.edit',
  'webhooks:write': 'settings.edit',
};

/** The scopes among `scopes` whose permission `held` lacks, each with the permission it needs. */
export function scopesBeyond(
  scopes: readonly string[],
  held: readonly Permission[],
): { scope: Scope; permission: Permission }[] {
  return scopes.flatMap((scope) => {
    const permission = isScope(scope) ? SCOPE_PERMISSIONS[scope] : null;
    return permission !== null && isScope(scope) && !held.includes(permission) ? [{ scope, permission }] : [];
  });
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
