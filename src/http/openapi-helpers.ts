import { type TSchema, Type } from '@sinclair/typebox';
import type { ErrorCode, FieldError } from '../domain/errors.js';
import { named, nameOf } from '../modules/shared/schema-names.js';
import { ApiProblemSchema, httpStatus, PROBLEM_CONTENT_TYPE, problem } from './errors.js';

/** Errors every authenticated /api/v1 route can answer with. */
// 405: every path lacks some method (none has DELETE). 503: any route, while the server
// shuts down or its database is unreachable.
const COMMON: ErrorCode[] = [
  'unauthenticated',
  'plan_required',
  'method_not_allowed',
  'rate_limited',
  'internal_error',
  'service_unavailable',
];
const WRITE: ErrorCode[] = [
  'malformed_json',
  'unsupported_media_type',
  'bad_request',
  'payload_too_large',
  'licence_expired',
  'idempotency_key_in_use',
  'idempotency_key_reused',
];

type Kind = 'read' | 'write';

interface ProblemExample {
  summary: string;
  description?: string;
  detail: string;
  errors?: FieldError[];
}

/** The request id shown in every example; real answers carry the request's own. */
const EXAMPLE_REQUEST_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/**
 * One example body per error code, in the words the API really uses. A new code without
 * an example fails the type check, so the reference never lists a code it cannot show.
 */
const EXAMPLES: Record<ErrorCode, ProblemExample | ((kind: Kind) => ProblemExample)> = {
  malformed_json: { summary: 'The body is not valid JSON', detail: 'The body is not valid JSON.' },
  unsupported_media_type: {
    summary: 'The body was not sent as JSON',
    detail: 'Send the body as JSON with Content-Type: application/json.',
  },
  bad_request: {
    summary: 'The request could not be read',
    detail: 'The Content-Length does not match the body.',
  },
  validation_failed: (kind) => ({
    summary: 'A field, query parameter or path parameter is invalid',
    description:
      'One entry per offending value: `pointer` is a JSON pointer into the body, or `/query/<name>` or `/path/<name>`. Unknown fields and unknown query parameters are refused, not ignored.',
    detail: 'The request is not valid.',
    errors:
      kind === 'write'
        ? [{ pointer: '/priority', detail: 'Unknown field.' }]
        : [
            { pointer: '/query/pageSize', detail: 'Must be <= 200.' },
            {
              pointer: '/query/updated_since',
              detail: 'Must be an RFC 3339 date-time with a time zone, e.g. 2026-11-22T08:00:00Z.',
            },
          ],
  }),
  unauthenticated: {
    summary: 'No key, or an unknown, revoked or deactivated one',
    description: 'Sent with `WWW-Authenticate: Bearer`.',
    detail: 'The API key is invalid, revoked, or belongs to a deactivated account.',
  },
  licence_expired: {
    summary: 'The tenant’s licence has expired: writes are blocked',
    detail: 'The licence expired after 2026-10-31; reading still works, writing is blocked until it is renewed.',
  },
  plan_required: {
    summary: 'The tenant’s plan does not include the API',
    detail: 'The REST API needs the STANDARD plan or better; this tenant has BASIC.',
  },
  insufficient_scope: (kind) => ({
    summary: 'The key lacks the scope this operation needs',
    description: '`detail` names the missing scope.',
    detail: `This key lacks the scope "tasks:${kind}".`,
  }),
  property_access_denied: {
    summary: 'The key’s account may not see this property',
    detail: 'Your account has no access to property 12.',
  },
  link_invalid: {
    summary: 'The file link was altered or is not one this API made',
    detail: 'This file link is not valid. Fetch the form response again for a fresh link.',
  },
  link_expired: {
    summary: 'The file link has expired',
    detail: 'This file link has expired. Fetch the form response again for a fresh link.',
  },
  export_expired: {
    summary: 'The export’s file is no longer kept',
    description: 'Portal only: an export’s file is kept for 30 days; its history entry stays.',
    detail: 'The file of this export was kept until 12 Dec 2026 and has been removed. Export the period again.',
  },
  export_refused: {
    summary: 'The payroll export was refused',
    description:
      'Portal only: nothing is exported or locked. `problems` lists every problem, each with a code and a portal link to fix it.',
    detail: 'The DATEV export was refused: 2 problems must be fixed first.',
  },
  import_refused: {
    summary: 'The import was refused',
    description:
      'Portal only: a service-plan CSV import with refused lines imports nothing; its dry run lists each line and reason.',
    detail: 'The import was refused: 2 lines must be fixed first. Nothing was imported.',
  },
  working_time_rule_blocked: {
    summary: 'A working-time rule set to block would be broken',
    description:
      'Portal only: nothing is saved. `blocked_rules` names each rule with what was measured and the limit; someone with `time.manage` saves anyway by sending `override_reason`, which the audit log keeps.',
    detail: 'The entry would break a working-time rule set to block: breaks on 2026-11-18 (0 of 30 minutes).',
  },
  report_not_ready: {
    summary: 'The report has no file (yet)',
    description:
      'Portal only: the PDF is still being generated, or generating it failed (`GET /reports/{id}` says which).',
    detail: 'This report is still being generated. Try again in a few seconds.',
  },
  not_found: {
    summary: 'No such resource, or one of another tenant',
    description: '`detail` names the kind of resource.',
    detail: 'Task was not found.',
  },
  method_not_allowed: {
    summary: 'The path exists but not with this method',
    description: 'Sent with `Allow`.',
    detail: 'DELETE is not supported here; use GET, PATCH, HEAD.',
  },
  external_id_conflict: {
    summary: 'Another property already has this external_id',
    detail: 'Another property already has external_id "PMS-4711".',
  },
  idempotency_key_in_use: {
    summary: 'A request with the same Idempotency-Key is still running',
    description: 'Retry once the first request has answered; the retry then gets its answer.',
    detail: 'A request with the Idempotency-Key "sync-2026-11-24-0042" is still running; retry once it has answered.',
  },
  idempotency_key_reused: {
    summary: 'The Idempotency-Key was used for another request',
    description:
      'Within 24 hours a key stands for one request (method, path and body); use a new key for a new request.',
    detail:
      'The Idempotency-Key "sync-2026-11-24-0042" was used within the last 24 hours for another request; use a new key for a new request.',
  },
  uuid_conflict: {
    summary: 'The uuid was used before with a different payload',
    description: 'The same uuid with the same payload is not an error: it answers 200 with the existing resource.',
    detail:
      'A task with uuid 3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70 already exists with a different payload. Use a new uuid for a new task.',
  },
  payload_too_large: { summary: 'The body is over 1 MiB', detail: 'The request body is larger than 1 MiB.' },
  file_too_large: {
    summary: 'The uploaded file is over 15 MB',
    description: 'Portal only: a photo may be at most 15 MB; nothing is stored.',
    detail: 'The photo is larger than 15 MB. Take it at a lower resolution or choose a smaller one.',
  },
  unsupported_file_type: {
    summary: 'The uploaded file is not a JPEG, PNG or WebP picture',
    description: 'Portal only: the type is read from the file’s first bytes, never from its name; nothing is stored.',
    detail: 'This is a HEIC/HEIF photo, which the server cannot read. Convert it to JPEG first and upload it again.',
  },
  malformed_upload: {
    summary: 'The multipart body could not be read',
    description: 'Portal only: the body was cut off, or it lacks a part named `file`; nothing is stored.',
    detail: 'The upload was cut off before the end; send it again.',
  },
  rate_limited: {
    summary: 'The key used up its requests for the rolling minute',
    description: 'Sent with `Retry-After` (seconds).',
    detail: 'This key made 120 requests in the last minute, its limit; retry in 17 s.',
  },
  internal_error: {
    summary: 'An error on the server’s side',
    detail: `Something went wrong on our side. Quote request id ${EXAMPLE_REQUEST_ID} when you contact support.`,
  },
  service_unavailable: {
    summary: 'The service cannot answer right now',
    detail: 'The database is not reachable.',
  },
  module_disabled: {
    summary: 'The tenant has not enabled the module this endpoint belongs to',
    detail: 'The material module is not enabled for this tenant.',
  },
  alert_acknowledged: {
    summary: 'The alert was acknowledged already',
    detail: 'Someone acknowledged this alert already.',
  },
  round_already_started: {
    summary: 'A round was already started for this scheduled occurrence',
    detail:
      'A round was already started for this scheduled time. Ask the colleague who started it, or start an ad-hoc round.',
  },
  round_ended: {
    summary: 'The round has ended and takes no more scans',
    detail: 'This round has already ended; start a new round to scan again.',
  },
  checkpoint_unknown: {
    summary: 'The code is no checkpoint of the tenant',
    description: 'Nothing is recorded. Another tenant’s code reads as unknown.',
    detail: 'This code is not a checkpoint of your organisation.',
  },
  checkpoint_retired: {
    summary: 'The checkpoint is retired',
    detail: 'Checkpoint “Boiler room” is no longer in use.',
  },
  checkpoint_other_route: {
    summary: 'The checkpoint belongs to another route than the round’s',
    detail: 'Checkpoint “Boiler room” belongs to another route, not to this round.',
  },
  checkpoint_code_outdated: {
    summary: 'A QR token without its MAC (a sheet printed before codes were signed)',
    description: 'Nothing is recorded. The manual code under the QR code still works; print the route’s sheet again.',
    detail: 'The QR code of checkpoint “Boiler room” was printed before codes were signed.',
  },
  clock_action_too_late: {
    summary: 'The clock action was tapped longer ago than a delivery may be late',
    description: 'Nothing is changed. The office enters the time in the time sheet instead.',
    detail: 'This tap is more than 7 days old; ask the office to enter the time.',
  },
  device_clock_ahead: {
    summary: 'The phone’s time of the tap lies after its receipt by more than the allowed skew',
    description: 'Nothing is changed. The phone’s date and time need setting.',
    detail: 'The phone’s clock is more than 5 minutes ahead; set its date and time.',
  },
  schedule_limit_reached: {
    summary: 'The person owns as many report schedules as the organisation allows',
    description: 'Nothing is created. Archive a schedule, or ask someone with settings.edit to raise the limit.',
    detail: 'You own 20 report schedules, the most your organisation allows.',
  },
  invalid_transition: {
    summary: 'The status cannot move this way',
    detail: 'The request is rejected; it cannot become delivered. Rejected is final.',
  },
  sku_conflict: {
    summary: 'Another material item already has this SKU',
    description: 'SKUs are compared without regard to letter case.',
    detail: 'Another material item already has SKU "GC-1000".',
  },
  insufficient_stock: {
    summary: 'The movement would take a stock below zero',
    description: 'Nothing is booked. `detail` names the item, the location and what it holds.',
    detail: 'The warehouse holds 3 piece of item 7 (Glass cleaner 1 l); 5 cannot be taken out.',
  },
  email_conflict: {
    summary: 'Another account of the tenant already has this e-mail address',
    description: 'E-mail addresses are compared without regard to letter case.',
    detail: 'Another account already uses the e-mail address "anna.berger@example.com".',
  },
  role_in_use: {
    summary: 'Accounts still hold the role',
    description: 'A role can be deleted only when no account (active or deactivated) holds it.',
    detail: '2 accounts hold the role "Shift lead"; give them another role first.',
  },
  name_conflict: {
    summary: 'Another role of the tenant already has this name',
    description: 'Names are compared without regard to letter case, built-in roles included.',
    detail: 'A role named "Shift lead" already exists.',
  },
  nfc_tag_conflict: {
    summary: 'Another checkpoint of the organisation already has this NFC tag',
    detail: 'Another checkpoint already has this NFC tag.',
  },
  personnel_number_conflict: {
    summary: 'Another person of the organisation already has this personnel number',
    detail: 'Another person already has personnel number "1042".',
  },
  period_locked: {
    summary: 'The days lie in a locked period',
    description: 'Nothing is changed. A locked period is unlocked in the time sheet, with a reason.',
    detail: 'The days 2026-11-16 to 2026-11-20 lie in a locked period; unlock it first.',
  },
  exceeds_own_rights: {
    summary: 'The change would give more than the key’s own account has',
    description:
      'A key acts with the rights of the account it is bound to: it cannot grant a role, a permission or property access that account lacks, nor change an account or role that holds more than it.',
    detail: 'The role "admin" grants "settings.edit", which the key’s account does not have.',
  },
  entry_overlap: {
    summary: 'The person has another working-time entry at that time',
    detail: 'The person has another entry at that time (entry 812); change or delete that one first.',
  },
  entry_edited: {
    summary: 'The office has corrected or deleted the shift this clock tap would change',
    description:
      'Nothing is recorded. The office’s correction stands; a change to that shift is made in the time sheet.',
    detail: 'The office has corrected the shift of 2026-11-17 07:00; ask the office to change it.',
  },
  built_in_role: {
    summary: 'Built-in roles are read-only',
    detail: 'The built-in role "manager" cannot be changed; create a role of your own instead.',
  },
  own_account_locked: {
    summary: 'A change to the acting account itself, which another account must make',
    description:
      'A key cannot change its own account’s role, property access or active flag, the role that account holds, or make an invite link for it.',
    detail: 'You cannot change your own role; another admin must.',
  },
  own_entry: {
    summary: 'A change to the acting person’s own working time, which another person must make',
    description:
      'Nobody adds, changes, deletes or approves their own time entries in the office; another person with the right to manage working time does.',
    detail: 'You cannot approve your own working time; another person who manages working time does it.',
  },
  seat_limit_reached: {
    summary: 'The tenant has no free seat',
    detail: 'All 25 seats are taken; deactivate an account or raise the seat limit.',
  },
  last_admin: {
    summary: 'The last active admin cannot lose the role',
    detail: 'At least one active admin must remain.',
  },
  // Portal codes: the API never sends these; listed so the table stays exhaustive.
  invalid_credentials: {
    summary: 'Wrong e-mail address or password',
    detail: 'The e-mail address or password is wrong.',
  },
  csrf_failed: { summary: 'The CSRF token is missing or wrong', detail: 'Reload the page and try again.' },
  permission_denied: {
    summary: 'The account lacks a portal permission',
    detail: 'Your role lacks the permission "settings.edit".',
  },
  invite_invalid: {
    summary: 'Unknown, used, replaced or expired invite link',
    detail: 'This invite link is no longer valid.',
  },
  setup_done: {
    summary: 'The installation is already set up',
    detail: 'This installation is already set up; sign in.',
  },
  choose_tenant: {
    summary: 'The e-mail address signs in to several organisations',
    detail: 'Choose the organisation to sign in to.',
  },
};

/** The named example of one error code, as an OpenAPI Example Object. */
export function problemExample(code: ErrorCode, kind: Kind): { summary: string; description?: string; value: unknown } {
  const entry = EXAMPLES[code];
  const example = typeof entry === 'function' ? entry(kind) : entry;
  return {
    summary: example.summary,
    ...(example.description === undefined ? {} : { description: example.description }),
    value: problem(code, example.detail, EXAMPLE_REQUEST_ID, example.errors),
  };
}

/**
 * Response schemas for a route's error statuses, each listing the codes it can carry
 * with one named example per code, so the OpenAPI document names and shows every
 * error a client must handle.
 */
export function errorResponses(kind: Kind, ...codes: ErrorCode[]): Record<number, unknown> {
  const all = new Set<ErrorCode>([...COMMON, ...(kind === 'write' ? WRITE : []), ...codes]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of all) {
    const status = httpStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, unknown> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: `Problem with \`code\`: ${statusCodes.map((c) => `\`${c}\``).join(', ')}.`,
      content: {
        [PROBLEM_CONTENT_TYPE]: {
          schema: problemSchemaFor(statusCodes),
          examples: Object.fromEntries(statusCodes.map((code) => [code, problemExample(code, kind)])),
        },
      },
    };
  }
  return responses;
}

/** The problem body with `code` narrowed to the codes one response can carry. */
function problemSchemaFor(codes: ErrorCode[]) {
  return {
    ...ApiProblemSchema,
    properties: {
      ...ApiProblemSchema.properties,
      code: { ...ApiProblemSchema.properties.code, enum: codes },
    },
  };
}

/** `<Item>Page` in the OpenAPI document when the item schema is named. */
const pageNamed = <S extends TSchema>(item: TSchema, page: S): S => {
  const name = nameOf(item);
  return name === undefined ? page : named(`${name}Page`, page);
};

export function pageOf<T extends TSchema>(item: T, example?: unknown) {
  return pageNamed(
    item,
    Type.Object(
      {
        data: Type.Array(item),
        next_cursor: Type.Union([Type.String(), Type.Null()], {
          description: 'Pass as `cursor` to get the next page; null on the last page.',
        }),
      },
      { additionalProperties: false, ...(example === undefined ? {} : { examples: [example] }) },
    ),
  );
}

/** A page of a change feed: its cursor is a feed position, handed out on every page, never null. */
export function feedPageOf<T extends TSchema>(item: T) {
  return pageNamed(
    item,
    Type.Object(
      {
        data: Type.Array(item),
        next_cursor: Type.String({
          description:
            'Pass as `cursor` on the next poll: never null, even on an empty page; the next poll returns exactly what changed since.',
        }),
      },
      { additionalProperties: false },
    ),
  );
}
