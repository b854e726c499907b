import t from 'tap';
import { generateRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';

t.test('codes: ten, grouped, what a person types is forgiven', async (t) => {
  const codes = generateRecoveryCodes();
  t.equal(codes.length, 10);
  for (const code of codes)
    t.match(code, /^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  t.equal(normalizeRecoveryCode(' AB12-cd34-EF56 '), 'ab12cd34ef56');
  t.equal(normalizeRecoveryCode('oO1l-iIab-cdef'), '001111abcdef', 'O reads as 0, I and L as 1');
  t.equal(normalizeRecoveryCode('ab12-cd34'), undefined, 'too short');
  t.equal(normalizeRecoveryCode('ab12-cd34-ef5u'), undefined, 'u is not in the alphabet');
  t.equal(recoveryCodeHash(1, 'AB12 CD34 EF56'), recoveryCodeHash(1, 'ab12-cd34-ef56'));
  t.not(recoveryCodeHash(1, 'ab12-cd34-ef56'), recoveryCodeHash(2, 'ab12-cd34-ef56'), 'salted by the user');
  t.equal(recoveryCodeHash(1, 'nonsense'), undefined);
});
