import type { TSchema } from '@sinclair/typebox';

/**
 * The keyword that names a schema. The OpenAPI document lists a named schema once, under
 * `components.schemas.<name>`, and points at it with `$ref` wherever it is used, so a
 * generated client gets one `Task` type rather than a copy per operation. Validation and
 * serialisation ignore the keyword.
 */
export const SCHEMA_NAME = 'x-schema-name';

/** Names `schema` (see SCHEMA_NAME) and returns it. */
export function named<T extends TSchema>(name: string, schema: T): T {
  return Object.assign(schema, { [SCHEMA_NAME]: name });
}

/** The name given with `named`, if any. */
export function nameOf(schema: TSchema): string | undefined {
  const name: unknown = (schema as Record<string, unknown>)[SCHEMA_NAME];
  return typeof name === 'string' ? name : undefined;
}
