import { describe, expect, it } from 'vitest';
import { withComponents } from '../../src/http/openapi-components.js';
import { SCHEMA_NAME } from '../../src/modules/shared/schema-names.js';

const thing = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  [SCHEMA_NAME]: 'Thing',
  properties: {
    kind: {
      anyOf: [
        { type: 'string', enum: ['a'] },
        { type: 'string', enum: ['b'] },
      ],
    },
  },
  ...extra,
});
interface Doc {
  paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { schema: unknown } } } } } }>;
  components?: unknown;
}
const documentWith = (...schemas: unknown[]): Doc & Record<string, unknown> => ({
  openapi: '3.1.0',
  paths: Object.fromEntries(
    schemas.map((schema, i) => [
      `/p${i}`,
      { get: { responses: { '200': { description: 'OK.', content: { 'application/json': { schema } } } } } },
    ]),
  ),
});

describe('OpenAPI components', () => {
  it('lists a named schema once and refers to it, with literal unions as one enum', () => {
    const doc = withComponents(documentWith(thing(), thing({ description: 'Another use.' })));
    expect(doc.components).toEqual({
      schemas: { Thing: { type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] } } } },
    });
    for (const path of ['/p0', '/p1']) {
      expect(doc.paths[path]?.get.responses['200'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Thing',
      });
    }
  });

  it('a use that narrows a property becomes allOf of the reference and the narrowed property', () => {
    const narrowed = thing({ properties: { kind: { type: 'string', enum: ['a'] } } });
    const doc = withComponents(documentWith(thing(), narrowed));
    expect(doc.paths['/p1']?.get.responses['200'].content['application/json'].schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/Thing' },
        { type: 'object', properties: { kind: { type: 'string', enum: ['a'] } } },
      ],
    });
  });

  it('refuses two different schemas under one name', () => {
    const other = { type: 'object', [SCHEMA_NAME]: 'Thing', required: ['x'], properties: {} };
    expect(() => withComponents(documentWith(thing(), other))).toThrow('Two different schemas are named "Thing"');
  });
});
