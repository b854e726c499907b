/**
 * How the API checks a request's parts against their TypeBox schemas: the type provider's
 * validator compiler (TypeBox's own compiled checks, with its value conversion for query,
 * params and headers), made once per schema object and part. TypeBox compiles a check per schema
 * (~100 ms for the API's routes); an app built again in the same process (each API test builds
 * several) takes the checks already made for the same schemas. A check is a pure function of its
 * schema and part, so sharing it changes no answer. A route's check is made at its first request,
 * not at the start: a process that answers a few routes (a test, a freshly started API behind a
 * load balancer) does not pay for all ~150.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';

type Validate = ReturnType<typeof TypeBoxValidatorCompiler>;
const checks = new WeakMap<object, Map<string, Validate>>();

type Route = Parameters<typeof TypeBoxValidatorCompiler>[0];

function checkOf(route: Route): Validate {
  const { schema, httpPart = '' } = route;
  if (typeof schema !== 'object' || schema === null) return TypeBoxValidatorCompiler(route);
  let byPart = checks.get(schema);
  if (!byPart) {
    byPart = new Map();
    checks.set(schema, byPart);
  }
  let validate = byPart.get(httpPart);
  if (!validate) {
    validate = TypeBoxValidatorCompiler(route);
    byPart.set(httpPart, validate);
  }
  return validate;
}

export const requestValidatorCompiler: FastifySchemaCompiler<Route['schema']> = (route) => {
  let validate: Validate | undefined;
  return (data) => {
    validate ??= checkOf(route);
    return validate(data);
  };
};
