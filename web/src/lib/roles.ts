import { t } from '../i18n/index.ts';

/**
 * A role's name and description as the person reads them: a built-in role's in the
 * person's language (the server names them in English), a role of the organisation's own
 * as it was named. The accounts table, the account form, the roles page and the side bar
 * all use it, so a role is called the same everywhere.
 */
export function roleWords(key: string, name: string, description: string): [string, string] {
  const builtIn = (t.clients.roles.builtInRoles as Record<string, [string, string] | undefined>)[key];
  return builtIn ?? [name, description];
}

export function roleName(key: string, name: string): string {
  return roleWords(key, name, '')[0];
}
