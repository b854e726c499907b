/**
 * JSON bodies with Fastify's own (prototype-poisoning safe) parser, except that an empty body
 * reads as `{}`: a client that sends `Content-Type: application/json` with no body (a token
 * refresh, a logout) gets an answer about its request rather than a parser error.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function jsonBodyParserPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBodyParserPlugin, { name: 'json-body-parser' });
