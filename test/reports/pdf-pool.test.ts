import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PdfJob, PdfQueueFullError, PdfRenderError } from '../../src/platform/pdf/renderer.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { pdfPages } from './pdf-text.js';

const furniture = {
  footerText: 'Fußzeile',
  pageLabel: 'Page {page} of {pages}',
  skipFirstPage: false,
  ruleColor: '#1f5f8b',
};

function job(content: PdfJob['definition']['content'], images: PdfJob['images'] = {}): PdfJob {
  return { definition: { pageSize: 'A4', content }, images, furniture };
}

describe('PDF worker pool', () => {
  let pool: WorkerPoolPdfRenderer;
  beforeAll(() => {
    pool = new WorkerPoolPdfRenderer({ size: 2, queueLimit: 3 });
  });
  afterAll(async () => pool.close());

  it('renders in a worker thread with the embedded font, images passed as bytes, and counts the pages', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888888' } })
      .jpeg()
      .toBuffer();
    const rendered = await pool.render(
      job(
        [{ text: 'Grüße aus Köln – äöü ß €' }, { image: 'photo', width: 200 }, { text: 'Next', pageBreak: 'before' }],
        {
          photo: new Uint8Array(photo),
        },
      ),
    );
    expect(rendered.pageCount).toBe(2);
    const pages = await pdfPages(rendered.bytes);
    expect(pages[0]).toContain('Grüße aus Köln – äöü ß €');
    expect(pages[1]).toContain('Fußzeile');
    expect(pages[1]).toContain('Page 2 of 2');
  });

  it('reads the PDF back without changing the test process: its JSON, arrays and sets are Node’s own', async () => {
    const rendered = await pool.render(job([{ text: 'native' }]));
    expect((await pdfPages(rendered.bytes))[0]).toContain('native');
    // pdfjs-dist's Node build, where it is imported, replaces JSON.stringify, JSON.parse,
    // Array.prototype.push and Function.prototype.toString (which then calls the others
    // native), and leaves core-js's store and its own library on the global object.
    expect('__core-js_shared__' in globalThis).toBe(false);
    expect('pdfjsLib' in globalThis).toBe(false);
  });

  it('reads no local file and fetches no URL', async () => {
    for (const source of [
      '/etc/passwd',
      'node_modules/pdfmake/fonts/Roboto/Roboto-Regular.ttf',
      'http://127.0.0.1:9/x.png',
      'https://example.com/x.png',
    ]) {
      await expect(pool.render(job([{ image: source }]))).rejects.toThrow(
        /denied|not found|Invalid image|Unknown image/i,
      );
    }
    // The pool still works after refusals.
    expect((await pool.render(job(['still here']))).pageCount).toBe(1);
  });

  it('refuses documents beyond its queue limit and renders the rest', async () => {
    const many = Array.from({ length: 8 }, () =>
      pool.render(job(Array.from({ length: 400 }, (_, i) => ({ text: `Line ${i}` })))).then(
        (rendered) => rendered.pageCount,
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(many);
    const refused = results.filter((result) => result instanceof PdfQueueFullError);
    const rendered = results.filter((result) => typeof result === 'number');
    // Two rendering and three queued at most; the others are refused at once.
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(rendered.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps every character: long words wrap, other scripts have their fonts, the rest is marked', async () => {
    // 10,000 characters without a space, each 10 of them different, ending in a marker.
    const longWord = `${'abcdefghij'.repeat(999)}WORTENDE`;
    const samples = {
      greek: 'Καλημέρα',
      cyrillic: 'Здравствуйте',
      turkish: 'Şişli İğneada ğüşıöç',
      chinese: '你好世界',
      japanese: 'ひらがなカタカナ',
      korean: '안녕하세요',
      arabic: 'مرحبا',
    };
    const hebrew = 'שלום עולם קומה 3 סוף';
    const rendered = await pool.render(
      job([
        { text: `Absatz: ${longWord}` },
        { layout: 'facts', table: { widths: [110, '*'], body: [['Feld', longWord]] } },
        { table: { widths: ['auto', 'auto'], body: [['Feld', `Zelle ${longWord}`]] } },
        ...Object.values(samples).map((text) => ({ text })),
        { text: hebrew, bold: true },
        { text: 'Emoji: 😀 👨‍👩‍👧 ende' },
      ]),
    );
    const pages = await pdfPages(rendered.bytes);
    // The page furniture (footer, page label) left out: a word may run from one page to the next.
    // pdf.js reads a control character into one shaped Arabic letter pair; it is not drawn.
    const all = pages
      .map((page) => page.replace(/Fußzeile|Page \d+ of \d+/g, ''))
      .join(' ')
      .replace(/\p{Cc}/gu, '');
    const squeezed = all.replace(/\s+/g, '');
    // The long word is there in full three times (paragraph, facts and auto table), wrapped over lines.
    expect(squeezed.split(longWord).length - 1).toBe(3);
    for (const [script, text] of Object.entries(samples)) expect(all, script).toContain(text);
    // Right to left: the words stand in visual order, so read left to right they come reversed.
    expect(all).toContain('סוף 3 קומה עולם שלום');
    // An emoji (a family of three joined ones too) is one visible placeholder each, never nothing.
    expect(all).toMatch(/Emoji: \uFFFD \uFFFD ende/);
    // Only the glyphs used are embedded: the Chinese and Korean fonts are 10 and 6 MB.
    expect(rendered.bytes.length).toBeLessThan(150_000);
  });

  it('rejects a bad document with the reason and keeps going', async () => {
    await expect(pool.render(job([{ image: 'no-such-image' }]))).rejects.toBeInstanceOf(PdfRenderError);
    expect((await pool.render(job(['after the error']))).pageCount).toBe(1);
  });

  it('ends a worker left idle and starts one again for the next document', async () => {
    const idle = new WorkerPoolPdfRenderer({ size: 1, idleMs: 50 });
    try {
      expect((await idle.render(job(['first']))).pageCount).toBe(1);
      expect(idle.threads).toBe(1);
      await expect.poll(() => idle.threads, { timeout: 5_000, interval: 20 }).toBe(0);
      const again = await idle.render(job(['second']));
      // Read before anything else is awaited: 50 ms later the thread may be idle again.
      expect(idle.threads).toBe(1);
      expect((await pdfPages(again.bytes))[0]).toContain('second');
    } finally {
      await idle.close();
    }
  });
});

describe('PDF worker pool, one document after another in the same thread', () => {
  let pool: WorkerPoolPdfRenderer;
  beforeAll(() => {
    pool = new WorkerPoolPdfRenderer({ size: 1, queueLimit: 3 });
  });
  afterAll(async () => pool.close());

  it('keeps every character readable as text, whatever the documents before it held', async () => {
    // In Roboto the colon is drawn from two full stops and Ü from U and a dieresis. A document
    // holding only those (in bold) must not leave the next one with a full stop or a U that
    // copies, searches and reads aloud as nothing.
    const first = await pool.render(job([{ text: 'Ü: 08:00 – 16:00', bold: true }]));
    expect((await pdfPages(first.bytes))[0]).toContain('Ü: 08:00 – 16:00');
    const second = await pool.render(job([{ text: 'Zeitraum 23.03.2026 – 29.03.2026, Uhr', bold: true }]));
    expect((await pdfPages(second.bytes))[0]).toContain('Zeitraum 23.03.2026 – 29.03.2026, Uhr');
  });
});
