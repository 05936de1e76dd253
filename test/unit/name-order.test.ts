import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The portal lists names (properties, people) as the person's language sorts them; the
// server's order (by code point) puts "Ärztehaus" after "Wohnanlage".

const WEB = path.join(process.cwd(), 'web', 'src');
const load = (file: string) => import(pathToFileURL(path.join(WEB, file)).href) as Promise<Record<string, unknown>>;

describe('name order', () => {
  it('sorts umlauts with their letter and numbers by value, in German and English', async () => {
    const i18n = await load('i18n/index.ts');
    const { sortedByName } = (await load('lib/collate.ts')) as {
      sortedByName: <T extends { name: string }>(items: readonly T[]) => T[];
    };
    const setLanguage = i18n.setLanguage as (language: 'de' | 'en', remember?: boolean) => void;
    const fromServer = ['Apotheke', 'Objekt 10', 'Objekt 2', 'Wohnanlage', 'Ärztehaus', 'Übergang'].map((name) => ({
      name,
    }));
    for (const language of ['de', 'en'] as const) {
      setLanguage(language, false);
      expect(
        sortedByName(fromServer).map((item) => item.name),
        language,
      ).toEqual(['Apotheke', 'Ärztehaus', 'Objekt 2', 'Objekt 10', 'Übergang', 'Wohnanlage']);
    }
  });
});
