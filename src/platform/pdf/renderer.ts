// The PDF renderer port. Reports describe a document as plain data (a pdfmake document
// definition without functions, images passed as bytes); an implementation turns it into
// PDF bytes. The real one renders in a pool of worker threads (worker-pool.ts), so a long
// document never blocks the event loop; the in-process one is for unit tests.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';

/** Header and footer, as data: the renderer builds pdfmake's per-page callbacks from them. */
export interface PageFurniture {
  /** Shown at the top of every page (except the first when `skipFirstPage`). */
  header?: Content;
  /** Left part of the footer on every page (the branding footer or disclaimer); may be empty. */
  footerText: string;
  /** The page number, with `{page}` and `{pages}` replaced: `Seite {page} von {pages}`. */
  pageLabel: string;
  /** A cover page carries no header and no footer. */
  skipFirstPage: boolean;
  /** Colour of the thin rule above the footer (#rrggbb). */
  ruleColor: string;
}

export interface PdfJob {
  /** JSON only (it crosses a thread boundary): no functions, no Buffers. */
  definition: Omit<TDocumentDefinitions, 'header' | 'footer' | 'images'>;
  /** Images by the name the definition uses (`{ image: 'photo-3' }`): PNG or JPEG bytes. */
  images: Record<string, Uint8Array>;
  furniture: PageFurniture;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

export interface PdfRenderer {
  /** Renders one document; rejects with PdfQueueFullError when too many wait already. */
  render(job: PdfJob): Promise<RenderedPdf>;
  /** Stops the workers; documents in progress are rejected. */
  close(): Promise<void>;
}

/** The queue of documents waiting for a worker is full: try again later. */
export class PdfQueueFullError extends Error {
  override name = 'PdfQueueFullError';
}

/** Rendering failed (a bad definition, a worker that died or took too long). */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}
