import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The portal's texts, one file per screen or area in each language (web/src/i18n/<language>/).
// The type check already refuses a German dictionary that lacks or adds a key; this checks what
// it cannot: that both languages hold the same files, the same keys with the same kind of value
// (text or function of the same number of arguments), and no empty text.

const I18N = path.join(process.cwd(), 'web', 'src', 'i18n');
const LANGUAGES = ['en', 'de'] as const;

type Texts = { [key: string]: unknown };

/** Imported by path: the web code is type-checked with its own settings (tsc -p web), not these. */
async function dictionary(language: (typeof LANGUAGES)[number]): Promise<Texts> {
  const module = (await import(pathToFileURL(path.join(I18N, language, 'index.ts')).href)) as Record<string, Texts>;
  const texts = module[language];
  if (!texts) throw new Error(`web/src/i18n/${language}/index.ts exports no \`${language}\``);
  return texts;
}

/** Every leaf as `path → kind`: `text`, `empty text` or `function/<arity>`. */
function leaves(texts: Texts, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(at, value.trim() === '' ? 'empty text' : 'text');
    else if (typeof value === 'function') found.set(at, `function/${value.length}`);
    else if (value !== null && typeof value === 'object') {
      for (const [inner, kind] of leaves(value as Texts, at)) found.set(inner, kind);
    } else found.set(at, `unexpected ${typeof value}`);
  }
  return found;
}

describe('portal texts', () => {
  it('each language has the same files, one per screen or area', () => {
    const files = (language: string) =>
      readdirSync(path.join(I18N, language))
        .filter((name) => name.endsWith('.ts'))
        .sort();
    expect(files('de')).toEqual(files('en'));
    expect(files('en')).toContain('common.ts');
    expect(files('en')).toContain('tasks.ts');
  });

  it('German and English have exactly the same keys, each a text or a function of the same arguments', async () => {
    const [en, de] = await Promise.all([dictionary('en'), dictionary('de')]);
    const english = leaves(en);
    const german = leaves(de);
    const onlyEnglish = [...english.keys()].filter((key) => !german.has(key));
    const onlyGerman = [...german.keys()].filter((key) => !english.has(key));
    expect(onlyEnglish, 'keys missing in German').toEqual([]);
    expect(onlyGerman, 'keys missing in English').toEqual([]);
    const differentKind = [...english].filter(([key, kind]) => german.get(key) !== kind).map(([key]) => key);
    expect(differentKind, 'keys whose value differs in kind or arguments').toEqual([]);
    // A check that finds nothing because it read nothing would pass as well.
    expect(english.size).toBeGreaterThan(1500);
    expect(english.get('tasks.title')).toBe('text');
  });

  it('no text is empty in either language', async () => {
    for (const language of LANGUAGES) {
      const empty = [...leaves(await dictionary(language))]
        .filter(([, kind]) => kind !== 'text' && !kind.startsWith('function/'))
        .map(([key, kind]) => `${key} (${kind})`);
      expect(empty, `empty or unexpected values in ${language}`).toEqual([]);
    }
  });
});
