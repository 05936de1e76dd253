import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<Factory>>;

const build = SerializerSelector();
/** Response serializers by schema object, for every app this process builds. */
const compiled = new WeakMap<object, Serializer>();
/**
 * The same by the schema's JSON, for schemas a route builds anew each time it is registered
 * (the error answers of each route): a serializer depends on nothing but the schema's JSON.
 */
const compiledByText = new Map<string, Serializer>();

/**
 * Fastify's response serializer factory (fast-json-stringify), compiling each response
 * schema once per process rather than once per app (found by object, else by its JSON): the route schemas are the same objects
 * in every app built here (the test suites build hundreds; compiling took most of an app's
 * start). Only where no shared schemas or serializer options are in play, which is always
 * the case here: the app adds no schema by id.
 */
export const cachedSerializers: Factory = (externalSchemas, options) => {
  const compile = build(externalSchemas, options);
  const plain =
    (externalSchemas === undefined || Object.keys(externalSchemas as object).length === 0) &&
    (options === undefined || Object.keys(options).length === 0);
  if (!plain) return compile;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) {
      const text = JSON.stringify(schema);
      serializer = compiledByText.get(text);
      if (!serializer) {
        serializer = compile(route);
        compiledByText.set(text, serializer);
      }
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};
