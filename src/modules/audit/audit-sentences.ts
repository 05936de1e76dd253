// The audit log as sentences, in German and English: the portal's list and the CSV export
// read the same words. The subject is who acted; when they acted on their own account the
// sentence says so ("hat das eigene Profil geändert") instead of repeating their name.
// German avoids words that need the person's gender. Every action the server writes has a
// sentence in both languages (the compiler keeps `Record<AuditAction, …>` complete); an
// action this version does not know still reads as a sentence, never as its code.

import type { Language } from '../shared/language.js';
import { AUDIT_ACTIONS, type AuditAction, type AuditGroup, auditGroupOf } from './audit.service.js';

/** What a sentence is made of: the entry as stored, with the acting account's name. */
export interface AuditSentenceInput {
  action: string;
  actor: { id: number; name: string } | null;
  targetType: string;
  targetId: number | null;
  details: Record<string, unknown>;
}

/** The details of one entry, read safely: a missing or odd value reads as empty, never "undefined". */
class Entry {
  constructor(
    readonly input: AuditSentenceInput,
    private readonly language: Language,
  ) {}

  /** A text detail, or undefined. */
  text(key: string): string | undefined {
    const value = this.input.details[key];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }

  /** Whether the entry holds this detail at all (null included: "cleared"). */
  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.input.details, key);
  }

  /** A whole-number detail, or 0. */
  count(key: string): number {
    const value = this.input.details[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  }

  /** A calendar-day detail (YYYY-MM-DD) in the language's words: "5. März 2026", "5 March 2026". */
  day(key: string): string {
    const value = this.text(key) ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    return DAY_FORMAT[this.language].format(new Date(`${value}T00:00:00Z`));
  }

  /** `named(value)` when the detail is there, else `unnamed`: a sentence never shows a gap. */
  named(key: string, named: (value: string) => string, unnamed: string): string {
    const value = this.text(key);
    return value === undefined ? unnamed : named(value);
  }

  /** " vom 1. März 2026 bis 31. März 2026", " from … to …"; empty without both days. */
  period(fromWord: string, toWord: string): string {
    return this.text('from') && this.text('to') ? ` ${fromWord} ${this.day('from')} ${toWord} ${this.day('to')}` : '';
  }

  /** " am 5. März 2026", " on …"; empty without the day. */
  on(word: string): string {
    return this.text('day') ? ` ${word} ${this.day('day')}` : '';
  }

  /** The acting account acted on its own account. */
  get self(): boolean {
    const { actor, targetType, targetId } = this.input;
    return actor !== null && targetType === 'account' && actor.id === targetId;
  }
}

const DAY_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

type Sentence = (who: string, e: Entry) => string;

/** Actions the system takes by itself (no person, no operator): their sentences name no subject. */
export const SYSTEM_ACTIONS: readonly AuditAction[] = ['alert.raised', 'alert.escalated'];

export interface AuditWords {
  /** The subject when the operator acted from the command line. */
  operator: string;
  /** The subject when the acting account is gone. */
  someone: string;
  sentences: Record<AuditAction, Sentence>;
  /** An action of a known area that this version has no sentence for. */
  unknownInGroup: (who: string, group: AuditGroup) => string;
  /** An action of no known area. */
  unknown: (who: string) => string;
}

const count = (n: number, one: string, many: string, locale: string) =>
  `${n.toLocaleString(locale)} ${n === 1 ? one : many}`;

// Property access as the log records it: `all`, or a list of properties with their names.
function accessWords(value: unknown, all: string, some: (n: number) => string): string | undefined {
  if (value === 'all') return all;
  if (!Array.isArray(value)) return undefined;
  const names = value.map((item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
      ? (item as { name: string }).name
      : undefined,
  );
  if (names.length > 0 && names.length <= 3 && names.every(Boolean)) return names.join(', ');
  return some(value.length);
}

const DE_STATUS: Record<string, string> = {
  open: 'Offen',
  in_progress: 'In Bearbeitung',
  resolved: 'Behoben',
  closed: 'Abgeschlossen',
};
const EN_STATUS: Record<string, string> = {
  open: 'open',
  in_progress: 'in progress',
  resolved: 'resolved',
  closed: 'closed',
};
const DE_ABSENCE: Record<string, string> = { vacation: 'Urlaub', sick: 'Krankheit', other: 'sonstige Abwesenheit' };
const EN_ABSENCE: Record<string, string> = { vacation: 'vacation', sick: 'sick leave', other: 'other absence' };

const deAccess = (value: unknown) => accessWords(value, 'alle Objekte', (n) => count(n, 'Objekt', 'Objekte', 'de-DE'));
const enAccess = (value: unknown) =>
  accessWords(value, 'all properties', (n) => count(n, 'property', 'properties', 'en-GB'));

const DE_RULES: Record<string, string> = {
  daily_max: 'Höchstarbeitszeit',
  breaks: 'Pausen',
  stretch: 'Arbeit am Stück',
  rest: 'Ruhezeit',
  sunday: 'Sonntagsarbeit',
  holiday: 'Feiertagsarbeit',
  late_record: 'späte Aufzeichnung',
};
const EN_RULES: Record<string, string> = {
  daily_max: 'maximum hours',
  breaks: 'breaks',
  stretch: 'work in a row',
  rest: 'rest',
  sunday: 'Sunday work',
  holiday: 'holiday work',
  late_record: 'late record',
};
const ruleList = (e: Entry, names: Record<string, string>) =>
  (e.text('rule_list') ?? '')
    .split(',')
    .filter((r) => r !== '')
    .map((r) => names[r] ?? r)
    .join(', ');
const deReason = (e: Entry) => e.named('reason', (r) => ` (Begründung: „${r}“)`, '');
const deStatus = (e: Entry, key: string) => e.named(key, (s) => `„${DE_STATUS[s] ?? s}“`, '');

const de: AuditWords = {
  operator: 'Der Betreiber',
  someone: 'Jemand',
  sentences: {
    'api_key.created': (who, e) => {
      const key = e.named('name', (n) => `den API-Schlüssel „${n}“`, 'einen API-Schlüssel');
      return `${who} hat ${key}${e.named('account_name', (a) => ` für ${a}`, '')} erstellt.`;
    },
    'api_key.revoked': (who, e) =>
      `${who} hat ${e.named('name', (n) => `den API-Schlüssel „${n}“`, 'einen API-Schlüssel')} widerrufen.`,
    'account.created': (who, e) => {
      const role = e.text('role_name') ?? e.text('role');
      return `${who} hat ${e.named('name', (n) => `das Konto ${n}`, 'ein Konto')}${role ? ` mit der Rolle ${role}` : ''} angelegt.`;
    },
    'account.role_changed': (who, e) => {
      const before = e.text('before_name') ?? e.text('before');
      const after = e.text('after_name') ?? e.text('after');
      const change = before && after ? ` von ${before} auf ${after}` : '';
      return `${who} hat die Rolle ${e.named('name', (n) => `von ${n}`, 'eines Kontos')}${change} geändert.`;
    },
    'account.property_access_changed': (who, e) => {
      const before = deAccess(e.input.details.before);
      const after = deAccess(e.input.details.after);
      const change = before && after ? ` (vorher: ${before}, jetzt: ${after})` : '';
      return `${who} hat den Objektzugriff ${e.named('name', (n) => `von ${n}`, 'eines Kontos')} geändert${change}.`;
    },
    'account.deactivated': (who, e) =>
      `${who} hat ${e.named('name', (n) => `das Konto ${n}`, 'ein Konto')} deaktiviert.`,
    'account.reactivated': (who, e) =>
      `${who} hat ${e.named('name', (n) => `das Konto ${n}`, 'ein Konto')} wieder aktiviert.`,
    'account.invite_created': (who, e) =>
      `${who} hat einen Einladungslink ${e.named('name', (n) => `für ${n}`, 'für ein Konto')} erstellt.`,
    'account.password_set': (who, e) =>
      e.self || e.input.actor === null
        ? `${who} hat über den Einladungslink ein Passwort festgelegt.`
        : `${who} hat das Passwort ${e.named('name', (n) => `von ${n}`, 'eines Kontos')} festgelegt.`,
    'account.email_changed': (who, e) => {
      const before = e.text('before');
      const after = e.text('after');
      const whose = e.self
        ? 'die eigene E-Mail-Adresse'
        : `die E-Mail-Adresse ${e.named('name', (n) => `von ${n}`, 'eines Kontos')}`;
      return `${who} hat ${whose}${before && after ? ` von ${before} auf ${after}` : ''} geändert.`;
    },
    'account.profile_changed': (who, e) =>
      e.self
        ? `${who} hat das eigene Profil geändert.`
        : `${who} hat das Profil ${e.named('name', (n) => `von ${n}`, 'eines Kontos')} geändert.`,
    'account.password_changed': (who) => `${who} hat das eigene Passwort geändert.`,
    'account.password_reset_requested': (who) => `${who} hat einen Link für ein neues Passwort angefordert.`,
    'account.session_ended': (who, e) => {
      const browser = e.text('browser');
      const system = e.text('system');
      const device = browser && system ? `${browser} auf ${system}` : (browser ?? system);
      const where = device ? ` auf ${device}` : '';
      return e.self
        ? `${who} hat sich${where} abgemeldet.`
        : `${who} hat ${e.named('name', (n) => n, 'ein Konto')}${where} abgemeldet.`;
    },
    'role.created': (who, e) => `${who} hat ${e.named('name', (n) => `die Rolle „${n}“`, 'eine Rolle')} angelegt.`,
    'role.changed': (who, e) => `${who} hat ${e.named('name', (n) => `die Rolle „${n}“`, 'eine Rolle')} geändert.`,
    'role.deleted': (who, e) => `${who} hat ${e.named('name', (n) => `die Rolle „${n}“`, 'eine Rolle')} gelöscht.`,
    'tenant.created': (who, e) =>
      `${who} hat ${e.named('name', (n) => `die Organisation „${n}“`, 'die Organisation')} eingerichtet.`,
    'organisation.updated': (who) => `${who} hat die Einstellungen der Organisation geändert.`,
    'organisation.logo_set': (who) => `${who} hat ein neues Logo der Organisation hochgeladen.`,
    'organisation.logo_removed': (who) => `${who} hat das Logo der Organisation entfernt.`,
    'branding.saved': (who, e) =>
      `${who} hat das Berichts-Branding${e.named('name', (n) => ` von „${n}“`, '')} gespeichert.`,
    'branding.removed': (who, e) =>
      `${who} hat das Berichts-Branding${e.named('name', (n) => ` von „${n}“`, '')} entfernt.`,
    'client.created': (who, e) => `${who} hat ${e.named('name', (n) => `den Kunden „${n}“`, 'einen Kunden')} angelegt.`,
    'client.updated': (who, e) => `${who} hat ${e.named('name', (n) => `den Kunden „${n}“`, 'einen Kunden')} geändert.`,
    'client.archived': (who, e) =>
      `${who} hat ${e.named('name', (n) => `den Kunden „${n}“`, 'einen Kunden')} archiviert.`,
    'client.unarchived': (who, e) =>
      `${who} hat ${e.named('name', (n) => `den Kunden „${n}“`, 'einen Kunden')} wiederhergestellt.`,
    'time.approved': (who, e) =>
      `${who} hat ${count(e.count('entries'), 'Zeiteintrag', 'Zeiteinträge', 'de-DE')} freigegeben.`,
    'time.period_locked': (who, e) => `${who} hat die Arbeitszeiten${e.period('vom', 'bis')} gesperrt.`,
    'time.period_unlocked': (who, e) =>
      `${who} hat die Arbeitszeiten${e.period('vom', 'bis')} entsperrt${deReason(e)}.`,
    'time.exported': (who, e) => `${who} hat die Arbeitszeiten${e.period('vom', 'bis')} exportiert.`,
    'time.export_downloaded': (who, e) => `${who} hat den Arbeitszeit-Export${e.period('vom', 'bis')} heruntergeladen.`,
    'time.entry_created': (who, e) =>
      `${who} hat einen Zeiteintrag ${e.named('name', (n) => `für ${n}`, 'für eine Person')}${e.on('am')} hinzugefügt${deReason(e)}.`,
    'time.entry_edited': (who, e) =>
      `${who} hat den Zeiteintrag ${e.named('name', (n) => `von ${n}`, 'einer Person')}${e.on('am')} korrigiert${deReason(e)}.`,
    'time.entry_deleted': (who, e) =>
      `${who} hat den Zeiteintrag ${e.named('name', (n) => `von ${n}`, 'einer Person')}${e.on('am')} gelöscht${deReason(e)}.`,
    'time.rule_overridden': (who, e) =>
      `${who} hat beim Zeiteintrag ${e.named('name', (n) => `von ${n}`, 'einer Person')}${e.on('am')} die Arbeitszeitregeln übergangen (${ruleList(e, DE_RULES)})${deReason(e)}.`,
    'time.payroll_profile_changed': (who, e) =>
      e.self
        ? `${who} hat die eigenen Lohndaten geändert.`
        : `${who} hat die Lohndaten ${e.named('name', (n) => `von ${n}`, 'einer Person')} geändert.`,
    'time.absences_recorded': (who, e) => {
      const kind = DE_ABSENCE[e.text('kind') ?? ''] ?? 'Abwesenheit';
      const whom = e.self ? 'sich selbst' : e.named('name', (n) => n, 'eine Person');
      const days = e.count('days') > 0 ? `${count(e.count('days'), 'Tag', 'Tage', 'de-DE')} ` : '';
      return `${who} hat für ${whom} ${days}${kind} eingetragen.`;
    },
    'time.absence_removed': (who, e) => {
      const kind = DE_ABSENCE[e.text('kind') ?? ''] ?? 'Abwesenheit';
      const whose = e.self
        ? 'die eigene Abwesenheit'
        : `die Abwesenheit ${e.named('name', (n) => `von ${n}`, 'einer Person')}`;
      return `${who} hat ${whose} (${kind})${e.on('am')} entfernt.`;
    },
    'time.holiday_added': (who, e) =>
      `${who} hat ${e.named('name', (n) => `den Feiertag „${n}“`, 'einen Feiertag')}${e.on('am')} eingetragen.`,
    'time.holiday_removed': (who, e) =>
      `${who} hat ${e.named('name', (n) => `den Feiertag „${n}“`, 'einen Feiertag')}${e.on('am')} entfernt.`,
    'time.holiday_preset_applied': (who, e) => {
      const state = e.text('state_name') ?? e.text('state');
      const year = e.count('year') > 0 ? ` für ${e.count('year')}` : '';
      return `${who} hat die Feiertage${state ? ` von ${state}` : ''}${year} übernommen (${count(e.count('added'), 'Tag', 'Tage', 'de-DE')} neu).`;
    },
    'time.settings_changed': (who) => `${who} hat die Arbeitszeit-Einstellungen geändert.`,
    'incident.status_changed': (who, e) => {
      const from = deStatus(e, 'from');
      const to = deStatus(e, 'to');
      const meldung = e.named('title', (t) => `der Meldung „${t}“`, 'einer Meldung');
      return `${who} hat den Status ${meldung}${from ? ` von ${from}` : ''}${to ? ` auf ${to}` : ''} geändert.`;
    },
    'incident.commented': (who, e) =>
      `${who} hat ${e.named('title', (t) => `die Meldung „${t}“`, 'eine Meldung')} kommentiert.`,
    'incident.reported': (who, e) =>
      `${who} hat ${e.named('title', (t) => `die Meldung „${t}“`, 'eine Meldung')} im Büro erfasst.`,
    'incident.planned': (who, e) => {
      const owner = e.text('owner');
      const due = e.text('due_on');
      const parts = [
        ...(e.has('owner') ? [owner ? `Zuständig: ${owner}` : 'niemand zuständig'] : []),
        ...(e.has('due_on') ? [due ? `fällig am ${e.day('due_on')}` : 'ohne Fälligkeit'] : []),
      ];
      const meldung = e.named('title', (t) => `der Meldung „${t}“`, 'einer Meldung');
      return `${who} hat Zuständigkeit und Fälligkeit ${meldung} geändert${parts.length > 0 ? ` (${parts.join(', ')})` : ''}.`;
    },
    'incident.task_created': (who, e) =>
      `${who} hat aus ${e.named('title', (t) => `der Meldung „${t}“`, 'einer Meldung')} eine Aufgabe angelegt.`,
    'form_template.created': (who, e) =>
      `${who} hat ${e.named('name', (n) => `die Formularvorlage „${n}“`, 'eine Formularvorlage')} angelegt.`,
    'form_template.changed': (who, e) => {
      const template = e.named('name', (n) => `der Formularvorlage „${n}“`, 'einer Formularvorlage');
      return e.count('version') > 0
        ? `${who} hat Version ${e.count('version')} ${template} gespeichert.`
        : `${who} hat ${e.named('name', (n) => `die Formularvorlage „${n}“`, 'eine Formularvorlage')} geändert.`;
    },
    'form_template.imported': (who, e) =>
      `${who} hat ${e.named('name', (n) => `die Formularvorlage „${n}“`, 'eine Formularvorlage')} aus dem Katalog übernommen.`,
    'patrol_route.created': (who, e) => `${who} hat ${deRoute(e, 'name')} angelegt.`,
    'patrol_route.changed': (who, e) => `${who} hat ${deRoute(e, 'name')} geändert.`,
    'patrol_route.retired': (who, e) => `${who} hat ${deRoute(e, 'name')} stillgelegt.`,
    'patrol_route.reactivated': (who, e) => `${who} hat ${deRoute(e, 'name')} wieder in Betrieb genommen.`,
    'patrol_checkpoints.reordered': (who, e) =>
      `${who} hat die Kontrollpunkte ${e.named('name', (n) => `der Rundgang-Route „${n}“`, 'einer Rundgang-Route')} umsortiert.`,
    'patrol_checkpoint.created': (who, e) =>
      `${who} hat ${deCheckpoint(e)}${e.named('route', (r) => ` zur Rundgang-Route „${r}“`, '')} hinzugefügt.`,
    'patrol_checkpoint.changed': (who, e) => `${who} hat ${deCheckpoint(e)}${deOfRoute(e)} geändert.`,
    'patrol_checkpoint.retired': (who, e) => `${who} hat ${deCheckpoint(e)}${deOfRoute(e)} stillgelegt.`,
    'patrol_checkpoint.reactivated': (who, e) =>
      `${who} hat ${deCheckpoint(e)}${deOfRoute(e)} wieder in Betrieb genommen.`,
    'patrol_schedule.created': (who, e) =>
      `${who} hat ${e.named('route', (r) => `der Rundgang-Route „${r}“`, 'einer Rundgang-Route')} einen Zeitplan hinzugefügt.`,
    'patrol_schedule.changed': (who, e) =>
      `${who} hat einen Zeitplan ${e.named('route', (r) => `der Rundgang-Route „${r}“`, 'einer Rundgang-Route')} geändert.`,
    // Raised and escalated by the system itself: no person is the subject.
    'alert.raised': (_who, e) =>
      `Alarm ausgelöst: ${e.named('title', (t) => `„${t}“`, 'ein Alarm')}${e.count('notified') > 0 ? ` (an ${e.count('notified')} ${e.count('notified') === 1 ? 'Person' : 'Personen'})` : ''}.`,
    'alert.escalated': (_who, e) =>
      `Alarm${e.named('title', (t) => ` „${t}“`, '')} an die Administratoren weitergeleitet, weil ihn niemand rechtzeitig bestätigt hat.`,
    'alert.acknowledged': (who, e) =>
      `${who} hat den Alarm${e.named('title', (t) => ` „${t}“`, '')} bestätigt${e.named('note', (n) => ` (Notiz: „${n}“)`, '')}.`,
    'workflow_rule.created': (who, e) =>
      `${who} hat ${e.named('name', (n) => `die Workflow-Regel „${n}“`, 'eine Workflow-Regel')} angelegt.`,
    'workflow_rule.changed': (who, e) =>
      `${who} hat ${e.named('name', (n) => `die Workflow-Regel „${n}“`, 'eine Workflow-Regel')} geändert${e.text('switched') === 'on' ? ' und eingeschaltet' : e.text('switched') === 'off' ? ' und ausgeschaltet' : ''}.`,
  },
  unknownInGroup: (who, group) => `${who} hat etwas ${DE_GROUP_PLACE[group]} geändert.`,
  unknown: (who) => `${who} hat eine Änderung vorgenommen.`,
};

function deRoute(e: Entry, key: string): string {
  return e.named(key, (n) => `die Rundgang-Route „${n}“`, 'eine Rundgang-Route');
}
function deCheckpoint(e: Entry): string {
  return e.named('name', (n) => `den Kontrollpunkt „${n}“`, 'einen Kontrollpunkt');
}
function deOfRoute(e: Entry): string {
  return e.named('route', (r) => ` der Rundgang-Route „${r}“`, '');
}

const DE_GROUP_PLACE: Record<AuditGroup, string> = {
  accounts: 'an Konten oder Rollen',
  api_keys: 'an den API-Schlüsseln',
  organisation: 'an der Organisation',
  clients: 'an den Kunden',
  working_time: 'an den Arbeitszeiten',
  incidents: 'an den Meldungen',
  forms: 'an den Formularvorlagen',
  patrols: 'an den Rundgang-Routen',
  alerts: 'an den Alarmen',
  workflows: 'an den Workflow-Regeln',
};

const enReason = (e: Entry) => e.named('reason', (r) => ` (reason: “${r}”)`, '');
const enStatus = (e: Entry, key: string) => e.named(key, (s) => EN_STATUS[s] ?? s, '');

const en: AuditWords = {
  operator: 'The operator',
  someone: 'Someone',
  sentences: {
    'api_key.created': (who, e) => {
      const key = e.named('name', (n) => `the API key “${n}”`, 'an API key');
      return `${who} created ${key}${e.named('account_name', (a) => ` for ${a}`, '')}.`;
    },
    'api_key.revoked': (who, e) => `${who} revoked ${e.named('name', (n) => `the API key “${n}”`, 'an API key')}.`,
    'account.created': (who, e) => {
      const role = e.text('role_name') ?? e.text('role');
      return `${who} created ${e.named('name', (n) => `the account ${n}`, 'an account')}${role ? ` with the role ${role}` : ''}.`;
    },
    'account.role_changed': (who, e) => {
      const before = e.text('before_name') ?? e.text('before');
      const after = e.text('after_name') ?? e.text('after');
      const change = before && after ? ` from ${before} to ${after}` : '';
      return `${who} changed the role of ${e.named('name', (n) => n, 'an account')}${change}.`;
    },
    'account.property_access_changed': (who, e) => {
      const before = enAccess(e.input.details.before);
      const after = enAccess(e.input.details.after);
      const change = before && after ? ` from ${before} to ${after}` : '';
      return `${who} changed the property access of ${e.named('name', (n) => n, 'an account')}${change}.`;
    },
    'account.deactivated': (who, e) =>
      `${who} deactivated ${e.named('name', (n) => `the account ${n}`, 'an account')}.`,
    'account.reactivated': (who, e) =>
      `${who} reactivated ${e.named('name', (n) => `the account ${n}`, 'an account')}.`,
    'account.invite_created': (who, e) =>
      `${who} created an invite link for ${e.named('name', (n) => n, 'an account')}.`,
    'account.password_set': (who, e) =>
      e.self || e.input.actor === null
        ? `${who} set a password through the invite link.`
        : `${who} set the password of ${e.named('name', (n) => n, 'an account')}.`,
    'account.email_changed': (who, e) => {
      const before = e.text('before');
      const after = e.text('after');
      const whose = e.self
        ? 'their own e-mail address'
        : `the e-mail address of ${e.named('name', (n) => n, 'an account')}`;
      return `${who} changed ${whose}${before && after ? ` from ${before} to ${after}` : ''}.`;
    },
    'account.profile_changed': (who, e) =>
      e.self
        ? `${who} changed their own profile.`
        : `${who} changed the profile of ${e.named('name', (n) => n, 'an account')}.`,
    'account.password_changed': (who) => `${who} changed their own password.`,
    'account.password_reset_requested': (who) => `${who} asked for a link to set a new password.`,
    'account.session_ended': (who, e) => {
      const browser = e.text('browser');
      const system = e.text('system');
      const device = browser && system ? `${browser} on ${system}` : (browser ?? system);
      const where = device ? ` on ${device}` : '';
      return e.self
        ? `${who} signed themselves out${where}.`
        : `${who} signed out ${e.named('name', (n) => n, 'an account')}${where}.`;
    },
    'role.created': (who, e) => `${who} created ${e.named('name', (n) => `the role “${n}”`, 'a role')}.`,
    'role.changed': (who, e) => `${who} changed ${e.named('name', (n) => `the role “${n}”`, 'a role')}.`,
    'role.deleted': (who, e) => `${who} deleted ${e.named('name', (n) => `the role “${n}”`, 'a role')}.`,
    'tenant.created': (who, e) =>
      `${who} set up ${e.named('name', (n) => `the organisation “${n}”`, 'the organisation')}.`,
    'organisation.updated': (who) => `${who} changed the organisation’s settings.`,
    'organisation.logo_set': (who) => `${who} uploaded a new logo for the organisation.`,
    'organisation.logo_removed': (who) => `${who} removed the organisation’s logo.`,
    'branding.saved': (who, e) => `${who} saved the report branding${e.named('name', (n) => ` of “${n}”`, '')}.`,
    'branding.removed': (who, e) => `${who} removed the report branding${e.named('name', (n) => ` of “${n}”`, '')}.`,
    'client.created': (who, e) => `${who} created ${e.named('name', (n) => `the client “${n}”`, 'a client')}.`,
    'client.updated': (who, e) => `${who} changed ${e.named('name', (n) => `the client “${n}”`, 'a client')}.`,
    'client.archived': (who, e) => `${who} archived ${e.named('name', (n) => `the client “${n}”`, 'a client')}.`,
    'client.unarchived': (who, e) => `${who} restored ${e.named('name', (n) => `the client “${n}”`, 'a client')}.`,
    'time.approved': (who, e) =>
      `${who} approved ${count(e.count('entries'), 'working-time entry', 'working-time entries', 'en-GB')}.`,
    'time.period_locked': (who, e) => `${who} locked the working times${e.period('from', 'to')}.`,
    'time.period_unlocked': (who, e) => `${who} unlocked the working times${e.period('from', 'to')}${enReason(e)}.`,
    'time.exported': (who, e) => `${who} exported the working times${e.period('from', 'to')}.`,
    'time.export_downloaded': (who, e) => `${who} downloaded the working-time export${e.period('from', 'to')}.`,
    'time.entry_created': (who, e) =>
      `${who} added a working-time entry for ${e.named('name', (n) => n, 'someone')}${e.on('on')}${enReason(e)}.`,
    'time.entry_edited': (who, e) =>
      `${who} corrected the working-time entry of ${e.named('name', (n) => n, 'someone')}${e.on('on')}${enReason(e)}.`,
    'time.entry_deleted': (who, e) =>
      `${who} deleted the working-time entry of ${e.named('name', (n) => n, 'someone')}${e.on('on')}${enReason(e)}.`,
    'time.rule_overridden': (who, e) =>
      `${who} overrode the working-time rules (${ruleList(e, EN_RULES)}) for the entry of ${e.named('name', (n) => n, 'someone')}${e.on('on')}${enReason(e)}.`,
    'time.payroll_profile_changed': (who, e) =>
      e.self
        ? `${who} changed their own payroll data.`
        : `${who} changed the payroll data of ${e.named('name', (n) => n, 'someone')}.`,
    'time.absences_recorded': (who, e) => {
      const kind = EN_ABSENCE[e.text('kind') ?? ''] ?? 'absence';
      const whom = e.self ? 'themselves' : e.named('name', (n) => n, 'someone');
      const days = e.count('days') > 0 ? `${count(e.count('days'), 'day', 'days', 'en-GB')} of ` : '';
      return `${who} recorded ${days}${kind} for ${whom}.`;
    },
    'time.absence_removed': (who, e) => {
      const kind = EN_ABSENCE[e.text('kind') ?? ''] ?? 'absence';
      const whose = e.self ? 'their own absence' : `the absence of ${e.named('name', (n) => n, 'someone')}`;
      return `${who} removed ${whose} (${kind})${e.on('on')}.`;
    },
    'time.holiday_added': (who, e) =>
      `${who} added ${e.named('name', (n) => `the holiday “${n}”`, 'a holiday')}${e.on('on')}.`,
    'time.holiday_removed': (who, e) =>
      `${who} removed ${e.named('name', (n) => `the holiday “${n}”`, 'a holiday')}${e.on('on')}.`,
    'time.holiday_preset_applied': (who, e) => {
      const state = e.text('state_name') ?? e.text('state');
      const year = e.count('year') > 0 ? ` for ${e.count('year')}` : '';
      return `${who} applied the holidays${state ? ` of ${state}` : ''}${year} (${count(e.count('added'), 'day', 'days', 'en-GB')} added).`;
    },
    'time.settings_changed': (who) => `${who} changed the working-time settings.`,
    'incident.status_changed': (who, e) => {
      const from = enStatus(e, 'from');
      const to = enStatus(e, 'to');
      const incident = e.named('title', (t) => `the incident “${t}”`, 'an incident');
      return `${who} changed the status of ${incident}${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}.`;
    },
    'incident.commented': (who, e) =>
      `${who} commented on ${e.named('title', (t) => `the incident “${t}”`, 'an incident')}.`,
    'incident.reported': (who, e) =>
      `${who} reported ${e.named('title', (t) => `the incident “${t}”`, 'an incident')} in the office.`,
    'incident.planned': (who, e) => {
      const owner = e.text('owner');
      const due = e.text('due_on');
      const parts = [
        ...(e.has('owner') ? [owner ? `owner: ${owner}` : 'no owner'] : []),
        ...(e.has('due_on') ? [due ? `due on ${e.day('due_on')}` : 'no due date'] : []),
      ];
      const incident = e.named('title', (t) => `the incident “${t}”`, 'an incident');
      return `${who} changed who looks after ${incident} and by when${parts.length > 0 ? ` (${parts.join(', ')})` : ''}.`;
    },
    'incident.task_created': (who, e) =>
      `${who} created a task from ${e.named('title', (t) => `the incident “${t}”`, 'an incident')}.`,
    'form_template.created': (who, e) =>
      `${who} created ${e.named('name', (n) => `the form template “${n}”`, 'a form template')}.`,
    'form_template.changed': (who, e) => {
      const template = e.named('name', (n) => `the form template “${n}”`, 'a form template');
      return e.count('version') > 0
        ? `${who} saved version ${e.count('version')} of ${template}.`
        : `${who} changed ${template}.`;
    },
    'form_template.imported': (who, e) =>
      `${who} imported ${e.named('name', (n) => `the form template “${n}”`, 'a form template')} from the catalogue.`,
    'patrol_route.created': (who, e) => `${who} created ${enRoute(e, 'name')}.`,
    'patrol_route.changed': (who, e) => `${who} changed ${enRoute(e, 'name')}.`,
    'patrol_route.retired': (who, e) => `${who} retired ${enRoute(e, 'name')}.`,
    'patrol_route.reactivated': (who, e) => `${who} put ${enRoute(e, 'name')} back in use.`,
    'patrol_checkpoints.reordered': (who, e) => `${who} reordered the checkpoints of ${enRoute(e, 'name')}.`,
    'patrol_checkpoint.created': (who, e) =>
      `${who} added ${enCheckpoint(e)}${e.named('route', (r) => ` to the patrol route “${r}”`, '')}.`,
    'patrol_checkpoint.changed': (who, e) => `${who} changed ${enCheckpoint(e)}${enOfRoute(e)}.`,
    'patrol_checkpoint.retired': (who, e) => `${who} retired ${enCheckpoint(e)}${enOfRoute(e)}.`,
    'patrol_checkpoint.reactivated': (who, e) => `${who} put ${enCheckpoint(e)}${enOfRoute(e)} back in use.`,
    'patrol_schedule.created': (who, e) => `${who} added a schedule to ${enRoute(e, 'route')}.`,
    'patrol_schedule.changed': (who, e) => `${who} changed a schedule of ${enRoute(e, 'route')}.`,
    'alert.raised': (_who, e) =>
      `Alert raised: ${e.named('title', (t) => `“${t}”`, 'an alert')}${e.count('notified') > 0 ? ` (to ${e.count('notified')} ${e.count('notified') === 1 ? 'person' : 'people'})` : ''}.`,
    'alert.escalated': (_who, e) =>
      `Alert${e.named('title', (t) => ` “${t}”`, '')} passed on to the administrators because nobody acknowledged it in time.`,
    'alert.acknowledged': (who, e) =>
      `${who} acknowledged the alert${e.named('title', (t) => ` “${t}”`, '')}${e.named('note', (n) => ` (note: “${n}”)`, '')}.`,
    'workflow_rule.created': (who, e) =>
      `${who} created ${e.named('name', (n) => `the workflow rule “${n}”`, 'a workflow rule')}.`,
    'workflow_rule.changed': (who, e) =>
      `${who} changed ${e.named('name', (n) => `the workflow rule “${n}”`, 'a workflow rule')}${e.text('switched') === 'on' ? ' and switched it on' : e.text('switched') === 'off' ? ' and switched it off' : ''}.`,
  },
  unknownInGroup: (who, group) => `${who} changed something ${EN_GROUP_PLACE[group]}.`,
  unknown: (who) => `${who} made a change.`,
};

function enRoute(e: Entry, key: string): string {
  return e.named(key, (n) => `the patrol route “${n}”`, 'a patrol route');
}
function enCheckpoint(e: Entry): string {
  return e.named('name', (n) => `the checkpoint “${n}”`, 'a checkpoint');
}
function enOfRoute(e: Entry): string {
  return e.named('route', (r) => ` of the patrol route “${r}”`, '');
}

const EN_GROUP_PLACE: Record<AuditGroup, string> = {
  accounts: 'in the accounts or roles',
  api_keys: 'in the API keys',
  organisation: 'in the organisation',
  clients: 'in the clients',
  working_time: 'in the working times',
  incidents: 'in the incidents',
  forms: 'in the form templates',
  patrols: 'in the patrol routes',
  alerts: 'in the alerts',
  workflows: 'in the workflow rules',
};

/** The words of the audit log in each language. */
export const AUDIT_WORDS: Record<Language, AuditWords> = { de, en };

const KNOWN = new Set<string>(AUDIT_ACTIONS);

/** Who acted, as the sentence's subject. */
export function auditSubject(input: AuditSentenceInput, language: Language): string {
  const words = AUDIT_WORDS[language];
  if (input.actor) return input.actor.name.trim() !== '' ? input.actor.name : words.someone;
  // Asked for or done without signing in: by the person the entry is about.
  if (input.action === 'account.password_reset_requested' || input.action === 'account.password_set') {
    const about = input.details.name;
    return typeof about === 'string' && about.trim() !== '' ? about : words.someone;
  }
  return words.operator;
}

/** The entry as one sentence: "Julia Hoffmann hat das eigene Profil geändert." */
export function auditSentence(input: AuditSentenceInput, language: Language): string {
  const words = AUDIT_WORDS[language];
  const who = auditSubject(input, language);
  if (KNOWN.has(input.action)) return words.sentences[input.action as AuditAction](who, new Entry(input, language));
  const group = auditGroupOf(input.action);
  return group ? words.unknownInGroup(who, group) : words.unknown(who);
}

/** What the entry is about, for the CSV's target column: its name, or its kind and id. */
export function auditTarget(input: AuditSentenceInput): string {
  for (const key of ['name', 'title', 'route', 'file_name']) {
    const value = input.details[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return input.targetId === null ? input.targetType : `${input.targetType} ${input.targetId}`;
}
