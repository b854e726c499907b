import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { JSON_BODY_MAX_DEPTH } from '#shared/limits.ts';
import { login } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../testing/seeded-staff.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

t.test('a JSON body nested deeper than the API allows is a 400 before any route sees it', async (t) => {
  const { app } = await createHarness(t);
  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: API.formSubmissions('contact'),
      headers: {
        'x-forwarded-for': HOSTS.main,
        'x-real-ip': '192.0.2.50',
        'content-type': 'application/json',
      },
      payload,
    });

  // this 400 is the depth check's, made before any schema or route walks the value (a recursive
  // walk of 100,000 levels overflows the stack: a 500); no wall-clock bound, which a loaded
  // machine breaks
  const huge = await post(`{"name":"x","email":"x@example.test","extra":${nested(100_000)}}`);
  t.equal(huge.statusCode, 400);
  t.same(huge.json(), {
    statusCode: 400,
    message: `The JSON body is nested too deeply (more than ${JSON_BODY_MAX_DEPTH} levels)`,
    errors: { body: [`is nested more than ${JSON_BODY_MAX_DEPTH} levels deep`] },
  });

  const justOver = await post(nested(JSON_BODY_MAX_DEPTH + 1));
  t.equal(justOver.statusCode, 400);
  t.match(justOver.json().message, /nested too deeply/);
  const atLimit = await post(nested(JSON_BODY_MAX_DEPTH));
  t.equal(atLimit.statusCode, 400, 'within the depth limit the route’s own schema answers');
  t.notMatch(atLimit.json().message, /nested too deeply/);
});

t.test('deep bodies on a staff route are refused the same way', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const res = await app.inject({
    method: 'POST',
    url: API.faqs,
    headers: {
      'x-forwarded-for': HOSTS.main,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    payload: `{"question":"q","answer":"a","position":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  });
  t.equal(res.statusCode, 400);
  t.match(res.json().message, /nested too deeply/);
});
