import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';

/**
 * pdfjs-dist's Node build (its "legacy" build) carries core-js and, when imported, replaces
 * globals of the process it runs in: JSON.stringify and JSON.parse with slower JavaScript
 * versions, Array.prototype.push, Function.prototype.toString, and adds methods Node 20 lacks
 * (Set.prototype.union, Uint8Array.fromBase64, …). Imported into a test process, every later
 * test there ran with them: measured, about a tenth of the fast project's CPU went to the
 * replaced JSON and push, and code using a method Node 20 lacks would have passed its tests.
 * So PDFs are read in a worker thread of their own, one per test process.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
if (typeof Promise.withResolvers !== 'function') {
  // pdfjs-dist 6 expects Promise.withResolvers (Node 22); Node 20 lacks it.
  Promise.withResolvers = () => {
    let resolve, reject;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  };
}
const loaded = import(workerData.pdfjs);
async function read(kind, bytes) {
  const { getDocument, OPS } = await loaded;
  const task = getDocument({ data: bytes, useSystemFonts: false });
  const document = await task.promise;
  const pages = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      if (kind === 'text') {
        const content = await page.getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\\s+/g, ' '));
      } else {
        const operators = await page.getOperatorList();
        pages.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject).length);
      }
    }
  } finally {
    await task.destroy();
  }
  return pages;
}
parentPort.on('message', ({ id, kind, bytes }) => {
  read(kind, bytes).then(
    (pages) => parentPort.postMessage({ id, pages }),
    (error) => parentPort.postMessage({ id, error: String(error && error.stack || error) }),
  );
});
`;

let reader: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (pages: unknown[]) => void; reject: (error: Error) => void }>();

function pdfReader(): Worker {
  if (reader) return reader;
  const pdfjs = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const worker = new Worker(READER, { eval: true, workerData: { pdfjs } });
  worker.unref();
  worker.on('message', ({ id, pages, error }: { id: number; pages?: unknown[]; error?: string }) => {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) waiter?.reject(new Error(`Reading the PDF failed: ${error}`));
    else waiter?.resolve(pages!);
  });
  worker.on('error', (error) => {
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
    reader = undefined;
  });
  reader = worker;
  return worker;
}

function readPdf(kind: 'text' | 'images', bytes: Uint8Array): Promise<unknown[]> {
  const id = nextId++;
  const copy = new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    pdfReader().postMessage({ id, kind, bytes: copy }, [copy.buffer]);
  });
}

/** The text of every page, items joined by spaces (pdfjs-dist's Node build). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf('text', bytes)) as string[];
}

const run = promisify(execFile);

/**
 * Renders page 1 to a PNG in test-results/reports with poppler's pdftoppm, so a person can
 * look at it; returns its path, or undefined (said loudly) where pdftoppm is missing.
 */
export async function firstPagePng(pdfPath: string, name: string): Promise<string | undefined> {
  const dir = path.resolve('test-results', 'reports');
  mkdirSync(dir, { recursive: true });
  const prefix = path.join(dir, name);
  try {
    await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, prefix]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.warn(
        `SKIPPED rendering ${name} to PNG: pdftoppm is not installed (apt-get install poppler-utils). The PDF text was still checked.`,
      );
      return undefined;
    }
    throw error;
  }
  return `${prefix}.png`;
}

/** How many images each page paints (pdfjs-dist's operator list), in page order. */
export async function pdfPageImages(bytes: Uint8Array): Promise<number[]> {
  return (await readPdf('images', bytes)) as number[];
}
