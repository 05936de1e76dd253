import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../../scripts/check-cycles.mjs';

const repository = path.resolve(import.meta.dirname, '../..');

describe('import circles (scripts/check-cycles.mjs, npm run lint:cycles)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'caretaker-cycles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  };

  it('finds none in the server or the portal', () => {
    const graph = importGraph(repository);
    expect(graph.has('src/app.ts')).toBe(true);
    expect(graph.has('web/src/main.tsx')).toBe(true);
    expect(importCircles(graph)).toEqual([]);
  });

  it('names a circle through value imports, re-exports and import(), and leaves type-only imports out', () => {
    write('src/a.ts', "import { b } from './b.js';\nexport const a = b;\n");
    write('src/b.ts', "export { c as b } from './c.js';\n");
    write('src/c.ts', "export const c = 1;\nexport const later = () => import('./a.js');\n");
    write('src/d.ts', "import type { e } from './e.js';\nexport type D = typeof e;\n");
    write('src/e.ts', "import { type D } from './d.js';\nexport const e: D | undefined = undefined;\n");
    write('src/f.ts', "// import { f } from './f.js';\nexport const f = 'import(\"./f.js\")';\n");
    const circles = importCircles(importGraph(scratch, ['src']));
    expect(circles).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/a.ts']]);
  });
});
