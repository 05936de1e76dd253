import { type Static, Type } from '@sinclair/typebox';
import type {
  BlockedRule,
  ConflictingEntry,
  ErrorCode,
  ExportProblem,
  FieldError,
  TenantChoice,
} from '../domain/errors.js';
import { named } from '../modules/shared/schema-names.js';

/** The one place that turns an error code into an HTTP status; a new code without a status fails the type check. */
export function httpStatus(code: ErrorCode): number {
  switch (code) {
    case 'malformed_json':
    case 'unsupported_media_type':
    case 'bad_request':
    case 'malformed_upload':
      return 400;
    case 'unauthenticated':
    case 'invalid_credentials':
      return 401;
    case 'licence_expired':
      return 402;
    case 'plan_required':
    case 'insufficient_scope':
    case 'module_disabled':
    case 'property_access_denied':
    case 'link_invalid':
    case 'link_expired':
    case 'csrf_failed':
    case 'permission_denied':
    case 'own_account_locked':
    case 'own_entry':
    case 'exceeds_own_rights':
    case 'built_in_role':
      return 403;
    case 'not_found':
    case 'invite_invalid':
      return 404;
    case 'method_not_allowed':
      return 405;
    case 'export_expired':
      return 410;
    case 'external_id_conflict':
    case 'uuid_conflict':
    case 'idempotency_key_in_use':
    case 'setup_done':
    case 'choose_tenant':
    case 'seat_limit_reached':
    case 'last_admin':
    case 'invalid_transition':
    case 'sku_conflict':
    case 'email_conflict':
    case 'name_conflict':
    case 'nfc_tag_conflict':
    case 'role_in_use':
    case 'personnel_number_conflict':
    case 'period_locked':
    case 'entry_overlap':
    case 'entry_edited':
    case 'report_not_ready':
    case 'round_already_started':
    case 'alert_acknowledged':
    case 'round_ended':
      return 409;
    case 'payload_too_large':
    case 'file_too_large':
      return 413;
    case 'unsupported_file_type':
      return 415;
    case 'validation_failed':
    case 'insufficient_stock':
    case 'idempotency_key_reused':
    case 'checkpoint_unknown':
    case 'checkpoint_retired':
    case 'checkpoint_other_route':
    case 'checkpoint_code_outdated':
    case 'clock_action_too_late':
    case 'device_clock_ahead':
    case 'schedule_limit_reached':
    case 'export_refused':
    case 'import_refused':
    case 'working_time_rule_blocked':
      return 422;
    case 'rate_limited':
      return 429;
    case 'internal_error':
      return 500;
    case 'service_unavailable':
      return 503;
  }
}

const TITLES: Record<ErrorCode, string> = {
  malformed_json: 'Malformed JSON',
  unsupported_media_type: 'Unsupported media type',
  bad_request: 'Bad request',
  validation_failed: 'Validation failed',
  unauthenticated: 'Unauthenticated',
  licence_expired: 'Licence expired',
  plan_required: 'Plan required',
  insufficient_scope: 'Insufficient scope',
  property_access_denied: 'No access to the property',
  link_invalid: 'Invalid link',
  link_expired: 'Link expired',
  export_expired: 'Export file expired',
  export_refused: 'The export was refused',
  import_refused: 'The import was refused',
  working_time_rule_blocked: 'A working-time rule blocks this entry',
  report_not_ready: 'Report not ready',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  external_id_conflict: 'External id already in use',
  uuid_conflict: 'UUID already used with another payload',
  idempotency_key_in_use: 'A request with this Idempotency-Key is still running',
  idempotency_key_reused: 'Idempotency-Key already used for another request',
  payload_too_large: 'Payload too large',
  file_too_large: 'File too large',
  unsupported_file_type: 'Unsupported file type',
  malformed_upload: 'Malformed upload',
  rate_limited: 'Rate limit exceeded',
  internal_error: 'Internal server error',
  service_unavailable: 'Service unavailable',
  invalid_credentials: 'Wrong e-mail address or password',
  csrf_failed: 'CSRF check failed',
  permission_denied: 'Permission denied',
  own_account_locked: 'Your own account cannot be changed this way',
  own_entry: 'Not for your own working time',
  invite_invalid: 'Invite link not valid',
  setup_done: 'Already set up',
  choose_tenant: 'Choose the organisation',
  seat_limit_reached: 'Seat limit reached',
  last_admin: 'The last admin must stay',
  module_disabled: 'Module not enabled',
  invalid_transition: 'Status change not allowed',
  sku_conflict: 'SKU already in use',
  insufficient_stock: 'Not enough stock',
  email_conflict: 'E-mail address already in use',
  name_conflict: 'Name already in use',
  nfc_tag_conflict: 'NFC tag already in use',
  role_in_use: 'The role is still held by accounts',
  personnel_number_conflict: 'Personnel number already in use',
  period_locked: 'The period is locked',
  exceeds_own_rights: 'More than the key’s own account may do',
  built_in_role: 'Built-in roles cannot be changed',
  entry_overlap: 'Overlaps another entry',
  entry_edited: 'The office has corrected this entry',
  round_already_started: 'A round was already started for this scheduled time',
  alert_acknowledged: 'The alert was acknowledged already',
  round_ended: 'The round has ended',
  checkpoint_unknown: 'Unknown checkpoint code',
  checkpoint_retired: 'Checkpoint retired',
  schedule_limit_reached: 'Report schedule limit reached',
  checkpoint_other_route: 'Checkpoint of another route',
  checkpoint_code_outdated: 'QR code printed before codes were signed',
  clock_action_too_late: 'Clock action delivered too late',
  device_clock_ahead: 'The phone’s clock is ahead',
};

/** The problem body of the REST API. */
const apiProblemProperties = {
  type: Type.String({ description: 'URI naming the problem type.' }),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.String(),
  code: Type.String({ description: 'Stable machine-readable error code.' }),
  request_id: Type.String({ description: 'Quote this when asking for support.' }),
  errors: Type.Optional(
    Type.Array(
      Type.Object(
        {
          pointer: Type.String({ description: 'JSON pointer into the body, or /query/<name>, /path/<name>.' }),
          detail: Type.String(),
          code: Type.Optional(
            Type.String({
              description:
                'With some refusals: a stable machine-readable reason for this field (e.g. `unknown_placeholder`), for clients that word the error themselves.',
            }),
          ),
          limit: Type.Optional(
            Type.Integer({ description: 'With field code `too_long`: the most characters allowed.' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  conflicting_entry: Type.Optional(
    Type.Object(
      {
        started_at: Type.String({ format: 'date-time' }),
        ended_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      },
      {
        additionalProperties: false,
        description: 'With `entry_overlap`: when the other entry of the person runs (`ended_at` null while it runs).',
      },
    ),
  ),
  existing_property_id: Type.Optional(
    Type.Integer({ description: 'With `external_id_conflict`: the property that already has this external_id.' }),
  ),
};

export const ApiProblemSchema = named(
  'Problem',
  Type.Object(apiProblemProperties, {
    additionalProperties: false,
    title: 'Problem (RFC 9457)',
  }),
);

/** The portal's problem body: the API's, and with `choose_tenant` the organisations to choose from. */
export const ProblemSchema = Type.Object(
  {
    ...apiProblemProperties,
    tenants: Type.Optional(
      Type.Array(
        Type.Object({ tenant_id: Type.Integer(), tenant_name: Type.String() }, { additionalProperties: false }),
        { description: 'With `choose_tenant` (portal sign-in): the organisations to choose from.' },
      ),
    ),
    problems: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.String(),
            account_id: Type.Optional(Type.Integer()),
            person_name: Type.Optional(Type.String()),
            day: Type.Optional(Type.String({ format: 'date' })),
            wage_type: Type.Optional(Type.String()),
            link: Type.String(),
          },
          { additionalProperties: false },
        ),
        {
          description: 'With `export_refused` (portal DATEV export): every problem, each with a portal link to fix it.',
        },
      ),
    ),
    blocked_rules: Type.Optional(
      Type.Array(
        Type.Object(
          {
            rule: Type.String(),
            day: Type.String({ format: 'date' }),
            actual_minutes: Type.Integer(),
            limit_minutes: Type.Integer(),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'With `working_time_rule_blocked` (portal time sheet): each rule set to block that the entry would break, with what was measured and the limit, in minutes.',
        },
      ),
    ),
  },
  { additionalProperties: false, title: 'Problem (RFC 9457)' },
);
export type Problem = Static<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problem(
  code: ErrorCode,
  detail: string,
  requestId: string,
  errors?: FieldError[],
  tenants?: TenantChoice[],
  existingPropertyId?: number,
  conflictingEntry?: ConflictingEntry,
  exportProblems?: ExportProblem[],
  blockedRules?: BlockedRule[],
): Problem {
  return {
    type: `urn:caretaker:problem:${code}`,
    title: TITLES[code],
    status: httpStatus(code),
    detail,
    code,
    request_id: requestId,
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(tenants ? { tenants } : {}),
    ...(existingPropertyId !== undefined ? { existing_property_id: existingPropertyId } : {}),
    ...(conflictingEntry ? { conflicting_entry: conflictingEntry } : {}),
    ...(exportProblems ? { problems: exportProblems } : {}),
    ...(blockedRules ? { blocked_rules: blockedRules } : {}),
  };
}
