import { plural } from './words.ts';

export const audit = {
  title: 'Audit log',
  intro: 'Changes to API keys, accounts, roles and access, newest first.',
  empty: 'Nothing has been recorded yet.',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  end: 'That is everything.',
  someone: 'Someone',
  system: 'The operator',
  unknownAction: (action: string) => `did “${action}”`,
  actions: {
    apiKeyCreated: (key: string, account: string | undefined) =>
      account ? `created the API key “${key}” for ${account}` : `created the API key “${key}”`,
    apiKeyRevoked: (key: string) => `revoked the API key “${key}”`,
    accountCreated: (name: string, role: string | undefined) =>
      role ? `created the account ${name} as ${role}` : `created the account ${name}`,
    roleChanged: (name: string, before: string | undefined, after: string | undefined) =>
      before && after ? `changed the role of ${name} from ${before} to ${after}` : `changed the role of ${name}`,
    accessChanged: (name: string, before: string | undefined, after: string | undefined) =>
      before && after
        ? `changed the property access of ${name} from ${before} to ${after}`
        : `changed the property access of ${name}`,
    deactivated: (name: string) => `deactivated ${name}`,
    reactivated: (name: string) => `reactivated ${name}`,
    inviteCreated: (name: string) => `created an invite link for ${name}`,
    passwordSet: (name: string | undefined) =>
      name ? `set the password of ${name}` : 'set their password and signed in',
    tenantCreated: (name: string) => `set up the organisation ${name}`,
    profileChanged: (name: string) => `changed the profile of ${name}`,
    passwordChanged: () => 'changed their password',
    resetRequested: (name: string) => `a password reset link was sent to ${name}`,
    organisationUpdated: () => 'changed the organisation’s settings',
    logoSet: () => 'uploaded a new logo',
    logoRemoved: () => 'removed the logo',
    timeApproved: (n: number) => `approved ${n} working-time ${n === 1 ? 'entry' : 'entries'}`,
    periodLocked: (from: string, to: string) => `locked working times from ${from} to ${to}`,
    periodUnlocked: (from: string, to: string, reason: string) =>
      `unlocked working times from ${from} to ${to} (“${reason}”)`,
    timeExported: (from: string, to: string) => `exported working times from ${from} to ${to}`,
    entryCreated: (person: string, day: string, reason: string) =>
      `added a working-time entry for ${person} on ${day} (“${reason}”)`,
    entryEdited: (person: string, day: string, reason: string) =>
      `corrected the working-time entry of ${person} on ${day} (“${reason}”)`,
    entryDeleted: (person: string, day: string, reason: string) =>
      `deleted the working-time entry of ${person} on ${day} (“${reason}”)`,
    emailChanged: (name: string, before: string | undefined, after: string | undefined) =>
      before && after
        ? `changed the e-mail address of ${name} from ${before} to ${after}`
        : `changed the e-mail address of ${name}`,
    roleCreated: (name: string) => `created the role “${name}”`,
    roleUpdated: (name: string) => `changed the role “${name}”`,
  },
  accessAll: 'all properties',
  accessSome: (n: number) => plural(n, 'property', 'properties'),
  anAccount: 'an account',
  aKey: 'a key',
};
