import t from 'tap';
import { base32Encode, generateTotpSecret, matchTotpStep, otpauthUri, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (8-digit vectors, last 6 digits here).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

t.test('matches the RFC 6238 SHA-1 test vectors', async (t) => {
  t.equal(RFC_SECRET, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  t.equal(totpCode(RFC_SECRET, 59_000), '287082');
  t.equal(totpCode(RFC_SECRET, 1_111_111_109_000), '081804');
  t.equal(totpCode(RFC_SECRET, 1_234_567_890_000), '005924');
  t.equal(totpCode(RFC_SECRET, 2_000_000_000_000), '279037');
});

t.test('accepts one step of drift either way and nothing further, and names the step', async (t) => {
  const now = 1_700_000_000_000;
  const step = Math.floor(now / 30_000);
  t.equal(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now), now), step);
  t.equal(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now), step - 1);
  t.equal(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now), step + 1);
  t.notOk(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now));
  t.notOk(verifyTotp(RFC_SECRET, 'abcdef', now));
  t.notOk(verifyTotp(RFC_SECRET, '1234567', now));
});

t.test('new secrets are 160-bit base32, and the otpauth link names account and issuer', async (t) => {
  const secret = generateTotpSecret();
  t.match(secret, /^[A-Z2-7]{32}$/);
  t.not(secret, generateTotpSecret());
  const link = new URL(otpauthUri(secret, 'ana@example.test', 'Taco Row'));
  t.equal(link.protocol, 'otpauth:');
  t.equal(link.host, 'totp');
  t.equal(decodeURIComponent(link.pathname), '/Taco Row:ana@example.test');
  t.equal(link.searchParams.get('secret'), secret);
  t.equal(link.searchParams.get('issuer'), 'Taco Row');
  t.equal(link.searchParams.get('digits'), '6');
  t.equal(link.searchParams.get('period'), '30');
});
