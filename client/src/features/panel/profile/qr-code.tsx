/** The QR code an authenticator app scans, drawn locally as SVG (qr-code-svg.ts): dark on white in either theme. */
import { useMemo } from 'react';
import { qrCodeSvg } from './qr-code-svg.ts';

export function QrCode({ text, label, pixels = 200 }: { text: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrCodeSvg(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', borderRadius: 8 }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
