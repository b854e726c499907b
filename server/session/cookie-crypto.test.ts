import t from 'tap';
import { createCookieCipher } from './cookie-crypto.ts';
import { createOpenedCookieMemo } from './opened-cookie-memo.ts';
import { jwtExpiryMs } from './token-expiry.ts';

const A = 'first-secret-aaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'second-secret-bbbbbbbbbbbbbbbbbbbbbbbbbbb';

t.test('seals and opens, never showing the plaintext', async (t) => {
  const cipher = createCookieCipher([A]);
  const sealed = cipher.seal('refresh_token', 'the-refresh-token');
  t.notMatch(sealed, /the-refresh-token/);
  t.notMatch(Buffer.from(sealed, 'base64url').toString('latin1'), /the-refresh-token/);
  t.equal(cipher.open('refresh_token', sealed), 'the-refresh-token');
  t.not(cipher.seal('refresh_token', 'x'), cipher.seal('refresh_token', 'x'), 'a fresh IV each time');
});

t.test('a value that does not decrypt counts as absent', async (t) => {
  const cipher = createCookieCipher([A]);
  const sealed = cipher.seal('access_token', 'token');
  const raw = Buffer.from(sealed, 'base64url');
  raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
  t.equal(cipher.open('access_token', raw.toString('base64url')), undefined, 'tampered');
  t.equal(cipher.open('access_token', 'garbage'), undefined, 'garbage');
  t.equal(cipher.open('access_token', undefined), undefined, 'missing');
  t.equal(cipher.open('refresh_token', sealed), undefined, 'bound to the cookie name');
  t.equal(createCookieCipher([B]).open('access_token', sealed), undefined, 'another key');
});

t.test('keys rotate: the first encrypts, all decrypt', async (t) => {
  const old = createCookieCipher([A]).seal('access_token', 'made-with-A');
  const rotated = createCookieCipher([B, A]);
  t.equal(rotated.open('access_token', old), 'made-with-A');
  const fresh = rotated.seal('access_token', 'made-with-B');
  t.equal(createCookieCipher([B]).open('access_token', fresh), 'made-with-B');
  t.equal(createCookieCipher([A]).open('access_token', fresh), undefined);
  t.throws(() => createCookieCipher([]));
});

t.test('the expiry of a JWT is read without verifying it', async (t) => {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  t.equal(jwtExpiryMs(`${part({})}.${part({ exp: 1700000000 })}.sig`), 1700000000000);
  t.equal(jwtExpiryMs('opaque-token'), undefined);
  t.equal(jwtExpiryMs(`${part({})}.not-json.sig`), undefined);
  t.equal(jwtExpiryMs(`${part({})}.${part({ exp: 'soon' })}.sig`), undefined);
});

t.test('what a value opened to is remembered: the same answer, never for another value', async (t) => {
  const cipher = createCookieCipher([A]);
  const sealed = cipher.seal('access_token', 'token-1');
  t.equal(cipher.open('access_token', sealed), 'token-1');
  t.equal(cipher.open('access_token', sealed), 'token-1', 'again, from the memo');
  t.equal(cipher.open('refresh_token', sealed), undefined, 'still bound to the cookie name');
  const raw = Buffer.from(sealed, 'base64url');
  raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
  t.equal(cipher.open('access_token', raw.toString('base64url')), undefined, 'a tampered copy is refused');
  t.equal(createCookieCipher([B]).open('access_token', sealed), undefined, 'the memo is per cipher');
});

t.test('the memo of opened values is bounded, least recently used first out', async (t) => {
  const memo = createOpenedCookieMemo(3);
  for (let i = 0; i < 5; i += 1) memo.set('access_token', `sealed-${i}`, `plain-${i}`);
  t.equal(memo.size, 3);
  t.equal(memo.get('access_token', 'sealed-0'), undefined, 'the oldest went');
  t.equal(memo.get('access_token', 'sealed-4'), 'plain-4');
  t.equal(memo.get('refresh_token', 'sealed-4'), undefined, 'keyed by name too');
});
