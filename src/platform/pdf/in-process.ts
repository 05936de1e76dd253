import { renderDocument } from './render-document.js';
import type { PdfJob, PdfRenderer, RenderedPdf } from './renderer.js';

/**
 * Renders on the calling thread. For unit tests and one-off tools only: a long document
 * blocks the event loop while it renders, which a server must never do (see worker-pool.ts).
 */
export class InProcessPdfRenderer implements PdfRenderer {
  render(job: PdfJob): Promise<RenderedPdf> {
    return renderDocument(job);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
