import type { Messages } from '../en/index.ts';
import { plural } from './words.ts';

export const audit: Messages['audit'] = {
  title: 'Protokoll',
  intro: 'Änderungen an API-Schlüsseln, Konten, Rollen und Zugriffen, neueste zuerst.',
  empty: 'Bisher wurde nichts protokolliert.',
  loadMore: 'Mehr laden',
  loadingMore: 'Wird geladen…',
  end: 'Das ist alles.',
  someone: 'Jemand',
  system: 'Der Betreiber',
  unknownAction: (action: string) => `hat „${action}“ ausgeführt`,
  actions: {
    apiKeyCreated: (key: string, account: string | undefined) =>
      account ? `hat den API-Schlüssel „${key}“ für ${account} erstellt` : `hat den API-Schlüssel „${key}“ erstellt`,
    apiKeyRevoked: (key: string) => `hat den API-Schlüssel „${key}“ widerrufen`,
    accountCreated: (name: string, role: string | undefined) =>
      role ? `hat das Konto ${name} als ${role} erstellt` : `hat das Konto ${name} erstellt`,
    roleChanged: (name: string, before: string | undefined, after: string | undefined) =>
      before && after
        ? `hat die Rolle von ${name} von ${before} auf ${after} geändert`
        : `hat die Rolle von ${name} geändert`,
    accessChanged: (name: string, before: string | undefined, after: string | undefined) =>
      before && after
        ? `hat den Objektzugriff von ${name} geändert (vorher: ${before}, jetzt: ${after})`
        : `hat den Objektzugriff von ${name} geändert`,
    deactivated: (name: string) => `hat ${name} deaktiviert`,
    reactivated: (name: string) => `hat ${name} reaktiviert`,
    inviteCreated: (name: string) => `hat einen Einladungslink für ${name} erstellt`,
    passwordSet: (name: string | undefined) =>
      name ? `hat das Passwort von ${name} festgelegt` : 'hat ein Passwort festgelegt und sich angemeldet',
    tenantCreated: (name: string) => `hat die Organisation ${name} eingerichtet`,
    profileChanged: (name: string) => `hat das Profil von ${name} geändert`,
    passwordChanged: () => 'hat das eigene Passwort geändert',
    resetRequested: (name: string) => `ein Link für ein neues Passwort wurde an ${name} gesendet`,
    organisationUpdated: () => 'hat die Einstellungen der Organisation geändert',
    logoSet: () => 'hat ein neues Logo hochgeladen',
    logoRemoved: () => 'hat das Logo entfernt',
    timeApproved: (n: number) => `hat ${n} ${n === 1 ? 'Zeiteintrag' : 'Zeiteinträge'} freigegeben`,
    periodLocked: (from: string, to: string) => `hat die Arbeitszeiten vom ${from} bis ${to} gesperrt`,
    periodUnlocked: (from: string, to: string, reason: string) =>
      `hat die Arbeitszeiten vom ${from} bis ${to} entsperrt („${reason}“)`,
    timeExported: (from: string, to: string) => `hat die Arbeitszeiten vom ${from} bis ${to} exportiert`,
    entryCreated: (person: string, day: string, reason: string) =>
      `hat einen Zeiteintrag für ${person} am ${day} hinzugefügt („${reason}“)`,
    entryEdited: (person: string, day: string, reason: string) =>
      `hat den Zeiteintrag von ${person} am ${day} korrigiert („${reason}“)`,
    entryDeleted: (person: string, day: string, reason: string) =>
      `hat den Zeiteintrag von ${person} am ${day} gelöscht („${reason}“)`,
    emailChanged: (name: string, before: string | undefined, after: string | undefined) =>
      before && after
        ? `hat die E-Mail-Adresse von ${name} von ${before} auf ${after} geändert`
        : `hat die E-Mail-Adresse von ${name} geändert`,
    roleCreated: (name: string) => `hat die Rolle „${name}“ erstellt`,
    roleUpdated: (name: string) => `hat die Rolle „${name}“ geändert`,
  },
  accessAll: 'alle Objekte',
  accessSome: (n: number) => plural(n, 'Objekt', 'Objekte'),
  anAccount: 'ein Konto',
  aKey: 'ein Schlüssel',
};
