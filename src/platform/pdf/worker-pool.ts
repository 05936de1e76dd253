// The real PDF renderer: a fixed pool of worker threads and a bounded queue in front of
// it. A document is rendered entirely inside a worker, so the server's event loop only
// posts the job and receives the bytes (transferred, not copied). A worker that fails,
// dies or takes too long is replaced; its document is rejected, the others go on.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './render-worker.js';
import { PdfQueueFullError, type PdfJob, type PdfRenderer, PdfRenderError, type RenderedPdf } from './renderer.js';

export interface PdfPoolOptions {
  /** Worker threads; default min(2, cores). */
  size?: number;
  /** Documents that may wait for a worker; more are refused with PdfQueueFullError. */
  queueLimit?: number;
  /** A document still rendering after this long is abandoned and its worker replaced. */
  timeoutMs?: number;
  /** A worker without a document for this long is ended, and its memory given back; the next document starts one again. */
  idleMs?: number;
}

/** One core stays with the event loop (and the database): 1 thread on 2 cores, 2 from 3 cores on. */
export function defaultPdfWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

interface Pending {
  job: PdfJob;
  resolve(rendered: RenderedPdf): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Set by the worker's first message, once its code is loaded; until then it takes no job. */
  ready: boolean;
  busy: { id: number; pending: Pending; timer: NodeJS.Timeout } | undefined;
  /** Ends the worker once it has been idle for idleMs. */
  idle?: NodeJS.Timeout;
  /** Why the worker is being replaced, when the pool ended it itself. */
  endedBecause?: string;
}

// Compiled (dist/server, what `npm start` runs), the worker's entry is a sibling module of
// plain JavaScript. From the TypeScript sources (tests, `tsx`), a worker thread does not
// inherit the process's TypeScript loader: it registers tsx before importing its entry,
// which costs it tens of megabytes of memory that the compiled form does not pay.
const require = createRequire(import.meta.url);
const compiled = !import.meta.url.endsWith('.ts');
const boot = compiled
  ? `import(${JSON.stringify(new URL('./render-worker.mjs', import.meta.url).href)});`
  : `import(${JSON.stringify(tsxLoader())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}); });`;

/** tsx's ESM registration API (its CommonJS twin cannot register from an eval worker). */
function tsxLoader(): string {
  const manifest = require.resolve('tsx/package.json');
  const exports = (require(manifest) as { exports: Record<string, { import?: { default?: string } }> }).exports;
  const file = exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(path.join(path.dirname(manifest), file)).href;
}

function transferables(job: PdfJob): ArrayBuffer[] {
  const list: ArrayBuffer[] = [];
  for (const bytes of Object.values(job.images)) {
    const buffer = bytes.buffer;
    // Only buffers the image owns alone: a slice of Node's shared pool must be copied.
    if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
      if (!list.includes(buffer)) list.push(buffer);
    }
  }
  return list;
}

export class WorkerPoolPdfRenderer implements PdfRenderer {
  readonly size: number;
  private readonly queueLimit: number;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: PdfPoolOptions = {}) {
    this.size = options.size ?? defaultPdfWorkers();
    this.queueLimit = options.queueLimit ?? 50;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.idleMs = options.idleMs ?? 60_000;
    if (!Number.isInteger(this.size) || this.size < 1) throw new Error('a PDF pool needs at least one worker');
  }

  /** Worker threads running (started with the first document, ended when idle). */
  get threads(): number {
    return this.slots.length;
  }

  /** Documents waiting for a worker, and those being rendered. */
  get load(): { queued: number; rendering: number } {
    return { queued: this.queue.length, rendering: this.slots.filter((slot) => slot.busy).length };
  }

  render(job: PdfJob): Promise<RenderedPdf> {
    if (this.closed) return Promise.reject(new PdfRenderError('The PDF renderer has been closed.'));
    if (this.queue.length >= this.queueLimit) {
      return Promise.reject(
        new PdfQueueFullError(`${this.queue.length} documents are waiting to be rendered already; try again later.`),
      );
    }
    // The workers start with the first document: a process that never renders starts none.
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    return new Promise<RenderedPdf>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new PdfRenderError('The PDF renderer was closed.'));
    await Promise.all(
      this.slots.map(async (slot) => {
        clearTimeout(slot.idle);
        if (slot.busy) {
          clearTimeout(slot.busy.timer);
          slot.busy.pending.reject(new PdfRenderError('The PDF renderer was closed.'));
          slot.busy = undefined;
        }
        // A worker still loading its code may not answer terminate() at once; waiting for
        // it must not hold up shutdown (the thread ends with the process anyway).
        slot.worker.unref();
        await Promise.race([slot.worker.terminate(), delay(2_000, undefined, { ref: false })]);
      }),
    );
  }

  private spawn(): Slot {
    // A small young generation makes the thread collect its short-lived layout objects
    // sooner: 25–50 MB less resident memory per thread, measured on a 40-page report.
    const worker = new Worker(boot, {
      eval: true,
      name: 'pdf-render',
      resourceLimits: { maxYoungGenerationSizeMb: 16 },
    });
    const slot: Slot = { worker, ready: false, busy: undefined };
    worker.on('message', (message: RenderReply | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true;
        // An idle pool never keeps the process alive; a worker with a document does (dispatch).
        worker.unref();
        this.dispatch();
        this.retireWhenIdle(slot);
        return;
      }
      const busy = slot.busy;
      if (!busy || busy.id !== message.id) return;
      clearTimeout(busy.timer);
      slot.busy = undefined;
      worker.unref();
      if (message.ok) busy.pending.resolve({ bytes: message.bytes, pageCount: message.pageCount });
      else busy.pending.reject(new PdfRenderError(message.error));
      this.dispatch();
      this.retireWhenIdle(slot);
    });
    const replace = (reason: string) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      if (slot.busy) {
        clearTimeout(slot.busy.timer);
        slot.busy.pending.reject(new PdfRenderError(reason));
        slot.busy = undefined;
      }
      if (this.closed) return;
      this.slots[index] = this.spawn();
    };
    worker.on('error', (error) => replace(`The PDF worker failed: ${error.message}`));
    worker.on('exit', (code) => replace(slot.endedBecause ?? `The PDF worker stopped (exit code ${code}).`));
    return slot;
  }

  /**
   * A rendering thread holds tens of megabytes (its heap, pdfmake, the last document's
   * buffers) that a server rendering a report now and then should not keep: a worker left
   * without a document for idleMs is ended (taken out of the pool first, so it is not
   * replaced), and the next document starts one again.
   */
  private retireWhenIdle(slot: Slot): void {
    clearTimeout(slot.idle);
    if (slot.busy) return;
    slot.idle = setTimeout(() => {
      const index = this.slots.indexOf(slot);
      if (slot.busy || index < 0) return;
      this.slots.splice(index, 1);
      void slot.worker.terminate();
    }, this.idleMs);
    slot.idle.unref();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.busy || !slot.ready) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      const id = this.nextId++;
      const timer = setTimeout(() => {
        if (slot.busy?.id !== id) return;
        // Terminating fires `exit`, which rejects the document and replaces the worker.
        slot.endedBecause = `Rendering took longer than ${Math.round(this.timeoutMs / 1000)} s and was stopped.`;
        void slot.worker.terminate();
      }, this.timeoutMs);
      timer.unref();
      clearTimeout(slot.idle);
      slot.busy = { id, pending, timer };
      slot.worker.ref();
      const { definition, ...rest } = pending.job;
      // The definition goes as JSON text: copying one string to the thread costs a fraction
      // of cloning the tens of thousands of objects of a long report, on this thread.
      const request: RenderRequest = { id, job: rest, definition: JSON.stringify(definition) };
      slot.worker.postMessage(request, transferables(pending.job));
    }
  }
}
