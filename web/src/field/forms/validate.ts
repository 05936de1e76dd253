import { t } from '../../i18n/index.ts';
import { fieldMessage, problemText } from '../../lib/errors.ts';
import { type LocalForm, parseNumber } from './store.ts';

/** What the person must fix before the form can be submitted, by field id, in their language. */
export function formErrors(form: LocalForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = form.answers[field.id];
    if (field.type === 'photo' || field.type === 'signature') {
      if (field.required && (form.files[field.id] ?? []).length === 0) {
        errors[field.id] = field.type === 'signature' ? t.fieldForms.signatureRequired : t.fieldForms.photoRequired;
      }
      continue;
    }
    const blank =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (blank) {
      if (field.required) errors[field.id] = t.fieldForms.required;
      continue;
    }
    if (field.type === 'number' && typeof value === 'string' && parseNumber(value) === undefined) {
      errors[field.id] = t.fieldForms.notANumber;
    }
  }
  return errors;
}

/** The server's field errors (`/answers/<id>`) by field id, for a refused submission. */
export function serverErrors(form: LocalForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of form.refusal?.errors ?? []) {
    const fieldId = /^\/answers\/(.+)$/.exec(error.pointer)?.[1];
    if (fieldId !== undefined && form.fields.some((field) => field.id === fieldId)) {
      errors[fieldId] =
        error.code === 'required' || error.detail === 'This field is required.'
          ? t.fieldForms.required
          : error.code === 'file_not_found'
            ? t.fieldForms.fileGone
            : fieldMessage(error.code, error.limit);
    }
  }
  return errors;
}

/** Why the server did not take a submission, in the person's language where the reason is known. */
export function refusalReason(form: LocalForm): string {
  const refusal = form.refusal;
  if (!refusal) return '';
  if (refusal.code === 'property_access_denied') return t.fieldForms.refusedAccess;
  if (refusal.code === 'uuid_conflict') return t.fieldForms.refusedForm;
  if (refusal.code === 'validation_failed') {
    return refusal.errors.some((error) => error.pointer.startsWith('/answers/'))
      ? t.fieldForms.refusedAnswers
      : t.fieldForms.refusedForm;
  }
  return problemText(refusal.code);
}
