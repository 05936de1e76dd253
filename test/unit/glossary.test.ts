import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const glossary = readFileSync(join(root, 'docs', 'glossary.md'), 'utf8');

// Rows of the markdown table whose first column is headed `firstHeader`.
function tableRows(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${firstHeader}\\s*\\|`).test(line));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const terms = tableRows(glossary, 'German');
const banned = terms.flatMap((row) =>
  (row[3] ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0),
);
const exceptions = tableRows(glossary, 'File').map(([file, word]) => ({
  file: (file ?? '').replaceAll('`', ''),
  word: word ?? '',
}));

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => filesUnder(join(path, name)));
}

const checked = [
  ...filesUnder('web/src/i18n/de'),
  ...filesUnder('src/modules/reports'),
  ...filesUnder('src/modules/report-schedules'),
  ...filesUnder('src/platform/mail'),
  'src/modules/credentials/reset-mail.ts',
  'src/modules/patrols/checkpoint-sheet.ts',
  'src/modules/audit/audit-sentences.ts',
].filter((file) => file.endsWith('.ts'));

// Whole words: no letter, digit or underscore (umlauts included) directly before or after.
function wholeWord(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'gu');
}

function occurrences(file: string, word: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => wholeWord(word).test(line))
    .map(({ line, index }) => `${relative(root, join(root, file))}:${index + 1}: ${word} in ${line.trim()}`);
}

describe('German glossary', () => {
  it('lists one term for each thing and the words not to use', () => {
    expect(terms.map((row) => row[0])).toEqual(
      expect.arrayContaining(['Meldung (Meldungen)', 'Dringlichkeit', 'Rundgang (Rundgänge)']),
    );
    expect(banned).toEqual(
      expect.arrayContaining(['Vorfall', 'Störungsbericht', 'Mangel', 'Schwere', 'Kontrollgänge']),
    );
  });

  it('matches whole words only, umlauts included', () => {
    expect(wholeWord('Mängel').test('Festgestellte Mängel')).toBe(true);
    expect(wholeWord('Mängel').test('Mängelmeldung')).toBe(false);
    expect(wholeWord('Kontrollgang').test('Kontrollgang-Route')).toBe(true);
    expect(wholeWord('Schwere').test('Schweregrad')).toBe(false);
  });

  it('checks the portal, field app, PDF and mail texts', () => {
    expect(checked).toEqual(
      expect.arrayContaining([
        'web/src/i18n/de/incidents.ts',
        'web/src/i18n/de/field-patrol.ts',
        'src/modules/reports/report-texts.ts',
        'src/modules/report-schedules/texts.ts',
      ]),
    );
  });

  it('no German text uses a word the glossary rules out', () => {
    const found = checked.flatMap((file) =>
      banned
        .filter((word) => !exceptions.some((exception) => exception.file === file && exception.word === word))
        .flatMap((word) => occurrences(file, word)),
    );
    expect(found).toEqual([]);
  });

  it('every documented exception still occurs', () => {
    const stale = exceptions.filter(
      ({ file, word }) => !checked.includes(file) || occurrences(file, word).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
