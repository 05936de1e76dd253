// A PDF worker thread: renders the documents the pool sends it, one at a time, and sends
// the bytes back as a transferred buffer (no copy).
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderDocument } from './render-document.js';
import type { PdfJob } from './renderer.js';

export interface RenderRequest {
  id: number;
  job: Omit<PdfJob, 'definition'>;
  /** The job's definition as JSON text (it is JSON only). */
  definition: string;
}

export type RenderReply =
  { id: number; ok: true; bytes: Uint8Array; pageCount: number } | { id: number; ok: false; error: string };

const port = parentPort;
if (port === null) throw new Error('render-worker.ts runs as a worker thread');

// Rendering yields the CPU to the server's own thread: on Linux a thread has its own nice
// value, so the event loop keeps its share of the cores while documents render.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, 10);
} catch {
  // Not Linux, or not permitted: the thread keeps the process's priority.
}

port.on('message', (request: RenderRequest) => {
  const job: PdfJob = { ...request.job, definition: JSON.parse(request.definition) as PdfJob['definition'] };
  renderDocument(job).then(
    (rendered) => {
      const reply: RenderReply = { id: request.id, ok: true, bytes: rendered.bytes, pageCount: rendered.pageCount };
      const buffer = rendered.bytes.buffer;
      // Buffers from Node's pool share one ArrayBuffer: transfer only one the bytes own.
      const own = rendered.bytes.byteOffset === 0 && rendered.bytes.byteLength === buffer.byteLength;
      port.postMessage(reply, own && buffer instanceof ArrayBuffer ? [buffer] : []);
    },
    (error: unknown) => {
      const reply: RenderReply = {
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(reply);
    },
  );
});
port.postMessage({ ready: true });
