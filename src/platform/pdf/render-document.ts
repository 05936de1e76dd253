// Renders one PdfJob with pdfmake, with every way out of the process closed: pdfmake may
// read no local file and fetch no URL. Fonts are read by our code into its virtual file
// system (Roboto at once, the other scripts' fonts when a document needs them, fonts.ts);
// images arrive as bytes and go there too, under names unique to the job, and are removed
// when it ends.
import { createRequire } from 'node:module';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { BASE_FAMILY, fontDescriptors, FontSet, spreadText } from './fonts.js';
import type { PdfJob, RenderedPdf } from './renderer.js';

const require = createRequire(import.meta.url);

interface VirtualFs {
  storage: Record<string, Buffer | undefined>;
  writeFileSync(name: string, content: Buffer): void;
}

type Pdfmake = typeof import('pdfmake') & { virtualfs: VirtualFs };

interface Inlines {
  minWidth: number;
  maxWidth: number;
}

/** The embedded base font: Roboto (Apache License 2.0), as shipped with pdfmake. */
export const FONT_FAMILY = BASE_FAMILY;

/**
 * The narrowest a text may make its column: a word wider than this does not widen its
 * table column (which pushed tables past the page edge and cut the word off); it breaks
 * inside itself where the line ends, as pdfmake does for a word wider than its line.
 */
export const MAX_UNBREAKABLE_WIDTH = 60;

let loaded: { maker: Pdfmake; fonts: FontSet } | undefined;

/** fontkit's font object, as far as it is touched here: the glyphs it made so far, by id. */
interface ParsedFont {
  _glyphs: Record<number, unknown>;
}
type FontkitCreate = (buffer: Uint8Array, postscriptName?: string) => ParsedFont;
const PARSES_ONCE = Symbol.for('caretaker.fontkit.parsesOnce');

/**
 * PDFKit parses each font again for every document (fontkit.create), and fontkit then
 * decodes the font's layout tables again on the first line of text: most of a short
 * report's render time. So one parse per font file and thread serves every document; the
 * files stay in the virtual file system anyway.
 *
 * The parsed tables answer questions about the font file only, but fontkit also keeps each
 * glyph it made, with the characters it was first asked for, and a document's text layer
 * (what copying, searching and screen readers get) is written from those characters. A
 * glyph first made as a part of another (Roboto draws `:` from two `.`, `Ü` from `U` and a
 * dieresis) has none, so every later document would show that character but not say it.
 * Each document therefore starts with no glyphs made, as a fresh parse would.
 */
function parseEachFontOnce(): void {
  // PDFKit takes fontkit from Node's module cache when it is first loaded: the cached
  // exports are replaced by a copy whose `create` remembers what it parsed.
  const fromPdfkit = createRequire(require.resolve('pdfkit'));
  const entry = require.cache[fromPdfkit.resolve('fontkit')];
  const fontkit = fromPdfkit('fontkit') as { create: FontkitCreate; [PARSES_ONCE]?: true };
  if (fontkit[PARSES_ONCE] || !entry) return;
  const create = fontkit.create.bind(fontkit);
  const parsed = new WeakMap<Uint8Array, Map<string, ParsedFont>>();
  entry.exports = {
    ...fontkit,
    [PARSES_ONCE]: true,
    create: (buffer: Uint8Array, postscriptName?: string) => {
      let byName = parsed.get(buffer);
      if (!byName) parsed.set(buffer, (byName = new Map<string, ParsedFont>()));
      const name = postscriptName ?? '';
      const cached = byName.get(name);
      if (cached) {
        cached._glyphs = {};
        return cached;
      }
      const font = create(buffer, postscriptName);
      byName.set(name, font);
      return font;
    },
  };
}

function pdfmake(): { maker: Pdfmake; fonts: FontSet } {
  if (loaded) return loaded;
  parseEachFontOnce();
  const instance = require('pdfmake') as Pdfmake;
  const fonts = new FontSet(instance.virtualfs);
  instance.setFonts(fontDescriptors());
  // A long word would otherwise set its column's minimum width (see MAX_UNBREAKABLE_WIDTH).
  const textInlines = (require('pdfmake/js/TextInlines.js') as { default: { prototype: Record<string, unknown> } })
    .default.prototype;
  const buildInlines = textInlines.buildInlines as (this: unknown, ...args: unknown[]) => Inlines;
  textInlines.buildInlines = function (this: unknown, ...args: unknown[]): Inlines {
    const result = buildInlines.apply(this, args);
    if (result.minWidth > MAX_UNBREAKABLE_WIDTH) result.minWidth = MAX_UNBREAKABLE_WIDTH;
    return result;
  };
  // Nothing is fetched and nothing is read from disk: fonts and images are in the
  // virtual file system (looked up before the policy is asked), data URLs need no access.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy(() => false);
  // Layouts are functions, which cannot travel with a job: documents name them.
  instance.addTableLayouts({
    /** Thin horizontal rules, a light band on every other body row; header cells bring their own fill. */
    report: {
      hLineWidth: (i) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#cccccc',
      fillColor: (row) => (row > 0 && row % 2 === 0 ? '#f4f6f8' : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
      paddingLeft: () => 5,
      paddingRight: () => 5,
    },
    /** `report` under a heading row (headedTable in report-document.ts): no rule or band for the heading. */
    headedReport: {
      hLineWidth: (i) => (i <= 1 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#cccccc',
      fillColor: (row) => (row > 2 && row % 2 === 1 ? '#f4f6f8' : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
      paddingLeft: () => 5,
      paddingRight: () => 5,
    },
    /** Label and value pairs: no rules at all. */
    facts: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingTop: () => 2,
      paddingBottom: () => 2,
      paddingLeft: () => 0,
      paddingRight: () => 8,
    },
  });
  loaded = { maker: instance, fonts };
  return loaded;
}

let jobCounter = 0;

type Inline = string | { text?: unknown; [key: string]: unknown };

/** A text (`text` of a node: a string or an array of strings and inline nodes) with its fonts. */
function fontedText(fonts: FontSet, text: unknown): unknown {
  if (typeof text === 'string') {
    const runs = spreadText(fonts, text);
    if (runs === undefined) return text;
    return runs.map((run) => (run.font === undefined ? run.text : { text: run.text, font: run.font }));
  }
  if (typeof text === 'number') return fontedText(fonts, String(text));
  if (Array.isArray(text)) {
    return (text as Inline[]).flatMap((item): unknown[] => {
      if (typeof item === 'string') {
        const runs = spreadText(fonts, item);
        if (runs === undefined) return [item];
        return runs.map((run) => (run.font === undefined ? run.text : { text: run.text, font: run.font }));
      }
      if (item !== null && typeof item === 'object' && 'text' in item) {
        return [{ ...item, text: fontedText(fonts, item.text) }];
      }
      return [item];
    });
  }
  return text;
}

/**
 * The content with every text spread over the fonts that have its characters (fonts.ts):
 * strings, `text` of nodes, stacks, columns, lists and table cells, at any depth.
 */
export function withFonts(fonts: FontSet, content: unknown): unknown {
  if (typeof content === 'string') {
    const runs = spreadText(fonts, content);
    return runs === undefined ? content : { text: fontedText(fonts, content) };
  }
  if (Array.isArray(content)) return content.map((item) => withFonts(fonts, item));
  if (content === null || typeof content !== 'object') return content;
  const node = { ...(content as Record<string, unknown>) };
  if ('text' in node) node.text = fontedText(fonts, node.text);
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const) {
    if (Array.isArray(node[key])) node[key] = withFonts(fonts, node[key]);
  }
  const table = node.table as { body?: unknown[][]; dontBreakRows?: boolean } | undefined;
  if (table !== undefined && Array.isArray(table.body)) {
    node.table = {
      ...table,
      body: table.body.map((row) => withFonts(fonts, row)),
      // pdfmake keeps only the first page of a row it may not break: a row that may be
      // taller than a page is allowed to break, so none of its text is lost.
      ...(table.dontBreakRows === true && table.body.some((row) => textWeight(row) > ROW_KEPT_TOGETHER_MAX)
        ? { dontBreakRows: false, keepWithHeaderRows: 0 }
        : {}),
    };
  }
  return node;
}

/**
 * Rows of a table that keeps its rows together are broken over pages after all when they
 * hold more text than this (characters; a line break counts as 20): about a page of a
 * narrow column.
 */
export const ROW_KEPT_TOGETHER_MAX = 800;

/** Roughly how much text a piece of content holds (characters, line breaks weigh more). */
function textWeight(content: unknown): number {
  if (typeof content === 'string') return content.length + 19 * (content.split('\n').length - 1);
  if (Array.isArray(content)) return content.reduce((sum: number, item) => sum + textWeight(item), 0);
  if (content === null || typeof content !== 'object') return 0;
  const node = content as Record<string, unknown>;
  let weight = 0;
  for (const key of ['text', 'stack', 'columns', 'ul', 'ol'] as const) weight += textWeight(node[key]);
  const table = node.table as { body?: unknown } | undefined;
  if (table !== undefined) weight += textWeight(table.body);
  return weight;
}

function fill(template: string, page: number, pages: number): string {
  return template.replace('{page}', String(page)).replace('{pages}', String(pages));
}

/** Turns the job into PDF bytes; the page count is the one the footer saw. */
export async function renderDocument(job: PdfJob): Promise<RenderedPdf> {
  const { maker, fonts } = pdfmake();
  const prefix = `job-${process.pid}-${++jobCounter}`;
  const images: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(job.images)) {
    const key = `${prefix}/${name}`;
    maker.virtualfs.writeFileSync(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    images[name] = key;
  }
  const furniture = job.furniture;
  const headerContent = furniture.header === undefined ? undefined : (withFonts(fonts, furniture.header) as Content);
  const footerText = fontedText(fonts, furniture.footerText) as Content;
  let pageCount = 0;
  const header: DynamicContent = (page) =>
    headerContent === undefined || (furniture.skipFirstPage && page === 1) ? null : headerContent;
  const footer: DynamicContent = (page, pages): Content | null => {
    pageCount = Math.max(pageCount, pages);
    if (furniture.skipFirstPage && page === 1) return null;
    return {
      margin: [40, 8, 40, 0],
      stack: [
        {
          canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: furniture.ruleColor }],
        },
        {
          margin: [0, 4, 0, 0],
          columns: [
            { text: footerText, fontSize: 7, color: '#555555', width: '*' },
            { text: fill(furniture.pageLabel, page, pages), fontSize: 8, alignment: 'right', width: 'auto' },
          ],
        },
      ],
    };
  };
  const definition: TDocumentDefinitions = {
    ...job.definition,
    content: withFonts(fonts, job.definition.content) as Content,
    defaultStyle: { font: FONT_FAMILY, ...job.definition.defaultStyle },
    images,
    header,
    footer,
  };
  try {
    const bytes = await maker.createPdf(definition).getBuffer();
    return { bytes, pageCount };
  } finally {
    for (const key of Object.values(images)) delete maker.virtualfs.storage[key];
  }
}
