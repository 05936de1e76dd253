// Generates values from the JSON Schema subset that TypeBox emits and @fastify/swagger
// copies into the OpenAPI document: objects, strings (length, pattern, formats), integers
// and numbers (bounds), booleans, null, arrays, enum/const, anyOf/oneOf/allOf and local
// $refs. Also the values just outside a schema's bounds, for requests meant to be refused.
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  description?: string;
  [keyword: string]: unknown;
}

export interface SchemaContext {
  /** Resolves a `$ref` such as `#/components/schemas/Task`. */
  resolve(ref: string): JsonSchema;
  /**
   * Values known to mean something to the server for a field or parameter of this name
   * (real ids, reused uuids); mixed into what the schema alone would give.
   */
  hint?(name: string | undefined, schema: JsonSchema): fc.Arbitrary<unknown> | undefined;
}

/** Resolves `#/…` pointers inside one document. */
export function refResolver(document: unknown): (ref: string) => JsonSchema {
  return (ref) => {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    return node as JsonSchema;
  };
}

/** The schema itself with `$ref`s followed and `allOf` folded into one object schema. */
export function normalise(schema: JsonSchema, context: SchemaContext, seen = 0): JsonSchema {
  if (seen > 20) throw new Error('$ref cycle too deep');
  if (schema.$ref !== undefined) {
    const { $ref, ...rest } = schema;
    return normalise({ ...context.resolve($ref), ...rest }, context, seen + 1);
  }
  if (schema.allOf !== undefined) {
    const { allOf, ...rest } = schema;
    let merged: JsonSchema = rest;
    for (const part of allOf.map((s) => normalise(s, context, seen + 1))) {
      merged = {
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      };
    }
    return merged;
  }
  return schema;
}

/** Length as JSON Schema counts it: in code points. */
export function codePoints(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

const FIRST_DAY = new Date('0001-01-01T00:00:00.000Z');
const LAST_DAY = new Date('9999-12-31T23:59:59.999Z');
const NEAR_FROM = new Date('1990-01-01T00:00:00.000Z');
const NEAR_TO = new Date('2100-12-31T23:59:59.999Z');

const anyDate = fc.oneof(
  { arbitrary: fc.date({ min: NEAR_FROM, max: NEAR_TO, noInvalidDate: true }), weight: 4 },
  { arbitrary: fc.date({ min: FIRST_DAY, max: LAST_DAY, noInvalidDate: true }), weight: 1 },
  { arbitrary: fc.constantFrom(FIRST_DAY, LAST_DAY), weight: 1 },
);

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An RFC 3339 date-time naming an instant inside years 0001–9999, in Z or with an offset. */
const dateTime = fc
  .tuple(anyDate, fc.integer({ min: -12 * 60, max: 14 * 60 }), fc.constantFrom('ms', 'plain', 'offset'))
  .map(([date, offsetMinutes, style]) => {
    if (style === 'ms') return date.toISOString();
    if (style === 'plain') return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
    if (shifted < FIRST_DAY || shifted > LAST_DAY) return date.toISOString();
    const sign = offsetMinutes < 0 ? '-' : '+';
    const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
    return `${shifted.toISOString().slice(0, 19)}${offset}`;
  });

const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 4 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
    // Exactly at the limit, in one-byte, two-byte and four-byte (surrogate pair) characters.
    ...(maxLength <= 20_000
      ? [
          {
            arbitrary: fc.constantFrom('x', 'ä', '€', '😀').map((c) => c.repeat(Math.max(maxLength, minLength))),
            weight: 1,
          },
        ]
      : []),
  );

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 64);
  const fits = (s: string) => {
    const n = codePoints(s);
    return n >= minLength && n <= maxLength && !s.includes('\u0000');
  };
  let base: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'date':
      base = anyDate.map((d) => d.toISOString().slice(0, 10));
      break;
    case 'date-time':
      base = dateTime;
      break;
    case 'time':
      base = dateTime.map((s) => s.slice(11));
      break;
    case 'uuid':
      base = fc.uuid();
      break;
    case 'email':
      base = fc.emailAddress();
      break;
    case 'uri':
    case 'url':
      base = fc.webUrl();
      break;
    case undefined:
    default:
      base = text(minLength, maxLength);
  }
  if (schema.pattern !== undefined) {
    const re = new RegExp(schema.pattern, 'u');
    // Plain text usually matches loose patterns such as \S; strict ones need strings built from the pattern.
    const matching = fc.sample(base, { numRuns: 40, seed: 1 }).filter((s) => re.test(s)).length;
    base =
      matching >= 10
        ? base.filter((s) => re.test(s))
        : fc.stringMatching(re, { maxLength: Math.min(maxLength, 200) }).filter((s) => re.test(s));
  }
  return base.filter(fits);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    Math.ceil(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6)),
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    Math.floor(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6)),
  );
  if (min > max) throw new Error(`empty integer range in ${JSON.stringify(schema)}`);
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, Math.max(min, -1000) + 2000) });
  return fc.oneof(
    { arbitrary: small, weight: 4 },
    { arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number), weight: 2 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e12;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e12;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum) &&
        !Object.is(n, -0),
    );
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = schemaArbitrary(property, context, name, depth + 1);
  const record = fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
  const extra = schema.additionalProperties;
  if (extra === undefined || typeof extra === 'boolean') return record;
  const extras = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in properties) && k !== '__proto__'),
    schemaArbitrary(extra, context, undefined, depth + 1),
    { maxKeys: 3 },
  );
  return fc.tuple(record, extras).map(([known, more]) => ({ ...more, ...known }));
}

/** Values valid against the schema (as far as the supported keywords go). */
export function schemaArbitrary(
  raw: JsonSchema,
  context: SchemaContext,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = normalise(raw, context);
  const plain = plainArbitrary(schema, context, name, depth);
  const hinted = context.hint?.(name, schema);
  return hinted === undefined ? plain : fc.oneof({ arbitrary: hinted, weight: 5 }, { arbitrary: plain, weight: 1 });
}

function plainArbitrary(schema: JsonSchema, context: SchemaContext, name: string | undefined, depth: number) {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) {
    const shared: JsonSchema = { ...schema };
    delete shared.anyOf;
    delete shared.oneOf;
    // A branch named by $ref is resolved first, so its own properties win over the shared ones.
    return fc.oneof(
      ...branches.map((branch) => schemaArbitrary({ ...shared, ...normalise(branch, context) }, context, name, depth)),
    );
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => schemaArbitrary({ ...schema, type }, context, name, depth)));
  }
  const type = schema.type ?? (schema.properties !== undefined ? 'object' : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const items = Array.isArray(schema.items) ? { anyOf: schema.items } : (schema.items ?? {});
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      const item = depth > 6 ? fc.constant(null) : schemaArbitrary(items, context, undefined, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, context, depth);
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The schema a JSON pointer-like path of keys leads to, where the schema says. */
export function schemaAt(raw: JsonSchema, path: (string | number)[], context: SchemaContext): JsonSchema | undefined {
  let schema: JsonSchema | undefined = normalise(raw, context);
  for (const key of path) {
    if (schema === undefined) return undefined;
    const branches: JsonSchema[] = (schema.anyOf ?? schema.oneOf ?? [schema]).map((b) => normalise(b, context));
    let next: JsonSchema | undefined;
    for (const branch of branches) {
      if (typeof key === 'number' && branch.items !== undefined && !Array.isArray(branch.items)) next = branch.items;
      else if (typeof key === 'string' && branch.properties?.[key] !== undefined) next = branch.properties[key];
      else if (typeof key === 'string' && typeof branch.additionalProperties === 'object')
        next = branch.additionalProperties;
      if (next !== undefined) break;
    }
    schema = next === undefined ? undefined : normalise(next, context);
  }
  return schema;
}

/** Values just outside the schema's bounds: one past each limit, broken formats, foreign enum members. */
export function boundaryValues(raw: JsonSchema, context: SchemaContext): unknown[] {
  const schema = normalise(raw, context);
  const values: unknown[] = [];
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) values.push(...boundaryValues(branch, context));
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) {
    values.push('x'.repeat(schema.maxLength + 1), '😀'.repeat(schema.maxLength + 1));
  }
  if (schema.pattern !== undefined) values.push(' ', '\t\n', '\u00a0');
  for (const bound of [schema.minimum, schema.exclusiveMinimum])
    if (bound !== undefined) values.push(bound - 1, bound - 0.5);
  for (const bound of [schema.maximum, schema.exclusiveMaximum])
    if (bound !== undefined) values.push(bound + 1, bound + 0.5);
  if (schema.enum !== undefined || schema.const !== undefined) values.push('not-a-member', '');
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => null));
  switch (schema.format) {
    case 'date':
      values.push('2026-02-30', '2026-13-01', '2026-1-1', '0000-01-01', '10000-01-01', '2026-11-22T08:00:00Z', '');
      break;
    case 'date-time':
      values.push(
        '2026-11-22T08:00:00',
        '2026-11-22 08:00:00Z',
        '2026-11-22T24:00:01Z',
        '2026-11-22T08:00:60Z',
        '0000-12-31T23:59:59Z',
        '9999-12-31T23:59:59-01:00',
        '2026-11-22',
        'now',
      );
      break;
    case 'uuid':
      values.push(
        'urn:uuid:3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70',
        '3f1c2a9e8d7b4c6a9f102b3c4d5e6f70',
        '{3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70}',
        'zf1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70',
      );
      break;
    case undefined:
    default:
      break;
  }
  return values;
}

/** Values that often break parsers, databases and serialisers, whatever the schema says. */
export const NASTY_VALUES: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'null',
  'undefined',
  'NaN',
  '-0',
  '0x10',
  '1e3',
  "'; drop table tasks; --",
  '%s%n%x',
  '{{7*7}}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(100_001),
  0,
  -1,
  -0,
  0.5,
  1e21,
  2 ** 53,
  -(2 ** 53),
  2 ** 31,
  2 ** 63,
  Number.MAX_VALUE,
  true,
  false,
  null,
  [],
  [null],
  {},
  { $gt: '' },
  { constructor: { prototype: { polluted: true } } },
];

/** JSON texts for numbers that JSON.stringify never writes. */
export const RAW_NUMBERS = ['1e400', '-1e400', '1.0', '1E2', '-0', '100000000000000000000000', '0.1e-400', '1.5e300'];
