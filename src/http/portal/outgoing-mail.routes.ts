import type { Language } from '../../modules/shared/language.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutgoingMail, mailRecipientStatuses, queueMail } from '../../platform/mail/outgoing.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const settings = { portal: { permission: 'settings.edit' as const } };

const OutgoingMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    purpose: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    recipients: Type.Array(
      Type.Object(
        {
          address: Type.String(),
          status: Type.Union(mailRecipientStatuses.map((s) => Type.Literal(s))),
          attempts: Type.Integer(),
          /** Sent, and an earlier handover got no answer (a crash after it): it may have arrived twice. */
          possible_duplicate: Type.Boolean(),
          smtp_message_id: Type.Union([Type.String(), Type.Null()]),
          error: Type.Union([Type.String(), Type.Null()]),
          updated_at: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const OutgoingMailPageSchema = Type.Object(
  {
    delivery: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')], {
      description: '`outbox`: no SMTP server is configured, so messages are kept here and not sent.',
    }),
    data: Type.Array(OutgoingMessageSchema),
    next_cursor: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

const PAGE_SIZE = 25;

/** Settings → Outgoing mail: every message the organisation sent, with each recipient's log. */
/**
 * Links that act for their recipient are shown as having gone out, never usable: a reset
 * link sets the person's password, a report's download link opens the file, an unsubscribe
 * link takes the recipient off the list. Whoever reads the list can use none of them.
 */
function withoutSecrets(purpose: string, text: string): string {
  const links = text.replace(/(\/report-files\/)[^\s<>"]+/g, '$1…').replace(/(\/unsubscribe\/)[^\s<>"]+/g, '$1…');
  return purpose === 'account.password_reset' ? links.replace(/(\/invite#)[\w-]+/g, '$1…') : links;
}

/** The test message, in the language of the person who asks for it. */
const testMessage = {
  de: (name: string) => ({
    subject: 'Testnachricht von Caretaker',
    text: `Hallo ${name},\n\ndies ist eine Testnachricht, gesendet unter Einstellungen → Ausgehende E-Mails. Wenn Sie sie lesen, funktioniert der E-Mail-Versand.\n`,
  }),
  en: (name: string) => ({
    subject: 'Test message from Caretaker',
    text: `Hello ${name},\n\nthis is a test message, sent from Settings → Outgoing mail. If you read it, outgoing mail works.\n`,
  }),
} satisfies Record<Language, unknown>;

export function portalOutgoingMailRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const delivery = deps.config.smtpUrl !== undefined ? ('smtp' as const) : ('outbox' as const);
  return async (app) => {
    app.get(
      '/outgoing-mail',
      {
        config: settings,
        schema: {
          hide: true,
          querystring: Type.Object(
            { cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
            { additionalProperties: false },
          ),
          response: { 200: OutgoingMailPageSchema },
        },
      },
      async (request) => {
        const { tenantId } = portalUserOf(request);
        const page = await listOutgoingMail(deps.database.db, tenantId, {
          cursor: request.query.cursor,
          pageSize: PAGE_SIZE,
        });
        return {
          delivery,
          next_cursor: page.next_cursor,
          data: page.data.map((m) => ({
            id: m.id,
            created_at: m.createdAt.toISOString(),
            purpose: m.purpose,
            subject: m.subject,
            text: withoutSecrets(m.purpose, m.text),
            recipients: m.recipients.map((r) => ({
              address: r.address,
              status: r.status,
              attempts: r.attempts,
              possible_duplicate: r.status === 'sent' && r.unconfirmedHandovers > 0,
              smtp_message_id: r.smtpMessageId,
              error: r.error,
              updated_at: r.updatedAt.toISOString(),
            })),
          })),
        };
      },
    );

    app.post(
      '/outgoing-mail/test',
      {
        config: settings,
        schema: {
          hide: true,
          response: {
            202: Type.Object({ id: Type.Integer(), to: Type.String() }, { additionalProperties: false }),
          },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const session = request.portalSession;
        const language = session?.language ?? session?.tenantLanguage ?? 'en';
        // Only to the person asking: the button checks the mail set-up, it does not send mail to others.
        const { messageId } = await queueMail(deps.database.db, deps.clock, {
          tenantId: user.tenantId,
          purpose: 'mail.test',
          to: [user.email],
          ...testMessage[language](user.name),
        });
        return reply.code(202).send({ id: messageId, to: user.email });
      },
    );
  };
}
