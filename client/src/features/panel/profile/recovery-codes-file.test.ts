import { describe, expect, it } from 'vitest';
import { recoveryCodesFilename, recoveryCodesText } from './recovery-codes-file.ts';

describe('the recovery codes file', () => {
  it('names the account and site, then one code a line', () => {
    const text = recoveryCodesText(
      ['abcd-efgh-jkmn', 'pqrs-tvwx-yz01'],
      { site: 'tacos.example.com', email: 'eddie@example.test' },
      new Date(2026, 10, 23, 14, 5),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Two-factor recovery codes for eddie@example.test on tacos.example.com');
    expect(lines[1]).toContain('Made 23 Nov 2026, 14:05');
    expect(lines).toContain('abcd-efgh-jkmn');
    expect(lines).toContain('pqrs-tvwx-yz01');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('a file name safe on every system', () => {
    expect(recoveryCodesFilename('Tacos.Example.com')).toBe('recovery-codes-tacos.example.com.txt');
    expect(recoveryCodesFilename('a/b:c')).toBe('recovery-codes-a-b-c.txt');
  });
});
