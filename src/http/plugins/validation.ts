import { Ajv, type ErrorObject } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '../../domain/errors.js';
import { unstorableTextIn } from '../json-body.js';

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
    // A oneOf of object shapes told apart by a `type` field reports only the errors of the shape named.
    discriminator: true,
  });
  // ajv-formats is CommonJS; its callable lives on `default` under NodeNext resolution.
  const addFormats = ajvFormats.default as unknown as ajvFormats.FormatsPlugin;
  addFormats(ajv, { mode: 'full' });
  narrowFormats(ajv);
  return ajv;
}

type AddedFormat = Ajv['formats'][string];

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

function passes(format: AddedFormat | undefined, text: string): boolean {
  if (format instanceof RegExp) return format.test(text);
  if (typeof format === 'function') return format(text);
  if (typeof format === 'object' && !format.async && typeof format.validate === 'function') {
    return (format.validate as (data: string) => boolean)(text);
  }
  return false;
}

// ajv-formats accepts forms the database cannot store: "urn:uuid:" prefixes, year 0000,
// leap seconds. Narrow them so such input is a 422, not a failed query.
function narrowFormats(ajv: Ajv): void {
  const date = ajv.formats.date;
  const dateTime = ajv.formats['date-time'];
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date', (text: string) => passes(date, text) && !text.startsWith('0000'));
  ajv.addFormat('date-time', (text: string) => {
    const instant = Date.parse(text);
    return passes(dateTime, text) && instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
  });
}

/**
 * The two Ajv instances, one per process: Ajv keeps what it compiled per schema object, and
 * the route schemas are the same objects in every app this process builds (the test suites
 * build hundreds), so each schema is compiled once rather than once per app.
 */
let shared: { body: Ajv; text: Ajv } | undefined;

type Validate = ReturnType<Ajv['compile']>;
/**
 * What each Ajv compiled, by the schema's JSON: a route that builds a schema anew each time
 * it is registered (its error answers, a page of its items) would otherwise be compiled
 * again for every app. A validator depends on nothing but the schema's JSON and its Ajv.
 */
const compiledByText = new WeakMap<Ajv, Map<string, Validate>>();

function compileOnce(ajv: Ajv, schema: object): Validate {
  let byText = compiledByText.get(ajv);
  if (!byText) compiledByText.set(ajv, (byText = new Map<string, Validate>()));
  const text = JSON.stringify(schema);
  let validate = byText.get(text);
  if (!validate) {
    validate = ajv.compile(schema);
    byText.set(text, validate);
  }
  return validate;
}

export function installValidation(app: FastifyInstance): void {
  shared ??= { body: makeAjv(false), text: makeAjv(true) };
  const { body: bodyAjv, text: textAjv } = shared;
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    const validate = compileOnce(ajv, schema);
    // Text the database cannot store (NUL, unpaired surrogates): query strings are checked
    // here, JSON bodies where they are parsed (json-body.ts).
    if (httpPart !== 'querystring') return validate;
    return (data: unknown) => {
      if (!validate(data)) return { error: validate.errors ?? [] };
      const found = unstorableTextIn(data);
      if (found.length === 0) return true;
      const errors: ErrorObject[] = found.map(({ pointer, detail }) => ({
        keyword: 'unstorable',
        instancePath: pointer,
        schemaPath: '',
        params: { detail },
      }));
      return { error: errors };
    };
  });
}

const PART_PREFIX: Record<string, string> = { body: '', querystring: '/query', params: '/path', headers: '/header' };

function describe(error: ErrorObject | FastifySchemaValidationError): FieldError {
  const params = error.params as Record<string, unknown>;
  const base = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties':
      return {
        pointer: `${base}/${String(params.additionalProperty)}`,
        detail: 'Unknown field.',
        code: 'unknown_field',
      };
    case 'required':
      return {
        pointer: `${base}/${String(params.missingProperty)}`,
        detail: 'This field is required.',
        code: 'required',
      };
    case 'format':
      return { pointer: base, ...formatDetail(String(params.format)) };
    case 'pattern':
      return params.pattern === '\\S'
        ? { pointer: base, detail: 'Must contain a non-blank character.', code: 'blank' }
        : { pointer: base, detail: `Must match the pattern ${String(params.pattern)}.`, code: 'not_accepted' };
    case 'maxLength':
      return {
        pointer: base,
        detail: `${capitalise(error.message ?? 'is too long')}.`,
        code: 'too_long',
        limit: Number(params.limit),
      };
    case 'minLength':
      return {
        pointer: base,
        detail: `${capitalise(error.message ?? 'is too short')}.`,
        code: Number(params.limit) <= 1 ? 'blank' : 'not_accepted',
      };
    case 'unstorable':
      return { pointer: base, detail: String(params.detail), code: 'not_accepted' };
    case 'discriminator':
      return {
        pointer: `${base}/${String(params.tag)}`,
        detail: 'Must be one of the listed values.',
        code: 'not_accepted',
      };
    default:
      return { pointer: base, detail: `${capitalise(error.message ?? 'is invalid')}.`, code: 'not_accepted' };
  }
}

function formatDetail(format: string): Pick<FieldError, 'detail' | 'code'> {
  switch (format) {
    case 'date':
      return { detail: 'Must be a real calendar date, YYYY-MM-DD.', code: 'not_a_date' };
    case 'date-time':
      return {
        detail: 'Must be an RFC 3339 date-time with a time zone, e.g. 2026-11-22T08:00:00Z.',
        code: 'not_a_date_time',
      };
    case 'uuid':
      return { detail: 'Must be a UUID.', code: 'not_a_uuid' };
    case 'email':
      return { detail: 'Must match the format "email".', code: 'not_an_email' };
    default:
      return { detail: `Must match the format "${format}".`, code: 'not_accepted' };
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
    if (!byPointer.has(pointer)) byPointer.set(pointer, { ...field, pointer: pointer === '' ? '/' : pointer });
  }
  return [...byPointer.values()];
}
