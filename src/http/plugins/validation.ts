import { Ajv, type ErrorObject } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '../../domain/errors.js';

// JSON bodies are validated as sent: no coercion ("5" is not 5) and no stripping of
// unknown fields (they are an error). Query strings and path parameters arrive as text,
// so only they are coerced to the declared types.
function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    coerceTypes: coerce,
    useDefaults: false,
    strict: false,
  });
  // ajv-formats is CommonJS; its callable lives on `default` under NodeNext resolution.
  const addFormats = ajvFormats.default as unknown as ajvFormats.FormatsPlugin;
  addFormats(ajv, { mode: 'full' });
  return ajv;
}

export function installValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema);
  });
}

const PART_PREFIX: Record<string, string> = { body: '', querystring: '/query', params: '/path', headers: '/header' };

function describe(error: ErrorObject | FastifySchemaValidationError): FieldError {
  const params = error.params as Record<string, unknown>;
  const base = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties':
      return { pointer: `${base}/${String(params.additionalProperty)}`, detail: 'Unknown field.' };
    case 'required':
      return { pointer: `${base}/${String(params.missingProperty)}`, detail: 'This field is required.' };
    case 'format':
      return { pointer: base, detail: formatDetail(String(params.format)) };
    case 'pattern':
      return { pointer: base, detail: 'Must contain a non-blank character.' };
    default:
      return { pointer: base, detail: `${capitalise(error.message ?? 'is invalid')}.` };
  }
}

function formatDetail(format: string): string {
  switch (format) {
    case 'date':
      return 'Must be a real calendar date, YYYY-MM-DD.';
    case 'date-time':
      return 'Must be an RFC 3339 date-time with a time zone, e.g. 2026-11-22T08:00:00Z.';
    case 'uuid':
      return 'Must be a UUID.';
    default:
      return `Must match the format "${format}".`;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Turns Ajv's errors into one entry per pointer, body pointers plain and others prefixed. */
export function toFieldErrors(
  errors: (ErrorObject | FastifySchemaValidationError)[],
  context: string | undefined,
): FieldError[] {
  const prefix = PART_PREFIX[context ?? 'body'] ?? '';
  const byPointer = new Map<string, FieldError>();
  for (const error of errors) {
    const field = describe(error);
    const pointer = prefix + field.pointer;
    // A union (e.g. string or null) reports once per branch; the first says it best.
    if (error.keyword === 'anyOf' && byPointer.has(pointer)) continue;
    if (!byPointer.has(pointer))
      byPointer.set(pointer, { pointer: pointer === '' ? '/' : pointer, detail: field.detail });
  }
  return [...byPointer.values()];
}
