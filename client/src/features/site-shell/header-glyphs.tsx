/**
 * The two glyphs of the header a phone shows on its first screen (the site's mark when it has no
 * logo, the menu button), drawn inline. The rest of the site's icons are CSS masks of SVG data
 * addresses (components/icons.css), which cost the script nothing but are each an SVG image to
 * the browser: a document of its own, made during the style pass before the first paint. On the
 * throttled phone those two made ~90 ms of main-thread work (CPU time in a trace of `/`) ahead
 * of the largest paint (issue 26, decision 046); inline they are two elements of the page.
 * Same 24-unit shapes as icons.css, painted in `currentColor`, hidden from assistive tech.
 */
import type { ReactNode, SVGProps } from 'react';

interface GlyphProps {
  size: number;
}

/** The frame both glyphs share: the 24-unit box, the size, hidden from assistive tech. */
function HeaderGlyph({
  size,
  children,
  ...paint
}: GlyphProps & SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      className="header-glyph"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...paint}
    >
      {children}
    </svg>
  );
}

export function TruckGlyph({ size }: GlyphProps) {
  return (
    <HeaderGlyph size={size} fill="currentColor">
      <path fillRule="evenodd" d="M3 9a2 2 0 0 1 2-2h11l4 5h1.5A1.5 1.5 0 0 1 23 13.5V18H3zm3 1v3h7v-3z" />
      <circle cx="7.5" cy="18.5" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
    </HeaderGlyph>
  );
}

export function MenuGlyph({ size }: GlyphProps) {
  return (
    <HeaderGlyph
      size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </HeaderGlyph>
  );
}
