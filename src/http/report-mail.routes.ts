import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DomainError, notFound } from '../domain/errors.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import {
  reportFileSigner,
  unsubscribeRecipient,
  unsubscribeSubject,
  unsubscribeTexts,
} from '../modules/report-schedules/dispatch.js';
import { reportSendingFile } from '../modules/report-schedules/sendings.js';
import type { AppDeps } from './deps.js';
import { Id } from '../modules/shared/ids.js';

const TokenParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: false },
);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE =
  ':root{color-scheme:light}' +
  'body{margin:0;background:#f3f5f8;color:#1a2230;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{box-sizing:border-box;max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #dde2ea;border-radius:12px}' +
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}' +
  'p{margin:0 0 1rem}.muted{color:#566173;font-size:.94rem}.address{font-weight:600;overflow-wrap:anywhere}' +
  'button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:.7rem 1.4rem;cursor:pointer;min-height:44px}' +
  'button:hover{background:#1e40af}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}' +
  '.other{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #dde2ea}main>:last-child,.other>:last-child{margin-bottom:0}' +
  '@media (max-width:480px){main{margin:0;min-height:100vh;border:0;border-radius:0;padding:1.5rem 1rem}button{width:100%}}';

/** A page of its own, no script, no outside resource: it must work in any mail client's browser. */
function page(reply: FastifyReply, status: number, language: 'de' | 'en', title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${escape(title)}</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    );
}

/** An address in a sentence: set apart, and free to break anywhere on a narrow screen. */
const addressHtml = (address: string) => `<span class="address">${escape(address)}</span>`;

/** The language a visitor's browser prefers of ours, for a link that names no subscription. */
function preferredLanguage(acceptLanguage: string | undefined): 'de' | 'en' {
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .find((tag) => tag.startsWith('de') || tag.startsWith('en'));
  return first?.startsWith('de') ? 'de' : 'en';
}

/**
 * What report e-mails link to: the unsubscribe page (GET shows a button, POST
 * unsubscribes: RFC 8058 one-click from the mail client, or the page's button; mail
 * scanners that follow links change nothing) and the signed download of a file too big to
 * attach. The link is the credential for both.
 */
export function reportMailRoutes(deps: AppDeps, store: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    // One-click unsubscribes arrive as a form post (`List-Unsubscribe=One-Click`); the body says nothing more.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );

    /** What the link names; undefined for a link that is not valid (or names nothing any more). */
    const subjectOf = (token: string) =>
      unsubscribeSubject(deps.database, token).catch((error: unknown) => {
        if (error instanceof DomainError) return undefined;
        throw error;
      });

    // A link that names nothing: said in the browser's language, then in the other.
    const invalidPage = (reply: FastifyReply, acceptLanguage: string | undefined) => {
      const language = preferredLanguage(acceptLanguage);
      const other = language === 'de' ? 'en' : 'de';
      return page(
        reply,
        404,
        language,
        unsubscribeTexts[language].invalidTitle,
        `<p>${escape(unsubscribeTexts[language].invalid)}</p>` +
          `<div class="other" lang="${other}"><p><strong>${escape(unsubscribeTexts[other].invalidTitle)}</strong></p>` +
          `<p class="muted">${escape(unsubscribeTexts[other].invalid)}</p></div>`,
      );
    };

    const donePage = (reply: FastifyReply, subject: NonNullable<Awaited<ReturnType<typeof subjectOf>>>) => {
      const texts = unsubscribeTexts[subject.language];
      return page(
        reply,
        200,
        subject.language,
        texts.doneTitle,
        `<p>${texts.done(escape(subject.organisation), escape(subject.name), addressHtml(subject.address))}</p>` +
          `<p class="muted">${escape(texts.undo(subject.organisation))}</p>`,
      );
    };

    app.get('/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
      const subject = await subjectOf(request.params.token);
      if (subject === undefined) return invalidPage(reply, request.headers['accept-language']);
      if (subject.unsubscribed) return donePage(reply, subject);
      const texts = unsubscribeTexts[subject.language];
      // The sentences' own words hold no markup: their parts are escaped, the address set apart.
      const intro = texts.intro(escape(subject.organisation), escape(subject.name), addressHtml(subject.address));
      return page(
        reply,
        200,
        subject.language,
        texts.title,
        `<p>${intro}</p>` +
          `<p>${escape(texts.ask)}</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${escape(texts.button)}</button></form>`,
      );
    });

    app.post('/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
      const subject = await subjectOf(request.params.token);
      if (subject === undefined) return invalidPage(reply, request.headers['accept-language']);
      await unsubscribeRecipient(deps.database, deps.clock, request.params.token);
      return donePage(reply, subject);
    });

    app.get(
      '/report-files/:tenantId/:sendingId',
      {
        schema: {
          hide: true,
          params: Type.Object({ tenantId: Id, sendingId: Id }, { additionalProperties: false }),
          querystring: Type.Object(
            {
              expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
              signature: Type.String({ minLength: 1, maxLength: 100 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const { tenantId, sendingId } = request.params;
        const signer = await reportFileSigner(deps.database);
        signer.verify(tenantId, sendingId, request.query.expires, request.query.signature, deps.clock());
        const file = await reportSendingFile(deps.database.db, tenantId, sendingId);
        const stream = file ? await store.getStream(file.fileKey) : undefined;
        if (!file || !stream) throw notFound('File');
        return reply
          .type(file.contentType)
          .header('content-length', String(file.byteSize))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(stream);
      },
    );
  };
}
