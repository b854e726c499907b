/**
 * How the API serialises its answers: fast-json-stringify with the route's response schema, as
 * Fastify does by default, with one difference — the schema given to it keeps the shape (types,
 * properties, required, unions, enums) and drops the content rules (patterns, lengths, ranges).
 * fast-json-stringify picks the branch of a union by validating the value against it; with the
 * rules kept, a stored value that a later, stricter rule refuses (an image url written before the
 * safe-url rule) would match no branch and turn a read into a 500. Content rules are checked on
 * write, by the request schemas, and on answers by the contract test (api/contract.test.ts).
 *
 * `strict` (the tests) also refuses an answer that its schema would change: a field the handler
 * returns but the schema drops, or a value it would coerce. Answers the client relies on can
 * then never lose a field silently.
 */

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

/** Keywords that only constrain content; serialising does not need them. */
const CONTENT_RULES = new Set([
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
/** Keywords whose value is one schema. */
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']);

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `schema` with the shape and without the content rules (names of fields are kept). */
export function shapeOnly(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const shape: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CONTENT_RULES.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      shape[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, shapeOnly(sub)]));
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      shape[key] = value.map(shapeOnly);
    } else if (SCHEMA_ONE.has(key)) {
      shape[key] = shapeOnly(value);
    } else {
      shape[key] = value;
    }
  }
  return shape;
}

/** The first place where two JSON values differ, as a path (`data.items[2].name`), or undefined. */
export function firstDifference(sent: unknown, meant: unknown, path = ''): string | undefined {
  if (Object.is(sent, meant)) return undefined;
  if (Array.isArray(sent) && Array.isArray(meant)) {
    if (sent.length !== meant.length) return `${path || 'the answer'} (length)`;
    for (let i = 0; i < sent.length; i++) {
      const found = firstDifference(sent[i], meant[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isObject(sent) && isObject(meant)) {
    for (const key of new Set([...Object.keys(meant), ...Object.keys(sent)])) {
      const found = firstDifference(sent[key], meant[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  }
  return path || 'the answer';
}

type Serialize = (data: unknown) => string;

/**
 * Serialisers by response schema object. fast-json-stringify writes and compiles a function per
 * schema (~250 ms for the API's routes); an app built again in the same process (each API test
 * builds several) takes the ones already made for the same schema objects. The serialiser is a
 * pure function of its schema, so sharing it changes no answer. It is made at the first answer
 * that needs it, not at the start (as the request checks, errors/request-validator-compiler.ts).
 */
const serializers = new WeakMap<object, Serialize>();

function serializerOf(schema: unknown): Serialize {
  if (!isObject(schema)) return fastJson(shapeOnly(schema) as Parameters<typeof fastJson>[0]);
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(shapeOnly(schema) as Parameters<typeof fastJson>[0]);
    serializers.set(schema, serialize);
  }
  return serialize;
}

export function replySerializerCompiler(options: { strict: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    let made: Serialize | undefined;
    const serialize: Serialize = (data) => {
      made ??= serializerOf(schema);
      return made(data);
    };
    if (!options.strict) return serialize;
    return (data: unknown) => {
      const sent = serialize(data);
      const difference = firstDifference(JSON.parse(sent), JSON.parse(JSON.stringify(data) ?? 'null'));
      if (difference !== undefined) {
        throw new Error(
          `The ${httpStatus} answer of ${method} ${url} does not fit its response schema at ${difference}`,
        );
      }
      return sent;
    };
  };
}
