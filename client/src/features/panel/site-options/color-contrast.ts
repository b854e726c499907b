/**
 * The colours the public site shows for a set of domain colours, and whether its text stays
 * readable: WCAG 2 relative luminance and contrast ratio, AA (4.5:1) for normal text.
 *
 * The site does not paint every domain colour as it is: client/src/app/base.css derives its link
 * and second-accent text colours with `color-mix(in oklab, …)` (darker on the light theme,
 * lighter on the dark one), and the text on the accent backgrounds is the near-black or white that
 * reads best (`readableTextOn`, as shared/site-colors.ts derives it for the site).
 * This module repeats the colour mixing (the preview paints the same CSS) and takes the contrast
 * rules from the site shell itself, so the warning is about what visitors see.
 */
import type { ColorTypeId } from '#shared/ids/color-types.ts';
import { contrastRatio, readableTextOn, relativeLuminance } from '#shared/site-colors.ts';

export { contrastRatio, readableTextOn, relativeLuminance };

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: Rgb): string {
  const byte = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** An sRGB channel (0…255) in linear light. */
function linear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function gamma(value: number): number {
  const c = value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
  return c * 255;
}

function toOklab(hex: string): Rgb {
  const [r, g, b] = rgbOf(hex).map(linear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: Rgb): string {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return hexOf([
    gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    gamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ]);
}

/** CSS `color-mix(in oklab, a <share>, b)`, `share` 0…1 of `a`. */
export function mixOklab(a: string, b: string, share: number): string {
  const x = toOklab(a);
  const y = toOklab(b);
  return fromOklab([0, 1, 2].map((i) => (x[i] as number) * share + (y[i] as number) * (1 - share)) as Rgb);
}

export type SiteTheme = 'light' | 'dark';

/** The domain colours by type (shared/ids/color-types.ts), each `#rrggbb`. */
export type ColorValues = Record<ColorTypeId, string>;

/** What the site paints with a set of colours on one theme (the tokens of client/src/app/base.css). */
export interface SitePalette {
  surface: string;
  surfaceRaised: string;
  text: string;
  link: string;
  accentInk: string;
  accentBg: string;
  accentBgContrast: string;
  primaryBg: string;
  primaryBgContrast: string;
}

const SURFACES: Record<SiteTheme, { surface: string; surfaceRaised: string }> = {
  light: { surface: '#fffaf3', surfaceRaised: '#ffffff' },
  dark: { surface: '#16110e', surfaceRaised: '#211a16' },
};
const DARK_TEXT = '#f6ede3';

export function sitePalette(colors: ColorValues, theme: SiteTheme): SitePalette {
  const light = theme === 'light';
  return {
    ...SURFACES[theme],
    text: light ? colors[7] : DARK_TEXT,
    link: light ? mixOklab(colors[1], '#000000', 0.72) : mixOklab(colors[1], '#ffffff', 0.55),
    accentInk: light ? mixOklab(colors[2], '#000000', 0.62) : mixOklab(colors[2], '#ffffff', 0.55),
    accentBg: colors[4],
    accentBgContrast: readableTextOn(colors[4]),
    primaryBg: colors[5],
    primaryBgContrast: readableTextOn(colors[5]),
  };
}

export interface ContrastCheck {
  id: string;
  /** what is checked, e.g. "Links on the page" */
  label: string;
  /** the themes it applies to */
  themes: readonly SiteTheme[];
  /** the colour type whose choice decides it */
  colorTypeId: ColorTypeId;
  foreground: string;
  background: string;
  /** the lowest ratio over the backgrounds it sits on */
  ratio: number;
  passes: boolean;
}

function check(
  id: string,
  label: string,
  themes: readonly SiteTheme[],
  colorTypeId: ColorTypeId,
  foreground: string,
  backgrounds: readonly string[],
): ContrastCheck {
  let worst = backgrounds[0] as string;
  let ratio = Number.POSITIVE_INFINITY;
  for (const background of backgrounds) {
    const r = contrastRatio(foreground, background);
    if (r < ratio) {
      ratio = r;
      worst = background;
    }
  }
  return {
    id,
    label,
    themes,
    colorTypeId,
    foreground,
    background: worst,
    ratio,
    passes: ratio >= AA_CONTRAST,
  };
}

/** Every text/background pair the colours decide, on the themes where it shows. */
export function contrastChecks(colors: ColorValues): ContrastCheck[] {
  const light = sitePalette(colors, 'light');
  const dark = sitePalette(colors, 'dark');
  const both = ['light', 'dark'] as const;
  const page = (p: SitePalette) => [p.surface, p.surfaceRaised];
  return [
    check('base-text', 'Text on the page', ['light'], 7, light.text, page(light)),
    check('link-light', 'Links (accent text) on the page', ['light'], 1, light.link, page(light)),
    check('link-dark', 'Links (accent text) on the page', ['dark'], 1, dark.link, page(dark)),
    check('ink-light', 'Second accent text on the page', ['light'], 2, light.accentInk, page(light)),
    check('ink-dark', 'Second accent text on the page', ['dark'], 2, dark.accentInk, page(dark)),
    check('accent-bg', 'Button text on the accent background', both, 4, light.accentBgContrast, [
      light.accentBg,
    ]),
    check('primary-bg', 'Text on the second accent background', both, 5, light.primaryBgContrast, [
      light.primaryBg,
    ]),
  ];
}

/** `4.5:1`, `12:1`: a ratio as the WCAG writes it (rounded down, so 4.49 never shows as 4.5). */
export function formatRatio(ratio: number): string {
  const floored = Math.floor(ratio * 10) / 10;
  return `${Number.isInteger(floored) ? floored.toFixed(0) : floored.toFixed(1)}:1`;
}
