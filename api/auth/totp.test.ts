import t from 'tap';
import { base32Decode, base32Encode, hotp, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (8-digit vectors, last 6 digits here).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

t.test('matches the RFC 6238 SHA-1 test vectors', async (t) => {
  t.equal(totpCode(RFC_SECRET, 59_000), '287082');
  t.equal(totpCode(RFC_SECRET, 1_111_111_109_000), '081804');
  t.equal(totpCode(RFC_SECRET, 1_234_567_890_000), '005924');
  t.equal(totpCode(RFC_SECRET, 2_000_000_000_000), '279037');
});

t.test('matches the RFC 4226 HOTP vectors', async (t) => {
  const secret = Buffer.from('12345678901234567890');
  t.equal(hotp(secret, 0), '755224');
  t.equal(hotp(secret, 9), '520489');
});

t.test('accepts one step of drift either way and nothing further', async (t) => {
  const now = 1_700_000_000_000;
  t.ok(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now));
  t.ok(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now));
  t.ok(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now));
  t.notOk(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now));
  t.notOk(verifyTotp(RFC_SECRET, 'abcdef', now));
});

t.test('base32 round-trips', async (t) => {
  const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
  t.same(base32Decode(base32Encode(bytes)), bytes);
});
