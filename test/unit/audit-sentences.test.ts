import { describe, expect, it } from 'vitest';
import {
  AUDIT_WORDS,
  auditSentence,
  type AuditSentenceInput,
  SYSTEM_ACTIONS,
} from '../../src/modules/audit/audit-sentences.js';
import { AUDIT_ACTIONS, auditGroupOf } from '../../src/modules/audit/audit.service.js';
import { LANGUAGES } from '../../src/modules/shared/language.js';

// Every action the server can write (AUDIT_ACTIONS, the type recordAudit takes) reads as a
// sentence in German and in English, whatever its details hold.

const julia = { id: 7, name: 'Julia Hoffmann' };

const entry = (action: string, details: Record<string, unknown>, more: Partial<AuditSentenceInput> = {}) => ({
  action,
  actor: julia,
  targetType: 'account',
  targetId: 12,
  details,
  ...more,
});

const FULL_DETAILS = {
  name: 'Carla Clean',
  title: 'Wasserschaden Keller',
  route: 'Nachtrunde',
  account_name: 'PMS-Konto',
  role_name: 'Objektleitung',
  before: 'alt@example.test',
  after: 'neu@example.test',
  from: '2026-03-01',
  to: '2026-03-31',
  day: '2026-03-05',
  reason: 'Stempelung vergessen',
  kind: 'vacation',
  days: 3,
  entries: 4,
  version: 2,
  state_name: 'Bayern',
  year: 2027,
  added: 13,
  browser: 'Firefox',
  system: 'Android',
};

describe('audit log sentences', () => {
  it('every action the server writes belongs to an area of the "what" filter', () => {
    expect(AUDIT_ACTIONS.filter((action) => auditGroupOf(action) === undefined)).toEqual([]);
  });

  for (const language of LANGUAGES) {
    it(`every action has a ${language} sentence, with or without details, that never shows a code`, () => {
      const words = AUDIT_WORDS[language];
      const missing = AUDIT_ACTIONS.filter((action) => typeof words.sentences[action] !== 'function');
      expect(missing, `actions without a ${language} sentence`).toEqual([]);
      for (const action of AUDIT_ACTIONS) {
        for (const details of [FULL_DETAILS, {}]) {
          const sentence = auditSentence(entry(action, details), language);
          if (SYSTEM_ACTIONS.includes(action)) expect(sentence, action).toMatch(/^[A-Z]\S* .*\.$/);
          else expect(sentence, action).toMatch(/^Julia Hoffmann \S.*\.$/);
          expect(sentence, action).not.toContain(action);
          expect(sentence, action).not.toMatch(/undefined|null|NaN|\[object| {2}/);
        }
      }
      expect(AUDIT_ACTIONS.length).toBeGreaterThan(50);
    });
  }

  it('says "own" when a person acted on their own account, their name otherwise', () => {
    const own = entry('account.profile_changed', { name: 'Julia Hoffmann' }, { targetId: julia.id });
    expect(auditSentence(own, 'de')).toBe('Julia Hoffmann hat das eigene Profil geändert.');
    expect(auditSentence(own, 'en')).toBe('Julia Hoffmann changed their own profile.');
    const other = entry('account.email_changed', { name: 'Carla Clean', before: 'c@a.test', after: 'c@b.test' });
    expect(auditSentence(other, 'de')).toBe(
      'Julia Hoffmann hat die E-Mail-Adresse von Carla Clean von c@a.test auf c@b.test geändert.',
    );
    expect(auditSentence(other, 'en')).toBe(
      'Julia Hoffmann changed the e-mail address of Carla Clean from c@a.test to c@b.test.',
    );
  });

  it('names the person who asked for a reset link, and the operator for command-line actions', () => {
    const reset = entry('account.password_reset_requested', { name: 'Carla Clean' }, { actor: null });
    expect(auditSentence(reset, 'de')).toBe('Carla Clean hat einen Link für ein neues Passwort angefordert.');
    expect(auditSentence(reset, 'en')).toBe('Carla Clean asked for a link to set a new password.');
    const key = entry('api_key.created', { name: 'PMS' }, { actor: null, targetType: 'api_key' });
    expect(auditSentence(key, 'de')).toBe('Der Betreiber hat den API-Schlüssel „PMS“ erstellt.');
    expect(auditSentence(key, 'en')).toBe('The operator created the API key “PMS”.');
  });

  it('writes days in the language’s words', () => {
    const download = entry('time.export_downloaded', { from: '2026-03-01', to: '2026-03-31', file_name: 'x.csv' });
    expect(auditSentence(download, 'de')).toBe(
      'Julia Hoffmann hat den Arbeitszeit-Export vom 1. März 2026 bis 31. März 2026 heruntergeladen.',
    );
    expect(auditSentence(download, 'en')).toBe(
      'Julia Hoffmann downloaded the working-time export from 1 March 2026 to 31 March 2026.',
    );
  });

  it('names the working-time rules an override set aside, and why', () => {
    const override = entry('time.rule_overridden', {
      name: 'Walter Krause',
      day: '2026-11-19',
      rule_list: 'breaks,rest',
      reason: 'Rohrbruch',
    });
    expect(auditSentence(override, 'de')).toBe(
      'Julia Hoffmann hat beim Zeiteintrag von Walter Krause am 19. November 2026 die Arbeitszeitregeln übergangen (Pausen, Ruhezeit) (Begründung: „Rohrbruch“).',
    );
    expect(auditSentence(override, 'en')).toBe(
      'Julia Hoffmann overrode the working-time rules (breaks, rest) for the entry of Walter Krause on 19 November 2026 (reason: “Rohrbruch”).',
    );
  });

  it('an action this version does not know still reads as a sentence, by its area when it has one', () => {
    expect(auditSentence(entry('time.teleported', {}), 'de')).toBe(
      'Julia Hoffmann hat etwas an den Arbeitszeiten geändert.',
    );
    expect(auditSentence(entry('time.teleported', {}), 'en')).toBe(
      'Julia Hoffmann changed something in the working times.',
    );
    expect(auditSentence(entry('weather.changed', {}), 'de')).toBe('Julia Hoffmann hat eine Änderung vorgenommen.');
    expect(auditSentence(entry('weather.changed', {}), 'en')).toBe('Julia Hoffmann made a change.');
  });
});
