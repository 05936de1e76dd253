import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { projectPath } from '../../platform/project-root.js';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** Where `npm run build` writes the portal. */
export const DEFAULT_WEB_ROOT = projectPath('dist', 'web');

/** Paths that belong to the server, never to the portal's client-side pages. */
const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/portal\/api(\/|$)/,
  /^\/files(\/|$)/,
  /^\/report-files(\/|$)/,
  /^\/unsubscribe(\/|$)/,
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/metrics$/,
];

// The page runs only its own bundled script and style; nothing inline, nothing from elsewhere.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // wasm-unsafe-eval: the QR reader's WebAssembly (zxing-wasm, served from here) where the browser has no BarcodeDetector.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  // blob: for the previews of photos kept on the phone before they are uploaded.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
// Vite names built assets <name>-<hash>.<ext>; only those may be cached for ever.
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** A body served as it is or compressed (each encoding made once), with a strong ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  compressible: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** A body kept in memory for serving: its ETag is a hash of its bytes. */
export function cachedBody(content: string | Buffer, compressible = true): CachedBody {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    compressible,
    encoded: new Map(),
  };
}

interface StaticFile extends CachedBody {
  type: string;
  cacheControl: string;
}

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Reads the built portal into memory: a few hundred kilobytes, served without touching the disk again. */
function loadFiles(root: string): Map<string, StaticFile> | undefined {
  if (!existsSync(join(root, 'index.html'))) return undefined;
  const files = new Map<string, StaticFile>();
  for (const path of walk(root)) {
    const url = `/${relative(root, path).split(sep).join('/')}`;
    const extension = extname(path).toLowerCase();
    const body = readFileSync(path);
    files.set(url, {
      ...cachedBody(body, COMPRESSIBLE.has(extension) && body.length >= 1024),
      type: TYPES[extension] ?? 'application/octet-stream',
      cacheControl: HASHED_ASSET.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  return files;
}

function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const allows = (name: string) =>
    accepted.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token?.trim() !== name) return false;
      return !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** The body compressed with `encoding`, compressed once and kept with it. */
function encode(file: { body: Buffer; encoded: Map<Encoding, Promise<Buffer>> }, encoding: Encoding): Promise<Buffer> {
  let pending = file.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(file.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, pending);
  }
  return pending;
}

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY');
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): Promise<FastifyReply> {
  securityHeaders(reply).header('cache-control', file.cacheControl).type(file.type);
  if (file.type.startsWith('text/html')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  return sendCached(request, reply, file, { etagPerEncoding: true });
}

/**
 * Sends a cached body: 304 when the client holds it (If-None-Match), else compressed with
 * brotli or gzip when the client accepts it. Static files give each encoding an ETag of its
 * own (`etagPerEncoding`); the generated documents keep one ETag for their content.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CachedBody,
  options: { etagPerEncoding?: boolean } = {},
): Promise<FastifyReply> {
  const encoding = file.compressible ? preferredEncoding(request) : undefined;
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  const etag = encoding && options.etagPerEncoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  reply.header('etag', etag);
  if (etagMatches(request, etag)) return reply.code(304).send();
  if (!encoding) return reply.send(file.body);
  return reply.header('content-encoding', encoding).send(await encode(file, encoding));
}

const NOT_BUILT = [
  'The Caretaker portal has not been built yet.',
  '',
  'Run `npm run build` in the installation directory (or start the server with `npm start`,',
  'which builds it when needed), then reload this page.',
  '',
  'The REST API works without it: see /api/v1/docs.',
  '',
].join('\n');

/**
 * Serves the built portal (dist/web) at /: its files, and index.html for every other page
 * a browser asks for outside the server's own paths, so client-side addresses survive a
 * reload. Files are read once at start (again later while the build is still missing).
 */
export function portalStatic(options: { root?: string } = {}) {
  const root = options.root ?? DEFAULT_WEB_ROOT;
  return async (app: FastifyInstance) => {
    let files = loadFiles(root);
    let lastLoadAttempt = Date.now();

    const currentFiles = (): Map<string, StaticFile> | undefined => {
      // Built after the server started: pick it up, checking the disk at most every two seconds.
      if (!files && Date.now() - lastLoadAttempt > 2000) {
        lastLoadAttempt = Date.now();
        files = loadFiles(root);
      }
      return files;
    };

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return reply.callNotFound();
      }
      if (SERVER_PATHS.some((pattern) => pattern.test(decoded))) return reply.callNotFound();

      const loaded = currentFiles();
      const file = loaded?.get(decoded);
      if (file && decoded !== '/index.html' && decoded !== '/app/index.html') return sendFile(request, reply, file);

      // Every other path is a page of the portal, whatever the Accept header says: an invite
      // link checked by curl, a link checker or a mail scanner must not look broken. A
      // missing file (an asset, or any name with an extension) stays 404.
      if (decoded.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(decoded)) return reply.callNotFound();

      // /app and below are the field app's pages; everything else is the portal's.
      const fieldApp = decoded === '/app' || decoded.startsWith('/app/');
      const index = loaded?.get(fieldApp ? '/app/index.html' : '/index.html') ?? loaded?.get('/index.html');
      if (!index) {
        return securityHeaders(reply)
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT);
      }
      return sendFile(request, reply, index);
    });
  };
}
