import type { RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import type { PdfRenderer } from '../platform/pdf/renderer.js';
import type { Clock, RateLimiter } from '../ratelimit/limiter.js';

/** Everything the HTTP app is built from; main.ts wires the real ones, tests their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  clock: Clock;
  /** Where photo bytes live; by default files on disk under FILES_DIR. */
  fileStore?: FileStore;
  /** Renders the PDFs the portal answers at once (the checkpoint sheet); none: those routes answer 503. */
  pdf?: PdfRenderer;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: DestinationStream;
  /** Told of every route as it is registered (the portal's type generator collects them). */
  onRoute?: (route: RouteOptions) => void;
}
