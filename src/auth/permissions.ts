// The portal permission catalogue and the built-in roles, declared once: the portal's
// routes, its screens and (later) the API's /roles read this file.

export const PERMISSIONS = ['settings.edit', 'accounts.manage', 'properties.edit', 'audit.view'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Plain-language descriptions, shown next to each permission. */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'settings.edit': 'Edit settings: integrations and API keys.',
  'accounts.manage': 'Create accounts, change their role and property access, deactivate them.',
  'properties.edit': 'Create, edit and archive properties.',
  'audit.view': 'Read the audit log.',
};

export const BUILT_IN_ROLES = ['admin', 'manager', 'worker', 'technical'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export interface RoleDefinition {
  key: BuiltInRole;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

export const ROLE_DEFINITIONS: Record<BuiltInRole, RoleDefinition> = {
  admin: {
    key: 'admin',
    name: 'Admin',
    description: 'Runs the organisation: everything, including settings, accounts and API keys.',
    permissions: PERMISSIONS,
  },
  manager: {
    key: 'manager',
    name: 'Manager',
    description: 'Runs the daily work in the office: properties and the audit log, no settings.',
    permissions: ['properties.edit', 'audit.view'],
  },
  worker: {
    key: 'worker',
    name: 'Worker',
    description: 'Works in the field: sees the properties assigned to them.',
    permissions: [],
  },
  technical: {
    key: 'technical',
    name: 'Technical account',
    description: 'For integrations: an account that API keys are bound to, limited to chosen properties.',
    permissions: [],
  },
};

export function isBuiltInRole(role: string): role is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(role);
}

/** The permissions a role grants; an unknown role grants none. */
export function permissionsOf(role: string): readonly Permission[] {
  return isBuiltInRole(role) ? ROLE_DEFINITIONS[role].permissions : [];
}

export function hasPermission(role: string, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
