import { ApiError } from '../api/client.ts';
import { t } from '../i18n/index.ts';

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
      return error.fieldErrors.length > 0 ? t.errors.fixFields : error.detail || t.errors.unexpected;
    default:
      return error.detail || t.errors.unexpected;
  }
}

/** Field errors of a 422 keyed by JSON pointer (`/name`, `/address/city`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const byPointer: Record<string, string> = {};
  for (const { pointer, message } of fieldErrorList(error)) byPointer[pointer] ??= message;
  if (error.code === 'external_id_conflict') byPointer['/external_id'] ??= t.errors.externalIdConflict;
  if (error.code === 'email_conflict') byPointer['/email'] ??= error.detail;
  return byPointer;
}

/**
 * Every field error of a 422 in order, with its machine-readable `code` where the server
 * gives one (a screen words those itself) and `message`, the server's words, in the
 * person's language where they are the schema's own.
 */
export function fieldErrorList(error: unknown): { pointer: string; code: string | undefined; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.map(({ pointer, code, detail }) => ({ pointer, code, message: fieldMessage(detail) }));
}

/** A server's field message in the person's language where it is one of the schema's own. */
function fieldMessage(detail: string): string {
  const tooLong = /^Must NOT have more than (\d+) characters/.exec(detail);
  if (tooLong) return t.validation.tooLong(Number(tooLong[1]));
  if (/^Must NOT have fewer than 1 characters/.test(detail) || /^Must match pattern "\\S"/.test(detail)) {
    return t.validation.required;
  }
  if (/^Must (NOT|match|be|have)/.test(detail)) return t.validation.notAccepted;
  return detail;
}
