import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client } from '../testing/api-calls.ts';
import { signedIn } from '../testing/api-test-harness.ts';
import { validationErrorsToFields } from './validation-errors.ts';

t.test('fields named like Object.prototype members are plain fields', async (t) => {
  const errors = validationErrorsToFields(
    ['toString', 'hasOwnProperty', '__proto__', 'constructor'].map((name) => ({
      keyword: 'additionalProperties',
      instancePath: '',
      params: { additionalProperties: [name] },
    })),
    'body',
  );
  t.same(Object.keys(errors).sort(), ['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
  t.same(errors.toString, ['is not allowed']);
  t.ok(Object.hasOwn(errors, '__proto__'), '__proto__ is an own field, not the prototype');
});

t.test('each missing or undeclared property is a field of its own', async (t) => {
  const errors = validationErrorsToFields(
    [
      { keyword: 'required', instancePath: '/attributes', params: { requiredProperties: ['title', 'url'] } },
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperties: ['a', 'b'] } },
    ],
    'body',
  );
  t.same(errors, {
    'attributes.title': ['is required'],
    'attributes.url': ['is required'],
    a: ['is not allowed'],
    b: ['is not allowed'],
  });
});

t.test('a body with such keys is a 400 naming them, not a 500', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const res = await client(app, token).post(API.faqs, {
    question: 'q',
    answer: 'a',
    toString: 1,
    hasOwnProperty: 'x',
  });
  t.equal(res.status, 400);
  t.same(res.body.errors.toString, ['is not allowed']);
  t.same(res.body.errors.hasOwnProperty, ['is not allowed']);
});
