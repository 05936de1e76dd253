import { ApiError } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { formatDate, formatTime } from './format.ts';

/** What to tell a person about a failed request, in plain words. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t.errors.unexpected;
  switch (error.code) {
    case 'network':
      return t.errors.network;
    case 'internal_error':
    case 'service_unavailable':
      return t.errors.internal(error.requestId || '–');
    case 'unauthenticated':
      return t.errors.sessionExpired;
    case 'permission_denied':
      return t.errors.permissionDenied;
    case 'rate_limited':
      return t.errors.rateLimited(Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)));
    case 'seat_limit_reached':
      return t.errors.seatLimit;
    case 'schedule_limit_reached':
      return t.errors.scheduleLimit;
    case 'last_admin':
      return t.errors.lastAdmin;
    case 'own_account_locked':
      return t.errors.ownAccount;
    case 'own_entry':
      return t.errors.ownEntry;
    case 'property_access_denied':
      return t.errors.propertyAccess;
    case 'invite_invalid':
      return t.errors.inviteInvalid;
    case 'external_id_conflict':
      return t.errors.externalIdConflict;
    case 'licence_expired':
      return t.errors.licenceExpired;
    case 'plan_required':
      return t.errors.planRequired;
    case 'not_found':
      return t.errors.notFound;
    case 'setup_done':
      return t.errors.setupDone;
    case 'insufficient_stock':
      return t.material.errors.insufficientStock;
    case 'sku_conflict':
      return t.material.errors.skuConflict;
    case 'module_disabled':
      return t.material.errors.moduleDisabled;
    case 'validation_failed':
      return t.errors.fixFields;
    case 'entry_overlap':
      return overlapMessage(error.body.conflicting_entry) ?? t.problems.entry_overlap;
    default:
      // Worded from the code, never from `detail` (English, for developers).
      return problemText(error.code);
  }
}

/** The other entry of an overlap, by its day and times in the organisation's zone. */
function overlapMessage(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { started_at: startedAt, ended_at: endedAt } = entry as { started_at?: unknown; ended_at?: unknown };
  if (typeof startedAt !== 'string') return undefined;
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return undefined;
  const end = typeof endedAt === 'string' ? Date.parse(endedAt) : Number.NaN;
  return t.overlap.entry(formatDate(startedAt), formatTime(start), Number.isNaN(end) ? null : formatTime(end));
}

/** An error code the server sent, in the person's language (never the server's English `detail`). */
export function problemText(code: string | undefined): string {
  return (code !== undefined ? (t.problems as Record<string, string>)[code] : undefined) ?? t.errors.unexpected;
}

/** Field errors of a 422 keyed by JSON pointer (`/name`, `/address/city`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const byPointer: Record<string, string> = {};
  for (const { pointer, message } of fieldErrorList(error)) byPointer[pointer] ??= message;
  if (error.code === 'external_id_conflict') byPointer['/external_id'] ??= t.errors.externalIdConflict;
  if (error.code === 'email_conflict') byPointer['/email'] ??= t.problems.email_conflict;
  return byPointer;
}

/**
 * Every field error of a 422 in order, with its machine-readable `code` where the server
 * gives one (a screen may word those itself) and `message`, the person's language's words
 * for that code.
 */
export function fieldErrorList(error: unknown): { pointer: string; code: string | undefined; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.map(({ pointer, code, limit }) => ({ pointer, code, message: fieldMessage(code, limit) }));
}

/** A field error in the person's language, from its code (the server's `detail` is English). */
export function fieldMessage(code: string | undefined, limit: number | undefined): string {
  if (code === 'too_long' && limit !== undefined) return t.validation.tooLong(limit);
  if (code === 'required' || code === 'blank') return t.validation.required;
  return (
    (code !== undefined ? (t.fieldProblems as Record<string, string>)[code] : undefined) ?? t.validation.notAccepted
  );
}
