/** Reading the session from its cookies: what each cookie opened and parsed to is kept, never mixed up. */
import type { FastifyRequest } from 'fastify';
import t from 'tap';
import { createCookieCipher } from './cookie-crypto.ts';
import { createSessionCookies } from './session-cookies.ts';

const SECRET = 'session-read-secret-0123456789-abcdefghijkl';
const cipher = createCookieCipher([SECRET]);
const cookies = createSessionCookies({ cipher, secure: false });
const accessCookie = (token: string, e = 1_900_000_000_000) =>
  cipher.seal('access_token', JSON.stringify({ t: token, e }));
/** the two things `read` looks at: the host (cookie names) and the parsed cookies */
const requestWith = (values: Record<string, string>) =>
  ({ hostname: 'localhost', cookies: values }) as unknown as FastifyRequest;

t.test('a signed-in call parses its access cookie once: the next read gives the same token', async (t) => {
  const sealed = accessCookie('token-1');
  const first = cookies.read(
    requestWith({ access_token: sealed, refresh_token: cipher.seal('refresh_token', 'r-1') }),
  );
  // a copy of the value, as the cookie parser of the next request gives it
  const second = cookies.read(requestWith({ access_token: `${sealed} `.trimEnd() }));
  t.same(first.access, { token: 'token-1', expiresAt: 1_900_000_000_000 });
  t.equal(first.refresh, 'r-1');
  t.equal(second.access, first.access, 'the token parsed the first time');
  t.equal(second.refresh, undefined, 'no refresh cookie, none read');
});

t.test('the kept tokens never answer for another cookie', async (t) => {
  const one = cookies.read(requestWith({ access_token: accessCookie('token-a') }));
  const other = cookies.read(requestWith({ access_token: accessCookie('token-b') }));
  t.equal(one.access?.token, 'token-a');
  t.equal(other.access?.token, 'token-b');
  const resealed = cookies.read(requestWith({ access_token: accessCookie('token-a', 1) }));
  t.same(resealed.access, { token: 'token-a', expiresAt: 1 }, 'same token, another expiry: its own');
  const sealed = accessCookie('token-c');
  const moved = cookies.read(requestWith({ refresh_token: sealed }));
  t.equal(moved.refresh, undefined, 'an access cookie sent as the refresh cookie does not open');
  const noToken = cookies.read(requestWith({ access_token: cipher.seal('access_token', '{"e":1}') }));
  t.equal(noToken.access, undefined, 'opened JSON without a token');
  const notJson = cookies.read(requestWith({ access_token: cipher.seal('access_token', 'not json') }));
  t.equal(notJson.access, undefined, 'opened text that is not JSON');
});
