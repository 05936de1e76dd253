import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../src/modules/access/permissions.js';
import { SCOPES } from '../../src/modules/access/scopes.js';

// Built-in roles and API key scopes are named by the server in English; the portal shows
// them in the person's language, the same name on every screen.

const WEB = path.join(process.cwd(), 'web', 'src');
const load = (file: string) => import(pathToFileURL(path.join(WEB, file)).href) as Promise<Record<string, unknown>>;

interface Texts {
  integrations: { scopeDescriptions: Record<string, string> };
}

describe('role and scope words', () => {
  it('names every built-in role in German wherever roles are shown, and keeps an organisation’s own names', async () => {
    const i18n = await load('i18n/index.ts');
    const roles = await load('lib/roles.ts');
    const setLanguage = i18n.setLanguage as (language: 'de' | 'en', remember?: boolean) => void;
    const roleName = roles.roleName as (key: string, name: string) => string;
    const roleWords = roles.roleWords as (key: string, name: string, description: string) => [string, string];
    setLanguage('de', false);
    expect(BUILT_IN_ROLES.map((key) => roleName(key, 'ENGLISH'))).toEqual([
      'Admin',
      'Manager',
      'Mitarbeiter',
      'Technisches Konto',
    ]);
    expect(roleWords('worker', 'Worker', 'Works on site.')[1]).toBe(
      'Arbeitet vor Ort: sieht die ihm zugewiesenen Objekte.',
    );
    expect(roleName('role_7', 'Objektleitung')).toBe('Objektleitung');
  });

  it('describes every scope in German and English, without talk of the spec', async () => {
    const i18n = await load('i18n/index.ts');
    const setLanguage = i18n.setLanguage as (language: 'de' | 'en', remember?: boolean) => void;
    const words: Record<string, Record<string, string>> = {};
    for (const language of ['en', 'de'] as const) {
      setLanguage(language, false);
      const descriptions = (i18n.t as Texts).integrations.scopeDescriptions;
      expect(
        SCOPES.filter((scope) => !descriptions[scope]?.trim()),
        language,
      ).toEqual([]);
      expect(
        Object.values(descriptions).filter((text) => /\bspec(ification)?s?\b/i.test(text)),
        language,
      ).toEqual([]);
      words[language] = descriptions;
    }
    expect(SCOPES.filter((scope) => words.de?.[scope] === words.en?.[scope])).toEqual([]);
  });
});
