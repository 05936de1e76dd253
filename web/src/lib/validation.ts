import { t } from '../i18n/index.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredError(value: string): string | undefined {
  return value.trim() === '' ? t.validation.required : undefined;
}

/** Required, and at most `max` characters (the server's limit for the field). */
export function textError(value: string, max: number): string | undefined {
  if (value.trim() === '') return t.validation.required;
  return value.length > max ? t.validation.tooLong(max) : undefined;
}

/** Optional, but at most `max` characters. */
export function lengthError(value: string, max: number): string | undefined {
  return value.length > max ? t.validation.tooLong(max) : undefined;
}

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return t.validation.required;
  return EMAIL.test(value.trim()) ? undefined : t.validation.email;
}

/** The password rule of the server: 10 to 200 characters. */
export function passwordError(value: string): string | undefined {
  return value.length < 10 || value.length > 200 ? t.validation.passwordLength : undefined;
}

export function confirmError(password: string, confirmation: string): string | undefined {
  return password !== confirmation ? t.validation.passwordMismatch : undefined;
}

/** Drops the undefined entries, so an empty result means "all fine". */
export function compact(errors: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) if (value !== undefined) result[key] = value;
  return result;
}
