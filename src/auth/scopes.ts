// The scopes of spec §5, declared once: key creation, route declarations and the
// OpenAPI document all read this list.
import type { Permission } from './permissions.js';

export const SCOPES = [
  'properties:read',
  'properties:write',
  'tasks:read',
  'tasks:write',
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
] as const;

export type Scope = (typeof SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'properties:read': 'Read properties (only those the bound account can see).',
  'properties:write': 'Create and update properties.',
  'tasks:read': 'Read tasks.',
  'tasks:write': 'Create tasks.',
  'incidents:write': 'Create incidents (defect reports).',
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
};

/**
 * Scopes a person may put on a key from the portal only with a portal permission: those
 * that read or change accounts (and their invite links) or change roles, which the portal
 * itself leaves to `accounts.manage`. Otherwise `settings.edit` alone could mint a key
 * that does what the portal refuses the person. `roles:read` needs nothing: every signed-in
 * person sees the roles in the portal. Keys the operator makes are not bound by this.
 */
export const SCOPE_PERMISSIONS: Partial<Record<Scope, Permission>> = {
  'accounts:read': 'accounts.manage',
  'accounts:write': 'accounts.manage',
  'roles:write': 'accounts.manage',
};

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
