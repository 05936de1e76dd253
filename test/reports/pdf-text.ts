import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// pdfjs-dist 6 expects Promise.withResolvers (Node 22); Node 20 lacks it.
const withResolvers = <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', { value: withResolvers, configurable: true, writable: true });
}
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** The text of every page, items joined by spaces (pdfjs-dist's Node build). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages;
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
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  const counts: number[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    counts.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject).length);
  }
  await task.destroy();
  return counts;
}
