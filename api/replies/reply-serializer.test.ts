import Fastify from 'fastify';
import t from 'tap';
import Type from 'typebox';
import { DomainOptionsSchema } from '#shared/schemas/domain-options.ts';
import { firstDifference, replySerializerCompiler, shapeOnly } from './reply-serializer.ts';

const Answer = Type.Object({
  title: Type.String({ maxLength: 5 }),
  logo: Type.Union([Type.String({ pattern: '^https://' }), Type.Null()]),
  pattern: Type.String({ minLength: 1 }),
});

async function appAnswering(value: unknown, strict: boolean) {
  const app = Fastify({ logger: false }).setSerializerCompiler(replySerializerCompiler({ strict }));
  app.get('/', { schema: { response: { 200: Answer } } }, async () => value);
  return app.inject({ method: 'GET', url: '/' });
}

t.test('the serialiser keeps the shape and drops the content rules, never a field', async (t) => {
  t.same(shapeOnly(Answer), {
    type: 'object',
    required: ['title', 'logo', 'pattern'],
    properties: {
      title: { type: 'string' },
      logo: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      pattern: { type: 'string' },
    },
  });
  const options = shapeOnly(DomainOptionsSchema) as { properties: Record<string, unknown> };
  t.same(Object.keys(options.properties), Object.keys(DomainOptionsSchema.properties));
});

t.test('a stored value that a later, stricter rule refuses is still answered, not a 500', async (t) => {
  const res = await appAnswering({ title: 'a long title', logo: '/media/x.webp', pattern: 'p' }, false);
  t.equal(res.statusCode, 200);
  t.same(res.json(), { title: 'a long title', logo: '/media/x.webp', pattern: 'p' });
});

t.test('a field the schema does not declare never leaves; strict mode refuses it', async (t) => {
  const leaky = { title: 't', logo: null, pattern: 'p', password_hash: 'secret' };
  const quiet = await appAnswering(leaky, false);
  t.equal(quiet.statusCode, 200);
  t.same(quiet.json(), { title: 't', logo: null, pattern: 'p' });

  const strict = await appAnswering(leaky, true);
  t.equal(strict.statusCode, 500);
  t.notMatch(strict.body, /secret/);
  t.equal(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2, c: 3 }] }), 'a[1].c');
  t.equal(firstDifference({ a: 1 }, { a: 1 }), undefined);
});
