/** Every failure the application can report, one stable code each (the portal words each one). */
export const ERROR_CODES = [
  'malformed_json',
  'unsupported_media_type',
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'invalid_credentials',
  'licence_expired',
  'plan_required',
  'insufficient_scope',
  'module_disabled',
  'property_access_denied',
  'own_entry',
  'link_invalid',
  'link_expired',
  'export_expired',
  'export_refused',
  'import_refused',
  'working_time_rule_blocked',
  'csrf_failed',
  'permission_denied',
  'own_account_locked',
  'invite_invalid',
  'not_found',
  'method_not_allowed',
  'external_id_conflict',
  'uuid_conflict',
  'idempotency_key_in_use',
  'idempotency_key_reused',
  'setup_done',
  'choose_tenant',
  'seat_limit_reached',
  'last_admin',
  'invalid_transition',
  'sku_conflict',
  'insufficient_stock',
  'email_conflict',
  'name_conflict',
  'nfc_tag_conflict',
  'personnel_number_conflict',
  'exceeds_own_rights',
  'built_in_role',
  'role_in_use',
  'period_locked',
  'entry_overlap',
  'entry_edited',
  'report_not_ready',
  'payload_too_large',
  'file_too_large',
  'unsupported_file_type',
  'malformed_upload',
  'rate_limited',
  'round_already_started',
  'alert_acknowledged',
  'round_ended',
  'checkpoint_unknown',
  'checkpoint_retired',
  'checkpoint_other_route',
  'checkpoint_code_outdated',
  'clock_action_too_late',
  'device_clock_ahead',
  'schedule_limit_reached',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why one field was refused, where a screen words the reason itself (in the person's
 * language) instead of showing `detail`. Stable like ErrorCode; most field errors carry
 * none, since the pointer already says which field.
 */
export const FIELD_ERROR_CODES = [
  'not_a_date',
  'not_a_time',
  'not_a_time_zone',
  'not_an_email',
  'not_one_line',
  'ends_before_start',
  'weekdays_missing',
  'recurrence_mismatch',
  'unknown_placeholder',
  'template_required',
  'template_not_for_kind',
  'template_not_found',
  'client_not_found',
  'property_not_found',
  'property_not_of_client',
  'scope_outside_access',
  'too_many_properties',
  'recipients_missing',
  'too_many_recipients',
  'account_not_found',
  'account_inactive',
  'account_not_allowed',
  'too_long',
  'required',
  'unknown_field',
  'blank',
  'not_a_uuid',
  'not_a_date_time',
  'not_accepted',
  'file_not_found',
  'rrule_invalid',
  'rrule_unsupported',
  'frequency_unknown',
  'listed_twice',
  'never_matches_trigger',
  'template_inactive',
  'template_not_offered',
  'field_not_in_template',
  'operator_not_for_field',
  'value_not_for_operator',
  'value_never_matches',
  'required_field_never_empty',
  'note_or_photo_required',
  'checklist_item_not_found',
  'inspection_scale_empty',
  'inspection_scale_step_duplicate',
  'inspection_scale_percent_out_of_range',
  'inspection_scale_not_fixed',
  'inspection_criteria_empty',
  'inspection_criterion_duplicate',
  'inspection_criterion_label_empty',
  'inspection_weight_invalid',
  'inspection_threshold_out_of_range',
  'inspection_sample_percent_out_of_range',
  'inspection_sample_minimum_invalid',
  'inspection_sample_below_minimum',
  'inspection_sample_unknown_area',
  'inspection_sample_duplicate_area',
  'inspection_rating_unknown_criterion',
  'inspection_rating_unknown_step',
  'inspection_area_not_sampled',
  'inspection_nothing_rated',
  'inspection_no_defects',
  'inspection_defect_not_found',
  'inspection_reinspection_mismatch',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface FieldError {
  /** JSON pointer: into the body (`/title`), or `/query/<name>`, `/path/<name>`, `/header/<name>`. */
  pointer: string;
  detail: string;
  code?: FieldErrorCode;
  /** With `too_long`: the most characters allowed. */
  limit?: number;
}

/** The entry another one overlaps, by its times (its id is shown nowhere). */
export interface ConflictingEntry {
  started_at: string;
  ended_at: string | null;
}

/**
 * Why a payroll export was refused, one entry per thing to fix (portal only): the code the
 * screen words, the person and day where it applies, and the portal page that fixes it.
 */
export interface ExportProblem {
  code: string;
  account_id?: number;
  person_name?: string;
  day?: string;
  /** With an unmapped wage type: which one (`regular`, `absence.vacation`, `surcharge.night` …). */
  wage_type?: string;
  /** A portal path that fixes it, e.g. `/time-sheets?person=4&at=2026-10-05`. */
  link: string;
}

/** A working-time rule set to block that an office write would break, with what was measured. */
export interface BlockedRule {
  /** `daily_max`, `breaks`, `stretch`, `rest`, `sunday`, `holiday` (ArbZG) or `late_record` (MiLoG §17). */
  rule: string;
  day: string;
  actual_minutes: number;
  limit_minutes: number;
}

/** One organisation a portal sign-in could go to. */
export interface TenantChoice {
  tenant_id: number;
  tenant_name: string;
}

/** A failure the caller can act on. Services throw these; the HTTP edge maps them. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extras: {
      errors?: FieldError[];
      retryAfterSeconds?: number;
      allow?: string[];
      /** With `choose_tenant`: the organisations the caller may choose from. */
      tenants?: TenantChoice[];
      /** With `external_id_conflict`: the property that holds the external id. */
      existingPropertyId?: number;
      /** With `entry_overlap`: when the other entry runs, so the caller can say which one. */
      conflictingEntry?: ConflictingEntry;
      /** With `export_refused`: every problem found. */
      exportProblems?: ExportProblem[];
      /** With `working_time_rule_blocked`: the rules the write would break. */
      blockedRules?: BlockedRule[];
    } = {},
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string): DomainError => new DomainError('not_found', `${what} was not found.`);

export const invalid = (pointer: string, detail: string, code?: FieldErrorCode): DomainError =>
  new DomainError('validation_failed', 'The request is not valid.', {
    errors: [code === undefined ? { pointer, detail } : { pointer, detail, code }],
  });

/** Postgres unique-violation, seen through Drizzle's wrapping on either engine. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
