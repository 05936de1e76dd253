// The portal permission catalogue and the built-in roles, declared once: the portal's
// routes, its screens and the API's /roles read this file. Custom roles (table `roles`)
// name permissions from this same catalogue.

export const PERMISSIONS = [
  'settings.edit',
  'accounts.manage',
  'properties.edit',
  'audit.view',
  'time.manage',
  'time.unlock',
  'tasks.manage',
  'incidents.manage',
  'forms.manage',
  'patrols.manage',
  'material.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Plain-language descriptions, shown next to each permission. */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'settings.edit': 'Edit settings: integrations and API keys.',
  'accounts.manage': 'Create accounts, change their role and property access, deactivate them.',
  'properties.edit': 'Create, edit and archive properties.',
  'audit.view': 'Read the audit log.',
  'time.manage': 'Work with working times: time sheets, absences and the payroll exports.',
  'time.unlock': 'Unlock a locked working-time period, with a reason.',
  'tasks.manage': 'Create, edit and close tasks on the properties the account can see.',
  'incidents.manage': 'Work through incidents: change their status and comment on them.',
  'forms.manage':
    'Edit form templates, import them from the catalogue and read form responses on the properties the account can see.',
  'patrols.manage':
    'Set up patrol routes, checkpoints and schedules, and follow the rounds on the properties the account can see.',
  'material.manage':
    'Keep the material catalogue, book stock movements and approve, reject and deliver material requests (with the material module).',
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
    description:
      'Runs the daily work in the office: properties, tasks, incidents, forms, working times and the audit log, no settings.',
    permissions: [
      'properties.edit',
      'audit.view',
      'time.manage',
      'tasks.manage',
      'incidents.manage',
      'forms.manage',
      'patrols.manage',
      'material.manage',
    ],
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

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * The one rule for what a role grants: a built-in role what this file says; any other
 * role what its stored list names (`stored`, null when the role does not exist), where
 * names the catalogue does not know grant nothing. Always in catalogue order.
 */
export function resolvePermissions(role: string, stored: readonly string[] | null | undefined): Permission[] {
  if (isBuiltInRole(role)) return [...ROLE_DEFINITIONS[role].permissions];
  return stored ? inCatalogueOrder(stored) : [];
}

/** The catalogue's permissions among `names`, in catalogue order; other names are dropped. */
export function inCatalogueOrder(names: readonly string[]): Permission[] {
  return PERMISSIONS.filter((permission) => names.includes(permission));
}

/** The permissions a built-in role grants; any other role is resolved from the database (modules/roles). */
export function permissionsOf(role: string): readonly Permission[] {
  return resolvePermissions(role, null);
}

/** The permissions of `wanted` that are not among `held`, in the order of `wanted`. */
export function missingPermissions(wanted: readonly Permission[], held: readonly Permission[]): Permission[] {
  return wanted.filter((permission) => !held.includes(permission));
}

/** Whether every permission of `wanted` is among `held`. */
export function isSubset(wanted: readonly Permission[], held: readonly Permission[]): boolean {
  return missingPermissions(wanted, held).length === 0;
}
