import { SCHEMA_NAME } from '../modules/shared/schema-names.js';

// The OpenAPI document as @fastify/swagger builds it inlines every schema where a route
// uses it. This pass gives it the shape generated clients and readers expect:
//
// - a schema named with `named()` is listed once under components.schemas and referred
//   to with `$ref`; where a use narrows it (an error response lists the codes it can
//   carry), the use is `allOf: [$ref, { the narrowed properties }]`;
// - a union of string literals becomes one `enum`;
// - a discriminated `oneOf` of named shapes gets its explicit `mapping`;
// - an example or response header shown in several places is listed once under
//   components.examples or components.headers.
//
// Two different schemas under one name are a programming error: the build throws.

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties'];
/** What a use may say of a named schema without being a different schema. */
const ANNOTATIONS = new Set(['description', 'examples', 'example']);

/** JSON with sorted keys: two schemas are the same when this is. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isNode(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function without(node: Node, key: string): Node {
  return Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));
}

function withoutAnnotations(schema: Node): Node {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !ANNOTATIONS.has(key)));
}

/** `anyOf` of single string literals (and perhaps null) as one `enum`. */
function literalUnionAsEnum(schema: Node): Node {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length < 2) return schema;
  const values: unknown[] = [];
  let nullable = false;
  for (const branch of branches) {
    if (!isNode(branch)) return schema;
    const keys = Object.keys(branch).sort().join(',');
    if (keys === 'type' && branch.type === 'null') nullable = true;
    else if (keys === 'enum,type' && branch.type === 'string' && Array.isArray(branch.enum) && branch.enum.length === 1)
      values.push(branch.enum[0]);
    else return schema;
  }
  if (values.length === 0) return schema;
  const rest = without(schema, 'anyOf');
  return { ...rest, type: nullable ? ['string', 'null'] : 'string', enum: nullable ? [...values, null] : values };
}

class Components {
  readonly schemas: Record<string, Node>;
  readonly examples: Record<string, Node> = {};
  readonly headers: Record<string, Node> = {};

  constructor(existing: Record<string, Node>) {
    this.schemas = {};
    // Schemas listed up front (the problem body) are the canonical form of their name.
    for (const [name, schema] of Object.entries(existing)) {
      this.schemas[name] = withoutAnnotations(literalUnionAsEnum(without(this.visitChildren(schema), SCHEMA_NAME)));
    }
  }

  /** A schema with its named parts replaced by references; `top` for a body's own schema. */
  schema(value: unknown, top = false): unknown {
    if (!isNode(value)) return value;
    const node = this.withMapping(literalUnionAsEnum(this.visitChildren(value)));
    const name = node[SCHEMA_NAME];
    if (typeof name !== 'string') return node;
    return this.reference(name, without(node, SCHEMA_NAME), top);
  }

  /**
   * A discriminated `oneOf` of named shapes gets the explicit mapping from each value of
   * the discriminating property to its shape (the names are not the values).
   */
  private withMapping(node: Node): Node {
    const { discriminator, oneOf } = node;
    if (!isNode(discriminator) || typeof discriminator.propertyName !== 'string' || !Array.isArray(oneOf)) return node;
    const property = discriminator.propertyName;
    const mapping: Record<string, string> = {};
    for (const branch of oneOf) {
      const ref = isNode(branch) ? branch.$ref : undefined;
      if (typeof ref !== 'string') return node;
      const shape = this.schemas[decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1))];
      const properties = shape?.properties;
      const values = isNode(properties) && isNode(properties[property]) ? properties[property] : {};
      const listed = Array.isArray(values.enum) ? values.enum : 'const' in values ? [values.const] : [];
      for (const value of listed) if (typeof value === 'string') mapping[value] = ref;
    }
    return { ...node, discriminator: { ...discriminator, mapping } };
  }

  private visitChildren(value: Node): Node {
    const node: Node = { ...value };
    for (const key of SUBSCHEMA) if (isNode(node[key])) node[key] = this.schema(node[key]);
    for (const key of SUBSCHEMA_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) node[key] = list.map((item) => this.schema(item));
    }
    for (const key of SUBSCHEMA_MAPS) {
      const map = node[key];
      if (isNode(map)) {
        node[key] = Object.fromEntries(
          Object.entries(map).map(([property, schema]) => [property, this.schema(schema)]),
        );
      }
    }
    return node;
  }

  private reference(name: string, schema: Node, top: boolean): Node {
    const ref = { $ref: `#/components/schemas/${encodeURIComponent(name)}` };
    const shape = withoutAnnotations(schema);
    const listed = this.schemas[name];
    // A body's own description is the response's or request's; a property's stays with it.
    const annotated = (target: Node): Node =>
      typeof schema.description === 'string' && !top ? { description: schema.description, ...target } : target;
    if (listed === undefined) {
      const examples = schema.examples;
      this.schemas[name] = Array.isArray(examples) ? { ...shape, examples } : shape;
      return annotated(ref);
    }
    const known = withoutAnnotations(listed);
    if (canonical(shape) === canonical(known)) return annotated(ref);
    const narrowed = this.narrowedProperties(shape, known);
    if (narrowed === undefined) {
      throw new Error(`Two different schemas are named "${name}" in the OpenAPI document.`);
    }
    return annotated({ allOf: [ref, { type: 'object', properties: narrowed }] });
  }

  /** The properties `shape` states differently from `known`, if that is its only difference. */
  private narrowedProperties(shape: Node, known: Node): Node | undefined {
    const { properties: mine, ...rest } = shape;
    const { properties: theirs, ...knownRest } = known;
    if (!isNode(mine) || !isNode(theirs) || canonical(rest) !== canonical(knownRest)) return undefined;
    if (canonical(Object.keys(mine).sort()) !== canonical(Object.keys(theirs).sort())) return undefined;
    const changed = Object.entries(mine).filter(([key, value]) => canonical(value) !== canonical(theirs[key]));
    return changed.length === 0 ? undefined : Object.fromEntries(changed);
  }

  /** A media type's named examples, each listed once under components.examples. */
  exampleMap(map: Node): Node {
    return Object.fromEntries(
      Object.entries(map).map(([key, example]) => {
        if (!isNode(example) || '$ref' in example) return [key, example];
        let name = key;
        for (let n = 2; this.examples[name] !== undefined; n++) {
          if (canonical(this.examples[name]) === canonical(example)) break;
          name = `${key}_${n}`;
        }
        this.examples[name] = example;
        return [key, { $ref: `#/components/examples/${encodeURIComponent(name)}` }];
      }),
    );
  }

  /** Response headers, each listed once under components.headers. */
  headerMap(map: Node): Node {
    return Object.fromEntries(
      Object.entries(map).map(([name, header]) => {
        if (!isNode(header) || '$ref' in header) return [name, header];
        const listed = this.headers[name];
        if (listed !== undefined && canonical(listed) !== canonical(header)) {
          throw new Error(`Two different response headers are named "${name}" in the OpenAPI document.`);
        }
        this.headers[name] = header;
        return [name, { $ref: `#/components/headers/${encodeURIComponent(name)}` }];
      }),
    );
  }

  content(content: unknown): unknown {
    if (!isNode(content)) return content;
    return Object.fromEntries(
      Object.entries(content).map(([mediaType, media]) => {
        if (!isNode(media)) return [mediaType, media];
        return [
          mediaType,
          {
            ...media,
            ...(media.schema === undefined ? {} : { schema: this.schema(media.schema, true) }),
            ...(isNode(media.examples) ? { examples: this.exampleMap(media.examples) } : {}),
          },
        ];
      }),
    );
  }
}

/** The document with named schemas and shared examples under `components` (see above). */
export function withComponents<D extends Node>(document: D): D {
  const docComponents = isNode(document.components) ? document.components : {};
  const components = new Components(
    isNode(docComponents.schemas) ? (docComponents.schemas as Record<string, Node>) : {},
  );
  const paths: Node = {};
  for (const [path, item] of Object.entries(isNode(document.paths) ? document.paths : {})) {
    if (!isNode(item)) continue;
    const operations: Node = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!isNode(operation)) {
        operations[method] = operation;
        continue;
      }
      const next: Node = { ...operation };
      if (Array.isArray(operation.parameters)) {
        next.parameters = operation.parameters.map((parameter: unknown) =>
          isNode(parameter) ? { ...parameter, schema: components.schema(parameter.schema) } : parameter,
        );
      }
      if (isNode(operation.requestBody)) {
        next.requestBody = { ...operation.requestBody, content: components.content(operation.requestBody.content) };
      }
      if (isNode(operation.responses)) {
        next.responses = Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [
            status,
            isNode(response)
              ? {
                  ...response,
                  ...(isNode(response.headers) ? { headers: components.headerMap(response.headers) } : {}),
                  ...(response.content === undefined ? {} : { content: components.content(response.content) }),
                }
              : response,
          ]),
        );
      }
      operations[method] = next;
    }
    paths[path] = operations;
  }
  const sorted = (map: Record<string, Node>) =>
    Object.fromEntries(
      Object.keys(map)
        .sort()
        .map((key) => [key, map[key]]),
    );
  return {
    ...document,
    paths,
    components: {
      ...docComponents,
      schemas: sorted(components.schemas),
      ...(Object.keys(components.examples).length > 0 ? { examples: sorted(components.examples) } : {}),
      ...(Object.keys(components.headers).length > 0 ? { headers: sorted(components.headers) } : {}),
    },
  };
}
