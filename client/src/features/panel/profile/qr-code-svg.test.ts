import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrCodeSvg } from './qr-code-svg.ts';
import { groupedKey } from './secret-key.ts';

describe('the QR code of the set-up link', () => {
  it('is drawn here: modules as squares inside a quiet zone', () => {
    const uri =
      'otpauth://totp/Main%20Street:eddie%40example.test?issuer=Main%20Street&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    const { size, path } = qrCodeSvg(uri);
    // versions grow by 4 modules from 21; the link needs more than the smallest
    expect((size - 2 * QUIET_ZONE - 21) % 4).toBe(0);
    expect(size).toBeGreaterThan(21 + 2 * QUIET_ZONE);
    const squares = path.match(/M(\d+) (\d+)h1v1h-1z/g) ?? [];
    expect(squares.length).toBeGreaterThan(100);
    // the top-left finder pattern starts at the quiet zone's edge
    expect(path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h1v1h-1z`)).toBe(true);
    expect(qrCodeSvg(uri).path).toBe(path);
  });

  it('the key in groups of four', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });
});
