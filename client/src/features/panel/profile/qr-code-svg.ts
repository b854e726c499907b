/**
 * A QR code as one SVG path, made here in the browser from the text (the `qrcode` library's
 * encoder): an otpauth link holds the two-factor secret, so it is never sent to a QR service.
 * Each dark module is a 1×1 square; a quiet zone of four modules surrounds the symbol.
 */
import { create } from 'qrcode';

export const QUIET_ZONE = 4;

export interface QrSvg {
  /** width and height of the viewBox, quiet zone included */
  size: number;
  /** the dark modules */
  path: string;
}

export function qrCodeSvg(text: string): QrSvg {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
