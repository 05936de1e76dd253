// Renders one PdfJob with pdfmake, with every way out of the process closed: pdfmake may
// read no local file and fetch no URL. Fonts are read once from pdfmake's own Roboto
// files into its virtual file system; images arrive as bytes and go there too, under
// names unique to the job, and are removed when it ends.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { PdfJob, RenderedPdf } from './renderer.js';

const require = createRequire(import.meta.url);

interface VirtualFs {
  storage: Record<string, Buffer | undefined>;
  writeFileSync(name: string, content: Buffer): void;
}

type Pdfmake = typeof import('pdfmake') & { virtualfs: VirtualFs };

/** The embedded font: Roboto (Apache License 2.0), as shipped with pdfmake. */
export const FONT_FAMILY = 'Roboto';
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let loaded: Pdfmake | undefined;

function pdfmake(): Pdfmake {
  if (loaded) return loaded;
  const instance = require('pdfmake') as Pdfmake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const fonts: Record<string, string> = {};
  for (const [style, file] of Object.entries(FONT_FILES)) {
    const name = `fonts/${file}`;
    instance.virtualfs.writeFileSync(name, readFileSync(path.join(fontDir, file)));
    fonts[style] = name;
  }
  instance.setFonts({ [FONT_FAMILY]: fonts });
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
  loaded = instance;
  return instance;
}

let jobCounter = 0;

function fill(template: string, page: number, pages: number): string {
  return template.replace('{page}', String(page)).replace('{pages}', String(pages));
}

/** Turns the job into PDF bytes; the page count is the one the footer saw. */
export async function renderDocument(job: PdfJob): Promise<RenderedPdf> {
  const maker = pdfmake();
  const prefix = `job-${process.pid}-${++jobCounter}`;
  const images: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(job.images)) {
    const key = `${prefix}/${name}`;
    maker.virtualfs.writeFileSync(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    images[name] = key;
  }
  const furniture = job.furniture;
  let pageCount = 0;
  const header: DynamicContent = (page) =>
    furniture.header === undefined || (furniture.skipFirstPage && page === 1) ? null : furniture.header;
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
            { text: furniture.footerText, fontSize: 7, color: '#555555', width: '*' },
            { text: fill(furniture.pageLabel, page, pages), fontSize: 8, alignment: 'right', width: 'auto' },
          ],
        },
      ],
    };
  };
  const definition: TDocumentDefinitions = {
    ...job.definition,
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
