// The portal's contract for Reports → Schedules: subscriptions that send a report by
// e-mail on a recurrence, their history of sendings, and the owner's notices.
import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { Id } from '../shared/ids.js';
import { SENDING_ERROR_CODES, SKIP_REASON_CODES } from './sending-errors.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Instant = Type.String({ format: 'date-time' });

/** At most this many recipients (addresses and accounts together) per subscription. */
export const MAX_SCHEDULE_RECIPIENTS = 50;
/**
 * At most this many properties in one patrol report e-mail (each property's period report
 * follows the other in one PDF, so memory and size stay bounded): counted over the
 * properties of the scope that have patrol routes, when saved and again at each sending.
 */
export const MAX_PATROL_PROPERTIES = 50;
/** How long the signed link of a file too big to attach stays valid. */
export const REPORT_LINK_DAYS = 30;
/** The words an editor may add: a short subject and a short message, framed as the organisation's in the e-mail. */
export const MAX_SUBJECT_CHARS = 150;
export const MAX_BODY_CHARS = 1000;
/** Without the organisation's own choice (Reports → Schedules → Limits, `settings.edit`). */
export const DEFAULT_MAX_SCHEDULES_PER_PERSON = 20;
export const DEFAULT_MAX_MAILS_PER_DAY = 500;
/** The placeholders subject and body may use. */
export const REPORT_PLACEHOLDERS = ['period', 'property', 'client'] as const;

export const ReportScheduleKind = Type.Union(
  [
    Type.Literal('patrol'),
    Type.Literal('incidents'),
    Type.Literal('form_responses'),
    Type.Literal('working_time'),
    Type.Literal('service_proof'),
    Type.Literal('inspections'),
  ],
  {
    description:
      'patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; ' +
      'form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; ' +
      'service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; ' +
      'inspections: the quality inspections completed in the period, each with its scores, as one PDF.',
  },
);
export type ReportScheduleKind = Static<typeof ReportScheduleKind>;

export const ReportSchedulePeriod = Type.Union(
  [
    Type.Literal('previous_day'),
    Type.Literal('previous_week'),
    Type.Literal('previous_month'),
    Type.Literal('since_last_sending'),
  ],
  {
    description:
      'The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; ' +
      'or from the previous occurrence to this one (the first: from the start date).',
  },
);
export type ReportSchedulePeriod = Static<typeof ReportSchedulePeriod>;

const Weekday = Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 Monday … 7 Sunday.' });

export const RecurrenceSchema = named(
  'ReportRecurrence',
  Type.Object(
    {
      frequency: Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly')]),
      time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'Local time HH:MM.' }),
      weekdays: Type.Optional(
        Type.Array(Weekday, { minItems: 1, maxItems: 7, description: 'weekly: the days it is sent on.' }),
      ),
      day_of_month: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 31,
          description: 'monthly on day n; a month without that day sends on its last day.',
        }),
      ),
      nth_weekday: Type.Optional(
        Type.Object(
          { which: Type.Union([Type.Literal('first'), Type.Literal('last')]), weekday: Weekday },
          { additionalProperties: false, description: 'monthly on the first or last given weekday.' },
        ),
      ),
    },
    {
      additionalProperties: false,
      description: 'monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays.',
    },
  ),
);
export type RecurrenceInput = Static<typeof RecurrenceSchema>;

const ScopeSchema = Type.Object(
  {
    client_id: Nullable(Id),
    /** Null: every property (of the client, when one is chosen). */
    property_ids: Nullable(Type.Array(Id, { minItems: 1, maxItems: 500 })),
    /** form_responses: the template; null for the other kinds. */
    template_id: Nullable(Id),
  },
  { additionalProperties: false },
);

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

const WritableFields = {
  name: Text(200),
  kind: ReportScheduleKind,
  scope: ScopeSchema,
  language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
  branding: Type.Union([Type.Literal('default'), Id], {
    description: "'default' (the organisation's branding) or a client's id (that client's preset).",
  }),
  recurrence: RecurrenceSchema,
  time_zone: Nullable(Type.String({ minLength: 1, maxLength: 100, description: "IANA zone; null: the tenant's." })),
  starts_on: DateOnly,
  ends_on: Nullable(DateOnly),
  period: ReportSchedulePeriod,
  recipients: Type.Object(
    {
      emails: Type.Array(Type.String({ maxLength: 254 }), { maxItems: MAX_SCHEDULE_RECIPIENTS }),
      account_ids: Type.Array(Id, { maxItems: MAX_SCHEDULE_RECIPIENTS }),
    },
    { additionalProperties: false, description: `Together at most ${MAX_SCHEDULE_RECIPIENTS}.` },
  ),
  subject: Type.String({
    minLength: 1,
    maxLength: MAX_SUBJECT_CHARS,
    pattern: '\\S',
    description: "May use {period}, {property} and {client}; the e-mail's subject starts with the organisation's name.",
  }),
  body: Type.String({
    maxLength: MAX_BODY_CHARS,
    description:
      "Plain text; may use {period}, {property} and {client}. The e-mail shows it quoted, as the organisation's message.",
  }),
  skip_if_empty: Type.Boolean({ description: 'Send nothing for an empty period (default true).' }),
};

export const ReportScheduleCreateSchema = Type.Object(
  {
    ...WritableFields,
    language: Type.Optional(WritableFields.language),
    branding: Type.Optional(WritableFields.branding),
    time_zone: Type.Optional(WritableFields.time_zone),
    starts_on: Type.Optional(WritableFields.starts_on),
    ends_on: Type.Optional(WritableFields.ends_on),
    period: Type.Optional(WritableFields.period),
    body: Type.Optional(WritableFields.body),
    skip_if_empty: Type.Optional(WritableFields.skip_if_empty),
  },
  { additionalProperties: false },
);
export type ReportScheduleCreate = Static<typeof ReportScheduleCreateSchema>;

export const ReportSchedulePatchSchema = Type.Partial(Type.Object(WritableFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type ReportSchedulePatch = Static<typeof ReportSchedulePatchSchema>;

const Named = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });

export const RecipientApproval = Type.Union(
  [Type.Literal('account'), Type.Literal('client_contact'), Type.Literal('approved'), Type.Literal('pending')],
  {
    description:
      "account: a person of the organisation; client_contact: a contact e-mail of the scope's client; " +
      'approved: an outside address approved by someone with settings.edit; pending: not mailed until approved.',
  },
);
export type RecipientApproval = Static<typeof RecipientApproval>;

export const ScheduleRecipientSchema = Type.Object(
  {
    id: Type.Integer(),
    /** The address mail goes to (an account's current one). */
    address: Nullable(Type.String()),
    account: Nullable(Named),
    /** Set when the recipient used the unsubscribe link; they get nothing more. */
    unsubscribed_at: Nullable(Instant),
    approval: RecipientApproval,
  },
  { additionalProperties: false },
);

export const SendingStatus = Type.Union(
  [
    Type.Literal('queued'),
    Type.Literal('producing'),
    Type.Literal('sending'),
    Type.Literal('sent'),
    Type.Literal('partly_failed'),
    Type.Literal('failed'),
    Type.Literal('skipped_empty'),
  ],
  {
    description:
      'queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; ' +
      'skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made.',
  },
);
export type SendingStatus = Static<typeof SendingStatus>;

export const ReportSendingSummarySchema = named(
  'ReportSending',
  Type.Object(
    {
      id: Type.Integer(),
      schedule_id: Type.Integer(),
      trigger: Type.Union([Type.Literal('schedule'), Type.Literal('test')]),
      /** The occurrence it was sent for; null for "send now to me". */
      occurrence_at: Nullable(Instant),
      requested_by: Nullable(Named),
      period: Type.Object(
        {
          from: Instant,
          to: Instant,
          /** As the e-mail says it, in the subscription's language. */
          label: Type.String(),
        },
        { additionalProperties: false },
      ),
      status: SendingStatus,
      /** Why it failed, in English; kept for compatibility: show `error_code` worded instead. */
      error: Nullable(Type.String()),
      error_code: Nullable(
        Type.Union(
          SENDING_ERROR_CODES.map((c) => Type.Literal(c)),
          {
            description:
              'Why it failed, as a stable code (null when it did not fail, and on sendings recorded before codes).',
          },
        ),
      ),
      error_params: Nullable(
        Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
          description:
            'The values of `error_code`: `limit` (daily_limit), `owner` (owner_inactive, owner_no_access), `count` and `max` (too_many_patrol_properties).',
        }),
      ),
      file: Nullable(
        Type.Object(
          {
            name: Type.String(),
            content_type: Type.String(),
            byte_size: Type.Integer(),
            delivery: Type.Union([Type.Literal('attachment'), Type.Literal('link')]),
            /** The portal's download of the file (signed-in); null once it is no longer kept. */
            download_url: Nullable(Type.String()),
          },
          { additionalProperties: false },
        ),
      ),
      recipients: Type.Object(
        {
          total: Type.Integer(),
          sent: Type.Integer(),
          failed: Type.Integer(),
          pending: Type.Integer(),
          /** Not sent to: unsubscribed, lost access to the scope, or no address. */
          skipped: Type.Integer(),
          /** Kept in the outbox (no SMTP server set up). */
          held: Type.Integer(),
        },
        { additionalProperties: false },
      ),
      created_at: Instant,
      finished_at: Nullable(Instant),
    },
    { additionalProperties: false },
  ),
);
export type ReportSendingSummary = Static<typeof ReportSendingSummarySchema>;

export const SendingRecipientStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('sent'),
  Type.Literal('failed'),
  Type.Literal('held'),
  Type.Literal('skipped'),
]);

export const ReportSendingDetailSchema = Type.Object(
  {
    ...ReportSendingSummarySchema.properties,
    recipient_results: Type.Array(
      Type.Object(
        {
          address: Type.String(),
          account: Nullable(Named),
          status: SendingRecipientStatus,
          /** Why it failed or was skipped, or the server's last answer while it is retried. */
          reason: Nullable(Type.String()),
          /** Why it was skipped, as a stable code; null when it was not skipped (or recorded before codes). */
          reason_code: Nullable(Type.Union(SKIP_REASON_CODES.map((c) => Type.Literal(c)))),
          /** The values of `reason_code`: `on` (YYYY-MM-DD) with `unsubscribed`. */
          reason_params: Nullable(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
          /** Handovers to SMTP so far; more than one after a crash or a retry. */
          attempts: Type.Integer(),
          /**
           * Sent, and an earlier handover got no answer (the worker stopped or the connection
           * broke off after it began): the recipient may have received this e-mail twice, with
           * the same Message-ID. A retry after a refusal (4xx) does not count.
           */
          possible_duplicate: Type.Boolean(),
          smtp_message_id: Nullable(Type.String()),
          updated_at: Nullable(Instant),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ReportSendingDetail = Static<typeof ReportSendingDetailSchema>;

export const ReportScheduleSchema = named(
  'ReportSchedule',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      status: Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('archived')]),
      kind: ReportScheduleKind,
      scope: Type.Object(
        {
          client: Nullable(Named),
          /** Null: every property (of the client, when one is chosen). */
          properties: Nullable(Type.Array(Named)),
          template: Nullable(Named),
        },
        { additionalProperties: false },
      ),
      language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
      branding: Type.Union([Type.Literal('default'), Type.Integer()]),
      recurrence: RecurrenceSchema,
      /** Null: the tenant's zone (effective_time_zone). */
      time_zone: Nullable(Type.String()),
      effective_time_zone: Type.String(),
      starts_on: DateOnly,
      ends_on: Nullable(DateOnly),
      period: ReportSchedulePeriod,
      recipients: Type.Array(ScheduleRecipientSchema),
      subject: Type.String(),
      body: Type.String(),
      skip_if_empty: Type.Boolean(),
      owner: Named,
      /** The next occurrence that will be sent; null when paused, archived or ended. */
      next_run_at: Nullable(Instant),
      last_sending: Nullable(ReportSendingSummarySchema),
      created_at: Instant,
      updated_at: Instant,
    },
    { additionalProperties: false },
  ),
);
export type ReportScheduleDto = Static<typeof ReportScheduleSchema>;

export const ReportScheduleListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('archived')])),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ReportScheduleListQuery = Static<typeof ReportScheduleListQuery>;

export const ReportScheduleIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const ReportSendingParams = Type.Object({ id: Id, sendingId: Id }, { additionalProperties: false });
export const CursorQuery = Type.Object(
  { cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

/** The recipients picker's search: the tenant's active people by name or address. */
export const RecipientAccountsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the name or the e-mail address.' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RecipientAccountsQuery = Static<typeof RecipientAccountsQuery>;

/** A person who can be chosen as a recipient: no more than the picker shows. */
export const RecipientAccountSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), email: Type.String() },
  { additionalProperties: false },
);
export type RecipientAccount = Static<typeof RecipientAccountSchema>;

export const SendNowCreatedSchema = Type.Object(
  {
    sending_id: Type.Integer(),
    /** The signed-in person's address, where the test goes. */
    address: Type.String(),
    status: Type.Literal('queued'),
  },
  { additionalProperties: false },
);

/** What the form needs to explain itself: limits and what "empty" means per kind. */
export const ReportScheduleSettingsSchema = Type.Object(
  {
    attachment_max_bytes: Type.Integer({ description: 'Files up to this size are attached; larger ones linked.' }),
    link_valid_days: Type.Integer(),
    max_recipients: Type.Integer(),
    /** Patrol reports: at most this many properties with routes per subscription. */
    max_patrol_properties: Type.Integer(),
    placeholders: Type.Array(Type.String()),
    max_subject_chars: Type.Integer(),
    max_body_chars: Type.Integer(),
    /** The organisation's limits (defaults 20 and 500); changed by someone with settings.edit. */
    limits: Type.Object(
      {
        max_schedules_per_person: Type.Integer(),
        max_mails_per_day: Type.Integer(),
        /** Report e-mails recorded in the last 24 hours. */
        mails_last_24h: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    tenant_time_zone: Type.String(),
    kinds: Type.Array(
      Type.Object(
        {
          kind: ReportScheduleKind,
          /** False while the report cannot be produced yet (patrol, until the patrol period report exists). */
          available: Type.Boolean(),
          /** What "empty" means for this kind, in the tenant's language. */
          empty_means: Type.String(),
          /** The permission needed to set up and read subscriptions of this kind. */
          permission: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ReportMailLimitsSchema = Type.Object(
  {
    max_schedules_per_person: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'Subscriptions (active and paused) one person may own.',
    }),
    max_mails_per_day: Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description:
        'Report e-mails the organisation sends in 24 hours; a sending beyond it fails and its owner is told.',
    }),
  },
  { additionalProperties: false },
);
export type ReportMailLimits = Static<typeof ReportMailLimitsSchema>;

/** An outside address waiting for approval, as the approval list shows it. */
export const PendingAddressSchema = Type.Object(
  {
    recipient_id: Type.Integer(),
    address: Type.String(),
    schedule: Type.Object(
      { id: Type.Integer(), name: Type.String(), kind: ReportScheduleKind, scope: Type.String() },
      { additionalProperties: false },
    ),
    added_by: Nullable(Named),
    created_at: Instant,
  },
  { additionalProperties: false },
);
export type PendingAddress = Static<typeof PendingAddressSchema>;

export const RecipientParams = Type.Object({ id: Id, recipientId: Id }, { additionalProperties: false });
