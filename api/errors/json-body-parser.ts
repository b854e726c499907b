/**
 * JSON bodies with Fastify's own (prototype-poisoning safe) parser, except that an empty body
 * reads as `{}`: a client that sends `Content-Type: application/json` with no body (a token
 * refresh, a logout) gets an answer about its request rather than a parser error.
 *
 * A body nested deeper than JSON_BODY_MAX_DEPTH (shared/limits.ts) is a 400 here, before any
 * schema or route sees it: the depth is measured without recursion, so no validator, walker or
 * `JSON.stringify` later ever meets a value deep enough to overflow the stack.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { exceedsJsonBounds } from '#shared/json-bounds.ts';
import { JSON_BODY_MAX_DEPTH } from '#shared/limits.ts';
import { badRequest } from './http-error.ts';

const tooDeep = () =>
  badRequest(`The JSON body is nested too deeply (more than ${JSON_BODY_MAX_DEPTH} levels)`, {
    body: [`is nested more than ${JSON_BODY_MAX_DEPTH} levels deep`],
  });

async function jsonBodyParserPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error);
      else if (exceedsJsonBounds(value, { maxDepth: JSON_BODY_MAX_DEPTH })) done(tooDeep());
      else done(null, value);
    });
  });
}

export default fp(jsonBodyParserPlugin, { name: 'json-body-parser' });
