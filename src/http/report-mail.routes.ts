import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DomainError, notFound } from '../domain/errors.js';
import type { FileStore } from '../files/file-store.js';
import {
  reportFileSigner,
  unsubscribeRecipient,
  unsubscribeSubject,
  unsubscribeTexts,
} from '../modules/report-schedules/dispatch.js';
import { reportSendingFile } from '../modules/report-schedules/sendings.js';
import type { AppDeps } from './deps.js';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const TokenParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: false },
);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A page of its own, no script, no outside resource: it must work in any mail client's browser. */
function page(reply: FastifyReply, status: number, language: 'de' | 'en', title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}' +
        'button{font-size:1rem;padding:.6rem 1.2rem}</style></head>' +
        `<body><h1>${escape(title)}</h1>${body}</body></html>`,
    );
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

    const invalidPage = (reply: FastifyReply) =>
      page(
        reply,
        404,
        'en',
        unsubscribeTexts.en.title,
        `<p>${unsubscribeTexts.en.invalid} / ${unsubscribeTexts.de.invalid}</p>`,
      );

    app.get('/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
      const subject = await subjectOf(request.params.token);
      if (subject === undefined) return invalidPage(reply);
      const texts = unsubscribeTexts[subject.language];
      if (subject.unsubscribed) {
        return page(
          reply,
          200,
          subject.language,
          texts.title,
          `<p>${escape(texts.done(subject.name, subject.address))}</p>`,
        );
      }
      return page(
        reply,
        200,
        subject.language,
        texts.title,
        `<p>${escape(texts.ask(subject.name, subject.address))}</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${escape(texts.button)}</button></form>`,
      );
    });

    app.post('/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
      const subject = await subjectOf(request.params.token);
      if (subject === undefined) return invalidPage(reply);
      await unsubscribeRecipient(deps.database, deps.clock, request.params.token);
      const texts = unsubscribeTexts[subject.language];
      return page(
        reply,
        200,
        subject.language,
        texts.title,
        `<p>${escape(texts.done(subject.name, subject.address))}</p>`,
      );
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
